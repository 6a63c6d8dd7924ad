# What was just recorded, under the place it was entered: seating and
# session changes, the dealer's steps, the floor's rulings.

session-sat = { $name } sits down in seat { $seat } with { $chips }
session-left = { $name } leaves seat { $seat } with { $chips }
session-out = { $name } sits out
session-back = { $name } is back
session-added = { $name } adds { $chips }
session-moved = { $name } moves from seat { $from } to seat { $to }
session-button = the button starts on seat { $seat }
session-drew-button = { $name } draws the button on seat { $seat }
session-dealer = { $name } is in the box
session-entered = { $name } enters in seat { $seat } ({ $kind ->
        [late] late entry
        [re-entry] re-entry
       *[other] buy-in
    })
session-rebought = { $name } rebuys
session-add-on = { $name } takes the add-on
session-clock-started = the clock starts
session-clock-moved = the clock moves on
session-coloured-up = the { $chip } chips are coloured up

done-recorded = Recorded: { $what }
done-ruling = Ruling: { $note }
done-now = Now
done-legal-now = Legal now
done-rulings = Rulings this session ({ $count })
done-ruling-line = Hand #{ $hand }: { $text }
done-hand-dealt = hand #{ $hand } dealt, button on seat { $seat }
done-floors = '{ $action }' is the floor's: the floor panel has it ready for a floor person's PIN and reason
done-dealt-unseen = { $count } face-down { $count ->
        [one] card
       *[other] cards
    } dealt unseen
done-taken-back = taken back: { $action }
done-voided = last action voided: { $reason }
done-floor-added = floor person { $name } registered
done-no-session = no session is open
done-because = { $what }: { $reason }
done-clock-paused = clock paused
done-clock-running = clock running
done-clock-adjusted = { $seconds } s on the clock
done-bust-undone = seat { $seat } back in the tournament
done-chop = deal recorded, { $left } left to play for

# An action in words, as review, take-backs and corrections tell it: its
# player by name and seat ($how: check or call, bet or raise, where the hand
# as it stood tells them apart).
action-deal-hole = dealt to { $seat }: { $cards }
action-deal-board = board: { $cards }
action-burn = burn: { $cards }
action-exposed = { $card } exposed in the deal to { $seat }
action-misdeal = misdeal
action-premature = premature card: { $cards }
action-extra = extra card to { $seat }: { $cards }
action-boxed = boxed card { $card }
action-fouled = fouled deck
action-out-of-turn = { $seat } acts out of turn: { $act }
action-kill = { $seat-of } hand is killed
action-short = { $seat } is a card short
action-no-burn = dealt without a burn: { $cards }
action-double-burn = second burn: { $cards }
action-award = the pot is awarded to { $seat }
action-see = { $seat-of } hand is asked to be seen
action-fold = { $seat } folds
action-check-call = { $seat } { $how ->
        [check] checks
        [call] calls
       *[check-call] checks or calls
    }
action-bet-raise = { $seat } { $how ->
        [bet] bets { $to }
        [raise] raises to { $to }
       *[bet-raise] bets or raises to { $to }
    }
action-bring-in = { $seat } brings in
action-show = { $seat } shows { $cards }
action-muck = { $seat } mucks
action-draw = { $seat } discards { $cards }
action-stand-pat = { $seat } stands pat
draw-drew = { $cards ->
        [0] drew 0 (pat)
       *[other] drew { $cards }
    }
draw-seat-line = { $seat }: { $draws }
draw-told = { $seat } drew { $cards ->
        [0] no cards: stood pat
        [one] one card
       *[other] { $cards } cards
    }.
# Cards dealt that nobody saw, in an action in words.
cards-unseen = { $count ->
        [one] face down
       *[other] { $count } cards face down
    }
room-staff-as-of = Floor staff from the room as of change { $seq }: { $names }
room-staff-as-of-nobody = The room has no floor staff as of change { $seq }: no one rules at this table.
room-staff-unreachable = The room cannot be reached ({ $reason }): its floor staff as of change { $seq } holds.
room-staff-broken = The room’s floor staff chain is broken at change { $room }: the list as of change { $seq } holds.
room-staff-rewound = The room shows its floor staff as of change { $room }, behind change { $seq } this table recorded: that list holds.

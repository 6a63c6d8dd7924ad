# Refusals of the engine and the desk, with their data as arguments.
# Players are named by name and seat ($seat, and $seat-of for the possessive); amounts are chips.

# A player of the hand by name and seat ($form "of": the possessive, "Ana's (seat 1)").
player = { $form ->
        [of] { $name }'s (seat { $seat })
       *[as] { $name } (seat { $seat })
    }
# A position the hand does not have, counted from 1.
player-position = { $form ->
        [of] position { $pos }'s
       *[as] position { $pos }
    }
refusal-not-your-turn = It is { $turn-of } turn to act, not { $seat-of }.
refusal-betting-over = Betting is over: { $turn } shows or mucks.
refusal-dealer-next = No betting now: the dealer deals next.
refusal-hand-over = The hand is over.
refusal-no-bring-in = There is no bring-in to post now.
refusal-must-bring-in = { $seat } has the low card and must bring in or complete.
refusal-bet-below-min = A bet of { $to } { $to ->
        [one] chip
       *[other] chips
    } is below the minimum: the smallest bet is { $min } { $min ->
        [one] chip
       *[other] chips
    }.
refusal-raise-below-min = A raise to { $to } { $to ->
        [one] chip
       *[other] chips
    } is below the minimum: raise to at least { $min } { $min ->
        [one] chip
       *[other] chips
    }.
refusal-bet-above-max = A bet of { $to } { $to ->
        [one] chip
       *[other] chips
    } is above the maximum: the largest bet is { $max } { $max ->
        [one] chip
       *[other] chips
    }.
refusal-raise-above-max = A raise to { $to } { $to ->
        [one] chip
       *[other] chips
    } is above the maximum: raise to at most { $max } { $max ->
        [one] chip
       *[other] chips
    }.
refusal-limit-exactly = In fixed limit the total here is exactly { $size } { $size ->
        [one] chip
       *[other] chips
    }, not { $to }.
refusal-limit-choice = In fixed limit the total here is { $small } or { $big } chips, the small bet or the big bet, not { $to }.
refusal-no-raise = { $seat } cannot put in more than a call.
refusal-muck-must-show = { $seat-of } hand was asked to be seen: it must be tabled.
refusal-muck-all-in = { $seat } cannot muck: a player is all in, so every hand in the showdown is turned face up.
refusal-muck-not-now = { $seat } cannot muck now: mucking comes at showdown, after the last card.
refusal-duplicate-card = { $card } is already out in this hand.
refusal-not-in-deck = { $card } is not in this deck: short deck is dealt from the sixes to the aces.
refusal-not-an-option = { $seat } may not { $act } now: it is not among the options.
refusal-nobody-to-raise = Every other player is all in or out: there is nobody to raise against.
refusal-not-reopened = { $seat } already acted and faces less than a full raise since: call or fold only.
refusal-capped = The betting is capped at { $bets } bets this round.
refusal-held-binds = { $seat-of } out-of-turn { $act } binds: the action has not changed.
refusal-not-in-hand = { $seat } is not in this hand.
refusal-cannot-bet-now = { $seat } cannot bet now.
refusal-no-draw-now = { $seat } cannot draw now.
refusal-draw-exposed-not-now = Only a card the dealer exposes while dealing the draw's cards is replaced: a card a player exposes plays.
refusal-draw-not-dealt = The draw's cards are not dealt yet: a wrong count is put right once they are.
refusal-discard-not-held = { $seat } does not hold the cards discarded.
refusal-chips-not-theirs = { $seat } has { $stack } behind: { $total } in chips cannot all be theirs.
refusal-check-facing-bet = { $seat } said “check” facing { $call } to call: { $seat } may only call or fold.
refusal-nothing-put-out = { $seat } faces { $call } to call and put out nothing: call, raise or fold.
refusal-low-card-nothing = { $seat } has the low card and must bring in or complete: nothing was put out.
refusal-undercall-floor = { $total } is less than the { $call } to call, facing a raise with { $players } players in: the floor decides.
refusal-no-betting = There is no betting under way.
refusal-own-turn = It is { $seat-of } turn: enter the action itself.
refusal-no-action = { $seat } has no action in this hand.
refusal-already-held = { $seat } already has an action held.
refusal-wrong-seat = The next card goes to { $want }, not { $seat }.
refusal-hole-count = { $seat } is owed { $count } more { $count ->
        [one] card
       *[other] cards
    } this street, not { $given }.
refusal-board-count = The board takes { $count } more { $count ->
        [one] card
       *[other] cards
    } now, not { $given }.
refusal-not-now = { $what ->
        [hole] No hole cards
        [board] No board cards
       *[burn] No burn
    } now: { $wait }.
wait-hole = { $seat } is owed { $count } { $count ->
        [one] card
       *[other] cards
    }
wait-board = the board is owed { $count } { $count ->
        [one] card
       *[other] cards
    }
wait-burn = a card is burned first
wait-face-up = { $seat } turns their hand face up first
wait-action = the action is on { $seat }
wait-over = the hand is over
refusal-four-flop-burn = The floor picks the burn from the four flop cards: { $cards }.
refusal-scrambled-burn = The burn is drawn at random from the three flop cards scrambled face down, { $cards }: enter the card drawn.
refusal-cannot-show = { $seat } cannot show now: cards are tabled at showdown or once betting is over.
refusal-show-all = { $seat } holds { $holds } cards and must table all of them, not { $given }.
refusal-shown-unread = { $seat-of } card { $nth } is shown as ?? and cannot be read.
refusal-dealt-other = { $seat-of } card { $nth } was dealt as { $dealt }, not { $shown }.
refusal-dead-card = { $seat-of } hand is dead: { $card } is a dead card, not a dealer error to correct.
refusal-no-such-player = There is no { $seat } in this hand.
refusal-substantial-exposed = There has been substantial action: { $card } exposed no longer makes a misdeal, the hand plays on.
refusal-exposed-outside-deal = A card exposed outside the deal is not a dealer error to correct: a card a player exposes plays.
refusal-exposed-plays = The betting has begun: { $card } alone is not one of the first two cards off the deck, so it plays and nothing is replaced.
refusal-not-dealt-to = { $card } was not dealt to { $seat }.
refusal-first-street-over = The first street is over: no misdeal now.
refusal-substantial-no-misdeal = There has been substantial action: no misdeal, the hand plays on.
refusal-flop-game-only = { $what ->
        [premature] Premature board cards are
        [extra-card] An extra hole card is
       *[short-hand] A short hand is
    } a flop-game procedure: { $game } has no board, and the floor rules (d kill or d misdeal).
refusal-premature-when = A premature board card is one dealt while a betting round before the river is under way.
refusal-street-count = The street has { $want } { $want ->
        [one] card
       *[other] cards
    }, not { $given }.
refusal-burn-error-when = A burn error on a hold'em board is reported { $burned ->
        [yes] after the street's burn, before its cards
       *[no] when the street's burn is due, instead of its cards
    }{ $stands ->
        [yes] ; the cards on the board stand
       *[no] {""}
    }.
refusal-no-burn-due = No burn is due now.
refusal-name-all-or-none = Name every card that came without a burn once one is exposed, or none (?? each) while all are face down.
refusal-name-second-burn = Name the second burn card: it is the street's first card.
refusal-no-live-hand = { $seat } has no live hand.
refusal-still-owed = { $seat } is still owed cards in this deal: deal them in turn.
refusal-contested-side-pot = The side pot of { $amount } is contested by { $by } without { $without }: it is played out or ruled on separately.
refusal-see-at-showdown = A hand is asked to be seen at showdown.
refusal-no-hand-at-showdown = { $seat } has no hand at showdown.
refusal-already-tabled = { $seat-of } hand is already tabled.
refusal-only-called = Only { $seat-of } hand was called.
refusal-none-called = No hand was bet and called.
refusal-seventh-betting-begun = The seventh-street betting has begun: an exposed card is reported before anyone acts.
refusal-stud-exposed-plays = Only a first or second down card exposed while third street is dealt, or a seventh-street card, is a dealer error to correct; { $seat-of } { $card } plays.
held-act = { $act ->
        [fold] fold
        [check-call] check or call
       *[bet-raise] bet or raise to { $to }
    }
refusal-by-rule = Refused under { $rule } ({ $cite }): { $text }
rule-cite-preset = { $cite } (from the bundled preset: not in this house file)
rule-cite-default = { $cite } (the default: not in this house file)

desk-no-hand = No hand is in play.
desk-hand-in-play = A hand is already in play.
desk-no-floor-named = No floor person is called “{ $name }”.
desk-too-few-players = { $count ->
        [one] Only one player
       *[other] { $count } players
    } can be dealt in; a hand needs two.
desk-not-dealt-in = { $seat } is not dealt in.
desk-floor-only = “{ $action }” needs the floor: { $why }; a floor person enters it with their PIN and a reason.
desk-no-reason = A floor ruling needs a reason.
desk-not-floor = Only a floor person may rule.
desk-floor-by-floor = A floor person is added only with the name and PIN of a floor person already registered.
desk-first-floor-after-hands = The first floor person is registered at setup, before the first hand. This log already has hands and no floor person, so no one can be made floor here.
desk-wrong-pin = Wrong floor PIN.
desk-locked-out = This floor person is locked after { $wrong } wrong PINs until { $until } UTC.
desk-nothing-to-void = The hand has no action to void.
desk-nothing-to-correct = The hand has no action to correct.
desk-no-ended-hand = No hand has been played to correct.
desk-seat-left = { $seat } has left the table: the floor settles its chips by hand.
desk-chips-gone = { $seat } no longer has the { $chips } { $chips ->
        [one] chip
       *[other] chips
    } the correction takes back.
desk-nothing-to-take-back = There is nothing to take back: { $why }.
desk-no-unseen-cards = No face-down card is to be dealt now.
desk-draw-count-closed = How many cards { $seat } drew is told after a draw, until the betting after it begins; not now.
desk-not-drawn-yet = { $seat } has not drawn yet in this draw.
desk-button-after-first-hand = The button is set at the start of the session, before the first hand.
desk-empty-seat = { $seat } is empty.
desk-drawn-twice = { $card } is drawn twice.
desk-no-draw = No card was drawn.
desk-no-dealer-name = A dealer needs a name.
desk-name-empty = A name needs at least one character.
desk-name-too-long = This name has { $chars } characters, more than the { $max } a name may have.
desk-name-forbidden = Character { $position } of this name is { $code }, a control, format, text-direction or line-break character, which no name may hold.
desk-name-reads-like = “{ $name }” reads like “{ $like }”, who is already registered; choose a name no one can take for another.
desk-weak-pin = This PIN is too weak: { $detail }
desk-not-understood = Not understood: “{ $entry }” ({ $detail }).
desk-encode-event = The desk cannot write this entry into the log; nothing was recorded.
desk-encode-rules = The desk cannot write the house rules into the log; nothing was recorded.

# Lines the command language does not read: the dealer's keys, the
# notation of one action, card text. Said as the command line has always
# said them.
command-empty = type an action, cards or a command
command-no-hand = no hand is in play: type n to deal the next hand, or a seating word (sit, leave, rebuy…)
command-floor-word = '{ $word }' is the floor's: a floor person rules it with their PIN and a reason (the floor panel, F2); the dealer takes back their own last entry with undo
command-unseen = { $seat-of } cards were dealt unseen: type the cards shown, e.g. s Ah Kd
command-no-cards = no cards typed
command-burn-one-card = a burn is one card (or ?? or b when nobody saw it)
command-board-face-up = board cards are dealt face up: type each card as it is read
command-no-raise = no raise is possible now
command-no-raise-because = no raise: { $why }
command-all-in-too-much = all-in ({ $all-in }) is more than the most allowed, { $max }: type p or r { $max }
command-not-betting-key = '{ $word }' is not a betting key here: f, c, r N, p, h, a, bi or $ CHIPS
command-no-chips = type the chips put out, e.g. $ 500 or $ 100 100 100 raise
command-not-chips = '{ $word }' is not an amount of chips
notation-too-many-words = too many words for one action
notation-not-a-player = '{ $word }' is not a player (p1 to p10)
notation-one-card = { $what ->
        [burn] a burn
       *[extra] an extra card
    } is one card
notation-out-of-turn-form = an out-of-turn action is f, cc or cbr AMOUNT
notation-unknown-verb = unknown player action '{ $verb }'
notation-shape = expected 'd dh pN CARDS', 'd db CARDS' or 'pN f|cc|cbr N|pb|sm [CARDS]'
cards-bad-token = '{ $token }' at character { $at } is not a card (expected e.g. Ah, Td, 10d or ??)
cards-duplicate = { $card } appears twice (again at character { $at })
word-seat-missing = '{ $line }': a seat number is missing
word-chips-missing = '{ $line }': an amount of chips is missing
word-not-a-seat = '{ $line }': '{ $word }' is not a seat
word-card = { $word }: { $detail }
word-not-pair = '{ $line }': '{ $word }' is not SEAT:VALUE
word-not-play-for = '{ $line }': '{ $word }' is not play:AMOUNT
word-not-amount = '{ $line }': '{ $word }' is not an amount
word-not-duration = '{ $word }' is not a duration: 20m, 90s, 1h30m
word-floors = '{ $line }' is the floor's: floor NAME PIN "REASON" { $line }
word-form = '{ $line }': { $form }
floor-call-kill = killing a hand is a floor ruling
floor-call-award = awarding a pot by ruling is the floor’s
floor-call-fouled-deck = a fouled deck voids the hand, and the floor rules it
floor-call-see = asking to see a hand at showdown is the floor’s call
floor-call-misdeal = once the deal is complete, a misdeal is the floor’s ruling
floor-call-kills-hand = its result is a dead hand, and declaring a hand dead is the floor’s ruling
floor-call-misdeal-after-action = its result is a misdeal that hands back what players have already done, and that is the floor’s ruling
take-back-no-hand = no hand is in play
take-back-no-entry = the hand has no entry yet
take-back-recorded-after = something was recorded after the last action, and the floor corrects it
take-back-by-floor = the last action was entered by the floor, and the floor corrects it
weak-pin-few-digits = a floor PIN has at least { $digits } digits (or use a passphrase of { $chars } characters)
weak-pin-short-passphrase = a floor passphrase has at least { $chars } characters (or use a PIN of { $digits } digits)
weak-pin-one-digit = a floor PIN is not one digit over and over (such as 000000)
weak-pin-straight = a floor PIN is not a straight run of digits up or down (such as 123456 or 987654)
desk-no-room-flag = The room shows no flag on this table to clear.
desk-not-room-staff = { $name } is not on the room’s floor staff (as of room change { $seq }): this table takes its floor staff from the room.
desk-removed-from-room-staff = { $name } was removed from the room’s floor staff at room change { $seq }, and no longer rules at this table.
command-two-players = '{ $word }' could be more than one player (seats { $seats }): type the seat number.
command-out-of-turn-key = An action out of turn by { $seat } is f, c or r AMOUNT, not '{ $word }'.

# The console's words: the top bar, the table, the status lines.

top-tournament = Tournament #{ $id }
top-hand = Hand #{ $hand }
top-house-rules = House rules: { $name }
top-log = log { $anchor }
top-log-hint = The log's last hash and event: write it on the table's sheet at each shift change; `dealerdesk log verify --expect` checks it.
top-four-colour = 4-colour
top-floor = Floor panel (F2)
top-no-floor = No floor person
top-no-floor-hint = This log has no floor person: rulings that are the floor’s cannot be entered. The first floor person is registered at setup, before the first hand.
top-back-broken = Back (the log is refused)
top-clock = Clock
top-clock-hint = The tournament clock filling this window (Esc: back)
top-review = Review (F3)
top-table = Table (F4)
top-dealer-language = Dealer's language
top-floor-language = Floor's language
top-dealer-language-short = Dealer: { $lang }

table-no-hand = No hand in play
table-no-hand-hint = Type n and Enter (or press Next hand) to deal the next hand.
table-seat-line = Seat { $seat } · { $name } · { $stack }
table-seat-line-out = Seat { $seat } · { $name } · { $stack } (sitting out)
table-seat-name = Seat { $seat } · { $name }
table-not-in-hand = { $stack } · not in this hand
table-blind-small = SB
table-blind-big = BB
table-blind-straddle = STR
table-seat-short = S{ $seat }
table-stack = stack { $stack }
table-left = left the table
table-bet = bet { $bet }
table-folded = FOLDED
table-all-in = ALL-IN
table-mucked = mucked
table-pot-won = { $pot }: { $amount }, won by { $winner }
table-pot-split = { $pot }: { $amount }, split: { $shares }
table-pot-share = { $player } takes { $amount }
table-rake = rake { $rake }
table-eligible = eligible: { $names }
table-bets-round = Bets this round { $bets }
table-pot-zero = Pot 0
table-main-pot = Main pot
table-side-pot = Side pot { $n }
console-player = { $name } (seat { $seat })
table-pot-amount = { $pot }: { $amount }
table-seat-empty = Seat { $seat } (empty)
table-dead-button = dead button
table-dead-small = no small blind (dead)
table-posted-live = { $chips } live
table-posted-dead = { $chips } dead
table-dead-money = of which dead blinds { $chips } ({ $names })
table-refused = Refused: { $message }

act-fold = { $name } folds
act-call = { $name } calls { $chips }
act-check = { $name } checks
act-bet = { $name } bets { $to }
act-raise = { $name } raises to { $to }
act-complete = { $name } completes to { $to }
act-bring-in-amount = { $name } brings in { $chips }
act-bring-in = { $name } brings in
act-show = { $name } shows { $cards }
act-muck = { $name } mucks
act-dealt = { $cards } dealt to { $name }
act-board = board { $cards }
act-burn = burn

legal-deal-hole = deal { $count } { $count ->
        [one] card
       *[other] cards
    } to { $name }
legal-deal-board = deal { $count } board { $count ->
        [one] card
       *[other] cards
    }
legal-burn = burn a card
legal-fold = fold
legal-check = check
legal-call = call { $chips }
legal-bring-in = bring in { $chips }
legal-bet = bet { $amount }
legal-raise = raise to { $amount }
legal-complete = complete to { $amount }
legal-or = { $a } or { $b }
legal-shows = { $name } shows
legal-mucks = { $name } mucks
legal-over = nothing: the hand is over

pad-between-hands = Between hands
pad-busted = Seat { $n } · { $name } has no chips: rebuy { $n } CHIPS, or leave { $n }
pad-busted-rebuy = Seat { $n } · { $name } has no chips: rebuy { $n } before the next hand, or out when it starts
pad-busted-out = Seat { $n } · { $name } is out of the tournament
pad-busted-placed = Seat { $n } · { $name } is out of the tournament in place { $place }
pad-next-hand = Next hand (n)
pad-burn-unseen = Burn ?? (b)
pad-deal-unseen = Deal unseen (u)
pad-show = Show { $cards } (s)
pad-muck = Muck (m)
pad-or-type-cards = or type the cards shown, e.g. s Ah Kd, and Enter.
pad-stand-pat = Stand pat (pat)
pad-or-type-draw = or type how many cards are discarded (2) or the cards (7h 2c), and Enter.
pad-nothing-to-call = Nothing to call
pad-to-call = To call { $chips }
pad-no-raise = No raise: { $why }
pad-bring-in-amount = Bring-in { $chips }
pad-fold = Fold (f)
pad-check = Check (c)
pad-call = Call { $chips } (c)
pad-bring-in = Bring-in (bi)
pad-bet = Bet { $amount }
pad-raise = Raise to { $amount }
pad-complete = Complete to { $amount }
pad-half-pot = ½ pot (h) { $chips }
pad-pot = Pot (p) { $chips }
pad-all-in = All-in (a) { $chips }
pad-amount = Amount
pad-enter = Enter
pad-command-line = Command line

next-seat = Seat { $seat } · { $name }
next-hand-over = The hand is over
next-burn = Burn a card (b, or the card if seen)
next-deal-hole = Deal { $count } { $count ->
        [one] card
       *[other] cards
    } to { $who }
next-deal-street = Deal the { $street } ({ $count } { $count ->
        [one] card
       *[other] cards
    })
next-deal-common = Deal the common card
next-to-act = { $who } to act
next-to-show = { $who } to show or muck
next-to-draw = { $who } to draw

street-preflop = preflop
street-flop = flop
street-turn = turn
street-river = river
street-third = third street
street-fourth = fourth street
street-fifth = fifth street
street-sixth = sixth street
street-seventh = seventh street
street-predraw = before the draw
street-first-draw = first draw
street-second-draw = second draw
street-third-draw = third draw
pad-procedures = Procedures…
pad-take-back = Take back (undo)
pad-card-picker = Card picker
pad-help = f fold · c check/call · r N raise to N (r alone: the amount on the Raise button) · p pot · h half pot · a all-in · bi bring-in · $ 500 100 [raise|call] chips put out · cards as typed (Ah Kd, 10h, ??) · u deal the round unseen · undo take back your last entry · s CARDS show (s alone: the cards dealt) · m muck · pat / 2 / 7h 2c a draw's discards · n next hand · exposed 3 Ah, extra 3 ??, premature Kd, boxed Ah, misdeal, fouled · any PHH action · sit 3 Ana 200, leave 3, out 3, back 3, rebuy 3 100, move 3 7, button 3, dealer Dana

floor-heading = Floor
floor-why = Why these options
floor-no-hand = No hand in play.
floor-legal-now = Legal now: { $legal }
floor-rule-lookup = Rule lookup
floor-rule-lookup-hint = rule id or words, e.g. misdeal
floor-no-rule-mentions = No rule mentions '{ $query }'.
floor-ruling = Floor ruling
floor-none-registered = No floor person is registered for this log. The first is registered at setup, before the first hand; no one can be made floor here now, and floor rulings cannot be entered.
floor-person = Floor
floor-pin = PIN
floor-reason = Reason
floor-reason-hint = on the record
floor-void = Void last action
floor-misdeal = Declare misdeal
floor-fouled = Fouled deck
floor-player = Player:
floor-kill = Kill hand
floor-award = Award pot
floor-on-behalf = Action on a player's behalf:
floor-action-hint = 3 c, Ana r 50, kill 3
floor-action-whose = Name the player first, by seat or name: 3 c, Ana r 50.
floor-enter-ruling = Enter as ruling
floor-hand-ended = Hand #{ $hand } has ended: its last action ({ $action }) may be corrected until the next hand starts, and the pots are awarded anew.
floor-rulings-in-play = Rulings on a hand are made while it is in play.
floor-register-another = Register another floor person
floor-register-needs-pin = Needs the PIN of the floor person selected above.
floor-register = Register
floor-tournament = Tournament
floor-resume-clock = Resume clock
floor-pause-clock = Pause clock
floor-tournament-ruling = Ruling:
floor-enter-tournament-ruling = Enter tournament ruling
floor-correct-to = Correct to:
floor-correct-hint = e.g. r 50, 3 s Ah Ad
floor-correct-last = Correct last
floor-new-name = name
floor-new-pin-label = PIN of the new floor person
floor-new-name-label = Name of the new floor person

floor-no-raise = No raise ({ $rule }): { $why }
pad-confirm-question = { $what }?
pad-confirm = Confirm (Enter)
pad-cancel = Cancel (Esc)
pad-chips-read = Chips read as: { $action }
pad-give-back = Give back { $chips }
pad-player-adds = The player adds { $chips }
pad-enter-confirms = Enter confirms · Esc cancels
preview-next-hand = Enter deals the next hand
preview-deal-unseen = Enter deals the round's face-down cards nobody saw
preview-take-back = Enter takes back your last entry
preview-floor-line = Enter gives this ruling to the floor path (the PIN is not shown)
pad-undo-between-hands = No hand is in play, so there is nothing of yours to take back: the floor corrects the last hand's last action (floor panel, F2: Correct last).
floor-line-usage = A floor ruling reads: floor NAME PIN "REASON" RULING (void, misdeal, fouled, kill SEAT, award SEAT, correct ACTION, or an action).
floor-line-no-floor = No floor person is registered as { $name }.
floor-line-no-player = Nobody in this hand sits at "{ $who }": give a seat number or a name.
preview-session = Enter records the seating change
preview-chips = Enter reads the chips
preview-confirm = Enter asks to confirm: { $action }
preview-records = Enter records: { $action }
proc-exposed = Exposed card
proc-extra = Extra card
proc-four-card-flop = Four-card flop
proc-premature = Premature card
proc-boxed = Boxed card
proc-exposed-hint = the card that was exposed while dealing
proc-extra-hint = the extra card (?? if nobody saw it)
proc-four-card-flop-hint = all four cards that came off for the flop
proc-premature-hint = the card(s) dealt before the betting ended
proc-boxed-hint = the card found face up in the deck
proc-record = Record
proc-fouled-deck = Fouled deck: void the hand
proc-misdeal = Misdeal: void the hand and redeal
proc-not-cards = '{ $text }' is not a list of cards: { $detail }
proc-type-cards = { $what }: type the card(s) as seen
proc-one-card = { $what }: one card
proc-extra-one = Extra card: one card (?? if nobody saw it)
proc-no-flop = { $game } has no flop
floor-tournament-usage = '{ $text }': clock pause|resume|+D|-D, undo-bust SEAT, chop SEAT:AMOUNT … [play:AMOUNT]
console-window-failed = The console window could not open: { $detail }
# The operating system's window title: the table's name and stakes.
window-title = { $table } — Dealer Desk
window-title-bare = Dealer Desk

preview-floors = Enter: { $action } goes to the floor, for a floor person's PIN and reason
floor-enter-hint = Enter in any field records the ruling once the PIN and the reason are given.

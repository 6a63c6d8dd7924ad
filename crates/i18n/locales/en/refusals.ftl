# Refusals of the engine and the desk, with their data as arguments.
# Seats are the log's notation (p1, p2 …); amounts are chips.

refusal-not-your-turn = It is { $turn }'s turn to act, not { $seat }'s.
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
refusal-muck-must-show = { $seat }'s hand was asked to be seen: it must be tabled.
refusal-muck-all-in = { $seat } cannot muck: a player is all in, so every hand in the showdown is turned face up.
refusal-muck-not-now = { $seat } cannot muck now: mucking comes at showdown, after the last card.
refusal-duplicate-card = { $card } is already out in this hand.
refusal-by-rule = Refused under { $rule } ({ $cite }): { $text }

desk-no-hand = No hand is in play.
desk-hand-in-play = A hand is already in play.
desk-no-player-to-act = No player is to act.
desk-too-few-players = { $count ->
        [one] Only one player
       *[other] { $count } players
    } can be dealt in; a hand needs two.
desk-not-dealt-in = { $seat } is not dealt in.
desk-floor-only = “{ $action }” needs the floor: a floor person enters it with their PIN and a reason.
desk-no-reason = A floor ruling needs a reason.
desk-not-floor = Only a floor person may rule.
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
desk-nothing-to-take-back = There is nothing to take back.
desk-no-unseen-cards = No face-down card is to be dealt now.
desk-button-after-first-hand = The button is set at the start of the session, before the first hand.
desk-empty-seat = { $seat } is empty.
desk-drawn-twice = { $card } is drawn twice.
desk-no-draw = No card was drawn.
desk-no-dealer-name = A dealer needs a name.
desk-weak-pin = This PIN is too weak: { $detail }
desk-not-understood = Not understood: “{ $entry }” ({ $detail }).
desk-failure = The desk could not do this: { $detail }

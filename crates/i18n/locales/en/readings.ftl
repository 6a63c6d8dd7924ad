# How the chip reader read the chips a player put out (TDA 40, 43-A, 44, 45,
# 51-B): what was seen and what the rules make of it. What goes back or is
# still owed is said by the console on its own line.

reading-said-fold = { $seat } said “fold”: a fold.
reading-call-is-check = “Call” with no bet to call is a check.
reading-said-call = “Call”: a call of { $amount }.
reading-said-check = “Check”: a check.
reading-all-in-is-call = “All in” for { $stack }, not more than the call: a call.
reading-nothing-is-check = Nothing put out and no bet to call: a check.
reading-all-in-for-call = All in for { $total }: a call.
reading-exact-call = { $total } in chips is exactly the call.
reading-oversized-call = A single { $chip } chip facing { $call } to call, without “raise”, is a call.
reading-every-chip = Every chip of { $chips } is needed to call { $call } (without one { $smallest } it is short): a call.
reading-under-half-bet = { $over } over the { $call } call is less than half the { $increment } bet: a call.
reading-half-made-full = { $over } over the { $call } call is at least half the minimum raise of { $increment }: it must be made a full raise to { $to }.
reading-under-half-raise = { $over } over the { $call } call is less than half the minimum raise of { $increment }: a call.
reading-undercall = { $total } is less than the { $call } to call, { $heads-up ->
        [yes] heads-up
       *[no] facing the opening bet
    }: it must be made a full call.
reading-bring-in = { $total } in chips from the low card: the bring-in of { $bring-in }.
reading-bring-in-only = { $total } in chips from the low card, who may not complete: the bring-in of { $bring-in }.
reading-completion = { $total } in chips from the low card: a completion to { $to }.
reading-half-completion = { $over } over the bring-in of { $bring-in } is at least half the { $increment } to complete: it must be made a completion to { $to }.
reading-under-half-completion = { $over } over the bring-in of { $bring-in } is less than half the { $increment } to complete: the bring-in.
reading-sized = { $seen }: { $made }.
reading-call-instead = { $seen }: { $check ->
        [yes] a check
       *[no] a call
    }. { $why }
seen-raise-to = “Raise to { $to }”
seen-raise-nothing = “Raise” with no amount put out yet
seen-raise-with = “Raise” with { $total } in chips
seen-all-in = “All in”
seen-single-chip = A single { $chip } chip with no bet to call is a bet of its full value
seen-chips = { $total } in chips ({ $chips }) with no bet to call is a bet of their total
seen-half-bet = { $over } over the { $call } call is at least half the { $increment } bet, and fixed limit has one size
seen-full-raise = { $over } over the { $call } call is at least the minimum raise of { $increment }
seen-facing-call = { $total } in chips facing { $call } to call
made-to = a { $wager ->
        [bet] bet
        [complete] completion
       *[raise] raise
    } to { $to }
made-choice = the { $wager ->
        [bet] bet
        [complete] completion
       *[raise] raise
    } is to { $small } or { $big }, so to { $to }
made-exactly = in fixed limit the { $wager ->
        [bet] bet
        [complete] completion
       *[raise] raise
    } is to exactly { $to }
made-up = made up to the minimum { $wager ->
        [bet] bet
        [complete] completion
       *[raise] raise
    } to { $to }
made-cut = cut to the maximum { $wager ->
        [bet] bet
        [complete] completion
       *[raise] raise
    } to { $to }

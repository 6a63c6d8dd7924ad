# Tournament refusals: entries, rebuys, add-ons, the clock, colour-ups and deals.

tournament-not-a-tournament = This table plays no tournament: its house file has no tournament section.
tournament-chips-at-entry = A tournament seat takes the starting stack: sit SEAT NAME, without chips.
tournament-chips-at-rebuy = A tournament rebuy buys the structure's chips at its price: rebuy SEAT.
tournament-no-chips-at-cash-table = A cash table buys in with chips: sit SEAT NAME CHIPS.
tournament-still-in = { $name } is still in the tournament.
tournament-registration-closed = Registration closed after level { $until }; the clock is at level { $level }.
tournament-no-late-registration = This tournament takes no entries once it has started.
tournament-no-re-entry = { $name } is out and this tournament has no re-entry.
tournament-re-entry-limit = { $name } has re-entered { $limit } { $limit ->
        [one] time
       *[other] times
    }, the limit.
tournament-no-rebuys = This tournament has no rebuys.
tournament-rebuy-period-over = Rebuys ended with level { $until }; the clock is at level { $level }.
tournament-rebuy-above-limit = { $seat } has { $stack }, more than the { $limit } at or below which a player may rebuy.
tournament-rebuy-limit = { $seat } has rebought { $limit } { $limit ->
        [one] time
       *[other] times
    }, the limit.
tournament-no-add-on = This tournament has no add-on.
tournament-not-add-on-break = The add-on is taken during break { $break }, and that break is not on.
tournament-add-on-taken = { $seat } has taken the add-on already.
tournament-out = { $seat } is out of the tournament.
tournament-during-hand = Rebuys, add-ons and colour-ups are between hands, not during one.
tournament-clock-started = The clock has already started.
tournament-clock-not-started = The clock has not started.
tournament-clock-paused = The clock is already paused.
tournament-clock-running = The clock is running, not paused.
tournament-clock-not-manual = The clock runs on the wall clock: tick is for a manual clock.
tournament-clock-no-time = A clock change of no time.
tournament-clock-mode = The clock was started as a { $logged ->
        [manual] manual
       *[other] wall
    } clock and cannot become a { $asked ->
        [manual] manual
       *[other] wall
    } one.
tournament-on-break = The tournament is on break { $break }: hands start again when it ends.
tournament-colour-up-due = The { $chip } chips leave play at break { $break }: colour up before the next hand.
tournament-no-such-colour-up = The structure colours up no { $chip } chip.
tournament-colour-up-early = The { $chip } chips leave at break { $break }, which has not come.
tournament-coloured-up = The { $chip } chips are coloured up already.
tournament-race-cards = Each player with odd chips draws a card for each of them: { $detail }.
tournament-race-missing = { $count ->
        [one] seat
       *[other] seats
    } { $seats } must draw
tournament-race-extra = { $count ->
        [one] seat { $seats } has
       *[other] seats { $seats } have
    } no odd chips
tournament-drawn-twice = { $card } is drawn twice.
tournament-race-card-count = { $seat } draws { $due } { $due ->
        [one] card
       *[other] cards
    }, one for each odd chip, not { $drew }.
tournament-not-out = { $seat } is not out.
tournament-chop-players = A deal needs every player left named once: { $detail }.
tournament-chop-missing = once each: { $count ->
        [one] seat
       *[other] seats
    } { $seats }
tournament-chop-extra = not in: { $count ->
        [one] seat
       *[other] seats
    } { $seats }
tournament-chop-sum = The deal pays { $sum } and leaves { $play_for } to play for, but { $left } is left to pay.
tournament-chop-amount = { $seat } cannot take { $amount } in the deal: only { $left } is left to pay.
tournament-chop-play-for = The deal cannot leave { $amount } to play for: only { $left } is left to pay.
tournament-chop-too-few = A deal needs two players or more left.
tournament-deal-made = A deal is already on record.
tournament-deal-ended = The deal ended the tournament: nothing is left to play for.
tournament-leave-with-chips = { $seat } still has { $stack } chips: at a tournament chips stay in play, and a player leaves with none left or as the winner.
tournament-over = The tournament is over: one player is left.

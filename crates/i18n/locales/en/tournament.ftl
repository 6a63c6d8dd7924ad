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

# One tournament on many tables, held by the room (room tournament …).
event-not-a-tournament = The house file has no tournament section: a tournament needs its structure.
event-structure = The tournament's house file no longer reads: { $detail }
event-no-event = There is no tournament { $event } in the room.
event-exists = A tournament { $event } is in the room already.
event-drawn = The seats of { $event } are drawn already.
event-not-drawn = The seats of { $event } are not drawn yet: draw them first.
event-no-table = Tournament { $event } has no table { $table }.
event-table-broken = Table { $table } has been broken: its players sit at other tables.
event-unread = Table { $table } has played to hand { $hand }, which the room has not read yet: a floor's command reads it.
event-list-line = { $event } ({ $state ->
        [not-drawn] seats not drawn
        [finished] finished
       *[playing] playing
    }): { $left } of { $entries } players left, { $open } of { $tables } tables open.
event-list-none = No tournament in the room yet.
event-no-room-to-break = Table { $table } cannot break: its { $players } players need seats and the other open tables have { $free } empty.
event-not-at-table = { $player } does not sit at table { $table }.
event-no-seat = Table { $table } has no seat { $seat }.
event-hand-again = Table { $table } has reported hand { $last } already: hand { $hand } is not after it.
event-player-twice = { $player } is named twice.
event-chips-changed = At table { $table } these players had { $before } chips and the result gives them { $after }: a hand moves chips between players, it never adds or takes any.
event-wait = Hand for hand: table { $table } has played round { $round } and waits for { $tables }.
event-too-many = { $players } players do not fit in { $seats } seats.
event-same-table = Two tables are named { $table }.
event-same-entrant = { $player } is entered twice.
event-too-few = A tournament needs at least two players.
event-no-tables = A tournament needs at least one table, and every table a seat.
event-fault-move = Move { $seq }: { $player } moved with { $moved } chips but held { $held }.
event-fault-result = Hand result { $seq } took the table's chips from { $before } to { $after }.
event-fault-out = Entry { $seq }: { $player } went out still holding { $chips } chips.
event-fault-seat = { $player } sits with { $seat } chips; the moves and hands give { $history }.
event-fault-in-play = The tables hold { $at_tables } chips; the entries bought { $bought }.
event-created = Tournament { $event } is in the room: { $players } players, { $tables } { $tables ->
        [one] table
       *[other] tables
    }, draws from seed { $seed }.
event-seat-drawn = { $player }: table { $table }, seat { $seat }
event-out = { $player } is out.
event-h4h-starts = Hand for hand from now on (TDA RP-8): each table plays one hand, then waits for the others; players out in one round share the places they cover.
event-h4h-ends = Hand for hand is over.
event-h4h-waiting = Hand for hand, round { $round }: waiting for { $tables }.
event-balance-due = The tables need balancing: room tournament balance { $event }.
event-balanced = The tables are balanced: nobody moves.
event-final-table = Final table (TDA RP-9): every player draws a new seat at table { $table }.
event-break = Table { $table } breaks (TDA 10-B): its players draw their new seats.
event-balance = Balancing (TDA 11-A): the player due the big blind moves to the worst position at the short table.
event-move = { $player } moves from table { $from }, seat { $from_seat }, to table { $to }, seat { $seat }, with { $chips } chips.
event-place = Place { $place }: { $players }
event-still-in = Still in: { $players }
event-chips-kept = Chips in play kept: { $chips } chips; { $moves } { $moves ->
        [one] move
       *[other] moves
    } and { $results } { $results ->
        [one] hand result
       *[other] hand results
    } replayed.
event-table-form = "{ $given }" is not a table: write NAME:SEATS, e.g. Red:9.
event-stack-form = "{ $given }" is not a stack: write PLAYER=CHIPS, e.g. Ann=20000.
event-status = { $event }: { $left } of { $entries } players left, { $chips } chips in play, { $open } of { $tables } tables open.
event-status-not-drawn = The seats are not drawn yet.
event-status-clock = The clock started at { $at }.
event-status-level = Level { $level }: blinds { $small }/{ $big }, ante { $ante }; { $left } left, the next period starts at { $next }.
event-status-on-break = On break: { $left } left, until { $next }.
event-status-broken = Table { $table }: broken.
event-status-table = Table { $table } ({ $count }): { $players }
tournament-move-during-hand = A player moves to another table between hands, not during one.
tournament-move-not-seated = { $seat }: { $name } does not sit there, so the room's move cannot take them from it.
tournament-move-seated-here = { $seat }: { $name } sits at this table already; the room's move would seat them twice.
tournament-move-not-left = { $name } has not left their table yet: move { $move } seats them here once they have.
event-fault-transfer = Move { $seq }: { $player } left one table with { $left } chips and was seated at the other with { $seated }.
event-fault-seated-before-left = Move { $seq }: table { $table } seated { $player } before their table wrote them out.
event-fault-seated-elsewhere = Move { $seq }: table { $table } seated { $player } in seat { $seat }, not where the room gave, or a second time.
event-fault-logs-in-play = The tables' logs hold { $at_tables } chips and moves not yet seated { $in_transit }; the entries bought { $bought }.
event-logs-kept = The tables' logs agree: logs read: { $logs }; moves not yet seated: { $pending }, chips in them: { $chips }.
event-table-moved-out = Move { $move }: { $player } leaves seat { $seat } with { $chips } chips, for table { $to }, seat { $to_seat }.
event-table-moved-in = Move { $move }: { $player } sits in seat { $seat } with { $chips } chips.
event-table-move-waiting = Move { $move }: { $player } comes to seat { $seat } once table { $from } has written them out.
event-table-move-refused = Move { $move } for { $player } is not written: { $reason }
event-duration-form = "{ $given }" is not a time: write e.g. 20m, 90s or 1h.
event-table-h4h-wait = Hand for hand: this table has played its hand and waits for table { $tables } before the next.
tournament-clock-more-than-left = Only { $left } is left in the level or break in play; taking that much away would end it. To move to the next level, the floor says so.

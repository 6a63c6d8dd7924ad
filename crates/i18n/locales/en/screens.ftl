# The console's other screens: setup, the seat menu, the broken log, the
# tournament bar and clock, the room.

setup-heading = Dealer Desk · new session
setup-log = Log: { $path }
setup-floor = Floor person (optional)
setup-name-hint = name
setup-pin-hint = PIN
setup-open = Open table (Ctrl+Enter)
setup-table-name = Table name
setup-ruleset = Ruleset
setup-house-named = House file: { $name }
setup-or-house = or house file
setup-house-hint = path/to/house.yaml
setup-load = Load
setup-stakes = Stakes
setup-ante = ante
setup-bring-in = bring-in
setup-small-bet = small bet
setup-big-bet = big bet
setup-small-blind = small blind
setup-big-blind = big blind
setup-seats = Seats (leave a name empty for an empty seat)
setup-seat = Seat { $seat }
setup-stack = stack
setup-too-few = seat at least two players (a name and a stack each)
setup-too-few-entries = seat at least two players (a name each; the structure gives the chips)
setup-no-stack = seat { $seat }: { $name } needs a stack
setup-stack-not-chips = "{ $text }" is not a number of chips: digits only
setup-seat-refused = seat { $seat }, { $name }: { $error }
setup-starting-stack = Tournament: each player enters with the starting stack from the structure, { $stack } { $stack ->
    [one] chip
   *[other] chips
}.
setup-floor-needs-both = a floor person needs both a name and a PIN
setup-bad-stakes = stakes: { $error }

seats-bar = Seats (Alt+1 … Alt+0):
seats-bar-busted = { $seat } { $name } · busted
seats-bar-out = { $seat } { $name } · out
seats-bar-stack = { $seat } { $name } · { $stack }
seats-bar-hint = Seat { $seat }: sit down, rebuy, out, back, move, leave
seats-window = Seat { $seat }
seats-empty = Empty seat: a player sits down with a buy-in.
seats-buy-in = Buy-in
seats-sit-down = Sit down
seats-needs-name = a player needs a name
seats-name = Name
seats-empty-tournament = Empty seat: a player enters with the starting stack.
seats-enter = Enter the tournament
seats-player-chips = { $name } · { $stack ->
    [one] { $stack } chip
   *[other] { $stack } chips
}
seats-no-chips = { $name } has no chips: a rebuy, or the seat is left.
seats-rebuy = Rebuy
seats-add-on = Add-on
seats-leave = Leave
seats-top-up = Rebuy / top-up
seats-back-in = Back in
seats-sit-out = Sit out
seats-move-to = Move to seat
seats-move = Move
seats-not-a-seat = '{ $text }' is not a seat number
seats-not-chips = '{ $text }' is not a number of chips

broken-heading = This log cannot be written to
broken-exit = The log { $path } cannot be written to: { $detail }
broken-explain = Nothing will be written to it. Call the floor: the log may have been altered, and what it holds is evidence. Review it read-only, or deal on in a new log file.
broken-review = Review it read-only (F5)
broken-new-file = New log file:
broken-new-hint = path of a new file
broken-start = Start a new log
broken-name-a-file = name a file for the new log
broken-exists = { $path } exists: a new log needs a new file

tourney-ante-big-blind = , ante { $ante } (big blind)
tourney-ante-each = , ante { $ante } each
tourney-next-level = Level { $level }: { $blinds }
tourney-next-level-ante = Level { $level }: { $blinds }, ante { $ante }
tourney-last-level = last level
tourney-not-started = not started
tourney-paused = PAUSED
tourney-break = Break { $n }
tourney-level = Level { $n }
tourney-next = next { $next }
tourney-bar-counts = players { $players } · entries { $entries } · pool { $pool } { $currency } · average { $average }
tourney-clock-view = Clock view
tourney-clock-view-hint = The tournament clock for a second screen (F11: full screen)
tourney-start-clock = Start clock (F7)
tourney-next-level-now = Next level (F8)
tourney-manual-clock = manual clock
tourney-deal-figures = Deal figures: { $left } { $currency } left to pay
tourney-head-seat = Seat
tourney-head-player = Player
tourney-head-chips = Chips
tourney-head-chip-count = Chip count
tourney-head-icm = ICM
tourney-deal-note = A starting point for a deal; the floor records it with chop.
tourney-deal-rounding = Shares in whole units of { $unit } { $currency } by largest remainder, so equal stacks get equal shares; a unit they tie for, and any amount under a unit, goes first to { $name } (seat { $seat }), { $rule ->
        [lowest] the lowest seat
       *[button] first left of the button
    }.
tourney-on-break = on break
tourney-clock-next = Next: { $next }
tourney-break-in = Break in { $time }
tourney-clock-counts = Players { $players }   ·   Entries { $entries }   ·   Average { $average }
tourney-prize-pool = Prize pool { $pool } { $currency }
tourney-window-title = Tournament #{ $id } clock
tourney-place-now = next out: place { $place }
tourney-places-out = Out: { $places }
tourney-place-entry = { $place }. { $name }
tourney-place-entry-prize = { $place }. { $name } ({ $prize } { $currency })
tourney-seat-out = out · place { $place }

room-heading = Room
room-refresh = Refresh (F5)
room-copying = Copying { $table } from the room…
room-none-synced = No table has synced to the room yet.
room-head-table = Table
room-head-game = Game
room-head-hand = Hand
room-head-players = Players
room-head-events = Events
room-head-last-sync = Last sync
room-between-hands = between hands
room-hand-in-play = #{ $hand } in play
room-behind = { $seq } ({ $behind } behind)
room-never = never
room-hands = Hands
room-flagged = FLAGGED
room-flag-heading = The room flagged this table
room-flag-explain = The room holds a copy of every event this table logged, and this log no longer agrees with it. Call the floor: dealing stays stopped here until the room's flag is cleared. The room's copy is the record of what was dealt.
room-flag-review = Review this log read-only (F5)
room-flag-clear-heading = The floor clears the flag
room-flag-clear-explain = A floor person gives their PIN and a reason. The ruling is written into this log and into the room; the room keeps its earlier copy and the flag, marked cleared, and from here takes this log as the table's record, from its first event.
room-flag-clear = Clear the flag (Enter)
room-flag-clearing = Sending the ruling to the room…
room-flag-cleared = Cleared by { $floor }: the ruling is event { $seq } of this log; the room takes this log from its first event as epoch { $epoch }.
room-flag-no-floor = No floor person is registered in this log, so the flag cannot be cleared at this table.
room-open = Room (F6)
room-open-hint = Every table in the room; any hand read-only
room-in-sync = the room holds every event, to { $seq }
room-sending = sending
room-unreachable = the table deals on; everything is sent when it is back ({ $reason })
room-event-heading = Tournament on the room's tables
room-event-name = Tournament
room-event-open = Open (Enter)
room-event-draw = Draw the seats (F9)
room-event-balance = Balance and break tables (F10)
room-event-pick = Tournaments in the room (click one to open it):
room-event-refresh = Refresh the list
room-event-break = Break table { $table }
room-event-table = Table { $table }: { $count } { $count ->
    [one] player
   *[other] players
}
room-event-balance-due = The tables need balancing: press F10.
room-state-connecting = connecting
room-state-in-sync = in sync
room-state-behind = { $events } { $events ->
        [one] event
       *[other] events
    } behind
room-state-unreachable = unreachable
room-state-unreachable-behind = unreachable, { $behind } behind
room-state-flagged = TABLE FLAGGED
room-state-failed = not syncing: { $reason }
room-flag-cut = The log ends at event { $last }, short of the events the room holds.
room-flag-cut-empty = The log is empty, and the room holds events of this table.
room-flag-rewritten = The log's event { $seq } is not the one the room holds.
room-flag-replaced = The log's first event is not the one the room holds: another log file.
room-flag-refused = The room refused event { $seq }: { $detail }
setup-default-table = Table 1
setup-language = Table language
setup-language-hint = The language the table speaks (recorded with its rules); each person may still choose their own at the table
preset-nl-holdem = No-limit hold'em (TDA 2024)
preset-pl-holdem = Pot-limit hold'em (TDA 2024)
preset-fl-holdem = Fixed-limit hold'em (Robert's Rules)
preset-pl-omaha = Pot-limit Omaha (TDA 2024)
preset-fl-omaha-hilo = Fixed-limit Omaha hi/lo (Robert's Rules)
preset-stud = Seven card stud (Robert's Rules)
preset-stud-hilo = Seven card stud hi/lo (Robert's Rules)
preset-razz = Razz (Robert's Rules)
preset-nl-short-deck = No-limit short deck hold'em (TDA 2024)
preset-nl-27-single-draw = No-limit 2-7 single draw (TDA 2024)
preset-fl-27-triple-draw = Fixed-limit 2-7 triple draw (Robert's Rules)
preset-fl-badugi = Fixed-limit badugi (Robert's Rules)
stakes-no-limit = { $small }/{ $big } no limit
stakes-pot-limit = { $small }/{ $big } pot limit
stakes-fixed-limit = { $small }/{ $big } fixed limit
stakes-stud = { $small }/{ $big } { $game }, bring-in { $bring_in }
table-rotation-hands = Game now: { $now } · next: { $next } in { $hands } { $hands ->
    [one] hand
   *[other] hands
}
table-rotation-next-hand = Game now: { $now } · next: { $next } from the next hand
table-rotation-level = Game now: { $now } · next: { $next } at the next level
table-rotation-orbit = Game now: { $now } · next: { $next } after this orbit
stakes-ante = , ante { $ante }
review-reading = Reading the log…
review-untrusted = This log fails verification ({ $why }): what it shows may have been altered.
review-no-hand = No hand selected.
review-hands = Hands ({ $count })
review-hand-no = Hand #
review-day = Day
review-day-hint = YYYY-MM-DD
review-player = Player
review-newer = < Newer
review-older = Older >
review-hand-line = #{ $hand } · { $at } · pot { $pot }
review-hand = Hand #{ $hand }
review-start = |< Start
review-back = < Back
review-step = step { $step } / { $last }
review-next = Next >
review-end = End >|
review-export-phh = Export PHH
review-export-stars = Export PokerStars
review-posted = blinds and antes posted
review-role = { $role ->
        [dealer] Dealer
        [floor] Floor
       *[other] Reviewer
    }
review-written = Written to { $path }
review-not-written = Could not write { $path }: { $detail }

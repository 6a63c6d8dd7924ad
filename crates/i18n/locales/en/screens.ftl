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
setup-no-stack = seat { $seat }: { $name } needs a stack
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
tourney-deal-figures = Deal figures: { $left } { $currency } left to pay
tourney-head-seat = Seat
tourney-head-player = Player
tourney-head-chips = Chips
tourney-head-chip-count = Chip count
tourney-head-icm = ICM
tourney-deal-note = A starting point for a deal; the floor records it with chop.
tourney-on-break = on break
tourney-clock-next = Next: { $next }
tourney-break-in = Break in { $time }
tourney-clock-counts = Players { $players }   ·   Entries { $entries }   ·   Average { $average }
tourney-prize-pool = Prize pool { $pool } { $currency }
tourney-window-title = Tournament #{ $id } clock

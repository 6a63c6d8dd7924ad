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

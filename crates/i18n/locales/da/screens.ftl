# Konsollens andre skærme: opsætning, pladsmenu, ødelagt log, turneringslinje
# og ur, rummet.

setup-heading = Dealer Desk · ny session
setup-log = Log: { $path }
setup-floor = Floor (valgfri)
setup-name-hint = navn
setup-pin-hint = PIN
setup-open = Åbn bordet (Ctrl+Enter)
setup-table-name = Bordets navn
setup-ruleset = Regelsæt
setup-house-named = Husregler: { $name }
setup-or-house = eller husregelfil
setup-house-hint = sti/til/hus.yaml
setup-load = Indlæs
setup-stakes = Indsatser
setup-ante = ante
setup-bring-in = bring-in
setup-small-bet = lille bet
setup-big-bet = stort bet
setup-small-blind = lille blind
setup-big-blind = stor blind
setup-seats = Pladser (et tomt navn giver en tom plads)
setup-seat = Plads { $seat }
setup-stack = chips
setup-too-few = sæt mindst to spillere (hver med navn og chips)
setup-no-stack = plads { $seat }: { $name } mangler chips
setup-floor-needs-both = en floor skal have både navn og PIN
setup-bad-stakes = indsatser: { $error }

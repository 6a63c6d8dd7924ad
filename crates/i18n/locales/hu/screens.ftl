# A konzol további képernyői: beállítás, helymenü, sérült napló,
# versenysáv és óra, terem.

setup-heading = Dealer Desk · új munkamenet
setup-log = Napló: { $path }
setup-floor = Floor (nem kötelező)
setup-name-hint = név
setup-pin-hint = PIN
setup-open = Asztal megnyitása (Ctrl+Enter)
setup-table-name = Asztal neve
setup-ruleset = Szabályok
setup-house-named = Házszabály: { $name }
setup-or-house = vagy házszabály-fájl
setup-house-hint = út/a/házhoz.yaml
setup-load = Betöltés
setup-stakes = Tétek
setup-ante = ante
setup-bring-in = bring-in
setup-small-bet = kis tét
setup-big-bet = nagy tét
setup-small-blind = kis vak
setup-big-blind = nagy vak
setup-seats = Helyek (üres név: üres hely)
setup-seat = { $seat }. hely
setup-stack = zseton
setup-too-few = ültessen le legalább két játékost (mindegyiket névvel és zsetonnal)
setup-no-stack = { $seat }. hely: { $name } zseton nélkül ül
setup-floor-needs-both = a floornak név és PIN is kell
setup-bad-stakes = tétek: { $error }

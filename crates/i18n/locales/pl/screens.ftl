# Pozostałe ekrany konsoli: ustawienia, menu miejsca, uszkodzony dziennik,
# pasek turnieju i zegar, sala.

setup-heading = Dealer Desk · nowa sesja
setup-log = Dziennik: { $path }
setup-floor = Floor (opcjonalnie)
setup-name-hint = imię
setup-pin-hint = PIN
setup-open = Otwórz stół (Ctrl+Enter)
setup-table-name = Nazwa stołu
setup-ruleset = Zasady
setup-house-named = Zasady sali: { $name }
setup-or-house = lub plik zasad sali
setup-house-hint = ścieżka/do/sali.yaml
setup-load = Wczytaj
setup-stakes = Stawki
setup-ante = ante
setup-bring-in = bring-in
setup-small-bet = mały zakład
setup-big-bet = duży zakład
setup-small-blind = mały blind
setup-big-blind = duży blind
setup-seats = Miejsca (puste imię to puste miejsce)
setup-seat = Miejsce { $seat }
setup-stack = żetony
setup-too-few = posadź co najmniej dwóch graczy (każdy z imieniem i żetonami)
setup-no-stack = miejsce { $seat }: { $name } potrzebuje żetonów
setup-floor-needs-both = floor potrzebuje imienia i PIN-u
setup-bad-stakes = stawki: { $error }

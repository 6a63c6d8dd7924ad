# Další obrazovky konzole: nastavení, nabídka místa, poškozený záznam,
# turnajová lišta a hodiny, herna.

setup-heading = Dealer Desk · nové sezení
setup-log = Záznam: { $path }
setup-floor = Floorman (nepovinné)
setup-name-hint = jméno
setup-pin-hint = PIN
setup-open = Otevřít stůl (Ctrl+Enter)
setup-table-name = Název stolu
setup-ruleset = Pravidla
setup-house-named = Pravidla herny: { $name }
setup-or-house = nebo soubor pravidel herny
setup-house-hint = cesta/k/herně.yaml
setup-load = Načíst
setup-stakes = Sázky
setup-ante = ante
setup-bring-in = bring-in
setup-small-bet = malá sázka
setup-big-bet = velká sázka
setup-small-blind = malý blind
setup-big-blind = velký blind
setup-seats = Místa (prázdné jméno = prázdné místo)
setup-seat = Místo { $seat }
setup-stack = žetony
setup-too-few = posaďte alespoň dva hráče (každý se jménem a žetony)
setup-no-stack = místo { $seat }: { $name } potřebuje žetony
setup-floor-needs-both = floorman potřebuje jméno i PIN
setup-bad-stakes = sázky: { $error }

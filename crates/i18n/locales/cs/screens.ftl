# Další obrazovky konzole: nastavení, nabídka místa, poškozený záznam,
# turnajová lišta a hodiny, herna.

setup-heading = Dealer Desk · nová relace
setup-log = Záznam: { $path }
setup-floor = Floorman (nepovinné)
setup-name-hint = jméno
setup-pin-hint = PIN
setup-open = Otevřít stůl (Ctrl+Enter)
setup-table-name = Název stolu
setup-ruleset = Pravidla
setup-house-named = Pravidla herny: { $name }
setup-or-house = nebo soubor pravidel herny
setup-house-hint = path/to/house.yaml
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
setup-too-few-entries = posaďte alespoň dva hráče (každý se jménem; žetony dává struktura)
setup-no-stack = místo { $seat }: { $name } potřebuje žetony
setup-stack-not-chips = „{ $text }“ není počet žetonů: jen číslice
setup-seat-refused = místo { $seat }, { $name }: { $error }
setup-starting-stack = Turnaj: každý hráč vstupuje se startovními žetony podle struktury, { $stack } { $stack ->
    [one] žeton
    [few] žetony
    [many] žetonu
   *[other] žetonů
}.
setup-floor-needs-both = floorman potřebuje jméno i PIN
setup-bad-stakes = sázky: { $error }

seats-bar = Místa (Alt+1 … Alt+0):
seats-bar-busted = { $seat } { $name } · bez žetonů
seats-bar-out = { $seat } { $name } · sit out
seats-bar-stack = { $seat } { $name } · { $stack }
seats-bar-hint = Místo { $seat }: posadit, rebuy, sit out, zpět, přesadit, odejít
seats-window = Místo { $seat }
seats-empty = Prázdné místo: hráč si přisedne s buy-inem.
seats-buy-in = Buy-in
seats-sit-down = Posadit
seats-needs-name = hráč potřebuje jméno
seats-name = Jméno
seats-empty-tournament = Prázdné místo: hráč vstoupí se startovními žetony.
seats-enter = Vstoupit do turnaje
seats-player-chips = { $name } · { $stack ->
    [one] { $stack } žeton
    [few] { $stack } žetony
    [many] { $stack } žetonu
   *[other] { $stack } žetonů
}
seats-no-chips = { $name } nemá žetony: rebuy, nebo uvolnění místa.
seats-rebuy = Rebuy
seats-add-on = Add-on
seats-leave = Odejít
seats-top-up = Rebuy / dokoupení
seats-back-in = Zpět do hry
seats-sit-out = Sit out
seats-move-to = Přesadit na místo
seats-move = Přesadit
seats-not-a-seat = „{ $text }“ není číslo místa
seats-not-chips = „{ $text }“ není počet žetonů

broken-heading = Do tohoto záznamu nelze zapisovat
broken-exit = Do záznamu { $path } nelze zapisovat: { $detail }
broken-explain = Nic se do něj nezapíše. Zavolejte floormana: záznam mohl být pozměněn a jeho obsah je důkazem. Prohlédněte si ho jen pro čtení, nebo hrajte dál do nového souboru záznamu.
broken-review = Prohlédnout jen pro čtení (F5)
broken-new-file = Nový soubor záznamu:
broken-new-hint = cesta k novému souboru
broken-start = Začít nový záznam
broken-name-a-file = zadejte soubor pro nový záznam
broken-exists = { $path } existuje: nový záznam potřebuje nový soubor

tourney-ante-big-blind = , ante { $ante } (platí velký blind)
tourney-ante-each = , ante { $ante } od každého hráče
tourney-next-level = Level { $level }: { $blinds }
tourney-next-level-ante = Level { $level }: { $blinds }, ante { $ante }
tourney-last-level = poslední level
tourney-not-started = nezahájeno
tourney-paused = PAUZA
tourney-break = Přestávka { $n }
tourney-level = Level { $n }
tourney-next = další { $next }
tourney-bar-counts = hráči { $players } · vstupy { $entries } · fond { $pool } { $currency } · průměr { $average }
tourney-clock-view = Hodiny
tourney-clock-view-hint = Turnajové hodiny pro druhou obrazovku (F11: celá obrazovka)
tourney-start-clock = Zahájit hodiny (F7)
tourney-next-level-now = Další level (F8)
tourney-manual-clock = ruční hodiny
tourney-deal-figures = Podklady pro deal: zbývá vyplatit { $left } { $currency }
tourney-head-seat = Místo
tourney-head-player = Hráč
tourney-head-chips = Žetony
tourney-head-chip-count = Podle žetonů
tourney-head-icm = ICM
tourney-deal-note = Výchozí bod pro deal; floorman ho zapíše příkazem chop.
tourney-deal-rounding = Podíly v celých jednotkách { $unit } { $currency } podle největšího zbytku, takže stejné stacky dostanou stejně; jednotku, o kterou se dělí, i částku pod jednotku dostane první { $name } (místo { $seat }), { $rule ->
        [lowest] nejnižší místo
       *[button] první vlevo od buttonu
    }.
tourney-on-break = přestávka
tourney-clock-next = Další: { $next }
tourney-break-in = Přestávka za { $time }
tourney-clock-counts = Hráči { $players }   ·   Vstupy { $entries }   ·   Průměr { $average }
tourney-prize-pool = Výherní fond { $pool } { $currency }
tourney-window-title = Hodiny turnaje č. { $id }
tourney-place-now = další vyřazení: { $place }. místo
tourney-places-out = Vyřazení: { $places }
tourney-place-entry = { $place }. { $name }
tourney-place-entry-prize = { $place }. { $name } ({ $prize } { $currency })
tourney-seat-out = mimo turnaj · pořadí { $place }

room-heading = Herna
room-refresh = Obnovit (F5)
room-copying = Kopíruji { $table } z herny…
room-none-synced = Do herny se zatím nesynchronizoval žádný stůl.
room-head-table = Stůl
room-head-game = Hra
room-head-hand = Hra č.
room-head-players = Hráči
room-head-events = Události
room-head-last-sync = Poslední synchronizace
room-between-hands = mezi hrami
room-hand-in-play = hraje se č. { $hand }
room-behind = { $seq } (pozadu o { $behind })
room-never = nikdy
room-hands = Hry
room-flagged = OZNAČENO
room-flag-heading = Herna označila tento stůl
room-flag-explain = Herna má kopii každé události, kterou tento stůl zapsal, a tento záznam s ní už nesouhlasí. Zavolejte floormana: rozdávání zde stojí, dokud herna označení nezruší. Záznamem o tom, co bylo rozdáno, je kopie herny.
room-flag-review = Prohlédnout tento záznam jen pro čtení (F5)
room-flag-clear-heading = Floorman ruší označení
room-flag-clear-explain = Floorman zadá svůj PIN a důvod. Rozhodnutí se zapíše do tohoto záznamu i do herny; herna si ponechá dosavadní kopii i označení (jako zrušené) a odsud bere tento záznam jako záznam stolu, od jeho první události.
room-flag-clear = Zrušit označení (Enter)
room-flag-clearing = Rozhodnutí se posílá herně…
room-flag-cleared = Označení zrušil floorman { $floor }: rozhodnutí je událost { $seq } tohoto záznamu; herna bere tento záznam od první události jako epochu { $epoch }.
room-flag-no-floor = V tomto záznamu není registrován žádný floorman, označení proto nelze u tohoto stolu zrušit.
room-open = Herna (F6)
room-open-hint = Všechny stoly herny; kterákoli hra jen pro čtení
room-in-sync = herna má všechny události, po { $seq }
room-sending = odesílá se
room-unreachable = stůl hraje dál; vše se odešle, až bude herna dostupná ({ $reason })
room-event-heading = Turnaj u stolů herny
room-event-name = Turnaj
room-event-open = Otevřít (Enter)
room-event-draw = Losovat místa (F9)
room-event-balance = Vyrovnat a rušit stoly (F10)
room-event-pick = Turnaje v herně (klepnutím turnaj otevřete):
room-event-refresh = Obnovit seznam
room-event-break = Zrušit stůl { $table }
room-event-table = Stůl { $table }: { $count } { $count ->
    [one] hráč
    [few] hráči
    [many] hráče
   *[other] hráčů
}
room-event-balance-due = Stoly je třeba vyrovnat: stiskněte F10.
room-state-connecting = připojuji se
room-state-in-sync = synchronizováno
room-state-behind = pozadu o { $events } { $events ->
        [one] událost
        [few] události
        [many] události
       *[other] událostí
    }
room-state-unreachable = nedostupná
room-state-unreachable-behind = nedostupná, pozadu o { $behind }
room-state-flagged = STŮL OZNAČEN
room-state-failed = nesynchronizuje se: { $reason }
room-flag-cut = Záznam končí událostí { $last } a nemá události, které herna drží.
room-flag-cut-empty = Záznam je prázdný, a herna přitom drží události tohoto stolu.
room-flag-rewritten = Událost { $seq } záznamu není ta, kterou drží herna.
room-flag-replaced = První událost záznamu není ta, kterou drží herna: jiný soubor záznamu.
room-flag-refused = Herna odmítla událost { $seq }: { $detail }
setup-default-table = Stůl 1
setup-language = Jazyk stolu
setup-language-hint = Jazyk, kterým stůl mluví (zapíše se s pravidly); každý si u stolu může zvolit vlastní
preset-nl-holdem = Hold'em no-limit (TDA 2024)
preset-pl-holdem = Hold'em pot-limit (TDA 2024)
preset-fl-holdem = Hold'em s pevným limitem (Robert's Rules)
preset-pl-omaha = Omaha pot-limit (TDA 2024)
preset-fl-omaha-hilo = Omaha Hi/Lo s pevným limitem (Robert's Rules)
preset-stud = Sedmikartový stud (Robert's Rules)
preset-stud-hilo = Sedmikartový stud Hi/Lo (Robert's Rules)
preset-razz = Razz (Robert's Rules)
preset-nl-short-deck = Short deck hold'em no-limit (TDA 2024)
preset-nl-27-single-draw = 2-7 single draw no-limit (TDA 2024)
preset-fl-27-triple-draw = 2-7 triple draw s pevným limitem (Robert's Rules)
preset-fl-badugi = Badugi s pevným limitem (Robert's Rules)
stakes-no-limit = { $small }/{ $big } no-limit
stakes-pot-limit = { $small }/{ $big } pot-limit
stakes-fixed-limit = { $small }/{ $big } pevný limit
stakes-stud = { $small }/{ $big } { $game }, bring-in { $bring_in }
table-rotation-hands = Teď se hraje { $now } · další: { $next } za { $hands } { $hands ->
    [one] hru
    [few] hry
    [many] hry
   *[other] her
}
table-rotation-next-hand = Teď se hraje { $now } · další: { $next } od příští hry
table-rotation-level = Teď se hraje { $now } · další: { $next } od příštího levelu
table-rotation-orbit = Teď se hraje { $now } · další: { $next } po tomto orbitu
stakes-ante = , ante { $ante }
review-reading = Čtu záznam…
review-untrusted = Tento záznam neprošel ověřením ({ $why }): to, co ukazuje, mohlo být pozměněno.
review-no-hand = Není vybrána žádná hra.
review-hands = Hry ({ $count })
review-hand-no = Hra č.
review-day = Den
review-day-hint = RRRR-MM-DD
review-player = Hráč
review-newer = < Novější
review-older = Starší >
review-hand-line = č. { $hand } · { $at } · bank { $pot }
review-hand = Hra č. { $hand }
review-start = |< Začátek
review-back = < Zpět
review-step = krok { $step } / { $last }
review-next = Další >
review-end = Konec >|
review-export-phh = Export PHH
review-export-stars = Export PokerStars
review-posted = blindy a ante vloženy
review-role = { $role ->
        [dealer] Krupiér
        [floor] Floorman
       *[other] Revizor
    }
review-written = Zapsáno do { $path }
review-not-written = { $path } nelze zapsat: { $detail }

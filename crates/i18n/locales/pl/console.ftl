top-tournament = Turniej nr { $id }
top-hand = Rozdanie nr { $hand }
top-house-rules = Zasady sali: { $name }
top-log = dziennik { $anchor }
top-log-hint = Ostatni hash i zdarzenie dziennika: wpisz je do arkusza stołu przy każdej zmianie; `dealerdesk log verify --expect` je sprawdza.
top-four-colour = 4 kolory
top-floor = Panel floora (F2)
top-no-floor = Brak floora
top-no-floor-hint = Ten dziennik nie ma floora: decyzji należących do floora nie można wpisać. Pierwszego floora rejestruje się przy przygotowaniu stołu, przed pierwszym rozdaniem.
top-back-broken = Wstecz (dziennik odrzucony)
top-clock = Zegar
top-clock-hint = Zegar turnieju na całe okno (Esc: wstecz)
top-review = Przegląd rozdań (F3)
top-table = Stół (F4)
top-dealer-language = Język krupiera
top-floor-language = Język floora
top-dealer-language-short = Krupier: { $lang }

table-no-hand = Nie trwa żadne rozdanie
table-no-hand-hint = Wpisz n i Enter (albo naciśnij Następne rozdanie), aby rozdać następne rozdanie.
table-seat-line = Miejsce { $seat } · { $name } · { $stack }
table-seat-line-out = Miejsce { $seat } · { $name } · { $stack } (pauza)
table-seat-name = Miejsce { $seat } · { $name }
table-not-in-hand = { $stack } · nie gra w tym rozdaniu
table-blind-small = SB
table-blind-big = BB
table-blind-straddle = STR
table-seat-short = M{ $seat }
table-stack = żetony { $stack }
table-left = poza stołem
table-bet = zakład { $bet }
table-folded = PAS
table-all-in = ALL-IN
table-mucked = w mucku
table-pot-won = { $pot }: { $amount }, wygrywa { $winner }
table-pot-split = { $pot }: { $amount }, podział: { $shares }
table-pot-share = { $player } dostaje { $amount }
table-rake = rake { $rake }
table-eligible = grają o nią: { $names }
table-bets-round = Zakłady w tej rundzie { $bets }
table-pot-zero = Pula 0
table-main-pot = Pula główna
table-side-pot = Pula poboczna { $n }
console-player = { $name } (miejsce { $seat })
table-pot-amount = { $pot }: { $amount }
table-seat-empty = Miejsce { $seat } (wolne)
table-dead-button = martwy button
table-dead-small = bez małego blinda (martwy)
table-posted-live = żywy { $chips }
table-posted-dead = martwy { $chips }
table-dead-money = w tym martwe blindy { $chips } ({ $names })
table-refused = Odrzucone: { $message }

act-fold = { $name } pasuje
act-call = { $name } sprawdza { $chips }
act-check = { $name } czeka
act-bet = { $name } stawia { $to }
act-raise = { $name } podbija do { $to }
act-complete = { $name } uzupełnia do { $to }
act-bring-in-amount = { $name } stawia bring-in { $chips }
act-bring-in = { $name } stawia bring-in
act-show = { $name } pokazuje { $cards }
act-muck = { $name } wyrzuca karty do mucka
act-dealt = { $cards } dla gracza { $name }
act-board = karty wspólne { $cards }
act-burn = spalenie

legal-deal-hole = rozdaj { $count } { $count ->
        [one] kartę
        [few] karty
        [many] kart
       *[other] karty
    } graczowi { $name }
legal-deal-board = rozdaj { $count } { $count ->
        [one] kartę wspólną
        [few] karty wspólne
        [many] kart wspólnych
       *[other] karty wspólnej
    }
legal-burn = spal kartę
legal-fold = pas
legal-check = czekaj
legal-call = sprawdź { $chips }
legal-bring-in = postaw bring-in { $chips }
legal-bet = postaw { $amount }
legal-raise = podbij do { $amount }
legal-complete = uzupełnij do { $amount }
legal-or = { $a } albo { $b }
legal-shows = { $name } pokazuje
legal-mucks = { $name } wyrzuca do mucka
legal-over = nic: rozdanie się skończyło

pad-between-hands = Między rozdaniami
pad-busted = Miejsce { $n } · { $name } nie ma żetonów: rebuy { $n } ŻETONY albo leave { $n }
pad-busted-rebuy = Miejsce { $n } · { $name } nie ma żetonów: rebuy { $n } przed następnym rozdaniem, inaczej odpada z turnieju, gdy się zacznie
pad-busted-out = Miejsce { $n } · { $name } odpada z turnieju
pad-busted-placed = Miejsce { $n } · { $name } odpada z turnieju, lokata: { $place }.
pad-next-hand = Następne rozdanie (n)
pad-burn-unseen = Spal ?? (b)
pad-deal-unseen = Rozdaj niewidziane (u)
pad-show = Pokaż { $cards } (s)
pad-muck = Do mucka (m)
pad-or-type-cards = albo wpisz pokazane karty, np. s Ah Kd, i Enter.
pad-stand-pat = Bez wymiany (pat)
pad-or-type-draw = albo wpisz liczbę odrzuconych kart (2) lub karty (7h 2c), i Enter.
pad-nothing-to-call = Nie ma czego sprawdzać
pad-to-call = Do sprawdzenia { $chips }
pad-no-raise = Bez podbicia: { $why }
pad-bring-in-amount = Bring-in { $chips }
pad-fold = Pas (f)
pad-check = Czekaj (c)
pad-call = Sprawdź { $chips } (c)
pad-bring-in = Bring-in (bi)
pad-bet = Postaw { $amount }
pad-raise = Podbij do { $amount }
pad-complete = Uzupełnij do { $amount }
pad-half-pot = ½ puli (h) { $chips }
pad-pot = Pula (p) { $chips }
pad-all-in = All-in (a) { $chips }
pad-amount = Kwota
pad-enter = Enter
pad-command-line = Wiersz poleceń

next-seat = Miejsce { $seat } · { $name }
next-hand-over = Rozdanie się skończyło
next-burn = Spal kartę (b albo karta, jeśli widać)
next-deal-hole = Rozdaj { $count } { $count ->
        [one] kartę
        [few] karty
        [many] kart
       *[other] karty
    }: { $who }
next-deal-street = Rozdaj { $street } ({ $count } { $count ->
        [one] karta
        [few] karty
        [many] kart
       *[other] karty
    })
next-deal-common = Rozdaj kartę wspólną
next-to-act = Kolej: { $who }
next-to-show = Pokazanie kart albo muck: { $who }
next-to-draw = Wymiana: { $who }

street-preflop = preflop
street-flop = flop
street-turn = turn
street-river = river
street-third = trzecia ulica
street-fourth = czwarta ulica
street-fifth = piąta ulica
street-sixth = szósta ulica
street-seventh = siódma ulica
street-predraw = przed wymianą
street-first-draw = pierwsza wymiana
street-second-draw = druga wymiana
street-third-draw = trzecia wymiana
pad-procedures = Procedury…
pad-take-back = Cofnij (undo)
pad-card-picker = Wybór kart
pad-help = f pas · c czekaj/sprawdź · r N podbij do N (samo r: kwota z przycisku Podbij) · p pula · h pół puli · a all-in · bi bring-in · $ 500 100 [raise|call] wyłożone żetony · karty tak, jak się je pisze (Ah Kd, 10h, ??) · u rozdaj rundę niewidzianą · undo cofnij ostatni wpis · s KARTY pokaż (samo s: rozdane karty) · m muck · pat / 2 / 7h 2c karty odrzucane przy wymianie · n następne rozdanie · exposed 3 Ah, extra 3 ??, premature Kd, boxed Ah, misdeal, fouled · dowolna akcja PHH · sit 3 Ana 200, leave 3, out 3, back 3, rebuy 3 100, move 3 7, button 3, dealer Dana

floor-heading = Floor
floor-why = Dlaczego te opcje
floor-no-hand = Nie trwa żadne rozdanie.
floor-legal-now = Teraz można: { $legal }
floor-rule-lookup = Szukaj zasady
floor-rule-lookup-hint = id zasady albo słowa, np. misdeal
floor-no-rule-mentions = Żadna zasada nie wspomina „{ $query }”.
floor-ruling = Decyzja floora
floor-none-registered = W tym dzienniku nie zarejestrowano żadnego floora. Pierwszego rejestruje się przy przygotowaniu stołu, przed pierwszym rozdaniem; teraz nikt nie może tu zostać floorem, a decyzji floora nie można wpisać.
floor-person = Floor
floor-pin = PIN
floor-reason = Powód
floor-reason-hint = do dziennika
floor-void = Cofnięcie ostatniej akcji
floor-misdeal = Błędne rozdanie
floor-fouled = Wadliwa talia
floor-player = Gracz:
floor-kill = Martwa ręka
floor-award = Przyznanie puli
floor-on-behalf = Akcja w imieniu gracza:
floor-action-hint = 3 c, Ana r 50, kill 3
floor-action-whose = Najpierw podaj gracza numerem miejsca lub imieniem: 3 c, Ana r 50.
floor-enter-ruling = Zapis jako decyzja floora
floor-hand-ended = Rozdanie nr { $hand } się skończyło: jego ostatnią akcję ({ $action }) można poprawić do początku następnego rozdania, a pule przyznaje się od nowa.
floor-rulings-in-play = Decyzje w rozdaniu podejmuje się, póki ono trwa.
floor-register-another = Rejestracja kolejnego floora
floor-register-needs-pin = Wymaga PIN-u floora wybranego powyżej.
floor-register = Rejestracja
floor-tournament = Turniej
floor-resume-clock = Wznowienie zegara
floor-pause-clock = Zatrzymanie zegara
floor-tournament-ruling = Decyzja:
floor-enter-tournament-ruling = Zapis decyzji turniejowej
floor-correct-to = Popraw na:
floor-correct-hint = np. r 50, 3 s Ah Ad
floor-correct-last = Poprawka ostatniej akcji
floor-new-name = imię
floor-new-pin-label = PIN nowego floora
floor-new-name-label = Imię nowego floora

floor-no-raise = Bez podbicia ({ $rule }): { $why }
pad-confirm-question = { $what }?
pad-confirm = Potwierdź (Enter)
pad-cancel = Anuluj (Esc)
pad-chips-read = Wyłożone żetony oznaczają: { $action }
pad-give-back = Oddaj { $chips }
pad-player-adds = Gracz dokłada { $chips }
pad-enter-confirms = Enter potwierdza · Esc anuluje
preview-next-hand = Enter rozdaje następne rozdanie
preview-deal-unseen = Enter rozdaje zakryte karty tej rundy, których nikt nie widział
preview-take-back = Enter cofa twój ostatni wpis
preview-floor-line = Enter przekaże tę decyzję floorowi (PIN nie jest pokazywany)
pad-undo-between-hands = Żadne rozdanie nie trwa, więc nie ma czego cofnąć: ostatnią akcję poprzedniego rozdania poprawia floor (panel floora, F2: Poprawka ostatniej akcji).
floor-line-usage = Decyzja floora ma postać: floor IMIĘ PIN "POWÓD" DECYZJA (void, misdeal, fouled, kill MIEJSCE, award MIEJSCE, correct AKCJA albo akcja).
floor-line-no-floor = Żaden floor nie jest zarejestrowany jako { $name }.
floor-line-no-player = Na „{ $who }” nie siedzi nikt z tego rozdania: podaj numer miejsca albo imię.
preview-session = Enter zapisuje zmianę przy stole
preview-chips = Enter ocenia wyłożone żetony
preview-confirm = Enter pyta o potwierdzenie: { $action }
preview-records = Enter zapisuje: { $action }
proc-exposed = Odsłonięta karta
proc-extra = Karta za dużo
proc-four-card-flop = Flop z czterech kart
proc-premature = Przedwczesna karta
proc-boxed = Karta odwrócona
proc-exposed-hint = karta odsłonięta przy rozdawaniu
proc-extra-hint = karta za dużo (?? jeśli nikt jej nie widział)
proc-four-card-flop-hint = wszystkie cztery karty, które wyszły na flop
proc-premature-hint = karty rozdane przed końcem rundy licytacji
proc-boxed-hint = karta znaleziona w talii odkryta
proc-record = Zapisz
proc-fouled-deck = Wadliwa talia: rozdanie unieważnione
proc-misdeal = Błędne rozdanie: unieważnienie i ponowne rozdanie
proc-not-cards = „{ $text }” to nie są karty: { $detail }
proc-type-cards = { $what }: wpisz karty tak, jak je widać
proc-one-card = { $what }: jedna karta
proc-extra-one = Karta za dużo: jedna karta (?? jeśli nikt jej nie widział)
proc-no-flop = { $game } nie ma flopa
floor-tournament-usage = „{ $text }”: clock pause|resume|+D|-D, undo-bust MIEJSCE, chop MIEJSCE:KWOTA … [play:KWOTA]
console-window-failed = Nie udało się otworzyć okna konsoli: { $detail }
# The operating system's window title: the table's name and stakes.
window-title = { $table } — Dealer Desk
window-title-bare = Dealer Desk

preview-floors = Enter: { $action } idzie do floora, na jego PIN i powód
floor-enter-hint = Enter w dowolnym polu zapisuje orzeczenie, gdy podano PIN i powód.

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
setup-house-hint = path/to/house.yaml
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
setup-too-few-entries = posadź co najmniej dwóch graczy (każdy z imieniem; żetony daje struktura)
setup-no-stack = miejsce { $seat }: { $name } potrzebuje żetonów
setup-stack-not-chips = „{ $text }” to nie liczba żetonów: tylko cyfry
setup-seat-refused = miejsce { $seat }, { $name }: { $error }
setup-starting-stack = Turniej: każdy gracz wchodzi ze stackiem startowym ze struktury, { $stack } { $stack ->
    [one] żeton
    [few] żetony
    [many] żetonów
   *[other] żetonu
}.
setup-floor-needs-both = floor potrzebuje imienia i PIN-u
setup-bad-stakes = stawki: { $error }

seats-bar = Miejsca (Alt+1 … Alt+0):
seats-bar-busted = { $seat } { $name } · bez żetonów
seats-bar-out = { $seat } { $name } · pauzuje
seats-bar-stack = { $seat } { $name } · { $stack }
seats-bar-hint = Miejsce { $seat }: zajęcie miejsca, rebuy, pauza, powrót, zmiana miejsca, odejście
seats-window = Miejsce { $seat }
seats-empty = Puste miejsce: gracz siada z buy-inem.
seats-buy-in = Buy-in
seats-sit-down = Zajęcie miejsca
seats-needs-name = gracz potrzebuje imienia
seats-name = Imię
seats-empty-tournament = Puste miejsce: gracz wchodzi ze stackiem startowym.
seats-enter = Wejście do turnieju
seats-player-chips = { $name } · { $stack ->
    [one] { $stack } żeton
    [few] { $stack } żetony
    [many] { $stack } żetonów
   *[other] { $stack } żetonu
}
seats-no-chips = { $name } nie ma żetonów: rebuy albo zwolnienie miejsca.
seats-rebuy = Rebuy
seats-add-on = Add-on
seats-leave = Odejście od stołu
seats-top-up = Rebuy / dokupienie
seats-back-in = Powrót do gry
seats-sit-out = Pauza
seats-move-to = Zmiana miejsca na
seats-move = Zmiana miejsca
seats-not-a-seat = „{ $text }” to nie numer miejsca
seats-not-chips = „{ $text }” to nie liczba żetonów

broken-heading = Do tego dziennika nie można zapisywać
broken-exit = Do dziennika { $path } nie można zapisywać: { $detail }
broken-explain = Nic nie zostanie w nim zapisane. Wezwij floora: dziennik mógł zostać zmieniony, a jego treść jest dowodem. Przejrzyj go tylko do odczytu albo graj dalej w nowym pliku dziennika.
broken-review = Przegląd tylko do odczytu (F5)
broken-new-file = Nowy plik dziennika:
broken-new-hint = ścieżka nowego pliku
broken-start = Nowy dziennik
broken-name-a-file = podaj plik nowego dziennika
broken-exists = { $path } istnieje: nowy dziennik potrzebuje nowego pliku

tourney-ante-big-blind = , ante { $ante } (płaci duży blind)
tourney-ante-each = , ante { $ante } od gracza
tourney-next-level = Poziom { $level }: { $blinds }
tourney-next-level-ante = Poziom { $level }: { $blinds }, ante { $ante }
tourney-last-level = ostatni poziom
tourney-not-started = nierozpoczęty
tourney-paused = PAUZA
tourney-break = Przerwa { $n }
tourney-level = Poziom { $n }
tourney-next = dalej { $next }
tourney-bar-counts = gracze { $players } · wejścia { $entries } · pula nagród { $pool } { $currency } · średnio { $average }
tourney-clock-view = Zegar
tourney-clock-view-hint = Zegar turnieju na drugi ekran (F11: pełny ekran)
tourney-start-clock = Start zegara (F7)
tourney-next-level-now = Następny poziom (F8)
tourney-manual-clock = zegar ręczny
tourney-deal-figures = Dane do dealu: do wypłaty { $left } { $currency }
tourney-head-seat = Miejsce
tourney-head-player = Gracz
tourney-head-chips = Żetony
tourney-head-chip-count = Wg żetonów
tourney-head-icm = ICM
tourney-deal-note = Punkt wyjścia do dealu; floor zapisuje go poleceniem chop.
tourney-deal-rounding = Udziały w całych jednostkach { $unit } { $currency } według największej reszty, więc równe stacki dostają równo; jednostkę, o którą remisują, i kwotę poniżej jednostki dostaje najpierw { $name } (miejsce { $seat }), { $rule ->
        [lowest] najniższe miejsce
       *[button] pierwszy na lewo od buttona
    }.
tourney-on-break = przerwa
tourney-clock-next = Dalej: { $next }
tourney-break-in = Przerwa za { $time }
tourney-clock-counts = Gracze { $players }   ·   Wejścia { $entries }   ·   Średnio { $average }
tourney-prize-pool = Pula nagród { $pool } { $currency }
tourney-window-title = Zegar turnieju nr { $id }
tourney-place-now = następne odpadnięcie: { $place }. lokata
tourney-places-out = Odpadnięcia: { $places }
tourney-place-entry = { $place }. { $name }
tourney-place-entry-prize = { $place }. { $name } ({ $prize } { $currency })
tourney-seat-out = poza turniejem · { $place }. lokata

room-heading = Sala
room-refresh = Odśwież (F5)
room-copying = Kopiowanie { $table } z sali…
room-none-synced = Żaden stół nie zsynchronizował się jeszcze z salą.
room-head-table = Stół
room-head-game = Gra
room-head-hand = Rozdanie
room-head-players = Gracze
room-head-events = Zdarzenia
room-head-last-sync = Ostatnia synchronizacja
room-between-hands = między rozdaniami
room-hand-in-play = trwa nr { $hand }
room-behind = { $seq } ({ $behind } w tyle)
room-never = nigdy
room-hands = Rozdania
room-flagged = OZNACZONY
room-flag-heading = Sala oznaczyła ten stół
room-flag-explain = Sala ma kopię każdego zdarzenia zapisanego przy tym stole, a ten dziennik już się z nią nie zgadza. Wezwij floora: rozdawanie jest wstrzymane, dopóki sala nie zdejmie oznaczenia. Zapisem tego, co rozdano, jest kopia sali.
room-flag-review = Przegląd dziennika tylko do odczytu (F5)
room-flag-clear-heading = Floor zdejmuje oznaczenie
room-flag-clear-explain = Floor podaje swój PIN i powód. Decyzja trafia do tego dziennika i do sali; sala zachowuje dotychczasową kopię i oznaczenie (jako zdjęte), a odtąd przyjmuje ten dziennik jako zapis stołu, od pierwszego zdarzenia.
room-flag-clear = Zdjęcie oznaczenia (Enter)
room-flag-clearing = Wysyłanie decyzji do sali…
room-flag-cleared = Oznaczenie zdjęte przez floora { $floor }: decyzja to zdarzenie { $seq } tego dziennika; sala przyjmuje ten dziennik od pierwszego zdarzenia jako epokę { $epoch }.
room-flag-no-floor = W tym dzienniku nie zarejestrowano żadnego floora, więc przy tym stole nie można zdjąć oznaczenia.
room-open = Sala (F6)
room-open-hint = Wszystkie stoły sali; każde rozdanie tylko do odczytu
room-in-sync = sala ma wszystkie zdarzenia, do { $seq }
room-sending = wysyłanie
room-unreachable = stół gra dalej; wszystko zostanie wysłane, gdy sala wróci ({ $reason })
room-event-heading = Turniej przy stołach sali
room-event-name = Turniej
room-event-open = Otwórz (Enter)
room-event-draw = Losowanie miejsc (F9)
room-event-balance = Wyrównanie i rozwiązanie stołów (F10)
room-event-pick = Turnieje w sali (kliknij, aby otworzyć):
room-event-refresh = Odśwież listę
room-event-break = Rozwiązanie stołu { $table }
room-event-table = Stół { $table }: { $count } { $count ->
    [one] gracz
    [few] gracze
    [many] graczy
   *[other] graczy
}
room-event-balance-due = Stoły trzeba wyrównać: naciśnij F10.
room-state-connecting = łączenie
room-state-in-sync = zsynchronizowano
room-state-behind = { $events } { $events ->
        [one] zdarzenie
        [few] zdarzenia
        [many] zdarzeń
       *[other] zdarzenia
    } do wysłania
room-state-unreachable = nieosiągalna
room-state-unreachable-behind = nieosiągalna, { $behind } do wysłania
room-state-flagged = STÓŁ OZNACZONY
room-state-failed = brak synchronizacji: { $reason }
room-flag-cut = Dziennik kończy się na zdarzeniu { $last }, bez zdarzeń, które ma sala.
room-flag-cut-empty = Dziennik jest pusty, a sala ma zdarzenia tego stołu.
room-flag-rewritten = Zdarzenie { $seq } dziennika nie jest tym, które ma sala.
room-flag-replaced = Pierwsze zdarzenie dziennika nie jest tym, które ma sala: inny plik dziennika.
room-flag-refused = Sala odrzuciła zdarzenie { $seq }: { $detail }
setup-default-table = Stół 1
setup-language = Język stołu
setup-language-hint = Język, którym mówi stół (zapisany z zasadami); każdy przy stole może wybrać własny
preset-nl-holdem = Hold'em no-limit (TDA 2024)
preset-pl-holdem = Hold'em pot-limit (TDA 2024)
preset-fl-holdem = Hold'em fixed-limit (Robert's Rules)
preset-pl-omaha = Omaha pot-limit (TDA 2024)
preset-fl-omaha-hilo = Omaha high/low fixed-limit (Robert's Rules)
preset-stud = Stud siedmiokartowy (Robert's Rules)
preset-stud-hilo = Stud siedmiokartowy high/low (Robert's Rules)
preset-razz = Razz (Robert's Rules)
preset-nl-short-deck = Short deck hold'em no-limit (TDA 2024)
preset-nl-27-single-draw = 2-7 single draw no-limit (TDA 2024)
preset-fl-27-triple-draw = 2-7 triple draw fixed-limit (Robert's Rules)
preset-fl-badugi = Badugi fixed-limit (Robert's Rules)
stakes-no-limit = { $small }/{ $big } no-limit
stakes-pot-limit = { $small }/{ $big } pot-limit
stakes-fixed-limit = { $small }/{ $big } fixed-limit
stakes-stud = { $small }/{ $big } { $game }, bring-in { $bring_in }
table-rotation-hands = Teraz gramy { $now } · następna: { $next } za { $hands } { $hands ->
    [one] rozdanie
    [few] rozdania
    [many] rozdań
   *[other] rozdania
}
table-rotation-next-hand = Teraz gramy { $now } · następna: { $next } od następnego rozdania
table-rotation-level = Teraz gramy { $now } · następna: { $next } od następnego poziomu
table-rotation-orbit = Teraz gramy { $now } · następna: { $next } po tej orbicie
stakes-ante = , ante { $ante }
review-reading = Czytam dziennik…
review-untrusted = Ten dziennik nie przeszedł weryfikacji ({ $why }): to, co pokazuje, mogło zostać zmienione.
review-no-hand = Nie wybrano rozdania.
review-hands = Rozdania ({ $count })
review-hand-no = Rozdanie nr
review-day = Dzień
review-day-hint = RRRR-MM-DD
review-player = Gracz
review-newer = < Nowsze
review-older = Starsze >
review-hand-line = nr { $hand } · { $at } · pula { $pot }
review-hand = Rozdanie nr { $hand }
review-start = |< Początek
review-back = < Wstecz
review-step = krok { $step } / { $last }
review-next = Dalej >
review-end = Koniec >|
review-export-phh = Eksport PHH
review-export-stars = Eksport PokerStars
review-posted = blindy i ante wpłacone
review-role = { $role ->
        [dealer] Krupier
        [floor] Floor
       *[other] Kontroler
    }
review-written = Zapisano do { $path }
review-not-written = Nie można zapisać { $path }: { $detail }

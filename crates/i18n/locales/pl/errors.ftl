# Błędy dziennika, pliku zasad, rozdania i stołu.

seat-number = Miejsce { $seat }
error-detail = { $detail }
desk-log-failed = Dziennik nie mógł tego zapisać: { $detail }
desk-setup-failed = Nie można zacząć rozdania: { $detail }
desk-player-count = Karty dostaje { $seats } { $seats ->
        [one] miejsce
        [few] miejsca
        [many] miejsc
       *[other] miejsca
    }, ale rozdanie ma { $players } { $players ->
        [one] gracza
        [few] graczy
        [many] graczy
       *[other] gracza
    }.
desk-correction-player = Poprawka zastępuje „{ $replaced }” akcją tego samego gracza, nie „{ $action }”.
desk-correction-reopens = Z „{ $action }” w miejsce „{ $replaced }” rozdanie { $hand } by się nie skończyło: ponownie otworzyć je może tylko decyzja floora w trakcie rozdania.
desk-draw-count = Każdy gracz przy stole ciągnie jedną kartę: { $seat } ma { $cards } { $cards ->
        [one] kartę
        [few] karty
        [many] kart
       *[other] karty
    }.
desk-replay = Zdarzenia dziennika { $seq } „{ $action }” nie można odtworzyć: { $detail }
desk-inconsistent = Stół nie może przyjąć tego, co właśnie zapisano: { $detail }
replay-payload = jego zapis nie jest zdarzeniem stołu, które ten stół umie odczytać (wiersz { $line }, kolumna { $column })
replay-no-hand = nie trwa żadne rozdanie
replay-no-hand-row = początek rozdania jest zapisany poza rozdaniami dziennika
replay-empty-seat = { $seat } jest puste
replay-seat-taken = { $seat } jest zajęte przez innego gracza
replay-stacks = zapisane żetony ({ $recorded }) różnią się od żetonów, do których prowadzi odtworzenie rozdania ({ $replayed })
replay-not-last-action = wpis wskazuje „{ $named }”, a nie ostatnią obowiązującą akcję
replay-action-without-text = akcja rozdania jest zapisana bez swojego tekstu
replay-snapshot-differs = migawka stołu różni się od stołu odtworzonego z dziennika
replay-snapshot-out-of-place = migawka stołu tam, gdzie stół nie może jej mieć (w trakcie rozdania, w turnieju albo przed zapisaniem zasad)
replay-snapshot-time = czasu migawki „{ $time }” nie da się odczytać jako czasu
replay-not-snapshot = to nie jest migawka stołu
replay-snapshot-rules-not-rules = zasady migawki w zdarzeniu dziennika { $seq } nie są wpisem zasad
replay-snapshot-rules-missing = zasad migawki ze zdarzenia dziennika { $seq } nie ma w dzienniku
replay-amend-during-hand = poprawka zakończonego rozdania w trakcie innego rozdania
replay-amend-not-last = poprawka wskazuje rozdanie { $hand }, a nie ostatnie
replay-hand-not-started = rozdanie się nie zaczęło
replay-no-level = turniej nie ma poziomu { $level }
replay-no-tournament = wpis turniejowy przy stole bez turnieju
replay-not-entrant = gracz { $name } nie ma wejścia do turnieju

log-error-not-found = Nie znaleziono pliku dziennika: { $path }
log-error-locked = Dziennik { $path } jest zablokowany przez inny program (czas oczekiwania minął).
log-error-in-use = Dziennik { $path } jest używany przez proces { $pid } od { $time }; zapisywać do niego może naraz tylko jeden program.
log-error-in-use-unknown = Dziennik { $path } jest używany przez inny program; zapisywać do niego może naraz tylko jeden program.
log-error-read-only-file = Do dziennika { $path } nie można zapisywać (plik, folder lub dysk tylko do odczytu).
log-error-read-only-handle = Dziennik { $path } jest otwarty tylko do odczytu.
log-error-not-a-database = { $path } nie jest bazą danych SQLite.
log-error-corrupt = Dziennik { $path } jest uszkodzony: { $detail }
log-error-not-a-log = { $path } jest bazą danych SQLite, ale nie dziennikiem Dealer Desk: { $detail }
not-a-log-empty = baza danych jest pusta
not-a-log-application-id = należy do innego programu (application id { $found }, dziennik ma { $expected })
not-a-log-table-missing = brakuje tabeli { $table }, którą ma każdy dziennik
not-a-log-no-schema-version = nie ma zapisanej wersji schematu
log-error-schema = Dziennik { $path } ma wersję schematu { $found }; ten program czyta { $supported }.
log-error-broken-chain = Łańcuch haszy jest przerwany przy zdarzeniu { $seq }: { $reason }
log-error-rejected = Dziennik { $path } odrzucił zmianę: { $detail }
log-error-unknown-operator = W dzienniku nie ma operatora { $id }.
log-error-unknown-session = W dzienniku nie ma sesji { $id }.
log-error-unknown-hand = W dzienniku nie ma rozdania { $id }.
log-error-hand-ended = Rozdanie { $id } już się skończyło.
log-error-duplicate-hand = Sesja ma już rozdanie numer { $hand }.
log-error-not-permitted = Operator { $id } ({ $role ->
        [dealer] krupier
        [floor] floor
       *[other] kontroler
    }) nie może tego zrobić.
log-error-pin-required = { $role ->
        [dealer] Krupier
        [floor] Floor
       *[other] Kontroler
    } potrzebuje PIN-u.
log-error-house-key-no-place = Klucz sali nie ma gdzie być przechowany: nie ustawiono ani HOME, ani XDG_CONFIG_HOME.
log-error-house-key-no-random = Nie można utworzyć nowego klucza sali: system nie daje losowych bajtów.
log-error-house-key-read = Nie można odczytać klucza sali { $path }: { $detail }
log-error-house-key-folder = Nie można utworzyć folderu na klucz sali { $path }: { $detail }
log-error-house-key-write = Nie można zapisać klucza sali { $path }: { $detail }
log-error-house-key-size = Klucz sali { $path } ma { $found } { $found ->
        [one] bajt
        [few] bajty
        [many] bajtów
       *[other] bajta
    }; klucz sali ma 32 bajty.
log-error-pin-settings = Nie można zahaszować PIN-u: ustawienie kosztu hasza lub klucza sali zostało odrzucone.
log-error-pin-hashing = Nie udało się zahaszować PIN-u; nic nie zapisano.
log-error-pin-stored-hash = Hasz PIN-u floora w tym dzienniku jest uszkodzony: tego PIN-u nie da się sprawdzić.
log-error-pin-stored-settings = Hasz PIN-u floora w tym dzienniku podaje koszt, którego nie można użyć: tego PIN-u nie da się sprawdzić.
log-error-pin-checking = Nie udało się sprawdzić PIN-u względem jego hasza; nic nie zapisano.
log-error-other-house-key = PIN-y floorów w tym dzienniku utworzono innym kluczem sali niż { $path }: żadnego PIN-u floora nie da się tu sprawdzić, dopóki ten klucz sali nie wróci na miejsce.
log-error-altered-missing = Dziennik { $path } zmieniono za jego plecami: brakuje { $object }. Jego wpisom nie można ufać; wezwij floora.
log-error-altered-added = Dziennik { $path } zmieniono za jego plecami: dodano { $object }. Jego wpisom nie można ufać; wezwij floora.
log-error-altered-changed = Dziennik { $path } zmieniono za jego plecami: zmieniono { $object }. Jego wpisom nie można ufać; wezwij floora.
log-error-lost-entries = Dziennik { $path } utracił zapisane już wpisy: zapisano wpis { $recorded }, a dziennik kończy się teraz na wpisie { $head } (plik usunięty po awarii albo przywrócona starsza kopia). Wezwij floora; nie rozdawaj na tym dzienniku.
log-error-empty-pin = PIN nie może być pusty.
log-error-bad-row = Dziennik { $path } zawiera wiersz, którego nie można odczytać: { $detail }
row-at-event = zdarzenie { $seq }
row-at-hand = wiersz rozdania { $id }
row-at-session = sesja { $id }
row-at-operator = wiersz obsługi { $id }
row-fault-negative-seq = zdarzenie { $seq } ma ujemny numer
row-fault-negative-hand-no = wiersz rozdania { $hand } ma ujemny numer rozdania { $number }
row-fault-seat = wiersz rozdania { $hand }: { $seat } nie jest miejscem
row-fault-timestamp = { $row }: czasu „{ $text }” nie da się odczytać jako czasu
row-fault-role = { $row }: nie ma roli „{ $role }”
row-fault-json = { $row }: { $field } nie daje się odczytać jako JSON (wiersz { $line }, kolumna { $column })
row-fault-unknown-record = zdarzenie { $seq }: „{ $action }” nie jest zapisem wiersza dziennika
row-fault-players-record = zdarzenie { $seq }: zapis graczy bez swojego rozdania albo bez graczy
row-fault-column-value = zdarzenie { $seq }: { $field } nie może zawierać { $value }
row-fault-not-a-head = głowa obok dziennika zawiera „{ $text }”, a nie liczbę zdarzeń i hash
row-fault-seq-out-of-range = zdarzenie { $seq } wykracza poza to, co dziennik przechowuje
log-error-sqlite = Błąd SQLite w { $path }: { $detail }
log-error-io = Nie można czytać ani zapisywać { $path }: { $detail }
log-error-invalid-argument = Dziennik tego nie przyjmuje: { $detail }
argument-player-without-name = rozdanie { $hand }: gracz na miejscu { $seat } nie ma imienia
argument-seat-twice = rozdanie { $hand }: dwóch graczy na miejscu { $seat }
argument-transaction-under-way = transakcja już trwa
argument-no-transaction = część wymaga trwającej transakcji
argument-empty-table-name = stół potrzebuje nazwy
argument-empty-operator-name = członek obsługi potrzebuje imienia
argument-hand-no-too-large = numer rozdania { $hand } jest za duży
argument-no-record = wpis nie został zapisany
argument-reserved-action = „{ $action }”: wpisy zaczynające się od 'log ' są własnymi zapisami wierszy dziennika
argument-no-row-record = wiersz { $id } tabeli { $table } nie ma w łańcuchu zapisu „{ $action }”
argument-mark-not-encoded = znacznika weryfikacji nie można zapisać
argument-copy-into-used-log = { $path }: kopię zapisuje się do nowego dziennika, a ten zawiera już zdarzenia

chain-hash-mismatch = zapisany hasz { $stored } nie jest obliczonym { $computed }
chain-prev-hash-mismatch = poprzedni hasz powinien być { $expected }, a jest { $found }
chain-gap = brakuje zdarzenia: następne obecne to { $found }
chain-out-of-order = zdarzenie numer { $found } jest poza kolejnością
chain-unparsable = danych zdarzenia nie można odczytać jako JSON (wiersz { $line }, kolumna { $column })
chain-non-canonical = dane zdarzenia zostały przepisane (nie są w postaci kanonicznej)
chain-invalid-column = kolumna { $column } ma nieprawidłową wartość
chain-unknown-operator = zdarzenie podaje nieznanego operatora { $id }
chain-role-mismatch = zdarzenie podaje rolę „{ $stored }”, ale operator to { $role ->
        [dealer] krupier
        [floor] floor
       *[other] kontroler
    }
chain-row-missing = brakuje zdarzeń: głowa podaje { $events } { $events ->
        [one] zdarzenie
        [few] zdarzenia
        [many] zdarzeń
       *[other] zdarzenia
    }, ale dziennik kończy się wcześniej
chain-beyond-head = za zapisaną głową ({ $events } { $events ->
        [one] zdarzenie
        [few] zdarzenia
        [many] zdarzeń
       *[other] zdarzenia
    }) jest kolejne zdarzenie
chain-head-mismatch = zapisana głowa { $head } nie jest haszem ostatniego zdarzenia { $last }
chain-head-unreadable = zapisanej głowy nie można odczytać: { $detail }
head-fault-missing = tabela meta dziennika nie ma { $key }
head-fault-not-text = wartość { $key } w tabeli meta dziennika nie jest tekstem
head-fault-not-a-count = zapisana liczba zdarzeń „{ $text }” nie jest liczbą
chain-row-record = wiersz { $id } tabeli { $table } nie zgadza się z łańcuchem: { $detail }
row-mismatch-recorded-twice = łańcuch zapisuje go dwukrotnie
row-mismatch-differs = wiersz różni się od swojego zapisu w łańcuchu
row-mismatch-unvouched = żaden zapis w łańcuchu nie poświadcza wiersza (dodany lub zmieniony poza dziennikiem)
row-mismatch-gone = zapisanego wiersza brakuje
row-mismatch-no-row-id = jego zapis nie wskazuje żadnego wiersza
row-mismatch-before-records = zapis „{ $action }” w dzienniku sprzed zapisów wierszy

rules-error = { $file }, wiersz { $line }, kolumna { $column }: { $detail }
rules-error-file = { $file }: { $detail }
setup-error-player-count = Rozdanie wymaga od 2 do { $max } graczy, nie { $count }.
setup-error-empty-stack = { $seat } nie ma żetonów do gry.
setup-error-length = Lista { $field } ma { $got } { $got ->
        [one] gracza
        [few] graczy
        [many] graczy
       *[other] gracza
    }, a lista żetonów graczy { $want }.
setup-error-limit-bets = Fixed limit wymaga małego zakładu i dużego zakładu.
setup-error-no-min-bet = No-limit i pot-limit wymagają minimalnego zakładu.
setup-error-no-blinds = W { $game } gra się bez blindów.

house-unreadable = Nie można odczytać pliku: { $detail }
house-too-large = Plik ma { $bytes } { $bytes ->
        [one] bajt
        [few] bajty
        [many] bajtów
       *[other] bajta
    }; odczytuje się najwyżej { $max }.
house-too-deep = Nawiasy są zagnieżdżone głębiej niż { $max }.
house-yaml = Nie można odczytać YAML: { $detail }
parse-at-key = { $key }: { $fault }
parse-wrong-type = oczekiwano tu { $expected ->
        [count] liczby całkowitej od 0 wzwyż
        [whole] liczby całkowitej
        [number] liczby
        [text] tekstu
        [list] listy
        [section] sekcji kluczy
        [yes-no] wartości true albo false
       *[other] wartości innego rodzaju
    }, a jest { $found ->
        [count] liczba całkowita
        [whole] liczba całkowita
        [negative] liczba ujemna
        [number] liczba
        [text] tekst
        [list] lista
        [section] sekcja kluczy
        [yes-no] wartość true albo false
        [empty] pusta wartość
       *[other] wartość innego rodzaju
    } ({ $said })
parse-unknown-key = klucz „{ $name }” tu nie pasuje ({ $said })
parse-unknown-word = „{ $name }” nie jest żadną z wartości, które przyjmuje ten klucz ({ $said })
parse-missing-key = brakuje klucza „{ $name }” ({ $said })
parse-duplicate-key = klucz „{ $name }” jest zapisany dwa razy ({ $said })
parse-bad-value = tej wartości nie można tu użyć ({ $said })
parse-syntax = tekst jest tu zapisany niepoprawnie ({ $said })
house-share-tenths = { $key }: { $percent } nie jest udziałem od 0 do 100 w pełnych dziesiątych częściach procenta.
house-share-hundredths = { $key }: { $percent } nie jest udziałem od 0 do 100 w pełnych setnych częściach procenta.
house-not-dealt = { $game } nie jest tu rozgrywany jako { $structure } { $split }; rozgrywa się go jako: { $dealt }.
house-missing-rule = rules.{ $rule } jest wymagane dla { $structure } { $game }, a dołączony preset nie ma dla niego tekstu.
house-too-many-chips = { $key } to { $amount } { $amount ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    }, więcej niż { $max }, ile mieści stół.
house-rathole-zero = rathole to co najmniej 1 minuta albo null, gdy zasady nie ma.
house-stub-spares = stud_short_stub liczy karty zapasowe ponad burn i kartę dla każdego: najwyżej 3, nie { $spares }.
house-raise-cap-zero = raise_cap wynosi co najmniej 1.
house-rake-increment-zero = Krok rake'u to co najmniej 1 żeton.
house-rake-uncited = Rake wymaga pól cite i text.
house-odd-chip-unit-zero = odd_chip_unit wynosi co najmniej 1.
house-limit-needs-cap = Fixed limit wymaga raise_cap (4 na zakład i trzy podbicia).
house-no-big-blind = Duży blind jest większy niż 0.
house-small-over-big = Mały blind { $small } jest większy niż duży blind { $big }.
house-straddle-under-big = Straddle { $straddle } jest mniejszy niż duży blind { $big }.
house-blinds-in-stud = { $game } nie ma blindów ani straddle'a.
house-bring-in-over-small-bet = Bring-in { $bring_in } jest większy niż mały zakład { $small }.
house-limit-bets = Fixed limit wymaga małego zakładu większego niż 0 i dużego zakładu co najmniej takiego samego.
house-tournament-cash = Turniej nie pobiera rake'u i nie ma buy-inu gotówkowego: pomiń rake i buy_in.
house-rotation-in-tournament = W turnieju gra zmienia się z każdym poziomem: wpisz rotation.every jako level.
house-rotation-level-cash = rotation.every: level wymaga turnieju z jego poziomami; gra cash zmienia grę co określoną liczbę rozdań albo co orbitę.
house-rotation-level-stakes = Poziom { $level } to { $game }, a jego wiersz nie podaje stawek tej gry (blindy; small_bet i big_bet dla fixed limit; bring_in i stud_ante dla studa).
house-rotation-every-zero = rotation.every to co najmniej 1 rozdanie.
house-rotation-games = Rotacja wymienia po grze domu od 1 do { $max } gier, nie { $games }.
house-rotation-house-unknown = Gra rotacji { $house } nie jest ani plikiem zasad obok tego, ani dołączonym plikiem.
house-rotation-house-missing = Gra rotacji nie wskazuje pliku zasad ani nie wypisuje zasad.
house-rotation-nested = Gra rotacji sama jest rotacją albo turniejem.
house-tournament = Turniej: { $detail }
house-tourney-starting-stack = żetony startowe to 1 żeton lub więcej, w granicach stołu.
house-tourney-rebuy-until = rebuy kończy się na poziomie od 1 do { $levels }, nie { $until }.
house-tourney-rebuy-empty = rebuy kupuje żetony i dozwolony jest co najmniej jeden.
house-tourney-add-on-break = add-on jest w przerwie od 1 do { $breaks }, nie { $at }.
house-tourney-add-on-empty = add-on kupuje żetony.
house-tourney-late-until = późna rejestracja kończy się na poziomie od 1 do { $levels }, nie { $until }.
house-tourney-re-entry-without-late = re-entry odbywa się w czasie późnej rejestracji, a struktura jej nie ma.
house-tourney-no-minutes = każdy poziom i przerwa trwa co najmniej minutę.
house-tourney-level-blinds = poziom { $level }: duży blind jest większy niż 0 i co najmniej równy małemu.
house-tourney-ante-kind-none = poziom { $level } ma ante { $ante }, ale ante_kind none.
house-tourney-ante-missing = poziom { $level } ma rodzaj ante, ale nie ma ante.
house-tourney-level-falls = poziom { $level } ({ $small }/{ $big } ante { $ante }) nie rośnie względem poziomu { $prev } ({ $prev_small }/{ $prev_big } ante { $prev_ante }): poziomy rosną ściśle.
house-tourney-schedule-ends = harmonogram zaczyna się i kończy poziomem.
house-tourney-chip-set = zestaw żetonów podaje każdy nominał raz, od najmniejszego, większy niż 0.
house-tourney-colour-up-chip = color-up { $n }: w grze nie ma żetonu { $chip } do wycofania.
house-tourney-colour-up-break = color-up { $n } jest w przerwie od 1 do { $breaks }, nie { $at }.
house-tourney-colour-up-leaves-none = color-up { $n }: po wycofaniu żetonu { $chip } nie zostaje żeton, na który się wymienia.
house-tourney-no-chip-race = struktura z color-upami podaje zasadę chip race.
house-tourney-not-multiples = żetony startowe, rebuye i add-ony są wielokrotnościami najmniejszego żetonu, { $smallest }.
house-tourney-level-not-multiples = blindy i ante poziomu { $level } nie są wielokrotnościami najmniejszego żetonu w grze, { $smallest }.
house-tourney-prize-unit = nagrody zaokrągla się do jednostki co najmniej 1.
house-tourney-first-row = tabela wypłat ma wiersz od 2 wejść lub mniej.
house-tourney-rows-order = wiersze wypłat rosną według wejść: { $entries } po { $after }.
house-tourney-row-sum = wiersz od { $entries } { $entries ->
        [one] wejścia
        [few] wejść
        [many] wejść
       *[other] wejścia
    } wypłaca { $percent } %, nie 100 %.
house-tourney-row-places = wiersz od { $entries } { $entries ->
        [one] wejścia
        [few] wejść
        [many] wejść
       *[other] wejścia
    } wypłaca { $places } { $places ->
        [one] miejsce
        [few] miejsca
        [many] miejsc
       *[other] miejsca
    }.
house-tourney-row-rising = wiersz od { $entries } { $entries ->
        [one] wejścia
        [few] wejść
        [many] wejść
       *[other] wejścia
    } wypłaca niższej lokacie więcej niż wyższej.

room-error-address = Nie można odczytać adresu sali: { $detail }
room-error-unreachable = Sala jest nieosiągalna: { $detail }
room-error-database = Baza danych sali odmówiła: { $detail }
room-error-schema-newer = Baza danych sali ma schemat w wersji { $found }, ten program potrzebuje { $wanted }: salę założył nowszy Dealer Desk.
room-error-schema-owner = Baza danych sali ma schemat w wersji { $found }, ten program potrzebuje { $wanted }: połącz się raz jako właściciel bazy danych, aby wykonać migracje.
room-error-no-table = W sali nie ma stołu „{ $table }”.
room-error-flags-changed = Stół „{ $table }” ma otwarte oznaczenia { $open }, a nie pokazane { $shown }: obejrzyj je ponownie.
room-error-not-recorded = Dziennik zapisał zdjęcie przy zdarzeniu { $seq }, sala nie: { $why }
room-error-scratch = Plik roboczy kopii stołu: { $detail }
room-error-not-owner = Rola { $role } nie należy do właściciela sali: floorów sali dodaje i usuwa tylko właściciel sali.
room-error-already-staff = { $name } jest już wśród floorów sali.
room-error-not-staff = { $name } nie ma wśród floorów sali.
seating-no-such-seat = Nie ma miejsca { $seat }: miejsca są od 1 do 10.
seating-no-name = Gracz potrzebuje imienia.
seating-nothing-to-add = Nie ma czego dodać.
seating-move-during-hand = Miejsca zmienia się między rozdaniami, nie w trakcie.
seating-leave-during-hand = { $seat }: gracz jest w tym rozdaniu i nie może odejść przed jego końcem.
seating-taken = { $seat } jest zajęte: siedzi tam { $name }.
seating-no-chips = Gracz siada z żetonami, nie z 0.
seating-over-table-limit = { $chips } to więcej niż { $max } { $max ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    }, ile mieści stół.
seating-add-during-hand = Żetony dokłada się między rozdaniami, nie w trakcie rozdania.
seating-below-minimum = Buy-in { $stack } jest poniżej minimum { $min }.
seating-above-maximum = Buy-in { $stack } jest powyżej maksimum { $max }.
seating-top-up-above-maximum = Dokupienie do { $stack } przekroczyłoby maksimum { $max }.
seating-rathole = { $name }: odejście od stołu { $minutes } { $minutes ->
        [one] minutę
        [few] minuty
        [many] minut
       *[other] minuty
    } temu z { $left }; powrót z co najmniej taką liczbą żetonów, nie z { $stack }.

# A hand history that does not read.
phh-syntax = To nie jest czytelny zapis rozdania: { $detail }
phh-at = wiersz { $line }, kolumna { $column }: { $detail }
phh-unsupported = Wariantu { $variant } się tu nie rozgrywa.
phh-fractional = { $field } ma ułamkową liczbę żetonów ({ $value }): ułamków żetonów się tu nie rozdaje
phh-field = { $field }: { $fault }
phh-too-many-chips = { $value } to więcej niż { $max } { $max ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    }, ile mieści stół
phh-not-chips = { $value } nie jest liczbą żetonów
phh-length = podaje { $got } { $got ->
        [one] pozycję
        [few] pozycje
        [many] pozycji
       *[other] pozycji
    }, a starting_stacks { $players } { $players ->
        [one] gracza
        [few] graczy
        [many] graczy
       *[other] gracza
    }
phh-not-a-seat = { $value } nie jest miejscem od 1 do 10
phh-seat-twice = miejsce { $seat } podano dwa razy
phh-action = akcja { $index } „{ $text }”: { $why }
phh-key-twice = rozdanie [{ $key }] występuje dwa razy
phh-before-header = „{ $line }” stoi przed nagłówkiem [n] pierwszego rozdania
house-table-size = Gra { $game } jest rozdawana przy stole od 2 do { $max } graczom, nie { $size }.
seating-table-full = Przy stole rozdaje się { $size } { $size ->
        [one] graczowi
        [few] graczom
        [many] graczom
       *[other] graczom
    } i wszystkie miejsca są zajęte: gracz { $name } czeka na wolne miejsce.
log-error-not-unlocked-entry = Wpis operatora { $id } wymaga PIN-u tego floora: wpisy floorów w tym dzienniku są podpisane.
log-error-not-unlocked-staff = Zarejestrowanie floora wymaga PIN-u któregoś floora: wpisy floorów w tym dzienniku są podpisane.
chain-signature-unsigned = wpis floora (operator { $id }) nie ma podpisu
chain-signature-invalid = podpis operatora { $id } nie zgadza się z wpisem
chain-signature-no-key = operator { $id } nie ma klucza zarejestrowanego przed tym wpisem
chain-signature-key-missing = floor { $id } został zarejestrowany bez klucza
chain-signature-self-registered = floor { $id } sam zarejestrował własny klucz, a wolno to tylko pierwszemu floorowi dziennika
chain-signature-stray = zapis „{ $action }” stoi nie na swoim miejscu
chain-signature-unreadable = zapisu „{ $action }” nie da się odczytać
chain-signature-unkeyed-pin = hash PIN-u operatora { $id } nie jest kluczowany kluczem sali, jak wcześniejsze

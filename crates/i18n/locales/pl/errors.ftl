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
desk-correction-player = Poprawka zastępuje '{ $replaced }' akcją tego samego gracza, nie '{ $action }'.
desk-correction-reopens = Z '{ $action }' w miejsce '{ $replaced }' rozdanie { $hand } by się nie skończyło: ponownie otworzyć je może tylko decyzja floora w trakcie rozdania.
desk-draw-count = Każdy gracz przy stole ciągnie jedną kartę: { $seat } ma { $cards } { $cards ->
        [one] kartę
        [few] karty
        [many] kart
       *[other] karty
    }.
desk-replay = Zdarzenia dziennika { $seq } '{ $action }' nie można odtworzyć: { $detail }

log-error-not-found = Nie znaleziono pliku dziennika: { $path }
log-error-locked = Dziennik { $path } jest zablokowany przez inny program (czas oczekiwania minął).
log-error-read-only-file = Do dziennika { $path } nie można zapisywać (plik, folder lub dysk tylko do odczytu).
log-error-read-only-handle = Dziennik { $path } jest otwarty tylko do odczytu.
log-error-not-a-database = { $path } nie jest bazą danych SQLite.
log-error-corrupt = Dziennik { $path } jest uszkodzony: { $detail }
log-error-not-a-log = { $path } jest bazą danych SQLite, ale nie dziennikiem Dealer Desk: { $detail }
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
log-error-empty-pin = PIN nie może być pusty.
log-error-bad-row = Dziennik { $path } zawiera wiersz, którego nie można odczytać: { $detail }
log-error-sqlite = Błąd SQLite w { $path }: { $detail }
log-error-io = Nie można czytać ani zapisywać { $path }: { $detail }

chain-hash-mismatch = zapisany hasz { $stored } nie jest obliczonym { $computed }
chain-prev-hash-mismatch = poprzedni hasz powinien być { $expected }, a jest { $found }
chain-gap = brakuje zdarzenia: następne obecne to { $found }
chain-out-of-order = zdarzenie numer { $found } jest poza kolejnością
chain-unparsable = danych zdarzenia nie można odczytać: { $detail }
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
chain-row-record = wiersz { $id } tabeli { $table } nie zgadza się z łańcuchem: { $detail }

rules-error = { $file }, wiersz { $line }, kolumna { $column }: { $detail }
rules-error-file = { $file }: { $detail }
setup-error-player-count = Rozdanie wymaga od 2 do { $max } graczy, nie { $count }.
setup-error-empty-stack = { $pos } nie ma żetonów do gry.

room-error-address = Nie można odczytać adresu sali: { $detail }
room-error-unreachable = Sala jest nieosiągalna: { $detail }
room-error-database = Baza danych sali odmówiła: { $detail }
room-error-schema-newer = Baza danych sali ma schemat w wersji { $found }, ten program potrzebuje { $wanted }: salę założył nowszy Dealer Desk.
room-error-schema-owner = Baza danych sali ma schemat w wersji { $found }, ten program potrzebuje { $wanted }: połącz się raz jako właściciel bazy danych, aby wykonać migracje.
room-error-no-table = W sali nie ma stołu „{ $table }”.
room-error-flags-changed = Stół „{ $table }” ma otwarte oznaczenia { $open }, a nie pokazane { $shown }: obejrzyj je ponownie.
room-error-not-recorded = Dziennik zapisał zdjęcie przy zdarzeniu { $seq }, sala nie: { $why }
room-error-scratch = Plik roboczy kopii stołu: { $detail }
seating-no-such-seat = Nie ma miejsca { $seat }: miejsca są od 1 do 10.
seating-no-name = Gracz potrzebuje imienia.
seating-nothing-to-add = Nie ma czego dodać.
seating-move-during-hand = Miejsca zmienia się między rozdaniami, nie w trakcie.
seating-leave-during-hand = { $seat } gra w tym rozdaniu i nie może odejść przed jego końcem.
seating-taken = { $seat } jest zajęte: siedzi tam { $name }.
seating-no-chips = Gracz siada z żetonami, nie z 0.
seating-over-table-limit = { $chips } to więcej niż { $max } żetonów, które mieści stół.
seating-add-during-hand = Żetony dokłada się między rozdaniami, nie w trakcie rozdania.
seating-below-minimum = Buy-in { $stack } jest poniżej minimum { $min }.
seating-above-maximum = Buy-in { $stack } jest powyżej maksimum { $max }.
seating-top-up-above-maximum = Dokupienie do { $stack } przekroczyłoby maksimum { $max }.
seating-rathole = { $name } odszedł { $minutes } { $minutes ->
        [one] minutę
        [few] minuty
        [many] minut
       *[other] minuty
    } temu z { $left } i wraca z co najmniej taką liczbą żetonów, nie z { $stack }.

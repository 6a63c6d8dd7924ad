cli-rules-follows = { $name } — według { $follows }
cli-rules-chosen = wybrano: { $value }
cli-rules-no-rule = { $file }: nie ma zasady „{ $rule }”; zasady tutaj: { $rules }

cli-verify-intact = { $file }: łańcuch nienaruszony, { $events } { $events ->
        [one] zdarzenie
        [few] zdarzenia
        [many] zdarzeń
       *[other] zdarzenia
    }, ostatni hash { $hash }
cli-verify-intact-anchor = { $file }: łańcuch nienaruszony, { $events } { $events ->
        [one] zdarzenie
        [few] zdarzenia
        [many] zdarzeń
       *[other] zdarzenia
    }, ostatni hash { $hash }, kotwica się zgadza
cli-verify-scratch-pins = { $file }: PIN-y osób { $names } są haszowane z próbnym kosztem polowań na błędy: dziennik polowania, nie stołu

cli-show-head = rozdanie { $hand } (id { $id }), button na miejscu { $button }, początek { $started } UTC
cli-show-operator = { $name } ({ $role ->
        [dealer] krupier
        [floor] floor
       *[other] kontroler
    })
cli-show-seat = miejsce { $seat } { $name }: { $stack }
cli-show-chips = pule [{ $pots }] żetony [{ $stacks }]
cli-show-reason = powód: { $reason }
cli-show-rake = rake { $rake }
cli-show-pot = pula { $n }: { $amount }, wygrywa: { $awards }

cli-standings-title = Turniej nr { $id } ({ $currency })
cli-standings-place = lokata
cli-standings-name = gracz
cli-standings-entries = wejścia
cli-standings-rebuys = rebuye
cli-standings-add-ons = add-ony
cli-standings-stack = żetony
cli-standings-prize = nagroda
cli-standings-in = gra
cli-standings-pool = buy-iny { $buy_ins } + rebuye { $rebuys } + add-ony { $add_ons } − opłaty { $fees } = pula nagród { $pool } = wypłacono { $paid } + do wypłaty { $to_pay }
cli-standings-rounding = zaokrąglenie: { $rounding }
cli-standings-rounding-rule = każda nagroda zaokrąglona w dół do wielokrotności { $unit } { $currency }, reszta { $remainder ->
        [top-down] dla lokat od pierwszej w dół, po jednostce
       *[first] dla pierwszej lokaty
    }; gracze na tej samej lokacie dzielą się po jednostkach, nieparzystą jednostkę dostaje najpierw { $ties ->
        [lowest] najniższe miejsce przy stole
       *[button] gracz na lewo od buttona
    }
cli-standings-paid-in = wpłacono
cli-standings-out-hand = rozdanie
cli-standings-out-at = odpadnięcie (UTC)
cli-standings-deal = Deal zapisany { $at }, do wypłaty było { $left } { $currency }:
cli-standings-offer = Dane do dealu, do wypłaty { $left } { $currency }:
cli-standings-seat = miejsce
cli-standings-chip-chop = wg żetonów
cli-standings-icm = ICM
cli-standings-agreed = uzgodniono
cli-standings-play-for = gra toczyła się o pozostałe: { $play_for }
cli-standings-html-title = Lista wypłat · { $title }
cli-standings-html-prizes = Struktura nagród
cli-standings-html-places = Lokaty
cli-standings-html-deal = Deal
cli-standings-html-money = Wpłaty i wypłaty

# Paski postępu: co jest liczone, po „12/300”.
cli-progress-events = zdarzeń
cli-progress-files = plików
cli-progress-hands = rozdań

cli-since-not-a-date = --since { $date }: oczekiwano daty w postaci RRRR-MM-DD
cli-read-broken = { $file }: { $error }; z dziennika, który nie przeszedł weryfikacji, nic nie jest czytane
cli-no-hand = { $file }: nie ma rozdania { $hand }

# `log hands`: kolumny rozdzielone tabulatorem, słowa każdej z nich.
cli-hands-hand = rozdanie { $hand }
cli-hands-button = button na miejscu { $button }
cli-hands-in-play = w grze

cli-anchor-not-a-seq = --expect { $anchor }: „{ $seq }” nie jest numerem zdarzenia
cli-anchor-not-a-hash = --expect { $anchor }: hash ma 64 znaki szesnastkowe
cli-anchor-broken = { $file }: { $error }; uszkodzony dziennik nie daje kotwicy
cli-anchor-no-event = { $file }: nie ma zdarzenia { $seq }; dziennik kończy się na zdarzeniu { $last }
cli-anchor-cut = { $file }: kotwica jest przy zdarzeniu { $seq }, a dziennik kończy się na zdarzeniu { $last }: jego koniec odcięto
cli-anchor-rewritten = { $file }: zdarzenie { $seq } ma hash { $found }, a nie hash kotwicy { $hash }: dziennik przepisano

cli-export-time-zone = --time-zone { $zone }: to nie jest nazwa strefy czasowej, np. Europe/Warsaw
cli-export-chip-value = --chip-value { $value }: to nie jest kwota, np. 1, 0.25 lub 0.01
cli-export-max-seats = --max-seats { $seats }: stół ma od 2 do 10 miejsc

cli-import-closed = { $file }: zamknięto rozdanie, które wcześniejszy import zapisał tylko w połowie
cli-import-recorded = { $file }: zapisano jako rozdanie { $hand }
cli-import-refused = { $file }: nie zapisano: { $error }
cli-import-skipped = pominięto { $count } { $count ->
        [one] rozdanie, które było
        [few] rozdania, które były
        [many] rozdań, które były
       *[other] rozdania, które były
    } już w dzienniku

cli-replay-summary = zgodne: { $passed }, niezgodne: { $failed }, nieobsługiwane: { $unsupported }

cli-rules-ok = { $file }: w porządku ({ $name }, według { $follows })
cli-rules-note-option = { $file }: uwaga: rules.{ $id } nie ma w pliku: przyjęto domyślne „{ $value }” ({ $cite })
cli-rules-note-text = { $file }: uwaga: rules.{ $id } nie ma w pliku: przyjęto tekst dołączonego { $preset }

# `room status`: jeden wiersz na stół, kolumny rozdzielone tabulatorem.
cli-room-none = żaden stół nie zsynchronizował się jeszcze z salą
cli-room-between-hands = między rozdaniami
cli-room-hand-in-play = trwa rozdanie { $hand }
cli-room-no-players = brak graczy
cli-room-events = { $events } { $events ->
        [one] zdarzenie
        [few] zdarzenia
        [many] zdarzeń
       *[other] zdarzenia
    }
cli-room-behind = ({ $behind } w tyle)
cli-room-last-sync = ostatnia synchronizacja { $at } UTC
cli-room-never-synced = jeszcze nie synchronizowano
cli-room-flagged = OZNACZONY: { $flag }
cli-room-cleared = zdjęte przez floora { $floor } { $at } UTC (zdarzenie dziennika { $seq }, odtąd epoka { $epoch }): { $reason }; oznaczenie: { $flag }
cli-room-table = # stół { $table }
cli-room-broken = { $table }: łańcuch przerwany przy zdarzeniu { $seq }: { $fault }
cli-room-epoch-intact = { $table } (epoka { $epoch }, przed zdjęciem oznaczenia): łańcuch nienaruszony, { $events } { $events ->
        [one] zdarzenie
        [few] zdarzenia
        [many] zdarzeń
       *[other] zdarzenia
    }, ostatni hash { $hash }
cli-room-epoch-broken = { $table } (epoka { $epoch }): łańcuch przerwany przy zdarzeniu { $seq }: { $fault }
cli-room-refused = { $table }: odrzucone zdarzenie { $seq } ({ $action }) od { $sender }: { $reason }
cli-room-no-url = nie podano sali: podaj jej adres połączenia albo wpisz room = "postgresql://…" do dealerdesk.toml
cli-room-copy = stół { $table } w sali
cli-room-staff-added = { $name } jest floorem sali (zmiana { $seq }, rola { $role }, { $at }; hash { $hash })
cli-room-staff-removed = { $name } nie jest już floorem sali (zmiana { $seq }, rola { $role }, { $at }; hash { $hash })
cli-room-staff-none = sala nie ma floorów
cli-room-staff-member = { $name }: dodanie przez rolę { $role }, { $at } (zmiana { $seq })
cli-room-staff-intact = floorzy: łańcuch nienaruszony, { $changes } { $changes ->
        [one] zmiana
        [few] zmiany
        [many] zmian
       *[other] zmiany
    }, ostatni hash { $hash }
cli-room-staff-broken = floorzy: łańcuch przerwany przy zmianie { $seq }: { $fault }
cli-room-staff-unfounded = floorzy: zmiana { $seq } dotycząca { $name } nie wynika ze zmian przed nią
cli-room-staff-stranger = { $table }: { $name }, floor w dzienniku stołu (zdarzenie { $seq }), nie jest wśród floorów sali

cli-clear-no-table = { $file }: w tym dzienniku przy żadnym stole nie rozdawano
cli-clear-no-one = w { $file } nie ma nikogo o nazwie { $name }
cli-clear-pin = PIN – { $name }:
cli-clear-no-open-flag = { $table }: sala nie pokazuje żadnego otwartego oznaczenia
cli-clear-cleared = { $table }: zdjęto nr { $id }: { $flag }
cli-clear-ruling = { $table }: decyzja to zdarzenie { $seq } dziennika ({ $hash }); sala przyjmuje dziennik od pierwszego zdarzenia jako epokę { $epoch }

cli-sync-flagged = sala: ten stół jest OZNACZONY: { $flags }
cli-sync-unsent = sala: { $state }; reszta zostanie wysłana przy następnym uruchomieniu z --room

# Dlaczego `log import` nie zapisał rozdania.
cli-import-game = dziennik prowadzi grę { $log }, rozdanie to { $hand }
cli-import-action-refused = akcja { $index } „{ $text }” odrzucona: { $why }
cli-import-seats = miejsca { $seats } nie idą wokół stołu od lewej strony buttona w kolejności graczy
cli-import-unfinished = rozdanie nie jest zakończone
cli-import-stacks = według zasad tego dziennika rozdanie kończy się żetonami { $replayed }, a nie zapisanymi { $recorded }
cli-import-player-name = gracz { $player }: { $why }

cli-no-such-path = { $file }: nie ma takiego pliku ani folderu
cli-cannot-read = nie można odczytać { $file }
cli-cannot-read-folder = nie można odczytać folderu { $file }
cli-standings-not-a-tournament = { $file }: to nie jest dziennik turnieju
cli-room-scratch = folder roboczy na kopie z sali
cli-clock-not-a-tournament = --clock jest dla turnieju: plik zasad nie ma sekcji tournament
cli-phh-fault = { $file }: { $detail }
cli-error = błąd: { $detail }
entry-taken-back = cofnięte przez krupiera, który to wpisał
entry-voided = cofnięte przez floora: { $action }
entry-corrected = floor poprawił: { $action }, teraz { $to }
# A house option's value in words (`value:` in a house file).
rule-option-value = { $value ->
        [each] każdy gracz
        [big-blind] duży blind za cały stół
        [full-raise] licytację ponownie otwiera tylko pełne podbicie
        [any-raise] licytację ponownie otwiera każde podbicie
        [never] limit obowiązuje zawsze
        [heads-up-before-cap] heads-up bez limitu, chyba że limit osiągnięto wcześniej
        [round-starts-heads-up] bez limitu, gdy runda licytacji zaczyna się heads-up
        [as-if-full] blindy liczą się w pełnej wysokości
        [as-posted] blindy liczą się tak, jak je postawiono
        [small-blind-as-big] mały blind liczy się jak duży
        [position] według pozycji
        [suit] według koloru
        [contribution] część wkładu każdego gracza
        [dead-main-pot] martwe pieniądze w puli głównej
        [side-pots-first] najpierw odkrywają karty gracze z pul pobocznych
        [earlier-discards] tylko karty odrzucone we wcześniejszych wymianach, karty tej wymiany, gdy talia nadal jest za krótka
        [others-current-discards] także karty odrzucone w tej wymianie przez pozostałych graczy
        [usual] zwykła kolejność
        [blind-first] najpierw blind
        [ante-first] najpierw ante
        [recorded] każda karta spalona jest wpisywana
        [implicit] karty spalone nie są wpisywane
        [two-with-chips-or-three] dwie akcje z żetonami albo dowolne trzy
        [two-players-acted] dwóch graczy wykonało ruch
        [face-up] karty odkryte, gdy gracz jest all-in
        [at-showdown] karty pokazywane przy showdownie
        [burn-one] jedna dodatkowa karta staje się kartą spaloną
        [misdeal] błędne rozdanie
        [redeal] ponowne rozdanie
        [set-aside] odłożenie na bok
        [floor-picks-burn] floor wybiera kartę spaloną
        [first-left-of-button] pierwszy zwycięzca na lewo od buttona
        [high-card-in-hand] najwyższa karta według koloru w układzie
        [high-card-all-cards] najwyższa karta według koloru spośród wszystkich kart gracza
        [up-card] staje się kartą odkrytą
        [plays] karta pozostaje w grze
        [lowest-card] najniższa karta według koloru, as niski
        [replaced] karta zostaje wymieniona
        [reshuffle] przetasować i rozdać ulicę ponownie
        [restore-order] przywrócić kolejność kart
        [scramble-draw] przetasować zakryte i wylosować kartę spaloną
        [big-bet-option] można postawić duży zakład
        [small-bet] obowiązuje mały zakład
        [called-hand] tylko sprawdzony układ
        [any-hand] dowolny układ
        [dead] martwy button
        [moving] ruchomy button
        [post] stawia blindy od razu
        [wait] czeka na duży blind
        [dealt-in] dostaje karty od razu
        [true] tak
        [false] nie
        [null] brak
       *[other] { $value }
    }
cli-room-staff-entry-no-change = { $table }: zdarzenie dziennika { $event } zapisuje floorów sali według zmiany { $seq }, której łańcuch floorów sali nie zawiera
cli-room-staff-entry-hash = { $table }: zdarzenie dziennika { $event } zapisuje floorów sali według zmiany { $seq } z hashem { $hash }, który nie jest hashem tej zmiany w sali
cli-room-staff-entry-names = { $table }: zdarzenie dziennika { $event } zapisuje floorów sali według zmiany { $seq } jako { $names }, a nie floorów, których sala wtedy miała
cli-standings-chop-guaranteed = wg żetonów: każdy gracz ma najpierw zagwarantowane { $amount } { $currency }, nagrodę za kolejną lokatę; resztę dzieli się według żetonów
cli-standings-chop-over-first = { $name } (miejsce { $seat }): { $amount } { $currency } wg żetonów to więcej, niż wynosi nagroda za 1. lokatę ({ $first } { $currency })
entry-misdealt = { $action }: błędne rozdanie, karty są rozdawane od nowa
cli-show-in-play = rozdanie trwa: w pulach { $amount }, razem z zakładami tej rundy
cli-verify-signed = { $file }: każdy wpis floora jest podpisany ({ $entries } { $entries ->
    [one] podpis
    [few] podpisy
    [many] podpisów
   *[other] podpisu
}), każdy klucz zarejestrowany aż do pierwszego floora, { $name } (klucz { $key })
cli-verify-unsigned = { $file }: bez podpisów (starszy format): wpisy floorów nie mają podpisów, więc dziennik nie dowodzi, kto orzekł
cli-verify-no-floor = { $file }: nie zarejestrowano żadnego floora, więc żaden wpis floora nie jest podpisany
cli-anchor-other-floor = { $file }: klucz pierwszego floora to { $found }, a nie { $key } z kotwicy: dziennik został przepisany
cli-anchor-unsigned = { $file }: kotwica podaje klucz pierwszego floora { $key }, ale dziennik nie ma podpisanego floora: dziennik został przepisany
cli-no-step = { $file }: rozdanie { $hand } nie ma kroku { $step }; jego kroki to 1 do { $steps }
cli-whatif-no-action = brak akcji do rozegrania zamiast zapisu: podaj co najmniej jedną w notacji PHH (zob. docs/notation.md)

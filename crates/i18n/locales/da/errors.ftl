# Fejl i loggen, husregelfilen, håndens opsætning og bordet.

seat-number = Plads { $seat }
error-detail = { $detail }
desk-log-failed = Loggen kunne ikke registrere dette: { $detail }
desk-setup-failed = Hånden kan ikke starte: { $detail }
desk-player-count = { $seats } { $seats ->
        [one] plads
       *[other] pladser
    } får kort, men hånden har { $players } { $players ->
        [one] spiller
       *[other] spillere
    }.
desk-correction-player = En rettelse erstatter '{ $replaced }' med en handling fra samme spiller, ikke '{ $action }'.
desk-correction-reopens = Med '{ $action }' i stedet for '{ $replaced }' ville hånd { $hand } ikke slutte: kun floorens afgørelse i en hånd i spil kan genåbne den.
desk-draw-count = Hver spiller ved bordet trækker ét kort: { $seat } har { $cards } kort.
desk-replay = Loggens hændelse { $seq } '{ $action }' kan ikke afspilles: { $detail }

log-error-not-found = Logfilen findes ikke: { $path }
log-error-locked = Loggen { $path } er låst af et andet program (ventetiden udløb).
log-error-read-only-file = Der kan ikke skrives i loggen { $path } (skrivebeskyttet fil, mappe eller disk).
log-error-read-only-handle = Loggen { $path } er åbnet skrivebeskyttet.
log-error-not-a-database = { $path } er ikke en SQLite-database.
log-error-corrupt = Loggen { $path } er beskadiget: { $detail }
log-error-not-a-log = { $path } er en SQLite-database, men ikke en Dealer Desk-log: { $detail }
log-error-schema = Loggen { $path } har skemaversion { $found }; dette program læser { $supported }.
log-error-broken-chain = Hashkæden er brudt ved hændelse { $seq }: { $reason }
log-error-rejected = Loggen { $path } afviste ændringen: { $detail }
log-error-unknown-operator = Ingen operatør { $id } i loggen.
log-error-unknown-session = Ingen session { $id } i loggen.
log-error-unknown-hand = Ingen hånd { $id } i loggen.
log-error-hand-ended = Hånd { $id } er allerede slut.
log-error-duplicate-hand = Sessionen har allerede en hånd nummer { $hand }.
log-error-not-permitted = Operatør { $id } ({ $role ->
        [dealer] dealer
        [floor] floor
       *[other] revisor
    }) må ikke gøre dette.
log-error-pin-required = { $role ->
        [dealer] Dealeren
        [floor] Flooren
       *[other] Revisoren
    } skal have en pinkode.
log-error-empty-pin = En pinkode må ikke være tom.
log-error-bad-row = Loggen { $path } har en række, der ikke kan læses: { $detail }
log-error-sqlite = SQLite-fejl i { $path }: { $detail }
log-error-io = { $path } kan ikke læses eller skrives: { $detail }

chain-hash-mismatch = den gemte hash { $stored } er ikke den beregnede { $computed }
chain-prev-hash-mismatch = den forrige hash skulle være { $expected }, men er { $found }
chain-gap = en hændelse mangler: den næste, der findes, er { $found }
chain-out-of-order = hændelse nummer { $found } står i forkert rækkefølge
chain-unparsable = hændelsens data kan ikke læses: { $detail }
chain-non-canonical = hændelsens data er skrevet om (ikke i kanonisk form)
chain-invalid-column = kolonnen { $column } har en ugyldig værdi
chain-unknown-operator = hændelsen nævner en ukendt operatør { $id }
chain-role-mismatch = hændelsen angiver rollen "{ $stored }", men operatøren er { $role ->
        [dealer] dealer
        [floor] floor
       *[other] revisor
    }
chain-row-missing = hændelser mangler: hovedet angiver { $events } { $events ->
        [one] hændelse
       *[other] hændelser
    }, men loggen slutter før
chain-beyond-head = der ligger en hændelse efter det gemte hoved på { $events } { $events ->
        [one] hændelse
       *[other] hændelser
    }
chain-head-mismatch = det gemte hoved { $head } er ikke den sidste hændelses hash { $last }
chain-head-unreadable = det gemte hoved kan ikke læses: { $detail }
chain-row-record = række { $id } i { $table } passer ikke med kæden: { $detail }

rules-error = { $file }, linje { $line }, kolonne { $column }: { $detail }
rules-error-file = { $file }: { $detail }
setup-error-player-count = En hånd kræver 2 til { $max } spillere, ikke { $count }.
setup-error-empty-stack = { $pos } har ingen chips at spille med.

room-error-address = Rummets adresse kan ikke læses: { $detail }
room-error-unreachable = Rummet kan ikke nås: { $detail }
room-error-database = Rummets database afviste: { $detail }
room-error-schema-newer = Rummets database har skemaversion { $found }, dette program kræver { $wanted }: rummet er sat op af en nyere Dealer Desk.
room-error-schema-owner = Rummets database har skemaversion { $found }, dette program kræver { $wanted }: forbind én gang som databasens ejer for at køre migreringerne.
room-error-no-table = Intet bord "{ $table }" i rummet.
room-error-flags-changed = Bord "{ $table }" har de åbne markeringer { $open }, ikke de viste { $shown }: se dem igen.
room-error-not-recorded = Loggen skrev fjernelsen ved hændelse { $seq }, rummet gjorde ikke: { $why }
room-error-scratch = En midlertidig fil til bordets kopi: { $detail }
seating-no-such-seat = Der er ingen plads { $seat }: pladserne er 1 til 10.
seating-no-name = En spiller skal have et navn.
seating-nothing-to-add = Intet at lægge til.
seating-move-during-hand = Pladser skiftes mellem hænder, ikke under en.
seating-leave-during-hand = { $seat } er med i hånden og kan ikke gå, før den slutter.
seating-taken = { $seat } er optaget af { $name }.
seating-no-chips = En spiller sætter sig med chips, ikke med 0.
seating-over-table-limit = { $chips } er mere end de { $max } chips, et bord kan rumme.
seating-add-during-hand = Chips lægges til mellem hænder, ikke under en.
seating-below-minimum = Et buy-in på { $stack } er under minimum på { $min }.
seating-above-maximum = Et buy-in på { $stack } er over maksimum på { $max }.
seating-top-up-above-maximum = En top-up til { $stack } ville gå over maksimum på { $max }.
seating-rathole = { $name } gik for { $minutes } { $minutes ->
        [one] minut
       *[other] minutter
    } siden med { $left } og kommer tilbage med mindst det, ikke { $stack }.

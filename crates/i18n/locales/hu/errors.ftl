# A napló, a házszabály-fájl, a leosztás és az asztal hibái.

seat-number = { $seat }. hely
error-detail = { $detail }
desk-log-failed = A napló ezt nem tudta rögzíteni: { $detail }
desk-setup-failed = A leosztás nem indítható: { $detail }
desk-player-count = { $seats } hely kap lapot, de a leosztásban { $players } játékos van.
desk-correction-player = A javítás '{ $replaced }' helyére ugyanannak a játékosnak egy akcióját teszi, nem ezt: '{ $action }'.
desk-correction-reopens = '{ $replaced }' helyett '{ $action }' mellett a(z) { $hand }. leosztás nem érne véget: újra megnyitni csak a floor döntése tudja egy folyó leosztásban.
desk-draw-count = Minden ülő játékos egy lapot húz: { $seat } { $cards } lapot húzott.
desk-replay = A napló { $seq }. eseménye ('{ $action }') nem játszható vissza: { $detail }

log-error-not-found = A naplófájl nem található: { $path }
log-error-locked = A(z) { $path } naplót egy másik program zárolja (a várakozás lejárt).
log-error-read-only-file = A(z) { $path } naplóba nem lehet írni (csak olvasható fájl, mappa vagy lemez).
log-error-read-only-handle = A(z) { $path } napló csak olvasásra van megnyitva.
log-error-not-a-database = A(z) { $path } nem SQLite-adatbázis.
log-error-corrupt = A(z) { $path } napló sérült: { $detail }
log-error-not-a-log = A(z) { $path } SQLite-adatbázis, de nem Dealer Desk-napló: { $detail }
log-error-schema = A(z) { $path } napló sémaverziója { $found }; ez a program a(z) { $supported }. verziót olvassa.
log-error-broken-chain = A hash-lánc megszakad a(z) { $seq }. eseménynél: { $reason }
log-error-rejected = A(z) { $path } napló elutasította a módosítást: { $detail }
log-error-unknown-operator = A naplóban nincs { $id } azonosítójú kezelő.
log-error-unknown-session = A naplóban nincs { $id } azonosítójú munkamenet.
log-error-unknown-hand = A naplóban nincs { $id } azonosítójú leosztás.
log-error-hand-ended = A(z) { $id } leosztás már véget ért.
log-error-duplicate-hand = A munkamenetnek már van { $hand }. számú leosztása.
log-error-not-permitted = A(z) { $id } kezelő ({ $role ->
        [dealer] osztó
        [floor] floor
       *[other] ellenőr
    }) ezt nem teheti meg.
log-error-pin-required = { $role ->
        [dealer] Az osztónak
        [floor] A floornak
       *[other] Az ellenőrnek
    } PIN-kód kell.
log-error-empty-pin = A PIN-kód nem lehet üres.
log-error-bad-row = A(z) { $path } naplóban olvashatatlan sor van: { $detail }
log-error-sqlite = SQLite-hiba itt: { $path }: { $detail }
log-error-io = A(z) { $path } nem olvasható és nem írható: { $detail }

chain-hash-mismatch = a tárolt { $stored } hash nem egyezik a számított { $computed } hash-sel
chain-prev-hash-mismatch = az előző hash { $expected } kellene legyen, de { $found }
chain-gap = hiányzik egy esemény: a következő meglévő a(z) { $found }.
chain-out-of-order = a(z) { $found }. esemény nincs a helyén
chain-unparsable = az esemény adatai nem olvashatók: { $detail }
chain-non-canonical = az esemény adatait átírták (nem kanonikus alakúak)
chain-invalid-column = a(z) { $column } oszlop értéke érvénytelen
chain-unknown-operator = az esemény ismeretlen kezelőt nevez meg: { $id }
chain-role-mismatch = az esemény „{ $stored }” szerepet rögzít, de a kezelő { $role ->
        [dealer] osztó
        [floor] floor
       *[other] ellenőr
    }
chain-row-missing = események hiányoznak: a fej { $events } eseményt rögzít, de a napló előbb véget ér
chain-beyond-head = a rögzített fej ({ $events } esemény) után még egy esemény áll
chain-head-mismatch = a rögzített { $head } fej nem az utolsó esemény { $last } hash-e
chain-head-unreadable = a rögzített fej nem olvasható: { $detail }
chain-row-record = a(z) { $table } tábla { $id }. sora nem egyezik a lánccal: { $detail }

rules-error = { $file }, { $line }. sor, { $column }. oszlop: { $detail }
rules-error-file = { $file }: { $detail }
setup-error-player-count = Egy leosztáshoz 2–{ $max } játékos kell, nem { $count }.
setup-error-empty-stack = { $pos } játékosnak nincs zsetonja.

room-error-address = A terem címe nem olvasható: { $detail }
room-error-unreachable = A terem nem érhető el: { $detail }
room-error-database = A terem adatbázisa elutasította: { $detail }
room-error-schema-newer = A terem adatbázisának sémaverziója { $found }, ennek a programnak { $wanted } kell: a termet egy újabb Dealer Desk hozta létre.
room-error-schema-owner = A terem adatbázisának sémaverziója { $found }, ennek a programnak { $wanted } kell: csatlakozzon egyszer az adatbázis tulajdonosaként a migrációk futtatásához.
room-error-no-table = A teremben nincs „{ $table }” nevű asztal.
room-error-flags-changed = A(z) „{ $table }” asztal nyitott jelölései { $open }, nem a mutatott { $shown }: nézze meg őket újra.
room-error-not-recorded = A napló rögzítette a levételt a(z) { $seq }. eseménynél, a terem nem: { $why }
room-error-scratch = Ideiglenes fájl az asztal másolatához: { $detail }
seating-no-such-seat = Nincs { $seat }. hely: a helyek 1-től 10-ig vannak.
seating-no-name = A játékosnak név kell.
seating-nothing-to-add = Nincs mit hozzáadni.
seating-move-during-hand = Helyet leosztások között lehet cserélni, leosztás közben nem.
seating-leave-during-hand = { $seat } játszik a leosztásban, és nem távozhat, amíg véget nem ér.
seating-taken = { $seat } foglalt: { $name } ül ott.
seating-no-chips = A játékos zsetonokkal ül le, nem 0-val.
seating-over-table-limit = { $chips } több, mint az asztalon tartható { $max } zseton.
seating-add-during-hand = Zsetont leosztások között lehet hozzáadni, leosztás közben nem.
seating-below-minimum = A(z) { $stack } buy-in a(z) { $min } minimum alatt van.
seating-above-maximum = A(z) { $stack } buy-in a(z) { $max } maximum felett van.
seating-top-up-above-maximum = A(z) { $stack } összegre való feltöltés túllépné a(z) { $max } maximumot.
seating-rathole = { $name } { $minutes } perce távozott { $left } zsetonnal, és legalább ennyivel tér vissza, nem { $stack } zsetonnal.

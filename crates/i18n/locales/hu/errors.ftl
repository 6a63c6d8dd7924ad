# A napló, a házszabály-fájl, a leosztás és az asztal hibái.

seat-number = { $seat }. hely
error-detail = { $detail }
desk-log-failed = A napló ezt nem tudta rögzíteni: { $detail }
desk-setup-failed = A leosztás nem indítható: { $detail }
desk-player-count = { $seats } hely kap lapot, de a leosztásban { $players } játékos van.
desk-correction-player = A javítás „{ $replaced }” helyére ugyanannak a játékosnak egy akcióját teszi, nem ezt: „{ $action }”.
desk-correction-reopens = „{ $replaced }” helyett „{ $action }” mellett { ARTICLE($hand) } { $hand }. leosztás nem érne véget: újra megnyitni csak a floor döntése tudja egy folyó leosztásban.
desk-draw-count = Minden ülő játékos egy lapot húz: { $seat } { $cards } lapot húzott.
desk-replay = A napló { $seq }. eseménye („{ $action }”) nem játszható vissza: { $detail }
desk-inconsistent = Az asztal nem tudja átvenni, amit most rögzített: { $detail }
replay-payload = a bejegyzése nem olyan asztali esemény, amelyet ez az asztal el tud olvasni ({ $line }. sor, { $column }. oszlop)
replay-no-hand = nincs folyamatban leosztás
replay-no-hand-row = a leosztás kezdete a napló leosztásain kívül van rögzítve
replay-empty-seat = { ARTICLE($seat, capital: "yes") } { $seat } üres
replay-seat-taken = { ARTICLE($seat, capital: "yes") } { $seat } foglalt, más játékos ül ott
replay-stacks = a rögzített zsetonok ({ $recorded }) eltérnek azoktól, amelyekhez a leosztás visszajátszva jut ({ $replayed })
replay-not-last-action = a bejegyzés ezt az akciót nevezi meg: „{ $named }”, nem az utolsó érvényeset
replay-action-without-text = egy leosztásbeli akció a szövege nélkül van rögzítve
replay-snapshot-differs = a pillanatkép eltér a naplóból felépített asztaltól
replay-snapshot-out-of-place = pillanatkép ott, ahol az asztalnak nem lehet (leosztás közben, versenyen vagy a szabályok rögzítése előtt)
replay-snapshot-time = a pillanatkép ideje („{ $time }”) nem olvasható időként
replay-not-snapshot = ez nem pillanatkép
replay-snapshot-rules-not-rules = a pillanatkép szabályai a napló { $seq }. eseményénél nem szabálybejegyzés
replay-snapshot-rules-missing = a pillanatkép szabályai a napló { $seq }. eseményénél nincsenek a naplóban
replay-amend-during-hand = egy befejezett leosztás javítása, miközben egy másik leosztás folyamatban van
replay-amend-not-last = a javítás { ARTICLE($hand) } { $hand }. leosztást nevezi meg, nem az utolsót
replay-hand-not-started = a leosztás nem indult el
replay-no-level = a versenynek nincs { $level }. szintje
replay-no-tournament = versenybejegyzés egy verseny nélküli asztalnál
replay-not-entrant = { $name } nem nevezett a versenyre

log-error-not-found = A naplófájl nem található: { $path }
log-error-locked = A naplót ({ $path }) egy másik program zárolja (a várakozás lejárt).
log-error-in-use = A naplót ({ $path }) { $time } óta egy másik folyamat használja (folyamatazonosító: { $pid }); egyszerre csak egy program írhat bele.
log-error-in-use-unknown = A naplót ({ $path }) egy másik program használja; egyszerre csak egy program írhat bele.
log-error-read-only-file = A naplóba ({ $path }) nem lehet írni (csak olvasható fájl, mappa vagy lemez).
log-error-read-only-handle = A napló ({ $path }) csak olvasásra van megnyitva.
log-error-not-a-database = Ez a fájl nem SQLite-adatbázis: { $path }
log-error-corrupt = A napló ({ $path }) sérült: { $detail }
log-error-not-a-log = Ez a fájl SQLite-adatbázis, de nem Dealer Desk-napló ({ $path }): { $detail }
not-a-log-empty = az adatbázis üres
not-a-log-application-id = egy másik programé (application id: { $found }, a naplóé: { $expected })
not-a-log-table-missing = hiányzik belőle egy tábla, amely minden naplóban megvan: { $table }
not-a-log-no-schema-version = nincs benne rögzített sémaverzió
log-error-schema = A napló ({ $path }) sémaverziója { $found }; ez a program { ARTICLE($supported) } { $supported }. verziót olvassa.
log-error-broken-chain = A hash-lánc megszakad { ARTICLE($seq) } { $seq }. eseménynél: { $reason }
log-error-rejected = A napló ({ $path }) elutasította a módosítást: { $detail }
log-error-unknown-operator = A naplóban nincs { $id } azonosítójú kezelő.
log-error-unknown-session = A naplóban nincs { $id } azonosítójú munkamenet.
log-error-unknown-hand = A naplóban nincs { $id } azonosítójú leosztás.
log-error-hand-ended = Ez a leosztás már véget ért (azonosító: { $id }).
log-error-duplicate-hand = A munkamenetnek már van { $hand }. számú leosztása.
log-error-not-permitted = Ez a kezelő (azonosító: { $id }, { $role ->
        [dealer] osztó
        [floor] floor
       *[other] ellenőr
    }) ezt nem teheti meg.
log-error-pin-required = { $role ->
        [dealer] Az osztónak
        [floor] A floornak
       *[other] Az ellenőrnek
    } PIN-kód kell.
log-error-house-key-no-place = A házkulcsnak nincs hol lennie: sem a HOME, sem az XDG_CONFIG_HOME nincs beállítva.
log-error-house-key-no-random = Új házkulcs nem hozható létre: a rendszer nem ad véletlen bájtokat.
log-error-house-key-read = A házkulcs ({ $path }) nem olvasható: { $detail }
log-error-house-key-folder = A házkulcs mappája ({ $path }) nem hozható létre: { $detail }
log-error-house-key-write = A házkulcs ({ $path }) nem írható: { $detail }
log-error-house-key-size = A házkulcs ({ $path }) { $found } bájtos; egy házkulcs 32 bájtos.
log-error-pin-settings = A PIN-kód nem hash-elhető: a hash költségét vagy a házkulcs beállítását elutasították.
log-error-pin-hashing = A PIN-kódot nem sikerült hash-elni; semmit sem rögzítettek.
log-error-pin-stored-hash = Egy floor PIN-kód hash-e ebben a naplóban sérült: az a PIN-kód nem ellenőrizhető.
log-error-pin-stored-settings = Egy floor PIN-kód hash-e ebben a naplóban nem használható költséget ad meg: az a PIN-kód nem ellenőrizhető.
log-error-pin-checking = A PIN-kódot nem sikerült a hash-éhez ellenőrizni; semmit sem rögzítettek.
log-error-other-house-key = A napló floor PIN-kódjai más házkulccsal készültek, mint az itt lévő ({ $path }): itt egyetlen floor PIN-kód sem ellenőrizhető, amíg az a házkulcs nem kerül vissza.
log-error-altered-missing = A naplót ({ $path }) a tudta nélkül módosították: { $object } hiányzik. A bejegyzéseiben nem lehet megbízni; hívja a floort.
log-error-altered-added = A naplót ({ $path }) a tudta nélkül módosították: hozzáadták ezt: { $object }. A bejegyzéseiben nem lehet megbízni; hívja a floort.
log-error-altered-changed = A naplót ({ $path }) a tudta nélkül módosították: megváltoztatták ezt: { $object }. A bejegyzéseiben nem lehet megbízni; hívja a floort.
log-error-lost-entries = A napló ({ $path }) elvesztett már rögzített bejegyzéseket: { ARTICLE($recorded) } { $recorded }. bejegyzés rögzítve volt, de a napló most { ARTICLE($head) } { $head }. bejegyzéssel ér véget (összeomlás után törölt fájl vagy visszaállított régebbi másolat). Hívja a floort; ezen a naplón ne osszon.
log-error-empty-pin = A PIN-kód nem lehet üres.
log-error-bad-row = A naplóban ({ $path }) olvashatatlan sor van: { $detail }
row-at-event = esemény: { $seq }
row-at-hand = leosztássor: { $id }
row-at-session = munkamenet: { $id }
row-at-operator = személyzeti sor: { $id }
row-fault-negative-seq = az esemény sorszáma negatív ({ $seq })
row-fault-negative-hand-no = a leosztássor ({ $hand }) leosztásszáma negatív ({ $number })
row-fault-seat = leosztássor ({ $hand }): ez nem hely: { $seat }
row-fault-timestamp = { $row }: az idő („{ $text }”) nem olvasható időként
row-fault-role = { $row }: nincs ilyen szerep: „{ $role }”
row-fault-json = { $row }: ez a mező nem olvasható JSON-ként: { $field } ({ $line }. sor, { $column }. oszlop)
row-fault-unknown-record = esemény ({ $seq }): „{ $action }” nem a napló sorrögzítése
row-fault-players-record = esemény ({ $seq }): játékosbejegyzés a leosztása vagy a játékosai nélkül
row-fault-column-value = esemény ({ $seq }): { $field } nem tartalmazhatja ezt: { $value }
row-fault-not-a-head = a napló melletti fej ezt tartalmazza: „{ $text }”, nem eseményszámot és hasht
row-fault-seq-out-of-range = az esemény ({ $seq }) kívül esik azon, amit egy napló tárol
log-error-sqlite = SQLite-hiba itt: { $path }: { $detail }
log-error-io = Nem olvasható és nem írható: { $path }: { $detail }
log-error-invalid-argument = A napló ezt elutasítja: { $detail }
argument-player-without-name = leosztás ({ $hand }): { ARTICLE($seat) } { $seat }. helyen ülő játékosnak nincs neve
argument-seat-twice = leosztás ({ $hand }): két játékos ül { ARTICLE($seat) } { $seat }. helyen
argument-transaction-under-way = már folyamatban van egy tranzakció
argument-no-transaction = egy részhez folyamatban lévő tranzakció kell
argument-empty-table-name = az asztalnak név kell
argument-empty-operator-name = a személyzet tagjának név kell
argument-hand-no-too-large = a leosztás száma ({ $hand }) túl nagy
argument-no-record = a bejegyzést nem rögzítették
argument-reserved-action = „{ $action }”: a 'log ' kezdetű bejegyzések a napló saját sorrögzítései
argument-no-row-record = { $table } tábla, { $id } azonosítójú sor: nincs „{ $action }” bejegyzése a láncban
argument-mark-not-encoded = az ellenőrzési jel nem írható ki
argument-copy-into-used-log = { $path }: a másolat új naplóba kerül, ez pedig már tartalmaz eseményeket

chain-hash-mismatch = a tárolt { $stored } hash nem egyezik a számított { $computed } hash-sel
chain-prev-hash-mismatch = az előző hash { $expected } kellene legyen, de { $found }
chain-gap = hiányzik egy esemény: a következő meglévő { ARTICLE($found) } { $found }.
chain-out-of-order = { ARTICLE($found) } { $found }. esemény nincs a helyén
chain-unparsable = az esemény adatai nem olvashatók JSON-ként ({ $line }. sor, { $column }. oszlop)
chain-non-canonical = az esemény adatait átírták (nem kanonikus alakúak)
chain-invalid-column = { ARTICLE($column) } { $column } oszlop értéke érvénytelen
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
head-fault-missing = a napló meta táblájában nincs { $key }
head-fault-not-text = a napló meta táblájában { $key } értéke nem szöveg
head-fault-not-a-count = a rögzített eseményszám („{ $text }”) nem szám
chain-row-record = egy sor nem egyezik a lánccal ({ $table } tábla, { $id }. sor): { $detail }
row-mismatch-recorded-twice = a lánc kétszer rögzíti
row-mismatch-differs = a sor eltér a láncban rögzített változatától
row-mismatch-unvouched = a láncban egyetlen bejegyzés sem igazolja a sort (a naplón kívül adták hozzá vagy módosították)
row-mismatch-gone = a rögzített sor hiányzik
row-mismatch-no-row-id = a bejegyzése nem nevez meg sort
row-mismatch-before-records = „{ $action }” bejegyzés egy, a sorbejegyzések előtti naplóban

rules-error = { $file }, { $line }. sor, { $column }. oszlop: { $detail }
rules-error-file = { $file }: { $detail }
setup-error-player-count = Egy leosztáshoz 2–{ $max } játékos kell, nem { $count }.
setup-error-empty-stack = { $seat } játékosnak nincs zsetonja.
setup-error-length = { ARTICLE($field, capital: "yes") } { $field } lista { $got } játékost sorol fel, a zsetonok listája viszont { $want } játékost.
setup-error-limit-bets = A fixed limithez kis tét és nagy tét kell.
setup-error-no-min-bet = A no-limithez és a pot-limithez legkisebb tét kell.
setup-error-no-blinds = { ARTICLE($game, capital: "yes") } { $game } vakok nélkül megy.

house-unreadable = A fájl nem olvasható: { $detail }
house-too-large = A fájl { $bytes } bájt; legfeljebb { $max } olvasható be.
house-too-deep = A zárójelek mélyebben vannak egymásba ágyazva, mint { $max }.
house-yaml = A YAML nem olvasható: { $detail }
parse-at-key = { $key }: { $fault }
parse-wrong-type = itt { $expected ->
        [count] 0 vagy nagyobb egész szám
        [whole] egész szám
        [number] szám
        [text] szöveg
        [list] lista
        [section] kulcsokból álló szakasz
        [yes-no] true vagy false
       *[other] másfajta érték
    } kell, nem { $found ->
        [count] egész szám
        [whole] egész szám
        [negative] negatív szám
        [number] szám
        [text] szöveg
        [list] lista
        [section] kulcsokból álló szakasz
        [yes-no] true vagy false
        [empty] üres érték
       *[other] ez az érték
    } ({ $said })
parse-unknown-key = ilyen kulcs itt nincs: „{ $name }” ({ $said })
parse-unknown-word = „{ $name }” nincs a kulcs lehetséges értékei között ({ $said })
parse-missing-key = hiányzik egy kulcs: „{ $name }” ({ $said })
parse-duplicate-key = kétszer szerepel ez a kulcs: „{ $name }” ({ $said })
parse-bad-value = ez az érték itt nem használható ({ $said })
parse-syntax = a szöveg itt nem szabályos ({ $said })
house-share-tenths = { $key }: { $percent } nem 0 és 100 közötti arány egész tized százalékokban.
house-share-hundredths = { $key }: { $percent } nem 0 és 100 közötti arány egész század százalékokban.
house-not-dealt = { ARTICLE($game, capital: "yes") } { $game } itt nem megy { $structure } { $split } formában; így megy: { $dealt }.
house-missing-rule = A rules.{ $rule } kell { ARTICLE($structure) } { $structure } { $game } játékhoz, és a mellékelt presetben nincs hozzá szöveg.
house-too-many-chips = { ARTICLE($key, capital: "yes") } { $key } { $amount } zseton, több, mint amennyit egy asztal elbír ({ $max }).
house-rathole-zero = A rathole legalább 1 perc, vagy null, ha nincs ilyen szabály.
house-stub-spares = A stud_short_stub a burnön és fejenként egy lapon felüli tartaléklapokat számolja: legfeljebb 3, nem { $spares }.
house-raise-cap-zero = A raise_cap legalább 1.
house-rake-increment-zero = A rake lépése legalább 1 zseton.
house-rake-uncited = A rake-hez cite és text kell.
house-odd-chip-unit-zero = Az odd_chip_unit legalább 1.
house-limit-needs-cap = A fixed limithez raise_cap kell (4 egy tétre és három emelésre).
house-no-big-blind = A nagy vak több, mint 0.
house-small-over-big = { ARTICLE($small, capital: "yes") } { $small } kis vak több, mint { ARTICLE($big) } { $big } nagy vak.
house-straddle-under-big = { ARTICLE($straddle, capital: "yes") } { $straddle } straddle kevesebb, mint { ARTICLE($big) } { $big } nagy vak.
house-blinds-in-stud = { ARTICLE($game, capital: "yes") } { $game } játékban nincs vak és straddle.
house-bring-in-over-small-bet = { ARTICLE($bring_in, capital: "yes") } { $bring_in } bring-in több, mint { ARTICLE($small) } { $small } kis tét.
house-limit-bets = A fixed limithez 0-nál nagyobb kis tét és legalább akkora nagy tét kell.
house-tournament-cash = A versenyben nincs rake és nincs készpénzes buy-in: a rake és a buy_in maradjon ki.
house-rotation-in-tournament = Versenyen a játék szintenként vált: a rotation.every értéke legyen level.
house-rotation-level-cash = A rotation.every: level csak szintekkel rendelkező versenyen működik; készpénzes játékban a játék leosztásszám vagy kör szerint vált.
house-rotation-level-stakes = { ARTICLE($level, capital: "yes") } { $level }. szinten { $game } megy, de a sora nem adja meg ennek a játéknak a tétjeit (vakok; fixed limitnél small_bet és big_bet; studnál bring_in és stud_ante).
house-rotation-every-zero = A rotation.every legalább 1 leosztás.
house-rotation-games = A rotáció a ház saját játéka után 1–{ $max } játékot sorol fel, nem ennyit: { $games }.
house-rotation-house-unknown = A rotáció { $house } játéka se nem e mellett álló szabályfájl, se nem mellékelt fájl.
house-rotation-house-missing = A rotáció egyik játéka nem nevez meg szabályfájlt, és szabályokat sem ír ki.
house-rotation-nested = A rotáció egyik játéka maga is rotáció vagy verseny.
house-tournament = Verseny: { $detail }
house-tourney-starting-stack = a kezdő zsetonmennyiség legalább 1 zseton, az asztal határán belül.
house-tourney-rebuy-until = a rebuy 1 és { $levels } közötti szinten ér véget, nem { ARTICLE($until) } { $until }. szinten.
house-tourney-rebuy-empty = a rebuy zsetont vásárol, és legalább egy engedélyezett.
house-tourney-add-on-break = az add-on 1 és { $breaks } közötti szünetben van, nem { ARTICLE($at) } { $at }. szünetben.
house-tourney-add-on-empty = az add-on zsetont vásárol.
house-tourney-late-until = a késői regisztráció 1 és { $levels } közötti szinten ér véget, nem { ARTICLE($until) } { $until }. szinten.
house-tourney-re-entry-without-late = a re-entry a késői regisztráció alatt történik, és a struktúrában nincs ilyen.
house-tourney-no-minutes = minden szint és szünet legalább egy percig tart.
house-tourney-level-blinds = { $level }. szint: a nagy vak több, mint 0, és legalább akkora, mint a kis vak.
house-tourney-ante-kind-none = { ARTICLE($level) } { $level }. szinten { $ante } ante van, de az ante_kind none.
house-tourney-ante-missing = { ARTICLE($level) } { $level }. szinten van antefajta, de nincs ante.
house-tourney-level-falls = { ARTICLE($level) } { $level }. szint ({ $small }/{ $big }, ante { $ante }) nem nő { ARTICLE($prev) } { $prev }. szinthez ({ $prev_small }/{ $prev_big }, ante { $prev_ante }) képest: a szintek szigorúan nőnek.
house-tourney-schedule-ends = a menetrend szinttel kezdődik és végződik.
house-tourney-chip-set = a zsetonkészlet minden címletet egyszer sorol fel, a legkisebbel kezdve, 0-nál nagyobbat.
house-tourney-colour-up-chip = { $n }. color-up: nincs játékban { $chip } zseton, amit el lehetne venni.
house-tourney-colour-up-break = { ARTICLE($n) } { $n }. color-up 1 és { $breaks } közötti szünetben van, nem { ARTICLE($at) } { $at }. szünetben.
house-tourney-colour-up-leaves-none = { $n }. color-up: { ARTICLE($chip) } { $chip } zseton elvétele után nem marad zseton, amire cserélni lehet.
house-tourney-no-chip-race = a color-upos struktúra megadja a chip race szabályát.
house-tourney-not-multiples = a kezdő zsetonok, a rebuyok és az add-onok a legkisebb zseton ({ $smallest }) többszörösei.
house-tourney-level-not-multiples = { ARTICLE($level) } { $level }. szint vakjai és antéja nem többszörösei az akkor játékban lévő legkisebb zsetonnak ({ $smallest }).
house-tourney-prize-unit = a díjakat legalább 1-es egységre kerekítik.
house-tourney-first-row = a kifizetési táblának van sora legfeljebb 2 nevezéstől.
house-tourney-rows-order = a kifizetési sorok nevezések szerint nőnek: { $entries } { ARTICLE($after) } { $after } után.
house-tourney-row-sum = { ARTICLE($entries) } { $entries } nevezéstől érvényes sor { $percent } %-ot fizet, nem 100 %-ot.
house-tourney-row-places = { ARTICLE($entries) } { $entries } nevezéstől érvényes sor { $places } helyezést fizet.
house-tourney-row-rising = { ARTICLE($entries) } { $entries } nevezéstől érvényes sor egy hátrébb végzett helyezésnek többet fizet, mint egy előrébb végzettnek.

room-error-address = A terem címe nem olvasható: { $detail }
room-error-unreachable = A terem nem érhető el: { $detail }
room-error-database = A terem adatbázisa elutasította: { $detail }
room-error-schema-newer = A terem adatbázisának sémaverziója { $found }, ennek a programnak { $wanted } kell: a termet egy újabb Dealer Desk hozta létre.
room-error-schema-owner = A terem adatbázisának sémaverziója { $found }, ennek a programnak { $wanted } kell: csatlakozzon egyszer az adatbázis tulajdonosaként a migrációk futtatásához.
room-error-no-table = A teremben nincs „{ $table }” nevű asztal.
room-error-flags-changed = Ennek az asztalnak („{ $table }”) a nyitott jelölései { $open }, nem a mutatott { $shown }: nézze meg őket újra.
room-error-not-recorded = A napló rögzítette a levételt { ARTICLE($seq) } { $seq }. eseménynél, a terem nem: { $why }
room-error-scratch = Ideiglenes fájl az asztal másolatához: { $detail }
room-error-not-owner = { ARTICLE($role, capital: "yes") } { $role } szerep nem a terem tulajdonosáé: a terem floorjait csak a terem tulajdonosa veheti fel és veheti le.
room-error-already-staff = { $name } már a terem floorjai között van.
room-error-not-staff = { $name } nincs a terem floorjai között.
seating-no-such-seat = Nincs { $seat }. hely: a helyek 1-től 10-ig vannak.
seating-no-name = A játékosnak név kell.
seating-nothing-to-add = Nincs mit hozzáadni.
seating-move-during-hand = Helyet leosztások között lehet cserélni, leosztás közben nem.
seating-leave-during-hand = { ARTICLE($seat, capital: "yes") } { $seat } játékosa részt vesz a leosztásban, és nem távozhat, amíg az véget nem ér.
seating-taken = { ARTICLE($seat, capital: "yes") } { $seat } foglalt: { $name } ül ott.
seating-no-chips = A játékos zsetonokkal ül le, nem 0-val.
seating-over-table-limit = { $chips } több, mint az asztalon tartható { $max } zseton.
seating-add-during-hand = Zsetont leosztások között lehet hozzáadni, leosztás közben nem.
seating-below-minimum = { ARTICLE($stack, capital: "yes") } { $stack } buy-in { ARTICLE($min) } { $min } minimum alatt van.
seating-above-maximum = { ARTICLE($stack, capital: "yes") } { $stack } buy-in { ARTICLE($max) } { $max } maximum felett van.
seating-top-up-above-maximum = { ARTICLE($stack, capital: "yes") } { $stack } összegre való feltöltés túllépné { ARTICLE($max) } { $max } maximumot.
seating-rathole = { $name } { $minutes } perce távozott { $left } zsetonnal, és legalább ennyivel tér vissza, nem { $stack } zsetonnal.

# A hand history that does not read.
phh-syntax = Ez nem olvasható leosztástörténet: { $detail }
phh-at = { $line }. sor, { $column }. oszlop: { $detail }
phh-unsupported = { ARTICLE($variant, capital: "yes") } { $variant } változatot itt nem osztják.
phh-fractional = { ARTICLE($field) } { $field } mezőben { $value } zseton áll: zsetontörtet itt nem osztanak
phh-field = { $field }: { $fault }
phh-too-many-chips = { $value } több, mint amennyit egy asztal elbír ({ $max } zseton)
phh-not-chips = { $value } nem zsetonmennyiség
phh-length = { $got } tételt sorol fel, de a starting_stacks { $players } játékost
phh-not-a-seat = { $value } nem 1 és 10 közötti hely
phh-seat-twice = { ARTICLE($seat) } { $seat }. hely kétszer szerepel
phh-action = { ARTICLE($index) } { $index }. lépés („{ $text }”): { $why }
phh-key-twice = kétszer szerepel ez a leosztás: [{ $key }]
phh-before-header = „{ $line }” az első leosztás [n] fejléce előtt áll
house-table-size = { ARTICLE($game, capital: "yes") } { $game } egy asztalnál 2–{ $max } játékosnak megy, nem { $size } játékosnak.
seating-table-full = Az asztalnál { $size } játékosnak osztanak, és minden hely foglalt: { $name } szabad helyre vár.
log-error-not-unlocked-entry = { ARTICLE($id, capital: "yes") } { $id } azonosítójú kezelő bejegyzéséhez annak a floornak a PIN-kódja kell: ebben a naplóban a floor bejegyzései alá vannak írva.
log-error-not-unlocked-staff = Floor felvételéhez egy floor PIN-kódja kell: ebben a naplóban a floor bejegyzései alá vannak írva.
chain-signature-unsigned = a floor bejegyzésén (kezelő: { $id }) nincs aláírás
chain-signature-invalid = a kezelő aláírása (azonosító: { $id }) nem illik a bejegyzéshez
chain-signature-no-key = a kezelőnek (azonosító: { $id }) nincs e bejegyzés előtt felvett kulcsa
chain-signature-key-missing = a floort (azonosító: { $id }) kulcs nélkül vették fel
chain-signature-self-registered = a floor (azonosító: { $id }) maga vette fel a saját kulcsát, amit csak a napló első floorja tehet
chain-signature-stray = egy „{ $action }” bejegyzés nem a helyén áll
chain-signature-unreadable = egy „{ $action }” bejegyzés nem olvasható
chain-signature-unkeyed-pin = a kezelő PIN-hash-e (azonosító: { $id }) nem a házkulccsal készült, mint a korábbiak

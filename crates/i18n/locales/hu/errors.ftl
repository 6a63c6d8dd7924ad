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
log-error-in-use = A(z) { $path } naplót a(z) { $pid } számú folyamat használja { $time } óta; egyszerre csak egy program írhat bele.
log-error-in-use-unknown = A(z) { $path } naplót egy másik program használja; egyszerre csak egy program írhat bele.
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
log-error-house-key = A(z) { $path } házkulcs nem olvasható és nem hozható létre: { $detail }
log-error-other-house-key = A napló floor PIN-kódjai más házkulccsal készültek, mint a(z) { $path }: itt egyetlen floor PIN-kód sem ellenőrizhető, amíg az a házkulcs nem kerül vissza.
log-error-altered-missing = A(z) { $path } naplót a tudta nélkül módosították: { $object } hiányzik. A bejegyzéseiben nem lehet megbízni; hívja a floort.
log-error-altered-added = A(z) { $path } naplót a tudta nélkül módosították: { $object } hozzá lett adva. A bejegyzéseiben nem lehet megbízni; hívja a floort.
log-error-altered-changed = A(z) { $path } naplót a tudta nélkül módosították: { $object } meg lett változtatva. A bejegyzéseiben nem lehet megbízni; hívja a floort.
log-error-lost-entries = A(z) { $path } napló elvesztett már rögzített bejegyzéseket: a(z) { $recorded }. bejegyzés rögzítve volt, de a napló most a(z) { $head }. bejegyzéssel ér véget (összeomlás után törölt fájl vagy visszaállított régebbi másolat). Hívja a floort; ezen a naplón ne osszon.
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
setup-error-length = A(z) { $field } lista { $got } játékost sorol fel, a zsetonok listája viszont { $want } játékost.
setup-error-limit-bets = A fixed limithez kis tét és nagy tét kell.
setup-error-no-min-bet = A no-limithez és a pot-limithez legkisebb tét kell.
setup-error-no-blinds = A(z) { $game } vakok nélkül megy.

house-unreadable = A fájl nem olvasható: { $detail }
house-too-large = A fájl { $bytes } bájt; legfeljebb { $max } olvasható be.
house-too-deep = A zárójelek mélyebben vannak egymásba ágyazva, mint { $max }.
house-yaml = A YAML nem olvasható: { $detail }
house-share-tenths = { $key }: { $percent } nem 0 és 100 közötti arány egész tized százalékokban.
house-share-hundredths = { $key }: { $percent } nem 0 és 100 közötti arány egész század százalékokban.
house-not-dealt = A(z) { $game } itt nem megy { $structure } { $split } formában; így megy: { $dealt }.
house-missing-rule = A rules.{ $rule } kell a(z) { $structure } { $game } játékhoz, és a mellékelt presetben nincs hozzá szöveg.
house-too-many-chips = A(z) { $key } { $amount } zseton, több, mint a(z) { $max }, amennyit egy asztal elbír.
house-rathole-zero = A rathole legalább 1 perc, vagy null, ha nincs ilyen szabály.
house-stub-spares = A stud_short_stub a burnön és fejenként egy lapon felüli tartaléklapokat számolja: legfeljebb 3, nem { $spares }.
house-raise-cap-zero = A raise_cap legalább 1.
house-rake-increment-zero = A rake lépése legalább 1 zseton.
house-rake-uncited = A rake-hez cite és text kell.
house-odd-chip-unit-zero = Az odd_chip_unit legalább 1.
house-limit-needs-cap = A fixed limithez raise_cap kell (4 egy tétre és három emelésre).
house-no-big-blind = A nagy vak több, mint 0.
house-small-over-big = A(z) { $small } kis vak több, mint a(z) { $big } nagy vak.
house-straddle-under-big = A(z) { $straddle } straddle kevesebb, mint a(z) { $big } nagy vak.
house-blinds-in-stud = A(z) { $game } játékban nincs vak és straddle.
house-bring-in-over-small-bet = A(z) { $bring_in } bring-in több, mint a(z) { $small } kis tét.
house-limit-bets = A fixed limithez 0-nál nagyobb kis tét és legalább akkora nagy tét kell.
house-tournament-cash = A versenyben nincs rake és nincs készpénzes buy-in: a rake és a buy_in maradjon ki.
house-tournament = Verseny: { $detail }
house-tourney-starting-stack = a kezdő zsetonmennyiség legalább 1 zseton, az asztal határán belül.
house-tourney-rebuy-until = a rebuy 1 és { $levels } közötti szinten ér véget, nem a(z) { $until }. szinten.
house-tourney-rebuy-empty = a rebuy zsetont vásárol, és legalább egy engedélyezett.
house-tourney-add-on-break = az add-on 1 és { $breaks } közötti szünetben van, nem a(z) { $at }. szünetben.
house-tourney-add-on-empty = az add-on zsetont vásárol.
house-tourney-late-until = a késői regisztráció 1 és { $levels } közötti szinten ér véget, nem a(z) { $until }. szinten.
house-tourney-re-entry-without-late = a re-entry a késői regisztráció alatt történik, és a struktúrában nincs ilyen.
house-tourney-no-minutes = minden szint és szünet legalább egy percig tart.
house-tourney-level-blinds = { $level }. szint: a nagy vak több, mint 0, és legalább akkora, mint a kis vak.
house-tourney-ante-kind-none = a(z) { $level }. szinten { $ante } ante van, de az ante_kind none.
house-tourney-ante-missing = a(z) { $level }. szinten van antefajta, de nincs ante.
house-tourney-level-falls = a(z) { $level }. szint ({ $small }/{ $big }, ante { $ante }) nem nő a(z) { $prev }. szinthez ({ $prev_small }/{ $prev_big }, ante { $prev_ante }) képest: a szintek szigorúan nőnek.
house-tourney-schedule-ends = a menetrend szinttel kezdődik és végződik.
house-tourney-chip-set = a zsetonkészlet minden címletet egyszer sorol fel, a legkisebbel kezdve, 0-nál nagyobbat.
house-tourney-colour-up-chip = { $n }. color-up: nincs játékban { $chip } zseton, amit el lehetne venni.
house-tourney-colour-up-break = a(z) { $n }. color-up 1 és { $breaks } közötti szünetben van, nem a(z) { $at }. szünetben.
house-tourney-colour-up-leaves-none = { $n }. color-up: a(z) { $chip } zseton elvétele után nem marad zseton, amire cserélni lehet.
house-tourney-no-chip-race = a color-upos struktúra megadja a chip race szabályát.
house-tourney-not-multiples = a kezdő zsetonok, rebuyok és add-onok a legkisebb zseton, { $smallest } többszörösei.
house-tourney-level-not-multiples = a(z) { $level }. szint vakjai és antéja nem többszörösei az akkor játékban lévő legkisebb zsetonnak, { $smallest }.
house-tourney-prize-unit = a díjakat legalább 1-es egységre kerekítik.
house-tourney-first-row = a kifizetési táblának van sora legfeljebb 2 nevezéstől.
house-tourney-rows-order = a kifizetési sorok nevezések szerint nőnek: { $entries } a(z) { $after } után.
house-tourney-row-sum = a(z) { $entries } nevezéstől érvényes sor { $percent } %-ot fizet, nem 100 %-ot.
house-tourney-row-places = a(z) { $entries } nevezéstől érvényes sor { $places } helyet fizet.
house-tourney-row-rising = a(z) { $entries } nevezéstől érvényes sor egy alacsonyabb helynek többet fizet, mint egy magasabbnak.

room-error-address = A terem címe nem olvasható: { $detail }
room-error-unreachable = A terem nem érhető el: { $detail }
room-error-database = A terem adatbázisa elutasította: { $detail }
room-error-schema-newer = A terem adatbázisának sémaverziója { $found }, ennek a programnak { $wanted } kell: a termet egy újabb Dealer Desk hozta létre.
room-error-schema-owner = A terem adatbázisának sémaverziója { $found }, ennek a programnak { $wanted } kell: csatlakozzon egyszer az adatbázis tulajdonosaként a migrációk futtatásához.
room-error-no-table = A teremben nincs „{ $table }” nevű asztal.
room-error-flags-changed = A(z) „{ $table }” asztal nyitott jelölései { $open }, nem a mutatott { $shown }: nézze meg őket újra.
room-error-not-recorded = A napló rögzítette a levételt a(z) { $seq }. eseménynél, a terem nem: { $why }
room-error-scratch = Ideiglenes fájl az asztal másolatához: { $detail }
room-error-not-owner = A(z) { $role } szerep nem a terem tulajdonosáé: a terem floorjait csak a terem tulajdonosa veheti fel és veheti le.
room-error-already-staff = { $name } már a terem floorjai között van.
room-error-not-staff = { $name } nincs a terem floorjai között.
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

# A hand history that does not read.
phh-syntax = Ez nem olvasható leosztástörténet: { $detail }
phh-at = { $line }. sor, { $column }. oszlop: { $detail }
phh-unsupported = A(z) { $variant } változatot itt nem osztják.
phh-fractional = a(z) { $field } mezőben { $value } zseton áll: zsetontörtet itt nem osztanak
phh-field = { $field }: { $fault }
phh-too-many-chips = { $value } több, mint amennyit egy asztal elbír ({ $max } zseton)
phh-not-chips = { $value } nem zsetonmennyiség
phh-length = { $got } tételt sorol fel, de a starting_stacks { $players } játékost
phh-not-a-seat = { $value } nem 1 és 10 közötti hely
phh-seat-twice = a(z) { $seat }. hely kétszer szerepel
phh-action = a(z) { $index }. lépés („{ $text }”): { $why }
phh-key-twice = a(z) [{ $key }] leosztás kétszer szerepel
phh-before-header = „{ $line }” az első leosztás [n] fejléce előtt áll

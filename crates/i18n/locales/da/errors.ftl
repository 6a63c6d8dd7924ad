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
desk-correction-player = En rettelse erstatter »{ $replaced }« med en handling fra samme spiller, ikke »{ $action }«.
desk-correction-reopens = Med »{ $action }« i stedet for »{ $replaced }« ville hånd { $hand } ikke slutte: kun floorens afgørelse i en hånd i spil kan genåbne den.
desk-draw-count = Hver spiller ved bordet trækker ét kort: { $seat } har { $cards } kort.
desk-replay = Loggens hændelse { $seq } »{ $action }« kan ikke afspilles: { $detail }
desk-inconsistent = Bordet kan ikke tage imod det, der lige blev registreret: { $detail }
replay-payload = dens post er ikke en bordhændelse, som dette bord kan læse (linje { $line }, kolonne { $column })
replay-no-hand = ingen hånd er i gang
replay-no-hand-row = håndens start er registreret uden for loggens hænder
replay-empty-seat = { $seat } er tom
replay-seat-taken = { $seat } er optaget af en anden spiller
replay-stacks = de registrerede chips ({ $recorded }) afviger fra de chips, hånden ender med, når den afspilles ({ $replayed })
replay-not-last-action = posten nævner »{ $named }«, ikke den sidste gældende handling
replay-action-without-text = en handling i hånden er registreret uden sin tekst
replay-snapshot-differs = øjebliksbilledet afviger fra bordet, som det er opbygget af loggen
replay-snapshot-out-of-place = et øjebliksbillede, hvor bordet ikke kan have et (under en hånd, i en turnering eller før reglerne er registreret)
replay-snapshot-time = øjebliksbilledets tid »{ $time }« kan ikke læses som en tid
replay-not-snapshot = det er ikke et øjebliksbillede
replay-snapshot-rules-not-rules = øjebliksbilledets regler i loggens hændelse { $seq } er ikke en regelpost
replay-snapshot-rules-missing = øjebliksbilledets regler i loggens hændelse { $seq } findes ikke i loggen
replay-amend-during-hand = en rettelse af en afsluttet hånd, mens en anden hånd er i gang
replay-amend-not-last = rettelsen nævner hånd { $hand }, ikke den sidste
replay-hand-not-started = hånden startede ikke
replay-no-level = turneringen har intet niveau { $level }
replay-no-tournament = en turneringspost ved et bord uden turnering
replay-not-entrant = { $name } er ikke tilmeldt turneringen

log-error-not-found = Logfilen findes ikke: { $path }
log-error-locked = Loggen { $path } er låst af et andet program (ventetiden udløb).
log-error-in-use = Loggen { $path } er i brug af proces { $pid } siden { $time }; kun ét program ad gangen må skrive i den.
log-error-in-use-unknown = Loggen { $path } er i brug af et andet program; kun ét program ad gangen må skrive i den.
log-error-read-only-file = Der kan ikke skrives i loggen { $path } (skrivebeskyttet fil, mappe eller disk).
log-error-read-only-handle = Loggen { $path } er åbnet skrivebeskyttet.
log-error-not-a-database = { $path } er ikke en SQLite-database.
log-error-corrupt = Loggen { $path } er beskadiget: { $detail }
log-error-not-a-log = { $path } er en SQLite-database, men ikke en Dealer Desk-log: { $detail }
not-a-log-empty = databasen er tom
not-a-log-application-id = den tilhører et andet program (application id { $found }, en log har { $expected })
not-a-log-table-missing = tabellen { $table }, som enhver log har, mangler
not-a-log-no-schema-version = den har ingen registreret skemaversion
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
log-error-house-key-no-place = Husets nøgle har intet sted at ligge: hverken HOME eller XDG_CONFIG_HOME er sat.
log-error-house-key-no-random = En ny husnøgle kan ikke laves: systemet giver ingen tilfældige bytes.
log-error-house-key-read = Husets nøgle { $path } kan ikke læses: { $detail }
log-error-house-key-folder = Mappen til husets nøgle { $path } kan ikke laves: { $detail }
log-error-house-key-write = Husets nøgle { $path } kan ikke skrives: { $detail }
log-error-house-key-size = Husets nøgle { $path } fylder { $found } { $found ->
        [one] byte
       *[other] bytes
    }; en husnøgle fylder 32.
log-error-pin-settings = Pinkoden kan ikke hashes: hashens pris eller husnøglens indstilling afvises.
log-error-pin-hashing = Pinkoden kunne ikke hashes; intet blev skrevet.
log-error-pin-stored-hash = En floor-pinkodes hash i denne log er beskadiget: den pinkode kan ikke kontrolleres.
log-error-pin-stored-settings = En floor-pinkodes hash i denne log angiver en pris, der ikke kan bruges: den pinkode kan ikke kontrolleres.
log-error-pin-checking = Pinkoden kunne ikke kontrolleres mod sin hash; intet blev skrevet.
log-error-other-house-key = Loggens floor-pinkoder blev lavet med en anden husnøgle end { $path }: ingen floor-pinkode kan kontrolleres her, før den husnøgle er lagt tilbage.
log-error-altered-missing = Loggen { $path } er ændret bag om ryggen på den: { $object } mangler. Dens poster kan ikke stoles på; tilkald floor.
log-error-altered-added = Loggen { $path } er ændret bag om ryggen på den: { $object } er tilføjet. Dens poster kan ikke stoles på; tilkald floor.
log-error-altered-changed = Loggen { $path } er ændret bag om ryggen på den: { $object } er ændret. Dens poster kan ikke stoles på; tilkald floor.
log-error-lost-entries = Loggen { $path } har mistet poster, den havde registreret: post { $recorded } blev registreret, men loggen slutter nu ved post { $head } (en fil slettet efter et nedbrud, eller en ældre kopi lagt tilbage). Tilkald floor; del ikke på denne log.
log-error-empty-pin = En pinkode må ikke være tom.
log-error-bad-row = Loggen { $path } har en række, der ikke kan læses: { $detail }
row-at-event = hændelse { $seq }
row-at-hand = håndrække { $id }
row-at-session = session { $id }
row-at-operator = medarbejderrække { $id }
row-fault-negative-seq = hændelse { $seq } har et negativt nummer
row-fault-negative-hand-no = håndrække { $hand } har det negative håndnummer { $number }
row-fault-seat = håndrække { $hand }: { $seat } er ingen plads
row-fault-timestamp = { $row }: tiden »{ $text }« kan ikke læses som en tid
row-fault-role = { $row }: der findes ingen rolle »{ $role }«
row-fault-json = { $row }: { $field } kan ikke læses som JSON (linje { $line }, kolonne { $column })
row-fault-unknown-record = hændelse { $seq }: »{ $action }« er ingen rækkepost i loggen
row-fault-players-record = hændelse { $seq }: en spillerpost uden sin hånd eller sine spillere
row-fault-column-value = hændelse { $seq }: { $field } kan ikke rumme { $value }
row-fault-not-a-head = hovedet ved siden af loggen indeholder »{ $text }«, ikke et antal hændelser og en hash
row-fault-seq-out-of-range = hændelse { $seq } ligger uden for det, en log gemmer
log-error-sqlite = SQLite-fejl i { $path }: { $detail }
log-error-io = { $path } kan ikke læses eller skrives: { $detail }
log-error-invalid-argument = Loggen afviser dette: { $detail }
argument-player-without-name = hånd { $hand }: spilleren på plads { $seat } har intet navn
argument-seat-twice = hånd { $hand }: to spillere på plads { $seat }
argument-transaction-under-way = en transaktion er allerede i gang
argument-no-transaction = en del kræver en transaktion i gang
argument-empty-table-name = et bord skal have et navn
argument-empty-operator-name = en medarbejder skal have et navn
argument-hand-no-too-large = håndnummer { $hand } er for stort
argument-no-record = posten blev ikke registreret
argument-reserved-action = »{ $action }«: poster, der begynder med 'log ', er loggens egne rækkeposter
argument-no-row-record = { $table } række { $id } har ingen post »{ $action }« i kæden
argument-mark-not-encoded = verifikationsmærket kan ikke skrives
argument-copy-into-used-log = { $path }: en kopi skrives i en ny log, og denne indeholder allerede hændelser

chain-hash-mismatch = den gemte hash { $stored } er ikke den beregnede { $computed }
chain-prev-hash-mismatch = den forrige hash skulle være { $expected }, men er { $found }
chain-gap = en hændelse mangler: den næste, der findes, er { $found }
chain-out-of-order = hændelse nummer { $found } står i forkert rækkefølge
chain-unparsable = hændelsens data kan ikke læses som JSON (linje { $line }, kolonne { $column })
chain-non-canonical = hændelsens data er skrevet om (ikke i kanonisk form)
chain-invalid-column = kolonnen { $column } har en ugyldig værdi
chain-unknown-operator = hændelsen nævner en ukendt operatør { $id }
chain-role-mismatch = hændelsen angiver rollen »{ $stored }«, men operatøren er { $role ->
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
head-fault-missing = loggens meta-tabel har ingen { $key }
head-fault-not-text = værdien { $key } i loggens meta-tabel er ikke tekst
head-fault-not-a-count = det registrerede antal hændelser »{ $text }« er ikke et tal
chain-row-record = række { $id } i { $table } passer ikke med kæden: { $detail }
row-mismatch-recorded-twice = kæden registrerer den to gange
row-mismatch-differs = rækken afviger fra sin registrering
row-mismatch-unvouched = ingen registrering i kæden står inde for rækken (tilføjet eller ændret uden om loggen)
row-mismatch-gone = den registrerede række mangler
row-mismatch-no-row-id = dens registrering nævner ingen række
row-mismatch-before-records = en »{ $action }«-registrering i en log fra før rækkeregistreringer

rules-error = { $file }, linje { $line }, kolonne { $column }: { $detail }
rules-error-file = { $file }: { $detail }
setup-error-player-count = En hånd kræver 2 til { $max } { $max ->
        [one] spiller
       *[other] spillere
    }, ikke { $count }.
setup-error-empty-stack = { $seat } har ingen chips at spille med.
setup-error-length = Listen { $field } har { $got } { $got ->
        [one] spiller
       *[other] spillere
    }, men listen over spillernes chips har { $want }.
setup-error-limit-bets = Fixed limit kræver et lille bet og et stort bet.
setup-error-no-min-bet = No-limit og pot-limit kræver et mindste bet.
setup-error-no-blinds = { $game } spilles uden blinds.

house-unreadable = Filen kan ikke læses: { $detail }
house-too-large = Filen er { $bytes } byte; der læses højst { $max }.
house-too-deep = Parenteserne er indlejret dybere end { $max }.
house-yaml = YAML kan ikke læses: { $detail }
parse-at-key = { $key }: { $fault }
parse-wrong-type = her forventes { $expected ->
        [count] et helt tal fra 0 og op
        [whole] et helt tal
        [number] et tal
        [text] en tekst
        [list] en liste
        [section] en sektion med nøgler
        [yes-no] true eller false
       *[other] en værdi af en anden art
    }, ikke { $found ->
        [count] et helt tal
        [whole] et helt tal
        [negative] et negativt tal
        [number] et tal
        [text] en tekst
        [list] en liste
        [section] en sektion med nøgler
        [yes-no] true eller false
        [empty] en tom værdi
       *[other] denne værdi
    } ({ $said })
parse-unknown-key = nøglen »{ $name }« hører ikke til her ({ $said })
parse-unknown-word = »{ $name }« er ikke en af de værdier, nøglen tager ({ $said })
parse-missing-key = nøglen »{ $name }« mangler ({ $said })
parse-duplicate-key = nøglen »{ $name }« står der to gange ({ $said })
parse-bad-value = værdien kan ikke bruges her ({ $said })
parse-syntax = teksten er ikke skrevet korrekt her ({ $said })
house-share-tenths = { $key }: { $percent } er ikke en andel fra 0 til 100 i hele tiendedele procent.
house-share-hundredths = { $key }: { $percent } er ikke en andel fra 0 til 100 i hele hundrededele procent.
house-not-dealt = { $game } gives ikke som { $structure } { $split } her; det gives som: { $dealt }.
house-missing-rule = rules.{ $rule } kræves for { $structure } { $game }, og det medfølgende preset har ingen tekst til den.
house-too-many-chips = { $key } er { $amount } { $amount ->
        [one] chip
       *[other] chips
    }, mere end et bord kan rumme (højst { $max }).
house-rathole-zero = rathole er mindst 1 minut, eller null for ingen.
house-stub-spares = stud_short_stub tæller reservekortene ud over et burn-kort og et kort til hver: højst 3, ikke { $spares }.
house-raise-cap-zero = raise_cap er mindst 1.
house-rake-increment-zero = Rakens trin er mindst 1 chip.
house-rake-uncited = Raken kræver en cite og en text.
house-odd-chip-unit-zero = odd_chip_unit er mindst 1.
house-limit-needs-cap = Fixed limit kræver en raise_cap (4 for et bet og tre raises).
house-no-big-blind = Den store blind er mere end 0.
house-small-over-big = Den lille blind på { $small } er mere end den store blind på { $big }.
house-straddle-under-big = Straddlen på { $straddle } er mindre end den store blind på { $big }.
house-blinds-in-stud = { $game } har hverken blinds eller straddle.
house-bring-in-over-small-bet = Bring-in på { $bring_in } er mere end det lille bet på { $small }.
house-limit-bets = Fixed limit kræver et lille bet over 0 og et stort bet, der er mindst lige så stort.
house-tournament-cash = En turnering tager ingen rake og har intet kontant buy-in: udelad rake og buy_in.
house-rotation-in-tournament = Ved en turnering skifter spillet ved hvert niveau: skriv rotation.every som level.
house-rotation-level-cash = rotation.every: level kræver en turnering med dens niveauer; et cash game skifter spil efter hænder eller efter en runde.
house-rotation-level-stakes = Niveau { $level } giver { $game }, og dets række angiver ikke spillets indsatser (blinds; small_bet og big_bet ved fixed limit; bring_in og stud_ante ved stud).
house-rotation-every-zero = rotation.every er mindst 1 hånd.
house-rotation-games = En rotation nævner fra 1 til { $max } spil efter husets eget, ikke { $games }.
house-rotation-house-unknown = Rotationens spil { $house } er hverken en regelfil ved siden af denne eller en medfølgende.
house-rotation-house-missing = Et spil i rotationen nævner ingen regelfil og skriver ingen regler ud.
house-rotation-nested = Et spil i rotationen er selv en rotation eller en turnering.
house-tournament = Turnering: { $detail }
house-tourney-starting-stack = startchips er 1 chip eller mere, inden for bordets grænse.
house-tourney-rebuy-until = rebuys slutter på et niveau fra 1 til { $levels }, ikke { $until }.
house-tourney-rebuy-empty = et rebuy køber chips, og mindst ét er tilladt.
house-tourney-add-on-break = add-on ligger i en pause fra 1 til { $breaks }, ikke { $at }.
house-tourney-add-on-empty = et add-on køber chips.
house-tourney-late-until = sen registrering slutter på et niveau fra 1 til { $levels }, ikke { $until }.
house-tourney-re-entry-without-late = re-entry sker under sen registrering, og strukturen har ingen.
house-tourney-no-minutes = hvert niveau og hver pause varer mindst et minut.
house-tourney-level-blinds = niveau { $level }: den store blind er mere end 0 og mindst den lille blind.
house-tourney-ante-kind-none = niveau { $level } har en ante på { $ante }, men ante_kind none.
house-tourney-ante-missing = niveau { $level } har en antetype, men ingen ante.
house-tourney-level-falls = niveau { $level } ({ $small }/{ $big } ante { $ante }) stiger ikke fra niveau { $prev } ({ $prev_small }/{ $prev_big } ante { $prev_ante }): hvert niveau skal ligge over det forrige.
house-tourney-schedule-ends = skemaet begynder og slutter med et niveau.
house-tourney-chip-set = chipsættet nævner hver værdi én gang, mindste først, over 0.
house-tourney-colour-up-chip = color-up { $n }: der er ingen { $chip }-chip i spil at fjerne.
house-tourney-colour-up-break = color-up { $n } ligger i en pause fra 1 til { $breaks }, ikke { $at }.
house-tourney-colour-up-leaves-none = color-up { $n }: når { $chip }-chippen fjernes, er der ingen chip at veksle til.
house-tourney-no-chip-race = en struktur med color-ups angiver sin regel for chip race.
house-tourney-not-multiples = startchips, rebuys og add-ons er multipla af den mindste chip, { $smallest }.
house-tourney-level-not-multiples = blinds og ante på niveau { $level } er ikke multipla af den mindste chip i spil da, { $smallest }.
house-tourney-prize-unit = præmier rundes af til en enhed på mindst 1.
house-tourney-first-row = udbetalingstabellen har en række fra 2 indskud eller færre.
house-tourney-rows-order = udbetalingsrækkerne stiger efter indskud: { $entries } efter { $after }.
house-tourney-row-sum = rækken fra { $entries } indskud udbetaler { $percent } %, ikke 100 %.
house-tourney-row-places = rækken fra { $entries } indskud udbetaler { $places } { $places ->
        [one] placering
       *[other] placeringer
    }.
house-tourney-row-rising = rækken fra { $entries } indskud udbetaler mere til en lavere placering end til en højere.

room-error-address = Rummets adresse kan ikke læses: { $detail }
room-error-unreachable = Rummet kan ikke nås: { $detail }
room-error-database = Rummets database afviste: { $detail }
room-error-schema-newer = Rummets database har skemaversion { $found }, dette program kræver { $wanted }: rummet er sat op af en nyere Dealer Desk.
room-error-schema-owner = Rummets database har skemaversion { $found }, dette program kræver { $wanted }: forbind én gang som databasens ejer for at køre migreringerne.
room-error-no-table = Intet bord »{ $table }« i rummet.
room-error-flags-changed = Bord »{ $table }« har de åbne markeringer { $open }, ikke de viste { $shown }: se dem igen.
room-error-not-recorded = Loggen skrev fjernelsen ved hændelse { $seq }, rummet gjorde ikke: { $why }
room-error-scratch = En midlertidig fil til bordets kopi: { $detail }
room-error-not-owner = Rollen { $role } er ikke rummets ejers: kun rummets ejer tilføjer og fjerner husets floorer.
room-error-already-staff = { $name } er allerede floor i rummet.
room-error-not-staff = { $name } er ikke floor i rummet.
seating-no-such-seat = Der er ingen plads { $seat }: pladserne er 1 til 10.
seating-no-name = En spiller skal have et navn.
seating-nothing-to-add = Intet at lægge til.
seating-move-during-hand = Pladser skiftes mellem hænder, ikke under en.
seating-leave-during-hand = { $seat }: spilleren er med i hånden og kan ikke gå, før den slutter.
seating-taken = { $seat } er optaget af { $name }.
seating-no-chips = En spiller sætter sig med chips, ikke med 0.
seating-over-table-limit = { $chips } er mere end et bord kan rumme: højst { $max } { $max ->
        [one] chip
       *[other] chips
    }.
seating-add-during-hand = Chips lægges til mellem hænder, ikke under en.
seating-below-minimum = Et buy-in på { $stack } er under minimum på { $min }.
seating-above-maximum = Et buy-in på { $stack } er over maksimum på { $max }.
seating-top-up-above-maximum = En top-up til { $stack } ville gå over maksimum på { $max }.
seating-rathole = { $name } gik for { $minutes } { $minutes ->
        [one] minut
       *[other] minutter
    } siden med { $left } og kommer tilbage med mindst det, ikke { $stack }.

# A hand history that does not read.
phh-syntax = Dette er ikke en læsbar håndhistorik: { $detail }
phh-at = linje { $line }, kolonne { $column }: { $detail }
phh-unsupported = Varianten { $variant } gives ikke her.
phh-fractional = { $field } har { $value } { $value ->
        [one] chip
       *[other] chips
    }: chips i brøkdele gives ikke her
phh-field = { $field }: { $fault }
phh-too-many-chips = { $value } er mere end et bord kan rumme: højst { $max } { $max ->
        [one] chip
       *[other] chips
    }
phh-not-chips = { $value } er ikke et antal chips
phh-length = angiver { $got } { $got ->
        [one] post
       *[other] poster
    }, men starting_stacks angiver { $players } { $players ->
        [one] spiller
       *[other] spillere
    }
phh-not-a-seat = { $value } er ikke en plads fra 1 til 10
phh-seat-twice = plads { $seat } står der to gange
phh-action = handling { $index } »{ $text }«: { $why }
phh-key-twice = hånd [{ $key }] står der to gange
phh-before-header = »{ $line }« står før den første hånds [n]-overskrift
house-table-size = { $game } gives til 2 til { $max } spillere ved et bord, ikke { $size }.
seating-table-full = Bordet giver til { $size } { $size ->
        [one] spiller
       *[other] spillere
    }, og alle pladser er optaget: { $name } venter på en plads.
log-error-not-unlocked-entry = En post fra operatør { $id } kræver den floors pinkode: floorens poster i denne log er signerede.
log-error-not-unlocked-staff = At registrere floor-personale kræver en floors pinkode: floorens poster i denne log er signerede.
chain-signature-unsigned = floorens post fra operatør { $id } har ingen signatur
chain-signature-invalid = signaturen fra operatør { $id } passer ikke med posten
chain-signature-no-key = operatør { $id } har ingen nøgle registreret før denne post
chain-signature-key-missing = floor { $id } blev registreret uden nøgle
chain-signature-self-registered = floor { $id } registrerede sin egen nøgle, hvad kun loggens første floor gør
chain-signature-stray = en »{ $action }«-post står uden for sin plads
chain-signature-unreadable = en »{ $action }«-post kan ikke læses
chain-signature-unkeyed-pin = pinkode-hashen for operatør { $id } er ikke lavet med husnøglen, som de tidligere er

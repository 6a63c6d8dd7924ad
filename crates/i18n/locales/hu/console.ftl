top-tournament = Verseny #{ $id }
top-hand = Leosztás #{ $hand }
top-log = napló { $anchor }
top-log-hint = A napló utolsó hash-e és eseménye: minden műszakváltáskor írja fel az asztal lapjára; a `dealerdesk log verify --expect` ellenőrzi.
top-four-colour = 4 szín
top-floor = Floor panel (F2)
top-no-floor = Nincs floor
top-no-floor-hint = Ennek a naplónak nincs floorja: a floorra tartozó döntéseket nem lehet bevinni. Az első floort az asztal beállításakor, az első leosztás előtt kell regisztrálni.
top-back-broken = Vissza (a napló elutasítva)
top-clock = Óra
top-clock-hint = A verseny órája az egész ablakban (Esc: vissza)
top-review = Áttekintés (F3)
top-table = Asztal (F4)
top-dealer-language = Az osztó nyelve
top-floor-language = A floor nyelve

table-no-hand = Nincs folyamatban leosztás
table-no-hand-hint = A következő leosztáshoz írja be: n és Enter (vagy nyomja meg: Következő leosztás).
table-seat-line = { $seat }. hely · { $name } · { $stack }
table-seat-line-out = { $seat }. hely · { $name } · { $stack } (kimarad)
table-seat-name = { $seat }. hely · { $name }
table-not-in-hand = { $stack } · nem játszik ebben a leosztásban
table-blind-small = SB
table-blind-big = BB
table-blind-straddle = STR
table-seat-short = H{ $seat } { $pos }
table-stack = zseton { $stack }
table-left = elhagyta az asztalt
table-bet = tét { $bet }
table-folded = BEDOBVA
table-all-in = ALL-IN
table-mucked = muckba dobva
table-pot-won = { $pot } { $amount } nyertese { $winners }
table-rake = rake { $rake }
table-eligible = jogosultak: { $names }
table-bets-round = Tétek ebben a körben { $bets }
table-pot-zero = Pot 0
table-main-pot = Főpot
table-side-pot = { $n }. mellékpot
table-refused = Elutasítva: { $message }

act-fold = { $name } bedob
act-call = { $name } megad { $chips }
act-check = { $name } checkel
act-bet = { $name } tétje { $to }
act-raise = { $name } emel, összesen { $to }
act-complete = { $name } kiegészít, összesen { $to }
act-bring-in-amount = { $name } bring-int tesz: { $chips }
act-bring-in = { $name } bring-int tesz
act-show = { $name } mutatja: { $cards }
act-muck = { $name } muckba dob
act-dealt = { $name } kapja: { $cards }
act-board = közös lapok: { $cards }
act-burn = égetés

legal-deal-hole = Osszon { $count } { $count ->
        [one] lapot
       *[other] lapot
    } neki: { $name }
legal-deal-board = Osszon { $count } közös { $count ->
        [one] lapot
       *[other] lapot
    }
legal-burn = Égessen egy lapot
legal-fold = bedobás
legal-check = check
legal-call = megadás { $chips }
legal-bring-in = bring-in { $chips }
legal-bet = tét { $amount }
legal-raise = emelés, összesen { $amount }
legal-complete = kiegészítés, összesen { $amount }
legal-or = { $a } vagy { $b }
legal-shows = { $name } mutat
legal-mucks = { $name } muckba dob
legal-over = semmi: a leosztás véget ért

pad-between-hands = Leosztások között
pad-busted = { $seat } · { $name } zsetonjai elfogytak: rebuy { $n } ZSETON, vagy leave { $n }
pad-busted-rebuy = { $seat } · { $name } zsetonjai elfogytak: rebuy { $n } a következő leosztás előtt, különben annak kezdetével kiesik
pad-busted-out = { $seat } · { $name } kiesett a versenyből
pad-busted-placed = { $seat } · { $name } kiesett a versenyből, helyezés: { $place }.
pad-next-hand = Következő leosztás (n)
pad-burn-unseen = Égetés ?? (b)
pad-deal-unseen = Nem látott lapok (u)
pad-show = Mutatás { $cards } (s)
pad-muck = Muck (m)
pad-or-type-cards = vagy írja be a mutatott lapokat, pl. s Ah Kd, és Enter.
pad-nothing-to-call = Nincs mit megadni
pad-to-call = Megadandó { $chips }
pad-no-raise = Nincs emelés: { $why }
pad-bring-in-amount = Bring-in { $chips }
pad-fold = Bedobás (f)
pad-check = Check (c)
pad-call = Megadás { $chips } (c)
pad-bring-in = Bring-in (bi)
pad-bet = Tét { $amount }
pad-raise = Emelés, összesen { $amount }
pad-complete = Kiegészítés, összesen { $amount }
pad-half-pot = ½ pot (h) { $chips }
pad-pot = Pot (p) { $chips }
pad-all-in = All-in (a) { $chips }
pad-amount = Összeg
pad-enter = Enter

next-seat = { $seat }. hely · { $name } ({ $pos })
next-hand-over = A leosztás véget ért
next-burn = Égessen egy lapot (b, vagy a lap, ha látszik)
next-deal-hole = Osszon { $count } { $count ->
        [one] lapot
       *[other] lapot
    }: { $who }
next-deal-street = Ossza ki: { $street } ({ $count } { $count ->
        [one] lap
       *[other] lap
    })
next-deal-common = Ossza ki a közös lapot
next-to-act = { $who } következik
next-to-show = { $who } mutat vagy muckba dob

street-preflop = preflop
street-flop = flop
street-turn = turn
street-river = river
street-third = harmadik street
street-fourth = negyedik street
street-fifth = ötödik street
street-sixth = hatodik street
street-seventh = hetedik street
pad-procedures = Eljárások…
pad-take-back = Visszavonás (undo)
pad-card-picker = Lapválasztó
pad-help = f bedobás · c check/megadás · r N emelés N-re (csak r: az Emelés gomb összege) · p pot · h fél pot · a all-in · bi bring-in · $ 500 100 [raise|call] betett zsetonok · lapok, ahogy írják (Ah Kd, 10h, ??) · u a kör nem látott lapjai · undo az utolsó bevitel visszavonása · s LAPOK mutatás (csak s: a kiosztott lapok) · m muck · n következő leosztás · exposed p3 Ah, extra p3 ??, premature Kd, boxed Ah, misdeal, fouled · bármely PHH-akció · sit 3 Ana 200, leave 3, out 3, back 3, rebuy 3 100, move 3 7, button 3, dealer Dana

floor-heading = Floor
floor-why = Miért ezek a lehetőségek
floor-no-hand = Nincs folyamatban leosztás.
floor-legal-now = Most lehetséges: { $legal }
floor-rule-lookup = Szabálykeresés
floor-rule-lookup-hint = szabály-id vagy szavak, pl. misdeal
floor-no-rule-mentions = Egy szabály sem említi: „{ $query }”.
floor-ruling = A floor döntése
floor-none-registered = Ehhez a naplóhoz nincs regisztrált floor. Az elsőt az asztal beállításakor, az első leosztás előtt kell regisztrálni; most itt senki sem lehet floor, és floordöntést sem lehet bevinni.
floor-person = Floor
floor-pin = PIN-kód
floor-reason = Indoklás
floor-reason-hint = a naplóba
floor-void = Utolsó akció érvénytelenítése
floor-misdeal = Hibás osztás
floor-fouled = Hibás pakli
floor-player = Játékos:
floor-kill = Holt kéz
floor-award = Pot odaítélése
floor-action-hint = akció, pl. p3 cc
floor-enter-ruling = Bevitel döntésként
floor-hand-ended = A leosztás (#{ $hand }) véget ért: utolsó akciója ({ $action }) a következő leosztás kezdetéig javítható, és a potokat újra kiosztják.
floor-rulings-in-play = Egy leosztásról addig lehet dönteni, amíg folyik.
floor-register-another = Újabb floor regisztrálása
floor-register-needs-pin = A fent kiválasztott floor PIN-kódja kell hozzá.
floor-register = Regisztrálás
floor-tournament = Verseny
floor-resume-clock = Óra folytatása
floor-pause-clock = Óra megállítása
floor-tournament-ruling = Döntés:
floor-enter-tournament-ruling = Versenydöntés bevitele
floor-correct-to = Javítás erre:
floor-correct-hint = pl. p3 cbr 50
floor-correct-last = Az utolsó leosztás javítása
floor-new-name = név

floor-no-raise = Nincs emelés ({ $rule }): { $why }
pad-confirm-question = { $what }?
pad-confirm = Megerősítés (Enter)
pad-cancel = Mégse (Esc)
pad-chips-read = A zsetonok olvasata: { $action }
pad-give-back = Vissza kell adni: { $chips }
pad-player-adds = A játékos hozzátesz: { $chips }
pad-enter-confirms = Enter megerősít · Esc visszavon
preview-next-hand = Enter kiosztja a következő leosztást
preview-deal-unseen = Enter kiosztja a kör színével lefelé osztott lapjait, amelyeket senki sem látott
preview-take-back = Enter visszavonja az utolsó bejegyzését
preview-session = Enter rögzíti az ülésrend változását
preview-chips = Enter elolvassa a zsetonokat
preview-confirm = Enter megerősítést kér: { $action }
preview-records = Enter rögzíti: { $action }
proc-exposed = Felfedett lap
proc-extra = Egy lappal több
proc-four-card-flop = Négylapos flop
proc-premature = Idő előtti lap
proc-boxed = Fordított lap
proc-exposed-hint = az osztás közben felfedett lap
proc-extra-hint = a fölösleges lap (?? ha senki sem látta)
proc-four-card-flop-hint = mind a négy lap, amely a flopra kijött
proc-premature-hint = a licitkör vége előtt kiosztott lap(ok)
proc-boxed-hint = a pakliban színével felfelé talált lap
proc-record = Rögzítés
proc-fouled-deck = Hibás pakli: a leosztás érvénytelen
proc-misdeal = Hibás osztás: a leosztás érvénytelen, újraosztás
proc-not-cards = '{ $text }' nem lapok: { $detail }
proc-type-cards = { $what }: írja be a lapokat, ahogy látszottak
proc-one-card = { $what }: egy lap
proc-extra-one = Egy lappal több: egy lap (?? ha senki sem látta)
proc-no-flop = { ARTICLE($game, capital: "yes") } { $game } játékban nincs flop
floor-tournament-usage = '{ $text }': clock pause|resume|+D|-D, undo-bust HELY, chop HELY:ÖSSZEG … [play:ÖSSZEG]
console-window-failed = A konzol ablaka nem nyitható meg: { $detail }

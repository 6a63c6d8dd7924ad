top-tournament = Turnering nr. { $id }
top-hand = Hånd nr. { $hand }
top-log = log { $anchor }
top-log-hint = Loggens sidste hash og hændelse: skriv den på bordets ark ved hvert vagtskifte; `dealerdesk log verify --expect` kontrollerer den.
top-four-colour = 4 farver
top-floor = Floorpanel (F2)
top-no-floor = Ingen floor
top-no-floor-hint = Denne log har ingen floor: afgørelser, der er floorens, kan ikke indtastes. Den første floor registreres ved opsætningen, før den første hånd.
top-back-broken = Tilbage (loggen afvises)
top-clock = Ur
top-clock-hint = Turneringsuret i hele vinduet (Esc: tilbage)
top-review = Gennemsyn (F3)
top-table = Bord (F4)
top-dealer-language = Dealerens sprog
top-floor-language = Floorens sprog

table-no-hand = Ingen hånd i gang
table-no-hand-hint = Skriv n og Enter (eller tryk Næste hånd) for at give den næste hånd.
table-seat-line = Plads { $seat } · { $name } · { $stack }
table-seat-line-out = Plads { $seat } · { $name } · { $stack } (sidder ude)
table-seat-name = Plads { $seat } · { $name }
table-not-in-hand = { $stack } · ikke med i denne hånd
table-blind-small = SB
table-blind-big = BB
table-blind-straddle = STR
table-seat-short = P{ $seat } { $pos }
table-stack = chips { $stack }
table-left = har forladt bordet
table-bet = bet { $bet }
table-folded = FOLDET
table-all-in = ALL-IN
table-mucked = mucket
table-pot-won = { $pot } { $amount } vundet af { $winners }
table-rake = rake { $rake }
table-eligible = med i: { $names }
table-bets-round = Bets i denne runde { $bets }
table-pot-zero = Pulje 0
table-main-pot = Hovedpulje
table-side-pot = Sidepulje { $n }
table-refused = Afvist: { $message }

act-fold = { $name } folder
act-call = { $name } caller { $chips }
act-check = { $name } checker
act-bet = { $name } better { $to }
act-raise = { $name } raiser til { $to }
act-complete = { $name } fuldfører til { $to }
act-bring-in-amount = { $name } poster bring-in { $chips }
act-bring-in = { $name } poster bring-in
act-show = { $name } viser { $cards }
act-muck = { $name } mucker
act-dealt = { $cards } givet til { $name }
act-board = bordkort { $cards }
act-burn = brændt kort

legal-deal-hole = giv { $count } { $count ->
        [one] kort
       *[other] kort
    } til { $name }
legal-deal-board = giv { $count } { $count ->
        [one] bordkort
       *[other] bordkort
    }
legal-burn = brænd et kort
legal-fold = fold
legal-check = check
legal-call = call { $chips }
legal-bring-in = post bring-in { $chips }
legal-bet = bet { $amount }
legal-raise = raise til { $amount }
legal-complete = fuldfør til { $amount }
legal-or = { $a } eller { $b }
legal-shows = { $name } viser
legal-mucks = { $name } mucker
legal-over = intet: hånden er slut

pad-between-hands = Mellem hænderne
pad-busted = { $seat } · { $name } har ingen chips: rebuy { $n } CHIPS eller leave { $n }
pad-busted-rebuy = { $seat } · { $name } har ingen chips: rebuy { $n } før næste hånd, ellers er spilleren ude, når den starter
pad-busted-out = { $seat } · { $name } er ude af turneringen
pad-busted-placed = { $seat } · { $name } er ude af turneringen som nr. { $place }
pad-next-hand = Næste hånd (n)
pad-burn-unseen = Brænd ?? (b)
pad-deal-unseen = Giv usete (u)
pad-show = Vis { $cards } (s)
pad-muck = Muck (m)
pad-or-type-cards = eller skriv de viste kort, f.eks. s Ah Kd, og Enter.
pad-nothing-to-call = Intet at calle
pad-to-call = At calle { $chips }
pad-no-raise = Intet raise: { $why }
pad-bring-in-amount = Bring-in { $chips }
pad-fold = Fold (f)
pad-check = Check (c)
pad-call = Call { $chips } (c)
pad-bring-in = Bring-in (bi)
pad-bet = Bet { $amount }
pad-raise = Raise til { $amount }
pad-complete = Fuldfør til { $amount }
pad-half-pot = ½ pulje (h) { $chips }
pad-pot = Pulje (p) { $chips }
pad-all-in = All-in (a) { $chips }
pad-amount = Beløb
pad-enter = Enter

next-seat = Plads { $seat } · { $name } ({ $pos })
next-hand-over = Hånden er slut
next-burn = Brænd et kort (b, eller kortet, hvis det er set)
next-deal-hole = Giv { $count } { $count ->
        [one] kort
       *[other] kort
    } til { $who }
next-deal-street = Giv { $street } ({ $count } { $count ->
        [one] kort
       *[other] kort
    })
next-deal-common = Giv det fælles kort
next-to-act = { $who } skal melde
next-to-show = { $who } skal vise eller mucke

street-preflop = preflop
street-flop = flop
street-turn = turn
street-river = river
street-third = tredje street
street-fourth = fjerde street
street-fifth = femte street
street-sixth = sjette street
street-seventh = syvende street
pad-procedures = Procedurer…
pad-take-back = Tag tilbage (undo)
pad-card-picker = Kortvælger
pad-help = f fold · c check/call · r N raise til N (r alene: beløbet på Raise-knappen) · p pulje · h halv pulje · a all-in · bi bring-in · $ 500 100 [raise|call] lagte chips · kort som skrevet (Ah Kd, 10h, ??) · u giv runden uset · undo tag din sidste indtastning tilbage · s KORT vis (s alene: de givne kort) · m muck · n næste hånd · exposed p3 Ah, extra p3 ??, premature Kd, boxed Ah, misdeal, fouled · enhver PHH-handling · sit 3 Ana 200, leave 3, out 3, back 3, rebuy 3 100, move 3 7, button 3, dealer Dana

floor-heading = Floor
floor-why = Hvorfor disse muligheder
floor-no-hand = Ingen hånd i gang.
floor-legal-now = Tilladt nu: { $legal }
floor-rule-lookup = Slå regel op
floor-rule-lookup-hint = regel-id eller ord, f.eks. misdeal
floor-no-rule-mentions = Ingen regel nævner »{ $query }«.
floor-ruling = Floorens afgørelse
floor-none-registered = Der er ingen floor registreret for denne log. Den første registreres ved opsætningen, før den første hånd; ingen kan blive floor her nu, og floorafgørelser kan ikke indtastes.
floor-person = Floor
floor-pin = Pinkode
floor-reason = Begrundelse
floor-reason-hint = til loggen
floor-void = Annullér sidste handling
floor-misdeal = Erklær fejlgivning
floor-fouled = Defekt kortsæt
floor-player = Spiller:
floor-kill = Erklær hånden død
floor-award = Tildel puljen
floor-action-hint = handling, f.eks. p3 cc
floor-enter-ruling = Indtast som afgørelse
floor-hand-ended = Hånd nr. { $hand } er slut: dens sidste handling ({ $action }) kan rettes, indtil næste hånd starter, og puljerne tildeles på ny.
floor-rulings-in-play = Afgørelser om en hånd træffes, mens den er i gang.
floor-register-another = Registrér en anden floor
floor-register-needs-pin = Kræver pinkoden til den floor, der er valgt ovenfor.
floor-register = Registrér
floor-tournament = Turnering
floor-resume-clock = Genoptag uret
floor-pause-clock = Sæt uret på pause
floor-tournament-ruling = Afgørelse:
floor-enter-tournament-ruling = Indtast turneringsafgørelse
floor-correct-to = Ret til:
floor-correct-hint = f.eks. p3 cbr 50
floor-correct-last = Ret sidste
floor-new-name = navn

floor-no-raise = Intet raise ({ $rule }): { $why }
pad-confirm-question = { $what }?
pad-confirm = Bekræft (Enter)
pad-cancel = Annullér (Esc)
pad-chips-read = Chips læst som: { $action }
pad-give-back = Giv { $chips } tilbage
pad-player-adds = Spilleren lægger { $chips } til
pad-enter-confirms = Enter bekræfter · Esc annullerer
preview-next-hand = Enter giver næste hånd
preview-deal-unseen = Enter giver rundens skjulte kort, som ingen så
preview-take-back = Enter trækker din sidste indtastning tilbage
preview-session = Enter registrerer pladsændringen
preview-chips = Enter læser chipsene
preview-confirm = Enter beder om bekræftelse: { $action }
preview-records = Enter registrerer { $action }
proc-exposed = Vist kort
proc-extra = Et kort for meget
proc-four-card-flop = Flop med fire kort
proc-premature = For tidligt kort
proc-boxed = Vendt kort
proc-exposed-hint = kortet, der blev vist under givningen
proc-extra-hint = kortet for meget (?? hvis ingen så det)
proc-four-card-flop-hint = alle fire kort, der kom op til floppet
proc-premature-hint = kortene givet før budrunden sluttede
proc-boxed-hint = kortet fundet med billedsiden op i bunken
proc-record = Registrér
proc-fouled-deck = Defekt kortsæt: hånden annulleres
proc-misdeal = Fejlgivning: hånden annulleres og gives igen
proc-not-cards = '{ $text }' er ikke kort: { $detail }
proc-type-cards = { $what }: skriv kortene, som de blev set
proc-one-card = { $what }: ét kort
proc-extra-one = Et kort for meget: ét kort (?? hvis ingen så det)
proc-no-flop = { $game } har intet flop
floor-tournament-usage = '{ $text }': clock pause|resume|+D|-D, undo-bust PLADS, chop PLADS:BELØB … [play:BELØB]
console-window-failed = Konsolvinduet kunne ikke åbnes: { $detail }

top-tournament = Turnaj č. { $id }
top-hand = Hra č. { $hand }
top-house-rules = Pravidla herny: { $name }
top-log = záznam { $anchor }
top-log-hint = Poslední hash a událost záznamu: při každém střídání ji zapište do listu stolu; `dealerdesk log verify --expect` ji ověří.
top-four-colour = 4 barvy
top-floor = Panel floormana (F2)
top-no-floor = Bez floormana
top-no-floor-hint = Tento záznam nemá žádného floormana: rozhodnutí, která patří floormanovi, nelze zadat. První floorman se zapisuje při přípravě stolu, před první hrou.
top-back-broken = Zpět (záznam je odmítnut)
top-clock = Turnajové hodiny
top-clock-hint = Turnajové hodiny přes celé okno (Esc: zpět)
top-review = Přehled her (F3)
top-table = Stůl (F4)
top-dealer-language = Jazyk krupiéra
top-floor-language = Jazyk floormana
top-dealer-language-short = Krupiér: { $lang }

table-no-hand = Žádná hra neprobíhá
table-no-hand-hint = Další hru rozdáte zadáním n a Enter (nebo tlačítkem Další hra).
table-seat-line = Místo { $seat } · { $name } · { $stack }
table-seat-line-out = Místo { $seat } · { $name } · { $stack } (sit out)
table-seat-name = Místo { $seat } · { $name }
table-not-in-hand = { $stack } · v této hře nehraje
table-blind-small = SB
table-blind-big = BB
table-blind-straddle = STR
table-seat-short = M{ $seat }
table-stack = žetony { $stack }
table-left = mimo stůl
table-bet = sázka { $bet }
table-folded = POLOŽENO
table-all-in = ALL-IN
table-mucked = v mucku
table-pot-won = { $pot }: { $amount }, vyhrává { $winner }
table-pot-split = { $pot }: { $amount }, dělí se: { $shares }
table-pot-share = { $player } dostává { $amount }
table-rake = rake { $rake }
table-eligible = hrají o něj: { $names }
table-bets-round = Sázky v tomto kole { $bets }
table-pot-zero = Bank 0
table-main-pot = Hlavní bank
table-side-pot = Vedlejší bank { $n }
console-player = { $name } (místo { $seat })
table-pot-amount = { $pot }: { $amount }
table-seat-empty = Místo { $seat } (volné)
table-dead-button = mrtvý button
table-dead-small = malý blind se neplatí (mrtvý)
table-posted-live = živý { $chips }
table-posted-dead = mrtvý { $chips }
table-dead-money = z toho mrtvé blindy { $chips } ({ $names })
table-refused = Zamítnuto: { $message }

act-fold = { $name } pokládá karty
act-call = { $name } dorovnává { $chips }
act-check = { $name } checkuje
act-bet = { $name } sází { $to }
act-raise = { $name } navyšuje na { $to }
act-complete = { $name } doplňuje na { $to }
act-bring-in-amount = { $name } platí bring-in { $chips }
act-bring-in = { $name } platí bring-in
act-show = { $name } ukazuje { $cards }
act-muck = { $name } zahazuje do mucku
act-dealt = { $cards } pro hráče { $name }
act-board = společné karty { $cards }
act-burn = spálení

legal-deal-hole = rozdat { $count } { $count ->
        [one] kartu
        [few] karty
        [many] karty
       *[other] karet
    } hráči { $name }
legal-deal-board = rozdat { $count } { $count ->
        [one] společnou kartu
        [few] společné karty
        [many] společné karty
       *[other] společných karet
    }
legal-burn = spálit kartu
legal-fold = položit karty
legal-check = checknout
legal-call = dorovnat { $chips }
legal-bring-in = zaplatit bring-in { $chips }
legal-bet = vsadit { $amount }
legal-raise = navýšit na { $amount }
legal-complete = doplnit na { $amount }
legal-or = { $a } nebo { $b }
legal-shows = { $name } ukazuje
legal-mucks = { $name } zahazuje do mucku
legal-over = nic: hra skončila

pad-between-hands = Mezi hrami
pad-busted = Místo { $n } · { $name } nemá žetony: rebuy { $n } ŽETONY, nebo leave { $n }
pad-busted-rebuy = Místo { $n } · { $name } nemá žetony: rebuy { $n } před další hrou, jinak s jejím začátkem končí v turnaji
pad-busted-out = Místo { $n } · { $name } už v turnaji nehraje
pad-busted-placed = Místo { $n } · { $name } už v turnaji nehraje, umístění: { $place }.
pad-next-hand = Další hra (n)
pad-burn-unseen = Spálit ?? (b)
pad-deal-unseen = Rozdat neviděné (u)
pad-show = Ukázat { $cards } (s)
pad-muck = Do mucku (m)
pad-or-type-cards = nebo zadejte ukázané karty, např. s Ah Kd, a Enter.
pad-stand-pat = Nemění (pat)
pad-or-type-draw = nebo zadejte počet odhozených karet (2) nebo karty (7h 2c), a Enter.
pad-nothing-to-call = Není co dorovnat
pad-to-call = K dorovnání { $chips }
pad-no-raise = Navýšit nelze: { $why }
pad-bring-in-amount = Bring-in { $chips }
pad-fold = Položit karty (f)
pad-check = Checknout (c)
pad-call = Dorovnat { $chips } (c)
pad-bring-in = Bring-in (bi)
pad-bet = Vsadit { $amount }
pad-raise = Navýšit na { $amount }
pad-complete = Doplnit na { $amount }
pad-half-pot = ½ banku (h) { $chips }
pad-pot = Bank (p) { $chips }
pad-all-in = All-in (a) { $chips }
pad-amount = Částka
pad-enter = Enter
pad-command-line = Příkazový řádek

next-seat = Místo { $seat } · { $name }
next-hand-over = Hra skončila
next-burn = Spálit kartu (b, nebo kartu, pokud je vidět)
next-deal-hole = Rozdat { $count } { $count ->
        [one] kartu
        [few] karty
        [many] karty
       *[other] karet
    } – { $who }
next-deal-street = Rozdat { $street } ({ $count } { $count ->
        [one] karta
        [few] karty
        [many] karty
       *[other] karet
    })
next-deal-common = Rozdat společnou kartu
next-to-act = Na řadě: { $who }
next-to-show = Ukázat, nebo do mucku: { $who }
next-to-draw = Výměna: { $who }

street-preflop = preflop
street-flop = flop
street-turn = turn
street-river = river
street-third = třetí street
street-fourth = čtvrtá street
street-fifth = pátá street
street-sixth = šestá street
street-seventh = sedmá street
street-predraw = před výměnou
street-first-draw = první výměna
street-second-draw = druhá výměna
street-third-draw = třetí výměna
pad-procedures = Postupy…
pad-take-back = Vzít zpět (undo)
pad-card-picker = Výběr karet
pad-help = f položit karty · c check/dorovnat · r N navýšit na N (samotné r: částka na tlačítku Navýšit) · p bank · h půl banku · a all-in · bi bring-in · $ 500 100 [raise|call] vyložené žetony · karty, jak se píší (Ah Kd, 10h, ??) · u rozdat kolo neviděné · undo vzít zpět poslední zadání · s KARTY ukázat (samotné s: rozdané karty) · m muck · pat / 2 / 7h 2c odhozené karty výměny · n další hra · exposed 3 Ah, extra 3 ??, premature Kd, boxed Ah, misdeal, fouled · jakákoli akce PHH · sit 3 Ana 200, leave 3, out 3, back 3, rebuy 3 100, move 3 7, button 3, dealer Dana

floor-heading = Floorman
floor-why = Proč tyto možnosti
floor-no-hand = Žádná hra neprobíhá.
floor-legal-now = Teď lze: { $legal }
floor-rule-lookup = Hledat pravidlo
floor-rule-lookup-hint = id pravidla nebo slova, např. misdeal
floor-no-rule-mentions = Žádné pravidlo nezmiňuje „{ $query }“.
floor-ruling = Rozhodnutí floormana
floor-none-registered = Pro tento záznam není zapsán žádný floorman. První se zapisuje při přípravě stolu, před první hrou; teď zde floormanem nemůže být jmenován nikdo a rozhodnutí floormana nelze zadat.
floor-person = Floorman
floor-pin = PIN
floor-reason = Důvod
floor-reason-hint = do záznamu
floor-void = Zrušit poslední akci
floor-misdeal = Vyhlásit chybné rozdání
floor-fouled = Vadný balíček
floor-player = Hráč:
floor-kill = Mrtvé karty
floor-award = Přidělit bank
floor-on-behalf = Akce za hráče:
floor-action-hint = 3 c, Ana r 50, kill 3
floor-action-whose = Nejprve uveďte hráče číslem místa nebo jménem: 3 c, Ana r 50.
floor-enter-ruling = Zadat jako rozhodnutí
floor-hand-ended = Hra č. { $hand } skončila: její poslední akci ({ $action }) lze opravit do začátku další hry a banky se přidělí znovu.
floor-rulings-in-play = O hře se rozhoduje, dokud probíhá.
floor-register-another = Zaregistrovat dalšího floormana
floor-register-needs-pin = Vyžaduje PIN floormana vybraného výše.
floor-register = Zaregistrovat
floor-tournament = Turnaj
floor-resume-clock = Pokračovat v hodinách
floor-pause-clock = Pozastavit hodiny
floor-tournament-ruling = Rozhodnutí:
floor-enter-tournament-ruling = Zadat turnajové rozhodnutí
floor-correct-to = Opravit na:
floor-correct-hint = např. r 50, 3 s Ah Ad
floor-correct-last = Opravit poslední
floor-new-name = jméno
floor-new-pin-label = PIN nového floormana
floor-new-name-label = Jméno nového floormana

floor-no-raise = Navýšit nelze ({ $rule }): { $why }
pad-confirm-question = { $what }?
pad-confirm = Potvrdit (Enter)
pad-cancel = Zrušit (Esc)
pad-chips-read = Vyložené žetony platí jako: { $action }
pad-give-back = Vrátit { $chips }
pad-player-adds = Hráč přidá { $chips }
pad-enter-confirms = Enter potvrdí · Esc zruší
preview-next-hand = Enter rozdá další hru
preview-deal-unseen = Enter rozdá zavřené karty tohoto kola, které nikdo neviděl
preview-take-back = Enter vezme zpět váš poslední zápis
preview-floor-line = Enter předá toto rozhodnutí floormanovi (PIN se nezobrazuje)
pad-undo-between-hands = Žádná hra neprobíhá, takže nemáte co vzít zpět: poslední akci minulé hry opraví floorman (panel floormana, F2: Opravit poslední).
floor-line-usage = Rozhodnutí floormana se píše: floor JMÉNO PIN "DŮVOD" ROZHODNUTÍ (void, misdeal, fouled, kill MÍSTO, award MÍSTO, correct AKCE, nebo akce).
floor-line-no-floor = Žádný floorman není registrován jako { $name }.
floor-line-no-player = Na „{ $who }“ nikdo z této hry nesedí: zadejte číslo místa nebo jméno.
preview-session = Enter zapíše změnu u stolu
preview-chips = Enter vyhodnotí vyložené žetony
preview-confirm = Enter se zeptá na potvrzení: { $action }
preview-records = Enter zapíše: { $action }
proc-exposed = Odkrytá karta
proc-extra = Karta navíc
proc-four-card-flop = Flop ze čtyř karet
proc-premature = Předčasná karta
proc-boxed = Obrácená karta
proc-exposed-hint = karta odkrytá při rozdávání
proc-extra-hint = karta navíc (?? pokud ji nikdo neviděl)
proc-four-card-flop-hint = všechny čtyři karty, které přišly na flop
proc-premature-hint = karty rozdané před koncem sázkového kola
proc-boxed-hint = karta nalezená v balíčku lícem nahoru
proc-record = Zapsat
proc-fouled-deck = Vadný balíček: hra se ruší
proc-misdeal = Chybné rozdání: hra se ruší a rozdá znovu
proc-not-cards = „{ $text }“ nejsou karty: { $detail }
proc-type-cards = { $what }: napište karty, jak byly vidět
proc-one-card = { $what }: jedna karta
proc-extra-one = Karta navíc: jedna karta (?? pokud ji nikdo neviděl)
proc-no-flop = { $game } nemá flop
floor-tournament-usage = „{ $text }“: clock pause|resume|+D|-D, undo-bust MÍSTO, chop MÍSTO:ČÁSTKA … [play:ČÁSTKA]
console-window-failed = Okno konzole se nepodařilo otevřít: { $detail }
# The operating system's window title: the table's name and stakes.
window-title = { $table } — Dealer Desk
window-title-bare = Dealer Desk

preview-floors = Enter: { $action } jde k floormanovi, k jeho PINu a důvodu
floor-enter-hint = Enter v kterémkoli poli zapíše rozhodnutí, jakmile je zadán PIN a důvod.

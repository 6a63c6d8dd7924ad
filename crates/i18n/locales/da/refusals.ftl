refusal-not-your-turn = { $turn } skal melde nu, ikke { $seat }.
# En spiller i hånden ved navn og plads. Dansk sætter ikke ejefalds-s på
# et navn med plads efter; sætningerne siger "hånden hos …" i stedet.
player = { $form ->
        [of] { $name } (plads { $seat })
       *[as] { $name } (plads { $seat })
    }
# En position hånden ikke har, talt fra 1.
player-position = { $form ->
        [of] position { $pos }
       *[as] position { $pos }
    }
refusal-betting-over = Budrunden er slut: { $turn } viser eller mucker.
refusal-dealer-next = Der bettes ikke nu: dealeren giver.
refusal-hand-over = Hånden er slut.
refusal-no-bring-in = Der skal ikke postes bring-in nu.
refusal-must-bring-in = { $seat } har det laveste kort og skal poste bring-in eller fuldføre til et fuldt bet.
refusal-bet-below-min = Et bet på { $to } { $to ->
        [one] chip
       *[other] chips
    } er under minimum: det mindste bet er { $min } { $min ->
        [one] chip
       *[other] chips
    }.
refusal-raise-below-min = Et raise til { $to } { $to ->
        [one] chip
       *[other] chips
    } er under minimum: raise til mindst { $min } { $min ->
        [one] chip
       *[other] chips
    }.
refusal-bet-above-max = Et bet på { $to } { $to ->
        [one] chip
       *[other] chips
    } er over maksimum: det største bet er { $max } { $max ->
        [one] chip
       *[other] chips
    }.
refusal-raise-above-max = Et raise til { $to } { $to ->
        [one] chip
       *[other] chips
    } er over maksimum: raise til højst { $max } { $max ->
        [one] chip
       *[other] chips
    }.
refusal-limit-exactly = I fixed limit er summen her præcis { $size } { $size ->
        [one] chip
       *[other] chips
    }, ikke { $to }.
refusal-limit-choice = I fixed limit er summen her { $small } eller { $big } { $big ->
        [one] chip
       *[other] chips
    }, lille bet eller stort bet, ikke { $to }.
refusal-no-raise = { $seat } kan højst calle.
refusal-muck-must-show = Der er bedt om at se hånden hos { $seat }: den skal lægges med billedsiden op.
refusal-muck-all-in = { $seat } kan ikke mucke: en spiller er all-in, så alle hænder i showdown vendes med billedsiden op.
refusal-muck-not-now = { $seat } kan ikke mucke nu: en hånd smides først i mucken ved showdown, efter det sidste kort.
refusal-duplicate-card = { $card } er allerede ude i denne hånd.
refusal-not-in-deck = { $card } er ikke med i dette dæk: short deck gives kun fra seksere til esser.
refusal-not-an-option = { $seat } kan ikke { $act } nu: det er ikke blandt mulighederne.
refusal-nobody-to-raise = Alle andre spillere er all-in eller ude: der er ingen at raise imod.
refusal-not-reopened = { $seat } har allerede meldt og står siden over for mindre end et fuldt raise: kun calle eller folde.
refusal-capped = Budrunden er begrænset til { $bets } { $bets ->
        [one] bet
       *[other] bets
    } i denne runde.
refusal-held-binds = Meldingen uden for tur fra { $seat } ({ $act }) står ved magt: handlingen har ikke ændret sig.
refusal-not-in-hand = { $seat } er ikke med i denne hånd.
refusal-cannot-bet-now = { $seat } kan ikke bette nu.
refusal-no-draw-now = { $seat } kan ikke bytte kort nu.
refusal-draw-exposed-not-now = Kun et kort, som dealeren viser, mens byttets kort gives, erstattes: et kort, som en spiller selv viser, bliver i spil.
refusal-draw-not-dealt = Byttets kort er ikke givet endnu: et forkert antal rettes, når de er.
refusal-discard-not-held = { $seat } har ikke de kort, der smides.
refusal-chips-not-theirs = { $seat } har { $stack } tilbage: { $total } i chips kan ikke alle være spillerens.
refusal-check-facing-bet = { $seat } sagde »check« med { $call } at calle: { $seat } kan kun calle eller folde.
refusal-nothing-put-out = { $seat } har { $call } at calle og har intet lagt frem: calle, raise eller folde.
refusal-low-card-nothing = { $seat } har det laveste kort og skal poste bring-in eller fuldføre til et fuldt bet: der blev intet lagt frem.
refusal-undercall-floor = { $total } er mindre end { $call } at calle, over for et raise med { $players } { $players ->
        [one] spiller
       *[other] spillere
    } med: flooren afgør det.
refusal-no-betting = Der er ingen budrunde i gang.
refusal-own-turn = { $seat } er i tur: indtast selve meldingen.
refusal-no-action = { $seat } har ingen melding i denne hånd.
refusal-already-held = { $seat } har allerede en melding uden for tur holdt tilbage.
refusal-wrong-seat = Næste kort går til { $want }, ikke { $seat }.
refusal-hole-count = { $seat } skal have { $count } { $count ->
        [one] kort
       *[other] kort
    } mere på denne street, ikke { $given }.
refusal-board-count = Bordet skal have { $count } { $count ->
        [one] kort
       *[other] kort
    } mere nu, ikke { $given }.
refusal-not-now = { $what ->
        [hole] Ingen hole cards
        [board] Ingen bordkort
       *[burn] Intet burn-kort
    } nu: { $wait }.
wait-hole = { $seat } skal have { $count } { $count ->
        [one] kort
       *[other] kort
    }
wait-board = bordet skal have { $count } { $count ->
        [one] kort
       *[other] kort
    }
wait-burn = først brændes et kort
wait-face-up = { $seat } vender først sin hånd med billedsiden op
wait-action = turen er hos { $seat }
wait-over = hånden er slut
refusal-four-flop-burn = Flooren vælger burn-kortet blandt de fire flopkort: { $cards }.
refusal-scrambled-burn = Burn-kortet trækkes tilfældigt blandt de tre flopkort blandet med billedsiden ned, { $cards }: indtast det trukne kort.
refusal-cannot-show = { $seat } kan ikke vise nu: kortene vises ved showdown, eller når budrunderne er slut.
refusal-show-all = { $seat } har { $holds } kort og skal vise dem alle, ikke { $given }.
refusal-shown-unread = Kort nr. { $nth } hos { $seat } er vist som ?? og kan ikke læses.
refusal-dealt-other = Kort nr. { $nth } hos { $seat } blev givet som { $dealt }, ikke { $shown }.
refusal-dead-card = Hånden hos { $seat } er død: { $card } er et dødt kort, ikke en dealerfejl at rette.
refusal-no-such-player = Der er ingen { $seat } i denne hånd.
refusal-substantial-exposed = Der har været væsentlig handling: det viste kort { $card } giver ikke længere fejlgivning, hånden spilles videre.
refusal-exposed-outside-deal = Et kort vist uden for givningen er ikke en dealerfejl at rette: et kort, som en spiller selv viser, bliver i spil.
refusal-exposed-plays = Budrunden er begyndt: { $card } alene er ikke et af de to første kort fra bunken, så det bliver i spil, og intet erstattes.
refusal-not-dealt-to = { $card } blev ikke givet til { $seat }.
refusal-first-street-over = Første street er slut: ingen fejlgivning nu.
refusal-substantial-no-misdeal = Der har været væsentlig handling: ingen fejlgivning, hånden spilles videre.
refusal-flop-game-only = { $what ->
        [premature] For tidlige bordkort er
        [extra-card] Et ekstra hole card er
       *[short-hand] En hånd med et kort for lidt er
    } en procedure i flop-spil: { $game } har ingen bordkort, og flooren afgør det (d kill eller d misdeal).
refusal-premature-when = Et for tidligt bordkort er et kort givet, mens en budrunde før river er i gang.
refusal-street-count = Denne street har { $want } kort, ikke { $given }.
refusal-burn-error-when = En fejl med burn-kortet på bordkortene i hold'em meldes { $burned ->
        [yes] efter streetens burn-kort, før dens kort
       *[no] når streetens burn-kort skal brændes, i stedet for dens kort
    }{ $stands ->
        [yes] ; kortene på bordet står
       *[no] {""}
    }.
refusal-no-burn-due = Der skal ikke brændes et kort nu.
refusal-name-all-or-none = Angiv alle kort, der kom uden burn-kort, når ét er vist, eller ingen (?? hver), mens alle ligger med billedsiden ned.
refusal-name-second-burn = Angiv det andet burn-kort: det er streetens første kort.
refusal-no-live-hand = { $seat } har ingen levende hånd.
refusal-still-owed = { $seat } skal stadig have kort i denne givning: giv dem i tur.
refusal-contested-side-pot = Sidepuljen på { $amount } spilles af { $by } uden { $without }: den spilles færdig eller afgøres for sig.
refusal-see-at-showdown = Man kan bede om at se en hånd ved showdown.
refusal-no-hand-at-showdown = { $seat } har ingen hånd ved showdown.
refusal-already-tabled = Hånden hos { $seat } er allerede vist.
refusal-only-called = Kun hånden hos { $seat } blev callet.
refusal-none-called = Ingen hånd blev bettet og callet.
refusal-seventh-betting-begun = Budrunden på syvende street er begyndt: et vist kort meldes, før nogen melder.
refusal-stud-exposed-plays = Kun et første eller andet lukket kort vist under givningen af tredje street, eller et kort på syvende street, er en dealerfejl at rette; { $card } hos { $seat } bliver i spil.
held-act = { $act ->
        [fold] folde
        [check-call] checke eller calle
       *[bet-raise] bette eller raise til { $to }
    }
refusal-by-rule = Afvist efter reglen { $rule } ({ $cite }): { $text }
rule-cite-preset = { $cite } (fra det medfølgende preset: ikke i denne husregelfil)
rule-cite-default = { $cite } (standarden: ikke i denne husregelfil)

desk-no-hand = Ingen hånd er i gang.
desk-hand-in-play = En hånd er allerede i gang.
desk-no-floor-named = Ingen floor hedder »{ $name }«.
desk-too-few-players = { $count ->
        [one] Kun én spiller
       *[other] { $count } spillere
    } kan få kort; en hånd kræver to.
desk-not-dealt-in = { $seat } får ikke kort.
desk-floor-only = »{ $action }« kræver flooren: { $why }; en floor indtaster det med sin pinkode og en begrundelse.
desk-no-reason = En afgørelse fra flooren kræver en begrundelse.
desk-not-floor = Kun en floor må træffe afgørelser.
desk-floor-by-floor = En floor tilføjes kun med navn og pinkode fra en floor, der allerede er registreret.
desk-first-floor-after-hands = Den første floor registreres ved opsætningen, før den første hånd. Denne log har allerede hænder og ingen floor, så ingen kan blive floor her.
desk-wrong-pin = Forkert pinkode til flooren.
desk-locked-out = Denne floor er spærret efter { $wrong } forkerte pinkoder indtil { $until } UTC.
desk-nothing-to-void = Hånden har ingen handling at annullere.
desk-nothing-to-correct = Hånden har ingen handling at rette.
desk-no-ended-hand = Der er endnu ikke spillet en hånd at rette.
desk-seat-left = { $seat } har forladt bordet: flooren afregner chipsene manuelt.
desk-chips-gone = { $seat } har ikke længere { $chips } { $chips ->
        [one] chip, som
       *[other] chips, som
    } rettelsen tager tilbage.
desk-nothing-to-take-back = Der er intet at tage tilbage: { $why }.
desk-no-unseen-cards = Der skal ikke gives et lukket kort nu.
desk-draw-count-closed = Hvor mange kort { $seat } byttede, siges efter et bytte, indtil budrunden efter det begynder; ikke nu.
desk-not-drawn-yet = { $seat } har ikke byttet endnu i dette bytte.
desk-button-after-first-hand = Dealerknappen placeres ved starten, før den første hånd.
desk-empty-seat = { $seat } er tom.
desk-drawn-twice = { $card } er trukket to gange.
desk-no-draw = Der blev ikke trukket noget kort.
desk-no-dealer-name = En dealer skal have et navn.
desk-name-empty = Et navn skal have mindst ét tegn.
desk-name-too-long = Navnet har { $chars } tegn, men et navn må højst have { $max }.
desk-name-forbidden = Tegn { $position } i navnet er { $code }, et kontrol-, formaterings-, tekstretnings- eller linjeskifttegn, som intet navn må indeholde.
desk-name-reads-like = »{ $name }« ligner »{ $like }«, som allerede er registreret; vælg et navn, der ikke kan forveksles med et andet.
desk-weak-pin = Denne pinkode er for svag: { $detail }
desk-not-understood = Forstår ikke »{ $entry }« ({ $detail }).
desk-encode-event = Bordet kan ikke skrive denne post i loggen; intet blev registreret.
desk-encode-rules = Bordet kan ikke skrive husets regler i loggen; intet blev registreret.

command-empty = Skriv en melding, kort eller en kommando
command-no-hand = Der er ingen hånd i gang: skriv n for at give næste hånd, eller et pladsord (sit, leave, rebuy…)
command-floor-word = »{ $word }« hører til flooren: en floor afgør det med sin PIN og en begrundelse (floorpanelet, F2); dealeren tager sin egen sidste indtastning tilbage med undo
command-unseen = Kortene til { $seat } blev givet usete: skriv de viste kort, fx s Ah Kd
command-no-cards = Der er ikke skrevet nogen kort
command-burn-one-card = Et burn-kort er ét kort (eller ?? eller b, når ingen så det)
command-board-face-up = Bordkort gives med billedsiden op: skriv hvert kort, som det ses
command-no-raise = Der kan ikke raises nu
command-no-raise-because = Intet raise: { $why }
command-all-in-too-much = All-in ({ $all-in }) er mere end det højest tilladte, { $max }: skriv p eller r { $max }
command-not-betting-key = »{ $word }« er ikke en betting-tast her: f, c, r N, p, h, a, bi eller $ CHIPS
command-no-chips = Skriv de chips, der er lagt frem, fx $ 500 eller $ 100 100 100 raise
command-not-chips = »{ $word }« er ikke et antal chips
notation-too-many-words = For mange ord til én melding
notation-not-a-player = »{ $word }« er ikke en spiller (p1 til p10)
notation-one-card = { $what ->
        [burn] Et burn-kort
       *[extra] Et ekstra kort
    } er ét kort
notation-out-of-turn-form = En melding uden for tur er f, cc eller cbr BELØB
notation-unknown-verb = Ukendt spillermelding »{ $verb }«
notation-shape = Forventede »d dh pN KORT«, »d db KORT« eller »pN f|cc|cbr N|pb|sm [KORT]«
cards-bad-token = »{ $token }« ved tegn { $at } er ikke et kort (fx Ah, Td, 10d eller ??)
cards-duplicate = { $card } står der to gange (igen ved tegn { $at })
word-seat-missing = »{ $line }«: et pladsnummer mangler
word-chips-missing = »{ $line }«: et antal chips mangler
word-not-a-seat = »{ $line }«: »{ $word }« er ikke en plads
word-card = { $word }: { $detail }
word-not-pair = »{ $line }«: »{ $word }« er ikke PLADS:VÆRDI
word-not-play-for = »{ $line }«: »{ $word }« er ikke play:BELØB
word-not-amount = »{ $line }«: »{ $word }« er ikke et beløb
word-not-duration = »{ $word }« er ikke en varighed: 20m, 90s, 1h30m
word-floors = »{ $line }« hører til flooren: floor NAVN PIN "BEGRUNDELSE" { $line }
word-form = »{ $line }«: skrives { $form }
floor-call-kill = at erklære en hånd død er en floorafgørelse
floor-call-award = at tildele en pulje ved afgørelse er floorens
floor-call-fouled-deck = et defekt kortsæt gør hånden ugyldig, og flooren afgør det
floor-call-see = at bede om at se en hånd ved showdown er floorens afgørelse
floor-call-misdeal = når kortene er givet, er en fejlgivning floorens afgørelse
floor-call-kills-hand = resultatet er en død hånd, og at erklære en hånd død er en floorafgørelse
floor-call-misdeal-after-action = resultatet er en fejlgivning, der tager handlinger tilbage, som spillerne allerede har foretaget, og det er floorens afgørelse
take-back-no-hand = ingen hånd er i gang
take-back-no-entry = hånden har endnu ingen indtastning
take-back-recorded-after = noget er registreret efter den sidste handling, og flooren retter det
take-back-by-floor = den sidste handling blev indtastet af flooren, og flooren retter den
weak-pin-few-digits = en floor-pinkode har mindst { $digits } cifre (eller brug en adgangssætning på { $chars } tegn)
weak-pin-short-passphrase = en floor-adgangssætning har mindst { $chars } tegn (eller brug en pinkode på { $digits } cifre)
weak-pin-one-digit = en floor-pinkode er ikke det samme ciffer hele vejen (som 000000)
weak-pin-straight = en floor-pinkode er ikke en lige række cifre op eller ned (som 123456 eller 987654)
desk-no-room-flag = Rummet viser intet flag på dette bord at fjerne.
desk-not-room-staff = { $name } er ikke floor i rummet (efter rummets ændring { $seq }): dette bord tager sine floorer fra rummet.
desk-removed-from-room-staff = { $name } blev fjernet som floor i rummet ved rummets ændring { $seq } og træffer ikke længere afgørelser ved dette bord.
command-two-players = »{ $word }« kan være mere end én spiller (pladserne { $seats }): skriv pladsnummeret.
command-out-of-turn-key = En melding uden for tur fra { $seat } er f, c eller r BELØB, ikke »{ $word }«.

cli-rules-follows = { $name } — følger { $follows }
cli-rules-chosen = valgt: { $value }
cli-rules-no-rule = { $file }: ingen regel »{ $rule }«; regler her: { $rules }

cli-verify-intact = { $file }: kæden er intakt, { $events } { $events ->
        [one] hændelse
       *[other] hændelser
    }, sidste hash { $hash }
cli-verify-intact-anchor = { $file }: kæden er intakt, { $events } { $events ->
        [one] hændelse
       *[other] hændelser
    }, sidste hash { $hash }, ankeret passer
cli-verify-scratch-pins = { $file }: PIN-koderne for { $names } er hashet med fejljagtens prøvepris: en fejljagts log, ikke et bords

cli-show-head = hånd { $hand } (id { $id }), dealerknap på plads { $button }, startet { $started } UTC
cli-show-operator = { $name } ({ $role ->
        [dealer] dealer
        [floor] floor
       *[other] revisor
    })
cli-show-seat = plads { $seat } { $name }: { $stack }
cli-show-chips = puljer [{ $pots }] chips [{ $stacks }]
cli-show-reason = begrundelse: { $reason }
cli-show-rake = rake { $rake }
cli-show-pot = pulje { $n }: { $amount } til { $awards }

cli-standings-title = Turnering nr. { $id } ({ $currency })
cli-standings-place = placering
cli-standings-name = navn
cli-standings-entries = indskud
cli-standings-rebuys = rebuys
cli-standings-add-ons = add-ons
cli-standings-stack = chips
cli-standings-prize = præmie
cli-standings-in = med
cli-standings-pool = buy-ins { $buy_ins } + rebuys { $rebuys } + add-ons { $add_ons } − gebyrer { $fees } = præmiepulje { $pool } = udbetalt { $paid } + til udbetaling { $to_pay }
cli-standings-rounding = afrunding: { $rounding }
cli-standings-rounding-rule = hver præmie rundet ned til et multiplum af { $unit } { $currency }, resten til { $remainder ->
        [top-down] placeringerne fra 1. placering og ned, en enhed hver
       *[first] 1. placering
    }; spillere med samme placering deler i enheder, den overskydende enhed først til { $ties ->
        [lowest] den laveste plads
       *[button] spilleren til venstre for dealerknappen
    }
cli-standings-paid-in = indbetalt
cli-standings-out-hand = hånd
cli-standings-out-at = ude (UTC)
cli-standings-deal = Deal registreret { $at }, { $left } { $currency } tilbage at udbetale:
cli-standings-offer = Tal til en deal, { $left } { $currency } tilbage at udbetale:
cli-standings-seat = plads
cli-standings-chip-chop = efter chips
cli-standings-icm = ICM
cli-standings-agreed = aftalt
cli-standings-play-for = tilbage at spille om: { $play_for }
cli-standings-html-title = Udbetalingsliste · { $title }
cli-standings-html-prizes = Præmiestruktur
cli-standings-html-places = Placeringer
cli-standings-html-deal = Deal
cli-standings-html-money = Penge ind og ud

# Statuslinjer: hvad der tælles, efter »12/300«.
cli-progress-events = hændelser
cli-progress-files = filer
cli-progress-hands = hænder

cli-since-not-a-date = --since { $date }: forventede en dato som ÅÅÅÅ-MM-DD
cli-read-broken = { $file }: { $error }; intet læses fra en log, der ikke består kontrollen
cli-no-hand = { $file }: ingen hånd { $hand }

# `log hands`: tabulatorseparerede kolonner, ordene i hver.
cli-hands-hand = hånd { $hand }
cli-hands-button = dealerknap på plads { $button }
cli-hands-in-play = i spil

cli-anchor-not-a-seq = --expect { $anchor }: »{ $seq }« er ikke et hændelsesnummer
cli-anchor-not-a-hash = --expect { $anchor }: en hash er 64 hexadecimale tegn
cli-anchor-broken = { $file }: { $error }; intet anker fra en brudt log
cli-anchor-no-event = { $file }: ingen hændelse { $seq }; loggen slutter ved hændelse { $last }
cli-anchor-cut = { $file }: ankeret er ved hændelse { $seq }, men loggen slutter ved hændelse { $last }: dens ende er skåret af
cli-anchor-rewritten = { $file }: hændelse { $seq } har hash { $found }, ikke ankerets { $hash }: loggen er skrevet om

cli-export-time-zone = --time-zone { $zone }: ikke navnet på en tidszone som Europe/Copenhagen
cli-export-chip-value = --chip-value { $value }: ikke et beløb som 1, 0.25 eller 0.01
cli-export-max-seats = --max-seats { $seats }: et bord har 2 til 10 pladser

cli-import-closed = { $file }: lukkede en hånd, som en tidligere import kun skrev halvt
cli-import-recorded = { $file }: skrevet som hånd { $hand }
cli-import-refused = { $file }: ikke skrevet: { $error }
cli-import-skipped = sprang { $count } { $count ->
        [one] hånd
       *[other] hænder
    } over, som allerede er i loggen

cli-replay-summary = { $passed } bestået, { $failed } fejlet, { $unsupported } ikke understøttet

cli-rules-ok = { $file }: ok ({ $name }, følger { $follows })
cli-rules-note-option = { $file }: bemærk: rules.{ $id } er ikke i filen: standarden »{ $value }« ({ $cite }) bruges
cli-rules-note-text = { $file }: bemærk: rules.{ $id } er ikke i filen: teksten fra den medfølgende { $preset } bruges

# `room status`: én linje pr. bord, tabulatorseparerede kolonner.
cli-room-none = intet bord er synkroniseret til rummet endnu
cli-room-between-hands = mellem hænder
cli-room-hand-in-play = hånd { $hand } i spil
cli-room-no-players = ingen spillere
cli-room-events = { $events } { $events ->
        [one] hændelse
       *[other] hændelser
    }
cli-room-behind = ({ $behind } bagud)
cli-room-last-sync = sidst synkroniseret { $at } UTC
cli-room-never-synced = aldrig synkroniseret
cli-room-flagged = MARKERET: { $flag }
cli-room-cleared = fjernet af { $floor } { $at } UTC (loggens hændelse { $seq }, epoke { $epoch } derfra): { $reason }; flaget: { $flag }
cli-room-table = # bord { $table }
cli-room-broken = { $table }: kæden er brudt ved hændelse { $seq }: { $fault }
cli-room-epoch-intact = { $table } (epoke { $epoch }, før en markering blev fjernet): kæden er intakt, { $events } { $events ->
        [one] hændelse
       *[other] hændelser
    }, sidste hash { $hash }
cli-room-epoch-broken = { $table } (epoke { $epoch }): kæden er brudt ved hændelse { $seq }: { $fault }
cli-room-refused = { $table }: afvist hændelse { $seq } ({ $action }) sendt af { $sender }: { $reason }
cli-room-no-url = intet rum angivet: giv dets forbindelsesstreng, eller skriv room = "postgresql://…" i dealerdesk.toml
cli-room-copy = bord { $table } i rummet
cli-room-staff-added = { $name } er floor i rummet (ændring { $seq }, af { $role }, { $at }; hash { $hash })
cli-room-staff-removed = { $name } er ikke længere floor i rummet (ændring { $seq }, af { $role }, { $at }; hash { $hash })
cli-room-staff-none = rummet har ingen floorer
cli-room-staff-member = { $name }: tilføjet af { $role }, { $at } (ændring { $seq })
cli-room-staff-intact = floorer: kæden er intakt, { $changes } { $changes ->
        [one] ændring
       *[other] ændringer
    }, sidste hash { $hash }
cli-room-staff-broken = floorer: kæden er brudt ved ændring { $seq }: { $fault }
cli-room-staff-unfounded = floorer: ændring { $seq } om { $name } følger ikke af ændringerne før den
cli-room-staff-stranger = { $table }: { $name }, floor i bordets log (hændelse { $seq }), er ikke floor i rummet

cli-clear-no-table = { $file }: der er ikke givet ved noget bord i denne log
cli-clear-no-one = ingen ved navn { $name } i { $file }
cli-clear-pin = PIN for { $name }:
cli-clear-no-open-flag = { $table }: rummet viser ingen åben markering
cli-clear-cleared = { $table }: fjernede nr. { $id }: { $flag }
cli-clear-ruling = { $table }: afgørelsen er loggens hændelse { $seq } ({ $hash }); rummet tager loggen fra dens første hændelse som epoke { $epoch }

cli-sync-flagged = rum: dette bord er MARKERET: { $flags }
cli-sync-unsent = rum: { $state }; resten sendes ved næste start med --room

# Hvorfor `log import` ikke skrev en hånd.
cli-import-game = loggen giver { $log }, hånden er { $hand }
cli-import-action-refused = handling { $index } »{ $text }« afvist: { $why }
cli-import-seats = pladserne { $seats } går ikke rundt om bordet fra dealerknappens venstre side i spillernes rækkefølge
cli-import-unfinished = hånden er ikke spillet færdig
cli-import-stacks = efter denne logs regler ender hånden med chips { $replayed }, ikke de skrevne { $recorded }
cli-import-player-name = spiller { $player }: { $why }

cli-no-such-path = { $file }: ingen sådan fil eller mappe
cli-cannot-read = kan ikke læse { $file }
cli-cannot-read-folder = kan ikke læse mappen { $file }
cli-standings-not-a-tournament = { $file }: denne log er ikke en turnerings
cli-room-scratch = en arbejdsmappe til kopierne fra rummet
cli-clock-not-a-tournament = --clock er til en turnering: husregelfilen har ingen tournament-sektion
cli-phh-fault = { $file }: { $detail }
cli-error = fejl: { $detail }
entry-taken-back = taget tilbage af dealeren, der indtastede det
entry-voided = annulleret af flooren: { $action }
entry-corrected = rettet af flooren: { $action }, nu { $to }
# A house option's value in words (`value:` in a house file).
rule-option-value = { $value ->
        [each] hver spiller
        [big-blind] big blind for hele bordet
        [full-raise] kun et fuldt raise genåbner budrunden
        [any-raise] ethvert raise genåbner budrunden
        [never] loftet gælder altid
        [heads-up-before-cap] intet loft heads-up, medmindre loftet allerede var nået
        [round-starts-heads-up] intet loft, når budrunden starter heads-up
        [as-if-full] blinds tæller fuldt ud
        [as-posted] blinds tæller som postet
        [small-blind-as-big] lille blind tæller som stor blind
        [position] efter position
        [suit] efter kulør
        [contribution] del af hver spillers indskud
        [dead-main-pot] døde penge i hovedpuljen
        [side-pots-first] sidepuljerne viser først
        [earlier-discards] kun de smidte kort fra tidligere byt, dette byttes, når bunken stadig er for kort
        [others-current-discards] også de andre spilleres smidte kort fra dette bytte
        [usual] den sædvanlige rækkefølge
        [blind-first] blinden først
        [ante-first] anten først
        [recorded] hvert burn-kort indtastes
        [implicit] burn-kort indtastes ikke
        [two-with-chips-or-three] to handlinger med chips eller tre vilkårlige
        [two-players-acted] to spillere har meldt
        [face-up] hænderne vendes, når en spiller er all-in
        [at-showdown] hænderne vises ved showdown
        [burn-one] ét ekstra kort bliver burn-kort
        [misdeal] fejlgivning
        [redeal] giv om
        [set-aside] læg til side
        [floor-picks-burn] flooren vælger burn-kortet
        [first-left-of-button] første vinder til venstre for dealerknappen
        [high-card-in-hand] højeste kort efter kulør i hånden
        [high-card-all-cards] højeste kort efter kulør blandt alle spillerens kort
        [lowest-card] laveste kort efter kulør, es lavt
        [up-card] spiller som åbent kort
        [plays] kortet gælder
        [replaced] kortet erstattes
        [reshuffle] bland om og giv igen
        [restore-order] læg kortene tilbage i rækkefølge
        [scramble-draw] bland med billedsiden nedad og træk burn-kortet
        [big-bet-option] stort bet er tilladt
        [small-bet] lille bet gælder
        [called-hand] kun den callede hånd
        [any-hand] enhver hånd
        [dead] død dealerknap
        [moving] flyttende dealerknap
        [post] poster blinds med det samme
        [wait] venter på big blind
        [dealt-in] får kort med det samme
        [true] ja
        [false] nej
        [null] ingen
       *[other] { $value }
    }
cli-room-staff-entry-no-change = { $table }: loggens hændelse { $event } skriver rummets floorer efter ændring { $seq }, en ændring rummets kæde af floorer ikke har
cli-room-staff-entry-hash = { $table }: loggens hændelse { $event } skriver rummets floorer efter ændring { $seq } med hash { $hash }, som ikke er rummets hash for den ændring
cli-room-staff-entry-names = { $table }: loggens hændelse { $event } skriver rummets floorer efter ændring { $seq } som { $names }, ikke de floorer rummet havde da
cli-standings-chop-guaranteed = efter chips: hver spiller er først sikret { $amount } { $currency }, præmien for næste placering; resten deles efter chips
cli-standings-chop-over-first = { $name } (plads { $seat }): { $amount } { $currency } efter chips er mere, end 1. placering udbetaler ({ $first } { $currency })
entry-misdealt = { $action }: fejlgivning, kortene gives igen
cli-show-in-play = i spil: { $amount } i puljerne, denne rundes bets medregnet
cli-verify-signed = { $file }: hver floor-post er signeret ({ $entries } { $entries ->
    [one] signatur
   *[other] signaturer
}), hver nøgle registreret tilbage til den første floor, { $name } (nøgle { $key })
cli-verify-unsigned = { $file }: usigneret (ældre format): floorens poster har ingen signaturer, så loggen kan ikke bevise, hvem der afgjorde
cli-verify-no-floor = { $file }: ingen floor er registreret, så ingen floor-post er signeret
cli-anchor-other-floor = { $file }: den første floors nøgle er { $found }, ikke ankerets { $key }: loggen er skrevet om
cli-anchor-unsigned = { $file }: ankeret nævner den første floors nøgle { $key }, men loggen har ingen signeret floor: loggen er skrevet om
cli-no-step = { $file }: hånd { $hand } har intet trin { $step }; dens trin er 1 til { $steps }
cli-whatif-no-action = ingen handling at spille i stedet: angiv mindst én i PHH-notation (se docs/notation.md)

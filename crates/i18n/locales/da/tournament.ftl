# Afvisninger i turneringen: indskud, rebuy, add-on, uret, color-up og deal.

tournament-not-a-tournament = Ved dette bord spilles ingen turnering: husets regelfil har intet turneringsafsnit.
tournament-chips-at-entry = En plads i turneringen får startstakken: sit PLADS NAVN, uden chips.
tournament-chips-at-rebuy = Et rebuy i turneringen køber strukturens chips til dens pris: rebuy PLADS.
tournament-no-chips-at-cash-table = Ved et cashbord købes ind med chips: sit PLADS NAVN CHIPS.
tournament-still-in = { $name } er stadig med i turneringen.
tournament-registration-closed = Tilmeldingen lukkede efter niveau { $until }; uret står på niveau { $level }.
tournament-no-late-registration = Denne turnering tager ingen indskud, når den er begyndt.
tournament-no-re-entry = { $name } er ude, og denne turnering har ingen re-entry.
tournament-re-entry-limit = { $name } har taget re-entry { $limit } { $limit ->
        [one] gang
       *[other] gange
    }, det er grænsen.
tournament-no-rebuys = Denne turnering har ingen rebuys.
tournament-rebuy-period-over = Rebuys sluttede med niveau { $until }; uret står på niveau { $level }.
tournament-rebuy-above-limit = { $seat } har { $stack }, mere end en spiller højst må have for at tage rebuy: { $limit }.
tournament-rebuy-limit = { $seat } har taget rebuy { $limit } { $limit ->
        [one] gang
       *[other] gange
    }, det er grænsen.
tournament-no-add-on = Denne turnering har ingen add-on.
tournament-not-add-on-break = Add-on tages i pause { $break }, og den pause er ikke i gang.
tournament-add-on-taken = { $seat } har allerede taget add-on.
tournament-out = { $seat } er ude af turneringen.
tournament-during-hand = Rebuys, add-ons og color-ups sker mellem hænder, ikke under en.
tournament-clock-started = Uret er allerede startet.
tournament-clock-not-started = Uret er ikke startet.
tournament-clock-paused = Uret er allerede sat på pause.
tournament-clock-running = Uret kører og er ikke på pause.
tournament-clock-not-manual = Uret følger den rigtige tid: tick er for et manuelt ur.
tournament-clock-no-time = En ændring af uret på ingen tid.
tournament-clock-mode = Uret blev startet som { $logged ->
        [manual] manuelt ur
       *[other] ur efter den rigtige tid
    } og kan ikke blive { $asked ->
        [manual] manuelt
       *[other] et ur efter den rigtige tid
    }.
tournament-on-break = Turneringen holder pause { $break }: hænderne begynder igen, når den slutter.
tournament-colour-up-due = { $chip }-chipsene forlader spillet i pause { $break }: lav color-up før næste hånd.
tournament-no-such-colour-up = Strukturen har ingen color-up af { $chip }-chips.
tournament-colour-up-early = { $chip }-chipsene forlader spillet i pause { $break }, som ikke er kommet endnu.
tournament-coloured-up = { $chip }-chipsene har allerede fået color-up.
tournament-race-cards = Hver spiller med overskydende chips trækker ét kort for hver af dem: { $detail }.
tournament-race-missing = { $count ->
        [one] plads { $seats } skal trække
       *[other] pladserne { $seats } skal trække
    }
tournament-race-extra = { $count ->
        [one] plads { $seats } har ingen overskydende chips
       *[other] pladserne { $seats } har ingen overskydende chips
    }
tournament-drawn-twice = { $card } er trukket to gange.
tournament-race-card-count = { $seat } trækker { $due } { $due ->
        [one] kort
       *[other] kort
    }, ét for hver overskydende chip, ikke { $drew }.
tournament-not-out = { $seat } er ikke ude.
tournament-chop-players = En deal skal nævne hver tilbageværende spiller præcis én gang: { $detail }.
tournament-chop-missing = { $count ->
        [one] plads { $seats } er ikke nævnt præcis én gang
       *[other] pladserne { $seats } er ikke nævnt præcis én gang
    }
tournament-chop-extra = { $count ->
        [one] plads { $seats } er ikke længere med
       *[other] pladserne { $seats } er ikke længere med
    }
tournament-chop-sum = Dealen udbetaler { $sum } og lader { $play_for } stå til spil, men der er { $left } tilbage at udbetale.
tournament-chop-amount = { $seat } kan ikke få { $amount } i dealen: der er kun { $left } tilbage at udbetale.
tournament-chop-play-for = Dealen kan ikke lade { $amount } stå til spil: der er kun { $left } tilbage at udbetale.
tournament-chop-too-few = En deal kræver mindst to spillere tilbage.
tournament-deal-made = Der er allerede registreret en deal.
tournament-deal-ended = Dealen afsluttede turneringen: der er intet tilbage at spille om.
tournament-leave-with-chips = { $seat } har stadig { $stack } i chips: i en turnering bliver chips i spil, og en spiller går først uden chips eller som vinder.
tournament-over = Turneringen er slut: én spiller er tilbage.

# Én turnering på flere borde, ført af rummet (room tournament …).
event-not-a-tournament = Husets regelfil har ingen tournament-sektion: en turnering skal have sin struktur.
event-structure = Turneringens regelfil kan ikke længere læses: { $detail }
event-no-event = Der er ingen turnering { $event } i rummet.
event-exists = Turneringen { $event } er allerede i rummet.
event-drawn = Pladserne i { $event } er allerede trukket.
event-not-drawn = Pladserne i { $event } er ikke trukket endnu: træk dem først.
event-no-table = Turneringen { $event } har intet bord { $table }.
event-table-broken = Bord { $table } er brudt op: dets spillere sidder ved andre borde.
event-unread = Bord { $table } har spillet til og med hånd { $hand }, som rummet ikke har læst endnu: en floor-kommando læser den.
event-list-line = { $event } ({ $state ->
        [not-drawn] pladser ikke trukket
        [finished] slut
       *[playing] i gang
    }): { $left } af { $entries } { $entries ->
        [one] spiller
       *[other] spillere
    } tilbage, { $open } af { $tables } { $tables ->
        [one] bord
       *[other] borde
    } åbne.
event-list-none = Der er endnu ingen turnering i rummet.
event-no-room-to-break = Bord { $table } kan ikke brydes op: dets { $players } { $players ->
        [one] spiller
       *[other] spillere
    } skal have pladser, og de andre åbne borde har { $free } ledige.
event-not-at-table = { $player } sidder ikke ved bord { $table }.
event-no-seat = Bord { $table } har ingen plads { $seat }.
event-hand-again = Bord { $table } har allerede meldt hånd { $last }: hånd { $hand } kommer ikke efter den.
event-player-twice = { $player } er nævnt to gange.
event-chips-changed = Ved bord { $table } havde disse spillere { $before } { $before ->
        [one] chip
       *[other] chips
    }, og resultatet giver dem { $after }: en hånd flytter chips mellem spillere, den lægger aldrig nogen til eller tager nogen væk.
event-wait = Hand for hand: bord { $table } har spillet runde { $round } og venter på { $tables }.
event-too-many = { $players } { $players ->
        [one] spiller
       *[other] spillere
    } kan ikke være på { $seats } { $seats ->
        [one] plads
       *[other] pladser
    }.
event-same-table = To borde hedder { $table }.
event-same-entrant = { $player } er tilmeldt to gange.
event-too-few = En turnering skal have mindst to spillere.
event-no-tables = En turnering skal have mindst ét bord, og hvert bord mindst én plads.
event-fault-move = Flytning { $seq }: { $player } flyttede med { $moved } { $moved ->
        [one] chip
       *[other] chips
    }, men havde { $held }.
event-fault-result = Håndresultat { $seq } ændrede bordets chips fra { $before } til { $after }.
event-fault-out = Post { $seq }: { $player } røg ud med { $chips } { $chips ->
        [one] chip
       *[other] chips
    } tilbage.
event-fault-seat = { $player } sidder med { $seat } { $seat ->
        [one] chip
       *[other] chips
    }; flytninger og hænder giver { $history }.
event-fault-in-play = Bordene har { $at_tables } { $at_tables ->
        [one] chip
       *[other] chips
    }; indskuddene købte { $bought }.
event-created = Turneringen { $event } er i rummet: { $players } { $players ->
        [one] spiller
       *[other] spillere
    }, { $tables } { $tables ->
        [one] bord
       *[other] borde
    }, trækker fra seed { $seed }.
event-seat-drawn = { $player }: bord { $table }, plads { $seat }
event-out = { $player } er ude.
event-h4h-starts = Hand for hand fra nu af (TDA RP-8): hvert bord spiller én hånd og venter så på de andre; spillere, der ryger ud i samme runde, deler de placeringer, de dækker.
event-h4h-ends = Hand for hand er slut.
event-h4h-waiting = Hand for hand, runde { $round }: venter på { $tables }.
event-balance-due = Bordene skal balanceres: room tournament balance { $event }.
event-balanced = Bordene er i balance: ingen flytter.
event-final-table = Finalebord (TDA RP-9): hver spiller trækker en ny plads ved bord { $table }.
event-break = Bord { $table } brydes op (TDA 10-B): dets spillere trækker nye pladser.
event-balance = Balancering (TDA 11-A): spilleren, der står for den store blind, flytter til den dårligste position ved det korte bord.
event-move = { $player } flytter fra bord { $from }, plads { $from_seat }, til bord { $to }, plads { $seat }, med { $chips } { $chips ->
        [one] chip
       *[other] chips
    }.
event-place = { $place }. placering: { $players }
event-still-in = Stadig med: { $players }
event-chips-kept = Chips i spil stemmer: { $chips } { $chips ->
        [one] chip
       *[other] chips
    }; { $moves } { $moves ->
        [one] flytning
       *[other] flytninger
    } og { $results } { $results ->
        [one] håndresultat
       *[other] håndresultater
    } gennemspillet.
event-table-form = »{ $given }« er ikke et bord: skriv NAVN:PLADSER, f.eks. Red:9.
event-stack-form = »{ $given }« er ikke en stak: skriv SPILLER=CHIPS, f.eks. Ann=20000.
event-status = { $event }: { $left } af { $entries } { $entries ->
        [one] spiller
       *[other] spillere
    } tilbage, { $chips } { $chips ->
        [one] chip
       *[other] chips
    } i spil, { $open } af { $tables } { $tables ->
        [one] bord
       *[other] borde
    } åbne.
event-status-not-drawn = Pladserne er ikke trukket endnu.
event-status-clock = Uret startede { $at }.
event-status-level = Niveau { $level }: blinds { $small }/{ $big }, ante { $ante }; { $left } tilbage, næste periode starter { $next }.
event-status-on-break = Pause: { $left } tilbage, til { $next }.
event-status-broken = Bord { $table }: brudt op.
event-status-table = Bord { $table } ({ $count }): { $players }
tournament-move-during-hand = En spiller flyttes til et andet bord mellem hænder, ikke under en.
tournament-move-not-seated = { $seat }: { $name } sidder ikke der, så rummets flytning kan ikke tage spilleren derfra.
tournament-move-seated-here = { $seat }: { $name } sidder allerede ved dette bord; rummets flytning ville placere spilleren to gange.
tournament-move-not-left = { $name } har ikke forladt sit bord endnu: flytning { $move } placerer spilleren her, når det er sket.
event-fault-transfer = Flytning { $seq }: { $player } forlod det ene bord med { $left } { $left ->
        [one] chip
       *[other] chips
    } og blev placeret ved det andet med { $seated }.
event-fault-seated-before-left = Flytning { $seq }: bord { $table } placerede { $player }, før spillerens bord havde skrevet spilleren ud.
event-fault-seated-elsewhere = Flytning { $seq }: bord { $table } placerede { $player } på plads { $seat }, ikke hvor rummet sagde, eller for anden gang.
event-fault-logs-in-play = Bordenes logs holder { $at_tables } { $at_tables ->
        [one] chip
       *[other] chips
    } og flytninger endnu ikke placeret { $in_transit }; indskuddene købte { $bought }.
event-logs-kept = Bordenes logs stemmer: logs læst: { $logs }; flytninger endnu ikke placeret: { $pending }, chips i dem: { $chips }.
event-table-moved-out = Flytning { $move }: { $player } forlader plads { $seat } med { $chips } { $chips ->
        [one] chip
       *[other] chips
    } til bord { $to }, plads { $to_seat }.
event-table-moved-in = Flytning { $move }: { $player } sætter sig på plads { $seat } med { $chips } { $chips ->
        [one] chip
       *[other] chips
    }.
event-table-move-waiting = Flytning { $move }: { $player } kommer til plads { $seat }, når bord { $from } har skrevet spilleren ud.
event-table-move-refused = Flytning { $move } for { $player } er ikke skrevet: { $reason }
event-duration-form = »{ $given }« er ikke en tid: skriv f.eks. 20m, 90s eller 1h.
event-table-h4h-wait = Hand for hand: dette bord har spillet sin hånd og venter på bord { $tables } før den næste.
tournament-clock-more-than-left = Der er kun { $left } tilbage af det igangværende niveau eller den igangværende pause; at trække så meget fra ville afslutte det. Et skift til næste niveau beslutter flooren for sig.

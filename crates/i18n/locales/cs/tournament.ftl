# Odmítnutí v turnaji: vstupy, rebuy, add-on, hodiny, color-up a deal.

tournament-not-a-tournament = U tohoto stolu se nehraje turnaj: jeho soubor pravidel nemá oddíl turnaje.
tournament-chips-at-entry = Místo v turnaji dostává startovní stack: sit MÍSTO JMÉNO, bez žetonů.
tournament-chips-at-rebuy = Rebuy v turnaji kupuje žetony struktury za její cenu: rebuy MÍSTO.
tournament-no-chips-at-cash-table = U cash stolu se přisedá se žetony: sit MÍSTO JMÉNO ŽETONY.
tournament-still-in = { $name } je stále v turnaji.
tournament-registration-closed = Registrace skončila po levelu { $until }; hodiny jsou na levelu { $level }.
tournament-no-late-registration = Tento turnaj po začátku nepřijímá další vstupy.
tournament-no-re-entry = Hráč { $name } je z turnaje vyřazen a tento turnaj nemá re-entry.
tournament-re-entry-limit = Počet re-entry hráče { $name } je vyčerpán ({ $limit }×), víc nejde.
tournament-no-rebuys = Tento turnaj nemá rebuy.
tournament-rebuy-period-over = Rebuye skončily s levelem { $until }; hodiny jsou na levelu { $level }.
tournament-rebuy-above-limit = { $seat } má { $stack }, víc než { $limit }: rebuy je povolen jen s tolika žetony nebo méně.
tournament-rebuy-limit = { $seat } už má { $limit }× rebuy, víc nejde.
tournament-no-add-on = Tento turnaj nemá add-on.
tournament-not-add-on-break = Add-on se bere o { $break }. přestávce a ta teď není.
tournament-add-on-taken = { $seat } už add-on má.
tournament-out = { $seat } už v turnaji nehraje.
tournament-during-hand = Rebuy, add-on a color-up se dělají mezi hrami, ne během hry.
tournament-clock-started = Hodiny už běží.
tournament-clock-not-started = Hodiny ještě nebyly spuštěny.
tournament-clock-paused = Hodiny už stojí.
tournament-clock-running = Hodiny běží, nestojí.
tournament-clock-not-manual = Hodiny jdou podle skutečného času: tick je pro ruční hodiny.
tournament-clock-no-time = Změna hodin o žádný čas.
tournament-clock-mode = Hodiny byly spuštěny jako { $logged ->
        [manual] ruční
       *[other] hodiny podle skutečného času
    } a nelze je přepnout na { $asked ->
        [manual] ruční
       *[other] skutečný čas
    }.
tournament-on-break = Turnaj má { $break }. přestávku: hry začnou znovu po jejím konci.
tournament-colour-up-due = Žetony hodnoty { $chip } odcházejí ze hry o { $break }. přestávce: před další hrou je nutný color-up.
tournament-no-such-colour-up = Struktura nemá color-up žetonů hodnoty { $chip }.
tournament-colour-up-early = Žetony hodnoty { $chip } odcházejí o { $break }. přestávce a ta ještě nenastala.
tournament-coloured-up = Žetony hodnoty { $chip } už prošly color-upem.
tournament-race-cards = Každý hráč s lichými žetony táhne za každý z nich jednu kartu: { $detail }.
tournament-race-missing = { $count ->
        [one] místo { $seats } musí táhnout
        [few] místa { $seats } musí táhnout
        [many] místa { $seats } musí táhnout
       *[other] místa { $seats } musí táhnout
    }
tournament-race-extra = { $count ->
        [one] místo { $seats } nemá liché žetony
        [few] místa { $seats } nemají liché žetony
        [many] místa { $seats } nemají liché žetony
       *[other] místa { $seats } nemají liché žetony
    }
tournament-drawn-twice = { $card } je tažena dvakrát.
tournament-race-card-count = { $seat } táhne { $due } { $due ->
        [one] kartu
        [few] karty
        [many] karty
       *[other] karet
    }, jednu za každý lichý žeton, ne { $drew }.
tournament-not-out = { $seat } je stále v turnaji.
tournament-chop-players = Deal musí jmenovat každého zbývajícího hráče právě jednou: { $detail }.
tournament-chop-missing = { $count ->
        [one] místo { $seats } není jmenováno právě jednou
        [few] místa { $seats } nejsou jmenována právě jednou
        [many] místa { $seats } nejsou jmenována právě jednou
       *[other] místa { $seats } nejsou jmenována právě jednou
    }
tournament-chop-extra = { $count ->
        [one] místo { $seats } už nehraje
        [few] místa { $seats } už nehrají
        [many] místa { $seats } už nehrají
       *[other] místa { $seats } už nehrají
    }
tournament-chop-sum = Deal vyplácí { $sum } a nechává { $play_for } ke hře, ale k výplatě zbývá { $left }.
tournament-chop-amount = { $seat } nemůže v dealu dostat { $amount }: k výplatě zbývá jen { $left }.
tournament-chop-play-for = Deal nemůže nechat { $amount } ke hře: k výplatě zbývá jen { $left }.
tournament-chop-too-few = Deal potřebuje aspoň dva zbývající hráče.
tournament-deal-made = Deal už je zapsán.
tournament-deal-ended = Deal turnaj ukončil: už se nehraje o nic.
tournament-leave-with-chips = { $seat } má ještě žetony ({ $stack }): v turnaji žetony zůstávají ve hře a hráč odchází bez žetonů nebo jako vítěz.
tournament-over = Turnaj skončil: zbývá jeden hráč.

# Jeden turnaj na více stolech, vedený hernou (room tournament …).
event-not-a-tournament = Soubor pravidel herny nemá oddíl tournament: turnaj potřebuje svou strukturu.
event-structure = Soubor pravidel turnaje už nejde přečíst: { $detail }
event-no-event = V herně není turnaj { $event }.
event-exists = Turnaj { $event } už v herně je.
event-drawn = Místa turnaje { $event } už jsou vylosována.
event-not-drawn = Místa turnaje { $event } ještě nejsou vylosována: nejdřív je vylosujte.
event-no-table = Turnaj { $event } nemá stůl { $table }.
event-table-broken = Stůl { $table } byl zrušen: jeho hráči sedí u jiných stolů.
event-unread = Stůl { $table } odehrál hry až po hru { $hand }, kterou herna ještě nenačetla: načte ji příkaz floormana.
event-list-line = { $event } ({ $state ->
        [not-drawn] místa nevylosována
        [finished] skončil
       *[playing] hraje se
    }): zbývá { $left } z { $entries } { $entries ->
        [one] hráče
        [few] hráčů
        [many] hráče
       *[other] hráčů
    }, otevřené stoly: { $open } z { $tables }.
event-list-none = V herně zatím není žádný turnaj.
event-no-room-to-break = Stůl { $table } nelze zrušit: { $players ->
        [one] jeho { $players } hráč potřebuje místo
        [few] jeho { $players } hráči potřebují místa
        [many] jeho { $players } hráče potřebuje místa
       *[other] jeho { $players } hráčů potřebuje místa
    } a u ostatních otevřených stolů { $free ->
        [one] je volné { $free } místo
        [few] jsou volná { $free } místa
        [many] je volného { $free } místa
       *[other] je volných { $free } míst
    }.
event-not-at-table = { $player } nesedí u stolu { $table }.
event-no-seat = Stůl { $table } nemá místo { $seat }.
event-hand-again = Stůl { $table } už nahlásil hru { $last }: hra { $hand } nepřichází po ní.
event-player-twice = Hráč { $player } je uveden dvakrát.
event-chips-changed = U stolu { $table } měli tito hráči { $before } { $before ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    } a výsledek jim dává { $after }: hra žetony jen přesouvá mezi hráči, nikdy žádné nepřidá ani neubere.
event-wait = Hand for hand: stůl { $table } odehrál kolo { $round } a čeká na { $tables }.
event-too-many = { $players } { $players ->
        [one] hráč se nevejde
        [few] hráči se nevejdou
        [many] hráče se nevejde
       *[other] hráčů se nevejde
    } na { $seats } { $seats ->
        [one] místo
        [few] místa
        [many] místa
       *[other] míst
    }.
event-same-table = Dva stoly se jmenují { $table }.
event-same-entrant = Hráč { $player } je přihlášen dvakrát.
event-too-few = Turnaj potřebuje aspoň dva hráče.
event-no-tables = Turnaj potřebuje aspoň jeden stůl a každý stůl aspoň jedno místo.
event-fault-move = Přesun { $seq }: hráč { $player } přešel s { $moved } { $moved ->
        [one] žetonem
        [few] žetony
        [many] žetonu
       *[other] žetony
    }, ale měl { $held }.
event-fault-result = Výsledek hry { $seq } změnil žetony stolu z { $before } na { $after }.
event-fault-out = Záznam { $seq }: hráč { $player } je vyřazen, ač měl ještě { $chips } { $chips ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    }.
event-fault-seat = { $player } sedí s { $seat } { $seat ->
        [one] žetonem
        [few] žetony
        [many] žetonu
       *[other] žetony
    }; přesuny a hry dávají { $history }.
event-fault-in-play = Na stolech je { $at_tables } { $at_tables ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    }; vstupy nakoupily { $bought }.
event-created = Turnaj { $event } je v herně: { $players } { $players ->
        [one] hráč
        [few] hráči
        [many] hráče
       *[other] hráčů
    }, { $tables } { $tables ->
        [one] stůl
        [few] stoly
        [many] stolu
       *[other] stolů
    }, losuje se ze seedu { $seed }.
event-seat-drawn = { $player }: stůl { $table }, místo { $seat }
event-out = Hráč { $player } je vyřazen.
event-h4h-starts = Od teď se hraje hand for hand (TDA RP-8): každý stůl odehraje jednu hru a čeká na ostatní; hráči vyřazení v jednom kole se dělí o místa, která pokrývají.
event-h4h-ends = Hand for hand skončilo.
event-h4h-waiting = Hand for hand, kolo { $round }: čeká se na { $tables }.
event-balance-due = Stoly je třeba vyrovnat: room tournament balance { $event }.
event-balanced = Stoly jsou vyrovnané: nikdo se nepřesouvá.
event-final-table = Finálový stůl (TDA RP-9): každý hráč si losuje nové místo u stolu { $table }.
event-break = Stůl { $table } se ruší (TDA 10-B): jeho hráči si losují nová místa.
event-balance = Vyrovnání stolů (TDA 11-A): hráč, na kterého jde velký blind, se přesouvá na nejhorší pozici u kratšího stolu.
event-move = { $player } se přesouvá od stolu { $from }, místo { $from_seat }, ke stolu { $to }, místo { $seat }, s { $chips } { $chips ->
        [one] žetonem
        [few] žetony
        [many] žetonu
       *[other] žetony
    }.
event-place = { $place }. místo: { $players }
event-still-in = Ve hře: { $players }
event-chips-kept = Žetony ve hře sedí: { $chips } { $chips ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    }; přehráno přesunů: { $moves }, výsledků her: { $results }.
event-table-form = „{ $given }“ není stůl: pište JMÉNO:MÍSTA, např. Red:9.
event-stack-form = „{ $given }“ nejsou žetony hráče: pište HRÁČ=ŽETONY, např. Ann=20000.
event-status = { $event }: zbývá { $left } z { $entries } { $entries ->
        [one] hráče
        [few] hráčů
        [many] hráče
       *[other] hráčů
    }, ve hře je { $chips } { $chips ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    }, otevřené stoly: { $open } z { $tables }.
event-status-not-drawn = Místa ještě nejsou vylosována.
event-status-clock = Hodiny běží od { $at }.
event-status-level = Level { $level }: blindy { $small }/{ $big }, ante { $ante }; zbývá { $left }, další úsek začíná { $next }.
event-status-on-break = Přestávka: zbývá { $left }, do { $next }.
event-status-broken = Stůl { $table }: zrušen.
event-status-table = Stůl { $table } ({ $count }): { $players }
tournament-move-during-hand = Hráč se přesouvá k jinému stolu mezi hrami, ne během hry.
tournament-move-not-seated = { $seat }: hráč { $name } tam nesedí, takže ho přesun nařízený hernou odtud nemůže odvést.
tournament-move-seated-here = { $seat }: hráč { $name } už u tohoto stolu sedí; přesun nařízený hernou by ho posadil podruhé.
tournament-move-not-left = Hráč { $name } ještě neodešel od svého stolu: přesun { $move } ho sem posadí, až odejde.
event-fault-transfer = Přesun { $seq }: hráč { $player } měl při odchodu od jednoho stolu žetonů { $left }, u druhého stolu byl usazen s { $seated }.
event-fault-seated-before-left = Přesun { $seq }: stůl { $table } posadil hráče { $player } dřív, než ho jeho stůl zapsal jako odcházejícího.
event-fault-seated-elsewhere = Přesun { $seq }: stůl { $table } posadil hráče { $player } na místo { $seat }, ne tam, kam ho poslala herna, nebo podruhé.
event-fault-logs-in-play = Záznamy stolů drží žetonů: { $at_tables }, přesuny dosud neusazené: { $in_transit }; vstupy koupily: { $bought }.
event-logs-kept = Záznamy stolů souhlasí: přečtených záznamů: { $logs }; přesunů dosud neusazených: { $pending }, žetonů v nich: { $chips }.
event-table-moved-out = Přesun { $move }: { $player } odchází z místa { $seat } se žetony ({ $chips }) ke stolu { $to }, místo { $to_seat }.
event-table-moved-in = Přesun { $move }: { $player } usedá na místo { $seat } se žetony ({ $chips }).
event-table-move-waiting = Přesun { $move }: hráč { $player } přijde na místo { $seat }, až ho stůl { $from } zapíše jako odcházejícího.
event-table-move-refused = Přesun { $move } hráče { $player } není zapsán: { $reason }
event-duration-form = „{ $given }“ není čas: pište např. 20m, 90s nebo 1h.
event-table-h4h-wait = Hand for hand: tento stůl svou hru odehrál a před další čeká na stůl { $tables }.
tournament-clock-more-than-left = Do konce probíhajícího levelu nebo přestávky zbývá jen { $left }; ubrat tolik času by ho ukončilo. Posun na další level musí floor nařídit zvlášť.

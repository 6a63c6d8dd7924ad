# Elutasítások a versenyen: nevezés, rebuy, add-on, óra, color-up és deal.

tournament-not-a-tournament = Ennél az asztalnál nincs verseny: a házszabály-fájlnak nincs versenyrésze.
tournament-chips-at-entry = A versenyen a hely a kezdő stacket kapja: sit HELY NÉV, zseton nélkül.
tournament-chips-at-rebuy = A verseny rebuyja a struktúra zsetonjait veszi a struktúra áráért: rebuy HELY.
tournament-no-chips-at-cash-table = Cash asztalhoz zsetonnal lehet leülni: sit HELY NÉV ZSETON.
tournament-still-in = { $name } még versenyben van.
tournament-registration-closed = A regisztráció { ARTICLE($until) } { $until }. szint után lezárult; az óra { ARTICLE($level) } { $level }. szinten áll.
tournament-no-late-registration = Ez a verseny a kezdés után nem fogad nevezést.
tournament-no-re-entry = { $name } kiesett, és ezen a versenyen nincs re-entry.
tournament-re-entry-limit = { $name } már { $limit } alkalommal élt re-entryvel, ez a határ.
tournament-no-rebuys = Ezen a versenyen nincs rebuy.
tournament-rebuy-period-over = A rebuy { ARTICLE($until) } { $until }. szinttel véget ért; az óra { ARTICLE($level) } { $level }. szinten áll.
tournament-rebuy-above-limit = { ARTICLE($seat, capital: "yes") } { $seat } játékosa { $stack } zsetonnal rendelkezik, több mint { $limit }: rebuy csak ennyi vagy kevesebb zsetonnal kérhető.
tournament-rebuy-limit = { ARTICLE($seat, capital: "yes") } { $seat } játékosa már { $limit } alkalommal kért rebuyt, ez a határ.
tournament-no-add-on = Ezen a versenyen nincs add-on.
tournament-not-add-on-break = Az add-on { ARTICLE($break) } { $break }. szünetben kérhető, és az a szünet most nincs.
tournament-add-on-taken = { ARTICLE($seat, capital: "yes") } { $seat } játékosa már kérte az add-ont.
tournament-out = { ARTICLE($seat, capital: "yes") } { $seat } játékosa kiesett a versenyből.
tournament-during-hand = A rebuy, az add-on és a color-up leosztások között történik, leosztás közben nem.
tournament-clock-started = Az óra már elindult.
tournament-clock-not-started = Az óra még nem indult el.
tournament-clock-paused = Az óra már áll.
tournament-clock-running = Az óra jár, nem áll.
tournament-clock-not-manual = Az óra a valós időt követi: a tick kézi órához való.
tournament-clock-no-time = Nulla idejű óraváltoztatás.
tournament-clock-mode = Az óra { $logged ->
        [manual] kézi
       *[other] valós idejű
    } óraként indult, és nem lehet belőle { $asked ->
        [manual] kézi
       *[other] valós idejű
    } óra.
tournament-on-break = A verseny { ARTICLE($break) } { $break }. szünetnél tart: a leosztások a szünet végén folytatódnak.
tournament-colour-up-due = { ARTICLE($chip, capital: "yes") } { $chip } címletű zsetonok { ARTICLE($break) } { $break }. szünetben kikerülnek a játékból: a következő leosztás előtt color-up kell.
tournament-no-such-colour-up = A struktúrában nincs color-up { $chip } címletű zsetonra.
tournament-colour-up-early = { ARTICLE($chip, capital: "yes") } { $chip } címletű zsetonok { ARTICLE($break) } { $break }. szünetben kerülnek ki, és az még nem jött el.
tournament-coloured-up = { ARTICLE($chip, capital: "yes") } { $chip } címletű zsetonok color-upja már megtörtént.
tournament-race-cards = Minden maradék zsetonnal bíró játékos minden maradék zsetonjáért egy lapot húz: { $detail }.
tournament-race-missing = { $count ->
        [one] { ARTICLE($seats) } { $seats }. helynek húznia kell
       *[other] a helyeknek ({ $seats }) húzniuk kell
    }
tournament-race-extra = { $count ->
        [one] { ARTICLE($seats) } { $seats }. helynek nincs maradék zsetonja
       *[other] a helyeknek ({ $seats }) nincs maradék zsetonjuk
    }
tournament-drawn-twice = { ARTICLE($card, capital: "yes") } { $card } kétszer szerepel a húzásban.
tournament-race-card-count = { ARTICLE($seat, capital: "yes") } { $seat } játékosa { $due } lapot húz, minden maradék zsetonért egyet, nem { $drew } lapot.
tournament-not-out = { ARTICLE($seat, capital: "yes") } { $seat } játékosa nem esett ki.
tournament-chop-players = A dealnek minden megmaradt játékost pontosan egyszer kell megneveznie: { $detail }.
tournament-chop-missing = { $count ->
        [one] { ARTICLE($seats) } { $seats }. hely nincs pontosan egyszer megnevezve
       *[other] a helyek ({ $seats }) nincsenek pontosan egyszer megnevezve
    }
tournament-chop-extra = { $count ->
        [one] { ARTICLE($seats) } { $seats }. hely már nincs játékban
       *[other] a helyek ({ $seats }) már nincsenek játékban
    }
tournament-chop-sum = A deal { $sum } összeget fizet ki, és { $play_for } marad játékra, de { $left } a kifizetendő.
tournament-chop-amount = { ARTICLE($seat, capital: "yes") } { $seat } játékosa nem kaphat { $amount } összeget a dealben: csak { $left } a kifizetendő.
tournament-chop-play-for = A deal nem hagyhat { $amount } összeget játékra: csak { $left } a kifizetendő.
tournament-chop-too-few = A dealhez legalább két megmaradt játékos kell.
tournament-deal-made = Már van rögzített deal.
tournament-deal-ended = A deal véget vetett a versenynek: már nincs miért játszani.
tournament-leave-with-chips = { ARTICLE($seat, capital: "yes") } { $seat } játékosa még { $stack } zsetonnal rendelkezik: a versenyen a zsetonok játékban maradnak, játékos csak zseton nélkül vagy győztesként távozhat.
tournament-over = A verseny véget ért: egy játékos maradt.

# Egy verseny több asztalon, a terem vezeti (room tournament …).
event-not-a-tournament = A ház szabályfájljában nincs tournament szakasz: a versenynek kell a struktúrája.
event-structure = A verseny szabályfájlja már nem olvasható: { $detail }
event-no-event = A teremben nincs { $event } nevű verseny.
event-exists = { ARTICLE($event, capital: "yes") } { $event } verseny már a teremben van.
event-drawn = { ARTICLE($event, capital: "yes") } { $event } verseny helyeit már kisorsolták.
event-not-drawn = { ARTICLE($event, capital: "yes") } { $event } helyeit még nem sorsolták ki: előbb sorsolja ki őket.
event-no-table = { ARTICLE($event, capital: "yes") } { $event } versenynek nincs { $table } asztala.
event-table-broken = { ARTICLE($table, capital: "yes") } { $table } asztalt feloszlatták: játékosai más asztaloknál ülnek.
event-unread = { ARTICLE($table, capital: "yes") } { $table } asztal { ARTICLE($hand) } { $hand }. leosztásig játszott, ezt a terem még nem olvasta be: a floor egy parancsa beolvassa.
event-list-line = { $event } ({ $state ->
        [not-drawn] a helyek nincsenek kisorsolva
        [finished] véget ért
       *[playing] folyik
    }): { $entries } játékosból { $left } maradt, { $tables } asztalból { $open } nyitva.
event-list-none = A teremben még nincs verseny.
event-no-room-to-break = { ARTICLE($table, capital: "yes") } { $table } asztal nem oszlatható fel: { $players } játékosának hely kell, a többi nyitott asztalnál pedig { $free } üres hely van.
event-not-at-table = { $player } nem ül { ARTICLE($table) } { $table } asztalnál.
event-no-seat = { ARTICLE($table, capital: "yes") } { $table } asztalnak nincs { $seat }. helye.
event-hand-again = { ARTICLE($table, capital: "yes") } { $table } asztal már jelentette { ARTICLE($last) } { $last }. leosztást: { ARTICLE($hand) } { $hand }. leosztás nem utána következik.
event-player-twice = { $player } kétszer szerepel.
event-chips-changed = { ARTICLE($table, capital: "yes") } { $table } asztalnál ezeknek a játékosoknak { $before } zsetonjuk volt, az eredmény { $after } zsetont ad nekik: a leosztás csak a játékosok között mozgat zsetont, sosem tesz hozzá és sosem vesz el.
event-wait = Hand for hand: { ARTICLE($table) } { $table } asztal lejátszotta { ARTICLE($round) } { $round }. kört, és vár erre: { $tables }.
event-too-many = { $players } játékos nem fér el { $seats } helyen.
event-same-table = Két asztal neve { $table }.
event-same-entrant = { $player } kétszer nevezett.
event-too-few = A versenyhez legalább két játékos kell.
event-no-tables = A versenyhez legalább egy asztal kell, és minden asztalhoz legalább egy hely.
event-fault-move = { $seq }. áthelyezés: { $player } { $moved } zsetonnal ült át, de { $held } zsetonja volt.
event-fault-result = { ARTICLE($seq, capital: "yes") } { $seq }. leosztás eredménye az asztal zsetonjait { $before } helyett { $after } zsetonra változtatta.
event-fault-out = { $seq }. bejegyzés: { $player } kiesett, pedig még { $chips } zsetonja volt.
event-fault-seat = { $player } { $seat } zsetonnal ül; az áthelyezések és leosztások szerint { $history } zsetonja van.
event-fault-in-play = Az asztalokon { $at_tables } zseton van; a nevezések { $bought } zsetont vettek.
event-created = { ARTICLE($event, capital: "yes") } { $event } verseny a teremben van: { $players } játékos, { $tables } asztal, a sorsolás magja { $seed }.
event-seat-drawn = { $player }: { $table } asztal, { $seat }. hely
event-out = { $player } kiesett.
event-h4h-starts = Mostantól hand for hand (TDA RP-8): minden asztal egy leosztást játszik, aztán vár a többire; az egy körben kiesők osztoznak az általuk lefedett helyezéseken.
event-h4h-ends = A hand for hand véget ért.
event-h4h-waiting = Hand for hand, { $round }. kör: várunk erre: { $tables }.
event-balance-due = Az asztalokat ki kell egyenlíteni: room tournament balance { $event }.
event-balanced = Az asztalok kiegyenlítettek: senki sem ül át.
event-final-table = Döntő asztal (TDA RP-9): minden játékos új helyet húz { ARTICLE($table) } { $table } asztalnál.
event-break = { ARTICLE($table, capital: "yes") } { $table } asztal feloszlik (TDA 10-B): játékosai új helyet húznak.
event-balance = Kiegyenlítés (TDA 11-A): az a játékos, akire a nagy vak következik, a rövidebb asztal legrosszabb pozíciójába ül át.
event-move = { $player } átül { ARTICLE($from) } { $from } asztal { $from_seat }. helyéről { ARTICLE($to) } { $to } asztal { $seat }. helyére { $chips } zsetonnal.
event-place = { $place }. helyezés: { $players }
event-still-in = Még játékban: { $players }
event-chips-kept = A játékban lévő zsetonok rendben: { $chips } zseton; { $moves } áthelyezés és { $results } leosztás-eredmény visszajátszva.
event-table-form = „{ $given }” nem asztal: írja így: NÉV:HELYEK, pl. Red:9.
event-stack-form = „{ $given }” nem zsetonkészlet: írja így: JÁTÉKOS=ZSETON, pl. Ann=20000.
event-status = { $event }: { $entries } játékosból { $left } maradt, { $chips } zseton van játékban, { $tables } asztalból { $open } nyitva.
event-status-not-drawn = A helyeket még nem sorsolták ki.
event-status-clock = Az óra ekkor indult: { $at }.
event-status-level = { $level }. szint: vakok { $small }/{ $big }, ante { $ante }; hátravan { $left }, a következő szakasz kezdete: { $next }.
event-status-on-break = Szünet: hátravan { $left }, eddig: { $next }.
event-status-broken = { $table } asztal: feloszlatva.
event-status-table = { $table } asztal ({ $count }): { $players }
tournament-move-during-hand = Játékost másik asztalhoz leosztások között lehet áthelyezni, leosztás közben nem.
tournament-move-not-seated = { $seat }: { $name } nem ott ül, így a terem áthelyezése nem viheti el onnan.
tournament-move-seated-here = { $seat }: { $name } már ennél az asztalnál ül; a terem áthelyezése kétszer ültetné le.
tournament-move-not-left = { $name } még nem hagyta el az asztalát: { ARTICLE($move) } { $move }. áthelyezés akkor ülteti ide, ha már eljött.
event-fault-transfer = { $seq }. áthelyezés: { $player } { $left } zsetonnal hagyta el az egyik asztalt, és { $seated } zsetonnal ült le a másiknál.
event-fault-seated-before-left = { $seq }. áthelyezés: { ARTICLE($table) } { $table } asztal leültette { $player } játékost, mielőtt az asztala kiírta volna.
event-fault-seated-elsewhere = { $seq }. áthelyezés: { ARTICLE($table) } { $table } asztal { $player } játékost { ARTICLE($seat) } { $seat }. helyre ültette, nem oda, ahová a terem küldte, vagy másodszor.
event-fault-logs-in-play = Az asztalok naplóiban { $at_tables } zseton van, a még le nem ültetett áthelyezésekben { $in_transit }; a nevezések { $bought } zsetont vettek.
event-logs-kept = Az asztalok naplói egyeznek: olvasott naplók: { $logs }; még le nem ültetett áthelyezések: { $pending }, bennük zseton: { $chips }.
event-table-moved-out = { $move }. áthelyezés: { $player } { $chips } zsetonnal elhagyja { ARTICLE($seat) } { $seat }. helyet; új helye: { $to } asztal, { $to_seat }. hely.
event-table-moved-in = { $move }. áthelyezés: { $player } { $chips } zsetonnal leül { ARTICLE($seat) } { $seat }. helyre.
event-table-move-waiting = { $move }. áthelyezés: { $player } akkor jön { ARTICLE($seat) } { $seat }. helyre, ha { ARTICLE($from) } { $from } asztal kiírta.
event-table-move-refused = { $player } { $move }. áthelyezése nincs beírva: { $reason }
event-duration-form = „{ $given }” nem időtartam: írja így: 20m, 90s vagy 1h.
event-table-h4h-wait = Kézről kézre: ez az asztal lejátszotta a leosztását, és a következő előtt erre az asztalra vár: { $tables }.
tournament-clock-more-than-left = A folyó szintből vagy szünetből már csak { $left } van hátra; ennyi idő levonása véget vetne neki. A következő szintre lépést a floor külön rendeli el.

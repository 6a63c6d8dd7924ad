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
tournament-rebuy-above-limit = { $seat } { $stack } zsetonnal rendelkezik, több mint { $limit }: rebuy csak ennyi vagy kevesebb zsetonnal kérhető.
tournament-rebuy-limit = { $seat } már { $limit } alkalommal kért rebuyt, ez a határ.
tournament-no-add-on = Ezen a versenyen nincs add-on.
tournament-not-add-on-break = Az add-on { ARTICLE($break) } { $break }. szünetben kérhető, és az a szünet most nincs.
tournament-add-on-taken = { $seat } már kérte az add-ont.
tournament-out = { $seat } kiesett a versenyből.
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
tournament-drawn-twice = { $card } kétszer szerepel a húzásban.
tournament-race-card-count = { $seat } { $due } lapot húz, minden páratlan zsetonért egyet, nem { $drew } lapot.
tournament-not-out = { $seat } nem esett ki.
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
tournament-chop-amount = { $seat } nem kaphat { $amount } összeget a dealben: csak { $left } a kifizetendő.
tournament-chop-play-for = A deal nem hagyhat { $amount } összeget játékra: csak { $left } a kifizetendő.
tournament-chop-too-few = A dealhez legalább két megmaradt játékos kell.
tournament-deal-made = Már van rögzített deal.
tournament-deal-ended = A deal véget vetett a versenynek: már nincs miért játszani.
tournament-leave-with-chips = { $seat } még { $stack } zsetonnal rendelkezik: a versenyen a zsetonok játékban maradnak, játékos csak zseton nélkül vagy győztesként távozhat.
tournament-over = A verseny véget ért: egy játékos maradt.

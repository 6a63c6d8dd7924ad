refusal-not-your-turn = { $turn } következik, nem { $seat }.
refusal-betting-over = A licitkör véget ért: { $turn } megmutatja a lapjait, vagy muckba dobja őket.
refusal-dealer-next = Most nincs licit: az osztó oszt.
refusal-hand-over = A leosztás véget ért.
refusal-no-bring-in = Most nem kell bring-int tenni.
refusal-must-bring-in = { $seat } lapja a legalacsonyabb: bring-int kell tennie, vagy teljes tétre kiegészítenie.
refusal-bet-below-min = A { $to } { $to ->
        [one] zsetonos
       *[other] zsetonos
    } tét a minimum alatt van: a legkisebb tét { $min } { $min ->
        [one] zseton
       *[other] zseton
    }.
refusal-raise-below-min = A { $to } { $to ->
        [one] zsetonra
       *[other] zsetonra
    } emelés a minimum alatt van: legalább { $min } { $min ->
        [one] zsetonra
       *[other] zsetonra
    } kell emelni.
refusal-bet-above-max = A { $to } { $to ->
        [one] zsetonos
       *[other] zsetonos
    } tét a maximum felett van: a legnagyobb tét { $max } { $max ->
        [one] zseton
       *[other] zseton
    }.
refusal-raise-above-max = A { $to } { $to ->
        [one] zsetonra
       *[other] zsetonra
    } emelés a maximum felett van: legfeljebb { $max } { $max ->
        [one] zsetonra
       *[other] zsetonra
    } lehet emelni.
refusal-limit-exactly = Fixed limitben itt az összeg pontosan { $size } { $size ->
        [one] zseton
       *[other] zseton
    }, nem { $to }.
refusal-limit-choice = Fixed limitben itt az összeg { $small } vagy { $big } zseton, kis tét vagy nagy tét, nem { $to }.
refusal-no-raise = { $seat } legfeljebb megadhat.
refusal-muck-must-show = { $seat } lapjait kérték látni: színükkel felfelé az asztalra kell tenni őket.
refusal-muck-all-in = { $seat } nem dobhat muckba: egy játékos all-inben van, ezért a showdownnál minden kezet felfordítanak.
refusal-muck-not-now = { $seat } most nem dobhat muckba: a muck a showdownnál jön, az utolsó lap után.
refusal-duplicate-card = { $card } már kint van ebben a leosztásban.
refusal-by-rule = Elutasítva a(z) { $rule } szabály szerint ({ $cite }): { $text }

desk-no-hand = Nincs folyamatban leosztás.
desk-hand-in-play = Már folyik egy leosztás.
desk-no-player-to-act = Egy játékos sem következik.
desk-too-few-players = { $count ->
        [one] Csak egy játékos
       *[other] { $count } játékos
    } kaphat lapot; egy leosztáshoz kettő kell.
desk-not-dealt-in = { $seat } nem kap lapot.
desk-floor-only = A(z) „{ $action }” a floorra tartozik: a floor a PIN-kódjával és indoklással adja meg.
desk-no-reason = A floor döntéséhez indoklás kell.
desk-not-floor = Csak a floor dönthet.
desk-wrong-pin = Hibás floor PIN-kód.
desk-locked-out = Ez a floor { $wrong } hibás PIN-kód után { $until } UTC-ig zárolva van.
desk-nothing-to-void = A leosztásban nincs érvényteleníthető akció.
desk-nothing-to-correct = A leosztásban nincs javítható akció.
desk-no-ended-hand = Még nem volt javítható leosztás.
desk-seat-left = { $seat } elhagyta az asztalt: a zsetonjait a floor kézzel rendezi.
desk-chips-gone = { $seat } már nem rendelkezik azzal a { $chips } { $chips ->
        [one] zsetonnal
       *[other] zsetonnal
    }, amelyet a javítás visszavesz.
desk-nothing-to-take-back = Nincs mit visszavonni.
desk-no-unseen-cards = Most nem kell zárt lapot osztani.
desk-button-after-first-hand = A buttont a játék elején, az első leosztás előtt kell kijelölni.
desk-empty-seat = { $seat } üres.
desk-drawn-twice = { $card } kétszer lett húzva.
desk-no-draw = Nem húztak lapot.
desk-no-dealer-name = Az osztónak név kell.
desk-weak-pin = Ez a PIN-kód túl gyenge: { $detail }
desk-not-understood = Nem értem: „{ $entry }” ({ $detail }).
desk-failure = Az asztal ezt nem tudta végrehajtani: { $detail }

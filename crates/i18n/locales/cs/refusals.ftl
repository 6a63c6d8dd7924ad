refusal-not-your-turn = Na řadě je { $turn }, ne { $seat }.
refusal-betting-over = Sázení skončilo: { $turn } ukazuje karty, nebo je zahazuje do mucku.
refusal-dealer-next = Teď se nesází: krupiér rozdává.
refusal-hand-over = Hra skončila.
refusal-no-bring-in = Teď se žádný bring-in neplatí.
refusal-must-bring-in = { $seat } má nejnižší kartu a musí zaplatit bring-in, nebo doplnit na plnou sázku.
refusal-bet-below-min = Sázka na { $to } { $to ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    } je pod minimem: vsadit lze nejméně { $min } { $min ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    }.
refusal-raise-below-min = Navýšení na { $to } { $to ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    } je pod minimem: navýšit lze nejméně na { $min } { $min ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    }.
refusal-bet-above-max = Sázka na { $to } { $to ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    } je nad maximem: vsadit lze nejvýše { $max } { $max ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    }.
refusal-raise-above-max = Navýšení na { $to } { $to ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    } je nad maximem: navýšit lze nejvýše na { $max } { $max ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    }.
refusal-limit-exactly = Ve fixed-limitu je součet tady přesně { $size } { $size ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    }, ne { $to }.
refusal-limit-choice = Ve fixed-limitu je součet tady { $small } nebo { $big } žetonů, malá sázka nebo velká sázka, ne { $to }.
refusal-no-raise = { $seat } smí nejvýše dorovnat.
refusal-muck-must-show = Karty hráče { $seat } chtěl někdo vidět: musí je vyložit lícem nahoru.
refusal-muck-all-in = { $seat } nesmí zahodit karty do mucku: hráč je all-in, a tak se při showdownu otáčejí všechny karty lícem nahoru.
refusal-muck-not-now = { $seat } teď nesmí zahodit karty do mucku: muck přichází při showdownu, po poslední kartě.
refusal-duplicate-card = { $card } už v této hře je.
refusal-by-rule = Zamítnuto podle pravidla { $rule } ({ $cite }): { $text }

desk-no-hand = Neprobíhá žádná hra.
desk-hand-in-play = Hra už probíhá.
desk-no-player-to-act = Žádný hráč není na řadě.
desk-too-few-players = Rozdat lze { $count ->
        [one] jen jednomu hráči
        [few] { $count } hráčům
        [many] { $count } hráče
       *[other] { $count } hráčům
    }; hra potřebuje dva.
desk-not-dealt-in = { $seat } nedostává karty.
desk-floor-only = „{ $action }“ patří floormanovi: floorman to zadá se svým PINem a důvodem.
desk-no-reason = Rozhodnutí floormana potřebuje důvod.
desk-not-floor = Rozhodovat smí jen floorman.
desk-wrong-pin = Chybný PIN floormana.
desk-locked-out = Tento floorman je po { $wrong } chybných PINech zablokován do { $until } UTC.
desk-nothing-to-void = Ve hře není žádná akce ke zrušení.
desk-nothing-to-correct = Ve hře není žádná akce k opravě.
desk-no-ended-hand = Zatím se nehrála žádná hra k opravě.
desk-seat-left = { $seat } odešel od stolu: jeho žetony vyrovná floorman ručně.
desk-chips-gone = { $seat } už nemá { $chips } { $chips ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    }, které oprava bere zpět.
desk-nothing-to-take-back = Není co vzít zpět.
desk-no-unseen-cards = Teď se nerozdává žádná karta lícem dolů.
desk-button-after-first-hand = Button se určuje na začátku, před první hrou.
desk-empty-seat = { $seat } je prázdné.
desk-drawn-twice = { $card } je tažena dvakrát.
desk-no-draw = Nebyla tažena žádná karta.
desk-no-dealer-name = Krupiér potřebuje jméno.
desk-weak-pin = Tento PIN je příliš slabý: { $detail }
desk-not-understood = Nerozumím zadání „{ $entry }“ ({ $detail }).
desk-failure = Stůl to nemohl provést: { $detail }

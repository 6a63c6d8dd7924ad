reading-said-fold = { $seat } azt mondta: „bedobom”: bedobás.
reading-call-is-check = „Megadom”, amikor nincs mit megadni: check.
reading-said-call = „Megadom”: { $amount } megadása.
reading-said-check = „Check”: check.
reading-all-in-is-call = „All-in” { $stack } zsetonnal, nem több a megadásnál: megadás.
reading-nothing-is-check = Semmit nem tett ki, és nincs mit megadni: check.
reading-all-in-for-call = All-in { $total } zsetonnal: megadás.
reading-exact-call = { $total } zseton pontosan a megadás.
reading-oversized-call = Egyetlen zseton ({ $chip } címletű) { $call } zsetonos megadással szemben, „emelek” nélkül: megadás.
reading-every-chip = A kitett zsetonok ({ $chips }) mind kellenek { ARTICLE($call) } { $call } zsetonos megadáshoz (egy { $smallest } címletű nélkül kevés lenne): megadás.
reading-under-half-bet = A megadáson ({ $call }) felüli { $over } kevesebb a tét ({ $increment }) felénél: megadás.
reading-half-made-full = A megadáson ({ $call }) felüli { $over } legalább fele a legkisebb emelésnek ({ $increment }): teljes emeléssé kell kiegészíteni, { $to } zsetonra.
reading-under-half-raise = A megadáson ({ $call }) felüli { $over } kevesebb a legkisebb emelés ({ $increment }) felénél: megadás.
reading-undercall = { $total } kevesebb a megadáshoz kellő { $call } zsetonnál, { $heads-up ->
        [yes] heads-up
       *[no] a nyitó téttel szemben
    }: teljes megadásra kell kiegészíteni.
reading-bring-in = { $total } zseton a legalacsonyabb lappal ülőtől: { $bring-in } bring-in.
reading-bring-in-only = { $total } zseton a legalacsonyabb lappal ülőtől, aki nem egészíthet ki: { $bring-in } bring-in.
reading-completion = { $total } zseton a legalacsonyabb lappal ülőtől: kiegészítés { $to } zsetonra.
reading-half-completion = A bring-inen ({ $bring-in }) felüli { $over } legalább fele a kiegészítéshez kellő { $increment } zsetonnak: kiegészítéssé kell tenni, { $to } zsetonra.
reading-under-half-completion = A bring-inen ({ $bring-in }) felüli { $over } kevesebb a kiegészítéshez kellő { $increment } zseton felénél: bring-in.
reading-sized = { $seen }: { $made }.
reading-call-instead = { $seen }: { $check ->
        [yes] check
       *[no] megadás
    }. { $why }
seen-raise-to = „Emelek { $to } zsetonra”
seen-raise-nothing = „Emelek”, még kitett összeg nélkül
seen-raise-with = „Emelek” { $total } zsetonnal
seen-all-in = „All-in”
seen-single-chip = Egyetlen zseton ({ $chip } címletű), amikor nincs mit megadni, teljes értékű tét
seen-chips = { $total } zseton ({ $chips }), amikor nincs mit megadni, az összegükkel egyenlő tét
seen-half-bet = a megadáson ({ $call }) felüli { $over } legalább fele a tétnek ({ $increment }), és fixed limitben egy tétméret van
seen-full-raise = a megadáson ({ $call }) felüli { $over } legalább a legkisebb emelés ({ $increment })
seen-facing-call = { $total } zseton { $call } megadással szemben
made-to = { $wager ->
        [bet] tét
        [complete] kiegészítés
       *[raise] emelés
    } { $to } zsetonra
made-choice = { $wager ->
        [bet] a tét
        [complete] a kiegészítés
       *[raise] az emelés
    } { $small } vagy { $big } zsetonra szól, tehát { $to } zsetonra
made-exactly = fixed limitben { $wager ->
        [bet] a tét
        [complete] a kiegészítés
       *[raise] az emelés
    } pontosan { $to } zsetonra szól
made-up = kiegészítve a minimális { $wager ->
        [bet] tétre
        [complete] kiegészítésre
       *[raise] emelésre
    }, { $to } zsetonra
made-cut = csökkentve a maximális { $wager ->
        [bet] tétre
        [complete] kiegészítésre
       *[raise] emelésre
    }, { $to } zsetonra

reading-said-fold = { $seat }: „fold“, tedy položení karet.
reading-call-is-check = „Dorovnávám“ bez sázky k dorovnání je check.
reading-said-call = „Dorovnávám“: dorovnání { $amount }.
reading-said-check = „Check“: check.
reading-all-in-is-call = „All-in“ za { $stack }, ne víc než dorovnání: dorovnání.
reading-nothing-is-check = Nic nevloženo a není co dorovnat: check.
reading-all-in-for-call = All-in za { $total }: dorovnání.
reading-exact-call = { $total } v žetonech je přesně dorovnání.
reading-oversized-call = Jediný žeton { $chip } proti { $call } k dorovnání, bez slova „navyšuji“, je dorovnání.
reading-every-chip = Každý žeton z { $chips } je potřeba k dorovnání { $call } (bez jednoho { $smallest } to nestačí): dorovnání.
reading-under-half-bet = { $over } nad dorovnání { $call } je méně než polovina sázky { $increment }: dorovnání.
reading-half-made-full = { $over } nad dorovnání { $call } je aspoň polovina minimálního navýšení { $increment }: musí se doplnit na plné navýšení na { $to }.
reading-under-half-raise = { $over } nad dorovnání { $call } je méně než polovina minimálního navýšení { $increment }: dorovnání.
reading-undercall = { $total } je méně než { $call } k dorovnání, { $heads-up ->
        [yes] heads-up
       *[no] proti úvodní sázce
    }: musí se doplnit na plné dorovnání.
reading-bring-in = { $total } v žetonech od hráče s nejnižší kartou: bring-in { $bring-in }.
reading-bring-in-only = { $total } v žetonech od hráče s nejnižší kartou, který nesmí doplnit: bring-in { $bring-in }.
reading-completion = { $total } v žetonech od hráče s nejnižší kartou: doplnění na { $to }.
reading-half-completion = { $over } nad bring-in { $bring-in } je aspoň polovina z { $increment } k doplnění: musí se doplnit na { $to }.
reading-under-half-completion = { $over } nad bring-in { $bring-in } je méně než polovina z { $increment } k doplnění: bring-in.
reading-sized = { $seen }: { $made }.
reading-call-instead = { $seen }: { $check ->
        [yes] check
       *[no] dorovnání
    }. { $why }
seen-raise-to = „Navyšuji na { $to }“
seen-raise-nothing = „Navyšuji“ bez vložené částky
seen-raise-with = „Navyšuji“ s { $total } v žetonech
seen-all-in = „All-in“
seen-single-chip = Jediný žeton { $chip } bez sázky k dorovnání je sázka v jeho plné hodnotě
seen-chips = { $total } v žetonech ({ $chips }) bez sázky k dorovnání je sázka v jejich součtu
seen-half-bet = { $over } nad dorovnání { $call } je aspoň polovina sázky { $increment } a fixed-limit má jednu výši
seen-full-raise = { $over } nad dorovnání { $call } je aspoň minimální navýšení { $increment }
seen-facing-call = { $total } v žetonech proti { $call } k dorovnání
made-to = { $wager ->
        [bet] sázka
        [complete] doplnění
       *[raise] navýšení
    } na { $to }
made-choice = { $wager ->
        [bet] sázka
        [complete] doplnění
       *[raise] navýšení
    } je na { $small } nebo { $big }, tedy na { $to }
made-exactly = ve fixed-limitu je { $wager ->
        [bet] sázka
        [complete] doplnění
       *[raise] navýšení
    } přesně na { $to }
made-up = doplněno na minimální { $wager ->
        [bet] sázku
        [complete] doplnění
       *[raise] navýšení
    } na { $to }
made-cut = sníženo na maximální { $wager ->
        [bet] sázku
        [complete] doplnění
       *[raise] navýšení
    } na { $to }

reading-said-fold = Gracz { $seat }: „pas”, czyli pas.
reading-call-is-check = „Sprawdzam” bez zakładu do sprawdzenia to czekanie.
reading-said-call = „Sprawdzam”: sprawdzenie za { $amount }.
reading-said-check = „Czekam”: czekanie.
reading-all-in-is-call = „All-in” za { $stack }, nie więcej niż sprawdzenie: sprawdzenie.
reading-nothing-is-check = Nic nie wyłożono i nie ma zakładu do sprawdzenia: czekanie.
reading-all-in-for-call = All-in za { $total }: sprawdzenie.
reading-exact-call = { $total } w żetonach to dokładnie sprawdzenie.
reading-oversized-call = Pojedynczy żeton { $chip } przy { $call } do sprawdzenia, bez słowa „podbijam”, to sprawdzenie.
reading-every-chip = Każdy żeton z { $chips } jest potrzebny, by sprawdzić { $call } (bez jednego { $smallest } brakuje): sprawdzenie.
reading-under-half-bet = { $over } ponad sprawdzenie { $call } to mniej niż połowa zakładu { $increment }: sprawdzenie.
reading-half-made-full = { $over } ponad sprawdzenie { $call } to co najmniej połowa minimalnego podbicia { $increment }: trzeba uzupełnić do pełnego podbicia do { $to }.
reading-under-half-raise = { $over } ponad sprawdzenie { $call } to mniej niż połowa minimalnego podbicia { $increment }: sprawdzenie.
reading-undercall = { $total } to mniej niż { $call } do sprawdzenia, { $heads-up ->
        [yes] heads-up
       *[no] wobec zakładu otwierającego
    }: trzeba uzupełnić do pełnego sprawdzenia.
reading-bring-in = { $total } w żetonach od gracza z najniższą kartą: bring-in { $bring-in }.
reading-bring-in-only = { $total } w żetonach od gracza z najniższą kartą, który nie może uzupełnić: bring-in { $bring-in }.
reading-completion = { $total } w żetonach od gracza z najniższą kartą: uzupełnienie do { $to }.
reading-half-completion = { $over } ponad bring-in { $bring-in } to co najmniej połowa z { $increment } do uzupełnienia: trzeba uzupełnić do { $to }.
reading-under-half-completion = { $over } ponad bring-in { $bring-in } to mniej niż połowa z { $increment } do uzupełnienia: bring-in.
reading-sized = { $seen }: { $made }.
reading-call-instead = { $seen }: { $check ->
        [yes] czekanie
       *[no] sprawdzenie
    }. { $why }
seen-raise-to = „Podbijam do { $to }”
seen-raise-nothing = „Podbijam” bez wyłożonej kwoty
seen-raise-with = „Podbijam” z { $total } w żetonach
seen-all-in = „All-in”
seen-single-chip = Pojedynczy żeton { $chip } bez zakładu do sprawdzenia to zakład za jego pełną wartość
seen-chips = { $total } w żetonach ({ $chips }) bez zakładu do sprawdzenia to zakład za ich sumę
seen-half-bet = { $over } ponad sprawdzenie { $call } to co najmniej połowa zakładu { $increment }, a fixed limit ma jedną wysokość
seen-full-raise = { $over } ponad sprawdzenie { $call } to co najmniej minimalne podbicie { $increment }
seen-facing-call = { $total } w żetonach przy { $call } do sprawdzenia
made-to = { $wager ->
        [bet] zakład
        [complete] uzupełnienie
       *[raise] podbicie
    } do { $to }
made-choice = { $wager ->
        [bet] zakład
        [complete] uzupełnienie
       *[raise] podbicie
    } wynosi { $small } albo { $big }, więc do { $to }
made-exactly = w fixed limit { $wager ->
        [bet] zakład
        [complete] uzupełnienie
       *[raise] podbicie
    } wynosi dokładnie { $to }
made-up = uzupełnione do minimalnego { $wager ->
        [bet] zakładu
        [complete] uzupełnienia
       *[raise] podbicia
    } do { $to }
made-cut = zmniejszone do maksymalnego { $wager ->
        [bet] zakładu
        [complete] uzupełnienia
       *[raise] podbicia
    } do { $to }

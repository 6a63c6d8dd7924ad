reading-said-fold = { $seat } sagde »fold«: et fold.
reading-call-is-check = »Call« uden noget at calle er et check.
reading-said-call = »Call«: et call på { $amount }.
reading-said-check = »Check«: et check.
reading-all-in-is-call = »All-in« for { $stack }, ikke mere end et call: et call.
reading-nothing-is-check = Intet lagt frem og intet at calle: et check.
reading-all-in-for-call = All-in for { $total }: et call.
reading-exact-call = { $total } i chips er præcis et call.
reading-oversized-call = En enkelt { $chip }-chip over for { $call } at calle, uden »raise«, er et call.
reading-every-chip = Hver chip af { $chips } skal til for at calle { $call } (uden én { $smallest } er det for lidt): et call.
reading-under-half-bet = { $over } over callet på { $call } er mindre end halvdelen af bettet på { $increment }: et call.
reading-half-made-full = { $over } over callet på { $call } er mindst halvdelen af det mindste raise på { $increment }: det skal gøres til et fuldt raise til { $to }.
reading-under-half-raise = { $over } over callet på { $call } er mindre end halvdelen af det mindste raise på { $increment }: et call.
reading-undercall = { $total } er mindre end { $call } at calle, { $heads-up ->
        [yes] heads-up
       *[no] over for åbningsbettet
    }: det skal gøres til et fuldt call.
reading-bring-in = { $total } i chips fra spilleren med det laveste kort: bring-in på { $bring-in }.
reading-bring-in-only = { $total } i chips fra spilleren med det laveste kort, som ikke må fuldføre: bring-in på { $bring-in }.
reading-completion = { $total } i chips fra spilleren med det laveste kort: en fuldførelse til { $to }.
reading-half-completion = { $over } over bring-in på { $bring-in } er mindst halvdelen af fuldførelsens { $increment }: det skal gøres til en fuldførelse til { $to }.
reading-under-half-completion = { $over } over bring-in på { $bring-in } er mindre end halvdelen af fuldførelsens { $increment }: bring-in.
reading-sized = { $seen }: { $made }.
reading-call-instead = { $seen }: { $check ->
        [yes] et check
       *[no] et call
    }. { $why }
seen-raise-to = »Raise til { $to }«
seen-raise-nothing = »Raise« uden noget beløb lagt frem
seen-raise-with = »Raise« med { $total } i chips
seen-all-in = »All-in«
seen-single-chip = En enkelt { $chip }-chip uden noget at calle er et bet på hele dens værdi
seen-chips = { $total } i chips ({ $chips }) uden noget at calle er et bet på summen
seen-half-bet = { $over } over callet på { $call } er mindst halvdelen af bettet på { $increment }, og fixed limit har én størrelse
seen-full-raise = { $over } over callet på { $call } er mindst det mindste raise på { $increment }
seen-facing-call = { $total } i chips over for { $call } at calle
made-to = { $wager ->
        [bet] et bet
        [complete] en fuldførelse
       *[raise] et raise
    } til { $to }
made-choice = { $wager ->
        [bet] bettet
        [complete] fuldførelsen
       *[raise] raiset
    } er til { $small } eller { $big }, altså til { $to }
made-exactly = i fixed limit er { $wager ->
        [bet] bettet
        [complete] fuldførelsen
       *[raise] raiset
    } til præcis { $to }
made-up = gjort op til det mindste { $wager ->
        [bet] bet
        [complete] fuldførelse
       *[raise] raise
    } til { $to }
made-cut = skåret ned til det største { $wager ->
        [bet] bet
        [complete] fuldførelse
       *[raise] raise
    } til { $to }

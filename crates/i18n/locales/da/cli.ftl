cli-rules-follows = { $name } — følger { $follows }
cli-rules-chosen = valgt: { $value }
cli-rules-no-rule = { $file }: ingen regel »{ $rule }«; regler her: { $rules }

cli-verify-intact = { $file }: kæden er intakt, { $events } { $events ->
        [one] hændelse
       *[other] hændelser
    }, sidste hash { $hash }
cli-verify-intact-anchor = { $file }: kæden er intakt, { $events } { $events ->
        [one] hændelse
       *[other] hændelser
    }, sidste hash { $hash }, ankeret passer
cli-verify-scratch-pins = { $file }: PIN-koderne for { $names } er hashet med fejljagtens prøvepris: en fejljagts log, ikke et bords

cli-show-head = hånd { $hand } (id { $id }), dealerknap på plads { $button }, startet { $started }
cli-show-seat = { $pos } plads { $seat } { $name }: { $stack }
cli-show-chips = puljer [{ $pots }] chips [{ $stacks }]
cli-show-reason = begrundelse: { $reason }
cli-show-rake = rake { $rake }
cli-show-pot = pulje { $n }: { $amount } til { $awards }

cli-standings-title = Turnering nr. { $id } ({ $currency })
cli-standings-place = plads
cli-standings-name = navn
cli-standings-entries = entries
cli-standings-rebuys = rebuys
cli-standings-add-ons = add-ons
cli-standings-stack = chips
cli-standings-prize = præmie
cli-standings-in = med
cli-standings-pool = buy-ins { $buy_ins } + rebuys { $rebuys } + add-ons { $add_ons } − gebyrer { $fees } = præmiepulje { $pool } = udbetalt { $paid } + til udbetaling { $to_pay }
cli-standings-rounding = afrunding: { $rounding }

cli-rules-follows = { $name } — podle { $follows }
cli-rules-chosen = zvoleno: { $value }
cli-rules-no-rule = { $file }: pravidlo „{ $rule }“ tu není; pravidla: { $rules }

cli-verify-intact = { $file }: řetězec neporušen, { $events } { $events ->
        [one] událost
        [few] události
        [many] události
       *[other] událostí
    }, poslední hash { $hash }
cli-verify-intact-anchor = { $file }: řetězec neporušen, { $events } { $events ->
        [one] událost
        [few] události
        [many] události
       *[other] událostí
    }, poslední hash { $hash }, kotva souhlasí
cli-verify-scratch-pins = { $file }: PINy osob { $names } jsou hašovány se zkušební cenou hledání chyb: záznam z hledání chyb, ne ze stolu

cli-show-head = hra { $hand } (id { $id }), button na místě { $button }, začátek { $started }
cli-show-seat = { $pos } místo { $seat } { $name }: { $stack }
cli-show-chips = banky [{ $pots }] žetony [{ $stacks }]
cli-show-reason = důvod: { $reason }
cli-show-rake = rake { $rake }
cli-show-pot = bank { $n }: { $amount } pro { $awards }

cli-standings-title = Turnaj č. { $id } ({ $currency })
cli-standings-place = místo
cli-standings-name = jméno
cli-standings-entries = vstupy
cli-standings-rebuys = rebuye
cli-standings-add-ons = add-ony
cli-standings-stack = žetony
cli-standings-prize = výhra
cli-standings-in = hraje
cli-standings-pool = startovné { $buy_ins } + rebuye { $rebuys } + add-ony { $add_ons } − poplatky { $fees } = prizepool { $pool } = vyplaceno { $paid } + k výplatě { $to_pay }
cli-standings-rounding = zaokrouhlení: { $rounding }

cli-rules-follows = { $name } — alapja: { $follows }
cli-rules-chosen = választott: { $value }
cli-rules-no-rule = { $file }: nincs „{ $rule }” szabály; szabályok itt: { $rules }

cli-verify-intact = { $file }: a lánc ép, { $events } { $events ->
        [one] esemény
       *[other] esemény
    }, utolsó hash { $hash }
cli-verify-intact-anchor = { $file }: a lánc ép, { $events } { $events ->
        [one] esemény
       *[other] esemény
    }, utolsó hash { $hash }, a horgony egyezik
cli-verify-scratch-pins = { $file }: { $names } PIN-kódja a hibavadászat próbaköltségével van hash-elve: hibavadászat naplója, nem asztalé

cli-show-head = { $hand }. leosztás (id { $id }), button: { $button }. hely, kezdés { $started }
cli-show-seat = { $pos } { $seat }. hely { $name }: { $stack }
cli-show-chips = potok [{ $pots }] zsetonok [{ $stacks }]
cli-show-reason = indoklás: { $reason }
cli-show-rake = rake { $rake }
cli-show-pot = { $n }. pot: { $amount }, nyertes: { $awards }

cli-standings-title = Verseny #{ $id } ({ $currency })
cli-standings-place = hely
cli-standings-name = név
cli-standings-entries = nevezés
cli-standings-rebuys = rebuy
cli-standings-add-ons = add-on
cli-standings-stack = zseton
cli-standings-prize = díj
cli-standings-in = játékban
cli-standings-pool = buy-in { $buy_ins } + rebuy { $rebuys } + add-on { $add_ons } − díjak { $fees } = díjalap { $pool } = kifizetve { $paid } + kifizetendő { $to_pay }
cli-standings-rounding = kerekítés: { $rounding }

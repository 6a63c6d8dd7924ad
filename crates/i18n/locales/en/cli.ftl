# The command line's human output.
cli-rules-follows = { $name } — follows { $follows }
cli-rules-chosen = chosen: { $value }
cli-rules-no-rule = { $file }: no rule “{ $rule }”; rules here: { $rules }

cli-verify-intact = { $file }: chain intact, { $events } { $events ->
        [one] event
       *[other] events
    }, last hash { $hash }
cli-verify-intact-anchor = { $file }: chain intact, { $events } { $events ->
        [one] event
       *[other] events
    }, last hash { $hash }, anchor matches
cli-verify-scratch-pins = { $file }: the PINs of { $names } are hashed at the hunts' scratch cost: a hunt's log, not a table's

cli-show-head = hand { $hand } (id { $id }), button seat { $button }, started { $started }
cli-show-seat = { $pos } seat { $seat } { $name }: { $stack }
cli-show-chips = pots [{ $pots }] stacks [{ $stacks }]
cli-show-reason = reason: { $reason }
cli-show-rake = rake { $rake }
cli-show-pot = pot { $n }: { $amount } to { $awards }

cli-standings-title = Tournament #{ $id } ({ $currency })
cli-standings-place = place
cli-standings-name = name
cli-standings-entries = entries
cli-standings-rebuys = rebuys
cli-standings-add-ons = add-ons
cli-standings-stack = stack
cli-standings-prize = prize
cli-standings-in = in
cli-standings-pool = buy-ins { $buy_ins } + rebuys { $rebuys } + add-ons { $add_ons } - fees { $fees } = prize pool { $pool } = paid { $paid } + to pay { $to_pay }
cli-standings-rounding = rounding: { $rounding }

cli-rules-follows = { $name } — według { $follows }
cli-rules-chosen = wybrano: { $value }
cli-rules-no-rule = { $file }: nie ma zasady „{ $rule }”; zasady tutaj: { $rules }

cli-verify-intact = { $file }: łańcuch nienaruszony, { $events } { $events ->
        [one] zdarzenie
        [few] zdarzenia
        [many] zdarzeń
       *[other] zdarzenia
    }, ostatni hash { $hash }
cli-verify-intact-anchor = { $file }: łańcuch nienaruszony, { $events } { $events ->
        [one] zdarzenie
        [few] zdarzenia
        [many] zdarzeń
       *[other] zdarzenia
    }, ostatni hash { $hash }, kotwica się zgadza
cli-verify-scratch-pins = { $file }: PIN-y osób { $names } są haszowane z próbnym kosztem polowań na błędy: dziennik polowania, nie stołu

cli-show-head = rozdanie { $hand } (id { $id }), button na miejscu { $button }, początek { $started }
cli-show-seat = { $pos } miejsce { $seat } { $name }: { $stack }
cli-show-chips = pule [{ $pots }] żetony [{ $stacks }]
cli-show-reason = powód: { $reason }
cli-show-rake = rake { $rake }
cli-show-pot = pula { $n }: { $amount } dla { $awards }

cli-standings-title = Turniej nr { $id } ({ $currency })
cli-standings-place = miejsce
cli-standings-name = gracz
cli-standings-entries = wejścia
cli-standings-rebuys = rebuye
cli-standings-add-ons = add-ony
cli-standings-stack = żetony
cli-standings-prize = nagroda
cli-standings-in = gra
cli-standings-pool = wpisowe { $buy_ins } + rebuye { $rebuys } + add-ony { $add_ons } − opłaty { $fees } = pula nagród { $pool } = wypłacono { $paid } + do wypłaty { $to_pay }
cli-standings-rounding = zaokrąglenie: { $rounding }

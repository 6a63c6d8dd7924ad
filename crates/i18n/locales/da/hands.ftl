hand-high-card = højt kort, { $top }
hand-pair = et par { $first }
hand-two-pair = to par, { $first } og { $second }
hand-trips = tre ens, { $first }
hand-straight = straight, { $top } højest
hand-flush = flush, { $top } højest
hand-full-house = fuldt hus, { $first } over { $second }
hand-quads = fire ens, { $first }
hand-straight-flush = straight flush, { $top } højest
hand-royal-flush = royal flush
hand-low = { $ranks } low
hand-hi-lo = high: { $high }; low: { $low }
hand-floor = floorens afgørelse
rank-plural = { $rank ->
        [ace] esser
        [king] konger
        [queen] damer
        [jack] knægte
        [ten] tiere
        [nine] niere
        [eight] ottere
        [seven] syvere
        [six] seksere
        [five] femmere
        [four] firere
        [three] treere
       *[two] toere
    }
rank-high = { $rank ->
        [ace] es
        [king] konge
        [queen] dame
        [jack] knægt
        [ten] tier
        [nine] nier
        [eight] otter
        [seven] syver
        [six] sekser
        [five] femmer
        [four] firer
        [three] treer
       *[two] toer
    }

## Spillene, som en sætning nævner dem.

game-holdem = Hold'em
game-omaha = Omaha
game-stud = Seven Card Stud
game-razz = Razz
game-short-deck = Short Deck Hold'em
game-deuce-seven-single-draw = 2-7 Single Draw
game-deuce-seven-triple-draw = 2-7 Triple Draw
game-badugi = Badugi

## Hver variant efter sin kode, som bordets spillinje nævner den.

variant-name = { $code ->
    [NT] No-limit hold'em
    [PT] Pot-limit hold'em
    [FT] Limit hold'em
    [PO] Pot-limit Omaha
    [FO-8] Omaha hi/lo
    [F7S] Seven Card Stud
    [F7S-8] Stud hi/lo
    [FR] Razz
    [NS] Short Deck hold'em
    [N2L1D] No-limit 2-7 single draw
    [F2L3D] 2-7 triple draw
    [FB] Badugi
   *[other] { $code }
}

## A reviewed step: what was legal then, and how the engine took the entry.

review-why-head = Hånd { $hand }, trin { $step } af { $steps }: { $action }
review-why-to-act = I tur: { $name }
review-why-dealer-acts = I tur: dealeren
review-why-nobody-acts = I tur: ingen, hånden er slut
review-why-legal = Tilladt dengang: { $legal }
review-why-pot-limit-max = Pot-limit-maksimum: raise til { $max }
review-why-cap = Bets og raises i denne budrunde: { $made } af { $cap }, { $left } tilbage
review-why-not-reopened = Budrunden genåbnes ikke for { $players }, der har meldt; spillere, der endnu ikke har meldt, må raise til mindst { $to }.
review-why-taken-full = { $action }: { $wager ->
    [bet] et fuldt bet
    [complete] en fuld completion
   *[raise] et fuldt raise
}, budrunden er åben igen for alle.
review-why-taken-half-bet = { $action }: en all-in på mindst et halvt bet tæller som et fuldt raise, budrunden er åben igen for alle.
review-why-taken-short = { $action }: mindre end et fuldt raise: budrunden genåbnes ikke for { $players }, der har meldt; spillere, der endnu ikke har meldt, må raise til mindst { $to }.
review-why-taken-short-none = { $action }: mindre end et fuldt raise: det genåbner ikke budrunden for en spiller, der har meldt.

## A what-if beside the record.

whatif-head = Hvad nu hvis, hånd { $hand } fra trin { $step }: { $instead }, i stedet for: { $entry }
whatif-passed-over = Trin { $step } springes over, spilleren har foldet: { $action }
whatif-stop-refused = Trin { $step } i optegnelsen passer ikke længere: { $ruling } Hånden stopper her: hvad sker der nu?
whatif-stop-floor = Trin { $step } i optegnelsen er en floor-afgørelse ({ $entry }): hånden stopper her: hvad sker der nu?
whatif-ended = Hånden slutter før optegnelsen: { $unplayed ->
    [one] { $unplayed } optegnet trin spilles ikke.
   *[other] { $unplayed } optegnede trin spilles ikke.
}
whatif-player = { $name }: startede med { $start } · som optegnet { $recorded } ({ $recorded-change }) · hvad nu hvis { $whatif } ({ $whatif-change })
whatif-recorded-pots = Som optegnet: { $pots }
whatif-pots = Hvad nu hvis: { $pots }
whatif-pot = pulje { $n } på { $amount } til { $winners }
whatif-pot-open = pulje { $n } på { $amount }, endnu ikke tildelt

## The report of floor rulings.

rulings-title = Floor-afgørelser
rulings-count = { $count ->
    [0] Ingen floor-afgørelser.
    [one] { $count } floor-afgørelse.
   *[other] { $count } floor-afgørelser.
}
rulings-line = { $time } · { $table } · hånd { $hand } · { $floor }: { $ruling }
rulings-rules = Regel: { $rules }
rulings-reason = Begrundelse: { $reason }
rulings-chips = { $player }: { $before } → { $after }
rulings-col-time = Tid
rulings-col-table = Bord
rulings-col-hand = Hånd
rulings-col-floor = Floor
rulings-col-ruling = Afgørelse
rulings-col-rule = Regel
rulings-col-reason = Begrundelse
rulings-col-affected = Berørte spillere, chips før → efter

hand-high-card = vysoká karta do { $top }
hand-pair = dvojice { $first }
hand-two-pair = dvě dvojice, { $first } a { $second }
hand-trips = trojice { $first }
hand-straight = postupka do { $top }
hand-flush = flush do { $top }
hand-full-house = full house, trojice { $first } a dvojice { $second }
hand-quads = poker, čtveřice { $first }
hand-straight-flush = straight flush do { $top }
hand-royal-flush = royal flush
hand-low = Lo { $ranks }
hand-hi-lo = Hi: { $high }; Lo: { $low }
hand-floor = rozhodnutí floormana
# 2. pád množného čísla: dvojice králů, trojice es.
rank-plural = { $rank ->
        [ace] es
        [king] králů
        [queen] dam
        [jack] kluků
        [ten] desítek
        [nine] devítek
        [eight] osmiček
        [seven] sedmiček
        [six] šestek
        [five] pětek
        [four] čtyřek
        [three] trojek
       *[two] dvojek
    }
# 2. pád jednotného čísla: postupka do krále.
rank-high = { $rank ->
        [ace] esa
        [king] krále
        [queen] dámy
        [jack] kluka
        [ten] desítky
        [nine] devítky
        [eight] osmičky
        [seven] sedmičky
        [six] šestky
        [five] pětky
        [four] čtyřky
        [three] trojky
       *[two] dvojky
    }

## Hry, jak je věta jmenuje.

game-holdem = Hold'em
game-omaha = Omaha
game-stud = Seven Card Stud
game-razz = Razz
game-short-deck = Short Deck Hold'em
game-deuce-seven-single-draw = 2-7 Single Draw
game-deuce-seven-triple-draw = 2-7 Triple Draw
game-badugi = Badugi

## Každá varianta podle kódu, jak ji jmenuje řádek hry u stolu.

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

review-why-head = Hra { $hand }, krok { $step } z { $steps }: { $action }
review-why-to-act = Na tahu: { $name }
review-why-dealer-acts = Na tahu: krupiér
review-why-nobody-acts = Na tahu: nikdo, hra skončila
review-why-legal = Tehdy bylo možné: { $legal }
review-why-pot-limit-max = Maximum v pot-limitu: navýšení na { $max }
review-why-cap = Sázky a navýšení v tomto kole: { $made } z { $cap }, zbývá { $left }
review-why-not-reopened = Sázení se neotevírá hráčům { $players }, kteří už jednali; hráči, kteří ještě nejednali, smějí navýšit nejméně na { $to }.
review-why-taken-full = { $action }: plné { $wager ->
    [bet] vsazení
    [complete] doplnění
   *[raise] navýšení
}, sázení je znovu otevřené všem.
review-why-taken-half-bet = { $action }: all-in nejméně za polovinu sázky platí jako plné navýšení, sázení je znovu otevřené všem.
review-why-taken-short = { $action }: méně než plné navýšení: sázení se neotevírá hráčům { $players }, kteří už jednali; hráči, kteří ještě nejednali, smějí navýšit nejméně na { $to }.
review-why-taken-short-none = { $action }: méně než plné navýšení: neotevírá sázení hráči, který už jednal.

## A what-if beside the record.

whatif-head = Co kdyby, hra { $hand } od kroku { $step }: { $instead }, místo: { $entry }
whatif-passed-over = Krok { $step } přeskočen, hráč už je mimo hru: { $action }
whatif-stop-refused = Krok { $step } záznamu už nesedí: { $ruling } Hra se zde zastavuje: co bude dál?
whatif-stop-floor = Krok { $step } záznamu je zásah floormana ({ $entry }): hra se zde zastavuje: co bude dál?
whatif-ended = Hra skončí dřív než záznam: { $unplayed ->
    [one] { $unplayed } zaznamenaný krok se nehraje.
    [few] { $unplayed } zaznamenané kroky se nehrají.
    [many] { $unplayed } zaznamenaných kroků se nehraje.
   *[other] { $unplayed } zaznamenaných kroků se nehraje.
}
whatif-player = { $name }: na začátku { $start } · podle záznamu { $recorded } ({ $recorded-change }) · co kdyby { $whatif } ({ $whatif-change })
whatif-recorded-pots = Podle záznamu: { $pots }
whatif-pots = Co kdyby: { $pots }
whatif-pot = bank { $n } ve výši { $amount }: { $winners }
whatif-pot-open = bank { $n } ve výši { $amount }, dosud nepřidělen

## The report of floor rulings.

rulings-title = Rozhodnutí floormana
rulings-count = { $count ->
    [0] Žádné rozhodnutí floormana.
    [one] { $count } rozhodnutí floormana.
    [few] { $count } rozhodnutí floormana.
    [many] { $count } rozhodnutí floormana.
   *[other] { $count } rozhodnutí floormana.
}
rulings-line = { $time } · { $table } · hra { $hand } · { $floor }: { $ruling }
rulings-rules = Pravidlo: { $rules }
rulings-reason = Důvod: { $reason }
rulings-chips = { $player }: { $before } → { $after }
rulings-col-time = Čas
rulings-col-table = Stůl
rulings-col-hand = Hra
rulings-col-floor = Floorman
rulings-col-ruling = Rozhodnutí
rulings-col-rule = Pravidlo
rulings-col-reason = Důvod
rulings-col-affected = Dotčení hráči, žetony před → po

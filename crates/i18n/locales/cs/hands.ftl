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

hand-high-card = wysoka karta do { $top }
hand-pair = para { $first }
hand-two-pair = dwie pary, { $first } i { $second }
hand-trips = trójka { $first }
hand-straight = strit do { $top }
hand-flush = kolor do { $top }
hand-full-house = full, trójka { $first } i para { $second }
hand-quads = kareta { $first }
hand-straight-flush = poker do { $top }
hand-royal-flush = poker królewski
hand-low = low { $ranks }
hand-hi-lo = high: { $high }; low: { $low }
hand-floor = decyzja floora
# Dopełniacz liczby mnogiej: para króli, trójka asów.
rank-plural = { $rank ->
        [ace] asów
        [king] króli
        [queen] dam
        [jack] waletów
        [ten] dziesiątek
        [nine] dziewiątek
        [eight] ósemek
        [seven] siódemek
        [six] szóstek
        [five] piątek
        [four] czwórek
        [three] trójek
       *[two] dwójek
    }
# Dopełniacz liczby pojedynczej: strit do króla.
rank-high = { $rank ->
        [ace] asa
        [king] króla
        [queen] damy
        [jack] waleta
        [ten] dziesiątki
        [nine] dziewiątki
        [eight] ósemki
        [seven] siódemki
        [six] szóstki
        [five] piątki
        [four] czwórki
        [three] trójki
       *[two] dwójki
    }

## Gry, tak jak nazywa je zdanie.

game-holdem = Hold'em
game-omaha = Omaha
game-stud = Seven-Card Stud
game-razz = Razz
game-short-deck = Short Deck Hold'em
game-deuce-seven-single-draw = 2-7 Single Draw
game-deuce-seven-triple-draw = 2-7 Triple Draw
game-badugi = Badugi

## Każda odmiana według kodu, jak nazywa ją wiersz gry przy stole.

variant-name = { $code ->
    [NT] No-limit hold'em
    [PT] Pot-limit hold'em
    [FT] Limit hold'em
    [PO] Pot-limit Omaha
    [FO-8] Omaha hi/lo
    [F7S] Seven-Card Stud
    [F7S-8] Stud hi/lo
    [FR] Razz
    [NS] Short Deck hold'em
    [N2L1D] No-limit 2-7 single draw
    [F2L3D] 2-7 triple draw
    [FB] Badugi
   *[other] { $code }
}

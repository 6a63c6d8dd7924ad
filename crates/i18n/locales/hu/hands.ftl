hand-high-card = magas lap: { $top }
hand-pair = { $first }pár
hand-two-pair = két pár: { $first }pár és { $second }pár
hand-trips = drill: három { $first }
hand-straight = sor, legmagasabb lapja: { $top }
hand-flush = flush, legmagasabb lapja: { $top }
hand-full-house = full house: három { $first } és két { $second }
hand-quads = póker: négy { $first }
hand-straight-flush = színsor, legmagasabb lapja: { $top }
hand-royal-flush = royal flush
hand-low = { $ranks } low
hand-hi-lo = high: { $high }; low: { $low }
hand-floor = a floor döntése
# Szám után egyes szám (három király), párnál összetétel (királypár).
rank-plural = { $rank ->
        [ace] ász
        [king] király
        [queen] dáma
        [jack] bubi
        [ten] tízes
        [nine] kilences
        [eight] nyolcas
        [seven] hetes
        [six] hatos
        [five] ötös
        [four] négyes
        [three] hármas
       *[two] kettes
    }
rank-high = { $rank ->
        [ace] ász
        [king] király
        [queen] dáma
        [jack] bubi
        [ten] tízes
        [nine] kilences
        [eight] nyolcas
        [seven] hetes
        [six] hatos
        [five] ötös
        [four] négyes
        [three] hármas
       *[two] kettes
    }

## A játékok, ahogy egy mondat megnevezi őket.

game-holdem = Hold'em
game-omaha = Omaha
game-stud = Seven Card Stud
game-razz = Razz
game-short-deck = Short Deck Hold'em
game-deuce-seven-single-draw = 2-7 Single Draw
game-deuce-seven-triple-draw = 2-7 Triple Draw
game-badugi = Badugi

## Minden változat a kódja szerint, ahogy az asztal játéksora nevezi.

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

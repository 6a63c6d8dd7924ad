hand-high-card = magas lap, { $top }
hand-pair = egy pár, { $first }
hand-two-pair = két pár, { $first } és { $second }
hand-trips = drill, { $first }
hand-straight = sor, legmagasabb: { $top }
hand-flush = flush, legmagasabb: { $top }
hand-full-house = full house, { $first } és { $second }
hand-quads = póker, { $first }
hand-straight-flush = színsor, legmagasabb: { $top }
hand-royal-flush = royal flush
hand-low = { $ranks } low
hand-hi-lo = high: { $high }; low: { $low }
hand-floor = a floor döntése
# Szám után egyes szám: egy pár, király.
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

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

## A reviewed step: what was legal then, and how the engine took the entry.

review-why-head = { $hand }. leosztás, { $step }. lépés ({ $steps } közül): { $action }
review-why-to-act = Soron van: { $name }
review-why-dealer-acts = Soron van: az osztó
review-why-nobody-acts = Soron van: senki, a leosztás véget ért
review-why-legal = Akkor lehetséges volt: { $legal }
review-why-pot-limit-max = Pot-limit maximum: emelés, összesen { $max }
review-why-cap = Tétek és emelések ebben a licitkörben: { $made } / { $cap }, még { $left }
review-why-not-reopened = A licit nem nyílik újra ezeknek a játékosoknak, akik már léptek: { $players }; akik még nem léptek, legalább { $to } zsetonra emelhetnek.
review-why-taken-full = { $action }: teljes { $wager ->
    [bet] tét
    [complete] kiegészítés
   *[raise] emelés
}, a licit újra nyitva áll mindenkinek.
review-why-taken-half-bet = { $action }: a legalább fél tétnyi all-in teljes emelésnek számít, a licit újra nyitva áll mindenkinek.
review-why-taken-short = { $action }: kevesebb, mint teljes emelés: a licit nem nyílik újra ezeknek a játékosoknak, akik már léptek: { $players }; akik még nem léptek, legalább { $to } zsetonra emelhetnek.
review-why-taken-short-none = { $action }: kevesebb, mint teljes emelés: nem nyitja újra a licitet annak, aki már lépett.

## A what-if beside the record.

whatif-head = Mi lett volna, { $hand }. leosztás, { $step }. lépéstől: { $instead }, ehelyett: { $entry }
whatif-passed-over = { ARTICLE($step) } { $step }. lépés kimarad, a játékos már bedobott: { $action }
whatif-stop-refused = A felvétel { $step }. lépése már nem illik ide: { $ruling } A leosztás itt megáll: mi történjen?
whatif-stop-floor = A felvétel { $step }. lépése a floor döntése ({ $entry }): a leosztás itt megáll: mi történjen?
whatif-ended = A leosztás a felvétel vége előtt véget ér: { $unplayed } felvett lépés kimarad.
whatif-player = { $name }: kezdetben { $start } · a felvétel szerint { $recorded } ({ $recorded-change }) · mi lett volna { $whatif } ({ $whatif-change })
whatif-recorded-pots = A felvétel szerint: { $pots }
whatif-pots = Mi lett volna: { $pots }
whatif-pot = { $n }. pot, { $amount } zseton: { $winners }
whatif-pot-open = { $n }. pot, { $amount } zseton, még nem ítélték oda

## The report of floor rulings.

rulings-title = A floor döntései
rulings-count = { $count ->
    [0] Nincs floordöntés.
   *[other] { $count } floordöntés.
}
rulings-line = { $time } · { $table } · { $hand }. leosztás · { $floor }: { $ruling }
rulings-rules = Szabály: { $rules }
rulings-reason = Indoklás: { $reason }
rulings-chips = { $player }: { $before } → { $after }
rulings-col-time = Idő
rulings-col-table = Asztal
rulings-col-hand = Leosztás
rulings-col-floor = Floor
rulings-col-ruling = Döntés
rulings-col-rule = Szabály
rulings-col-reason = Indoklás
rulings-col-affected = Érintett játékosok, zseton előtte → utána

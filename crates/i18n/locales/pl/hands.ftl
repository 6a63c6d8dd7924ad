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

## A reviewed step: what was legal then, and how the engine took the entry.

review-why-head = Rozdanie { $hand }, krok { $step } z { $steps }: { $action }
review-why-to-act = Ruch: { $name }
review-why-dealer-acts = Ruch: krupier
review-why-nobody-acts = Ruch: nikt, rozdanie się skończyło
review-why-legal = Wtedy można było: { $legal }
review-why-pot-limit-max = Maksimum w pot-limit: podbicie do { $max }
review-why-cap = Zakłady i podbicia w tej rundzie: { $made } z { $cap }, zostało { $left }
review-why-not-reopened = Licytacja nie jest otwarta dla graczy { $players }, którzy już mieli ruch; gracze, którzy jeszcze nie mieli ruchu, mogą podbić co najmniej do { $to }.
review-why-taken-full = { $action }: { $wager ->
    [bet] pełny zakład
    [complete] pełne uzupełnienie
   *[raise] pełne podbicie
}, licytacja jest znów otwarta dla wszystkich.
review-why-taken-half-bet = { $action }: all-in za co najmniej połowę zakładu liczy się jako pełne podbicie, licytacja jest znów otwarta dla wszystkich.
review-why-taken-short = { $action }: mniej niż pełne podbicie: licytacja nie jest otwarta dla graczy { $players }, którzy już mieli ruch; gracze, którzy jeszcze nie mieli ruchu, mogą podbić co najmniej do { $to }.
review-why-taken-short-none = { $action }: mniej niż pełne podbicie: nie otwiera licytacji dla gracza, który już miał ruch.

## A what-if beside the record.

whatif-head = Co by było, rozdanie { $hand } od kroku { $step }: { $instead }, zamiast: { $entry }
whatif-passed-over = Krok { $step } pominięty, gracz spasował: { $action }
whatif-stop-refused = Krok { $step } zapisu już nie pasuje: { $ruling } Rozdanie zatrzymuje się tutaj: co dalej?
whatif-stop-floor = Krok { $step } zapisu to decyzja floora ({ $entry }): rozdanie zatrzymuje się tutaj: co dalej?
whatif-ended = Rozdanie kończy się przed końcem zapisu: { $unplayed ->
    [one] { $unplayed } zapisany krok nie zostaje rozegrany.
    [few] { $unplayed } zapisane kroki nie zostają rozegrane.
    [many] { $unplayed } zapisanych kroków nie zostaje rozegranych.
   *[other] { $unplayed } zapisanych kroków nie zostaje rozegranych.
}
whatif-player = { $name }: na początku { $start } · według zapisu { $recorded } ({ $recorded-change }) · co by było { $whatif } ({ $whatif-change })
whatif-recorded-pots = Według zapisu: { $pots }
whatif-pots = Co by było: { $pots }
whatif-pot = pula { $n } w wysokości { $amount }: { $winners }
whatif-pot-open = pula { $n } w wysokości { $amount }, jeszcze nieprzyznana

## The report of floor rulings.

rulings-title = Decyzje floora
rulings-count = { $count ->
    [0] Brak decyzji floora.
    [one] { $count } decyzja floora.
    [few] { $count } decyzje floora.
    [many] { $count } decyzji floora.
   *[other] { $count } decyzji floora.
}
rulings-line = { $time } · { $table } · rozdanie { $hand } · { $floor }: { $ruling }
rulings-rules = Przepis: { $rules }
rulings-reason = Powód: { $reason }
rulings-chips = { $player }: { $before } → { $after }
rulings-col-time = Czas
rulings-col-table = Stół
rulings-col-hand = Rozdanie
rulings-col-floor = Floor
rulings-col-ruling = Decyzja
rulings-col-rule = Przepis
rulings-col-reason = Powód
rulings-col-affected = Gracze, których dotyczy, żetony przed → po

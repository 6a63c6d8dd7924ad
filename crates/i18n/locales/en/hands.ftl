# The hand that won a pot, from the evaluator's category and deciding ranks.
# $first, $second: ranks as rank-plural says them; $top: as rank-high says it.

hand-high-card = high card, { $top }
hand-pair = pair of { $first }
hand-two-pair = two pair, { $first } and { $second }
hand-trips = three of a kind, { $first }
hand-straight = straight, { $top } high
hand-flush = flush, { $top } high
hand-full-house = full house, { $first } over { $second }
hand-quads = four of a kind, { $first }
hand-straight-flush = straight flush, { $top } high
hand-royal-flush = royal flush
hand-low = { $ranks } low
hand-hi-lo = high: { $high }; low: { $low }
hand-floor = floor ruling
rank-plural = { $rank ->
        [ace] aces
        [king] kings
        [queen] queens
        [jack] jacks
        [ten] tens
        [nine] nines
        [eight] eights
        [seven] sevens
        [six] sixes
        [five] fives
        [four] fours
        [three] threes
       *[two] deuces
    }
rank-high = { $rank ->
        [ace] ace
        [king] king
        [queen] queen
        [jack] jack
        [ten] ten
        [nine] nine
        [eight] eight
        [seven] seven
        [six] six
        [five] five
        [four] four
        [three] three
       *[two] deuce
    }

## The games, as a sentence names them.

game-holdem = Hold'em
game-omaha = Omaha
game-stud = Seven Card Stud
game-razz = Razz
game-short-deck = Short Deck Hold'em
game-deuce-seven-single-draw = 2-7 Single Draw
game-deuce-seven-triple-draw = 2-7 Triple Draw
game-badugi = Badugi

## Each variant by its code, as a table's game line names it.

variant-name = { $code ->
    [NT] No-limit hold'em
    [PT] Pot-limit hold'em
    [FT] Limit hold'em
    [PO] Pot-limit Omaha
    [FO-8] Omaha hi/lo
    [F7S] Seven card stud
    [F7S-8] Stud hi/lo
    [FR] Razz
    [NS] Short deck hold'em
    [N2L1D] No-limit 2-7 single draw
    [F2L3D] 2-7 triple draw
    [FB] Badugi
   *[other] { $code }
}

## A reviewed step: what was legal then, and how the engine took the entry.

review-why-head = Hand { $hand }, step { $step } of { $steps }: { $action }
review-why-to-act = To act: { $name }
review-why-dealer-acts = To act: the dealer
review-why-nobody-acts = To act: nobody, the hand is over
review-why-legal = Legal then: { $legal }
review-why-pot-limit-max = Pot-limit maximum: a raise to { $max }
review-why-cap = Bets and raises this round: { $made } of { $cap }, { $left } left
review-why-not-reopened = The betting is not reopened for { $players }, who have acted; players yet to act may raise to at least { $to }.
review-why-taken-full = { $action }: a full { $wager ->
    [bet] bet
    [complete] completion
   *[raise] raise
}, the betting is open again to all.
review-why-taken-half-bet = { $action }: an all-in of at least half a bet counts as a full raise, the betting is open again to all.
review-why-taken-short = { $action }: less than a full raise: the betting is not reopened for { $players }, who have acted; players yet to act may raise to at least { $to }.
review-why-taken-short-none = { $action }: less than a full raise: it does not reopen the betting for a player who has acted.

## A what-if beside the record.

whatif-head = What if, hand { $hand } from step { $step }: { $instead }, in place of: { $entry }
whatif-passed-over = Step { $step } passed over, the player has folded: { $action }
whatif-stop-refused = Step { $step } of the record no longer fits: { $ruling } The hand stops here: what happens next?
whatif-stop-floor = Step { $step } of the record is a floor entry ({ $entry }): the hand stops here: what happens next?
whatif-ended = The hand ends before the record does: { $unplayed ->
    [one] { $unplayed } recorded step is
   *[other] { $unplayed } recorded steps are
} not played.
whatif-player = { $name }: started with { $start } · as recorded { $recorded } ({ $recorded-change }) · what if { $whatif } ({ $whatif-change })
whatif-recorded-pots = As recorded: { $pots }
whatif-pots = What if: { $pots }
whatif-pot = pot { $n } of { $amount } to { $winners }
whatif-pot-open = pot { $n } of { $amount }, not yet awarded

## The report of floor rulings.

rulings-title = Floor rulings
rulings-count = { $count ->
    [0] No floor ruling.
    [one] { $count } floor ruling.
   *[other] { $count } floor rulings.
}
rulings-line = { $time } · { $table } · hand { $hand } · { $floor }: { $ruling }
rulings-rules = Rule: { $rules }
rulings-reason = Reason: { $reason }
rulings-chips = { $player }: { $before } → { $after }
rulings-col-time = Time
rulings-col-table = Table
rulings-col-hand = Hand
rulings-col-floor = Floor person
rulings-col-ruling = Ruling
rulings-col-rule = Rule
rulings-col-reason = Reason
rulings-col-affected = Players affected, chips before → after

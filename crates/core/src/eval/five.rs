//! Five cards by their shape: the ranks grouped into pairs, trips and quads
//! (`Shape`), the ranks ordered as a hand compares them, and whether they
//! run or share a suit. The lowball, badugi and short-deck evaluators build
//! their keys from it; each says what an ace counts as and which straights
//! there are.

use super::Category;
use crate::cards::Card;

/// How five ranks group, fewest matches first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(super) enum Shape {
    NoPair,
    Pair,
    TwoPair,
    Trips,
    FullHouse,
    Quads,
}

/// Five ranks grouped: the shape and the ranks in the order a hand compares
/// them (the biggest group first, then by rank, highest first). `ranks` are
/// the cards' values as the game counts them (an ace 1 or 14).
pub(super) fn grouped(mut ranks: [u8; 5]) -> (Shape, [u8; 5]) {
    let mut counts = [0u8; 15];
    for &r in &ranks {
        counts[usize::from(r)] += 1;
    }
    ranks.sort_unstable_by(|a, b| {
        counts[usize::from(*b)]
            .cmp(&counts[usize::from(*a)])
            .then(b.cmp(a))
    });
    let shape = match (counts[usize::from(ranks[0])], counts[usize::from(ranks[3])]) {
        (4, _) => Shape::Quads,
        (3, 2) => Shape::FullHouse,
        (3, _) => Shape::Trips,
        (2, 2) => Shape::TwoPair,
        (2, _) => Shape::Pair,
        _ => Shape::NoPair,
    };
    (shape, ranks)
}

/// What five cards make as a high hand, given whether they run and whether
/// they share a suit: the category as every high ranking names it.
pub(super) fn category(straight: bool, flush: bool, shape: Shape) -> Category {
    match (straight, flush, shape) {
        (true, true, _) => Category::StraightFlush,
        (_, _, Shape::Quads) => Category::FourOfAKind,
        (_, _, Shape::FullHouse) => Category::FullHouse,
        (_, true, _) => Category::Flush,
        (true, _, _) => Category::Straight,
        (_, _, Shape::Trips) => Category::ThreeOfAKind,
        (_, _, Shape::TwoPair) => Category::TwoPair,
        (_, _, Shape::Pair) => Category::Pair,
        (_, _, Shape::NoPair) => Category::HighCard,
    }
}

/// Ranks as players say them, highest first: `8-6-4-3-2`, `5-4-3-2-A`.
pub(super) fn rank_text(ranks: &[crate::cards::Rank]) -> String {
    let text: Vec<String> = ranks.iter().map(|r| r.to_char().to_string()).collect();
    text.join("-")
}

/// Whether five cards share one suit.
pub(super) fn is_flush(cards: &[Card; 5]) -> bool {
    cards.iter().all(|c| c.suit() == cards[0].suit())
}

/// The ranks packed highest first into one number, four bits each, under
/// `lead` (a category's strength): keys compare as the hands do.
pub(super) fn key(lead: u8, ranks: [u8; 5]) -> u32 {
    ranks
        .iter()
        .fold(u32::from(lead), |k, &r| k << 4 | u32::from(r))
}

/// The ranks of a key, as `key` packed them.
pub(super) fn key_ranks(key: u32) -> [u8; 5] {
    let mut ranks = [0u8; 5];
    for (i, r) in ranks.iter_mut().enumerate() {
        *r = (key >> (4 * (4 - i)) & 0xF) as u8;
    }
    ranks
}

/// Every choice of five of `cards` (five to seven), each once.
pub(super) fn fives(cards: &[Card]) -> impl Iterator<Item = [Card; 5]> + '_ {
    let n = cards.len();
    (0u32..1 << n)
        .filter(move |m| m.count_ones() == 5)
        .map(move |m| {
            let mut five = [cards[0]; 5];
            let chosen = (0..n).filter(|i| m >> i & 1 == 1);
            for (slot, i) in five.iter_mut().zip(chosen) {
                *slot = cards[i];
            }
            five
        })
}

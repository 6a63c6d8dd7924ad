//! High hands: [`HighRank`], [`eval_high`] and [`best_high_five`].

use std::fmt;

use super::category::Category;
use super::tables::{
    CARD_KEYS, FIRST_FLUSH_FLAG, FLUSH_FLAGS, HIGH_FIELD, HIGH_SHIFT, LOW_FIELD, RANKS_LEN,
    SUIT_BIAS, key_category, key_rank, tables,
};
use crate::cards::{Card, Rank};

/// Strength of a high hand: a greater value is a better hand; equal values tie.
/// There are exactly 7,462 distinct values over all 5-card hands, numbered 1
/// (7-5-4-3-2) to 7,462 (a royal flush).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HighRank(u16);

/// The lowest value of each category, weakest category first.
const CATEGORY_FLOOR: [u16; 9] = [1, 1278, 4138, 4996, 5854, 5864, 7141, 7297, 7453];

impl HighRank {
    /// The hand's category.
    pub fn category(self) -> Category {
        let above = CATEGORY_FLOOR
            .iter()
            .filter(|&&floor| self.0 >= floor)
            .count();
        Category::ALL[above.saturating_sub(1)]
    }

    /// The value, 1 (weakest) to 7,462 (a royal flush).
    pub fn value(self) -> u16 {
        self.0
    }

    /// The deciding ranks, most significant first, as indexes from 0 (deuce)
    /// to 12 (ace): a straight's or flush's top card, a full house's set then
    /// its pair, a pair then its kickers. `None` below five cards.
    pub fn deciding_ranks(self) -> Option<[u8; 5]> {
        let key = *usize::from(self.0)
            .checked_sub(1)
            .and_then(|i| tables().classes.get(i))?;
        Some(std::array::from_fn(|i| {
            (key_rank(key, i as u32) % 13) as u8
        }))
    }

    /// The deciding ranks as [`Rank`]s, most significant first, each once:
    /// a pair then its kickers, a full house's set then its pair, a
    /// straight's or flush's cards from the top. Empty below five cards.
    pub fn ranks(self) -> Vec<Rank> {
        let mut out: Vec<Rank> = Vec::with_capacity(5);
        for i in self.deciding_ranks().unwrap_or_default() {
            let rank = Rank::from_index(i);
            if !out.contains(&rank) {
                out.push(rank);
            }
        }
        out
    }
}

impl serde::Serialize for HighRank {
    /// `{"category": "full-house", "ranks": "K7"}`: the category and the
    /// deciding ranks, most significant first.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("HighRank", 2)?;
        st.serialize_field("category", &self.category())?;
        let ranks: String = self.ranks().iter().map(|r| r.to_char()).collect();
        st.serialize_field("ranks", &ranks)?;
        st.end()
    }
}

const RANK_NAMES: [&str; 13] = [
    "deuce", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen",
    "king", "ace",
];
const RANK_PLURALS: [&str; 13] = [
    "deuces", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens", "jacks",
    "queens", "kings", "aces",
];

impl fmt::Display for HighRank {
    /// Short lowercase words naming the hand's deciding ranks: `"full house,
    /// kings over sevens"`, `"straight, five high"`, `"pair of aces"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(&key) = usize::from(self.0)
            .checked_sub(1)
            .and_then(|i| tables().classes.get(i))
        else {
            return f.write_str("incomplete hand");
        };
        let rank = |i| key_rank(key, i) as usize % 13;
        let (name, plural) = (|i| RANK_NAMES[rank(i)], |i| RANK_PLURALS[rank(i)]);
        let category = key_category(key);
        match category {
            Category::StraightFlush if rank(0) == 12 => write!(f, "royal flush"),
            Category::StraightFlush | Category::Flush | Category::Straight => {
                write!(f, "{category}, {} high", name(0))
            }
            Category::FourOfAKind | Category::ThreeOfAKind => {
                write!(f, "{category}, {}", plural(0))
            }
            Category::FullHouse => write!(f, "{category}, {} over {}", plural(0), plural(1)),
            Category::TwoPair => write!(f, "{category}, {} and {}", plural(0), plural(1)),
            Category::Pair => write!(f, "pair of {}", plural(0)),
            Category::HighCard => write!(f, "{category}, {}", name(0)),
        }
    }
}

/// Ranks the best five-card high hand among 5, 6 or 7 distinct cards.
///
/// Any other count is a caller bug: debug builds panic; release builds give a
/// rank below every real hand for fewer than five cards and an unspecified rank
/// for more than seven.
#[inline]
pub fn eval_high(cards: &[Card]) -> HighRank {
    debug_assert!(
        (5..=7).contains(&cards.len()),
        "eval_high takes 5 to 7 cards, not {}",
        cards.len()
    );
    let tables = tables();
    let mut sum = SUIT_BIAS;
    let mut bits = 0;
    for card in cards {
        let key = &CARD_KEYS[usize::from(card.index() & 63)];
        sum += key.sum;
        bits |= key.bit;
    }
    let flushes = sum & FLUSH_FLAGS;
    if flushes != 0 {
        let suit = (flushes.trailing_zeros() - FIRST_FLUSH_FLAG) / 4;
        let ranks = (bits >> (16 * suit)) & 0x1FFF;
        return HighRank(tables.flush[ranks as usize]);
    }
    let base = tables.low_base[(sum & LOW_FIELD) as usize] as usize;
    let offset = usize::from(tables.high_index[((sum >> HIGH_SHIFT) & HIGH_FIELD) as usize]);
    HighRank(tables.ranks[(base + offset) & (RANKS_LEN - 1)])
}

/// The five cards that make the best high hand, in the order they are given.
/// Among equal choices it takes the first in lexicographic order of positions.
///
/// # Panics
///
/// If there are fewer than five cards.
pub fn best_high_five(cards: &[Card]) -> [Card; 5] {
    assert!(cards.len() >= 5, "best_high_five needs at least 5 cards");
    debug_assert!(cards.len() <= 7, "best_high_five takes 5 to 7 cards");
    let mut best = [cards[0], cards[1], cards[2], cards[3], cards[4]];
    let mut best_rank = eval_high(&best);
    for_each_five(cards.len(), |picks| {
        let hand = picks.map(|i| cards[i]);
        let rank = eval_high(&hand);
        if rank > best_rank {
            (best, best_rank) = (hand, rank);
        }
    });
    best
}

/// Calls `f` with every 5-element set of positions in `0..n`, in lexicographic order.
pub(super) fn for_each_five(n: usize, mut f: impl FnMut([usize; 5])) {
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    for e in d + 1..n {
                        f([a, b, c, d, e]);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::tables::CLASSES;
    use crate::eval::test_util::{SplitMix64, cards, every_five_card_hand, random_hand};
    use std::collections::HashMap;

    const CATEGORY_COUNTS_5: [u64; 9] = [
        1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40,
    ];

    /// Every card, as the evaluator sees it.
    fn deck() -> Vec<Card> {
        Card::deck().collect()
    }

    #[test]
    fn all_2_598_960_five_card_hands_give_7462_values_and_the_known_category_counts() {
        let mut seen = vec![false; CLASSES + 1];
        let mut per_category = [0u64; 9];
        every_five_card_hand(|hand| {
            let rank = eval_high(&hand);
            seen[usize::from(rank.value())] = true;
            per_category[rank.category() as usize] += 1;
        });
        assert!(!seen[0], "a five-card hand got no value");
        assert_eq!(seen.iter().filter(|&&s| s).count(), 7_462);
        assert_eq!(per_category, CATEGORY_COUNTS_5);
    }

    /// A plain reference: (category, deciding ranks), built by sorting rank
    /// groups by (size, rank) — written independently of the tables.
    fn naive_key(hand: &[Card; 5]) -> (Category, Vec<u8>) {
        let mut counts = [0u8; 13];
        for card in hand {
            counts[usize::from(card.rank().index())] += 1;
        }
        let mut groups: Vec<(u8, u8)> = (0..13u8)
            .filter(|&r| counts[usize::from(r)] > 0)
            .map(|r| (counts[usize::from(r)], r))
            .collect();
        groups.sort_unstable_by(|x, y| y.cmp(x));
        let ranks: Vec<u8> = groups.iter().map(|g| g.1).collect();
        let shape: Vec<u8> = groups.iter().map(|g| g.0).collect();
        let flush = hand.iter().all(|c| c.suit() == hand[0].suit());
        let straight_top = match ranks.as_slice() {
            [12, 3, 2, 1, 0] => Some(3),
            [top, .., bottom] if ranks.len() == 5 && top - bottom == 4 => Some(*top),
            _ => None,
        };
        match (straight_top, flush, shape.as_slice()) {
            (Some(top), true, _) => (Category::StraightFlush, vec![top]),
            (_, _, [4, 1]) => (Category::FourOfAKind, ranks),
            (_, _, [3, 2]) => (Category::FullHouse, ranks),
            (None, true, _) => (Category::Flush, ranks),
            (Some(top), false, _) => (Category::Straight, vec![top]),
            (_, _, [3, 1, 1]) => (Category::ThreeOfAKind, ranks),
            (_, _, [2, 2, 1]) => (Category::TwoPair, ranks),
            (_, _, [2, 1, 1, 1]) => (Category::Pair, ranks),
            _ => (Category::HighCard, ranks),
        }
    }

    #[test]
    fn five_card_order_matches_a_naive_reference_exhaustively() {
        let mut by_key: HashMap<(Category, Vec<u8>), HighRank> = HashMap::new();
        every_five_card_hand(|hand| {
            let rank = eval_high(&hand);
            let key = naive_key(&hand);
            assert_eq!(key.0, rank.category(), "{hand:?}");
            let known = *by_key.entry(key).or_insert(rank);
            assert_eq!(known, rank, "{hand:?}");
        });
        let mut pairs: Vec<_> = by_key.into_iter().collect();
        pairs.sort_unstable();
        assert_eq!(pairs.len(), 7_462);
        assert!(pairs.windows(2).all(|w| w[0].1 < w[1].1));
    }

    /// Seven-card category counts over all 133,784,560 hands. Slow in the test
    /// profile; run it with `cargo test --release -- --ignored seven_card`.
    #[test]
    #[ignore = "exhaustive over 133,784,560 hands; run in release"]
    fn seven_card_category_counts_over_all_hands() {
        let deck = deck();
        let mut per_category = [0u64; 9];
        let mut hand = [deck[0]; 7];
        for a in 0..52 {
            hand[0] = deck[a];
            for b in a + 1..52 {
                hand[1] = deck[b];
                for c in b + 1..52 {
                    hand[2] = deck[c];
                    for d in c + 1..52 {
                        hand[3] = deck[d];
                        for e in d + 1..52 {
                            hand[4] = deck[e];
                            for g in e + 1..52 {
                                hand[5] = deck[g];
                                for &card in &deck[g + 1..] {
                                    hand[6] = card;
                                    per_category[eval_high(&hand).category() as usize] += 1;
                                }
                            }
                        }
                    }
                }
            }
        }
        assert_eq!(
            per_category,
            [
                23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184,
                224_848, 41_584
            ]
        );
    }

    #[test]
    fn six_and_seven_cards_rank_as_their_best_five_card_subset() {
        let mut rng = SplitMix64(0x5EED_CAFE);
        for round in 0..20_000 {
            let hand = random_hand(&mut rng, 6 + round % 2);
            let mut best = HighRank(0);
            for_each_five(hand.len(), |picks| {
                best = best.max(eval_high(&picks.map(|i| hand[i])));
            });
            assert_eq!(eval_high(&hand), best, "{hand:?}");
            let five = best_high_five(&hand);
            assert_eq!(eval_high(&five), best, "{hand:?} -> {five:?}");
            assert!(five.iter().all(|c| hand.contains(c)));
        }
    }

    #[test]
    fn best_high_five_picks_the_making_cards() {
        let hand = cards("2c Ah Kh 9d Qh Jh Th");
        assert_eq!(best_high_five(&hand).to_vec(), cards("Ah Kh Qh Jh Th"));
        let hand = cards("Ks Kd 7s 7c 7h 2h Kc");
        assert_eq!(best_high_five(&hand).to_vec(), cards("Ks Kd 7s 7c Kc"));
    }

    #[test]
    fn known_hands_order_correctly() {
        let rank = |s| eval_high(&cards(s));
        assert!(rank("As 2d 3c 4h 5s") < rank("2d 3c 4h 5s 6d"));
        assert!(rank("As Ad Kc Kh 2s") < rank("2d 2c 2h 3s 4d"));
        assert!(rank("Ah Kh Qh Jh 9h") > rank("As Ks Qd Jc Ts"));
        assert!(rank("5h 5s 5d 4c 4h") < rank("2c 2d 2h 2s 3c"));
        assert_eq!(rank("As Kd Qc Jh 9s 3d 2c"), rank("Ac Kh Qs Jd 9h 4d 3c"));
        assert_eq!(rank("7c 5d 4h 3s 2c").value(), 1);
        assert_eq!(rank("Ts Js Qs Ks As").value(), 7_462);
        // A flush beats the straight also present in the same seven cards.
        assert_eq!(rank("9h 8h 7h 6h 2h Tc Jd").category(), Category::Flush);
    }

    #[test]
    fn category_follows_the_value_ranges() {
        let classes = &tables().classes;
        for value in 1..=7_462u16 {
            let key = classes[usize::from(value) - 1];
            assert_eq!(HighRank(value).category(), key_category(key), "{value}");
        }
    }

    #[test]
    fn displays_in_short_lowercase_words() {
        let shown = |s| eval_high(&cards(s)).to_string();
        assert_eq!(
            shown("Kh Kd 7s 7c 2h Ks 3d"),
            "full house, kings over sevens"
        );
        assert_eq!(shown("As 2d 3c 4h 5s Kd"), "straight, five high");
        assert_eq!(shown("As Ad 9c 4h 2s"), "pair of aces");
        assert_eq!(shown("As Ad 9c 9h 2s 2d"), "two pair, aces and nines");
        assert_eq!(shown("Ts Js Qs Ks As"), "royal flush");
        assert_eq!(shown("9d Td Jd Qd Kd"), "straight flush, king high");
        assert_eq!(shown("Jc 8c 6c 4c 3c 2d"), "flush, jack high");
        assert_eq!(shown("Qh Qd Qc Qs 3c"), "four of a kind, queens");
        assert_eq!(shown("6h 6d 6c As 3c"), "three of a kind, sixes");
        assert_eq!(shown("Ks 9d 7c 4h 2s"), "high card, king");
        assert_eq!(HighRank(0).to_string(), "incomplete hand");
        assert_eq!(Category::TwoPair.to_string(), "two pair");
    }
}

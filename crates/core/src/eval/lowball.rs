//! Lowball, where the lowest hand wins: ace-to-five without a qualifier
//! (razz: the ace low, straights and flushes not counted, any five cards
//! make a low) and deuce-to-seven (the 2-7 draws: the ace high only,
//! straights and flushes counted against the hand, so 7-5-4-3-2 of mixed
//! suits is the best). In both a pair is worse than any five distinct ranks.
//!
//! A greater rank is a better low, as for every evaluator here.

use std::cmp::Ordering;
use std::fmt;

use super::Category;
use super::five::{Shape, category, fives, grouped, is_flush, key, key_ranks, rank_text};
use crate::cards::{Card, Rank};

/// An ace-to-five low of five cards (razz): a greater value is a better
/// low; 5-4-3-2-A is the best.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AceFiveLow(u32);

/// A deuce-to-seven low of five cards: a greater value is a better low;
/// 7-5-4-3-2 of mixed suits is the best.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DeuceSevenLow(u32);

/// An ace counts one in ace-to-five.
fn ace_low(card: Card) -> u8 {
    match card.rank() {
        Rank::Ace => 1,
        r => r.index() + 2,
    }
}

/// An ace counts fourteen in deuce-to-seven.
fn ace_high(card: Card) -> u8 {
    card.rank().index() + 2
}

fn ace_five_key(five: &[Card; 5]) -> u32 {
    let (shape, ranks) = grouped(five.map(ace_low));
    key(shape as u8, ranks)
}

fn deuce_seven_key(five: &[Card; 5]) -> u32 {
    let (shape, ranks) = grouped(five.map(ace_high));
    let straight = shape == Shape::NoPair && ranks[0] - ranks[4] == 4;
    let category = category(straight, is_flush(five), shape);
    key(category as u8, ranks)
}

/// Ranks the best ace-to-five low of five to seven cards.
pub fn eval_ace_five_low(cards: &[Card]) -> AceFiveLow {
    debug_assert!((5..=7).contains(&cards.len()), "five to seven cards");
    AceFiveLow(
        fives(cards)
            .map(|f| ace_five_key(&f))
            .min()
            .unwrap_or(u32::MAX),
    )
}

/// Ranks the best deuce-to-seven low of five to seven cards.
pub fn eval_deuce_seven_low(cards: &[Card]) -> DeuceSevenLow {
    debug_assert!((5..=7).contains(&cards.len()), "five to seven cards");
    DeuceSevenLow(
        fives(cards)
            .map(|f| deuce_seven_key(&f))
            .min()
            .unwrap_or(u32::MAX),
    )
}

impl AceFiveLow {
    /// The five ranks as the hand compares them, highest first (a pair's
    /// rank before the others).
    pub fn ranks(self) -> [Rank; 5] {
        key_ranks(self.0).map(|r| Rank::from_index((r + 11) % 13))
    }

    /// Whether the five ranks are all different (no pair).
    pub fn is_unpaired(self) -> bool {
        self.0 >> 20 == Shape::NoPair as u32
    }
}

impl DeuceSevenLow {
    /// What the five cards make as a high hand (a straight or a flush counts
    /// against a deuce-to-seven low).
    pub fn category(self) -> Category {
        Category::ALL[(self.0 >> 20) as usize % Category::ALL.len()]
    }

    /// The five ranks as the hand compares them, highest first.
    pub fn ranks(self) -> [Rank; 5] {
        key_ranks(self.0).map(|r| Rank::from_index(r.saturating_sub(2)))
    }
}

/// The lower key is the better low.
impl Ord for AceFiveLow {
    fn cmp(&self, other: &Self) -> Ordering {
        other.0.cmp(&self.0)
    }
}

impl PartialOrd for AceFiveLow {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// The lower key is the better low.
impl Ord for DeuceSevenLow {
    fn cmp(&self, other: &Self) -> Ordering {
        other.0.cmp(&self.0)
    }
}

impl PartialOrd for DeuceSevenLow {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for AceFiveLow {
    /// `"8-6-4-3-A low"`; a paired hand names its ranks the same way.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&rank_text(&self.ranks()))?;
        f.write_str(" low")
    }
}

impl fmt::Display for DeuceSevenLow {
    /// `"7-5-4-3-2 low"`, or `"9-8-7-6-5 straight"` where the hand counts as one.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&rank_text(&self.ranks()))?;
        match self.category() {
            Category::HighCard => f.write_str(" low"),
            c => write!(f, " {c}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::eval::test_util::cards;

    fn razz(text: &str) -> AceFiveLow {
        eval_ace_five_low(&cards(text))
    }

    fn deuce(text: &str) -> DeuceSevenLow {
        eval_deuce_seven_low(&cards(text))
    }

    /// Every five-card hand of the deck, as indexes.
    fn every_five() -> impl Iterator<Item = [Card; 5]> {
        let deck: Vec<Card> = Card::deck().collect();
        let n = deck.len();
        let mut out = Vec::new();
        for a in 0..n {
            for b in a + 1..n {
                for c in b + 1..n {
                    for d in c + 1..n {
                        for e in d + 1..n {
                            out.push([deck[a], deck[b], deck[c], deck[d], deck[e]]);
                        }
                    }
                }
            }
        }
        out.into_iter()
    }

    #[test]
    fn razz_counts_the_ace_low_and_ignores_straights_and_flushes() {
        assert!(razz("5h 4h 3h 2h Ah") > razz("6c 4d 3h 2s Ac"));
        assert_eq!(razz("5h 4h 3h 2h Ah").to_string(), "5-4-3-2-A low");
        assert!(razz("6c 4d 3h 2s Ac") > razz("6c 5d 3h 2s Ac"));
        // Any unpaired hand beats a pair, however high.
        assert!(razz("Kc Qd Jh Ts 9c") > razz("Ac Ad 2h 3s 4c"));
        assert!(razz("Ac Ad 2h 3s 4c") > razz("2c 2d Ah 3s 4c"));
        // Seven cards: the best five, a pair left out.
        let seven = razz("Kc Kd 7h 5s 3c 2d Ah");
        assert_eq!(seven, razz("7h 5s 3c 2d Ah"));
        assert!(seven.is_unpaired());
        // Seven cards that must pair.
        let paired = razz("Kc Kd Qh Qs Jc Jd Th");
        assert!(!paired.is_unpaired());
        assert_eq!(paired.to_string(), "J-J-K-Q-T low");
    }

    #[test]
    fn every_five_card_hand_gives_6175_ace_to_five_lows() {
        let lows: HashSet<AceFiveLow> = every_five().map(|f| eval_ace_five_low(&f)).collect();
        assert_eq!(lows.len(), 6_175);
    }

    #[test]
    fn deuce_to_seven_counts_the_ace_high_and_straights_and_flushes_against() {
        assert_eq!(deuce("7h 5c 4d 3s 2h").to_string(), "7-5-4-3-2 low");
        assert!(deuce("7h 5c 4d 3s 2h") > deuce("7h 6c 4d 3s 2h"));
        // The wheel is no straight here: ace high, worse than any king.
        assert!(deuce("Kh Qc Jd 9s 8h") > deuce("Ah 2c 3d 4s 5h"));
        assert_eq!(deuce("Ah 2c 3d 4s 5h").category(), Category::HighCard);
        // A straight or a flush loses to a high-card hand and to a pair.
        assert!(deuce("2c 2d 3h 4s 5c") > deuce("8h 7c 6d 5s 4h"));
        assert_eq!(deuce("8h 7c 6d 5s 4h").category(), Category::Straight);
        assert!(deuce("Ah Kc Qd Js 9h") > deuce("7h 5h 4h 3h 2h"));
        assert_eq!(deuce("7h 5h 4h 3h 2h").to_string(), "7-5-4-3-2 flush");
    }

    #[test]
    fn every_five_card_hand_gives_7462_deuce_to_seven_lows() {
        let lows: HashSet<DeuceSevenLow> = every_five().map(|f| eval_deuce_seven_low(&f)).collect();
        assert_eq!(lows.len(), 7_462);
        let best = lows.iter().max().copied();
        assert_eq!(best, Some(deuce("7h 5c 4d 3s 2h")));
    }
}

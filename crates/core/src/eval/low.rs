//! Ace-to-five low, eight or better: [`LowRank`], [`eval_low8`] and [`best_low_five`].

use std::fmt;

use crate::cards::{Card, Rank};

/// An ace-to-five low that qualifies: five distinct ranks of eight or lower,
/// ace low, straights and flushes ignored. A greater `LowRank` is a better low,
/// so 5-4-3-2-A is the maximum and 8-7-6-5-4 the minimum.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LowRank(u8);

impl LowRank {
    /// Bit `i` set for each low rank in the hand (ace = 0, deuce = 1, … eight = 7).
    fn mask(self) -> u8 {
        !self.0
    }

    /// The five ranks, highest first, the ace last.
    pub fn ranks(self) -> Vec<Rank> {
        let mask = self.mask();
        (0..8u8)
            .rev()
            .filter(|p| mask >> p & 1 == 1)
            .map(|p| {
                if p == 0 {
                    Rank::Ace
                } else {
                    Rank::from_index(p - 1)
                }
            })
            .collect()
    }
}

impl serde::Serialize for LowRank {
    /// The five ranks, highest first: `"8643A"`.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let ranks: String = self.ranks().iter().map(|r| r.to_char()).collect();
        s.serialize_str(&ranks)
    }
}

impl fmt::Display for LowRank {
    /// The five ranks, highest first: `"8-6-4-3-2 low"`, `"5-4-3-2-A low"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mask = self.mask();
        let mut first = true;
        for position in (0..8).rev().filter(|p| mask >> p & 1 == 1) {
            if !first {
                f.write_str("-")?;
            }
            first = false;
            write!(f, "{}", char::from(b"A2345678"[position]))?;
        }
        f.write_str(" low")
    }
}

/// Position of a card in ace-to-five order (ace = 0, deuce = 1, … king = 12).
fn low_position(card: Card) -> u8 {
    (card.index() / 4 + 1) % 13
}

/// The five lowest distinct ranks of eight or lower, as a mask; `None` if there
/// are fewer than five. Taking the five lowest is best because lows compare from
/// the highest card down.
fn low_mask(cards: &[Card]) -> Option<u8> {
    let mut mask = 0u16;
    for &card in cards {
        mask |= 1 << (low_position(card) & 15);
    }
    let mut mask = (mask & 0xFF) as u8;
    while mask.count_ones() > 5 {
        mask &= !(0x80 >> mask.leading_zeros());
    }
    (mask.count_ones() == 5).then_some(mask)
}

/// Ranks the best eight-or-better ace-to-five low among 5 to 7 cards; `None`
/// when there is no qualifying low.
pub fn eval_low8(cards: &[Card]) -> Option<LowRank> {
    debug_assert!(
        (5..=7).contains(&cards.len()),
        "eval_low8 takes 5 to 7 cards"
    );
    low_mask(cards).map(|mask| LowRank(!mask))
}

/// The five cards that make the best qualifying low, highest low rank first (the
/// first card given of each rank); `None` when there is no qualifying low.
pub fn best_low_five(cards: &[Card]) -> Option<[Card; 5]> {
    let mask = low_mask(cards)?;
    let mut best = [cards[0]; 5];
    let positions = (0..8u8).rev().filter(|p| mask >> p & 1 == 1);
    for (slot, position) in best.iter_mut().zip(positions) {
        *slot = *cards.iter().find(|&&c| low_position(c) == position)?;
    }
    Some(best)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::test_util::{cards, every_five_card_hand};
    use std::collections::HashSet;

    fn low(text: &str) -> Option<LowRank> {
        eval_low8(&cards(text))
    }

    #[test]
    fn the_wheel_is_the_best_low_and_8_7_6_5_4_the_worst() {
        let wheel = low("As 2d 3c 4h 5s").unwrap();
        let worst = low("8s 7d 6c 5h 4s").unwrap();
        assert_eq!(wheel, LowRank(!0b0001_1111));
        assert_eq!(worst, LowRank(!0b1111_1000));
        assert!(wheel > low("6s 4d 3c 2h As").unwrap());
        assert!(low("8s 5d 4c 3h 2s").unwrap() > low("8s 6d 4c 3h 2s").unwrap());
        assert!(low("7s 6d 5c 4h 3s").unwrap() > worst);
    }

    #[test]
    fn pairs_do_not_count_and_a_nine_disqualifies() {
        assert_eq!(low("As Ad 3c 4h 5s"), None);
        assert_eq!(low("9s 2d 3c 4h 5s"), None);
        assert_eq!(low("As 2d 3c 4h 9s Kd"), None);
        assert_eq!(low("As Ad 2c 3h 4s 5d"), low("As 2d 3c 4h 5s"));
    }

    #[test]
    fn a_straight_flush_wheel_with_kings_qualifies_as_the_wheel() {
        let hand = cards("Ah 2h 3h 4h 5h Kc Kd");
        assert_eq!(eval_low8(&hand), low("As 2d 3c 4h 5s"));
        assert_eq!(
            best_low_five(&hand).unwrap().to_vec(),
            cards("5h 4h 3h 2h Ah")
        );
    }

    #[test]
    fn seven_cards_with_only_four_low_ranks_have_no_low() {
        let hand = cards("As 2d 3c 3h 4s 9d Kc");
        assert_eq!(eval_low8(&hand), None);
        assert_eq!(best_low_five(&hand), None);
    }

    #[test]
    fn seven_cards_keep_the_five_lowest_ranks() {
        let hand = cards("8s 7d 2c 6h 4s As 3d");
        assert_eq!(eval_low8(&hand).unwrap().to_string(), "6-4-3-2-A low");
        assert_eq!(
            best_low_five(&hand).unwrap().to_vec(),
            cards("6h 4s 3d 2c As")
        );
    }

    #[test]
    fn all_five_card_hands_give_56_distinct_lows_from_distinct_ranks_of_eight_or_less() {
        let mut distinct = HashSet::new();
        let mut qualifying = 0u64;
        every_five_card_hand(|hand| {
            let positions: HashSet<u8> = hand.iter().map(|&c| low_position(c)).collect();
            let expected = positions.len() == 5 && positions.iter().all(|&p| p < 8);
            let rank = eval_low8(&hand);
            assert_eq!(rank.is_some(), expected, "{hand:?}");
            if let Some(rank) = rank {
                qualifying += 1;
                distinct.insert(rank);
            }
        });
        assert_eq!(distinct.len(), 56);
        assert_eq!(qualifying, 56 * 4u64.pow(5));
    }

    #[test]
    fn displays_highest_rank_first() {
        assert_eq!(low("8s 6d 4c 3h 2s").unwrap().to_string(), "8-6-4-3-2 low");
        assert_eq!(low("As 2d 3c 4h 5s").unwrap().to_string(), "5-4-3-2-A low");
    }
}

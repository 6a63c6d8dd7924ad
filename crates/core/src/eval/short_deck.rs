//! Short-deck (six-plus) hold'em hands: the deck runs from six to ace, so
//! A-6-7-8-9 is a straight (nine high) and a flush is rarer than a full
//! house. Which of those two ranks higher, and whether three of a kind beats
//! a straight, are the house's choice (`ShortDeckOrder`); the common order
//! puts the flush above the full house and three of a kind above the
//! straight.
//!
//! A greater rank is a better hand, as for every evaluator here.

use std::fmt;

use super::Category;
use super::five::{Shape, category, fives, grouped, is_flush, key, key_ranks, rank_text};
use crate::cards::{Card, Rank};

/// Where the house ranks the hands a short deck makes rarer than in a full
/// deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShortDeckOrder {
    /// A flush beats a full house.
    pub flush_over_full_house: bool,
    /// Three of a kind beats a straight.
    pub trips_over_straight: bool,
}

impl ShortDeckOrder {
    /// The order by default (PokerKit's): the flush above the full house,
    /// the straight still above three of a kind.
    pub const COMMON: ShortDeckOrder = ShortDeckOrder {
        flush_over_full_house: true,
        trips_over_straight: false,
    };

    /// The categories, weakest first, in this order.
    pub fn categories(self) -> [Category; 9] {
        let mut order = Category::ALL;
        if self.trips_over_straight {
            order.swap(3, 4);
        }
        if self.flush_over_full_house {
            order.swap(5, 6);
        }
        order
    }
}

/// A short-deck high hand: a greater value is better under the order it
/// was ranked by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ShortDeckRank {
    key: u32,
    category: Category,
}

/// The ace counts fourteen, or five below the six in A-6-7-8-9.
fn value(card: Card) -> u8 {
    card.rank().index() + 2
}

fn five_key(five: &[Card; 5], order: &[Category; 9]) -> ShortDeckRank {
    let (shape, mut ranks) = grouped(five.map(value));
    let mut straight = shape == Shape::NoPair && ranks[0] - ranks[4] == 4;
    if shape == Shape::NoPair && ranks == [14, 9, 8, 7, 6] {
        straight = true;
        ranks = [9, 8, 7, 6, 5];
    }
    let category = category(straight, is_flush(five), shape);
    let strength = order.iter().position(|c| *c == category).unwrap_or(0) as u8;
    ShortDeckRank {
        key: key(strength, ranks),
        category,
    }
}

/// Ranks the best short-deck hand of five to seven cards under `order`.
pub fn eval_short_deck(cards: &[Card], order: ShortDeckOrder) -> ShortDeckRank {
    debug_assert!((5..=7).contains(&cards.len()), "five to seven cards");
    let order = order.categories();
    fives(cards)
        .map(|f| five_key(&f, &order))
        .max()
        .unwrap_or(ShortDeckRank {
            key: 0,
            category: Category::HighCard,
        })
}

impl ShortDeckRank {
    /// The hand's category.
    pub fn category(self) -> Category {
        self.category
    }

    /// The five ranks as the hand compares them, highest first (the ace of
    /// A-6-7-8-9 last).
    pub fn ranks(self) -> [Rank; 5] {
        key_ranks(self.key).map(|r| match r {
            5 => Rank::Ace,
            r => Rank::from_index(r - 2),
        })
    }
}

impl fmt::Display for ShortDeckRank {
    /// `"flush, K-J-9-8-6"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, {}", self.category, rank_text(&self.ranks()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::test_util::cards;

    fn hand(text: &str, order: ShortDeckOrder) -> ShortDeckRank {
        eval_short_deck(&cards(text), order)
    }

    fn common(text: &str) -> ShortDeckRank {
        hand(text, ShortDeckOrder::COMMON)
    }

    #[test]
    fn ace_six_to_nine_is_the_lowest_straight() {
        let low = common("Ah 6c 7d 8s 9h");
        assert_eq!(low.category(), Category::Straight);
        assert_eq!(low.to_string(), "straight, 9-8-7-6-A");
        assert!(common("6c 7d 8s 9h Th") > low);
        assert!(low > common("Ah Kc 9d 8s 6h"));
    }

    #[test]
    fn by_default_the_flush_beats_the_full_house_and_the_straight_beats_trips() {
        let flush = common("Kh Jh 9h 8h 6h");
        let full = common("Ac Ad As Kc Kd");
        let trips = common("Ac Ad As 8c 9d");
        let straight = common("6c 7d 8s 9c Td");
        assert!(flush > full);
        assert!(straight > trips);
        assert!(full > straight);
        assert!(common("6c 6d 6s 6h 7c") > flush);
    }

    #[test]
    fn a_house_may_put_trips_over_the_straight() {
        let triton = ShortDeckOrder {
            flush_over_full_house: true,
            trips_over_straight: true,
        };
        assert!(hand("6c 6d 6s 8c 9d", triton) > hand("Tc Jd Qs Kc Ad", triton));
        assert_eq!(
            hand("Ah 6c 7d 8s 9h 9c 9d", triton).category(),
            Category::ThreeOfAKind
        );
    }

    #[test]
    fn a_house_may_keep_the_full_deck_order() {
        let full_deck = ShortDeckOrder {
            flush_over_full_house: false,
            trips_over_straight: false,
        };
        assert_eq!(full_deck.categories(), Category::ALL);
        assert!(hand("Ac Ad As Kc Kd", full_deck) > hand("Kh Jh 9h 8h 6h", full_deck));
        assert!(hand("Tc Jd Qs Kc Ad", full_deck) > hand("6c 6d 6s 8c 9d", full_deck));
    }

    #[test]
    fn seven_cards_play_their_best_five() {
        let best = common("Ah 6c 7d 8s 9h 9c 9d");
        assert_eq!(best.category(), Category::Straight);
        let flush_or_trips = common("Kh Jh 9h 8h 6h Kc Kd");
        assert_eq!(flush_or_trips.category(), Category::Flush);
    }
}

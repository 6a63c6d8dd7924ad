//! Badugi: of four cards, the most that are all of different suits and
//! different ranks make the hand (a four-card badugi beats any three-card
//! hand); among hands of as many cards the lowest wins, compared from the
//! highest card down, the ace low. A-2-3-4 of four suits is the best.
//!
//! A greater rank is a better hand, as for every evaluator here.

use std::cmp::Ordering;
use std::fmt;

use super::five::rank_text;
use crate::cards::{Card, Rank};

/// A badugi hand: a greater value is better.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BadugiRank {
    /// How many cards play (one to four).
    count: u8,
    /// Their ranks, highest first, the ace 1; unused places 0.
    ranks: [u8; 4],
}

/// An ace counts one.
fn ace_low(card: Card) -> u8 {
    match card.rank() {
        Rank::Ace => 1,
        r => r.index() + 2,
    }
}

/// Ranks the best badugi hand of four cards (fewer: of those given).
pub fn eval_badugi(cards: &[Card]) -> BadugiRank {
    debug_assert!((1..=4).contains(&cards.len()), "one to four cards");
    let n = cards.len().min(4);
    let mut best: Option<BadugiRank> = None;
    for mask in 1u8..1 << n {
        let chosen: Vec<Card> = (0..n)
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| cards[i])
            .collect();
        let mut suits = 0u8;
        let mut ranks = 0u16;
        let valid = chosen.iter().all(|c| {
            let fresh_suit = suits & 1 << c.suit().index() == 0;
            let fresh_rank = ranks & 1 << ace_low(*c) == 0;
            suits |= 1 << c.suit().index();
            ranks |= 1 << ace_low(*c);
            fresh_suit && fresh_rank
        });
        if !valid {
            continue;
        }
        let mut played = [0u8; 4];
        for (slot, c) in played.iter_mut().zip(&chosen) {
            *slot = ace_low(*c);
        }
        played.sort_unstable_by(|a, b| b.cmp(a));
        let hand = BadugiRank {
            count: chosen.len() as u8,
            ranks: played,
        };
        if best.is_none_or(|b| hand > b) {
            best = Some(hand);
        }
    }
    best.unwrap_or(BadugiRank {
        count: 0,
        ranks: [0; 4],
    })
}

impl BadugiRank {
    /// How many cards play.
    pub fn count(self) -> u8 {
        self.count
    }

    /// The ranks that play, highest first.
    pub fn ranks(self) -> Vec<Rank> {
        self.ranks[..usize::from(self.count)]
            .iter()
            .map(|&r| Rank::from_index((r + 11) % 13))
            .collect()
    }
}

/// More cards first; then the lower cards, from the highest down.
impl Ord for BadugiRank {
    fn cmp(&self, other: &Self) -> Ordering {
        self.count
            .cmp(&other.count)
            .then_with(|| other.ranks.cmp(&self.ranks))
    }
}

impl PartialOrd for BadugiRank {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for BadugiRank {
    /// `"4-card 8-5-3-A"`, `"3-card K-7-2"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-card {}", self.count, rank_text(&self.ranks()))
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::eval::test_util::cards;

    fn badugi(text: &str) -> BadugiRank {
        eval_badugi(&cards(text))
    }

    #[test]
    fn four_suits_and_ranks_beat_any_three_and_the_lowest_wins() {
        let best = badugi("Ac 2d 3h 4s");
        assert_eq!(best.to_string(), "4-card 4-3-2-A");
        assert!(best > badugi("Ac 2d 3h 5s"));
        assert!(badugi("Kc Qd Jh Ts") > badugi("Ac 2d 3h 4h"));
        assert_eq!(badugi("Ac 2d 3h 4h").count(), 3);
        // A pair plays once: 3-card 7-4-2, not the pair.
        let paired = badugi("2c 2d 4h 7s");
        assert_eq!(paired.to_string(), "3-card 7-4-2");
        // Of two cards of one suit the lower plays.
        assert_eq!(badugi("Kc 3c 5d 8h").to_string(), "3-card 8-5-3");
        // Compared from the highest card down.
        assert!(badugi("8c 7d 3h As") > badugi("8c 7d 4h As"));
        assert!(badugi("7c 6d 5h 4s") > badugi("8c 3d 2h As"));
        // Four of one suit: one card plays, the lowest.
        assert_eq!(badugi("Kc 9c 5c 2c").to_string(), "1-card 2");
    }

    #[test]
    fn every_four_card_hand_gives_1092_badugi_hands() {
        let deck: Vec<Card> = Card::deck().collect();
        let mut seen = HashSet::new();
        for a in 0..52 {
            for b in a + 1..52 {
                for c in b + 1..52 {
                    for d in c + 1..52 {
                        seen.insert(eval_badugi(&[deck[a], deck[b], deck[c], deck[d]]));
                    }
                }
            }
        }
        // C(13,4) + C(13,3) + C(13,2) + C(13,1) rank sets.
        assert_eq!(seen.len(), 715 + 286 + 78 + 13);
    }
}

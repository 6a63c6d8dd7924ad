//! Face-up stud cards for order of play: [`BoardRank`] and [`eval_board`]
//! (the best high board opens), [`LowBoardRank`] and [`eval_low_board`]
//! (razz: the lowest board opens).

use std::fmt;

use crate::cards::Card;

/// Strength of 1–4 face-up stud cards for order of play: four of a kind > three
/// of a kind > two pair > pair > high cards. Straights and flushes do not count
/// and suits are ignored (ace high). Greater is better; equal values tie and the
/// engine breaks ties.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct BoardRank(u32);

// Shapes, weakest first, in bits 16 and up.
const HIGH_CARDS: u32 = 0;
const PAIR: u32 = 1;
const TWO_PAIR: u32 = 2;
const TRIPS: u32 = 3;
const QUADS: u32 = 4;

/// Strength of 1–4 face-up razz cards for order of play: the lowest board
/// opens, the ace low, any unpaired board below a pair, a pair below two pair
/// and trips; unpaired boards compare from their highest card down. Greater
/// is a lower board; equal values tie and the engine breaks ties.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LowBoardRank(u32);

/// Ranks face-up stud cards. Below it sit the distinct ranks, most telling first
/// (larger groups, then higher ranks), one nibble each holding rank + 1.
pub fn eval_board(up: &[Card]) -> BoardRank {
    debug_assert!((1..=4).contains(&up.len()), "eval_board takes 1 to 4 cards");
    BoardRank(board_key(up, |c| c.rank().index()))
}

impl BoardRank {
    /// The value compared: greater is better.
    pub(crate) fn key(self) -> u32 {
        self.0
    }
}

impl LowBoardRank {
    /// The value compared: greater is a lower board.
    pub(crate) fn key(self) -> u32 {
        self.0
    }
}

/// Ranks face-up razz cards, the ace counting one.
pub fn eval_low_board(up: &[Card]) -> LowBoardRank {
    debug_assert!(
        (1..=4).contains(&up.len()),
        "eval_low_board takes 1 to 4 cards"
    );
    LowBoardRank(u32::MAX - board_key(up, |c| (c.rank().index() + 1) % 13))
}

/// The shape of the cards in bits 16 and up, below it the distinct ranks
/// (0 to 12 as `value` counts them), most telling first.
fn board_key(up: &[Card], value: impl Fn(&Card) -> u8) -> u32 {
    let mut counts = [0u8; 13];
    for card in up {
        counts[usize::from(value(card) % 13)] += 1;
    }
    let pairs = counts.iter().filter(|&&c| c == 2).count();
    let shape = match counts.iter().max().copied().unwrap_or(0) {
        4.. => QUADS,
        3 => TRIPS,
        2 if pairs >= 2 => TWO_PAIR,
        2 => PAIR,
        _ => HIGH_CARDS,
    };
    let mut ranks = 0u32;
    let mut slots = 0;
    for size in (1..=4).rev() {
        for rank in (0..13u32).rev().filter(|&r| counts[r as usize] == size) {
            if slots < 4 {
                ranks = ranks << 4 | (rank + 1);
                slots += 1;
            }
        }
    }
    shape << 16 | ranks << (4 * (4 - slots))
}

impl fmt::Display for BoardRank {
    /// What the dealer announces: `"pair of kings"`, `"ace high"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const NAMES: [&str; 13] = [
            "deuce", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack",
            "queen", "king", "ace",
        ];
        const PLURALS: [&str; 13] = [
            "deuces", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens",
            "jacks", "queens", "kings", "aces",
        ];
        let nibble = |i: u32| ((self.0 >> (12 - 4 * i)) & 15) as usize;
        let Some(first) = nibble(0).checked_sub(1) else {
            return f.write_str("no cards");
        };
        let second = nibble(1).saturating_sub(1) % 13;
        match self.0 >> 16 {
            QUADS => write!(f, "four {}", PLURALS[first % 13]),
            TRIPS => write!(f, "three {}", PLURALS[first % 13]),
            TWO_PAIR => write!(f, "{} and {}", PLURALS[first % 13], PLURALS[second]),
            PAIR => write!(f, "pair of {}", PLURALS[first % 13]),
            _ => write!(f, "{} high", NAMES[first % 13]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::test_util::cards;

    fn board(text: &str) -> BoardRank {
        eval_board(&cards(text))
    }

    #[test]
    fn a_pair_of_deuces_beats_ace_king_queen_jack() {
        assert!(board("2c 2d 3h 4s") > board("As Kd Qc Jh"));
        assert!(board("2c 2d") > board("As Kd"));
    }

    #[test]
    fn trips_beat_two_pair_and_quads_beat_trips() {
        assert!(board("3c 3d 3h 2s") > board("Ac Ad Kh Ks"));
        assert!(board("2c 2d 2h 2s") > board("Ac Ad Ah Ks"));
        assert!(board("Ac Ad Kh Ks") > board("Ac Ad Kh Qs"));
    }

    #[test]
    fn higher_cards_break_even_shapes() {
        assert!(board("As Kd") > board("Ah Qd"));
        assert!(board("Ks Kd Ac") > board("Kh Kc Qs"));
        assert!(board("Qs Qd Ac") > board("Js Jd Ac"));
        assert!(board("As Qd 4c 3h") > board("Ac Qh 4d 2h"));
    }

    #[test]
    fn equal_ranks_tie_whatever_the_suits() {
        assert_eq!(board("As Kd"), board("Kc Ah"));
        assert_eq!(board("9s 9d 4c"), board("4h 9c 9h"));
        assert_eq!(board("Ts Js Qs Ks"), board("Kh Qd Jc Ts"));
    }

    #[test]
    fn a_razz_board_is_lower_by_its_highest_card_and_a_pair_counts_against() {
        let low = |text: &str| eval_low_board(&cards(text));
        assert!(low("As 2d 3c 4h") > low("As 2d 3c 5h"));
        assert!(low("5s 4d") > low("6s Ad"));
        assert!(low("Ks Qd Jc Th") > low("As Ad 2c 3h"));
        assert!(low("As Ad 2c 3h") > low("2s 2d Ac 3h"));
        assert_eq!(low("As 7d"), low("7c Ah"));
        assert!(low("Ac") > low("2c"));
    }

    #[test]
    fn one_card_compares_by_rank() {
        assert!(board("As") > board("Kc"));
        assert!(board("3c") > board("2s"));
        assert_eq!(board("7c"), board("7s"));
    }

    #[test]
    fn displays_what_the_dealer_announces() {
        assert_eq!(board("Kc Kd 4h").to_string(), "pair of kings");
        assert_eq!(board("Ac 8d 8h As").to_string(), "aces and eights");
        assert_eq!(board("7c 7d 7h").to_string(), "three sevens");
        assert_eq!(board("2c 2d 2h 2s").to_string(), "four deuces");
        assert_eq!(board("Ac Qd").to_string(), "ace high");
        assert_eq!(BoardRank(0).to_string(), "no cards");
    }
}

//! Omaha hands: the best five of exactly two hole cards and exactly three board
//! cards, high and eight-or-better low. Every such choice is ranked with the
//! five-card evaluators (60 for four hole cards and a full board).

use super::high::{HighRank, eval_high};
use super::low::{LowRank, eval_low8};
use crate::cards::Card;

/// Calls `f` with every hand of two of `hole` and three of `board`.
fn for_each_hand(hole: &[Card], board: &[Card], mut f: impl FnMut([Card; 5])) {
    for (i, &h1) in hole.iter().enumerate() {
        for &h2 in &hole[i + 1..] {
            for (j, &b1) in board.iter().enumerate() {
                for (k, &b2) in board.iter().enumerate().skip(j + 1) {
                    for &b3 in &board[k + 1..] {
                        f([h1, h2, b1, b2, b3]);
                    }
                }
            }
        }
    }
}

/// The best high hand of exactly two `hole` cards and three `board` cards,
/// with the five cards that make it; `None` with fewer than two hole cards
/// or three board cards.
pub fn best_omaha_high(hole: &[Card], board: &[Card]) -> Option<(HighRank, [Card; 5])> {
    let mut best: Option<(HighRank, [Card; 5])> = None;
    for_each_hand(hole, board, |hand| {
        let rank = eval_high(&hand);
        if best.is_none_or(|(b, _)| rank > b) {
            best = Some((rank, hand));
        }
    });
    best
}

/// The best eight-or-better low of exactly two `hole` cards and three `board`
/// cards, with the five cards that make it; `None` when no such low qualifies.
pub fn best_omaha_low8(hole: &[Card], board: &[Card]) -> Option<(LowRank, [Card; 5])> {
    let mut best: Option<(LowRank, [Card; 5])> = None;
    for_each_hand(hole, board, |hand| {
        if let Some(rank) = eval_low8(&hand)
            && best.is_none_or(|(b, _)| rank > b)
        {
            best = Some((rank, hand));
        }
    });
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::Category;
    use crate::eval::test_util::cards;

    fn high(hole: &str, board: &str) -> HighRank {
        best_omaha_high(&cards(hole), &cards(board)).unwrap().0
    }

    fn low(hole: &str, board: &str) -> Option<String> {
        best_omaha_low8(&cards(hole), &cards(board)).map(|(l, _)| l.to_string())
    }

    #[test]
    fn exactly_two_hole_cards_play_so_one_heart_makes_no_flush() {
        // Four hearts on the board and one in the hand: no flush in Omaha.
        let rank = high("Ah Kc 7d 2s", "Qh Jh 9h 3h 4c");
        assert_ne!(rank.category(), Category::Flush);
        // Two hearts in the hand make the ace-high flush.
        assert_eq!(
            high("Ah Kh 7d 2s", "Qh Jh 9c 3h 4c").category(),
            Category::Flush
        );
    }

    #[test]
    fn exactly_three_board_cards_play_so_a_board_straight_needs_two_of_the_hand() {
        // The board's straight 5-6-7-8-9 cannot play on its own.
        let rank = high("Ac Ad Kc Kd", "5s 6h 7d 8c 9s");
        assert_eq!(rank.category(), Category::Pair);
        // With 10 9 in the hand: 10-9 with 6-7-8 makes a ten-high straight.
        let rank = high("Tc 9d 2c 2d", "5s 6h 7d 8c Ks");
        assert_eq!(rank.to_string(), "straight, ten high");
    }

    #[test]
    fn a_board_trips_makes_a_full_house_only_with_a_pair_in_the_hand() {
        assert_eq!(
            high("Qc Qd 3c 4d", "Ks Kh Kd 7c 2s").category(),
            Category::FullHouse
        );
        // A single king in the hand plays with two board kings and one other
        // board card: trips, not the kings full a hold'em hand would make.
        assert_eq!(
            high("Kc Qd 3c 4d", "Ks Kh 7d 7c 2s").category(),
            Category::ThreeOfAKind
        );
        assert_eq!(
            high("Kc Qd 3c 4d", "Ks Kh Kd 7c 2s").category(),
            Category::FourOfAKind
        );
    }

    #[test]
    fn the_low_takes_two_low_hole_cards_and_three_low_board_cards() {
        assert_eq!(
            low("Jh Th 4s 5s", "Ah Kh Qh 2c 3d").as_deref(),
            Some("5-4-3-2-A low")
        );
        // Only two low cards on the board: no low.
        assert_eq!(low("As 2s 3s 4s", "Kh Qh 7d 8c 9d"), None);
        // One low card in the hand: no low, whatever the board.
        assert_eq!(low("As Ks Qs Js", "2h 3h 4d 8c 9d"), None);
        // A pair in the hand counts once: A-A with 2-3-8 plays A-2-3-8 and a
        // hole card, so the second hole card must be low and unpaired.
        assert_eq!(
            low("Ac Ad 7c Kd", "2h 3h 8d Qc Jd").as_deref(),
            Some("8-7-3-2-A low")
        );
    }

    #[test]
    fn the_five_cards_named_are_the_ones_that_make_the_hand() {
        let (rank, five) =
            best_omaha_high(&cards("Ah Kh 7d 2s"), &cards("Qh Jh Th 3c 4c")).unwrap();
        assert_eq!(rank.category(), Category::StraightFlush);
        let mut named = five.to_vec();
        named.sort();
        let mut want = cards("Ah Kh Qh Jh Th");
        want.sort();
        assert_eq!(named, want);
    }

    #[test]
    fn too_few_cards_give_no_hand() {
        assert!(best_omaha_high(&cards("Ah"), &cards("Qh Jh Th")).is_none());
        assert!(best_omaha_high(&cards("Ah Kh"), &cards("Qh Jh")).is_none());
    }
}

//! Hand ranking: the best high hand of 5–7 cards (or of two hole and three
//! board cards in Omaha), the ace-to-five low with the
//! eight-or-better qualifier, and the strength of 1–4 face-up stud cards.
//!
//! - [`HighRank`] (with its [`Category`]): [`eval_high`] and [`best_high_five`].
//! - [`LowRank`]: [`eval_low8`] and [`best_low_five`].
//! - [`BoardRank`]: [`eval_board`], which decides who acts first in stud.
//! - Omaha: [`best_omaha_high`] and [`best_omaha_low8`], exactly two hole cards
//!   and three board cards.
//! - Lowball: [`AceFiveLow`] ([`eval_ace_five_low`], razz: no qualifier) and
//!   [`DeuceSevenLow`] ([`eval_deuce_seven_low`], the 2-7 draws).
//! - Badugi: [`BadugiRank`] from [`eval_badugi`].
//! - Short deck: [`ShortDeckRank`] from [`eval_short_deck`], A-6-7-8-9 a
//!   straight; the order of flush and full house, of trips and straight, the
//!   house's ([`ShortDeckOrder`]).
//! - [`HandRank`]: any of these as a game's showdown ranks it.
//!
//! For every evaluator a greater value is a better hand and equal values tie. High hands
//! are ranked through lookup tables (under 1 MiB) built once, on first use, in
//! about 10–20 ms.
//!
//! ```
//! use dealerdesk_core::cards::{parse_cards, Card};
//! use dealerdesk_core::eval::{eval_high, eval_low8, Category};
//!
//! let hand = |text: &str| -> Vec<Card> { parse_cards(text).unwrap().into_iter().flatten().collect() };
//! let board = hand("Kh Kd 7s 7c 2h");
//! let high = eval_high(&[board.as_slice(), &hand("Ks 3d")].concat());
//! assert_eq!(high.category(), Category::FullHouse);
//! assert_eq!(high.to_string(), "full house, kings over sevens");
//! assert!(high > eval_high(&[board.as_slice(), &hand("As Ad")].concat()));
//!
//! let low = eval_low8(&hand("Ah 2c 4d 5s 8h Kc Kd")).unwrap();
//! assert_eq!(low.to_string(), "8-5-4-2-A low");
//! assert_eq!(eval_low8(&hand("Ah 2c 4d 9s Th Kc Kd")), None);
//! ```

mod badugi;
mod board;
mod category;
mod five;
mod high;
mod low;
mod lowball;
mod omaha;
mod rank;
mod short_deck;
mod tables;
#[cfg(test)]
mod test_util;

pub use badugi::{BadugiRank, eval_badugi};
pub use board::{BoardRank, LowBoardRank, eval_board, eval_low_board};
pub use category::Category;
pub use high::{HighRank, best_high_five, eval_high};
pub use low::{LowRank, best_low_five, eval_low8};
pub use lowball::{AceFiveLow, DeuceSevenLow, eval_ace_five_low, eval_deuce_seven_low};
pub use omaha::{best_omaha_high, best_omaha_low8};
pub use rank::HandRank;
pub use short_deck::{ShortDeckOrder, ShortDeckRank, eval_short_deck};

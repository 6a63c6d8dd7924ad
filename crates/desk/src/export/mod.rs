//! Hand histories for the tools players use. PHH is written by
//! `review::HandReview::to_phh`; this module writes PokerStars hand-history
//! text, the format hand trackers import.

mod pokerstars;
mod stars_words;

pub use pokerstars::{StarsOptions, to_pokerstars};

//! Hand histories for the tools players use. PHH is written by
//! `review::HandReview::to_phh`; this module writes PokerStars hand-history
//! text, the format hand trackers import.

mod pokerstars;
mod stars_options;
mod stars_words;

pub use pokerstars::to_pokerstars;
pub use stars_options::StarsOptions;

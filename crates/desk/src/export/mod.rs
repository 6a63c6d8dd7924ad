//! Hand histories for the tools players use. PHH is written by
//! `review::HandReview::to_phh`; this module writes PokerStars hand-history
//! text, the format hand trackers import; `standings_html` writes a
//! tournament's printable payout sheet; `table_seats` the table size every
//! PokerStars header of a table's hands gives.

mod pokerstars;
mod standings_html;
mod stars_options;
mod stars_words;
mod table_seats;

pub use pokerstars::to_pokerstars;
pub use standings_html::{escape_html, standings_html};
pub use stars_options::StarsOptions;
pub use table_seats::{hand_table_seats, table_seats};

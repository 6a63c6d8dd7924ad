//! The pure engine of Dealer Desk: `cards`, the games as data (`game`), hand
//! ranking (`eval`), side pots
//! (`pots`), house rules from YAML (`rules`), the hand engine (`engine`:
//! `legal_actions`, `apply`), the Poker Hand History notation (`notation`) and
//! `replay` of recorded hands, and `tournament` structures, payouts, places,
//! the chip race, deal figures and the clock.
//!
//! **Invariant:** this crate does no IO beyond reading a house file it is
//! handed a path to, reads no clock, and depends on neither the log (SQLite)
//! nor the console (egui).

pub mod cards;
pub mod chips;
pub mod engine;
pub mod eval;
pub mod game;
pub mod limits;
pub mod notation;
pub mod pots;
pub mod replay;
pub mod rules;
pub mod tournament;

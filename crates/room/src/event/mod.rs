//! One tournament on many tables, held by the room (`migrations/0005`):
//! its structure, seed, tables, entries, seats with chips, one clock (each
//! period's start), and in order every hand result, move and player out.
//!
//! - [`floor`]: [`create`], [`draw`] (TDA 7, from the recorded seed),
//!   [`result`] (a table's hand: stacks after it, players out, hand for
//!   hand), [`balance`] (breaking and balancing by TDA 10, 11 and RP-9, each
//!   player moving with their chips).
//! - [`load`] reads a tournament into an [`Event`] the pure model
//!   (`dealerdesk_core::tournament`) works on; [`report`] gives the
//!   [`standings`] and [`verify`]s that the chips in play are conserved.
//! - [`speak`] says its errors in the reader's language.
//!
//! **Left to the tables:** a move is recorded here, not yet written into
//! the two tables' logs; results are reported by the floor, not yet read
//! from the tables' synced logs.

mod error;
pub mod floor;
mod load;
pub mod report;
pub mod speak;

pub use error::EventError;
pub use floor::{NewEvent, Outcome, balance, create, draw, result};
pub use load::{Event, load};
pub use report::{ChipCheck, ChipFault, Standing, standings, verify};

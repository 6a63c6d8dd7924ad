//! One tournament on many tables, held by the room (`migrations/0005`):
//! its structure, seed, tables, entries, seats with chips, one clock (each
//! period's start), and in order every hand result, move and player out.
//!
//! - [`floor`]: [`create`], [`draw`] (TDA 7, from the recorded seed),
//!   [`result`] (a table's hand: stacks after it, players out, hand for
//!   hand), [`balance`] (breaking and balancing by TDA 10, 11 and RP-9, each
//!   player moving with their chips), [`break_table`] (a table the floor
//!   chooses, TDA 10-B), [`list`] (every event, for the floor to pick).
//! - [`load`] reads a tournament into an [`Event`] the pure model
//!   (`dealerdesk_core::tournament`) works on; [`report`] gives the
//!   [`standings`] and [`verify`]s that the chips in play are conserved.
//! - [`tables`]: the event through the tables' synced logs: each move
//!   written by the two tables as halves citing its id ([`pending`] tells
//!   a table what to write), and [`check_logs`], the chips in play as the
//!   logs hold them plus the chips in moves not yet seated; and
//!   [`read_results`], each table's hands read from its log.
//! - [`speak`] says its errors in the reader's language.
//!
//! One clock: each period's start in the room ([`tick`] moves it on); a
//! table asking [`pending`] learns the time played and follows it at its
//! next hand, a manual clock by ticks, a wall clock by taking the room's
//! time played (`Desk::follow_clock`).
//!
//! A reader's role (`dealerdesk_review`) reads a tournament as the room
//! last recorded it, and [`unread_hands`] tells which hands the tables'
//! logs hold past it; only a role that may write the tournament records
//! them ([`may_record`]).
//!
//! **Left:** a player whose table played on after the room moved them is
//! not read (the room's and the log's chips differ: the floor balances
//! between hands).

mod error;
pub mod floor;
mod list;
mod load;
pub mod report;
pub mod speak;
pub mod tables;

pub use error::EventError;
pub use floor::LoggedOut;
pub use floor::{NewEvent, Outcome, balance, break_table, create, draw, result, tick};
pub use list::{EventState, list};
pub use load::{Event, load};
pub use report::{ChipCheck, ChipFault, Standing, standings, verify};
pub use tables::{
    LogCheck, Pending, ReadResult, check_logs, may_record, pending, read_results, unread_hands,
};

//! The room: every table's audit log synced into one PostgreSQL database.
//!
//! Each table keeps writing its own SQLite log; the room is a copy kept
//! elsewhere, the outside anchor the local file cannot be.
//!
//! - [`RoomSync`] follows a table's log on a background thread and sends
//!   each new event, in order, with its seq and hashes; it reconnects and
//!   catches up after an outage or a restart, and reports a [`SyncState`].
//! - The room checks every chain as it stores it (`migrations/`): `(table,
//!   seq)` is unique; an event whose `prev_hash` is not the hash the room
//!   holds for `seq - 1`, or whose hash does not recompute, is refused and
//!   recorded (`room.refusals`), and the table flagged. At each hello the
//!   room compares its copy with the log's first hash, head and hash where
//!   the copy ends, and flags a log that was replaced, cut or rewritten.
//! - Roles: `dealerdesk_table` may insert only its own table's events (the
//!   role that first attached a table is its writer); `dealerdesk_review`
//!   may only read; `dealerdesk_owner` alone changes the floor staff.
//! - The floor clears a table's flags ([`clear`]): the ruling is a chained
//!   entry of the table's log and a clearance in the room naming each flag
//!   (kept); the table's chain starts a new epoch in the room, anchored at
//!   that entry.
//! - The house's floor staff ([`staff`]): a hash chain of changes in the
//!   room, written only under the room owner's role (`dealerdesk_owner`),
//!   read by tables and review, checked again by [`staff::check`].
//! - A tournament on many tables ([`event`]): seat draw, balancing, hand
//!   for hand, standings and a chip check.
//! - Reading: [`read`] (tables, events, refusals), [`status`] (a table
//!   folded), [`verify`] (chains checked again), [`copy`] (a table's chain
//!   written into a SQLite log for review and export).
//!
//! The schema is versioned SQL applied at start by [`migrate::migrate`].

#![warn(missing_docs)]

pub mod clear;
pub mod config;
pub mod connect;
pub mod copy;
mod error;
pub mod event;
pub mod migrate;
mod push;
pub mod read;
pub mod speak;
pub mod staff;
mod state;
pub mod status;
mod sync;
pub mod verify;

pub use dealerdesk_desk::desk::RoomFlag;
pub use error::RoomError;
pub use postgres::Client;
pub use push::{BATCH, Pusher};
pub use state::{Reason, SyncState};
pub use sync::{RoomSync, SyncTiming};

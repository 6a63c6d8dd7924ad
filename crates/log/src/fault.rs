//! The causes the log's errors carry, typed down to their data so a face
//! can say each in its language: why an argument is refused
//! (`ArgumentFault`), where an event's payload stops reading as JSON
//! (`JsonPlace`), why the recorded head cannot be read (`HeadFault`), why
//! a database is not recognised as a log (`Unrecognised`). It sits beneath
//! `error.rs` and imports nothing of the crate.

use std::fmt;
use std::path::PathBuf;

/// Why an argument is rejected before it reaches the database
/// ([`LogError::InvalidArgument`](super::LogError::InvalidArgument)).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ArgumentFault {
    /// A hand's player with no name.
    #[error("hand {hand}: the player in seat {seat} has no name")]
    PlayerWithoutName {
        /// The hand's id.
        hand: i64,
        /// The seat.
        seat: u32,
    },
    /// Two players of a hand in one seat.
    #[error("hand {hand}: two players in seat {seat}")]
    SeatTwice {
        /// The hand's id.
        hand: i64,
        /// The seat.
        seat: u32,
    },
    /// A transaction begun inside another.
    #[error("a transaction is already under way")]
    TransactionUnderWay,
    /// A part of a transaction with no transaction under way.
    #[error("a part needs a transaction under way")]
    NoTransaction,
    /// A session at a table with no name.
    #[error("table name must not be empty")]
    EmptyTableName,
    /// An operator with no name.
    #[error("operator name must not be empty")]
    EmptyOperatorName,
    /// A hand number past what the log stores.
    #[error("hand number {hand_no} is too large")]
    HandNoTooLarge {
        /// The hand number.
        hand_no: u64,
    },
    /// An append that wrote no record.
    #[error("append produced no record")]
    NoRecord,
    /// An action in the form of the log's own row records.
    #[error("{action:?}: actions starting with \"log \" are the log's own row records")]
    ReservedAction {
        /// The action.
        action: String,
    },
    /// A row the chain holds no record of.
    #[error("{table} row {id} has no {action}")]
    NoRowRecord {
        /// The table.
        table: &'static str,
        /// The row's id.
        id: i64,
        /// The record's action.
        action: String,
    },
    /// A verified mark that cannot be encoded as JSON.
    #[error("the verified mark cannot be encoded")]
    MarkNotEncoded,
    /// A copy written into a log that already holds events.
    #[error("{}: a copy is written into a new log, and this one holds events", path.display())]
    CopyIntoUsedLog {
        /// The log's file.
        path: PathBuf,
    },
}

/// Where a payload stops reading as JSON ([`ChainFault::UnparsablePayload`](super::ChainFault::UnparsablePayload)).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct JsonPlace {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1.
    pub column: usize,
}

impl JsonPlace {
    /// Where `e` stopped reading.
    pub(crate) fn of(e: &serde_json::Error) -> JsonPlace {
        JsonPlace {
            line: e.line(),
            column: e.column(),
        }
    }
}

impl fmt::Display for JsonPlace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// Why the head recorded in `meta` cannot be read
/// ([`ChainFault::HeadUnreadable`](super::ChainFault::HeadUnreadable)).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum HeadFault {
    /// `meta` has no such key.
    Missing {
        /// The key (`head_seq`, `head_hash`).
        key: &'static str,
    },
    /// The key's value is not text.
    NotText {
        /// The key.
        key: &'static str,
    },
    /// `head_seq` is not a count of events.
    NotACount {
        /// What it holds.
        text: String,
    },
}

impl fmt::Display for HeadFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeadFault::Missing { key } => write!(f, "meta.{key} is missing"),
            HeadFault::NotText { key } => write!(f, "meta.{key} is not text"),
            HeadFault::NotACount { text } => write!(f, "meta.head_seq {text:?} is not a count"),
        }
    }
}

/// Why an SQLite database is not recognised as a log
/// ([`LogError::NotALog`](super::LogError::NotALog)).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Unrecognised {
    /// The database holds nothing.
    #[error("the database is empty")]
    Empty,
    /// Its application id is another program's.
    #[error("application_id is {found:#x}, expected {expected:#x}")]
    ApplicationId {
        /// The id it has.
        found: i32,
        /// The log's id.
        expected: i32,
    },
    /// A table every log has is missing.
    #[error("table {table} is missing")]
    TableMissing {
        /// The table.
        table: &'static str,
    },
    /// `meta` records no schema version.
    #[error("meta.schema_version is missing")]
    NoSchemaVersion,
}

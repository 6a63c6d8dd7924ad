//! The causes the log's errors carry, typed down to their data so a face
//! can say each in its language: why an argument is refused
//! (`ArgumentFault`), where an event's payload stops reading as JSON
//! (`JsonPlace`), why the recorded head cannot be read (`HeadFault`), why
//! a database is not recognised as a log (`Unrecognised`), why a stored
//! row cannot be decoded (`RowFault`, at a `RowAt`). It sits beneath
//! `error.rs` and imports nothing of the crate.

use std::fmt;
use std::path::PathBuf;

use crate::types::OperatorId;

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
    /// A log started anew where none was lost: the log is there, or its
    /// head file remembers nothing.
    #[error("{}: no log to replace (it is there, or its head file remembers none)", path.display())]
    NothingReplaced {
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

/// A stored row, as a person finds it again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum RowAt {
    /// The event of this seq.
    Event(u64),
    /// The hand row of this id.
    Hand(i64),
    /// The session row of this id.
    Session(i64),
    /// The staff row of this id.
    Operator(i64),
}

impl fmt::Display for RowAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RowAt::Event(seq) => write!(f, "event seq {seq}"),
            RowAt::Hand(id) => write!(f, "hand {id}"),
            RowAt::Session(id) => write!(f, "session {id}"),
            RowAt::Operator(id) => write!(f, "operator {id}"),
        }
    }
}

/// Why a stored row cannot be decoded ([`LogError::BadRow`](super::LogError::BadRow)).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RowFault {
    /// An event with a negative seq.
    #[error("event seq {seq} is negative")]
    NegativeSeq {
        /// The seq stored.
        seq: i64,
    },
    /// A hand with a negative number.
    #[error("hand {hand}: its number {hand_no} is negative")]
    NegativeHandNo {
        /// The hand's id.
        hand: i64,
        /// The number stored.
        hand_no: i64,
    },
    /// A hand's player in a seat that is no seat.
    #[error("hand {hand}: seat {seat}")]
    Seat {
        /// The hand's id.
        hand: i64,
        /// The seat stored.
        seat: i64,
    },
    /// A time that does not read.
    #[error("{row}: timestamp {text:?} does not read")]
    Timestamp {
        /// The row.
        row: RowAt,
        /// The time stored.
        text: String,
    },
    /// A role no staff member has.
    #[error("{row}: unknown role {role:?}")]
    Role {
        /// The row.
        row: RowAt,
        /// The role stored.
        role: String,
    },
    /// A column of JSON that does not read.
    #[error("{row}: {column} does not read as JSON ({at})")]
    Json {
        /// The row.
        row: RowAt,
        /// The column.
        column: &'static str,
        /// Where reading it stops.
        at: JsonPlace,
    },
    /// A row record of a kind the log does not have.
    #[error("event seq {seq}: unknown row record {action:?}")]
    UnknownRecord {
        /// The record's seq.
        seq: u64,
        /// Its action.
        action: String,
    },
    /// A players record without its hand or its players.
    #[error("event seq {seq}: a players record without its hand or players")]
    PlayersRecord {
        /// The record's seq.
        seq: u64,
    },
    /// A row record's value that is not what its column stores.
    #[error("event seq {seq}: {column}: {value} is not a value of this column")]
    ColumnValue {
        /// The record's seq.
        seq: u64,
        /// The column (`player` for a hand's player).
        column: String,
        /// The value recorded.
        value: String,
    },
    /// The head file beside the log holds no seq and hash.
    #[error("not a head: {text:?}")]
    NotAHead {
        /// What the file holds.
        text: String,
    },
    /// An event to copy whose seq is past what the log stores.
    #[error("event seq {seq} is out of range")]
    SeqOutOfRange {
        /// The seq.
        seq: u64,
    },
}

/// Why a floor entry's signature or a floor person's key does not hold
/// (the reason of [`ChainFault::Signature`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SignFault {
    /// A floor entry in a signed log with no signature after it.
    #[error("the floor entry of operator {operator} is not signed")]
    Unsigned {
        /// Whose entry it is.
        operator: OperatorId,
    },
    /// A signature that does not verify against its signer's key.
    #[error("the signature of operator {operator} does not verify")]
    Invalid {
        /// Who signed.
        operator: OperatorId,
    },
    /// A signer (or registrar) with no key registered before the entry.
    #[error("operator {operator} has no key registered before this entry")]
    NoKey {
        /// Who signed or registered.
        operator: OperatorId,
    },
    /// A floor person registered without a key in a signed log.
    #[error("floor person {id} is registered without a key")]
    KeyMissing {
        /// The floor person.
        id: OperatorId,
    },
    /// A floor person who registered their own key, which only the log's
    /// first floor person does.
    #[error("floor person {id} registered their own key")]
    SelfRegistered {
        /// The floor person.
        id: OperatorId,
    },
    /// A key or signature record out of its place.
    #[error("a {action} record out of its place")]
    Stray {
        /// Its action.
        action: String,
    },
    /// A key, signature or operator record that cannot be read.
    #[error("a {action} record that cannot be read")]
    Unreadable {
        /// Its action.
        action: String,
    },
    /// A PIN hash made without a house key after one made with it.
    #[error("operator {id}'s pin hash is not keyed with the house key, as earlier ones are")]
    UnkeyedPin {
        /// The operator.
        id: OperatorId,
    },
}

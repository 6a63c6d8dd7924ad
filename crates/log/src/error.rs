//! Errors of the audit log: [`LogError`] and the reason a chain is broken, [`ChainFault`].

use std::fmt;
use std::path::{Path, PathBuf};

use super::fault::{ArgumentFault, HeadFault, JsonPlace, RowFault, Unrecognised};
use super::pin_fault::{KeyFault, PinFault};
use super::types::{HandId, OperatorId, Role, Seq, SessionId};

/// Everything that can go wrong while opening, writing, querying or verifying an
/// [`EventLog`](super::EventLog).
///
/// Messages are lowercase, without a trailing period, and name the database path
/// or the sequence number involved.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum LogError {
    /// The log file does not exist (read-only open, or its directory is missing).
    #[error("log file not found: {}", path.display())]
    NotFound {
        /// The path that was looked for.
        path: PathBuf,
    },

    /// Another connection holds the write lock and did not release it within the
    /// busy timeout.
    #[error("log {} is locked by another connection (gave up after the busy timeout)", path.display())]
    Locked {
        /// The database path.
        path: PathBuf,
    },

    /// Another process holds the log open for writing: one writer at a time.
    #[error("log {} is in use by {}", path.display(), match holder {
        Some(h) => format!("process {} since {}", h.pid, h.since),
        None => "another process".to_owned(),
    })]
    InUse {
        /// The database path.
        path: PathBuf,
        /// Who holds it, when its lock file says.
        holder: Option<crate::Holder>,
    },

    /// The file (or its directory or file system) cannot be written, so the log cannot be
    /// opened for appending.
    #[error("log {} is not writable (read-only file, directory or file system)", path.display())]
    ReadOnlyFile {
        /// The database path.
        path: PathBuf,
    },

    /// A write was attempted through a handle opened with
    /// [`EventLog::open_read_only`](super::EventLog::open_read_only).
    #[error("log {} was opened read-only: {operation} is not allowed", path.display())]
    ReadOnlyHandle {
        /// The database path.
        path: PathBuf,
        /// What was attempted, e.g. `append`.
        operation: &'static str,
    },

    /// The file exists but is not an SQLite database at all.
    #[error("{} is not an sqlite database", path.display())]
    NotADatabase {
        /// The file path.
        path: PathBuf,
    },

    /// SQLite reports the database file as malformed (e.g. truncated or overwritten pages).
    #[error("log {} is corrupt: {detail}", path.display())]
    Corrupt {
        /// The database path.
        path: PathBuf,
        /// What SQLite (or the integrity check) reported.
        detail: String,
    },

    /// The file is an SQLite database, but not a Dealer Desk audit log.
    #[error("{} is an sqlite database but not a dealer desk audit log: {why}", path.display())]
    NotALog {
        /// The database path.
        path: PathBuf,
        /// Why it was not recognised.
        why: Unrecognised,
    },

    /// The log was written with a schema version this build does not understand.
    #[error("log {} has schema version {found}, this build supports {supported}", path.display())]
    UnsupportedSchema {
        /// The database path.
        path: PathBuf,
        /// The version recorded in the file.
        found: String,
        /// The version this build writes.
        supported: u32,
    },

    /// Verification found the first event that does not fit the hash chain.
    ///
    /// [`EventLog::open`](super::EventLog::open) refuses to append to such a log.
    #[error("hash chain broken at seq {seq}: {reason}")]
    BrokenChain {
        /// The first sequence number at which the chain does not hold.
        seq: Seq,
        /// Why it does not hold.
        reason: ChainFault,
    },

    /// The log's structure is not the one its schema version has: a
    /// trigger dropped, added or rewritten, a column retyped, or the
    /// version lowered. The rows may all verify; the guards around them
    /// were changed behind the log's back.
    #[error("log {} was altered behind its back: {object} {change}", path.display())]
    SchemaAltered {
        /// The database path.
        path: PathBuf,
        /// What was altered, as SQLite names it (`trigger events_no_update`,
        /// `column events.payload`).
        object: String,
        /// How.
        change: Alteration,
    },

    /// The log's head is behind the head recorded beside it after its last
    /// commit (`<log>.head`): committed entries are gone (a WAL deleted
    /// after a crash, a file restored from an older copy).
    #[error("log {} has lost committed entries: entry {recorded} was recorded, the log ends at {head}", path.display())]
    LostEntries {
        /// The database path.
        path: PathBuf,
        /// The last entry recorded beside the log.
        recorded: Seq,
        /// The log's last entry now.
        head: Seq,
    },

    /// The log is missing or empty while its head file remembers
    /// committed entries: it was deleted or emptied, and is not started
    /// anew without the floor ([`EventLog::open_replacing`](super::EventLog::open_replacing)).
    #[error("log {} is missing or empty, but its head file {} remembers {recorded} entries", path.display(), head.display())]
    Replaced {
        /// The database path.
        path: PathBuf,
        /// The head file beside it.
        head: PathBuf,
        /// The last entry the head file recorded.
        recorded: Seq,
    },

    /// The database refused a change, e.g. an append-only trigger fired.
    #[error("log {} refused the change: {detail}", path.display())]
    Rejected {
        /// The database path.
        path: PathBuf,
        /// SQLite's message (the trigger's text).
        detail: String,
    },

    /// No operator with this id exists.
    #[error("unknown operator {0}")]
    UnknownOperator(OperatorId),

    /// No session with this id exists.
    #[error("unknown session {0}")]
    UnknownSession(SessionId),

    /// No hand with this id exists.
    #[error("unknown hand {0}")]
    UnknownHand(HandId),

    /// The hand has already ended; it can neither be ended again nor receive events.
    #[error("hand {0} has already ended")]
    HandEnded(HandId),

    /// The hand's players are recorded already; they are recorded once.
    #[error("hand {0} already has its players recorded")]
    PlayersRecorded(HandId),

    /// The log predates the record of each hand's players, so it cannot be
    /// searched by player until it is opened for writing (which adds it).
    #[error(
        "log {} has schema version {version}, before hands' players were recorded: open it for writing once to add them",
        path.display()
    )]
    NoHandPlayers {
        /// The database path.
        path: PathBuf,
        /// The version recorded in the file.
        version: u32,
    },

    /// The session already has a hand with this number.
    #[error("session {session} already has hand number {hand_no}")]
    DuplicateHand {
        /// The session.
        session: SessionId,
        /// The hand number that is taken.
        hand_no: u64,
    },

    /// The operator's role does not allow the operation (reviewers cannot append).
    #[error("operator {operator} with role {role} may not {operation}")]
    NotPermitted {
        /// The operator.
        operator: OperatorId,
        /// Their role.
        role: Role,
        /// What was refused.
        operation: &'static str,
    },

    /// The role requires a PIN and none was given.
    #[error("role {0} requires a pin")]
    PinRequired(Role),

    /// A PIN was given but it is empty.
    #[error("a pin must not be empty")]
    EmptyPin,

    /// Hashing or checking a PIN failed (not a wrong PIN: that is `Ok(false)`).
    #[error("pin hashing failed: {0}")]
    PinHash(PinFault),

    /// The house key, kept outside the log to key its PIN hashes, cannot
    /// be read or made.
    #[error("house key {}: {fault}", path.display())]
    HouseKey {
        /// The key's file.
        path: PathBuf,
        /// What went wrong.
        fault: KeyFault,
    },

    /// A floor PIN hash names a house key other than the one here (or
    /// there is none here): the PIN cannot be checked, right or wrong.
    #[error("this log's floor pins were made with another house key than {}", key_file.display())]
    OtherHouseKey {
        /// The house key this machine has (or would have).
        key_file: PathBuf,
    },

    /// A floor entry or registration in a signed log without the floor
    /// person's key: their PIN must be given first
    /// ([`EventLog::unlock`](super::EventLog::unlock)).
    #[error("{} needs the floor person's pin: their entries in this log are signed", match operator {
        Some(o) => format!("an entry by operator {o}"),
        None => "registering floor staff".to_owned(),
    })]
    NotUnlocked {
        /// Whose entry it was (none for a registration).
        operator: Option<OperatorId>,
    },

    /// An argument was rejected before reaching the database.
    #[error("invalid argument: {0}")]
    InvalidArgument(ArgumentFault),

    /// A stored row could not be decoded by a query (use `verify` for a precise diagnosis).
    #[error("log {} holds an undecodable row: {fault}", path.display())]
    BadRow {
        /// The database path.
        path: PathBuf,
        /// What could not be decoded.
        fault: RowFault,
    },

    /// Any other SQLite failure.
    #[error("sqlite error on {}: {source}", path.display())]
    Sqlite {
        /// The database path.
        path: PathBuf,
        /// The underlying error.
        #[source]
        source: rusqlite::Error,
    },

    /// A file system error outside SQLite.
    #[error("i/o error on {}: {source}", path.display())]
    Io {
        /// The path involved.
        path: PathBuf,
        /// The underlying error.
        #[source]
        source: std::io::Error,
    },
}

impl LogError {
    /// Classify an SQLite error that happened on the database at `path`.
    pub(crate) fn from_sqlite(path: &Path, err: rusqlite::Error) -> Self {
        use rusqlite::ErrorCode;
        let path = path.to_path_buf();
        if let rusqlite::Error::SqliteFailure(code, msg) = &err {
            let detail = msg.clone().unwrap_or_else(|| code.to_string());
            match code.code {
                ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked => {
                    return LogError::Locked { path };
                }
                ErrorCode::NotADatabase => return LogError::NotADatabase { path },
                ErrorCode::DatabaseCorrupt => return LogError::Corrupt { path, detail },
                ErrorCode::ReadOnly => return LogError::ReadOnlyFile { path },
                ErrorCode::CannotOpen if !path.exists() => return LogError::NotFound { path },
                ErrorCode::ConstraintViolation => return LogError::Rejected { path, detail },
                _ => {}
            }
        }
        LogError::Sqlite { path, source: err }
    }
}

/// Why the hash chain does not hold at a given sequence number
/// (the `reason` of [`LogError::BrokenChain`]).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ChainFault {
    /// The stored hash differs from the hash recomputed from the row.
    HashMismatch {
        /// Hash stored in the row.
        stored: String,
        /// Hash recomputed from the row's content.
        computed: String,
    },
    /// A floor entry's signature, or a floor person's key, does not hold.
    Signature(crate::fault::SignFault),
    /// The row's `prev_hash` is not the hash of the previous row (or 64 zeros for seq 1).
    PrevHashMismatch {
        /// What `prev_hash` should be.
        expected: String,
        /// What the row holds.
        found: String,
    },
    /// The expected seq is absent: the next row present has a higher seq.
    Gap {
        /// The seq of the next row actually present.
        found: Seq,
    },
    /// A row has a seq that cannot follow the previous one (zero, negative or out of order).
    OutOfOrder {
        /// The raw seq value found.
        found: i64,
    },
    /// The payload is not valid JSON: where reading it stops.
    UnparsablePayload(JsonPlace),
    /// The payload is valid JSON but not in canonical form (it was rewritten).
    NonCanonicalPayload,
    /// A text column holds bytes that are not valid UTF-8, or a value of the wrong type.
    InvalidColumn {
        /// The column name.
        column: &'static str,
    },
    /// The event names an operator that does not exist.
    UnknownOperator(OperatorId),
    /// The role stored with the event differs from the operator's role.
    RoleMismatch {
        /// Role recorded with the event.
        stored: String,
        /// Role of the operator row.
        operator: Role,
    },
    /// Rows at the end are missing: the recorded head says the log is longer.
    RowMissing {
        /// The number of events the head records.
        head_events: u64,
    },
    /// There are rows beyond the recorded head (forged or inserted behind the log's back).
    BeyondHead {
        /// The number of events the head records.
        head_events: u64,
    },
    /// The recorded head hash differs from the hash of the last row.
    HeadMismatch {
        /// Head hash recorded in `meta`.
        head_hash: String,
        /// Hash of the last row.
        last_hash: String,
    },
    /// The recorded head itself is missing or unreadable.
    HeadUnreadable(HeadFault),
    /// An `operators`, `sessions` or `hands` row does not match the chain's
    /// record of it (forged, edited or deleted behind the log's back).
    RowRecord {
        /// The table.
        table: &'static str,
        /// The row's id, where one is known.
        id: Option<i64>,
        /// What does not match.
        mismatch: RowMismatch,
    },
}

impl fmt::Display for ChainFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChainFault::HashMismatch { stored, computed } => {
                write!(f, "hash mismatch (stored {stored}, computed {computed})")
            }
            ChainFault::PrevHashMismatch { expected, found } => {
                write!(f, "prev_hash mismatch (expected {expected}, found {found})")
            }
            ChainFault::Gap { found } => {
                write!(f, "row missing: the next row present is seq {found}")
            }
            ChainFault::OutOfOrder { found } => write!(f, "out-of-order seq {found}"),
            ChainFault::UnparsablePayload(e) => write!(f, "unparsable payload: {e}"),
            ChainFault::NonCanonicalPayload => write!(f, "payload is not in canonical form"),
            ChainFault::InvalidColumn { column } => {
                write!(f, "column {column} holds an invalid value")
            }
            ChainFault::UnknownOperator(op) => write!(f, "unknown operator {op}"),
            ChainFault::RoleMismatch { stored, operator } => write!(
                f,
                "role {stored:?} recorded but the operator's role is {operator}"
            ),
            ChainFault::RowMissing { head_events } => write!(
                f,
                "row missing: the head records {head_events} events but the log ends earlier"
            ),
            ChainFault::BeyondHead { head_events } => {
                write!(f, "row beyond the recorded head of {head_events} events")
            }
            ChainFault::HeadMismatch {
                head_hash,
                last_hash,
            } => write!(
                f,
                "head hash {head_hash} does not match the last row's hash {last_hash}"
            ),
            ChainFault::HeadUnreadable(e) => write!(f, "head record unreadable: {e}"),
            ChainFault::Signature(e) => write!(f, "{e}"),
            ChainFault::RowRecord {
                table,
                id,
                mismatch,
            } => match id {
                Some(id) => write!(f, "{table} row {id}: {mismatch}"),
                None => write!(f, "{table}: {mismatch}"),
            },
        }
    }
}

/// How a side-table row and the chain's record of it disagree
/// ([`ChainFault::RowRecord`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RowMismatch {
    /// The chain records the row twice.
    RecordedTwice,
    /// The row differs from its record.
    Differs,
    /// No record in the chain vouches for the row (added or changed behind
    /// the log's back).
    Unvouched,
    /// The chain records a row that is gone.
    Gone,
    /// A record names no row id.
    NoRowId,
    /// A row record (its action) in a log of the schema before them.
    BeforeRecords {
        /// The record's action.
        action: String,
    },
}

impl fmt::Display for RowMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RowMismatch::RecordedTwice => f.write_str("it is recorded twice"),
            RowMismatch::Differs => f.write_str("the row differs from its record"),
            RowMismatch::Unvouched => f.write_str("no record in the chain vouches for the row"),
            RowMismatch::Gone => f.write_str("the recorded row is gone"),
            RowMismatch::NoRowId => f.write_str("its record names no row id"),
            RowMismatch::BeforeRecords { action } => {
                write!(f, "a {action:?} record in a log from before row records")
            }
        }
    }
}

/// How a log's structure was altered ([`LogError::SchemaAltered`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Alteration {
    /// It is gone.
    Missing,
    /// It was added.
    Added,
    /// It is there, but not as this build writes it.
    Changed,
}

impl fmt::Display for Alteration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Alteration::Missing => "is missing",
            Alteration::Added => "was added",
            Alteration::Changed => "was changed",
        })
    }
}

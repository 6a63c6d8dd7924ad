//! The append-only, tamper-evident SQLite audit log of a Dealer Desk table.
//!
//! The log is the single source of truth for what happened at a table. Main types:
//!
//! - [`EventLog`]: a handle on one log file; [`EventLog::open`] (read-write, verifies the
//!   chain first) or [`EventLog::open_read_only`] (reviewers).
//! - [`NewEvent`] in, [`EventRecord`] out; [`HandRecord`], [`SessionRecord`],
//!   [`OperatorRecord`]; [`HandFilter`] for [`EventLog::hands`].
//! - Identifier newtypes [`Seq`], [`HandId`], [`SessionId`], [`OperatorId`] and [`Role`].
//! - [`VerifyReport`] from [`EventLog::verify`]; [`LogError`] and [`ChainFault`].
//!
//! # Storage
//!
//! One SQLite file in WAL mode with `synchronous = FULL`. Tables: `meta` (schema version
//! and the recorded head), `sessions`, `operators`, `hands`, `hand_players`, `events`. Every
//! [`EventLog::append`] is one immediate transaction that is committed — and therefore
//! durable — before it returns. An acknowledged event survives a crash of the process
//! (the tests kill a writer with SIGKILL at random moments); surviving a power cut
//! relies on SQLite's `fsync` at each commit and on the disk honouring it, which the
//! tests cannot exercise.
//!
//! One process writes a log at a time: [`EventLog::open`] takes an OS lock on
//! `<log>.lock` ([`lock_path`]) for the life of the handle, and a second
//! writing process is refused at once with [`LogError::InUse`] naming the
//! holder ([`Holder`]). Readers take no lock; a crashed writer's lock goes
//! with its process.
//!
//! SQLite triggers keep the log append-only for any ordinary connection: `events` rows
//! cannot be updated or deleted, an insert must use `seq = max(seq) + 1` and link
//! `prev_hash` to the previous row's hash; `sessions` and `operators` rows are immutable
//! (operators may be added); a hand may change only once, from `ended_at IS NULL` to
//! ended (with its summary); `meta` can only record the real head.
//!
//! # Hash chain
//!
//! Each event carries `prev_hash` and `hash`, both 64 lowercase hex characters:
//!
//! ```text
//! hash = hex(SHA-256(prev_hash || canonical))
//! ```
//!
//! where `prev_hash` is fed as its 64 ASCII hex bytes (64 `0` characters for seq 1),
//! and `canonical` is the UTF-8 bytes of the compact JSON array
//!
//! ```text
//! [seq, hand_id or null, at, operator_id, role, action, payload]
//! ```
//!
//! - `seq`, `hand_id`, `operator_id`: JSON integers; `at`: the stored timestamp text
//!   (RFC 3339 UTC with milliseconds, e.g. `"2025-01-31T20:15:03.120Z"`); `role`:
//!   `"dealer"`, `"floor"` or `"reviewer"`; `action`: the action text, e.g. `"p3 cbr 300"`.
//! - `payload` is canonical JSON: no whitespace, object keys sorted by code point,
//!   strings escaped like `serde_json` (only `"`, `\` and control characters; non-ASCII
//!   kept as UTF-8), numbers as `serde_json` prints them. The stored `payload` column
//!   holds exactly this text, so verification also rejects any re-formatting.
//!
//! For integers, strings, booleans and null this is byte-identical to Python's
//! `json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)`, so the
//! chain can be checked independently of this crate. [`chain::compute_hash`] recomputes
//! the hash of a record.
//!
//! # Head
//!
//! `meta` holds `head_seq` (the number of events) and `head_hash` (the last event's
//! hash), written in every write transaction just before it commits; a guard trigger
//! refuses any value but the real last row's. Deleting the last
//! rows therefore also requires forging the head, and [`EventLog::verify`] reports a
//! missing tail as [`ChainFault::RowMissing`] at the first missing seq.
//!
//! # What verification can and cannot prove
//!
//! [`EventLog::verify`] streams over all events and reports the first bad seq and why:
//! a gap or out-of-order seq, a `prev_hash` that does not link, a hash that does not
//! recompute, an unparsable or re-formatted payload, an operator or role that does not
//! match the operator row, rows missing at the end or beyond the recorded head. Any
//! edit, deletion, insertion or reordering of events is caught unless the attacker also
//! recomputes every later hash and rewrites the head. That a rewrite with write access
//! to the file *can* do: the chain has no secret. The defence is to keep the head somewhere else —
//! [`VerifyReport::last_hash`] (together with `events`) is meant to be printed, written
//! into the paper table log or sent off-site at the end of a session; a later log whose
//! chain at that seq does not end in the same hash has been rewritten.
//!
//! [`EventLog::open`] refuses to append to a log that does not verify;
//! [`EventLog::open_read_only`] opens it anyway so that a reviewer can examine it.
//!
//! `sessions`, `operators` and `hands` rows are covered too: each row is written
//! together with a *row record*, an event whose action starts with `log ` (`log
//! operator`, `log session`, `log hand`, and `log hand end` for a hand's end time and
//! summary) and whose payload holds the row's columns as stored; a hand's
//! `hand_players` rows (seat and name of each player dealt in) are written with the
//! hand's start and recorded together (`log hand players`). Verification checks
//! every row against its record, so a forged floor operator, a swapped PIN hash, a
//! renamed table or an edited summary is reported like an edited event. Logs of schema
//! version 1 had no row records; they open read-only and verify their events alone.
//! Logs of version 2 had no `hand_players`: they are read as they are, and opening one
//! for writing upgrades it ([`EventLog::open_upgrading`]).
//!
//! # Operators and PINs
//!
//! Roles are `dealer`, `floor` (must have a PIN) and `reviewer` (may not append). PINs
//! are stored only as salted Argon2id PHC strings; [`EventLog::check_pin`] checks them.

#![warn(missing_docs)]

mod append;
mod batch;
mod canonical;
pub mod chain;
mod checkpoint;
mod copy;
mod error;
mod fault;
mod file_lock;
mod find;
mod follow;
mod house_key;
mod lock;
mod open;
mod operators;
mod page;
mod pin_fault;
mod players;
mod query;
mod records;
mod replace;
mod schema;
mod sidecar;
mod sign_check;
mod signature;
mod staff_key;
mod types;
mod verify;
mod wal_copy;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::Connection;

pub use checkpoint::MARK_EVERY;
pub use error::{Alteration, ChainFault, LogError, RowMismatch};
pub use fault::{ArgumentFault, HeadFault, JsonPlace, RowAt, RowFault, SignFault, Unrecognised};
pub use house_key::{HOUSE_KEY_ENV, HouseKey};
pub use lock::lock_path;
pub use operators::{OperatorRecord, PinCost, STANDARD_PARAMS};
pub use page::HandQuery;
pub use pin_fault::{KeyFault, PinFault};
pub use players::{HandPlayer, PlayersFound};
pub use records::is_row_record;
pub use replace::replaced_head_file;
pub use schema::SCHEMA_VERSION;
pub use sidecar::head_file;
pub use types::{
    EventRecord, HandFilter, HandId, HandRecord, Holder, NewEvent, OperatorId, Role, Seq,
    SessionId, SessionRecord, Signing, UnknownRole, VerifyReport,
};

/// How long a connection waits for another writer's lock before [`LogError::Locked`].
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(2);

const EVENT_COLUMNS: &str = "seq, hand_id, at, operator_id, role, action, payload, prev_hash, hash";
const HAND_COLUMNS: &str = "h.id, h.session_id, h.hand_no, h.started_at, h.ended_at, h.summary";

/// A handle on one audit log file.
///
/// Opened read-write with [`EventLog::open`] (one writing process at a time:
/// the handle holds the log's lock file, see [`lock_path`], for its life) or
/// read-only with [`EventLog::open_read_only`] (any number, beside the writer).
#[derive(Debug)]
pub struct EventLog {
    conn: Connection,
    path: PathBuf,
    read_only: bool,
    /// Operator rows are immutable, so their roles can be cached.
    roles: HashMap<i64, Role>,
    /// Each operator's PIN hash as their chained `log operator` record says,
    /// read once the chain verified at open (and kept for those added since):
    /// PINs are checked against these, never against the `operators` row.
    pins: HashMap<i64, Option<String>>,
    /// The house key given with [`EventLog::use_house_key`], and its file;
    /// else the one at [`HouseKey::default_file`], read when a PIN needs it.
    house_key: Option<(HouseKey, PathBuf)>,
    buf: String,
    /// Each floor person's chained public key, by operator id.
    staff_keys: HashMap<i64, signature::StaffKeyRecord>,
    /// Whether the log's floor entries are signed.
    signedness: signature::Signedness,
    /// The key of the floor person whose PIN was given last, for their
    /// entries; dropped at anyone else's.
    unlocked: Option<signature::Unlocked>,
    /// Inside [`EventLog::in_one_transaction`].
    in_batch: bool,
    /// The writer's lock (none for a read-only handle); dropped last.
    _lock: Option<lock::WriterLock>,
    /// The writer's lock on the log file itself, whatever its path.
    _file_lock: Option<file_lock::FileLock>,
    /// This handle counted among the process's handles on the file.
    _file_use: Option<file_lock::FileUse>,
    /// The private copy a reader in a read-only folder reads, if any.
    _copy: Option<wal_copy::WalCopy>,
}

impl EventLog {
    fn sql_err(&self, e: rusqlite::Error) -> LogError {
        LogError::from_sqlite(&self.path, e)
    }

    fn ensure_writable(&self, operation: &'static str) -> Result<(), LogError> {
        if self.read_only {
            Err(LogError::ReadOnlyHandle {
                path: self.path.clone(),
                operation,
            })
        } else {
            Ok(())
        }
    }

    /// The database file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether this handle was opened with [`open_read_only`](Self::open_read_only).
    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// Close the handle, reporting any error SQLite has while checkpointing and closing.
    ///
    /// # Errors
    /// [`LogError::Sqlite`] and friends.
    pub fn close(self) -> Result<(), LogError> {
        let path = self.path;
        self.conn
            .close()
            .map_err(|(_, e)| LogError::from_sqlite(&path, e))
    }

    // ----- writing -----
}

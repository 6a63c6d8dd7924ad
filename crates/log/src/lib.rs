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
//! and the recorded head), `sessions`, `operators`, `hands`, `events`. Every
//! [`EventLog::append`] is one immediate transaction that is committed — and therefore
//! durable — before it returns. An acknowledged event survives a crash of the process
//! (the tests kill a writer with SIGKILL at random moments); surviving a power cut
//! relies on SQLite's `fsync` at each commit and on the disk honouring it, which the
//! tests cannot exercise.
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
//! hash), advanced by a trigger in the same transaction as each insert. Deleting the last
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
//! summary) and whose payload holds the row's columns as stored. Verification checks
//! every row against its record, so a forged floor operator, a swapped PIN hash, a
//! renamed table or an edited summary is reported like an edited event. Logs of schema
//! version 1 had no row records; they open read-only and verify their events alone.
//!
//! # Operators and PINs
//!
//! Roles are `dealer`, `floor` (must have a PIN) and `reviewer` (may not append). PINs
//! are stored only as salted Argon2id PHC strings; [`EventLog::check_pin`] checks them.

#![warn(missing_docs)]

pub mod chain;
mod error;
mod operators;
mod records;
mod schema;
mod types;
mod verify;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use chrono::{DateTime, SubsecRound, Utc};
use rusqlite::{Connection, OpenFlags, OptionalExtension, Row, TransactionBehavior, params};

pub use error::{ChainFault, LogError};
pub use records::is_row_record;
pub use schema::SCHEMA_VERSION;
pub use types::{
    EventRecord, HandFilter, HandId, HandRecord, NewEvent, OperatorId, OperatorRecord, Role, Seq,
    SessionId, SessionRecord, UnknownRole, VerifyReport,
};

use chain::{GENESIS_PREV_HASH, HashedFields};

/// How long a connection waits for another writer's lock before [`LogError::Locked`].
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(2);

const EVENT_COLUMNS: &str = "seq, hand_id, at, operator_id, role, action, payload, prev_hash, hash";
const HAND_COLUMNS: &str = "h.id, h.session_id, h.hand_no, h.started_at, h.ended_at, h.summary";

/// A handle on one audit log file.
///
/// Opened read-write with [`EventLog::open`] (one writer at a time; the file is locked
/// only for the duration of each write) or read-only with [`EventLog::open_read_only`].
#[derive(Debug)]
pub struct EventLog {
    conn: Connection,
    path: PathBuf,
    read_only: bool,
    /// Operator rows are immutable, so their roles can be cached.
    roles: HashMap<i64, Role>,
    buf: String,
}

impl EventLog {
    /// Create or open the log at `path` for appending.
    ///
    /// A new (or empty) file gets the schema. An existing file must be a Dealer Desk log
    /// that passes SQLite's `quick_check` and [`verify`](Self::verify); a log whose chain
    /// is broken is refused with [`LogError::BrokenChain`]. Finally the write lock is
    /// probed, so a log held by another writer fails with [`LogError::Locked`] (after
    /// [`BUSY_TIMEOUT`]). Nothing is written to an existing file before all checks pass.
    ///
    /// # Errors
    /// [`LogError::NotFound`] (missing directory), [`LogError::ReadOnlyFile`],
    /// [`LogError::Locked`], [`LogError::NotADatabase`], [`LogError::Corrupt`],
    /// [`LogError::NotALog`], [`LogError::UnsupportedSchema`], [`LogError::BrokenChain`].
    pub fn open(path: impl AsRef<Path>) -> Result<Self, LogError> {
        let path = path.as_ref().to_path_buf();
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(&path, flags)
            .map_err(|e| LogError::from_sqlite(&path, e))?;
        // SQLite silently falls back to read-only when the file cannot be written.
        if conn
            .is_readonly(rusqlite::MAIN_DB)
            .map_err(|e| LogError::from_sqlite(&path, e))?
        {
            return Err(LogError::ReadOnlyFile { path });
        }
        let mut log = Self::from_conn(conn, path, false)?;
        if schema::is_empty(&log.conn, &log.path)? {
            // journal_mode cannot change inside a transaction: set it first.
            log.set_wal()?;
            schema::create(&mut log.conn, &log.path)?;
        } else {
            schema::check(&log.conn, &log.path, true)?;
            log.quick_check()?;
            log.verify(|_, _| {})?;
            log.set_wal()?;
        }
        // Probe the write lock now rather than at the first append.
        log.conn
            .execute_batch("BEGIN IMMEDIATE; ROLLBACK;")
            .map_err(|e| log.sql_err(e))?;
        Ok(log)
    }

    /// Open an existing log for reading only (reviewers). Appends and every other write
    /// fail with [`LogError::ReadOnlyHandle`].
    ///
    /// The file must be a Dealer Desk log that passes SQLite's `quick_check`; the chain is
    /// *not* required to verify, so a broken log can still be examined — call
    /// [`verify`](Self::verify).
    ///
    /// # Errors
    /// [`LogError::NotFound`], [`LogError::Locked`], [`LogError::NotADatabase`],
    /// [`LogError::Corrupt`], [`LogError::NotALog`], [`LogError::UnsupportedSchema`].
    pub fn open_read_only(path: impl AsRef<Path>) -> Result<Self, LogError> {
        let path = path.as_ref().to_path_buf();
        if !path.exists() {
            return Err(LogError::NotFound { path });
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(&path, flags)
            .map_err(|e| LogError::from_sqlite(&path, e))?;
        let log = Self::from_conn(conn, path, true)?;
        if schema::is_empty(&log.conn, &log.path)? {
            return Err(LogError::NotALog {
                path: log.path,
                detail: "the database is empty".to_owned(),
            });
        }
        schema::check(&log.conn, &log.path, false)?;
        log.quick_check()?;
        Ok(log)
    }

    fn from_conn(conn: Connection, path: PathBuf, read_only: bool) -> Result<Self, LogError> {
        let map = |e| LogError::from_sqlite(&path, e);
        conn.busy_timeout(BUSY_TIMEOUT).map_err(map)?;
        // Per-connection settings; none of them writes to the file.
        conn.pragma_update(None, "synchronous", "FULL")
            .map_err(map)?;
        conn.pragma_update(None, "foreign_keys", true)
            .map_err(map)?;
        conn.pragma_update(None, "cell_size_check", true)
            .map_err(map)?;
        Ok(Self {
            conn,
            path,
            read_only,
            roles: HashMap::new(),
            buf: String::new(),
        })
    }

    fn set_wal(&self) -> Result<(), LogError> {
        let mode: String = self
            .conn
            .pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get(0))
            .map_err(|e| self.sql_err(e))?;
        if mode.eq_ignore_ascii_case("wal") {
            Ok(())
        } else {
            Err(LogError::ReadOnlyFile {
                path: self.path.clone(),
            })
        }
    }

    fn quick_check(&self) -> Result<(), LogError> {
        let mut problems = Vec::new();
        self.conn
            .pragma_query(None, "quick_check", |r| {
                let line: String = r.get(0)?;
                if line != "ok" && problems.len() < 5 {
                    problems.push(line);
                }
                Ok(())
            })
            .map_err(|e| self.sql_err(e))?;
        if problems.is_empty() {
            Ok(())
        } else {
            Err(LogError::Corrupt {
                path: self.path.clone(),
                detail: problems.join("; "),
            })
        }
    }

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

    /// Start a session at a table under a ruleset, opened by `by`; the ruleset text is
    /// stored as its SHA-256 (`ruleset_hash`). The row is chained as a `log session`
    /// record.
    ///
    /// # Errors
    /// [`LogError::ReadOnlyHandle`], [`LogError::InvalidArgument`] for an empty table name,
    /// [`LogError::UnknownOperator`], [`LogError::NotPermitted`], database errors.
    pub fn begin_session(
        &mut self,
        table_name: &str,
        ruleset_name: &str,
        ruleset_text: &str,
        by: OperatorId,
    ) -> Result<SessionId, LogError> {
        self.ensure_writable("begin_session")?;
        if table_name.trim().is_empty() {
            return Err(LogError::InvalidArgument(
                "table name must not be empty".to_owned(),
            ));
        }
        let role = self.appending_role(by)?;
        let hash = chain::sha256_hex(ruleset_text.as_bytes());
        let at = chain::format_at(&now());
        let id = self.write_row(RowChange {
            sql: "INSERT INTO sessions(table_name, ruleset_name, ruleset_hash, started_at) \
                  VALUES (?1, ?2, ?3, ?4)",
            params: params![table_name, ruleset_name, hash, at],
            table: &records::SESSIONS,
            action: records::SESSION,
            id: None,
            by: Some(by),
            role,
        })?;
        Ok(SessionId(id))
    }

    /// Register an operator. Floor operators must have a PIN; PINs are stored only as
    /// salted Argon2id PHC strings. Reviewers can be added but can never append events.
    /// The row is chained as a `log operator` record under the new operator's own id.
    ///
    /// # Errors
    /// [`LogError::PinRequired`], [`LogError::EmptyPin`], [`LogError::InvalidArgument`]
    /// for an empty name, [`LogError::ReadOnlyHandle`], [`LogError::PinHash`].
    pub fn add_operator(
        &mut self,
        name: &str,
        role: Role,
        pin: Option<&str>,
    ) -> Result<OperatorId, LogError> {
        self.ensure_writable("add_operator")?;
        if name.trim().is_empty() {
            return Err(LogError::InvalidArgument(
                "operator name must not be empty".to_owned(),
            ));
        }
        let pin_hash = match pin {
            Some("") => return Err(LogError::EmptyPin),
            Some(pin) => Some(operators::hash_pin(pin)?),
            None if role.requires_pin() => return Err(LogError::PinRequired(role)),
            None => None,
        };
        let id = self.write_row(RowChange {
            sql: "INSERT INTO operators(name, role, pin_hash) VALUES (?1, ?2, ?3)",
            params: params![name, role.as_str(), pin_hash],
            table: &records::OPERATORS,
            action: records::OPERATOR,
            id: None,
            by: None,
            role,
        })?;
        self.roles.insert(id, role);
        Ok(OperatorId(id))
    }

    /// Start hand number `hand_no` of `session`, dealt under `by`. The row is chained
    /// as a `log hand` record.
    ///
    /// # Errors
    /// [`LogError::UnknownSession`], [`LogError::DuplicateHand`],
    /// [`LogError::ReadOnlyHandle`], [`LogError::UnknownOperator`],
    /// [`LogError::NotPermitted`], database errors.
    pub fn begin_hand(
        &mut self,
        session: SessionId,
        hand_no: u64,
        by: OperatorId,
    ) -> Result<HandId, LogError> {
        self.ensure_writable("begin_hand")?;
        let hand_no_sql = i64::try_from(hand_no).map_err(|_| {
            LogError::InvalidArgument(format!("hand number {hand_no} is too large"))
        })?;
        let role = self.appending_role(by)?;
        let map = |e| LogError::from_sqlite(&self.path, e);
        let exists = self
            .conn
            .query_row("SELECT 1 FROM sessions WHERE id = ?1", [session.0], |_| {
                Ok(())
            })
            .optional()
            .map_err(map)?;
        if exists.is_none() {
            return Err(LogError::UnknownSession(session));
        }
        let dup = self
            .conn
            .query_row(
                "SELECT 1 FROM hands WHERE session_id = ?1 AND hand_no = ?2",
                params![session.0, hand_no_sql],
                |_| Ok(()),
            )
            .optional()
            .map_err(map)?;
        if dup.is_some() {
            return Err(LogError::DuplicateHand { session, hand_no });
        }
        let id = self.write_row(RowChange {
            sql: "INSERT INTO hands(session_id, hand_no, started_at) VALUES (?1, ?2, ?3)",
            params: params![session.0, hand_no_sql, chain::format_at(&now())],
            table: &records::HANDS,
            action: records::HAND,
            id: None,
            by: Some(by),
            role,
        })?;
        Ok(HandId(id))
    }

    /// End a hand under `by`, recording its summary (stored as canonical JSON). A hand
    /// ends once; the end is chained as a `log hand end` record.
    ///
    /// # Errors
    /// [`LogError::UnknownHand`], [`LogError::HandEnded`], [`LogError::ReadOnlyHandle`],
    /// [`LogError::UnknownOperator`], [`LogError::NotPermitted`].
    pub fn end_hand(
        &mut self,
        hand: HandId,
        summary: serde_json::Value,
        by: OperatorId,
    ) -> Result<(), LogError> {
        self.ensure_writable("end_hand")?;
        let role = self.appending_role(by)?;
        hand_is_open(&self.conn, hand, &self.path)?;
        self.write_row(RowChange {
            sql: "UPDATE hands SET ended_at = ?1, summary = ?2 WHERE id = ?3",
            params: params![
                chain::format_at(&now()),
                chain::canonical_json(&summary),
                hand.0
            ],
            table: &records::HANDS,
            action: records::HAND_END,
            id: Some(hand.0),
            by: Some(by),
            role,
        })?;
        Ok(())
    }

    /// Writes one side-table row and chains its record, in one transaction;
    /// returns the row's id.
    fn write_row<P: rusqlite::Params>(
        &mut self,
        change: RowChange<'_, P>,
    ) -> Result<i64, LogError> {
        let path = self.path.clone();
        let map = |e| LogError::from_sqlite(&path, e);
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(map)?;
        tx.execute(change.sql, change.params).map_err(map)?;
        let id = change.id.unwrap_or_else(|| tx.last_insert_rowid());
        let record = records::record_of(&tx, &path, change.table, id, change.action)?;
        let mut tip = Tip::read(&tx, &path)?;
        let at = chain::format_at(&now());
        tip.chain(
            &tx,
            &path,
            &mut self.buf,
            &Link {
                hand: None,
                at: &at,
                operator: change.by.unwrap_or(OperatorId(id)),
                role: change.role,
                action: change.action,
                payload: &record,
            },
        )?;
        tx.commit().map_err(map)?;
        Ok(id)
    }

    /// Append one event and return it with its seq and hash.
    ///
    /// The role is taken from the operator row; reviewers are refused. The event is
    /// committed in its own transaction (WAL, `synchronous = FULL`) before this returns.
    ///
    /// # Errors
    /// [`LogError::ReadOnlyHandle`], [`LogError::UnknownOperator`],
    /// [`LogError::NotPermitted`], [`LogError::UnknownHand`], [`LogError::HandEnded`],
    /// [`LogError::Locked`], database errors. On error nothing is written.
    pub fn append(&mut self, entry: NewEvent) -> Result<EventRecord, LogError> {
        let mut out = self.append_batch(std::iter::once(entry))?;
        out.pop()
            .ok_or_else(|| LogError::InvalidArgument("append produced no record".to_owned()))
    }

    /// Append several events in one transaction: all of them or none are written, and
    /// they are durable when this returns. Meant for imports and bulk tools; a live table
    /// should [`append`](Self::append) each action as it happens.
    ///
    /// # Errors
    /// As [`append`](Self::append); [`LogError::InvalidArgument`] for an action that
    /// would pass for a row record.
    pub fn append_batch(
        &mut self,
        entries: impl IntoIterator<Item = NewEvent>,
    ) -> Result<Vec<EventRecord>, LogError> {
        self.ensure_writable("append")?;
        let entries: Vec<NewEvent> = entries.into_iter().collect();
        // Resolve roles before taking the write lock.
        let mut roles = Vec::with_capacity(entries.len());
        for e in &entries {
            if is_row_record(&e.action) {
                return Err(LogError::InvalidArgument(format!(
                    "{:?}: actions starting with \"log \" are the log's own row records",
                    e.action
                )));
            }
            roles.push(self.appending_role(e.operator)?);
        }
        let path = &self.path;
        let map = |e| LogError::from_sqlite(path, e);
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(map)?;
        let mut tip = Tip::read(&tx, path)?;
        let mut checked_hands: Vec<HandId> = Vec::new();
        let mut out = Vec::with_capacity(entries.len());
        // Taken under the write lock, so timestamps never go backwards against seq
        // (unless the clock does).
        let at_time = now();
        let at = chain::format_at(&at_time);
        for (entry, role) in entries.into_iter().zip(roles) {
            if let Some(hand) = entry.hand.filter(|h| !checked_hands.contains(h)) {
                hand_is_open(&tx, hand, path)?;
                checked_hands.push(hand);
            }
            let prev_hash = tip.hash.clone();
            tip.chain(
                &tx,
                path,
                &mut self.buf,
                &Link {
                    hand: entry.hand,
                    at: &at,
                    operator: entry.operator,
                    role,
                    action: &entry.action,
                    payload: &entry.payload,
                },
            )?;
            out.push(EventRecord {
                seq: tip.seq,
                hand: entry.hand,
                at: at_time,
                operator: entry.operator,
                role,
                action: entry.action,
                payload: entry.payload,
                prev_hash,
                hash: tip.hash.clone(),
            });
        }
        tx.commit().map_err(map)?;
        Ok(out)
    }

    /// The role of an operator who is to write, refusing reviewers.
    fn appending_role(&mut self, operator: OperatorId) -> Result<Role, LogError> {
        let role = self.operator_role(operator)?;
        if role.can_append() {
            Ok(role)
        } else {
            Err(LogError::NotPermitted {
                operator,
                role,
                operation: "append events",
            })
        }
    }

    fn operator_role(&mut self, operator: OperatorId) -> Result<Role, LogError> {
        if let Some(role) = self.roles.get(&operator.0) {
            return Ok(*role);
        }
        let role: Option<String> = self
            .conn
            .query_row(
                "SELECT role FROM operators WHERE id = ?1",
                [operator.0],
                |r| r.get(0),
            )
            .optional()
            .map_err(|e| self.sql_err(e))?;
        let role = role.ok_or(LogError::UnknownOperator(operator))?;
        let role = role.parse::<Role>().map_err(|e| LogError::BadRow {
            path: self.path.clone(),
            detail: format!("operator {operator}: {e}"),
        })?;
        self.roles.insert(operator.0, role);
        Ok(role)
    }

    // ----- reading -----

    /// Check an operator's PIN. `Ok(false)` for a wrong PIN or an operator without one.
    ///
    /// # Errors
    /// [`LogError::UnknownOperator`], [`LogError::PinHash`] if the stored hash is unusable.
    pub fn check_pin(&self, operator: OperatorId, pin: &str) -> Result<bool, LogError> {
        let stored: Option<Option<String>> = self
            .conn
            .query_row(
                "SELECT pin_hash FROM operators WHERE id = ?1",
                [operator.0],
                |r| r.get(0),
            )
            .optional()
            .map_err(|e| self.sql_err(e))?;
        match stored {
            None => Err(LogError::UnknownOperator(operator)),
            Some(None) => Ok(false),
            Some(Some(phc)) => operators::verify_pin(&phc, pin),
        }
    }

    /// Events in seq order: all of them (`None`) or those of one hand.
    ///
    /// # Errors
    /// Database errors; [`LogError::BadRow`] for a row that cannot be decoded.
    pub fn events(&self, hand: Option<HandId>) -> Result<Vec<EventRecord>, LogError> {
        match hand {
            None => self.query_events(
                &format!("SELECT {EVENT_COLUMNS} FROM events ORDER BY seq"),
                [],
            ),
            Some(h) => self.query_events(
                &format!("SELECT {EVENT_COLUMNS} FROM events WHERE hand_id = ?1 ORDER BY seq"),
                [h.0],
            ),
        }
    }

    /// Events with a seq greater than `after`, in order (for followers and resync).
    ///
    /// # Errors
    /// As [`events`](Self::events).
    pub fn events_since(&self, after: Seq) -> Result<Vec<EventRecord>, LogError> {
        let after = i64::try_from(after.0).unwrap_or(i64::MAX);
        self.query_events(
            &format!("SELECT {EVENT_COLUMNS} FROM events WHERE seq > ?1 ORDER BY seq"),
            [after],
        )
    }

    /// The last event's seq and hash (`Seq(0)` and no hash for an empty log):
    /// the anchor to write down at a shift change.
    ///
    /// # Errors
    /// As [`events`](Self::events).
    pub fn head(&self) -> Result<(Seq, Option<String>), LogError> {
        let last = self
            .query_events(
                &format!("SELECT {EVENT_COLUMNS} FROM events ORDER BY seq DESC LIMIT 1"),
                [],
            )?
            .pop();
        Ok(last.map_or((Seq(0), None), |e| (e.seq, Some(e.hash))))
    }

    /// The event at `seq`, if the log reaches it (to compare with an anchor).
    ///
    /// # Errors
    /// As [`events`](Self::events).
    pub fn event_at(&self, seq: Seq) -> Result<Option<EventRecord>, LogError> {
        let seq = i64::try_from(seq.0).unwrap_or(i64::MAX);
        Ok(self
            .query_events(
                &format!("SELECT {EVENT_COLUMNS} FROM events WHERE seq = ?1"),
                [seq],
            )?
            .pop())
    }

    fn query_events(
        &self,
        sql: &str,
        params: impl rusqlite::Params,
    ) -> Result<Vec<EventRecord>, LogError> {
        self.query_rows(sql, params, |row| self.event_from_row(row))
    }

    /// Runs a query and decodes each row with `decode`.
    fn query_rows<T>(
        &self,
        sql: &str,
        params: impl rusqlite::Params,
        mut decode: impl FnMut(&Row<'_>) -> Result<T, LogError>,
    ) -> Result<Vec<T>, LogError> {
        let map = |e| self.sql_err(e);
        let mut stmt = self.conn.prepare_cached(sql).map_err(map)?;
        let mut rows = stmt.query(params).map_err(map)?;
        let mut out = Vec::new();
        while let Some(row) = rows.next().map_err(map)? {
            out.push(decode(row)?);
        }
        Ok(out)
    }

    fn event_from_row(&self, row: &Row<'_>) -> Result<EventRecord, LogError> {
        let map = |e| self.sql_err(e);
        let seq: i64 = row.get(0).map_err(map)?;
        let bad = |detail: String| LogError::BadRow {
            path: self.path.clone(),
            detail: format!("event seq {seq}: {detail}"),
        };
        let role: String = row.get(4).map_err(map)?;
        let payload: String = row.get(6).map_err(map)?;
        Ok(EventRecord {
            seq: Seq(u64::try_from(seq).map_err(|_| bad("negative seq".to_owned()))?),
            hand: row.get::<_, Option<i64>>(1).map_err(map)?.map(HandId),
            at: parse_at(&row.get::<_, String>(2).map_err(map)?).map_err(&bad)?,
            operator: OperatorId(row.get(3).map_err(map)?),
            role: role.parse().map_err(|e: UnknownRole| bad(e.to_string()))?,
            action: row.get(5).map_err(map)?,
            payload: serde_json::from_str(&payload).map_err(|e| bad(format!("payload: {e}")))?,
            prev_hash: row.get(7).map_err(map)?,
            hash: row.get(8).map_err(map)?,
        })
    }

    /// Hands matching `filter`, oldest first.
    ///
    /// # Errors
    /// Database errors; [`LogError::BadRow`] for a row that cannot be decoded.
    pub fn hands(&self, filter: &HandFilter) -> Result<Vec<HandRecord>, LogError> {
        let mut sql = format!(
            "SELECT {HAND_COLUMNS} FROM hands h JOIN sessions s ON s.id = h.session_id WHERE 1"
        );
        let mut args: Vec<rusqlite::types::Value> = Vec::new();
        if let Some(session) = filter.session {
            args.push(session.0.into());
            sql.push_str(&format!(" AND h.session_id = ?{}", args.len()));
        }
        if let Some(name) = &filter.table_name {
            args.push(name.clone().into());
            sql.push_str(&format!(" AND s.table_name = ?{}", args.len()));
        }
        if let Some(since) = &filter.since {
            args.push(chain::format_at(since).into());
            sql.push_str(&format!(" AND h.started_at >= ?{}", args.len()));
        }
        sql.push_str(" ORDER BY h.id");
        self.query_hands(&sql, rusqlite::params_from_iter(args))
    }

    /// The most recently started hand that has not ended, to resume after a restart.
    ///
    /// # Errors
    /// As [`hands`](Self::hands).
    pub fn last_open_hand(&self) -> Result<Option<HandRecord>, LogError> {
        let sql = format!(
            "SELECT {HAND_COLUMNS} FROM hands h WHERE h.ended_at IS NULL ORDER BY h.id DESC LIMIT 1"
        );
        Ok(self.query_hands(&sql, [])?.pop())
    }

    fn query_hands(
        &self,
        sql: &str,
        params: impl rusqlite::Params,
    ) -> Result<Vec<HandRecord>, LogError> {
        let map = |e| self.sql_err(e);
        self.query_rows(sql, params, |row| {
            let id: i64 = row.get(0).map_err(map)?;
            let bad = |detail: String| LogError::BadRow {
                path: self.path.clone(),
                detail: format!("hand {id}: {detail}"),
            };
            let hand_no: i64 = row.get(2).map_err(map)?;
            let ended: Option<String> = row.get(4).map_err(map)?;
            let summary: Option<String> = row.get(5).map_err(map)?;
            Ok(HandRecord {
                id: HandId(id),
                session: SessionId(row.get(1).map_err(map)?),
                hand_no: u64::try_from(hand_no).map_err(|_| bad("negative hand_no".into()))?,
                started_at: parse_at(&row.get::<_, String>(3).map_err(map)?).map_err(&bad)?,
                ended_at: ended.as_deref().map(parse_at).transpose().map_err(&bad)?,
                summary: summary
                    .as_deref()
                    .map(serde_json::from_str)
                    .transpose()
                    .map_err(|e| bad(format!("summary: {e}")))?,
            })
        })
    }

    /// All sessions, oldest first.
    ///
    /// # Errors
    /// Database errors; [`LogError::BadRow`] for a row that cannot be decoded.
    pub fn sessions(&self) -> Result<Vec<SessionRecord>, LogError> {
        let map = |e| self.sql_err(e);
        let sql = "SELECT id, table_name, ruleset_name, ruleset_hash, started_at \
                   FROM sessions ORDER BY id";
        self.query_rows(sql, [], |row| {
            let id: i64 = row.get(0).map_err(map)?;
            Ok(SessionRecord {
                id: SessionId(id),
                table_name: row.get(1).map_err(map)?,
                ruleset_name: row.get(2).map_err(map)?,
                ruleset_hash: row.get(3).map_err(map)?,
                started_at: parse_at(&row.get::<_, String>(4).map_err(map)?).map_err(|d| {
                    LogError::BadRow {
                        path: self.path.clone(),
                        detail: format!("session {id}: {d}"),
                    }
                })?,
            })
        })
    }

    /// All operators (without PIN hashes), in order of registration.
    ///
    /// # Errors
    /// Database errors; [`LogError::BadRow`] for a row that cannot be decoded.
    pub fn operators(&self) -> Result<Vec<OperatorRecord>, LogError> {
        let map = |e| self.sql_err(e);
        let sql = "SELECT id, name, role, pin_hash IS NOT NULL FROM operators ORDER BY id";
        self.query_rows(sql, [], |row| {
            let id: i64 = row.get(0).map_err(map)?;
            let role: String = row.get(2).map_err(map)?;
            Ok(OperatorRecord {
                id: OperatorId(id),
                name: row.get(1).map_err(map)?,
                role: role.parse().map_err(|e: UnknownRole| LogError::BadRow {
                    path: self.path.clone(),
                    detail: format!("operator {id}: {e}"),
                })?,
                has_pin: row.get(3).map_err(map)?,
            })
        })
    }

    /// Check the whole chain, streaming over the rows in seq order, and the recorded
    /// head. `progress(done, total)` is called at the start, every few thousand events and
    /// at the end.
    ///
    /// Returns the number of events and the last hash — write the hash down: it is what
    /// detects a wholesale rewrite later (see the module docs).
    ///
    /// # Errors
    /// [`LogError::BrokenChain`] with the first bad seq and the reason;
    /// [`LogError::Corrupt`] if SQLite cannot read the rows.
    pub fn verify(&self, mut progress: impl FnMut(u64, u64)) -> Result<VerifyReport, LogError> {
        verify::verify_chain(&self.conn, &self.path, &mut progress)
    }
}

/// A side-table row written together with its chained record.
struct RowChange<'a, P> {
    sql: &'a str,
    params: P,
    table: &'a records::Table,
    action: &'static str,
    /// The row's id; `None` for a row being inserted.
    id: Option<i64>,
    /// Who writes it; `None` for an operator registering themselves.
    by: Option<OperatorId>,
    role: Role,
}

/// One event to chain: everything but its seq and hashes.
struct Link<'a> {
    hand: Option<HandId>,
    at: &'a str,
    operator: OperatorId,
    role: Role,
    action: &'a str,
    payload: &'a serde_json::Value,
}

/// The last event of the chain, inside a write transaction.
struct Tip {
    seq: Seq,
    hash: String,
}

impl Tip {
    fn read(tx: &Connection, path: &Path) -> Result<Tip, LogError> {
        let (seq, hash) = tx
            .prepare_cached("SELECT seq, hash FROM events ORDER BY seq DESC LIMIT 1")
            .and_then(|mut s| {
                s.query_row([], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))
                    .optional()
            })
            .map_err(|e| LogError::from_sqlite(path, e))?
            .unwrap_or_else(|| (0, GENESIS_PREV_HASH.to_owned()));
        let seq = u64::try_from(seq).map_err(|_| LogError::BrokenChain {
            seq: Seq(0),
            reason: ChainFault::OutOfOrder { found: seq },
        })?;
        Ok(Tip {
            seq: Seq(seq),
            hash,
        })
    }

    /// Inserts `link` as the next event and moves the tip to it.
    fn chain(
        &mut self,
        tx: &Connection,
        path: &Path,
        buf: &mut String,
        link: &Link<'_>,
    ) -> Result<(), LogError> {
        let seq = self.seq.0 + 1;
        let seq_sql = i64::try_from(seq).map_err(|_| LogError::BrokenChain {
            seq: Seq(seq),
            reason: ChainFault::OutOfOrder { found: i64::MAX },
        })?;
        let payload = chain::canonical_json(link.payload);
        let fields = HashedFields {
            seq,
            hand: link.hand.map(|h| h.0),
            at: link.at,
            operator: link.operator.0,
            role: link.role.as_str(),
            action: link.action,
            payload_canonical: &payload,
        };
        let hash = chain::hash_fields(&self.hash, &fields, buf);
        tx.prepare_cached(
            "INSERT INTO events(seq, hand_id, at, operator_id, role, action, payload, \
             prev_hash, hash) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        )
        .and_then(|mut s| {
            s.execute(params![
                seq_sql,
                link.hand.map(|h| h.0),
                link.at,
                link.operator.0,
                link.role.as_str(),
                link.action,
                payload,
                self.hash,
                hash
            ])
        })
        .map_err(|e| LogError::from_sqlite(path, e))?;
        self.seq = Seq(seq);
        self.hash = hash;
        Ok(())
    }
}

/// Whether `hand` exists and is still open, inside the caller's transaction.
fn hand_is_open(conn: &Connection, hand: HandId, path: &Path) -> Result<(), LogError> {
    let ended: Option<Option<String>> = conn
        .prepare_cached("SELECT ended_at FROM hands WHERE id = ?1")
        .and_then(|mut s| s.query_row([hand.0], |r| r.get(0)).optional())
        .map_err(|e| LogError::from_sqlite(path, e))?;
    match ended {
        None => Err(LogError::UnknownHand(hand)),
        Some(Some(_)) => Err(LogError::HandEnded(hand)),
        Some(None) => Ok(()),
    }
}

/// The current time, truncated to the millisecond precision the log stores.
fn now() -> DateTime<Utc> {
    Utc::now().trunc_subsecs(3)
}

fn parse_at(s: &str) -> Result<DateTime<Utc>, String> {
    DateTime::parse_from_rfc3339(s)
        .map(|d| d.with_timezone(&Utc))
        .map_err(|e| format!("timestamp {s:?}: {e}"))
}

//! Writing to the log: sessions, operators and hands with their row records,
//! and events, each in one durable transaction that links to the chain's tip.

use std::path::Path;

use chrono::{DateTime, SubsecRound, Utc};
use rusqlite::{Connection, OptionalExtension, params};

use crate::batch::WriteTx;

use crate::chain::{GENESIS_PREV_HASH, HashedFields};

use crate::signature::Signedness;
use crate::{
    ArgumentFault, ChainFault, EventLog, EventRecord, HandId, LogError, NewEvent, OperatorId,
    PinCost, Role, RowAt, RowFault, Seq, SessionId, chain, is_row_record, operators, records,
};

impl EventLog {
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
            return Err(LogError::InvalidArgument(ArgumentFault::EmptyTableName));
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
    /// salted Argon2id PHC strings keyed with the house key ([`HouseKey`](crate::HouseKey)). Reviewers can be added but can never append events.
    /// The row is chained as a `log operator` record under the new operator's own id.
    ///
    /// # Errors
    /// [`LogError::PinRequired`], [`LogError::EmptyPin`], [`LogError::InvalidArgument`]
    /// for an empty name, [`LogError::ReadOnlyHandle`], [`LogError::PinHash`],
    /// [`LogError::HouseKey`] when the house key cannot be read or made.
    pub fn add_operator(
        &mut self,
        name: &str,
        role: Role,
        pin: Option<&str>,
    ) -> Result<OperatorId, LogError> {
        self.add_operator_at(name, role, pin, PinCost::Standard)
    }

    /// [`add_operator`](Self::add_operator) with the PIN hashed at `cost`:
    /// only the random hunts, on their scratch logs, hash at
    /// [`PinCost::Scratch`].
    ///
    /// # Errors
    /// As [`add_operator`](Self::add_operator).
    pub fn add_operator_at(
        &mut self,
        name: &str,
        role: Role,
        pin: Option<&str>,
        cost: PinCost,
    ) -> Result<OperatorId, LogError> {
        if role == Role::Floor && self.signedness == Signedness::Signed {
            return Err(LogError::NotUnlocked { operator: None });
        }
        self.add_operator_unchecked(name, role, pin, cost)
    }

    /// [`add_operator_at`](Self::add_operator_at) whatever the log's
    /// signing: a floor person's key is chained after it by [`add_staff`](Self::add_staff).
    pub(crate) fn add_operator_unchecked(
        &mut self,
        name: &str,
        role: Role,
        pin: Option<&str>,
        cost: PinCost,
    ) -> Result<OperatorId, LogError> {
        self.ensure_writable("add_operator")?;
        if name.trim().is_empty() {
            return Err(LogError::InvalidArgument(ArgumentFault::EmptyOperatorName));
        }
        let pin_hash = match pin {
            Some("") => return Err(LogError::EmptyPin),
            Some(pin) => Some(operators::hash_pin(pin, cost, &self.key_to_hash()?)?),
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
        self.pins.insert(id, pin_hash);
        if role == Role::Floor && self.signedness == Signedness::NoFloor {
            self.signedness = Signedness::Unsigned;
        }
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
        let hand_no_sql = i64::try_from(hand_no)
            .map_err(|_| LogError::InvalidArgument(ArgumentFault::HandNoTooLarge { hand_no }))?;
        let role = self.appending_role(by)?;
        let map = |e| LogError::from_sqlite(&self.path, e);
        let exists = self
            .conn
            .prepare_cached("SELECT 1 FROM sessions WHERE id = ?1")
            .and_then(|mut s| s.query_row([session.0], |_| Ok(())).optional())
            .map_err(map)?;
        if exists.is_none() {
            return Err(LogError::UnknownSession(session));
        }
        let dup = self
            .conn
            .prepare_cached("SELECT 1 FROM hands WHERE session_id = ?1 AND hand_no = ?2")
            .and_then(|mut s| {
                s.query_row(params![session.0, hand_no_sql], |_| Ok(()))
                    .optional()
            })
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
        let sign = self.must_sign(change.by, change.role, change.action)?;
        let path = self.path.clone();
        let map = |e| LogError::from_sqlite(&path, e);
        let tx = WriteTx::begin(&mut self.conn, self.in_batch, &path)?;
        tx.prepare_cached(change.sql)
            .and_then(|mut s| s.execute(change.params))
            .map_err(map)?;
        let id = change.id.unwrap_or_else(|| tx.last_insert_rowid());
        chain_record(
            &tx,
            &path,
            &mut self.buf,
            Record {
                table: change.table,
                id,
                action: change.action,
                by: change.by.unwrap_or(OperatorId(id)),
                role: change.role,
            },
        )?;
        if let Some(unlocked) = self.unlocked.as_ref().filter(|_| sign) {
            let mut tip = Tip::read(&tx, &path)?;
            let at = chain::format_at(&now());
            tip.sign(&tx, &path, &mut self.buf, &at, unlocked)?;
        }
        tx.commit(&path)?;
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
            .ok_or(LogError::InvalidArgument(ArgumentFault::NoRecord))
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
                return Err(LogError::InvalidArgument(ArgumentFault::ReservedAction {
                    action: e.action.clone(),
                }));
            }
            roles.push(self.appending_role(e.operator)?);
        }
        // A floor person's key serves their own entries only: anyone
        // else's entry ends their turn.
        if let Some(unlocked) = &self.unlocked
            && entries.iter().any(|e| e.operator != unlocked.operator)
        {
            self.unlocked = None;
        }
        let signing = self.signedness == Signedness::Signed;
        if signing
            && let Some((e, _)) = entries.iter().zip(&roles).find(|(e, role)| {
                **role == Role::Floor
                    && self
                        .unlocked
                        .as_ref()
                        .is_none_or(|u| u.operator != e.operator)
            })
        {
            return Err(LogError::NotUnlocked {
                operator: Some(e.operator),
            });
        }
        let path = &self.path;
        let tx = WriteTx::begin(&mut self.conn, self.in_batch, path)?;
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
            if signing
                && role == Role::Floor
                && let Some(unlocked) = &self.unlocked
            {
                tip.sign(&tx, path, &mut self.buf, &at, unlocked)?;
            }
        }
        tx.commit(path)?;
        Ok(out)
    }

    /// The role of an operator who is to write, refusing reviewers.
    pub(crate) fn appending_role(&mut self, operator: OperatorId) -> Result<Role, LogError> {
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
        let role = role.parse::<Role>().map_err(|_| LogError::BadRow {
            path: self.path.clone(),
            fault: RowFault::Role {
                row: RowAt::Operator(operator.0),
                role: role.clone(),
            },
        })?;
        self.roles.insert(operator.0, role);
        Ok(role)
    }

    // ----- reading -----

    /// Check an operator's PIN against the hash their chained `log operator`
    /// record holds, never the `operators` row (which the file can change).
    /// `Ok(false)` for a wrong PIN or an operator without one.
    ///
    /// # Errors
    /// [`LogError::UnknownOperator`], [`LogError::PinHash`] if the stored hash is unusable,
    /// [`LogError::OtherHouseKey`] if it was keyed with a house key not here.
    pub fn check_pin(&self, operator: OperatorId, pin: &str) -> Result<bool, LogError> {
        match self.chained_pin(operator)? {
            None => Err(LogError::UnknownOperator(operator)),
            Some(None) => Ok(false),
            Some(Some(phc)) => operators::verify_pin(&phc, pin, || self.key_to_check()),
        }
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

/// The record of side-table rows just written, to chain with them.
pub(crate) struct Record<'a> {
    pub table: &'a records::Table,
    /// The row's id (a hand's, for its players).
    pub id: i64,
    pub action: &'static str,
    pub by: OperatorId,
    pub role: Role,
}

/// Chains the record of rows written in the transaction `tx`, as they now stand.
pub(crate) fn chain_record(
    tx: &Connection,
    path: &Path,
    buf: &mut String,
    record: Record<'_>,
) -> Result<(), LogError> {
    let payload = records::record_of(tx, path, record.table, record.id, record.action)?;
    let mut tip = Tip::read(tx, path)?;
    let at = chain::format_at(&now());
    tip.chain(
        tx,
        path,
        buf,
        &Link {
            hand: None,
            at: &at,
            operator: record.by,
            role: record.role,
            action: record.action,
            payload: &payload,
        },
    )
}

/// One event to chain: everything but its seq and hashes.
pub(crate) struct Link<'a> {
    pub hand: Option<HandId>,
    pub at: &'a str,
    pub operator: OperatorId,
    pub role: Role,
    pub action: &'a str,
    pub payload: &'a serde_json::Value,
}

/// The last event of the chain, inside a write transaction.
pub(crate) struct Tip {
    pub seq: Seq,
    pub hash: String,
}

impl Tip {
    pub(crate) fn read(tx: &Connection, path: &Path) -> Result<Tip, LogError> {
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
    pub(crate) fn chain(
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
pub(crate) fn now() -> DateTime<Utc> {
    Utc::now().trunc_subsecs(3)
}

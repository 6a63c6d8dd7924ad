//! Verified points: a `log verified` record says the chain was checked
//! through the event before it, with the side tables' row counts then.
//!
//! A mark is an ordinary chained event (a row record by its `log ` action, so
//! the desk folds past it), written when [`MARK_EVERY`] events or more were
//! appended past the last one. It is a statement on the record, not a
//! shortcut: what a mark says held when it was written, and a file edited
//! since says nothing of it, so opening and [`EventLog::verify`] check the
//! whole chain whatever marks the log holds.

use std::path::Path;

use chrono::Utc;
use rusqlite::{Connection, OptionalExtension};

use crate::batch::WriteTx;
use serde::{Deserialize, Serialize};

use crate::{
    ArgumentFault, EventLog, HandId, LogError, OperatorId, Role, RowAt, RowFault, Seq, chain,
};

/// The action of a verified point.
pub(crate) const VERIFIED: &str = "log verified";

/// How many events checked past the last mark make opening write a new one.
pub const MARK_EVERY: u64 = 5_000;

/// The side tables' row counts when a mark was written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct RowCounts {
    pub operators: u64,
    pub sessions: u64,
    pub hands: u64,
    pub hands_ended: u64,
    /// `hand_players` rows (none in marks written before the table was).
    #[serde(default)]
    pub hand_players: u64,
}

impl RowCounts {
    /// The counts as they stand in `conn`.
    pub fn read(conn: &Connection, path: &Path) -> Result<RowCounts, LogError> {
        let count = |sql: &str| -> Result<u64, LogError> {
            let n: i64 = conn
                .prepare_cached(sql)
                .and_then(|mut s| s.query_row([], |r| r.get(0)))
                .map_err(|e| LogError::from_sqlite(path, e))?;
            Ok(u64::try_from(n).unwrap_or(0))
        };
        Ok(RowCounts {
            operators: count("SELECT count(*) FROM operators")?,
            sessions: count("SELECT count(*) FROM sessions")?,
            hands: count("SELECT count(*) FROM hands")?,
            hands_ended: count("SELECT count(*) FROM hands WHERE ended_at IS NOT NULL")?,
            hand_players: if crate::schema::has_players(conn, path)? {
                count("SELECT count(*) FROM hand_players")?
            } else {
                0
            },
        })
    }
}

/// A mark's payload: the last event checked, its hash, and the row counts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Mark {
    pub seq: u64,
    pub hash: String,
    pub rows: RowCounts,
}

/// The seq of the event the last mark in the log vouches for, if that mark
/// names the event just before it and that event's hash; a mark that does
/// not is ignored. Only to space the marks out: opening verifies the whole
/// chain whatever marks the log holds.
pub(crate) fn last_marked(conn: &Connection, path: &Path) -> Result<Option<u64>, LogError> {
    let map = |e| LogError::from_sqlite(path, e);
    let found: Option<(i64, String)> = conn
        .prepare_cached(&format!(
            "SELECT seq, payload FROM events WHERE action = '{VERIFIED}' \
             ORDER BY seq DESC LIMIT 1"
        ))
        .and_then(|mut s| s.query_row([], |r| Ok((r.get(0)?, r.get(1)?))).optional())
        .map_err(map)?;
    let Some((mark_seq, payload)) = found else {
        return Ok(None);
    };
    let Ok(mark) = serde_json::from_str::<Mark>(&payload) else {
        return Ok(None);
    };
    if u64::try_from(mark_seq).ok() != mark.seq.checked_add(1) {
        return Ok(None);
    }
    let stored: Option<String> = conn
        .prepare_cached("SELECT hash FROM events WHERE seq = ?1")
        .and_then(|mut s| s.query_row([mark_seq - 1], |r| r.get(0)).optional())
        .map_err(map)?;
    Ok((stored.as_deref() == Some(mark.hash.as_str())).then_some(mark.seq))
}

impl EventLog {
    /// Records that the chain is verified through its head, if `MARK_EVERY`
    /// events or more were appended since the last mark (or since the start).
    /// A handle opened for writing has verified its log, and what it appended
    /// since links to that, so its head is verified. The mark is written under
    /// the operator of the head event. Returns the mark's seq, if one was written.
    ///
    /// # Errors
    /// [`LogError::ReadOnlyHandle`], database errors.
    pub fn mark_verified(&mut self) -> Result<Option<Seq>, LogError> {
        self.ensure_writable("mark_verified")?;
        let path = self.path.clone();
        let map = |e| LogError::from_sqlite(&path, e);
        let tx = WriteTx::begin(&mut self.conn, self.in_batch, &path)?;
        let since = last_marked(&tx, &path)?.map_or(0, |s| s + 1);
        let head: Option<(i64, String, i64, String)> = tx
            .query_row(
                "SELECT seq, hash, operator_id, role FROM events ORDER BY seq DESC LIMIT 1",
                [],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
            )
            .optional()
            .map_err(map)?;
        let Some((seq, hash, operator, role)) = head else {
            return Ok(None);
        };
        let seq = u64::try_from(seq).unwrap_or(0);
        let role: Role = role.parse().map_err(|_| LogError::BadRow {
            path: path.clone(),
            fault: RowFault::Role {
                row: RowAt::Event(seq),
                role: role.clone(),
            },
        })?;
        if seq < since + MARK_EVERY || !role.can_append() {
            return Ok(None);
        }
        let mark = Mark {
            seq,
            hash,
            rows: RowCounts::read(&tx, &path)?,
        };
        let payload = serde_json::to_value(&mark)
            .map_err(|_| LogError::InvalidArgument(ArgumentFault::MarkNotEncoded))?;
        let at = chain::format_at(&chrono::SubsecRound::trunc_subsecs(Utc::now(), 3));
        let mut tip = crate::append::Tip::read(&tx, &path)?;
        tip.chain(
            &tx,
            &path,
            &mut self.buf,
            &crate::append::Link {
                hand: None::<HandId>,
                at: &at,
                operator: OperatorId(operator),
                role,
                action: VERIFIED,
                payload: &payload,
            },
        )?;
        tx.commit(&path)?;
        Ok(Some(tip.seq))
    }
}

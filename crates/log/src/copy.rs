//! A chain kept elsewhere (the room's copy) written back into a new log
//! file as it was recorded: every event verbatim, and the `operators`,
//! `sessions`, `hands` and `hand_players` rows its row records carry, so the copy verifies
//! and reviews like the table's own file.

use std::path::Path;

use rusqlite::types::Value as Sql;
use rusqlite::{Connection, TransactionBehavior, params};
use serde_json::Value;

use crate::records::{HAND, HAND_END, HAND_PLAYERS, OPERATOR, SESSION};
use crate::{ArgumentFault, EventLog, EventRecord, LogError, RowFault, Seq, chain, is_row_record};

impl EventLog {
    /// Create the log at `path` (new or empty) holding exactly `records`,
    /// which must be a whole chain from seq 1. Hashes are stored as given:
    /// call [`verify`](Self::verify) on the result to check them.
    ///
    /// # Errors
    /// [`LogError::InvalidArgument`] for a file that already holds events;
    /// [`LogError::BadRow`] for a row record whose columns cannot be stored;
    /// the log's own triggers refuse a gap or a broken link; open errors as
    /// [`open`](Self::open).
    pub fn write_copy(path: impl AsRef<Path>, records: &[EventRecord]) -> Result<Self, LogError> {
        let mut log = Self::open(path)?;
        if log.head()?.0 != Seq(0) {
            return Err(LogError::InvalidArgument(ArgumentFault::CopyIntoUsedLog {
                path: log.path.clone(),
            }));
        }
        let path = log.path.clone();
        let map = |e| LogError::from_sqlite(&path, e);
        let tx = log
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(map)?;
        for r in records {
            if is_row_record(&r.action) {
                restore_row(&tx, &path, r)?;
            }
            let seq = i64::try_from(r.seq.0)
                .map_err(|_| bad(&path, RowFault::SeqOutOfRange { seq: r.seq.0 }))?;
            tx.prepare_cached(
                "INSERT INTO events(seq, hand_id, at, operator_id, role, action, payload, \
                 prev_hash, hash) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            )
            .and_then(|mut s| {
                s.execute(params![
                    seq,
                    r.hand.map(|h| h.0),
                    chain::format_at(&r.at),
                    r.operator.0,
                    r.role.as_str(),
                    r.action,
                    chain::canonical_json(&r.payload),
                    r.prev_hash,
                    r.hash
                ])
            })
            .map_err(map)?;
        }
        crate::schema::write_head(&tx).map_err(map)?;
        tx.commit().map_err(map)?;
        crate::sidecar::record(&log.conn, &path)?;
        Ok(log)
    }
}

/// The side-table row a row record carries, written before the record.
fn restore_row(conn: &Connection, path: &Path, r: &EventRecord) -> Result<(), LogError> {
    let (sql, columns): (&str, &[&str]) = match r.action.as_str() {
        OPERATOR => (
            "INSERT INTO operators(id, name, role, pin_hash) VALUES (?1, ?2, ?3, ?4)",
            &["id", "name", "role", "pin_hash"],
        ),
        SESSION => (
            "INSERT INTO sessions(id, table_name, ruleset_name, ruleset_hash, started_at) \
             VALUES (?1, ?2, ?3, ?4, ?5)",
            &[
                "id",
                "table_name",
                "ruleset_name",
                "ruleset_hash",
                "started_at",
            ],
        ),
        HAND => (
            "INSERT INTO hands(id, session_id, hand_no, started_at) VALUES (?1, ?2, ?3, ?4)",
            &["id", "session_id", "hand_no", "started_at"],
        ),
        HAND_END => (
            "UPDATE hands SET ended_at = ?2, summary = ?3 WHERE id = ?1",
            &["id", "ended_at", "summary"],
        ),
        HAND_PLAYERS => return restore_players(conn, path, r),
        other => {
            return Err(bad(
                path,
                RowFault::UnknownRecord {
                    seq: r.seq.0,
                    action: other.to_owned(),
                },
            ));
        }
    };
    let values = columns
        .iter()
        .map(|c| match r.payload.get(*c).unwrap_or(&Value::Null) {
            Value::Null => Ok(Sql::Null),
            Value::String(s) => Ok(Sql::Text(s.clone())),
            Value::Number(n) => n
                .as_i64()
                .map(Sql::Integer)
                .ok_or_else(|| column_value(path, r, c, n.to_string())),
            other => Err(column_value(path, r, c, other.to_string())),
        })
        .collect::<Result<Vec<_>, _>>()?;
    conn.execute(sql, rusqlite::params_from_iter(values))
        .map_err(|e| LogError::from_sqlite(path, e))?;
    Ok(())
}

/// The `hand_players` rows a hand's players record carries.
fn restore_players(conn: &Connection, path: &Path, r: &EventRecord) -> Result<(), LogError> {
    let hand = r.payload.get("id").and_then(Value::as_i64);
    let players = r.payload.get("players").and_then(Value::as_array);
    let (Some(hand), Some(players)) = (hand, players) else {
        return Err(bad(path, RowFault::PlayersRecord { seq: r.seq.0 }));
    };
    for p in players {
        let seat = p.get("seat").and_then(Value::as_i64);
        let name = p.get("name").and_then(Value::as_str);
        let (Some(seat), Some(name)) = (seat, name) else {
            return Err(bad(
                path,
                RowFault::ColumnValue {
                    seq: r.seq.0,
                    column: "player".to_owned(),
                    value: p.to_string(),
                },
            ));
        };
        conn.prepare_cached("INSERT INTO hand_players(hand_id, seat, name) VALUES (?1, ?2, ?3)")
            .and_then(|mut s| s.execute(params![hand, seat, name]))
            .map_err(|e| LogError::from_sqlite(path, e))?;
    }
    Ok(())
}

/// A row record's `value` that its column `column` cannot store.
fn column_value(path: &Path, r: &EventRecord, column: &str, value: String) -> LogError {
    bad(
        path,
        RowFault::ColumnValue {
            seq: r.seq.0,
            column: column.to_owned(),
            value,
        },
    )
}

fn bad(path: &Path, fault: RowFault) -> LogError {
    LogError::BadRow {
        path: path.to_path_buf(),
        fault,
    }
}

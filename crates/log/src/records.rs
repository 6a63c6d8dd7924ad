//! Row records: the chained copy of every `operators`, `sessions` and `hands`
//! row, and of each hand's `hand_players` rows together, written in the same
//! transaction as the rows, and the check that the rows still say what the
//! chain recorded.
//!
//! A row record is an ordinary event whose action starts with `log ` and
//! whose payload holds the row's columns exactly as stored (the hand's end
//! time and summary in a record of their own, since a hand ends once, later).
//! Editing, inserting or deleting such a row behind the log's back — a forged
//! floor operator, a swapped PIN hash, a renamed table, a rewritten summary —
//! leaves a row that no record vouches for, or a record whose row is gone or
//! different, and [`check`] names it.

use std::collections::BTreeMap;
use std::path::Path;

use rusqlite::Connection;
use rusqlite::types::ValueRef;
use serde_json::{Value, json};

use super::chain;
use super::error::{ChainFault, LogError, RowMismatch};
use super::fault::ArgumentFault;
use super::schema;
use super::types::Seq;

/// The action of an operator's row record.
pub(crate) const OPERATOR: &str = "log operator";
/// The action of a session's row record.
pub(crate) const SESSION: &str = "log session";
/// The action of a hand's row record, written when the hand row is created.
pub(crate) const HAND: &str = "log hand";
/// The action of the record of a hand's end (its end time and summary).
pub(crate) const HAND_END: &str = "log hand end";
/// The action of the record of a hand's players (its `hand_players` rows).
pub(crate) const HAND_PLAYERS: &str = "log hand players";

/// Whether an event's action marks it as a row record rather than a table event.
pub fn is_row_record(action: &str) -> bool {
    action.starts_with("log ")
}

/// A row record as read from the chain: its seq, action and canonical payload.
#[derive(Debug, Clone)]
pub(crate) struct Recorded {
    pub seq: u64,
    pub action: String,
    pub payload: String,
}

/// One side table: its name and its records, each an action and the
/// columns it copies (`id` first). A record whose other columns are all
/// NULL is not due yet (a hand not ended).
pub(crate) struct Table {
    name: &'static str,
    records: &'static [(&'static str, &'static [&'static str])],
    /// Reads the rows (all, or those of one id) with the records they should have.
    read: RowReader,
}

/// How a table's rows are read as the records that vouch for them: each
/// row (all, or those of one id), in id order, handed to the visitor as it
/// is read, so a check of the whole table holds one row at a time.
type RowReader =
    fn(&Connection, &Path, &Table, Option<i64>, &mut RowVisitor<'_>) -> Result<(), LogError>;

/// What a [`RowReader`] hands each row to.
pub(crate) type RowVisitor<'v> = dyn FnMut(RowRecords) -> Result<(), LogError> + 'v;

impl Table {
    /// The record actions that vouch for a row.
    fn actions(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.records.iter().map(|(action, _)| *action)
    }

    /// Every column any record copies, in order, once.
    fn columns(&self) -> Vec<&'static str> {
        let mut out: Vec<&'static str> = Vec::new();
        for c in self.records.iter().flat_map(|(_, cols)| cols.iter()) {
            if !out.contains(c) {
                out.push(c);
            }
        }
        out
    }
}

/// The `operators` table.
pub(crate) const OPERATORS: Table = Table {
    name: "operators",
    records: &[(OPERATOR, &["id", "name", "role", "pin_hash"])],
    read: rows,
};

/// The `sessions` table.
pub(crate) const SESSIONS: Table = Table {
    name: "sessions",
    records: &[(
        SESSION,
        &[
            "id",
            "table_name",
            "ruleset_name",
            "ruleset_hash",
            "started_at",
        ],
    )],
    read: rows,
};

/// The `hands` table.
pub(crate) const HANDS: Table = Table {
    name: "hands",
    records: &[
        (HAND, &["id", "session_id", "hand_no", "started_at"]),
        (HAND_END, &["id", "ended_at", "summary"]),
    ],
    read: rows,
};

/// The `hand_players` table: one record per hand, `{"id": hand id,
/// "players": [{"seat", "name"}, …]}` in seat order.
pub(crate) const PLAYERS: Table = Table {
    name: "hand_players",
    records: &[(HAND_PLAYERS, &["id", "players"])],
    read: hand_player_rows,
};

/// The side tables a log has: `hand_players` from schema version 3.
fn tables(conn: &Connection, path: &Path) -> Result<Vec<&'static Table>, LogError> {
    let mut tables = vec![&OPERATORS, &SESSIONS, &HANDS];
    if schema::has_players(conn, path)? {
        tables.push(&PLAYERS);
    }
    Ok(tables)
}

/// The record `action` of row `id` of `table` as it stands now, to be
/// chained in the transaction that wrote the row.
pub(crate) fn record_of(
    conn: &Connection,
    path: &Path,
    table: &Table,
    id: i64,
    action: &str,
) -> Result<Value, LogError> {
    row_record(conn, path, table, id, action)?.ok_or_else(|| {
        LogError::InvalidArgument(ArgumentFault::NoRowRecord {
            table: table.name,
            id,
            action: action.to_owned(),
        })
    })
}

/// The record `action` that row `id` of `table` should have, if the row
/// is there and due it.
fn row_record(
    conn: &Connection,
    path: &Path,
    table: &Table,
    id: i64,
    action: &str,
) -> Result<Option<Value>, LogError> {
    let mut found = None;
    (table.read)(conn, path, table, Some(id), &mut |(_, records)| {
        if found.is_none() {
            found = records
                .into_iter()
                .find(|(a, _)| *a == action)
                .map(|(_, v)| v);
        }
        Ok(())
    })?;
    Ok(found)
}

/// Check every `operators`, `sessions` and `hands` row against the row
/// records found in the chain (`last_seq` is the chain's length, for a row
/// with no record at all).
pub(crate) fn check(
    conn: &Connection,
    path: &Path,
    recorded: &[Recorded],
    last_seq: u64,
) -> Result<(), LogError> {
    for table in tables(conn, path)? {
        // What the chain says, by (action, row id).
        let mut said: BTreeMap<(&str, i64), &Recorded> = BTreeMap::new();
        for r in recorded
            .iter()
            .filter(|r| table.actions().any(|a| a == r.action))
        {
            let id = recorded_row_id(r, table.name)?;
            let action = table.actions().find(|a| *a == r.action);
            if let Some(action) = action
                && said.insert((action, id), r).is_some()
            {
                return Err(fault(
                    r.seq,
                    table.name,
                    Some(id),
                    RowMismatch::RecordedTwice,
                ));
            }
        }
        (table.read)(conn, path, table, None, &mut |(id, records)| {
            for (action, expected) in records {
                match said.remove(&(action, id)) {
                    Some(r) if r.payload == chain::canonical_json(&expected) => {}
                    Some(r) => {
                        return Err(fault(r.seq, table.name, Some(id), RowMismatch::Differs));
                    }
                    None => {
                        return Err(fault(
                            last_seq + 1,
                            table.name,
                            Some(id),
                            RowMismatch::Unvouched,
                        ));
                    }
                }
            }
            Ok(())
        })?;
        if let Some(((_, id), r)) = said.into_iter().next() {
            return Err(fault(r.seq, table.name, Some(id), RowMismatch::Gone));
        }
    }
    Ok(())
}

fn fault(seq: u64, table: &'static str, id: Option<i64>, mismatch: RowMismatch) -> LogError {
    LogError::BrokenChain {
        seq: Seq(seq),
        reason: ChainFault::RowRecord {
            table,
            id,
            mismatch,
        },
    }
}

/// A row's id and the records (action, payload) it should have.
pub(crate) type RowRecords = (i64, Vec<(&'static str, Value)>);

/// Rows of `table` (all, or the one with `only` as its id), each with the
/// records it should have.
fn rows(
    conn: &Connection,
    path: &Path,
    table: &Table,
    only: Option<i64>,
    visit: &mut RowVisitor<'_>,
) -> Result<(), LogError> {
    let map = |e| LogError::from_sqlite(path, e);
    let columns = table.columns();
    let select = format!("SELECT {} FROM {}", columns.join(", "), table.name);
    let sql = match only {
        Some(_) => format!("{select} WHERE id = ?1"),
        None => format!("{select} ORDER BY id"),
    };
    let mut stmt = conn.prepare_cached(&sql).map_err(map)?;
    let mut rows = match only {
        Some(id) => stmt.query([id]),
        None => stmt.query([]),
    }
    .map_err(map)?;
    while let Some(row) = rows.next().map_err(map)? {
        let cells: Vec<Value> = (0..row.as_ref().column_count())
            .map(|i| row.get_ref(i).map(cell))
            .collect::<Result<_, _>>()
            .map_err(map)?;
        // A row id that is not an integer cannot match any record.
        let id = cells[0].as_i64().unwrap_or(i64::MIN);
        let value = |name: &str| {
            columns
                .iter()
                .position(|c| *c == name)
                .map_or(&Value::Null, |i| &cells[i])
        };
        let records = table
            .records
            .iter()
            .filter(|(_, cols)| cols.iter().skip(1).any(|c| !value(c).is_null()))
            .map(|(action, cols)| {
                let record: serde_json::Map<String, Value> = cols
                    .iter()
                    .map(|c| ((*c).to_owned(), value(c).clone()))
                    .collect();
                (*action, Value::Object(record))
            })
            .collect();
        visit((id, records))?;
    }
    Ok(())
}

/// A stored value as JSON, keeping its SQLite type apparent (an integer
/// stored as text does not equal the recorded integer).
pub(crate) fn cell(v: ValueRef<'_>) -> Value {
    match v {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(i) => json!(i),
        ValueRef::Real(f) => json!({"real": f}),
        ValueRef::Text(t) => Value::String(String::from_utf8_lossy(t).into_owned()),
        ValueRef::Blob(b) => json!({"blob": chain::sha256_hex(b)}),
    }
}

/// The row id a row record names, or the fault of a record that names none.
fn recorded_row_id(r: &Recorded, table: &'static str) -> Result<i64, LogError> {
    /// A record's row id; its other fields are skipped, not built.
    #[derive(serde::Deserialize)]
    struct RowId {
        id: i64,
    }
    serde_json::from_str::<RowId>(&r.payload)
        .map(|row| row.id)
        .map_err(|_| fault(r.seq, table, None, RowMismatch::NoRowId))
}

/// The `hand_players` rows of every hand (or of hand `only`), grouped by
/// hand in seat order, each group as the record that should vouch for it.
fn hand_player_rows(
    conn: &Connection,
    path: &Path,
    _table: &Table,
    only: Option<i64>,
    visit: &mut RowVisitor<'_>,
) -> Result<(), LogError> {
    let map = |e| LogError::from_sqlite(path, e);
    let sql = match only {
        Some(_) => "SELECT hand_id, seat, name FROM hand_players WHERE hand_id = ?1 ORDER BY seat",
        None => "SELECT hand_id, seat, name FROM hand_players ORDER BY hand_id, seat",
    };
    let mut stmt = conn.prepare_cached(sql).map_err(map)?;
    let mut rows = match only {
        Some(id) => stmt.query([id]),
        None => stmt.query([]),
    }
    .map_err(map)?;
    let record = |hand: i64, players: Vec<Value>| {
        let record = json!({"id": hand, "players": players});
        (hand, vec![(HAND_PLAYERS, record)])
    };
    // One hand's players at a time, handed on when the next hand's start.
    let mut hand_of: Option<(i64, Vec<Value>)> = None;
    while let Some(row) = rows.next().map_err(map)? {
        // A hand id that is not an integer cannot match any record.
        let hand = row.get_ref(0).map_err(map)?.as_i64().unwrap_or(i64::MIN);
        let player = json!({
            "seat": cell(row.get_ref(1).map_err(map)?),
            "name": cell(row.get_ref(2).map_err(map)?),
        });
        match &mut hand_of {
            Some((h, players)) if *h == hand => players.push(player),
            _ => {
                if let Some((h, players)) = hand_of.replace((hand, vec![player])) {
                    visit(record(h, players))?;
                }
            }
        }
    }
    if let Some((h, players)) = hand_of {
        visit(record(h, players))?;
    }
    Ok(())
}

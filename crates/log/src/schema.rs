//! Database schema, append-only triggers and the checks that a file is a Dealer Desk log.

use std::path::Path;

use rusqlite::Connection;

use super::chain::GENESIS_PREV_HASH;
use super::error::{Alteration, LogError};
use super::fault::Unrecognised;

/// Schema version written to `meta.schema_version`: 2 since `operators`,
/// `sessions` and `hands` rows are chained as row records, 3 since each
/// hand's players are kept in `hand_players`, chained the same way, 4 since
/// the `meta` head is written once per write transaction rather than by a
/// trigger on every insert.
pub const SCHEMA_VERSION: u32 = 4;

/// The version before row records: read and verified, never written.
pub(crate) const READ_ONLY_VERSION: u32 = 1;

/// The versions read as they are and upgraded when opened for writing
/// ([`upgrade`]): before `hand_players`, and before the head was written
/// per transaction.
pub(crate) const UPGRADED_VERSIONS: [u32; 2] = [2, 3];

/// The version before `hand_players`.
const BEFORE_PLAYERS: u32 = 2;

/// `PRAGMA application_id` of a Dealer Desk log: ASCII `DDLG`.
pub const APPLICATION_ID: i32 = 0x4444_4c47;

/// Tables, indexes and triggers, created in one transaction on a fresh file.
///
/// The triggers make the log append-only for every ordinary connection:
/// events cannot be updated or deleted and must be inserted as `max(seq) + 1` with
/// `prev_hash` equal to the previous hash; sessions and operators are immutable;
/// a hand can only go once from open (`ended_at IS NULL`) to ended; the `meta`
/// head (`head_seq`, `head_hash`), written by [`write_head`] before each write
/// transaction commits, can only ever name the real last row.
pub(crate) fn ddl() -> String {
    let indexes = INDEXES;
    let players = HAND_PLAYERS;
    let meta_guard = meta_guard();
    format!(
        r#"
CREATE TABLE meta (
    key   TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE sessions (
    id           INTEGER PRIMARY KEY,
    table_name   TEXT NOT NULL,
    ruleset_name TEXT NOT NULL,
    ruleset_hash TEXT NOT NULL,
    started_at   TEXT NOT NULL
);

CREATE TABLE operators (
    id       INTEGER PRIMARY KEY,
    name     TEXT NOT NULL,
    role     TEXT NOT NULL CHECK (role IN ('dealer', 'floor', 'reviewer')),
    pin_hash TEXT,
    CHECK (role <> 'floor' OR pin_hash IS NOT NULL)
);

CREATE TABLE hands (
    id         INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    hand_no    INTEGER NOT NULL CHECK (hand_no >= 0),
    started_at TEXT NOT NULL,
    ended_at   TEXT,
    summary    TEXT,
    UNIQUE (session_id, hand_no)
);
CREATE INDEX hands_started_at ON hands(started_at);
CREATE INDEX hands_open ON hands(id) WHERE ended_at IS NULL;

CREATE TABLE events (
    seq         INTEGER PRIMARY KEY,
    hand_id     INTEGER REFERENCES hands(id),
    at          TEXT NOT NULL,
    operator_id INTEGER NOT NULL REFERENCES operators(id),
    role        TEXT NOT NULL,
    action      TEXT NOT NULL,
    payload     TEXT NOT NULL,
    prev_hash   TEXT NOT NULL,
    hash        TEXT NOT NULL
);
CREATE INDEX events_hand ON events(hand_id, seq);
{indexes}
{players}

CREATE TRIGGER events_no_update BEFORE UPDATE ON events
BEGIN SELECT RAISE(ABORT, 'events are append-only: update refused'); END;

CREATE TRIGGER events_no_delete BEFORE DELETE ON events
BEGIN SELECT RAISE(ABORT, 'events are append-only: delete refused'); END;

CREATE TRIGGER events_insert_check BEFORE INSERT ON events
BEGIN
    SELECT RAISE(ABORT, 'events must be inserted with seq = max(seq) + 1')
    WHERE NEW.seq IS NOT (SELECT COALESCE(MAX(seq), 0) + 1 FROM events);
    SELECT RAISE(ABORT, 'events must link prev_hash to the previous hash')
    WHERE NEW.prev_hash IS NOT COALESCE(
        (SELECT hash FROM events WHERE seq = NEW.seq - 1), '{GENESIS_PREV_HASH}');
END;

{meta_guard}

CREATE TRIGGER meta_no_delete BEFORE DELETE ON meta
BEGIN SELECT RAISE(ABORT, 'meta rows cannot be deleted'); END;

CREATE TRIGGER sessions_no_update BEFORE UPDATE ON sessions
BEGIN SELECT RAISE(ABORT, 'sessions are immutable'); END;

CREATE TRIGGER sessions_no_delete BEFORE DELETE ON sessions
BEGIN SELECT RAISE(ABORT, 'sessions are immutable'); END;

CREATE TRIGGER operators_no_update BEFORE UPDATE ON operators
BEGIN SELECT RAISE(ABORT, 'operators are immutable'); END;

CREATE TRIGGER operators_no_delete BEFORE DELETE ON operators
BEGIN SELECT RAISE(ABORT, 'operators are immutable'); END;

CREATE TRIGGER hands_end_once BEFORE UPDATE ON hands
WHEN OLD.ended_at IS NOT NULL
  OR NEW.ended_at IS NULL
  OR NEW.id IS NOT OLD.id
  OR NEW.session_id IS NOT OLD.session_id
  OR NEW.hand_no IS NOT OLD.hand_no
  OR NEW.started_at IS NOT OLD.started_at
BEGIN SELECT RAISE(ABORT, 'a hand can only be ended once, and nothing else may change'); END;

CREATE TRIGGER hands_no_delete BEFORE DELETE ON hands
BEGIN SELECT RAISE(ABORT, 'hands cannot be deleted'); END;

INSERT INTO meta(key, value) VALUES
    ('schema_version', '{SCHEMA_VERSION}'),
    ('head_seq', '0'),
    ('head_hash', '{GENESIS_PREV_HASH}');
"#
    )
}

/// The meta head's guard: only `head_seq` and `head_hash` change, and only
/// to name the real last row.
fn meta_guard() -> String {
    format!(
        r#"CREATE TRIGGER meta_guard_update BEFORE UPDATE ON meta
WHEN NEW.key IS NOT OLD.key
  OR OLD.key NOT IN ('head_seq', 'head_hash')
  OR (OLD.key = 'head_seq' AND NEW.value IS NOT
        CAST((SELECT COALESCE(MAX(seq), 0) FROM events) AS TEXT))
  OR (OLD.key = 'head_hash' AND NEW.value IS NOT COALESCE(
        (SELECT hash FROM events ORDER BY seq DESC LIMIT 1), '{GENESIS_PREV_HASH}'))
BEGIN SELECT RAISE(ABORT, 'meta may only record the real head of the log'); END;"#
    )
}

/// The players dealt into each hand, by seat (schema version 3): rows are
/// only ever added, each hand's together with its `log hand players`
/// record; `hand_players_name` finds a player's hands.
const HAND_PLAYERS: &str = "
CREATE TABLE hand_players (
    hand_id INTEGER NOT NULL REFERENCES hands(id),
    seat    INTEGER NOT NULL CHECK (seat >= 0),
    name    TEXT NOT NULL,
    PRIMARY KEY (hand_id, seat)
) WITHOUT ROWID;
CREATE INDEX hand_players_name ON hand_players(name, hand_id);

CREATE TRIGGER hand_players_no_update BEFORE UPDATE ON hand_players
BEGIN SELECT RAISE(ABORT, 'hand players are immutable'); END;

CREATE TRIGGER hand_players_no_delete BEFORE DELETE ON hand_players
BEGIN SELECT RAISE(ABORT, 'hand players are immutable'); END;
";

/// Whether the log has the `hand_players` table (schema version 3).
pub(crate) fn has_players(conn: &Connection, path: &Path) -> Result<bool, LogError> {
    let n: i64 = conn
        .prepare_cached(
            "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'hand_players'",
        )
        .and_then(|mut s| s.query_row([], |r| r.get(0)))
        .map_err(|e| LogError::from_sqlite(path, e))?;
    Ok(n == 1)
}

/// Brings a log of an older version (`from`, one of [`UPGRADED_VERSIONS`])
/// to the current schema, inside the caller's write transaction: from 2,
/// `hand_players` (empty; its rows come with their records); from 2 and 3,
/// the head no longer moved by a trigger on each insert; and the new version
/// in `meta`, whose guard is set aside for that one change. Returns whether
/// the hands' players are still to be recorded.
pub(crate) fn upgrade(conn: &Connection, path: &Path, from: u32) -> Result<bool, LogError> {
    let players = if from == BEFORE_PLAYERS {
        HAND_PLAYERS
    } else {
        ""
    };
    let sql = format!(
        "{players}
DROP TRIGGER IF EXISTS events_advance_head;
DROP TRIGGER IF EXISTS meta_guard_update;
UPDATE meta SET value = '{SCHEMA_VERSION}' WHERE key = 'schema_version';
{}",
        meta_guard()
    );
    conn.execute_batch(&sql)
        .map_err(|e| LogError::from_sqlite(path, e))?;
    Ok(from == BEFORE_PLAYERS)
}

/// Writes the `meta` head (`head_seq`, `head_hash`) to name the last event,
/// inside the write transaction about to commit: the guard trigger refuses
/// any other value, so a committed log's head is always its real last row.
pub(crate) fn write_head(conn: &Connection) -> rusqlite::Result<()> {
    conn.prepare_cached(&format!(
        "UPDATE meta SET value = CASE key \
           WHEN 'head_seq' THEN (SELECT CAST(COALESCE(MAX(seq), 0) AS TEXT) FROM events) \
           ELSE COALESCE((SELECT hash FROM events ORDER BY seq DESC LIMIT 1), '{GENESIS_PREV_HASH}') \
         END WHERE key IN ('head_seq', 'head_hash')"
    ))?
    .execute([])
    .map(drop)
}

/// Indexes added since schema version 2 was first written: every new log
/// has them, and an older log gets them when it is opened for writing (an
/// index holds nothing the chain vouches for).
/// `events_verified`: the verified marks, so opening finds the last at once.
const INDEXES: &str = "CREATE INDEX IF NOT EXISTS events_verified ON events(seq) \
                       WHERE action = 'log verified';";

/// Adds the indexes of [`INDEXES`] that a log lacks.
pub(crate) fn add_indexes(conn: &Connection, path: &Path) -> Result<(), LogError> {
    conn.execute_batch(INDEXES)
        .map_err(|e| LogError::from_sqlite(path, e))
}

/// The schema version recorded in `meta` (0 when it is missing or unreadable;
/// [`check`] has refused such a file before anyone verifies it).
pub(crate) fn version(conn: &Connection) -> u32 {
    conn.query_row(
        "SELECT value FROM meta WHERE key = 'schema_version'",
        [],
        |r| r.get::<_, String>(0),
    )
    .ok()
    .and_then(|v| v.parse().ok())
    .unwrap_or(0)
}

/// Whether the main database has no schema objects at all (a new or empty file).
pub(crate) fn is_empty(conn: &Connection, path: &Path) -> Result<bool, LogError> {
    let n: i64 = conn
        .query_row("SELECT count(*) FROM sqlite_schema", [], |r| r.get(0))
        .map_err(|e| LogError::from_sqlite(path, e))?;
    Ok(n == 0)
}

/// Create the schema in one immediate transaction.
pub(crate) fn create(conn: &mut Connection, path: &Path) -> Result<(), LogError> {
    let map = |e| LogError::from_sqlite(path, e);
    let tx = conn
        .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
        .map_err(map)?;
    // Re-check under the write lock: another process may have created it meanwhile.
    if is_empty(&tx, path)? {
        tx.pragma_update(None, "application_id", APPLICATION_ID)
            .map_err(map)?;
        tx.execute_batch(&ddl()).map_err(map)?;
    }
    tx.commit().map_err(map)
}

/// Check that the file is a Dealer Desk log of a supported schema version
/// (for `writing`, the current one or the one [`upgrade`] brings to it).
pub(crate) fn check(conn: &Connection, path: &Path, writing: bool) -> Result<(), LogError> {
    let map = |e| LogError::from_sqlite(path, e);
    let app_id: i32 = conn
        .pragma_query_value(None, "application_id", |r| r.get(0))
        .map_err(map)?;
    let not_a_log = |why: Unrecognised| LogError::NotALog {
        path: path.to_path_buf(),
        why,
    };
    if app_id != APPLICATION_ID {
        return Err(not_a_log(Unrecognised::ApplicationId {
            found: app_id,
            expected: APPLICATION_ID,
        }));
    }
    for table in ["meta", "sessions", "operators", "hands", "events"] {
        let n: i64 = conn
            .query_row(
                "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = ?1",
                [table],
                |r| r.get(0),
            )
            .map_err(map)?;
        if n != 1 {
            return Err(not_a_log(Unrecognised::TableMissing { table }));
        }
    }
    let version: Option<String> = conn
        .query_row(
            "SELECT value FROM meta WHERE key = 'schema_version'",
            [],
            |r| r.get(0),
        )
        .map(Some)
        .or_else(|e| match e {
            rusqlite::Error::QueryReturnedNoRows => Ok(None),
            e => Err(e),
        })
        .map_err(map)?;
    match version {
        Some(v) if v == SCHEMA_VERSION.to_string() => Ok(()),
        Some(v) if UPGRADED_VERSIONS.iter().any(|u| v == u.to_string()) => Ok(()),
        Some(v) if !writing && v == READ_ONLY_VERSION.to_string() => Ok(()),
        Some(v) => Err(LogError::UnsupportedSchema {
            path: path.to_path_buf(),
            found: v,
            supported: SCHEMA_VERSION,
        }),
        None => Err(not_a_log(Unrecognised::NoSchemaVersion)),
    }
}

/// The trigger that moved the head on every insert before version 4.
const ADVANCE_HEAD: &str = "events_advance_head";

/// Checks that the file's structure is the one its schema version has:
/// the exact set of triggers, each as this build writes it (whitespace
/// aside), no table, view or index but the schema's, and each table's
/// columns with their declared types. A dropped,
/// added or rewritten trigger, a retyped column or a lowered
/// `schema_version` (whose structure no longer matches) is
/// [`LogError::SchemaAltered`]. A log of version 1 is not checked: no
/// build wrote its structure as this one does.
pub(crate) fn check_structure(conn: &Connection, path: &Path) -> Result<(), LogError> {
    let version = version(conn);
    if version == READ_ONLY_VERSION {
        return Ok(());
    }
    let map = |e| LogError::from_sqlite(path, e);
    let fresh = Connection::open_in_memory().map_err(map)?;
    fresh.execute_batch(&ddl()).map_err(map)?;
    let altered = |object: String, change: Alteration| LogError::SchemaAltered {
        path: path.to_path_buf(),
        object,
        change,
    };
    let mut expected = triggers(&fresh, path)?;
    let mut tables = table_names(&fresh, path)?;
    if version < SCHEMA_VERSION {
        // Versions 2 and 3 moved the head by a trigger; 2 had no players.
        expected.insert(ADVANCE_HEAD.to_owned(), String::new());
        if version == BEFORE_PLAYERS {
            expected.retain(|name, _| !name.starts_with("hand_players_"));
            tables.retain(|t| t != "hand_players");
        }
    }
    let found = triggers(conn, path)?;
    for (name, sql) in &expected {
        match found.get(name) {
            None => return Err(altered(format!("trigger {name}"), Alteration::Missing)),
            Some(f) if name != ADVANCE_HEAD && f != sql => {
                return Err(altered(format!("trigger {name}"), Alteration::Changed));
            }
            Some(_) => {}
        }
    }
    if let Some(name) = found.keys().find(|n| !expected.contains_key(*n)) {
        return Err(altered(format!("trigger {name}"), Alteration::Added));
    }
    // Nothing else: no table, view or index the log's schema does not have.
    let mut known = objects(&fresh, path)?;
    if version == BEFORE_PLAYERS {
        known.retain(|(_, _, table)| table != "hand_players");
    }
    for (kind, name, _) in objects(conn, path)? {
        if kind != "trigger" && !known.iter().any(|(k, n, _)| *k == kind && *n == name) {
            return Err(altered(format!("{kind} {name}"), Alteration::Added));
        }
    }
    for table in tables {
        let want = columns(&fresh, path, &table)?;
        let have = columns(conn, path, &table)?;
        if want.len() != have.len() {
            return Err(altered(format!("table {table}"), Alteration::Changed));
        }
        for (w, h) in want.iter().zip(&have) {
            if w != h {
                return Err(altered(
                    format!("column {table}.{}", w.0),
                    Alteration::Changed,
                ));
            }
        }
    }
    Ok(())
}

/// Each trigger's name and its SQL with runs of whitespace made one space.
fn triggers(
    conn: &Connection,
    path: &Path,
) -> Result<std::collections::BTreeMap<String, String>, LogError> {
    let map = |e| LogError::from_sqlite(path, e);
    let mut stmt = conn
        .prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'trigger'")
        .map_err(map)?;
    let rows = stmt
        .query_map([], |r| {
            let sql: Option<String> = r.get(1)?;
            let sql = sql.unwrap_or_default();
            Ok((
                r.get::<_, String>(0)?,
                sql.split_whitespace().collect::<Vec<_>>().join(" "),
            ))
        })
        .map_err(map)?;
    rows.collect::<Result<_, _>>().map_err(map)
}

/// Every object of a database: its type, name and table.
fn objects(conn: &Connection, path: &Path) -> Result<Vec<(String, String, String)>, LogError> {
    let map = |e| LogError::from_sqlite(path, e);
    let mut stmt = conn
        .prepare("SELECT type, name, tbl_name FROM sqlite_schema ORDER BY type, name")
        .map_err(map)?;
    let rows = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .map_err(map)?;
    rows.collect::<Result<_, _>>().map_err(map)
}

/// The names of the tables of a fresh log.
fn table_names(conn: &Connection, path: &Path) -> Result<Vec<String>, LogError> {
    let map = |e| LogError::from_sqlite(path, e);
    let mut stmt = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
        .map_err(map)?;
    let rows = stmt.query_map([], |r| r.get(0)).map_err(map)?;
    rows.collect::<Result<_, _>>().map_err(map)
}

/// A table's columns as `PRAGMA table_info` gives them: name, declared
/// type, NOT NULL, default and place in the primary key.
type Column = (String, String, bool, Option<String>, i64);

fn columns(conn: &Connection, path: &Path, table: &str) -> Result<Vec<Column>, LogError> {
    let map = |e| LogError::from_sqlite(path, e);
    let mut stmt = conn
        .prepare("SELECT name, type, \"notnull\", dflt_value, pk FROM pragma_table_info(?1)")
        .map_err(map)?;
    let rows = stmt
        .query_map([table], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
        })
        .map_err(map)?;
    rows.collect::<Result<_, _>>().map_err(map)
}

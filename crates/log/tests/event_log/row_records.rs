//! The `operators`, `sessions` and `hands` rows are vouched for by row records in
//! the chain: an insider who edits, adds or deletes one with the triggers
//! dropped is caught by `verify`, and the log will not open for writing.

use dealerdesk_log::{ChainFault, EventLog, Role};
use rusqlite::params;

use crate::common::{SEEDED_ROWS, Seeded, assert_broken, drop_triggers, raw, seeded_log, temp_log};

/// A seeded log (with its hand ended, so the end has a record too) and a raw
/// connection with the triggers dropped.
fn tampered() -> (
    tempfile::TempDir,
    std::path::PathBuf,
    Seeded,
    rusqlite::Connection,
) {
    let (dir, path) = temp_log();
    let seeded = seeded_log(&path, 6);
    let mut log = EventLog::open(&path).unwrap();
    log.end_hand(seeded.hand, serde_json::json!({"pot": 600}), seeded.dealer)
        .unwrap();
    log.close().unwrap();
    let conn = raw(&path);
    drop_triggers(&conn);
    (dir, path, seeded, conn)
}

/// The fault is about `table` row `id`.
fn about(reason: &ChainFault, table: &str, id: i64) -> bool {
    matches!(reason, ChainFault::RowRecord { table: t, id: Some(i), .. } if *t == table && *i == id)
}

#[test]
fn a_swapped_pin_hash_is_caught_at_the_operators_record() {
    let (_dir, path, seeded, conn) = tampered();
    // The insider gives the floor person the hash of a PIN they know.
    let known: String = conn
        .query_row(
            "SELECT pin_hash FROM operators WHERE id = ?1",
            [seeded.floor.0],
            |r| r.get(0),
        )
        .unwrap();
    let mut forged = known.clone();
    forged.replace_range(forged.len() - 4.., "AAAA");
    conn.execute(
        "UPDATE operators SET pin_hash = ?1 WHERE id = ?2",
        params![forged, seeded.floor.0],
    )
    .unwrap();
    drop(conn);
    // The floor person's own record is seq 2.
    assert_broken(&path, 2, |r| about(r, "operators", seeded.floor.0));
}

#[test]
fn a_forged_floor_operator_is_caught() {
    let (_dir, path, _seeded, conn) = tampered();
    let head: i64 = conn
        .query_row("SELECT MAX(seq) FROM events", [], |r| r.get(0))
        .unwrap();
    let head = head as u64;
    conn.execute(
        "INSERT INTO operators(name, role, pin_hash) VALUES ('Mallory', 'floor', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA')",
        [],
    )
    .unwrap();
    let id = conn.last_insert_rowid();
    drop(conn);
    assert_broken(&path, head + 1, |r| about(r, "operators", id));
}

#[test]
fn a_renamed_operator_is_caught() {
    let (_dir, path, seeded, conn) = tampered();
    conn.execute(
        "UPDATE operators SET name = 'Someone else' WHERE id = ?1",
        [seeded.dealer.0],
    )
    .unwrap();
    drop(conn);
    assert_broken(&path, 1, |r| about(r, "operators", seeded.dealer.0));
}

#[test]
fn a_renamed_table_or_swapped_ruleset_is_caught_at_the_sessions_record() {
    for sql in [
        "UPDATE sessions SET table_name = 'Table 9'",
        "UPDATE sessions SET ruleset_hash = 'ab' || substr(ruleset_hash, 3)",
        "UPDATE sessions SET started_at = '2020-01-01T00:00:00.000Z'",
    ] {
        let (_dir, path, seeded, conn) = tampered();
        conn.execute(sql, []).unwrap();
        drop(conn);
        // Records: three operators, then the session at seq 4.
        assert_broken(&path, 4, |r| about(r, "sessions", seeded.session.0));
    }
}

#[test]
fn an_edited_hand_start_or_summary_is_caught() {
    let (_dir, path, seeded, conn) = tampered();
    conn.execute(
        "UPDATE hands SET started_at = '2020-01-01T00:00:00.000Z' WHERE id = ?1",
        [seeded.hand.0],
    )
    .unwrap();
    drop(conn);
    assert_broken(&path, SEEDED_ROWS, |r| about(r, "hands", seeded.hand.0));

    let (_dir, path, seeded, conn) = tampered();
    conn.execute(
        "UPDATE hands SET summary = '{\"pot\":6000}' WHERE id = ?1",
        [seeded.hand.0],
    )
    .unwrap();
    let end_seq: i64 = conn
        .query_row(
            "SELECT seq FROM events WHERE action = 'log hand end'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    let end_seq = end_seq as u64;
    drop(conn);
    assert_broken(&path, end_seq, |r| about(r, "hands", seeded.hand.0));
}

#[test]
fn a_deleted_or_reopened_hand_is_caught() {
    let (_dir, path, seeded, conn) = tampered();
    conn.execute_batch("PRAGMA foreign_keys = OFF").unwrap();
    conn.execute("DELETE FROM hands WHERE id = ?1", [seeded.hand.0])
        .unwrap();
    drop(conn);
    assert_broken(&path, SEEDED_ROWS, |r| about(r, "hands", seeded.hand.0));

    // Reopening an ended hand (to slip events into it) leaves its end record
    // without a matching row.
    let (_dir, path, seeded, conn) = tampered();
    conn.execute(
        "UPDATE hands SET ended_at = NULL, summary = NULL WHERE id = ?1",
        [seeded.hand.0],
    )
    .unwrap();
    drop(conn);
    let log = EventLog::open_read_only(&path).unwrap();
    let err = log.verify(|_, _| {}).unwrap_err();
    assert!(
        matches!(&err, dealerdesk_log::LogError::BrokenChain { reason, .. } if about(reason, "hands", seeded.hand.0)),
        "{err}"
    );
}

#[test]
fn a_forged_row_record_cannot_be_appended_as_an_event() {
    let (_dir, path) = temp_log();
    let seeded = seeded_log(&path, 1);
    let mut log = EventLog::open(&path).unwrap();
    let err = log
        .append(dealerdesk_log::NewEvent {
            hand: None,
            operator: seeded.dealer,
            action: "log operator".into(),
            payload: serde_json::json!({"id": 9, "name": "Mallory", "role": "floor", "pin_hash": null}),
        })
        .unwrap_err();
    assert!(err.to_string().contains("row records"), "{err}");
    assert_eq!(log.verify(|_, _| {}).unwrap().events, SEEDED_ROWS + 1);
}

#[test]
fn every_row_written_through_the_log_is_recorded_and_verifies() {
    let (_dir, path) = temp_log();
    let seeded = seeded_log(&path, 3);
    let mut log = EventLog::open(&path).unwrap();
    let second = log
        .add_operator("Fred", Role::Floor, Some("135791"))
        .unwrap();
    log.end_hand(seeded.hand, serde_json::json!({"a": 1}), second)
        .unwrap();
    let hand = log.begin_hand(seeded.session, 2, seeded.dealer).unwrap();
    let actions: Vec<String> = log
        .events(None)
        .unwrap()
        .into_iter()
        .map(|e| e.action)
        .filter(|a| dealerdesk_log::is_row_record(a))
        .collect();
    assert_eq!(
        actions,
        [
            "log operator",
            "log operator",
            "log operator",
            "log session",
            "log hand",
            "log operator",
            "log hand end",
            "log hand",
        ]
    );
    // A record is written under the operator who wrote the row.
    let events = log.events(None).unwrap();
    let end = events.iter().find(|e| e.action == "log hand end").unwrap();
    assert_eq!((end.operator, end.role), (second, Role::Floor));
    assert_eq!(events.last().unwrap().payload["id"], hand.0);
    log.verify(|_, _| {}).unwrap();
}

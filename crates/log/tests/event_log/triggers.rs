//! The append-only triggers refuse changes made through an ordinary connection.

use dealerdesk_log::chain::GENESIS_PREV_HASH;
use rusqlite::params;

use crate::common::{event_seq, raw, seeded_log, temp_log, verify_read_only};

fn refused(result: rusqlite::Result<usize>, needle: &str) {
    match result {
        Err(e) => assert!(e.to_string().contains(needle), "{e}"),
        Ok(n) => panic!("change of {n} rows was accepted"),
    }
}

#[test]
fn plain_update_of_an_event_is_refused() {
    let (_dir, path) = temp_log();
    seeded_log(&path, 5);
    let conn = raw(&path);
    refused(
        conn.execute("UPDATE events SET action = 'p1 f' WHERE seq = 2", []),
        "append-only",
    );
    refused(
        conn.execute("UPDATE events SET seq = 99 WHERE seq = 5", []),
        "append-only",
    );
    drop(conn);
    assert_eq!(verify_read_only(&path).unwrap().events, event_seq(5));
}

#[test]
fn plain_delete_of_events_is_refused() {
    let (_dir, path) = temp_log();
    seeded_log(&path, 5);
    let conn = raw(&path);
    refused(
        conn.execute("DELETE FROM events WHERE seq = 5", []),
        "append-only",
    );
    refused(conn.execute("DELETE FROM events", []), "append-only");
    drop(conn);
    assert_eq!(verify_read_only(&path).unwrap().events, event_seq(5));
}

#[test]
fn insert_with_a_seq_other_than_max_plus_one_is_refused() {
    let (_dir, path) = temp_log();
    let seeded = seeded_log(&path, 5);
    let last = seeded.records.last().unwrap();
    let conn = raw(&path);
    let insert = |seq: i64, prev: &str| {
        conn.execute(
            "INSERT INTO events(seq, hand_id, at, operator_id, role, action, payload, prev_hash, hash) \
             VALUES (?1, NULL, '2030-01-01T00:00:00.000Z', ?2, 'dealer', 'x', '{}', ?3, ?4)",
            params![seq, seeded.dealer.0, prev, "0".repeat(64)],
        )
    };
    refused(insert(event_seq(7) as i64, &last.hash), "max(seq) + 1");
    refused(insert(0, GENESIS_PREV_HASH), "max(seq) + 1");
    // Right seq, wrong link.
    refused(insert(event_seq(6) as i64, GENESIS_PREV_HASH), "prev_hash");
    drop(conn);
    assert_eq!(verify_read_only(&path).unwrap().events, event_seq(5));
}

#[test]
fn sessions_and_operators_are_immutable_but_operators_can_be_added() {
    let (_dir, path) = temp_log();
    seeded_log(&path, 1);
    let conn = raw(&path);
    refused(
        conn.execute("UPDATE sessions SET table_name = 'x'", []),
        "immutable",
    );
    refused(conn.execute("DELETE FROM sessions", []), "immutable");
    refused(
        conn.execute(
            "UPDATE operators SET role = 'floor' WHERE role = 'reviewer'",
            [],
        ),
        "immutable",
    );
    refused(
        conn.execute("UPDATE operators SET pin_hash = NULL", []),
        "immutable",
    );
    refused(conn.execute("DELETE FROM operators", []), "immutable");
    // A floor operator without a PIN is refused by the schema itself.
    refused(
        conn.execute(
            "INSERT INTO operators(name, role, pin_hash) VALUES ('x', 'floor', NULL)",
            [],
        ),
        "CHECK",
    );
    refused(
        conn.execute("INSERT INTO operators(name, role) VALUES ('x', 'boss')", []),
        "CHECK",
    );
    drop(conn);
    let mut log = dealerdesk_log::EventLog::open(&path).unwrap();
    log.add_operator("Second dealer", dealerdesk_log::Role::Dealer, None)
        .unwrap();
    assert_eq!(log.operators().unwrap().len(), 4);
}

#[test]
fn a_hand_can_end_once_and_nothing_else_about_it_changes() {
    let (_dir, path) = temp_log();
    let seeded = seeded_log(&path, 1);
    let conn = raw(&path);
    let h = seeded.hand.0;
    refused(
        conn.execute("UPDATE hands SET hand_no = 5 WHERE id = ?1", [h]),
        "ended once",
    );
    refused(
        conn.execute("UPDATE hands SET summary = '{}' WHERE id = ?1", [h]),
        "ended once",
    );
    conn.execute(
        "UPDATE hands SET ended_at = '2030-01-01T00:00:00.000Z', summary = '{}' WHERE id = ?1",
        [h],
    )
    .unwrap();
    refused(
        conn.execute(
            "UPDATE hands SET summary = '{\"pot\":1}' WHERE id = ?1",
            [h],
        ),
        "ended once",
    );
    refused(
        conn.execute("UPDATE hands SET ended_at = NULL WHERE id = ?1", [h]),
        "ended once",
    );
    refused(conn.execute("DELETE FROM hands", []), "cannot be deleted");
    // The one change the triggers allow, made behind the log's back, has no
    // record in the chain.
    drop(conn);
    assert!(
        verify_read_only(&path)
            .unwrap_err()
            .to_string()
            .contains("hands row")
    );
}

#[test]
fn the_meta_head_cannot_be_forged_through_an_ordinary_connection() {
    let (_dir, path) = temp_log();
    seeded_log(&path, 5);
    let conn = raw(&path);
    refused(
        conn.execute("UPDATE meta SET value = '3' WHERE key = 'head_seq'", []),
        "real head",
    );
    refused(
        conn.execute("UPDATE meta SET value = 'x' WHERE key = 'head_hash'", []),
        "real head",
    );
    refused(
        conn.execute(
            "UPDATE meta SET value = '3' WHERE key = 'schema_version'",
            [],
        ),
        "real head",
    );
    refused(conn.execute("DELETE FROM meta", []), "cannot be deleted");
    drop(conn);
    assert_eq!(verify_read_only(&path).unwrap().events, event_seq(5));
}

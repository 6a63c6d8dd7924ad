//! Every kind of tampering is caught by `verify`, at the right first bad seq.

use dealerdesk_log::chain::compute_hash;
use dealerdesk_log::{ChainFault, EventLog, LogError, Seq};
use rusqlite::params;

use crate::common::{
    SEEDED_ROWS, assert_broken, cut_tail_after, drop_triggers, event_seq, find_all, marker, raw,
    seeded_log, side_files, temp_log, verify_read_only,
};

const N: u64 = 12;
/// Every row of the seeded log: its row records and its `N` events.
const ROWS: u64 = SEEDED_ROWS + N;

#[test]
fn update_with_triggers_dropped_is_detected_at_that_seq() {
    let (_dir, path) = temp_log();
    seeded_log(&path, N);
    let conn = raw(&path);
    drop_triggers(&conn);
    conn.execute("UPDATE events SET action = 'p3 cbr 3000' WHERE seq = 5", [])
        .unwrap();
    drop(conn);
    assert_broken(&path, 5, |r| matches!(r, ChainFault::HashMismatch { .. }));
}

#[test]
fn update_of_payload_amount_is_detected_at_that_seq() {
    let (_dir, path) = temp_log();
    seeded_log(&path, N);
    let conn = raw(&path);
    drop_triggers(&conn);
    conn.execute(
        "UPDATE events SET payload = replace(payload, '\"amount\":700', '\"amount\":70') \
         WHERE seq = ?1",
        [event_seq(7) as i64],
    )
    .unwrap();
    drop(conn);
    assert_broken(&path, event_seq(7), |r| {
        matches!(r, ChainFault::HashMismatch { .. })
    });
}

#[test]
fn update_that_rehashes_one_row_is_detected_at_the_next_seq() {
    // The attacker rewrites seq 5 and recomputes its hash, but not the rest of the chain.
    let (_dir, path) = temp_log();
    let seeded = seeded_log(&path, N);
    let mut forged = seeded.records[4].clone();
    forged.action = "p1 f".to_owned();
    forged.hash = compute_hash(&forged);
    let conn = raw(&path);
    drop_triggers(&conn);
    conn.execute(
        "UPDATE events SET action = ?1, hash = ?2 WHERE seq = 5",
        params![forged.action, forged.hash],
    )
    .unwrap();
    drop(conn);
    assert_broken(&path, 6, |r| {
        matches!(r, ChainFault::PrevHashMismatch { .. })
    });
}

#[test]
fn reformatted_payload_is_detected_even_if_semantically_equal() {
    let (_dir, path) = temp_log();
    seeded_log(&path, N);
    let conn = raw(&path);
    drop_triggers(&conn);
    conn.execute(
        "UPDATE events SET payload = replace(payload, ',', ', ') WHERE seq = 3",
        [],
    )
    .unwrap();
    drop(conn);
    assert_broken(&path, 3, |r| matches!(r, ChainFault::NonCanonicalPayload));
}

#[test]
fn unparsable_payload_is_detected_at_that_seq() {
    let (_dir, path) = temp_log();
    seeded_log(&path, N);
    let conn = raw(&path);
    drop_triggers(&conn);
    conn.execute(
        "UPDATE events SET payload = '{\"amount\":' WHERE seq = 9",
        [],
    )
    .unwrap();
    drop(conn);
    assert_broken(&path, 9, |r| matches!(r, ChainFault::UnparsablePayload(_)));
}

#[test]
fn changed_role_is_detected_at_that_seq() {
    let (_dir, path) = temp_log();
    seeded_log(&path, N);
    let conn = raw(&path);
    drop_triggers(&conn);
    conn.execute(
        "UPDATE events SET role = 'floor' WHERE seq = ?1",
        [event_seq(2) as i64],
    )
    .unwrap();
    drop(conn);
    assert_broken(&path, event_seq(2), |r| {
        matches!(r, ChainFault::HashMismatch { .. })
    });
}

#[test]
fn delete_of_a_middle_row_is_detected_as_a_gap() {
    let (_dir, path) = temp_log();
    seeded_log(&path, N);
    let conn = raw(&path);
    drop_triggers(&conn);
    conn.execute("DELETE FROM events WHERE seq = 4", [])
        .unwrap();
    drop(conn);
    assert_broken(
        &path,
        4,
        |r| matches!(r, ChainFault::Gap { found } if *found == Seq(5)),
    );
}

#[test]
fn delete_of_the_first_row_is_detected_at_seq_1() {
    let (_dir, path) = temp_log();
    seeded_log(&path, N);
    let conn = raw(&path);
    drop_triggers(&conn);
    conn.execute("DELETE FROM events WHERE seq = 1", [])
        .unwrap();
    drop(conn);
    assert_broken(&path, 1, |r| matches!(r, ChainFault::Gap { .. }));
}

#[test]
fn delete_of_the_last_rows_is_detected_via_the_head() {
    let (_dir, path) = temp_log();
    seeded_log(&path, N);
    let conn = raw(&path);
    drop_triggers(&conn);
    conn.execute("DELETE FROM events WHERE seq >= 10", [])
        .unwrap();
    drop(conn);
    assert_broken(
        &path,
        10,
        |r| matches!(r, ChainFault::RowMissing { head_events } if *head_events == ROWS),
    );
}

#[test]
fn delete_of_all_rows_is_detected_at_seq_1() {
    let (_dir, path) = temp_log();
    seeded_log(&path, N);
    let conn = raw(&path);
    drop_triggers(&conn);
    conn.execute("DELETE FROM events", []).unwrap();
    drop(conn);
    assert_broken(&path, 1, |r| matches!(r, ChainFault::RowMissing { .. }));
}

#[test]
fn head_hash_edit_alone_is_detected() {
    let (_dir, path) = temp_log();
    seeded_log(&path, N);
    let conn = raw(&path);
    drop_triggers(&conn);
    conn.execute(
        // Another first byte, whatever the real one is.
        "UPDATE meta SET value = CASE substr(value, 1, 2) WHEN 'ab' THEN 'cd' ELSE 'ab' END \
         || substr(value, 3) WHERE key = 'head_hash'",
        [],
    )
    .unwrap();
    drop(conn);
    assert_broken(&path, ROWS, |r| {
        matches!(r, ChainFault::HeadMismatch { .. })
    });
}

#[test]
fn truncation_with_forged_head_is_caught_only_by_the_written_down_last_hash() {
    // The documented limit: with write access, dropping the tail, rewriting the
    // head and removing the head beside the log leaves a self-consistent file. The hash printed at the end of the session
    // is what exposes it.
    let (_dir, path) = temp_log();
    seeded_log(&path, N);
    let written_down = verify_read_only(&path).unwrap();
    let conn = raw(&path);
    cut_tail_after(&conn, 8);
    drop(conn);
    // The head written beside the log at the last commit sees the cut …
    assert!(matches!(
        verify_read_only(&path),
        Err(LogError::LostEntries { .. })
    ));
    // … unless the attacker removes it too.
    std::fs::remove_file(dealerdesk_log::head_file(&path)).unwrap();
    let now = verify_read_only(&path).unwrap();
    assert_eq!(now.events, 8);
    assert_ne!(now.last_hash, written_down.last_hash);
}

#[test]
fn insert_of_a_forged_row_with_a_bogus_hash_is_detected() {
    let (_dir, path) = temp_log();
    let seeded = seeded_log(&path, N);
    let last = seeded.records.last().unwrap();
    let conn = raw(&path);
    drop_triggers(&conn);
    conn.execute(
        "INSERT INTO events(seq, hand_id, at, operator_id, role, action, payload, prev_hash, hash) \
         VALUES (?1, NULL, ?2, ?3, 'dealer', 'p1 cbr 99999', '{}', ?4, ?5)",
        params![
            (ROWS + 1) as i64,
            "2030-01-01T00:00:00.000Z",
            seeded.dealer.0,
            last.hash,
            "f".repeat(64)
        ],
    )
    .unwrap();
    drop(conn);
    assert_broken(&path, ROWS + 1, |r| {
        matches!(r, ChainFault::HashMismatch { .. })
    });
}

#[test]
fn insert_of_a_forged_row_with_a_valid_hash_is_detected_beyond_the_head() {
    let (_dir, path) = temp_log();
    let seeded = seeded_log(&path, N);
    let mut forged = seeded.records.last().unwrap().clone();
    forged.seq = Seq(ROWS + 1);
    forged.prev_hash = forged.hash.clone();
    forged.action = "p1 cbr 99999".to_owned();
    forged.payload = serde_json::json!({});
    forged.hand = None;
    forged.hash = compute_hash(&forged);
    let conn = raw(&path);
    drop_triggers(&conn);
    conn.execute(
        "INSERT INTO events(seq, hand_id, at, operator_id, role, action, payload, prev_hash, hash) \
         VALUES (?1, NULL, ?2, ?3, ?4, ?5, '{}', ?6, ?7)",
        params![
            (ROWS + 1) as i64,
            dealerdesk_log::chain::format_at(&forged.at),
            forged.operator.0,
            forged.role.as_str(),
            forged.action,
            forged.prev_hash,
            forged.hash
        ],
    )
    .unwrap();
    drop(conn);
    assert_broken(
        &path,
        ROWS + 1,
        |r| matches!(r, ChainFault::BeyondHead { head_events } if *head_events == ROWS),
    );
}

#[test]
fn insert_of_a_row_before_seq_1_is_detected_at_seq_1() {
    let (_dir, path) = temp_log();
    seeded_log(&path, N);
    let conn = raw(&path);
    drop_triggers(&conn);
    conn.execute(
        "INSERT INTO events SELECT 0, hand_id, at, operator_id, role, action, payload, \
         prev_hash, hash FROM events WHERE seq = 1",
        [],
    )
    .unwrap();
    drop(conn);
    assert_broken(&path, 1, |r| {
        matches!(r, ChainFault::OutOfOrder { found: 0 })
    });
}

#[test]
fn swap_of_two_payloads_is_detected_at_the_first() {
    let (_dir, path) = temp_log();
    seeded_log(&path, N);
    let conn = raw(&path);
    drop_triggers(&conn);
    let get = |seq: i64| -> String {
        conn.query_row("SELECT payload FROM events WHERE seq = ?1", [seq], |r| {
            r.get(0)
        })
        .unwrap()
    };
    let (a, b) = (get(3), get(7));
    conn.execute("UPDATE events SET payload = ?1 WHERE seq = 3", [&b])
        .unwrap();
    conn.execute("UPDATE events SET payload = ?1 WHERE seq = 7", [&a])
        .unwrap();
    drop(conn);
    assert_broken(&path, 3, |r| matches!(r, ChainFault::HashMismatch { .. }));
}

/// Flip bytes of the closed file in place and check that opening or verifying fails
/// with a broken chain or corruption — never succeeds.
fn assert_byte_edit_detected(path: &std::path::Path, offsets: &[usize], xor: u8) {
    let original = std::fs::read(path).unwrap();
    let mut bytes = original.clone();
    for &o in offsets {
        bytes[o] ^= xor;
    }
    std::fs::write(path, &bytes).unwrap();

    let via_reader = EventLog::open_read_only(path).and_then(|l| l.verify(|_, _| {}));
    let via_writer = EventLog::open(path).map(|_| ());
    for (what, result) in [
        ("read-only verify", via_reader.map(|_| ())),
        ("open", via_writer),
    ] {
        match result {
            Err(LogError::BrokenChain { .. }) | Err(LogError::Corrupt { .. }) => {}
            other => panic!("{what} after flipping {offsets:?} ^ {xor:#x}: {other:?}"),
        }
    }
    std::fs::write(path, &original).unwrap();
    verify_read_only(path).expect("restored file verifies again");
}

#[test]
fn raw_byte_edits_of_the_file_are_detected() {
    let (_dir, path) = temp_log();
    let seeded = seeded_log(&path, 200);
    // Closed cleanly: the WAL was checkpointed into the main file and removed.
    for side in side_files(&path) {
        assert!(!side.exists(), "{} should be gone", side.display());
    }
    let bytes = std::fs::read(&path).unwrap();

    // Payload text of a row in the middle.
    let needle = marker(123);
    let hits = find_all(&bytes, needle.as_bytes());
    assert!(!hits.is_empty(), "payload marker must be in the file");
    for (pos_in_marker, xor) in [(15usize, 0x01u8), (20, 0x02), (0, 0x20), (7, 0xff)] {
        let offsets: Vec<usize> = hits.iter().map(|h| h + pos_in_marker).collect();
        assert_byte_edit_detected(&path, &offsets, xor);
    }

    // The stored hash text of a row.
    let hash = &seeded.records[99].hash;
    let hits = find_all(&bytes, hash.as_bytes());
    assert!(!hits.is_empty());
    let offsets: Vec<usize> = hits.iter().map(|h| h + 10).collect();
    assert_byte_edit_detected(&path, &offsets, 0x01);

    // The action text of a row (digits of the amount).
    let action = &seeded.records[(event_seq(150) - 1) as usize].action;
    assert_eq!(action, "p7 cbr 15000");
    let hits = find_all(&bytes, action.as_bytes());
    assert!(!hits.is_empty());
    let offsets: Vec<usize> = hits.iter().map(|h| h + 8).collect();
    assert_byte_edit_detected(&path, &offsets, 0x01);
}

#[test]
fn random_byte_edits_never_change_events_unnoticed() {
    // Flip single bits at seeded random offsets past the header. A flip may land in
    // unused space or in rows the chain does not cover (operator names, hand
    // summaries); then the log still verifies and every event reads back identical.
    // Anywhere else it must make opening or verifying fail — never a log that
    // verifies with different events.
    let (_dir, path) = temp_log();
    seeded_log(&path, 200);
    let original = std::fs::read(&path).unwrap();
    let good = verify_read_only(&path).unwrap();
    let good_events = EventLog::open_read_only(&path)
        .unwrap()
        .events(None)
        .unwrap();
    let mut rng = crate::common::Rng::new(0x5eed_0001);
    let mut detected = 0;
    for _ in 0..40 {
        let off = rng.range(100, original.len() as u64 - 1) as usize;
        let mut bytes = original.clone();
        bytes[off] ^= 1 << rng.range(0, 7);
        std::fs::write(&path, &bytes).unwrap();
        match EventLog::open_read_only(&path).and_then(|l| {
            let r = l.verify(|_, _| {})?;
            Ok((r, l.events(None)?))
        }) {
            Ok((report, events)) => {
                assert_eq!(report, good, "offset {off}");
                assert_eq!(
                    events, good_events,
                    "offset {off}: content changed unnoticed"
                );
            }
            // Corrupt, BrokenChain, NotALog, UnsupportedSchema, … — anything but Ok.
            Err(_) => detected += 1,
        }
    }
    std::fs::write(&path, &original).unwrap();
    assert!(detected > 0, "some edits must be detected");
}

#[test]
fn tamper_far_into_a_long_log_is_reported_at_the_right_seq() {
    // Long enough for verification to span several internal batches.
    let (_dir, path) = temp_log();
    let mut log = EventLog::open(&path).unwrap();
    let dealer = log
        .add_operator("Dana", dealerdesk_log::Role::Dealer, None)
        .unwrap();
    for chunk in 0..3u64 {
        log.append_batch((0..3000u64).map(|i| dealerdesk_log::NewEvent {
            hand: None,
            operator: dealer,
            action: format!("p1 cbr {}", chunk * 3000 + i),
            payload: serde_json::json!({ "i": chunk * 3000 + i }),
        }))
        .unwrap();
    }
    log.close().unwrap();
    let mut seen = Vec::new();
    let report = EventLog::open_read_only(&path)
        .unwrap()
        .verify(|done, total| seen.push((done, total)))
        .unwrap();
    // The operator's row record, then the 9,000 events.
    assert_eq!(report.events, 9001);
    assert!(seen.windows(2).all(|w| w[0].0 <= w[1].0 && w[1].1 == 9001));
    assert_eq!(seen.last(), Some(&(9001, 9001)));

    let conn = raw(&path);
    drop_triggers(&conn);
    // Two edits: only the first one counts.
    conn.execute(
        "UPDATE events SET action = 'p1 f' WHERE seq IN (2049, 7000)",
        [],
    )
    .unwrap();
    drop(conn);
    assert_broken(&path, 2049, |r| {
        matches!(r, ChainFault::HashMismatch { .. })
    });

    let conn = raw(&path);
    conn.execute("DELETE FROM events WHERE seq BETWEEN 2000 AND 2100", [])
        .unwrap();
    drop(conn);
    assert_broken(
        &path,
        2000,
        |r| matches!(r, ChainFault::Gap { found } if *found == Seq(2101)),
    );
}

#[test]
fn changed_operator_row_is_detected_at_their_first_event() {
    let (_dir, path) = temp_log();
    let seeded = seeded_log(&path, N);
    let conn = raw(&path);
    drop_triggers(&conn);
    // The floor operator is downgraded to reviewer: their own row record
    // (seq 2) no longer carries their role.
    conn.execute(
        "UPDATE operators SET role = 'reviewer', pin_hash = NULL WHERE id = ?1",
        [seeded.floor.0],
    )
    .unwrap();
    drop(conn);
    assert_broken(&path, 2, |r| {
        matches!(
            r,
            ChainFault::RoleMismatch {
                operator: dealerdesk_log::Role::Reviewer,
                ..
            }
        )
    });

    let conn = raw(&path);
    conn.execute_batch("PRAGMA foreign_keys = OFF").unwrap();
    conn.execute("DELETE FROM operators WHERE id = ?1", [seeded.floor.0])
        .unwrap();
    drop(conn);
    assert_broken(
        &path,
        2,
        |r| matches!(r, ChainFault::UnknownOperator(op) if *op == seeded.floor),
    );
}

#[test]
fn an_event_inserted_behind_the_logs_back_with_a_good_link_leaves_the_head_behind() {
    let (_dir, path) = temp_log();
    let seeded = seeded_log(&path, 5);
    let last = seeded.records.last().unwrap();
    let mut forged = last.clone();
    forged.seq = Seq(last.seq.0 + 1);
    forged.action = "p1 f".to_owned();
    forged.prev_hash = last.hash.clone();
    forged.hash = compute_hash(&forged);
    let conn = raw(&path);
    // The triggers let a well-linked row in: only the head, written by the
    // log itself as each write commits, still names the real last entry.
    conn.execute(
        "INSERT INTO events(seq, hand_id, at, operator_id, role, action, payload, prev_hash, hash) \
         SELECT ?1, hand_id, at, operator_id, role, ?2, payload, ?3, ?4 FROM events WHERE seq = ?5",
        params![
            forged.seq.0 as i64,
            forged.action,
            forged.prev_hash,
            forged.hash,
            last.seq.0 as i64
        ],
    )
    .unwrap();
    drop(conn);
    assert_broken(
        &path,
        forged.seq.0,
        |r| matches!(r, ChainFault::BeyondHead { head_events } if *head_events == last.seq.0),
    );
}

/// A log past its first verified mark: `seeded_log`'s events, a second
/// hand dealt to Ana and Ben and ended with a summary, just enough for the
/// next open to write a mark; then one more entry after it.
fn log_with_a_mark(path: &std::path::Path) -> (Seq, dealerdesk_log::HandId) {
    use dealerdesk_log::{HandPlayer, MARK_EVERY, NewEvent};
    let seeded = seeded_log(path, MARK_EVERY - SEEDED_ROWS - 1);
    let mut log = EventLog::open(path).unwrap();
    let players = ["Ana", "Ben"].map(|name| HandPlayer {
        seat: if name == "Ana" { 1 } else { 2 },
        name: name.to_owned(),
    });
    let hand = log
        .begin_hand_with(seeded.session, 2, seeded.dealer, &players)
        .unwrap();
    log.end_hand(hand, serde_json::json!({"pot": 40}), seeded.dealer)
        .unwrap();
    log.close().unwrap();
    let mut log = EventLog::open(path).unwrap();
    let mark = log
        .last_event_with_action("log verified")
        .unwrap()
        .expect("opening wrote a mark");
    log.append(NewEvent {
        hand: None,
        operator: seeded.dealer,
        action: "note".to_owned(),
        payload: serde_json::json!({"after": "the mark"}),
    })
    .unwrap();
    log.close().unwrap();
    (mark.seq, hand)
}

/// The five edits before a verified mark from issue 26 (an action, a hand
/// summary, a player's name, a PIN hash, a deleted event), each made with
/// the triggers dropped on a copy of a log past its mark: every one is
/// refused when the log is opened for writing, and the file is unchanged.
#[test]
fn five_edits_before_a_verified_mark_are_refused_at_open() {
    let (dir, path) = temp_log();
    let (mark, hand) = log_with_a_mark(&path);
    let edits: [(&str, String); 5] = [
        (
            "an action",
            format!(
                "UPDATE events SET action = 'p1 cbr 999' WHERE seq = {}",
                event_seq(3)
            ),
        ),
        (
            "a hand summary",
            format!("UPDATE hands SET summary = '{{\"pot\":4000}}' WHERE id = {}", hand.0),
        ),
        (
            "a player's name",
            format!("UPDATE hand_players SET name = 'Mal' WHERE hand_id = {} AND seat = 1", hand.0),
        ),
        (
            "a PIN hash",
            "UPDATE operators SET pin_hash = '$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA' WHERE role = 'floor'".to_owned(),
        ),
        (
            "a deleted event",
            format!("DELETE FROM events WHERE seq = {}", event_seq(7)),
        ),
    ];
    for (what, sql) in edits {
        let copy = dir.path().join("edited.ddlog");
        std::fs::copy(&path, &copy).unwrap();
        let conn = raw(&copy);
        drop_triggers(&conn);
        assert_eq!(conn.execute(&sql, []).unwrap(), 1, "{what}");
        drop(conn);
        let before = std::fs::read(&copy).unwrap();
        match EventLog::open(&copy) {
            Err(LogError::BrokenChain { seq, .. }) => {
                assert!(seq < mark, "{what}: found at {seq:?}, the mark is {mark:?}");
            }
            other => panic!("{what} before the mark was not refused: {other:?}"),
        }
        assert_eq!(
            std::fs::read(&copy).unwrap(),
            before,
            "{what}: file written"
        );
        std::fs::remove_file(&copy).unwrap();
    }
    // The untouched log still opens.
    EventLog::open(&path).unwrap();
}

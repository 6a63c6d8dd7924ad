//! A strict verify through the log's API: a column retyped behind the log's
//! back is caught at its seq, and a lowered schema version is caught as a
//! missing guard, by a reader's verify and by opening for writing.

use std::path::Path;

use dealerdesk_log::{Alteration, ChainFault, LogError};

use crate::common::{
    assert_open_refused_untouched, event_seq, raw, seeded_log, temp_log, verify_read_only,
    with_triggers_dropped,
};

/// Both a reader's verify and opening for writing refuse `path` as altered
/// (`object`, `change`), and the refused open leaves the file as it was.
#[track_caller]
fn assert_altered(path: &Path, object: &str, change: Alteration) {
    match verify_read_only(path) {
        Err(LogError::SchemaAltered {
            object: o,
            change: c,
            ..
        }) => assert_eq!((o.as_str(), c), (object, change)),
        other => panic!("expected {object} {change}, got {other:?}"),
    }
    assert_open_refused_untouched(path, |e| matches!(e, LogError::SchemaAltered { .. }));
}

#[test]
fn a_payload_retyped_as_blob_is_caught_at_its_seq() {
    let (_dir, path) = temp_log();
    seeded_log(&path, 6);
    let seq = event_seq(3);
    with_triggers_dropped(&raw(&path), |conn| {
        conn.execute(
            "UPDATE events SET payload = CAST(payload AS BLOB) WHERE seq = ?1",
            [i64::try_from(seq).unwrap()],
        )
        .unwrap();
    });
    crate::common::assert_broken(&path, seq, |r| {
        matches!(r, ChainFault::InvalidColumn { column: "payload" })
    });
}

#[test]
fn a_lowered_schema_version_is_caught() {
    let (dir, path) = temp_log();
    seeded_log(&path, 6);
    for version in ["3", "2"] {
        let lowered = dir.path().join(format!("v{version}.ddlog"));
        std::fs::copy(&path, &lowered).unwrap();
        with_triggers_dropped(&raw(&lowered), |conn| {
            conn.execute(
                "UPDATE meta SET value = ?1 WHERE key = 'schema_version'",
                [version],
            )
            .unwrap();
        });
        // Versions before 4 moved the head by a trigger this log never had.
        assert_altered(&lowered, "trigger events_advance_head", Alteration::Missing);
    }
}

#[test]
fn a_table_view_or_index_not_of_the_schema_is_reported() {
    for (sql, object) in [
        ("CREATE TABLE stash(b BLOB)", "table stash"),
        (
            "CREATE VIEW floor_only AS SELECT * FROM events WHERE role = 'floor'",
            "view floor_only",
        ),
        ("CREATE INDEX events_at ON events(at)", "index events_at"),
    ] {
        let (_dir, path) = temp_log();
        seeded_log(&path, 4);
        raw(&path).execute_batch(sql).unwrap();
        assert_altered(&path, object, Alteration::Added);
    }
}

//! A strict verify: the guards around the rows (the triggers, the columns'
//! types, the schema version) are checked with the chain, by `log verify`,
//! by opening for writing and by the `table` face, though every row verifies.

use std::path::Path;
use std::process::Command;

use dealerdesk::log::{Alteration, LogError};

use crate::common::{assert_open_refused_untouched, raw, seeded_log, temp_log, verify_read_only};

/// `log verify` on `path`: its exit status and what it wrote to stderr.
fn log_verify(path: &Path) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(["log", "verify", path.to_str().unwrap()])
        .env("LC_ALL", "en")
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    )
}

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
fn dropped_added_or_rewritten_triggers_are_caught_though_every_row_verifies() {
    let (dir, path) = temp_log();
    seeded_log(&path, 6);
    verify_read_only(&path).unwrap();
    let copy = |name: &str| {
        let to = dir.path().join(name);
        std::fs::copy(&path, &to).unwrap();
        to
    };

    let dropped = copy("dropped.ddlog");
    raw(&dropped)
        .execute_batch("DROP TRIGGER events_no_update")
        .unwrap();
    assert_altered(&dropped, "trigger events_no_update", Alteration::Missing);
    let (code, err) = log_verify(&dropped);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("was altered behind its back: trigger events_no_update is gone"),
        "{err}"
    );

    let added = copy("added.ddlog");
    raw(&added)
        .execute_batch(
            "CREATE TRIGGER events_open_door AFTER INSERT ON events BEGIN SELECT 1; END;",
        )
        .unwrap();
    assert_altered(&added, "trigger events_open_door", Alteration::Added);

    // The same name, doing nothing.
    let rewritten = copy("rewritten.ddlog");
    raw(&rewritten)
        .execute_batch(
            "DROP TRIGGER operators_no_update;
             CREATE TRIGGER operators_no_update BEFORE UPDATE ON operators BEGIN SELECT 1; END;",
        )
        .unwrap();
    assert_altered(
        &rewritten,
        "trigger operators_no_update",
        Alteration::Changed,
    );
}

/// The `table` face refuses a log whose triggers were dropped, saying so,
/// and writes nothing.
#[test]
fn the_table_refuses_a_log_whose_triggers_were_dropped() {
    let (_dir, path) = temp_log();
    seeded_log(&path, 6);
    raw(&path)
        .execute_batch("DROP TRIGGER events_no_delete")
        .unwrap();
    let before = std::fs::read(&path).unwrap();
    let out = crate::common::table_command()
        .arg("--db")
        .arg(&path)
        .env("LC_ALL", "en")
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_ne!(out.status.code(), Some(0));
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(said.contains("trigger events_no_delete is gone"), "{said}");
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

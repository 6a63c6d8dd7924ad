//! A log that fails verification opens on a blocking screen: it names the
//! first bad event, writes nothing, and offers only a read-only review or a
//! new log file; until one is chosen the console cannot go on.

use super::*;

/// A table log with one hand played in part, then an insider's edit to the
/// event at `seq` with the triggers dropped.
fn tampered_log(dir: &std::path::Path, seq: i64) -> std::path::PathBuf {
    let db = dir.join("table.sqlite");
    drop(sample::six_handed_side_pot(&db).unwrap());
    let conn = rusqlite::Connection::open(&db).unwrap();
    dealerdesk_testkit::drop_triggers(&conn);
    conn.execute(
        "UPDATE events SET action = action || ' ' WHERE seq = ?1",
        [seq],
    )
    .unwrap();
    db
}

#[test]
fn a_tampered_log_opens_on_a_blocking_screen_that_names_the_first_bad_event() {
    let dir = tempfile::tempdir().unwrap();
    let db = tampered_log(dir.path(), 9);
    let before = std::fs::read(&db).unwrap();
    let mut h = harness(Console::new(ConsoleOptions {
        db: db.clone(),
        rules: None,
    }));
    assert_eq!(h.state().screen(), Screen::Broken);
    assert!(h.state().desk().is_none());
    assert!(shows(&h, "This log cannot be written to"));
    assert!(shows(&h, "The hash chain is broken at event 9"));
    let why = h.state().cannot_continue().unwrap();
    assert!(
        why.starts_with("The log ")
            && why
                .contains("table.sqlite cannot be written to: The hash chain is broken at event 9"),
        "{why}"
    );

    // Review reads it as it is, saying loudly that it fails verification.
    h.get_by_role_and_label(Role::Button, "Review it read-only (F5)")
        .click();
    settle(&mut h);
    assert_eq!(h.state().screen(), Screen::Review);
    assert!(shows(&h, "This log fails verification"));
    assert!(h.state().cannot_continue().is_some());
    assert_eq!(std::fs::read(&db).unwrap(), before, "nothing was written");

    // Back, and on to a new log beside it: the setup screen for that file.
    click(&mut h, "Back (the log is refused)");
    assert_eq!(h.state().screen(), Screen::Broken);
    click(&mut h, "Start a new log");
    assert_eq!(h.state().screen(), Screen::Setup);
    assert_eq!(h.state().db(), dir.path().join("table-new.sqlite"));
    assert!(h.state().cannot_continue().is_none());
    assert_eq!(std::fs::read(&db).unwrap(), before, "nothing was written");
}

#[test]
fn a_file_that_is_not_a_log_is_refused_the_same_way_and_a_new_file_must_be_new() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("notes.sqlite");
    std::fs::write(&db, b"not a database at all, just words").unwrap();
    std::fs::write(dir.path().join("notes-new.sqlite"), b"taken").unwrap();
    let mut h = harness(Console::new(ConsoleOptions {
        db: db.clone(),
        rules: None,
    }));
    assert_eq!(h.state().screen(), Screen::Broken);
    assert!(shows(&h, "is not an SQLite database"));
    // The offered file does not exist yet.
    click(&mut h, "Start a new log");
    assert_eq!(h.state().db(), dir.path().join("notes-new-2.sqlite"));
    assert_eq!(
        std::fs::read(&db).unwrap(),
        b"not a database at all, just words"
    );
}

/// A log put back from an older copy has lost what was committed since
/// (the head written beside it at the last commit says so): the console
/// opens on the same blocking screen, saying entries were lost, and
/// writes nothing.
#[test]
fn a_log_that_lost_committed_entries_opens_on_the_blocking_screen() {
    use dealerdesk::log::{EventLog, NewEvent, OperatorId};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("table.sqlite");
    drop(sample::six_handed_side_pot(&db).unwrap());
    let older = dir.path().join("older.sqlite");
    std::fs::copy(&db, &older).unwrap();
    let mut log = EventLog::open(&db).unwrap();
    log.append(NewEvent {
        hand: None,
        operator: OperatorId(1),
        action: "note".into(),
        payload: serde_json::json!({"after": "the copy"}),
    })
    .unwrap();
    log.close().unwrap();
    std::fs::copy(&older, &db).unwrap();
    let before = std::fs::read(&db).unwrap();
    let h = harness(Console::new(ConsoleOptions {
        db: db.clone(),
        rules: None,
    }));
    assert_eq!(h.state().screen(), Screen::Broken);
    assert!(h.state().desk().is_none());
    let why = h.state().cannot_continue().unwrap();
    assert!(why.contains("has lost entries it had recorded"), "{why}");
    assert!(shows(&h, "This log cannot be written to"));
    assert_eq!(std::fs::read(&db).unwrap(), before, "nothing was written");
}

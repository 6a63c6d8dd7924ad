//! Opening a missing, locked, read-only, foreign, garbage or truncated file gives a
//! distinct error naming the path, and leaves the file byte-for-byte unchanged.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use dealerdesk_log::{EventLog, LogError, NewEvent, Role};
use serde_json::json;

use crate::common::{running_as_root, seeded_log, side_files, temp_log};

/// Env var that turns `read_only_open_child` into a child that tries to open the log
/// at the given path for writing and prints the outcome.
const RO_CHILD_ENV: &str = "DEALERDESK_LOG_TEST_RO_CHILD";

fn snapshot(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap()
}

#[track_caller]
fn assert_names_path(err: &LogError, path: &Path) {
    let msg = err.to_string();
    assert!(msg.contains(&path.display().to_string()), "{msg}");
    assert!(!msg.ends_with('.'), "{msg}");
    assert!(
        msg.chars().next().is_some_and(|c| !c.is_uppercase()),
        "{msg}"
    );
}

#[test]
fn read_only_open_of_a_missing_file_is_not_found_and_creates_nothing() {
    let (dir, path) = temp_log();
    let err = EventLog::open_read_only(&path).unwrap_err();
    assert!(matches!(err, LogError::NotFound { .. }), "{err:?}");
    assert_names_path(&err, &path);
    assert!(!path.exists());
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn open_in_a_missing_directory_is_not_found() {
    let (dir, _) = temp_log();
    let path = dir.path().join("no-such-dir").join("t.ddlog");
    let err = EventLog::open(&path).unwrap_err();
    assert!(matches!(err, LogError::NotFound { .. }), "{err:?}");
    assert_names_path(&err, &path);
}

#[test]
fn locked_database_gives_locked_and_leaves_the_file_unchanged() {
    let (_dir, path) = temp_log();
    let seeded = seeded_log(&path, 5);
    let before = snapshot(&path);

    let holder = rusqlite::Connection::open(&path).unwrap();
    holder.execute_batch("BEGIN EXCLUSIVE").unwrap();

    let t = Instant::now();
    let err = EventLog::open(&path).unwrap_err();
    let waited = t.elapsed();
    assert!(matches!(err, LogError::Locked { .. }), "{err:?}");
    assert_names_path(&err, &path);
    assert!(
        waited >= Duration::from_millis(1500),
        "busy timeout honoured: {waited:?}"
    );
    assert!(
        waited < Duration::from_secs(10),
        "busy timeout is short: {waited:?}"
    );

    // Reviewers can still read while a writer holds the lock (WAL).
    let ro = EventLog::open_read_only(&path).unwrap();
    assert_eq!(
        ro.verify(|_, _| {}).unwrap().events,
        crate::common::event_seq(5)
    );
    drop(ro);

    holder.execute_batch("ROLLBACK").unwrap();
    // An already open writer also reports Locked when another holds the lock, and
    // writes nothing.
    let mut log = EventLog::open(&path).unwrap();
    holder.execute_batch("BEGIN EXCLUSIVE").unwrap();
    let err = log.append(note(seeded.dealer)).unwrap_err();
    assert!(matches!(err, LogError::Locked { .. }), "{err:?}");
    holder.execute_batch("ROLLBACK").unwrap();
    drop(holder);
    assert_eq!(
        log.events(None).unwrap().len() as u64,
        crate::common::event_seq(5)
    );
    log.close().unwrap();
    assert_eq!(snapshot(&path), before);
}

/// Child side of [`read_only_file_refuses_open_for_append`]; does nothing unless the
/// env var is set.
#[test]
fn read_only_open_child() {
    let Some(path) = std::env::var_os(RO_CHILD_ENV) else {
        return;
    };
    let outcome = match EventLog::open(&path) {
        Ok(_) => "opened".to_owned(),
        Err(LogError::ReadOnlyFile { .. }) => "read-only-file".to_owned(),
        Err(e) => format!("other: {e:?}"),
    };
    // Own line: the test harness prints the test name without a newline before it.
    println!("\nRO_OUTCOME {outcome}");
}

#[test]
fn read_only_file_refuses_open_for_append() {
    use std::os::unix::fs::PermissionsExt;
    let (dir, path) = temp_log();
    let seeded = seeded_log(&path, 3);
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).unwrap();
    let before = snapshot(&path);

    if running_as_root() {
        // Root ignores file modes, so check as an unprivileged user in a child process.
        std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
        let spawned = Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "open_errors::read_only_open_child",
                "--nocapture",
            ])
            .args(["--test-threads", "1"])
            .env(RO_CHILD_ENV, &path)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .uid(65534)
            .gid(65534)
            .output();
        match spawned {
            Ok(out) => {
                let stdout = String::from_utf8_lossy(&out.stdout);
                let line = stdout
                    .lines()
                    .find_map(|l| l.split_once("RO_OUTCOME ").map(|(_, rest)| rest))
                    .unwrap_or_else(|| panic!("child printed no outcome: {stdout}"));
                assert_eq!(line, "read-only-file", "as uid 65534");
            }
            Err(e) => println!(
                "note: running as root and cannot run a child as uid 65534 ({e}); \
                 the 0444 open-for-append refusal is not exercised"
            ),
        }
    } else {
        let err = EventLog::open(&path).unwrap_err();
        assert!(matches!(err, LogError::ReadOnlyFile { .. }), "{err:?}");
        assert_names_path(&err, &path);
    }

    // Whoever we are: a read-only handle refuses to append.
    let mut ro = EventLog::open_read_only(&path).unwrap();
    let err = ro.append(note(seeded.dealer)).unwrap_err();
    assert!(matches!(err, LogError::ReadOnlyHandle { .. }), "{err:?}");
    assert_names_path(&err, &path);
    assert!(matches!(
        ro.add_operator("x", Role::Dealer, None),
        Err(LogError::ReadOnlyHandle { .. })
    ));
    drop(ro);
    assert_eq!(snapshot(&path), before);
}

use std::os::unix::process::CommandExt as _;

#[test]
fn garbage_file_is_not_a_database_and_stays_unchanged() {
    let (_dir, path) = temp_log();
    let mut rng = crate::common::Rng::new(42);
    let garbage: Vec<u8> = (0..16384).map(|_| rng.next_u64() as u8).collect();
    std::fs::write(&path, &garbage).unwrap();
    for result in [EventLog::open(&path), EventLog::open_read_only(&path)] {
        let err = result.unwrap_err();
        assert!(matches!(err, LogError::NotADatabase { .. }), "{err:?}");
        assert_names_path(&err, &path);
    }
    assert_eq!(snapshot(&path), garbage);
    for side in side_files(&path) {
        assert!(!side.exists(), "{} was created", side.display());
    }
}

#[test]
fn text_file_is_not_a_database_and_stays_unchanged() {
    let (_dir, path) = temp_log();
    let text = b"hand 1: p1 cbr 300, p2 f\n".repeat(100);
    std::fs::write(&path, &text).unwrap();
    let err = EventLog::open(&path).unwrap_err();
    assert!(matches!(err, LogError::NotADatabase { .. }), "{err:?}");
    assert_eq!(snapshot(&path), text);
}

#[test]
fn truncated_file_is_corrupt_and_stays_unchanged() {
    let (_dir, path) = temp_log();
    seeded_log(&path, 400);
    let full = snapshot(&path);
    assert!(
        full.len() > 8 * 4096,
        "log spans many pages: {}",
        full.len()
    );
    for cut in [full.len() / 2, full.len() - 4096, 3 * 4096 + 100] {
        let truncated = full[..cut].to_vec();
        std::fs::write(&path, &truncated).unwrap();
        for (what, result) in [
            ("open", EventLog::open(&path).map(|_| ())),
            (
                "open_read_only",
                EventLog::open_read_only(&path).map(|_| ()),
            ),
        ] {
            let err = result.unwrap_err();
            assert!(
                matches!(err, LogError::Corrupt { .. }),
                "{what} of a file cut to {cut} bytes: {err:?}"
            );
            assert_names_path(&err, &path);
        }
        assert_eq!(snapshot(&path), truncated, "cut at {cut}");
    }
    // Cut inside the header: not recognisable as a database at all.
    let stub = full[..50].to_vec();
    std::fs::write(&path, &stub).unwrap();
    let err = EventLog::open(&path).unwrap_err();
    assert!(
        matches!(
            err,
            LogError::NotADatabase { .. } | LogError::Corrupt { .. }
        ),
        "{err:?}"
    );
    assert_eq!(snapshot(&path), stub);
}

#[test]
fn foreign_sqlite_database_is_not_a_log_and_stays_unchanged() {
    let (_dir, path) = temp_log();
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch("CREATE TABLE players(name TEXT); INSERT INTO players VALUES ('x');")
        .unwrap();
    drop(conn);
    let before = snapshot(&path);
    for result in [EventLog::open(&path), EventLog::open_read_only(&path)] {
        let err = result.unwrap_err();
        assert!(matches!(err, LogError::NotALog { .. }), "{err:?}");
        assert_names_path(&err, &path);
    }
    assert_eq!(snapshot(&path), before);
}

#[test]
fn newer_schema_version_is_refused_and_stays_unchanged() {
    let (_dir, path) = temp_log();
    seeded_log(&path, 1);
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch(
        "DROP TRIGGER meta_guard_update; UPDATE meta SET value = '99' WHERE key = 'schema_version';",
    )
    .unwrap();
    drop(conn);
    let before = snapshot(&path);
    let err = EventLog::open(&path).unwrap_err();
    assert!(
        matches!(err, LogError::UnsupportedSchema { ref found, .. } if found == "99"),
        "{err:?}"
    );
    assert_eq!(snapshot(&path), before);
}

/// A session-level note by `operator`, for appends that must be refused.
fn note(operator: dealerdesk_log::OperatorId) -> NewEvent {
    NewEvent {
        hand: None,
        operator,
        action: "d note".into(),
        payload: json!({}),
    }
}

//! Anchors: the hash at an event, written on the table's sheet, catches a
//! tail cut and a wholesale rewrite that `log verify` alone cannot; and no
//! read path speaks from a log that fails verification.

use std::process::Command;

use crate::common::{
    assert_open_refused_untouched, cut_tail_after, drop_triggers, raw, seeded_log, temp_log,
};

fn dealerdesk(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn an_anchor_written_down_catches_a_tail_cut_with_a_forged_head() {
    let (_dir, path) = temp_log();
    seeded_log(&path, 12);
    let db = path.to_str().unwrap();
    let (code, anchor, err) = dealerdesk(&["log", "anchor", db]);
    assert_eq!(code, 0, "{err}");
    let anchor = anchor.trim().to_string();
    // Five row records, then twelve events.
    assert!(anchor.ends_with("@17"), "{anchor}");
    let (code, at5, _) = dealerdesk(&["log", "anchor", db, "--at", "5"]);
    assert_eq!(code, 0);
    let at5 = at5.trim().to_string();
    assert!(at5.ends_with("@5"));
    let (code, out, err) = dealerdesk(&["log", "verify", db, "--expect", &anchor]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("anchor matches"), "{out}");
    let (code, _, _) = dealerdesk(&["log", "verify", db, "--expect", &at5]);
    assert_eq!(code, 0);
    // An attacker cuts the tail and rewrites the head record to match.
    let conn = raw(&path);
    cut_tail_after(&conn, 8);
    drop(conn);
    // The head beside the log sees the cut, unless it goes too.
    let (code, _, _) = dealerdesk(&["log", "verify", db]);
    assert_eq!(code, 1, "the head beside the log is ahead");
    std::fs::remove_file(dealerdesk::log::head_file(&path)).unwrap();
    let (code, _, _) = dealerdesk(&["log", "verify", db]);
    assert_eq!(code, 0, "the cut log is self-consistent");
    let (code, _, err) = dealerdesk(&["log", "verify", db, "--expect", &anchor]);
    assert_eq!(code, 1);
    assert!(err.contains("tail was cut"), "{err}");
    // The earlier anchor still holds: the first five events are as they were.
    let (code, _, _) = dealerdesk(&["log", "verify", db, "--expect", &at5]);
    assert_eq!(code, 0);
}

#[test]
fn a_wrong_anchor_says_the_log_was_rewritten_and_a_bad_one_is_refused() {
    let (_dir, path) = temp_log();
    seeded_log(&path, 6);
    let db = path.to_str().unwrap();
    let forged = format!("{}@3", "ab".repeat(32));
    let (code, _, err) = dealerdesk(&["log", "verify", db, "--expect", &forged]);
    assert_eq!(code, 1);
    assert!(
        err.contains("event 3") && err.contains("rewritten"),
        "{err}"
    );
    let (code, _, err) = dealerdesk(&["log", "verify", db, "--expect", "12@x"]);
    assert_ne!(code, 0);
    assert!(err.contains("12@x"), "{err}");
}

#[test]
fn read_paths_refuse_a_tampered_log_naming_the_first_bad_event() {
    let (_dir, path) = temp_log();
    let seeded = seeded_log(&path, 10);
    let db = path.to_str().unwrap();
    let conn = raw(&path);
    drop_triggers(&conn);
    conn.execute("UPDATE events SET action = 'p1 cbr 9999' WHERE seq = 4", [])
        .unwrap();
    drop(conn);
    let hand = seeded.hand.0.to_string();
    for args in [
        vec!["log", "hands", db],
        vec!["log", "show", db, hand.as_str()],
        vec!["log", "export", db],
        vec!["log", "anchor", db],
    ] {
        let (code, out, err) = dealerdesk(&args);
        assert_ne!(code, 0, "{args:?}");
        assert!(out.is_empty(), "{args:?} printed from a broken log: {out}");
        assert!(err.contains("broken at event 4:"), "{args:?}: {err}");
    }
}

/// What `log verify` and opening for writing say of `path`: lost entries,
/// `recorded` beside it and `head` in it; the refused open writes nothing.
#[track_caller]
fn assert_lost(path: &std::path::Path, recorded: u64, head: u64) {
    use dealerdesk::log::{LogError, Seq};
    match crate::common::verify_read_only(path) {
        Err(LogError::LostEntries {
            recorded: r,
            head: h,
            ..
        }) => assert_eq!((r, h), (Seq(recorded), Seq(head))),
        other => panic!("expected lost entries, got {other:?}"),
    }
    assert_open_refused_untouched(path, |e| matches!(e, LogError::LostEntries { .. }));
}

/// Each commit writes the head beside the log; a copy of the log from
/// before, put back in its place, has lost what was committed since: `log
/// verify`, opening it and the `table` face refuse it, and say so.
#[test]
fn a_log_restored_from_an_older_copy_is_refused_as_having_lost_entries() {
    use dealerdesk::log::{EventLog, NewEvent, head_file};
    let (dir, path) = temp_log();
    let seeded = seeded_log(&path, 6);
    let older = dir.path().join("older.ddlog");
    std::fs::copy(&path, &older).unwrap();
    let mut log = EventLog::open(&path).unwrap();
    for i in 0..3 {
        log.append(NewEvent {
            hand: None,
            operator: seeded.dealer,
            action: format!("note {i}"),
            payload: serde_json::json!({"i": i}),
        })
        .unwrap();
    }
    let (head, hash) = log.head().unwrap();
    log.close().unwrap();
    assert_eq!(
        std::fs::read_to_string(head_file(&path)).unwrap(),
        format!("{} {}\n", head.0, hash.unwrap())
    );
    std::fs::copy(&older, &path).unwrap();
    let (old_head, _) = EventLog::glance(&older).unwrap().head().unwrap();
    assert_lost(&path, head.0, old_head.0);

    let db = path.to_str().unwrap();
    let (code, _, err) = dealerdesk(&["log", "verify", db, "--lang", "en"]);
    assert_eq!(code, 1);
    assert!(err.contains("has lost entries it had recorded"), "{err}");
    let out = crate::common::table_command()
        .args(["--db", db])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_ne!(out.status.code(), Some(0));
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(said.contains("lost"), "{said}");
}

/// A writer killed mid-session, its WAL then deleted: the entries it
/// committed there are gone from the file, and the head beside the log
/// says so.
#[test]
fn a_wal_deleted_after_a_crash_is_refused_as_having_lost_entries() {
    use std::io::BufRead;

    use dealerdesk::log::{EventLog, Role};
    let (_dir, path) = temp_log();
    {
        let mut log = EventLog::open(&path).unwrap();
        let dealer = log.add_operator("Dana", Role::Dealer, None).unwrap();
        log.begin_session("Crash table", "nlhe", "rules", dealer)
            .unwrap();
    }
    let (before, _) = EventLog::glance(&path).unwrap().head().unwrap();
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "crash::crash_writer_child", "--nocapture"])
        .args(["--test-threads", "1"])
        .env(crate::crash::CHILD_ENV, &path)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::inherit())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let mut acked = 0;
    for line in std::io::BufReader::new(stdout).lines() {
        if let Some((_, seq)) = line.unwrap().split_once("ACK ") {
            acked = seq.trim().parse().unwrap();
            if acked >= before.0 + 20 {
                break;
            }
        }
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let [wal, shm] = ["-wal", "-shm"].map(|s| {
        let mut p = path.as_os_str().to_owned();
        p.push(s);
        std::path::PathBuf::from(p)
    });
    assert!(wal.exists(), "the killed writer's entries are in its WAL");
    std::fs::remove_file(&wal).unwrap();
    let _ = std::fs::remove_file(&shm);
    let recorded: u64 = std::fs::read_to_string(dealerdesk::log::head_file(&path))
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(
        recorded >= acked,
        "every acknowledged entry is recorded beside"
    );
    assert_lost(&path, recorded, before.0);
}

/// `log verify` works on a log in a read-only folder, and makes nothing
/// there (no `-wal` or `-shm` file). Run as root, the folder's mode still
/// says read-only and the log is read the same way; only the refusal to
/// write into it is not the kernel's then.
#[test]
fn log_verify_works_on_a_log_in_a_read_only_folder() {
    use std::os::unix::fs::PermissionsExt;

    use dealerdesk::log::EventLog;
    let (dir, path) = temp_log();
    seeded_log(&path, 6);
    let listing = || {
        let mut names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    let before = listing();
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o555)).unwrap();
    let report = EventLog::open_read_only(&path).and_then(|log| log.verify(|_, _| {}));
    let (code, out, err) = dealerdesk(&["log", "verify", path.to_str().unwrap()]);
    let after = listing();
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    assert_eq!(report.unwrap().events, crate::common::event_seq(6));
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(after, before, "nothing made in the read-only folder");
    if crate::common::running_as_root() {
        eprintln!("running as root: the folder's mode is honoured by the log, not the kernel");
    }
}

/// A log whose last entries wait in its `-wal` (copied while the table
/// held it open, as a power cut or a remount leaves it) is read whole in a
/// read-only folder: the reader copies the file and its `-wal` aside, so
/// `log verify` sees every committed entry and the head beside it agrees.
#[test]
fn a_log_with_entries_left_in_its_wal_is_verified_whole_in_a_read_only_folder() {
    use std::os::unix::fs::PermissionsExt;

    let (_dir, path) = temp_log();
    let seeded = seeded_log(&path, 4);
    let mut writer = dealerdesk::log::EventLog::open(&path).unwrap();
    for i in 0..3 {
        writer
            .append(dealerdesk::log::NewEvent {
                hand: None,
                operator: seeded.dealer,
                action: format!("p1 cbr {}", 100 * (i + 1)),
                payload: serde_json::json!({ "amount": 100 * (i + 1) }),
            })
            .unwrap();
    }
    let wal = std::path::PathBuf::from(format!("{}-wal", path.display()));
    assert!(
        std::fs::metadata(&wal).is_ok_and(|m| m.len() > 0),
        "the open writer keeps a -wal"
    );
    let held = tempfile::tempdir().unwrap();
    let copy = held.path().join("table.ddlog");
    for (from, to) in [
        (path.clone(), copy.clone()),
        (
            wal,
            std::path::PathBuf::from(format!("{}-wal", copy.display())),
        ),
        (
            dealerdesk::log::head_file(&path),
            dealerdesk::log::head_file(&copy),
        ),
    ] {
        std::fs::copy(from, to).unwrap();
    }
    let whole = writer.head().unwrap().0;
    drop(writer);
    let listing = || {
        let mut names: Vec<String> = std::fs::read_dir(held.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    let before = listing();
    std::fs::set_permissions(held.path(), std::fs::Permissions::from_mode(0o555)).unwrap();
    let (code, out, err) = dealerdesk(&["log", "verify", copy.to_str().unwrap()]);
    let after = listing();
    std::fs::set_permissions(held.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains(&format!("chain intact, {} events", whole.0)),
        "every committed entry read: {out}"
    );
    assert_eq!(after, before, "nothing made in the read-only folder");
}

/// `BIN ARGS…` run with the folder `dir` mounted read-only (a bind mount in
/// a mount namespace of its own, made by `unshare` as an unprivileged user
/// may); `None` where this machine lets no one make one.
fn on_read_only_mount(dir: &std::path::Path, args: &[&str]) -> Option<(i32, String, String)> {
    let script = "mount --bind \"$1\" \"$1\" && mount -o remount,bind,ro \"$1\" || exit 99; \
                  touch \"$1/probe\" 2>/dev/null && exit 98; shift; exec \"$@\"";
    let out = Command::new("unshare")
        .args(["-rm", "sh", "-c", script, "sh"])
        .arg(dir)
        .arg(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(args)
        .output()
        .ok()?;
    let code = out.status.code().unwrap();
    assert_ne!(code, 98, "the mount was not read-only");
    (code != 99).then(|| {
        (
            code,
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    })
}

/// A log on a file system mounted read-only: `log verify` reads it, and the
/// table refuses to open it for writing, saying so, with
/// nothing made beside it.
#[test]
fn a_log_on_a_read_only_file_system_is_verified_and_read_and_the_table_refuses_to_write() {
    let (dir, path) = temp_log();
    seeded_log(&path, 6);
    let listing = || {
        let mut names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    let before = listing();
    let db = path.to_str().unwrap();
    let Some((code, out, err)) = on_read_only_mount(dir.path(), &["log", "verify", db]) else {
        eprintln!("SKIPPED: unshare cannot make a read-only mount on this machine");
        return;
    };
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains(&format!(
            "chain intact, {} events",
            crate::common::event_seq(6)
        )),
        "{out}"
    );
    let (code, out, err) = on_read_only_mount(dir.path(), &["table", "--db", db, "--lang", "en"])
        .expect("the same mount");
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert_eq!(
        err.trim_end(),
        format!("error: The log {db} cannot be written (read-only file, folder or disk).")
    );
    assert_eq!(listing(), before, "nothing made beside the log");
}

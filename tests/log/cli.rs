//! `dealerdesk log verify`, run as a user would.

use std::process::Command;

use crate::common::{drop_triggers, raw, seeded_log, temp_log};

fn verify(path: &std::path::Path) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(["log", "verify"])
        .arg(path)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn log_verify_passes_an_intact_log_and_names_the_first_bad_seq() {
    let (_dir, path) = temp_log();
    let seeded = seeded_log(&path, 20);
    let (code, out, _) = verify(&path);
    assert_eq!(code, 0);
    let last = &seeded.records.last().unwrap().hash;
    assert!(out.contains("chain intact, 20 events"), "{out}");
    assert!(out.contains(last.as_str()), "{out}");

    let conn = raw(&path);
    drop_triggers(&conn);
    conn.execute("UPDATE events SET action = 'p3 cbr 9999' WHERE seq = 7", [])
        .unwrap();
    drop(conn);
    let (code, _, err) = verify(&path);
    assert_eq!(code, 1);
    assert!(err.contains("7"), "{err}");
}

#[test]
fn log_verify_reports_a_missing_file() {
    let (dir, _) = temp_log();
    let missing = dir.path().join("nope.sqlite");
    let (code, _, err) = verify(&missing);
    assert_eq!(code, 1);
    assert!(err.contains("nope.sqlite"), "{err}");
}

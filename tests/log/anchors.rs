//! Anchors: the hash at an event, written on the table's sheet, catches a
//! tail cut and a wholesale rewrite that `log verify` alone cannot; and no
//! read path speaks from a log that fails verification.

use std::process::Command;

use crate::common::{drop_triggers, raw, seeded_log, temp_log, with_triggers_dropped};

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
    // Careful to put the triggers back, or the altered structure shows.
    with_triggers_dropped(&conn, |conn| {
        conn.execute("DELETE FROM events WHERE seq > 8", [])
            .unwrap();
        conn.execute_batch(
            "UPDATE meta SET value = '8' WHERE key = 'head_seq';
             UPDATE meta SET value = (SELECT hash FROM events WHERE seq = 8) WHERE key = 'head_hash';",
        )
        .unwrap();
    });
    drop(conn);
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

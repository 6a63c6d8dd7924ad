//! `log hands` and `log show` read a page of hands at a time and build
//! only the hands they print: on a long log their output is what folding
//! the whole log gives.

use std::process::Command;

use dealerdesk::log::EventLog;
use dealerdesk::review::{HandReview, review_log};
use dealerdesk::rules::{HouseRules, Variant};

use crate::common::{long_log, temp_log};

/// Runs `dealerdesk log ARGS…`: the exit status and standard output.
fn log_cmd(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .arg("log")
        .args(args)
        .env("LANG", "C")
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
    )
}

/// A hand as `log hands` lists it, from the whole fold.
fn line(r: &HandReview) -> String {
    let last = r.last_state();
    let result = if last.is_done() {
        r.names
            .iter()
            .zip(r.spec.stacks.iter().zip(last.stacks()))
            .filter(|(_, (before, after))| after != *before)
            .map(|(n, (before, after))| format!("{n} {:+}", after.0 as i64 - before.0 as i64))
            .collect::<Vec<_>>()
            .join(", ")
    } else {
        "in play".to_string()
    };
    let players: Vec<String> = r
        .names
        .iter()
        .zip(&r.seats)
        .map(|(n, s)| format!("{n} ({})", s.0))
        .collect();
    format!(
        "{}\thand {}\t{}\tbutton seat {}\t{}\t{}\n",
        r.id.0,
        r.hand_no,
        // English, as LANG=C reads: 5 Nov 2026 21:07:09 (UTC).
        r.started_at.format("%-d %b %Y %H:%M:%S"),
        r.button.0,
        players.join(", "),
        result
    )
}

#[test]
fn log_hands_and_show_on_a_long_log_print_what_the_whole_fold_gives() {
    let (_dir, db) = temp_log();
    drop(long_log(&db, 450));
    let path = db.to_str().unwrap();
    let log = EventLog::open_read_only(&db).unwrap();
    let whole = review_log(&log, HouseRules::preset(Variant::NoLimitHoldem)).unwrap();
    assert_eq!(whole.len(), 450);

    // Every hand, over several pages.
    let (code, out) = log_cmd(&["hands", path]);
    assert_eq!(code, 0);
    assert_eq!(out, whole.iter().map(line).collect::<String>());

    // One player's hands: a name dealt into some hands but not all.
    let player = whole
        .iter()
        .flat_map(|r| r.names.iter())
        .find(|n| {
            let dealt = whole.iter().filter(|r| r.names.contains(n)).count();
            dealt > 10 && dealt < 440
        })
        .expect("a player in some hands")
        .clone();
    let theirs: String = whole
        .iter()
        .filter(|r| r.names.contains(&player))
        .map(line)
        .collect();
    let (code, out) = log_cmd(&["hands", path, "--player", &player]);
    assert_eq!(code, 0);
    assert_eq!(out, theirs);

    // A hand deep in the log, shown alone: each step's seq in order.
    let deep = &whole[300];
    let (code, out) = log_cmd(&["show", path, &deep.id.0.to_string()]);
    assert_eq!(code, 0, "{out}");
    let seqs: Vec<u64> = out
        .lines()
        .filter_map(|l| l.split_whitespace().next()?.parse().ok())
        .collect();
    let expected: Vec<u64> = deep.steps.iter().map(|s| s.record.seq.0).collect();
    assert_eq!(seqs, expected);
    assert!(!expected.is_empty());
    for pot in deep.last_state().awarded() {
        assert!(out.contains(&pot.amount.0.to_string()), "{out}");
    }
    let (code, _) = log_cmd(&["show", path, "999999"]);
    assert_ne!(code, 0);
}

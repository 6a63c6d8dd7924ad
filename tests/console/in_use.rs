//! A log another program holds for writing opens on the blocking screen,
//! which names the process and the time it took the log, in the console's
//! language; nothing is written, and the console cannot go on (the process
//! exits non-zero) until another log is chosen.

use std::io::{BufRead, Write};

use super::*;

#[test]
fn a_log_in_use_by_another_writer_opens_on_the_blocking_screen_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("table.sqlite");
    drop(sample::six_handed_side_pot(&db).unwrap());
    // Another program holds the log: a scripted table, once it has answered.
    let mut holder = std::process::Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .arg("table")
        .arg("--db")
        .arg(&db)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut input = holder.stdin.take().unwrap();
    let mut answers = std::io::BufReader::new(holder.stdout.take().unwrap());
    writeln!(input, "sit 9 Zed 100").unwrap();
    input.flush().unwrap();
    let mut answer = String::new();
    answers.read_line(&mut answer).unwrap();
    assert!(answer.starts_with('{'), "an answer: the log is held");
    let before = std::fs::read(&db).unwrap();
    let pid = holder.id();

    let h = harness(Console::new(ConsoleOptions {
        db: db.clone(),
        rules: None,
    }));
    assert_eq!(h.state().screen(), Screen::Broken);
    assert!(h.state().desk().is_none());
    assert!(shows(&h, &format!("is in use by process {pid} since ")));
    let why = h.state().cannot_continue().unwrap();
    assert!(
        why.contains(&format!("in use by process {pid} since ")),
        "{why}"
    );

    let mut cs = Console::new(ConsoleOptions {
        db: db.clone(),
        rules: None,
    });
    cs.speak(Lang::Cs);
    let h = harness(cs);
    let why = h.state().cannot_continue().unwrap();
    assert!(why.contains(&format!("používá proces {pid} od ")), "{why}");
    assert_eq!(std::fs::read(&db).unwrap(), before, "nothing was written");

    // Once the other writer exits, the console opens the log at the table.
    drop(input);
    holder.wait().unwrap();
    let h = harness(Console::new(ConsoleOptions { db, rules: None }));
    assert!(h.state().cannot_continue().is_none());
    assert!(h.state().desk().is_some());
}

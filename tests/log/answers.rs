//! Answers as they happen: `dealerdesk table` driven through a pipe a line
//! at a time, as a kiosk or a card reader drives it, answers each line before
//! the next is sent.

use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;
use std::sync::mpsc;
use std::time::Duration;

use serde_json::Value;

use crate::common::{table_command, temp_log};

#[test]
fn each_answer_comes_before_the_next_line_is_sent() {
    let (_dir, db) = temp_log();
    let mut child = table_command()
        .arg("--db")
        .arg(&db)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            if tx.send(line.unwrap()).is_err() {
                break;
            }
        }
    });
    let script = [
        "sit 1 Ana 100",
        "sit 2 Ben 100",
        "sit 3 Cleo 100",
        "n",
        "xyzzy",
    ];
    for (i, line) in script.iter().enumerate() {
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
        // The first line waits for the log to open as well.
        let wait = Duration::from_secs(if i == 0 { 30 } else { 1 });
        let answer = rx
            .recv_timeout(wait)
            .unwrap_or_else(|e| panic!("no answer to '{line}' within {wait:?}: {e}"));
        let answer: Value = serde_json::from_str(&answer).unwrap();
        // The last line is not understood: refusals are answered too.
        assert_eq!(answer["ok"], i + 1 < script.len(), "{line}: {answer}");
    }
    let seated = dealerdesk::log::EventLog::open_read_only(&db)
        .unwrap()
        .hands(&dealerdesk::log::HandFilter::all())
        .unwrap();
    assert_eq!(seated.len(), 1, "the hand started is on record already");
    drop(stdin);
    assert_eq!(
        child.wait().unwrap().code(),
        Some(1),
        "one line was refused"
    );
    reader.join().unwrap();
}

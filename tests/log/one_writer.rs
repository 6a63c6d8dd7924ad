//! One writer: a log open for writing in one process refuses a second writer
//! (`table`, `log import`, the library) at once, naming the process and the
//! time it took the log, and writing nothing; readers work beside it; a
//! writer killed leaves no stale lock.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Output, Stdio};
use std::time::{Duration, Instant};

use dealerdesk::chips::Chips;
use dealerdesk::desk::{Desk, SeatNo};
use dealerdesk::log::{EventLog, HandFilter, LogError};
use dealerdesk::rules::{HouseRules, Variant};
use serde_json::Value;

use crate::common::{table_command, temp_log};

/// A `dealerdesk table` kept running on `db`, its answers read line by line.
struct Writer {
    child: Child,
    stdin: Option<ChildStdin>,
    answers: BufReader<ChildStdout>,
}

impl Writer {
    /// Starts a table on `db` and waits for its answer to `first`: the log
    /// is then open and held.
    fn start(db: &Path, first: &str) -> Writer {
        let mut child = table_command()
            .arg("--db")
            .arg(db)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take();
        let answers = BufReader::new(child.stdout.take().unwrap());
        let mut w = Writer {
            child,
            stdin,
            answers,
        };
        let answer = w.send(first);
        assert_eq!(answer["ok"], true, "{answer}");
        w
    }

    fn send(&mut self, line: &str) -> Value {
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
        let mut answer = String::new();
        self.answers.read_line(&mut answer).unwrap();
        serde_json::from_str(&answer).unwrap()
    }

    fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Ends its input; the table exits.
    fn finish(mut self) -> i32 {
        drop(self.stdin.take());
        self.child.wait().unwrap().code().unwrap()
    }
}

fn run(command: &mut Command, input: &str) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A refused program may exit before it reads its input.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    child.wait_with_output().unwrap()
}

fn log_cmd(args: &[&str], db: &Path) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_dealerdesk"));
    c.arg("log").args(args).arg(db);
    run(&mut c, "")
}

fn events(db: &Path) -> u64 {
    EventLog::open_read_only(db)
        .unwrap()
        .verify(|_, _| {})
        .unwrap()
        .events
}

fn pluribus(n: usize) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/phh/public/pluribus");
    let mut files = crate::common::phh_files(&dir);
    files.truncate(n);
    files
}

#[test]
fn a_second_table_on_the_same_log_is_refused_and_writes_nothing() {
    let (_dir, db) = temp_log();
    let mut first = Writer::start(&db, "sit 1 Ana 100");
    let before = events(&db);
    let lines = std::fs::read(&db).unwrap();

    let started = Instant::now();
    let out = run(table_command().arg("--db").arg(&db), "sit 2 Ben 100\n");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_ne!(out.status.code(), Some(0), "{err}");
    assert!(out.stdout.is_empty(), "no answer: nothing was entered");
    assert!(
        err.contains(&format!("is in use by process {} since ", first.pid())),
        "{err}"
    );
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "refused at once"
    );
    // In the table's language too.
    let out = run(
        table_command().arg("--db").arg(&db).args(["--lang", "cs"]),
        "sit 2 Ben 100\n",
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_ne!(out.status.code(), Some(0), "{err}");
    assert!(
        err.contains(&format!("používá proces {} od ", first.pid())),
        "{err}"
    );
    assert_eq!(events(&db), before, "the refused table wrote nothing");
    assert_eq!(std::fs::read(&db).unwrap(), lines);

    // The first table goes on; Ben never sat.
    let answer = first.send("sit 3 Cy 100");
    assert_eq!(answer["ok"], true, "{answer}");
    let seats: Vec<u64> = answer["state"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["seat"].as_u64().unwrap())
        .collect();
    assert_eq!(seats, vec![1, 3]);
    assert_eq!(first.finish(), 0);
}

#[test]
fn an_import_beside_a_table_is_refused_at_once_with_one_line() {
    let (_dir, db) = temp_log();
    let table = Writer::start(&db, "sit 1 Ana 100");
    let before = events(&db);
    let mut import = Command::new(env!("CARGO_BIN_EXE_dealerdesk"));
    import.arg("log").arg("import").arg(&db).args(pluribus(40));
    let out = run(&mut import, "");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.code().is_some_and(|c| c > 0), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains(&format!("is in use by process {} since ", table.pid())),
        "{err}"
    );
    assert!(out.stdout.is_empty());
    assert_eq!(events(&db), before);
    assert_eq!(table.finish(), 0);
}

#[test]
fn two_imports_at_once_the_second_is_refused_and_the_first_records_every_hand() {
    let (_dir, reference) = temp_log();
    let files = pluribus(40);
    let import = |db: &Path| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_dealerdesk"));
        c.arg("log").arg("import").arg(db).args(&files);
        c
    };
    assert!(import(&reference).output().unwrap().status.code().unwrap() <= 1);
    let want = EventLog::open_read_only(&reference)
        .unwrap()
        .hands(&HandFilter::all())
        .unwrap()
        .len();

    let (_dir, db) = temp_log();
    let lock = dealerdesk::log::lock_path(&db);
    let mut first = import(&db)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Once the first import holds the log, a second is refused.
    let pid = first.id().to_string();
    let deadline = Instant::now() + Duration::from_secs(60);
    while !std::fs::read_to_string(&lock).is_ok_and(|t| t.starts_with(&format!("{pid} "))) {
        assert!(
            Instant::now() < deadline,
            "the first import never took the log"
        );
        std::thread::sleep(Duration::from_millis(2));
    }
    let second = import(&db).output().unwrap();
    let err = String::from_utf8_lossy(&second.stderr);
    let done = first.wait().unwrap();
    assert!(done.code().unwrap() <= 1);
    assert!(second.status.code().is_some_and(|c| c > 0), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains(&format!("is in use by process {pid} since ")),
        "{err}"
    );
    let log = EventLog::open_read_only(&db).unwrap();
    assert_eq!(log.hands(&HandFilter::all()).unwrap().len(), want);
    log.verify(|_, _| {}).unwrap();
}

#[test]
fn a_writer_killed_leaves_no_stale_lock() {
    let (_dir, db) = temp_log();
    let mut first = Writer::start(&db, "sit 1 Ana 100");
    first.child.kill().unwrap();
    first.child.wait().unwrap();
    assert!(dealerdesk::log::lock_path(&db).exists());
    // The next table opens the log and goes on where it stopped.
    let out = run(table_command().arg("--db").arg(&db), "sit 2 Ben 100\n");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let answer: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(answer["state"]["seats"].as_array().unwrap().len(), 2);
    EventLog::open(&db).unwrap().verify(|_, _| {}).unwrap();
}

#[test]
fn readers_work_while_a_table_holds_the_log() {
    let (_dir, db) = temp_log();
    let mut table = Writer::start(&db, "sit 1 Ana 100");
    for line in ["sit 2 Ben 100", "n"] {
        let answer = table.send(line);
        assert_eq!(answer["ok"], true, "{line}: {answer}");
    }
    let verify = log_cmd(&["verify"], &db);
    assert_eq!(
        verify.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&verify.stderr)
    );
    assert!(String::from_utf8_lossy(&verify.stdout).contains("chain intact"));
    let hands = log_cmd(&["hands"], &db);
    assert_eq!(
        hands.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&hands.stderr)
    );
    // The library's readers too, and its writer is refused.
    assert!(EventLog::open_read_only(&db).is_ok());
    match EventLog::open(&db) {
        Err(LogError::InUse {
            holder: Some(h), ..
        }) => assert_eq!(h.pid, table.pid()),
        other => panic!("expected InUse, got {other:?}"),
    }
    assert_eq!(table.finish(), 0);
}

#[test]
fn a_desk_holds_its_log_against_other_programs_for_the_life_of_its_handle() {
    let (_dir, db) = temp_log();
    let mut desk = Desk::open(&db, HouseRules::preset(Variant::NoLimitHoldem), "t").unwrap();
    desk.seat(SeatNo(1), "Ana", Chips(100)).unwrap();
    let head = desk.log().head().unwrap();
    let out = run(table_command().arg("--db").arg(&db), "sit 2 Ben 100\n");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_ne!(out.status.code(), Some(0), "{err}");
    assert!(
        err.contains(&format!(
            "is in use by process {} since ",
            std::process::id()
        )),
        "{err}"
    );
    // A second handle of this process shares the lock (SQLite orders the
    // writes of one process).
    let again = Desk::open(&db, HouseRules::preset(Variant::NoLimitHoldem), "t").unwrap();
    assert_eq!(again.log().head().unwrap(), head);
    drop(again);
    let out = run(table_command().arg("--db").arg(&db), "sit 2 Ben 100\n");
    assert_ne!(out.status.code(), Some(0), "still held by the first handle");
    assert_eq!(desk.log().head().unwrap(), head);
    drop(desk);
    let out = run(table_command().arg("--db").arg(&db), "sit 2 Ben 100\n");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

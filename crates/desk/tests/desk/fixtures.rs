//! Log fixtures for the desk's tests: a temporary log, raw SQLite access,
//! a log as an older Dealer Desk wrote it, and a hand played to its end.

use std::path::{Path, PathBuf};

use dealerdesk_log::{ChainFault, EventLog, LogError, NewEvent, Role, Seq};

/// A fresh temporary directory and a log path inside it (the file does not exist yet).
pub fn temp_log() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::Builder::new()
        .prefix("dealerdesk-log-test")
        .tempdir()
        .unwrap();
    let path = dir.path().join("table.ddlog");
    (dir, path)
}

/// A raw connection, as an attacker (or a careless tool) would use.
pub fn raw(path: &Path) -> rusqlite::Connection {
    rusqlite::Connection::open(path).unwrap()
}

/// Drop every trigger in the database (the first step of a deliberate tamper).
pub fn drop_triggers(conn: &rusqlite::Connection) {
    let names: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'trigger'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert!(!names.is_empty());
    for name in names {
        conn.execute_batch(&format!("DROP TRIGGER \"{name}\""))
            .unwrap();
    }
}

/// Run `edit` with every trigger dropped, then put the triggers back as
/// they were: a careful attacker, who leaves the log's structure intact.
pub fn with_triggers_dropped(
    conn: &rusqlite::Connection,
    edit: impl FnOnce(&rusqlite::Connection),
) {
    let triggers: Vec<String> = conn
        .prepare("SELECT sql FROM sqlite_schema WHERE type = 'trigger'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    drop_triggers(conn);
    edit(conn);
    for sql in triggers {
        conn.execute_batch(&sql).unwrap();
    }
}

/// Verify through a read-only handle (reviewers can always open a broken log).
pub fn verify_read_only(path: &Path) -> Result<dealerdesk_log::VerifyReport, LogError> {
    EventLog::open_read_only(path).unwrap().verify(|_, _| {})
}

/// Assert `result` is a broken chain at `seq` whose reason satisfies `check`; also check
/// that `EventLog::open` refuses the log with the same error.
#[track_caller]
pub fn assert_broken(path: &Path, seq: u64, check: impl Fn(&ChainFault) -> bool) {
    match verify_read_only(path) {
        Err(LogError::BrokenChain { seq: s, reason }) => {
            assert_eq!(s, Seq(seq), "first bad seq (reason: {reason})");
            assert!(check(&reason), "unexpected reason: {reason:?}");
        }
        other => panic!("expected a broken chain at seq {seq}, got {other:?}"),
    }
    let before = std::fs::read(path).unwrap();
    match EventLog::open(path) {
        Err(LogError::BrokenChain { seq: s, .. }) => assert_eq!(s, Seq(seq)),
        other => panic!("open must refuse a broken log, got {other:?}"),
    }
    assert_eq!(
        std::fs::read(path).unwrap(),
        before,
        "refused open wrote to the file"
    );
}

/// Every `.phh` file under `dir`, sorted.
pub fn phh_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "phh") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Copies the log at `src` into the new log at `dst` entry by entry, as a
/// Dealer Desk without snapshots, players records or verified marks wrote
/// it: those are left out, and every copied entry carries the time it was
/// copied.
pub fn copy_without_row_extras(src: &Path, dst: &Path) {
    let src = EventLog::open_read_only(src).unwrap();
    let hands = src.hands(&dealerdesk_log::HandFilter::all()).unwrap();
    let mut dst = EventLog::open(dst).unwrap();
    for e in src.events(None).unwrap() {
        match e.action.as_str() {
            "log hand players" | "log verified" | "desk snapshot" => {}
            "log operator" => {
                let name = e.payload["name"].as_str().unwrap();
                dst.add_operator(name, Role::Dealer, None).unwrap();
            }
            "log session" => {
                let name = e.payload["table_name"].as_str().unwrap();
                dst.begin_session(name, "rules", "text", e.operator)
                    .unwrap();
            }
            "log hand" => {
                let session = dst.sessions().unwrap()[0].id;
                let no = e.payload["hand_no"].as_u64().unwrap();
                dst.begin_hand(session, no, e.operator).unwrap();
            }
            "log hand end" => {
                let id = e.payload["id"].as_i64().unwrap();
                let h = hands.iter().find(|h| h.id.0 == id).unwrap();
                dst.end_hand(h.id, h.summary.clone().unwrap(), e.operator)
                    .unwrap();
            }
            _ => {
                dst.append(NewEvent {
                    hand: e.hand,
                    operator: e.operator,
                    action: e.action,
                    payload: e.payload,
                })
                .unwrap();
            }
        }
    }
}

/// Enters one line of the command language at the desk's hand in play.
pub fn step(desk: &mut dealerdesk_desk::desk::Desk, line: &str) {
    use dealerdesk_desk::command::{Command, parse_command};
    let hand = desk.hand().unwrap();
    let legal = dealerdesk_core::engine::legal_actions(&hand.state, desk.rules());
    match parse_command(line, Some((&hand.state, &legal)), desk.rules()).unwrap() {
        Command::Act(action) => {
            desk.submit(&action).unwrap();
        }
        Command::DealUnseen => {
            desk.deal_unseen().unwrap();
        }
        other => panic!("{line}: {other:?}"),
    }
}

/// Deals a hand in which everyone folds to the last player.
pub fn play_hand(desk: &mut dealerdesk_desk::desk::Desk) {
    desk.start_hand().unwrap();
    step(desk, "u");
    while desk.hand().is_some() {
        step(desk, "f");
    }
}

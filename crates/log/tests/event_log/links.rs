//! One writer per log file, whatever the path: a symlink or a hardlink to a
//! log another process writes is refused; in one process, a hardlink (whose
//! WAL would be another file) is refused and a symlink shares the writer.
//! And nothing silently replaced: a log deleted or emptied while its head
//! file remembers entries is refused in words naming the head, and started
//! anew only by a floor person, the replacement on record.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

use dealerdesk_log::{
    ArgumentFault, EventLog, LogError, PinCost, Seq, Signing, head_file, replaced_head_file,
};

use crate::common::{seeded_log, side_files, temp_log, verify_read_only};

/// Env var that turns `hold_child` into a child that holds the log at the
/// given path for writing until its stdin closes.
const HOLD_ENV: &str = "DEALERDESK_LOG_TEST_HOLD";

#[test]
fn hold_child() {
    let Some(path) = std::env::var_os(HOLD_ENV) else {
        return;
    };
    let log = EventLog::open(&path).unwrap();
    println!("held");
    std::io::stdout().flush().unwrap();
    let mut line = String::new();
    std::io::stdin().read_line(&mut line).unwrap();
    log.close().unwrap();
}

#[cfg(unix)]
#[test]
fn a_second_writer_through_a_symlink_or_a_hardlink_is_refused() {
    let (dir, path) = temp_log();
    seeded_log(&path, 3);
    let sym = dir.path().join("sym.ddlog");
    std::os::unix::fs::symlink(&path, &sym).unwrap();
    let hard = dir.path().join("hard.ddlog");
    std::fs::hard_link(&path, &hard).unwrap();

    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "links::hold_child",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(HOLD_ENV, &path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    while !line.contains("held") {
        line.clear();
        assert!(
            out.read_line(&mut line).unwrap() > 0,
            "the child held nothing"
        );
    }
    for other in [&sym, &hard] {
        match EventLog::open(other) {
            Err(LogError::InUse { path: p, .. }) => assert_eq!(&p, other),
            other => panic!("a second writer must be refused, got {other:?}"),
        }
    }
    drop(child.stdin.take());
    assert!(child.wait().unwrap().success());

    // In one process: the hardlink is refused, the symlink shares the writer.
    let log = EventLog::open(&path).unwrap();
    assert!(matches!(EventLog::open(&hard), Err(LogError::InUse { .. })));
    let same = EventLog::open(&sym).unwrap();
    same.close().unwrap();
    log.close().unwrap();
    // Once the writers are gone, any name opens it.
    EventLog::open(&hard).unwrap().close().unwrap();
    assert!(verify_read_only(&path).is_ok());
}

#[test]
fn a_deleted_or_emptied_log_is_refused_naming_its_head_and_started_anew_by_the_floor() {
    for emptied in [false, true] {
        let (dir, path) = temp_log();
        seeded_log(&path, 6);
        let head = std::fs::read_to_string(head_file(&path)).unwrap();
        let recorded: u64 = head.split(' ').next().unwrap().parse().unwrap();
        for side in side_files(&path) {
            let _ = std::fs::remove_file(side);
        }
        if emptied {
            std::fs::write(&path, b"").unwrap();
        } else {
            std::fs::remove_file(&path).unwrap();
        }
        match EventLog::open(&path) {
            Err(LogError::Replaced {
                head: h,
                recorded: r,
                ..
            }) => {
                assert_eq!(h, head_file(&path));
                assert_eq!(r, Seq(recorded));
            }
            other => panic!("a lost log must be refused, got {other:?}"),
        }
        assert_eq!(path.exists(), emptied, "nothing made in its place");
        assert_eq!(std::fs::read_to_string(head_file(&path)).unwrap(), head);

        let house = dir.path().join("house.key");
        let (log, flo) =
            EventLog::open_replacing(&path, "Flo", "482913", PinCost::Scratch, Some(&house))
                .unwrap();
        let events = log.events(None).unwrap();
        let actions: Vec<&str> = events.iter().map(|e| e.action.as_str()).collect();
        assert_eq!(
            actions,
            [
                "log operator",
                "log staff key",
                "log signed",
                "log replaced",
                "log signed"
            ]
        );
        assert_eq!(events[3].operator, flo);
        assert_eq!(events[3].payload["head_seq"], recorded);
        log.close().unwrap();
        assert_eq!(
            std::fs::read_to_string(replaced_head_file(&path)).unwrap(),
            head
        );
        assert!(matches!(
            verify_read_only(&path).unwrap().signing,
            Signing::Signed { first_floor, .. } if first_floor == flo
        ));
        EventLog::open(&path).unwrap().close().unwrap();
        // Now there is nothing to replace.
        assert!(matches!(
            EventLog::open_replacing(&path, "Eve", "864213", PinCost::Scratch, Some(&house)),
            Err(LogError::InvalidArgument(
                ArgumentFault::NothingReplaced { .. }
            ))
        ));
    }
}

//! Fixtures the tests of Dealer Desk's crates share: a temporary or seeded
//! log, raw SQLite access as an attacker (or a careless tool) would use it,
//! the checks of a broken chain and of a refused open, and a small PRNG.
//! Test code only: every fixture fails loudly.

#![allow(clippy::unwrap_used)] // fixtures fail the test loudly by design

use std::path::{Path, PathBuf};

use dealerdesk_log::{
    ChainFault, EventLog, EventRecord, HandId, LogError, NewEvent, OperatorId, Role, Seq, SessionId,
};
use serde_json::json;

/// A fresh temporary directory and a log path inside it (the file does not exist yet).
pub fn temp_log() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::Builder::new()
        .prefix("dealerdesk-log-test")
        .tempdir()
        .unwrap();
    let path = dir.path().join("table.ddlog");
    (dir, path)
}

/// Ids created by [`seeded_log`].
pub struct Seeded {
    pub session: SessionId,
    pub dealer: OperatorId,
    pub floor: OperatorId,
    pub reviewer: OperatorId,
    pub hand: HandId,
    pub records: Vec<EventRecord>,
}

/// The marker string inside the payload of event `i` (unique, easy to find in the file).
pub fn marker(i: u64) -> String {
    format!("payload-marker-{i:06}")
}

/// How many row records [`seeded_log`] chains before its events: three
/// operators, the session and the hand.
pub const SEEDED_ROWS: u64 = 5;

/// The seq of the `k`-th event [`seeded_log`] appended (1-based).
pub fn event_seq(k: u64) -> u64 {
    SEEDED_ROWS + k
}

/// Create a log at `path` with three operators, one session, one open hand (their
/// [`SEEDED_ROWS`] row records first) and `n` events (alternating hand / no hand);
/// `records` holds all of them. The log is closed on return.
pub fn seeded_log(path: &Path, n: u64) -> Seeded {
    let mut log = EventLog::open(path).unwrap();
    let dealer = log.add_operator("Dana", Role::Dealer, None).unwrap();
    let floor = log.add_operator("Flo", Role::Floor, Some("2468")).unwrap();
    let reviewer = log.add_operator("Rev", Role::Reviewer, None).unwrap();
    let session = log
        .begin_session("Table 7", "nlhe-1-2", "ruleset text v1", dealer)
        .unwrap();
    let hand = log.begin_hand(session, 1, dealer).unwrap();
    let mut records = log.events(None).unwrap();
    assert_eq!(records.len() as u64, SEEDED_ROWS);
    for i in 1..=n {
        let rec = log
            .append(NewEvent {
                hand: (i % 2 == 1).then_some(hand),
                operator: if i % 5 == 0 { floor } else { dealer },
                action: format!("p{} cbr {}", i % 9 + 1, i * 100),
                payload: json!({ "amount": i * 100, "note": marker(i), "seat": i % 9 + 1 }),
            })
            .unwrap();
        records.push(rec);
    }
    log.close().unwrap();
    Seeded {
        session,
        dealer,
        floor,
        reviewer,
        hand,
        records,
    }
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
/// Small deterministic PRNG (xorshift64*), so the tests need no extra dependency.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Self(seed.max(1))
    }

    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// Uniform-ish in `lo..=hi`.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next_u64() % (hi - lo + 1)
    }
}

/// Find every occurrence of `needle` in `haystack`.
pub fn find_all(haystack: &[u8], needle: &[u8]) -> Vec<usize> {
    haystack
        .windows(needle.len())
        .enumerate()
        .filter(|(_, w)| *w == needle)
        .map(|(i, _)| i)
        .collect()
}

/// Paths of SQLite's side files for `path`.
pub fn side_files(path: &Path) -> [PathBuf; 3] {
    let s = path.as_os_str().to_owned();
    let with = |suffix: &str| {
        let mut p = s.clone();
        p.push(suffix);
        PathBuf::from(p)
    };
    [with("-wal"), with("-shm"), with("-journal")]
}
/// Cuts the log's tail after `seq` and rewrites its head record to match,
/// as an attacker with the file would, putting the triggers back after.
pub fn cut_tail_after(conn: &rusqlite::Connection, seq: i64) {
    with_triggers_dropped(conn, |conn| {
        conn.execute("DELETE FROM events WHERE seq > ?1", [seq])
            .unwrap();
        conn.execute(
            "UPDATE meta SET value = ?1 WHERE key = 'head_seq'",
            [seq.to_string()],
        )
        .unwrap();
        conn.execute(
            "UPDATE meta SET value = (SELECT hash FROM events WHERE seq = ?1) WHERE key = 'head_hash'",
            [seq],
        )
        .unwrap();
    });
}

/// Whether the current process runs as root (owner of `/proc/self`).
pub fn running_as_root() -> bool {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata("/proc/self")
        .map(|m| m.uid() == 0)
        .unwrap_or(false)
}

/// Opening `path` for writing is refused as `refused` says, and the
/// refused open leaves the file byte for byte as it was.
#[track_caller]
pub fn assert_open_refused_untouched(path: &Path, refused: impl Fn(&LogError) -> bool) {
    let before = std::fs::read(path).unwrap();
    match dealerdesk_log::EventLog::open(path) {
        Err(e) => assert!(refused(&e), "{e:?}"),
        Ok(_) => panic!("the log opened for writing"),
    }
    assert_eq!(std::fs::read(path).unwrap(), before, "refused open wrote");
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

/// A name as an older desk let through, before names were checked: a tab, a
/// newline, a made-up PokerStars line and a terminal escape.
pub const OLD_NAME: &str = "Ana\tBo\nSeat 1: Ana collected ($999999)\u{1b}[2J";

/// Each registered operator's name and role, read as a reviewer would.
pub fn operators(path: &Path) -> Vec<(String, Role)> {
    EventLog::open_read_only(path)
        .unwrap()
        .operators()
        .unwrap()
        .into_iter()
        .map(|o| (o.name, o.role))
        .collect()
}

/// Appends, under the log's first operator, a seat entry as an older desk
/// wrote it (seat 1, 100 chips), the name unchecked.
pub fn old_seat_entry(path: &Path, name: &str) {
    let mut log = EventLog::open(path).unwrap();
    let dealer = log.operators().unwrap()[0].id;
    log.append(NewEvent {
        hand: None,
        operator: dealer,
        action: "desk seat 1 100".into(),
        payload: json!({"desk": "seat", "seat": 1, "name": name, "stack": 100}),
    })
    .unwrap();
}

/// Appends one event as whoever can write the file would: the triggers
/// dropped, the row chained after the last with the published formula,
/// the `meta` head and the `.head` file set to it, the triggers put back.
/// Returns the forged event's seq.
pub fn append_forged(
    path: &Path,
    operator: OperatorId,
    role: Role,
    hand: Option<HandId>,
    action: &str,
    payload: serde_json::Value,
) -> u64 {
    use dealerdesk_log::chain::{canonical_json, compute_hash, format_at};
    let last = {
        let log = EventLog::open_read_only(path).unwrap();
        log.events(None).unwrap().pop().unwrap()
    };
    let mut forged = EventRecord {
        seq: Seq(last.seq.0 + 1),
        hand,
        at: last.at,
        operator,
        role,
        action: action.to_owned(),
        payload,
        prev_hash: last.hash.clone(),
        hash: String::new(),
    };
    forged.hash = compute_hash(&forged);
    let conn = raw(path);
    with_triggers_dropped(&conn, |conn| {
        conn.execute(
            "INSERT INTO events(seq, hand_id, at, operator_id, role, action, payload, \
             prev_hash, hash) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            rusqlite::params![
                forged.seq.0 as i64,
                hand.map(|h| h.0),
                format_at(&forged.at),
                operator.0,
                role.as_str(),
                action,
                canonical_json(&forged.payload),
                forged.prev_hash,
                forged.hash
            ],
        )
        .unwrap();
        conn.execute(
            "UPDATE meta SET value = ?1 WHERE key = 'head_seq'",
            [forged.seq.0.to_string()],
        )
        .unwrap();
        conn.execute(
            "UPDATE meta SET value = ?1 WHERE key = 'head_hash'",
            [&forged.hash],
        )
        .unwrap();
    });
    drop(conn);
    std::fs::write(
        dealerdesk_log::head_file(path),
        format!("{} {}\n", forged.seq.0, forged.hash),
    )
    .unwrap();
    forged.seq.0
}

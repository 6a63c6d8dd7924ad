//! Shared fixtures for the log tests.

#[path = "../support/table.rs"]
mod table_script;

pub use table_script::{answers, table_command};

use std::path::{Path, PathBuf};

use dealerdesk::log::{
    EventLog, EventRecord, HandId, LogError, NewEvent, OperatorId, Role, SessionId,
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
#[allow(dead_code)]
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
#[allow(dead_code)]
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
pub fn verify_read_only(path: &Path) -> Result<dealerdesk::log::VerifyReport, LogError> {
    EventLog::open_read_only(path).unwrap().verify(|_, _| {})
}

/// Whether the current process runs as root (owner of `/proc/self`).
pub fn running_as_root() -> bool {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata("/proc/self")
        .map(|m| m.uid() == 0)
        .unwrap_or(false)
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

/// Every `.phh` file under `dir`, sorted.
#[allow(dead_code)]
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

/// Enters one line of the command language at the desk's hand in play.
pub fn step(desk: &mut dealerdesk::desk::Desk, line: &str) {
    use dealerdesk::command::{Command, parse_command};
    let hand = desk.hand().unwrap();
    let legal = dealerdesk::engine::legal_actions(&hand.state, desk.rules());
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
pub fn play_hand(desk: &mut dealerdesk::desk::Desk) {
    desk.start_hand().unwrap();
    step(desk, "u");
    while desk.hand().is_some() {
        step(desk, "f");
    }
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

/// Opening `path` for writing is refused as `refused` says, and the
/// refused open leaves the file byte for byte as it was.
#[track_caller]
pub fn assert_open_refused_untouched(path: &Path, refused: impl Fn(&LogError) -> bool) {
    let before = std::fs::read(path).unwrap();
    match dealerdesk::log::EventLog::open(path) {
        Err(e) => assert!(refused(&e), "{e:?}"),
        Ok(_) => panic!("the log opened for writing"),
    }
    assert_eq!(std::fs::read(path).unwrap(), before, "refused open wrote");
}

/// A log of `hands` hands: the bundled Pluribus hands imported in turn.
pub fn long_log(db: &Path, hands: usize) -> dealerdesk::desk::Desk {
    use dealerdesk::notation::PhhHand;
    use dealerdesk::rules::{HouseRules, Variant};
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/phh/public/pluribus");
    let records: Vec<PhhHand> = phh_files(&dir)
        .iter()
        .map(|f| PhhHand::parse(&std::fs::read_to_string(f).unwrap()).unwrap())
        .collect();
    let mut desk =
        dealerdesk::desk::Desk::open(db, HouseRules::preset(Variant::NoLimitHoldem), "long")
            .unwrap();
    let mut done = 0;
    for hand in records.iter().cycle() {
        if done == hands {
            break;
        }
        // A hand whose recorded stacks split a chip is refused whole.
        if desk.import(hand).is_ok() {
            done += 1;
        }
    }
    desk
}

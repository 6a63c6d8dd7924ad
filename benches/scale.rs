//! A year of hands: logs of 1,000, 10,000 and 100,000 hands made here (the
//! bundled Pluribus hands in turn, written as one `.phhs` file and brought
//! in by `dealerdesk log import`), then, on each:
//!
//! - `log import`: hands per second, whole process;
//! - opening: `dealerdesk table` on the log with no input (open, verify from
//!   the last mark, fold from the last snapshot, print the table), wall time
//!   and peak memory (`/usr/bin/time`), beside the same on a new log; with
//!   `DISPLAY` set, the console's cold start too (`--exit-after-frames 1`);
//! - `log verify` (the whole chain, in this process): events per second;
//! - review, through the console's review code in this process: the log
//!   opened and its newest hand built with the first page of the list and
//!   its count, the first page of one player's hands, and a hand a tenth
//!   of the way into the log built alone (median of five).
//!
//! `cargo bench --bench scale` runs 1k and 10k; `SCALE_HANDS=1000,10000,100000`
//! chooses. Without `--bench` (`cargo test --benches`) it runs 40 hands.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use dealerdesk::desk::Desk;
use dealerdesk::log::{EventLog, HandQuery};
use dealerdesk::notation::PhhHand;
use dealerdesk::review::review_hand;
use dealerdesk::rules::{HouseRules, Variant};
use dealerdesk::ui::review;

const BIN: &str = env!("CARGO_BIN_EXE_dealerdesk");

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let sizes: Vec<usize> = match std::env::var("SCALE_HANDS") {
        Ok(list) => list
            .split(',')
            .map(|n| n.trim().parse().expect("SCALE_HANDS: numbers"))
            .collect(),
        Err(_) if full => vec![1_000, 10_000],
        Err(_) => vec![40],
    };
    let dir = tempfile::Builder::new()
        .prefix("dealerdesk-scale")
        .tempdir()
        .expect("temp dir");
    let hands = importable_hands(dir.path());
    let fresh = dir.path().join("fresh.sqlite");
    seat_one(&fresh);
    let (t, kb) = open_table(&fresh);
    println!("open a new log: {t:.3} s, {} MB peak", kb / 1024);
    if std::env::var_os("DISPLAY").is_some() {
        let (t, kb) = open_console(&fresh);
        println!(
            "console cold start, new log: {t:.3} s, {} MB peak",
            kb / 1024
        );
    }
    for n in sizes {
        let phhs = dir.path().join(format!("hands-{n}.phhs"));
        write_phhs(&phhs, &hands, n);
        let db = dir.path().join(format!("log-{n}.sqlite"));
        let start = Instant::now();
        let status = Command::new(BIN)
            .args(["log", "import"])
            .arg(&db)
            .arg(&phhs)
            .stdout(Stdio::null())
            .status()
            .expect("log import");
        assert!(status.success(), "log import of {n} hands failed");
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{n} hands: log import {secs:.1} s, {:.0} hands/s",
            n as f64 / secs
        );
        let size = std::fs::metadata(&db).map(|m| m.len()).unwrap_or(0);
        let (t, kb) = open_table(&db);
        println!(
            "{n} hands: open {t:.3} s, {} MB peak (file {} MB)",
            kb / 1024,
            size >> 20
        );
        if std::env::var_os("DISPLAY").is_some() {
            let (t, kb) = open_console(&db);
            println!(
                "{n} hands: console cold start {t:.3} s, {} MB peak",
                kb / 1024
            );
        }
        let log = EventLog::open_read_only(&db).expect("open");
        let start = Instant::now();
        let report = log.verify(|_, _| {}).expect("verify");
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{n} hands: verify {} events in {secs:.2} s, {:.0} events/s",
            report.events,
            report.events as f64 / secs
        );
        drop(log);
        review(&db, n);
    }
}

/// Review of the log at `db` of `n` hands, as the console's review screen
/// reads it: opening (the newest hand built, the first page and the count),
/// a player's first page, and a hand deep in the log built alone.
fn review(db: &Path, n: usize) {
    let rules = HouseRules::preset(Variant::NoLimitHoldem);
    let first_page = HandQuery {
        limit: review::PAGE,
        ..HandQuery::default()
    };
    let mut player = String::new();
    let t = median(|| {
        let (log, newest) = review::open_log(db, rules.clone()).expect("review opens");
        let newest = newest.expect("a newest hand");
        let (page, count) = review::read_page(&log, &first_page).expect("first page");
        assert_eq!(count, n as u64);
        assert_eq!(page.len(), n.min(review::PAGE as usize));
        player.clone_from(&newest.names[0]);
    });
    println!(
        "{n} hands: review opens (newest hand built, first page) {:.1} ms",
        t * 1e3
    );
    let log = EventLog::open_read_only(db).expect("open");
    let theirs = HandQuery {
        player: Some(player.clone()),
        ..first_page.clone()
    };
    let t = median(|| {
        let (page, count) = review::read_page(&log, &theirs).expect("a player's page");
        assert!(!page.is_empty() && count <= n as u64);
    });
    println!(
        "{n} hands: first page of {player}'s hands {:.2} ms",
        t * 1e3
    );
    let deep = log
        .hand_page(&HandQuery {
            hand_no: Some((n as u64 / 10).max(1)),
            ..HandQuery::default()
        })
        .expect("deep hand")
        .pop()
        .expect("a hand a tenth of the way in");
    let t = median(|| {
        let hand = review_hand(&log, deep.id, rules.clone())
            .expect("review")
            .expect("the hand");
        assert!(!hand.steps.is_empty());
    });
    println!(
        "{n} hands: hand {} built alone {:.1} ms",
        deep.hand_no,
        t * 1e3
    );
}

/// The median wall time of five runs of `run`, in seconds.
fn median(mut run: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..5)
        .map(|_| {
            let start = Instant::now();
            run();
            start.elapsed().as_secs_f64()
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

/// The bundled Pluribus hands that a table imports (a record that splits a
/// chip is refused), as text.
fn importable_hands(scratch: &Path) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/phh/public/pluribus");
    let mut files: Vec<PathBuf> = Vec::new();
    let mut folders = vec![dir];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("pluribus hands") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|x| x == "phh") {
                files.push(path);
            }
        }
    }
    files.sort();
    let db = scratch.join("check.sqlite");
    let mut desk =
        Desk::open(&db, HouseRules::preset(Variant::NoLimitHoldem), "check").expect("scratch desk");
    files
        .iter()
        .map(|f| std::fs::read_to_string(f).expect("read"))
        .filter(|text| {
            let hand = PhhHand::parse(text).expect("parse");
            desk.import(&hand).is_ok()
        })
        .collect()
}

/// `n` hands in one `.phhs` file, the given hands in turn; from the second
/// round on, the first player's name carries the round, so each hand is a
/// hand of its own (an import passes over a hand it has recorded already).
fn write_phhs(path: &Path, hands: &[String], n: usize) {
    let mut text = String::new();
    for (i, hand) in hands.iter().cycle().take(n).enumerate() {
        let round = i / hands.len();
        let hand = if round == 0 {
            hand.trim_end().to_owned()
        } else {
            hand.trim_end()
                .replacen("players = ['", &format!("players = ['r{round} "), 1)
        };
        text.push_str(&format!("[{}]\n{hand}\n\n", i + 1));
    }
    std::fs::write(path, text).expect("write phhs");
}

/// A new log with a session and one player, as the setup screen leaves it.
fn seat_one(db: &Path) {
    let mut desk =
        Desk::open(db, HouseRules::preset(Variant::NoLimitHoldem), "fresh").expect("new log");
    desk.seat(
        dealerdesk::desk::SeatNo(1),
        "Ana",
        dealerdesk::chips::Chips(200),
    )
    .expect("seat");
}

/// Wall time and peak memory (kB) of `dealerdesk table` opening `db`.
fn open_table(db: &Path) -> (f64, u64) {
    timed(&[BIN, "table", "--db", &db.display().to_string()])
}

/// Wall time and peak memory (kB) of the console's cold start on `db`.
fn open_console(db: &Path) -> (f64, u64) {
    timed(&[
        BIN,
        "--exit-after-frames",
        "1",
        "--db",
        &db.display().to_string(),
    ])
}

/// Runs `args` with no input, five times: the median wall time, and the
/// largest peak resident memory `/usr/bin/time` reports (0 without it).
fn timed(args: &[&str]) -> (f64, u64) {
    let mut times = Vec::new();
    let mut peak = 0;
    for _ in 0..5 {
        let measured = Path::new("/usr/bin/time").exists();
        let mut command = if measured {
            let mut c = Command::new("/usr/bin/time");
            c.args(["-f", "%M"]).args(args);
            c
        } else {
            let mut c = Command::new(args[0]);
            c.args(&args[1..]);
            c
        };
        let start = Instant::now();
        let out = command
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .output()
            .expect("run");
        let secs = start.elapsed().as_secs_f64();
        let err = String::from_utf8_lossy(&out.stderr);
        let last = err.lines().last().unwrap_or_default().to_owned();
        let kb: u64 = last.trim().parse().unwrap_or(0);
        times.push(secs);
        peak = peak.max(kb);
    }
    times.sort_by(f64::total_cmp);
    (times[times.len() / 2], peak)
}

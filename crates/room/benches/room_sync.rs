//! 50 simulated tables syncing into one room on this machine: events per
//! second into the room, the lag from a local append to the room (p50,
//! p99), and the local append latency with the sync on and off.
//!
//! `cargo bench -p dealerdesk-room --bench room_sync` (a throwaway
//! PostgreSQL cluster is started as in the tests; TABLES and HANDS in the
//! environment change the load).

#[path = "../tests/support/mod.rs"]
mod support;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use dealerdesk_room::{RoomSync, SyncState, SyncTiming, connect::connect};
use support::{Cluster, open_table, say};

fn env(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Where the tables sync to, and whether a server answers there.
#[derive(Clone)]
struct Room {
    url: String,
    reachable: bool,
}

/// Deals `hands` hands at `path`, `pace` between entries; returns each
/// entry's local append time (the desk's durable write), in µs.
fn table(path: &Path, hands: usize, pace: Duration, room: Option<&Room>) -> Vec<u64> {
    let mut face = open_table(path);
    let sync = room.map(|r| RoomSync::start(&r.url, path, SyncTiming::default()));
    let mut times = Vec::new();
    for _ in 0..hands {
        for line in ["n", "Ah Ad", "Kc Kd", "f"] {
            let start = Instant::now();
            say(&mut face, line);
            times.push(start.elapsed().as_micros() as u64);
            if let Some(sync) = &sync {
                sync.poke();
            }
            std::thread::sleep(pace);
        }
    }
    if let Some(sync) = sync.filter(|_| room.is_some_and(|r| r.reachable)) {
        let head = support::head(path);
        let start = Instant::now();
        while sync.state() != (SyncState::InSync { seq: head }) {
            assert!(
                start.elapsed() < Duration::from_secs(120),
                "{:?}",
                sync.state()
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }
    times
}

/// All tables at once; returns every append time.
fn run(
    dir: &Path,
    tag: &str,
    tables: usize,
    hands: usize,
    pace: Duration,
    room: Option<&Room>,
) -> Vec<u64> {
    let paths: Vec<PathBuf> = (0..tables)
        .map(|i| dir.join(format!("{tag}{i:02}.sqlite")))
        .collect();
    let workers: Vec<_> = paths
        .into_iter()
        .map(|p| {
            let room = room.cloned();
            std::thread::spawn(move || table(&p, hands, pace, room.as_ref()))
        })
        .collect();
    let mut all: Vec<u64> = workers
        .into_iter()
        .flat_map(|w| w.join().expect("table"))
        .collect();
    all.sort_unstable();
    all
}

fn pct(sorted: &[u64], p: f64) -> u64 {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// Events, events/s into the room and lag p50/p99 (ms) for tables named `tag…`.
fn room_figures(url: &str, tag: &str) -> (i64, f64, f64, f64) {
    let mut c = connect(url).expect("room");
    let row = c
        .query_one(
            "SELECT count(*), \
                    extract(epoch FROM max(received_at) - min(at::timestamptz))::float8, \
                    (percentile_cont(0.5) WITHIN GROUP (ORDER BY \
                        extract(epoch FROM received_at - at::timestamptz)))::float8 * 1000, \
                    (percentile_cont(0.99) WITHIN GROUP (ORDER BY \
                        extract(epoch FROM received_at - at::timestamptz)))::float8 * 1000 \
             FROM room.events WHERE table_name LIKE $1 || '%'",
            &[&tag],
        )
        .expect("figures");
    let events: i64 = row.get(0);
    let span: f64 = row.get(1);
    (events, events as f64 / span, row.get(2), row.get(3))
}

fn main() {
    // `cargo bench` passes --bench; `cargo test --benches` does not run this.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let Some(pg) = Cluster::start() else { return };
    let tables = env("TABLES", 50);
    let hands = env("HANDS", 20);
    let url = pg.admin();
    let dir = tempfile::tempdir().expect("tmp");
    let paced = Duration::from_millis(50);
    println!("{tables} tables, {hands} hands each (4 entries a hand)");

    let off = run(dir.path(), "off", tables, hands, paced, None);
    // The sync running with no room to reach: its own work, without the
    // server's, beside the table's appends.
    let nowhere = Room {
        url: "host=127.0.0.1 port=9 user=nobody dbname=nowhere connect_timeout=1".into(),
        reachable: false,
    };
    let lost = run(dir.path(), "lost", tables, hands, paced, Some(&nowhere));
    let room = Room {
        url: url.clone(),
        reachable: true,
    };
    let on = run(dir.path(), "on", tables, hands, paced, Some(&room));
    let (events, _, p50, p99) = room_figures(&url, "on");
    println!("paced (an entry every 50 ms at each table):");
    println!(
        "  local append, sync off: p50 {} µs, p99 {} µs",
        pct(&off, 0.5),
        pct(&off, 0.99)
    );
    println!(
        "  local append, sync on, room unreachable: p50 {} µs, p99 {} µs",
        pct(&lost, 0.5),
        pct(&lost, 0.99)
    );
    println!(
        "  local append, sync on:  p50 {} µs, p99 {} µs",
        pct(&on, 0.5),
        pct(&on, 0.99)
    );
    println!("  append-to-room lag: p50 {p50:.1} ms, p99 {p99:.1} ms ({events} events)");

    let _ = run(
        dir.path(),
        "flat",
        tables,
        hands,
        Duration::ZERO,
        Some(&room),
    );
    let (events, rate, p50, p99) = room_figures(&url, "flat");
    println!("flat out (no pause between entries):");
    println!("  {events} events, {rate:.0} events/s into the room");
    println!("  append-to-room lag: p50 {p50:.1} ms, p99 {p99:.1} ms");
}

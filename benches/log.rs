//! Benchmarks of the audit log (`dealerdesk::log`).
//!
//! - Dealer action → durable append latency: 2,000 appends timed one by one on a log in
//!   the system temp dir, p50 / p99 printed, next to a bare SQLite insert with the same
//!   durability (WAL, `synchronous = FULL`, one transaction per row).
//! - Verify throughput over a 200,000-event log, in events/s.
//!
//! Targets: p99 append < 5 ms, verify ≥ 500,000 events/s. Run with
//! `cargo bench --bench log`. Without `--bench` (e.g. `cargo test --benches`) the sizes
//! are cut down so the smoke run stays quick.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use dealerdesk::log::{EventLog, HandId, NewEvent, OperatorId, Role};
use serde_json::json;

fn full_run() -> bool {
    std::env::args().any(|a| a == "--bench")
}

fn temp_dir() -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix("dealerdesk-log-bench")
        .tempdir_in(std::env::temp_dir())
        .expect("temp dir")
}

fn action(i: u64, hand: HandId, dealer: OperatorId) -> NewEvent {
    NewEvent {
        hand: Some(hand),
        operator: dealer,
        action: format!("p{} cbr {}", i % 9 + 1, 100 + i % 50 * 25),
        payload: json!({
            "amount": 100 + i % 50 * 25,
            "pot": 1_200 + i % 300,
            "seat": i % 9 + 1,
            "stack": 9_700 - i % 500,
            "street": "flop",
        }),
    }
}

fn new_log(path: &std::path::Path) -> (EventLog, OperatorId, HandId) {
    let mut log = EventLog::open(path).expect("open");
    let dealer = log
        .add_operator("Dana", Role::Dealer, None)
        .expect("operator");
    let session = log
        .begin_session("Bench table", "nlhe", "rules", dealer)
        .expect("session");
    let hand = log.begin_hand(session, 1, dealer).expect("hand");
    (log, dealer, hand)
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    let idx = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[idx].as_secs_f64() * 1e6
}

fn summarize(name: &str, mut times: Vec<Duration>) {
    times.sort();
    let mean = times.iter().sum::<Duration>().as_secs_f64() * 1e6 / times.len() as f64;
    println!(
        "{name}: n = {}, p50 = {:.0} µs, p99 = {:.0} µs, max = {:.0} µs, mean = {:.0} µs",
        times.len(),
        percentile(&times, 0.50),
        percentile(&times, 0.99),
        percentile(&times, 1.0),
        mean,
    );
}

/// Time each of `n` durable appends, then the same number of bare durable inserts.
fn measure_append_latency(n: u64) {
    let dir = temp_dir();
    let (mut log, dealer, hand) = new_log(&dir.path().join("append.ddlog"));
    for i in 0..100 {
        log.append(action(i, hand, dealer)).expect("warm-up append");
    }
    let mut times = Vec::with_capacity(n as usize);
    for i in 0..n {
        let entry = action(i, hand, dealer);
        let t = Instant::now();
        black_box(log.append(entry).expect("append"));
        times.push(t.elapsed());
    }
    summarize("log append (durable, incl. hashing + triggers)", times);
    log.close().expect("close");

    let conn = rusqlite::Connection::open(dir.path().join("bare.sqlite")).expect("bare open");
    let mode: String = conn
        .pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get(0))
        .expect("wal");
    assert_eq!(mode, "wal");
    conn.pragma_update(None, "synchronous", "FULL")
        .expect("sync");
    conn.execute_batch("CREATE TABLE t (id INTEGER PRIMARY KEY, action TEXT, payload TEXT)")
        .expect("create");
    let mut stmt = conn
        .prepare("INSERT INTO t (action, payload) VALUES (?1, ?2)")
        .expect("prepare");
    for i in 0..100 {
        stmt.execute(["warm-up", &i.to_string()]).expect("insert");
    }
    let payload = r#"{"amount":300,"pot":1200,"seat":3,"stack":9700,"street":"flop"}"#;
    let mut times = Vec::with_capacity(n as usize);
    for _ in 0..n {
        let t = Instant::now();
        // Autocommit: one transaction per statement, committed with fsync.
        black_box(stmt.execute(["p3 cbr 300", payload]).expect("insert"));
        times.push(t.elapsed());
    }
    summarize("bare sqlite insert (WAL, synchronous=FULL)", times);
}

fn bench_append(c: &mut Criterion) {
    measure_append_latency(if full_run() { 2_000 } else { 50 });

    let dir = temp_dir();
    let (mut log, dealer, hand) = new_log(&dir.path().join("criterion.ddlog"));
    let mut i = 0u64;
    let mut group = c.benchmark_group("log");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(4));
    group.bench_function("append_durable", |b| {
        b.iter(|| {
            i += 1;
            black_box(log.append(action(i, hand, dealer)).expect("append"))
        })
    });
    group.finish();
}

fn bench_verify(c: &mut Criterion) {
    let events: u64 = if full_run() { 200_000 } else { 5_000 };
    let dir = temp_dir();
    let path = dir.path().join("verify.ddlog");
    let (mut log, dealer, hand) = new_log(&path);
    let t = Instant::now();
    let batch = 10_000;
    let mut i = 0;
    while i < events {
        let n = batch.min(events - i);
        log.append_batch((i..i + n).map(|k| action(k, hand, dealer)))
            .expect("append_batch");
        i += n;
    }
    log.close().expect("close");
    let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    println!(
        "built a {events}-event log ({:.1} MiB) in {:.1?} with append_batch",
        size as f64 / (1024.0 * 1024.0),
        t.elapsed()
    );

    let log = EventLog::open_read_only(&path).expect("open read-only");
    // Warm-up pass (page cache), as criterion does before measuring.
    log.verify(|_, _| {}).expect("verify");
    let mut rates = Vec::new();
    for _ in 0..5 {
        let t = Instant::now();
        let report = log.verify(|_, _| {}).expect("verify");
        let secs = t.elapsed().as_secs_f64();
        assert_eq!(report.events, events);
        rates.push(events as f64 / secs);
    }
    rates.sort_by(f64::total_cmp);
    println!(
        "verify: {events} events, median {:.0} events/s (min {:.0}, max {:.0})",
        rates[rates.len() / 2],
        rates[0],
        rates[rates.len() - 1]
    );
    let t = Instant::now();
    drop(EventLog::open(&path).expect("open"));
    println!(
        "EventLog::open of the {events}-event log (quick_check + verify): {:.1?}",
        t.elapsed()
    );

    let mut group = c.benchmark_group("log");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(5))
        .throughput(Throughput::Elements(events));
    group.bench_function("verify", |b| {
        b.iter(|| black_box(log.verify(|_, _| {}).expect("verify")))
    });
    group.finish();
}

criterion_group!(benches, bench_append, bench_verify);
criterion_main!(benches);

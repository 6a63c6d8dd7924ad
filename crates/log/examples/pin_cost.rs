//! What one floor PIN costs at the standard cost: registering a floor
//! person (one hash) and checking a PIN (one hash, as every offline guess
//! at a copied hash costs), each timed on the clock and in CPU time of
//! this one thread (Linux: `/proc/thread-self/stat`), which a busy
//! machine's other work does not inflate.
//!
//! `cargo run --release -p dealerdesk-log --example pin_cost [runs]`

// A measuring tool: a failure is a panic with its reason.
#![allow(clippy::unwrap_used)]

use std::time::{Duration, Instant};

use dealerdesk_log::{EventLog, Role, STANDARD_PARAMS};

fn main() {
    let runs: u32 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(10);
    let dir = tempfile::tempdir().unwrap();
    let mut log = EventLog::open(dir.path().join("pins.ddlog")).unwrap();
    log.use_house_key(&dir.path().join("house.key")).unwrap();
    let (mut add, mut check) = (Vec::new(), Vec::new());
    let (mut add_cpu, mut check_cpu) = (0.0, 0.0);
    for i in 0..runs {
        let pin = format!("{:06}", 482_913 + i * 7);
        let (t, cpu) = (Instant::now(), cpu_seconds());
        let floor = log
            .add_operator(&format!("Floor {i}"), Role::Floor, Some(&pin))
            .unwrap();
        add.push(t.elapsed());
        add_cpu += cpu_seconds() - cpu;
        let (t, cpu) = (Instant::now(), cpu_seconds());
        assert!(!log.check_pin(floor, "000001").unwrap());
        check.push(t.elapsed());
        check_cpu += cpu_seconds() - cpu;
    }
    let (m, t, p) = STANDARD_PARAMS;
    println!("Argon2id m={m} KiB, t={t}, p={p}, keyed; {runs} runs");
    for (what, times, cpu) in [
        ("register (hash)", &add, add_cpu),
        ("check (one guess)", &check, check_cpu),
    ] {
        let min = times.iter().min().copied().unwrap_or_default();
        let max = times.iter().max().copied().unwrap_or_default();
        let mean = times.iter().sum::<Duration>() / runs.max(1);
        println!(
            "{what}: clock min {:.3} s, mean {:.3} s, max {:.3} s; CPU mean {:.3} s",
            min.as_secs_f64(),
            mean.as_secs_f64(),
            max.as_secs_f64(),
            cpu / f64::from(runs.max(1)),
        );
    }
}

/// This thread's user and system CPU time so far, in seconds (0 where
/// `/proc` does not say).
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap_or_default();
    // The fields after the command name, which is in parentheses.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let field = |n: usize| -> f64 {
        rest.split_whitespace()
            .nth(n)
            .and_then(|v| v.parse().ok())
            .unwrap_or(0.0)
    };
    // utime and stime are fields 14 and 15 of the line, 12 and 13 here; in
    // clock ticks of 1/100 s on Linux.
    (field(11) + field(12)) / 100.0
}

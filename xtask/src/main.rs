//! Project tasks, run as `cargo xtask TASK`.
//!
//! `cargo xtask hunt --hands N [--seed S] [--threads T] [--what engine]`
//! plays N random hands (`dealerdesk::hunt`) on every core, printing
//! progress on stderr and, at the end, one JSON line
//! `{"hands":N,"seed":S,"failures":[{"seed":..,"what":..,"message":..}]}`;
//! the exit status is 1 if any hand failed. `--replay SEED` plays one hand
//! again and prints what broke. `--what desk` and `--what face` are not
//! hunted yet and say so.

use std::panic::AssertUnwindSafe;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use dealerdesk::hunt::play_random_hand;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("hunt") => match Options::parse(&args[1..]) {
            Ok(o) => hunt(&o),
            Err(e) => {
                eprintln!("xtask hunt: {e}");
                ExitCode::from(2)
            }
        },
        _ => {
            eprintln!(
                "usage: cargo xtask hunt --hands N [--seed S] [--threads T] [--what engine] | --replay SEED"
            );
            ExitCode::from(2)
        }
    }
}

/// What to hunt, as typed.
struct Options {
    hands: u64,
    seed: u64,
    threads: usize,
    what: String,
    replay: Option<u64>,
}

impl Options {
    fn parse(args: &[String]) -> Result<Options, String> {
        let mut o = Options {
            hands: 10_000,
            seed: 1,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            what: "engine".into(),
            replay: None,
        };
        let mut it = args.iter();
        while let Some(flag) = it.next() {
            let mut value = || it.next().ok_or_else(|| format!("{flag} needs a value"));
            let number = |v: &String| {
                v.parse::<u64>()
                    .map_err(|_| format!("{flag} {v}: not a number"))
            };
            match flag.as_str() {
                "--hands" => o.hands = number(value()?)?,
                "--seed" => o.seed = number(value()?)?,
                "--threads" => o.threads = number(value()?)?.max(1) as usize,
                "--what" => o.what = value()?.clone(),
                "--replay" => o.replay = Some(number(value()?)?),
                other => return Err(format!("unknown option {other}")),
            }
        }
        Ok(o)
    }
}

/// The seed of hand `i` of a hunt started at `seed` (SplitMix64, so nearby
/// hunts do not share hands).
fn hand_seed(seed: u64, i: u64) -> u64 {
    let mut z = seed.wrapping_add(i.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays one hand; the panic message if a property broke.
fn play(seed: u64) -> Result<(), String> {
    std::panic::catch_unwind(AssertUnwindSafe(|| play_random_hand(seed))).map_err(|payload| {
        payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "a panic without a message".into())
    })
}

fn hunt(o: &Options) -> ExitCode {
    if o.what != "engine" {
        eprintln!(
            "xtask hunt: --what {} is not hunted yet; --what engine is",
            o.what
        );
        return ExitCode::from(2);
    }
    // Broken properties are collected, not printed as they happen.
    std::panic::set_hook(Box::new(|_| {}));
    if let Some(seed) = o.replay {
        return match play(seed) {
            Ok(()) => {
                println!("{}", serde_json::json!({"seed": seed, "ok": true}));
                ExitCode::SUCCESS
            }
            Err(message) => {
                println!(
                    "{}",
                    serde_json::json!({"seed": seed, "ok": false, "what": o.what, "message": message})
                );
                ExitCode::from(1)
            }
        };
    }
    let next = AtomicU64::new(0);
    let failures = Mutex::new(Vec::new());
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..o.threads {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= o.hands {
                        break;
                    }
                    let seed = hand_seed(o.seed, i);
                    if let Err(message) = play(seed)
                        && let Ok(mut f) = failures.lock()
                    {
                        f.push(
                            serde_json::json!({"seed": seed, "what": o.what, "message": message}),
                        );
                    }
                    if i > 0 && i.is_multiple_of(100_000) {
                        eprintln!("{i} hands, {:.0} s", start.elapsed().as_secs_f64());
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap_or_default();
    eprintln!(
        "{} hands in {:.1} s on {} threads, {} failures",
        o.hands,
        start.elapsed().as_secs_f64(),
        o.threads,
        failures.len()
    );
    println!(
        "{}",
        serde_json::json!({"hands": o.hands, "seed": o.seed, "failures": failures})
    );
    if failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_seeds_are_fixed_and_spread() {
        assert_eq!(hand_seed(1, 0), hand_seed(1, 0));
        assert_ne!(hand_seed(1, 0), hand_seed(1, 1));
        assert_ne!(hand_seed(1, 0), hand_seed(2, 0));
    }

    #[test]
    fn options_are_read_and_bad_ones_refused() {
        let args: Vec<String> = ["--hands", "5", "--seed", "9", "--threads", "3"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let o = Options::parse(&args).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((o.hands, o.seed, o.threads), (5, 9, 3));
        assert!(Options::parse(&["--hands".into()]).is_err());
        assert!(Options::parse(&["--hands".into(), "x".into()]).is_err());
        assert!(Options::parse(&["--frobnicate".into()]).is_err());
    }

    #[test]
    fn a_replayed_seed_plays_the_same_hand() {
        assert_eq!(play(hand_seed(1, 7)), Ok(()));
    }
}

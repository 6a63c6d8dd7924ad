//! `cargo xtask hunt`: the random hunts of `dealerdesk_hunt` on every core.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use dealerdesk_hunt::{Broken, Kind, Outcome, Variant, run_case, run_engine_case_of};
use serde_json::{Value, json};

/// What to hunt, as typed.
pub(crate) struct Options {
    hands: u64,
    seed: u64,
    threads: usize,
    kinds: Vec<Kind>,
    replay: Option<u64>,
    /// The engine hunt of one game only.
    game: Option<Variant>,
    dir: PathBuf,
}

impl Options {
    pub(crate) fn parse(args: &[String]) -> Result<Options, String> {
        let shm = PathBuf::from("/dev/shm");
        let mut o = Options {
            hands: 10_000,
            seed: 1,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            kinds: vec![Kind::Engine],
            replay: None,
            game: None,
            dir: if shm.is_dir() {
                shm
            } else {
                std::env::temp_dir()
            },
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
                "--what" => {
                    o.kinds = match value()?.as_str() {
                        "all" => Kind::ALL.to_vec(),
                        k => vec![k.parse().map_err(|e| format!("--what: {e}"))?],
                    }
                }
                "--replay" => o.replay = Some(number(value()?)?),
                "--game" => {
                    let code = value()?;
                    o.game = Some(Variant::from_code(code).ok_or_else(|| {
                        let codes: Vec<&str> = Variant::ALL.iter().map(|v| v.code()).collect();
                        format!("--game {code}: not a game dealt here: {}", codes.join(", "))
                    })?);
                }
                "--dir" => o.dir = PathBuf::from(value()?),
                other => return Err(format!("unknown option {other}")),
            }
        }
        if o.replay.is_some() && o.kinds.len() != 1 {
            return Err("--replay replays one kind: --what engine, desk or face".into());
        }
        if o.game.is_some() && o.kinds != [Kind::Engine] {
            return Err("--game is for the engine hunt: --what engine".into());
        }
        Ok(o)
    }
}

/// The seed of case `i` of a hunt started at `seed` (SplitMix64, so nearby
/// hunts do not share cases).
fn case_seed(seed: u64, i: u64) -> u64 {
    let mut z = seed.wrapping_add(i.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

pub(crate) fn hunt(o: &Options) -> ExitCode {
    // Broken properties are collected, not printed as they happen.
    std::panic::set_hook(Box::new(|_| {}));
    if let Some(seed) = o.replay {
        let kind = o.kinds[0];
        return match play(o, kind, seed) {
            Ok(outcome) => {
                println!(
                    "{}",
                    json!({"seed": seed, "what": kind.name(), "ok": true, "hands": outcome.hands, "digest": format!("{:016x}", outcome.digest)})
                );
                ExitCode::SUCCESS
            }
            Err(broken) => {
                println!(
                    "{}",
                    json!({"seed": seed, "what": kind.name(), "ok": false, "message": broken.0})
                );
                ExitCode::from(1)
            }
        };
    }
    let mut failures = Vec::new();
    let mut runs = Vec::new();
    for kind in &o.kinds {
        let (run, mut failed) = hunt_kind(o, *kind);
        runs.push(run);
        failures.append(&mut failed);
    }
    println!(
        "{}",
        json!({"hands": o.hands, "seed": o.seed, "failures": failures, "runs": runs})
    );
    if failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// Plays case `seed` of `kind` (of the one game asked for, if any).
fn play(o: &Options, kind: Kind, seed: u64) -> Result<Outcome, Broken> {
    match o.game {
        Some(game) => run_engine_case_of(seed, game),
        None => run_case(kind, seed, &o.dir),
    }
}

/// Hunts one kind on every thread: what was played, and the failures.
fn hunt_kind(o: &Options, kind: Kind) -> (Value, Vec<Value>) {
    let cases = o.hands.div_ceil(kind.per_case());
    let next = AtomicU64::new(0);
    let dealt = AtomicU64::new(0);
    let failures = Mutex::new(Vec::new());
    let start = Instant::now();
    let every = (cases / 100).max(1);
    std::thread::scope(|scope| {
        for _ in 0..o.threads {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= cases {
                        break;
                    }
                    let seed = case_seed(o.seed, i);
                    match play(o, kind, seed) {
                        Ok(outcome) => {
                            dealt.fetch_add(outcome.hands, Ordering::Relaxed);
                        }
                        Err(broken) => {
                            // Said at once, so a run stopped early still
                            // tells what it found.
                            eprintln!("{kind}: seed {seed} broke: {}", broken.0);
                            if let Ok(mut f) = failures.lock() {
                                f.push(
                                    json!({"seed": seed, "what": kind.name(), "message": broken.0}),
                                );
                            }
                        }
                    }
                    if i > 0 && i.is_multiple_of(every) {
                        let failed = failures.lock().map_or(0, |f| f.len());
                        eprintln!(
                            "{kind}: {i} of {cases} cases, {:.0} s, {failed} failures so far",
                            start.elapsed().as_secs_f64()
                        );
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap_or_default();
    let seconds = start.elapsed().as_secs_f64();
    let dealt = dealt.into_inner();
    eprintln!(
        "{kind}: {cases} cases ({dealt} hands dealt) in {seconds:.1} s on {} threads, {} failures",
        o.threads,
        failures.len()
    );
    let run = json!({
        "what": kind.name(),
        "game": o.game.map(Variant::code),
        "cases": cases,
        "units": cases * kind.per_case(),
        "hands_dealt": dealt,
        "seconds": (seconds * 10.0).round() / 10.0,
        "failures": failures.len(),
    });
    (run, failures)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(words: &[&str]) -> Vec<String> {
        words.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn case_seeds_are_fixed_and_spread() {
        assert_eq!(case_seed(1, 0), case_seed(1, 0));
        assert_ne!(case_seed(1, 0), case_seed(1, 1));
        assert_ne!(case_seed(1, 0), case_seed(2, 0));
    }

    #[test]
    fn options_are_read_and_bad_ones_refused() {
        let o = Options::parse(&args(&["--hands", "5", "--seed", "9", "--threads", "3"]))
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((o.hands, o.seed, o.threads), (5, 9, 3));
        assert_eq!(o.kinds, [Kind::Engine]);
        let all = Options::parse(&args(&["--what", "all"])).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(all.kinds, Kind::ALL);
        assert!(Options::parse(&args(&["--hands"])).is_err());
        assert!(Options::parse(&args(&["--hands", "x"])).is_err());
        assert!(Options::parse(&args(&["--frobnicate"])).is_err());
        assert!(Options::parse(&args(&["--what", "parsers"])).is_err());
        assert!(Options::parse(&args(&["--what", "all", "--replay", "3"])).is_err());
        let razz = Options::parse(&args(&["--game", "FR"])).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(razz.game, Some(Variant::Razz));
        assert!(Options::parse(&args(&["--game", "XX"])).is_err());
        assert!(Options::parse(&args(&["--what", "desk", "--game", "FR"])).is_err());
    }
}

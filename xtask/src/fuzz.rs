//! `cargo xtask fuzz`: cargo-fuzz on the targets of `fuzz/`, each for a set
//! time, on the nightly toolchain; or one input through a target's check.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use dealerdesk_hunt::fuzz::{TARGETS, target};

/// What to fuzz, as typed.
pub(crate) struct Options {
    targets: Vec<&'static str>,
    minutes: u64,
    replay: Option<PathBuf>,
}

impl Options {
    pub(crate) fn parse(args: &[String]) -> Result<Options, String> {
        let names: Vec<&'static str> = TARGETS.iter().map(|(n, _)| *n).collect();
        let mut it = args.iter();
        let which = it
            .next()
            .ok_or_else(|| format!("fuzz needs a target: {} or all", names.join(", ")))?;
        let targets = match which.as_str() {
            "all" => names.clone(),
            t => vec![
                *names
                    .iter()
                    .find(|n| **n == t)
                    .ok_or_else(|| format!("'{t}' is not a fuzz target: {}", names.join(", ")))?,
            ],
        };
        let mut o = Options {
            targets,
            minutes: 30,
            replay: None,
        };
        while let Some(flag) = it.next() {
            let value = it.next().ok_or_else(|| format!("{flag} needs a value"));
            match flag.as_str() {
                "--minutes" => {
                    let v = value?;
                    // libFuzzer takes 0 seconds as no limit at all.
                    o.minutes = v.parse().ok().filter(|m| *m > 0).ok_or_else(|| {
                        format!("--minutes {v}: a whole number of minutes, 1 or more")
                    })?;
                }
                "--replay" => o.replay = Some(PathBuf::from(value?)),
                other => return Err(format!("unknown option {other}")),
            }
        }
        if o.replay.is_some() && o.targets.len() != 1 {
            return Err("--replay runs one target".into());
        }
        Ok(o)
    }
}

pub(crate) fn fuzz(o: &Options) -> ExitCode {
    if let Some(file) = &o.replay {
        return replay(o.targets[0], file);
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap_or(Path::new("."));
    let mut failed = false;
    for name in &o.targets {
        eprintln!("fuzz {name}: {} minutes", o.minutes);
        // Without a sanitizer: the project forbids unsafe code, and SQLite's
        // C is not instrumented by cargo-fuzz; libFuzzer catches panics,
        // timeouts and memory blow-ups either way, at twice the speed.
        let status = Command::new("cargo")
            .current_dir(root)
            .args(["+nightly", "fuzz", "run", "--sanitizer", "none", name])
            .arg(format!("fuzz/corpus/{name}"))
            .args(seeds(name))
            .arg("--")
            .arg(format!("-max_total_time={}", o.minutes * 60))
            // Forked, a crash, a hang or a memory blow-up is saved and the
            // run goes on, so one run finds every crash it can.
            .args([
                "-timeout=10",
                "-fork=1",
                "-ignore_crashes=1",
                "-ignore_timeouts=1",
                "-ignore_ooms=1",
                "-print_final_stats=1",
            ])
            .status();
        let found = artifacts(root, name);
        if !found.is_empty() {
            eprintln!("fuzz {name}: {} inputs broke the target:", found.len());
            for file in &found {
                eprintln!("  cargo xtask fuzz {name} --replay {}", file.display());
            }
            failed = true;
        }
        match status {
            Ok(s) if s.success() => {}
            Ok(s) => {
                eprintln!("fuzz {name}: stopped ({s})");
                failed = true;
            }
            Err(e) => {
                eprintln!(
                    "fuzz {name}: cargo +nightly fuzz does not run ({e}); cargo install cargo-fuzz"
                );
                return ExitCode::from(2);
            }
        }
    }
    if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// Runs one input through a target's check.
fn replay(name: &str, file: &Path) -> ExitCode {
    let Some(check) = target(name) else {
        return ExitCode::from(2);
    };
    let data = match std::fs::read(file) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("{}: {e}", file.display());
            return ExitCode::from(2);
        }
    };
    match std::panic::catch_unwind(|| check(&data)) {
        Ok(Ok(())) => {
            println!("{name} {}: holds", file.display());
            ExitCode::SUCCESS
        }
        Ok(Err(broken)) => {
            println!("{name} {}: {broken}", file.display());
            ExitCode::from(1)
        }
        Err(_) => {
            println!("{name} {}: panicked", file.display());
            ExitCode::from(1)
        }
    }
}

/// The repository's own data a target starts from besides its corpus
/// (which keeps what the fuzzer found): hand histories, house files.
fn seeds(name: &str) -> &'static [&'static str] {
    match name {
        "phh" | "import" => &["tests/data/phh"],
        "house" => &["rulesets", "tests/data/pokerstars"],
        _ => &[],
    }
}

/// The inputs cargo-fuzz saved for `name` (crashes, hangs, memory blow-ups).
fn artifacts(root: &Path, name: &str) -> Vec<PathBuf> {
    let dir = root.join("fuzz/artifacts").join(name);
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| entries.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    found.sort();
    found
}

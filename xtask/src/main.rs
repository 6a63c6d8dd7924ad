//! Project tasks, run as `cargo xtask TASK`.
//!
//! `cargo xtask hunt --hands N [--seed S] [--threads T] [--what engine|desk|face|all]
//! [--dir DIR]` hunts on every core (`dealerdesk_hunt`): N engine hands, N
//! desk sessions, or N table-face lines (a hundred to a table), printing
//! progress on stderr and, at the end, one JSON line
//! `{"hands":N,"seed":S,"failures":[{"seed":..,"what":..,"message":..}],"runs":[..]}`;
//! the exit status is 1 if any case failed. `--replay SEED` plays one case of
//! `--what` again and prints what broke; `--game CODE` (`FR`, `N2L1D`, …)
//! deals every engine case as that game. Desk and face logs are written in
//! `--dir` (default: `/dev/shm` where there is one, else the temp directory).
//!
//! `cargo xtask fuzz TARGET|all [--minutes N]` runs cargo-fuzz on a target
//! of `fuzz/` (`phh`, `house`, `face`, `import`, `log_open`) for N minutes,
//! growing its corpus in `fuzz/corpus/TARGET`; a crash is left in
//! `fuzz/artifacts/TARGET`. `cargo xtask fuzz TARGET --replay FILE` runs the
//! target's check on one input and says what broke.

mod fuzz;
mod hunt;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rest = args.get(1..).unwrap_or_default();
    let parsed = match args.first().map(String::as_str) {
        Some("hunt") => hunt::Options::parse(rest).map(|o| hunt::hunt(&o)),
        Some("fuzz") => fuzz::Options::parse(rest).map(|o| fuzz::fuzz(&o)),
        _ => Err(String::new()),
    };
    parsed.unwrap_or_else(|e| {
        if !e.is_empty() {
            eprintln!("xtask: {e}");
        }
        eprintln!(
            "usage: cargo xtask hunt --hands N [--seed S] [--threads T] [--what engine|desk|face|all] [--dir DIR] [--replay SEED] [--game CODE]\n       cargo xtask fuzz TARGET|all [--minutes N] [--replay FILE]"
        );
        ExitCode::from(2)
    })
}

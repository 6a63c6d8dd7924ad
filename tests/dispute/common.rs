//! Shared fixtures: a table driven by script, the program run on its log.

#[path = "../support/table.rs"]
mod table_script;

use std::path::Path;
use std::process::Command;

pub use dealerdesk_testkit::temp_log;
use serde_json::Value;
pub use table_script::{answers, table_command};

/// A no-limit house at 10/20.
pub const TEN_TWENTY: &str = "name: Ten-twenty
follows: TDA 2024
game: holdem
structure: no-limit
stakes:
  small_blind: 10
  big_blind: 20
rules: {}
";

/// Runs `script` at a new table on `db` under the house file `house` (the
/// bundled no-limit rules when empty); every answer.
pub fn play(db: &Path, house: &str, script: &str) -> Vec<Value> {
    let mut command = table_command();
    command.arg("--db").arg(db);
    if !house.is_empty() {
        let rules = db.with_extension("yaml");
        std::fs::write(&rules, house).unwrap();
        command.arg("--rules").arg(&rules);
    }
    let (code, answers) = answers(&mut command, script);
    assert_eq!(code, 0, "{answers:?}");
    answers
}

/// `dealerdesk ARGS`: exit code, standard output, standard error.
pub fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// `dealerdesk log why DB HAND STEP --format json`.
pub fn why_json(db: &Path, hand: u64, step: usize) -> Value {
    let db = db.to_str().unwrap();
    let (hand, step) = (hand.to_string(), step.to_string());
    let (code, out, err) = run(&["log", "why", db, &hand, &step, "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).unwrap()
}

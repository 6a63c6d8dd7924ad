//! `dealerdesk table` run as a script, for the tests that drive the
//! command-line table face.

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

/// `dealerdesk table`, for the caller to give its arguments and environment.
pub fn table_command() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_dealerdesk"));
    command.arg("table");
    command
}

/// Runs `command` with `script` on standard input: the exit status and one
/// JSON answer per line.
pub fn answers(command: &mut Command, script: &str) -> (i32, Vec<Value>) {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let answers = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    (out.status.code().unwrap(), answers)
}

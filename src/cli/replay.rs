//! `dealerdesk replay`: hand histories read on every core and replayed through
//! the engine, one JSON line per hand in input order.
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use rayon::prelude::*;
use serde_json::{Value, json};

use super::load_rules;
use dealerdesk::engine::HandState;
use dealerdesk::i18n::{Args, Lang, Words};
use dealerdesk::notation::{PhhError, PhhHand, Scale, phhs};
use dealerdesk::replay::{ReplayError, StackCheck, check_finish, replay};
use dealerdesk::rules::HouseRules;
use dealerdesk::speak;

/// All `*.phh` and `*.phhs` files under the paths, sorted.
pub fn collect_phh(paths: &[PathBuf], words: Words) -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for path in paths {
        if path.is_dir() {
            walk(path, &mut files, words)?;
        } else if path.exists() {
            files.push(path.clone());
        } else {
            bail!(words.with("cli-no-such-path", &path_args(path)));
        }
    }
    Ok(files)
}

/// A file or folder as a message's `file`.
pub(super) fn path_args(path: &Path) -> Args {
    Args::new().str("file", path.display().to_string())
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>, words: Words) -> Result<()> {
    let mut entries: Vec<(PathBuf, bool)> = Vec::new();
    let listing = std::fs::read_dir(dir)
        .with_context(|| words.with("cli-cannot-read-folder", &path_args(dir)))?;
    for entry in listing {
        let entry = entry?;
        // The folder listing's own type, so a file costs no stat; a link is
        // followed to what it points at.
        let kind = entry.file_type()?;
        let path = entry.path();
        let is_dir = if kind.is_symlink() {
            path.is_dir()
        } else {
            kind.is_dir()
        };
        entries.push((path, is_dir));
    }
    entries.sort();
    for (path, is_dir) in entries {
        if is_dir {
            walk(&path, out, words)?;
        } else if path.extension().is_some_and(|e| e == "phh" || e == "phhs") {
            out.push(path);
        }
    }
    Ok(())
}

/// The outcome of replaying one file.
pub enum FileOutcome {
    /// Replayed; `ok` says whether it matched.
    Replayed { ok: bool, line: Value },
    /// A variant or feature this program does not support.
    Unsupported(Value),
}

/// Replays one file and builds a JSON line for each hand in it: one for a
/// `.phh` file, one per `[n]` hand of a `.phhs` file (with its key as `hand`).
pub fn replay_file(path: &Path, rules: Option<&HouseRules>) -> Vec<FileOutcome> {
    let file = path.display().to_string();
    let failed = |message: String| FileOutcome::Replayed {
        ok: false,
        line: json!({"file": file, "ok": false, "error": {"message": message}}),
    };
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            let args = path_args(path);
            let why = format!("{}: {e}", english().with("cli-cannot-read", &args));
            return vec![failed(why)];
        }
    };
    if !phhs::is_phhs(&text) {
        return vec![replay_text(json!({"file": file}), &text, rules)];
    }
    match phhs::split_hands(&text) {
        Ok(hands) => hands
            .into_iter()
            .map(|(key, body)| replay_text(json!({"file": file, "hand": key}), body, rules))
            .collect(),
        Err(e) => vec![failed(speak::phh_error(english(), &e))],
    }
}

/// The words of the JSON lines: English, from the catalogue.
fn english() -> Words {
    Words::new(Lang::En)
}

/// Replays one hand's PHH text; `id` names it (`file`, and `hand` within a
/// `.phhs` file) and starts its JSON line.
fn replay_text(id: Value, text: &str, rules: Option<&HouseRules>) -> FileOutcome {
    let with = |fields: Value| -> Value {
        let mut line = id.clone();
        if let (Some(line), Value::Object(fields)) = (line.as_object_mut(), fields) {
            line.extend(fields);
        }
        line
    };
    let (hand, scale) = match PhhHand::parse_in_smallest_unit(text) {
        Ok(read) => read,
        Err(e) if e.is_unsupported() => {
            return FileOutcome::Unsupported(with(
                json!({"ok": false, "unsupported": speak::phh_error(english(), &e)}),
            ));
        }
        Err(e) => {
            let (index, action) = match &e {
                PhhError::Action { index, text, .. } => (json!(index), json!(text)),
                _ => (Value::Null, Value::Null),
            };
            return FileOutcome::Replayed {
                ok: false,
                line: with(json!({"ok": false, "error": {
                    "action_index": index, "action": action, "message": speak::phh_error(english(), &e), "rule": null}})),
            };
        }
    };
    let rules = rules.unwrap_or_else(|| HouseRules::preset_ref(hand.variant));
    let with = |fields: Value| -> Value {
        let mut line = with(fields);
        if scale != Scale::WHOLE {
            in_written_units(&mut line, scale);
        }
        line
    };
    match replay(&hand, rules) {
        Ok(state) => {
            let check = check_finish(&state, hand.finishing_stacks.as_deref());
            let ok = matches!(
                check,
                StackCheck::Exact | StackCheck::HalfChipSplit | StackCheck::NotRecorded
            );
            let mut line = with(json!({
                "ok": ok,
                "finishing_stacks": state.stacks(),
                "pots": pots_json(&state),
            }));
            match check {
                StackCheck::HalfChipSplit => {
                    line["note"] = json!(
                        "the record splits a pot into half chips; every stack is within one chip and the odd chip is placed by the house rule"
                    );
                }
                StackCheck::Mismatch { recorded, .. } => {
                    line["error"] = json!({"message": "finishing stacks differ from the record", "recorded": recorded});
                }
                StackCheck::Unfinished => {
                    line["error"] =
                        json!({"message": "the record ends before the pots are awarded"});
                }
                StackCheck::Exact | StackCheck::NotRecorded => {}
            }
            FileOutcome::Replayed { ok, line }
        }
        Err(e) => {
            let error = match &e {
                ReplayError::Setup(s) => json!({
                    "setup": s,
                    "message": speak::setup_error_of(english(), &speak::Players::of_phh(&hand), s),
                }),
                ReplayError::Refused {
                    index,
                    action,
                    ruling,
                } => json!({
                    "action_index": index,
                    "action": action,
                    "why": ruling.why,
                    "message": speak::ruling(english(), &speak::Players::of_phh(&hand), ruling),
                    "rule": ruling.rule.id,
                    "cite": ruling.rule.cite,
                    "legal": ruling.legal,
                }),
            };
            FileOutcome::Replayed {
                ok: false,
                line: with(json!({"ok": false, "error": error})),
            }
        }
    }
}

/// A hand read in a smaller unit than its chips (a hand in quarters read in
/// hundredths): its stacks and pots written back in its chips, and the unit
/// beside them.
fn in_written_units(line: &mut Value, scale: Scale) {
    let chips = |v: &mut Value| {
        if let Some(units) = v.as_u64() {
            *v = match units % scale.0 {
                0 => json!(units / scale.0),
                _ => json!(units as f64 / scale.0 as f64),
            };
        }
    };
    let stacks = line
        .get_mut("finishing_stacks")
        .and_then(Value::as_array_mut);
    for stack in stacks.into_iter().flatten() {
        chips(stack);
    }
    let pots = line.get_mut("pots").and_then(Value::as_array_mut);
    for pot in pots.into_iter().flatten() {
        pot.get_mut("amount").map(chips);
        let awards = pot.get_mut("awards").and_then(Value::as_array_mut);
        for award in awards.into_iter().flatten() {
            award.get_mut(1).map(chips);
        }
    }
    let recorded = line
        .get_mut("error")
        .and_then(|e| e.get_mut("recorded"))
        .and_then(Value::as_array_mut);
    for stack in recorded.into_iter().flatten() {
        if let Some(written) = stack.as_f64() {
            *stack = json!(written / scale.0 as f64);
        }
    }
    line["chip_unit"] = json!(1.0 / scale.0 as f64);
}

pub(super) fn pots_json(state: &HandState) -> Value {
    if state.is_done() {
        json!(
            state
                .awarded()
                .iter()
                .map(|p| json!({
                    "amount": p.amount,
                    "eligible": p.eligible,
                    "awards": p.awards.iter().map(|(pos, c)| json!([pos, c])).collect::<Vec<_>>(),
                }))
                .collect::<Vec<_>>()
        )
    } else {
        json!(
            state
                .pots()
                .iter()
                .map(|p| json!({"amount": p.amount, "eligible": p.eligible}))
                .collect::<Vec<_>>()
        )
    }
}

/// Files replayed together before their lines are written.
const REPLAY_CHUNK: usize = 256;

pub(super) fn replay_cmd(rules: Option<&Path>, paths: &[PathBuf], words: Words) -> Result<i32> {
    let rules = load_rules(rules, words)?;
    let files = collect_phh(paths, words)?;
    let bar = if std::io::stderr().is_terminal() {
        let bar = indicatif::ProgressBar::new(files.len() as u64);
        bar.set_style(super::log::progress_style(
            "{bar:40} {pos}/{len}",
            words.get("cli-progress-hands"),
        ));
        Some(bar)
    } else {
        None
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let (mut passed, mut failed, mut unsupported) = (0u64, 0u64, 0u64);
    // Files are replayed on every core, a chunk at a time, and printed in
    // input order.
    for chunk in files.chunks(REPLAY_CHUNK) {
        // Each file's lines are written out on its worker; this thread only
        // counts and copies them.
        let outcomes: Vec<Vec<(FileOutcome, String)>> = chunk
            .par_iter()
            .map(|path| {
                replay_file(path, rules.as_ref())
                    .into_iter()
                    .map(|outcome| {
                        let line = match &outcome {
                            FileOutcome::Replayed { line, .. } | FileOutcome::Unsupported(line) => {
                                line.to_string()
                            }
                        };
                        (outcome, line)
                    })
                    .collect()
            })
            .collect();
        for (outcome, line) in outcomes.into_iter().flatten() {
            match outcome {
                FileOutcome::Replayed { ok: true, .. } => passed += 1,
                FileOutcome::Replayed { ok: false, .. } => failed += 1,
                FileOutcome::Unsupported(_) => unsupported += 1,
            }
            out.write_all(line.as_bytes())?;
            out.write_all(b"\n")?;
        }
        if let Some(bar) = &bar {
            bar.inc(chunk.len() as u64);
        }
    }
    out.flush()?;
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    let summary = Args::new()
        .num("passed", passed)
        .num("failed", failed)
        .num("unsupported", unsupported);
    eprintln!("{}", words.with("cli-replay-summary", &summary));
    Ok(if failed > 0 { 1 } else { 0 })
}

//! The command-line faces: `replay` checks recorded hands against the engine,
//! `state` tells what is legal in a hand in progress, `rules` explains and
//! checks house rules. Each prints JSON or text built from the engine's answers.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use clap::{Parser, Subcommand};
use rayon::prelude::*;
use serde_json::{Value, json};

use dealerdesk::desk::{Desk, DeskError, SeatNo};
use dealerdesk::engine::{Event, HandState, Legal, Next, legal_actions};
use dealerdesk::export::{StarsOptions, to_pokerstars};
use dealerdesk::log::{EventLog, HandFilter, HandId, Seq};
use dealerdesk::notation::Variant;
use dealerdesk::notation::{PhhError, PhhHand, phhs};
use dealerdesk::replay::{ReplayError, StackCheck, check_finish, replay, replay_with};
use dealerdesk::review::{HandReview, review_log};
use dealerdesk::rules::{HouseRules, Preset, RuleId};
use dealerdesk::table_face::TableFace;

/// Dealer Desk: dealer assist and rules arbitration for live poker tables.
#[derive(Parser, Debug)]
#[command(name = "dealerdesk", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The console's log file: created if missing; a session in it is resumed.
    #[arg(long, default_value = "dealerdesk.sqlite")]
    pub db: PathBuf,
    /// A house rules file for a new session (default: the bundled no-limit hold'em rules).
    #[arg(long)]
    pub rules: Option<PathBuf>,
    /// Render a sample scene (setup, live, floor, review) to this PNG and exit.
    #[arg(long, hide = true, requires = "scene")]
    pub screenshot: Option<PathBuf>,
    /// The scene for --screenshot.
    #[arg(long, hide = true)]
    pub scene: Option<String>,
    /// Close the console after this many frames (to time a cold start).
    #[arg(long, hide = true)]
    pub exit_after_frames: Option<u32>,
}

/// A command-line task.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Replay hand histories (files or folders of *.phh) and check their finishing stacks.
    Replay {
        /// House rules to use instead of the preset matching each hand's variant.
        #[arg(long)]
        rules: Option<PathBuf>,
        /// Files or folders.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
    },
    /// Show who acts next and what is legal in a hand in progress.
    State {
        /// House rules to use instead of the preset matching the hand's variant.
        #[arg(long)]
        rules: Option<PathBuf>,
        /// The hand so far, in PHH.
        file: PathBuf,
    },
    /// Drive a table from a script: one entry per line on standard input,
    /// one JSON line after each; exit 1 if any line was refused.
    Table {
        /// The table's log file: created if missing; a session in it goes on.
        #[arg(long, default_value = "dealerdesk.sqlite")]
        db: PathBuf,
        /// House rules for a new log (default: the bundled no-limit hold'em rules).
        #[arg(long)]
        rules: Option<PathBuf>,
    },
    /// Explain or check house rules.
    Rules {
        #[command(subcommand)]
        command: RulesCommand,
    },
    /// Work with an audit log.
    Log {
        #[command(subcommand)]
        command: LogCommand,
    },
}

/// `log` subcommands.
#[derive(Subcommand, Debug)]
pub enum LogCommand {
    /// Check the hash chain; names the first bad sequence number and why.
    Verify {
        /// The SQLite log file.
        db: PathBuf,
        /// An anchor written down earlier, `HASH` (the last event then) or
        /// `HASH@SEQ`: the log must still hold that hash at that event.
        #[arg(long)]
        expect: Option<String>,
    },
    /// Print the hash at an event (the last by default), after verifying the
    /// chain: an anchor to write on the table's sheet.
    Anchor {
        /// The SQLite log file.
        db: PathBuf,
        /// The event's sequence number.
        #[arg(long)]
        at: Option<u64>,
    },
    /// One line per logged hand.
    Hands {
        /// The SQLite log file.
        db: PathBuf,
        /// Only hands at this table.
        #[arg(long)]
        table: Option<String>,
        /// Only hands started on or after this date (YYYY-MM-DD, UTC).
        #[arg(long)]
        since: Option<String>,
        /// Only hands this player was dealt into.
        #[arg(long)]
        player: Option<String>,
    },
    /// Every event of a hand with who and when, and the pots and stacks after it.
    Show {
        /// The SQLite log file.
        db: PathBuf,
        /// The hand's id (first column of `log hands`).
        hand: i64,
    },
    /// Write logged hands as hand histories; unshown hole cards are not written.
    Export {
        /// The SQLite log file.
        db: PathBuf,
        /// Only this hand id.
        #[arg(long)]
        hand: Option<i64>,
        /// Output format.
        #[arg(long, value_enum, default_value = "phh")]
        format: ExportFormat,
        /// PokerStars text: the player whose own hole cards are written in
        /// `Dealt to` lines.
        #[arg(long)]
        hero: Option<String>,
        /// PokerStars text: the currency code (USD, EUR, GBP, CZK…), or
        /// `none` for play chips.
        #[arg(long, default_value = "USD")]
        currency: String,
        /// PokerStars text: the room's time zone (IANA name, e.g.
        /// Europe/Prague); Eastern time follows in brackets.
        #[arg(long, default_value = "UTC")]
        time_zone: String,
    },
    /// Record finished hand histories through the desk, as a dealer would
    /// enter them; a hand the engine refuses is reported and not written.
    Import {
        /// The SQLite log file (created if missing).
        db: PathBuf,
        /// House rules for a new log (default: the preset of the first hand's variant).
        #[arg(long)]
        rules: Option<PathBuf>,
        /// Hand-history files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
}

/// Export formats.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum ExportFormat {
    /// Poker Hand History (PHH).
    Phh,
    /// PokerStars-style text, as hand trackers import.
    Pokerstars,
}

/// `rules` subcommands.
#[derive(Subcommand, Debug)]
pub enum RulesCommand {
    /// Print a ruleset's rules, or one rule, with citations.
    Explain {
        /// A ruleset file.
        file: PathBuf,
        /// One rule id, e.g. min_raise.
        rule: Option<String>,
    },
    /// Check a house rules file; errors name the line and column.
    Check {
        /// A ruleset file.
        file: PathBuf,
    },
}

/// Runs a command; returns the process exit code.
pub fn run(command: Command) -> Result<i32> {
    match command {
        Command::Replay { rules, paths } => replay_cmd(rules.as_deref(), &paths),
        Command::State { rules, file } => state_cmd(rules.as_deref(), &file),
        Command::Rules { command } => rules_cmd(command),
        Command::Table { db, rules } => table_cmd(&db, rules.as_deref()),
        Command::Log { command } => match command {
            LogCommand::Verify { db, expect } => log_verify_cmd(&db, expect.as_deref()),
            LogCommand::Anchor { db, at } => log_anchor_cmd(&db, at),
            LogCommand::Hands {
                db,
                table,
                since,
                player,
            } => log_hands_cmd(&db, table.as_deref(), since.as_deref(), player.as_deref()),
            LogCommand::Show { db, hand } => log_show_cmd(&db, hand),
            LogCommand::Export {
                db,
                hand,
                format,
                hero,
                currency,
                time_zone,
            } => {
                let stars = StarsFlags {
                    hero,
                    currency,
                    time_zone,
                };
                log_export_cmd(&db, hand, format, &stars)
            }
            LogCommand::Import { db, rules, files } => {
                log_import_cmd(&db, rules.as_deref(), &files)
            }
        },
    }
}

fn load_rules(path: Option<&Path>) -> Result<Option<HouseRules>> {
    path.map(|p| HouseRules::from_file(p).map_err(anyhow::Error::from))
        .transpose()
}

/// All `*.phh` and `*.phhs` files under the paths, sorted.
pub fn collect_phh(paths: &[PathBuf]) -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for path in paths {
        if path.is_dir() {
            walk(path, &mut files)?;
        } else if path.exists() {
            files.push(path.clone());
        } else {
            bail!("{}: no such file or folder", path.display());
        }
    }
    Ok(files)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> Result<()> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("cannot read folder {}", dir.display()))?
        .map(|e| e.map(|e| e.path()))
        .collect::<std::io::Result<_>>()?;
    entries.sort();
    for path in entries {
        if path.is_dir() {
            walk(&path, out)?;
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
        Err(e) => return vec![failed(format!("cannot read: {e}"))],
    };
    if !phhs::is_phhs(&text) {
        return vec![replay_text(json!({"file": file}), &text, rules)];
    }
    match phhs::split_hands(&text) {
        Ok(hands) => hands
            .into_iter()
            .map(|(key, body)| replay_text(json!({"file": file, "hand": key}), body, rules))
            .collect(),
        Err(e) => vec![failed(e.to_string())],
    }
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
    let hand = match PhhHand::parse(text) {
        Ok(h) => h,
        Err(e) if e.is_unsupported() => {
            return FileOutcome::Unsupported(with(
                json!({"ok": false, "unsupported": e.to_string()}),
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
                    "action_index": index, "action": action, "message": e.to_string(), "rule": null}})),
            };
        }
    };
    let rules = rules.unwrap_or_else(|| HouseRules::preset_ref(hand.variant.preset()));
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
                ReplayError::Setup(s) => json!({"message": s.to_string()}),
                ReplayError::Refused {
                    index,
                    action,
                    ruling,
                } => json!({
                    "action_index": index,
                    "action": action,
                    "message": ruling.message,
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

fn pots_json(state: &HandState) -> Value {
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

fn replay_cmd(rules: Option<&Path>, paths: &[PathBuf]) -> Result<i32> {
    let rules = load_rules(rules)?;
    let files = collect_phh(paths)?;
    let bar = if std::io::stderr().is_terminal() {
        let bar = indicatif::ProgressBar::new(files.len() as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} hands {per_sec}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
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
        let outcomes: Vec<Vec<FileOutcome>> = chunk
            .par_iter()
            .map(|path| replay_file(path, rules.as_ref()))
            .collect();
        for outcome in outcomes.into_iter().flatten() {
            match outcome {
                FileOutcome::Replayed { ok, line } => {
                    if ok {
                        passed += 1;
                    } else {
                        failed += 1;
                    }
                    writeln!(out, "{line}")?;
                }
                FileOutcome::Unsupported(line) => {
                    unsupported += 1;
                    writeln!(out, "{line}")?;
                }
            }
        }
        if let Some(bar) = &bar {
            bar.inc(chunk.len() as u64);
        }
    }
    out.flush()?;
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    eprintln!("{passed} passed, {failed} failed, {unsupported} unsupported");
    Ok(if failed > 0 { 1 } else { 0 })
}

/// The `state` answer for a hand in progress.
pub fn state_json(state: &HandState, rules: &HouseRules) -> Value {
    let legal: Legal = legal_actions(state, rules);
    let next = match legal.next {
        Next::Player(p) => p.to_string(),
        Next::Dealer(_) => "dealer".to_string(),
        Next::Done => "done".to_string(),
    };
    let mut why: Vec<RuleId> = legal.why.clone();
    why.dedup();
    json!({
        "street": state.street().name(),
        "next": next,
        "legal": legal.to_notation(),
        "pots": pots_json(state),
        "bets": state.bets(),
        "stacks": state.stacks(),
        "show_order": state.show_order(rules),
        "why": why.iter().map(|id| {
            let r = rules.rule(*id);
            json!({"rule": r.id, "cite": r.cite, "text": r.text})
        }).collect::<Vec<_>>(),
    })
}

fn state_cmd(rules: Option<&Path>, file: &Path) -> Result<i32> {
    let text =
        std::fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))?;
    let hand = PhhHand::parse(&text).with_context(|| file.display().to_string())?;
    let rules = match load_rules(rules)? {
        Some(r) => r,
        None => HouseRules::preset(hand.variant.preset()),
    };
    // Every ruling the engine applied along the way, with the action that led to it.
    let mut rulings = Vec::new();
    let replayed = replay_with(&hand, &rules, |index, events| {
        for e in events {
            if let Event::Ruled { rule, note } = e {
                rulings.push(json!({
                    "action_index": index, "action": hand.actions.get(index).map(|a| &a.0),
                    "rule": rule.id, "cite": rule.cite, "text": rule.text, "note": note}));
            }
        }
    });
    match replayed {
        Ok(state) => {
            let mut value = state_json(&state, &rules);
            value["rulings"] = json!(rulings);
            println!("{}", serde_json::to_string_pretty(&value)?);
            Ok(0)
        }
        Err(e) => {
            let value = match &e {
                ReplayError::Refused {
                    index,
                    action,
                    ruling,
                } => json!({"error": {
                    "action_index": index, "action": action, "message": ruling.message,
                    "rule": ruling.rule.id, "cite": ruling.rule.cite, "text": ruling.rule.text,
                    "legal": ruling.legal}}),
                ReplayError::Setup(s) => json!({"error": {"message": s.to_string()}}),
            };
            println!("{}", serde_json::to_string_pretty(&value)?);
            eprintln!("{}: {e}", file.display());
            Ok(1)
        }
    }
}

fn table_cmd(db: &Path, rules: Option<&Path>) -> Result<i32> {
    let rules = load_rules(rules)?.unwrap_or_else(|| HouseRules::preset(Preset::NoLimitHoldem));
    let table = db
        .file_stem()
        .map_or_else(|| "table".into(), |s| s.to_string_lossy().into_owned());
    let desk = Desk::open(db, rules, &table)?;
    let mut face = TableFace::new(desk)?;
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let refused = face.run(stdin.lock(), std::io::BufWriter::new(stdout.lock()))?;
    Ok(i32::from(refused))
}

fn rules_cmd(command: RulesCommand) -> Result<i32> {
    match command {
        RulesCommand::Check { file } => match HouseRules::from_file(&file) {
            Ok(r) => {
                println!("{}: ok ({}, follows {})", file.display(), r.name, r.follows);
                Ok(0)
            }
            Err(e) => {
                eprintln!("{e}");
                Ok(1)
            }
        },
        RulesCommand::Explain { file, rule } => {
            // A file, or a bundled preset by name (`nl-holdem`).
            let rules = match HouseRules::preset_named(&file.to_string_lossy()) {
                Some(preset) if !file.exists() => preset,
                _ => HouseRules::from_file(&file)?,
            };
            let all = rules.all_rules();
            let mut out = std::io::stdout().lock();
            let mut explain = |lead: &str, r: &dealerdesk::rules::RuleText| {
                let value = RuleId::ALL
                    .iter()
                    .find(|id| id.as_str() == r.id)
                    .and_then(|id| rules.chosen(*id))
                    .map_or_else(String::new, |v| format!("\n  chosen: {v}"));
                writeln!(out, "{lead}{} ({}){value}\n  {}", r.id, r.cite, r.text)
            };
            match rule {
                None => {
                    println!("{} — follows {}", rules.name, rules.follows);
                    for r in &all {
                        explain("\n", r)?;
                    }
                    Ok(0)
                }
                Some(id) => match all.iter().find(|r| r.id == id) {
                    Some(r) => {
                        explain("", r)?;
                        Ok(0)
                    }
                    None => {
                        let ids: Vec<&str> = all.iter().map(|r| r.id).collect();
                        eprintln!(
                            "{}: no rule '{id}'; rules here: {}",
                            file.display(),
                            ids.join(", ")
                        );
                        Ok(1)
                    }
                },
            }
        }
    }
}

/// An anchor as written: `HASH` or `HASH@SEQ`.
fn parse_anchor(text: &str) -> Result<(String, Option<u64>)> {
    let (hash, seq) = match text.split_once('@') {
        Some((h, s)) => (
            h,
            Some(
                s.parse::<u64>()
                    .with_context(|| format!("--expect {text}: '{s}' is not a sequence number"))?,
            ),
        ),
        None => (text, None),
    };
    let hash = hash.trim().to_ascii_lowercase();
    if hash.len() != 64 || !hash.chars().all(|c| c.is_ascii_hexdigit()) {
        bail!("--expect {text}: a hash is 64 hexadecimal characters");
    }
    Ok((hash, seq))
}

/// Compares the log with an anchor; `Err` says how they differ.
fn check_anchor(
    log: &EventLog,
    events: u64,
    last: &str,
    hash: &str,
    seq: Option<u64>,
) -> Result<(), String> {
    let seq = seq.unwrap_or(events);
    if seq > events {
        return Err(format!(
            "the anchor is at event {seq} but the log ends at {events}: its tail was cut"
        ));
    }
    let found = if seq == events {
        last.to_string()
    } else {
        log.event_at(Seq(seq))
            .map_err(|e| e.to_string())?
            .map_or_else(String::new, |e| e.hash)
    };
    if found != hash {
        return Err(format!(
            "event {seq} has hash {found}, not the anchor's {hash}: the log was rewritten"
        ));
    }
    Ok(())
}

fn log_anchor_cmd(db: &Path, at: Option<u64>) -> Result<i32> {
    let log = EventLog::open_read_only(db)?;
    let report = log
        .verify(|_, _| {})
        .map_err(|e| anyhow::anyhow!("{}: {e}; no anchor from a broken log", db.display()))?;
    let seq = at.unwrap_or(report.events);
    let hash = if seq == report.events {
        report.last_hash
    } else {
        log.event_at(Seq(seq))?
            .with_context(|| {
                format!(
                    "{}: no event {seq}; the log ends at {}",
                    db.display(),
                    report.events
                )
            })?
            .hash
    };
    println!("{hash}@{seq}");
    Ok(0)
}

fn log_verify_cmd(db: &Path, expect: Option<&str>) -> Result<i32> {
    let anchor = expect.map(parse_anchor).transpose()?;
    let log = match EventLog::open_read_only(db) {
        Ok(log) => log,
        Err(e) => {
            eprintln!("{e}");
            return Ok(1);
        }
    };
    let bar = std::io::stderr().is_terminal().then(|| {
        let bar = indicatif::ProgressBar::new(0);
        bar.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} events")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar
    });
    let result = log.verify(|done, total| {
        if let Some(bar) = &bar {
            bar.set_length(total);
            bar.set_position(done);
        }
    });
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    match result {
        Ok(report) => {
            if let Some((hash, seq)) = &anchor
                && let Err(e) = check_anchor(&log, report.events, &report.last_hash, hash, *seq)
            {
                eprintln!("{}: {e}", db.display());
                return Ok(1);
            }
            println!(
                "{}: chain intact, {} events, last hash {}{}",
                db.display(),
                report.events,
                report.last_hash,
                if anchor.is_some() {
                    ", anchor matches"
                } else {
                    ""
                }
            );
            Ok(0)
        }
        Err(e) => {
            eprintln!("{e}");
            Ok(1)
        }
    }
}

/// The log's hands for review, once its chain verifies: nothing is shown
/// from a log that fails.
fn reviews(db: &Path) -> Result<(EventLog, Vec<HandReview>)> {
    let log = EventLog::open_read_only(db)?;
    log.verify(|_, _| {}).map_err(|e| {
        anyhow::anyhow!(
            "{}: {e}; nothing is read from a log that fails verification",
            db.display()
        )
    })?;
    // The log's first entries record its own rules, which replace this one.
    let reviews = review_log(&log, HouseRules::preset(Preset::NoLimitHoldem))?;
    Ok((log, reviews))
}

fn log_hands_cmd(
    db: &Path,
    table: Option<&str>,
    since: Option<&str>,
    player: Option<&str>,
) -> Result<i32> {
    let (log, reviews) = reviews(db)?;
    let mut out = std::io::stdout().lock();
    let mut filter = HandFilter::all();
    if let Some(t) = table {
        filter = filter.table_name(t);
    }
    if let Some(d) = since {
        let date = chrono::NaiveDate::parse_from_str(d, "%Y-%m-%d")
            .with_context(|| format!("--since {d}: expected YYYY-MM-DD"))?;
        filter = filter.since(date.and_time(chrono::NaiveTime::MIN).and_utc());
    }
    let wanted: Vec<HandId> = log.hands(&filter)?.iter().map(|h| h.id).collect();
    for r in reviews.iter().filter(|r| wanted.contains(&r.id)) {
        if player.is_some_and(|p| !r.names.iter().any(|n| n == p)) {
            continue;
        }
        let last = r.last_state();
        let result = if last.is_done() {
            let won: Vec<String> = r
                .names
                .iter()
                .zip(r.spec.stacks.iter().zip(last.stacks()))
                .filter(|(_, (before, after))| after != *before)
                .map(|(n, (before, after))| format!("{n} {:+}", after.0 as i64 - before.0 as i64))
                .collect();
            won.join(", ")
        } else {
            "in play".to_string()
        };
        let players: Vec<String> = r
            .names
            .iter()
            .zip(&r.seats)
            .map(|(n, s)| format!("{n} ({})", s.0))
            .collect();
        writeln!(
            out,
            "{}\thand {}\t{}\tbutton seat {}\t{}\t{}",
            r.id.0,
            r.hand_no,
            r.started_at.format("%Y-%m-%d %H:%M:%S"),
            r.button.0,
            players.join(", "),
            result
        )?;
    }
    Ok(0)
}

fn log_show_cmd(db: &Path, hand: i64) -> Result<i32> {
    let (log, reviews) = reviews(db)?;
    let operators: std::collections::HashMap<_, String> = log
        .operators()?
        .into_iter()
        .map(|o| (o.id, format!("{} ({})", o.name, o.role.as_str())))
        .collect();
    let Some(r) = reviews.iter().find(|r| r.id.0 == hand) else {
        bail!("{}: no hand {hand}", db.display());
    };
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "hand {} (id {}), button seat {}, started {}",
        r.hand_no,
        r.id.0,
        r.button.0,
        r.started_at.format("%Y-%m-%d %H:%M:%S UTC")
    )?;
    for (i, name) in r.names.iter().enumerate() {
        writeln!(
            out,
            "  p{} seat {} {name}: {}",
            i + 1,
            r.seats[i].0,
            r.spec.stacks[i]
        )?;
    }
    for step in &r.steps {
        let pots: Vec<String> = step
            .state
            .pots()
            .iter()
            .map(|p| p.amount.to_string())
            .collect();
        let stacks: Vec<String> = step.state.stacks().iter().map(|c| c.to_string()).collect();
        writeln!(
            out,
            "{:>6}  {}  {:<20} {:<24} pots [{}] stacks [{}]",
            step.record.seq.0,
            step.record.at.format("%H:%M:%S%.3f"),
            operators
                .get(&step.record.operator)
                .map_or(step.record.role.as_str(), String::as_str),
            step.record.action,
            pots.join(", "),
            stacks.join(", ")
        )?;
        if let Some(reason) = step.record.payload.get("reason").and_then(Value::as_str) {
            writeln!(out, "        reason: {reason}")?;
        }
    }
    let rake = r.last_state().rake();
    if !rake.is_zero() {
        writeln!(out, "rake {rake}")?;
    }
    for (i, pot) in r.last_state().awarded().iter().enumerate() {
        let awards: Vec<String> = pot
            .awards
            .iter()
            .map(|(p, c)| format!("{} {c}", r.names[p.index()]))
            .collect();
        writeln!(
            out,
            "pot {}: {} to {}",
            i + 1,
            pot.amount,
            awards.join(", ")
        )?;
    }
    Ok(0)
}

/// The PokerStars options as typed.
struct StarsFlags {
    hero: Option<String>,
    currency: String,
    time_zone: String,
}

fn log_export_cmd(
    db: &Path,
    hand: Option<i64>,
    format: ExportFormat,
    flags: &StarsFlags,
) -> Result<i32> {
    let time_zone: chrono_tz::Tz = flags
        .time_zone
        .parse()
        .map_err(|_| anyhow::anyhow!("--time-zone {}: not a time zone name", flags.time_zone))?;
    let (log, reviews) = reviews(db)?;
    let chosen: Vec<&HandReview> = reviews
        .iter()
        .filter(|r| hand.is_none_or(|h| r.id.0 == h))
        .collect();
    if let Some(h) = hand
        && chosen.is_empty()
    {
        bail!("{}: no hand {h}", db.display());
    }
    let mut out = std::io::stdout().lock();
    match format {
        ExportFormat::Phh => {
            // One hand is a `.phh`; several are a `.phhs`, each hand under
            // its `[n]` header.
            let texts: Vec<String> = chosen.iter().map(|r| r.to_phh().to_phh()).collect();
            if let [one] = texts.as_slice() {
                write!(out, "{one}")?;
            } else {
                write!(
                    out,
                    "{}",
                    phhs::join_hands(texts.iter().map(String::as_str))
                )?;
            }
        }
        ExportFormat::Pokerstars => {
            let sessions = log.sessions()?;
            let hands = log.hands(&HandFilter::all())?;
            for r in chosen {
                let table = hands
                    .iter()
                    .find(|h| h.id == r.id)
                    .and_then(|h| sessions.iter().find(|s| s.id == h.session))
                    .map_or("Dealer Desk", |s| s.table_name.as_str());
                let mut options = StarsOptions::new(table, r.rules.game);
                options.hero.clone_from(&flags.hero);
                options.currency = (!flags.currency.eq_ignore_ascii_case("none"))
                    .then(|| flags.currency.to_ascii_uppercase());
                options.time_zone = time_zone;
                writeln!(out, "{}\n", to_pokerstars(r, &options))?;
            }
        }
    }
    Ok(0)
}

fn log_import_cmd(db: &Path, rules: Option<&Path>, files: &[PathBuf]) -> Result<i32> {
    let mut hands = Vec::new();
    for f in files {
        let text =
            std::fs::read_to_string(f).with_context(|| format!("cannot read {}", f.display()))?;
        let hand = PhhHand::parse(&text).with_context(|| f.display().to_string())?;
        hands.push((f, hand));
    }
    let Some((_, first)) = hands.first() else {
        return Ok(0);
    };
    let rules = match load_rules(rules)? {
        Some(r) => r,
        None => HouseRules::preset(first.variant.preset()),
    };
    let mut desk = Desk::open(db, rules, "import")?;
    // A hand an earlier import left half-written (it was cut off) is closed
    // as never dealt; this import goes on.
    if desk
        .close_interrupted("an earlier import was cut off before the hand was written in full")?
    {
        eprintln!(
            "{}: closed a hand an earlier import left half-written",
            db.display()
        );
    }
    let mut failed = 0;
    for (file, hand) in hands {
        match import_hand(&mut desk, &hand) {
            Ok(no) => println!("{}: recorded as hand {no}", file.display()),
            Err(e) => {
                failed += 1;
                eprintln!("{}: not recorded: {e}", file.display());
            }
        }
    }
    Ok(if failed > 0 { 1 } else { 0 })
}

/// Checks the hand against the desk's rules, then enters it seat by seat.
fn import_hand(desk: &mut Desk, hand: &PhhHand) -> Result<u64> {
    let rules = desk.rules().clone();
    if Variant::of_rules(&rules) != hand.variant {
        bail!(
            "the log deals {}, the hand is {}",
            Variant::of_rules(&rules).code(),
            hand.variant.code()
        );
    }
    let (mut check, _) = HandState::new(&hand.spec, &rules)?;
    for (i, (text, action)) in hand.actions.iter().enumerate() {
        // The desk would refuse a floor ruling from the importing dealer
        // mid-hand: refuse the whole hand before any of it is written.
        if let Some(why) = dealerdesk::desk::floor_only(action, &check, &rules) {
            let refused = DeskError::FloorOnly {
                action: action.to_string(),
                why,
            };
            bail!("action {i} '{text}' refused: {refused}");
        }
        check
            .play(&rules, action)
            .map_err(|r| anyhow::anyhow!("action {i} '{text}' refused: {r}"))?;
    }
    if !check.is_done() {
        bail!("the hand is not finished");
    }
    // The same check as replay: a record that split a pot into half chips
    // agrees within one chip, the odd chip placed by the house rule.
    if let StackCheck::Mismatch { recorded, replayed } =
        check_finish(&check, hand.finishing_stacks.as_deref())
    {
        bail!(
            "under this log's rules the hand ends with stacks {replayed:?}, not the recorded {recorded:?}"
        );
    }
    let seated: Vec<SeatNo> = desk.seats().keys().copied().collect();
    for seat in seated {
        desk.leave(seat)?;
    }
    let n = hand.spec.stacks.len();
    for (i, stack) in hand.spec.stacks.iter().enumerate() {
        let name = hand
            .players
            .as_ref()
            .and_then(|p| p.get(i).cloned())
            .unwrap_or_else(|| format!("p{}", i + 1));
        desk.seat_as_recorded(SeatNo(i as u8 + 1), &name, *stack)?;
    }
    let no = desk
        .start_hand_at(SeatNo(n as u8), hand.spec.clone())?
        .hand_no;
    for (_, action) in &hand.actions {
        desk.submit(action)?;
    }
    Ok(no)
}

//! `dealerdesk log why DB HAND STEP`: what was legal at one step of a
//! logged hand and how the engine took its entry, with the rules cited, as
//! the live why-panel said it; `--format json` for programs.
use std::path::{Path, PathBuf};

use anyhow::{Result, bail};
use dealerdesk::i18n::Words;
use dealerdesk::log::HandId;
use dealerdesk::review::{review_hand, step_json, step_said};

use super::log::{file, first_rules, verified};

/// How a reading of the log is printed.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum ReadFormat {
    /// Lines for people, in the language read.
    Text,
    /// JSON for programs, the words beside the data.
    Json,
}

/// `log why`'s arguments.
#[derive(clap::Args, Debug)]
pub struct LogWhyArgs {
    /// The SQLite log file.
    pub db: PathBuf,
    /// The hand's id (first column of `log hands`).
    pub hand: i64,
    /// The step, counted from 1 in the order `log show` lists the hand's entries.
    pub step: usize,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: ReadFormat,
}

pub(super) fn log_why_cmd(args: &LogWhyArgs, words: Words) -> Result<i32> {
    let db: &Path = &args.db;
    let log = verified(db, words)?;
    let Some(review) = review_hand(&log, HandId(args.hand), first_rules())? else {
        bail!(words.with("cli-no-hand", &file(db).str("hand", args.hand.to_string())));
    };
    let Some(step) = review.step_legal(args.step) else {
        let no_step = file(db)
            .str("hand", args.hand.to_string())
            .num("step", args.step as u64)
            .num("steps", review.steps.len() as u64);
        bail!(words.with("cli-no-step", &no_step));
    };
    match args.format {
        ReadFormat::Text => {
            for line in step_said(words, &review, &step).lines() {
                println!("{line}");
            }
        }
        ReadFormat::Json => {
            let json = step_json(words, &review, &step);
            println!("{}", serde_json::to_string_pretty(&json)?);
        }
    }
    Ok(0)
}

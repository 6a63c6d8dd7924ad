//! `dealerdesk log whatif DB HAND STEP ACTION...`: from a step of a logged
//! hand, other actions in place of its entry, the hand played on with the
//! recorded entries where they still fit, both outcomes printed chip by
//! chip per player. The log is opened read-only and nothing is written.
use std::path::{Path, PathBuf};

use anyhow::{Result, anyhow, bail};
use dealerdesk::engine::Action;
use dealerdesk::i18n::{Args, Words};
use dealerdesk::log::HandId;
use dealerdesk::notation::parse_action;
use dealerdesk::review::{WhatIfError, review_hand, what_if_json, what_if_lines};
use dealerdesk::speak;

use super::log::{file, first_rules, verified};
use super::log_why::ReadFormat;

/// `log whatif`'s arguments.
#[derive(clap::Args, Debug)]
pub struct LogWhatIfArgs {
    /// The SQLite log file.
    pub db: PathBuf,
    /// The hand's id (first column of `log hands`).
    pub hand: i64,
    /// The step whose entry is replaced, counted from 1 (as `log why` counts).
    pub step: usize,
    /// The actions played instead, in hand-history notation (`p3 f`,
    /// `p2 cbr 90`, `d db 7s`); several in one argument are split at `;`.
    #[arg(required = true)]
    pub actions: Vec<String>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: ReadFormat,
}

/// The actions given, read; the first that does not read, named.
fn actions(given: &[String], words: Words) -> Result<Vec<Action>> {
    given
        .iter()
        .flat_map(|a| a.split(';'))
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .enumerate()
        .map(|(i, text)| {
            parse_action(text).map_err(|e| {
                let args = Args::new()
                    .num("index", i as u64 + 1)
                    .str("text", text)
                    .str("why", speak::action_error(words, &e));
                anyhow!(words.with("cli-import-action-refused", &args))
            })
        })
        .collect()
}

pub(super) fn log_whatif_cmd(args: &LogWhatIfArgs, words: Words) -> Result<i32> {
    let db: &Path = &args.db;
    let instead = actions(&args.actions, words)?;
    let log = verified(db, words)?;
    let Some(review) = review_hand(&log, HandId(args.hand), first_rules())? else {
        bail!(words.with("cli-no-hand", &file(db).str("hand", args.hand.to_string())));
    };
    let what_if = review.what_if(args.step, &instead).map_err(|e| match e {
        WhatIfError::NoStep { step, steps } => {
            let no_step = file(db)
                .str("hand", args.hand.to_string())
                .num("step", step as u64)
                .num("steps", steps as u64);
            anyhow!(words.with("cli-no-step", &no_step))
        }
        WhatIfError::NoAction => anyhow!(words.get("cli-whatif-no-action")),
        WhatIfError::Refused { index, ruling } => {
            let who = speak::Players::of_review(&review);
            let args = Args::new()
                .num("index", index as u64 + 1)
                .str("text", ruling.action.clone())
                .str("why", speak::ruling(words, &who, &ruling));
            anyhow!(words.with("cli-import-action-refused", &args))
        }
    })?;
    match args.format {
        ReadFormat::Text => {
            for line in what_if_lines(words, &review, &what_if) {
                println!("{line}");
            }
        }
        ReadFormat::Json => {
            let json = what_if_json(words, &review, &what_if);
            println!("{}", serde_json::to_string_pretty(&json)?);
        }
    }
    Ok(0)
}

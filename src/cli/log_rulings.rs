//! `dealerdesk log rulings DB`: every floor entry of the log's hands, with
//! the time, table, hand, floor person, rule, reason and the players'
//! chips before and after; as text, JSON or one printable HTML page.
use std::path::PathBuf;

use anyhow::Result;
use dealerdesk::desk::printable;
use dealerdesk::i18n::Words;
use dealerdesk::review::{RulingFilter, floor_rulings, review_log, rulings_html, rulings_lines};

use super::log::{first_rules, verified};

/// How the report is printed.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum RulingsFormat {
    /// Lines for people, in the language read.
    Text,
    Json,
    /// One printable page in the language read.
    Html,
}

/// `log rulings`' arguments.
#[derive(clap::Args, Debug)]
pub struct LogRulingsArgs {
    /// The SQLite log file.
    pub db: PathBuf,
    /// Only this floor person's rulings.
    #[arg(long)]
    pub floor: Option<String>,
    /// Only rulings citing this rule id (e.g. short_hole_card).
    #[arg(long)]
    pub rule: Option<String>,
    /// Only rulings touching this player.
    #[arg(long)]
    pub player: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: RulingsFormat,
}

pub(super) fn log_rulings_cmd(args: LogRulingsArgs, words: Words) -> Result<i32> {
    let log = verified(&args.db, words)?;
    let reviews = review_log(&log, first_rules())?;
    let filter = RulingFilter {
        floor: args.floor,
        rule: args.rule,
        player: args.player,
    };
    let rulings = floor_rulings(words, &log, &reviews, &filter)?;
    match args.format {
        RulingsFormat::Text => {
            // A name from an old log cannot break a line.
            for line in rulings_lines(words, &rulings) {
                println!("{}", printable(&line));
            }
        }
        RulingsFormat::Json => println!("{}", serde_json::to_string_pretty(&rulings)?),
        RulingsFormat::Html => print!("{}", rulings_html(words, &rulings)),
    }
    Ok(0)
}

//! `dealerdesk log import`: finished hand histories recorded through the
//! desk, as a dealer would enter them; a hand the engine refuses is
//! reported, in words, and not written.
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use dealerdesk::desk::{ImportError, Imported};
use dealerdesk::i18n::{Args, Words};
use dealerdesk::notation::{PhhError, PhhHand, phhs};
use dealerdesk::rules::HouseRules;
use dealerdesk::speak;

use super::log::progress_style;
use super::replay::path_args;
use super::{action_refused, load_rules, open_desk, phh_fault};

/// Files read and parsed together (on every core) before their hands are written.
const IMPORT_CHUNK: usize = 256;

/// Hands written to the log in one transaction at most: their answers
/// follow its commit.
const HANDS_PER_COMMIT: usize = 256;

/// The hands of one file, each with the name it is reported under: the
/// file, or for a `.phhs` the file and the hand's `[n]` key.
fn read_hands(f: &Path, words: Words) -> Result<Vec<(String, PhhHand)>> {
    let text =
        std::fs::read_to_string(f).with_context(|| words.with("cli-cannot-read", &path_args(f)))?;
    let fault = |name: &str, e: PhhError| phh_fault(words, name, &e);
    let file = f.display().to_string();
    if phhs::is_phhs(&text) {
        let split = phhs::split_hands(&text).map_err(|e| fault(&file, e))?;
        split
            .into_iter()
            .map(|(key, body)| {
                let name = format!("{file} [{key}]");
                let hand = PhhHand::parse(body).map_err(|e| fault(&name, e))?;
                Ok((name, hand))
            })
            .collect()
    } else {
        let hand = PhhHand::parse(&text).map_err(|e| fault(&file, e))?;
        Ok(vec![(file, hand)])
    }
}

/// Files read and parsed on every core, in order.
fn read_chunk(files: &[PathBuf], words: Words) -> Result<Vec<(String, PhhHand)>> {
    use rayon::prelude::*;
    let parsed: Vec<Result<Vec<(String, PhhHand)>>> =
        files.par_iter().map(|f| read_hands(f, words)).collect();
    let mut out = Vec::new();
    for hands in parsed {
        out.extend(hands?);
    }
    Ok(out)
}

pub(super) fn log_import_cmd(
    db: &Path,
    rules: Option<&Path>,
    table: &str,
    paths: &[PathBuf],
    words: Words,
) -> Result<i32> {
    let files = super::replay::collect_phh(paths, words)?;
    // Every file is read first, so a file that cannot be read writes nothing;
    // then the hands are written a chunk of files at a time.
    let mut first = None;
    for chunk in files.chunks(IMPORT_CHUNK) {
        let hands = read_chunk(chunk, words)?;
        if first.is_none() {
            first = hands.into_iter().next().map(|(_, h)| h.variant);
        }
    }
    let Some(first) = first else {
        return Ok(0);
    };
    let house = load_rules(rules, words)?;
    let rules = house.clone().unwrap_or_else(|| HouseRules::preset(first));
    let mut desk = open_desk(db, rules, table, words)?;
    // A hand an earlier import left half-written (it was cut off) is closed
    // as never dealt; this import goes on.
    if desk
        .close_interrupted("an earlier import was cut off before the hand was written in full")?
    {
        let file = Args::new().str("file", db.display().to_string());
        eprintln!("{}", words.with("cli-import-closed", &file));
    }
    let bar = std::io::stderr().is_terminal().then(|| {
        let bar = indicatif::ProgressBar::new(files.len() as u64);
        bar.set_style(progress_style(
            "{bar:40} {pos}/{len}",
            words.get("cli-progress-files"),
        ));
        bar
    });
    // Each answer is written and flushed once its hand is durable.
    let mut out = std::io::stdout().lock();
    let rules_for = |variant| {
        house
            .clone()
            .filter(|h: &HouseRules| h.variant() == variant)
            .unwrap_or_else(|| HouseRules::preset(variant))
    };
    let (mut failed, mut skipped) = (0, 0u64);
    for chunk in files.chunks(IMPORT_CHUNK) {
        let (names, hands): (Vec<String>, Vec<PhhHand>) =
            read_chunk(chunk, words)?.into_iter().unzip();
        for (names, hands) in names
            .chunks(HANDS_PER_COMMIT)
            .zip(hands.chunks(HANDS_PER_COMMIT))
        {
            // A hand of another game changes the table's game first, as a
            // mixed-game table rotates: to the house file's rules when they
            // deal that game, else to the game's bundled preset.
            let results = desk
                .import_batch(hands, rules_for)
                .map_err(|e| anyhow::anyhow!(speak::desk_error(words, &e, desk.rules())))?;
            for ((file, hand), result) in names.iter().zip(hands).zip(results) {
                let name = Args::new().str("file", file.as_str());
                match result {
                    Ok(Imported::Recorded(no)) => {
                        let args = name.num("hand", no);
                        writeln!(out, "{}", words.with("cli-import-recorded", &args))?;
                        out.flush()?;
                    }
                    Ok(Imported::Known) => skipped += 1,
                    Err(e) => {
                        failed += 1;
                        let who = speak::Players::of_phh(hand);
                        let error = import_error(words, &who, &e, desk.rules());
                        let args = name.str("error", error);
                        eprintln!("{}", words.with("cli-import-refused", &args));
                    }
                }
            }
        }
        if let Some(bar) = &bar {
            bar.inc(chunk.len() as u64);
        }
    }
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    if skipped > 0 {
        let args = Args::new().num("count", skipped);
        eprintln!("{}", words.with("cli-import-skipped", &args));
    }
    // What this import wrote is verified, and the log says so on record.
    desk.mark_verified()?;
    Ok(if failed > 0 { 1 } else { 0 })
}

/// Why a hand was not recorded, in words.
fn import_error(words: Words, who: &speak::Players, e: &ImportError, house: &HouseRules) -> String {
    let action = |index: usize, text: &str, why: String| action_refused(words, index, text, why);
    match e {
        ImportError::Game { log, hand } => {
            let args = Args::new().str("log", *log).str("hand", *hand);
            words.with("cli-import-game", &args)
        }
        ImportError::Setup(e) => speak::setup_error_of(words, who, e),
        ImportError::FloorOnly {
            index,
            text,
            refusal,
        } => action(
            *index,
            text,
            speak::desk_error_at(words, who, refusal, house),
        ),
        ImportError::Refused {
            index,
            text,
            ruling,
        } => action(*index, text, speak::ruling(words, who, ruling)),
        ImportError::Seats(seats) => {
            let seats: Vec<String> = seats.iter().map(u8::to_string).collect();
            let args = Args::new().str("seats", seats.join(", "));
            words.with("cli-import-seats", &args)
        }
        ImportError::Unfinished => words.get("cli-import-unfinished"),
        ImportError::Stacks { recorded, replayed } => {
            let recorded: Vec<String> = recorded.iter().map(|x| words.decimal(*x)).collect();
            let replayed: Vec<String> = replayed.iter().map(|c| words.number(c.0)).collect();
            // Where a comma is the decimal sign, a semicolon parts the stacks.
            let sep = if words.decimal_sign() == ',' {
                "; "
            } else {
                ", "
            };
            let args = Args::new()
                .str("recorded", recorded.join(sep))
                .str("replayed", replayed.join(sep));
            words.with("cli-import-stacks", &args)
        }
        ImportError::Desk(e) => speak::desk_error(words, e, house),
        ImportError::PlayerName { player, fault } => {
            let args = Args::new()
                .num("player", *player as u64)
                .str("why", speak::name_fault(words, fault));
            words.with("cli-import-player-name", &args)
        }
        // A kind of refusal newer than these words: the desk's own.
        _ => e.to_string(),
    }
}

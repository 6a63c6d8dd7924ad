//! `dealerdesk log standings`: a tournament's places, names, entries,
//! rebuys and add-ons and prizes, and the prize pool reconciled (buy-ins +
//! rebuys + add-ons − fees = prizes paid + prizes still to pay), as text,
//! JSON or CSV; from a log whose chain verifies.
use std::path::Path;

use anyhow::{Result, bail};

use super::StandingsFormat;
use dealerdesk::desk::{Standing, Standings, TableState};
use dealerdesk::i18n::{Args, Words};
use dealerdesk::speak;

pub(super) fn log_standings_cmd(
    db: &Path,
    format: StandingsFormat,
    localized_headers: bool,
    words: Words,
) -> Result<i32> {
    let log = super::log::open(db, words)?;
    let file = || Args::new().str("file", db.display().to_string());
    log.verify(|_, _| {}).map_err(|e| {
        let error = file().str("error", speak::log_error(words, &e));
        anyhow::anyhow!(words.with("cli-read-broken", &error))
    })?;
    let table = TableState::from_log(&log)?;
    let Some(s) = table.standings() else {
        bail!(words.with("cli-standings-not-a-tournament", &file()));
    };
    match format {
        StandingsFormat::Json => println!("{}", serde_json::to_string_pretty(&s)?),
        StandingsFormat::Csv => print!("{}", csv(&s, localized_headers.then_some(words))),
        StandingsFormat::Text => print!("{}", text(&s, words)),
    }
    Ok(0)
}

fn place(r: &Standing) -> String {
    match (r.place, r.place_to) {
        (Some(a), Some(b)) if a != b => format!("{a}-{b}"),
        (Some(a), _) => a.to_string(),
        _ => "in".into(),
    }
}

/// The standings as CSV: the headers the format's own, or in `words`'
/// language when asked; the rows are data either way.
fn csv(s: &Standings, headers: Option<Words>) -> String {
    let quote = |t: &str| format!("\"{}\"", t.replace('"', "\"\""));
    let mut out = match headers {
        None => String::from("place,name,entries,rebuys,add_ons,stack,prize\n"),
        Some(words) => {
            let names: Vec<String> = [
                "cli-standings-place",
                "cli-standings-name",
                "cli-standings-entries",
                "cli-standings-rebuys",
                "cli-standings-add-ons",
                "cli-standings-stack",
                "cli-standings-prize",
            ]
            .iter()
            .map(|id| quote(&words.get(id)))
            .collect();
            format!("{}\n", names.join(","))
        }
    };
    for r in &s.rows {
        out += &format!(
            "{},{},{},{},{},{},{}\n",
            place(r),
            quote(&r.name),
            r.entries,
            r.rebuys,
            r.add_ons,
            r.stack.map_or(String::new(), |x| x.to_string()),
            r.prize.map_or(String::new(), |x| x.to_string()),
        );
    }
    out
}

fn text(s: &Standings, words: Words) -> String {
    let m = &s.money;
    let title = Args::new()
        .str("id", s.id.to_string())
        .str("currency", s.currency.clone());
    let mut out = format!("{}\n", words.with("cli-standings-title", &title));
    out += &format!(
        "{:<6} {:<20} {:>7} {:>6} {:>7} {:>10} {:>10}\n",
        words.get("cli-standings-place"),
        words.get("cli-standings-name"),
        words.get("cli-standings-entries"),
        words.get("cli-standings-rebuys"),
        words.get("cli-standings-add-ons"),
        words.get("cli-standings-stack"),
        words.get("cli-standings-prize")
    );
    let number = |c: Option<u64>| c.map_or(String::new(), |x| words.number(x));
    for r in &s.rows {
        let place = match (r.place, r.place_to) {
            (None, _) => words.get("cli-standings-in"),
            _ => place(r),
        };
        out += &format!(
            "{:<6} {:<20} {:>7} {:>6} {:>7} {:>10} {:>10}\n",
            place,
            r.name,
            r.entries,
            r.rebuys,
            r.add_ons,
            number(r.stack),
            number(r.prize),
        );
    }
    let pool = Args::new()
        .num("buy_ins", m.buy_ins)
        .num("rebuys", m.rebuys)
        .num("add_ons", m.add_ons)
        .num("fees", m.fees)
        .num("pool", m.prize_pool)
        .num("paid", m.prizes_paid)
        .num("to_pay", m.prizes_to_pay);
    out += &format!("{}\n", words.with("cli-standings-pool", &pool));
    let rounding = Args::new().str("rounding", s.rounding.clone());
    out += &format!("{}\n", words.with("cli-standings-rounding", &rounding));
    out
}

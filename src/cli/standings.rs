//! `dealerdesk log standings`: a tournament's places, names, entries,
//! rebuys and add-ons, the money each paid in, the hand and time each went
//! out, prizes, the deal (the chip-count and ICM figures offered, by seat
//! and name, and the amounts agreed), and the prize pool reconciled
//! (buy-ins + rebuys + add-ons − fees = prizes paid + prizes still to pay),
//! as text, JSON, CSV or a printable HTML payout sheet (written by the
//! desk's `export::standings_html`); from a log whose chain verifies.
use std::path::Path;

use anyhow::{Result, bail};

use super::StandingsFormat;
use dealerdesk::desk::{DealView, Standing, Standings, TableState};
use dealerdesk::export::standings_html;
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
        StandingsFormat::Html => print!("{}", standings_html(&s, words)),
    }
    Ok(0)
}

/// A place, a tie's range of places, or `still_in` for a player still in.
fn place(r: &Standing, still_in: &str) -> String {
    match (r.place, r.place_to) {
        (Some(a), Some(b)) if a != b => format!("{a}-{b}"),
        (Some(a), _) => a.to_string(),
        _ => still_in.into(),
    }
}

/// The standings as CSV: the headers the format's own, or in `words`'
/// language when asked, with a player still in said in it too; the rest of
/// the rows are data either way.
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
    let still_in = headers.map_or_else(|| "in".into(), |w| w.get("cli-standings-in"));
    for r in &s.rows {
        out += &format!(
            "{},{},{},{},{},{},{}\n",
            quote_if_needed(&place(r, &still_in)),
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

/// A CSV field quoted only when it holds a comma or a quote.
fn quote_if_needed(t: &str) -> String {
    if t.contains([',', '"', '\n']) {
        format!("\"{}\"", t.replace('"', "\"\""))
    } else {
        t.to_string()
    }
}

fn text(s: &Standings, words: Words) -> String {
    let title = Args::new()
        .str("id", s.id.to_string())
        .str("currency", s.currency.clone());
    let mut out = format!("{}\n", words.with("cli-standings-title", &title));
    out += &format!(
        "{:<6} {:<20} {:>7} {:>6} {:>7} {:>10} {:>10} {:>10} {:>6} {:<20}\n",
        words.get("cli-standings-place"),
        words.get("cli-standings-name"),
        words.get("cli-standings-entries"),
        words.get("cli-standings-rebuys"),
        words.get("cli-standings-add-ons"),
        words.get("cli-standings-paid-in"),
        words.get("cli-standings-stack"),
        words.get("cli-standings-prize"),
        words.get("cli-standings-out-hand"),
        words.get("cli-standings-out-at"),
    );
    let number = |c: Option<u64>| c.map_or(String::new(), |x| words.number(x));
    let still_in = words.get("cli-standings-in");
    for r in &s.rows {
        out += &format!(
            "{:<6} {:<20} {:>7} {:>6} {:>7} {:>10} {:>10} {:>10} {:>6} {:<20}\n",
            place(r, &still_in),
            r.name,
            r.entries,
            r.rebuys,
            r.add_ons,
            words.number(r.paid_in),
            number(r.stack),
            number(r.prize),
            r.out_hand.map_or(String::new(), |h| h.to_string()),
            r.out_at.as_deref().unwrap_or_default(),
        );
    }
    if let Some(d) = s.deal.as_ref().or(s.offer.as_ref()) {
        out += &deal_text(d, &s.currency, words);
    }
    out += &format!("{}\n", speak::standings_pool(words, s));
    out += &format!("{}\n", speak::standings_rounding(words, s));
    out
}

/// The deal: when, the money left, each player's figures offered and the
/// amount agreed, what was left to play for, and how the figures round; or
/// the figures offered for one now.
fn deal_text(d: &DealView, currency: &str, words: Words) -> String {
    let head = Args::new()
        .str("at", d.at.clone().unwrap_or_default())
        .num("left", d.left)
        .str("currency", currency.to_string());
    let id = match d.at {
        Some(_) => "cli-standings-deal",
        None => "cli-standings-offer",
    };
    let mut out = format!("{}\n", words.with(id, &head));
    out += &format!(
        "  {:>5} {:<20} {:>10} {:>10} {:>10} {:>10}\n",
        words.get("cli-standings-seat"),
        words.get("cli-standings-name"),
        words.get("cli-standings-stack"),
        words.get("cli-standings-chip-chop"),
        words.get("cli-standings-icm"),
        words.get("cli-standings-agreed"),
    );
    let number = |c: Option<u64>| c.map_or(String::new(), |x| words.number(x));
    for p in &d.players {
        out += &format!(
            "  {:>5} {:<20} {:>10} {:>10} {:>10} {:>10}\n",
            p.seat,
            p.name,
            words.number(p.stack),
            number(p.chip_chop),
            number(p.icm),
            number(p.agreed),
        );
    }
    if d.at.is_some() {
        let play_for = Args::new().num("play_for", d.play_for);
        out += &format!("{}\n", words.with("cli-standings-play-for", &play_for));
    }
    if let Some(seat) = d.odd_unit_first {
        let name = d
            .players
            .iter()
            .find(|p| p.seat == seat)
            .map_or_else(String::new, |p| p.name.clone());
        let rounding = Args::new()
            .num("unit", d.unit)
            .str("currency", currency.to_string())
            .str("name", name)
            .str("seat", seat.to_string())
            .str(
                "rule",
                if d.ties_lowest_seat {
                    "lowest"
                } else {
                    "button"
                },
            );
        out += &format!("{}\n", words.with("tourney-deal-rounding", &rounding));
    }
    out
}

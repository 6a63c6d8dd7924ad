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
        StandingsFormat::Json => say!("{}", serde_json::to_string_pretty(&s)?),
        StandingsFormat::Csv => write_out(&csv(&s, localized_headers.then_some(words)))?,
        StandingsFormat::Text => write_out(&text(&s, words))?,
        StandingsFormat::Html => write_out(&standings_html(&s, words))?,
    }
    Ok(0)
}

/// Writes `text` to standard output as it is (a closed pipe is an error).
fn write_out(text: &str) -> std::io::Result<()> {
    use std::io::Write as _;
    std::io::stdout().write_all(text.as_bytes())
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
    let header = [
        "cli-standings-place",
        "cli-standings-name",
        "cli-standings-entries",
        "cli-standings-rebuys",
        "cli-standings-add-ons",
        "cli-standings-paid-in",
        "cli-standings-stack",
        "cli-standings-prize",
        "cli-standings-out-hand",
        "cli-standings-out-at",
    ]
    .map(|id| words.get(id));
    let number = |c: Option<u64>| c.map_or(String::new(), |x| words.number(x));
    let still_in = words.get("cli-standings-in");
    let rows = s.rows.iter().map(|r| {
        vec![
            place(r, &still_in),
            r.name.clone(),
            r.entries.to_string(),
            r.rebuys.to_string(),
            r.add_ons.to_string(),
            words.number(r.paid_in),
            number(r.stack),
            number(r.prize),
            r.out_hand.map_or(String::new(), |h| h.to_string()),
            r.out_at.clone().unwrap_or_default(),
        ]
    });
    let right = [
        false, false, true, true, true, true, true, true, true, false,
    ];
    out += &columns(header.into_iter().collect(), rows.collect(), &right, "");
    if let Some(d) = s.deal.as_ref().or(s.offer.as_ref()) {
        out += &deal_text(d, &s.currency, words);
    }
    out += &format!("{}\n", speak::standings_pool(words, s));
    out += &format!("{}\n", speak::standings_rounding(words, s));
    out
}

/// Rows under a header, each column as wide as its widest cell (counted in
/// characters), numbers aligned right; each line begins with `indent`.
fn columns(header: Vec<String>, rows: Vec<Vec<String>>, right: &[bool], indent: &str) -> String {
    let mut widths: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
    for row in &rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.chars().count());
        }
    }
    let line = |cells: &[String]| {
        let padded: Vec<String> = cells
            .iter()
            .zip(&widths)
            .zip(right)
            .map(|((cell, w), right)| match right {
                true => format!("{cell:>w$}"),
                false => format!("{cell:<w$}"),
            })
            .collect();
        format!("{indent}{}\n", padded.join(" ").trim_end())
    };
    let mut out = line(&header);
    for row in &rows {
        out += &line(row);
    }
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
    let header = [
        "cli-standings-seat",
        "cli-standings-name",
        "cli-standings-stack",
        "cli-standings-chip-chop",
        "cli-standings-icm",
        "cli-standings-agreed",
    ]
    .map(|id| words.get(id));
    let number = |c: Option<u64>| c.map_or(String::new(), |x| words.number(x));
    let rows = d.players.iter().map(|p| {
        vec![
            p.seat.to_string(),
            p.name.clone(),
            words.number(p.stack),
            number(p.chip_chop),
            number(p.icm),
            number(p.agreed),
        ]
    });
    let right = [true, false, true, true, true, true];
    out += &columns(header.into_iter().collect(), rows.collect(), &right, "  ");
    if d.guaranteed > 0 {
        let sure = Args::new()
            .num("amount", d.guaranteed)
            .str("currency", currency.to_string());
        out += &format!("{}\n", words.with("cli-standings-chop-guaranteed", &sure));
    }
    for p in d
        .players
        .iter()
        .filter(|p| p.chip_chop > Some(d.first_prize))
    {
        let over = Args::new()
            .str("name", p.name.clone())
            .num("seat", p.seat)
            .num("amount", p.chip_chop.unwrap_or_default())
            .num("first", d.first_prize)
            .str("currency", currency.to_string());
        out += &format!("{}\n", words.with("cli-standings-chop-over-first", &over));
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

#[cfg(test)]
mod tests {
    use super::{columns, deal_text};
    use dealerdesk::desk::{DealLine, DealView};
    use dealerdesk::i18n::{Lang, Words};

    #[test]
    fn the_offer_says_what_each_player_is_sure_of_and_a_figure_past_first_prize() {
        let line = |seat, name: &str, stack, chip_chop| DealLine {
            seat,
            name: name.into(),
            stack,
            chip_chop: Some(chip_chop),
            icm: None,
            agreed: None,
        };
        let offer = DealView {
            at: None,
            left: 1700,
            play_for: 0,
            unit: 1,
            odd_unit_first: None,
            ties_lowest_seat: false,
            guaranteed: 200,
            first_prize: 1000,
            players: vec![
                line(2, "Ana", 90_000, 1190),
                line(5, "Ben", 9_000, 299),
                line(7, "Cy", 1_000, 211),
            ],
        };
        let text = deal_text(&offer, "EUR", Words::new(Lang::En));
        assert!(
            text.contains("each player is first sure of 200 EUR, the next place's prize"),
            "{text}"
        );
        assert!(
            text.contains(
                "Ana (seat 2): 1,190 EUR by chips is more than first place pays (1,000 EUR)"
            ),
            "{text}"
        );
        assert!(!text.contains("Ben (seat 5):"), "{text}");
    }

    #[test]
    fn columns_widen_to_their_widest_cell_so_large_stacks_stay_aligned() {
        let cells = |row: &[&str]| row.iter().map(|c| (*c).to_owned()).collect::<Vec<_>>();
        let out = columns(
            cells(&["Place", "Name", "Stack"]),
            vec![
                cells(&["1", "Žofie Nováková-Dvořáková", "12,345,678,901"]),
                cells(&["in", "Ana", "50"]),
            ],
            &[false, false, true],
            "  ",
        );
        let name = "Žofie Nováková-Dvořáková";
        assert_eq!(
            out,
            format!(
                "  Place Name{}          Stack\n  1     {name} 12,345,678,901\n  in    Ana{}             50\n",
                " ".repeat(20),
                " ".repeat(21),
            ),
        );
    }
}

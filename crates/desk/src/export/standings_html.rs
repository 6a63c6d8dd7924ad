//! The payout sheet: a tournament's `Standings` as one printable HTML page
//! in the reader's language — the prize structure, the places with each
//! player's money in and out and the hand and time they went out, the deal
//! (the figures offered and the amounts agreed) and the prize pool
//! reconciled. Every text, names above all, is escaped; the page carries
//! its own print CSS (A4, no page break inside a row) and needs nothing
//! else. `log standings --format html` writes it; the room's standings can
//! hand it theirs.

use std::fmt::Write as _;

use dealerdesk_i18n::{Args, Words};

use crate::desk::{DealView, Standing, Standings};

/// `text` safe inside an HTML element or a quoted attribute.
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

const STYLE: &str = "\
body{font-family:'DejaVu Sans',Arial,sans-serif;margin:2em;color:#111}\
h1{font-size:1.6em;margin:0 0 .2em}h2{font-size:1.15em;margin:1.4em 0 .4em}\
table{border-collapse:collapse;width:100%;font-size:.92em}\
th,td{border:1px solid #999;padding:.25em .45em;text-align:left}\
th{background:#eee}td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}\
table#prizes{width:auto;min-width:40%}table#places{font-size:.8em}\
tr{page-break-inside:avoid;break-inside:avoid}p.note{font-size:.85em;color:#333}\
@page{size:A4;margin:14mm}\
@media print{body{margin:0}th{background:#eee;-webkit-print-color-adjust:exact;\
print-color-adjust:exact}h2{break-after:avoid}}";

/// The payout sheet of `s` in `words`' language.
pub fn standings_html(s: &Standings, words: Words) -> String {
    let e = |t: &str| escape_html(t);
    let money = |n: u64| format!("{} {}", words.number(n), s.currency);
    let title = words.with(
        "cli-standings-title",
        &Args::new()
            .str("id", s.id.to_string())
            .str("currency", s.currency.clone()),
    );
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n",
        words.lang().code(),
        e(&words.with(
            "cli-standings-html-title",
            &Args::new().str("title", title.clone())
        )),
    );
    let _ = writeln!(out, "<h1>{}</h1>", e(&title));

    // The prize structure.
    let _ = writeln!(
        out,
        "<h2>{}</h2>\n<table id=\"prizes\">\n<tr><th>{}</th><th>{}</th></tr>",
        e(&words.get("cli-standings-html-prizes")),
        e(&words.get("cli-standings-place")),
        e(&words.get("cli-standings-prize")),
    );
    for (i, prize) in s.payouts.iter().enumerate() {
        let _ = writeln!(
            out,
            "<tr><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
            i + 1,
            e(&money(*prize)),
        );
    }
    out += "</table>\n";

    // The places.
    let heads = [
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
    ];
    let _ = write!(
        out,
        "<h2>{}</h2>\n<table id=\"places\">\n<tr>",
        e(&words.get("cli-standings-html-places"))
    );
    for h in heads {
        let _ = write!(out, "<th>{}</th>", e(&words.get(h)));
    }
    out += "</tr>\n";
    let still_in = words.get("cli-standings-in");
    for r in &s.rows {
        out += &place_row(r, &still_in, &money, words);
    }
    out += "</table>\n";

    if let Some(d) = s.deal.as_ref().or(s.offer.as_ref()) {
        out += &deal_html(d, &s.currency, &money, words);
    }

    // The money, reconciled, and the rounding rule.
    let _ = writeln!(
        out,
        "<h2>{}</h2>\n<p id=\"pool\">{}</p>\n<p class=\"note\">{}</p>",
        e(&words.get("cli-standings-html-money")),
        e(&crate::speak::standings_pool(words, s)),
        e(&crate::speak::standings_rounding(words, s)),
    );
    out += "</body>\n</html>\n";
    out
}

/// One player's row: place (a tie's range), name, entries, rebuys and
/// add-ons, money in, stack while in, money out, the hand and time out.
fn place_row(r: &Standing, still_in: &str, money: &dyn Fn(u64) -> String, words: Words) -> String {
    let place = match (r.place, r.place_to) {
        (Some(a), Some(b)) if a != b => format!("{a}–{b}"),
        (Some(a), _) => a.to_string(),
        _ => still_in.to_string(),
    };
    let cells = [
        (true, place),
        (false, r.name.clone()),
        (true, r.entries.to_string()),
        (true, r.rebuys.to_string()),
        (true, r.add_ons.to_string()),
        (true, money(r.paid_in)),
        (true, r.stack.map_or_else(String::new, |x| words.number(x))),
        (true, r.prize.map_or_else(String::new, money)),
        (true, r.out_hand.map_or_else(String::new, |h| h.to_string())),
        (false, r.out_at.clone().unwrap_or_default()),
    ];
    let mut out = String::from("<tr>");
    for (number, text) in cells {
        let class = if number { " class=\"n\"" } else { "" };
        let _ = write!(out, "<td{class}>{}</td>", escape_html(&text));
    }
    out + "</tr>\n"
}

/// The deal recorded (or the figures offered for one): each player's
/// stack, the chip-count and ICM figures and the amount agreed.
fn deal_html(d: &DealView, currency: &str, money: &dyn Fn(u64) -> String, words: Words) -> String {
    let e = |t: &str| escape_html(t);
    let head = Args::new()
        .str("at", d.at.clone().unwrap_or_default())
        .num("left", d.left)
        .str("currency", currency.to_string());
    let id = match d.at {
        Some(_) => "cli-standings-deal",
        None => "cli-standings-offer",
    };
    let mut out = format!(
        "<h2>{}</h2>\n<p>{}</p>\n<table id=\"deal\">\n<tr>",
        e(&words.get("cli-standings-html-deal")),
        e(&words.with(id, &head)),
    );
    for h in [
        "cli-standings-seat",
        "cli-standings-name",
        "cli-standings-stack",
        "cli-standings-chip-chop",
        "cli-standings-icm",
        "cli-standings-agreed",
    ] {
        let _ = write!(out, "<th>{}</th>", e(&words.get(h)));
    }
    out += "</tr>\n";
    let amount = |a: Option<u64>| a.map_or_else(String::new, money);
    for p in &d.players {
        let _ = writeln!(
            out,
            "<tr><td class=\"n\">{}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>\
             <td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
            p.seat,
            e(&p.name),
            e(&words.number(p.stack)),
            e(&amount(p.chip_chop)),
            e(&amount(p.icm)),
            e(&amount(p.agreed)),
        );
    }
    out += "</table>\n";
    if d.at.is_some() {
        let play_for = Args::new().num("play_for", d.play_for);
        let _ = writeln!(
            out,
            "<p>{}</p>",
            e(&words.with("cli-standings-play-for", &play_for))
        );
    }
    if let Some(seat) = d.odd_unit_first {
        let name = d
            .players
            .iter()
            .find(|p| p.seat == seat)
            .map_or_else(String::new, |p| p.name.clone());
        let rule = if d.ties_lowest_seat {
            "lowest"
        } else {
            "button"
        };
        let rounding = Args::new()
            .num("unit", d.unit)
            .str("currency", currency.to_string())
            .str("name", name)
            .str("seat", seat.to_string())
            .str("rule", rule);
        let _ = writeln!(
            out,
            "<p class=\"note\">{}</p>",
            e(&words.with("tourney-deal-rounding", &rounding))
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::escape_html;

    #[test]
    fn markup_in_a_name_is_written_as_text() {
        assert_eq!(
            escape_html("<b>O'Neil & \"Co\"</b>"),
            "&lt;b&gt;O&#39;Neil &amp; &quot;Co&quot;&lt;/b&gt;"
        );
    }
}

//! The report of floor rulings in the reader's language: lines for the
//! terminal and one printable HTML page (every text escaped, its own print
//! CSS, nothing else needed), as `log rulings` writes them.

use std::fmt::Write as _;

use dealerdesk_i18n::{Args, Words};

use super::rulings::{Affected, FloorRuling};
use crate::export::escape_html;

/// A player touched by a ruling, with the chips before and after.
fn affected_said(words: Words, a: &Affected) -> String {
    let name = words.with(
        "player",
        &Args::new()
            .str("name", a.name.clone())
            .num("seat", u64::from(a.seat))
            .str("form", "as"),
    );
    let args = Args::new()
        .str("player", name)
        .num("before", a.before)
        .num("after", a.after);
    words.with("rulings-chips", &args)
}

/// The rules cited, `id · citation`, joined.
fn rules_said(r: &FloorRuling) -> String {
    r.rules
        .iter()
        .map(|c| format!("{} · {}", c.id, c.cite))
        .collect::<Vec<_>>()
        .join("; ")
}

/// The ruling's head: when, where, who ruled and what.
fn head(words: Words, r: &FloorRuling) -> String {
    let args = Args::new()
        .str("time", words.date_time(r.at))
        .str("table", r.table.clone())
        .num("hand", r.hand_no)
        .str("floor", r.floor.clone())
        .str("ruling", r.said.clone());
    words.with("rulings-line", &args)
}

/// The report as lines.
pub fn rulings_lines(words: Words, rulings: &[FloorRuling]) -> Vec<String> {
    let mut out = vec![words.with(
        "rulings-count",
        &Args::new().num("count", rulings.len() as u64),
    )];
    for r in rulings {
        out.push(head(words, r));
        if !r.rules.is_empty() {
            let args = Args::new().str("rules", rules_said(r));
            out.push(format!("  {}", words.with("rulings-rules", &args)));
        }
        if let Some(reason) = &r.reason {
            let args = Args::new().str("reason", reason.clone());
            out.push(format!("  {}", words.with("rulings-reason", &args)));
        }
        for a in &r.affected {
            out.push(format!("  {}", affected_said(words, a)));
        }
    }
    out
}

const STYLE: &str = "\
body{font-family:'DejaVu Sans',Arial,sans-serif;margin:2em;color:#111}\
h1{font-size:1.6em;margin:0 0 .2em}\
table{border-collapse:collapse;width:100%;font-size:.85em}\
th,td{border:1px solid #999;padding:.25em .45em;text-align:left;vertical-align:top}\
th{background:#eee}tr{page-break-inside:avoid;break-inside:avoid}\
@page{size:A4 landscape;margin:12mm}\
@media print{body{margin:0}th{background:#eee;-webkit-print-color-adjust:exact;\
print-color-adjust:exact}}";

/// The report as one printable HTML page.
pub fn rulings_html(words: Words, rulings: &[FloorRuling]) -> String {
    let e = |t: &str| escape_html(t);
    let title = words.get("rulings-title");
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<h1>{}</h1>\n<p>{}</p>\n",
        words.lang().code(),
        e(&title),
        e(&title),
        e(&words.with(
            "rulings-count",
            &Args::new().num("count", rulings.len() as u64)
        )),
    );
    out.push_str("<table id=\"rulings\">\n<tr>");
    for col in [
        "rulings-col-time",
        "rulings-col-table",
        "rulings-col-hand",
        "rulings-col-floor",
        "rulings-col-ruling",
        "rulings-col-rule",
        "rulings-col-reason",
        "rulings-col-affected",
    ] {
        let _ = write!(out, "<th>{}</th>", e(&words.get(col)));
    }
    out.push_str("</tr>\n");
    for r in rulings {
        let affected: Vec<String> = r
            .affected
            .iter()
            .map(|a| e(&affected_said(words, a)))
            .collect();
        let _ = writeln!(
            out,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            e(&words.date_time(r.at)),
            e(&r.table),
            e(&words.number(r.hand_no)),
            e(&r.floor),
            e(&r.said),
            e(&rules_said(r)),
            e(r.reason.as_deref().unwrap_or_default()),
            affected.join("<br>"),
        );
    }
    out.push_str("</table>\n</body>\n</html>\n");
    out
}

//! `dealerdesk log standings`: a tournament's places, names, entries,
//! rebuys and add-ons and prizes, and the prize pool reconciled (buy-ins +
//! rebuys + add-ons − fees = prizes paid + prizes still to pay), as text,
//! JSON or CSV; from a log whose chain verifies.
use std::path::Path;

use anyhow::{Result, bail};

use super::StandingsFormat;
use dealerdesk::desk::{Standing, Standings, TableState};
use dealerdesk::log::EventLog;

pub(super) fn log_standings_cmd(db: &Path, format: StandingsFormat) -> Result<i32> {
    let log = EventLog::open_read_only(db)?;
    log.verify(|_, _| {}).map_err(|e| {
        anyhow::anyhow!(
            "{}: {e}; nothing is read from a log that fails verification",
            db.display()
        )
    })?;
    let table = TableState::from_log(&log)?;
    let Some(s) = table.standings() else {
        bail!("{}: this log is not a tournament's", db.display());
    };
    match format {
        StandingsFormat::Json => println!("{}", serde_json::to_string_pretty(&s)?),
        StandingsFormat::Csv => print!("{}", csv(&s)),
        StandingsFormat::Text => print!("{}", text(&s)),
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

fn csv(s: &Standings) -> String {
    let quote = |t: &str| format!("\"{}\"", t.replace('"', "\"\""));
    let mut out = String::from("place,name,entries,rebuys,add_ons,stack,prize\n");
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

fn text(s: &Standings) -> String {
    let m = &s.money;
    let mut out = format!("Tournament #{} ({})\n", s.id, s.currency);
    out += &format!(
        "{:<6} {:<20} {:>7} {:>6} {:>7} {:>10} {:>10}\n",
        "place", "name", "entries", "rebuys", "add-ons", "stack", "prize"
    );
    for r in &s.rows {
        out += &format!(
            "{:<6} {:<20} {:>7} {:>6} {:>7} {:>10} {:>10}\n",
            place(r),
            r.name,
            r.entries,
            r.rebuys,
            r.add_ons,
            r.stack.map_or(String::new(), |x| x.to_string()),
            r.prize.map_or(String::new(), |x| x.to_string()),
        );
    }
    out += &format!(
        "buy-ins {} + rebuys {} + add-ons {} - fees {} = prize pool {} = paid {} + to pay {}\n",
        m.buy_ins, m.rebuys, m.add_ons, m.fees, m.prize_pool, m.prizes_paid, m.prizes_to_pay
    );
    out += &format!("rounding: {}\n", s.rounding);
    out
}

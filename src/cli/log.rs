//! `dealerdesk log …`: the audit log verified, anchored, listed, shown and
//! exported (`log import` is in import.rs).
use std::io::{IsTerminal, Write};
use std::path::Path;

use anyhow::{Context, Result, anyhow, bail};
use dealerdesk::desk::printable;
use dealerdesk::i18n::{Args, Words};

use super::ExportFormat;
use dealerdesk::export::{StarsOptions, table_seats, to_pokerstars};
use dealerdesk::log::{EventLog, HandFilter, HandId, HandQuery, PinCost, Seq, Signing};
use dealerdesk::notation::phhs;
use dealerdesk::review::{HandReview, review_hand, review_hands, review_log};
use dealerdesk::rules::{HouseRules, Variant};
use dealerdesk::speak;

/// An anchor as written: `HASH` or `HASH@SEQ`, after `KEY:` for a signed
/// log (its first floor person's public key).
struct Anchor {
    key: Option<String>,
    hash: String,
    seq: Option<u64>,
}

/// Whether `text` is 64 hexadecimal characters.
fn is_hex64(text: &str) -> bool {
    text.len() == 64 && text.chars().all(|c| c.is_ascii_hexdigit())
}

fn parse_anchor(text: &str, words: Words) -> Result<Anchor> {
    let anchor = || Args::new().str("anchor", text);
    let (key, rest) = match text.split_once(':') {
        Some((key, rest)) => (Some(key.trim().to_ascii_lowercase()), rest),
        None => (None, text),
    };
    if key.as_deref().is_some_and(|k| !is_hex64(k)) {
        bail!(words.with("cli-anchor-not-a-hash", &anchor()));
    }
    let (hash, seq) = match rest.split_once('@') {
        Some((h, s)) => (
            h,
            Some(s.parse::<u64>().map_err(|_| {
                anyhow!(words.with("cli-anchor-not-a-seq", &anchor().str("seq", s)))
            })?),
        ),
        None => (text, None),
    };
    let hash = hash.trim().to_ascii_lowercase();
    if !is_hex64(&hash) {
        bail!(words.with("cli-anchor-not-a-hash", &anchor()));
    }
    Ok(Anchor { key, hash, seq })
}

/// The first floor person's key an anchor names against the log's; `Err`
/// says how they differ.
fn check_floor_key(db: &Path, signing: &Signing, key: &str, words: Words) -> Result<(), String> {
    match signing {
        Signing::Signed { key: found, .. } if found == key => Ok(()),
        Signing::Signed { key: found, .. } => Err(words.with(
            "cli-anchor-other-floor",
            &file(db).str("found", found.clone()).str("key", key),
        )),
        _ => Err(words.with("cli-anchor-unsigned", &file(db).str("key", key))),
    }
}

/// How the log's floor entries are signed, in words.
fn signing_line(db: &Path, log: &EventLog, signing: &Signing, words: Words) -> Result<String> {
    Ok(match signing {
        Signing::Signed {
            first_floor,
            key,
            entries,
        } => {
            let name = log
                .operators()?
                .into_iter()
                .find(|o| o.id == *first_floor)
                .map_or_else(|| first_floor.to_string(), |o| o.name);
            let args = file(db)
                .num("entries", *entries)
                .str("name", name)
                .str("key", key.clone());
            words.with("cli-verify-signed", &args)
        }
        Signing::Unsigned => words.with("cli-verify-unsigned", &file(db)),
        _ => words.with("cli-verify-no-floor", &file(db)),
    })
}

/// The log at `db` as a message's `file`.
pub(super) fn file(db: &Path) -> Args {
    Args::new().str("file", db.display().to_string())
}

/// Compares the log with an anchor; `Err` says how they differ.
fn check_anchor(
    db: &Path,
    log: &EventLog,
    (events, last): (u64, &str),
    (hash, seq): (&str, Option<u64>),
    words: Words,
) -> Result<(), String> {
    let seq = seq.unwrap_or(events);
    let at = || {
        file(db)
            .str("seq", seq.to_string())
            .str("last", events.to_string())
    };
    if seq > events {
        return Err(words.with("cli-anchor-cut", &at()));
    }
    let found = if seq == events {
        last.to_string()
    } else {
        log.event_at(Seq(seq))
            .map_err(|e| speak::log_error(words, &e))?
            .map_or_else(String::new, |e| e.hash)
    };
    if found != hash {
        let args = at().str("found", found).str("hash", hash);
        return Err(words.with("cli-anchor-rewritten", &args));
    }
    Ok(())
}

/// The log at `db` opened read-only; why not, in words.
pub(super) fn open(db: &Path, words: Words) -> Result<EventLog> {
    EventLog::open_read_only(db).map_err(|e| anyhow!(speak::log_error(words, &e)))
}

pub(super) fn log_anchor_cmd(db: &Path, at: Option<u64>, words: Words) -> Result<i32> {
    let log = open(db, words)?;
    let report = log.verify(|_, _| {}).map_err(|e| {
        let error = file(db).str("error", speak::log_error(words, &e));
        anyhow!(words.with("cli-anchor-broken", &error))
    })?;
    let seq = at.unwrap_or(report.events);
    let hash = if seq == report.events {
        report.last_hash
    } else {
        log.event_at(Seq(seq))
            .map_err(|e| anyhow!(speak::log_error(words, &e)))?
            .with_context(|| {
                let args = file(db)
                    .str("seq", seq.to_string())
                    .str("last", report.events.to_string());
                words.with("cli-anchor-no-event", &args)
            })?
            .hash
    };
    match &report.signing {
        Signing::Signed { key, .. } => say!("{key}:{hash}@{seq}"),
        _ => say!("{hash}@{seq}"),
    }
    Ok(0)
}

pub(super) fn log_verify_cmd(db: &Path, expect: Option<&str>, words: Words) -> Result<i32> {
    let anchor = expect.map(|a| parse_anchor(a, words)).transpose()?;
    let log = match EventLog::open_read_only(db) {
        Ok(log) => log,
        Err(e) => {
            eprintln!("{}", speak::log_error(words, &e));
            return Ok(1);
        }
    };
    let bar = std::io::stderr().is_terminal().then(|| {
        let bar = indicatif::ProgressBar::new(0);
        bar.set_style(progress_style(
            "{bar:40} {pos}/{len}",
            words.get("cli-progress-events"),
        ));
        bar
    });
    let result = log.verify(|done, total| {
        if let Some(bar) = &bar {
            bar.set_length(total);
            bar.set_position(done);
        }
    });
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    match result {
        Ok(report) => {
            if let Some(anchor) = &anchor {
                let checked = check_anchor(
                    db,
                    &log,
                    (report.events, &report.last_hash),
                    (&anchor.hash, anchor.seq),
                    words,
                )
                .and_then(|()| match &anchor.key {
                    Some(key) => check_floor_key(db, &report.signing, key, words),
                    None => Ok(()),
                });
                if let Err(e) = checked {
                    eprintln!("{e}");
                    return Ok(1);
                }
            }
            let id = if anchor.is_some() {
                "cli-verify-intact-anchor"
            } else {
                "cli-verify-intact"
            };
            let args = file(db)
                .num("events", report.events)
                .str("hash", report.last_hash.clone());
            say!("{}", words.with(id, &args));
            say!("{}", signing_line(db, &log, &report.signing, words)?);
            let scratch: Vec<String> = log
                .operators()?
                .into_iter()
                .filter(|o| o.pin_cost == Some(PinCost::Scratch))
                .map(|o| o.name)
                .collect();
            if !scratch.is_empty() {
                let args = file(db).str("names", scratch.join(", "));
                say!("{}", words.with("cli-verify-scratch-pins", &args));
            }
            Ok(0)
        }
        Err(e) => {
            eprintln!("{}", speak::log_error(words, &e));
            Ok(1)
        }
    }
}

/// A progress bar's style: `template` and the unit it counts, in words.
pub(super) fn progress_style(template: &str, unit: String) -> indicatif::ProgressStyle {
    // The unit is text, not a template key.
    let unit = unit.replace('{', "{{").replace('}', "}}");
    indicatif::ProgressStyle::with_template(&format!("{template} {unit}"))
        .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar())
}

/// The log read-only, once its chain verifies: nothing is shown from a log
/// that fails.
pub(super) fn verified(db: &Path, words: Words) -> Result<EventLog> {
    let log = open(db, words)?;
    log.verify(|_, _| {}).map_err(|e| {
        let error = file(db).str("error", speak::log_error(words, &e));
        anyhow!(words.with("cli-read-broken", &error))
    })?;
    Ok(log)
}

/// The rules a review starts from: the log's first entries record its own,
/// which replace these.
pub(super) fn first_rules() -> HouseRules {
    HouseRules::preset(Variant::NoLimitHoldem)
}

/// The log's hands for review, once its chain verifies.
fn reviews(db: &Path, words: Words) -> Result<(EventLog, Vec<HandReview>)> {
    let log = verified(db, words)?;
    let reviews = review_log(&log, first_rules())?;
    Ok((log, reviews))
}

/// How many hands `log hands` reads and builds at a time.
const HANDS_PAGE: u32 = 200;

pub(super) fn log_hands_cmd(
    db: &Path,
    table: Option<&str>,
    since: Option<&str>,
    player: Option<&str>,
    words: Words,
) -> Result<i32> {
    let log = verified(db, words)?;
    let mut out = std::io::stdout().lock();
    let since = match since {
        Some(d) => {
            let date = chrono::NaiveDate::parse_from_str(d, "%Y-%m-%d").map_err(|_| {
                anyhow!(words.with("cli-since-not-a-date", &Args::new().str("date", d)))
            })?;
            Some(date.and_time(chrono::NaiveTime::MIN).and_utc())
        }
        None => None,
    };
    let mut query = HandQuery {
        table_name: table.map(str::to_owned),
        since,
        player: player.map(str::to_owned),
        oldest_first: true,
        limit: HANDS_PAGE,
        ..HandQuery::default()
    };
    // A page of hand rows at a time, each page's hands built in one walk.
    loop {
        let page = log.hand_page(&query)?;
        let Some(last) = page.last() else { break };
        query.after = Some(last.id);
        for r in review_hands(&log, &page, first_rules())? {
            hand_line(&mut out, &r, words)?;
        }
        if page.len() < HANDS_PAGE as usize {
            break;
        }
    }
    Ok(0)
}

/// One hand as `log hands` lists it, on one line in tab-separated columns:
/// id, number, start (UTC), button, players and what each won or lost. A
/// name from a log written before names were checked cannot break the line
/// or its columns: a tab, newline or ESC in it is written as U+FFFD.
fn hand_line(out: &mut impl Write, r: &HandReview, words: Words) -> Result<()> {
    let names: Vec<_> = r.names.iter().map(|n| printable(n)).collect();
    let last = r.last_state();
    let result = if last.is_done() {
        let won: Vec<String> = names
            .iter()
            .zip(r.spec.stacks.iter().zip(last.stacks()))
            .filter(|(_, (before, after))| after != *before)
            .map(|(n, (before, after))| format!("{n} {:+}", after.0 as i64 - before.0 as i64))
            .collect();
        won.join(", ")
    } else {
        words.get("cli-hands-in-play")
    };
    let players: Vec<String> = names
        .iter()
        .zip(&r.seats)
        .map(|(n, s)| format!("{n} ({})", s.0))
        .collect();
    writeln!(
        out,
        "{}\t{}\t{}\t{}\t{}\t{}",
        r.id.0,
        words.with("cli-hands-hand", &Args::new().num("hand", r.hand_no)),
        words.date_time(r.started_at),
        words.with(
            "cli-hands-button",
            &Args::new().num("button", u64::from(r.button.0))
        ),
        players.join(", "),
        result
    )?;
    Ok(())
}

pub(super) fn log_show_cmd(db: &Path, hand: i64, words: Words) -> Result<i32> {
    let log = verified(db, words)?;
    let operators: std::collections::HashMap<_, String> = log
        .operators()?
        .into_iter()
        .map(|o| {
            let name = printable(&o.name).into_owned();
            let who = Args::new().str("name", name).str("role", o.role.as_str());
            (o.id, words.with("cli-show-operator", &who))
        })
        .collect();
    // Only the hand asked for is built.
    let Some(r) = review_hand(&log, HandId(hand), first_rules())? else {
        bail!(words.with("cli-no-hand", &file(db).str("hand", hand.to_string())));
    };
    let mut out = std::io::stdout().lock();
    let head = Args::new()
        .num("hand", r.hand_no)
        .str("id", r.id.0.to_string())
        .num("button", u64::from(r.button.0))
        .str("started", words.date_time(r.started_at));
    writeln!(out, "{}", words.with("cli-show-head", &head))?;
    for (i, name) in r.names.iter().enumerate() {
        let seat = Args::new()
            .str("pos", format!("p{}", i + 1))
            .num("seat", u64::from(r.seats[i].0))
            .str("name", printable(name).into_owned())
            .num("stack", r.spec.stacks[i].0);
        writeln!(out, "  {}", words.with("cli-show-seat", &seat))?;
    }
    // Each entry in words, as of the hand before it, its notation beside.
    let who = speak::Players::of_review(&r);
    for (k, step) in r.steps.iter().enumerate() {
        let said = speak::review_entry(words, &who, &r, k).unwrap_or_default();
        let pots: Vec<String> = step
            .state
            .pots()
            .iter()
            .map(|p| words.number(p.amount.0))
            .collect();
        let stacks: Vec<String> = step
            .state
            .stacks()
            .iter()
            .map(|c| words.number(c.0))
            .collect();
        let chips = Args::new()
            .str("pots", pots.join(", "))
            .str("stacks", stacks.join(", "));
        writeln!(
            out,
            "{:>6}  {}  {:<20} {}  [{}]  {}",
            step.record.seq.0,
            words.time_ms(step.record.at.time()),
            operators
                .get(&step.record.operator)
                .map_or(step.record.role.as_str(), String::as_str),
            printable(&said),
            step.record.action,
            words.with("cli-show-chips", &chips)
        )?;
        if let Some(reason) = speak::entry_reason(words, &step.record.payload) {
            let reason = Args::new().str("reason", reason);
            writeln!(out, "        {}", words.with("cli-show-reason", &reason))?;
        }
    }
    let rake = r.last_state().rake();
    if !rake.is_zero() {
        let rake = Args::new().num("rake", rake.0);
        writeln!(out, "{}", words.with("cli-show-rake", &rake))?;
    }
    for (i, pot) in r.last_state().awarded().iter().enumerate() {
        let awards: Vec<String> = pot
            .awards
            .iter()
            .map(|(p, c)| format!("{} {}", printable(&r.names[p.index()]), words.number(c.0)))
            .collect();
        let pot = Args::new()
            .num("n", i as u64 + 1)
            .num("amount", pot.amount.0)
            .str("awards", awards.join(", "));
        writeln!(out, "{}", words.with("cli-show-pot", &pot))?;
    }
    if !r.last_state().is_done() {
        let pot = Args::new().num("amount", r.pot_total().0);
        writeln!(out, "{}", words.with("cli-show-in-play", &pot))?;
    }
    Ok(0)
}

/// The PokerStars text options, as `log export` and `room export` take them.
#[derive(clap::Args, Debug)]
pub struct StarsFlags {
    /// PokerStars text: the player whose own hole cards are written in
    /// `Dealt to` lines.
    #[arg(long)]
    pub(super) hero: Option<String>,
    /// PokerStars text: the currency code (USD, EUR, GBP, CZK…), or
    /// `none` for play chips.
    #[arg(long, default_value = "USD")]
    pub(super) currency: String,
    /// PokerStars text: the room's time zone (IANA name, e.g.
    /// Europe/Prague); Eastern time follows in brackets. Default:
    /// Eastern time alone, as PokerStars' own headers give it.
    #[arg(long, default_value = "America/New_York")]
    pub(super) time_zone: String,
    /// PokerStars text: what one chip is worth in the currency (1, 0.25,
    /// 0.01 when the log counts cents).
    #[arg(long, default_value = "1")]
    pub(super) chip_value: String,
    /// PokerStars text: the table's seats (the header's N-max); default:
    /// the highest seat any hand at the table was dealt to.
    #[arg(long)]
    pub(super) max_seats: Option<u8>,
}

/// `--chip-value`: what one chip is worth (`1`, `0.25`, `0.01`), in cents.
fn chip_cents(value: &str, words: Words) -> Result<u64> {
    let bad = || anyhow!(words.with("cli-export-chip-value", &Args::new().str("value", value)));
    let (whole, part) = value.split_once('.').unwrap_or((value, ""));
    let digits = |t: &str| t.chars().all(|c| c.is_ascii_digit());
    if whole.is_empty() || !digits(whole) || !digits(part) || part.len() > 2 {
        return Err(bad());
    }
    let cents = whole
        .parse::<u64>()
        .ok()
        .and_then(|w| w.checked_mul(100))
        .and_then(|w| w.checked_add(format!("{part:0<2}").parse::<u64>().ok()?))
        .ok_or_else(bad)?;
    if cents == 0 {
        return Err(bad());
    }
    Ok(cents)
}

pub(super) fn log_export_cmd(
    db: &Path,
    hand: Option<i64>,
    format: ExportFormat,
    flags: &StarsFlags,
    words: Words,
) -> Result<i32> {
    let time_zone: chrono_tz::Tz = flags.time_zone.parse().map_err(|_| {
        let zone = Args::new().str("zone", flags.time_zone.as_str());
        anyhow!(words.with("cli-export-time-zone", &zone))
    })?;
    let chip_cents = chip_cents(&flags.chip_value, words)?;
    if let Some(n) = flags.max_seats
        && !(2..=10).contains(&n)
    {
        let seats = Args::new().str("seats", n.to_string());
        bail!(words.with("cli-export-max-seats", &seats));
    }
    let (log, reviews) = reviews(db, words)?;
    let chosen: Vec<&HandReview> = reviews
        .iter()
        .filter(|r| hand.is_none_or(|h| r.id.0 == h))
        .collect();
    if let Some(h) = hand
        && chosen.is_empty()
    {
        bail!(words.with("cli-no-hand", &file(db).str("hand", h.to_string())));
    }
    let mut out = std::io::stdout().lock();
    match format {
        ExportFormat::Phh => {
            // One hand is a `.phh`; several are a `.phhs`, each hand under
            // its `[n]` header.
            let texts: Vec<String> = chosen.iter().map(|r| r.to_phh().to_phh()).collect();
            if let [one] = texts.as_slice() {
                write!(out, "{one}")?;
            } else {
                write!(
                    out,
                    "{}",
                    phhs::join_hands(texts.iter().map(String::as_str))
                )?;
            }
        }
        ExportFormat::Pokerstars => {
            let sessions = log.sessions()?;
            let hands = log.hands(&HandFilter::all())?;
            let session_of =
                |r: &HandReview| hands.iter().find(|h| h.id == r.id).map(|h| h.session);
            let mut seats_at = std::collections::BTreeMap::new();
            for r in chosen {
                let session = session_of(r);
                let table = session
                    .and_then(|id| sessions.iter().find(|s| s.id == id))
                    .map_or("Dealer Desk", |s| s.table_name.as_str());
                let mut options = StarsOptions::new(table, r.rules.game());
                // The table's seats: as given, else as every export of the
                // table's hands gives them.
                let seats = match (flags.max_seats, session) {
                    (Some(n), _) => Some(n),
                    (None, Some(id)) => match seats_at.get(&id) {
                        Some(n) => *n,
                        None => {
                            let n = table_seats(&log, id)?;
                            seats_at.insert(id, n);
                            n
                        }
                    },
                    (None, None) => None,
                };
                options.max_seats = seats.unwrap_or_else(|| {
                    // A log written before it named each hand's players.
                    reviews
                        .iter()
                        .filter(|o| session_of(o) == session)
                        .flat_map(|o| o.seats.iter().map(|s| s.0))
                        .max()
                        .unwrap_or(options.max_seats)
                        .max(2)
                });
                options.chip_cents = chip_cents;
                options.hero.clone_from(&flags.hero);
                options.currency = (!flags.currency.eq_ignore_ascii_case("none"))
                    .then(|| flags.currency.to_ascii_uppercase());
                options.time_zone = time_zone;
                writeln!(out, "{}\n", to_pokerstars(r, &options))?;
            }
        }
    }
    Ok(0)
}

//! `dealerdesk log …`: the audit log verified, anchored, listed, shown,
//! exported and imported into.
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use dealerdesk::i18n::{Args, Words};
use serde_json::Value;

use super::{ExportFormat, load_rules};
use dealerdesk::desk::Desk;
use dealerdesk::export::{StarsOptions, to_pokerstars};
use dealerdesk::log::{EventLog, HandFilter, HandId, HandQuery, PinCost, Seq};
use dealerdesk::notation::{PhhHand, phhs};
use dealerdesk::review::{HandReview, review_hand, review_hands, review_log};
use dealerdesk::rules::{HouseRules, Variant};
use dealerdesk::speak;

/// An anchor as written: `HASH` or `HASH@SEQ`.
fn parse_anchor(text: &str) -> Result<(String, Option<u64>)> {
    let (hash, seq) = match text.split_once('@') {
        Some((h, s)) => (
            h,
            Some(
                s.parse::<u64>()
                    .with_context(|| format!("--expect {text}: '{s}' is not a sequence number"))?,
            ),
        ),
        None => (text, None),
    };
    let hash = hash.trim().to_ascii_lowercase();
    if hash.len() != 64 || !hash.chars().all(|c| c.is_ascii_hexdigit()) {
        bail!("--expect {text}: a hash is 64 hexadecimal characters");
    }
    Ok((hash, seq))
}

/// Compares the log with an anchor; `Err` says how they differ.
fn check_anchor(
    log: &EventLog,
    events: u64,
    last: &str,
    hash: &str,
    seq: Option<u64>,
) -> Result<(), String> {
    let seq = seq.unwrap_or(events);
    if seq > events {
        return Err(format!(
            "the anchor is at event {seq} but the log ends at {events}: its tail was cut"
        ));
    }
    let found = if seq == events {
        last.to_string()
    } else {
        log.event_at(Seq(seq))
            .map_err(|e| e.to_string())?
            .map_or_else(String::new, |e| e.hash)
    };
    if found != hash {
        return Err(format!(
            "event {seq} has hash {found}, not the anchor's {hash}: the log was rewritten"
        ));
    }
    Ok(())
}

pub(super) fn log_anchor_cmd(db: &Path, at: Option<u64>) -> Result<i32> {
    let log = EventLog::open_read_only(db)?;
    let report = log
        .verify(|_, _| {})
        .map_err(|e| anyhow::anyhow!("{}: {e}; no anchor from a broken log", db.display()))?;
    let seq = at.unwrap_or(report.events);
    let hash = if seq == report.events {
        report.last_hash
    } else {
        log.event_at(Seq(seq))?
            .with_context(|| {
                format!(
                    "{}: no event {seq}; the log ends at {}",
                    db.display(),
                    report.events
                )
            })?
            .hash
    };
    println!("{hash}@{seq}");
    Ok(0)
}

pub(super) fn log_verify_cmd(db: &Path, expect: Option<&str>, words: Words) -> Result<i32> {
    let anchor = expect.map(parse_anchor).transpose()?;
    let log = match EventLog::open_read_only(db) {
        Ok(log) => log,
        Err(e) => {
            eprintln!("{}", speak::log_error(words, &e));
            return Ok(1);
        }
    };
    let bar = std::io::stderr().is_terminal().then(|| {
        let bar = indicatif::ProgressBar::new(0);
        bar.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} events")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
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
            if let Some((hash, seq)) = &anchor
                && let Err(e) = check_anchor(&log, report.events, &report.last_hash, hash, *seq)
            {
                eprintln!("{}: {e}", db.display());
                return Ok(1);
            }
            let id = if anchor.is_some() {
                "cli-verify-intact-anchor"
            } else {
                "cli-verify-intact"
            };
            let args = Args::new()
                .str("file", db.display().to_string())
                .num("events", report.events)
                .str("hash", report.last_hash.clone());
            println!("{}", words.with(id, &args));
            let scratch: Vec<String> = log
                .operators()?
                .into_iter()
                .filter(|o| o.pin_cost == Some(PinCost::Scratch))
                .map(|o| o.name)
                .collect();
            if !scratch.is_empty() {
                let args = Args::new()
                    .str("file", db.display().to_string())
                    .str("names", scratch.join(", "));
                println!("{}", words.with("cli-verify-scratch-pins", &args));
            }
            Ok(0)
        }
        Err(e) => {
            eprintln!("{}", speak::log_error(words, &e));
            Ok(1)
        }
    }
}

/// The log read-only, once its chain verifies: nothing is shown from a log
/// that fails.
fn verified(db: &Path) -> Result<EventLog> {
    let log = EventLog::open_read_only(db)?;
    log.verify(|_, _| {}).map_err(|e| {
        anyhow::anyhow!(
            "{}: {e}; nothing is read from a log that fails verification",
            db.display()
        )
    })?;
    Ok(log)
}

/// The rules a review starts from: the log's first entries record its own,
/// which replace these.
fn first_rules() -> HouseRules {
    HouseRules::preset(Variant::NoLimitHoldem)
}

/// The log's hands for review, once its chain verifies.
fn reviews(db: &Path) -> Result<(EventLog, Vec<HandReview>)> {
    let log = verified(db)?;
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
) -> Result<i32> {
    let log = verified(db)?;
    let mut out = std::io::stdout().lock();
    let since = match since {
        Some(d) => {
            let date = chrono::NaiveDate::parse_from_str(d, "%Y-%m-%d")
                .with_context(|| format!("--since {d}: expected YYYY-MM-DD"))?;
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
            hand_line(&mut out, &r)?;
        }
        if page.len() < HANDS_PAGE as usize {
            break;
        }
    }
    Ok(0)
}

/// One hand as `log hands` lists it: id, number, start, button, players
/// and what each won or lost.
fn hand_line(out: &mut impl Write, r: &HandReview) -> Result<()> {
    let last = r.last_state();
    let result = if last.is_done() {
        let won: Vec<String> = r
            .names
            .iter()
            .zip(r.spec.stacks.iter().zip(last.stacks()))
            .filter(|(_, (before, after))| after != *before)
            .map(|(n, (before, after))| format!("{n} {:+}", after.0 as i64 - before.0 as i64))
            .collect();
        won.join(", ")
    } else {
        "in play".to_string()
    };
    let players: Vec<String> = r
        .names
        .iter()
        .zip(&r.seats)
        .map(|(n, s)| format!("{n} ({})", s.0))
        .collect();
    writeln!(
        out,
        "{}\thand {}\t{}\tbutton seat {}\t{}\t{}",
        r.id.0,
        r.hand_no,
        r.started_at.format("%Y-%m-%d %H:%M:%S"),
        r.button.0,
        players.join(", "),
        result
    )?;
    Ok(())
}

pub(super) fn log_show_cmd(db: &Path, hand: i64, words: Words) -> Result<i32> {
    let log = verified(db)?;
    let operators: std::collections::HashMap<_, String> = log
        .operators()?
        .into_iter()
        .map(|o| (o.id, format!("{} ({})", o.name, o.role.as_str())))
        .collect();
    // Only the hand asked for is built.
    let Some(r) = review_hand(&log, HandId(hand), first_rules())? else {
        bail!("{}: no hand {hand}", db.display());
    };
    let mut out = std::io::stdout().lock();
    let head = Args::new()
        .num("hand", r.hand_no)
        .str("id", r.id.0.to_string())
        .num("button", u64::from(r.button.0))
        .str(
            "started",
            r.started_at.format("%Y-%m-%d %H:%M:%S UTC").to_string(),
        );
    writeln!(out, "{}", words.with("cli-show-head", &head))?;
    for (i, name) in r.names.iter().enumerate() {
        let seat = Args::new()
            .str("pos", format!("p{}", i + 1))
            .num("seat", u64::from(r.seats[i].0))
            .str("name", name.clone())
            .num("stack", r.spec.stacks[i].0);
        writeln!(out, "  {}", words.with("cli-show-seat", &seat))?;
    }
    for step in &r.steps {
        let pots: Vec<String> = step
            .state
            .pots()
            .iter()
            .map(|p| p.amount.to_string())
            .collect();
        let stacks: Vec<String> = step.state.stacks().iter().map(|c| c.to_string()).collect();
        let chips = Args::new()
            .str("pots", pots.join(", "))
            .str("stacks", stacks.join(", "));
        writeln!(
            out,
            "{:>6}  {}  {:<20} {:<24} {}",
            step.record.seq.0,
            step.record.at.format("%H:%M:%S%.3f"),
            operators
                .get(&step.record.operator)
                .map_or(step.record.role.as_str(), String::as_str),
            step.record.action,
            words.with("cli-show-chips", &chips)
        )?;
        if let Some(reason) = step.record.payload.get("reason").and_then(Value::as_str) {
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
            .map(|(p, c)| format!("{} {c}", r.names[p.index()]))
            .collect();
        let pot = Args::new()
            .num("n", i as u64 + 1)
            .num("amount", pot.amount.0)
            .str("awards", awards.join(", "));
        writeln!(out, "{}", words.with("cli-show-pot", &pot))?;
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
fn chip_cents(value: &str) -> Result<u64> {
    let bad = || anyhow::anyhow!("--chip-value {value}: not an amount such as 1, 0.25 or 0.01");
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
) -> Result<i32> {
    let time_zone: chrono_tz::Tz = flags
        .time_zone
        .parse()
        .map_err(|_| anyhow::anyhow!("--time-zone {}: not a time zone name", flags.time_zone))?;
    let chip_cents = chip_cents(&flags.chip_value)?;
    if let Some(n) = flags.max_seats
        && !(2..=10).contains(&n)
    {
        bail!("--max-seats {n}: a table has 2 to 10 seats");
    }
    let (log, reviews) = reviews(db)?;
    let chosen: Vec<&HandReview> = reviews
        .iter()
        .filter(|r| hand.is_none_or(|h| r.id.0 == h))
        .collect();
    if let Some(h) = hand
        && chosen.is_empty()
    {
        bail!("{}: no hand {h}", db.display());
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
            for r in chosen {
                let session = session_of(r);
                let table = session
                    .and_then(|id| sessions.iter().find(|s| s.id == id))
                    .map_or("Dealer Desk", |s| s.table_name.as_str());
                let mut options = StarsOptions::new(table, r.rules.game());
                // The table's seats: as given, else the highest seat any
                // hand at this table dealt to.
                options.max_seats = flags.max_seats.unwrap_or_else(|| {
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

/// Files read and parsed together (on every core) before their hands are written.
const IMPORT_CHUNK: usize = 256;

/// The hands of one file, each with the name it is reported under: the
/// file, or for a `.phhs` the file and the hand's `[n]` key.
fn read_hands(f: &Path) -> Result<Vec<(String, PhhHand)>> {
    let text =
        std::fs::read_to_string(f).with_context(|| format!("cannot read {}", f.display()))?;
    if phhs::is_phhs(&text) {
        let split = phhs::split_hands(&text).with_context(|| f.display().to_string())?;
        split
            .into_iter()
            .map(|(key, body)| {
                let name = format!("{} [{key}]", f.display());
                let hand = PhhHand::parse(body).with_context(|| name.clone())?;
                Ok((name, hand))
            })
            .collect()
    } else {
        let hand = PhhHand::parse(&text).with_context(|| f.display().to_string())?;
        Ok(vec![(f.display().to_string(), hand)])
    }
}

/// Files read and parsed on every core, in order.
fn read_chunk(files: &[PathBuf]) -> Result<Vec<(String, PhhHand)>> {
    use rayon::prelude::*;
    let parsed: Vec<Result<Vec<(String, PhhHand)>>> =
        files.par_iter().map(|f| read_hands(f)).collect();
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
) -> Result<i32> {
    let files = super::replay::collect_phh(paths)?;
    // Every file is read first, so a file that cannot be read writes nothing;
    // then the hands are written a chunk of files at a time.
    let mut first = None;
    for chunk in files.chunks(IMPORT_CHUNK) {
        let hands = read_chunk(chunk)?;
        if first.is_none() {
            first = hands.into_iter().next().map(|(_, h)| h.variant);
        }
    }
    let Some(first) = first else {
        return Ok(0);
    };
    let house = load_rules(rules)?;
    let rules = house.clone().unwrap_or_else(|| HouseRules::preset(first));
    let mut desk = Desk::open(db, rules, table)?;
    // A hand an earlier import left half-written (it was cut off) is closed
    // as never dealt; this import goes on.
    if desk
        .close_interrupted("an earlier import was cut off before the hand was written in full")?
    {
        eprintln!(
            "{}: closed a hand an earlier import left half-written",
            db.display()
        );
    }
    let bar = std::io::stderr().is_terminal().then(|| {
        let bar = indicatif::ProgressBar::new(files.len() as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} files {per_sec}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar
    });
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut failed = 0;
    for chunk in files.chunks(IMPORT_CHUNK) {
        for (file, hand) in read_chunk(chunk)? {
            // A hand of another game changes the table's game first, as a
            // mixed-game table rotates: to the house file's rules when they
            // deal that game, else to the game's bundled preset.
            if desk.rules().variant() != hand.variant {
                let next = house
                    .clone()
                    .filter(|h| h.variant() == hand.variant)
                    .unwrap_or_else(|| HouseRules::preset(hand.variant));
                desk.change_game(next)?;
            }
            match desk.import(&hand) {
                Ok(no) => writeln!(out, "{file}: recorded as hand {no}")?,
                Err(e) => {
                    failed += 1;
                    out.flush()?;
                    eprintln!("{file}: not recorded: {e}");
                }
            }
        }
        if let Some(bar) = &bar {
            bar.inc(chunk.len() as u64);
        }
    }
    out.flush()?;
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    // What this import wrote is verified: the next open starts after it.
    desk.mark_verified()?;
    Ok(if failed > 0 { 1 } else { 0 })
}

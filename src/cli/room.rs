//! `dealerdesk room …`: the room's tables, hands, chains and exports, read
//! from its PostgreSQL database; `--room` on the console and `table` is
//! the sync (crates/room).
use std::io::{IsTerminal, Write};
use std::path::Path;

use anyhow::{Context, Result, anyhow};

use super::ExportFormat;
use super::log::{StarsFlags, log_export_cmd, log_hands_cmd};
use dealerdesk::room::verify::{ChainCheck, check_chain};
use dealerdesk::room::{Client, RoomSync, SyncState, clear, config, connect, copy, read, status};

/// The room's address: the argument, or the config file's `room`.
pub(super) fn room_url(given: Option<&str>) -> Result<String> {
    config::room_url(given)?.ok_or_else(|| {
        anyhow!(
            "no room given: pass its connection string, or write room = \"postgresql://…\" \
             into dealerdesk.toml"
        )
    })
}

fn client(url: Option<&str>) -> Result<Client> {
    Ok(connect::connect(&room_url(url)?)?)
}

pub(super) fn room_status_cmd(url: Option<&str>) -> Result<i32> {
    let mut client = client(url)?;
    let tables = read::tables(&mut client)?;
    let mut out = std::io::stdout().lock();
    if tables.is_empty() {
        writeln!(out, "no table has synced to the room yet")?;
    }
    let mut flagged = false;
    for t in &tables {
        let events = read::events(&mut client, &t.name)?;
        let summary = status::summarize(&events)?;
        let hand = summary.hand.map_or_else(
            || "between hands".to_owned(),
            |h| format!("hand {h} in play"),
        );
        let players: Vec<String> = summary
            .players
            .iter()
            .map(|(seat, name, stack)| format!("{seat} {name} {stack}"))
            .collect();
        let behind = t.local_seq.saturating_sub(t.head_seq);
        let last = t.last_sync.map_or_else(
            || "never".to_owned(),
            |at| at.format("%Y-%m-%d %H:%M:%S UTC").to_string(),
        );
        writeln!(
            out,
            "{}\t{} {}\t{}\t{}\tevents {}{}\tlast sync {}",
            t.name,
            summary.game,
            summary.stakes,
            hand,
            if players.is_empty() {
                "no players".to_owned()
            } else {
                players.join(", ")
            },
            t.head_seq,
            if behind > 0 {
                format!(" ({behind} behind)")
            } else {
                String::new()
            },
            last
        )?;
        for flag in &t.flags {
            flagged = true;
            writeln!(out, "\tFLAGGED {flag}")?;
        }
        for c in read::clearances(&mut client, &t.name)? {
            writeln!(out, "\t{}", cleared_line(&c))?;
        }
    }
    Ok(i32::from(flagged))
}

/// A cleared flag in words: the flag, who cleared it, when, why, and where
/// the table's chain went on.
fn cleared_line(c: &read::Clearance) -> String {
    format!(
        "cleared {} by {} at {} (log event {}, epoch {} from there): {}",
        c.flag,
        c.floor,
        c.cleared_at.format("%Y-%m-%d %H:%M:%S UTC"),
        c.log_seq,
        c.epoch,
        c.reason
    )
}

/// Each table's chain (or the one named) copied from the room into a
/// scratch log, verified, and handed to `each`.
fn with_copies(
    url: Option<&str>,
    table: Option<&str>,
    mut each: impl FnMut(&str, &Path) -> Result<()>,
) -> Result<()> {
    let mut client = client(url)?;
    let names: Vec<String> = match table {
        Some(t) => vec![t.to_owned()],
        None => read::tables(&mut client)?
            .into_iter()
            .map(|t| t.name)
            .collect(),
    };
    let scratch = tempfile::tempdir().context("scratch folder")?;
    for (i, name) in names.iter().enumerate() {
        let path = scratch.path().join(format!("{i}.sqlite"));
        copy::copy_table(&mut client, name, &path)
            .with_context(|| format!("table {name} in the room"))?;
        each(name, &path)?;
    }
    Ok(())
}

pub(super) fn room_hands_cmd(
    url: Option<&str>,
    table: Option<&str>,
    since: Option<&str>,
    player: Option<&str>,
) -> Result<i32> {
    with_copies(url, table, |name, path| {
        println!("# table {name}");
        log_hands_cmd(path, None, since, player)?;
        Ok(())
    })?;
    Ok(0)
}

pub(super) fn room_export_cmd(
    url: Option<&str>,
    table: &str,
    hand: Option<i64>,
    format: ExportFormat,
    flags: &StarsFlags,
) -> Result<i32> {
    let mut code = 0;
    with_copies(url, Some(table), |_, path| {
        code = log_export_cmd(path, hand, format, flags)?;
        Ok(())
    })?;
    Ok(code)
}

pub(super) fn room_verify_cmd(url: Option<&str>) -> Result<i32> {
    let mut client = client(url)?;
    let tables = read::tables(&mut client)?;
    let mut bad = 0;
    let bar = std::io::stderr().is_terminal().then(|| {
        let bar = indicatif::ProgressBar::new(0);
        bar.set_style(
            indicatif::ProgressStyle::with_template("{msg} {bar:40} {pos}/{len} events")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar
    });
    for t in &tables {
        if let Some(bar) = &bar {
            bar.set_message(t.name.clone());
            bar.set_length(t.head_seq);
            bar.set_position(0);
        }
        let events = read::events(&mut client, &t.name)?;
        let check = check_chain(&events, |done| {
            if let Some(bar) = &bar {
                bar.set_position(done);
            }
        });
        match check {
            ChainCheck::Intact { events, last_hash } => {
                println!(
                    "{}: chain intact, {events} events, last hash {last_hash}",
                    t.name
                );
            }
            ChainCheck::Broken { seq, fault } => {
                bad += 1;
                println!("{}: chain broken at seq {seq}: {fault}", t.name);
            }
        }
        for flag in &t.flags {
            bad += 1;
            println!("{}: FLAGGED {flag}", t.name);
        }
        // The chains the room held before each clearance, kept as synced.
        for epoch in 1..t.epoch {
            let events = read::events_in(&mut client, &t.name, Some(epoch))?;
            match check_chain(&events, |_| {}) {
                ChainCheck::Intact { events, last_hash } => println!(
                    "{} (epoch {epoch}, before a clearance): chain intact, {events} events, \
                     last hash {last_hash}",
                    t.name
                ),
                ChainCheck::Broken { seq, fault } => {
                    bad += 1;
                    println!(
                        "{} (epoch {epoch}): chain broken at seq {seq}: {fault}",
                        t.name
                    );
                }
            }
        }
        for c in read::clearances(&mut client, &t.name)? {
            println!("{}: {}", t.name, cleared_line(&c));
        }
    }
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    for r in read::refusals(&mut client)? {
        println!(
            "{}: refused event {} ({:?}) sent by {}: {}",
            r.table, r.seq, r.action, r.sent_by, r.reason
        );
    }
    Ok(i32::from(bad > 0))
}

/// `room clear-flag`: the floor person `floor` clears the open flags of
/// the table whose log is `db`, with `reason`; the PIN is read from the
/// first line of standard input, never from the command line.
pub(super) fn room_clear_flag_cmd(
    url: Option<&str>,
    db: &Path,
    floor: &str,
    reason: &str,
    shown: &[i64],
) -> Result<i32> {
    let sessions = dealerdesk::log::EventLog::open_read_only(db)
        .and_then(|log| log.sessions())
        .with_context(|| db.display().to_string())?;
    if sessions.is_empty() {
        anyhow::bail!("{}: no table has been dealt in this log", db.display());
    }
    let mut client = client(url)?;
    let rules = dealerdesk::rules::HouseRules::preset(dealerdesk::rules::Variant::NoLimitHoldem);
    let mut desk = dealerdesk::desk::Desk::open(db, rules, "table")?;
    let table = clear::table_name(&desk)?;
    let open = read::open_flags(&mut client, &table)?;
    if open.is_empty() {
        println!("{table}: the room shows no open flag");
        return Ok(0);
    }
    let shown: Vec<i64> = if shown.is_empty() {
        open.iter().map(|f| f.id).collect()
    } else {
        shown.to_vec()
    };
    let operators = desk.log().operators()?;
    // A floor person by that name; anyone else by it is refused by the desk.
    let who = operators
        .iter()
        .find(|o| o.name == floor && o.role == dealerdesk::log::Role::Floor)
        .or_else(|| operators.iter().find(|o| o.name == floor))
        .ok_or_else(|| anyhow!("no one called {floor} in {}", db.display()))?;
    if std::io::stdin().is_terminal() {
        eprint!("{floor}'s PIN: ");
    }
    let mut pin = String::new();
    std::io::stdin().read_line(&mut pin).context("the PIN")?;
    let pin = pin.trim_end_matches(['\n', '\r']);
    let cleared = clear::clear_flags(&mut client, &mut desk, who.id, pin, reason, &shown)?;
    for flag in &cleared.flags {
        println!("{table}: cleared #{} {flag}", flag.id);
    }
    println!(
        "{table}: the ruling is the log's event {} ({}); the room takes the log from its \
         first event as epoch {}",
        cleared.seq, cleared.hash, cleared.epoch
    );
    Ok(0)
}

/// The sync beside a scripted table: started with the table, and given a
/// few seconds at the end to send what is left.
pub(super) struct TableSync(RoomSync);

impl TableSync {
    pub(super) fn start(url: &str, db: &Path) -> TableSync {
        TableSync(RoomSync::start(url, db, Default::default()))
    }

    /// Wait (10 s at most, 2 s if the room is down) for the room to hold
    /// the log's last event; say on standard error what was not sent.
    pub(super) fn finish(self, db: &Path) -> Result<()> {
        let head = dealerdesk::log::EventLog::open_read_only(db)?.head()?.0.0;
        let start = std::time::Instant::now();
        let state = loop {
            let state = self.0.state();
            let waited = start.elapsed();
            let done = match &state {
                SyncState::InSync { seq } => *seq >= head,
                SyncState::Flagged { .. } | SyncState::Failed { .. } => true,
                // Down for two seconds: do not hold the table's exit longer.
                SyncState::Unreachable { .. } => waited > std::time::Duration::from_secs(2),
                _ => false,
            };
            if done || waited > std::time::Duration::from_secs(10) {
                break state;
            }
            self.0.poke();
            std::thread::sleep(std::time::Duration::from_millis(20));
        };
        match state {
            SyncState::InSync { .. } => {}
            SyncState::Flagged { flags } => {
                let flags: Vec<String> = flags.iter().map(ToString::to_string).collect();
                eprintln!("room: this table is FLAGGED: {}", flags.join("; "));
            }
            other => eprintln!("room: {other}; the rest is sent at the next start with --room"),
        }
        Ok(())
    }
}

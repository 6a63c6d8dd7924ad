//! `dealerdesk room …`: the room's tables, hands, chains and exports, read
//! from its PostgreSQL database; `--room` on the console and `table` is
//! the sync (crates/room).
use std::io::{IsTerminal, Write};
use std::path::Path;

use anyhow::{Context, Result, anyhow};
use dealerdesk::i18n::{Args, Words};

use super::ExportFormat;
use super::log::{StarsFlags, log_export_cmd, log_hands_cmd};
use dealerdesk::desk::Desk;
use dealerdesk::room::speak::{room_flag, room_flags, sync_state};
use dealerdesk::room::staff::{self, Change, EntryFault, StaffCheck};
use dealerdesk::room::verify::{ChainCheck, check_chain};
use dealerdesk::room::{
    Client, RoomError, RoomSync, SyncState, clear, config, connect, copy, read, status,
};
use dealerdesk::speak;

/// The room's address: the argument, or the config file's `room`.
fn room_url(given: Option<&str>, words: Words) -> Result<String> {
    config::room_url(given)?.ok_or_else(|| anyhow!(words.get("cli-room-no-url")))
}

fn client(url: Option<&str>, words: Words) -> Result<Client> {
    connect::connect(&room_url(url, words)?).map_err(said(words))
}

/// A room error as the reader's language says it.
fn said(words: Words) -> impl Fn(RoomError) -> anyhow::Error {
    move |e| anyhow!(dealerdesk::room::speak::room_error(words, &e))
}

/// A table's name as a message's `table`.
fn at_table(name: &str) -> Args {
    Args::new().str("table", name)
}

pub(super) fn room_status_cmd(url: Option<&str>, words: Words) -> Result<i32> {
    let mut client = client(url, words)?;
    let tables = read::tables(&mut client).map_err(said(words))?;
    let mut out = std::io::stdout().lock();
    if tables.is_empty() {
        writeln!(out, "{}", words.get("cli-room-none"))?;
    }
    let mut flagged = false;
    for t in &tables {
        let events = read::events(&mut client, &t.name).map_err(said(words))?;
        let summary = status::summarize(&events)?;
        let hand = summary.hand.map_or_else(
            || words.get("cli-room-between-hands"),
            |h| words.with("cli-room-hand-in-play", &Args::new().num("hand", h)),
        );
        let players: Vec<String> = summary
            .players
            .iter()
            .map(|(seat, name, stack)| format!("{seat} {name} {stack}"))
            .collect();
        let behind = t.local_seq.saturating_sub(t.head_seq);
        let last = t.last_sync.map_or_else(
            || words.get("cli-room-never-synced"),
            |at| {
                let at = Args::new().str("at", words.date_time(at));
                words.with("cli-room-last-sync", &at)
            },
        );
        let players = if players.is_empty() {
            words.get("cli-room-no-players")
        } else {
            players.join(", ")
        };
        let mut events = words.with("cli-room-events", &Args::new().num("events", t.head_seq));
        if behind > 0 {
            events.push(' ');
            events.push_str(&words.with("cli-room-behind", &Args::new().num("behind", behind)));
        }
        writeln!(
            out,
            "{}\t{} {}\t{hand}\t{players}\t{events}\t{last}",
            t.name, summary.game, summary.stakes,
        )?;
        for flag in &t.flags {
            flagged = true;
            let flag = Args::new().str("flag", room_flag(words, flag));
            writeln!(out, "\t{}", words.with("cli-room-flagged", &flag))?;
        }
        for c in read::clearances(&mut client, &t.name).map_err(said(words))? {
            writeln!(out, "\t{}", cleared_line(&c, words))?;
        }
    }
    Ok(i32::from(flagged))
}

/// A cleared flag in words: the flag, who cleared it, when, why, and where
/// the table's chain went on.
fn cleared_line(c: &read::Clearance, words: Words) -> String {
    let args = Args::new()
        .str("flag", room_flag(words, &c.flag))
        .str("floor", c.floor.as_str())
        .str("at", words.date_time(c.cleared_at))
        .str("seq", c.log_seq.to_string())
        .num("epoch", u64::from(c.epoch))
        .str("reason", c.reason.as_str());
    words.with("cli-room-cleared", &args)
}

/// Each table's chain (or the one named) copied from the room into a
/// scratch log, verified, and handed to `each`.
fn with_copies(
    url: Option<&str>,
    table: Option<&str>,
    words: Words,
    mut each: impl FnMut(&str, &Path) -> Result<()>,
) -> Result<()> {
    let mut client = client(url, words)?;
    let names: Vec<String> = match table {
        Some(t) => vec![t.to_owned()],
        None => read::tables(&mut client)
            .map_err(said(words))?
            .into_iter()
            .map(|t| t.name)
            .collect(),
    };
    let scratch = tempfile::tempdir().with_context(|| words.get("cli-room-scratch"))?;
    for (i, name) in names.iter().enumerate() {
        let path = scratch.path().join(format!("{i}.sqlite"));
        copy::copy_table(&mut client, name, &path)
            .map_err(said(words))
            .with_context(|| words.with("cli-room-copy", &at_table(name)))?;
        each(name, &path)?;
    }
    Ok(())
}

pub(super) fn room_hands_cmd(
    url: Option<&str>,
    table: Option<&str>,
    since: Option<&str>,
    player: Option<&str>,
    words: Words,
) -> Result<i32> {
    with_copies(url, table, words, |name, path| {
        say!("{}", words.with("cli-room-table", &at_table(name)));
        log_hands_cmd(path, None, since, player, words)?;
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
    words: Words,
) -> Result<i32> {
    let mut code = 0;
    with_copies(url, Some(table), words, |_, path| {
        code = log_export_cmd(path, hand, format, flags, words)?;
        Ok(())
    })?;
    Ok(code)
}

pub(super) fn room_verify_cmd(url: Option<&str>, words: Words) -> Result<i32> {
    let mut client = client(url, words)?;
    let tables = read::tables(&mut client).map_err(said(words))?;
    let staff_changes = staff::changes(&mut client).map_err(said(words))?;
    let mut bad = 0;
    let bar = std::io::stderr().is_terminal().then(|| {
        let bar = indicatif::ProgressBar::new(0);
        bar.set_style(super::log::progress_style(
            "{msg} {bar:40} {pos}/{len}",
            words.get("cli-progress-events"),
        ));
        bar
    });
    for t in &tables {
        if let Some(bar) = &bar {
            bar.set_message(t.name.clone());
            bar.set_length(t.head_seq);
            bar.set_position(0);
        }
        let events = read::events(&mut client, &t.name).map_err(said(words))?;
        let check = check_chain(&events, |done| {
            if let Some(bar) = &bar {
                bar.set_position(done);
            }
        });
        match check {
            ChainCheck::Intact { events, last_hash } => {
                let args = Args::new()
                    .str("file", t.name.as_str())
                    .num("events", events)
                    .str("hash", last_hash);
                say!("{}", words.with("cli-verify-intact", &args));
            }
            ChainCheck::Broken { seq, fault } => {
                bad += 1;
                let args = at_table(&t.name)
                    .str("seq", seq.to_string())
                    .str("fault", speak::chain_fault(words, &fault));
                say!("{}", words.with("cli-room-broken", &args));
            }
        }
        for flag in &t.flags {
            bad += 1;
            let flag = Args::new().str("flag", room_flag(words, flag));
            say!("{}: {}", t.name, words.with("cli-room-flagged", &flag));
        }
        for (name, seq) in staff::not_on_staff(&staff_changes, &events) {
            bad += 1;
            let args = at_table(&t.name)
                .str("name", name)
                .str("seq", seq.to_string());
            say!("{}", words.with("cli-room-staff-stranger", &args));
        }
        // Each room staff list the table recorded cites a change of the
        // room's chain, with its hash and the staff it left.
        for (seq, entry, fault) in staff::entry_faults(&staff_changes, &events) {
            bad += 1;
            let args = at_table(&t.name)
                .str("event", seq.to_string())
                .str("seq", entry.seq.to_string())
                .str("hash", entry.hash)
                .str("names", entry.names.join(", "));
            let id = match fault {
                EntryFault::NoChange => "cli-room-staff-entry-no-change",
                EntryFault::Hash => "cli-room-staff-entry-hash",
                EntryFault::Names => "cli-room-staff-entry-names",
            };
            say!("{}", words.with(id, &args));
        }
        // The chains the room held before each clearance, kept as synced.
        for epoch in 1..t.epoch {
            let events = read::events_in(&mut client, &t.name, Some(epoch)).map_err(said(words))?;
            let at = || at_table(&t.name).num("epoch", u64::from(epoch));
            match check_chain(&events, |_| {}) {
                ChainCheck::Intact { events, last_hash } => {
                    let args = at().num("events", events).str("hash", last_hash);
                    say!("{}", words.with("cli-room-epoch-intact", &args));
                }
                ChainCheck::Broken { seq, fault } => {
                    bad += 1;
                    let args = at()
                        .str("seq", seq.to_string())
                        .str("fault", speak::chain_fault(words, &fault));
                    say!("{}", words.with("cli-room-epoch-broken", &args));
                }
            }
        }
        for c in read::clearances(&mut client, &t.name).map_err(said(words))? {
            say!("{}: {}", t.name, cleared_line(&c, words));
        }
    }
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    if !staff_chain_holds(&mut client, words)? {
        bad += 1;
    }
    for r in read::refusals(&mut client).map_err(said(words))? {
        let args = at_table(&r.table)
            .str("seq", r.seq.to_string())
            .str("action", format!("{:?}", r.action))
            .str("sender", r.sent_by.as_str())
            .str("reason", r.reason.as_str());
        say!("{}", words.with("cli-room-refused", &args));
    }
    Ok(i32::from(bad > 0))
}

/// The room's floor staff chain checked again and said in a line; whether
/// it holds.
fn staff_chain_holds(client: &mut Client, words: Words) -> Result<bool> {
    let changes = staff::changes(client).map_err(said(words))?;
    let (id, args, holds) = match staff::check(&changes) {
        StaffCheck::Intact { changes, last_hash } => (
            "cli-room-staff-intact",
            Args::new().num("changes", changes).str("hash", last_hash),
            true,
        ),
        StaffCheck::Broken { seq, fault } => (
            "cli-room-staff-broken",
            Args::new()
                .str("seq", seq.to_string())
                .str("fault", speak::chain_fault(words, &fault)),
            false,
        ),
        StaffCheck::Unfounded { seq, name } => (
            "cli-room-staff-unfounded",
            Args::new().str("seq", seq.to_string()).str("name", name),
            false,
        ),
    };
    say!("{}", words.with(id, &args));
    Ok(holds)
}

/// `room staff add|remove NAME`: the change as the room chained it.
pub(super) fn room_staff_change_cmd(
    url: Option<&str>,
    change: Change,
    name: &str,
    words: Words,
) -> Result<i32> {
    let mut client = client(url, words)?;
    let done = staff::change(&mut client, change, name).map_err(said(words))?;
    let id = match change {
        Change::Add => "cli-room-staff-added",
        Change::Remove => "cli-room-staff-removed",
    };
    let args = Args::new()
        .str("name", done.name)
        .str("seq", done.seq.to_string())
        .str("role", done.by_role)
        .str("at", done.at)
        .str("hash", done.hash);
    say!("{}", words.with(id, &args));
    Ok(0)
}

/// `room staff list`: the floor staff now, then the chain's check and last
/// hash (to write down, as `log anchor`); exit 1 if the chain does not hold.
pub(super) fn room_staff_list_cmd(url: Option<&str>, words: Words) -> Result<i32> {
    let mut client = client(url, words)?;
    let members = staff::list(&mut client).map_err(said(words))?;
    if members.is_empty() {
        say!("{}", words.get("cli-room-staff-none"));
    }
    for m in members {
        let args = Args::new()
            .str("name", m.name)
            .str("role", m.by_role)
            .str("at", m.at)
            .str("seq", m.seq.to_string());
        say!("{}", words.with("cli-room-staff-member", &args));
    }
    Ok(i32::from(!staff_chain_holds(&mut client, words)?))
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
    words: Words,
) -> Result<i32> {
    let file = || Args::new().str("file", db.display().to_string());
    let sessions = dealerdesk::log::EventLog::open_read_only(db)
        .and_then(|log| log.sessions())
        .with_context(|| db.display().to_string())?;
    if sessions.is_empty() {
        anyhow::bail!(words.with("cli-clear-no-table", &file()));
    }
    let mut client = client(url, words)?;
    let rules = dealerdesk::rules::HouseRules::preset(dealerdesk::rules::Variant::NoLimitHoldem);
    let mut desk = super::open_desk(db, rules, "table", words)?;
    let name = clear::table_name(&desk)?;
    let open = read::open_flags(&mut client, &name).map_err(said(words))?;
    if open.is_empty() {
        say!("{}", words.with("cli-clear-no-open-flag", &at_table(&name)));
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
        .ok_or_else(|| anyhow!(words.with("cli-clear-no-one", &file().str("name", floor))))?;
    if std::io::stdin().is_terminal() {
        let who = Args::new().str("name", floor);
        eprint!("{} ", words.with("cli-clear-pin", &who));
    }
    let mut pin = String::new();
    std::io::stdin()
        .read_line(&mut pin)
        .with_context(|| words.with("cli-cannot-read", &Args::new().str("file", "stdin")))?;
    let pin = pin.trim_end_matches(['\n', '\r']);
    let cleared = clear::clear_flags(&mut client, &mut desk, who.id, pin, reason, &shown)
        .map_err(said(words))?;
    for flag in &cleared.flags {
        let args = at_table(&name)
            .str("id", flag.id.to_string())
            .str("flag", room_flag(words, flag));
        say!("{}", words.with("cli-clear-cleared", &args));
    }
    let ruling = at_table(&name)
        .str("seq", cleared.seq.to_string())
        .str("hash", cleared.hash.as_str())
        .num("epoch", u64::from(cleared.epoch));
    say!("{}", words.with("cli-clear-ruling", &ruling));
    Ok(0)
}

/// The table takes its floor staff from the room at `url`: read now (the
/// log records it when it changed) and again at each floor entry.
pub(super) fn take_room_staff(desk: &mut Desk, url: &str, words: Words) -> Result<()> {
    let source = Box::new(staff::RoomStaffSource::new(url));
    desk.take_staff_from(source)
        .map_err(|e| anyhow!(speak::desk_error(words, &e, desk.rules())))
}

/// The sync beside a scripted table: started with the table, and given a
/// few seconds at the end to send what is left.
pub(super) struct TableSync(RoomSync);

impl TableSync {
    pub(super) fn start(url: &str, db: &Path) -> TableSync {
        TableSync(RoomSync::start(url, db, Default::default()))
    }

    /// Something was appended: send it now.
    pub(super) fn poke(&self) {
        self.0.poke();
    }

    /// Wait (10 s at most, 2 s if the room is down) for the room to hold
    /// the log's last event; say on standard error what was not sent.
    pub(super) fn finish(self, db: &Path, words: Words) -> Result<()> {
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
                let flags = Args::new().str("flags", room_flags(words, &flags, " "));
                eprintln!("{}", words.with("cli-sync-flagged", &flags));
            }
            other => {
                let state = Args::new().str("state", sync_state(words, &other));
                eprintln!("{}", words.with("cli-sync-unsent", &state));
            }
        }
        Ok(())
    }
}

//! `dealerdesk room tournament …`: one tournament on many tables, held by
//! the room (crates/room/src/event): create it, draw the seats, record each
//! table's hands, balance and break the tables (or one the floor chooses),
//! list the room's events, and read its status,
//! standings and chip check. The table's side is in `event_table.rs`.

use std::hash::BuildHasher;
use std::path::PathBuf;

use anyhow::{Context, Result, anyhow};
use clap::Subcommand;
use dealerdesk::chips::Chips;
use dealerdesk::i18n::{Args, Words};
use dealerdesk::room::event::{self, Event, EventError, NewEvent, speak::event_error};
use dealerdesk::room::{Client, config, connect, migrate};
use dealerdesk::tournament::{EventTable, Period, Step};

/// `room tournament` subcommands; `--url` defaults to `room` in
/// dealerdesk.toml.
#[derive(Subcommand, Debug)]
pub enum TournamentCommand {
    /// Create a tournament: its house file (with a tournament section),
    /// its tables (the final table first, the last breaks first) and its
    /// players.
    Create {
        /// The tournament's name.
        name: String,
        /// The house file.
        #[arg(long)]
        rules: PathBuf,
        /// A table, NAME:SEATS; once per table.
        #[arg(long = "table", required = true)]
        tables: Vec<String>,
        /// A player; once per entry.
        #[arg(long = "player", required = true)]
        players: Vec<String>,
        /// The seed of every draw (default: a random one, printed).
        #[arg(long)]
        seed: Option<u64>,
        /// The most players one table may have over another.
        #[arg(long, default_value_t = 1)]
        spread: usize,
        /// Hand for hand starts this many players over the money.
        #[arg(long, default_value_t = 1)]
        hand_for_hand_over: usize,
        /// The room's PostgreSQL connection string.
        #[arg(long)]
        url: Option<String>,
    },
    /// Draw the seats from the tournament's seed and start its clock.
    Draw {
        /// The tournament.
        name: String,
        /// The room's PostgreSQL connection string.
        #[arg(long)]
        url: Option<String>,
    },
    /// A table's hand: each named player's chips after it, PLAYER=CHIPS; a
    /// player left with 0 is out.
    Result {
        /// The tournament.
        name: String,
        /// The table.
        #[arg(long)]
        table: String,
        /// The table's hand number.
        #[arg(long)]
        hand: u64,
        /// The seat due the big blind at the table's next hand.
        #[arg(long)]
        big_blind_next: Option<u8>,
        /// PLAYER=CHIPS, once per player.
        #[arg(required = true)]
        stacks: Vec<String>,
        /// The room's PostgreSQL connection string.
        #[arg(long)]
        url: Option<String>,
    },
    /// Break and balance the tables as the TDA rules say; each player
    /// moves with their chips.
    Balance {
        /// The tournament.
        name: String,
        /// The room's PostgreSQL connection string.
        #[arg(long)]
        url: Option<String>,
    },
    /// Break a table of the floor's choosing: its players draw seats at the
    /// other open tables (TDA 10-B), each moving with their chips.
    Break {
        /// The tournament.
        name: String,
        /// The table to break.
        table: String,
        /// The room's PostgreSQL connection string.
        #[arg(long)]
        url: Option<String>,
    },
    /// Every tournament in the room: where it stands, players left, tables.
    List {
        /// The room's PostgreSQL connection string.
        #[arg(long)]
        url: Option<String>,
    },
    /// Move the event's one clock on (each table follows at its next hand).
    Tick {
        /// The tournament.
        name: String,
        /// How long: 20m, 90s, 1h.
        duration: String,
        /// The room's PostgreSQL connection string.
        #[arg(long)]
        url: Option<String>,
    },
    /// Tables, seats and chips, players left, hand for hand, the clock.
    Status {
        /// The tournament.
        name: String,
        /// The room's PostgreSQL connection string.
        #[arg(long)]
        url: Option<String>,
    },
    /// Places and prizes.
    Standings {
        /// The tournament.
        name: String,
        /// The room's PostgreSQL connection string.
        #[arg(long)]
        url: Option<String>,
    },
    /// Replay the tournament's moves and hands and check that its chips in
    /// play are conserved; exit 1 if not.
    Verify {
        /// The tournament.
        name: String,
        /// The room's PostgreSQL connection string.
        #[arg(long)]
        url: Option<String>,
    },
}

/// Runs a `room tournament` command; returns the exit code.
pub(super) fn room_tournament_cmd(command: TournamentCommand, words: Words) -> Result<i32> {
    match command {
        TournamentCommand::Create {
            name,
            rules,
            tables,
            players,
            seed,
            spread,
            hand_for_hand_over,
            url,
        } => {
            let house_file =
                std::fs::read_to_string(&rules).with_context(|| rules.display().to_string())?;
            let tables = tables
                .iter()
                .map(|t| table_spec(t, words))
                .collect::<Result<Vec<_>>>()?;
            let seed = seed.unwrap_or_else(|| {
                std::collections::hash_map::RandomState::new()
                    .hash_one(std::time::SystemTime::now())
            });
            let new = NewEvent {
                name,
                house_file,
                tables,
                players,
                seed,
                spread,
                h4h_over: hand_for_hand_over,
            };
            let mut c = client(url.as_deref(), words)?;
            event::create(&mut c, &new).map_err(said(words))?;
            let args = Args::new()
                .str("event", new.name.as_str())
                .num("players", new.players.len() as u64)
                .num("tables", new.tables.len() as u64)
                .str("seed", seed.to_string());
            say!("{}", words.with("event-created", &args));
            Ok(0)
        }
        TournamentCommand::Draw { name, url } => {
            let mut c = client(url.as_deref(), words)?;
            let mut moves = event::draw(&mut c, &name).map_err(said(words))?;
            let e = event::load(&mut c, &name, false).map_err(said(words))?;
            moves.sort_by_key(|m| m.to);
            for m in &moves {
                let args = Args::new()
                    .str("player", m.player.as_str())
                    .str("table", table_name(&e, m.to.0))
                    .num("seat", u64::from(m.to.1));
                say!("{}", words.with("event-seat-drawn", &args));
            }
            Ok(0)
        }
        TournamentCommand::Result {
            name,
            table,
            hand,
            big_blind_next,
            stacks,
            url,
        } => {
            let stacks = stacks
                .iter()
                .map(|s| stack_spec(s, words))
                .collect::<Result<Vec<_>>>()?;
            let mut c = client(url.as_deref(), words)?;
            let outcome = event::result(&mut c, &name, &table, hand, big_blind_next, &stacks)
                .map_err(said(words))?;
            for p in &outcome.out {
                say!(
                    "{}",
                    words.with("event-out", &Args::new().str("player", p.as_str()))
                );
            }
            if let Some(round) = outcome.round {
                let e = event::load(&mut c, &name, false).map_err(said(words))?;
                h4h_line(&e, round, words)?;
            }
            if outcome.hand_for_hand_starts {
                say!("{}", words.get("event-h4h-starts"));
            }
            if outcome.hand_for_hand_ends {
                say!("{}", words.get("event-h4h-ends"));
            }
            if outcome.balance_due {
                say!(
                    "{}",
                    words.with(
                        "event-balance-due",
                        &Args::new().str("event", name.as_str())
                    )
                );
            }
            Ok(0)
        }
        TournamentCommand::Balance { name, url } => {
            let mut c = client(url.as_deref(), words)?;
            read_logs(&mut c, &name, words)?;
            let before = event::load(&mut c, &name, false).map_err(said(words))?;
            let steps = event::balance(&mut c, &name).map_err(said(words))?;
            if steps.is_empty() {
                say!("{}", words.get("event-balanced"));
            }
            for step in &steps {
                let (id, table) = match step {
                    Step::FinalTable { .. } => ("event-final-table", 0),
                    Step::Break { table, .. } => ("event-break", *table),
                    Step::Balance(_) => ("event-balance", 0),
                };
                let args = Args::new().str("table", table_name(&before, table));
                say!("{}", words.with(id, &args));
                for m in step.moves() {
                    say!("  {}", event::speak::event_move(words, &before, m));
                }
            }
            Ok(0)
        }
        TournamentCommand::Break { name, table, url } => {
            let mut c = client(url.as_deref(), words)?;
            read_logs(&mut c, &name, words)?;
            let before = event::load(&mut c, &name, false).map_err(said(words))?;
            let step = event::break_table(&mut c, &name, &table).map_err(said(words))?;
            let args = Args::new().str("table", table.as_str());
            say!("{}", words.with("event-break", &args));
            for m in step.moves() {
                say!("  {}", event::speak::event_move(words, &before, m));
            }
            Ok(0)
        }
        TournamentCommand::List { url } => {
            let mut c = client(url.as_deref(), words)?;
            let events = event::list(&mut c).map_err(said(words))?;
            if events.is_empty() {
                say!("{}", words.get("event-list-none"));
            }
            for e in &events {
                say!("{}", event::speak::event_listed(words, e));
            }
            Ok(0)
        }
        TournamentCommand::Tick {
            name,
            duration,
            url,
        } => {
            let ms = dealerdesk::command::parse_duration(&duration).map_err(|_| {
                anyhow!(words.with(
                    "event-duration-form",
                    &Args::new().str("given", duration.as_str())
                ))
            })?;
            let mut c = client(url.as_deref(), words)?;
            let e = event::tick(&mut c, &name, ms).map_err(said(words))?;
            status(&e, words)?;
            Ok(0)
        }
        TournamentCommand::Status { name, url } => {
            let mut c = client(url.as_deref(), words)?;
            read_logs(&mut c, &name, words)?;
            let e = event::load(&mut c, &name, false).map_err(said(words))?;
            status(&e, words)?;
            Ok(0)
        }
        TournamentCommand::Standings { name, url } => {
            let mut c = client(url.as_deref(), words)?;
            read_logs(&mut c, &name, words)?;
            let e = event::load(&mut c, &name, false).map_err(said(words))?;
            let currency = e.structure.currency.clone();
            for line in event::standings(&e) {
                let players: Vec<String> = line
                    .players
                    .iter()
                    .map(|(p, prize)| format!("{p} {} {currency}", words.number(*prize)))
                    .collect();
                let args = Args::new()
                    .num("place", line.place as u64)
                    .str("players", players.join(", "));
                say!("{}", words.with("event-place", &args));
            }
            if e.players_left() > 1 {
                say!(
                    "{}",
                    words.with(
                        "event-still-in",
                        &Args::new().str("players", by_chips(&e, words))
                    )
                );
            }
            Ok(0)
        }
        TournamentCommand::Verify { name, url } => {
            let mut c = client(url.as_deref(), words)?;
            let e = event::load(&mut c, &name, false).map_err(said(words))?;
            let check = event::verify(&mut c, &e).map_err(said(words))?;
            let logs = event::check_logs(&mut c, &e).map_err(said(words))?;
            for f in check.faults.iter().chain(&logs.faults) {
                say!("{}", event::speak::chip_fault(words, f));
            }
            if check.faults.is_empty() {
                let args = Args::new()
                    .num("chips", check.in_play)
                    .num("moves", check.moves)
                    .num("results", check.results);
                say!("{}", words.with("event-chips-kept", &args));
            }
            if logs.faults.is_empty() && logs.logs > 0 {
                let args = Args::new()
                    .num("logs", logs.logs)
                    .num("pending", logs.pending)
                    .num("chips", logs.in_transit);
                say!("{}", words.with("event-logs-kept", &args));
            }
            Ok(i32::from(
                !check.faults.is_empty() || !logs.faults.is_empty(),
            ))
        }
    }
}

/// The hands the tables' logs hold that the room has not read yet, read
/// now: each player out said, and hand for hand as it goes. A reader's
/// role may not record them: each table's last hand not read is said, and
/// the tournament shown as the room last recorded it.
fn read_logs(c: &mut Client, name: &str, words: Words) -> Result<()> {
    if !event::may_record(c).map_err(said(words))? {
        for (table, hand) in event::unread_hands(c, name).map_err(said(words))? {
            let args = Args::new().str("table", table).num("hand", hand);
            say!("{}", words.with("event-unread", &args));
        }
        return Ok(());
    }
    for read in event::read_results(c, name).map_err(said(words))? {
        for p in &read.outcome.out {
            say!(
                "{}",
                words.with("event-out", &Args::new().str("player", p.as_str()))
            );
        }
        if read.outcome.hand_for_hand_starts {
            say!("{}", words.get("event-h4h-starts"));
        }
        if read.outcome.hand_for_hand_ends {
            say!("{}", words.get("event-h4h-ends"));
        }
    }
    Ok(())
}

fn client(url: Option<&str>, words: Words) -> Result<Client> {
    let url = config::room_url(url)?.ok_or_else(|| anyhow!(words.get("cli-room-no-url")))?;
    let mut c = connect::connect(&url).map_err(|e| said(words)(EventError::Room(e)))?;
    migrate::migrate(&mut c).map_err(|e| said(words)(EventError::Room(e)))?;
    Ok(c)
}

/// A tournament error as the reader's language says it.
fn said(words: Words) -> impl Fn(EventError) -> anyhow::Error {
    move |e| anyhow!(event_error(words, &e))
}

/// `NAME:SEATS`.
fn table_spec(spec: &str, words: Words) -> Result<EventTable> {
    spec.rsplit_once(':')
        .and_then(|(name, seats)| {
            Some(EventTable {
                name: name.trim().to_owned(),
                seats: seats.trim().parse().ok().filter(|s| *s > 0)?,
            })
        })
        .filter(|t| !t.name.is_empty())
        .ok_or_else(|| anyhow!(words.with("event-table-form", &Args::new().str("given", spec))))
}

/// `PLAYER=CHIPS`.
fn stack_spec(spec: &str, words: Words) -> Result<(String, Chips)> {
    spec.rsplit_once('=')
        .and_then(|(name, chips)| {
            let chips = Chips::bounded(chips.trim().parse().ok()?)?;
            let name = name.trim();
            (!name.is_empty()).then(|| (name.to_owned(), chips))
        })
        .ok_or_else(|| anyhow!(words.with("event-stack-form", &Args::new().str("given", spec))))
}

fn table_name(e: &Event, t: usize) -> String {
    e.tables.get(t).map(|t| t.name.clone()).unwrap_or_default()
}

fn h4h_line(e: &Event, round: u64, words: Words) -> Result<()> {
    let waiting = e.waiting();
    let args = Args::new()
        .num("round", round)
        .str("tables", waiting.join(", "));
    if e.is_hand_for_hand() && !waiting.is_empty() {
        say!("{}", words.with("event-h4h-waiting", &args));
    }
    Ok(())
}

/// The players still in, most chips first.
fn by_chips(e: &Event, words: Words) -> String {
    let mut left: Vec<(&String, &u64)> = e.stacks.iter().collect();
    left.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    left.iter()
        .map(|(p, s)| format!("{p} {}", words.number(**s)))
        .collect::<Vec<_>>()
        .join(", ")
}

fn status(e: &Event, words: Words) -> Result<()> {
    say!("{}", event::speak::event_status(words, e));
    let Some(start) = e.drawn_at else {
        say!("{}", words.get("event-status-not-drawn"));
        return Ok(());
    };
    say!(
        "{}",
        words.with(
            "event-status-clock",
            &Args::new().str("at", words.date_time(start))
        )
    );
    let now = chrono::Utc::now();
    if let Some((i, level, next)) = e.clock_at(now) {
        // The time left in the period, as a clock on the wall shows it.
        let left = next.map_or_else(
            || "-".to_owned(),
            |at| {
                let s = (at - now).num_seconds().max(0);
                format!("{}:{:02}", s / 60, s % 60)
            },
        );
        let next = next.map_or_else(|| "-".to_owned(), |at| words.date_time(at));
        let line = match &e.structure.levels[i] {
            Period::Level(l) => words.with(
                "event-status-level",
                &Args::new()
                    .num("level", u64::from(level))
                    .num("small", l.small_blind.0)
                    .num("big", l.big_blind.0)
                    .num("ante", l.ante.0)
                    .str("left", left)
                    .str("next", next),
            ),
            Period::Break(_) => words.with(
                "event-status-on-break",
                &Args::new().str("left", left).str("next", next),
            ),
        };
        say!("{line}");
    }
    for t in &e.seating.tables {
        if !t.open {
            let args = Args::new().str("table", t.name.as_str());
            say!("{}", words.with("event-status-broken", &args));
            continue;
        }
        let players: Vec<String> = t
            .seats
            .iter()
            .enumerate()
            .filter_map(|(s, p)| {
                let p = p.as_ref()?;
                let chips = e.stacks.get(p).copied().unwrap_or(0);
                Some(format!("{} {p} {}", s + 1, words.number(chips)))
            })
            .collect();
        let args = Args::new()
            .str("table", t.name.as_str())
            .num("count", t.players() as u64)
            .str("players", players.join(", "));
        say!("{}", words.with("event-status-table", &args));
    }
    if e.is_hand_for_hand() {
        h4h_line(e, e.h4h_round, words)?;
    }
    if !e.plan().0.is_empty() {
        say!(
            "{}",
            words.with(
                "event-balance-due",
                &Args::new().str("event", e.name.as_str())
            )
        );
    }
    Ok(())
}

//! The command-line faces: `replay` checks recorded hands against the engine,
//! `state` tells what is legal in a hand in progress, `rules` explains and
//! checks house rules, `table` drives a table from a script and `log` reads
//! and writes the audit log. Each prints JSON or text built from the engine's
//! and the desk's answers; this file holds the command line's shape.

/// Writes a line to standard output and hands a closed pipe (`| head`) back
/// as an error for `main` to end quietly on; `println!` would panic on it.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        writeln!(std::io::stdout(), $($arg)*)?
    }};
}

mod event_table;
mod import;
mod log;
mod log_rulings;
mod log_whatif;
mod log_why;
mod replay;
mod room;
mod room_tournament;
mod rules;
mod standings;
mod state;
mod table;

use import::log_import_cmd;
use log::{
    StarsFlags, log_anchor_cmd, log_export_cmd, log_hands_cmd, log_show_cmd, log_verify_cmd,
};
use log_rulings::{LogRulingsArgs, log_rulings_cmd};
use log_whatif::{LogWhatIfArgs, log_whatif_cmd};
use log_why::{LogWhyArgs, log_why_cmd};
use replay::replay_cmd;
use room::{
    room_clear_flag_cmd, room_export_cmd, room_hands_cmd, room_staff_change_cmd,
    room_staff_list_cmd, room_status_cmd, room_verify_cmd,
};
use room_tournament::{TournamentCommand, room_tournament_cmd};
use rules::rules_cmd;
use standings::log_standings_cmd;
use state::state_cmd;
use table::table_cmd;

use std::path::{Path, PathBuf};

use anyhow::{Result, anyhow};
use clap::{Parser, Subcommand};

use dealerdesk::desk::{Desk, DeskError};
use dealerdesk::i18n::{Args, Lang, Words};
use dealerdesk::notation::PhhError;
use dealerdesk::room::staff::Change;
use dealerdesk::rules::HouseRules;
use dealerdesk::speak;

/// Dealer Desk: dealer assist and rules arbitration for live poker tables.
#[derive(Parser, Debug)]
#[command(name = "dealerdesk", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The console's log file: created if missing; a session in it is resumed.
    #[arg(long, default_value = "dealerdesk.sqlite")]
    pub db: PathBuf,
    /// A house rules file for a new session (default: the bundled no-limit hold'em rules).
    #[arg(long)]
    pub rules: Option<PathBuf>,
    /// A tournament's clock at the console: the wall clock, or `manual`,
    /// moved only by the dealer (`clock start` or F7, `tick DURATION`, F8
    /// for the next level).
    #[arg(long, value_enum)]
    pub clock: Option<ClockFlag>,
    /// The language people read: en, cs, pl, da, hu (default: the house
    /// file's `language:`, else the system locale, else English); for the
    /// console and every command.
    #[arg(long, global = true)]
    pub lang: Option<String>,
    /// Render a sample scene (setup, live, floor, review) to this PNG and exit.
    #[arg(long, hide = true, requires = "scene")]
    pub screenshot: Option<PathBuf>,
    /// The scene for --screenshot.
    #[arg(long, hide = true)]
    pub scene: Option<String>,
    /// Close the console after this many frames (to time a cold start).
    #[arg(long, hide = true)]
    pub exit_after_frames: Option<u32>,
    /// The room's PostgreSQL connection string: every event is sent there
    /// too, in the background (default: `room` in dealerdesk.toml).
    #[arg(long)]
    pub room: Option<String>,
}

/// A command-line task.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Replay hand histories (files or folders of *.phh) and check their finishing stacks.
    Replay {
        /// House rules to use instead of the preset matching each hand's variant.
        #[arg(long)]
        rules: Option<PathBuf>,
        /// Files or folders.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
    },
    /// Show who acts next and what is legal in a hand in progress.
    State {
        /// House rules to use instead of the preset matching the hand's variant.
        #[arg(long)]
        rules: Option<PathBuf>,
        /// The hand so far, in PHH.
        file: PathBuf,
    },
    /// Drive a table from a script: one entry per line on standard input,
    /// one JSON line after each; exit 1 if any line was refused.
    Table {
        /// The table's log file: created if missing; a session in it goes on.
        #[arg(long, default_value = "dealerdesk.sqlite")]
        db: PathBuf,
        /// House rules for a new log (default: the bundled no-limit hold'em rules).
        #[arg(long)]
        rules: Option<PathBuf>,
        /// A tournament's clock: the wall clock, or `manual`, moved only by
        /// `tick DURATION` (exact for scripts and tests).
        #[arg(long, value_enum)]
        clock: Option<ClockFlag>,
        /// The room's PostgreSQL connection string: every event is sent
        /// there too (default: `room` in dealerdesk.toml).
        #[arg(long)]
        room: Option<String>,
    },
    /// Explain or check house rules.
    Rules {
        #[command(subcommand)]
        command: RulesCommand,
    },
    /// Work with an audit log.
    Log {
        #[command(subcommand)]
        command: LogCommand,
    },
    /// Read the room: every table's log as synced into PostgreSQL.
    Room {
        #[command(subcommand)]
        command: RoomCommand,
    },
}

/// `room` subcommands; URL defaults to `room` in dealerdesk.toml.
#[derive(Subcommand, Debug)]
pub enum RoomCommand {
    /// Every table: game, stakes, hand in play, players, events, last sync,
    /// flags; exit 1 if a table is flagged.
    Status {
        /// The room's PostgreSQL connection string.
        url: Option<String>,
    },
    /// One line per hand, table by table.
    Hands {
        /// The room's PostgreSQL connection string.
        url: Option<String>,
        /// Only this table.
        #[arg(long)]
        table: Option<String>,
        /// Only hands this player was dealt into.
        #[arg(long)]
        player: Option<String>,
        /// Only hands started on or after this date (YYYY-MM-DD, UTC).
        #[arg(long)]
        since: Option<String>,
    },
    /// Check every table's chain in the room, list flags and refused
    /// events; exit 1 if any.
    Verify {
        /// The room's PostgreSQL connection string.
        url: Option<String>,
    },
    /// The floor clears the room's open flags on a table: a floor ruling
    /// recorded in the table's log and in the room, which then takes the
    /// log as the table's chain from its first event (a new epoch). The
    /// floor person's PIN is read from standard input.
    ClearFlag {
        /// The room's PostgreSQL connection string.
        url: Option<String>,
        /// The table's log file.
        #[arg(long)]
        db: PathBuf,
        /// The floor person, by name as registered in the log.
        #[arg(long)]
        floor: String,
        /// Why the flags are cleared (kept in the log and the room).
        #[arg(long)]
        reason: String,
        /// Only if the open flags are exactly these ids (as `room status`
        /// shows them); default: every open flag.
        #[arg(long = "flag")]
        flags: Vec<i64>,
    },
    /// The house's floor staff, kept by the room: add, remove (only under
    /// the room owner's role) or list them.
    Staff {
        #[command(subcommand)]
        command: StaffCommand,
    },
    /// Write a table's hands from the room as hand histories (as `log export`).
    Export {
        /// The room's PostgreSQL connection string.
        url: Option<String>,
        /// The table.
        #[arg(long)]
        table: String,
        /// Only this hand id (first column of `room hands`).
        #[arg(long)]
        hand: Option<i64>,
        /// Output format.
        #[arg(long, value_enum, default_value = "phh")]
        format: ExportFormat,
        #[command(flatten)]
        stars: StarsFlags,
    },
    /// One tournament on many tables: create, draw, result, balance,
    /// status, standings, verify.
    Tournament {
        #[command(subcommand)]
        command: TournamentCommand,
    },
}

/// `room staff` subcommands.
#[derive(Subcommand, Debug)]
pub enum StaffCommand {
    /// Add a floor person to the room's staff (the room owner's role only).
    Add {
        /// The floor person's name.
        name: String,
        /// The room's PostgreSQL connection string.
        url: Option<String>,
    },
    /// Remove a floor person from the room's staff (the room owner's role only).
    Remove {
        /// The floor person's name.
        name: String,
        /// The room's PostgreSQL connection string.
        url: Option<String>,
    },
    /// The floor staff now, and the staff chain's last hash.
    List {
        /// The room's PostgreSQL connection string.
        url: Option<String>,
    },
}

/// `log` subcommands.
#[derive(Subcommand, Debug)]
pub enum LogCommand {
    /// Check the hash chain; names the first bad sequence number and why.
    Verify {
        /// The SQLite log file.
        db: PathBuf,
        /// An anchor written down earlier, `HASH` (the last event then) or
        /// `HASH@SEQ`: the log must still hold that hash at that event.
        #[arg(long)]
        expect: Option<String>,
    },
    /// Print the hash at an event (the last by default), after verifying the
    /// chain: an anchor to write on the table's sheet.
    Anchor {
        /// The SQLite log file.
        db: PathBuf,
        /// The event's sequence number.
        #[arg(long)]
        at: Option<u64>,
    },
    /// One line per logged hand.
    Hands {
        /// The SQLite log file.
        db: PathBuf,
        /// Only hands at this table.
        #[arg(long)]
        table: Option<String>,
        /// Only hands started on or after this date (YYYY-MM-DD, UTC).
        #[arg(long)]
        since: Option<String>,
        /// Only hands this player was dealt into.
        #[arg(long)]
        player: Option<String>,
    },
    /// Every event of a hand with who and when, and the pots and stacks after it.
    Show {
        /// The SQLite log file.
        db: PathBuf,
        /// The hand's id (first column of `log hands`).
        hand: i64,
    },
    /// Write logged hands as hand histories; unshown hole cards are not written.
    Export {
        /// The SQLite log file.
        db: PathBuf,
        /// Only this hand id.
        #[arg(long)]
        hand: Option<i64>,
        /// Output format.
        #[arg(long, value_enum, default_value = "phh")]
        format: ExportFormat,
        #[command(flatten)]
        stars: StarsFlags,
    },
    /// A tournament's places, names, entries, rebuys and add-ons and prizes,
    /// and the prize pool reconciled.
    Standings {
        /// The SQLite log file.
        db: PathBuf,
        #[arg(long, value_enum, default_value = "text")]
        format: StandingsFormat,
        /// CSV headers in the language (`--lang`) instead of the format's
        /// own `place,name,…`.
        #[arg(long)]
        localized_headers: bool,
    },
    /// What was legal at one step of a logged hand, and how the engine took
    /// its entry, with the rules cited.
    Why(LogWhyArgs),
    /// From a step of a logged hand, other actions in place of its entry,
    /// played on in a sandbox that writes nothing: both outcomes, chip by chip.
    Whatif(LogWhatIfArgs),
    /// Every floor ruling of the log: time, table, hand, floor person, rule,
    /// reason, and the players' chips before and after.
    Rulings(LogRulingsArgs),
    /// Record finished hand histories through the desk, as a dealer would
    /// enter them; a hand the engine refuses is reported and not written.
    Import {
        /// The SQLite log file (created if missing).
        db: PathBuf,
        /// House rules for a new log (default: the preset of the first hand's variant).
        #[arg(long)]
        rules: Option<PathBuf>,
        /// The table's name, for a new log.
        #[arg(long, default_value = "import")]
        table: String,
        /// Hand-history files (`.phh`, `.phhs`) or folders of them.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
}

/// A tournament clock.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum ClockFlag {
    /// The wall clock.
    Wall,
    /// Moved only by `tick DURATION`.
    Manual,
}

/// Standings formats.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum StandingsFormat {
    /// A table for people.
    Text,
    Json,
    Csv,
    /// A payout sheet to print: one HTML page in the language read.
    Html,
}

/// Export formats.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum ExportFormat {
    /// Poker Hand History (PHH).
    Phh,
    /// PokerStars-style text, as hand trackers import.
    Pokerstars,
}

/// `rules` subcommands.
#[derive(Subcommand, Debug)]
pub enum RulesCommand {
    /// Print a ruleset's rules, or one rule, with citations.
    Explain {
        /// A ruleset file.
        file: PathBuf,
        /// One rule id, e.g. min_raise.
        rule: Option<String>,
    },
    /// Check a house rules file; errors name the line and column.
    Check {
        /// A ruleset file.
        file: PathBuf,
    },
}

/// Runs a command; returns the process exit code.
pub fn run(command: Command, lang: Option<&str>) -> Result<i32> {
    // These commands have no house file: the flag, else the locale.
    let words = || Lang::choose(lang, None).map(Words::new);
    match command {
        Command::Replay { rules, paths } => replay_cmd(rules.as_deref(), &paths, words()?),
        Command::State { rules, file } => state_cmd(rules.as_deref(), &file, words()?),
        Command::Rules { command } => rules_cmd(command, lang),
        Command::Table {
            db,
            rules,
            clock,
            room,
        } => table_cmd(&db, rules.as_deref(), clock, room.as_deref(), lang),
        Command::Room { command } => match command {
            RoomCommand::Status { url } => room_status_cmd(url.as_deref(), words()?),
            RoomCommand::Hands {
                url,
                table,
                player,
                since,
            } => room_hands_cmd(
                url.as_deref(),
                table.as_deref(),
                since.as_deref(),
                player.as_deref(),
                words()?,
            ),
            RoomCommand::Verify { url } => room_verify_cmd(url.as_deref(), words()?),
            RoomCommand::ClearFlag {
                url,
                db,
                floor,
                reason,
                flags,
            } => room_clear_flag_cmd(url.as_deref(), &db, &floor, &reason, &flags, words()?),
            RoomCommand::Staff { command } => match command {
                StaffCommand::Add { name, url } => {
                    room_staff_change_cmd(url.as_deref(), Change::Add, &name, words()?)
                }
                StaffCommand::Remove { name, url } => {
                    room_staff_change_cmd(url.as_deref(), Change::Remove, &name, words()?)
                }
                StaffCommand::List { url } => room_staff_list_cmd(url.as_deref(), words()?),
            },
            RoomCommand::Export {
                url,
                table,
                hand,
                format,
                stars,
            } => room_export_cmd(url.as_deref(), &table, hand, format, &stars, words()?),
            RoomCommand::Tournament { command } => room_tournament_cmd(command, words()?),
        },
        Command::Log { command } => match command {
            LogCommand::Verify { db, expect } => log_verify_cmd(&db, expect.as_deref(), words()?),
            LogCommand::Anchor { db, at } => log_anchor_cmd(&db, at, words()?),
            LogCommand::Hands {
                db,
                table,
                since,
                player,
            } => log_hands_cmd(
                &db,
                table.as_deref(),
                since.as_deref(),
                player.as_deref(),
                words()?,
            ),
            LogCommand::Show { db, hand } => log_show_cmd(&db, hand, words()?),
            LogCommand::Export {
                db,
                hand,
                format,
                stars,
            } => log_export_cmd(&db, hand, format, &stars, words()?),
            LogCommand::Standings {
                db,
                format,
                localized_headers,
            } => log_standings_cmd(&db, format, localized_headers, words()?),
            LogCommand::Why(args) => log_why_cmd(&args, words()?),
            LogCommand::Whatif(args) => log_whatif_cmd(&args, words()?),
            LogCommand::Rulings(args) => log_rulings_cmd(args, words()?),
            LogCommand::Import {
                db,
                rules,
                table,
                files,
            } => log_import_cmd(&db, rules.as_deref(), &table, &files, words()?),
        },
    }
}

/// Why the hand history `name` does not read, in words.
fn phh_fault(words: Words, name: &str, e: &PhhError) -> anyhow::Error {
    let args = Args::new()
        .str("file", name)
        .str("detail", speak::phh_error(words, e));
    anyhow!(words.with("cli-phh-fault", &args))
}

/// Action `index` (from 0) of a hand history, written `text`, refused for
/// `why`; people count actions from 1.
fn action_refused(words: Words, index: usize, text: &str, why: String) -> String {
    let args = Args::new()
        .num("index", index as u64 + 1)
        .str("text", text)
        .str("why", why);
    words.with("cli-import-action-refused", &args)
}

/// The house file at `path`, if one is given; why it does not load, in words.
fn load_rules(path: Option<&Path>, words: Words) -> Result<Option<HouseRules>> {
    path.map(|p| HouseRules::from_file(p).map_err(|e| anyhow!(speak::rules_error(words, &e))))
        .transpose()
}

/// The desk on the log at `db`; why it does not open, in words.
fn open_desk(db: &Path, rules: HouseRules, table: &str, words: Words) -> Result<Desk> {
    let house = rules.clone();
    Desk::open(db, rules, table).map_err(|e| match &e {
        // The log did not open (in use, broken, unreadable): said as it is.
        DeskError::Log(log) => anyhow!(speak::log_error(words, log)),
        _ => anyhow!(speak::desk_error(words, &e, &house)),
    })
}

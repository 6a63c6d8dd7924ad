//! A tournament's errors and chip faults in the reader's language: each
//! variant's fields become a catalogue message's arguments; the room's own
//! errors are said by the room's `speak`.

use dealerdesk_core::tournament::{Move, SeatingError};
use dealerdesk_i18n::{Args, Words};

use super::{ChipFault, Event, EventError};

/// The event in one line: players left of the entries, chips in play,
/// tables open.
pub fn event_status(words: Words, e: &Event) -> String {
    // Before the draw every entry is still in.
    let left = match e.state() {
        super::EventState::NotDrawn => e.entries.len(),
        super::EventState::Playing | super::EventState::Finished => e.players_left(),
    };
    let args = Args::new()
        .str("event", e.name.as_str())
        .num("left", left as u64)
        .num("entries", e.entries.len() as u64)
        .num(
            "chips",
            u64::try_from(e.chips_at_tables()).unwrap_or(u64::MAX),
        )
        .num("open", e.tables_open() as u64)
        .num("tables", e.tables.len() as u64);
    words.with("event-status", &args)
}

/// A tournament in the room's list: its name, where it stands, players
/// left and tables open.
pub fn event_listed(words: Words, e: &Event) -> String {
    let (state, left) = match e.state() {
        // Before the draw every entry is still in.
        super::EventState::NotDrawn => ("not-drawn", e.entries.len()),
        super::EventState::Playing => ("playing", e.players_left()),
        super::EventState::Finished => ("finished", e.players_left()),
    };
    let args = Args::new()
        .str("event", e.name.as_str())
        .str("state", state)
        .num("left", left as u64)
        .num("entries", e.entries.len() as u64)
        .num("open", e.tables_open() as u64)
        .num("tables", e.tables.len() as u64);
    words.with("event-list-line", &args)
}

/// A move in words: who, from which table and seat, to which, with how
/// many chips (as the event stood before it).
pub fn event_move(words: Words, e: &Event, m: &Move<String>) -> String {
    let table = |t: usize| e.tables.get(t).map(|t| t.name.clone()).unwrap_or_default();
    let chips = e.stacks.get(&m.player).copied().unwrap_or(0);
    let (from, from_seat) = m.from.unwrap_or((0, 0));
    let args = Args::new()
        .str("player", m.player.as_str())
        .str("from", table(from))
        .num("from_seat", u64::from(from_seat))
        .str("to", table(m.to.0))
        .num("seat", u64::from(m.to.1))
        .num("chips", chips);
    words.with("event-move", &args)
}

/// A tournament error in words.
pub fn event_error(words: Words, e: &EventError) -> String {
    let event = |id: &str, name: &str| words.with(id, &Args::new().str("event", name));
    match e {
        EventError::Room(e) => crate::speak::room_error(words, e),
        EventError::Seating(e) => seating_error(words, e),
        EventError::NotATournament => words.get("event-not-a-tournament"),
        EventError::Structure(d) => {
            words.with("event-structure", &Args::new().str("detail", d.as_str()))
        }
        EventError::NoEvent(name) => event("event-no-event", name),
        EventError::EventExists(name) => event("event-exists", name),
        EventError::AlreadyDrawn(name) => event("event-drawn", name),
        EventError::NotDrawn(name) => event("event-not-drawn", name),
        EventError::NoTable { event, table } => words.with(
            "event-no-table",
            &Args::new()
                .str("event", event.as_str())
                .str("table", table.as_str()),
        ),
        EventError::TableBroken(table) => words.with(
            "event-table-broken",
            &Args::new().str("table", table.as_str()),
        ),
        EventError::NoRoomToBreak {
            table,
            players,
            free,
        } => words.with(
            "event-no-room-to-break",
            &Args::new()
                .str("table", table.as_str())
                .num("players", *players as u64)
                .num("free", *free as u64),
        ),
        EventError::NotAtTable { player, table } => words.with(
            "event-not-at-table",
            &Args::new()
                .str("player", player.as_str())
                .str("table", table.as_str()),
        ),
        EventError::NoSeat { table, seat } => words.with(
            "event-no-seat",
            &Args::new()
                .str("table", table.as_str())
                .num("seat", u64::from(*seat)),
        ),
        EventError::HandAgain { table, hand, last } => words.with(
            "event-hand-again",
            &Args::new()
                .str("table", table.as_str())
                .num("hand", *hand)
                .num("last", *last),
        ),
        EventError::PlayerTwice(player) => words.with(
            "event-player-twice",
            &Args::new().str("player", player.as_str()),
        ),
        EventError::ChipsChanged {
            table,
            before,
            after,
        } => words.with(
            "event-chips-changed",
            &Args::new()
                .str("table", table.as_str())
                .num("before", *before)
                .num("after", *after),
        ),
        EventError::WaitForOthers {
            table,
            round,
            waiting,
        } => words.with(
            "event-wait",
            &Args::new()
                .str("table", table.as_str())
                .num("round", *round)
                .str("tables", waiting.join(", ")),
        ),
    }
}

/// A draw refused, in words.
pub fn seating_error(words: Words, e: &SeatingError) -> String {
    match e {
        SeatingError::TooMany { players, seats } => words.with(
            "event-too-many",
            &Args::new()
                .num("players", *players as u64)
                .num("seats", *seats as u64),
        ),
        SeatingError::SameTable(table) => words.with(
            "event-same-table",
            &Args::new().str("table", table.as_str()),
        ),
        SeatingError::SameEntrant(player) => words.with(
            "event-same-entrant",
            &Args::new().str("player", player.as_str()),
        ),
        SeatingError::TooFew => words.get("event-too-few"),
        // NoTables, and any case added later.
        _ => words.get("event-no-tables"),
    }
}

/// A chip fault the check found, in words.
pub fn chip_fault(words: Words, f: &ChipFault) -> String {
    let seq = |s: i64| u64::try_from(s).unwrap_or(0);
    match f {
        ChipFault::MoveChips {
            seq: s,
            player,
            moved,
            held,
        } => words.with(
            "event-fault-move",
            &Args::new()
                .num("seq", seq(*s))
                .str("player", player.as_str())
                .num("moved", *moved)
                .num("held", *held),
        ),
        ChipFault::ResultChips {
            seq: s,
            before,
            after,
        } => words.with(
            "event-fault-result",
            &Args::new()
                .num("seq", seq(*s))
                .num("before", *before)
                .num("after", *after),
        ),
        ChipFault::OutWithChips {
            seq: s,
            player,
            chips,
        } => words.with(
            "event-fault-out",
            &Args::new()
                .num("seq", seq(*s))
                .str("player", player.as_str())
                .num("chips", *chips),
        ),
        ChipFault::SeatStack {
            player,
            seat,
            history,
        } => words.with(
            "event-fault-seat",
            &Args::new()
                .str("player", player.as_str())
                .num("seat", *seat)
                .num("history", *history),
        ),
        ChipFault::InPlay { bought, at_tables } => words.with(
            "event-fault-in-play",
            &Args::new()
                .num("bought", *bought)
                .num("at_tables", *at_tables),
        ),
        ChipFault::TransferChips {
            seq: s,
            player,
            left,
            seated,
        } => words.with(
            "event-fault-transfer",
            &Args::new()
                .num("seq", seq(*s))
                .str("player", player.as_str())
                .num("left", *left)
                .num("seated", *seated),
        ),
        ChipFault::SeatedBeforeLeft {
            seq: s,
            player,
            table,
        } => words.with(
            "event-fault-seated-before-left",
            &Args::new()
                .num("seq", seq(*s))
                .str("player", player.as_str())
                .str("table", table.as_str()),
        ),
        ChipFault::SeatedElsewhere {
            seq: s,
            player,
            table,
            seat,
        } => words.with(
            "event-fault-seated-elsewhere",
            &Args::new()
                .num("seq", seq(*s))
                .str("player", player.as_str())
                .str("table", table.as_str())
                .num("seat", u64::from(*seat)),
        ),
        ChipFault::LogsInPlay {
            bought,
            at_tables,
            in_transit,
        } => words.with(
            "event-fault-logs-in-play",
            &Args::new()
                .num("bought", *bought)
                .num("at_tables", *at_tables)
                .num("in_transit", *in_transit),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dealerdesk_i18n::Lang;

    /// Every error and fault is said in every language, from its own
    /// catalogue (no English fallback, no message id left showing).
    #[test]
    fn every_tournament_error_is_said_in_every_language() {
        let errors = [
            EventError::Seating(SeatingError::NoTables),
            EventError::Seating(SeatingError::SameTable("A".into())),
            EventError::Seating(SeatingError::TooMany {
                players: 30,
                seats: 27,
            }),
            EventError::Seating(SeatingError::SameEntrant("Ann".into())),
            EventError::Seating(SeatingError::TooFew),
            EventError::NotATournament,
            EventError::Structure("x".into()),
            EventError::NoEvent("Sunday".into()),
            EventError::EventExists("Sunday".into()),
            EventError::AlreadyDrawn("Sunday".into()),
            EventError::NotDrawn("Sunday".into()),
            EventError::NoTable {
                event: "Sunday".into(),
                table: "Red".into(),
            },
            EventError::TableBroken("Red".into()),
            EventError::NoRoomToBreak {
                table: "Red".into(),
                players: 5,
                free: 3,
            },
            EventError::NotAtTable {
                player: "Ann".into(),
                table: "Red".into(),
            },
            EventError::PlayerTwice("Ann".into()),
            EventError::NoSeat {
                table: "Red".into(),
                seat: 10,
            },
            EventError::HandAgain {
                table: "Red".into(),
                hand: 4,
                last: 4,
            },
            EventError::ChipsChanged {
                table: "Red".into(),
                before: 40_000,
                after: 39_000,
            },
            EventError::WaitForOthers {
                table: "Red".into(),
                round: 2,
                waiting: vec!["Blue".into()],
            },
        ];
        let faults = [
            ChipFault::MoveChips {
                seq: 5,
                player: "Ann".into(),
                moved: 1,
                held: 2,
            },
            ChipFault::ResultChips {
                seq: 6,
                before: 2,
                after: 5,
            },
            ChipFault::OutWithChips {
                seq: 7,
                player: "Ann".into(),
                chips: 22,
            },
            ChipFault::SeatStack {
                player: "Ann".into(),
                seat: 1,
                history: 2,
            },
            ChipFault::InPlay {
                bought: 540_000,
                at_tables: 539_000,
            },
            ChipFault::TransferChips {
                seq: 12,
                player: "Ann".into(),
                left: 20_000,
                seated: 21_000,
            },
            ChipFault::SeatedBeforeLeft {
                seq: 12,
                player: "Ann".into(),
                table: "Blue".into(),
            },
            ChipFault::SeatedElsewhere {
                seq: 12,
                player: "Ann".into(),
                table: "Blue".into(),
                seat: 4,
            },
            ChipFault::LogsInPlay {
                bought: 540_000,
                at_tables: 500_000,
                in_transit: 20_000,
            },
        ];
        for lang in Lang::ALL {
            let words = Words::new(lang);
            let said: Vec<String> = errors
                .iter()
                .map(|e| event_error(words, e))
                .chain(faults.iter().map(|f| chip_fault(words, f)))
                .collect();
            for s in &said {
                assert!(!s.contains("event-"), "{lang}: {s}");
                assert!(!s.is_empty(), "{lang}");
            }
        }
        let fallbacks: Vec<_> = Words::fallbacks()
            .into_iter()
            .filter(|(_, id)| id.starts_with("event-"))
            .collect();
        assert!(fallbacks.is_empty(), "{fallbacks:?}");
        let en = Words::new(Lang::En);
        assert_eq!(
            event_error(en, &errors[18]),
            "At table Red these players had 40,000 chips and the result gives them 39,000: \
             a hand moves chips between players, it never adds or takes any."
        );
        let full = EventError::NoRoomToBreak {
            table: "Red".into(),
            players: 5,
            free: 3,
        };
        assert_eq!(
            event_error(Words::new(Lang::Cs), &full),
            "Stůl Red nelze zrušit: jeho 5 hráčů potřebuje místa a u ostatních otevřených \
             stolů jsou volná 3 místa."
        );
    }
}

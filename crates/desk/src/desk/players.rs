//! Who was dealt into each hand, as the log keeps it for finding a
//! player's hands: written with each hand's start, and read from the chain
//! for the hands of a log recorded before it kept them.

use std::collections::BTreeMap;

use dealerdesk_log::{EventLog, HandPlayer, PlayersFound, Seq};

use super::fold::{self, Folded, TableState};
use super::{DeskError, Seat, SeatNo};

/// The players in `dealt`, by the names they sit under in `seats`.
pub(super) fn dealt_in(seats: &BTreeMap<SeatNo, Seat>, dealt: &[SeatNo]) -> Vec<HandPlayer> {
    let mut players: Vec<HandPlayer> = dealt
        .iter()
        .filter_map(|s| {
            seats.get(s).map(|seat| HandPlayer {
                seat: u32::from(s.0),
                name: seat.name.clone(),
            })
        })
        .collect();
    players.sort_by_key(|p| p.seat);
    players
}

/// Every hand the log deals, with who dealt it and its players: the log
/// folded from its first entry, for the upgrade of a log recorded before
/// it kept hands' players ([`EventLog::open_upgrading`]).
pub(super) fn from_chain(log: &EventLog) -> Result<PlayersFound, DeskError> {
    let mut table = TableState::new(fold::default_rules());
    let mut found = Vec::new();
    log.for_each_event(Seq(0), |record| {
        if table.fold(&record)? == Folded::HandStarted
            && let Some(live) = table.hand()
        {
            let players = dealt_in(table.seats(), &live.seats);
            found.push((live.id, record.operator, players));
        }
        Ok::<(), DeskError>(())
    })?;
    Ok(found)
}

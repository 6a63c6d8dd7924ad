//! A table's state folded from the room's copy of its log: what the floor
//! sees in `room status` and on the Room screen.

use dealerdesk_core::chips::Chips;
use dealerdesk_core::game::Opener;
use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::desk::TableState;
use dealerdesk_log::EventRecord;

use crate::RoomError;

/// What is being dealt at a table, and to whom.
#[derive(Clone, Debug, PartialEq)]
pub struct TableSummary {
    /// The variant's code (`NT`, `PO`, `F7S`, …).
    pub game: &'static str,
    /// Blinds or bets, e.g. `1/2` (`ante 1` added when there is one).
    pub stakes: String,
    /// The hand in play, by number in the session.
    pub hand: Option<u64>,
    /// Seated players with their stacks, by seat.
    pub players: Vec<(u8, String, Chips)>,
}

/// Fold a table's events (as [`crate::read::events`] returns them).
///
/// # Errors
/// [`RoomError::Desk`] for an event the desk cannot fold.
pub fn summarize(events: &[EventRecord]) -> Result<TableSummary, RoomError> {
    let mut table = TableState::new(HouseRules::preset(Variant::NoLimitHoldem));
    for e in events {
        table.fold(e)?;
    }
    let rules = table.rules();
    let s = &rules.stakes;
    let mut stakes = match rules.game().def().opener {
        Opener::BringIn => format!("{}/{}", s.small_bet, s.big_bet),
        _ => format!("{}/{}", s.small_blind, s.big_blind),
    };
    if !s.ante.is_zero() {
        stakes.push_str(&format!(" ante {}", s.ante));
    }
    Ok(TableSummary {
        game: rules.variant().code(),
        stakes,
        hand: table.hand().map(|h| h.hand_no),
        players: table
            .seats()
            .iter()
            .map(|(no, seat)| (no.0, seat.name.clone(), seat.stack))
            .collect(),
    })
}

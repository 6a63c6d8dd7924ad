//! A tournament at the desk. `TourneyState` is what the log says of it,
//! folded (`fold.rs`): the structure, the clock, every entrant with their
//! entries, rebuys, add-ons and when they went out, the colour-ups done and
//! any deal. The desk's words for it, each recorded before it applies:
//! the clock (`clock.rs`), entries, rebuys and add-ons (`entries.rs`),
//! players out and a bust undone (`busts.rs`), the colour-up (`colour.rs`)
//! and the deal (`chop.rs`); the halves of a move between tables of an
//! event the room holds (`transfer.rs`); `view.rs` gives places, prizes and
//! the clock as every face shows them. Prize money is integer money throughout.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};

use dealerdesk_core::chips::Chips;
use dealerdesk_core::rules::RuleText;
use dealerdesk_core::tournament::{Clock, ClockMode, Position, Tournament};
use dealerdesk_log::{HandId, NewEvent, OperatorId};

mod busts;
mod chop;
mod clock;
mod colour;
mod entries;
mod error;
mod event;
mod fold;
mod transfer;
mod view;

pub use busts::Busted;
pub use chop::DealFigures;
pub use error::{TourneyError, TourneyRefusal, mode_name};
pub use event::{EntryKind, OutSeat, RacedStack, TourneyEvent};
pub use transfer::{RoomMove, Transfer};
pub use view::{ClockView, DealLine, DealView, Reconciliation, Standing, Standings, TourneyView};

use super::{Desk, DeskError, DeskEvent, SeatNo};

/// A player who went out: in which hand and when, with what they started
/// it, and where the button was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Out {
    pub hand_no: u64,
    /// When the log recorded them out.
    pub at: DateTime<Utc>,
    pub start_stack: Chips,
    pub seat: SeatNo,
    pub button: SeatNo,
}

/// Everyone who entered, by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    pub name: String,
    /// Entries, the first and any re-entries.
    pub entries: u32,
    pub rebuys: u32,
    pub add_ons: u32,
    /// Paid toward the prize pool.
    pub paid: u64,
    /// Paid to the house.
    pub fees: u64,
    /// When they went out, if they are out.
    pub out: Option<Out>,
    /// Moved by the room to another table, still in the event.
    pub away: bool,
}

/// A deal the floor recorded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    /// Money by player name.
    pub amounts: Vec<(String, u64)>,
    /// Left on the table to play for.
    pub play_for: u64,
    /// The stacks when the deal was made, by name.
    pub stacks: Vec<(String, Chips)>,
    /// The seats of the players in the deal, in the order of `stacks`.
    pub seats: Vec<SeatNo>,
    /// The button when the deal was made.
    pub button: Option<SeatNo>,
    /// When the log recorded it.
    pub at: DateTime<Utc>,
}

/// The hand each seat was last dealt into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    pub hand_no: u64,
    pub start_stack: Chips,
    pub button: SeatNo,
}

/// A tournament as its log tells it.
#[derive(Clone, Debug, PartialEq)]
pub struct TourneyState {
    pub structure: Tournament,
    pub clock: Clock,
    pub entrants: Vec<Entrant>,
    pub last_played: BTreeMap<SeatNo, Played>,
    /// Denominations coloured up so far.
    pub coloured: Vec<Chips>,
    pub deal: Option<Deal>,
    /// The level each hand was dealt at.
    pub hand_levels: BTreeMap<u64, u32>,
    /// The room's moves this table's log has taken players out for, by id.
    pub moved_out: BTreeMap<u64, Transfer>,
    /// The room's moves this table's log has seated players for, by id.
    pub moved_in: BTreeMap<u64, Transfer>,
}

impl TourneyState {
    /// A tournament not yet started.
    pub fn new(structure: Tournament) -> TourneyState {
        TourneyState {
            structure,
            clock: Clock::new(ClockMode::Wall),
            entrants: Vec::new(),
            last_played: BTreeMap::new(),
            coloured: Vec::new(),
            deal: None,
            hand_levels: BTreeMap::new(),
            moved_out: BTreeMap::new(),
            moved_in: BTreeMap::new(),
        }
    }

    /// The entrant called `name`.
    pub fn entrant(&self, name: &str) -> Option<&Entrant> {
        let wanted = key(name);
        self.entrants.iter().find(|e| key(&e.name) == wanted)
    }

    fn entrant_mut(&mut self, name: &str) -> Option<&mut Entrant> {
        let wanted = key(name);
        self.entrants.iter_mut().find(|e| key(&e.name) == wanted)
    }

    /// Where the clock stands at `now`.
    pub fn position(&self, now: DateTime<Utc>) -> Position {
        self.clock.position(&self.structure, now.timestamp_millis())
    }

    /// The chip a hand's pots are split down to now: the smallest chip in
    /// play (the structure's chip set less the denominations coloured up so
    /// far, TDA 20), never less than the house's `odd_chip_unit`.
    pub fn split_unit(&self, house: Chips) -> Chips {
        self.structure
            .chips
            .iter()
            .copied()
            .find(|c| !self.coloured.contains(c))
            .map_or(house, |c| c.max(house))
    }

    /// The rule of the structure a refusal quotes.
    pub fn rule(&self, id: &'static str) -> Option<RuleText> {
        self.structure.rule_texts().into_iter().find(|r| r.id == id)
    }
}

fn key(name: &str) -> String {
    super::seating::player_key(name)
}

impl Desk {
    /// The tournament, on a tournament table.
    pub fn tournament(&self) -> Option<&TourneyState> {
        self.table.tournament.as_ref()
    }

    /// The tournament as faces show it, now.
    pub fn tourney_view(&self) -> Option<TourneyView> {
        self.table.tourney_view(self.now())
    }

    /// The tournament, or the refusal for a cash table.
    fn tourney(&self) -> Result<&TourneyState, DeskError> {
        self.table
            .tournament
            .as_ref()
            .ok_or_else(|| self.refuse_tourney(TourneyRefusal::NotATournament))
    }

    /// The refusal as an error, with the structure's rule where one decides it.
    pub(super) fn refuse_tourney(&self, refusal: TourneyRefusal) -> DeskError {
        let rule = refusal
            .rule_id()
            .and_then(|id| self.table.tournament.as_ref()?.rule(id));
        DeskError::Tournament(Box::new(TourneyError { refusal, rule }))
    }

    /// Writes a tournament event under `operator`, then applies it.
    fn record_tourney(
        &mut self,
        operator: Option<OperatorId>,
        hand: Option<HandId>,
        text: String,
        event: TourneyEvent,
    ) -> Result<(), DeskError> {
        let event = DeskEvent::Tournament(event);
        let payload = event.to_payload()?;
        let record = self.append(NewEvent {
            hand,
            operator: operator.unwrap_or(self.dealer),
            action: text,
            payload,
        })?;
        self.table
            .apply(hand, event, record.at)
            .map_err(DeskError::from)
    }
}

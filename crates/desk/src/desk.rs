//! One live table: seats, the button and the hand in play. `Desk` drives the
//! engine for every hand and writes each change to the audit log (`EventLog`)
//! before it takes effect, so what the dealer sees has always been recorded.
//! Opening a desk on an existing log folds its events back into the same
//! seats, button and hand state, mid-hand included.
//!
//! Each log entry's payload is a `DeskEvent` (`event.rs`); `TableState`
//! (`fold.rs`) folds the log; the hand's flow is in `commands.rs`, the floor's
//! rulings in `floor.rs`, and each other job of the desk in a file of its own.

use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;

use serde::{Deserialize, Serialize};
use serde_json::json;

use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::{Action, HandSpec, HandState};
use dealerdesk_core::rules::HouseRules;
use dealerdesk_log::{EventLog, EventRecord, HandId, NewEvent, OperatorId, Role, SessionId};

mod amend;
mod authority;
mod blinds;
mod commands;
mod deal_unseen;
mod draws;
mod error;
mod event;
mod floor;
mod fold;
mod fold_hand;
mod game;
mod import;
mod interrupted;
mod name;
mod players;
mod room_flags;
mod room_staff;
mod rotation;
mod seat_refusal;
mod seating;
mod session;
mod snapshot;
mod staff_name;
mod take_back;
mod tournament;

pub use authority::{
    FloorCall, MIN_PASSPHRASE_CHARS, MIN_PIN_DIGITS, WeakPin, check_new_pin, floor_only,
};
pub use blinds::{BlindSeats, Owed, Posted, posted};
pub use draws::{DrawCount, draws};
pub use error::{DeskError, Encoded, NoTakeBack, ReplayFault};
pub use event::RoomFlag;
pub use fold::{Folded, TableState};
pub use import::{ImportError, Imported, content_digest};
pub use name::{MAX_NAME_CHARS, NameFault, check_name, code_point, printable, reads_like};
pub use room_staff::{ROOM_STAFF, RoomStaff, StaffSource, StaffUnread, recorded_room_staff};
pub use rotation::RotationView;
pub use seat_refusal::{SeatRefusal, SeatingError};
pub use session::SessionDone;
pub use tournament::{
    Busted, ClockView, DealFigures, DealLine, DealView, EntryKind, Reconciliation, RoomMove,
    Standing, Standings, TourneyError, TourneyRefusal, TourneyState, TourneyView, Transfer,
    mode_name,
};

use event::DeskEvent;

/// A physical seat, 1 to 10.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SeatNo(pub u8);

impl SeatNo {
    /// The seats of a table: 1 to `SeatNo::COUNT`.
    pub const COUNT: u8 = 10;
}

impl fmt::Display for SeatNo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// The player's name.
    pub name: String,
    /// Chips in front of the player between hands.
    pub stack: Chips,
    /// Sitting out: not dealt in.
    pub sitting_out: bool,
}

/// The hand in play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveHand {
    /// The hand's id in the log.
    pub id: HandId,
    /// Its number in the session.
    pub hand_no: u64,
    /// The button's seat.
    pub button: SeatNo,
    /// The seat of each position (`p1` first, the button last).
    pub seats: Vec<SeatNo>,
    /// How the hand started.
    pub spec: HandSpec,
    /// The actions in force, in order (a voided action is not among them).
    pub actions: Vec<Action>,
    /// The engine's state.
    pub state: HandState,
}

/// One live table and its log.
pub struct Desk {
    table: TableState,
    log: EventLog,
    session: SessionId,
    dealer: OperatorId,
    /// The content digests of the hands imported into the log, read from it
    /// at the first batch import (`import.rs`).
    imported: Option<std::collections::HashSet<String>>,
    /// The room's floor staff as the log recorded it last (`room_staff.rs`).
    room_staff: Option<RoomStaff>,
    /// Where the room's floor staff is read, at a table connected to a room.
    staff_source: Option<Box<dyn StaffSource>>,
    /// Why the room's floor staff was not taken at the last look.
    staff_unread: Option<StaffUnread>,
}

impl Desk {
    /// Opens the table's log (creating it if new), verifies it and folds it
    /// back to the current seats, button and hand. A new log records `rules`;
    /// an existing one keeps the rules it recorded. A log recorded before the
    /// log kept each hand's players gets them, read from its chain.
    pub fn open(path: impl AsRef<Path>, rules: HouseRules, table: &str) -> Result<Desk, DeskError> {
        let mut log = EventLog::open_upgrading(path, players::from_chain)?;
        let yaml = serde_yaml::to_string(&rules).map_err(|_| DeskError::Encode(Encoded::Rules))?;
        let dealer = match log.operators()?.iter().find(|o| o.role == Role::Dealer) {
            Some(o) => o.id,
            None => log.add_operator("dealer", Role::Dealer, None)?,
        };
        let (session, new) = match log.sessions()?.last() {
            Some(s) => (s.id, false),
            None => (log.begin_session(table, &rules.name, &yaml, dealer)?, true),
        };
        let mut desk = Desk {
            table: TableState::new(rules),
            log,
            session,
            dealer,
            imported: None,
            room_staff: None,
            staff_source: None,
            staff_unread: None,
        };
        if new {
            desk.record(None, "desk rules".into(), DeskEvent::Rules { yaml })?;
        }
        desk.table = TableState::resume(&desk.log)?;
        desk.room_staff = room_staff::last_recorded(&desk.log)?;
        // The dealer named last is in the box again.
        if let Some(name) = &desk.table.dealer_name
            && let Some(o) = desk
                .log
                .operators()?
                .into_iter()
                .find(|o| o.role == Role::Dealer && &o.name == name)
        {
            desk.dealer = o.id;
        }
        // A hand the last session left finished but not closed is closed now;
        // a hand row with no start recorded is closed as not dealt.
        if desk.table.hand().is_some_and(|h| h.state.is_done()) {
            desk.finish_hand()?;
        }
        if let Some(open) = desk.log.last_open_hand()?
            && desk.table.hand().is_none_or(|h| h.id != open.id)
        {
            desk.log
                .end_hand(open.id, json!({"dealt": false}), desk.dealer)?;
        }
        // Hand numbers continue after every hand row, dealt or not.
        if let Some(last) = desk.log.last_hand_no(session)? {
            desk.table.hands_started = desk.table.hands_started.max(last);
        }
        Ok(desk)
    }

    /// The folded table: rules, seats, button, hand.
    pub fn table(&self) -> &TableState {
        &self.table
    }

    /// The rules in force.
    pub fn rules(&self) -> &HouseRules {
        self.table.rules()
    }

    /// The seats, by number.
    pub fn seats(&self) -> &BTreeMap<SeatNo, Seat> {
        self.table.seats()
    }

    /// The button's seat, once a hand has been dealt.
    pub fn button(&self) -> Option<SeatNo> {
        self.table.button()
    }

    /// The hand in play.
    pub fn hand(&self) -> Option<&LiveHand> {
        self.table.hand()
    }

    /// The log.
    pub fn log(&self) -> &EventLog {
        &self.log
    }

    /// Marks the log verified through its head, when enough was written
    /// since the last mark ([`EventLog::mark_verified`]): after a bulk import,
    /// the record says what this process checked and wrote.
    pub fn mark_verified(&mut self) -> Result<(), DeskError> {
        self.log.mark_verified()?;
        Ok(())
    }

    /// Appends an entry to the log. As when the log is folded, a ruling
    /// recorded by a floor person clears their wrong PINs: a right PIN
    /// with a ruling that is refused leaves them, since the log cannot
    /// tell it was given.
    fn append(&mut self, entry: NewEvent) -> Result<EventRecord, DeskError> {
        let record = self.log.append(entry)?;
        if record.role == Role::Floor {
            self.table.pin_refusals.remove(&record.operator.0);
        }
        Ok(record)
    }

    /// Writes a desk event under the dealer's name, then applies it.
    fn record(
        &mut self,
        hand: Option<HandId>,
        action: String,
        event: DeskEvent,
    ) -> Result<(), DeskError> {
        self.record_by(self.dealer, hand, action, event)
    }

    /// Writes a desk event under `operator`'s name, then applies it.
    fn record_by(
        &mut self,
        operator: OperatorId,
        hand: Option<HandId>,
        action: String,
        event: DeskEvent,
    ) -> Result<(), DeskError> {
        let payload = event.to_payload()?;
        let rules = matches!(event, DeskEvent::Rules { .. });
        let record = self.append(NewEvent {
            hand,
            operator,
            action,
            payload,
        })?;
        if rules {
            self.table.rules_seq = record.seq.0;
        }
        self.table
            .apply(hand, event, record.at)
            .map_err(DeskError::from)
    }
}

/// The hand from its start through `actions`.
fn rebuild(
    spec: &HandSpec,
    actions: &[Action],
    rules: &HouseRules,
) -> Result<HandState, ReplayFault> {
    let (mut state, _) = HandState::new(spec, rules).map_err(ReplayFault::Setup)?;
    for a in actions {
        state
            .play(rules, a)
            .map_err(|r| ReplayFault::Refused(Box::new(r)))?;
    }
    Ok(state)
}

/// The seats in position order: first left of the button, the button last.
fn order_from_button(active: &[SeatNo], button: SeatNo) -> Vec<SeatNo> {
    let at = active.iter().position(|s| *s == button).unwrap_or(0);
    (1..=active.len())
        .map(|k| active[(at + k) % active.len()])
        .collect()
}

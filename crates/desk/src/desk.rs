//! One live table: seats, the button and the hand in play. `Desk` drives the
//! engine for every hand and writes each change to the audit log (`EventLog`)
//! before it takes effect, so what the dealer sees has always been recorded.
//! Opening a desk on an existing log folds its events back into the same
//! seats, button and hand state, mid-hand included.
//!
//! Each log entry's payload is a `DeskEvent`; hand actions are stored in
//! notation as the entry's action text and replayed through the engine.

use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;

use chrono::{DateTime, Utc};

use serde::{Deserialize, Serialize};
use serde_json::json;

use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::{Action, Event, HandSpec, HandState, Ruling, SetupError};
use dealerdesk_core::notation::parse_action;
use dealerdesk_core::rules::{HouseRules, NewPlayer};
use dealerdesk_log::{
    EventLog, EventRecord, HandFilter, HandId, LogError, NewEvent, OperatorId, Role, SessionId,
};

mod amend;
mod authority;
mod blinds;
mod deal_unseen;
mod interrupted;
mod seating;
mod session;
mod take_back;

pub use authority::{MIN_PASSPHRASE_CHARS, MIN_PIN_DIGITS, floor_only};

pub use blinds::{BlindSeats, Owed};
pub use seating::{SeatRefusal, SeatingError};

/// A physical seat, 1 to 10.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SeatNo(pub u8);

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

/// What the desk records, as the payload of a log entry.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "desk", rename_all = "kebab-case")]
enum DeskEvent {
    /// The house rules in force from here on, as YAML.
    Rules {
        yaml: String,
    },
    Seat {
        seat: SeatNo,
        name: String,
        stack: Chips,
    },
    Leave {
        seat: SeatNo,
    },
    SitOut {
        seat: SeatNo,
    },
    SitIn {
        seat: SeatNo,
    },
    AddChips {
        seat: SeatNo,
        amount: Chips,
    },
    /// The first button of the session, chosen or drawn.
    Button {
        seat: SeatNo,
        how: String,
    },
    /// The dealer in the box from here on.
    Dealer {
        name: String,
    },
    /// A player moves to an empty seat, with their chips and what they owe.
    Move {
        from: SeatNo,
        to: SeatNo,
    },
    /// A wrong PIN given for a floor person (their operator id).
    PinRefused {
        floor: i64,
    },
    /// A hand an import left half-written, closed as never dealt.
    Interrupted {
        reason: String,
    },
    Start {
        hand_no: u64,
        button: SeatNo,
        seats: Vec<SeatNo>,
        spec: HandSpec,
        /// The button and blind seats (absent in logs of earlier versions).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        blinds: Option<BlindSeats>,
        /// What each seat owes in missed blinds once the hand has started.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        owed: Vec<(SeatNo, Owed)>,
    },
    /// A hand action; the action itself is the entry's text, the engine's
    /// events are kept for review.
    Act {
        #[serde(default)]
        events: serde_json::Value,
        /// The floor's reason, when the floor made the entry.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reason: Option<String>,
    },
    End {
        stacks: Vec<(SeatNo, Chips)>,
    },
    /// A floor ruling voids the last action in force; the hand is as if it
    /// had not happened. The voided action stays in the log.
    Void {
        action: String,
        reason: String,
    },
    /// A floor ruling replaces the last action in force with `action` (a
    /// corrected amount, say) in one step; the replaced action stays in the
    /// log.
    Correct {
        replaced: String,
        action: String,
        reason: String,
        #[serde(default)]
        events: serde_json::Value,
    },
    /// A floor ruling replaces the last action of the hand that ended last
    /// (before the next one starts); the pots are awarded anew and the
    /// stacks move to `stacks` by seat.
    Amend {
        hand_no: u64,
        replaced: String,
        action: String,
        reason: String,
        #[serde(default)]
        events: serde_json::Value,
        stacks: Vec<(SeatNo, Chips)>,
    },
}

/// Why the desk refused something.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum DeskError {
    /// The engine refused the action; nothing was recorded.
    #[error("{0}")]
    Refused(Box<Ruling>),
    /// The log could not record it; nothing changed.
    #[error("the log could not record this: {0}")]
    Log(#[from] LogError),
    /// A hand could not be set up.
    #[error("cannot start the hand: {0}")]
    Setup(#[from] SetupError),
    /// A seating change refused, with the house rule where one decides it.
    #[error("{0}")]
    Seating(Box<SeatingError>),
    /// A desk step that cannot be taken now (no hand in play, a hand
    /// already in play, a floor ruling without its PIN or reason).
    #[error("{0}")]
    Step(String),
    /// A floor ruling sent without the floor: nothing was recorded.
    #[error(
        "'{action}' needs the floor: {why}; a floor person enters it with their PIN and a reason"
    )]
    FloorOnly {
        /// The action, in notation.
        action: String,
        /// Why it is the floor's.
        why: &'static str,
    },
    /// A floor PIN too short to register.
    #[error("{0}")]
    WeakPin(String),
    /// The log holds something the engine does not accept: it was not written
    /// by this desk, or the rules changed.
    #[error("log event {seq} '{action}' cannot be replayed: {message}")]
    Replay {
        seq: u64,
        action: String,
        message: String,
    },
}

/// What a table's log says, folded: rules, seats, button and the hand in
/// play. It does no IO; `Desk` keeps one in step with its log, and review
/// folds a read-only log through one.
#[derive(Clone, Debug, PartialEq)]
pub struct TableState {
    rules: HouseRules,
    seats: BTreeMap<SeatNo, Seat>,
    button: Option<SeatNo>,
    blinds: Option<BlindSeats>,
    owed: BTreeMap<SeatNo, Owed>,
    hands_started: u64,
    hand: Option<LiveHand>,
    last_hand: Option<LiveHand>,
    /// The session's first button, when chosen or drawn.
    first_button: Option<SeatNo>,
    /// The dealer in the box, when named.
    dealer_name: Option<String>,
    /// Wrong PINs in a row for each floor person, and when the last came.
    pin_refusals: BTreeMap<i64, (u32, DateTime<Utc>)>,
    /// The last time each player left, with their stack (by name).
    left: BTreeMap<String, seating::Left>,
    /// The rake of every hand ended so far.
    rake_total: Chips,
}

/// One live table and its log.
pub struct Desk {
    table: TableState,
    log: EventLog,
    session: SessionId,
    dealer: OperatorId,
}

impl TableState {
    /// An empty table under these rules.
    pub fn new(rules: HouseRules) -> TableState {
        TableState {
            rules,
            seats: BTreeMap::new(),
            button: None,
            blinds: None,
            owed: BTreeMap::new(),
            hands_started: 0,
            first_button: None,
            dealer_name: None,
            pin_refusals: BTreeMap::new(),
            left: BTreeMap::new(),
            rake_total: Chips::ZERO,
            hand: None,
            last_hand: None,
        }
    }

    /// The rules in force.
    pub fn rules(&self) -> &HouseRules {
        &self.rules
    }

    /// The seats, by number.
    pub fn seats(&self) -> &BTreeMap<SeatNo, Seat> {
        &self.seats
    }

    /// The button's seat, once a hand has been dealt.
    pub fn button(&self) -> Option<SeatNo> {
        self.button
    }

    /// The hand in play.
    pub fn hand(&self) -> Option<&LiveHand> {
        self.hand.as_ref()
    }

    /// The last hand that ended, as it ended (for showing its result).
    pub fn last_hand(&self) -> Option<&LiveHand> {
        self.last_hand.as_ref()
    }

    /// The button and blind seats of the last hand dealt.
    pub fn blind_seats(&self) -> Option<BlindSeats> {
        self.blinds
    }

    /// The rake of every hand ended so far.
    pub fn rake_total(&self) -> Chips {
        self.rake_total
    }

    /// The blinds each seat owes for sitting out while they passed, or as
    /// a new player.
    pub fn owed(&self) -> &BTreeMap<SeatNo, Owed> {
        &self.owed
    }

    /// Folds one log entry in.
    pub fn fold(&mut self, record: &EventRecord) -> Result<(), DeskError> {
        // Row records vouch for the log's own tables; the table is unchanged.
        if dealerdesk_log::is_row_record(&record.action) {
            return Ok(());
        }
        let replay_err = |message: String| DeskError::Replay {
            seq: record.seq.0,
            action: record.action.clone(),
            message,
        };
        let event: DeskEvent = serde_json::from_value(record.payload.clone())
            .map_err(|e| replay_err(e.to_string()))?;
        // A ruling the floor made clears their wrong PINs.
        if record.role == Role::Floor {
            self.pin_refusals.remove(&record.operator.0);
        }
        if let DeskEvent::PinRefused { floor } = event {
            self.note_pin_refused(floor, record.at);
            return Ok(());
        }
        if let DeskEvent::Act { .. } = event {
            let action = parse_action(&record.action).map_err(&replay_err)?;
            let hand = self
                .hand
                .as_mut()
                .ok_or_else(|| replay_err("no hand is in play".into()))?;
            hand.state
                .play(&self.rules, &action)
                .map_err(|r| replay_err(r.to_string()))?;
            hand.actions.push(action);
            return Ok(());
        }
        self.apply(record.hand, event, record.at)
            .map_err(replay_err)
    }

    /// Counts a wrong PIN for a floor person.
    fn note_pin_refused(&mut self, floor: i64, at: DateTime<Utc>) {
        let count = self.pin_refusals.get(&floor).map_or(0, |(n, _)| *n);
        self.pin_refusals.insert(floor, (count + 1, at));
    }

    /// Until when a floor person is locked out for wrong PINs, if they are.
    fn locked_until(&self, floor: i64, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
        let (count, last) = self.pin_refusals.get(&floor)?;
        let until = *last + authority::LOCK_FOR;
        (*count >= authority::LOCK_AFTER && now < until).then_some(until)
    }

    /// Applies a desk event that is already recorded.
    fn apply(
        &mut self,
        hand: Option<HandId>,
        event: DeskEvent,
        at: DateTime<Utc>,
    ) -> Result<(), String> {
        match event {
            DeskEvent::Rules { yaml } => {
                self.rules = HouseRules::from_logged_yaml(&yaml, "the logged rules")
                    .map_err(|e| e.to_string())?;
            }
            DeskEvent::Seat { seat, name, stack } => {
                self.seats.insert(
                    seat,
                    Seat {
                        name,
                        stack,
                        sitting_out: false,
                    },
                );
                // In a game already running a new player owes the big blind.
                if self.hands_started > 0 && self.rules.new_player() != NewPlayer::DealtIn {
                    self.owed.insert(seat, Owed::NEW_PLAYER);
                }
            }
            DeskEvent::Leave { seat } => {
                if let Some(s) = self.seats.remove(&seat) {
                    let left = seating::Left { stack: s.stack, at };
                    self.left.insert(seating::player_key(&s.name), left);
                }
                self.owed.remove(&seat);
            }
            DeskEvent::SitOut { seat } | DeskEvent::SitIn { seat } => {
                let out = matches!(event, DeskEvent::SitOut { .. });
                if let Some(s) = self.seats.get_mut(&seat) {
                    s.sitting_out = out;
                }
            }
            DeskEvent::AddChips { seat, amount } => {
                if let Some(s) = self.seats.get_mut(&seat) {
                    s.stack += amount;
                }
            }
            DeskEvent::Button { seat, .. } => self.first_button = Some(seat),
            DeskEvent::Move { from, to } => {
                let seat = self
                    .seats
                    .remove(&from)
                    .ok_or("a move from an empty seat")?;
                self.seats.insert(to, seat);
                if let Some(owed) = self.owed.remove(&from) {
                    self.owed.insert(to, owed);
                }
            }
            DeskEvent::PinRefused { .. } => {}
            DeskEvent::Interrupted { .. } => {
                self.hand
                    .take()
                    .ok_or("an interrupted hand without a hand")?;
            }
            DeskEvent::Dealer { name } => self.dealer_name = Some(name),
            DeskEvent::Start {
                hand_no,
                button,
                seats,
                spec,
                blinds,
                owed,
            } => {
                let id = hand.ok_or("a hand start without a hand")?;
                let (state, _) = HandState::new(&spec, &self.rules).map_err(|e| e.to_string())?;
                self.button = Some(button);
                self.blinds =
                    Some(blinds.unwrap_or_else(|| blinds::recorded(button, &seats, &spec)));
                self.owed = owed.into_iter().collect();
                self.hands_started = hand_no;
                self.hand = Some(LiveHand {
                    id,
                    hand_no,
                    button,
                    seats,
                    spec,
                    actions: Vec::new(),
                    state,
                });
            }
            DeskEvent::End { stacks } => {
                let live = self.hand.take().ok_or("a hand end without a hand")?;
                let computed: Vec<(SeatNo, Chips)> = live
                    .seats
                    .iter()
                    .copied()
                    .zip(live.state.stacks())
                    .collect();
                if computed != stacks {
                    return Err(format!(
                        "the recorded end stacks {stacks:?} differ from the replayed {computed:?}"
                    ));
                }
                for (seat, stack) in stacks {
                    if let Some(s) = self.seats.get_mut(&seat) {
                        s.stack = stack;
                    }
                }
                self.rake_total += live.state.rake();
                self.last_hand = Some(live);
            }
            DeskEvent::Void { action, .. } => {
                let live = self.hand.as_mut().ok_or("a void without a hand")?;
                if live.actions.last().map(|a| a.to_string()) != Some(action.clone()) {
                    return Err(format!("the void names '{action}', not the last action"));
                }
                live.actions.pop();
                live.state = rebuild(&live.spec, &live.actions, &self.rules)?;
            }
            DeskEvent::Correct {
                replaced, action, ..
            } => {
                let live = self.hand.as_mut().ok_or("a correction without a hand")?;
                if live.actions.last().map(|a| a.to_string()) != Some(replaced.clone()) {
                    return Err(format!(
                        "the correction names '{replaced}', not the last action"
                    ));
                }
                let action = parse_action(&action)?;
                live.actions.pop();
                let mut state = rebuild(&live.spec, &live.actions, &self.rules)?;
                state
                    .play(&self.rules, &action)
                    .map_err(|r| r.to_string())?;
                live.state = state;
                live.actions.push(action);
            }
            DeskEvent::Amend {
                hand_no,
                replaced,
                action,
                stacks,
                ..
            } => self.amend_last(hand_no, &replaced, &action, &stacks)?,
            DeskEvent::Act { .. } => return Err("a hand action needs its text".into()),
        }
        Ok(())
    }
}

impl Desk {
    /// Opens the table's log (creating it if new), verifies it and folds it
    /// back to the current seats, button and hand. A new log records `rules`;
    /// an existing one keeps the rules it recorded.
    pub fn open(path: impl AsRef<Path>, rules: HouseRules, table: &str) -> Result<Desk, DeskError> {
        let mut log = EventLog::open(path)?;
        let yaml = serde_yaml::to_string(&rules).unwrap_or_default();
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
        };
        if new {
            desk.record(None, "desk rules".into(), DeskEvent::Rules { yaml })?;
        }
        for record in desk.log.events(None)? {
            desk.table.fold(&record)?;
        }
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
        let numbered = desk.log.hands(&HandFilter::all().session(session))?;
        if let Some(last) = numbered.iter().map(|h| h.hand_no).max() {
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

    /// Starts the next hand. The button moves as the house's `button` rule
    /// says (to the next player, or a dead button following the big blind),
    /// the seats map to positions from the button's left, and blinds and
    /// antes are posted by the engine at the house's stakes. A player coming
    /// back owing missed blinds posts them or waits for the big blind, per
    /// `missed_blinds`; what each seat owes is recorded with the start.
    pub fn start_hand(&mut self) -> Result<&LiveHand, DeskError> {
        if self.hand().is_some() {
            return Err(DeskError::Step("a hand is already in play".into()));
        }
        let table = &self.table;
        let plan = blinds::plan(
            &table.seats,
            &table.rules,
            table.blinds,
            table.first_button,
            &table.owed,
        )
        .map_err(DeskError::Step)?;
        let owed = plan.owed.into_iter().collect();
        self.start_with(
            plan.blinds.button,
            plan.seats,
            plan.spec,
            Some(plan.blinds),
            owed,
        )
    }

    /// Starts a hand with the button on `button` and stakes as `spec` says
    /// (its stacks are the seats'), as when bringing in a recorded hand.
    pub fn start_hand_at(
        &mut self,
        button: SeatNo,
        mut spec: HandSpec,
    ) -> Result<&LiveHand, DeskError> {
        let active = self.active_seats()?;
        if !active.contains(&button) {
            return Err(DeskError::Step(format!("{button} is not dealt in")));
        }
        let seats = order_from_button(&active, button);
        if seats.len() != spec.stacks.len() {
            return Err(DeskError::Step(format!(
                "{} seats are dealt in but the hand has {} players",
                seats.len(),
                spec.stacks.len()
            )));
        }
        spec.stacks = seats.iter().map(|s| self.seats()[s].stack).collect();
        // Whoever the recorded hand deals in owes nothing more.
        let owed = self
            .table
            .owed
            .iter()
            .filter(|(s, _)| !seats.contains(s))
            .map(|(s, o)| (*s, *o))
            .collect();
        self.start_with(button, seats, spec, None, owed)
    }

    fn active_seats(&self) -> Result<Vec<SeatNo>, DeskError> {
        if self.hand().is_some() {
            return Err(DeskError::Step("a hand is already in play".into()));
        }
        let active: Vec<SeatNo> = self
            .seats()
            .iter()
            .filter(|(_, s)| !s.sitting_out && !s.stack.is_zero())
            .map(|(n, _)| *n)
            .collect();
        if active.len() < 2 {
            return Err(DeskError::Step(format!(
                "{} player(s) can be dealt in; a hand needs two",
                active.len()
            )));
        }
        Ok(active)
    }

    fn start_with(
        &mut self,
        button: SeatNo,
        seats: Vec<SeatNo>,
        spec: HandSpec,
        blinds: Option<BlindSeats>,
        owed: Vec<(SeatNo, Owed)>,
    ) -> Result<&LiveHand, DeskError> {
        // Check the setup before anything is written.
        HandState::new(&spec, self.rules())?;
        let hand_no = self.table.hands_started + 1;
        let id = self.log.begin_hand(self.session, hand_no, self.dealer)?;
        let text = format!("desk start hand {hand_no}, button {}", button.0);
        let event = DeskEvent::Start {
            hand_no,
            button,
            seats,
            spec,
            blinds,
            owed,
        };
        self.record(Some(id), text, event)?;
        self.hand()
            .ok_or_else(|| DeskError::Step("the hand did not start".into()))
    }

    /// Applies a dealer or player action to the hand in play. It is recorded
    /// in the log before the hand changes; a refused action records nothing.
    /// Floor rulings are refused here (`DeskError::FloorOnly`): they go
    /// through `floor_action`.
    pub fn submit(&mut self, action: &Action) -> Result<Vec<Event>, DeskError> {
        if let Some(hand) = self.hand()
            && let Some(why) = floor_only(action, &hand.state, self.rules())
        {
            return Err(DeskError::FloorOnly {
                action: action.to_string(),
                why,
            });
        }
        self.enter(self.dealer, action, None)
    }

    /// A floor ruling entered as an action (a dead hand, a pot awarded by
    /// ruling, a misdeal, a fouled deck, or an action on a player's behalf), behind the floor's PIN and
    /// with the reason on record.
    pub fn floor_action(
        &mut self,
        floor: OperatorId,
        pin: &str,
        reason: &str,
        action: &Action,
    ) -> Result<Vec<Event>, DeskError> {
        self.check_floor(floor, pin, reason)?;
        self.enter(floor, action, Some(reason.trim().to_string()))
    }

    fn enter(
        &mut self,
        operator: OperatorId,
        action: &Action,
        reason: Option<String>,
    ) -> Result<Vec<Event>, DeskError> {
        let hand = self
            .hand()
            .ok_or_else(|| DeskError::Step("no hand is in play".into()))?;
        let (next, events) = hand
            .state
            .apply(self.rules(), action)
            .map_err(|r| DeskError::Refused(Box::new(r)))?;
        let id = hand.id;
        self.append(NewEvent {
            hand: Some(id),
            operator,
            action: action.to_string(),
            payload: serde_json::to_value(DeskEvent::Act {
                events: json!(events),
                reason,
            })
            .unwrap_or_default(),
        })?;
        if let Some(hand) = self.table.hand.as_mut() {
            hand.state = next;
            hand.actions.push(action.clone());
        }
        if self.hand().is_some_and(|h| h.state.is_done()) {
            self.finish_hand()?;
        }
        Ok(events)
    }

    /// Registers a floor person, who must have a PIN of at least six digits
    /// or a passphrase of twelve characters.
    pub fn add_floor(&mut self, name: &str, pin: &str) -> Result<OperatorId, DeskError> {
        authority::check_new_pin(pin).map_err(DeskError::WeakPin)?;
        Ok(self.log.add_operator(name, Role::Floor, Some(pin))?)
    }

    /// Registers another floor person on the word of a floor person already
    /// registered, who gives their PIN.
    pub fn add_floor_by(
        &mut self,
        floor: OperatorId,
        floor_pin: &str,
        name: &str,
        pin: &str,
    ) -> Result<OperatorId, DeskError> {
        self.check_floor_pin(floor, floor_pin)?;
        self.add_floor(name, pin)
    }

    /// A floor ruling: voids the last action of the hand in play, with the
    /// reason on record. The action stays in the log; the hand continues as
    /// if it had not been made.
    pub fn void_last(
        &mut self,
        floor: OperatorId,
        pin: &str,
        reason: &str,
    ) -> Result<(), DeskError> {
        self.check_floor(floor, pin, reason)?;
        let hand = self
            .hand()
            .ok_or_else(|| DeskError::Step("no hand is in play".into()))?;
        let last = hand
            .actions
            .last()
            .ok_or_else(|| DeskError::Step("the hand has no action to void".into()))?
            .to_string();
        let id = hand.id;
        let event = DeskEvent::Void {
            action: last.clone(),
            reason: reason.trim().to_string(),
        };
        let record = self.append(NewEvent {
            hand: Some(id),
            operator: floor,
            action: format!("floor void {last}"),
            payload: serde_json::to_value(&event).unwrap_or_default(),
        })?;
        self.table
            .apply(Some(id), event, record.at)
            .map_err(DeskError::Step)
    }

    /// A floor ruling that corrects the last action of the hand in play in
    /// one step, e.g. `p3 cbr 50` keyed for `p3 cbr 5`: the last action is
    /// replaced by `action`, which must be the same player's (or again the
    /// dealer's). The engine checks `action` against the hand as it was
    /// before the replaced one; if it refuses, nothing is recorded. The
    /// replaced action stays in the log, the reason with the correction.
    /// Between hands it corrects the hand that ended last, until the next
    /// one starts (a mistyped show, say): the pots are awarded anew.
    pub fn correct_last(
        &mut self,
        floor: OperatorId,
        pin: &str,
        reason: &str,
        action: &Action,
    ) -> Result<Vec<Event>, DeskError> {
        self.check_floor(floor, pin, reason)?;
        let Some(hand) = self.hand() else {
            // Between hands: the hand that just ended.
            return self.correct_ended(floor, action, reason);
        };
        let (last, earlier) = hand
            .actions
            .split_last()
            .ok_or_else(|| DeskError::Step("the hand has no action to correct".into()))?;
        if last.player() != action.player() {
            return Err(DeskError::Step(format!(
                "a correction replaces '{last}' with an action of the same player, not '{action}'"
            )));
        }
        let before = rebuild(&hand.spec, earlier, self.rules()).map_err(DeskError::Step)?;
        let (_, events) = before
            .apply(self.rules(), action)
            .map_err(|r| DeskError::Refused(Box::new(r)))?;
        let id = hand.id;
        let event = DeskEvent::Correct {
            replaced: last.to_string(),
            action: action.to_string(),
            reason: reason.trim().to_string(),
            events: json!(events),
        };
        let record = self.append(NewEvent {
            hand: Some(id),
            operator: floor,
            action: format!("floor correct {last} to {action}"),
            payload: serde_json::to_value(&event).unwrap_or_default(),
        })?;
        self.table
            .apply(Some(id), event, record.at)
            .map_err(DeskError::Step)?;
        if self.hand().is_some_and(|h| h.state.is_done()) {
            self.finish_hand()?;
        }
        Ok(events)
    }

    /// Checks that `floor` is a floor person with this PIN and gave a reason.
    fn check_floor(&mut self, floor: OperatorId, pin: &str, reason: &str) -> Result<(), DeskError> {
        if reason.trim().is_empty() {
            return Err(DeskError::Step("a floor ruling needs a reason".into()));
        }
        self.check_floor_pin(floor, pin)
    }

    /// Checks that `floor` is a floor person and `pin` is theirs.
    fn check_floor_pin(&mut self, floor: OperatorId, pin: &str) -> Result<(), DeskError> {
        let is_floor = self
            .log
            .operators()?
            .iter()
            .any(|o| o.id == floor && o.role == Role::Floor);
        if !is_floor {
            return Err(DeskError::Step("only a floor person may rule".into()));
        }
        let now = Utc::now();
        if let Some(until) = self.table.locked_until(floor.0, now) {
            return Err(DeskError::Step(format!(
                "this floor person is locked after {} wrong PINs until {} UTC",
                authority::LOCK_AFTER,
                until.format("%H:%M:%S")
            )));
        }
        if !self.log.check_pin(floor, pin)? {
            // Every wrong PIN is on the record, in the chain.
            let event = DeskEvent::PinRefused { floor: floor.0 };
            let record = self.append(NewEvent {
                hand: None,
                operator: self.dealer,
                action: format!("desk pin refused {}", floor.0),
                payload: serde_json::to_value(&event).unwrap_or_default(),
            })?;
            self.table.note_pin_refused(floor.0, record.at);
            return Err(DeskError::Step("wrong floor PIN".into()));
        }
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

    /// Writes the end of a finished hand and moves the stacks back to the seats.
    fn finish_hand(&mut self) -> Result<(), DeskError> {
        let Some(hand) = self.hand() else {
            return Ok(());
        };
        let stacks: Vec<(SeatNo, Chips)> = hand
            .seats
            .iter()
            .copied()
            .zip(hand.state.stacks())
            .collect();
        let id = hand.id;
        let summary = json!({
            "hand_no": hand.hand_no,
            "button": hand.button,
            "stacks": stacks,
            "pots": hand.state.awarded(),
        });
        self.record(Some(id), "desk end".into(), DeskEvent::End { stacks })?;
        self.log.end_hand(id, summary, self.dealer)?;
        Ok(())
    }

    /// Writes a desk event, then applies it.
    fn record(
        &mut self,
        hand: Option<HandId>,
        action: String,
        event: DeskEvent,
    ) -> Result<(), DeskError> {
        let payload = serde_json::to_value(&event).unwrap_or_default();
        let record = self.append(NewEvent {
            hand,
            operator: self.dealer,
            action,
            payload,
        })?;
        self.table
            .apply(hand, event, record.at)
            .map_err(DeskError::Step)
    }
}

/// The hand from its start through `actions`.
fn rebuild(spec: &HandSpec, actions: &[Action], rules: &HouseRules) -> Result<HandState, String> {
    let (mut state, _) = HandState::new(spec, rules).map_err(|e| e.to_string())?;
    for a in actions {
        state.play(rules, a).map_err(|r| r.to_string())?;
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

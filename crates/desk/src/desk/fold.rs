//! The table folded from its log: `TableState` takes each recorded entry
//! (`fold`) and keeps the rules, seats, button, blinds owed, the hand in play
//! and the last hand as it ended. It does no IO; `Desk` keeps one in step with
//! its log, and review folds a read-only log through one.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};

use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::HandState;
use dealerdesk_core::notation::parse_action;
use dealerdesk_core::rules::{HouseRules, NewPlayer};
use dealerdesk_log::{EventRecord, HandId, Role};

use super::event::DeskEvent;
use super::rotation::{RotationState, RotationView};
use super::tournament::TourneyState;
use super::{
    BlindSeats, DeskError, LiveHand, Owed, ReplayFault, Seat, SeatNo, authority, blinds, seating,
};

/// What a folded log entry did to the hands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Folded {
    /// A hand started.
    HandStarted,
    /// The hand in play moved on: an action, or the floor's void or
    /// correction of one.
    HandStep,
    /// The floor corrected the hand that ended last.
    EndedHandAmended,
    /// The table changed, or nothing did (seats, rules, the button, the
    /// dealer, a hand's end, a row record).
    Table,
}

/// What a table's log says, folded: rules, seats, button and the hand in
/// play. It does no IO; `Desk` keeps one in step with its log, and review
/// folds a read-only log through one.
#[derive(Clone, Debug, PartialEq)]
pub struct TableState {
    pub(super) rules: HouseRules,
    /// The seq of the entry that recorded the rules (0 before any).
    pub(super) rules_seq: u64,
    pub(super) seats: BTreeMap<SeatNo, Seat>,
    pub(super) button: Option<SeatNo>,
    pub(super) blinds: Option<BlindSeats>,
    pub(super) owed: BTreeMap<SeatNo, Owed>,
    pub(super) hands_started: u64,
    pub(super) hand: Option<LiveHand>,
    pub(super) last_hand: Option<LiveHand>,
    /// The session's first button, when chosen or drawn.
    pub(super) first_button: Option<SeatNo>,
    /// The dealer in the box, when named.
    pub(super) dealer_name: Option<String>,
    /// Wrong PINs in a row for each floor person, and when the last came.
    pub(super) pin_refusals: BTreeMap<i64, (u32, DateTime<Utc>)>,
    /// The last time each player left, with their stack (by name).
    pub(super) left: BTreeMap<String, seating::Left>,
    /// The rake of every hand ended so far.
    pub(super) rake_total: Chips,
    /// The tournament, at a tournament table.
    pub(super) tournament: Option<TourneyState>,
    /// The rotation, at a mixed-game table.
    pub(super) rotation: Option<RotationState>,
}

impl TableState {
    /// An empty table under these rules.
    pub fn new(rules: HouseRules) -> TableState {
        let tournament = rules.tournament.clone().map(TourneyState::new);
        TableState {
            rules,
            rules_seq: 0,
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
            tournament,
            rotation: None,
            hand: None,
            last_hand: None,
        }
    }

    /// A log folded whole (its first entries record its rules), each
    /// snapshot checked against the table folded so far.
    pub fn from_log(log: &dealerdesk_log::EventLog) -> Result<TableState, DeskError> {
        let mut table = TableState::new(default_rules());
        log.for_each_event(dealerdesk_log::Seq(0), |record| {
            table.fold(&record).map(|_| ())
        })?;
        Ok(table)
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

    /// The tournament, at a tournament table.
    pub fn tournament(&self) -> Option<&TourneyState> {
        self.tournament.as_ref()
    }

    /// The game now and the next, at a mixed-game table.
    pub fn rotation(&self) -> Option<RotationView> {
        self.rotation.as_ref().map(RotationState::view)
    }

    /// Folds one log entry in, and says what it did to the hands.
    pub fn fold(&mut self, record: &EventRecord) -> Result<Folded, DeskError> {
        // Row records vouch for the log's own tables; the table is unchanged.
        if dealerdesk_log::is_row_record(&record.action) {
            return Ok(Folded::Table);
        }
        let replay_err = |fault: ReplayFault| DeskError::Replay {
            seq: record.seq.0,
            action: record.action.clone(),
            fault: Box::new(fault),
        };
        let event: DeskEvent = serde_json::from_value(record.payload.clone())
            .map_err(|e| replay_err(ReplayFault::payload(&e)))?;
        // A ruling the floor made clears their wrong PINs.
        if record.role == Role::Floor {
            self.pin_refusals.remove(&record.operator.0);
        }
        if let DeskEvent::PinRefused { floor } = event {
            self.note_pin_refused(floor, record.at);
            return Ok(Folded::Table);
        }
        if let DeskEvent::Act { .. } = event {
            let action =
                parse_action(&record.action).map_err(|e| replay_err(ReplayFault::Notation(e)))?;
            let hand = self
                .hand
                .as_mut()
                .ok_or_else(|| replay_err(ReplayFault::NoHand))?;
            hand.state
                .play(&self.rules, &action)
                .map_err(|r| replay_err(ReplayFault::Refused(Box::new(r))))?;
            hand.actions.push(action);
            return Ok(Folded::HandStep);
        }
        match &event {
            DeskEvent::Snapshot(snap) => {
                self.check_snapshot(snap, record.at).map_err(replay_err)?;
                return Ok(Folded::Table);
            }
            DeskEvent::Rules { .. } => self.rules_seq = record.seq.0,
            _ => {}
        }
        let folded = match event {
            DeskEvent::Start { .. } => Folded::HandStarted,
            DeskEvent::Void { .. } | DeskEvent::Correct { .. } => Folded::HandStep,
            DeskEvent::Amend { .. } => Folded::EndedHandAmended,
            _ => Folded::Table,
        };
        self.apply(record.hand, event, record.at)
            .map_err(replay_err)?;
        Ok(folded)
    }

    /// The house rules recorded in the log, in force from here on; a
    /// tournament structure that changes starts its tournament anew.
    fn take_rules(&mut self, yaml: &str) -> Result<(), ReplayFault> {
        self.rules = HouseRules::from_logged_yaml(yaml, "the logged rules")
            .map_err(|e| ReplayFault::Rules(Box::new(e)))?;
        // A rotation's house starts it; one of its games goes on with it;
        // any other house ends it.
        if self.rules.rotation.is_some() {
            self.rotation = RotationState::of(&self.rules, self.rules_seq);
        } else if self
            .rotation
            .as_mut()
            .is_none_or(|r| r.switch(yaml).is_none())
        {
            self.rotation = None;
        }
        if self.tournament.as_ref().map(|t| &t.structure) != self.rules.tournament.as_ref() {
            self.tournament = self.rules.tournament.clone().map(TourneyState::new);
        }
        Ok(())
    }

    /// Counts a wrong PIN for a floor person.
    pub(super) fn note_pin_refused(&mut self, floor: i64, at: DateTime<Utc>) {
        let count = self.pin_refusals.get(&floor).map_or(0, |(n, _)| *n);
        self.pin_refusals.insert(floor, (count + 1, at));
    }

    /// Until when a floor person is locked out for wrong PINs, if they are.
    pub(super) fn locked_until(&self, floor: i64, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
        let (count, last) = self.pin_refusals.get(&floor)?;
        let until = *last + authority::LOCK_FOR;
        (*count >= authority::LOCK_AFTER && now < until).then_some(until)
    }

    /// Applies a desk event that is already recorded: the table's own
    /// changes here, the hand's in `fold_hand.rs`, a tournament's in
    /// `tournament/fold.rs`.
    pub(super) fn apply(
        &mut self,
        hand: Option<HandId>,
        event: DeskEvent,
        at: DateTime<Utc>,
    ) -> Result<(), ReplayFault> {
        match event {
            DeskEvent::Rules { yaml } => self.take_rules(&yaml)?,
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
                // Only those who would still owe their stack back are kept,
                // so a long shift's comings and goings do not pile up.
                let minutes = self.rules.rathole();
                self.left.retain(|_, l| seating::still_owed(l, at, minutes));
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
                    .ok_or(ReplayFault::EmptySeat(from))?;
                self.seats.insert(to, seat);
                if let Some(owed) = self.owed.remove(&from) {
                    self.owed.insert(to, owed);
                }
            }
            DeskEvent::PinRefused { .. }
            | DeskEvent::RoomCleared { .. }
            | DeskEvent::RoomStaff(_) => {}
            DeskEvent::Interrupted { .. } => {
                self.hand.take().ok_or(ReplayFault::NoHand)?;
            }
            DeskEvent::Dealer { name } => self.dealer_name = Some(name),
            DeskEvent::Start {
                hand_no,
                button,
                seats,
                spec,
                blinds,
                owed,
                level,
                imported: _,
            } => {
                let id = hand.ok_or(ReplayFault::NoHandRow)?;
                let (state, _) = HandState::new(&spec, &self.rules).map_err(ReplayFault::Setup)?;
                let blinds = blinds.unwrap_or_else(|| blinds::recorded(button, &seats, &spec));
                let live = LiveHand {
                    id,
                    hand_no,
                    button,
                    seats,
                    spec,
                    actions: Vec::new(),
                    state,
                };
                self.start_hand(live, blinds, owed, level);
            }
            DeskEvent::End { stacks } => self.end_hand(stacks)?,
            DeskEvent::Void { action, .. } => self.void_last(action)?,
            DeskEvent::Correct {
                replaced, action, ..
            } => self.correct_last(replaced, &action)?,
            DeskEvent::Amend {
                hand_no,
                replaced,
                action,
                stacks,
                ..
            } => self.amend_last(hand_no, &replaced, &action, &stacks)?,
            DeskEvent::Tournament(event) => self.apply_tournament(event, at)?,
            // Checked where it is folded; recording one changes nothing.
            DeskEvent::Snapshot(_) => {}
            DeskEvent::Act { .. } => return Err(ReplayFault::ActionWithoutText),
        }
        Ok(())
    }
}

/// The rules a table has before its log records any.
pub(super) fn default_rules() -> HouseRules {
    HouseRules::preset(dealerdesk_core::rules::Variant::NoLimitHoldem)
}

//! The hand's flow at the desk: starting a hand (the house's button and
//! blinds, or a recorded hand's), entering the dealer's and players' actions
//! through the engine, and closing a finished hand. Each change is recorded
//! before it applies.

use serde_json::json;

use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::{Action, Event, HandSpec, HandState};
use dealerdesk_log::{NewEvent, OperatorId};

use super::event::DeskEvent;
use super::{
    BlindSeats, Desk, DeskError, LiveHand, Owed, ReplayFault, SeatNo, authority, blinds,
    order_from_button,
};
use super::{players, snapshot};

impl Desk {
    /// Starts the next hand. The button moves as the house's `button` rule
    /// says (to the next player, or a dead button following the big blind),
    /// the seats map to positions from the button's left, and blinds and
    /// antes are posted by the engine at the house's stakes. A player coming
    /// back owing missed blinds posts them or waits for the big blind, per
    /// `missed_blinds`; what each seat owes is recorded with the start.
    ///
    /// At a tournament table the hand is dealt at the level on the clock
    /// now (a level that changes during the hand applies from the next, TDA
    /// 23); the clock starts with the first hand; players still at 0 chips
    /// are out first; no hand starts during a break or before a colour-up
    /// that is due; a player away from the table is dealt in and posts
    /// (TDA 30: a player must be at the seat for a live hand, and the
    /// blinds and antes are posted all the same).
    pub fn start_hand(&mut self) -> Result<&LiveHand, DeskError> {
        if self.hand().is_some() {
            return Err(DeskError::HandInPlay);
        }
        let level = self.tournament_level()?;
        // The hand is planned and checked at the table as its game will be
        // (a rotation's next game, when due) before anything is written.
        let (plan, next_game) = {
            let (table, next_game) = self.table_for_next_hand(level.as_ref().map(|(n, _)| *n))?;
            let stakes = level.as_ref().map_or_else(
                || table.rules.stakes.clone(),
                |(_, l)| l.stakes_for(table.rules.game(), table.rules.structure()),
            );
            let plan = blinds::plan(
                &table.seats,
                &table.rules,
                &stakes,
                table.blinds,
                table.first_button,
                &table.owed,
                level.is_some(),
            )
            .map(|mut plan| {
                let house = table.rules.odd_chip_unit();
                plan.spec.odd_chip_unit = table.tournament.as_ref().map(|t| t.split_unit(house));
                plan
            });
            if let Ok(plan) = &plan {
                HandState::new(&plan.spec, &table.rules)?;
            }
            (plan, next_game)
        };
        let plan = match plan {
            Err(DeskError::TooFewPlayers(n)) if level.is_some() => {
                return Err(self.none_left_to_play(n)?);
            }
            plan => plan?,
        };
        if let Some(game) = next_game {
            self.rotate(game)?;
        }
        if level.is_some() {
            self.out_before_hand()?;
            if self.tournament().is_some_and(|t| !t.clock.started()) {
                self.start_clock()?;
            }
        }
        let owed = plan.owed.into_iter().collect();
        self.start_with(
            plan.blinds.button,
            plan.seats,
            plan.spec,
            Some(plan.blinds),
            owed,
            StartMarks {
                level: level.map(|(n, _)| n),
                imported: None,
            },
        )
    }

    /// Starts a hand with the button on `button` and stakes as `spec` says
    /// (its stacks are the seats'), as when bringing in a recorded hand.
    pub fn start_hand_at(
        &mut self,
        button: SeatNo,
        spec: HandSpec,
    ) -> Result<&LiveHand, DeskError> {
        self.start_recorded(button, spec, None)
    }

    /// [`start_hand_at`](Self::start_hand_at) for an imported hand history,
    /// its start entry carrying the history's content digest.
    pub(super) fn start_recorded(
        &mut self,
        button: SeatNo,
        mut spec: HandSpec,
        imported: Option<String>,
    ) -> Result<&LiveHand, DeskError> {
        let active = self.active_seats()?;
        if !active.contains(&button) {
            return Err(DeskError::NotDealtIn(button));
        }
        let seats = order_from_button(&active, button);
        if seats.len() != spec.stacks.len() {
            return Err(DeskError::PlayerCount {
                seats: seats.len(),
                players: spec.stacks.len(),
            });
        }
        spec.stacks = seats.iter().map(|s| self.seats()[s].stack).collect();
        spec.odd_chip_unit = self.split_unit().or(spec.odd_chip_unit);
        // Whoever the recorded hand deals in owes nothing more.
        let owed = self
            .table
            .owed
            .iter()
            .filter(|(s, _)| !seats.contains(s))
            .map(|(s, o)| (*s, *o))
            .collect();
        let marks = StartMarks {
            level: None,
            imported,
        };
        self.start_with(button, seats, spec, None, owed, marks)
    }

    /// At a tournament table, the chip the next hand splits down to.
    fn split_unit(&self) -> Option<Chips> {
        let house = self.rules().odd_chip_unit();
        self.tournament().map(|t| t.split_unit(house))
    }

    fn active_seats(&self) -> Result<Vec<SeatNo>, DeskError> {
        if self.hand().is_some() {
            return Err(DeskError::HandInPlay);
        }
        let active: Vec<SeatNo> = self
            .seats()
            .iter()
            .filter(|(_, s)| !s.sitting_out && !s.stack.is_zero())
            .map(|(n, _)| *n)
            .collect();
        if active.len() < 2 {
            return Err(DeskError::TooFewPlayers(active.len()));
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
        marks: StartMarks,
    ) -> Result<&LiveHand, DeskError> {
        let StartMarks { level, imported } = marks;
        // Check the setup before anything is written.
        HandState::new(&spec, self.rules())?;
        let hand_no = self.table.hands_started + 1;
        let players = players::dealt_in(self.seats(), &seats);
        let id = self
            .log
            .begin_hand_with(self.session, hand_no, self.dealer, &players)?;
        let text = format!("desk start hand {hand_no}, button {}", button.0);
        let event = DeskEvent::Start {
            hand_no,
            button,
            seats,
            spec,
            blinds,
            owed,
            level,
            imported,
        };
        self.record(Some(id), text, event)?;
        self.hand()
            .ok_or_else(|| ReplayFault::HandNotStarted.into())
    }

    /// Applies a dealer or player action to the hand in play. It is recorded
    /// in the log before the hand changes; a refused action records nothing.
    /// Floor rulings are refused here (`DeskError::FloorOnly`): by their
    /// kind, or by what the engine makes of a procedure (a dead hand, a
    /// misdeal that hands back actions taken). They go through
    /// `floor_action`.
    pub fn submit(&mut self, action: &Action) -> Result<Vec<Event>, DeskError> {
        let hand = self.hand().ok_or(DeskError::NoHand)?;
        let floors = |why| DeskError::FloorOnly {
            action: Box::new(action.clone()),
            why,
        };
        if let Some(why) = authority::by_kind(action, &hand.state, self.rules()) {
            return Err(floors(why));
        }
        let (next, events) = hand
            .state
            .apply(self.rules(), action)
            .map_err(|r| DeskError::Refused(Box::new(r)))?;
        if let Some(why) = authority::by_result(action, &hand.state, &next, &events) {
            return Err(floors(why));
        }
        self.record_applied(self.dealer, action, None, next, events)
    }

    pub(super) fn enter(
        &mut self,
        operator: OperatorId,
        action: &Action,
        reason: Option<String>,
    ) -> Result<Vec<Event>, DeskError> {
        let hand = self.hand().ok_or(DeskError::NoHand)?;
        let (next, events) = hand
            .state
            .apply(self.rules(), action)
            .map_err(|r| DeskError::Refused(Box::new(r)))?;
        self.record_applied(operator, action, reason, next, events)
    }

    /// Records an action the engine applied to the hand in play, then moves
    /// the hand to `next`.
    fn record_applied(
        &mut self,
        operator: OperatorId,
        action: &Action,
        reason: Option<String>,
        next: HandState,
        events: Vec<Event>,
    ) -> Result<Vec<Event>, DeskError> {
        let id = self.hand().ok_or(DeskError::NoHand)?.id;
        self.append(NewEvent {
            hand: Some(id),
            operator,
            action: action.to_string(),
            payload: DeskEvent::Act {
                events: json!(events),
                reason,
            }
            .to_payload()?,
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

    /// Writes the end of a finished hand and moves the stacks back to the seats.
    pub(super) fn finish_hand(&mut self) -> Result<(), DeskError> {
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
        self.out_after_hand()?;
        match self.table.snapshot() {
            Some(snap) => self.record(None, snapshot::SNAPSHOT.into(), DeskEvent::Snapshot(snap)),
            None => Ok(()),
        }
    }
}

/// What a hand's start entry notes beside its deal: the tournament level, and
/// an imported history's content digest.
struct StartMarks {
    level: Option<u32>,
    imported: Option<String>,
}

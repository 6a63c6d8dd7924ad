//! The floor's rulings at the desk, behind a floor person's PIN and with a
//! reason on record: an action entered by ruling, a void or a correction of
//! the last action, and registering floor people: the first at setup, before
//! the log's first hand, and every later one only on a floor person's word
//! and PIN. Every wrong PIN is a chained event; five in a row lock that floor
//! person out for a while. At a table that takes its floor staff from the
//! room (`room_staff.rs`), the room's list is read again at each of these
//! and only a name on it registers or rules.

use chrono::Utc;
use serde_json::json;

use dealerdesk_core::engine::{Action, Event};
use dealerdesk_log::{HandQuery, NewEvent, OperatorId, PinCost, Role};

use super::event::DeskEvent;
use super::{Desk, DeskError, authority, rebuild};

impl Desk {
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

    /// Registers the log's first floor person, at setup: before the first
    /// hand of the log, while it has no floor person. Every later one is
    /// registered on a floor person's word and PIN
    /// ([`add_floor_by`](Self::add_floor_by)). The PIN has at least six
    /// digits, or is a passphrase of twelve characters.
    pub fn add_floor(&mut self, name: &str, pin: &str) -> Result<OperatorId, DeskError> {
        self.add_floor_at(name, pin, PinCost::Standard)
    }

    /// [`add_floor`](Self::add_floor) with the PIN hashed at `cost`: the
    /// random hunts register floor people at [`PinCost::Scratch`] on their
    /// scratch logs; every desk hashes at the standard cost.
    pub fn add_floor_at(
        &mut self,
        name: &str,
        pin: &str,
        cost: PinCost,
    ) -> Result<OperatorId, DeskError> {
        if self.has_floor()? {
            return Err(DeskError::FloorByFloor);
        }
        self.read_room_staff()?;
        if self.log.hand_count(&HandQuery::default())? > 0 {
            return Err(DeskError::FirstFloorAfterHands);
        }
        self.register_floor(name, pin, cost)
    }

    /// Registers another floor person on the word of a floor person already
    /// registered, who gives their PIN with it.
    pub fn add_floor_by(
        &mut self,
        floor: OperatorId,
        floor_pin: &str,
        name: &str,
        pin: &str,
    ) -> Result<OperatorId, DeskError> {
        self.add_floor_by_at(floor, floor_pin, name, pin, PinCost::Standard)
    }

    /// [`add_floor_by`](Self::add_floor_by) with the new PIN hashed at
    /// `cost`, as [`add_floor_at`](Self::add_floor_at).
    pub fn add_floor_by_at(
        &mut self,
        floor: OperatorId,
        floor_pin: &str,
        name: &str,
        pin: &str,
        cost: PinCost,
    ) -> Result<OperatorId, DeskError> {
        self.check_floor_pin(floor, floor_pin)?;
        self.register_floor(name, pin, cost)
    }

    /// Whether the log has a floor person.
    pub fn has_floor(&self) -> Result<bool, DeskError> {
        Ok(self.log.operators()?.iter().any(|o| o.role == Role::Floor))
    }

    /// Writes a floor person with a PIN strong enough into the log.
    fn register_floor(
        &mut self,
        name: &str,
        pin: &str,
        cost: PinCost,
    ) -> Result<OperatorId, DeskError> {
        let name = &self.new_staff_name(name)?;
        self.check_room_staff(name)?;
        authority::check_new_pin(pin).map_err(DeskError::WeakPin)?;
        Ok(self.log.add_staff(name, pin, cost)?)
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
        let hand = self.hand().ok_or(DeskError::NoHand)?;
        let last = hand
            .actions
            .last()
            .ok_or(DeskError::NothingToVoid)?
            .to_string();
        let id = hand.id;
        let event = DeskEvent::Void {
            action: last.clone(),
            reason: reason.trim().to_string(),
            taken_back: false,
        };
        self.record_by(floor, Some(id), format!("floor void {last}"), event)
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
            .ok_or(DeskError::NothingToCorrect)?;
        if last.player() != action.player() {
            return Err(DeskError::CorrectionPlayer {
                replaced: Box::new(last.clone()),
                action: Box::new(action.clone()),
            });
        }
        let before = rebuild(&hand.spec, earlier, self.rules()).map_err(DeskError::from)?;
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
        self.record_by(
            floor,
            Some(id),
            format!("floor correct {last} to {action}"),
            event,
        )?;
        if self.hand().is_some_and(|h| h.state.is_done()) {
            self.finish_hand()?;
        }
        Ok(events)
    }

    /// Checks that `floor` is a floor person with this PIN and gave a reason.
    pub(super) fn check_floor(
        &mut self,
        floor: OperatorId,
        pin: &str,
        reason: &str,
    ) -> Result<(), DeskError> {
        if reason.trim().is_empty() {
            return Err(DeskError::NoReason);
        }
        self.check_floor_pin(floor, pin)
    }

    /// Checks that `floor` is a floor person, on the room's floor staff at
    /// a table that takes its floor staff from the room (read again now),
    /// and that `pin` is theirs.
    fn check_floor_pin(&mut self, floor: OperatorId, pin: &str) -> Result<(), DeskError> {
        let name = self
            .log
            .operators()?
            .into_iter()
            .find(|o| o.id == floor && o.role == Role::Floor)
            .map(|o| o.name)
            .ok_or(DeskError::NotFloor)?;
        self.read_room_staff()?;
        self.check_room_staff(&name)?;
        let now = Utc::now();
        if let Some(until) = self.table.locked_until(floor.0, now) {
            return Err(DeskError::LockedOut {
                wrong: authority::LOCK_AFTER,
                until,
            });
        }
        // The PIN derives the floor person's signing key, held for their
        // entries that follow (a log of the older format checks the PIN alone).
        if !self.log.unlock(floor, pin)? {
            // Every wrong PIN is on the record, in the chain.
            let event = DeskEvent::PinRefused { floor: floor.0 };
            let record = self.append(NewEvent {
                hand: None,
                operator: self.dealer,
                action: format!("desk pin refused {}", floor.0),
                payload: event.to_payload()?,
            })?;
            self.table.note_pin_refused(floor.0, record.at);
            return Err(DeskError::WrongPin);
        }
        Ok(())
    }
}

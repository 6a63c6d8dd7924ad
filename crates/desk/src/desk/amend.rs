//! The floor re-decides the last hand after it ended, until the next hand
//! starts: a mistyped show or muck is replaced by the corrected action, the
//! hand is played again to its end and the pots are awarded anew, and every
//! stack moves by what the new award gives or takes. The first award stays in
//! the log beside the correction.

use serde_json::json;

use super::{Desk, DeskError, DeskEvent, LiveHand, ReplayFault, SeatNo, TableState, rebuild};
use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::{Action, Event, HandState};
use dealerdesk_log::{NewEvent, OperatorId};

impl Desk {
    /// Replaces the last action of the hand that just ended with `action`
    /// (the same player's), on the floor's PIN and reason; refused once the
    /// next hand has started, when the corrected hand would not end, or when
    /// a player who would lose chips has left or no longer has them.
    pub(super) fn correct_ended(
        &mut self,
        floor: OperatorId,
        action: &Action,
        reason: &str,
    ) -> Result<Vec<Event>, DeskError> {
        let last = self
            .table
            .last_hand
            .as_ref()
            .ok_or(DeskError::NoEndedHand)?;
        let (replaced, after, events) = corrected(last, action, self.rules())?;
        let stacks = end_stacks(last, &after);
        self.table.clone().restack(last, &after)?;
        let event = DeskEvent::Amend {
            hand_no: last.hand_no,
            replaced: replaced.to_string(),
            action: action.to_string(),
            reason: reason.trim().to_string(),
            events: json!(events),
            stacks,
        };
        let record = self.append(NewEvent {
            hand: None,
            operator: floor,
            action: format!(
                "floor correct hand {}: {replaced} to {action}",
                last.hand_no
            ),
            payload: event.to_payload()?,
        })?;
        self.table
            .apply(None, event, record.at)
            .map_err(DeskError::from)?;
        Ok(events)
    }
}

impl TableState {
    /// Folds a correction of the hand that ended last.
    pub(super) fn amend_last(
        &mut self,
        hand_no: u64,
        replaced: &str,
        action: &str,
        stacks: &[(SeatNo, Chips)],
    ) -> Result<(), ReplayFault> {
        if self.hand.is_some() {
            return Err(ReplayFault::AmendDuringHand);
        }
        let last = self
            .last_hand
            .as_ref()
            .filter(|h| h.hand_no == hand_no)
            .ok_or(ReplayFault::AmendNotLast { hand_no })?;
        let action =
            dealerdesk_core::notation::parse_action(action).map_err(ReplayFault::Notation)?;
        let (was, after, _) = corrected(last, &action, &self.rules)
            .map_err(|e| ReplayFault::Correction(Box::new(e)))?;
        if was.to_string() != replaced {
            return Err(ReplayFault::NotLastAction {
                named: replaced.to_owned(),
            });
        }
        let replayed = end_stacks(last, &after);
        if replayed != stacks {
            return Err(ReplayFault::Stacks {
                recorded: stacks.to_vec(),
                replayed,
            });
        }
        let last = last.clone();
        self.restack(&last, &after)
            .map_err(|e| ReplayFault::Correction(Box::new(e)))?;
        self.rake_total = self.rake_total.saturating_sub(last.state.rake()) + after.rake();
        let mut actions = last.actions.clone();
        actions.pop();
        actions.push(action);
        self.last_hand = Some(LiveHand {
            actions,
            state: after,
            ..last
        });
        Ok(())
    }

    /// Moves each seat's stack by what the corrected hand gives or takes.
    fn restack(&mut self, last: &LiveHand, after: &HandState) -> Result<(), DeskError> {
        for ((seat, was), now) in last
            .seats
            .iter()
            .zip(last.state.stacks())
            .zip(after.stacks())
        {
            if was == now {
                continue;
            }
            let s = self.seats.get_mut(seat).ok_or(DeskError::SeatLeft(*seat))?;
            let stack = (s.stack + now)
                .0
                .checked_sub(was.0)
                .ok_or(DeskError::ChipsGone {
                    seat: *seat,
                    chips: was.saturating_sub(now),
                })?;
            s.stack = Chips(stack);
        }
        Ok(())
    }
}

/// The last hand's last action, and the hand played again with `action` in
/// its place, which must end it.
fn corrected(
    last: &LiveHand,
    action: &Action,
    rules: &dealerdesk_core::rules::HouseRules,
) -> Result<(Action, HandState, Vec<Event>), DeskError> {
    let (replaced, earlier) = last
        .actions
        .split_last()
        .ok_or(DeskError::NothingToCorrect)?;
    if replaced.player() != action.player() {
        return Err(DeskError::CorrectionPlayer {
            replaced: Box::new(replaced.clone()),
            action: Box::new(action.clone()),
        });
    }
    let before = rebuild(&last.spec, earlier, rules).map_err(DeskError::from)?;
    let (after, events) = before
        .apply(rules, action)
        .map_err(|r| DeskError::Refused(Box::new(r)))?;
    if !after.is_done() {
        return Err(DeskError::CorrectionReopens {
            hand_no: last.hand_no,
            replaced: Box::new(replaced.clone()),
            action: Box::new(action.clone()),
        });
    }
    Ok((replaced.clone(), after, events))
}

/// The stacks by seat at the end of `after`.
fn end_stacks(last: &LiveHand, after: &HandState) -> Vec<(SeatNo, Chips)> {
    last.seats.iter().copied().zip(after.stacks()).collect()
}

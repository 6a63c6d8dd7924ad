//! The dealer's own take-back: the last entry of the hand in play, undone by
//! the dealer who made it while nothing has been recorded after it. It is a
//! chained entry under the dealer's name, like a floor void; anything else
//! (an earlier entry, or one followed by others) is for the floor.

use super::{Desk, DeskError, DeskEvent, NoTakeBack};
use dealerdesk_core::engine::Action;
use dealerdesk_log::NewEvent;

impl Desk {
    /// Takes back the dealer's last entry of the hand in play and returns it.
    /// Refused when the hand has no entry, when the last entry in the log is
    /// not that action, or when someone other than the dealer entered it.
    pub fn take_back(&mut self) -> Result<Action, DeskError> {
        let refused = DeskError::NothingToTakeBack;
        let hand = self.hand().ok_or_else(|| refused(NoTakeBack::NoHand))?;
        let last = hand
            .actions
            .last()
            .cloned()
            .ok_or_else(|| refused(NoTakeBack::NoEntry))?;
        let id = hand.id;
        let text = last.to_string();
        let entry = self
            .log
            .events(Some(id))?
            .pop()
            .ok_or_else(|| refused(NoTakeBack::NoEntry))?;
        let is_the_action = matches!(
            serde_json::from_value(entry.payload.clone()),
            Ok(DeskEvent::Act { .. })
        ) && entry.action == text;
        // The floor's entry is followed by its signature: the floor's, whatever follows.
        if is_the_action && entry.operator != self.dealer {
            return Err(refused(NoTakeBack::ByFloor));
        }
        if !is_the_action || !self.log.events_since(entry.seq)?.is_empty() {
            return Err(refused(NoTakeBack::RecordedAfter));
        }
        let event = DeskEvent::Void {
            action: text.clone(),
            reason: String::new(),
            taken_back: true,
        };
        let record = self.append(NewEvent {
            hand: Some(id),
            operator: self.dealer,
            action: format!("dealer take-back {text}"),
            payload: event.to_payload()?,
        })?;
        self.table
            .apply(Some(id), event, record.at)
            .map_err(DeskError::from)?;
        Ok(last)
    }
}

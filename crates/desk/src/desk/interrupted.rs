//! A hand an import left half-written, when the process was cut off between
//! its entries: the next import closes it as never dealt (the stacks stay as
//! they were before it, since they move only when a hand ends) and goes on.
//! Only the import face calls this; at a live table the floor rules.

use super::{Desk, DeskError, DeskEvent};
use dealerdesk_log::NewEvent;

impl Desk {
    /// Closes the hand in play as interrupted, with the reason on record.
    /// Returns whether there was one.
    pub fn close_interrupted(&mut self, reason: &str) -> Result<bool, DeskError> {
        let Some(hand) = self.hand() else {
            return Ok(false);
        };
        let id = hand.id;
        let event = DeskEvent::Interrupted {
            reason: reason.to_string(),
        };
        let record = self.append(NewEvent {
            hand: Some(id),
            operator: self.dealer,
            action: "desk interrupted".into(),
            payload: event.to_payload()?,
        })?;
        self.table
            .apply(Some(id), event, record.at)
            .map_err(DeskError::from)?;
        self.log.end_hand(
            id,
            serde_json::json!({"dealt": false, "interrupted": reason}),
            self.dealer,
        )?;
        Ok(true)
    }
}

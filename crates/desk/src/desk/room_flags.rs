//! The floor clears the room's flags on this table: a ruling behind a floor
//! person's PIN, with a reason, recorded as a chained entry of the log (the
//! flags as the room showed them and the room's epoch the table syncs in
//! from here), so the log proves who cleared what. The room's side of the
//! ruling is in `dealerdesk-room`; this entry changes nothing at the table.

use dealerdesk_log::{EventRecord, NewEvent, OperatorId};

use super::event::{DeskEvent, RoomFlag};
use super::{Desk, DeskError};

impl Desk {
    /// The floor clears `flags` (every open flag the room shows for this
    /// table), the table to sync as the room's `epoch` from here: checked
    /// like every floor ruling (a floor person, their PIN, a reason), then
    /// recorded under the floor person's name. Returns the log's entry, the
    /// anchor the room records for the new epoch.
    pub fn clear_room_flags(
        &mut self,
        floor: OperatorId,
        pin: &str,
        reason: &str,
        flags: &[RoomFlag],
        epoch: u32,
    ) -> Result<EventRecord, DeskError> {
        self.check_floor(floor, pin, reason)?;
        if flags.is_empty() {
            return Err(DeskError::NoRoomFlag);
        }
        let ids: Vec<String> = flags.iter().map(|f| f.id.to_string()).collect();
        let event = DeskEvent::RoomCleared {
            flags: flags.to_vec(),
            epoch,
            reason: reason.trim().to_string(),
        };
        let record = self.append(NewEvent {
            hand: None,
            operator: floor,
            action: format!("floor clear room flags {}", ids.join(",")),
            payload: event.to_payload()?,
        })?;
        self.table
            .apply(None, event, record.at)
            .map_err(DeskError::from)?;
        Ok(record)
    }
}

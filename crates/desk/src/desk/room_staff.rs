//! A table that takes its floor staff from the room. The room keeps the
//! house's floor staff as a hash chain of changes (`dealerdesk-room`'s
//! `staff`); a table connected to it reads that chain (through a
//! [`StaffSource`], checked by the room's side) and, when it differs from
//! what the log last recorded, writes a chained entry: the room's floor
//! staff as of room change N with that change's hash. From the first such
//! entry on, the log's floor people are those on the list last recorded:
//! a new floor person is registered only under a name on it (still on a
//! floor person's word and PIN), and a ruling by a floor person no longer
//! on it — removed in the room, or never on it — is refused, naming the
//! room change. The source is read at each floor entry (a ruling, a
//! registration), so a removal in a reachable room is in the chain before
//! that person's next ruling; when the room cannot be read, the list last
//! recorded holds and the desk says why ([`Desk::room_staff_unread`]).
//!
//! What the desk cannot tell alone: a made-up entry (the room holds no
//! key the table could check). `room verify` finds it, by matching each
//! entry's change number and hash against the room's chain.

use dealerdesk_log::{EventLog, EventRecord, NewEvent};

use super::event::DeskEvent;
pub use super::event::RoomStaff;
use super::{Desk, DeskError};

/// How the log's room staff entries begin (the rest says the change, its
/// hash and the names).
pub const ROOM_STAFF: &str = "room staff ";

/// Why the room's floor staff was not taken now (the list last recorded
/// holds).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StaffUnread {
    /// The room cannot be reached; what the connection said.
    Unreachable(String),
    /// The room's staff chain does not check from this change on.
    Broken {
        /// The first change that does not.
        seq: u64,
    },
    /// The room shows a staff chain behind or beside what this table
    /// recorded (a room restored from an older copy, or another room).
    Rewound {
        /// The room's last change.
        room: u64,
        /// The change the table recorded last.
        recorded: u64,
    },
}

/// Where a table reads the room's floor staff: the room, for a table
/// connected to one.
pub trait StaffSource: Send {
    /// The room's floor staff now, its chain checked; `None` for a room
    /// that keeps no floor staff (its tables' floor staff are their own).
    fn read(&mut self) -> Result<Option<RoomStaff>, StaffUnread>;
}

/// The room staff list an entry of the log records, if it is one.
pub fn recorded_room_staff(record: &EventRecord) -> Option<RoomStaff> {
    if !record.action.starts_with(ROOM_STAFF) {
        return None;
    }
    match serde_json::from_value(record.payload.clone()) {
        Ok(DeskEvent::RoomStaff(staff)) => Some(staff),
        _ => None,
    }
}

/// The room staff list the log recorded last.
pub(super) fn last_recorded(log: &EventLog) -> Result<Option<RoomStaff>, DeskError> {
    Ok(log
        .last_event_with_action_prefix(ROOM_STAFF)?
        .as_ref()
        .and_then(recorded_room_staff))
}

impl Desk {
    /// Takes the floor staff from `source` from now on, and reads it once.
    pub fn take_staff_from(&mut self, source: Box<dyn StaffSource>) -> Result<(), DeskError> {
        self.staff_source = Some(source);
        self.read_room_staff()
    }

    /// The room's floor staff as the log recorded it last, at a table that
    /// takes its floor staff from the room.
    pub fn room_staff(&self) -> Option<&RoomStaff> {
        self.room_staff.as_ref()
    }

    /// Whether the table reads the room's floor staff (it was given a
    /// source).
    pub fn reads_room_staff(&self) -> bool {
        self.staff_source.is_some()
    }

    /// Why the room's floor staff was not taken at the last look, when it
    /// was not (the list last recorded holds).
    pub fn room_staff_unread(&self) -> Option<&StaffUnread> {
        self.staff_unread.as_ref()
    }

    /// Reads the room's floor staff from the source, if the table has one,
    /// and records it when it differs from what the log recorded last. A
    /// room that cannot be read leaves the list as it was, and says why in
    /// [`room_staff_unread`](Self::room_staff_unread).
    ///
    /// # Errors
    /// The log's, when it cannot record the list.
    pub fn read_room_staff(&mut self) -> Result<(), DeskError> {
        let Some(source) = self.staff_source.as_mut() else {
            return Ok(());
        };
        match source.read() {
            Ok(Some(staff)) => {
                self.staff_unread = None;
                self.record_room_staff(staff)?;
            }
            Ok(None) => self.staff_unread = None,
            Err(why) => self.staff_unread = Some(why),
        }
        Ok(())
    }

    /// Records `staff` as the room's floor staff when it differs from what
    /// the log recorded last; whether it was recorded. A list as of an
    /// earlier change than the one recorded, or of the same change with
    /// another hash, is not taken ([`StaffUnread::Rewound`]).
    ///
    /// # Errors
    /// The log's.
    pub fn record_room_staff(&mut self, mut staff: RoomStaff) -> Result<bool, DeskError> {
        staff.names.sort();
        staff.removed.sort();
        if let Some(last) = &self.room_staff {
            if last.seq == staff.seq && last.hash == staff.hash {
                return Ok(false);
            }
            if staff.seq <= last.seq {
                self.staff_unread = Some(StaffUnread::Rewound {
                    room: staff.seq,
                    recorded: last.seq,
                });
                return Ok(false);
            }
        }
        let names = if staff.names.is_empty() {
            "-".to_owned()
        } else {
            staff.names.join(", ")
        };
        let action = format!(
            "{ROOM_STAFF}as of room change {} hash {}: {names}",
            staff.seq, staff.hash
        );
        let event = DeskEvent::RoomStaff(staff.clone());
        self.append(NewEvent {
            hand: None,
            operator: self.dealer,
            action,
            payload: event.to_payload()?,
        })?;
        self.room_staff = Some(staff);
        Ok(true)
    }

    /// Refuses `name` as a floor person when the log takes its floor staff
    /// from the room and the list last recorded does not hold them.
    pub(super) fn check_room_staff(&self, name: &str) -> Result<(), DeskError> {
        let Some(staff) = &self.room_staff else {
            return Ok(());
        };
        if staff.names.iter().any(|n| n == name) {
            return Ok(());
        }
        match staff.removed.iter().find(|(n, _)| n == name) {
            Some((_, removed)) => Err(DeskError::RemovedFromRoomStaff {
                name: name.to_owned(),
                removed: *removed,
            }),
            None => Err(DeskError::NotRoomStaff {
                name: name.to_owned(),
                seq: staff.seq,
            }),
        }
    }
}

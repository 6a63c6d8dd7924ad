//! What the sync says about a table, for the console's indicator.

use std::fmt;

use dealerdesk_desk::desk::RoomFlag;

/// The sync's state, as the console shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SyncState {
    /// Not yet heard from the room.
    Starting,
    /// The room holds every event of the log.
    InSync {
        /// The last event the room holds.
        seq: u64,
    },
    /// Events are on their way.
    Behind {
        /// Events the room does not hold yet.
        events: u64,
    },
    /// The room cannot be reached; the sync tries again.
    Unreachable {
        /// Events the room does not hold, once it has been reached.
        behind: Option<u64>,
        /// Why, in words.
        reason: String,
    },
    /// The room's copy and the log disagree: the table is flagged.
    Flagged {
        /// The open flags, oldest first.
        flags: Vec<RoomFlag>,
    },
    /// The sync cannot work at all (bad address, schema, role); it stopped.
    Failed {
        /// Why, in words.
        reason: String,
    },
}

impl SyncState {
    /// Whether the floor must look at the table before play goes on.
    pub fn is_flagged(&self) -> bool {
        matches!(self, SyncState::Flagged { .. })
    }
}

impl fmt::Display for SyncState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SyncState::Starting => f.write_str("connecting"),
            SyncState::InSync { .. } => f.write_str("in sync"),
            SyncState::Behind { events: 1 } => f.write_str("1 event behind"),
            SyncState::Behind { events } => write!(f, "{events} events behind"),
            SyncState::Unreachable {
                behind: Some(behind),
                ..
            } => write!(f, "unreachable, {behind} behind"),
            SyncState::Unreachable { behind: None, .. } => f.write_str("unreachable"),
            SyncState::Flagged { .. } => f.write_str("TABLE FLAGGED"),
            SyncState::Failed { reason } => write!(f, "not syncing: {reason}"),
        }
    }
}

//! What the sync says about a table, for the console's indicator.

use std::fmt;
use std::sync::Arc;

use dealerdesk_desk::desk::RoomFlag;

use crate::RoomError;

/// Why the sync is down: the room error itself, shared, so that each face
/// says it in its reader's language.
#[derive(Clone, Debug)]
pub struct Reason(Arc<RoomError>);

impl Reason {
    /// The error.
    pub fn error(&self) -> &RoomError {
        &self.0
    }
}

impl From<RoomError> for Reason {
    fn from(e: RoomError) -> Reason {
        Reason(Arc::new(e))
    }
}

/// Two reasons are the same when they say the same (the sync compares its
/// states to tell the console of a change).
impl PartialEq for Reason {
    fn eq(&self, other: &Reason) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.0.to_string() == other.0.to_string()
    }
}

impl Eq for Reason {}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

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
        /// Why.
        reason: Reason,
    },
    /// The room's copy and the log disagree: the table is flagged.
    Flagged {
        /// The open flags, oldest first.
        flags: Vec<RoomFlag>,
    },
    /// The sync cannot work at all (bad address, schema, role); it stopped.
    Failed {
        /// Why.
        reason: Reason,
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

//! What can go wrong between a table and the room.

use dealerdesk_desk::desk::DeskError;
use dealerdesk_log::LogError;

/// A room error: the database, the local log, or the room's schema.
#[derive(Debug, thiserror::Error)]
pub enum RoomError {
    /// The connection string cannot be read.
    #[error("room address: {0}")]
    Address(String),
    /// The room cannot be reached (refused, timed out, dropped).
    #[error("room unreachable: {0}")]
    Unreachable(String),
    /// The database refused a statement.
    #[error("room database: {0}")]
    Database(String),
    /// The room's schema is not the one this program writes.
    #[error("room schema is at version {found}, this program needs {wanted}: {hint}")]
    Schema {
        /// The version found.
        found: i32,
        /// The version this program's migrations reach.
        wanted: i32,
        /// What to do about it.
        hint: &'static str,
    },
    /// No table of that name has synced to the room.
    #[error("no table {0:?} in the room")]
    NoTable(String),
    /// The floor was shown other flags than the room holds open now.
    #[error("table {table}'s open flags are {open:?}, not the {shown:?} shown: look at them again")]
    FlagsChanged {
        /// The table.
        table: String,
        /// The ids of its open flags.
        open: Vec<i64>,
        /// The ids shown to the floor.
        shown: Vec<i64>,
    },
    /// The log recorded the floor's clearance and the room did not take it:
    /// the flags stay open, and the floor may clear them again.
    #[error("the log recorded the clearance at event {seq}, the room did not: {why}")]
    NotRecorded {
        /// The log's entry of the ruling.
        seq: dealerdesk_log::Seq,
        /// Why the room did not take it.
        why: Box<RoomError>,
    },
    /// A role other than the room owner's tried to change the floor staff.
    #[error("role {role} is not the room owner's: only the room owner changes the floor staff")]
    NotRoomOwner {
        /// The role connected.
        role: String,
    },
    /// The name is on the room's floor staff already.
    #[error("{name} is already on the room's floor staff")]
    AlreadyStaff {
        /// The name.
        name: String,
    },
    /// The name is not on the room's floor staff.
    #[error("{name} is not on the room's floor staff")]
    NotStaff {
        /// The name.
        name: String,
    },
    /// The local log.
    #[error(transparent)]
    Log(#[from] LogError),
    /// Folding a table's events.
    #[error(transparent)]
    Desk(#[from] DeskError),
    /// A scratch file for a table's copy.
    #[error("scratch file: {0}")]
    Io(#[from] std::io::Error),
}

impl From<postgres::Error> for RoomError {
    fn from(e: postgres::Error) -> Self {
        match e.as_db_error() {
            Some(db) => RoomError::Database(db.message().to_owned()),
            None if e.is_closed() => RoomError::Unreachable("the connection closed".to_owned()),
            None => RoomError::Unreachable(with_sources(&e)),
        }
    }
}

/// An error's message followed by each of its sources'.
pub(crate) fn with_sources(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        text.push_str(": ");
        text.push_str(&s.to_string());
        source = s.source();
    }
    text
}

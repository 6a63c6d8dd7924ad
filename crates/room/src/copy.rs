//! A table's chain as the room holds it, written into a new SQLite log so
//! that every face that reads a log (review, hands, export) reads the room.

use std::path::Path;

use dealerdesk_log::EventLog;
use postgres::Client;

use crate::{RoomError, read};

/// Write `table`'s events from the room into a new log at `path` and
/// verify it; returns the log, read-only.
///
/// # Errors
/// [`RoomError::NoTable`], database errors, and the log's own: a copy whose
/// chain does not verify is refused with its first bad seq.
pub fn copy_table(client: &mut Client, table: &str, path: &Path) -> Result<EventLog, RoomError> {
    let events = read::events(client, table)?;
    EventLog::write_copy(path, &events)?.close()?;
    let log = EventLog::open_read_only(path)?;
    log.verify(|_, _| {})?;
    Ok(log)
}

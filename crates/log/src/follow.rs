//! Reading the log for a follower that sends it elsewhere (the room): the
//! events after a sequence number, a bounded batch at a time.

use crate::{EVENT_COLUMNS, EventLog, EventRecord, LogError, Seq};

impl EventLog {
    /// At most `limit` events with a seq greater than `after`, in order: a
    /// follower catching up reads a long log in batches of bounded size.
    ///
    /// # Errors
    /// As [`events`](Self::events).
    pub fn events_after(&self, after: Seq, limit: usize) -> Result<Vec<EventRecord>, LogError> {
        let after = i64::try_from(after.0).unwrap_or(i64::MAX);
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        self.query_events(
            &format!("SELECT {EVENT_COLUMNS} FROM events WHERE seq > ?1 ORDER BY seq LIMIT ?2"),
            [after, limit],
        )
    }
}

//! Finding values in the chained payloads without reading every entry: what
//! an import has recorded already, for one that is run again.

use std::collections::HashSet;

use crate::{EventLog, LogError};

impl EventLog {
    /// Every string value of the top-level `key` in the payloads of the
    /// entries whose action starts with `action_prefix` (entries without it
    /// are passed over). Read from the chained entries themselves, so what
    /// [`verify`](Self::verify) covers.
    ///
    /// # Errors
    /// Database errors.
    pub fn payload_strings(
        &self,
        action_prefix: &str,
        key: &str,
    ) -> Result<HashSet<String>, LogError> {
        // The prefix is matched by its length, so `%` or `_` in it are text.
        let sql = "SELECT json_extract(payload, ?1) FROM events \
                   WHERE substr(action, 1, length(?2)) = ?2 \
                   AND json_type(payload, ?1) = 'text'";
        let path = format!("$.\"{}\"", key.replace('"', ""));
        let mut stmt = self.conn.prepare(sql).map_err(|e| self.sql_err(e))?;
        let rows = stmt
            .query_map(rusqlite::params![path, action_prefix], |r| {
                r.get::<_, String>(0)
            })
            .map_err(|e| self.sql_err(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.sql_err(e))
    }
}

//! Reading the log a page at a time, for review of a long log: hands newest
//! first by table, date and hand number, counted and paged in SQL; where a
//! hand's entries begin; and the last entry of an action before a point.

use chrono::{DateTime, Utc};

use crate::{
    EVENT_COLUMNS, EventLog, EventRecord, HAND_COLUMNS, HandId, HandRecord, LogError, Seq, chain,
};

/// Which hands a page holds: the filter, then up to `limit` hands older
/// than `before`, newest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HandQuery {
    /// Only hands of sessions at this table.
    pub table_name: Option<String>,
    /// Only hands started at or after this instant.
    pub since: Option<DateTime<Utc>>,
    /// Only hands started before this instant.
    pub until: Option<DateTime<Utc>>,
    /// Only hands with this number in their session.
    pub hand_no: Option<u64>,
    /// Only hands older than this one (the last hand of the page before).
    pub before: Option<HandId>,
    /// At most this many hands (0: no limit).
    pub limit: u32,
}

impl HandQuery {
    /// The `WHERE` clause and its arguments (`before` and `limit` aside).
    fn clause(&self) -> (String, Vec<rusqlite::types::Value>) {
        let mut sql = String::from(" WHERE 1");
        let mut args: Vec<rusqlite::types::Value> = Vec::new();
        if let Some(name) = &self.table_name {
            args.push(name.clone().into());
            sql.push_str(&format!(
                " AND h.session_id IN (SELECT id FROM sessions WHERE table_name = ?{})",
                args.len()
            ));
        }
        if let Some(since) = &self.since {
            args.push(chain::format_at(since).into());
            sql.push_str(&format!(" AND h.started_at >= ?{}", args.len()));
        }
        if let Some(until) = &self.until {
            args.push(chain::format_at(until).into());
            sql.push_str(&format!(" AND h.started_at < ?{}", args.len()));
        }
        if let Some(n) = self.hand_no {
            args.push(i64::try_from(n).unwrap_or(i64::MAX).into());
            sql.push_str(&format!(" AND h.hand_no = ?{}", args.len()));
        }
        (sql, args)
    }
}

impl EventLog {
    /// One page of the hands `query` picks, newest first.
    ///
    /// # Errors
    /// Database errors; [`LogError::BadRow`] for a row that cannot be decoded.
    pub fn hand_page(&self, query: &HandQuery) -> Result<Vec<HandRecord>, LogError> {
        let (mut clause, mut args) = query.clause();
        if let Some(before) = query.before {
            args.push(before.0.into());
            clause.push_str(&format!(" AND h.id < ?{}", args.len()));
        }
        let mut sql = format!("SELECT {HAND_COLUMNS} FROM hands h{clause} ORDER BY h.id DESC");
        if query.limit > 0 {
            sql.push_str(&format!(" LIMIT {}", query.limit));
        }
        self.query_hands(&sql, rusqlite::params_from_iter(args))
    }

    /// How many hands `query` picks, all pages together.
    ///
    /// # Errors
    /// Database errors.
    pub fn hand_count(&self, query: &HandQuery) -> Result<u64, LogError> {
        let (clause, args) = query.clause();
        let sql = format!("SELECT COUNT(*) FROM hands h{clause}");
        let n: i64 = self
            .conn
            .prepare_cached(&sql)
            .and_then(|mut s| s.query_row(rusqlite::params_from_iter(args), |r| r.get(0)))
            .map_err(|e| self.sql_err(e))?;
        Ok(u64::try_from(n).unwrap_or(0))
    }

    /// The hand with this id, if the log has it.
    ///
    /// # Errors
    /// As [`hand_page`](Self::hand_page).
    pub fn hand_by_id(&self, id: HandId) -> Result<Option<HandRecord>, LogError> {
        let sql = format!("SELECT {HAND_COLUMNS} FROM hands h WHERE h.id = ?1");
        Ok(self.query_hands(&sql, [id.0])?.pop())
    }

    /// The seq of the hand's first entry, if it has one.
    ///
    /// # Errors
    /// Database errors.
    pub fn hand_first_seq(&self, id: HandId) -> Result<Option<Seq>, LogError> {
        let seq: Option<i64> = self
            .conn
            .prepare_cached("SELECT MIN(seq) FROM events WHERE hand_id = ?1")
            .and_then(|mut s| s.query_row([id.0], |r| r.get(0)))
            .map_err(|e| self.sql_err(e))?;
        Ok(seq.and_then(|s| u64::try_from(s).ok()).map(Seq))
    }

    /// The last event before `before` whose action is exactly `action`,
    /// read back from `before`: quick when such events are frequent.
    ///
    /// # Errors
    /// Database errors; [`LogError::BadRow`] for a row that cannot be decoded.
    pub fn last_event_with_action_before(
        &self,
        action: &str,
        before: Seq,
    ) -> Result<Option<EventRecord>, LogError> {
        let before = i64::try_from(before.0).unwrap_or(i64::MAX);
        Ok(self
            .query_events(
                &format!(
                    "SELECT {EVENT_COLUMNS} FROM events WHERE seq < ?1 AND action = ?2 \
                     ORDER BY seq DESC LIMIT 1"
                ),
                rusqlite::params![before, action],
            )?
            .pop())
    }
}

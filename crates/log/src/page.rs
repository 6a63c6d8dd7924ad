//! Reading the log a page at a time, for review of a long log: hands newest
//! (or oldest) first by table, date, hand number and player, counted and
//! paged in SQL; where a hand's entries begin; and the last entry of an
//! action before a point.

use chrono::{DateTime, Utc};

use crate::{
    EVENT_COLUMNS, EventLog, EventRecord, HAND_COLUMNS, HandId, HandRecord, LogError, Seq, chain,
    schema,
};

/// Which hands a page holds: the filter, then up to `limit` hands between
/// `after` and `before`, newest first (or oldest first).
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
    /// Only hands this player was dealt into (by the name they sat under).
    pub player: Option<String>,
    /// Only hands older than this one (the last hand of the page before).
    pub before: Option<HandId>,
    /// Only hands newer than this one (the last hand of the page before,
    /// oldest first).
    pub after: Option<HandId>,
    /// The oldest hand first rather than the newest.
    pub oldest_first: bool,
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
        if let Some(name) = &self.player {
            args.push(name.clone().into());
            sql.push_str(&format!(
                " AND h.id IN (SELECT hand_id FROM hand_players WHERE name = ?{})",
                args.len()
            ));
        }
        (sql, args)
    }
}

impl EventLog {
    /// The `WHERE` clause of `query`, once the log can answer it.
    fn clause(&self, query: &HandQuery) -> Result<(String, Vec<rusqlite::types::Value>), LogError> {
        if query.player.is_some() && !schema::has_players(&self.conn, &self.path)? {
            return Err(LogError::NoHandPlayers {
                path: self.path.clone(),
                version: schema::version(&self.conn),
            });
        }
        Ok(query.clause())
    }

    /// One page of the hands `query` picks, newest first (or oldest first).
    ///
    /// # Errors
    /// Database errors; [`LogError::BadRow`] for a row that cannot be decoded;
    /// [`LogError::NoHandPlayers`] for a player asked of a log that predates
    /// the record of hands' players.
    pub fn hand_page(&self, query: &HandQuery) -> Result<Vec<HandRecord>, LogError> {
        let (mut clause, mut args) = self.clause(query)?;
        if let Some(before) = query.before {
            args.push(before.0.into());
            clause.push_str(&format!(" AND h.id < ?{}", args.len()));
        }
        if let Some(after) = query.after {
            args.push(after.0.into());
            clause.push_str(&format!(" AND h.id > ?{}", args.len()));
        }
        let order = if query.oldest_first { "" } else { " DESC" };
        let mut sql = format!("SELECT {HAND_COLUMNS} FROM hands h{clause} ORDER BY h.id{order}");
        if query.limit > 0 {
            sql.push_str(&format!(" LIMIT {}", query.limit));
        }
        self.query_hands(&sql, rusqlite::params_from_iter(args))
    }

    /// How many hands `query` picks, all pages together.
    ///
    /// # Errors
    /// Database errors; [`LogError::NoHandPlayers`] as for
    /// [`hand_page`](Self::hand_page).
    pub fn hand_count(&self, query: &HandQuery) -> Result<u64, LogError> {
        let (clause, args) = self.clause(query)?;
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

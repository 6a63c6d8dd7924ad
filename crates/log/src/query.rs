//! Reading the log: events (all, of a hand, since a sequence number, at one),
//! the head, hands by filter, sessions, operators, and verification.

use chrono::{DateTime, Utc};
use rusqlite::Row;

use crate::{
    EVENT_COLUMNS, EventLog, EventRecord, HAND_COLUMNS, HandFilter, HandId, HandRecord, JsonPlace,
    LogError, OperatorId, OperatorRecord, PinCost, RowAt, RowFault, Seq, SessionId, SessionRecord,
    UnknownRole, VerifyReport, chain, verify,
};

impl EventLog {
    /// Events in seq order: all of them (`None`) or those of one hand.
    ///
    /// # Errors
    /// Database errors; [`LogError::BadRow`] for a row that cannot be decoded.
    pub fn events(&self, hand: Option<HandId>) -> Result<Vec<EventRecord>, LogError> {
        match hand {
            None => self.query_events(
                &format!("SELECT {EVENT_COLUMNS} FROM events ORDER BY seq"),
                [],
            ),
            Some(h) => self.query_events(
                &format!("SELECT {EVENT_COLUMNS} FROM events WHERE hand_id = ?1 ORDER BY seq"),
                [h.0],
            ),
        }
    }

    /// Events with a seq greater than `after`, in order (for followers and resync).
    ///
    /// # Errors
    /// As [`events`](Self::events).
    pub fn events_since(&self, after: Seq) -> Result<Vec<EventRecord>, LogError> {
        let after = i64::try_from(after.0).unwrap_or(i64::MAX);
        self.query_events(
            &format!("SELECT {EVENT_COLUMNS} FROM events WHERE seq > ?1 ORDER BY seq"),
            [after],
        )
    }

    /// Calls `each` with every event after `after`, in seq order, one row at a
    /// time (a long log is never held in memory whole); stops at the first error.
    ///
    /// # Errors
    /// As [`events`](Self::events), or the first error `each` returns.
    pub fn for_each_event<E: From<LogError>>(
        &self,
        after: Seq,
        mut each: impl FnMut(EventRecord) -> Result<(), E>,
    ) -> Result<(), E> {
        let after = i64::try_from(after.0).unwrap_or(i64::MAX);
        let map = |e| self.sql_err(e);
        let sql = format!("SELECT {EVENT_COLUMNS} FROM events WHERE seq > ?1 ORDER BY seq");
        let mut stmt = self.conn.prepare_cached(&sql).map_err(map)?;
        let mut rows = stmt.query([after]).map_err(map)?;
        while let Some(row) = rows.next().map_err(map)? {
            each(self.event_from_row(row)?)?;
        }
        Ok(())
    }

    /// The last event whose action is exactly `action`, found by reading back
    /// from the head: quick when such events are frequent (a snapshot at every
    /// hand's end), a pass over the log when there is none.
    ///
    /// # Errors
    /// As [`events`](Self::events).
    pub fn last_event_with_action(&self, action: &str) -> Result<Option<EventRecord>, LogError> {
        Ok(self
            .query_events(
                &format!(
                    "SELECT {EVENT_COLUMNS} FROM events WHERE action = ?1 \
                     ORDER BY seq DESC LIMIT 1"
                ),
                [action],
            )?
            .pop())
    }

    /// The last event whose action starts with `prefix` (matched as text,
    /// `%` and `_` included), read back from the head as
    /// [`last_event_with_action`](Self::last_event_with_action).
    ///
    /// # Errors
    /// As [`events`](Self::events).
    pub fn last_event_with_action_prefix(
        &self,
        prefix: &str,
    ) -> Result<Option<EventRecord>, LogError> {
        Ok(self
            .query_events(
                &format!(
                    "SELECT {EVENT_COLUMNS} FROM events \
                     WHERE substr(action, 1, length(?1)) = ?1 ORDER BY seq DESC LIMIT 1"
                ),
                [prefix],
            )?
            .pop())
    }

    /// The highest hand number of `session`, if it has a hand.
    ///
    /// # Errors
    /// Database errors.
    pub fn last_hand_no(&self, session: SessionId) -> Result<Option<u64>, LogError> {
        let n: Option<i64> = self
            .conn
            .prepare_cached("SELECT MAX(hand_no) FROM hands WHERE session_id = ?1")
            .and_then(|mut s| s.query_row([session.0], |r| r.get(0)))
            .map_err(|e| self.sql_err(e))?;
        Ok(n.and_then(|n| u64::try_from(n).ok()))
    }

    /// The last event's seq and hash (`Seq(0)` and no hash for an empty log):
    /// the anchor to write down at a shift change.
    ///
    /// # Errors
    /// As [`events`](Self::events).
    pub fn head(&self) -> Result<(Seq, Option<String>), LogError> {
        let last = self
            .query_events(
                &format!("SELECT {EVENT_COLUMNS} FROM events ORDER BY seq DESC LIMIT 1"),
                [],
            )?
            .pop();
        Ok(last.map_or((Seq(0), None), |e| (e.seq, Some(e.hash))))
    }

    /// The event at `seq`, if the log reaches it (to compare with an anchor).
    ///
    /// # Errors
    /// As [`events`](Self::events).
    pub fn event_at(&self, seq: Seq) -> Result<Option<EventRecord>, LogError> {
        let seq = i64::try_from(seq.0).unwrap_or(i64::MAX);
        Ok(self
            .query_events(
                &format!("SELECT {EVENT_COLUMNS} FROM events WHERE seq = ?1"),
                [seq],
            )?
            .pop())
    }

    pub(crate) fn query_events(
        &self,
        sql: &str,
        params: impl rusqlite::Params,
    ) -> Result<Vec<EventRecord>, LogError> {
        self.query_rows(sql, params, |row| self.event_from_row(row))
    }

    /// Runs a query and decodes each row with `decode`.
    fn query_rows<T>(
        &self,
        sql: &str,
        params: impl rusqlite::Params,
        mut decode: impl FnMut(&Row<'_>) -> Result<T, LogError>,
    ) -> Result<Vec<T>, LogError> {
        let map = |e| self.sql_err(e);
        let mut stmt = self.conn.prepare_cached(sql).map_err(map)?;
        let mut rows = stmt.query(params).map_err(map)?;
        let mut out = Vec::new();
        while let Some(row) = rows.next().map_err(map)? {
            out.push(decode(row)?);
        }
        Ok(out)
    }

    fn event_from_row(&self, row: &Row<'_>) -> Result<EventRecord, LogError> {
        let map = |e| self.sql_err(e);
        let seq: i64 = row.get(0).map_err(map)?;
        let bad = |fault: RowFault| LogError::BadRow {
            path: self.path.clone(),
            fault,
        };
        let seq = u64::try_from(seq).map_err(|_| bad(RowFault::NegativeSeq { seq }))?;
        let at = RowAt::Event(seq);
        let role: String = row.get(4).map_err(map)?;
        let payload: String = row.get(6).map_err(map)?;
        Ok(EventRecord {
            seq: Seq(seq),
            hand: row.get::<_, Option<i64>>(1).map_err(map)?.map(HandId),
            at: parse_at(&row.get::<_, String>(2).map_err(map)?)
                .map_err(|text| bad(RowFault::Timestamp { row: at, text }))?,
            operator: OperatorId(row.get(3).map_err(map)?),
            role: role.parse().map_err(|_: UnknownRole| {
                bad(RowFault::Role {
                    row: at,
                    role: role.clone(),
                })
            })?,
            action: row.get(5).map_err(map)?,
            payload: serde_json::from_str(&payload).map_err(|e| {
                bad(RowFault::Json {
                    row: at,
                    column: "payload",
                    at: JsonPlace::of(&e),
                })
            })?,
            prev_hash: row.get(7).map_err(map)?,
            hash: row.get(8).map_err(map)?,
        })
    }

    /// Hands matching `filter`, oldest first.
    ///
    /// # Errors
    /// Database errors; [`LogError::BadRow`] for a row that cannot be decoded.
    pub fn hands(&self, filter: &HandFilter) -> Result<Vec<HandRecord>, LogError> {
        let mut sql = format!(
            "SELECT {HAND_COLUMNS} FROM hands h JOIN sessions s ON s.id = h.session_id WHERE 1"
        );
        let mut args: Vec<rusqlite::types::Value> = Vec::new();
        if let Some(session) = filter.session {
            args.push(session.0.into());
            sql.push_str(&format!(" AND h.session_id = ?{}", args.len()));
        }
        if let Some(name) = &filter.table_name {
            args.push(name.clone().into());
            sql.push_str(&format!(" AND s.table_name = ?{}", args.len()));
        }
        if let Some(since) = &filter.since {
            args.push(chain::format_at(since).into());
            sql.push_str(&format!(" AND h.started_at >= ?{}", args.len()));
        }
        sql.push_str(" ORDER BY h.id");
        self.query_hands(&sql, rusqlite::params_from_iter(args))
    }

    /// The most recently started hand that has not ended, to resume after a restart.
    ///
    /// # Errors
    /// As [`hands`](Self::hands).
    pub fn last_open_hand(&self) -> Result<Option<HandRecord>, LogError> {
        let sql = format!(
            "SELECT {HAND_COLUMNS} FROM hands h WHERE h.ended_at IS NULL ORDER BY h.id DESC LIMIT 1"
        );
        Ok(self.query_hands(&sql, [])?.pop())
    }

    pub(crate) fn query_hands(
        &self,
        sql: &str,
        params: impl rusqlite::Params,
    ) -> Result<Vec<HandRecord>, LogError> {
        let map = |e| self.sql_err(e);
        self.query_rows(sql, params, |row| {
            let id: i64 = row.get(0).map_err(map)?;
            let bad = |fault: RowFault| LogError::BadRow {
                path: self.path.clone(),
                fault,
            };
            let time = |text| {
                bad(RowFault::Timestamp {
                    row: RowAt::Hand(id),
                    text,
                })
            };
            let hand_no: i64 = row.get(2).map_err(map)?;
            let ended: Option<String> = row.get(4).map_err(map)?;
            let summary: Option<String> = row.get(5).map_err(map)?;
            Ok(HandRecord {
                id: HandId(id),
                session: SessionId(row.get(1).map_err(map)?),
                hand_no: u64::try_from(hand_no)
                    .map_err(|_| bad(RowFault::NegativeHandNo { hand: id, hand_no }))?,
                started_at: parse_at(&row.get::<_, String>(3).map_err(map)?).map_err(time)?,
                ended_at: ended.as_deref().map(parse_at).transpose().map_err(time)?,
                summary: summary
                    .as_deref()
                    .map(serde_json::from_str)
                    .transpose()
                    .map_err(|e| {
                        bad(RowFault::Json {
                            row: RowAt::Hand(id),
                            column: "summary",
                            at: JsonPlace::of(&e),
                        })
                    })?,
            })
        })
    }

    /// All sessions, oldest first.
    ///
    /// # Errors
    /// Database errors; [`LogError::BadRow`] for a row that cannot be decoded.
    pub fn sessions(&self) -> Result<Vec<SessionRecord>, LogError> {
        let map = |e| self.sql_err(e);
        let sql = "SELECT id, table_name, ruleset_name, ruleset_hash, started_at \
                   FROM sessions ORDER BY id";
        self.query_rows(sql, [], |row| {
            let id: i64 = row.get(0).map_err(map)?;
            Ok(SessionRecord {
                id: SessionId(id),
                table_name: row.get(1).map_err(map)?,
                ruleset_name: row.get(2).map_err(map)?,
                ruleset_hash: row.get(3).map_err(map)?,
                started_at: parse_at(&row.get::<_, String>(4).map_err(map)?).map_err(|text| {
                    LogError::BadRow {
                        path: self.path.clone(),
                        fault: RowFault::Timestamp {
                            row: RowAt::Session(id),
                            text,
                        },
                    }
                })?,
            })
        })
    }

    /// All operators (without PIN hashes), in order of registration.
    ///
    /// # Errors
    /// Database errors; [`LogError::BadRow`] for a row that cannot be decoded.
    pub fn operators(&self) -> Result<Vec<OperatorRecord>, LogError> {
        let map = |e| self.sql_err(e);
        let sql = "SELECT id, name, role, pin_hash FROM operators ORDER BY id";
        self.query_rows(sql, [], |row| {
            let id: i64 = row.get(0).map_err(map)?;
            let role: String = row.get(2).map_err(map)?;
            let pin_hash: Option<String> = row.get(3).map_err(map)?;
            Ok(OperatorRecord {
                id: OperatorId(id),
                name: row.get(1).map_err(map)?,
                role: role.parse().map_err(|_: UnknownRole| LogError::BadRow {
                    path: self.path.clone(),
                    fault: RowFault::Role {
                        row: RowAt::Operator(id),
                        role: role.clone(),
                    },
                })?,
                has_pin: pin_hash.is_some(),
                pin_cost: pin_hash.as_deref().and_then(PinCost::of),
            })
        })
    }

    /// Check the whole chain, streaming over the rows in seq order, and the recorded
    /// head. `progress(done, total)` is called at the start, every few thousand events and
    /// at the end.
    ///
    /// Returns the number of events and the last hash — write the hash down: it is what
    /// detects a wholesale rewrite later (see the module docs).
    ///
    /// # Errors
    /// [`LogError::BrokenChain`] with the first bad seq and the reason;
    /// [`LogError::Corrupt`] if SQLite cannot read the rows.
    pub fn verify(&self, mut progress: impl FnMut(u64, u64)) -> Result<VerifyReport, LogError> {
        verify::verify_chain(&self.conn, &self.path, &mut progress)
    }
}

/// A stored time, or the text that does not read as one.
fn parse_at(s: &str) -> Result<DateTime<Utc>, String> {
    DateTime::parse_from_rfc3339(s)
        .map(|d| d.with_timezone(&Utc))
        .map_err(|_| s.to_owned())
}

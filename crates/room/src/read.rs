//! Reading the room: its tables with their heads and flags, a table's
//! events as records of the log, refusals. Review roles need only SELECT.

use chrono::{DateTime, Utc};
use dealerdesk_log::{EventRecord, HandId, OperatorId, Seq};
use postgres::Client;

use crate::RoomError;

/// One table as the room knows it.
#[derive(Clone, Debug, PartialEq)]
pub struct RoomTable {
    /// The table's name (its log's first session).
    pub name: String,
    /// The database role that syncs it.
    pub writer: String,
    /// Events the room holds.
    pub head_seq: u64,
    /// The table's own head when it last said hello or sent.
    pub local_seq: u64,
    /// When the room last heard from it.
    pub last_sync: Option<DateTime<Utc>>,
    /// Its flags, `kind: detail`, oldest first.
    pub flags: Vec<String>,
}

/// An event the room refused.
#[derive(Clone, Debug, PartialEq)]
pub struct Refusal {
    /// The table it was sent for.
    pub table: String,
    /// Its seq.
    pub seq: u64,
    /// Its action text.
    pub action: String,
    /// Why the room refused it.
    pub reason: String,
    /// The role that sent it.
    pub sent_by: String,
}

fn to_u64(v: i64) -> u64 {
    u64::try_from(v).unwrap_or(0)
}

/// Every table, by name.
///
/// # Errors
/// Database errors.
pub fn tables(client: &mut Client) -> Result<Vec<RoomTable>, RoomError> {
    let rows = client.query(
        "SELECT t.name, t.writer::text, t.head_seq, t.local_seq, t.last_sync, \
         coalesce((SELECT array_agg(f.kind || ': ' || f.detail ORDER BY f.id) \
                   FROM room.flags f WHERE f.table_name = t.name), '{}') \
         FROM room.tables t ORDER BY t.name",
        &[],
    )?;
    Ok(rows
        .iter()
        .map(|r| RoomTable {
            name: r.get(0),
            writer: r.get(1),
            head_seq: to_u64(r.get(2)),
            local_seq: to_u64(r.get(3)),
            last_sync: r.get(4),
            flags: r.get(5),
        })
        .collect())
}

/// A table's events as the room holds them, in order.
///
/// # Errors
/// [`RoomError::NoTable`]; [`RoomError::Database`] for a row that is not
/// an event of a log.
pub fn events(client: &mut Client, table: &str) -> Result<Vec<EventRecord>, RoomError> {
    if client
        .query_opt("SELECT 1 FROM room.tables WHERE name = $1", &[&table])?
        .is_none()
    {
        return Err(RoomError::NoTable(table.to_owned()));
    }
    let rows = client.query(
        "SELECT seq, hand_id, at, operator_id, role, action, payload, prev_hash, hash \
         FROM room.events WHERE table_name = $1 ORDER BY seq",
        &[&table],
    )?;
    rows.iter()
        .map(|r| {
            let seq: i64 = r.get(0);
            let bad = |what: String| RoomError::Database(format!("{table} event {seq}: {what}"));
            let at: String = r.get(2);
            let role: String = r.get(4);
            let payload: String = r.get(6);
            Ok(EventRecord {
                seq: Seq(to_u64(seq)),
                hand: r.get::<_, Option<i64>>(1).map(HandId),
                at: DateTime::parse_from_rfc3339(&at)
                    .map_err(|e| bad(format!("time {at:?}: {e}")))?
                    .with_timezone(&Utc),
                operator: OperatorId(r.get(3)),
                role: role.parse().map_err(|e| bad(format!("{e}")))?,
                action: r.get(5),
                payload: serde_json::from_str(&payload)
                    .map_err(|e| bad(format!("payload: {e}")))?,
                prev_hash: r.get(7),
                hash: r.get(8),
            })
        })
        .collect()
}

/// Every refused event, oldest first.
///
/// # Errors
/// Database errors.
pub fn refusals(client: &mut Client) -> Result<Vec<Refusal>, RoomError> {
    let rows = client.query(
        "SELECT table_name, seq, action, reason, sent_by::text FROM room.refusals ORDER BY id",
        &[],
    )?;
    Ok(rows
        .iter()
        .map(|r| Refusal {
            table: r.get(0),
            seq: to_u64(r.get(1)),
            action: r.get(2),
            reason: r.get(3),
            sent_by: r.get(4),
        })
        .collect())
}

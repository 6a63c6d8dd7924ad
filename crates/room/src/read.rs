//! Reading the room: its tables with their heads and flags, a table's
//! events as records of the log (by epoch), flags open and cleared,
//! refusals. Review roles need only SELECT.

use chrono::{DateTime, Utc};
use dealerdesk_desk::desk::RoomFlag;
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
    /// Its open flags, oldest first.
    pub flags: Vec<RoomFlag>,
    /// The epoch of its chain the room holds now: 1, and one more after
    /// each clearance.
    pub epoch: u32,
}

/// A flag the floor cleared, and their ruling as the log records it.
#[derive(Clone, Debug, PartialEq)]
pub struct Clearance {
    /// The flag, kept as raised.
    pub flag: RoomFlag,
    /// The epoch the flag was raised in.
    pub raised_in: u32,
    /// The floor person, by name.
    pub floor: String,
    /// Why they cleared it.
    pub reason: String,
    /// The log's entry of the ruling: its seq and hash, the new epoch's anchor.
    pub log_seq: u64,
    /// That entry's hash.
    pub log_hash: String,
    /// The epoch the table synced in from the ruling.
    pub epoch: u32,
    /// When the room recorded it.
    pub cleared_at: DateTime<Utc>,
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

fn to_epoch(v: i32) -> u32 {
    u32::try_from(v).unwrap_or(0)
}

fn flag(r: &postgres::Row, at: usize) -> RoomFlag {
    RoomFlag {
        id: r.get(at),
        kind: r.get(at + 1),
        seq: to_u64(r.get(at + 2)),
        detail: r.get(at + 3),
    }
}

/// A table's open flags, oldest first.
///
/// # Errors
/// Database errors.
pub fn open_flags(client: &mut Client, table: &str) -> Result<Vec<RoomFlag>, RoomError> {
    let rows = client.query(
        "SELECT id, kind, seq, detail FROM room.open_flags WHERE table_name = $1 ORDER BY id",
        &[&table],
    )?;
    Ok(rows.iter().map(|r| flag(r, 0)).collect())
}

/// A table's cleared flags with the floor's rulings, oldest first.
///
/// # Errors
/// Database errors.
pub fn clearances(client: &mut Client, table: &str) -> Result<Vec<Clearance>, RoomError> {
    let rows = client.query(
        "SELECT f.id, f.kind, f.seq, f.detail, f.epoch, c.floor, c.reason, c.log_seq, \
         c.log_hash, c.epoch, c.cleared_at \
         FROM room.clearances c JOIN room.flags f ON f.id = c.flag_id \
         WHERE c.table_name = $1 ORDER BY c.id",
        &[&table],
    )?;
    Ok(rows
        .iter()
        .map(|r| Clearance {
            flag: flag(r, 0),
            raised_in: to_epoch(r.get(4)),
            floor: r.get(5),
            reason: r.get(6),
            log_seq: to_u64(r.get(7)),
            log_hash: r.get(8),
            epoch: to_epoch(r.get(9)),
            cleared_at: r.get(10),
        })
        .collect())
}

/// Every table, by name.
///
/// # Errors
/// Database errors.
pub fn tables(client: &mut Client) -> Result<Vec<RoomTable>, RoomError> {
    let rows = client.query(
        "SELECT t.name, t.writer::text, t.head_seq, t.local_seq, t.last_sync, t.epoch \
         FROM room.tables t ORDER BY t.name",
        &[],
    )?;
    let flags = client.query(
        "SELECT table_name, id, kind, seq, detail FROM room.open_flags ORDER BY table_name, id",
        &[],
    )?;
    Ok(rows
        .iter()
        .map(|r| {
            let name: String = r.get(0);
            let flags = flags
                .iter()
                .filter(|f| f.get::<_, &str>(0) == name)
                .map(|f| flag(f, 1))
                .collect();
            RoomTable {
                name,
                writer: r.get(1),
                head_seq: to_u64(r.get(2)),
                local_seq: to_u64(r.get(3)),
                last_sync: r.get(4),
                flags,
                epoch: to_epoch(r.get(5)),
            }
        })
        .collect())
}

/// A table's events as the room holds them now (its current epoch), in order.
///
/// # Errors
/// As [`events_in`].
pub fn events(client: &mut Client, table: &str) -> Result<Vec<EventRecord>, RoomError> {
    events_in(client, table, None)
}

/// A table's events in `epoch` (the current one for `None`), in order:
/// an earlier epoch is the chain the room held before a clearance.
///
/// # Errors
/// [`RoomError::NoTable`]; [`RoomError::Database`] for a row that is not
/// an event of a log.
pub fn events_in(
    client: &mut Client,
    table: &str,
    epoch: Option<u32>,
) -> Result<Vec<EventRecord>, RoomError> {
    let Some(row) = client.query_opt("SELECT epoch FROM room.tables WHERE name = $1", &[&table])?
    else {
        return Err(RoomError::NoTable(table.to_owned()));
    };
    let epoch = epoch.map_or_else(|| row.get(0), |e| i32::try_from(e).unwrap_or(i32::MAX));
    let rows = client.query(
        "SELECT seq, hand_id, at, operator_id, role, action, payload, prev_hash, hash \
         FROM room.events WHERE table_name = $1 AND epoch = $2 ORDER BY seq",
        &[&table, &epoch],
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

//! The floor clears a table's flags in the room. Checked and recorded at the
//! table first, like every floor ruling (a floor person, their PIN, a
//! reason: `Desk::clear_room_flags`), then in the room (`room.clear_flags`),
//! the room holding the table meanwhile (`room.hold`) so that no flag is
//! raised between what the floor was shown and the ruling:
//! each flag kept and named by a clearance row (who, when, why, the log's
//! entry of the ruling), and the table's chain in the room starting a new
//! epoch — the log that holds the ruling, from its first event, with the
//! ruling's entry at the seq and hash the room recorded.

use dealerdesk_desk::desk::{Desk, RoomFlag};
use dealerdesk_log::{OperatorId, Seq};
use postgres::Client;

use crate::RoomError;

/// What the room recorded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cleared {
    /// The flags cleared.
    pub flags: Vec<RoomFlag>,
    /// The epoch the table syncs in from here.
    pub epoch: u32,
    /// The log's entry of the ruling.
    pub seq: Seq,
    /// Its hash: the new epoch's anchor.
    pub hash: String,
}

/// The table's name in the room: its log's first session's.
///
/// # Errors
/// The log's errors; [`RoomError::NoTable`] for a log without a session.
pub fn table_name(desk: &Desk) -> Result<String, RoomError> {
    desk.log()
        .sessions()?
        .into_iter()
        .next()
        .map(|s| s.table_name)
        .ok_or_else(|| RoomError::NoTable("(a log without a session)".to_owned()))
}

/// The floor person `floor` clears the table's open flags, exactly those
/// with the ids in `shown` (the ones the floor was shown), with `pin` and
/// `reason`. Nothing is written anywhere unless the room shows those flags
/// open and the desk takes the ruling; a refused PIN is on the log's record
/// as every wrong PIN is.
///
/// # Errors
/// [`RoomError::FlagsChanged`] when the open flags are not those shown,
/// [`RoomError::Desk`] for the desk's refusal (not a floor person, wrong
/// PIN, no reason), [`RoomError::NotRecorded`] when the log took the ruling
/// and the room did not; database and log errors.
pub fn clear_flags(
    client: &mut Client,
    desk: &mut Desk,
    floor: OperatorId,
    pin: &str,
    reason: &str,
    shown: &[i64],
) -> Result<Cleared, RoomError> {
    let table = table_name(desk)?;
    // The room holds the table (no flag raised, no event stored) until the
    // ruling is in the log and the room, or in neither.
    let mut tx = client.transaction()?;
    let rows = tx.query(
        "SELECT flag_id, flag_kind, flag_seq, flag_detail, table_epoch FROM room.hold($1)",
        &[&table],
    )?;
    let open: Vec<RoomFlag> = rows
        .iter()
        .map(|r| RoomFlag {
            id: r.get(0),
            kind: r.get(1),
            seq: u64::try_from(r.get::<_, i64>(2)).unwrap_or(0),
            detail: r.get(3),
        })
        .collect();
    let ids: Vec<i64> = open.iter().map(|f| f.id).collect();
    let mut shown = shown.to_vec();
    shown.sort_unstable();
    shown.dedup();
    let Some(epoch) = rows.first().map(|r| r.get::<_, i32>(4)) else {
        return Err(RoomError::FlagsChanged {
            table,
            open: ids,
            shown,
        });
    };
    if ids != shown {
        return Err(RoomError::FlagsChanged {
            table,
            open: ids,
            shown,
        });
    }
    let next = u32::try_from(epoch).unwrap_or(0) + 1;
    let first = desk.log().event_at(Seq(1))?.map(|e| e.hash);
    let name = desk
        .log()
        .operators()?
        .into_iter()
        .find(|o| o.id == floor)
        .map(|o| o.name);
    let record = desk.clear_room_flags(floor, pin, reason, &open, next)?;
    let seq = i64::try_from(record.seq.0).unwrap_or(i64::MAX);
    let not_recorded = |e: postgres::Error| RoomError::NotRecorded {
        seq: record.seq,
        why: Box::new(e.into()),
    };
    tx.query_one(
        "SELECT room.clear_flags($1, $2, $3, $4, $5, $6, $7)",
        &[
            &table,
            &ids,
            &name.unwrap_or_default(),
            &reason.trim(),
            &seq,
            &record.hash,
            &first,
        ],
    )
    .map_err(not_recorded)?;
    tx.commit().map_err(not_recorded)?;
    Ok(Cleared {
        flags: open,
        epoch: next,
        seq: record.seq,
        hash: record.hash,
    })
}

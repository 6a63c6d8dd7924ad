//! One table's log sent to the room: the hello that lets the room compare
//! its copy with the log (`room.attach`), then every event the room lacks,
//! in order, in batches of one transaction each. Each event is checked by
//! the room as it is inserted; a refused one stops the pass.

use dealerdesk_log::{EventLog, EventRecord, Seq, chain};
use postgres::types::ToSql;
use postgres::{Client, Statement};

use crate::{RoomError, SyncState, read};

/// Events per transaction.
pub const BATCH: usize = 500;

/// A table's place in the room, kept between passes on one connection.
#[derive(Debug)]
pub struct Pusher {
    table: String,
    /// The room's head, once attached on this connection.
    room_seq: Option<u64>,
    /// The epoch of the table's chain the room held then; an insert for an
    /// epoch a clearance has ended stores nothing.
    epoch: i32,
    /// The insert, prepared once per connection.
    insert: Option<Statement>,
}

const INSERT: &str = "INSERT INTO room.events (table_name, seq, hand_id, at, operator_id, role, \
     action, payload, prev_hash, hash, epoch) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)";

/// An event's columns as the insert binds them.
struct Params<'a> {
    table: &'a str,
    seq: i64,
    hand: Option<i64>,
    at: String,
    operator: i64,
    role: &'static str,
    action: &'a str,
    payload: String,
    prev_hash: &'a str,
    hash: &'a str,
    epoch: i32,
}

impl Params<'_> {
    fn as_refs(&self) -> [&(dyn ToSql + Sync); 11] {
        [
            &self.table,
            &self.seq,
            &self.hand,
            &self.at,
            &self.operator,
            &self.role,
            &self.action,
            &self.payload,
            &self.prev_hash,
            &self.hash,
            &self.epoch,
        ]
    }
}

fn params<'a>(table: &'a str, epoch: i32, e: &'a EventRecord) -> Params<'a> {
    Params {
        table,
        seq: i64::try_from(e.seq.0).unwrap_or(i64::MAX),
        hand: e.hand.map(|h| h.0),
        at: chain::format_at(&e.at),
        operator: e.operator.0,
        role: e.role.as_str(),
        action: &e.action,
        payload: chain::canonical_json(&e.payload),
        prev_hash: &e.prev_hash,
        hash: &e.hash,
        epoch,
    }
}

impl Pusher {
    /// A pusher for the table named `table`.
    pub fn new(table: impl Into<String>) -> Pusher {
        Pusher {
            table: table.into(),
            room_seq: None,
            epoch: 0,
            insert: None,
        }
    }

    /// The table's name in the room.
    pub fn table(&self) -> &str {
        &self.table
    }

    /// The room's head as last seen on this connection.
    pub fn room_seq(&self) -> Option<u64> {
        self.room_seq
    }

    /// Forget the room's head (after a lost connection): the next pass
    /// attaches again, so the room compares its copy once more.
    pub fn detach(&mut self) {
        self.room_seq = None;
        self.epoch = 0;
        self.insert = None;
    }

    /// Send what the room lacks, a batch at a time; returns the state
    /// after the pass (`Behind` after a full batch, when there is more).
    ///
    /// # Errors
    /// Database and log errors; the caller reconnects and detaches.
    pub fn pass(&mut self, client: &mut Client, log: &EventLog) -> Result<SyncState, RoomError> {
        let room_seq = match self.room_seq {
            Some(seq) => seq,
            None => match self.attach(client, log)? {
                Hello::Flagged => {
                    return Ok(SyncState::Flagged {
                        flags: read::open_flags(client, &self.table)?,
                    });
                }
                Hello::Agreed { seq, epoch } => {
                    self.room_seq = Some(seq);
                    self.epoch = epoch;
                    seq
                }
            },
        };
        let batch = log.events_after(Seq(room_seq), BATCH)?;
        let Some(last) = batch.last().map(|e| e.seq.0) else {
            return Ok(SyncState::InSync { seq: room_seq });
        };
        let insert = match &self.insert {
            Some(statement) => statement.clone(),
            None => self.insert.insert(client.prepare(INSERT)?).clone(),
        };
        let epoch = self.epoch;
        let refused = if let [one] = batch.as_slice() {
            // A live table sends one event at a time: one round trip.
            client.execute(&insert, &params(&self.table, epoch, one).as_refs())? == 0
        } else {
            let mut tx = client.transaction()?;
            let mut refused = false;
            for e in &batch {
                if tx.execute(&insert, &params(&self.table, epoch, e).as_refs())? == 0 {
                    refused = true;
                    break;
                }
            }
            tx.commit()?;
            refused
        };
        if refused {
            // Refused and flagged; or not stored at all: sent again after
            // a lost answer, or for an epoch a clearance ended. Attach again.
            self.room_seq = None;
            let flags = read::open_flags(client, &self.table)?;
            if flags.is_empty() {
                let (local, _) = log.head()?;
                return Ok(SyncState::Behind {
                    events: local.0.saturating_sub(room_seq),
                });
            }
            return Ok(SyncState::Flagged { flags });
        }
        self.room_seq = Some(last);
        if batch.len() < BATCH {
            return Ok(SyncState::InSync { seq: last });
        }
        let (local, _) = log.head()?;
        Ok(match local.0.saturating_sub(last) {
            0 => SyncState::InSync { seq: last },
            events => SyncState::Behind { events },
        })
    }

    /// The hello: the log's first hash, its head, and its hash where the
    /// room's copy ends (or its own, if shorter). The room holds the
    /// table's row from the start of the hello (`room.hello`) and the log is
    /// read only then: a floor's clearance that held the row meanwhile is
    /// committed, in the log and in the room, before the log is described.
    fn attach(&self, client: &mut Client, log: &EventLog) -> Result<Hello, RoomError> {
        let mut tx = client.transaction()?;
        let row = tx.query_one(
            "SELECT head_seq, table_epoch FROM room.hello($1)",
            &[&self.table],
        )?;
        let room = u64::try_from(row.get::<_, i64>(0)).unwrap_or(0);
        let epoch: i32 = row.get(1);
        let (local, _) = log.head()?;
        let local = local.0;
        let at = local.min(room);
        let hash_at = |seq: u64| -> Result<Option<String>, RoomError> {
            Ok(log.event_at(Seq(seq))?.map(|e| e.hash))
        };
        let first = hash_at(1)?;
        let hash = if at == 0 { None } else { hash_at(at)? };
        let rows = tx.query(
            "SELECT room.attach($1, $2, $3, $4, $5)",
            &[
                &self.table,
                &first,
                &i64::try_from(at).unwrap_or(i64::MAX),
                &hash,
                &i64::try_from(local).unwrap_or(i64::MAX),
            ],
        )?;
        tx.commit()?;
        Ok(if rows.is_empty() {
            Hello::Agreed { seq: room, epoch }
        } else {
            Hello::Flagged
        })
    }
}

/// What the room answered a hello.
enum Hello {
    /// The table has open flags.
    Flagged,
    /// The log agrees with the room's copy, which ends at `seq` in `epoch`.
    Agreed {
        /// The room's head.
        seq: u64,
        /// The table's epoch.
        epoch: i32,
    },
}

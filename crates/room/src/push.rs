//! One table's log sent to the room: the hello that lets the room compare
//! its copy with the log (`room.attach`), then every event the room lacks,
//! in order, in batches of one transaction each. Each event is checked by
//! the room as it is inserted; a refused one stops the pass.

use dealerdesk_log::{EventLog, Seq, chain};
use postgres::Client;

use crate::{RoomError, SyncState};

/// Events per transaction.
pub const BATCH: usize = 500;

/// A table's place in the room, kept between passes on one connection.
#[derive(Debug)]
pub struct Pusher {
    table: String,
    /// The room's head, once attached on this connection.
    room_seq: Option<u64>,
}

impl Pusher {
    /// A pusher for the table named `table`.
    pub fn new(table: impl Into<String>) -> Pusher {
        Pusher {
            table: table.into(),
            room_seq: None,
        }
    }

    /// The table's name in the room.
    pub fn table(&self) -> &str {
        &self.table
    }

    /// Forget the room's head (after a lost connection): the next pass
    /// attaches again, so the room compares its copy once more.
    pub fn detach(&mut self) {
        self.room_seq = None;
    }

    /// Send what the room lacks; returns the state after the pass.
    ///
    /// # Errors
    /// Database and log errors; the caller reconnects and detaches.
    pub fn pass(&mut self, client: &mut Client, log: &EventLog) -> Result<SyncState, RoomError> {
        let (local, _) = log.head()?;
        let room_seq = match self.room_seq {
            Some(seq) => seq,
            None => {
                let flags = self.attach(client, log, local.0)?;
                if !flags.is_empty() {
                    return Ok(SyncState::Flagged { flags });
                }
                let seq = self.room_head(client)?;
                self.room_seq = Some(seq);
                seq
            }
        };
        let mut room_seq = room_seq;
        loop {
            let batch = log.events_after(Seq(room_seq), BATCH)?;
            let Some(last) = batch.last().map(|e| e.seq.0) else {
                return Ok(SyncState::InSync { seq: room_seq });
            };
            let mut tx = client.transaction()?;
            let insert = tx.prepare(
                "INSERT INTO room.events (table_name, seq, hand_id, at, operator_id, role, \
                 action, payload, prev_hash, hash) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
            )?;
            let mut refused = false;
            for e in &batch {
                let seq = i64::try_from(e.seq.0).unwrap_or(i64::MAX);
                let stored = tx.execute(
                    &insert,
                    &[
                        &self.table,
                        &seq,
                        &e.hand.map(|h| h.0),
                        &chain::format_at(&e.at),
                        &e.operator.0,
                        &e.role.as_str(),
                        &e.action,
                        &chain::canonical_json(&e.payload),
                        &e.prev_hash,
                        &e.hash,
                    ],
                )?;
                if stored == 0 {
                    refused = true;
                    break;
                }
            }
            tx.commit()?;
            if refused {
                self.room_seq = None;
                return Ok(SyncState::Flagged {
                    flags: self.flags(client)?,
                });
            }
            room_seq = last;
            self.room_seq = Some(room_seq);
            if local.0 > room_seq && batch.len() == BATCH {
                continue;
            }
            return Ok(match local.0.saturating_sub(room_seq) {
                0 => SyncState::InSync { seq: room_seq },
                n => SyncState::Behind { events: n },
            });
        }
    }

    /// The hello: the log's first hash, its head, and its hash where the
    /// room's copy ends (or its own, if shorter). Returns the open flags.
    fn attach(
        &self,
        client: &mut Client,
        log: &EventLog,
        local: u64,
    ) -> Result<Vec<String>, RoomError> {
        let room = self.room_head(client)?;
        let at = local.min(room);
        let hash_at = |seq: u64| -> Result<Option<String>, RoomError> {
            Ok(log.event_at(Seq(seq))?.map(|e| e.hash))
        };
        let first = hash_at(1)?;
        let hash = if at == 0 { None } else { hash_at(at)? };
        let rows = client.query(
            "SELECT room.attach($1, $2, $3, $4, $5)",
            &[
                &self.table,
                &first,
                &i64::try_from(at).unwrap_or(i64::MAX),
                &hash,
                &i64::try_from(local).unwrap_or(i64::MAX),
            ],
        )?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }

    fn room_head(&self, client: &mut Client) -> Result<u64, RoomError> {
        let row = client.query_opt(
            "SELECT head_seq FROM room.tables WHERE name = $1",
            &[&self.table],
        )?;
        Ok(row.map_or(0, |r| u64::try_from(r.get::<_, i64>(0)).unwrap_or(0)))
    }

    fn flags(&self, client: &mut Client) -> Result<Vec<String>, RoomError> {
        let rows = client.query(
            "SELECT kind || ': ' || detail FROM room.flags WHERE table_name = $1 ORDER BY id",
            &[&self.table],
        )?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }
}

//! Streaming verification of the hash chain and of the recorded head.

use std::collections::HashMap;
use std::path::Path;

use rusqlite::Connection;
use rusqlite::types::ValueRef;

use super::canonical;
use super::chain::{self, GENESIS_PREV_HASH, HashedFields};
use super::error::{ChainFault, LogError, RowMismatch};
use super::fault::{HeadFault, JsonPlace};
use super::records::{self, Recorded};
use super::schema;
use super::sidecar;
use super::sign_check::SignCheck;
use super::types::{OperatorId, Role, Seq, VerifyReport};

/// How many rows between two progress callbacks.
const PROGRESS_EVERY: u64 = 4096;

/// The head recorded in `meta`, or why it could not be read.
struct Head {
    events: Result<u64, HeadFault>,
    hash: Result<String, HeadFault>,
}

fn read_head(conn: &Connection, path: &Path) -> Result<Head, LogError> {
    let get = |key: &'static str| -> Result<Result<String, HeadFault>, LogError> {
        match conn.query_row("SELECT value FROM meta WHERE key = ?1", [key], |r| {
            r.get::<_, String>(0)
        }) {
            Ok(v) => Ok(Ok(v)),
            Err(rusqlite::Error::QueryReturnedNoRows) => Ok(Err(HeadFault::Missing { key })),
            Err(rusqlite::Error::FromSqlConversionFailure(..))
            | Err(rusqlite::Error::InvalidColumnType(..)) => Ok(Err(HeadFault::NotText { key })),
            Err(e) => Err(LogError::from_sqlite(path, e)),
        }
    };
    let events = get("head_seq")?.and_then(|text| {
        text.parse::<u64>()
            .map_err(|_| HeadFault::NotACount { text })
    });
    Ok(Head {
        events,
        hash: get("head_hash")?,
    })
}

fn read_roles(conn: &Connection, path: &Path) -> Result<HashMap<i64, Role>, LogError> {
    let map = |e| LogError::from_sqlite(path, e);
    let mut stmt = conn
        .prepare("SELECT id, role FROM operators")
        .map_err(map)?;
    let mut rows = stmt.query([]).map_err(map)?;
    let mut roles = HashMap::new();
    while let Some(row) = rows.next().map_err(map)? {
        let id = row.get_ref(0).map_err(map)?.as_i64().ok();
        let role = row
            .get_ref(1)
            .map_err(map)?
            .as_str()
            .ok()
            .and_then(|s| s.parse::<Role>().ok());
        if let (Some(id), Some(role)) = (id, role) {
            roles.insert(id, role);
        }
    }
    Ok(roles)
}

fn broken(seq: u64, reason: ChainFault) -> LogError {
    LogError::BrokenChain {
        seq: Seq(seq),
        reason,
    }
}

/// Rows handed from the SQLite reader to the checker thread in one go.
const BATCH_ROWS: usize = 2048;

/// Batches in circulation between the reader and the checker at most.
const POOL_BATCHES: usize = 6;

/// A column value as read, before any checking.
#[derive(Debug, Clone, Copy)]
enum Col {
    Null,
    Int(i64),
    /// Byte range in [`Batch::data`]; `blob` if SQLite typed it BLOB.
    Bytes {
        start: usize,
        end: usize,
        blob: bool,
    },
    Other,
}

/// Column order of the verification query.
const COLUMNS: usize = 9;
const C_SEQ: usize = 0;
const C_HAND: usize = 1;
const C_AT: usize = 2;
const C_OPERATOR: usize = 3;
const C_ROLE: usize = 4;
const C_ACTION: usize = 5;
const C_PAYLOAD: usize = 6;
const C_PREV: usize = 7;
const C_HASH: usize = 8;

/// A batch of raw rows: their column values and the bytes of their text columns.
#[derive(Debug, Default)]
struct Batch {
    data: Vec<u8>,
    rows: Vec<[Col; COLUMNS]>,
}

impl Batch {
    fn push(&mut self, row: &rusqlite::Row<'_>) -> rusqlite::Result<()> {
        let mut cols = [Col::Null; COLUMNS];
        for (i, col) in cols.iter_mut().enumerate() {
            *col = match row.get_ref(i)? {
                ValueRef::Null => Col::Null,
                ValueRef::Integer(v) => Col::Int(v),
                ValueRef::Text(b) => self.copy(b, false),
                ValueRef::Blob(b) => self.copy(b, true),
                ValueRef::Real(_) => Col::Other,
            };
        }
        self.rows.push(cols);
        Ok(())
    }

    fn copy(&mut self, bytes: &[u8], blob: bool) -> Col {
        let start = self.data.len();
        self.data.extend_from_slice(bytes);
        Col::Bytes {
            start,
            end: self.data.len(),
            blob,
        }
    }

    fn clear(&mut self) {
        self.data.clear();
        self.rows.clear();
    }
}

/// The sequential checks, fed row by row in seq order.
struct Checker<'r> {
    roles: &'r HashMap<i64, Role>,
    head_events: Option<u64>,
    last_seq: u64,
    last_hash: [u8; 64],
    payload_buf: String,
    event_buf: String,
    /// Row records met so far, checked against their rows at the end.
    recorded: Vec<Recorded>,
    /// The floor staff's keys and signatures.
    signs: SignCheck,
}

impl Checker<'_> {
    /// The seq of the next row, which must follow the last one.
    fn next_seq(&self, col: Col) -> Result<u64, LogError> {
        let expected = self.last_seq + 1;
        let Col::Int(raw_seq) = col else {
            return Err(broken(
                expected,
                ChainFault::InvalidColumn { column: "seq" },
            ));
        };
        match u64::try_from(raw_seq) {
            Ok(s) if s == expected => Ok(s),
            Ok(s) if s > expected => Err(broken(expected, ChainFault::Gap { found: Seq(s) })),
            _ => Err(broken(expected, ChainFault::OutOfOrder { found: raw_seq })),
        }
    }

    fn check_batch(&mut self, batch: &Batch) -> Result<(), LogError> {
        for cols in &batch.rows {
            self.check_row(cols, &batch.data)?;
        }
        Ok(())
    }

    fn check_row(&mut self, cols: &[Col; COLUMNS], data: &[u8]) -> Result<(), LogError> {
        // 1. Sequence: strictly 1, 2, 3, …
        let seq = self.next_seq(cols[C_SEQ])?;
        let invalid = |column| broken(seq, ChainFault::InvalidColumn { column });

        // 2. Columns decode.
        let bytes = |i: usize, column: &'static str| match cols[i] {
            Col::Bytes {
                start,
                end,
                blob: false,
            } => Ok(&data[start..end]),
            _ => Err(invalid(column)),
        };
        let text = |i: usize, column: &'static str| {
            bytes(i, column).and_then(|b| std::str::from_utf8(b).map_err(|_| invalid(column)))
        };
        let hand = match cols[C_HAND] {
            Col::Null => None,
            Col::Int(h) => Some(h),
            _ => return Err(invalid("hand_id")),
        };
        let at = text(C_AT, "at")?;
        let Col::Int(operator) = cols[C_OPERATOR] else {
            return Err(invalid("operator_id"));
        };
        let role = text(C_ROLE, "role")?;
        let action = text(C_ACTION, "action")?;
        // Text, never a BLOB: the same bytes retyped hash alike.
        let payload_bytes = bytes(C_PAYLOAD, "payload")?;
        // Hashes are compared as bytes; no need to decode them.
        let prev_hash = bytes(C_PREV, "prev_hash")?;
        let hash = bytes(C_HASH, "hash")?;

        // 3. Link to the previous row.
        if prev_hash != self.last_hash {
            return Err(broken(
                seq,
                ChainFault::PrevHashMismatch {
                    expected: String::from_utf8_lossy(&self.last_hash).into_owned(),
                    found: String::from_utf8_lossy(prev_hash).into_owned(),
                },
            ));
        }

        // 4. Payload is JSON, in canonical form.
        let payload_canonical = canonical_payload(&mut self.payload_buf, seq, payload_bytes)?;

        // 5. Hash.
        let fields = HashedFields {
            seq,
            hand,
            at,
            operator,
            role,
            action,
            payload_canonical,
        };
        chain::write_canonical_event(&fields, &mut self.event_buf);
        let computed = chain::hex32(&chain::chain_digest(
            &self.last_hash,
            self.event_buf.as_bytes(),
        ));
        if hash != computed {
            return Err(broken(
                seq,
                ChainFault::HashMismatch {
                    stored: String::from_utf8_lossy(hash).into_owned(),
                    computed: String::from_utf8_lossy(&computed).into_owned(),
                },
            ));
        }

        // 6. Operator and role.
        check_operator(self.roles, seq, operator, role)?;

        // 7. Nothing beyond the recorded head.
        if let Some(head_events) = self.head_events.filter(|&h| seq > h) {
            return Err(broken(seq, ChainFault::BeyondHead { head_events }));
        }

        // 8. Floor entries signed, floor people registered with keys.
        self.signs
            .see(seq, operator, role, action, payload_canonical, &computed)?;

        if records::is_row_record(action) {
            self.recorded.push(Recorded {
                seq,
                action: action.to_owned(),
                payload: payload_canonical.to_owned(),
            });
        }
        self.last_seq = seq;
        self.last_hash = computed;
        Ok(())
    }
}

/// The payload as canonical JSON text, or the fault: the fast path checks
/// the bytes without allocating; the slow path parses and re-serialises
/// into `buf`.
fn canonical_payload<'a>(
    buf: &'a mut String,
    seq: u64,
    bytes: &'a [u8],
) -> Result<&'a str, LogError> {
    if let Some(text) = canonical::certainly_canonical_str(bytes) {
        return Ok(text);
    }
    let payload: serde_json::Value = serde_json::from_slice(bytes)
        .map_err(|e| broken(seq, ChainFault::UnparsablePayload(JsonPlace::of(&e))))?;
    buf.clear();
    canonical::write_canonical(&payload, buf);
    if buf.as_bytes() != bytes {
        return Err(broken(seq, ChainFault::NonCanonicalPayload));
    }
    Ok(buf)
}

/// The row's operator is registered, with the role the row names.
fn check_operator(
    roles: &HashMap<i64, Role>,
    seq: u64,
    operator: i64,
    role: &str,
) -> Result<(), LogError> {
    match roles.get(&operator) {
        None => Err(broken(
            seq,
            ChainFault::UnknownOperator(OperatorId(operator)),
        )),
        Some(r) if r.as_str() != role => Err(broken(
            seq,
            ChainFault::RoleMismatch {
                stored: role.to_owned(),
                operator: *r,
            },
        )),
        Some(_) => Ok(()),
    }
}

/// Walk every event in seq order inside one read transaction and check the chain;
/// then check the recorded head and the side tables. Returns the first fault found.
pub(crate) fn verify_chain(
    conn: &Connection,
    path: &Path,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<VerifyReport, LogError> {
    let map = |e| LogError::from_sqlite(path, e);
    // One snapshot for the head, the operators and all rows.
    let tx = conn.unchecked_transaction().map_err(map)?;
    let head = read_head(&tx, path)?;
    let roles = read_roles(&tx, path)?;
    let max_seq: i64 = tx
        .query_row("SELECT COALESCE(MAX(seq), 0) FROM events", [], |r| r.get(0))
        .map_err(map)?;
    let total = u64::try_from(max_seq)
        .unwrap_or(0)
        .max(*head.events.as_ref().unwrap_or(&0));
    progress(0, total);

    let checker = Checker {
        roles: &roles,
        head_events: head.events.as_ref().ok().copied(),
        last_seq: 0,
        last_hash: [b'0'; 64],
        payload_buf: String::new(),
        event_buf: String::new(),
        recorded: Vec::new(),
        signs: SignCheck::new(),
    };
    let (last_seq, last_hash, recorded, signs) = check_rows(&tx, path, checker, total, progress)?;
    let last_hash = check_head(head, last_seq, last_hash)?;
    check_side_tables(&tx, path, &recorded, last_seq)?;
    let signing = signs.finish()?;
    drop(tx);
    progress(last_seq, total);
    debug_assert!(last_seq > 0 || last_hash == GENESIS_PREV_HASH);
    Ok(VerifyReport {
        events: last_seq,
        last_hash,
        signing,
    })
}

/// Every row through `checker`, in seq order: the last seq and hash, and
/// the row records met.
///
/// The calling thread steps through SQLite and copies rows into batches; a scoped
/// worker thread runs the checks in the same order, so the first bad seq is still the
/// one reported.
fn check_rows(
    tx: &Connection,
    path: &Path,
    checker: Checker<'_>,
    total: u64,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<(u64, [u8; 64], Vec<Recorded>, SignCheck), LogError> {
    let map = |e| LogError::from_sqlite(path, e);
    let mut stmt = tx
        .prepare(
            "SELECT seq, hand_id, at, operator_id, role, action, payload, prev_hash, hash \
             FROM events ORDER BY seq",
        )
        .map_err(map)?;
    let mut rows = stmt.query([]).map_err(map)?;
    let (full_tx, full_rx) = std::sync::mpsc::sync_channel::<Batch>(4);
    let (empty_tx, empty_rx) = std::sync::mpsc::channel::<Batch>();

    let (read_result, checked) = std::thread::scope(|scope| {
        let worker = scope.spawn(move || {
            let mut checker = checker;
            for batch in full_rx {
                checker.check_batch(&batch)?;
                // Recycle the buffers; the reader may be gone already.
                let _ = empty_tx.send(batch);
            }
            Ok::<_, LogError>((
                checker.last_seq,
                checker.last_hash,
                checker.recorded,
                checker.signs,
            ))
        });

        let mut read = || -> Result<(), LogError> {
            let mut batch = Batch::default();
            let mut made = 1;
            let mut n: u64 = 0;
            while let Some(row) = rows.next().map_err(map)? {
                batch.push(row).map_err(map)?;
                n += 1;
                if batch.rows.len() == BATCH_ROWS {
                    if full_tx.send(batch).is_err() {
                        return Ok(()); // the checker stopped at a fault
                    }
                    // A bounded pool: past it, wait for the checker to hand one
                    // back, so memory stays flat however long the log.
                    batch = match empty_rx.try_recv() {
                        Ok(b) => b,
                        Err(_) if made < POOL_BATCHES => {
                            made += 1;
                            Batch::default()
                        }
                        Err(_) => match empty_rx.recv() {
                            Ok(b) => b,
                            Err(_) => return Ok(()), // the checker stopped at a fault
                        },
                    };
                    batch.clear();
                }
                if n.is_multiple_of(PROGRESS_EVERY) {
                    progress(n, total);
                }
            }
            if !batch.rows.is_empty() {
                let _ = full_tx.send(batch);
            }
            Ok(())
        };
        let read_result = read();
        drop(full_tx);
        let checked = match worker.join() {
            Ok(r) => r,
            Err(panic) => std::panic::resume_unwind(panic),
        };
        (read_result, checked)
    });
    // A fault in rows already read comes before a read error further on.
    let checked = checked?;
    read_result?;
    Ok(checked)
}

/// The recorded head names the last row (this catches deletion of the last
/// rows); the last row's hash as text.
fn check_head(head: Head, last_seq: u64, last_hash: [u8; 64]) -> Result<String, LogError> {
    let last_hash = String::from_utf8_lossy(&last_hash).into_owned();
    let head_events = head
        .events
        .map_err(|e| broken(last_seq + 1, ChainFault::HeadUnreadable(e)))?;
    let head_hash = head
        .hash
        .map_err(|e| broken(last_seq + 1, ChainFault::HeadUnreadable(e)))?;
    if head_events > last_seq {
        return Err(broken(last_seq + 1, ChainFault::RowMissing { head_events }));
    }
    if head_hash != last_hash {
        return Err(broken(
            last_seq,
            ChainFault::HeadMismatch {
                head_hash,
                last_hash,
            },
        ));
    }
    Ok(last_hash)
}

/// The side tables against the row records, the guards around the rows and
/// the head beside the log, in the same snapshot as the rows.
fn check_side_tables(
    tx: &Connection,
    path: &Path,
    recorded: &[Recorded],
    last_seq: u64,
) -> Result<(), LogError> {
    // A log of the version before row records has none to check, and may
    // not hold any.
    if schema::version(tx) == schema::READ_ONLY_VERSION {
        if let Some(r) = recorded.first() {
            return Err(broken(
                r.seq,
                ChainFault::RowRecord {
                    table: "events",
                    id: None,
                    mismatch: RowMismatch::BeforeRecords {
                        action: r.action.clone(),
                    },
                },
            ));
        }
    } else {
        records::check(tx, path, recorded, last_seq)?;
    }
    // The guards around the rows: triggers, columns, the schema version.
    schema::check_structure(tx, path)?;
    // Nothing committed is missing: the head beside the log is in the chain.
    sidecar::check(tx, path, last_seq)
}

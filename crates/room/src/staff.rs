//! The house's floor staff, kept by the room (`migrations/0004_staff.sql`).
//!
//! Authority: only the room owner's PostgreSQL role (`dealerdesk_owner`, or
//! a superuser) may add a change; the table and review roles read. Each
//! change — a floor person added or removed — is a row of a hash chain
//! numbered, stamped, signed with the session's role and hashed by the room
//! itself (`hash = SHA-256(prev_hash ‖ [seq, change, name, by_role, at])`),
//! and no row is changed or deleted. [`check`] walks the chain again, as
//! `room verify` does, so a change edited, deleted or slipped in by someone
//! who got past the roles (a superuser with triggers off) is found unless
//! they rehashed every change after it: `room staff list` prints the head
//! hash to write down, as `log anchor` does for a table.
//!
//! Names follow the desk's rule for staff (1–32 characters after NFC, no
//! control, format or bidi character) and one that reads like a name on the
//! staff now (case, width, look-alike letters) is refused, under the room's
//! staff lock so that two owners adding at once cannot slip past each other.
//!
//! A table connected to the room takes its floor staff from here
//! ([`RoomStaffSource`], given to the desk): at each floor entry (a ruling,
//! a registration) it reads the chain, checks it, and when the staff as of
//! the last change differs from what its log last recorded, the desk writes
//! a chained entry citing that change's seq and hash with the names; from
//! then on only a name on that list registers or rules at the table, and a
//! removal here is in the table's chain before the removed person's next
//! ruling. When the room cannot be reached (or its chain does not check) the
//! list last recorded holds, and the table says so.
//!
//! What the table cannot tell alone is a made-up entry: the room holds no
//! PIN and no key a table could check. [`entry_faults`] finds one for `room
//! verify`: each table's staff entry must cite a change of this chain, with
//! its hash and the staff it left. [`not_on_staff`] names the floor people a
//! table's chain registered whom the room never added to its staff, for the
//! same check.

use dealerdesk_desk::desk::{
    DeskError, RoomStaff, StaffSource, StaffUnread, check_name, reads_like, recorded_room_staff,
};
use dealerdesk_log::Seq;
use dealerdesk_log::chain::{GENESIS_PREV_HASH, canonical_json, sha256_hex};
use dealerdesk_log::{ChainFault, EventRecord};
use postgres::Client;
use postgres::error::SqlState;

use crate::RoomError;

/// The advisory lock the room's staff changes are made under ("staf").
const STAFF_LOCK: i64 = 0x7374_6166;

/// Added to or removed from the floor staff.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// Added.
    Add,
    /// Removed.
    Remove,
}

impl Change {
    /// The word the room stores.
    pub fn as_str(self) -> &'static str {
        match self {
            Change::Add => "add",
            Change::Remove => "remove",
        }
    }
}

/// One change of the room's floor staff, as the room chained it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StaffChange {
    /// Its place in the chain, from 1.
    pub seq: u64,
    /// `add` or `remove` as stored (anything else fails [`check`]).
    pub change: String,
    /// The floor person.
    pub name: String,
    /// The role that made the change.
    pub by_role: String,
    /// When, as the room stamped it (RFC 3339, UTC, milliseconds).
    pub at: String,
    /// The hash of the change before it (64 zeros for the first).
    pub prev_hash: String,
    /// Its hash.
    pub hash: String,
}

impl StaffChange {
    /// The hash recomputed from the change's fields.
    pub fn computed_hash(&self) -> String {
        let s = |t: &str| canonical_json(&serde_json::Value::String(t.to_owned()));
        let text = format!(
            "{}[{},{},{},{},{}]",
            self.prev_hash,
            self.seq,
            s(&self.change),
            s(&self.name),
            s(&self.by_role),
            s(&self.at)
        );
        sha256_hex(text.as_bytes())
    }
}

/// A floor person on the room's staff now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StaffMember {
    /// Their name.
    pub name: String,
    /// The change that added them (last).
    pub seq: u64,
    /// The role that added them.
    pub by_role: String,
    /// When.
    pub at: String,
}

/// How the room's staff chain checked out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StaffCheck {
    /// Every change links and recomputes and replays (no one added twice,
    /// no one removed who was not on the staff).
    Intact {
        /// Changes checked.
        changes: u64,
        /// The last change's hash (64 zeros for none): the staff's anchor.
        last_hash: String,
    },
    /// The first change that does not link or recompute.
    Broken {
        /// Its place.
        seq: Seq,
        /// Why.
        fault: ChainFault,
    },
    /// A change that links but does not follow from the ones before it.
    Unfounded {
        /// Its place.
        seq: Seq,
        /// The name it is about.
        name: String,
    },
}

/// Whether the room's schema keeps floor staff yet (a room no table or
/// owner has migrated since has none).
fn kept(client: &mut Client) -> Result<bool, RoomError> {
    let row = client.query_one("SELECT to_regclass('room.staff_changes') IS NOT NULL", &[])?;
    Ok(row.get(0))
}

/// Every change of the room's staff, in order.
///
/// # Errors
/// Database errors.
pub fn changes(client: &mut Client) -> Result<Vec<StaffChange>, RoomError> {
    if !kept(client)? {
        return Ok(Vec::new());
    }
    let rows = client.query(
        "SELECT seq, change, name, by_role, at, prev_hash, hash \
         FROM room.staff_changes ORDER BY seq",
        &[],
    )?;
    Ok(rows
        .iter()
        .map(|r| StaffChange {
            seq: u64::try_from(r.get::<_, i64>(0)).unwrap_or(0),
            change: r.get(1),
            name: r.get(2),
            by_role: r.get(3),
            at: r.get(4),
            prev_hash: r.get(5),
            hash: r.get(6),
        })
        .collect())
}

/// The floor staff now, by name, each with the change that added them.
///
/// # Errors
/// Database errors.
pub fn list(client: &mut Client) -> Result<Vec<StaffMember>, RoomError> {
    if !kept(client)? {
        return Ok(Vec::new());
    }
    let rows = client.query(
        "SELECT name, seq, by_role, at FROM room.staff WHERE change = 'add' ORDER BY name",
        &[],
    )?;
    Ok(rows
        .iter()
        .map(|r| StaffMember {
            name: r.get(0),
            seq: u64::try_from(r.get::<_, i64>(1)).unwrap_or(0),
            by_role: r.get(2),
            at: r.get(3),
        })
        .collect())
}

/// Add `name` to the room's floor staff, or remove them: the change as the
/// room chained it.
///
/// The room's schema is brought up to date first.
///
/// # Errors
/// [`RoomError::NotRoomOwner`] for a role other than the room owner's;
/// [`RoomError::Schema`] for a room this role may not migrate;
/// [`RoomError::Desk`] with [`DeskError::Name`] or
/// [`DeskError::NameReadsLike`] for a name the staff rule refuses;
/// [`RoomError::AlreadyStaff`], [`RoomError::NotStaff`]; database errors.
pub fn change(client: &mut Client, change: Change, name: &str) -> Result<StaffChange, RoomError> {
    let name = check_name(name).map_err(|f| RoomError::Desk(DeskError::Name(f)))?;
    crate::migrate::migrate(client)?;
    let role: String = client.query_one("SELECT session_user::text", &[])?.get(0);
    let not_owner = |e: postgres::Error| match e.code() {
        Some(&SqlState::INSUFFICIENT_PRIVILEGE) => RoomError::NotRoomOwner { role: role.clone() },
        _ => e.into(),
    };
    let mut tx = client.transaction()?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&STAFF_LOCK])?;
    let on_staff: Vec<String> = tx
        .query("SELECT name FROM room.staff WHERE change = 'add'", &[])?
        .iter()
        .map(|r| r.get(0))
        .collect();
    match change {
        Change::Add => {
            if on_staff.contains(&name) {
                return Err(RoomError::AlreadyStaff { name });
            }
            if let Some(like) = on_staff.into_iter().find(|n| reads_like(n, &name)) {
                return Err(RoomError::Desk(DeskError::NameReadsLike { name, like }));
            }
        }
        Change::Remove => {
            if !on_staff.contains(&name) {
                return Err(RoomError::NotStaff { name });
            }
        }
    }
    let row = tx
        .query_one(
            "INSERT INTO room.staff_changes (change, name) VALUES ($1, $2) \
             RETURNING seq, change, name, by_role, at, prev_hash, hash",
            &[&change.as_str(), &name],
        )
        .map_err(not_owner)?;
    tx.commit()?;
    Ok(StaffChange {
        seq: u64::try_from(row.get::<_, i64>(0)).unwrap_or(0),
        change: row.get(1),
        name: row.get(2),
        by_role: row.get(3),
        at: row.get(4),
        prev_hash: row.get(5),
        hash: row.get(6),
    })
}

/// Walk `changes` (in order) again: gapless from 1, each `prev_hash` the
/// hash before it, each hash recomputed, each change following from the
/// ones before it.
pub fn check(changes: &[StaffChange]) -> StaffCheck {
    let mut prev = GENESIS_PREV_HASH.to_owned();
    let mut on_staff: Vec<&str> = Vec::new();
    for (i, c) in changes.iter().enumerate() {
        let expected = i as u64 + 1;
        let computed = c.computed_hash();
        let fault = if c.seq > expected {
            Some(ChainFault::Gap { found: Seq(c.seq) })
        } else if c.seq != expected {
            Some(ChainFault::OutOfOrder {
                found: i64::try_from(c.seq).unwrap_or(i64::MAX),
            })
        } else if c.prev_hash != prev {
            Some(ChainFault::PrevHashMismatch {
                expected: prev.clone(),
                found: c.prev_hash.clone(),
            })
        } else if computed != c.hash {
            Some(ChainFault::HashMismatch {
                stored: c.hash.clone(),
                computed,
            })
        } else {
            None
        };
        if let Some(fault) = fault {
            return StaffCheck::Broken {
                seq: Seq(expected),
                fault,
            };
        }
        let present = on_staff.iter().position(|n| *n == c.name);
        match (c.change.as_str(), present) {
            ("add", None) => on_staff.push(&c.name),
            ("remove", Some(at)) => {
                on_staff.swap_remove(at);
            }
            _ => {
                return StaffCheck::Unfounded {
                    seq: Seq(expected),
                    name: c.name.clone(),
                };
            }
        }
        prev.clone_from(&c.hash);
    }
    StaffCheck::Intact {
        changes: changes.len() as u64,
        last_hash: prev,
    }
}

/// The floor people a table's chain registered whom the room's `changes`
/// never added to its floor staff, each with the entry that registered
/// them, oldest first. One the room added and removed later was staff, and
/// is not named: the table refuses their rulings from the removal on. A
/// room that keeps no floor staff (no change) finds none: its tables'
/// floor staff are their own.
pub fn not_on_staff(
    changes: &[StaffChange],
    events: &[dealerdesk_log::EventRecord],
) -> Vec<(String, Seq)> {
    if changes.is_empty() {
        return Vec::new();
    }
    events
        .iter()
        .filter(|e| e.action == OPERATOR_RECORD && e.payload["role"] == "floor")
        .filter_map(|e| e.payload["name"].as_str().map(|n| (n, e.seq)))
        .filter(|(name, _)| !changes.iter().any(|c| c.change == "add" && c.name == *name))
        .map(|(name, seq)| (name.to_owned(), seq))
        .collect()
}

/// The action of the chained record a log writes for each operator it
/// registers (its payload: id, name, role, PIN hash).
const OPERATOR_RECORD: &str = "log operator";

/// The staff the first `upto` changes leave (all when `upto` is past the
/// end), as a table records it: the last change's seq and hash, the names
/// on the staff, and those removed and not added again with the change
/// that removed them. `None` for no change.
pub fn as_of(changes: &[StaffChange], upto: u64) -> Option<RoomStaff> {
    let taken: Vec<&StaffChange> = changes.iter().take_while(|c| c.seq <= upto).collect();
    let last = taken.last()?;
    let mut names: Vec<String> = Vec::new();
    let mut removed: Vec<(String, u64)> = Vec::new();
    for c in &taken {
        names.retain(|n| *n != c.name);
        removed.retain(|(n, _)| *n != c.name);
        match c.change.as_str() {
            "add" => names.push(c.name.clone()),
            _ => removed.push((c.name.clone(), c.seq)),
        }
    }
    names.sort();
    removed.sort();
    Some(RoomStaff {
        seq: last.seq,
        hash: last.hash.clone(),
        names,
        removed,
    })
}

/// The room's floor staff, read for a table (given to its desk with
/// `Desk::take_staff_from`): connected on first use and again after a
/// failure, the chain checked at each read.
pub struct RoomStaffSource {
    url: String,
    client: Option<Client>,
}

impl RoomStaffSource {
    /// The staff of the room at `url`.
    pub fn new(url: impl Into<String>) -> RoomStaffSource {
        RoomStaffSource {
            url: url.into(),
            client: None,
        }
    }

    fn changes(&mut self) -> Result<Vec<StaffChange>, RoomError> {
        let client = match &mut self.client {
            Some(c) => c,
            None => self.client.insert(crate::connect::connect(&self.url)?),
        };
        changes(client)
    }
}

impl StaffSource for RoomStaffSource {
    fn read(&mut self) -> Result<Option<RoomStaff>, StaffUnread> {
        // A connection the room dropped since (a restart) is tried once
        // more, new.
        let had = self.client.is_some();
        let read = match self.changes() {
            Err(_) if had => {
                self.client = None;
                self.changes()
            }
            read => read,
        };
        let changes = read.map_err(|e| {
            self.client = None;
            StaffUnread::Unreachable(match e {
                RoomError::Unreachable(why) => why,
                e => e.to_string(),
            })
        })?;
        match check(&changes) {
            StaffCheck::Intact { .. } => Ok(as_of(&changes, u64::MAX)),
            StaffCheck::Broken { seq, .. } | StaffCheck::Unfounded { seq, .. } => {
                Err(StaffUnread::Broken { seq: seq.0 })
            }
        }
    }
}

/// Why a table's room staff entry is not the room's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryFault {
    /// It cites a change the room's chain does not hold.
    NoChange,
    /// The change's hash is another.
    Hash,
    /// The names are not the staff the room had as of that change.
    Names,
}

/// The room staff entries of a table's chain (`events`) that do not cite a
/// change of the room's chain (`changes`, checked) with its hash and the
/// staff it left, each with its entry's seq, the entry and why.
pub fn entry_faults(
    changes: &[StaffChange],
    events: &[EventRecord],
) -> Vec<(Seq, RoomStaff, EntryFault)> {
    events
        .iter()
        .filter_map(|e| recorded_room_staff(e).map(|staff| (e.seq, staff)))
        .filter_map(|(seq, staff)| {
            let fault = match changes.iter().find(|c| c.seq == staff.seq) {
                None => EntryFault::NoChange,
                Some(c) if c.hash != staff.hash => EntryFault::Hash,
                Some(_) => {
                    let room = as_of(changes, staff.seq).map(|r| r.names);
                    let mut names = staff.names.clone();
                    names.sort();
                    if room == Some(names) {
                        return None;
                    }
                    EntryFault::Names
                }
            };
            Some((seq, staff, fault))
        })
        .collect()
}

//! Identifier newtypes, roles and the records the log reads and writes.

use std::fmt;
use std::str::FromStr;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

macro_rules! id_newtype {
    ($(#[$doc:meta])* $name:ident($inner:ty)) => {
        $(#[$doc])*
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
        )]
        #[serde(transparent)]
        pub struct $name(pub $inner);

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.0, f)
            }
        }
    };
}

id_newtype!(
    /// Row id of a hand (`hands.id`).
    HandId(i64)
);
id_newtype!(
    /// Row id of a session (`sessions.id`).
    SessionId(i64)
);
id_newtype!(
    /// Row id of an operator (`operators.id`).
    OperatorId(i64)
);
id_newtype!(
    /// Sequence number of an event: 1, 2, 3, … with no gaps.
    Seq(u64)
);

/// What an operator may do at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Runs the game; appends events.
    Dealer,
    /// Floor person: makes rulings, appends events, must have a PIN.
    Floor,
    /// Reads the log in disputes; may not append events.
    Reviewer,
}

impl Role {
    /// The role as stored in the database: `dealer`, `floor` or `reviewer`.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Dealer => "dealer",
            Role::Floor => "floor",
            Role::Reviewer => "reviewer",
        }
    }

    /// Whether operators with this role may append events.
    pub fn can_append(self) -> bool {
        !matches!(self, Role::Reviewer)
    }

    /// Whether operators with this role must have a PIN.
    pub fn requires_pin(self) -> bool {
        matches!(self, Role::Floor)
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Error returned when parsing an unknown role name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown role {0:?} (expected dealer, floor or reviewer)")]
pub struct UnknownRole(pub String);

impl FromStr for Role {
    type Err = UnknownRole;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "dealer" => Ok(Role::Dealer),
            "floor" => Ok(Role::Floor),
            "reviewer" => Ok(Role::Reviewer),
            other => Err(UnknownRole(other.to_owned())),
        }
    }
}

/// An event to append; the log adds seq, time, role and hashes.
#[derive(Debug, Clone, PartialEq)]
pub struct NewEvent {
    /// The hand the event belongs to, if any (session-level events have none).
    pub hand: Option<HandId>,
    /// Who performed the action; their role is looked up from the operator row.
    pub operator: OperatorId,
    /// The action in the project's notation, e.g. `p3 cbr 300` or `d db AhKd2c`.
    pub action: String,
    /// Structured details; stored as canonical JSON (sorted keys, no whitespace).
    pub payload: serde_json::Value,
}

/// One stored event, as appended and as read back.
#[derive(Debug, Clone, PartialEq)]
pub struct EventRecord {
    /// Position in the log (1-based, gapless).
    pub seq: Seq,
    /// The hand, if any.
    pub hand: Option<HandId>,
    /// When the log recorded the event (UTC, millisecond precision).
    pub at: DateTime<Utc>,
    /// Who performed it.
    pub operator: OperatorId,
    /// Their role at the time.
    pub role: Role,
    /// The action text.
    pub action: String,
    /// The payload.
    pub payload: serde_json::Value,
    /// Hex SHA-256 of the previous event (64 zeros for seq 1).
    pub prev_hash: String,
    /// Hex SHA-256 of this event (see the module docs for the exact input).
    pub hash: String,
}

/// A hand as recorded in the `hands` table.
#[derive(Debug, Clone, PartialEq)]
pub struct HandRecord {
    /// Row id.
    pub id: HandId,
    /// The session it belongs to.
    pub session: SessionId,
    /// Hand number within the session.
    pub hand_no: u64,
    /// When it started.
    pub started_at: DateTime<Utc>,
    /// When it ended, if it has.
    pub ended_at: Option<DateTime<Utc>>,
    /// Summary written when it ended.
    pub summary: Option<serde_json::Value>,
}

/// A session as recorded in the `sessions` table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionRecord {
    /// Row id.
    pub id: SessionId,
    /// The table's name.
    pub table_name: String,
    /// Name of the ruleset in force.
    pub ruleset_name: String,
    /// Hex SHA-256 of the ruleset text.
    pub ruleset_hash: String,
    /// When it started.
    pub started_at: DateTime<Utc>,
}

/// Which hands [`EventLog::hands`](super::EventLog::hands) returns; all fields optional
/// and combined with AND.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HandFilter {
    /// Only hands of this session.
    pub session: Option<SessionId>,
    /// Only hands of sessions at this table.
    pub table_name: Option<String>,
    /// Only hands started at or after this instant.
    pub since: Option<DateTime<Utc>>,
}

impl HandFilter {
    /// A filter that matches every hand.
    pub fn all() -> Self {
        Self::default()
    }

    /// Restrict to one session.
    pub fn session(mut self, session: SessionId) -> Self {
        self.session = Some(session);
        self
    }

    /// Restrict to one table name.
    pub fn table_name(mut self, name: impl Into<String>) -> Self {
        self.table_name = Some(name.into());
        self
    }

    /// Restrict to hands started at or after `since`.
    pub fn since(mut self, since: DateTime<Utc>) -> Self {
        self.since = Some(since);
        self
    }
}

/// Result of a successful [`EventLog::verify`](super::EventLog::verify).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifyReport {
    /// Number of events checked (equals the last seq).
    pub events: u64,
    /// Hash of the last event (64 zeros for an empty log). Write it down or print it:
    /// it is the anchor that detects a wholesale rewrite of the file.
    pub last_hash: String,
    /// How its floor entries are signed.
    pub signing: Signing,
}

/// Who holds a log for writing: the process and when it took the log.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Holder {
    /// The writer's process id.
    pub pid: u32,
    /// When it took the log.
    pub since: DateTime<Utc>,
}

/// How a verified log's floor entries are signed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Signing {
    /// No floor person is registered.
    NoFloor,
    /// The older format: floor people registered without keys, floor
    /// entries unsigned.
    Unsigned,
    /// Every floor entry is signed by its floor person's key, each key
    /// registered by a floor person before them back to the first.
    Signed {
        /// The log's first floor person, who registered their own key.
        first_floor: OperatorId,
        /// Their public key, hex: what an anchor names.
        key: String,
        /// How many signatures were checked.
        entries: u64,
    },
}

//! The log's event format: what the desk records as the payload of each log
//! entry (`DeskEvent`). Hand actions are stored in notation as the entry's
//! text; the payload keeps the engine's events for review. With it, the
//! records some events carry: the room's flags (`RoomFlag`) and the table
//! between hands (`Snapshot`). It sits beneath the files that record and
//! fold events, and imports none of them.

use serde::{Deserialize, Serialize};

use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::HandSpec;
use dealerdesk_log::HandId;

use super::tournament::TourneyEvent;
use super::{BlindSeats, DeskError, Encoded, Owed, Seat, SeatNo};

/// What the desk records, as the payload of a log entry.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "desk", rename_all = "kebab-case")]
pub(super) enum DeskEvent {
    /// The house rules in force from here on, as YAML.
    Rules {
        yaml: String,
    },
    Seat {
        seat: SeatNo,
        name: String,
        stack: Chips,
    },
    Leave {
        seat: SeatNo,
    },
    SitOut {
        seat: SeatNo,
    },
    SitIn {
        seat: SeatNo,
    },
    AddChips {
        seat: SeatNo,
        amount: Chips,
    },
    /// The first button of the session, chosen or drawn.
    Button {
        seat: SeatNo,
        how: String,
    },
    /// The dealer in the box from here on.
    Dealer {
        name: String,
    },
    /// A player moves to an empty seat, with their chips and what they owe.
    Move {
        from: SeatNo,
        to: SeatNo,
    },
    /// A wrong PIN given for a floor person (their operator id).
    PinRefused {
        floor: i64,
    },
    /// A hand an import left half-written, closed as never dealt.
    Interrupted {
        reason: String,
    },
    Start {
        hand_no: u64,
        button: SeatNo,
        seats: Vec<SeatNo>,
        spec: HandSpec,
        /// The button and blind seats (absent in logs of earlier versions).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        blinds: Option<BlindSeats>,
        /// What each seat owes in missed blinds once the hand has started.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        owed: Vec<(SeatNo, Owed)>,
        /// The tournament level the hand is dealt at.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        level: Option<u32>,
        /// For an imported hand history, the SHA-256 of its content
        /// (`Desk::import`), so an import run again knows it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        imported: Option<String>,
    },
    /// A hand action; the action itself is the entry's text, the engine's
    /// events are kept for review.
    Act {
        #[serde(default)]
        events: serde_json::Value,
        /// The floor's reason, when the floor made the entry.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reason: Option<String>,
    },
    End {
        stacks: Vec<(SeatNo, Chips)>,
    },
    /// A floor ruling voids the last action in force; the hand is as if it
    /// had not happened. The voided action stays in the log.
    Void {
        action: String,
        reason: String,
        /// Taken back by the dealer who entered it; the reason is then the
        /// catalogue's, not written here (entries before this field carry
        /// the English words instead).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        taken_back: bool,
    },
    /// A floor ruling replaces the last action in force with `action` (a
    /// corrected amount, say) in one step; the replaced action stays in the
    /// log.
    Correct {
        replaced: String,
        action: String,
        reason: String,
        #[serde(default)]
        events: serde_json::Value,
    },
    /// A floor ruling replaces the last action of the hand that ended last
    /// (before the next one starts); the pots are awarded anew and the
    /// stacks move to `stacks` by seat.
    Amend {
        hand_no: u64,
        replaced: String,
        action: String,
        reason: String,
        #[serde(default)]
        events: serde_json::Value,
        stacks: Vec<(SeatNo, Chips)>,
    },
    /// The floor cleared the room's flags on this table (as the room showed
    /// them); the table syncs as the room's `epoch` from here.
    RoomCleared {
        flags: Vec<RoomFlag>,
        epoch: u32,
        reason: String,
    },
    /// A tournament's clock, entries, busts, colour-ups and deals.
    Tournament(TourneyEvent),
    /// The table between hands, to fold from (`snapshot.rs`).
    Snapshot(Snapshot),
    /// The room's floor staff as of a change of the room's staff chain
    /// (`room_staff.rs`); the table's floor people are those on it.
    RoomStaff(RoomStaff),
}

impl DeskEvent {
    /// The event as the JSON payload of a log entry; an event that cannot be
    /// encoded is refused, never written empty.
    pub(super) fn to_payload(&self) -> Result<serde_json::Value, DeskError> {
        serde_json::to_value(self).map_err(|_| DeskError::Encode(Encoded::Event))
    }
}

/// A flag the room raised on a table, as the room shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomFlag {
    /// The room's id of the flag.
    pub id: i64,
    /// `cut`, `rewritten`, `replaced` or `refused`.
    pub kind: String,
    /// The event it is about.
    pub seq: u64,
    /// What the room found, in words.
    pub detail: String,
}

impl std::fmt::Display for RoomFlag {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.kind, self.detail)
    }
}

/// The table between hands, as recorded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Snapshot {
    /// The seq of the entry recording the rules in force.
    pub(super) rules_seq: u64,
    pub(super) seats: Vec<(SeatNo, Seat)>,
    pub(super) button: Option<SeatNo>,
    pub(super) blinds: Option<BlindSeats>,
    pub(super) owed: Vec<(SeatNo, Owed)>,
    pub(super) hands_started: u64,
    pub(super) last_hand: Option<EndedHand>,
    pub(super) first_button: Option<SeatNo>,
    pub(super) dealer_name: Option<String>,
    /// Wrong PINs in a row by floor operator: count, and when the last came.
    pub(super) pin_refusals: Vec<(i64, u32, String)>,
    /// Players who left, by name key: their stack and when.
    pub(super) left: Vec<(String, Chips, String)>,
    pub(super) rake_total: Chips,
    /// Where a mixed-game table's rotation stands.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) rotation: Option<RotationMark>,
}

/// Where a mixed-game table's rotation stands, as a snapshot records it:
/// the seq of the entry that recorded the rotation's house, the game dealt
/// (its place in the rotation), the hands of it dealt, and the players
/// dealt its first hand (an orbit's length).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct RotationMark {
    pub seq: u64,
    pub index: usize,
    pub hands: u64,
    pub orbit: Option<usize>,
}

/// The last hand that ended: how it started and the actions in force.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct EndedHand {
    pub(super) id: HandId,
    pub(super) hand_no: u64,
    pub(super) button: SeatNo,
    pub(super) seats: Vec<SeatNo>,
    pub(super) spec: HandSpec,
    pub(super) actions: Vec<String>,
}

/// The room's floor staff as of one change of the room's staff chain, as a
/// table records it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomStaff {
    /// The room change the list is as of (its place in the room's chain).
    pub seq: u64,
    /// That change's hash.
    pub hash: String,
    /// The floor staff then, by name.
    pub names: Vec<String>,
    /// The floor people removed by then and not added again, each with the
    /// change that removed them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub removed: Vec<(String, u64)>,
}

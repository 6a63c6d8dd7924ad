//! Why the desk refused something: `DeskError`, one variant for each kind of
//! failure, so that a face can tell them apart without reading a sentence,
//! and the causes it carries that no operation file owns (`NoTakeBack`, and
//! `ReplayFault`: why a log entry does not fold into the table).
//! It sits beneath the operation files: it imports none of them.

use chrono::{DateTime, Utc};

use dealerdesk_core::cards::Card;
use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::{Action, Ruling, SetupError};
use dealerdesk_core::notation::ActionError;
use dealerdesk_core::rules::RulesError;
use dealerdesk_core::tournament::ClockError;
use dealerdesk_log::LogError;

use super::{FloorCall, NameFault, SeatNo, SeatingError, WeakPin};

/// Why the desk refused something; nothing was recorded unless the variant
/// says so.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum DeskError {
    /// The engine refused the action.
    #[error("{0}")]
    Refused(Box<Ruling>),
    /// The log could not record it; nothing changed.
    #[error("the log could not record this: {0}")]
    Log(#[from] LogError),
    /// A hand could not be set up.
    #[error("cannot start the hand: {0}")]
    Setup(#[from] SetupError),
    /// A tournament word refused, with the structure's rule where one
    /// decides it.
    #[error("{0}")]
    Tournament(Box<super::TourneyError>),
    /// A seating change refused, with the house rule where one decides it.
    #[error("{0}")]
    Seating(Box<SeatingError>),
    /// A floor ruling sent without the floor.
    #[error(
        "'{action}' needs the floor: {why}; a floor person enters it with their PIN and a reason"
    )]
    FloorOnly {
        /// The action.
        action: Box<Action>,
        /// Why it is the floor's.
        why: FloorCall,
    },
    /// A floor PIN too weak to register.
    #[error("{0}")]
    WeakPin(WeakPin),
    /// A hand step with no hand in play.
    #[error("no hand is in play")]
    NoHand,
    /// A hand started while one is in play.
    #[error("a hand is already in play")]
    HandInPlay,
    /// Fewer than two players can be dealt in.
    #[error("{0} player(s) can be dealt in; a hand needs two")]
    TooFewPlayers(usize),
    /// A recorded hand's button on a seat that is not dealt in.
    #[error("{0} is not dealt in")]
    NotDealtIn(SeatNo),
    /// A recorded hand with another number of players than the seats dealt in.
    #[error("{seats} seats are dealt in but the hand has {players} players")]
    PlayerCount {
        /// Seats dealt in.
        seats: usize,
        /// Players in the recorded hand.
        players: usize,
    },
    /// A floor ruling without a reason.
    #[error("a floor ruling needs a reason")]
    NoReason,
    /// A floor person registered without the word of one already
    /// registered.
    #[error("a floor person is added with the name and PIN of a floor person already registered")]
    FloorByFloor,
    /// The log's first floor person registered after its first hand.
    #[error(
        "the first floor person is registered at setup, before the first hand; this log has hands and no floor person"
    )]
    FirstFloorAfterHands,
    /// A ruling by someone who is not a floor person.
    #[error("only a floor person may rule")]
    NotFloor,
    /// The floor was asked to clear the room's flags, and the room shows none.
    #[error("the room shows no flag on this table to clear")]
    NoRoomFlag,
    /// A wrong floor PIN; the refusal itself is on record.
    #[error("wrong floor PIN")]
    WrongPin,
    /// A floor person locked out after wrong PINs in a row.
    #[error("this floor person is locked after {wrong} wrong PINs until {} UTC", until.format("%H:%M:%S"))]
    LockedOut {
        /// Wrong PINs in a row.
        wrong: u32,
        /// When the lock ends.
        until: DateTime<Utc>,
    },
    /// A void with no action in force in the hand.
    #[error("the hand has no action to void")]
    NothingToVoid,
    /// A correction with no action to correct.
    #[error("the hand has no action to correct")]
    NothingToCorrect,
    /// A correction between hands before any hand ended.
    #[error("no hand has been played to correct")]
    NoEndedHand,
    /// A correction by another player than the replaced action's.
    #[error("a correction replaces '{replaced}' with an action of the same player, not '{action}'")]
    CorrectionPlayer {
        /// The action replaced.
        replaced: Box<Action>,
        /// The correction.
        action: Box<Action>,
    },
    /// A correction of an ended hand that would leave it unfinished.
    #[error(
        "with '{action}' in place of '{replaced}' hand {hand_no} would not end: only the floor's \
         ruling on a hand in play can reopen it"
    )]
    CorrectionReopens {
        /// The hand's number.
        hand_no: u64,
        /// The action replaced.
        replaced: Box<Action>,
        /// The correction.
        action: Box<Action>,
    },
    /// A correction that moves chips of a player who has left.
    #[error("{0} has left the table: the floor settles its chips by hand")]
    SeatLeft(SeatNo),
    /// A correction that takes back chips a player no longer has.
    #[error("{seat} no longer has the {chips} chips the correction takes back")]
    ChipsGone {
        /// The seat.
        seat: SeatNo,
        /// The chips the correction takes back.
        chips: Chips,
    },
    /// The dealer's take-back refused.
    #[error("nothing to take back: {0}")]
    NothingToTakeBack(NoTakeBack),
    /// How many cards a player drew asked when no draw's count is told: none
    /// is under way, or the betting after it has begun.
    #[error(
        "how many cards {pos} drew is told only after a draw, until the betting after it begins"
    )]
    DrawCountClosed {
        /// The player asked about.
        pos: Pos,
    },
    /// How many cards a player drew asked before the player has drawn.
    #[error("{pos} has not drawn yet in this draw")]
    NotDrawnYet {
        /// The player asked about.
        pos: Pos,
    },
    /// `u` with no face-down card due.
    #[error("no face-down card is to be dealt now")]
    NoUnseenCards,
    /// The first button set after the session's first hand.
    #[error("the button is set at the start of the session, before the first hand")]
    ButtonAfterFirstHand,
    /// A draw for the button where a seated player draws no card or several.
    #[error("each seated player draws one card: {seat} has {cards}")]
    DrawCount {
        /// The seat.
        seat: SeatNo,
        /// The cards it drew.
        cards: usize,
    },
    /// A draw for the button from an empty seat.
    #[error("{0} is empty")]
    EmptySeat(SeatNo),
    /// The same card drawn twice for the button.
    #[error("{0} is drawn twice")]
    DrawnTwice(Card),
    /// A draw for the button with no card.
    #[error("no card was drawn")]
    NoDraw,
    /// A dealer with no name.
    #[error("a dealer needs a name")]
    NoDealerName,
    /// An event the desk made could not be encoded for the log (never
    /// written as an empty payload).
    #[error("{0} cannot be encoded for the log")]
    Encode(Encoded),
    /// The log holds something the engine does not accept: it was not
    /// written by this desk, or the rules changed.
    #[error("log event {seq} '{action}' cannot be replayed: {fault}")]
    Replay {
        /// The event's sequence number.
        seq: u64,
        /// Its text.
        action: String,
        /// What does not fit.
        fault: Box<ReplayFault>,
    },
    /// An event just recorded does not fold into the table: the desk and its
    /// log disagree.
    #[error("the table cannot take what was recorded: {0}")]
    Inconsistent(Box<ReplayFault>),
    /// A name refused: empty, too long, or holding a character no name may.
    #[error("{0}")]
    Name(NameFault),
    /// A new staff name that reads like a registered one's.
    #[error("'{name}' reads like '{like}', who is already registered")]
    NameReadsLike {
        /// The name refused.
        name: String,
        /// The registered name it reads like.
        like: String,
    },
    /// A floor person not on the room's floor staff as the table last
    /// recorded it, at a table that takes its floor staff from the room.
    #[error("{name} is not on the room's floor staff (as of room change {seq})")]
    NotRoomStaff {
        /// The floor person.
        name: String,
        /// The room change the table's list is as of.
        seq: u64,
    },
    /// A floor person the room removed from its floor staff.
    #[error("{name} was removed from the room's floor staff at room change {removed}")]
    RemovedFromRoomStaff {
        /// The floor person.
        name: String,
        /// The room change that removed them.
        removed: u64,
    },
}

/// What the desk could not encode for its log ([`DeskError::Encode`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoded {
    /// A desk event, as its entry's payload.
    Event,
    /// The house rules, as YAML.
    Rules,
}

impl std::fmt::Display for Encoded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Encoded::Event => "the desk event",
            Encoded::Rules => "the house rules",
        })
    }
}

/// Why the dealer's take-back is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum NoTakeBack {
    /// No hand is in play.
    #[error("no hand is in play")]
    NoHand,
    /// The hand has no entry yet.
    #[error("the hand has no entry yet")]
    NoEntry,
    /// Something was recorded after the last action.
    #[error("something was recorded after the last action; the floor corrects it")]
    RecordedAfter,
    /// The last action was the floor's.
    #[error("the last action was entered by the floor; the floor corrects it")]
    ByFloor,
}

/// Why a log entry does not fold into the table, typed down to its cause:
/// the engine's or the rules' own refusal where one decides it, else what
/// the entry and the table folded so far disagree on.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReplayFault {
    /// The entry's payload is not a desk event this desk reads.
    #[error("its record is not a desk event this desk reads (line {line}, column {column})")]
    Payload {
        /// Where in the payload's JSON reading stopped: the line.
        line: usize,
        /// The column.
        column: usize,
    },
    /// The entry's text is not an action in notation.
    #[error("{0}")]
    Notation(ActionError),
    /// The engine refuses the recorded action.
    #[error("{0}")]
    Refused(Box<Ruling>),
    /// The recorded hand cannot be set up under the rules in force.
    #[error("{0}")]
    Setup(SetupError),
    /// The recorded house rules do not read.
    #[error("{0}")]
    Rules(Box<RulesError>),
    /// An entry of the hand in play with no hand in play.
    #[error("no hand is in play")]
    NoHand,
    /// A hand's start recorded outside any hand of the log.
    #[error("a hand start without a hand")]
    NoHandRow,
    /// An entry for a seat nobody sits in.
    #[error("{0} is empty")]
    EmptySeat(SeatNo),
    /// Recorded stacks that differ from the stacks the hand replays to.
    #[error("the recorded stacks {recorded:?} differ from the replayed {replayed:?}")]
    Stacks {
        /// The stacks recorded, by seat.
        recorded: Vec<(SeatNo, Chips)>,
        /// The stacks replayed, by seat.
        replayed: Vec<(SeatNo, Chips)>,
    },
    /// A void or correction naming another action than the last in force.
    #[error("the entry names '{named}', not the last action")]
    NotLastAction {
        /// The action it names, as the log holds it.
        named: String,
    },
    /// A hand action recorded without its text.
    #[error("a hand action needs its text")]
    ActionWithoutText,
    /// A snapshot that differs from the table folded from the log.
    #[error("the snapshot differs from the table folded from the log")]
    SnapshotDiffers,
    /// A snapshot where the table cannot have one (a hand in play, a
    /// tournament, no rules recorded yet).
    #[error("a snapshot where the table cannot have one")]
    SnapshotOutOfPlace,
    /// A snapshot time that does not read.
    #[error("the snapshot time {text:?} does not read")]
    SnapshotTime {
        /// The time as recorded.
        text: String,
    },
    /// The entry a snapshot was looked for at is not one.
    #[error("not a snapshot")]
    NotSnapshot,
    /// A snapshot's rules seq that names no rules entry.
    #[error("the snapshot's rules at seq {seq} are not a rules entry")]
    SnapshotRulesNotRules {
        /// The seq the snapshot names.
        seq: u64,
    },
    /// A snapshot's rules seq that is not in the log.
    #[error("the snapshot's rules at seq {seq} are not in the log")]
    SnapshotRulesMissing {
        /// The seq the snapshot names.
        seq: u64,
    },
    /// A correction of the hand that ended last while another is in play.
    #[error("a correction of an ended hand while another is in play")]
    AmendDuringHand,
    /// A correction of an ended hand that is not the last one.
    #[error("the correction names hand {hand_no}, not the last one")]
    AmendNotLast {
        /// The hand it names.
        hand_no: u64,
    },
    /// A recorded correction of an ended hand that the desk refuses now.
    #[error("{0}")]
    Correction(Box<DeskError>),
    /// A hand recorded as started that the table does not hold.
    #[error("the hand did not start")]
    HandNotStarted,
    /// A tournament level the structure does not have.
    #[error("no level {level}")]
    NoLevel {
        /// The level.
        level: u32,
    },
    /// A tournament event at a table without a tournament.
    #[error("a tournament event at a table without a tournament")]
    NoTournament,
    /// The tournament clock refuses the recorded change.
    #[error("{0}")]
    Clock(ClockError),
    /// A tournament event for a player who never entered.
    #[error("{name} has not entered the tournament")]
    NotEntrant {
        /// The player's name.
        name: String,
    },
    /// A player moved into a seat someone still holds.
    #[error("{0} is taken")]
    SeatTaken(SeatNo),
}

impl ReplayFault {
    /// The fault of a payload that does not read as a desk event.
    pub(super) fn payload(e: &serde_json::Error) -> ReplayFault {
        ReplayFault::Payload {
            line: e.line(),
            column: e.column(),
        }
    }
}

impl From<ReplayFault> for DeskError {
    /// A recorded entry the table cannot take.
    fn from(fault: ReplayFault) -> DeskError {
        DeskError::Inconsistent(Box::new(fault))
    }
}

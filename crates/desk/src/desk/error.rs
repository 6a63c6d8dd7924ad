//! Why the desk refused something: `DeskError`, one variant for each kind of
//! failure, so that a face can tell them apart without reading a sentence,
//! and the causes it carries that no operation file owns (`NoTakeBack`).
//! It sits beneath the operation files: it imports none of them.

use chrono::{DateTime, Utc};

use dealerdesk_core::cards::Card;
use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::{Action, Ruling, SetupError};
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
    #[error("the desk event cannot be encoded: {0}")]
    Encode(String),
    /// The log holds something the engine does not accept: it was not
    /// written by this desk, or the rules changed.
    #[error("log event {seq} '{action}' cannot be replayed: {message}")]
    Replay {
        /// The event's sequence number.
        seq: u64,
        /// Its text.
        action: String,
        /// What does not fit.
        message: String,
    },
    /// An event just recorded does not fold into the table: the desk and its
    /// log disagree.
    #[error("the table cannot take what was recorded: {0}")]
    Inconsistent(String),
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

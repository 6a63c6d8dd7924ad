//! Why an action was refused, as data: one variant per reason, carrying the
//! seats, amounts, cards and counts it names. Faces say it in their language
//! through the message catalogue; the engine names no words of its own.

use std::fmt;

use serde::Serialize;

use super::action::HeldAct;
use super::wager::Wager;
use crate::cards::Card;
use crate::chips::{Chips, Pos};
use crate::game::Game;

/// The reason a `Ruling` refuses an action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "why", rename_all = "kebab-case")]
pub enum Why {
    // Order of play.
    /// It is another player's turn.
    NotYourTurn { turn: Pos, pos: Pos },
    /// No draw is under way for the player now.
    NoDrawNow { pos: Pos },
    /// The player does not hold the cards discarded.
    DiscardNotHeld { pos: Pos },
    /// A card is replaced as exposed in a draw only while the draw's cards
    /// are dealt.
    DrawExposedNotNow,
    /// The draw's cards are not dealt yet: a wrong count waits for them.
    DrawNotDealt,
    /// Betting is over: the player to show or muck is `turn`.
    BettingOver { turn: Pos },
    /// The dealer deals next.
    DealerNext,
    /// The hand is over.
    HandOver,
    /// No bring-in is owed.
    NoBringIn,
    /// The stud low card must bring in or complete.
    MustBringIn { pos: Pos },
    /// The player's fold, or check or call, is not among the options.
    NotAnOption { pos: Pos, act: HeldAct },
    /// The player may put in no more than a call.
    NoRaise { pos: Pos },
    /// Everyone else is all in or out.
    NobodyToRaise,
    /// The player acted and faces less than a full raise since.
    NotReopened { pos: Pos },
    /// The round is capped at `bets` bets.
    Capped { bets: u8 },
    /// The player's action held out of turn binds.
    HeldBinds { pos: Pos, act: HeldAct },
    // Sizes.
    /// Fixed limit: the total is exactly `size`.
    LimitExactly {
        wager: Wager,
        size: Chips,
        to: Chips,
    },
    /// Fixed limit with an open pair: the small or the big bet.
    LimitChoice {
        wager: Wager,
        small: Chips,
        big: Chips,
        to: Chips,
    },
    /// Below the minimum bet or raise.
    BelowMin { wager: Wager, to: Chips, min: Chips },
    /// Above the maximum bet or raise.
    AboveMax { wager: Wager, to: Chips, max: Chips },
    // Chips put out (the chip reader).
    /// The player is not in this hand.
    NotInHand { pos: Pos },
    /// The player cannot bet now.
    CannotBetNow { pos: Pos },
    /// The chips put out are more than the player has behind.
    ChipsNotTheirs {
        pos: Pos,
        stack: Chips,
        total: Chips,
    },
    /// "Check" facing a bet.
    CheckFacingBet { pos: Pos, to_call: Chips },
    /// Nothing put out facing a bet.
    NothingPutOut { pos: Pos, to_call: Chips },
    /// The stud low card put out nothing.
    LowCardPutNothing { pos: Pos },
    /// Less than the call facing a raise, several players in.
    UndercallToFloor {
        total: Chips,
        to_call: Chips,
        players: usize,
    },
    // Out of turn.
    /// No betting round is under way.
    NoBettingUnderWay,
    /// It is the player's own turn.
    OwnTurn { pos: Pos },
    /// The player has no action in this hand.
    NoActionInHand { pos: Pos },
    /// The player already has an action held.
    AlreadyHeld { pos: Pos },
    // Dealing.
    /// A card that is already out.
    DuplicateCard { card: Card },
    /// A card the game's deck does not hold (a five or lower in short deck).
    NotInDeck { card: Card },
    /// The next card goes to another player.
    WrongSeat { want: Pos, to: Pos },
    /// More (or no) hole cards than the player is owed.
    HoleCount { to: Pos, count: u8, given: usize },
    /// More (or no) board cards than the board is owed.
    BoardCount { count: u8, given: usize },
    /// A dealing step that is not the next one.
    NotNow { what: Dealt, wait: Wait },
    /// The burn of a four-card flop is one of those four.
    FourFlopBurn { cards: Vec<Card> },
    /// The burn drawn among three flop cards scrambled face down.
    ScrambledBurn { cards: Vec<Card> },
    // Showdown.
    /// Cards are tabled at showdown.
    CannotShowNow { pos: Pos },
    /// A player tables all their cards.
    ShowAll {
        pos: Pos,
        holds: usize,
        given: usize,
    },
    /// A card shown as `??`.
    ShownUnread { pos: Pos, nth: usize },
    /// A card shown that was dealt as another.
    DealtOther {
        pos: Pos,
        nth: usize,
        dealt: Card,
        shown: Card,
    },
    /// The hand was asked to be seen: it must be tabled.
    MuckMustShow { pos: Pos },
    /// A player is all in: every hand is turned face up.
    MuckAllIn { pos: Pos },
    /// Mucking comes at showdown.
    MuckNotNow { pos: Pos },
    // Dealer procedures.
    /// A card of a dead hand is a dead card.
    DeadCard { to: Pos, card: Card },
    /// No such player in this hand.
    NoSuchPlayer { to: Pos },
    /// After substantial action an exposed card makes no misdeal.
    SubstantialExposed { card: Card },
    /// A card exposed outside the deal plays.
    ExposedOutsideDeal,
    /// Once betting began, a card not among the first two plays.
    ExposedPlays { card: Card },
    /// The card was not dealt to the player.
    NotDealtTo { card: Card, to: Pos },
    /// The first street is over: no misdeal.
    FirstStreetOver,
    /// Substantial action: no misdeal.
    SubstantialNoMisdeal,
    /// A flop-game procedure in a game without a board.
    FlopGameOnly { what: FlopProcedure, game: Game },
    /// A premature card is dealt during a betting round before the river.
    PrematureWhen,
    /// The next street has `want` cards.
    StreetCount { want: usize, given: usize },
    /// A burn error is reported at the burn; `burned`: after it; `stands`:
    /// the board's cards stand.
    BurnErrorWhen { burned: bool, stands: bool },
    /// No burn is due.
    NoBurnDue,
    /// Every card named, or none.
    NameAllOrNone,
    /// The second burn card is named.
    NameSecondBurn,
    /// The player has no live hand.
    NoLiveHand { pos: Pos },
    /// The player is still owed cards in this deal.
    StillOwed { to: Pos },
    /// A side pot contested by others.
    ContestedSidePot {
        amount: Chips,
        by: Vec<Pos>,
        without: Pos,
    },
    /// A hand is asked to be seen at showdown only.
    SeeAtShowdown,
    /// The player has no hand at showdown.
    NoHandAtShowdown { pos: Pos },
    /// The hand is already tabled.
    AlreadyTabled { pos: Pos },
    /// Only the named player's hand was called.
    OnlyCalled { pos: Pos },
    /// No hand was bet and called.
    NoneCalled,
    /// The seventh-street betting has begun.
    SeventhBettingBegun,
    /// Only the first down cards or the seventh-street card are corrected.
    StudExposedPlays { to: Pos, card: Card },
}

/// The dealing step refused as not the next one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Dealt {
    /// Hole cards.
    Hole,
    /// Board cards.
    Board,
    /// A burn.
    Burn,
}

/// What the hand waits for instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "wait", rename_all = "kebab-case")]
pub enum Wait {
    /// A player is owed hole cards.
    Hole { to: Pos, count: u8 },
    /// The board is owed cards.
    Board { count: u8 },
    /// A card is burned first.
    Burn,
    /// A player turns their hand face up first.
    FaceUp { pos: Pos },
    /// The action is on a player.
    Action { pos: Pos },
    /// The hand is over.
    Over,
}

/// A hold'em dealing procedure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum FlopProcedure {
    /// Premature board cards.
    Premature,
    /// An extra hole card.
    ExtraCard,
    /// A short hand.
    ShortHand,
}

impl fmt::Display for Why {
    /// The reason's id and data as JSON, for logs and developers; faces say
    /// it through the catalogue.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&serde_json::to_string(self).map_err(|_| fmt::Error)?)
    }
}

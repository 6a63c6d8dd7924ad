//! The values of the house options: one enum for each choice a house makes
//! where the rulebooks differ.

use serde::{Deserialize, Serialize};

/// How the big-blind ante or per-player antes are posted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum AnteKind {
    /// Every player antes.
    #[default]
    Each,
    /// The big blind antes for the whole table.
    BigBlind,
}

/// Whether a short all-in raise reopens the betting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reopen {
    /// Only a player facing at least a full raise since they last acted may raise again.
    FullRaise,
    /// Any raise, however short, reopens the betting.
    AnyRaise,
}

/// When the fixed-limit raise cap is lifted for two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum HeadsUpCap {
    /// The cap always applies.
    Never,
    /// No cap while only two players are in the hand, unless the round was
    /// already capped with more players in it.
    HeadsUpBeforeCap,
    /// No cap when the betting round began with only two players.
    RoundStartsHeadsUp,
}

/// How the blinds count toward the pot-limit maximum before the flop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PotLimitBlinds {
    /// Blinds count in full even when posted short.
    AsIfFull,
    /// Blinds count as posted.
    AsPosted,
    /// The small blind counts as a big blind.
    SmallBlindAsBig,
}

/// How stud ties for the best visible hand are broken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StudTie {
    /// The tied player nearest the dealer's left acts first.
    Position,
    /// The highest card by suit among the tied boards acts first.
    Suit,
}

/// How antes enter the pots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum AntePots {
    /// Antes are part of each player's contribution and layer into side pots.
    Contribution,
    /// Antes are dead money in the main pot; side pots layer blinds and bets only.
    DeadMainPot,
}

/// The order of showing when side pots are contested.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SidePotShowdown {
    /// Players in the side pots show before a player all in for less, the
    /// highest side pot first; within a pot, the usual order.
    SidePotsFirst,
    /// The usual order for everyone.
    Usual,
}

/// Which a big blind short of chips posts first when it also owes the
/// big-blind ante.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BbAnteOrder {
    /// The blind first, the rest to the ante: the live blind is as large as
    /// it can be (TDA RP-11).
    BlindFirst,
    /// The ante first, the rest to the blind.
    AnteFirst,
}

/// Whether burns are entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BurnMode {
    /// The dealer enters each burn card (`??` when unseen) before the street's cards.
    Recorded,
    /// Burns are not entered (hand histories that do not record them).
    Implicit,
}

/// What counts as substantial action, after which no misdeal is called.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SubstantialAction {
    /// Two actions, at least one putting chips in, or any three (blinds excluded).
    TwoWithChipsOrThree,
    /// Two players after the blinds have acted.
    TwoPlayersActed,
}

/// When the hands of players all-in are turned up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum AllInShowdown {
    /// Once a player is all-in and the betting is over, every hand still in
    /// is turned face up before more cards are dealt.
    FaceUp,
    /// Hands are shown at showdown, in the showdown order.
    AtShowdown,
}

/// What happens when a player is dealt one card too many.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExtraCard {
    /// One extra card becomes the next burn; a second is a misdeal.
    BurnOne,
    /// Any wrong card count is a misdeal.
    Misdeal,
}

/// What happens to board cards dealt before the betting round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PrematureCard {
    /// The cards go back into the stub at once and the street is redealt
    /// without a burn.
    Redeal,
    /// A premature turn card is set aside; the turn comes after a burn as
    /// usual, and before the river the set-aside card is shuffled back and the
    /// river comes without a burn. A premature flop or river is redealt.
    SetAside,
}

/// What happens when four cards come off for the flop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum FourCardFlop {
    /// The floor picks one of the four at random as the turn's burn; the other
    /// three are the flop.
    FloorPicksBurn,
    /// All four go back into the stub and the flop is redealt; the burn stays.
    Redeal,
}

/// Who gets an odd chip in a flop game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum OddChip {
    /// The first winner clockwise from the button.
    FirstLeftOfButton,
}

/// Who gets an odd chip in stud.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StudOddChip {
    /// The winner holding the highest card by suit in their five-card hand
    /// (lowest card by suit for a low half).
    HighCardInHand,
    /// The winner holding the highest card by suit among all their cards
    /// (lowest card by suit for a low half).
    HighCardAllCards,
}

/// What happens when the dealer exposes one of a stud player's first two
/// down cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExposedDownCard {
    /// The exposed card plays as the player's up card and the third-street
    /// card is dealt down; a second exposed down card is a misdeal.
    UpCard,
    /// Any exposed down card is a misdeal.
    Misdeal,
}

/// What happens when the dealer exposes a stud seventh-street card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExposedSeventh {
    /// The card plays as dealt, face up.
    Plays,
    /// The card is taken out and the player gets a replacement down card
    /// once everyone else has their seventh card.
    Replaced,
}

/// What happens when the dealer skips the burn or burns two cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BurnError {
    /// The street's cards go back into the stub, a card is burned and the
    /// street is dealt again.
    Reshuffle,
    /// The cards are put back in the order they should have come: a card
    /// dealt without a burn becomes the burn, a second burn becomes the
    /// street's first card; but flop cards already exposed go back into the
    /// stub, which is reshuffled, and the flop is dealt again.
    RestoreOrder,
    /// The cards dealt without a burn are scrambled face down and one is
    /// drawn at random as the burn; the others stay and the stub completes
    /// the street. A second burn goes back into the stub.
    ScrambleDraw,
}

/// Whether an open pair on stud's fourth street lets players bet the big bet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum OpenPair {
    /// Any player may bet or raise the small or the big bet; once a big bet
    /// or raise is made, every raise that round is big.
    BigBetOption,
    /// The small bet stands on fourth street, pair or not.
    SmallBet,
}

/// Which hands at showdown a player may ask to see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RightToSee {
    /// Only the hand that was called: the last bettor or raiser's.
    CalledHand,
    /// Any hand still at showdown.
    AnyHand,
}

/// How the button moves when players leave or bust.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ButtonMode {
    /// The big blind moves one player each hand; the small blind and the
    /// button follow it, and may be dead (no small blind, or the button on
    /// an empty seat).
    Dead,
    /// The button moves to the next player dealt in; the two players after
    /// it post the blinds.
    Moving,
}

/// What a player who sat out past the blinds does on coming back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum MissedBlinds {
    /// The player is dealt in at once and posts what was missed: the big
    /// blind live, the small blind dead.
    Post,
    /// The player waits until the big blind reaches their seat.
    Wait,
}

/// How a player newly seated in a game already running is dealt in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum NewPlayer {
    /// Dealt in at once, taking the blinds in turn (tournament seating).
    DealtIn,
    /// Dealt in at once on a live big blind, but never on the button or the
    /// small blind.
    Post,
    /// Not dealt in until the big blind reaches the player's seat.
    Wait,
}

/// Who gets the odd chip of a razz pot, or of a low half split between two
/// or more hands, in stud.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StudLowOddChip {
    /// The winner holding the lowest card by suit, the ace low, read in the
    /// five-card hand or among all the player's cards as `stud_odd_chip`
    /// says.
    LowestCard,
    /// The winner holding the highest card by suit in their five-card hand,
    /// as for a high hand.
    HighCardInHand,
}

/// Which cards a draw game's short stub is made up from, besides its last
/// card, the muck and the burns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DrawReshuffle {
    /// The discards of earlier draws; those of the draw under way join only
    /// when the stub is still short without them, the drawing player's own
    /// never (WSOP Live Action).
    EarlierDiscards,
    /// Every discard but the drawing player's own this draw (online rooms).
    OthersCurrentDiscards,
}

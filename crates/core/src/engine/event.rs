//! What an action changed (`Event`, with the forced bets and blinds posted
//! and how a pot was won) and why an action was refused (`Ruling`).

use std::fmt;

use serde::Serialize;

use crate::cards::Card;
use crate::chips::{Chips, Pos};
use crate::eval::{HandRank, LowRank};
use crate::game::Street;
use crate::rules::RuleText;

use super::legal::Legal;
use super::note::Note;
use super::why::Why;

/// Which forced bet was posted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Forced {
    /// An ante.
    Ante,
    /// A blind, by kind.
    Blind(Blind),
    /// The stud bring-in.
    BringIn,
}

/// Which blind a player posted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Blind {
    /// The small blind.
    Small,
    /// The big blind (or a live big blind posted by a player coming back).
    Big,
    /// A straddle: a live blind above the big blind.
    Straddle,
}

/// What an action changed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// A forced bet went in.
    Posted {
        pos: Pos,
        kind: Forced,
        amount: Chips,
    },
    /// Cards were dealt to a player (`to`) or to the board.
    Dealt {
        to: Option<Pos>,
        cards: Vec<Option<Card>>,
    },
    /// A card was burned.
    Burned { card: Option<Card> },
    /// In a draw, a player discarded these cards (none: stood pat).
    Discarded { pos: Pos, cards: Vec<Option<Card>> },
    /// A hole card was exposed and taken out of the hand: in hold'em it is
    /// set aside to be the next burn, in stud it is out of play.
    SetAside { pos: Pos, card: Card },
    /// A misdeal: cards and bets are back as the hand was posted.
    Misdealt,
    /// The hand is void: every player has back what they started with.
    Voided,
    /// A player folded.
    Folded { pos: Pos },
    /// A player checked.
    Checked { pos: Pos },
    /// A player called, adding `amount`.
    Called {
        pos: Pos,
        amount: Chips,
        all_in: bool,
    },
    /// A player completed, bet or raised to `to`; `full` says whether it was a
    /// full bet or raise (one that reopens the betting).
    Raised {
        pos: Pos,
        to: Chips,
        full: bool,
        all_in: bool,
    },
    /// An uncalled bet went back to its owner.
    Returned { pos: Pos, amount: Chips },
    /// A betting round ended.
    RoundClosed { street: Street },
    /// A player tabled cards.
    Shown { pos: Pos, cards: Vec<Option<Card>> },
    /// A player mucked.
    Mucked { pos: Pos },
    /// The house took its rake (and drop) as the pots were awarded.
    Raked { amount: Chips },
    /// A pot was awarded.
    Awarded {
        pot: usize,
        amount: Chips,
        shares: Vec<(Pos, Chips)>,
        hand: Won,
    },
    /// The engine applied a rule worth telling the dealer about.
    Ruled { rule: RuleText, note: Note },
}

/// How a pot was won.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "by", rename_all = "kebab-case")]
pub enum Won {
    /// Uncontested, or no contender had five cards to read.
    Uncontested,
    /// Awarded by the floor's ruling.
    Floor,
    /// By the best hand as the game ranks it (the high hand, or the low in
    /// razz; written `high` in JSON, as before lowball), and the
    /// eight-or-better low where one qualifies in a split game.
    Hand {
        #[serde(rename = "high")]
        best: HandRank,
        low: Option<LowRank>,
    },
}

/// A refused action: the rule that refuses it and what is legal instead.
/// The hand is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Ruling {
    /// The refused action, in notation (chips put out as the command line
    /// writes them: `p3 $ 500+100 raise`).
    pub action: String,
    /// Why, as data for the faces to say.
    pub why: Why,
    /// The rule that decides it.
    pub rule: Box<RuleText>,
    /// What is legal instead (written as notation in JSON).
    pub legal: Box<Legal>,
}

impl fmt::Display for Ruling {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {} ({} {}); legal now: {}",
            self.action,
            self.why,
            self.rule.id,
            self.rule.cite,
            match self.legal.to_notation() {
                legal if legal.is_empty() => "nothing".to_string(),
                legal => legal.join(", "),
            }
        )
    }
}

impl std::error::Error for Ruling {}

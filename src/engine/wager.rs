//! What a bet or raise is called for the player to act: a bet opens a round,
//! a raise goes over a bet, a completion brings a stud bring-in up to the
//! full small bet. Every face says the word the engine names here.

use super::{HandState, Legal};
use crate::chips::Chips;

/// The kind of wager the player to act would make by putting in more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wager {
    /// No bet yet this round.
    Bet,
    /// Over a bet already made.
    Raise,
    /// A stud bring-in player making the full small bet instead.
    Complete,
}

impl Wager {
    /// The wager for the player to act now.
    pub fn now(s: &HandState, legal: &Legal) -> Wager {
        let level = s.bets().iter().copied().max().unwrap_or(Chips::ZERO);
        if legal.bring_in.is_some() {
            Wager::Complete
        } else if level.is_zero() {
            Wager::Bet
        } else {
            Wager::Raise
        }
    }

    /// The noun: "bet", "raise", "completion".
    pub fn noun(self) -> &'static str {
        match self {
            Wager::Bet => "bet",
            Wager::Raise => "raise",
            Wager::Complete => "completion",
        }
    }

    /// The words before a total: "bet", "raise to", "complete to".
    pub fn verb_to(self) -> &'static str {
        match self {
            Wager::Bet => "bet",
            Wager::Raise => "raise to",
            Wager::Complete => "complete to",
        }
    }
}

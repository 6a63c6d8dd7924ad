//! A betting action apart from its player: what the betting round checks
//! and applies, each kind matched where it is handled.

use crate::chips::Chips;
use crate::engine::action::HeldAct;

/// A fold, a check or call, a bring-in, or a bet or raise to a total.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bet {
    /// The player folds.
    Fold,
    /// The player checks or calls.
    CheckCall,
    /// The player brings in.
    BringIn,
    /// The player bets, raises or completes to this total.
    To(Chips),
}

impl Bet {
    /// What the player chose, as a held action out of turn is compared
    /// with it: a bring-in stands with a check or call.
    pub(crate) fn chose(self) -> HeldAct {
        match self {
            Bet::Fold => HeldAct::Fold,
            Bet::CheckCall | Bet::BringIn => HeldAct::CheckCall,
            Bet::To(to) => HeldAct::BetRaise(to),
        }
    }
}

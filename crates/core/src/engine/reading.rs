//! How the chip reader read chips put out (`Interpretation::reading`), as
//! data: what was seen and what the rules made of it. Faces say it through
//! the message catalogue; what goes back or is still owed is in the
//! interpretation's own amounts.

use serde::Serialize;

use super::wager::Wager;
use super::why::Why;
use crate::chips::{Chips, Pos};

/// A reading of chips put out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "reading", rename_all = "kebab-case")]
pub enum Reading {
    /// "Fold": a fold.
    SaidFold { pos: Pos },
    /// "Call" with no bet to call: a check.
    CallIsCheck,
    /// "Call": a call of `amount`.
    SaidCall { amount: Chips },
    /// "Check": a check.
    SaidCheck,
    /// "All in" for no more than the call: a call.
    AllInIsCall { stack: Chips },
    /// Nothing put out, no bet to call: a check.
    NothingIsCheck,
    /// All in for exactly the call.
    AllInForCall { total: Chips },
    /// Exactly the call.
    ExactCall { total: Chips },
    /// A single oversized chip facing a bet: a call.
    OversizedCall { chip: Chips, to_call: Chips },
    /// Every chip needed to call: a call.
    EveryChipNeeded {
        chips: Vec<Chips>,
        to_call: Chips,
        smallest: Chips,
    },
    /// Under half the fixed-limit bet over the call: a call.
    UnderHalfBet {
        over: Chips,
        to_call: Chips,
        increment: Chips,
    },
    /// At least half the minimum raise: made a full raise to `to`.
    HalfMadeFull {
        over: Chips,
        to_call: Chips,
        increment: Chips,
        to: Chips,
    },
    /// Under half the minimum raise: a call.
    UnderHalfRaise {
        over: Chips,
        to_call: Chips,
        increment: Chips,
    },
    /// Less than the call, heads-up or facing the opening bet: a full call.
    Undercall {
        total: Chips,
        to_call: Chips,
        heads_up: bool,
    },
    /// From the low card, up to the bring-in: the bring-in.
    BringIn { total: Chips, bring_in: Chips },
    /// From the low card, who may not complete: the bring-in.
    BringInOnly { total: Chips, bring_in: Chips },
    /// From the low card, the full completion.
    Completion { total: Chips, to: Chips },
    /// At least half the completion: made a completion to `to`.
    HalfCompletion {
        over: Chips,
        bring_in: Chips,
        increment: Chips,
        to: Chips,
    },
    /// Under half the completion: the bring-in.
    UnderHalfCompletion {
        over: Chips,
        bring_in: Chips,
        increment: Chips,
    },
    /// A bet or raise: what was seen, sized by the rules.
    Sized { seen: Seen, made: Made },
}

/// What was seen of a bet or raise.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "seen", rename_all = "kebab-case")]
pub enum Seen {
    /// "Raise to" a total.
    SaidRaiseTo { to: Chips },
    /// "Raise" with nothing put out yet.
    RaiseNothingOut,
    /// "Raise" with chips.
    RaiseWith { total: Chips },
    /// "All in".
    SaidAllIn,
    /// A single chip with no bet to call.
    SingleChip { chip: Chips },
    /// Several chips with no bet to call.
    Chips { total: Chips, chips: Vec<Chips> },
    /// At least half the fixed-limit bet over the call.
    HalfBet {
        over: Chips,
        to_call: Chips,
        increment: Chips,
    },
    /// At least the minimum raise over the call.
    FullRaise {
        over: Chips,
        to_call: Chips,
        increment: Chips,
    },
    /// Chips facing a call, when no raise is allowed.
    FacingCall { total: Chips, to_call: Chips },
}

/// What the rules made of a bet or raise.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "made", rename_all = "kebab-case")]
pub enum Made {
    /// A bet or raise to `to`.
    To { wager: Wager, to: Chips },
    /// Fixed limit with an open pair: the small or big bet the chips reach.
    Choice {
        wager: Wager,
        small: Chips,
        big: Chips,
        to: Chips,
    },
    /// Fixed limit: exactly `to`.
    Exactly { wager: Wager, to: Chips },
    /// Made up to the minimum.
    MadeUp { wager: Wager, to: Chips },
    /// Cut to the maximum.
    Cut { wager: Wager, to: Chips },
    /// No raise allowed (`why`): a call, or a check.
    CallInstead { why: Box<Why>, check: bool },
}

//! Why a seating change is refused (`SeatRefusal`), and the refusal with
//! the house rule that decides it (`SeatingError`), as `DeskError::Seating`
//! carries it. It sits beneath `seating.rs`, which refuses, and `error.rs`,
//! which carries it; it imports neither.

use std::fmt;

use super::SeatNo;
use dealerdesk_core::chips::Chips;
use dealerdesk_core::rules::{HouseRules, RuleId, RuleText};

/// Why a seating change is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SeatRefusal {
    /// Seats are numbered 1 to 10.
    #[error("there is no {0}: seats are 1 to 10")]
    NoSuchSeat(SeatNo),
    /// One player to a seat.
    #[error("{seat} is taken by {name}")]
    Taken { seat: SeatNo, name: String },
    /// Nobody sits there.
    #[error("{0} is empty")]
    Empty(SeatNo),
    /// A player is named.
    #[error("a player needs a name")]
    NoName,
    /// A player sits down with chips.
    #[error("a player sits down with chips, not with 0")]
    NoChips,
    /// A rebuy of nothing.
    #[error("nothing to add")]
    NothingToAdd,
    /// More chips than a table holds.
    #[error("{0} is more than the {max} chips a table can hold", max = Chips::MAX)]
    OverTableLimit(Chips),
    /// Table stakes: no chips are added while a hand is in play.
    #[error("chips are added between hands, not during one")]
    AddDuringHand,
    /// Seats change between hands.
    #[error("seats change between hands, not during one")]
    MoveDuringHand,
    /// A player in the hand stays until it ends.
    #[error("{0} is in the hand and cannot leave until it ends")]
    LeaveDuringHand(SeatNo),
    /// A buy-in under the house's minimum.
    #[error("a buy-in of {stack} is below the minimum of {min}")]
    BelowMinimum { stack: Chips, min: Chips },
    /// A buy-in over the house's maximum.
    #[error("a buy-in of {stack} is above the maximum of {max}")]
    AboveMaximum { stack: Chips, max: Chips },
    /// A top-up past the house's maximum.
    #[error("a top-up to {stack} would pass the maximum of {max}")]
    TopUpAboveMaximum { stack: Chips, max: Chips },
    /// A player back within the house's time with less than they left with.
    #[error(
        "{name} left {minutes} minute(s) ago with {left} and comes back with at least that, not {stack}"
    )]
    Rathole {
        name: String,
        left: Chips,
        stack: Chips,
        minutes: i64,
    },
    /// Every seat the house's table size allows is taken.
    #[error("the table deals to {size} players and {size} are seated: {name} waits for a seat")]
    TableFull { name: String, size: u8 },
}

impl SeatRefusal {
    /// The house rule that decides this refusal, if the house has one.
    pub(super) fn rule(&self, rules: &HouseRules) -> Option<RuleText> {
        match self {
            SeatRefusal::Taken { .. } | SeatRefusal::NoChips => rules.cited(RuleId::Seating),
            SeatRefusal::AddDuringHand => rules.cited(RuleId::TableStakes),
            SeatRefusal::BelowMinimum { .. }
            | SeatRefusal::AboveMaximum { .. }
            | SeatRefusal::TopUpAboveMaximum { .. } => rules.buy_in_rule(),
            SeatRefusal::Rathole { .. } => rules.cited(RuleId::Rathole),
            SeatRefusal::TableFull { .. } => rules.cited(RuleId::TableSize),
            _ => None,
        }
    }
}

/// A seating change refused, with the house rule that refuses it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct SeatingError {
    /// What is wrong.
    pub refusal: SeatRefusal,
    /// The rule, when the house has one for it.
    pub rule: Option<RuleText>,
}

impl fmt::Display for SeatingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.refusal)?;
        if let Some(rule) = &self.rule {
            write!(f, " ({}: {})", rule.cite, rule.text)?;
        }
        Ok(())
    }
}

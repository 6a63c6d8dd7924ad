//! Quick bet sizes for a face's amount keys: the minimum, half the pot, the
//! pot and all-in, each a legal total.

use serde::Serialize;

use crate::engine::{HandState, betting};

use crate::chips::Chips;
use crate::engine::legal::{Legal, Next};
use crate::rules::HouseRules;

/// Raise-to totals for the player to act, all legal now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RaiseSizes {
    /// The smallest legal bet or raise-to.
    pub min: Chips,
    /// A raise of half the pot (after calling), within the range.
    pub half_pot: Chips,
    /// A pot-sized raise (the pot-limit maximum where pot limit applies),
    /// within the range.
    pub pot: Chips,
    /// The largest legal bet or raise-to.
    pub max: Chips,
}

/// The quick sizes for the player to act, or `None` when they may not raise.
/// A pot-sized raise counts the pot as the pot-limit rule of the house does.
pub fn raise_sizes(s: &HandState, r: &HouseRules, legal: &Legal) -> Option<RaiseSizes> {
    let (min, max) = legal.raise?;
    let Next::Player(pos) = legal.next else {
        return None;
    };
    let pot = betting::pot_limit_max(s, r, pos);
    // The pot-sized raise is the bet to call plus the pot after calling.
    let level = s.round.max_bet;
    let half = level + Chips(pot.saturating_sub(level).0 / 2);
    // Within the range; where only some totals may be chosen (an open pair's
    // small or big bet), the largest of them not above the size.
    let clamp = |c: Chips| {
        let c = c.max(min).min(max);
        legal
            .raise_choices
            .iter()
            .copied()
            .filter(|to| *to <= c)
            .max()
            .unwrap_or(c)
    };
    Some(RaiseSizes {
        min,
        half_pot: clamp(half),
        pot: clamp(pot),
        max,
    })
}

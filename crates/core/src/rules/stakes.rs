//! `Stakes`: a table's default blinds, straddle, ante, bring-in and
//! fixed-limit bets, as a house file or a tournament level gives them.

use serde::{Deserialize, Serialize};

use super::options::AnteKind;
use crate::chips::Chips;

/// Default stakes of a table; a hand history brings its own.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Stakes {
    /// Small blind (hold'em).
    #[serde(default)]
    pub small_blind: Chips,
    /// Big blind (hold'em); also the minimum bet in no-limit and pot-limit.
    #[serde(default)]
    pub big_blind: Chips,
    /// A live straddle posted by the player left of the big blind; 0 for none.
    #[serde(default)]
    pub straddle: Chips,
    /// Ante; 0 for none.
    #[serde(default)]
    pub ante: Chips,
    /// Who posts the ante.
    #[serde(default)]
    pub ante_kind: AnteKind,
    /// Stud bring-in.
    #[serde(default)]
    pub bring_in: Chips,
    /// Fixed-limit small bet (early streets).
    #[serde(default)]
    pub small_bet: Chips,
    /// Fixed-limit big bet (later streets).
    #[serde(default)]
    pub big_bet: Chips,
}

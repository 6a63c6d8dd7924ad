//! What is dealt: the game, the betting structure and the split.

use serde::{Deserialize, Serialize};

/// The game dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Game {
    /// Texas hold'em: two hole cards, a five-card board.
    Holdem,
    /// Seven card stud: two down, four up, one down; no board.
    Stud,
}

/// How much a player may bet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Structure {
    /// Any amount up to the player's stack.
    NoLimit,
    /// Up to the size of the pot after calling.
    PotLimit,
    /// Fixed small and big bets, raises capped.
    FixedLimit,
}

/// Who wins a pot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Split {
    /// The best high hand.
    High,
    /// Half to the best high hand, half to the best eight-or-better low.
    HiLo8,
}

//! How a hand starts (`HandSpec`: stacks and forced bets by position) and
//! why one could not be set up (`SetupError`).

use serde::Serialize;

use crate::chips::{Chips, Pos};
use crate::game::Game;
use crate::rules::{AnteKind, AntePots, Stakes};

/// How a hand starts: stacks and forced bets by position (`p1` first).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct HandSpec {
    /// Chips in front of each player before the hand.
    pub stacks: Vec<Chips>,
    /// The ante each player owes.
    pub antes: Vec<Chips>,
    /// The blind or straddle each player owes (hold'em).
    pub blinds: Vec<Chips>,
    /// A live blind posted out of position, by a player coming back who owes
    /// the blinds (empty for none). It is the player's bet, with the option
    /// to raise; the first to act is still the player left of the blinds. A
    /// dead part of what is owed is posted as an ante.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub posts: Vec<Chips>,
    /// Stud bring-in.
    pub bring_in: Chips,
    /// Fixed-limit small bet.
    pub small_bet: Chips,
    /// Fixed-limit big bet.
    pub big_bet: Chips,
    /// Smallest opening bet in no-limit and pot-limit.
    pub min_bet: Chips,
    /// Whether burns are entered for this hand when the house records them
    /// (hand histories from elsewhere do not record burns).
    #[serde(default)]
    pub burns_entered: bool,
    /// How this hand's antes enter the pots when the hand itself says so (a
    /// hand history imported with `ante_trimming_status = false`); `None`:
    /// by the house rule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ante_pots: Option<AntePots>,
    /// The chip this hand's pots are split down to when the table says so
    /// (a tournament's smallest chip in play at the hand's level); `None`:
    /// the house's `odd_chip_unit`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odd_chip_unit: Option<Chips>,
}

impl HandSpec {
    /// A hand at the house's default stakes for these stacks. Heads-up, the
    /// button (`p2`) posts the small blind and `p1` the big blind.
    pub fn from_stakes(stakes: &Stakes, game: Game, stacks: Vec<Chips>) -> HandSpec {
        let n = stacks.len();
        let mut antes = vec![Chips::ZERO; n];
        let mut blinds = vec![Chips::ZERO; n];
        if game.def().has_blinds() && n >= 2 {
            let (sb, bb) = if n == 2 { (1, 0) } else { (0, 1) };
            blinds[sb] = stakes.small_blind;
            blinds[bb] = stakes.big_blind;
            if !stakes.straddle.is_zero() && n > 3 {
                blinds[2] = stakes.straddle;
            }
        }
        match stakes.ante_kind {
            AnteKind::Each => antes.iter_mut().for_each(|a| *a = stakes.ante),
            AnteKind::BigBlind => {
                let bb = if n == 2 { 0 } else { 1 };
                antes[bb] = stakes.ante;
            }
        }
        HandSpec {
            stacks,
            antes,
            blinds,
            posts: Vec::new(),
            bring_in: stakes.bring_in,
            small_bet: stakes.small_bet,
            big_bet: stakes.big_bet,
            min_bet: stakes.big_blind,
            burns_entered: true,
            ante_pots: None,
            odd_chip_unit: None,
        }
    }
}

/// Why a hand could not be set up, as data: faces say it through the
/// catalogue.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "setup", rename_all = "kebab-case")]
#[non_exhaustive]
pub enum SetupError {
    /// Fewer than two or too many players.
    PlayerCount { count: usize, max: usize },
    /// The per-position list `field` differs in length from the stacks.
    Length {
        field: &'static str,
        got: usize,
        want: usize,
    },
    /// A player has no chips.
    EmptyStack { pos: Pos },
    /// Fixed limit without a small bet and a big bet.
    LimitBets,
    /// No-limit or pot-limit without a minimum bet.
    NoMinBet,
    /// Blinds or posts in a game dealt without blinds.
    NoBlinds { game: Game },
}

impl std::fmt::Display for SetupError {
    /// The error's id and data as JSON, for logs and developers.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&serde_json::to_string(self).map_err(|_| std::fmt::Error)?)
    }
}

impl std::error::Error for SetupError {}

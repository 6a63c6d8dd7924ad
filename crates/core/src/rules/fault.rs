//! What is wrong with a house file, as data: one variant per fault, carrying
//! the keys, amounts and counts it names. Faces say it in their language
//! through the message catalogue; the rules crate builds no sentence of its
//! own. The words of a library (the YAML parser, the file system) are kept
//! as data inside a variant.

use std::fmt;

use serde::Serialize;

use super::{Game, Split, Structure};
use crate::chips::Chips;
use crate::tournament::TourneyFault;

/// Why a house file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "fault", rename_all = "kebab-case")]
pub enum HouseFault {
    /// The file could not be read; the system's own words.
    Unreadable { detail: String },
    /// The file is larger than a house file may be.
    TooLarge { bytes: usize, max: usize },
    /// Brackets nest deeper than a house file may.
    TooDeep { max: usize },
    /// The YAML parser refused the text; the parser's own words.
    Yaml { detail: String },
    /// A share (`percent`) out of 0 to 100, or finer than it is kept:
    /// `hundredths` says whether hundredths of a percent are kept, else
    /// tenths.
    Share {
        key: String,
        written: String,
        hundredths: bool,
    },
    /// A game, structure and split dealt nowhere here; `dealt` lists the
    /// structures and splits the game is dealt as.
    NotDealt {
        game: Game,
        structure: Structure,
        split: Split,
        dealt: Vec<(Structure, Split)>,
    },
    /// A rule the game needs has no text, and the bundled preset none either.
    MissingRule {
        rule: &'static str,
        game: Game,
        structure: Structure,
    },
    /// An amount more than a table can hold.
    TooManyChips { key: &'static str, amount: Chips },
    /// `rathole: 0`.
    RatholeZero,
    /// `stud_short_stub` over 3.
    StubSpares { spares: u8 },
    /// `raise_cap: 0`.
    RaiseCapZero,
    /// A rake increment of 0.
    RakeIncrementZero,
    /// A rake without a cite or a text.
    RakeUncited,
    /// `odd_chip_unit: 0`.
    OddChipUnitZero,
    /// Fixed limit without a raise cap.
    LimitNeedsCap,
    /// A big blind of 0 in a blind game.
    NoBigBlind,
    /// The small blind is more than the big blind.
    SmallOverBig { small: Chips, big: Chips },
    /// A straddle less than the big blind.
    StraddleUnderBig { straddle: Chips, big: Chips },
    /// Blinds or a straddle in a bring-in game.
    BlindsInStud { game: Game },
    /// A bring-in more than the small bet.
    BringInOverSmallBet { bring_in: Chips, small_bet: Chips },
    /// Fixed limit without a small bet, or a big bet below it.
    LimitBets,
    /// A tournament with a rake or a cash buy-in.
    TournamentCash,
    /// The tournament structure cannot be used.
    Tournament(TourneyFault),
    /// A tournament's rotation changing game by hands or orbits, not by level.
    RotationInTournament,
    /// A rotation by level in a house with no tournament levels.
    RotationLevelCash,
    /// A tournament level whose row lacks the stakes of the game it deals.
    RotationLevelStakes { level: u32, game: Game },
    /// A rotation changing game every 0 hands.
    RotationEveryZero,
    /// A rotation listing no game after the house's own, or too many.
    RotationGames { games: usize, max: usize },
    /// A rotation's game named by a house file found neither beside the
    /// rotation's nor among the bundled ones (empty: named by nothing).
    RotationHouseUnknown { house: String },
    /// A rotation's game that is itself a rotation or a tournament.
    RotationNested,
    /// A table size `game` cannot be dealt to: 2 to `max` players.
    TableSize { game: Game, size: u8, max: u8 },
}

impl HouseFault {
    /// The share fault inside a YAML parser's message (`rake: <marked>`), if
    /// the message is one.
    pub(crate) fn share_in(message: &str) -> Option<HouseFault> {
        let (key, written, hundredths) = super::share::read(message)?;
        Some(HouseFault::Share {
            key,
            written,
            hundredths,
        })
    }
}

impl fmt::Display for HouseFault {
    /// The fault's id and data as JSON, for logs and developers; faces say
    /// it through the catalogue.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&serde_json::to_string(self).map_err(|_| fmt::Error)?)
    }
}

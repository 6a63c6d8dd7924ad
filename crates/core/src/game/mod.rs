//! What is dealt, as data. A `Game` names one `GameDef`: the streets with the
//! cards each deals (to each player, face up or down, and to the board), who
//! opens (blinds or a bring-in, by the lowest or, in razz, the highest up
//! card), how a hand is made and ranked at showdown and how many may play. A `Variant` (`variant.rs`) is a game with a betting structure and
//! a split, as a hand history names it (`NT`, `PO`, `F7S/8`), with its bundled
//! preset. The engine, the exports and the console read these tables; adding a
//! game is a row here, its evaluator in `eval` and its presets.

mod variant;

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Rank};

pub use variant::{Variant, VariantDef};

/// The game dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Game {
    /// Texas hold'em: two hole cards, a five-card board.
    Holdem,
    /// Omaha: four hole cards, a five-card board; a hand is exactly two hole
    /// cards and three board cards.
    Omaha,
    /// Seven card stud: two down, four up, one down; no board.
    Stud,
    /// Razz: seven card stud for the lowest hand, ace to five.
    Razz,
    /// Short-deck (six-plus) hold'em: hold'em from a deck of 36 cards, sixes
    /// to aces.
    ShortDeck,
    /// Deuce-to-seven single draw: five cards down, one draw, the lowest
    /// hand with the ace high and straights and flushes against it.
    DeuceSevenSingleDraw,
    /// Deuce-to-seven triple draw: the single draw's hand, three draws.
    DeuceSevenTripleDraw,
    /// Badugi: four cards down, three draws, the best hand of different
    /// suits and ranks.
    Badugi,
}

/// How much a player may bet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize, Serialize)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Split {
    /// The best high hand.
    High,
    /// Half to the best high hand, half to the best eight-or-better low.
    HiLo8,
}

/// A betting round (or the dealing before it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Street {
    Preflop,
    Flop,
    Turn,
    River,
    Third,
    Fourth,
    Fifth,
    Sixth,
    Seventh,
    Predraw,
    FirstDraw,
    SecondDraw,
    ThirdDraw,
}

impl Street {
    /// The name used in output.
    pub fn name(self) -> &'static str {
        match self {
            Street::Preflop => "preflop",
            Street::Flop => "flop",
            Street::Turn => "turn",
            Street::River => "river",
            Street::Third => "third",
            Street::Fourth => "fourth",
            Street::Fifth => "fifth",
            Street::Sixth => "sixth",
            Street::Seventh => "seventh",
            Street::Predraw => "predraw",
            Street::FirstDraw => "first-draw",
            Street::SecondDraw => "second-draw",
            Street::ThirdDraw => "third-draw",
        }
    }
}

/// How a card is dealt to a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Face {
    /// Face down: only the player sees it.
    Down,
    /// Face up for the table.
    Up,
}

/// What one street deals and bets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StreetDef {
    /// The street.
    pub street: Street,
    /// The cards each player is dealt on it, in order.
    pub hole: &'static [Face],
    /// The board cards dealt on it.
    pub board: u8,
    /// Whether fixed-limit betting uses the big bet on it.
    pub big_bet: bool,
    /// Whether the street opens with a draw: each player still in discards
    /// (or stands pat) in turn and is dealt as many cards.
    pub draw: bool,
}

/// Who puts in the forced bet that opens the first round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opener {
    /// Blinds (and straddles) left of the button; a button moves round the
    /// table, and later rounds open left of it.
    Blinds,
    /// The lowest up card brings in; later rounds open with the best hand
    /// showing.
    BringIn,
}

/// How the up cards set the order of play in a stud game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UpCards {
    /// The lowest up card brings in (the ace high); from fourth street the
    /// best high board opens.
    High,
    /// The highest up card brings in (the ace low); from fourth street the
    /// lowest board opens, a pair counting against it (razz).
    Low,
}

/// How a player's hand is made at showdown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandMaker {
    /// The best five of the player's cards and the board.
    BestFive,
    /// Exactly two of the player's cards and exactly three of the board.
    TwoAndThree,
}

/// Which evaluator ranks a hand at showdown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ranking {
    /// The best high hand.
    High,
    /// The best ace-to-five low, without a qualifier (razz).
    AceFiveLow,
    /// The best deuce-to-seven low (the 2-7 draws).
    DeuceSevenLow,
    /// The best badugi of four cards.
    Badugi,
    /// The best short-deck high hand, in the house's order of flush and full
    /// house, trips and straight.
    ShortDeck,
}

/// Everything the engine needs to know about a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameDef {
    /// The game.
    pub game: Game,
    /// Its name in words.
    pub name: &'static str,
    /// The lowest rank in the deck: a deuce, or a six in short deck.
    pub lowest: Rank,
    /// The streets in order, each with what it deals.
    pub streets: &'static [StreetDef],
    /// Who opens the first round.
    pub opener: Opener,
    /// How the up cards set the order of play (stud games).
    pub up_cards: UpCards,
    /// How a hand is made at showdown.
    pub hand: HandMaker,
    /// How a hand is ranked at showdown.
    pub ranking: Ranking,
    /// The most players a hand may have: the most a house may deal it to.
    pub max_players: usize,
    /// The players the rulebook deals it to, fixed-limit and big-bet; a
    /// house sets its own (`table_size`).
    pub table_size: TableSize,
    /// The splits the game is dealt with.
    pub splits: &'static [Split],
}

/// The players a game is dealt to by the rulebook, by betting structure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableSize {
    /// Fixed limit.
    pub limit: u8,
    /// No-limit and pot-limit.
    pub big_bet: u8,
}

impl TableSize {
    /// The same size whatever the structure.
    const fn any(size: u8) -> TableSize {
        TableSize {
            limit: size,
            big_bet: size,
        }
    }
}

const DOWN2: &[Face] = &[Face::Down, Face::Down];
const DOWN4: &[Face] = &[Face::Down; 4];
const NONE: &[Face] = &[];

/// The streets of a flop game whose players get `hole` down cards.
const fn flop_streets(hole: &'static [Face]) -> [StreetDef; 4] {
    [
        StreetDef {
            street: Street::Preflop,
            hole,
            board: 0,
            big_bet: false,
            draw: false,
        },
        StreetDef {
            street: Street::Flop,
            hole: NONE,
            board: 3,
            big_bet: false,
            draw: false,
        },
        StreetDef {
            street: Street::Turn,
            hole: NONE,
            board: 1,
            big_bet: true,
            draw: false,
        },
        StreetDef {
            street: Street::River,
            hole: NONE,
            board: 1,
            big_bet: true,
            draw: false,
        },
    ]
}

const HOLDEM_STREETS: [StreetDef; 4] = flop_streets(DOWN2);
const OMAHA_STREETS: [StreetDef; 4] = flop_streets(DOWN4);
const STUD_STREETS: [StreetDef; 5] = [
    StreetDef {
        street: Street::Third,
        hole: &[Face::Down, Face::Down, Face::Up],
        board: 0,
        big_bet: false,
        draw: false,
    },
    StreetDef {
        street: Street::Fourth,
        hole: &[Face::Up],
        board: 0,
        big_bet: false,
        draw: false,
    },
    StreetDef {
        street: Street::Fifth,
        hole: &[Face::Up],
        board: 0,
        big_bet: true,
        draw: false,
    },
    StreetDef {
        street: Street::Sixth,
        hole: &[Face::Up],
        board: 0,
        big_bet: true,
        draw: false,
    },
    StreetDef {
        street: Street::Seventh,
        hole: &[Face::Down],
        board: 0,
        big_bet: true,
        draw: false,
    },
];

/// A draw game's street: `street`, opening with a draw unless it is the
/// first, dealing `hole` down cards on the first.
const fn draw_street(street: Street, hole: &'static [Face], big_bet: bool) -> StreetDef {
    StreetDef {
        street,
        hole,
        board: 0,
        big_bet,
        draw: hole.is_empty(),
    }
}

const DOWN5: &[Face] = &[Face::Down; 5];
const SINGLE_DRAW_STREETS: [StreetDef; 2] = [
    draw_street(Street::Predraw, DOWN5, false),
    draw_street(Street::FirstDraw, NONE, true),
];
/// The triple draws: the small bet before and after the first draw, the big
/// bet after the second and the third.
const fn triple_draw_streets(hole: &'static [Face]) -> [StreetDef; 4] {
    [
        draw_street(Street::Predraw, hole, false),
        draw_street(Street::FirstDraw, NONE, false),
        draw_street(Street::SecondDraw, NONE, true),
        draw_street(Street::ThirdDraw, NONE, true),
    ]
}
const TRIPLE_DRAW_STREETS: [StreetDef; 4] = triple_draw_streets(DOWN5);
const BADUGI_STREETS: [StreetDef; 4] = triple_draw_streets(DOWN4);

/// Every game, in `Game` order.
static GAMES: [GameDef; 8] = [
    GameDef {
        game: Game::Holdem,
        name: "Texas hold'em",
        lowest: Rank::Two,
        streets: &HOLDEM_STREETS,
        opener: Opener::Blinds,
        up_cards: UpCards::High,
        hand: HandMaker::BestFive,
        ranking: Ranking::High,
        max_players: 10,
        table_size: TableSize::any(10),
        splits: &[Split::High],
    },
    GameDef {
        game: Game::Omaha,
        name: "Omaha",
        lowest: Rank::Two,
        streets: &OMAHA_STREETS,
        opener: Opener::Blinds,
        up_cards: UpCards::High,
        hand: HandMaker::TwoAndThree,
        ranking: Ranking::High,
        max_players: 10,
        table_size: TableSize::any(10),
        splits: &[Split::High, Split::HiLo8],
    },
    GameDef {
        game: Game::Stud,
        name: "Seven card stud",
        lowest: Rank::Two,
        streets: &STUD_STREETS,
        opener: Opener::BringIn,
        up_cards: UpCards::High,
        hand: HandMaker::BestFive,
        ranking: Ranking::High,
        max_players: 8,
        table_size: TableSize::any(8),
        splits: &[Split::High, Split::HiLo8],
    },
    GameDef {
        game: Game::Razz,
        name: "Razz",
        lowest: Rank::Two,
        streets: &STUD_STREETS,
        opener: Opener::BringIn,
        up_cards: UpCards::Low,
        hand: HandMaker::BestFive,
        ranking: Ranking::AceFiveLow,
        max_players: 8,
        table_size: TableSize::any(8),
        splits: &[Split::High],
    },
    GameDef {
        game: Game::ShortDeck,
        name: "Short-deck hold'em",
        lowest: Rank::Six,
        streets: &HOLDEM_STREETS,
        opener: Opener::Blinds,
        up_cards: UpCards::High,
        hand: HandMaker::BestFive,
        ranking: Ranking::ShortDeck,
        max_players: 10,
        table_size: TableSize::any(10),
        splits: &[Split::High],
    },
    GameDef {
        game: Game::DeuceSevenSingleDraw,
        name: "2-7 single draw",
        lowest: Rank::Two,
        streets: &SINGLE_DRAW_STREETS,
        opener: Opener::Blinds,
        up_cards: UpCards::High,
        hand: HandMaker::BestFive,
        ranking: Ranking::DeuceSevenLow,
        max_players: 8,
        table_size: TableSize {
            limit: 6,
            big_bet: 7,
        },
        splits: &[Split::High],
    },
    GameDef {
        game: Game::DeuceSevenTripleDraw,
        name: "2-7 triple draw",
        lowest: Rank::Two,
        streets: &TRIPLE_DRAW_STREETS,
        opener: Opener::Blinds,
        up_cards: UpCards::High,
        hand: HandMaker::BestFive,
        ranking: Ranking::DeuceSevenLow,
        max_players: 8,
        table_size: TableSize::any(6),
        splits: &[Split::High],
    },
    GameDef {
        game: Game::Badugi,
        name: "Badugi",
        lowest: Rank::Two,
        streets: &BADUGI_STREETS,
        opener: Opener::Blinds,
        up_cards: UpCards::High,
        hand: HandMaker::BestFive,
        ranking: Ranking::Badugi,
        max_players: 8,
        table_size: TableSize::any(8),
        splits: &[Split::High],
    },
];

impl Game {
    /// Every game.
    pub const ALL: [Game; 8] = [
        Game::Holdem,
        Game::Omaha,
        Game::Stud,
        Game::Razz,
        Game::ShortDeck,
        Game::DeuceSevenSingleDraw,
        Game::DeuceSevenTripleDraw,
        Game::Badugi,
    ];

    /// The game's definition.
    pub fn def(self) -> &'static GameDef {
        &GAMES[self as usize]
    }
}

impl GameDef {
    /// Whether the first round opens with blinds (a flop game).
    pub fn has_blinds(&self) -> bool {
        self.opener == Opener::Blinds
    }

    /// Whether the game has draws (a street opening with one).
    pub fn has_draws(&self) -> bool {
        self.streets.iter().any(|s| s.draw)
    }

    /// Whether the game deals a board.
    pub fn has_board(&self) -> bool {
        self.streets.iter().any(|s| s.board > 0)
    }

    /// Whether some cards are dealt face up to the players (stud).
    pub fn deals_up_cards(&self) -> bool {
        self.streets.iter().any(|s| s.hole.contains(&Face::Up))
    }

    /// The index of the last street.
    pub fn last_street(&self) -> u8 {
        (self.streets.len() - 1) as u8
    }

    /// The street at `index`, the last one past the end.
    pub fn street(&self, index: u8) -> &StreetDef {
        let last = self.streets.len() - 1;
        &self.streets[usize::from(index).min(last)]
    }

    /// The cards each player holds once `street` is dealt.
    pub fn hole_through(&self, street: u8) -> u8 {
        self.streets[..=usize::from(street.min(self.last_street()))]
            .iter()
            .map(|s| s.hole.len() as u8)
            .sum()
    }

    /// The board cards out once `street` is dealt.
    pub fn board_through(&self, street: u8) -> u8 {
        self.streets[..=usize::from(street.min(self.last_street()))]
            .iter()
            .map(|s| s.board)
            .sum()
    }

    /// The most cards a player is dealt in a hand.
    pub fn hole_cards(&self) -> u8 {
        self.hole_through(self.last_street())
    }

    /// The cards of the first street, dealt before any betting.
    pub fn first_deal(&self) -> u8 {
        self.streets[0].hole.len() as u8
    }

    /// Whether a player's `i`th card (0 = first dealt) is dealt face up.
    pub fn face_up(&self, i: usize) -> bool {
        self.streets
            .iter()
            .flat_map(|s| s.hole.iter())
            .nth(i)
            .is_some_and(|f| *f == Face::Up)
    }

    /// How many cards the deck holds: 52, or 36 in short deck.
    pub fn deck_size(&self) -> usize {
        4 * (13 - usize::from(self.lowest.index()))
    }

    /// Whether `card` is in the game's deck.
    pub fn in_deck(&self, card: Card) -> bool {
        card.rank() >= self.lowest
    }

    /// The players the rulebook deals the game to under `structure`: WSOP
    /// deals 2-7 lowball six-handed (Live Action 284, 288), no-limit 2-7
    /// single draw seven-handed and badugi eight-handed (Live Action 306).
    pub fn table_size(&self, structure: Structure) -> u8 {
        match structure {
            Structure::FixedLimit => self.table_size.limit,
            Structure::NoLimit | Structure::PotLimit => self.table_size.big_bet,
        }
    }

    /// Whether the game is dealt with this split.
    pub fn deals(&self, split: Split) -> bool {
        self.splits.contains(&split)
    }
}

#[cfg(test)]
mod tests;

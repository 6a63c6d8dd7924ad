//! Why a typed line is not a command, as data: faces say it through the
//! catalogue (`speak::command_error`); the English `Display` is for logs and
//! developers.
use dealerdesk_core::cards::CardError;
use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::Why;
use dealerdesk_core::notation::ActionError;

use crate::desk::SeatNo;

/// A line the command language does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CommandError {
    /// Nothing was typed.
    #[error("type an action, cards or a command")]
    Empty,
    /// No hand is in play and the line is not `n` or a seating word.
    #[error(
        "no hand is in play: type n to deal the next hand, or a seating word (sit, leave, rebuy…)"
    )]
    NoHand,
    /// A floor word typed at the dealer's line (`void`, `correct`).
    #[error(
        "'{word}' is the floor's: a floor person rules it with their PIN and a reason \
         (the floor panel, F2); the dealer takes back their own last entry with undo"
    )]
    FloorWord { word: String },
    /// The hand is over.
    #[error("the hand is over")]
    HandOver,
    /// A bare `s` for a player whose cards were dealt unseen.
    #[error("{pos}'s cards were dealt unseen: type the cards shown, e.g. s Ah Kd")]
    Unseen { pos: Pos },
    /// No cards were typed.
    #[error("no cards typed")]
    NoCards,
    /// More than one card for a burn.
    #[error("a burn is one card (or ?? or b when nobody saw it)")]
    BurnOneCard,
    /// A board card typed `??`.
    #[error("board cards are dealt face up: type each card as it is read")]
    BoardFaceUp,
    /// No raise is possible now, and why when the engine says.
    #[error("no raise is possible now")]
    NoRaise { why: Option<Why> },
    /// All in is more than the most allowed.
    #[error("all-in ({all_in}) is more than the most allowed, {max}: type p or r {max}")]
    AllInTooMuch { all_in: Chips, max: Chips },
    /// A word that is not a betting key.
    #[error("'{word}' is not a betting key here: f, c, r N, p, h, a, bi or $ CHIPS")]
    NotBettingKey { word: String },
    /// `$` with no chips and no word.
    #[error("type the chips put out, e.g. $ 500 or $ 100 100 100 raise")]
    NoChips,
    /// A word where an amount of chips belongs.
    #[error("'{word}' is not an amount of chips")]
    NotChips { word: String },
    /// A seat, name or position that names nobody in the hand.
    #[error("'{word}' names no player in this hand: type a seat number or a name")]
    NoSuchPlayer { word: String },
    /// A word that names more than one player of the hand.
    #[error("'{word}' could be the player at any of seats {seats:?}: type the seat number")]
    TwoPlayers { word: String, seats: Vec<SeatNo> },
    /// A key that an action out of turn cannot be held to.
    #[error("{pos} acts out of turn: f, c or r N")]
    OutOfTurnKey { pos: Pos, word: String },
    /// An action entered on a player's behalf that names no player while
    /// nobody is to act.
    #[error("name the player first, by seat or name: 3 c, Ana r 50")]
    Whose,
    /// The line in notation does not read.
    #[error(transparent)]
    Action(#[from] ActionError),
    /// Cards that do not read.
    #[error(transparent)]
    Cards(#[from] CardError),
    /// A seating, session or tournament word that does not read.
    #[error(transparent)]
    Word(#[from] WordError),
}

impl CommandError {
    /// Whether the line's form was not read, rather than read and refused as
    /// it stands (no hand in play, a floor's word, no raise now).
    pub fn misread(&self) -> bool {
        !matches!(
            self,
            Self::NoHand
                | Self::FloorWord { .. }
                | Self::HandOver
                | Self::Unseen { .. }
                | Self::NoRaise { .. }
                | Self::AllInTooMuch { .. }
                | Self::NoSuchPlayer { .. }
                | Self::TwoPlayers { .. }
                | Self::Word(WordError::FloorsWord { .. })
        )
    }
}

/// A session, seating or tournament word that does not read: the line, and
/// the word at fault or the form the word takes.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WordError {
    /// No seat number where one belongs.
    #[error("'{line}': a seat number is missing")]
    SeatMissing { line: String },
    /// No amount of chips where one belongs.
    #[error("'{line}': an amount of chips is missing")]
    ChipsMissing { line: String },
    /// A word where a seat belongs.
    #[error("'{line}': '{word}' is not a seat")]
    NotASeat { line: String, word: String },
    /// A card that does not read.
    #[error("{word}: {error}")]
    Card { word: String, error: CardError },
    /// A word not in `SEAT:VALUE` form.
    #[error("'{line}': '{word}' is not SEAT:VALUE")]
    NotPair { line: String, word: String },
    /// A word not in `play:AMOUNT` form.
    #[error("'{line}': '{word}' is not play:AMOUNT")]
    NotPlayFor { line: String, word: String },
    /// A word where an amount belongs.
    #[error("'{line}': '{word}' is not an amount")]
    NotAmount { line: String, word: String },
    /// A duration that does not read.
    #[error("'{word}' is not a duration: 20m, 90s, 1h30m")]
    NotDuration { word: String },
    /// A floor word typed without the floor.
    #[error("'{line}' is the floor's: floor NAME PIN \"REASON\" {line}")]
    FloorsWord { line: String },
    /// The word's form, when the line does not follow it.
    #[error("'{line}': {form}")]
    Form { line: String, form: &'static str },
}

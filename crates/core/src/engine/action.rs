//! What can be done at the table: `Action`, one thing a dealer enters, and
//! `HeldAct`, a player's act taken out of turn and held.

use std::fmt;

use serde::Serialize;

use crate::cards::{Card, format_cards};
use crate::chips::{Chips, Pos};

/// A player action taken out of turn and held until the player's turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum HeldAct {
    /// A fold.
    Fold,
    /// A check or call.
    CheckCall,
    /// A bet or raise to a total.
    BetRaise(Chips),
}

impl fmt::Display for HeldAct {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeldAct::Fold => f.write_str("f"),
            HeldAct::CheckCall => f.write_str("cc"),
            HeldAct::BetRaise(to) => write!(f, "cbr {to}"),
        }
    }
}

/// One thing a dealer enters: a card dealt, or a player's act.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Cards dealt to a player (`d dh p1 AhKd`); `None` is a card nobody saw.
    DealHole { to: Pos, cards: Vec<Option<Card>> },
    /// Board cards dealt face up (`d db 7c8d9h`), or a stud common card.
    DealBoard { cards: Vec<Card> },
    /// A card burned before a street (`d burn ??`, or `d burn Ah` when seen).
    Burn { card: Option<Card> },
    /// The dealer exposed a hole card while dealing (`d exposed p3 Ah`).
    Exposed { to: Pos, card: Card },
    /// A misdeal is called (`d misdeal`): the hand is redealt as posted.
    Misdeal,
    /// Board cards dealt before the betting round ended (`d premature Kd`).
    Premature { cards: Vec<Card> },
    /// A player was dealt one card too many (`d extra p3 ??`).
    Extra { to: Pos, card: Option<Card> },
    /// A card found face up in the deck (`d boxed Ah`).
    Boxed { card: Card },
    /// The deck is fouled (`d fouled`): the hand is void, every chip returned.
    FouledDeck,
    /// A player acted out of turn (`d oot p5 cbr 300`): held until their turn.
    OutOfTurn { pos: Pos, act: HeldAct },
    /// The floor declares a player's hand dead (`d kill p3`).
    Kill(Pos),
    /// A player holds one hole card fewer than entered (`d short p3`):
    /// completed from the deck, or dead once the player has acted.
    Short(Pos),
    /// A street's board cards came without a burn (`d noburn 2c3c4c`, or
    /// `d noburn ??????` while they are all face down).
    NoBurn { cards: Vec<Option<Card>> },
    /// A second card was burned before a street (`d doubleburn 9s`).
    DoubleBurn { card: Option<Card> },
    /// The floor ends the hand and awards the pot to a player (`d award p2`).
    Award(Pos),
    /// At showdown, a player's hand is asked to be seen (`d see p2`): it must
    /// be tabled.
    See(Pos),
    /// The player folds (`p1 f`).
    Fold(Pos),
    /// The player checks or calls (`p1 cc`).
    CheckCall(Pos),
    /// The player completes, bets or raises to a total for the round (`p1 cbr 300`).
    BetRaise { pos: Pos, to: Chips },
    /// The stud low card posts the bring-in (`p1 pb`).
    BringIn(Pos),
    /// In a draw, the player discards these cards (`p1 sd 7h2c`; `??` for a
    /// card nobody saw), or stands pat (`p1 sd`).
    Draw {
        pos: Pos,
        discards: Vec<Option<Card>>,
    },
    /// The player tables their cards, in the order dealt (`p1 sm AhKd`).
    Show { pos: Pos, cards: Vec<Option<Card>> },
    /// The player mucks at showdown (`p1 sm`).
    Muck(Pos),
}

impl Action {
    /// The player acting, if the action is a player's.
    pub fn player(&self) -> Option<Pos> {
        match self {
            Action::DealHole { .. }
            | Action::DealBoard { .. }
            | Action::Burn { .. }
            | Action::Exposed { .. }
            | Action::Misdeal
            | Action::Premature { .. }
            | Action::Extra { .. }
            | Action::Boxed { .. }
            | Action::FouledDeck
            | Action::OutOfTurn { .. }
            | Action::Kill(_)
            | Action::Short(_)
            | Action::NoBurn { .. }
            | Action::DoubleBurn { .. }
            | Action::Award(_)
            | Action::See(_) => None,
            Action::Fold(p)
            | Action::CheckCall(p)
            | Action::BringIn(p)
            | Action::Muck(p)
            | Action::BetRaise { pos: p, .. }
            | Action::Show { pos: p, .. }
            | Action::Draw { pos: p, .. } => Some(*p),
        }
    }
}

impl fmt::Display for Action {
    /// Writes the action in hand-history notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::DealHole { to, cards } => write!(f, "d dh {to} {}", format_cards(cards)),
            Action::DealBoard { cards } => {
                let cards: Vec<Option<Card>> = cards.iter().copied().map(Some).collect();
                write!(f, "d db {}", format_cards(&cards))
            }
            Action::Burn { card } => write!(f, "d burn {}", format_cards(&[*card])),
            Action::Exposed { to, card } => write!(f, "d exposed {to} {card}"),
            Action::Misdeal => write!(f, "d misdeal"),
            Action::Extra { to, card } => write!(f, "d extra {to} {}", format_cards(&[*card])),
            Action::Boxed { card } => write!(f, "d boxed {card}"),
            Action::FouledDeck => write!(f, "d fouled"),
            Action::OutOfTurn { pos, act } => write!(f, "d oot {pos} {act}"),
            Action::Kill(pos) => write!(f, "d kill {pos}"),
            Action::Short(pos) => write!(f, "d short {pos}"),
            Action::NoBurn { cards } => write!(f, "d noburn {}", format_cards(cards)),
            Action::DoubleBurn { card } => write!(f, "d doubleburn {}", format_cards(&[*card])),
            Action::Award(pos) => write!(f, "d award {pos}"),
            Action::See(pos) => write!(f, "d see {pos}"),
            Action::Premature { cards } => {
                let cards: Vec<Option<Card>> = cards.iter().copied().map(Some).collect();
                write!(f, "d premature {}", format_cards(&cards))
            }
            Action::Fold(p) => write!(f, "{p} f"),
            Action::CheckCall(p) => write!(f, "{p} cc"),
            Action::BetRaise { pos, to } => write!(f, "{pos} cbr {to}"),
            Action::BringIn(p) => write!(f, "{p} pb"),
            Action::Show { pos, cards } => write!(f, "{pos} sm {}", format_cards(cards)),
            Action::Muck(p) => write!(f, "{p} sm"),
            Action::Draw { pos, discards } if discards.is_empty() => write!(f, "{pos} sd"),
            Action::Draw { pos, discards } => write!(f, "{pos} sd {}", format_cards(discards)),
        }
    }
}

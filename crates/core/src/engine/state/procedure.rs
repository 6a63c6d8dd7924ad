//! The dealer procedures under way in a hand and the count of actions that
//! decides substantial action: part of the hand's state, kept by
//! `procedures`, `betting` and `dealing`.

use crate::cards::{Card, CardSet};
use crate::chips::{Chips, Pos, PosSet};
use crate::engine::action::HeldAct;

use super::MAX_PLAYERS;

/// Dealer procedures and the count of actions that decide substantial action.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Procedure {
    /// Hole cards the dealer exposed in this deal.
    pub exposed: u8,
    /// An exposed card set aside to be the next burn.
    pub pending_burn: Option<Card>,
    /// The players owed a replacement (an exposed card, a card too few),
    /// dealt after everyone else, in turn among themselves.
    pub replacement_for: PosSet,
    /// Actions in turn after the blinds.
    pub actions: u8,
    /// Of those, actions that put chips in.
    pub chip_actions: u8,
    /// The players who have acted in turn (one bit per position).
    pub actors: PosSet,
    /// Misdeals called in this hand.
    pub misdeals: u8,
    /// Extra hole cards reported in this deal.
    pub extra: u8,
    /// Boxed cards found in this deal.
    pub boxed: u8,
    /// A premature turn card set aside until the river is due.
    pub set_aside: Option<Card>,
    /// Four flop cards awaiting the floor's pick of the burn.
    pub four_flop: Option<[Card; 4]>,
    /// Three flop cards exposed without a burn, scrambled face down, awaiting
    /// the dealer's draw of the burn among them (TDA 39-B).
    pub scrambled: Option<[Card; 3]>,
    /// Actions taken out of turn, by position, with the bet level they faced.
    pub held: [Option<(HeldAct, Chips)>; MAX_PLAYERS],
    /// Stud: an exposed down card (with its place in the deck) that becomes
    /// the player's up card once their two down cards are dealt.
    pub exposed_up: Option<(Pos, Card, u8)>,
    /// Actions in turn in the current betting round.
    pub street_actions: u8,
    /// Whose turn it was when the dealing was reopened to complete a short
    /// hand; the betting resumes there.
    pub resume_turn: Option<Pos>,
    /// Hands asked to be seen at showdown (one bit per position).
    pub must_show: PosSet,
    /// Where the current draw's cards begin in the deck's order.
    pub draw_from: u8,
    /// Each player's discards of the draw under way, by position, while
    /// they are out of the stub: how many, and the seen ones.
    pub drawn_out: [(u8, CardSet); MAX_PLAYERS],
}

//! The cards each player drew in a draw game, draw by draw, read from the
//! hand's actions (`draws`): what the console shows by each seat and the
//! table face's state carries. `Desk::drew` answers a player who asks how
//! many cards another drew, as the dealer does until the betting after the
//! draw begins (`draw_count_asked`): a query, nothing is recorded.

use dealerdesk_core::chips::Pos;
use dealerdesk_core::engine::{Action, draw_told};
use dealerdesk_core::rules::{RuleId, RuleText};

use super::{Desk, DeskError, SeatNo};

/// The cards each of a hand's `players` positions discarded and drew at
/// each draw in `actions`, in order (0: stood pat).
pub fn draws(actions: &[Action], players: usize) -> Vec<Vec<u8>> {
    let mut out = vec![Vec::new(); players];
    for a in actions {
        if let Action::Draw { pos, discards } = a
            && let Some(d) = out.get_mut(pos.index())
        {
            d.push(discards.len() as u8);
        }
    }
    out
}

/// How many cards a player drew in the draw under way, and the rule that
/// has the dealer tell it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawCount {
    /// The player's position in the hand.
    pub pos: Pos,
    /// The cards drawn (0: stood pat).
    pub cards: u8,
    /// The house's rule on telling it.
    pub rule: RuleText,
}

impl Desk {
    /// How many cards the player in `seat` drew in the draw under way, told
    /// until the betting after it begins. Refused with no hand in play, a
    /// seat not dealt in, no draw to tell (none under way, or its betting
    /// begun), or a player yet to draw.
    pub fn drew(&self, seat: SeatNo) -> Result<DrawCount, DeskError> {
        let hand = self.hand().ok_or(DeskError::NoHand)?;
        let i = hand
            .seats
            .iter()
            .position(|s| *s == seat)
            .ok_or(DeskError::NotDealtIn(seat))?;
        let pos = Pos(i as u8);
        let k = draw_told(&hand.state).ok_or(DeskError::DrawCountClosed { pos })?;
        let cards = draws(&hand.actions, hand.seats.len())[i]
            .get(k - 1)
            .copied()
            .ok_or(DeskError::NotDrawnYet { pos })?;
        Ok(DrawCount {
            pos,
            cards,
            rule: self.rules().rule(RuleId::DrawCountAsked),
        })
    }
}

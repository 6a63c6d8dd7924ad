//! The round's face-down cards nobody saw, dealt in one step: at a live
//! table the dealer does not see hole cards, so each is entered as `??`, one
//! entry per player as the engine names the next step.

use super::{Desk, DeskError};
use dealerdesk_core::engine::{Action, DealStep, Event, Next, dealt_face_up, legal_actions};

impl Desk {
    /// Deals every face-down card the engine asks for next as unseen, until
    /// the dealer's next step is something else (a stud up card, read as it
    /// is dealt, included). Returns how many cards were dealt and what
    /// happened; refused only when not one card could be dealt.
    pub fn deal_unseen(&mut self) -> Result<(usize, Vec<Event>), DeskError> {
        let mut dealt = 0;
        let mut events = Vec::new();
        while let Some(hand) = self.hand() {
            let legal = legal_actions(&hand.state, self.rules());
            let Next::Dealer(DealStep::Hole { to, count }) = legal.next else {
                break;
            };
            let held = hand.state.players()[to.index()].cards().len();
            let down = (0..usize::from(count))
                .take_while(|k| !dealt_face_up(hand.state.game(), held + k))
                .count();
            if down == 0 {
                break;
            }
            let action = Action::DealHole {
                to,
                cards: vec![None; down],
            };
            match self.submit(&action) {
                Ok(more) => {
                    dealt += down;
                    events.extend(more);
                }
                Err(e) if dealt == 0 => return Err(e),
                Err(_) => break,
            }
        }
        if dealt == 0 {
            return Err(DeskError::NoUnseenCards);
        }
        Ok((dealt, events))
    }
}

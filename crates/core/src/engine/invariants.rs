//! What must hold after every accepted action, checked in debug builds and
//! by the property tests: a hand that is not over always has a next step
//! with at least one legal entry for it (no hand can get stuck), and no more
//! cards are off the deck than it holds.

use crate::engine::HandState;

use crate::engine::legal::Next;
use crate::engine::offer::legal_actions;
use crate::rules::HouseRules;

/// A broken invariant, in words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BrokenInvariant {
    /// The hand is not over but nothing may happen next.
    #[error("the hand is not over, yet {0}")]
    Stuck(String),
    /// More cards are out than the deck holds.
    #[error("{0} cards are off a deck that holds fewer")]
    DeckOverrun(usize),
}

/// Checks the invariants of a hand.
pub fn check_invariants(s: &HandState, r: &HouseRules) -> Result<(), BrokenInvariant> {
    if s.cards_out() > s.def().deck_size() {
        return Err(BrokenInvariant::DeckOverrun(s.cards_out()));
    }
    if s.is_done() {
        return Ok(());
    }
    let legal = legal_actions(s, r);
    match legal.next {
        Next::Done => Err(BrokenInvariant::Stuck("no step is next".into())),
        Next::Dealer(_) => Ok(()),
        Next::Player(p) => {
            let any = legal.fold
                || legal.draw
                || legal.check_call.is_some()
                || legal.raise.is_some()
                || legal.bring_in.is_some()
                || !legal.may_show.is_empty()
                || !legal.may_muck.is_empty();
            if any {
                Ok(())
            } else {
                Err(BrokenInvariant::Stuck(format!(
                    "{p} is to act with nothing legal"
                )))
            }
        }
    }
}

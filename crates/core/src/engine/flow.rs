//! The hand's flow from one phase to the next: a betting round ended (an
//! uncalled bet back, then the next street, or the showdown and the award),
//! a street dealt and its betting round opened, the hand finished. The
//! operations in `betting`, `dealing`, `showdown` and `procedures` change the
//! state and say what should follow (`then::Then`); only this module moves the hand
//! on, so none of those calls another's next step.

use super::event::Event;
use super::state::{HandState, Phase};
use super::then::Then;
use super::{betting, dealing, draw, procedures, showdown};
use crate::rules::HouseRules;

/// Moves the hand on from what an operation left, until it waits for the
/// next entry.
pub(crate) fn settle(s: &mut HandState, r: &HouseRules, then: Then, events: &mut Vec<Event>) {
    let mut then = then;
    loop {
        then = match then {
            Then::Stay => return,
            Then::EndRound { played } => end_round(s, r, played, events),
            Then::StreetDealt => street_dealt(s, r),
            Then::Finish => {
                showdown::try_finish(s, r, events);
                Then::Stay
            }
            Then::RecheckTurn => betting::recheck_turn(s),
        };
    }
}

/// Ends the betting round: an uncalled bet goes back, then the next street
/// is due, or the showdown (the award when one player is left).
fn end_round(s: &mut HandState, r: &HouseRules, played: bool, events: &mut Vec<Event>) -> Then {
    betting::close_round(s, events, played);
    if s.in_hand_count() == 1 || s.street == s.last_street() {
        s.phase = Phase::Showdown;
        return Then::Finish;
    }
    s.street += 1;
    s.phase = Phase::Dealing;
    draw::street_begins(s);
    dealing::seventh_street_stub(s, r, events);
    procedures::street_begins(s, r, events);
    if let Some(card) = s.procedure.pending_burn.take() {
        // The exposed card set aside during the deal is this street's burn.
        s.burned += 1;
        events.push(Event::Burned { card: Some(card) });
    }
    Then::Stay
}

/// Once a street is fully dealt, its betting round opens, or the betting
/// goes on where a short hand's completion stopped it.
fn street_dealt(s: &mut HandState, r: &HouseRules) -> Then {
    if s.phase != Phase::Dealing
        || draw::next_to_draw(s).is_some()
        || dealing::next_step(s).is_some()
    {
        return Then::Stay;
    }
    match s.procedure.resume_turn.take() {
        Some(turn) => {
            s.phase = Phase::Betting;
            s.round.to_act = Some(turn);
            Then::Stay
        }
        None => betting::open_round(s, r),
    }
}

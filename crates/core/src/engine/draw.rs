//! The draw of a draw game (2-7 single and triple draw, badugi): a street
//! marked `draw` opens with each player still in, in turn from the left of
//! the button, discarding cards or standing pat (`pN sd`); once all have, the
//! dealer deals each as many cards as discarded (`dealing::next_step` owes
//! them, the hand being short of the street's count), then the betting opens.
//! A known discard stays seen: it is not dealt again.

use crate::cards::Card;
use crate::chips::Pos;
use crate::rules::RuleId;

use super::event::Event;
use super::legal::{Legal, Next};
use super::refusal::Refusal;
use super::state::{HandState, Phase};
use super::then::Then;
use super::why::Why;

/// A new street begins: nobody has drawn in it yet.
pub(crate) fn street_begins(s: &mut HandState) {
    for p in &mut s.players {
        p.drew = false;
    }
}

/// The player due to discard or stand pat now, if the street's draw is
/// under way: the first still in, from the left of the button, who has not.
pub(crate) fn next_to_draw(s: &HandState) -> Option<Pos> {
    if s.phase != Phase::Dealing || !s.def().street(s.street).draw {
        return None;
    }
    s.in_hand().find(|(_, p)| !p.drew).map(|(pos, _)| pos)
}

/// Whether `pos` may discard `discards` now: it is the player's turn to draw,
/// and each discard is a card the player holds (`??` one nobody saw).
pub(crate) fn check(
    s: &HandState,
    legal: &Legal,
    pos: Pos,
    discards: &[Option<Card>],
) -> Result<(), Refusal> {
    match legal.next {
        Next::Player(turn) if legal.draw && turn != pos => {
            return Err((RuleId::OrderOfPlay, Why::NotYourTurn { turn, pos }));
        }
        Next::Player(turn) if legal.draw && turn == pos => {}
        _ => return Err((RuleId::OrderOfPlay, Why::NoDrawNow { pos })),
    }
    match held_slots(s, pos, discards) {
        Some(_) => Ok(()),
        None => Err((RuleId::Dealing, Why::DiscardNotHeld { pos })),
    }
}

/// Where each discard sits in the player's hand: a known card at its own
/// place, an unseen one at an unseen card not yet taken; `None` when a
/// discard is not held.
fn held_slots(s: &HandState, pos: Pos, discards: &[Option<Card>]) -> Option<Vec<usize>> {
    let held = s.player(pos).cards();
    let mut taken: Vec<usize> = Vec::with_capacity(discards.len());
    for d in discards {
        let at = held
            .iter()
            .enumerate()
            .position(|(i, h)| !taken.contains(&i) && *h == *d)?;
        taken.push(at);
    }
    Some(taken)
}

/// The player discards (or stands pat); the replacements are owed.
pub(crate) fn discard(
    s: &mut HandState,
    pos: Pos,
    discards: &[Option<Card>],
    events: &mut Vec<Event>,
) -> Then {
    let mut slots = held_slots(s, pos, discards).unwrap_or_default();
    slots.sort_unstable_by(|a, b| b.cmp(a));
    let p = s.player_mut(pos);
    for i in slots {
        p.remove_card(i);
    }
    p.drew = true;
    events.push(Event::Discarded {
        pos,
        cards: discards.to_vec(),
    });
    Then::StreetDealt
}

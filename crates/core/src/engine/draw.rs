//! The draw of a draw game (2-7 single and triple draw, badugi): a street
//! marked `draw` opens with each player still in, in turn from the left of
//! the button, discarding cards or standing pat (`pN sd`); once all have, the
//! dealer deals each as many cards as discarded (`dealing::next_step` owes
//! them, the hand being short of the street's count), then the betting opens.
//! A discard stays out of the stub and a known one is not dealt again, until
//! the stub runs short: when it cannot give the next player's cards and keep
//! its last card back, the discards and burns are shuffled with it
//! (`draw_short_stub`).

use crate::cards::Card;
use crate::chips::Pos;
use crate::rules::{HouseRules, RuleId};

use super::dealing;
use super::event::Event;
use super::legal::{DealStep, Legal, Next};
use super::note::Note;
use super::refusal::Refusal;
use super::state::{HandState, Phase};
use super::then::Then;
use super::why::Why;

/// A new street begins: nobody has drawn in it yet, and its cards come off
/// the deck from here.
pub(crate) fn street_begins(s: &mut HandState) {
    for p in &mut s.players {
        p.drew = false;
    }
    s.procedure.draw_from = s.dealt + s.burned;
}

/// The draw the hand is at (1 for the first) while how many cards each
/// player drew in it may be told: the street under way is a draw and the
/// betting after it has not begun (`draw_count_asked`).
pub fn draw_told(s: &HandState) -> Option<usize> {
    let def = s.def();
    if s.street == 0 || !def.street(s.street).draw {
        return None;
    }
    let open =
        s.phase == Phase::Dealing || (s.phase == Phase::Betting && s.procedure.street_actions == 0);
    open.then(|| (1..=s.street).filter(|k| def.street(*k).draw).count())
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
            return Err((RuleId::DrawOutOfTurn, Why::NotYourTurn { turn, pos }));
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
    s.discarded += discards.len() as u8;
    for c in discards.iter().flatten() {
        s.discards.insert(*c);
    }
    events.push(Event::Discarded {
        pos,
        cards: discards.to_vec(),
    });
    Then::StreetDealt
}

/// Before a draw's burn or the next player's cards come off the stub: when
/// it cannot give them and keep its last card back (a burn with no cards
/// after it may take the last), the discards, the folded hands and the burns
/// out of it are shuffled with it (the seen ones may be dealt again).
pub(crate) fn short_stub(s: &mut HandState, r: &HouseRules, events: &mut Vec<Event>) {
    if !s.def().street(s.street).draw || next_to_draw(s).is_some() {
        return;
    }
    let cards = |step: Option<DealStep>| match step {
        Some(DealStep::Hole { count, .. }) => usize::from(count),
        _ => 0,
    };
    let (burn, dealt) = match dealing::next_step(s) {
        Some(DealStep::Burn) => (1, cards(dealing::step_after_burn(s))),
        step => (0, cards(step)),
    };
    let stub = s.def().deck_size().saturating_sub(s.cards_out());
    let keep_last = usize::from(dealt > 0);
    if burn + dealt == 0 || burn + dealt + keep_last <= stub {
        return;
    }
    let folded: u8 = s
        .players
        .iter()
        .filter(|p| p.folded && !p.in_stub)
        .map(|p| p.card_count)
        .sum();
    let out = s.discarded + folded + (s.burns_taken() - s.burns_back);
    if out == 0 {
        return;
    }
    for c in s.discards.iter().chain(s.burn_cards.iter()) {
        s.seen.remove(c);
    }
    for p in s.players.iter_mut().filter(|p| p.folded && !p.in_stub) {
        for c in p.cards.iter().take(usize::from(p.card_count)).flatten() {
            s.seen.remove(*c);
        }
        p.in_stub = true;
    }
    s.discards_back += s.discarded + folded;
    s.discarded = 0;
    s.discards = crate::cards::CardSet::EMPTY;
    s.burns_back = s.burns_taken();
    s.burn_cards = crate::cards::CardSet::EMPTY;
    events.push(Event::Ruled {
        rule: r.rule(RuleId::DrawShortStub),
        note: Note::DrawReshuffle,
    });
}

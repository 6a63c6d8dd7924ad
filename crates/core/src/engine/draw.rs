//! The draw of a draw game (2-7 single and triple draw, badugi): a street
//! marked `draw` opens with each player still in, in turn from the left of
//! the button, discarding cards or standing pat (`pN sd`); once all have, the
//! dealer deals each as many cards as discarded (`dealing::next_step` owes
//! them, the hand being short of the street's count), then the betting opens.
//! A discard stays out of the stub and a known one is not dealt again, until
//! the stub runs short: when it cannot give the next player's cards and keep
//! its last card back, its last card, the muck, the discards of earlier
//! draws and the burns are shuffled to make a new stub (`draw_short_stub`);
//! the other players' discards of this draw join it as the house says
//! (`draw_reshuffle`), the drawing player's own never.

use crate::cards::{Card, CardSet};
use crate::chips::Pos;
use crate::rules::{DrawReshuffle, HouseRules, RuleId};

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
    s.procedure.drawn_out = Default::default();
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
    let out = &mut s.procedure.drawn_out[pos.index()];
    out.0 += discards.len() as u8;
    for c in discards.iter().flatten() {
        s.discards.insert(*c);
        out.1.insert(*c);
    }
    events.push(Event::Discarded {
        pos,
        cards: discards.to_vec(),
    });
    Then::StreetDealt
}

/// Before a draw's burn or the next player's cards come off the stub: when
/// it cannot give them and keep its last card back (a burn with no cards
/// after it may take the last), it is made up again. Its last card, the
/// folded hands, the discards of earlier draws (and cards exposed in a
/// draw) and the burns out of it are shuffled with it; the other players'
/// discards of this draw too where the house says so, or where the stub is
/// still short without them. The seen cards shuffled in may be dealt again.
pub(crate) fn short_stub(s: &mut HandState, r: &HouseRules, events: &mut Vec<Event>) {
    if !s.def().street(s.street).draw || next_to_draw(s).is_some() {
        return;
    }
    let cards = |step: Option<DealStep>| match step {
        Some(DealStep::Hole { to, count }) => (Some(to), usize::from(count)),
        _ => (None, 0),
    };
    let (burn, (to, dealt)) = match dealing::next_step(s) {
        Some(DealStep::Burn) => (1, cards(dealing::step_after_burn(s))),
        step => (0, cards(step)),
    };
    let stub = s.def().deck_size().saturating_sub(s.cards_out());
    let need = burn + dealt + usize::from(dealt > 0);
    if need == 0 || need <= stub {
        return;
    }
    let folded: u8 = s
        .players
        .iter()
        .filter(|p| p.folded && !p.in_stub)
        .map(|p| p.card_count)
        .sum();
    let current: u8 = s.procedure.drawn_out.iter().map(|d| d.0).sum();
    let base = s.discarded - current + folded + (s.burns_taken() - s.burns_back);
    let own = to.map_or(0, |to| s.procedure.drawn_out[to.index()].0);
    let with_current = r.draw_reshuffle() == DrawReshuffle::OthersCurrentDiscards
        || stub + usize::from(base) < need;
    let others = if with_current { current - own } else { 0 };
    if base + others > 0 {
        reshuffle(s, r, to, others > 0, events);
    }
}

/// Shuffles the muck, the earlier discards and the burns into the stub,
/// and with `current` every player's discards of this draw but `to`'s.
fn reshuffle(
    s: &mut HandState,
    r: &HouseRules,
    to: Option<Pos>,
    current: bool,
    events: &mut Vec<Event>,
) {
    let mut kept = CardSet::EMPTY;
    let mut kept_count = 0;
    for (i, out) in s.procedure.drawn_out.iter_mut().enumerate() {
        if current && to.is_none_or(|to| to.index() != i) {
            *out = (0, CardSet::EMPTY);
        }
        kept_count += out.0;
        for c in out.1.iter() {
            kept.insert(c);
        }
    }
    for c in s.discards.iter().chain(s.burn_cards.iter()) {
        if !kept.contains(c) {
            s.seen.remove(c);
        }
    }
    let mut folded = 0;
    for p in s.players.iter_mut().filter(|p| p.folded && !p.in_stub) {
        for c in p.cards.iter().take(usize::from(p.card_count)).flatten() {
            s.seen.remove(*c);
        }
        folded += p.card_count;
        p.in_stub = true;
    }
    s.discards_back += s.discarded - kept_count + folded;
    s.discarded = kept_count;
    s.discards = kept;
    s.burns_back = s.burns_taken();
    s.burn_cards = CardSet::EMPTY;
    let (rule, note) = match to {
        Some(to) if current => (RuleId::DrawReshuffle, Note::DrawReshuffleCurrent { to }),
        _ => (RuleId::DrawShortStub, Note::DrawReshuffle),
    };
    events.push(Event::Ruled {
        rule: r.rule(rule),
        note,
    });
}

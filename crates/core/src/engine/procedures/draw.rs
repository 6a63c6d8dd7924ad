//! Draw-game procedures while a draw is dealt (2-7 single and triple draw,
//! badugi), each ruled under its own house rule: a card the dealer exposes
//! as the draw is dealt is not kept but goes to the discards, and the
//! player's card comes after everyone else's (`draw_exposed_card`); a player
//! given a card too many has it taken back to the discards, a card too few
//! is given it from the stub after the others, while the betting after the
//! draw has not begun, and otherwise the hand is dead (`draw_wrong_count`).
//! The engine moves the cards; the house file's text says why.

use crate::cards::Card;
use crate::chips::Pos;
use crate::engine::draw::next_to_draw;
use crate::engine::event::Event;
use crate::engine::refusal::{Refusal, check_fresh};
use crate::engine::state::{HandState, Phase};
use crate::engine::then::Then;
use crate::engine::{Note, Why};
use crate::rules::{HouseRules, RuleId};

use super::{Exposure, being_dealt, exposed_card, fold_dead};

/// Whether the street under way is a draw (the first deal is not).
pub(crate) fn in_draw(s: &HandState) -> bool {
    s.street > 0 && s.def().street(s.street).draw
}

/// Whether the draw's cards are being dealt: everyone still in has
/// discarded or stood pat, and the burn entered where burns are.
fn dealing_draw(s: &HandState) -> bool {
    s.phase == Phase::Dealing
        && next_to_draw(s).is_none()
        && !(s.record_burns && s.burned < s.street)
}

/// Whether a wrong count is still put right: the betting after the draw has
/// not begun.
fn before_betting(s: &HandState) -> bool {
    s.phase == Phase::Dealing || (s.phase == Phase::Betting && s.procedure.street_actions == 0)
}

/// A live hand at `to`, and the hand not over.
fn check_live(s: &HandState, to: Pos) -> Result<(), Refusal> {
    if s.phase == Phase::Done {
        return Err((RuleId::DeadHand, Why::HandOver));
    }
    if to.index() >= s.n() || s.player(to).folded {
        return Err((RuleId::DeadHand, Why::NoLiveHand { pos: to }));
    }
    Ok(())
}

/// Which card `card` is among the cards `to` was dealt in this draw: the
/// card itself, or the card coming off the deck to `to` now, or else the
/// last of them nobody saw.
fn drawn_card(s: &HandState, to: Pos, card: Card) -> Option<Exposure> {
    let p = s.player(to);
    exposed_card(s, to, card, |i| p.deck_order[i] >= s.procedure.draw_from)
}

pub(crate) fn check_exposed(s: &HandState, to: Pos, card: Card) -> Result<(), Refusal> {
    check_live(s, to)?;
    let dealt_unbet = s.phase == Phase::Betting && before_betting(s);
    if !(dealing_draw(s) || dealt_unbet) {
        return Err((RuleId::DrawExposedCard, Why::DrawExposedNotNow));
    }
    if drawn_card(s, to, card).is_none() {
        return Err((RuleId::CardsSpeak, Why::NotDealtTo { card, to }));
    }
    Ok(())
}

/// The exposed card is not kept: out of the player's hand (or straight off
/// the deck, when it was exposed as it was dealt; the player keeps every
/// card held) to the discards; the player is owed a card, dealt after
/// everyone else's. It is replaced as the draw is dealt, or once dealt
/// before the betting on it begins.
pub(crate) fn exposed(
    s: &mut HandState,
    r: &HouseRules,
    to: Pos,
    card: Card,
    events: &mut Vec<Event>,
) {
    match drawn_card(s, to, card) {
        Some(Exposure::Held(i)) => {
            s.player_mut(to).remove_card(i);
            events.push(Event::SetAside { pos: to, card });
        }
        Some(Exposure::OffTheDeck) | None => s.dealt += 1,
    }
    s.seen.insert(card);
    s.discards.insert(card);
    s.discarded += 1;
    owe_last(s, to);
    events.push(Event::Ruled {
        rule: r.rule(RuleId::DrawExposedCard),
        note: Note::DrawExposed { card, to },
    });
}

/// `to` is owed a card, dealt after everyone else's; a betting round not
/// yet begun waits for it and opens where it would have.
fn owe_last(s: &mut HandState, to: Pos) {
    s.procedure.replacement_for.insert(to);
    if s.phase == Phase::Betting {
        s.procedure.resume_turn = s.round.to_act;
    }
    s.phase = Phase::Dealing;
    s.round.to_act = None;
}

/// A wrong count is reported once the draw's cards are out: while they are
/// dealt, or later in the street.
fn check_count_reported(s: &HandState, to: Pos) -> Result<(), Refusal> {
    check_live(s, to)?;
    if s.phase == Phase::Dealing && !dealing_draw(s) {
        return Err((RuleId::DrawWrongCount, Why::DrawNotDealt));
    }
    Ok(())
}

pub(crate) fn check_extra(s: &HandState, to: Pos, card: Option<Card>) -> Result<(), Refusal> {
    check_count_reported(s, to)?;
    check_fresh(s, card.into_iter())
}

/// A card too many: it came off the deck and goes to the discards; once the
/// betting after the draw has begun the hand holding it is dead.
pub(crate) fn extra(
    s: &mut HandState,
    r: &HouseRules,
    to: Pos,
    card: Option<Card>,
    events: &mut Vec<Event>,
) -> Then {
    if let Some(c) = card {
        s.seen.insert(c);
        s.discards.insert(c);
    }
    s.dealt += 1;
    s.discarded += 1;
    let rule = r.rule(RuleId::DrawWrongCount);
    if !before_betting(s) {
        events.push(Event::Ruled {
            rule,
            note: Note::DrawExtraDead { to },
        });
        return fold_dead(s, r, to, events);
    }
    events.push(Event::Ruled {
        rule,
        note: Note::DrawExtraBack { to },
    });
    Then::Stay
}

pub(crate) fn check_short(s: &HandState, to: Pos) -> Result<(), Refusal> {
    check_count_reported(s, to)?;
    if being_dealt(s, to) || s.player(to).cards().is_empty() {
        return Err((RuleId::DrawWrongCount, Why::StillOwed { to }));
    }
    Ok(())
}

/// A card too few: the card entered last was never dealt, so it is back in
/// the stub and the player is owed it, dealt after everyone else's; once
/// the betting after the draw has begun the short hand is dead.
pub(crate) fn short(s: &mut HandState, r: &HouseRules, to: Pos, events: &mut Vec<Event>) -> Then {
    let rule = r.rule(RuleId::DrawWrongCount);
    if !before_betting(s) {
        events.push(Event::Ruled {
            rule,
            note: Note::DrawShortDead { to },
        });
        return fold_dead(s, r, to, events);
    }
    let held = s.player(to).cards();
    if let Some((i, last)) = held.len().checked_sub(1).zip(held.last().copied()) {
        if let Some(c) = last {
            s.seen.remove(c);
        }
        s.player_mut(to).remove_card(i);
    }
    s.dealt = s.dealt.saturating_sub(1);
    owe_last(s, to);
    events.push(Event::Ruled {
        rule,
        note: Note::DrawShortCompleted { to },
    });
    Then::Stay
}

//! Wrong hole-card counts: a card too many (the house's procedure before
//! substantial action, a dead hand after) and a card too few (completed from
//! the deck unless the player has acted on the short hand, TDA 37).

use crate::cards::Card;
use crate::chips::Pos;
use crate::engine::dealing::hole_target;
use crate::engine::event::Event;
use crate::engine::refusal::Refusal;
use crate::engine::state::{HandState, Phase};
use crate::engine::then::Then;
use crate::engine::{FlopProcedure, Note, Why};
use crate::rules::{ExtraCard, HouseRules, RuleId};

use super::{fold_dead, redeal, substantial_action};

/// A live hold'em hand at `to`, and the hand not over.
fn check_live_holdem(s: &HandState, to: Pos, what: FlopProcedure) -> Result<(), Refusal> {
    if !s.def().has_board() {
        return Err((
            RuleId::Dealing,
            Why::FlopGameOnly {
                what,
                game: s.game(),
            },
        ));
    }
    if s.phase == Phase::Done {
        return Err((RuleId::DeadHand, Why::HandOver));
    }
    if to.index() >= s.n() || s.player(to).folded {
        return Err((RuleId::DeadHand, Why::NoLiveHand { pos: to }));
    }
    Ok(())
}

/// Whether the house's extra-card procedure still applies: before the flop
/// and before substantial action. Afterwards the hand is dead.
fn extra_correctable(s: &HandState, r: &HouseRules) -> bool {
    s.street == 0 && !substantial_action(s, r)
}

pub(crate) fn check_extra(s: &HandState, to: Pos, card: Option<Card>) -> Result<(), Refusal> {
    if super::draw::in_draw(s) {
        return super::draw::check_extra(s, to, card);
    }
    check_live_holdem(s, to, FlopProcedure::ExtraCard)?;
    crate::engine::refusal::check_fresh(s, card.into_iter())
}

pub(crate) fn extra(
    s: &mut HandState,
    r: &HouseRules,
    to: Pos,
    card: Option<Card>,
    events: &mut Vec<Event>,
) -> Then {
    if super::draw::in_draw(s) {
        return super::draw::extra(s, r, to, card, events);
    }
    if let Some(c) = card {
        s.seen.insert(c);
    }
    if !extra_correctable(s, r) {
        events.push(Event::Ruled {
            rule: r.rule(RuleId::DeadHand),
            note: Note::ExtraDead { to },
        });
        return fold_dead(s, r, to, events);
    }
    s.procedure.extra += 1;
    let rule = r.rule(RuleId::ExtraHoleCard);
    if r.extra_hole_card() == ExtraCard::Misdeal || s.procedure.extra >= 2 {
        let note = if s.procedure.extra >= 2 {
            Note::SecondExtra
        } else {
            Note::ExtraMisdeal { to }
        };
        events.push(Event::Ruled { rule, note });
        redeal(s, r, events);
        return Then::Stay;
    }
    // The extra card is the burn for the flop: nobody burns again.
    s.burned = s.burned.max(1);
    events.push(Event::Ruled {
        rule,
        note: Note::ExtraBurn { to },
    });
    Then::Stay
}

pub(crate) fn check_short(s: &HandState, to: Pos) -> Result<(), Refusal> {
    if super::draw::in_draw(s) {
        return super::draw::check_short(s, to);
    }
    check_live_holdem(s, to, FlopProcedure::ShortHand)?;
    if s.player(to).card_count < hole_target(s) {
        return Err((RuleId::ShortHoleCard, Why::StillOwed { to }));
    }
    Ok(())
}

/// Whether `pos` has acted on the hand: in turn, or by reaching a later street.
fn has_acted(s: &HandState, pos: Pos) -> bool {
    s.street > 0 || s.procedure.actors.contains(pos)
}

pub(crate) fn short(s: &mut HandState, r: &HouseRules, to: Pos, events: &mut Vec<Event>) -> Then {
    if super::draw::in_draw(s) {
        return super::draw::short(s, r, to, events);
    }
    let rule = r.rule(RuleId::ShortHoleCard);
    if has_acted(s, to) {
        events.push(Event::Ruled {
            rule,
            note: Note::ShortDead { to },
        });
        return fold_dead(s, r, to, events);
    }
    // The card entered last was never dealt: it is back in the deck.
    let last = usize::from(s.player(to).card_count) - 1;
    if let Some(c) = s.player(to).cards()[last] {
        s.seen.remove(c);
    }
    s.player_mut(to).remove_card(last);
    s.procedure.replacement_for.insert(to);
    if s.phase == Phase::Betting {
        s.procedure.resume_turn = s.round.to_act;
    }
    s.phase = Phase::Dealing;
    s.round.to_act = None;
    events.push(Event::Ruled {
        rule,
        note: Note::ShortCompleted { to },
    });
    Then::Stay
}

//! Actions out of turn (TDA 53, 58): held until the player's turn, binding
//! while the action to that player is unchanged.

use crate::chips::{Chips, Pos};
use crate::engine::action::HeldAct;
use crate::engine::event::Event;
use crate::engine::legal::{Legal, Next};
use crate::engine::refusal::Refusal;
use crate::engine::state::{HandState, Phase};
use crate::engine::{Note, Why};
use crate::rules::{HouseRules, RuleId};

pub(crate) fn check_out_of_turn(s: &HandState, legal: &Legal, pos: Pos) -> Result<(), Refusal> {
    let Next::Player(turn) = legal.next else {
        return Err((RuleId::OutOfTurn, Why::NoBettingUnderWay));
    };
    if s.phase != Phase::Betting {
        return Err((RuleId::OutOfTurn, Why::NoBettingUnderWay));
    }
    if pos == turn {
        return Err((RuleId::OutOfTurn, Why::OwnTurn { pos }));
    }
    if pos.index() >= s.n() || !s.player(pos).can_bet() {
        return Err((RuleId::OutOfTurn, Why::NoActionInHand { pos }));
    }
    if s.procedure.held[pos.index()].is_some() {
        return Err((RuleId::OutOfTurn, Why::AlreadyHeld { pos }));
    }
    Ok(())
}

pub(crate) fn out_of_turn(
    s: &mut HandState,
    r: &HouseRules,
    pos: Pos,
    act: HeldAct,
    events: &mut Vec<Event>,
) {
    s.procedure.held[pos.index()] = Some((act, s.round.max_bet));
    events.push(Event::Ruled {
        rule: r.rule(RuleId::OutOfTurn),
        note: Note::HeldOutOfTurn { pos, act },
    });
}

/// Whether a held action still binds: a fold always; otherwise only while the
/// bet to the player is what it was.
fn binds(s: &HandState, (act, level): (HeldAct, Chips)) -> bool {
    act == HeldAct::Fold || s.round.max_bet == level
}

/// Narrows the options of a player with a held action that binds.
pub(crate) fn apply_held(s: &HandState, held: (HeldAct, Chips), legal: &mut Legal) {
    legal.why.push(RuleId::OutOfTurn);
    if !binds(s, held) {
        return;
    }
    let fits = match held.0 {
        HeldAct::Fold => legal.fold,
        HeldAct::CheckCall => legal.check_call.is_some(),
        HeldAct::BetRaise(to) => legal.allows_raise_to(to),
    };
    if !fits {
        return;
    }
    legal.fold = held.0 == HeldAct::Fold;
    if held.0 != HeldAct::CheckCall {
        legal.check_call = None;
    }
    legal.raise = match held.0 {
        HeldAct::BetRaise(to) => Some((to, to)),
        _ => None,
    };
    legal.raise_choices.clear();
    if let Next::Player(pos) = legal.next {
        legal.no_raise = Some((RuleId::OutOfTurn, Why::HeldBinds { pos, act: held.0 }));
    }
}

/// Says what became of a held action when the player acted.
pub(crate) fn held_resolved(
    s: &HandState,
    r: &HouseRules,
    pos: Pos,
    held: (HeldAct, Chips),
    chose: HeldAct,
    events: &mut Vec<Event>,
) {
    let act = held.0;
    let note = if binds(s, held) {
        Note::HeldBound { pos, act }
    } else {
        Note::HeldUnbound { pos, act, chose }
    };
    events.push(Event::Ruled {
        rule: r.rule(RuleId::OutOfTurn),
        note,
    });
}

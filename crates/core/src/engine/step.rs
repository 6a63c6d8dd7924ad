//! The one door of every action: `check` runs the operation's own check
//! against `Legal`, `step` runs the operation and lets `flow` follow what it
//! returns. Both match every `Action`, so a new one must be given both.

use crate::rules::{HouseRules, RuleId};

use super::action::Action;
use super::bet::Bet;
use super::event::Event;
use super::legal::Legal;
use super::refusal::{Refusal, check_fresh};
use super::state::{HandState, Phase};
use super::then::Then;
use super::why::Why;
use super::{betting, dealing, draw, flow, out_of_turn, procedures, showdown};

/// Whether `a` may be applied now; the rule and reason if not.
pub(super) fn check(
    s: &HandState,
    r: &HouseRules,
    legal: &Legal,
    a: &Action,
) -> Result<(), Refusal> {
    match a {
        Action::DealHole { to, cards } => dealing::check_hole(s, legal, *to, cards),
        Action::DealBoard { cards } => dealing::check_board(s, legal, cards),
        Action::Burn { card } => dealing::check_burn(s, legal, *card),
        Action::Exposed { to, card } => procedures::check_exposed(s, r, *to, *card),
        Action::Misdeal => procedures::check_misdeal(s, r),
        Action::Premature { cards } => procedures::check_premature(s, cards),
        Action::Extra { to, card } => procedures::check_extra(s, *to, *card),
        Action::Boxed { card } => check_fresh(s, std::iter::once(*card)),
        Action::FouledDeck => procedures::check_fouled(s),
        Action::OutOfTurn { pos, .. } => out_of_turn::check_out_of_turn(s, legal, *pos),
        Action::Kill(pos) => procedures::check_kill(s, *pos),
        Action::Short(pos) => procedures::check_short(s, *pos),
        Action::NoBurn { cards } => procedures::check_no_burn(s, cards),
        Action::DoubleBurn { card } => procedures::check_double_burn(s, r, *card),
        Action::Award(pos) => procedures::check_award(s, *pos),
        Action::See(pos) => procedures::check_see(s, r, *pos),
        Action::Show { pos, cards } => {
            showdown::check_show(s, legal, *pos, &showdown::in_held_order(s, *pos, cards))
        }
        Action::Draw { pos, discards } => draw::check(s, legal, *pos, discards),
        Action::Muck(pos) => {
            if legal.may_muck.contains(pos) {
                Ok(())
            } else if s.procedure.must_show.contains(*pos) {
                Err((RuleId::RightToSee, Why::MuckMustShow { pos: *pos }))
            } else if s.phase == Phase::Showdown && showdown::all_in_face_up(s, r) {
                Err((RuleId::AllInFaceUp, Why::MuckAllIn { pos: *pos }))
            } else {
                Err((RuleId::ShowdownOrder, Why::MuckNotNow { pos: *pos }))
            }
        }
        Action::Fold(pos) => betting::check(s, legal, *pos, Bet::Fold),
        Action::CheckCall(pos) => betting::check(s, legal, *pos, Bet::CheckCall),
        Action::BringIn(pos) => betting::check(s, legal, *pos, Bet::BringIn),
        Action::BetRaise { pos, to } => betting::check(s, legal, *pos, Bet::To(*to)),
    }
}

/// Applies an action that passed `check`, then settles what follows.
pub(super) fn step(s: &mut HandState, r: &HouseRules, a: &Action, events: &mut Vec<Event>) {
    let then = match a {
        Action::DealHole { to, cards } => {
            let then = dealing::deal_hole(s, *to, cards, events);
            draw::short_stub(s, r, events);
            then
        }
        Action::DealBoard { cards } => procedures::deal_board(s, r, cards, events),
        Action::Burn { card } => {
            let then = procedures::burn(s, r, *card, events);
            draw::short_stub(s, r, events);
            then
        }
        Action::Extra { to, card } => {
            let then = procedures::extra(s, r, *to, *card, events);
            draw::short_stub(s, r, events);
            then
        }
        // A hand killed or shorted in a draw changes whose cards come next.
        Action::Kill(pos) => {
            let then = procedures::kill(s, r, *pos, events);
            draw::short_stub(s, r, events);
            then
        }
        Action::Short(pos) => {
            let then = procedures::short(s, r, *pos, events);
            draw::short_stub(s, r, events);
            then
        }
        Action::DoubleBurn { card } => procedures::double_burn(s, r, *card, events),
        Action::Fold(pos) => betting::act(s, r, *pos, Bet::Fold, events),
        Action::CheckCall(pos) => betting::act(s, r, *pos, Bet::CheckCall, events),
        Action::BringIn(pos) => betting::act(s, r, *pos, Bet::BringIn, events),
        Action::BetRaise { pos, to } => betting::act(s, r, *pos, Bet::To(*to), events),
        Action::Exposed { to, card } => {
            procedures::exposed(s, r, *to, *card, events);
            draw::short_stub(s, r, events);
            Then::Stay
        }
        Action::Misdeal => {
            procedures::misdeal(s, r, events);
            Then::Stay
        }
        Action::Premature { cards } => {
            procedures::premature(s, r, cards, events);
            Then::Stay
        }
        Action::Boxed { card } => {
            procedures::boxed(s, r, *card, events);
            Then::Stay
        }
        Action::FouledDeck => {
            procedures::fouled(s, r, events);
            Then::Stay
        }
        Action::OutOfTurn { pos, act } => {
            out_of_turn::out_of_turn(s, r, *pos, *act, events);
            Then::Stay
        }
        Action::NoBurn { cards } => {
            procedures::no_burn(s, r, cards, events);
            Then::Stay
        }
        Action::Award(pos) => {
            procedures::award(s, r, *pos, events);
            Then::Stay
        }
        Action::See(pos) => {
            procedures::see(s, r, *pos, events);
            Then::Stay
        }
        Action::Draw { pos, discards } => {
            let then = draw::discard(s, *pos, discards, events);
            draw::short_stub(s, r, events);
            then
        }
        Action::Show { pos, cards } => {
            let cards = showdown::in_held_order(s, *pos, cards);
            showdown::show(s, r, *pos, &cards, events);
            Then::Stay
        }
        Action::Muck(pos) => {
            showdown::muck(s, r, *pos, events);
            Then::Stay
        }
    };
    flow::settle(s, r, then, events);
}

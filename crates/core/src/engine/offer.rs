//! `legal_actions`: what the engine offers now, asked of the operation
//! whose turn it is (the dealer's next step, the betting, the showdown).

use crate::game::HandMaker;
use crate::rules::{HouseRules, RuleId};

use super::legal::{Legal, Next};
use super::state::{HandState, Phase};
use super::{betting, dealing, showdown};

/// What is legal in this state.
pub fn legal_actions(s: &HandState, r: &HouseRules) -> Legal {
    let mut legal = Legal::nothing();
    match s.phase {
        Phase::Done => {}
        Phase::Dealing => {
            if let Some(step) = dealing::next_step(s) {
                legal.next = Next::Dealer(step);
            }
            legal.why.push(RuleId::Dealing);
            if s.betting_closed {
                legal.may_show = showdown::may_show(s);
                if let Some(first) = showdown::owed_face_up(s, r) {
                    legal.next = Next::Player(first);
                    legal.why.push(RuleId::AllInFaceUp);
                }
            }
        }
        Phase::Betting => betting::legal(s, r, &mut legal),
        Phase::Showdown => {
            legal.may_show = showdown::may_show(s);
            legal.may_muck = showdown::may_muck(s, r);
            legal.next = showdown::show_order(s, r)
                .into_iter()
                .find(|p| legal.may_show.contains(p))
                .map_or(Next::Done, Next::Player);
            legal
                .why
                .extend([RuleId::ShowdownOrder, RuleId::TabledHand]);
            if s.def().hand == HandMaker::TwoAndThree {
                legal.why.push(RuleId::OmahaHand);
            }
        }
    }
    legal
}

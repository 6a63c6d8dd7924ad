//! `legal_actions`: what the engine offers now, asked of the operation
//! whose turn it is (the dealer's next step, the betting, the showdown), and
//! `Wager::now`, the word for putting in more.

use crate::chips::{Chips, Pos};
use crate::game::{HandMaker, Opener};
use crate::rules::{HouseRules, RuleId, Structure};

use super::legal::{CapCount, Legal, Next, NotReopened};
use super::state::{HandState, Phase};
use super::wager::Wager;
use super::{betting, dealing, draw, showdown};

/// What is legal in this state.
pub fn legal_actions(s: &HandState, r: &HouseRules) -> Legal {
    let mut legal = Legal::nothing();
    match s.phase {
        Phase::Done => {}
        Phase::Dealing if draw::next_to_draw(s).is_some() => {
            if let Some(pos) = draw::next_to_draw(s) {
                legal.next = Next::Player(pos);
                legal.draw = true;
            }
            legal.why.extend([RuleId::OrderOfPlay, RuleId::Dealing]);
        }
        Phase::Dealing => {
            if let Some(step) = dealing::next_step(s) {
                legal.next = Next::Dealer(step);
            }
            legal.why.push(RuleId::Dealing);
            // All-in hands are turned up before cards still to come, but a
            // draw game's hands stay hidden until the showdown: a player who
            // is all in still draws.
            if s.betting_closed && !s.def().has_draws() {
                legal.may_show = showdown::may_show(s);
                if let Some(first) = showdown::owed_face_up(s, r) {
                    legal.next = Next::Player(first);
                    legal.why.push(RuleId::AllInFaceUp);
                }
            }
        }
        Phase::Betting => {
            betting::legal(s, r, &mut legal);
            round_facts(s, r, &mut legal);
        }
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

/// What the betting round stands at, beside the options: who a short all-in
/// did not reopen the betting for, the pot-limit maximum, the cap.
fn round_facts(s: &HandState, r: &HouseRules, legal: &mut Legal) {
    let players: Vec<Pos> = s
        .players
        .iter()
        .enumerate()
        .map(|(i, _)| Pos(i as u8))
        .filter(|&pos| {
            let p = s.player(pos);
            p.can_bet() && p.acted && p.bet < s.round.max_bet && !betting::reopened_for(s, r, pos)
        })
        .collect();
    if !players.is_empty() {
        let others_raise_to = match s.structure {
            Structure::FixedLimit => s.round.full_level + betting::full_increment(s),
            Structure::NoLimit | Structure::PotLimit => {
                s.round.max_bet + betting::full_increment(s)
            }
        };
        legal.not_reopened = Some(NotReopened {
            players,
            others_raise_to,
        });
    }
    if let (Structure::PotLimit, Some(pos)) = (s.structure, s.round.to_act) {
        legal.pot_limit_max = Some(betting::pot_limit_max(s, r, pos));
    }
    legal.cap = r.raise_cap().map(|cap| CapCount {
        made: s.round.bets,
        cap,
    });
}

impl Wager {
    /// The wager for the player to act now. On stud's first street, going
    /// over the bring-in to the full small bet is a completion, whoever
    /// makes it.
    pub fn now(s: &HandState, legal: &Legal) -> Wager {
        let level = s.bets().iter().copied().max().unwrap_or(Chips::ZERO);
        let only_bring_in =
            s.def().opener == Opener::BringIn && s.street_index() == 0 && s.round.bets == 0;
        if legal.bring_in.is_some() || (only_bring_in && !level.is_zero()) {
            Wager::Complete
        } else if level.is_zero() {
            Wager::Bet
        } else {
            Wager::Raise
        }
    }
}

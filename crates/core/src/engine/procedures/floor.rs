//! Floor rulings on a hand: a hand declared dead, a pot awarded by ruling,
//! and a hand asked to be seen at showdown.

use crate::chips::{Chips, Pos};
use crate::engine::bet::Bet;
use crate::engine::event::Event;
use crate::engine::refusal::Refusal;
use crate::engine::state::AwardedPot;
use crate::engine::state::{HandState, Phase};
use crate::engine::then::Then;
use crate::engine::{Note, Why, Won};
use crate::rules::{HouseRules, RightToSee, RuleId};

pub(crate) fn check_kill(s: &HandState, pos: Pos) -> Result<(), Refusal> {
    if s.phase == Phase::Done {
        return Err((RuleId::DeadHand, Why::HandOver));
    }
    if pos.index() >= s.n() || s.player(pos).folded {
        return Err((RuleId::DeadHand, Why::NoLiveHand { pos }));
    }
    Ok(())
}

pub(crate) fn kill(s: &mut HandState, r: &HouseRules, pos: Pos, events: &mut Vec<Event>) -> Then {
    events.push(Event::Ruled {
        rule: r.rule(RuleId::DeadHand),
        note: Note::DeadHand { pos },
    });
    fold_dead(s, r, pos, events)
}

/// Takes a dead hand out: a fold in turn, or out of the hand where it stands.
pub(crate) fn fold_dead(
    s: &mut HandState,
    r: &HouseRules,
    pos: Pos,
    events: &mut Vec<Event>,
) -> Then {
    if s.phase == Phase::Betting && s.round.to_act == Some(pos) {
        // In turn it is simply a fold, and the turn moves on.
        return crate::engine::betting::act(s, r, pos, Bet::Fold, events);
    }
    s.player_mut(pos).folded = true;
    s.procedure.held[pos.index()] = None;
    events.push(Event::Folded { pos });
    match s.phase {
        Phase::Showdown => Then::Finish,
        // Bets in front (the blinds, while dealing) are collected first.
        _ if s.in_hand_count() == 1 => Then::EndRound {
            played: s.phase == Phase::Betting,
        },
        // The dead hand may have been the last one the round waited on.
        Phase::Betting => Then::RecheckTurn,
        // It may have been the last hand owed cards this street.
        Phase::Dealing => Then::StreetDealt,
        Phase::Done => Then::Stay,
    }
}

/// Each pot after the bets in front are collected, with who gets it when the
/// floor awards the hand to `to`: `to` where eligible, otherwise the one
/// player who alone put those chips in. `Err` names a pot others contest.
fn award_shares(s: &HandState, to: Pos) -> Result<Vec<(Chips, Vec<Pos>, Pos)>, Why> {
    let mut collected = s.clone();
    for p in &mut collected.players {
        p.bet = Chips::ZERO;
    }
    collected
        .pots()
        .into_iter()
        .map(|pot| {
            let winner = if pot.eligible.contains(&to) {
                to
            } else if let [only] = pot.eligible[..] {
                only
            } else {
                return Err(Why::ContestedSidePot {
                    amount: pot.amount,
                    by: pot.eligible.clone(),
                    without: to,
                });
            };
            Ok((pot.amount, pot.eligible, winner))
        })
        .collect()
}

pub(crate) fn check_award(s: &HandState, to: Pos) -> Result<(), Refusal> {
    if s.phase == Phase::Done {
        return Err((RuleId::FloorAward, Why::HandOver));
    }
    if to.index() >= s.n() || s.player(to).folded {
        return Err((RuleId::FloorAward, Why::NoLiveHand { pos: to }));
    }
    award_shares(s, to)
        .map(|_| ())
        .map_err(|m| (RuleId::FloorAward, m))
}

pub(crate) fn award(s: &mut HandState, r: &HouseRules, to: Pos, events: &mut Vec<Event>) {
    let Ok(shares) = award_shares(s, to) else {
        return;
    };
    events.push(Event::Ruled {
        rule: r.rule(RuleId::FloorAward),
        note: Note::FloorAward { to },
    });
    for p in &mut s.players {
        p.bet = Chips::ZERO;
    }
    let mut awarded = Vec::new();
    for (i, (amount, eligible, winner)) in shares.into_iter().enumerate() {
        s.player_mut(winner).stack += amount;
        events.push(Event::Awarded {
            pot: i,
            amount,
            shares: vec![(winner, amount)],
            hand: Won::Floor,
        });
        awarded.push(AwardedPot {
            amount,
            eligible,
            awards: vec![(winner, amount)],
            hand: Won::Floor,
            rake: Chips::ZERO,
        });
    }
    s.awarded = awarded;
    s.phase = Phase::Done;
    s.round.to_act = None;
}

pub(crate) fn check_see(s: &HandState, r: &HouseRules, pos: Pos) -> Result<(), Refusal> {
    if s.phase != Phase::Showdown {
        return Err((RuleId::RightToSee, Why::SeeAtShowdown));
    }
    if pos.index() >= s.n() || s.player(pos).folded || s.player(pos).mucked {
        return Err((RuleId::RightToSee, Why::NoHandAtShowdown { pos }));
    }
    let p = s.player(pos);
    if p.shown == p.card_count {
        return Err((RuleId::RightToSee, Why::AlreadyTabled { pos }));
    }
    if r.right_to_see() == RightToSee::CalledHand && s.last_aggressor != Some(pos) {
        let called = match s.last_aggressor {
            Some(a) if !s.player(a).folded => Why::OnlyCalled { pos: a },
            _ => Why::NoneCalled,
        };
        return Err((RuleId::RightToSee, called));
    }
    Ok(())
}

pub(crate) fn see(s: &mut HandState, r: &HouseRules, pos: Pos, events: &mut Vec<Event>) {
    s.procedure.must_show.insert(pos);
    events.push(Event::Ruled {
        rule: r.rule(RuleId::RightToSee),
        note: Note::AskedToSee { pos },
    });
}

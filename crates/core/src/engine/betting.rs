//! Betting rounds: who opens, what the player to act may do (call amounts,
//! minimum and maximum raises, caps, short all-in reopening), and what each
//! bet does to the round.

use crate::chips::{Chips, Pos};
use crate::engine::action::HeldAct;
use crate::engine::bet::Bet;
use crate::engine::event::{Event, Forced};
use crate::engine::legal::{Legal, Next};
use crate::engine::open_pair::{self, limit_size, open_pair_big, pair_showing, street_size};
use crate::engine::order::{bring_in_seat, high_board};
use crate::engine::refusal::Refusal;
use crate::engine::state::{HandState, Phase, Round};
use crate::engine::then::Then;
use crate::engine::{Note, Wager, Why, out_of_turn};
use crate::game::Opener;
use crate::rules::{HeadsUpCap, HouseRules, PotLimitBlinds, Reopen, RuleId, Structure};

/// The smallest increment that counts as a full raise now.
pub(super) fn full_increment(s: &HandState) -> Chips {
    match s.structure {
        Structure::FixedLimit => limit_size(s),
        Structure::NoLimit | Structure::PotLimit => s.round.increment,
    }
}

/// Whether `pos` must still act in this round: they have chips and either face
/// a bet or have not acted since the betting was last opened. (A blind keeps its
/// turn even when nobody left can respond; it may then only check or fold.)
fn needs_to_act(s: &HandState, pos: Pos) -> bool {
    let p = s.player(pos);
    p.can_bet() && (p.bet < s.round.max_bet || !p.acted)
}

/// Whether some other player still in could call more than the current bet.
fn others_can_bet(s: &HandState, pos: Pos) -> bool {
    s.players
        .iter()
        .enumerate()
        .any(|(i, q)| i != pos.index() && !q.folded && q.bet + q.stack > s.round.max_bet)
}

/// The first player from `from` (inclusive) clockwise who must act.
fn first_to_act(s: &HandState, from: Pos) -> Option<Pos> {
    let mut pos = from;
    for _ in 0..s.n() {
        if needs_to_act(s, pos) {
            return Some(pos);
        }
        pos = s.after(pos);
    }
    None
}

/// Whether the player may raise again under the short all-in rule.
pub(super) fn reopened_for(s: &HandState, r: &HouseRules, pos: Pos) -> bool {
    let p = s.player(pos);
    !p.acted
        || r.short_all_in() == Reopen::AnyRaise
        || s.round.max_bet.saturating_sub(p.acted_level) >= full_increment(s)
}

/// Whether the raise cap stops a raise now.
fn capped(s: &HandState, r: &HouseRules) -> bool {
    let Some(cap) = r.raise_cap() else {
        return false;
    };
    if s.round.bets < cap {
        return false;
    }
    match r.heads_up_cap() {
        HeadsUpCap::Never => true,
        HeadsUpCap::HeadsUpBeforeCap => s.in_hand_count() > 2 || s.round.capped_multiway,
        HeadsUpCap::RoundStartsHeadsUp => !s.round.started_heads_up,
    }
}

/// The pot-limit maximum raise-to for `pos`.
pub(super) fn pot_limit_max(s: &HandState, r: &HouseRules, pos: Pos) -> Chips {
    let mut pot: Chips = s.players.iter().map(|p| p.committed).sum();
    if s.def().has_blinds() && s.street == 0 {
        let big = s.players.iter().map(|p| p.blind).max().unwrap_or_default();
        match r.pot_limit_max() {
            PotLimitBlinds::AsPosted => {}
            PotLimitBlinds::AsIfFull => {
                for p in &s.players {
                    if p.bet < p.blind {
                        pot += p.blind - p.bet;
                    }
                }
            }
            PotLimitBlinds::SmallBlindAsBig => {
                for p in &s.players {
                    if !p.blind.is_zero() && p.blind < big {
                        pot += big - p.blind;
                    }
                }
            }
        }
    }
    let call = s.round.max_bet.saturating_sub(s.player(pos).bet);
    s.round.max_bet + pot + call
}

pub(crate) fn legal(s: &HandState, r: &HouseRules, legal: &mut Legal) {
    options(s, r, legal);
    if let Some(pos) = s.round.to_act
        && let Some(held) = s.procedure.held[pos.index()]
    {
        out_of_turn::apply_held(s, held, legal);
    }
}

/// The options of the player to act, before any held out-of-turn action.
fn options(s: &HandState, r: &HouseRules, legal: &mut Legal) {
    let Some(pos) = s.round.to_act else {
        return;
    };
    legal.next = Next::Player(pos);
    legal.why.push(RuleId::OrderOfPlay);
    // Heads-up in a blind game: the button posts the small blind and acts
    // first before the flop, last after it.
    if s.def().has_blinds() && s.n() == 2 {
        legal.why.push(RuleId::HeadsUp);
    }
    let p = s.player(pos);
    let all_in = p.bet + p.stack;
    if s.round.awaiting_bring_in {
        legal.bring_in = Some(s.bring_in.min(p.stack));
        legal.why.extend([RuleId::BringIn, RuleId::StudCompletion]);
        // Completing; a player short of a full bet may go all-in instead.
        let full = s.round.full_level + limit_size(s);
        legal.full_raise_to = Some(full);
        let to = full.min(all_in);
        legal.raise = Some((to, to));
        return;
    }
    legal.fold = true;
    let to_call = s.round.max_bet.saturating_sub(p.bet).min(p.stack);
    legal.check_call = Some(to_call);
    legal.why.push(RuleId::CheckCall);
    if s.def().has_blinds() && s.street == 0 && p.blind == s.round.max_bet && p.bet == p.blind {
        legal.why.push(RuleId::BigBlindOption);
    }
    if all_in <= s.round.max_bet {
        return;
    }
    let refusal = if !others_can_bet(s, pos) {
        Some((RuleId::OrderOfPlay, Why::NobodyToRaise))
    } else if !reopened_for(s, r, pos) {
        Some((RuleId::ShortAllIn, Why::NotReopened { pos }))
    } else if capped(s, r) {
        Some((RuleId::RaiseCap, Why::Capped { bets: s.round.bets }))
    } else {
        None
    };
    if let Some(refusal) = refusal {
        legal.why.push(refusal.0);
        legal.no_raise = Some(refusal);
        return;
    }
    let (min_to, max_to) = match s.structure {
        Structure::FixedLimit => {
            let to = s.round.full_level + limit_size(s);
            legal.why.extend([RuleId::LimitSizes, RuleId::RaiseCap]);
            if s.round.open_pair {
                legal.why.push(RuleId::OpenPair);
            }
            match open_pair_big(s, r) {
                Some(big) => (to, s.round.full_level + big),
                None => (to, to),
            }
        }
        Structure::NoLimit => {
            legal.why.extend([RuleId::MinRaise, RuleId::NoLimitMax]);
            (s.round.max_bet + s.round.increment, all_in)
        }
        Structure::PotLimit => {
            legal.why.extend([RuleId::MinRaise, RuleId::PotLimitMax]);
            (
                s.round.max_bet + s.round.increment,
                pot_limit_max(s, r, pos),
            )
        }
    };
    if s.round.max_bet.is_zero() && s.structure != Structure::FixedLimit {
        legal.why.push(RuleId::MinBet);
    }
    legal.full_raise_to = Some(min_to);
    let (lo, hi) = (
        min_to.min(all_in),
        max_to.min(all_in).max(min_to.min(all_in)),
    );
    legal.raise = Some((lo, hi));
    if s.structure == Structure::FixedLimit && lo != hi {
        // The small bet or the big one, nothing between.
        legal.raise_choices = vec![lo, hi];
    }
}

/// Checks `bet` by `pos` against what is legal now.
pub(crate) fn check(s: &HandState, legal: &Legal, pos: Pos, bet: Bet) -> Result<(), Refusal> {
    let turn = match legal.next {
        Next::Player(p) if s.phase == Phase::Betting => p,
        Next::Player(p) => {
            return Err((RuleId::OrderOfPlay, Why::BettingOver { turn: p }));
        }
        Next::Dealer(_) => {
            return Err((RuleId::OrderOfPlay, Why::DealerNext));
        }
        Next::Done => return Err((RuleId::OrderOfPlay, Why::HandOver)),
    };
    if pos != turn {
        return Err((RuleId::OrderOfPlay, Why::NotYourTurn { turn, pos }));
    }
    // A fold or a check or call the round does not offer now.
    let not_offered = |act| {
        Err(legal
            .no_raise
            .clone()
            .unwrap_or((RuleId::OrderOfPlay, Why::NotAnOption { pos, act })))
    };
    match bet {
        Bet::BringIn if legal.bring_in.is_none() => Err((RuleId::BringIn, Why::NoBringIn)),
        Bet::BringIn => Ok(()),
        Bet::Fold | Bet::CheckCall if legal.bring_in.is_some() => {
            Err((RuleId::BringIn, Why::MustBringIn { pos }))
        }
        Bet::Fold if !legal.fold => not_offered(HeldAct::Fold),
        Bet::CheckCall if legal.check_call.is_none() => not_offered(HeldAct::CheckCall),
        Bet::Fold | Bet::CheckCall => Ok(()),
        Bet::To(to) => check_raise(s, legal, pos, to),
    }
}

fn check_raise(s: &HandState, legal: &Legal, pos: Pos, to: Chips) -> Result<(), Refusal> {
    let Some((lo, hi)) = legal.raise else {
        return Err(legal
            .no_raise
            .clone()
            .unwrap_or((RuleId::NoLimitMax, Why::NoRaise { pos })));
    };
    let wager = if s.round.max_bet.is_zero() || legal.bring_in.is_some() {
        Wager::Bet
    } else {
        Wager::Raise
    };
    if s.structure == Structure::FixedLimit
        && s.round.max_bet < to
        && to < lo
        && to == most_others_match(s, pos)
    {
        // Short of the full size only by what nobody could call, which
        // would go back: the same chips as the full bet (hand histories
        // write it so).
        return Ok(());
    }
    if s.structure == Structure::FixedLimit && !legal.allows_raise_to(to) {
        let rule = if legal.why.contains(&RuleId::OpenPair) {
            RuleId::OpenPair
        } else {
            RuleId::LimitSizes
        };
        let why = if legal.raise_choices.is_empty() {
            Why::LimitExactly {
                wager,
                size: lo,
                to,
            }
        } else {
            Why::LimitChoice {
                wager,
                small: lo,
                big: hi,
                to,
            }
        };
        return Err((rule, why));
    }
    if to < lo {
        let rule = if s.round.max_bet.is_zero() {
            RuleId::MinBet
        } else {
            RuleId::MinRaise
        };
        return Err((rule, Why::BelowMin { wager, to, min: lo }));
    }
    if to > hi {
        let rule = if s.structure == Structure::PotLimit {
            RuleId::PotLimitMax
        } else {
            RuleId::NoLimitMax
        };
        return Err((rule, Why::AboveMax { wager, to, max: hi }));
    }
    Ok(())
}

/// The most any other player still in could have in this round: their bet
/// and their chips behind.
fn most_others_match(s: &HandState, pos: Pos) -> Chips {
    s.in_hand()
        .filter(|(p, _)| *p != pos)
        .map(|(_, p)| p.bet + p.stack)
        .max()
        .unwrap_or_default()
}

/// Applies `bet` by `pos`, which passed `check`, and moves the turn on.
pub(crate) fn act(
    s: &mut HandState,
    r: &HouseRules,
    pos: Pos,
    bet: Bet,
    events: &mut Vec<Event>,
) -> Then {
    let committed = s.player(pos).committed;
    if let Some(held) = s.procedure.held[pos.index()].take() {
        out_of_turn::held_resolved(s, r, pos, held, bet.chose(), events);
    }
    let mut last_standing = false;
    match bet {
        Bet::Fold => {
            s.player_mut(pos).folded = true;
            events.push(Event::Folded { pos });
            last_standing = s.in_hand_count() == 1;
        }
        Bet::CheckCall => {
            let max_bet = s.round.max_bet;
            let p = s.player_mut(pos);
            let amount = p.put_in(max_bet.saturating_sub(p.bet));
            p.acted = true;
            p.acted_level = max_bet;
            let all_in = p.stack.is_zero();
            events.push(if amount.is_zero() {
                Event::Checked { pos }
            } else {
                Event::Called {
                    pos,
                    amount,
                    all_in,
                }
            });
        }
        Bet::BringIn => {
            let bring_in = s.bring_in;
            let p = s.player_mut(pos);
            let amount = p.put_in(bring_in);
            let bet = p.bet;
            p.acted = true;
            p.acted_level = bet;
            s.round.max_bet = s.round.max_bet.max(bet);
            s.round.awaiting_bring_in = false;
            events.push(Event::Posted {
                pos,
                kind: Forced::BringIn,
                amount,
            });
        }
        Bet::To(to) => raise(s, r, pos, to, events),
    }
    if bet != Bet::BringIn {
        let proc = &mut s.procedure;
        proc.actions = proc.actions.saturating_add(1);
        if s.players[pos.index()].committed > committed {
            proc.chip_actions = proc.chip_actions.saturating_add(1);
        }
        proc.actors.insert(pos);
    }
    s.procedure.street_actions = s.procedure.street_actions.saturating_add(1);
    if last_standing {
        return Then::EndRound { played: true };
    }
    if s.phase != Phase::Betting {
        return Then::Stay;
    }
    match first_to_act(s, s.after(pos)) {
        Some(next) => {
            s.round.to_act = Some(next);
            Then::Stay
        }
        None => Then::EndRound { played: true },
    }
}

fn raise(s: &mut HandState, r: &HouseRules, pos: Pos, to: Chips, events: &mut Vec<Event>) {
    let size = limit_size(s);
    open_pair::big_bet_made(s, r, pos, to, events);
    let round = s.round;
    let full = match s.structure {
        Structure::FixedLimit => {
            to >= round.full_level + size
                || (r.limit_half_bet() && (to.saturating_sub(round.full_level)).0 * 2 >= size.0)
        }
        Structure::NoLimit | Structure::PotLimit => {
            to.saturating_sub(round.max_bet) >= round.increment
        }
    };
    let p = s.player_mut(pos);
    p.put_in(to - p.bet);
    p.acted = true;
    p.acted_level = to;
    let all_in = p.stack.is_zero();
    let in_hand = s.in_hand_count();
    let round = &mut s.round;
    round.awaiting_bring_in = false;
    if full {
        match s.structure {
            // A full raise lands on the next level; an all-in of half a bet
            // or more counts as one, and the next raise is a full bet on top
            // of it (RRoP: on a $20 round a $15 all-in is raised to $35).
            Structure::FixedLimit => round.full_level = to,
            Structure::NoLimit | Structure::PotLimit => {
                round.increment = to - round.max_bet;
                round.full_level = to;
            }
        }
        round.bets += 1;
        if r.raise_cap().is_some_and(|cap| round.bets >= cap) && in_hand > 2 {
            round.capped_multiway = true;
        }
    }
    round.max_bet = round.max_bet.max(to);
    round.aggressor = Some(pos);
    if full || r.short_all_in() == Reopen::AnyRaise {
        for (i, q) in s.players.iter_mut().enumerate() {
            if i != pos.index() {
                q.acted = false;
            }
        }
    } else {
        events.push(Event::Ruled {
            rule: r.rule(RuleId::ShortAllIn),
            note: Note::ShortAllIn { pos, to },
        });
    }
    events.push(Event::Raised {
        pos,
        to,
        full,
        all_in,
    });
}

/// Opens the betting round of the street just dealt; says to end it at
/// once when nobody can bet.
pub(crate) fn open_round(s: &mut HandState, r: &HouseRules) -> Then {
    s.phase = Phase::Betting;
    let preflop = s.def().has_blinds() && s.street == 0;
    if !preflop {
        s.round = Round {
            increment: match s.structure {
                Structure::FixedLimit => street_size(s),
                Structure::NoLimit | Structure::PotLimit => s.min_bet,
            },
            started_heads_up: s.in_hand_count() == 2,
            open_pair: pair_showing(s),
            ..Round::default()
        };
    }
    for p in &mut s.players {
        p.acted = false;
        p.acted_level = Chips::ZERO;
    }
    // A player whose bet already covers every opponent's whole stack has
    // nothing to decide this round.
    let mut totals: Vec<Chips> = s.in_hand().map(|(_, p)| p.bet + p.stack).collect();
    totals.sort_unstable();
    let second = totals
        .len()
        .checked_sub(2)
        .map_or(Chips::ZERO, |i| totals[i]);
    for p in &mut s.players {
        if p.can_bet() && p.bet >= second {
            p.acted = true;
            p.acted_level = p.bet;
        }
    }
    if !preflop && s.players.iter().filter(|p| p.can_bet()).count() <= 1 {
        // Nobody left to bet against: the street is dealt without betting.
        return Then::EndRound { played: false };
    }
    let opener = match (s.def().opener, s.street) {
        (Opener::Blinds, 0) => {
            // Left of the last position holding the largest blind or straddle
            // (a blind posted out of position by a returning player aside).
            s.after(s.last_blind.unwrap_or(Pos(s.n() as u8 - 1)))
        }
        (Opener::Blinds, _) => Pos(0),
        (Opener::BringIn, 0) => {
            let low = bring_in_seat(s);
            if s.bring_in.is_zero() {
                low
            } else {
                // If the low card is all-in from the ante, the next player brings in.
                let mut pos = low;
                while !s.player(pos).can_bet() {
                    pos = s.after(pos);
                    if pos == low {
                        break;
                    }
                }
                if s.player(pos).can_bet() {
                    s.round.awaiting_bring_in = true;
                }
                pos
            }
        }
        (Opener::BringIn, _) => high_board(s, r),
    };
    if s.round.awaiting_bring_in {
        s.round.to_act = Some(opener);
        return Then::Stay;
    }
    match first_to_act(s, opener) {
        Some(pos) => {
            s.round.to_act = Some(pos);
            Then::Stay
        }
        None => Then::EndRound { played: false },
    }
}

/// Closes the betting round: returns an uncalled bet and clears the bets.
/// `played` says whether anyone acted in the round (a skipped round keeps the
/// last aggressor).
pub(crate) fn close_round(s: &mut HandState, events: &mut Vec<Event>, played: bool) {
    let mut order: Vec<(Chips, usize)> = s
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.bet, i))
        .collect();
    order.sort_unstable_by(|a, b| b.cmp(a));
    if let [(top, i), (second, _), ..] = order[..]
        && top > second
    {
        let amount = top - second;
        let p = &mut s.players[i];
        p.bet -= amount;
        p.committed -= amount;
        p.stack += amount;
        events.push(Event::Returned {
            pos: Pos(i as u8),
            amount,
        });
    }
    events.push(Event::RoundClosed { street: s.street() });
    if played {
        s.last_aggressor = s.round.aggressor;
    }
    for p in &mut s.players {
        p.bet = Chips::ZERO;
    }
    s.round.to_act = None;
    s.round.awaiting_bring_in = false;
    s.procedure.held = [None; crate::engine::MAX_PLAYERS];
    s.procedure.street_actions = 0;
    let can_bet = s.players.iter().filter(|p| p.can_bet()).count();
    s.betting_closed = can_bet <= 1;
}

/// After a hand leaves out of turn, finds who acts now, or says to end the
/// round.
pub(crate) fn recheck_turn(s: &mut HandState) -> Then {
    let from = s.round.to_act.unwrap_or(Pos(0));
    match first_to_act(s, from) {
        Some(next) => {
            s.round.to_act = Some(next);
            Then::Stay
        }
        None => Then::EndRound { played: true },
    }
}

//! Dealer procedures that go outside the normal flow: a hole card the dealer
//! exposes, and the misdeal with its exact redeal. Each applies the house rule
//! and says so in a `Ruled` event.

use crate::cards::{Card, CardSet};
use crate::chips::{Chips, Pos};
use crate::engine::action::Event;
use crate::engine::action::{Action, HeldAct};
use crate::engine::dealing::{hole_target, street_dealt};
use crate::engine::state::{HandState, Phase, Procedure};
use crate::engine::{Legal, Next, Refusal};
use crate::rules::{
    ExtraCard, FourCardFlop, Game, HouseRules, PrematureCard, RuleId, SubstantialAction,
};

/// Whether the hand has seen substantial action, after which no misdeal is called.
pub(crate) fn substantial_action(s: &HandState, r: &HouseRules) -> bool {
    let p = &s.procedure;
    match r.substantial_action() {
        SubstantialAction::TwoWithChipsOrThree => {
            p.actions >= 3 || (p.actions >= 2 && p.chip_actions >= 1)
        }
        SubstantialAction::TwoPlayersActed => p.actors.count_ones() >= 2,
    }
}

/// Whether the first hole cards are being dealt, or were just dealt with no
/// action taken yet.
fn dealing_hole_cards(s: &HandState) -> bool {
    s.street == 0
        && (s.phase == Phase::Dealing || (s.phase == Phase::Betting && s.procedure.actions == 0))
}

pub(crate) fn check_exposed(s: &HandState, to: Pos, card: Card) -> Result<(), Refusal> {
    if s.game != Game::Holdem || !dealing_hole_cards(s) {
        return Err((
            RuleId::ExposedHoleCard,
            "a card exposed outside the deal is not a dealer error to correct: a card a player exposes plays".into(),
        ));
    }
    if to.index() >= s.n() {
        return Err((RuleId::Dealing, format!("there is no {to} in this hand")));
    }
    let p = s.player(to);
    let holds = p.cards().contains(&Some(card));
    let unseen = p.cards().contains(&None) && !s.seen.contains(card);
    if !holds && !unseen {
        return Err((RuleId::CardsSpeak, format!("{card} was not dealt to {to}")));
    }
    Ok(())
}

pub(crate) fn exposed(
    s: &mut HandState,
    r: &HouseRules,
    to: Pos,
    card: Card,
    events: &mut Vec<Event>,
) {
    // An unseen card that is exposed is the most recent one dealt face down.
    let p = s.player(to);
    let i = match p.cards().iter().position(|c| *c == Some(card)) {
        Some(i) => i,
        None => p.cards().iter().rposition(|c| c.is_none()).unwrap_or(0),
    };
    s.seen.insert(card);
    s.procedure.exposed += 1;
    let first_two = s.player(to).deck_order[i] < 2;
    let rule = r.rule(RuleId::ExposedHoleCard);
    if first_two || s.procedure.exposed >= 2 {
        let why = if first_two {
            format!("{card} to {to} was one of the first two cards off the deck: misdeal")
        } else {
            "two hole cards have been exposed: misdeal".to_string()
        };
        events.push(Event::Ruled { rule, note: why });
        redeal(s, r, events);
        return;
    }
    s.player_mut(to).remove_card(i);
    // The replacement is dealt before any betting.
    s.phase = Phase::Dealing;
    s.round.to_act = None;
    s.procedure.pending_burn = Some(card);
    s.procedure.replacement_for = Some(to);
    events.push(Event::SetAside { pos: to, card });
    events.push(Event::Ruled {
        rule,
        note: format!(
            "{card} is set aside as the burn for the flop; {to} gets a replacement after everyone else has {} cards",
            hole_target(s)
        ),
    });
}

pub(crate) fn check_misdeal(s: &HandState, r: &HouseRules) -> Result<(), Refusal> {
    if s.phase == Phase::Done {
        return Err((RuleId::Misdeal, "the hand is over".into()));
    }
    if s.street > 0 || s.board_count > 0 {
        return Err((
            RuleId::SubstantialAction,
            "the first street is over: no misdeal now".into(),
        ));
    }
    if substantial_action(s, r) {
        return Err((
            RuleId::SubstantialAction,
            "there has been substantial action: no misdeal, the hand plays on".into(),
        ));
    }
    Ok(())
}

pub(crate) fn misdeal(s: &mut HandState, r: &HouseRules, events: &mut Vec<Event>) {
    events.push(Event::Ruled {
        rule: r.rule(RuleId::Misdeal),
        note: "misdeal: cards back, bets back to the blinds and antes as posted, same button"
            .into(),
    });
    redeal(s, r, events);
}

/// Puts the hand back as it was posted, for an exact redeal.
fn redeal(s: &mut HandState, _r: &HouseRules, events: &mut Vec<Event>) {
    s.players.clone_from(&s.initial);
    s.round = s.initial_round;
    s.board = [None; 5];
    s.board_count = 0;
    s.street = 0;
    s.phase = Phase::Dealing;
    s.betting_closed = false;
    s.last_aggressor = None;
    s.seen = CardSet::EMPTY;
    s.dealt = 0;
    s.burned = 0;
    s.common_card = false;
    s.procedure = Procedure {
        misdeals: s.procedure.misdeals + 1,
        ..Procedure::default()
    };
    events.push(Event::Misdealt);
}

/// How many board cards the next street takes.
fn next_street_cards(s: &HandState) -> usize {
    match s.street {
        0 => 3,
        _ => 1,
    }
}

pub(crate) fn check_premature(s: &HandState, cards: &[Card]) -> Result<(), Refusal> {
    if s.game != Game::Holdem || s.phase != Phase::Betting || s.street >= 3 {
        return Err((
            RuleId::PrematureCard,
            "a premature board card is one dealt while a betting round before the river is under way".into(),
        ));
    }
    let want = next_street_cards(s);
    if cards.is_empty() || cards.len() > want {
        return Err((
            RuleId::PrematureCard,
            format!("the next street has {want} card(s), not {}", cards.len()),
        ));
    }
    super::check_fresh(s.seen, cards.iter().copied())
}

pub(crate) fn premature(
    s: &mut HandState,
    r: &HouseRules,
    cards: &[Card],
    events: &mut Vec<Event>,
) {
    let next = s.street + 1;
    let shown: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
    let rule = r.rule(RuleId::PrematureCard);
    if next == 2 && r.premature_card() == PrematureCard::SetAside {
        s.procedure.set_aside = cards.first().copied();
        for c in cards {
            s.seen.insert(*c);
        }
        events.push(Event::Ruled {
            rule,
            note: format!(
                "premature turn {}: set aside; the turn comes after a burn, then {} goes back into the stub and the river comes without a burn",
                shown.join(" "),
                shown.join(" ")
            ),
        });
        return;
    }
    // The burn already dealt stays as the street's burn; the cards go back.
    s.burned = s.burned.max(next);
    events.push(Event::Ruled {
        rule,
        note: format!(
            "premature card(s) {}: shuffled back into the stub; the burn stays and the street is redealt without a burn",
            shown.join(" ")
        ),
    });
}

/// Procedures that take effect as a street begins.
pub(crate) fn street_begins(s: &mut HandState, r: &HouseRules, events: &mut Vec<Event>) {
    if s.street == 3
        && let Some(card) = s.procedure.set_aside.take()
    {
        s.seen.remove(card);
        s.burned = s.burned.max(3);
        events.push(Event::Ruled {
            rule: r.rule(RuleId::PrematureCard),
            note: format!("{card}, set aside as a premature turn, is back in the stub; the river comes without a burn"),
        });
    }
}

pub(crate) fn four_card_flop(
    s: &mut HandState,
    r: &HouseRules,
    cards: &[Card],
    events: &mut Vec<Event>,
) {
    let rule = r.rule(RuleId::FourCardFlop);
    let shown: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
    match (r.four_card_flop(), <[Card; 4]>::try_from(cards)) {
        (FourCardFlop::FloorPicksBurn, Ok(four)) => {
            for c in four {
                s.seen.insert(c);
            }
            s.procedure.four_flop = Some(four);
            events.push(Event::Ruled {
                rule,
                note: format!(
                    "four-card flop {}: the floor picks one at random as the turn's burn; the other three are the flop",
                    shown.join(" ")
                ),
            });
        }
        _ => {
            events.push(Event::Ruled {
                rule,
                note: format!(
                    "four-card flop {}: all four go back into the stub and the flop is redealt; the burn stays",
                    shown.join(" ")
                ),
            });
        }
    }
}

pub(crate) fn four_flop_picked(
    s: &mut HandState,
    r: &HouseRules,
    four: [Card; 4],
    pick: Card,
    events: &mut Vec<Event>,
) {
    events.push(Event::Burned { card: Some(pick) });
    // The picked card is the turn's burn, already out.
    s.burned = s.burned.max(2);
    let flop: Vec<Card> = four.into_iter().filter(|c| *c != pick).collect();
    for c in &flop {
        s.board[usize::from(s.board_count)] = Some(*c);
        s.board_count += 1;
        s.dealt += 1;
    }
    events.push(Event::Dealt {
        to: None,
        cards: flop.into_iter().map(Some).collect(),
    });
    street_dealt(s, r, events);
}

pub(crate) fn check_extra(s: &HandState, to: Pos, card: Option<Card>) -> Result<(), Refusal> {
    if s.game != Game::Holdem || !dealing_hole_cards(s) {
        return Err((
            RuleId::ExtraHoleCard,
            "an extra hole card is reported while the hole cards are dealt, before any action"
                .into(),
        ));
    }
    if to.index() >= s.n() {
        return Err((RuleId::Dealing, format!("there is no {to} in this hand")));
    }
    super::check_fresh(s.seen, card.into_iter())
}

pub(crate) fn extra(
    s: &mut HandState,
    r: &HouseRules,
    to: Pos,
    card: Option<Card>,
    events: &mut Vec<Event>,
) {
    if let Some(c) = card {
        s.seen.insert(c);
    }
    s.procedure.extra += 1;
    let rule = r.rule(RuleId::ExtraHoleCard);
    if r.extra_card() == ExtraCard::Misdeal || s.procedure.extra >= 2 {
        let note = if s.procedure.extra >= 2 {
            "a second extra hole card in this deal: misdeal".to_string()
        } else {
            format!("{to} was dealt a card too many: misdeal")
        };
        events.push(Event::Ruled { rule, note });
        redeal(s, r, events);
        return;
    }
    // The extra card is the burn for the flop: nobody burns again.
    s.burned = s.burned.max(1);
    events.push(Event::Ruled {
        rule,
        note: format!("the extra card dealt to {to} becomes the burn for the flop"),
    });
}

pub(crate) fn boxed(s: &mut HandState, r: &HouseRules, card: Card, events: &mut Vec<Event>) {
    s.seen.insert(card);
    s.procedure.boxed += 1;
    let rule = r.rule(RuleId::BoxedCard);
    if s.procedure.boxed >= 2 && s.street == 0 && !substantial_action(s, r) {
        events.push(Event::Ruled {
            rule,
            note: "a second boxed card in this deal: misdeal".into(),
        });
        redeal(s, r, events);
        return;
    }
    events.push(Event::Ruled {
        rule,
        note: format!("{card} was face up in the deck: it is set aside and the deal goes on"),
    });
}

pub(crate) fn check_fouled(s: &HandState) -> Result<(), Refusal> {
    if s.phase == Phase::Done {
        return Err((RuleId::FouledDeck, "the hand is over".into()));
    }
    Ok(())
}

pub(crate) fn fouled(s: &mut HandState, r: &HouseRules, events: &mut Vec<Event>) {
    for p in &mut s.players {
        p.stack += p.committed;
        p.committed = Chips::ZERO;
        p.bet = Chips::ZERO;
        p.ante = Chips::ZERO;
    }
    s.phase = Phase::Done;
    s.round.to_act = None;
    s.awarded = Vec::new();
    events.push(Event::Ruled {
        rule: r.rule(RuleId::FouledDeck),
        note: "fouled deck: the hand is void and every chip goes back".into(),
    });
    events.push(Event::Voided);
}

pub(crate) fn check_out_of_turn(s: &HandState, legal: &Legal, pos: Pos) -> Result<(), Refusal> {
    let Next::Player(turn) = legal.next else {
        return Err((RuleId::OutOfTurn, "there is no betting under way".into()));
    };
    if s.phase != Phase::Betting {
        return Err((RuleId::OutOfTurn, "there is no betting under way".into()));
    }
    if pos == turn {
        return Err((
            RuleId::OutOfTurn,
            format!("it is {pos}'s turn: enter the action itself"),
        ));
    }
    if pos.index() >= s.n() || !s.player(pos).can_bet() {
        return Err((
            RuleId::OutOfTurn,
            format!("{pos} has no action in this hand"),
        ));
    }
    if s.procedure.held[pos.index()].is_some() {
        return Err((
            RuleId::OutOfTurn,
            format!("{pos} already has an action held"),
        ));
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
        note: format!(
            "{pos} acted out of turn ({act}): held; it binds when {pos}'s turn comes if the action has not changed"
        ),
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
        HeldAct::BetRaise(to) => legal.raise.is_some_and(|(lo, hi)| lo <= to && to <= hi),
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
    let pos = match legal.next {
        Next::Player(p) => p.to_string(),
        _ => String::new(),
    };
    legal.no_raise = Some((
        RuleId::OutOfTurn,
        format!(
            "{pos}'s out-of-turn {} binds: the action has not changed",
            held.0
        ),
    ));
}

/// Says what became of a held action when the player acted.
pub(crate) fn held_resolved(
    s: &HandState,
    r: &HouseRules,
    pos: Pos,
    held: (HeldAct, Chips),
    action: &Action,
    events: &mut Vec<Event>,
) {
    let note = if binds(s, held) {
        format!(
            "{pos}'s out-of-turn {} binds: the action had not changed",
            held.0
        )
    } else {
        format!(
            "{pos}'s out-of-turn {} does not bind: the action changed, so {pos} had every option and chose {action}",
            held.0
        )
    };
    events.push(Event::Ruled {
        rule: r.rule(RuleId::OutOfTurn),
        note,
    });
}

pub(crate) fn check_kill(s: &HandState, pos: Pos) -> Result<(), Refusal> {
    if s.phase == Phase::Done {
        return Err((RuleId::DeadHand, "the hand is over".into()));
    }
    if pos.index() >= s.n() || s.player(pos).folded {
        return Err((RuleId::DeadHand, format!("{pos} has no live hand")));
    }
    Ok(())
}

pub(crate) fn kill(s: &mut HandState, r: &HouseRules, pos: Pos, events: &mut Vec<Event>) {
    events.push(Event::Ruled {
        rule: r.rule(RuleId::DeadHand),
        note: format!("{pos}'s hand is dead; the chips {pos} put in stay in the pot"),
    });
    if s.phase == Phase::Betting && s.round.to_act == Some(pos) {
        // In turn it is simply a fold, and the turn moves on.
        super::betting::act(s, r, &Action::Fold(pos), events);
        return;
    }
    s.player_mut(pos).folded = true;
    s.procedure.held[pos.index()] = None;
    events.push(Event::Folded { pos });
    if s.in_hand_count() == 1 {
        if s.phase == Phase::Showdown {
            super::showdown::try_finish(s, r, events);
        } else {
            // Bets in front (the blinds, while dealing) are collected first.
            super::betting::end_round(s, r, events, s.phase == Phase::Betting);
        }
    } else if s.phase == Phase::Showdown {
        super::showdown::try_finish(s, r, events);
    } else if s.phase == Phase::Betting {
        // The dead hand may have been the last one the round waited on.
        super::betting::recheck_turn(s, r, events);
    } else if s.phase == Phase::Dealing {
        // It may have been the last hand owed cards this street.
        street_dealt(s, r, events);
    }
}

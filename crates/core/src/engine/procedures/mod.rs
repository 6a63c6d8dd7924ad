//! Dealer procedures that go outside the normal flow: a hole card the dealer
//! exposes, the misdeal with its exact redeal, boxed cards and the fouled deck
//! here; board errors, wrong card counts, stud exposures, a draw's exposed
//! card and wrong counts, and floor rulings in the submodules. Each applies the house rule and says
//! so in a `Ruled` event.

use crate::cards::{Card, CardSet};
use crate::chips::{Chips, Pos};
use crate::engine::dealing::{dealt_next, hole_target, next_place, waiting_up_card};
use crate::engine::event::Event;
use crate::engine::refusal::Refusal;
use crate::engine::state::{HandState, Phase, Procedure};
use crate::engine::{Note, Why};
use crate::rules::{HouseRules, RuleId, SubstantialAction};

mod board;
mod counts;
mod draw;
mod floor;
mod stud;

pub(crate) use board::*;
pub(crate) use counts::*;
pub(crate) use floor::*;

/// Whether the hand has seen substantial action, after which no misdeal is called.
pub(crate) fn substantial_action(s: &HandState, r: &HouseRules) -> bool {
    let p = &s.procedure;
    match r.substantial_action() {
        SubstantialAction::TwoWithChipsOrThree => {
            p.actions >= 3 || (p.actions >= 2 && p.chip_actions >= 1)
        }
        SubstantialAction::TwoPlayersActed => p.actors.len() >= 2,
    }
}

/// Whether the first hole cards are being dealt, or were just dealt with no
/// action taken yet.
pub(crate) fn dealing_hole_cards(s: &HandState) -> bool {
    s.street == 0
        && (s.phase == Phase::Dealing || (s.phase == Phase::Betting && s.procedure.actions == 0))
}

pub(crate) fn check_exposed(
    s: &HandState,
    r: &HouseRules,
    to: Pos,
    card: Card,
) -> Result<(), Refusal> {
    // A card from a hand that is dead is a dead card: nothing to correct.
    if to.index() < s.n() && s.player(to).folded {
        return Err((RuleId::DeadHand, Why::DeadCard { to, card }));
    }
    if draw::in_draw(s) {
        return draw::check_exposed(s, to, card);
    }
    if s.def().deals_up_cards() {
        return stud::check_exposed(s, to, card);
    }
    if to.index() >= s.n() {
        return Err((RuleId::Dealing, Why::NoSuchPlayer { to }));
    }
    let Some(at) = exposed_card(s, to, card, |_| true) else {
        return Err((RuleId::CardsSpeak, Why::NotDealtTo { card, to }));
    };
    if !dealing_hole_cards(s) {
        // Once the betting has begun, an exposure that makes a misdeal is
        // still one until substantial action (TDA 35); nothing else is
        // corrected.
        let first_street = s.street == 0 && s.board_count == 0;
        if first_street && substantial_action(s, r) {
            return Err((RuleId::SubstantialAction, Why::SubstantialExposed { card }));
        }
        if !first_street || s.phase != Phase::Betting {
            return Err((RuleId::ExposedHoleCard, Why::ExposedOutsideDeal));
        }
        if !makes_misdeal(s, to, at) {
            return Err((RuleId::ExposedHoleCard, Why::ExposedPlays { card }));
        }
    }
    Ok(())
}

/// Whether `to` is still owed cards in the deal under way.
pub(super) fn being_dealt(s: &HandState, to: Pos) -> bool {
    s.phase == Phase::Dealing && s.player(to).card_count < hole_target(s)
}

/// Which card a card reported exposed at `to` is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Exposure {
    /// The card `to` holds at this slot.
    Held(usize),
    /// The card coming off the deck now, to `to`, who keeps every card
    /// already held.
    OffTheDeck,
}

/// Which card `card`, reported exposed at `to`, is, among the slots `may`
/// allows: the card itself where it was entered; else, while the next card
/// off the deck goes to `to` face down, that card; else the last card dealt
/// to `to` that nobody saw. `None` when it can be none of them.
pub(super) fn exposed_card(
    s: &HandState,
    to: Pos,
    card: Card,
    may: impl Fn(usize) -> bool,
) -> Option<Exposure> {
    let cards = s.player(to).cards();
    if let Some(i) = (0..cards.len()).find(|i| may(*i) && cards[*i] == Some(card)) {
        return Some(Exposure::Held(i));
    }
    if s.seen.contains(card) {
        return None;
    }
    let next = usize::from(s.player(to).card_count + waiting_up_card(s, to));
    if dealt_next(s) == Some(to) && !s.def().face_up(next) {
        return Some(Exposure::OffTheDeck);
    }
    (0..cards.len())
        .rfind(|i| may(*i) && cards[*i].is_none())
        .map(Exposure::Held)
}

/// The slot of `to`'s cards that `card` was exposed from: a card coming
/// off the deck as it was exposed is dealt to `to` first, in its place.
pub(super) fn exposed_slot(s: &mut HandState, to: Pos, card: Card) -> usize {
    match exposed_card(s, to, card, |_| true) {
        Some(Exposure::Held(i)) => i,
        Some(Exposure::OffTheDeck) | None => {
            let order = next_place(s, to);
            s.player_mut(to).push_card(Some(card), order);
            s.dealt += 1;
            usize::from(s.player(to).card_count) - 1
        }
    }
}

/// Where the exposed card came off the deck.
fn exposed_place(s: &HandState, to: Pos, at: Exposure) -> u8 {
    match at {
        Exposure::Held(i) => s.player(to).deck_order[i],
        Exposure::OffTheDeck => next_place(s, to),
    }
}

/// Whether exposing a card of `to` makes a misdeal: one of the first two
/// cards off the deck, or a second exposed card.
fn makes_misdeal(s: &HandState, to: Pos, at: Exposure) -> bool {
    exposed_place(s, to, at) < 2 || s.procedure.exposed >= 1
}

pub(crate) fn exposed(
    s: &mut HandState,
    r: &HouseRules,
    to: Pos,
    card: Card,
    events: &mut Vec<Event>,
) {
    if draw::in_draw(s) {
        draw::exposed(s, r, to, card, events);
        return;
    }
    if s.def().deals_up_cards() {
        stud::exposed(s, r, to, card, events);
        return;
    }
    let i = exposed_slot(s, to, card);
    s.seen.insert(card);
    s.procedure.exposed += 1;
    let first_two = s.player(to).deck_order[i] < 2;
    let rule = r.rule(RuleId::ExposedHoleCard);
    if first_two || s.procedure.exposed >= 2 {
        let note = if first_two {
            Note::FirstTwoExposed { card, to }
        } else {
            Note::TwoExposed
        };
        events.push(Event::Ruled { rule, note });
        redeal(s, r, events);
        return;
    }
    s.player_mut(to).remove_card(i);
    // The replacement is dealt before any betting.
    s.phase = Phase::Dealing;
    s.round.to_act = None;
    s.procedure.pending_burn = Some(card);
    s.procedure.replacement_for.insert(to);
    events.push(Event::SetAside { pos: to, card });
    events.push(Event::Ruled {
        rule,
        note: Note::ExposedSetAside {
            card,
            to,
            cards: hole_target(s),
        },
    });
}

pub(crate) fn check_misdeal(s: &HandState, r: &HouseRules) -> Result<(), Refusal> {
    if s.phase == Phase::Done {
        return Err((RuleId::Misdeal, Why::HandOver));
    }
    if s.street > 0 || s.board_count > 0 {
        return Err((RuleId::SubstantialAction, Why::FirstStreetOver));
    }
    if substantial_action(s, r) {
        return Err((RuleId::SubstantialAction, Why::SubstantialNoMisdeal));
    }
    Ok(())
}

pub(crate) fn misdeal(s: &mut HandState, r: &HouseRules, events: &mut Vec<Event>) {
    redeal(s, r, events);
}

/// Puts the hand back as it was posted, for an exact redeal, and says so
/// under the misdeal rule (TDA 35-C) whatever called the misdeal.
pub(crate) fn redeal(s: &mut HandState, r: &HouseRules, events: &mut Vec<Event>) {
    events.push(Event::Ruled {
        rule: r.rule(RuleId::Misdeal),
        note: Note::Misdeal,
    });
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
    s.burn_cards = CardSet::EMPTY;
    s.burns_back = 0;
    s.common_card = false;
    s.procedure = Procedure {
        misdeals: s.procedure.misdeals + 1,
        ..Procedure::default()
    };
    events.push(Event::Misdealt);
}

pub(crate) fn boxed(s: &mut HandState, r: &HouseRules, card: Card, events: &mut Vec<Event>) {
    s.seen.insert(card);
    s.procedure.boxed += 1;
    let rule = r.rule(RuleId::BoxedCard);
    if s.procedure.boxed >= 2 && s.street == 0 && !substantial_action(s, r) {
        events.push(Event::Ruled {
            rule,
            note: Note::SecondBoxed,
        });
        redeal(s, r, events);
        return;
    }
    events.push(Event::Ruled {
        rule,
        note: Note::Boxed { card },
    });
}

pub(crate) fn check_fouled(s: &HandState) -> Result<(), Refusal> {
    if s.phase == Phase::Done {
        return Err((RuleId::FouledDeck, Why::HandOver));
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
        note: Note::FouledDeck,
    });
    events.push(Event::Voided);
}

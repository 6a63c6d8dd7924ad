//! Stud cards the dealer exposes: one of a player's first two down cards
//! (it becomes the up card, or a misdeal) and a seventh-street card (it plays,
//! or is replaced), each by the house's procedure.

use crate::cards::Card;
use crate::chips::Pos;
use crate::engine::dealing::place_exposed_up;
use crate::engine::event::Event;
use crate::engine::refusal::Refusal;
use crate::engine::state::{HandState, Phase};
use crate::engine::{Note, Why};
use crate::rules::{ExposedDownCard, ExposedSeventh, HouseRules, RuleId};

use super::{Exposure, exposed_card, exposed_slot};

/// The last street, when each player's seventh card is dealt.
const SEVENTH: u8 = 4;

pub(crate) fn check_exposed(s: &HandState, to: Pos, card: Card) -> Result<(), Refusal> {
    if to.index() >= s.n() || s.player(to).folded {
        return Err((RuleId::Dealing, Why::NoLiveHand { pos: to }));
    }
    // A down card exposed as it is dealt, before the player's cards are
    // entered, is the next card of theirs.
    let Some(at) = exposed_card(s, to, card, |_| true) else {
        return Err((RuleId::CardsSpeak, Why::NotDealtTo { card, to }));
    };
    let i = match at {
        Exposure::Held(i) => i,
        Exposure::OffTheDeck => usize::from(s.player(to).card_count),
    };
    let p = s.player(to);
    if s.street == 0 && s.phase == Phase::Dealing && i < 2 && p.card_count <= 2 {
        return Ok(());
    }
    if s.street == SEVENTH && i == 6 && !s.common_card {
        let before_action = s.phase == Phase::Dealing
            || (s.phase == Phase::Betting && s.procedure.street_actions == 0);
        if before_action {
            return Ok(());
        }
        return Err((RuleId::ExposedSeventhCard, Why::SeventhBettingBegun));
    }
    Err((RuleId::ExposedStudCard, Why::StudExposedPlays { to, card }))
}

pub(crate) fn exposed(
    s: &mut HandState,
    r: &HouseRules,
    to: Pos,
    card: Card,
    events: &mut Vec<Event>,
) {
    let i = exposed_slot(s, to, card);
    s.seen.insert(card);
    if s.street == SEVENTH {
        seventh(s, r, to, card, i, events);
        return;
    }
    s.procedure.exposed += 1;
    let rule = r.rule(RuleId::ExposedStudCard);
    if r.exposed_stud_card() == ExposedDownCard::Misdeal || s.procedure.exposed >= 2 {
        let note = if s.procedure.exposed >= 2 {
            Note::SecondDownExposed
        } else {
            Note::DownExposedMisdeal { card, to }
        };
        events.push(Event::Ruled { rule, note });
        super::redeal(s, r, events);
        return;
    }
    let order = s.player(to).deck_order[i];
    s.player_mut(to).remove_card(i);
    s.procedure.exposed_up = Some((to, card, order));
    events.push(Event::Ruled {
        rule,
        note: Note::DownExposedUp { card, to },
    });
    // A player who already had both down cards now has the up card too.
    place_exposed_up(s, to);
}

fn seventh(
    s: &mut HandState,
    r: &HouseRules,
    to: Pos,
    card: Card,
    i: usize,
    events: &mut Vec<Event>,
) {
    let rule = r.rule(RuleId::ExposedSeventhCard);
    match r.exposed_seventh_card() {
        ExposedSeventh::Plays => {
            s.player_mut(to).cards[i] = Some(card);
            events.push(Event::Ruled {
                rule,
                note: Note::SeventhPlays { card, to },
            });
        }
        ExposedSeventh::Replaced => {
            s.player_mut(to).remove_card(i);
            s.procedure.replacement_for.insert(to);
            // The replacement comes before any betting.
            s.phase = Phase::Dealing;
            s.round.to_act = None;
            events.push(Event::SetAside { pos: to, card });
            events.push(Event::Ruled {
                rule,
                note: Note::SeventhReplaced { card, to },
            });
        }
    }
}

//! The dealer's steps: which cards go where next, checking what is dealt, and
//! moving from dealing to betting.

use crate::cards::{Card, CardSet};
use crate::chips::Pos;
use crate::engine::event::Event;
use crate::engine::legal::{DealStep, Legal};
use crate::engine::refusal::{Refusal, check_fresh};
use crate::engine::state::HandState;
use crate::engine::then::Then;
use crate::engine::{Dealt, Note, Wait, Why};
use crate::rules::{HouseRules, RuleId};

/// How many cards each player holds once the current street is dealt.
pub(crate) fn hole_target(s: &HandState) -> u8 {
    s.def().hole_through(s.street)
}

/// The short stub at stud's seventh street (TDA RP-10-H, WSOP 232): as the
/// street begins, when the stub cannot give a burn, a card to every player
/// still in and the house's spare cards (`stud_short_stub`), the earlier
/// burns are returned to it and it is scrambled (a ruling; the seen burns may
/// be dealt again); if it is still short of that count, the street comes as
/// one common card for everyone (`stud_common_card`).
pub(crate) fn seventh_street_stub(s: &mut HandState, r: &HouseRules, events: &mut Vec<Event>) {
    if !s.def().deals_up_cards() || s.street != s.last_street() {
        return;
    }
    let players = s.in_hand_count();
    let spare = usize::from(r.stud_short_stub());
    let need = players + 1 + spare;
    // The street's own burn is still to come: the burns so far are one
    // fewer than the street number when they are not entered.
    let so_far = if s.record_burns {
        s.burned
    } else {
        s.street - 1
    };
    let stub = s
        .def()
        .deck_size()
        .saturating_sub(usize::from(s.dealt) + usize::from(so_far - s.burns_back));
    if stub >= need {
        return;
    }
    let burns = so_far - s.burns_back;
    s.burns_back = so_far;
    for c in s.burn_cards.iter() {
        s.seen.remove(c);
    }
    s.burn_cards = CardSet::EMPTY;
    let with_burns = s.def().deck_size().saturating_sub(usize::from(s.dealt));
    events.push(Event::Ruled {
        rule: r.rule(RuleId::StudShortStub),
        note: Note::StudShortStub {
            stub,
            need,
            players,
            spares: spare,
            burns,
            cards: with_burns,
        },
    });
    s.common_card = with_burns < need;
    if s.common_card {
        events.push(Event::Ruled {
            rule: r.rule(RuleId::StudCommonCard),
            note: Note::StudCommonCard {
                cards: with_burns,
                need,
                players,
            },
        });
    }
}

fn stud_common_card(s: &HandState) -> bool {
    s.common_card
}

/// The next dealing step of the current street, or `None` when it is dealt.
pub(crate) fn next_step(s: &HandState) -> Option<DealStep> {
    if s.procedure.four_flop.is_some()
        || s.procedure.scrambled.is_some()
        || (s.record_burns && s.burned < s.street)
    {
        return Some(DealStep::Burn);
    }
    step_after_burn(s)
}

/// The next dealing step of the current street once the burns due are off
/// the deck, or `None` when nothing more is dealt.
pub(crate) fn step_after_burn(s: &HandState) -> Option<DealStep> {
    let board_target = s.def().board_through(s.street) + u8::from(stud_common_card(s));
    if s.board_count < board_target {
        return Some(DealStep::Board {
            count: board_target - s.board_count,
        });
    }
    let street = s.def().street(s.street);
    let hole_street = (!street.hole.is_empty() || street.draw) && !stud_common_card(s);
    if !hole_street {
        return None;
    }
    let target = hole_target(s);
    // A replacement for an exposed card comes after everyone else is dealt.
    let last = s.procedure.replacement_for;
    // A stud down card exposed in the deal waits to be the up card: the
    // player is dealt one card fewer until it is placed.
    let owed = |pos: Pos, held: u8| target.saturating_sub(held + waiting_up_card(s, pos));
    // A draw's replacements go round in turn; a first deal goes round by
    // the card, the fewest held first.
    let draw = s.def().street(s.street).draw;
    s.in_hand()
        .filter(|(pos, p)| owed(*pos, p.card_count) > 0)
        .min_by_key(|(pos, p)| {
            let by_card = if draw { 0 } else { p.card_count };
            (last.contains(*pos), by_card, *pos)
        })
        .map(|(to, p)| DealStep::Hole {
            to,
            count: owed(to, p.card_count),
        })
}

/// Where the next card dealt to `to` comes off the deck (0 for the first).
/// The first deal goes round the table a card at a time from the dealer's
/// left, so a player's `i`th card there is the `i * n + pos`th off the deck
/// however the cards are entered, one by one or a player's at once; a
/// replacement and every later card come in the order entered.
pub(crate) fn next_place(s: &HandState, to: Pos) -> u8 {
    let held = s.player(to).card_count + waiting_up_card(s, to);
    let first_deal = s.street == 0 && !s.procedure.replacement_for.contains(to);
    if first_deal && held < hole_target(s) {
        // At most 7 cards to 10 players: the place fits in a byte.
        held * s.n() as u8 + to.0
    } else {
        s.dealt + s.burned
    }
}

/// The player the next card off the deck goes to, while a hand's cards are
/// dealt (`None` when a burn, the board or a bet comes next).
pub(crate) fn dealt_next(s: &HandState) -> Option<Pos> {
    if s.phase != crate::engine::state::Phase::Dealing {
        return None;
    }
    match next_step(s) {
        Some(DealStep::Hole { to, .. }) => Some(to),
        _ => None,
    }
}

pub(crate) fn check_hole(
    s: &HandState,
    legal: &Legal,
    to: Pos,
    cards: &[Option<Card>],
) -> Result<(), Refusal> {
    let Some(DealStep::Hole { to: want, count }) = step_of(legal) else {
        return Err((wrong_step_rule(legal), not_now(legal, Dealt::Hole)));
    };
    if to != want {
        return Err((RuleId::Dealing, Why::WrongSeat { want, to }));
    }
    if cards.is_empty() || cards.len() > usize::from(count) {
        return Err((
            RuleId::Dealing,
            Why::HoleCount {
                to,
                count,
                given: cards.len(),
            },
        ));
    }
    check_fresh(s, cards.iter().flatten().copied())
}

pub(crate) fn check_board(s: &HandState, legal: &Legal, cards: &[Card]) -> Result<(), Refusal> {
    let Some(DealStep::Board { count }) = step_of(legal) else {
        return Err((wrong_step_rule(legal), not_now(legal, Dealt::Board)));
    };
    let four_card_flop = s.def().has_board() && s.board_count == 0 && cards.len() == 4;
    if cards.is_empty() || (cards.len() > usize::from(count) && !four_card_flop) {
        return Err((
            RuleId::Dealing,
            Why::BoardCount {
                count,
                given: cards.len(),
            },
        ));
    }
    check_fresh(s, cards.iter().copied())
}

pub(crate) fn check_burn(s: &HandState, legal: &Legal, card: Option<Card>) -> Result<(), Refusal> {
    if let Some(four) = s.procedure.four_flop {
        return match card {
            Some(c) if four.contains(&c) => Ok(()),
            _ => Err((
                RuleId::FourCardFlop,
                Why::FourFlopBurn {
                    cards: four.to_vec(),
                },
            )),
        };
    }
    if let Some(three) = s.procedure.scrambled {
        return match card {
            Some(c) if three.contains(&c) => Ok(()),
            _ => Err((
                RuleId::BurnError,
                Why::ScrambledBurn {
                    cards: three.to_vec(),
                },
            )),
        };
    }
    if step_of(legal) != Some(DealStep::Burn) {
        let rule = if legal.why.contains(&RuleId::AllInFaceUp) {
            RuleId::AllInFaceUp
        } else if s.record_burns {
            RuleId::Burns
        } else {
            RuleId::Dealing
        };
        return Err((rule, not_now(legal, Dealt::Burn)));
    }
    check_fresh(s, card.into_iter())
}

pub(crate) fn burn(s: &mut HandState, card: Option<Card>, events: &mut Vec<Event>) {
    if let Some(c) = card {
        s.seen.insert(c);
        s.burn_cards.insert(c);
    }
    s.burned += 1;
    events.push(Event::Burned { card });
}

/// The rule to cite when the dealer does the wrong step: the burn rule when a
/// burn is due, else the dealing rule.
fn wrong_step_rule(legal: &Legal) -> RuleId {
    if step_of(legal) == Some(DealStep::Burn) {
        RuleId::Burns
    } else if legal.why.contains(&RuleId::AllInFaceUp) {
        RuleId::AllInFaceUp
    } else {
        RuleId::Dealing
    }
}

fn step_of(legal: &Legal) -> Option<DealStep> {
    match legal.next {
        crate::engine::Next::Dealer(step) => Some(step),
        _ => None,
    }
}

fn not_now(legal: &Legal, what: Dealt) -> Why {
    let wait = match legal.next {
        crate::engine::Next::Dealer(DealStep::Hole { to, count }) => Wait::Hole { to, count },
        crate::engine::Next::Dealer(DealStep::Board { count }) => Wait::Board { count },
        crate::engine::Next::Dealer(DealStep::Burn) => Wait::Burn,
        crate::engine::Next::Player(pos) if legal.why.contains(&RuleId::AllInFaceUp) => {
            Wait::FaceUp { pos }
        }
        crate::engine::Next::Player(pos) => Wait::Action { pos },
        crate::engine::Next::Done => Wait::Over,
    };
    Why::NotNow { what, wait }
}

pub(crate) fn deal_hole(
    s: &mut HandState,
    to: Pos,
    cards: &[Option<Card>],
    events: &mut Vec<Event>,
) -> Then {
    for &c in cards {
        if let Some(c) = c {
            s.seen.insert(c);
        }
        let order = next_place(s, to);
        s.player_mut(to).push_card(c, order);
        s.dealt += 1;
    }
    events.push(Event::Dealt {
        to: Some(to),
        cards: cards.to_vec(),
    });
    place_exposed_up(s, to);
    if s.player(to).card_count >= hole_target(s) {
        s.procedure.replacement_for.remove(to);
    }
    Then::StreetDealt
}

/// Puts cards face up on the board, in order.
pub(crate) fn put_on_board(s: &mut HandState, cards: &[Card], events: &mut Vec<Event>) {
    for &c in cards {
        s.seen.insert(c);
        s.board[usize::from(s.board_count)] = Some(c);
        s.board_count += 1;
        s.dealt += 1;
    }
    events.push(Event::Dealt {
        to: None,
        cards: cards.iter().copied().map(Some).collect(),
    });
}

/// Puts an exposed down card back as the player's up card once their two
/// down cards are dealt.
pub(crate) fn place_exposed_up(s: &mut HandState, to: Pos) {
    if let Some((pos, card, order)) = s.procedure.exposed_up
        && pos == to
        && s.player(to).card_count == 2
    {
        s.player_mut(to).push_card(Some(card), order);
        s.procedure.exposed_up = None;
    }
}

/// How many cards `pos` holds once the street is dealt, less an exposed down
/// card waiting to become the up card.
pub(crate) fn waiting_up_card(s: &HandState, pos: Pos) -> u8 {
    u8::from(s.procedure.exposed_up.is_some_and(|(p, ..)| p == pos))
}

//! Board procedures: premature board cards, the four-card flop, and a street
//! dealt without a burn (scrambled and the burn drawn, put back in order, or
//! reshuffled) or after two, each by the house's chosen procedure.

use crate::cards::Card;
use crate::engine::DealStep;
use crate::engine::dealing::{self, next_step, put_on_board};
use crate::engine::event::Event;
use crate::engine::refusal::Refusal;
use crate::engine::state::{HandState, Phase};
use crate::engine::then::Then;
use crate::engine::{FlopProcedure, Note, Why};
use crate::rules::{BurnError, FourCardFlop, HouseRules, PrematureCard, RuleId};

/// How many board cards the next street takes.
fn next_street_cards(s: &HandState) -> usize {
    match s.street {
        0 => 3,
        _ => 1,
    }
}

pub(crate) fn check_premature(s: &HandState, cards: &[Card]) -> Result<(), Refusal> {
    if !s.def().has_board() {
        return Err((
            RuleId::Dealing,
            Why::FlopGameOnly {
                what: FlopProcedure::Premature,
                game: s.game(),
            },
        ));
    }
    if s.phase != Phase::Betting || s.street >= 3 {
        return Err((RuleId::PrematureCard, Why::PrematureWhen));
    }
    let want = next_street_cards(s);
    if cards.is_empty() || cards.len() > want {
        return Err((
            RuleId::PrematureCard,
            Why::StreetCount {
                want,
                given: cards.len(),
            },
        ));
    }
    crate::engine::refusal::check_fresh(s, cards.iter().copied())
}

pub(crate) fn premature(
    s: &mut HandState,
    r: &HouseRules,
    cards: &[Card],
    events: &mut Vec<Event>,
) {
    let next = s.street + 1;
    let rule = r.rule(RuleId::PrematureCard);
    if next == 2 && r.premature_card() == PrematureCard::SetAside {
        s.procedure.set_aside = cards.first().copied();
        for c in cards {
            s.seen.insert(*c);
        }
        events.push(Event::Ruled {
            rule,
            note: Note::PrematureTurn {
                cards: cards.to_vec(),
            },
        });
        return;
    }
    // The burn already dealt stays as the street's burn; the cards go back.
    s.burned = s.burned.max(next);
    events.push(Event::Ruled {
        rule,
        note: Note::PrematureBack {
            cards: cards.to_vec(),
        },
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
            note: Note::PrematureTurnBack { card },
        });
    }
}

fn four_card_flop(s: &mut HandState, r: &HouseRules, cards: &[Card], events: &mut Vec<Event>) {
    let rule = r.rule(RuleId::FourCardFlop);
    match (r.four_card_flop(), <[Card; 4]>::try_from(cards)) {
        (FourCardFlop::FloorPicksBurn, Ok(four)) => {
            for c in four {
                s.seen.insert(c);
            }
            s.procedure.four_flop = Some(four);
            events.push(Event::Ruled {
                rule,
                note: Note::FourFlopPick {
                    cards: cards.to_vec(),
                },
            });
        }
        _ => {
            events.push(Event::Ruled {
                rule,
                note: Note::FourFlopRedeal {
                    cards: cards.to_vec(),
                },
            });
        }
    }
}

/// A burn entered: the floor's pick of a four-card flop's burn, the burn
/// drawn among three flop cards dealt without one, or a burn as usual.
pub(crate) fn burn(
    s: &mut HandState,
    r: &HouseRules,
    card: Option<Card>,
    events: &mut Vec<Event>,
) -> Then {
    if let (Some(four), Some(pick)) = (s.procedure.four_flop.take(), card) {
        return four_flop_picked(s, four, pick, events);
    }
    if let (Some(three), Some(pick)) = (s.procedure.scrambled.take(), card) {
        return scrambled_burn_drawn(s, r, three, pick, events);
    }
    dealing::burn(s, card, events);
    // A draw's burn with no replacements owed ends the street's dealing.
    Then::StreetDealt
}

/// Board cards entered: four for a flop is the four-card flop procedure.
pub(crate) fn deal_board(
    s: &mut HandState,
    r: &HouseRules,
    cards: &[Card],
    events: &mut Vec<Event>,
) -> Then {
    if cards.len() == 4 {
        four_card_flop(s, r, cards, events);
        return Then::Stay;
    }
    put_on_board(s, cards, events);
    Then::StreetDealt
}

fn four_flop_picked(
    s: &mut HandState,
    four: [Card; 4],
    pick: Card,
    events: &mut Vec<Event>,
) -> Then {
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
    Then::StreetDealt
}

/// Board cards already out before the current street, and those it adds.
fn street_board(s: &HandState) -> (u8, u8) {
    match s.street {
        1 => (0, 3),
        2 => (3, 1),
        _ => (4, 1),
    }
}

/// Whether the street's burn is due or just made, its board cards not yet
/// dealt: the moment a missing or second burn is found.
fn burn_error_check(s: &HandState, burned: bool) -> Result<(), Refusal> {
    // A record without burns has no burn step: a missed burn is reported
    // when the street's cards are due, and a double burn cannot be.
    let burn_state = if s.record_burns {
        (s.burned >= s.street) == burned
    } else {
        !burned
    };
    let fits = s.def().has_board()
        && s.phase == Phase::Dealing
        && (1..=3).contains(&s.street)
        && s.procedure.four_flop.is_none()
        && s.procedure.scrambled.is_none()
        && s.board_count == street_board(s).0
        && burn_state;
    if fits {
        return Ok(());
    }
    let rule = if s.def().has_board() {
        RuleId::BurnError
    } else {
        RuleId::Burns
    };
    let stands = s.def().has_board() && s.phase == Phase::Betting && s.board_count > 0;
    Err((rule, Why::BurnErrorWhen { burned, stands }))
}

pub(crate) fn check_no_burn(s: &HandState, cards: &[Option<Card>]) -> Result<(), Refusal> {
    burn_error_check(s, false)?;
    let due = match next_step(s) {
        Some(DealStep::Burn) => true,
        Some(DealStep::Board { .. }) => !s.record_burns,
        _ => false,
    };
    if !due {
        return Err((RuleId::BurnError, Why::NoBurnDue));
    }
    let want = usize::from(street_board(s).1);
    if cards.len() != want {
        return Err((
            RuleId::BurnError,
            Why::StreetCount {
                want,
                given: cards.len(),
            },
        ));
    }
    let named = cards.iter().filter(|c| c.is_some()).count();
    if named != 0 && named != cards.len() {
        return Err((RuleId::BurnError, Why::NameAllOrNone));
    }
    crate::engine::refusal::check_fresh(s, cards.iter().flatten().copied())
}

pub(crate) fn no_burn(
    s: &mut HandState,
    r: &HouseRules,
    cards: &[Option<Card>],
    events: &mut Vec<Event>,
) {
    let rule = r.rule(RuleId::BurnError);
    let flop = cards.len() == 3;
    let exposed: Vec<Card> = cards.iter().flatten().copied().collect();
    let count = cards.len();
    let mut rule_that = |note: Note| {
        events.push(Event::Ruled {
            rule: rule.clone(),
            note,
        })
    };
    match (
        r.burn_error(),
        flop,
        <[Card; 3]>::try_from(exposed.as_slice()),
    ) {
        (BurnError::Reshuffle, _, _) | (BurnError::RestoreOrder, true, Ok(_)) => {
            rule_that(Note::NoBurnReshuffle {
                cards: exposed.clone(),
                count,
                exposed_flop: r.burn_error() == BurnError::RestoreOrder,
            });
        }
        (BurnError::ScrambleDraw, true, Ok(three)) => {
            for c in three {
                s.seen.insert(c);
            }
            s.procedure.scrambled = Some(three);
            rule_that(Note::NoBurnScramble {
                cards: three.to_vec(),
            });
        }
        (BurnError::ScrambleDraw, true, Err(_)) => rule_that(Note::FlopDownScramble),
        (BurnError::RestoreOrder, true, Err(_)) => {
            rule_that(Note::FlopDownFirstBurn);
            s.burned += 1;
            events.push(Event::Burned { card: None });
        }
        // A turn or river card: the card dealt is the burn (the one card
        // scrambled is the one drawn), and the next card is the street's.
        (BurnError::RestoreOrder | BurnError::ScrambleDraw, false, _) => {
            let card = cards.first().copied().flatten();
            if let Some(c) = card {
                s.seen.insert(c);
            }
            rule_that(Note::NoBurnIsBurn {
                cards: exposed.clone(),
                count,
            });
            s.burned += 1;
            events.push(Event::Burned { card });
        }
    }
}

/// The dealer drew the burn among three flop cards dealt without one: the
/// other two go on the board and the stub completes the flop (TDA 39-B).
fn scrambled_burn_drawn(
    s: &mut HandState,
    r: &HouseRules,
    three: [Card; 3],
    pick: Card,
    events: &mut Vec<Event>,
) -> Then {
    s.burned += 1;
    s.burn_cards.insert(pick);
    events.push(Event::Burned { card: Some(pick) });
    let stay: Vec<Card> = three.into_iter().filter(|c| *c != pick).collect();
    events.push(Event::Ruled {
        rule: r.rule(RuleId::BurnError),
        note: Note::BurnDrawn {
            card: pick,
            stay: stay.clone(),
        },
    });
    put_on_board(s, &stay, events);
    Then::StreetDealt
}

pub(crate) fn check_double_burn(
    s: &HandState,
    r: &HouseRules,
    card: Option<Card>,
) -> Result<(), Refusal> {
    burn_error_check(s, true)?;
    if card.is_none() && r.burn_error() == BurnError::RestoreOrder {
        return Err((RuleId::BurnError, Why::NameSecondBurn));
    }
    crate::engine::refusal::check_fresh(s, card.into_iter())
}

pub(crate) fn double_burn(
    s: &mut HandState,
    r: &HouseRules,
    card: Option<Card>,
    events: &mut Vec<Event>,
) -> Then {
    let rule = r.rule(RuleId::BurnError);
    match (r.burn_error(), card) {
        (BurnError::RestoreOrder, Some(c)) => {
            events.push(Event::Ruled {
                rule,
                note: Note::SecondBurnFirst { card: c },
            });
            put_on_board(s, &[c], events);
            Then::StreetDealt
        }
        _ => {
            events.push(Event::Ruled {
                rule,
                note: Note::SecondBurnBack,
            });
            Then::Stay
        }
    }
}

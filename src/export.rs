//! PokerStars-style hand text, the format hand trackers and study tools
//! import. `to_pokerstars` writes one reviewed hand: seats, forced bets, each
//! street's actions, the showdown and the summary. Hole cards appear only for
//! players who showed them; stud up cards always appear.

use std::fmt::Write;

use crate::cards::Card;
use crate::chips::{Chips, Pos};
use crate::engine::{Action, Event, Forced, HandState};
use crate::review::HandReview;
use crate::rules::{Game, Split, Structure};

fn cards_text(cards: &[Option<Card>]) -> String {
    cards
        .iter()
        .map(|c| c.map_or_else(|| "??".to_string(), |c| c.to_string()))
        .collect::<Vec<_>>()
        .join(" ")
}

fn game_name(r: &HandReview) -> String {
    let s = &r.rules;
    match s.game {
        Game::Holdem => {
            let structure = match s.structure {
                Structure::NoLimit => "No Limit",
                Structure::PotLimit => "Pot Limit",
                Structure::FixedLimit => "Limit",
            };
            let (small, big) = blinds(r);
            format!("Hold'em {structure} ({small}/{big})")
        }
        Game::Stud => {
            let hilo = if s.split == Split::HiLo8 {
                " Hi/Lo"
            } else {
                ""
            };
            format!(
                "7 Card Stud{hilo} Limit ({}/{})",
                r.spec.small_bet, r.spec.big_bet
            )
        }
    }
}

/// The two blinds of the hand (small, big), from the spec.
fn blinds(r: &HandReview) -> (Chips, Chips) {
    let mut posted: Vec<Chips> = r
        .spec
        .blinds
        .iter()
        .copied()
        .filter(|b| !b.is_zero())
        .collect();
    posted.sort();
    (
        posted.first().copied().unwrap_or_default(),
        posted.get(1).copied().unwrap_or_default(),
    )
}

/// Writes the hand in PokerStars-style text. `table` names the table.
pub fn to_pokerstars(r: &HandReview, table: &str) -> String {
    let mut out = String::new();
    let name = |p: Pos| r.names[p.index()].clone();
    let _ = writeln!(
        out,
        "PokerStars Hand #{}:  {} - {} UTC",
        r.id.0,
        game_name(r),
        r.started_at.format("%Y/%m/%d %H:%M:%S")
    );
    let _ = writeln!(
        out,
        "Table '{table}' 10-max Seat #{} is the button",
        r.button.0
    );
    for (i, seat) in r.seats.iter().enumerate() {
        let _ = writeln!(
            out,
            "Seat {}: {} ({} in chips)",
            seat.0, r.names[i], r.spec.stacks[i]
        );
    }
    let shown: Vec<bool> = (0..r.seats.len())
        .map(|i| {
            r.actions
                .iter()
                .any(|a| matches!(a, Action::Show { pos, .. } if pos.index() == i))
        })
        .collect();
    let (small, big) = blinds(r);
    let mut state = r.start.clone();
    // Forced bets as posted.
    for (i, p) in r.start.players().iter().enumerate() {
        if !p.ante.is_zero() {
            let _ = writeln!(out, "{}: posts the ante {}", r.names[i], p.ante);
        }
    }
    let mut posting: Vec<(usize, &crate::engine::Player)> =
        r.start.players().iter().enumerate().collect();
    posting.sort_by_key(|(_, p)| p.blind);
    for (i, p) in posting {
        if !p.bet.is_zero() {
            let kind = if p.blind == small && small < big {
                "small blind"
            } else if p.blind <= big {
                "big blind"
            } else {
                "straddle"
            };
            let _ = writeln!(out, "{}: posts {kind} {}", r.names[i], p.bet);
        }
    }
    if r.rules.game == Game::Holdem {
        out.push_str("*** HOLE CARDS ***\n");
    }
    let mut board: Vec<Option<Card>> = Vec::new();
    let mut street_header = 0u8;
    let mut collected: Vec<(Pos, Chips, usize, usize)> = Vec::new();
    let mut showdown = false;
    for action in &r.actions {
        let before = state.clone();
        let Ok(events) = state.play(&r.rules, action) else {
            break;
        };
        if r.rules.game == Game::Stud && before.street() != state.street() {
            street_header = 0;
        }
        for e in &events {
            if matches!(e, Event::Shown { .. } | Event::Mucked { .. }) && !showdown {
                out.push_str("*** SHOW DOWN ***\n");
                showdown = true;
            }
            write_event(
                &mut out,
                r,
                &before,
                &state,
                e,
                &shown,
                &mut board,
                &mut street_header,
                &mut collected,
            );
        }
    }
    let pots = state.awarded();
    for (p, amount, pot, of) in &collected {
        let which = if *of <= 1 {
            "pot".to_string()
        } else if *pot == 0 {
            "main pot".to_string()
        } else {
            format!("side pot-{pot}")
        };
        let _ = writeln!(out, "{} collected {amount} from {which}", name(*p));
    }
    out.push_str("*** SUMMARY ***\n");
    let total: Chips = pots.iter().map(|p| p.amount).sum();
    let _ = writeln!(out, "Total pot {total} | Rake 0");
    if !board.is_empty() {
        let _ = writeln!(out, "Board [{}]", cards_text(&board));
    }
    for (i, seat) in r.seats.iter().enumerate() {
        let pos = Pos(i as u8);
        let won: Chips = pots
            .iter()
            .flat_map(|p| p.awards.iter())
            .filter(|(p, _)| *p == pos)
            .map(|(_, c)| *c)
            .sum();
        let p = &state.players()[i];
        let what = if p.folded {
            "folded".to_string()
        } else if shown[i] {
            format!("showed [{}]", cards_text(p.cards()))
        } else if p.mucked {
            "mucked".to_string()
        } else {
            "did not show".to_string()
        };
        let result = if won.is_zero() {
            String::new()
        } else {
            format!(" and won ({won})")
        };
        let button = if *seat == r.button { " (button)" } else { "" };
        let _ = writeln!(
            out,
            "Seat {}: {}{button} {what}{result}",
            seat.0, r.names[i]
        );
    }
    out
}

#[allow(clippy::too_many_arguments)]
fn write_event(
    out: &mut String,
    r: &HandReview,
    before: &HandState,
    after: &HandState,
    e: &Event,
    shown: &[bool],
    board: &mut Vec<Option<Card>>,
    street_header: &mut u8,
    collected: &mut Vec<(Pos, Chips, usize, usize)>,
) {
    let name = |p: Pos| r.names[p.index()].clone();
    match e {
        Event::Dealt { to: None, cards } => {
            let old = cards_text(board);
            board.extend(cards.iter().copied());
            let new = cards_text(cards);
            let header = match board.len() {
                3 => format!("*** FLOP *** [{new}]"),
                4 => format!("*** TURN *** [{old}] [{new}]"),
                5 => format!("*** RIVER *** [{old}] [{new}]"),
                _ => format!("*** COMMUNITY CARD *** [{new}]"),
            };
            let _ = writeln!(out, "{header}");
        }
        Event::Dealt { to: Some(p), cards } if r.rules.game == Game::Stud => {
            if *street_header == 0 {
                let street = ["3rd", "4th", "5th", "6th", "7th"]
                    .get(usize::from(after.street_index()))
                    .copied()
                    .unwrap_or("7th");
                let _ = writeln!(out, "*** {street} STREET ***");
                *street_header = 1;
            }
            let held = &after.players()[p.index()];
            let first = held.cards().len() - cards.len();
            // Only what the table saw: up cards, and every card of a hand later shown.
            let visible: Vec<Option<Card>> = cards
                .iter()
                .enumerate()
                .filter(|(k, c)| {
                    c.is_some() && ((2..=5).contains(&(first + k)) || shown[p.index()])
                })
                .map(|(_, c)| *c)
                .collect();
            if !visible.is_empty() {
                let _ = writeln!(out, "Dealt to {} [{}]", name(*p), cards_text(&visible));
            }
        }
        Event::Posted {
            pos,
            kind: Forced::BringIn,
            amount,
        } => {
            let _ = writeln!(out, "{}: brings in for {amount}", name(*pos));
        }
        Event::Folded { pos } => {
            let _ = writeln!(out, "{}: folds", name(*pos));
        }
        Event::Checked { pos } => {
            let _ = writeln!(out, "{}: checks", name(*pos));
        }
        Event::Called {
            pos,
            amount,
            all_in,
        } => {
            let tail = if *all_in { " and is all-in" } else { "" };
            let _ = writeln!(out, "{}: calls {amount}{tail}", name(*pos));
        }
        Event::Raised {
            pos, to, all_in, ..
        } => {
            let top = before.bets().into_iter().max().unwrap_or_default();
            let tail = if *all_in { " and is all-in" } else { "" };
            let line = if top.is_zero() {
                format!("bets {to}")
            } else if r.rules.game == Game::Stud
                && before.street_index() == 0
                && *to <= r.spec.small_bet
            {
                format!("completes it to {to}")
            } else {
                format!("raises {} to {to}", *to - top)
            };
            let _ = writeln!(out, "{}: {line}{tail}", name(*pos));
        }
        Event::Returned { pos, amount } => {
            let _ = writeln!(out, "Uncalled bet ({amount}) returned to {}", name(*pos));
        }
        Event::Shown { pos, cards } => {
            let _ = writeln!(out, "{}: shows [{}]", name(*pos), cards_text(cards));
        }
        Event::Mucked { pos } => {
            let _ = writeln!(out, "{}: mucks hand", name(*pos));
        }
        Event::Awarded { pot, shares, .. } => {
            let of = after.awarded().len();
            for (p, c) in shares {
                if !c.is_zero() {
                    collected.push((*p, *c, *pot, of));
                }
            }
        }
        _ => {}
    }
}

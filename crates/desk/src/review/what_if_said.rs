//! A what-if beside the record in the reader's language, chip by chip per
//! player, with the pots and awards of both; and as JSON for programs.

use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::{AwardedPot, HandState};
use dealerdesk_i18n::{Args, Words};
use serde_json::{Value, json};

use super::HandReview;
use super::what_if::{Replayed, Stop, WhatIf};
use crate::speak::{self, Players, player};

/// `chips` as a signed change: "+150", "−40", "0".
fn change(words: Words, before: Chips, after: Chips) -> String {
    match after.0.cmp(&before.0) {
        std::cmp::Ordering::Greater => format!("+{}", words.number(after.0 - before.0)),
        std::cmp::Ordering::Less => format!("−{}", words.number(before.0 - after.0)),
        std::cmp::Ordering::Equal => words.number(0),
    }
}

/// The pots of `state` in words: each awarded pot and its winners, then
/// any pot not yet awarded.
fn pots_said(words: Words, who: &Players, state: &HandState) -> String {
    let mut out: Vec<String> = state
        .awarded()
        .iter()
        .enumerate()
        .map(|(i, pot)| {
            let winners: Vec<String> = pot
                .awards
                .iter()
                .map(|(p, c)| format!("{} {}", player(words, who, *p), words.number(c.0)))
                .collect();
            let args = Args::new()
                .num("n", i as u64 + 1)
                .num("amount", pot.amount.0)
                .str("winners", winners.join(", "));
            words.with("whatif-pot", &args)
        })
        .collect();
    if !state.is_done() {
        out.extend(state.pots().iter().enumerate().map(|(i, pot)| {
            let args = Args::new()
                .num("n", i as u64 + 1)
                .num("amount", pot.amount.0);
            words.with("whatif-pot-open", &args)
        }));
    }
    out.join("; ")
}

/// A what-if in lines: what was played instead, what became of the record,
/// each player's chips as recorded and as they would be, and both pots.
pub fn what_if_lines(words: Words, review: &HandReview, w: &WhatIf) -> Vec<String> {
    let who = Players::of_review(review);
    let before = review.before_step(w.step);
    let said = |a| speak::action(words, &who, before, a);
    let instead: Vec<String> = w.instead.iter().map(said).collect();
    let entry = speak::review_entry(words, &who, review, w.step - 1).unwrap_or_default();
    let head = Args::new()
        .num("hand", review.hand_no)
        .num("step", w.step as u64)
        .str("instead", instead.join(", "))
        .str("entry", entry);
    let mut out = vec![words.with("whatif-head", &head)];
    for r in &w.replayed {
        if let Replayed::PassedOver { step, action } = r {
            let args = Args::new()
                .num("step", *step as u64)
                .str("action", speak::action(words, &who, None, action));
            out.push(words.with("whatif-passed-over", &args));
        }
    }
    match &w.stop {
        Some(Stop::Refused { step, ruling }) => {
            let args = Args::new()
                .num("step", *step as u64)
                .str("ruling", speak::ruling(words, &who, ruling));
            out.push(words.with("whatif-stop-refused", &args));
        }
        Some(Stop::NotAnAction { step, entry }) => {
            let args = Args::new()
                .num("step", *step as u64)
                .str("entry", entry.clone());
            out.push(words.with("whatif-stop-floor", &args));
        }
        Some(Stop::Ended { unplayed }) => {
            let args = Args::new().num("unplayed", *unplayed as u64);
            out.push(words.with("whatif-ended", &args));
        }
        None => {}
    }
    let recorded = review.last_state().stacks();
    let now = w.state.stacks();
    for (i, start) in review.spec.stacks.iter().enumerate() {
        let (r, n) = (recorded[i], now[i]);
        let args = Args::new()
            .str("name", player(words, &who, Pos(i as u8)))
            .num("start", start.0)
            .num("recorded", r.0)
            .str("recorded-change", change(words, *start, r))
            .num("whatif", n.0)
            .str("whatif-change", change(words, *start, n));
        out.push(words.with("whatif-player", &args));
    }
    let pots = |state| Args::new().str("pots", pots_said(words, &who, state));
    out.push(words.with("whatif-recorded-pots", &pots(review.last_state())));
    out.push(words.with("whatif-pots", &pots(&w.state)));
    out
}

/// The awarded pots as JSON, each winner by seat and name.
fn pots_json(review: &HandReview, pots: &[AwardedPot]) -> Vec<Value> {
    pots.iter()
        .map(|p| {
            let awards: Vec<Value> = p
                .awards
                .iter()
                .map(|(pos, c)| {
                    json!({"seat": review.seats[pos.index()].0,
                    "name": review.names[pos.index()], "chips": c.0})
                })
                .collect();
            json!({"amount": p.amount.0, "rake": p.rake.0, "awards": awards})
        })
        .collect()
}

/// A what-if for programs: both outcomes per player and pot, the lines beside.
pub fn what_if_json(words: Words, review: &HandReview, w: &WhatIf) -> Value {
    let recorded = review.last_state();
    let players: Vec<Value> = (0..review.seats.len())
        .map(|i| {
            json!({"seat": review.seats[i].0, "name": review.names[i],
                "start": review.spec.stacks[i].0, "recorded": recorded.stacks()[i].0,
                "what_if": w.state.stacks()[i].0})
        })
        .collect();
    let replayed: Vec<Value> = w
        .replayed
        .iter()
        .map(|r| match r {
            Replayed::Played { step, action } => {
                json!({"step": step, "action": action.to_string(), "passed_over": false})
            }
            Replayed::PassedOver { step, action } => {
                json!({"step": step, "action": action.to_string(), "passed_over": true})
            }
        })
        .collect();
    let stop = w.stop.as_ref().map(|s| match s {
        Stop::Refused { step, ruling } => {
            json!({"stop": "refused", "step": step, "rule": ruling.rule.id, "action": ruling.action})
        }
        Stop::NotAnAction { step, entry } => {
            json!({"stop": "not-an-action", "step": step, "entry": entry})
        }
        Stop::Ended { unplayed } => json!({"stop": "ended", "unplayed": unplayed}),
    });
    let open: Vec<u64> = if w.state.is_done() {
        Vec::new()
    } else {
        w.state.pots().iter().map(|p| p.amount.0).collect()
    };
    json!({
        "hand": review.id.0,
        "hand_no": review.hand_no,
        "step": w.step,
        "instead": w.instead.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "replayed": replayed,
        "stop": stop,
        "done": w.state.is_done(),
        "players": players,
        "recorded_pots": pots_json(review, recorded.awarded()),
        "what_if_pots": pots_json(review, w.state.awarded()),
        "what_if_open_pots": open,
        "lines": what_if_lines(words, review, w),
    })
}

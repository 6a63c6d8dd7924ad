//! Status lines in plain words ("Dev calls 40", "deal 2 cards to Ben"),
//! built from what the engine says (`Legal`, `Wager`); the notation is shown
//! small beside them.

use super::table::HandView;
use dealerdesk_core::cards::{Card, spaced_cards};
use dealerdesk_core::engine::{Action, DealStep, Legal, Next, Wager};

/// An action about to be recorded, in words, as of the hand before it.
pub fn action(view: &HandView, legal: &Legal, action: &Action) -> String {
    let name = |p: dealerdesk_core::chips::Pos| view.name(p).to_string();
    match action {
        Action::Fold(p) => format!("{} folds", name(*p)),
        Action::CheckCall(p) => match legal.check_call {
            Some(c) if !c.is_zero() => format!("{} calls {c}", name(*p)),
            _ => format!("{} checks", name(*p)),
        },
        Action::BetRaise { pos, to } => {
            let wager = Wager::now(view.state, legal);
            let verb = match wager {
                Wager::Bet => "bets",
                Wager::Raise => "raises to",
                Wager::Complete => "completes to",
            };
            format!("{} {verb} {to}", name(*pos))
        }
        Action::BringIn(p) => match legal.bring_in {
            Some(b) => format!("{} brings in {b}", name(*p)),
            None => format!("{} brings in", name(*p)),
        },
        Action::Show { pos, cards } => format!("{} shows {}", name(*pos), spaced_cards(cards)),
        Action::Muck(p) => format!("{} mucks", name(*p)),
        Action::DealHole { to, cards } => {
            format!("{} dealt to {}", spaced_cards(cards), name(*to))
        }
        Action::DealBoard { cards } => {
            let cards: Vec<Option<Card>> = cards.iter().copied().map(Some).collect();
            format!("board {}", spaced_cards(&cards))
        }
        Action::Burn { .. } => "burn".into(),
        other => other.to_string(),
    }
}

/// What is legal now, in words: "fold · call 40 · raise to 80–210".
pub fn legal(view: &HandView, legal: &Legal) -> String {
    let mut out = Vec::new();
    match legal.next {
        Next::Dealer(DealStep::Hole { to, count }) => out.push(format!(
            "deal {count} card{} to {}",
            if count == 1 { "" } else { "s" },
            view.name(to)
        )),
        Next::Dealer(DealStep::Board { count }) => out.push(format!(
            "deal {count} board card{}",
            if count == 1 { "" } else { "s" }
        )),
        Next::Dealer(DealStep::Burn) => out.push("burn a card".into()),
        Next::Player(_) | Next::Done => {}
    }
    if legal.fold {
        out.push("fold".into());
    }
    match legal.check_call {
        Some(c) if c.is_zero() => out.push("check".into()),
        Some(c) => out.push(format!("call {c}")),
        None => {}
    }
    if let Some(b) = legal.bring_in {
        out.push(format!("bring in {b}"));
    }
    if let Some((lo, hi)) = legal.raise {
        let verb = Wager::now(view.state, legal).verb_to();
        if !legal.raise_choices.is_empty() {
            let choices: Vec<String> = legal.raise_choices.iter().map(|c| c.to_string()).collect();
            out.push(format!("{verb} {}", choices.join(" or ")));
        } else if lo == hi {
            out.push(format!("{verb} {lo}"));
        } else {
            out.push(format!("{verb} {lo}–{hi}"));
        }
    }
    for p in &legal.may_show {
        out.push(format!("{} shows", view.name(*p)));
    }
    for p in &legal.may_muck {
        out.push(format!("{} mucks", view.name(*p)));
    }
    if out.is_empty() {
        out.push("nothing: the hand is over".into());
    }
    out.join(" · ")
}

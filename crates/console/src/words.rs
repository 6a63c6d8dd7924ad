//! Status lines in plain words ("Dev calls 40", "deal 2 cards to Ben"),
//! built from what the engine says (`Legal`, `Wager`); the notation is shown
//! small beside them.

use super::table::HandView;
use dealerdesk_core::cards::{Card, spaced_cards};
use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::{Action, DealStep, Legal, Next, Wager};
use dealerdesk_i18n::{Args, Words};

use super::speech::Say;
use dealerdesk_desk::speak;

/// An action about to be recorded, in words, as of the hand before it.
pub fn action(w: Words, view: &HandView, legal: &Legal, action: &Action) -> String {
    let named = |p: Pos| Args::new().str("name", view.name(p).to_string());
    match action {
        Action::Fold(p) => w.tw("act-fold", named(*p)),
        Action::CheckCall(p) => match legal.check_call {
            Some(c) if !c.is_zero() => w.tw("act-call", named(*p).num("chips", c.0)),
            _ => w.tw("act-check", named(*p)),
        },
        Action::BetRaise { pos, to } => {
            let id = match Wager::now(view.state, legal) {
                Wager::Bet => "act-bet",
                Wager::Raise => "act-raise",
                Wager::Complete => "act-complete",
            };
            w.tw(id, named(*pos).num("to", to.0))
        }
        Action::BringIn(p) => match legal.bring_in {
            Some(b) => w.tw("act-bring-in-amount", named(*p).num("chips", b.0)),
            None => w.tw("act-bring-in", named(*p)),
        },
        Action::Show { pos, cards } => {
            w.tw("act-show", named(*pos).str("cards", spaced_cards(cards)))
        }
        Action::Muck(p) => w.tw("act-muck", named(*p)),
        Action::DealHole { to, cards } => {
            w.tw("act-dealt", named(*to).str("cards", spaced_cards(cards)))
        }
        Action::DealBoard { cards } => {
            let cards: Vec<Option<Card>> = cards.iter().copied().map(Some).collect();
            w.tw("act-board", Args::new().str("cards", spaced_cards(&cards)))
        }
        Action::Burn { .. } => w.t("act-burn"),
        // The dealer's procedures, in the desk's words.
        other => {
            let at = view.names.iter().cloned().zip(view.seats.iter().copied());
            let who = speak::Players::new(at.collect());
            speak::action(w, &who, Some(view.state), other)
        }
    }
}

/// What is legal now, in words: "fold · call 40 · raise to 80–210".
pub fn legal(w: Words, view: &HandView, legal: &Legal) -> String {
    let named = |p: Pos| Args::new().str("name", view.name(p).to_string());
    let number = |c: Chips| w.number(c.0);
    let mut out = Vec::new();
    match legal.next {
        Next::Dealer(DealStep::Hole { to, count }) => {
            out.push(w.tw("legal-deal-hole", named(to).num("count", u64::from(count))));
        }
        Next::Dealer(DealStep::Board { count }) => {
            out.push(w.tw(
                "legal-deal-board",
                Args::new().num("count", u64::from(count)),
            ));
        }
        Next::Dealer(DealStep::Burn) => out.push(w.t("legal-burn")),
        Next::Player(_) | Next::Done => {}
    }
    if legal.fold {
        out.push(w.t("legal-fold"));
    }
    match legal.check_call {
        Some(c) if c.is_zero() => out.push(w.t("legal-check")),
        Some(c) => out.push(w.tw("legal-call", Args::new().num("chips", c.0))),
        None => {}
    }
    if let Some(b) = legal.bring_in {
        out.push(w.tw("legal-bring-in", Args::new().num("chips", b.0)));
    }
    if let Some((lo, hi)) = legal.raise {
        let id = match Wager::now(view.state, legal) {
            Wager::Bet => "legal-bet",
            Wager::Raise => "legal-raise",
            Wager::Complete => "legal-complete",
        };
        let amount = if !legal.raise_choices.is_empty() {
            legal
                .raise_choices
                .iter()
                .map(|c| number(*c))
                .reduce(|a, b| w.tw("legal-or", Args::new().str("a", a).str("b", b)))
                .unwrap_or_default()
        } else if lo == hi {
            number(lo)
        } else {
            format!("{}–{}", number(lo), number(hi))
        };
        out.push(w.tw(id, Args::new().str("amount", amount)));
    }
    for p in &legal.may_show {
        out.push(w.tw("legal-shows", named(*p)));
    }
    for p in &legal.may_muck {
        out.push(w.tw("legal-mucks", named(*p)));
    }
    if out.is_empty() {
        out.push(w.t("legal-over"));
    }
    out.join(" · ")
}

//! What is legal in words, as the pad's status line says it: "fold · call 40
//! · raise to 80–210", each player by name and seat.

use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::{DealStep, HandState, Legal, Next, Wager};
use dealerdesk_i18n::{Args, Words};

use crate::speak::{Players, player};

/// `legal` in the hand `state` in words.
pub fn legal_said(words: Words, who: &Players, state: &HandState, legal: &Legal) -> String {
    let named = |p| Args::new().str("name", player(words, who, p));
    let mut out = Vec::new();
    match legal.next {
        Next::Dealer(DealStep::Hole { to, count }) => {
            let args = named(to).num("count", u64::from(count));
            out.push(words.with("legal-deal-hole", &args));
        }
        Next::Dealer(DealStep::Board { count }) => {
            let args = Args::new().num("count", u64::from(count));
            out.push(words.with("legal-deal-board", &args));
        }
        Next::Dealer(DealStep::Burn) => out.push(words.get("legal-burn")),
        Next::Player(_) | Next::Done => {}
    }
    if legal.fold {
        out.push(words.get("legal-fold"));
    }
    match legal.check_call {
        Some(c) if c.is_zero() => out.push(words.get("legal-check")),
        Some(c) => out.push(words.with("legal-call", &Args::new().num("chips", c.0))),
        None => {}
    }
    if let Some(b) = legal.bring_in {
        out.push(words.with("legal-bring-in", &Args::new().num("chips", b.0)));
    }
    if let Some((lo, hi)) = legal.raise {
        let id = match Wager::now(state, legal) {
            Wager::Bet => "legal-bet",
            Wager::Raise => "legal-raise",
            Wager::Complete => "legal-complete",
        };
        let number = |c: Chips| words.number(c.0);
        let amount = if !legal.raise_choices.is_empty() {
            legal
                .raise_choices
                .iter()
                .map(|c| number(*c))
                .reduce(|a, b| words.with("legal-or", &Args::new().str("a", a).str("b", b)))
                .unwrap_or_default()
        } else if lo == hi {
            number(lo)
        } else {
            format!("{}–{}", number(lo), number(hi))
        };
        out.push(words.with(id, &Args::new().str("amount", amount)));
    }
    for p in &legal.may_show {
        out.push(words.with("legal-shows", &named(*p)));
    }
    for p in &legal.may_muck {
        out.push(words.with("legal-mucks", &named(*p)));
    }
    if out.is_empty() {
        out.push(words.get("legal-over"));
    }
    out.join(" · ")
}

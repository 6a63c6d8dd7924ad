//! How the chip reader read chips put out (`Reading`), in the table's
//! language.
use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::{Made, Reading, Seen, Wager};
use dealerdesk_i18n::{Args, Words};

use super::players::{Players, SEAT, with_player};
use super::why::{why, yes};

/// The reading in words, its player named by name and seat.
pub fn reading(words: Words, who: &Players, r: &Reading) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    let none = Args::new;
    let three = |over: &Chips, call: &Chips, increment: &Chips| {
        none()
            .num("over", over.0)
            .num("call", call.0)
            .num("increment", increment.0)
    };
    match r {
        Reading::SaidFold { pos } => w(
            "reading-said-fold",
            with_player(none(), words, who, SEAT, *pos),
        ),
        Reading::CallIsCheck => w("reading-call-is-check", none()),
        Reading::SaidCall { amount } => w("reading-said-call", none().num("amount", amount.0)),
        Reading::SaidCheck => w("reading-said-check", none()),
        Reading::AllInIsCall { stack } => w("reading-all-in-is-call", none().num("stack", stack.0)),
        Reading::NothingIsCheck => w("reading-nothing-is-check", none()),
        Reading::AllInForCall { total } => {
            w("reading-all-in-for-call", none().num("total", total.0))
        }
        Reading::ExactCall { total } => w("reading-exact-call", none().num("total", total.0)),
        Reading::OversizedCall { chip, to_call } => w(
            "reading-oversized-call",
            none().num("chip", chip.0).num("call", to_call.0),
        ),
        Reading::EveryChipNeeded {
            chips,
            to_call,
            smallest,
        } => w(
            "reading-every-chip",
            none()
                .str("chips", list(words, chips))
                .num("call", to_call.0)
                .num("smallest", smallest.0),
        ),
        Reading::UnderHalfBet {
            over,
            to_call,
            increment,
        } => w("reading-under-half-bet", three(over, to_call, increment)),
        Reading::HalfMadeFull {
            over,
            to_call,
            increment,
            to,
        } => w(
            "reading-half-made-full",
            three(over, to_call, increment).num("to", to.0),
        ),
        Reading::UnderHalfRaise {
            over,
            to_call,
            increment,
        } => w("reading-under-half-raise", three(over, to_call, increment)),
        Reading::Undercall {
            total,
            to_call,
            heads_up,
        } => w(
            "reading-undercall",
            none()
                .num("total", total.0)
                .num("call", to_call.0)
                .str("heads-up", yes(*heads_up)),
        ),
        Reading::BringIn { total, bring_in } => w(
            "reading-bring-in",
            none().num("total", total.0).num("bring-in", bring_in.0),
        ),
        Reading::BringInOnly { total, bring_in } => w(
            "reading-bring-in-only",
            none().num("total", total.0).num("bring-in", bring_in.0),
        ),
        Reading::Completion { total, to } => w(
            "reading-completion",
            none().num("total", total.0).num("to", to.0),
        ),
        Reading::HalfCompletion {
            over,
            bring_in,
            increment,
            to,
        } => w(
            "reading-half-completion",
            none()
                .num("over", over.0)
                .num("bring-in", bring_in.0)
                .num("increment", increment.0)
                .num("to", to.0),
        ),
        Reading::UnderHalfCompletion {
            over,
            bring_in,
            increment,
        } => w(
            "reading-under-half-completion",
            none()
                .num("over", over.0)
                .num("bring-in", bring_in.0)
                .num("increment", increment.0),
        ),
        Reading::Sized { seen: s, made } => {
            let s = seen(words, s);
            match made {
                Made::CallInstead {
                    why: because,
                    check,
                } => w(
                    "reading-call-instead",
                    none()
                        .str("seen", s)
                        .str("why", why(words, who, because))
                        .str("check", yes(*check)),
                ),
                other => w(
                    "reading-sized",
                    none().str("seen", s).str("made", sized(words, who, other)),
                ),
            }
        }
    }
}

/// What was seen of a bet or raise.
fn seen(words: Words, s: &Seen) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    let none = Args::new;
    match s {
        Seen::SaidRaiseTo { to } => w("seen-raise-to", none().num("to", to.0)),
        Seen::RaiseNothingOut => w("seen-raise-nothing", none()),
        Seen::RaiseWith { total } => w("seen-raise-with", none().num("total", total.0)),
        Seen::SaidAllIn => w("seen-all-in", none()),
        Seen::SingleChip { chip } => w("seen-single-chip", none().num("chip", chip.0)),
        Seen::Chips { total, chips } => w(
            "seen-chips",
            none()
                .num("total", total.0)
                .str("chips", list(words, chips)),
        ),
        Seen::HalfBet {
            over,
            to_call,
            increment,
        } => w(
            "seen-half-bet",
            none()
                .num("over", over.0)
                .num("call", to_call.0)
                .num("increment", increment.0),
        ),
        Seen::FullRaise {
            over,
            to_call,
            increment,
        } => w(
            "seen-full-raise",
            none()
                .num("over", over.0)
                .num("call", to_call.0)
                .num("increment", increment.0),
        ),
        Seen::FacingCall { total, to_call } => w(
            "seen-facing-call",
            none().num("total", total.0).num("call", to_call.0),
        ),
    }
}

/// What the rules made of a bet or raise (other than a call instead).
fn sized(words: Words, who: &Players, m: &Made) -> String {
    let with = |id: &str, wager: &Wager, to: &Chips| {
        words.with(
            id,
            &Args::new().str("wager", wager_word(*wager)).num("to", to.0),
        )
    };
    match m {
        Made::To { wager, to } => with("made-to", wager, to),
        Made::Choice {
            wager,
            small,
            big,
            to,
        } => words.with(
            "made-choice",
            &Args::new()
                .str("wager", wager_word(*wager))
                .num("small", small.0)
                .num("big", big.0)
                .num("to", to.0),
        ),
        Made::Exactly { wager, to } => with("made-exactly", wager, to),
        Made::MadeUp { wager, to } => with("made-up", wager, to),
        Made::Cut { wager, to } => with("made-cut", wager, to),
        Made::CallInstead { why: because, .. } => why(words, who, because),
    }
}

/// The wager as a Fluent selector: bet, raise, complete.
fn wager_word(w: Wager) -> &'static str {
    match w {
        Wager::Bet => "bet",
        Wager::Raise => "raise",
        Wager::Complete => "complete",
    }
}

/// Chips as `500+100+25`, each grouped the language's way.
fn list(words: Words, chips: &[Chips]) -> String {
    chips
        .iter()
        .map(|c| words.number(c.0))
        .collect::<Vec<_>>()
        .join("+")
}

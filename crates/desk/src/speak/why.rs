//! Why the engine refused an action (`Why`), in the table's language: one
//! catalogue message per reason, its seats, amounts and cards as arguments.
use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::{Dealt, FlopProcedure, HeldAct, Wager, Wait, Why};
use dealerdesk_i18n::{Args, Words};

use super::players::{Players, SEAT, player, with_player};
use super::{card, symbols};

/// The reason in words, its players named by name and seat.
pub fn why(words: Words, who: &Players, why: &Why) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    let none = Args::new;
    let seat = |p: &Pos| with_player(Args::new(), words, who, SEAT, *p);
    let card = |c| card(words, c);
    match why {
        Why::NotYourTurn { turn, pos } => w(
            "refusal-not-your-turn",
            with_player(seat(pos), words, who, ("turn", "turn-of"), *turn),
        ),
        Why::BettingOver { turn } => w(
            "refusal-betting-over",
            with_player(none(), words, who, ("turn", "turn-of"), *turn),
        ),
        Why::DealerNext => w("refusal-dealer-next", none()),
        Why::HandOver => w("refusal-hand-over", none()),
        Why::NoBringIn => w("refusal-no-bring-in", none()),
        Why::MustBringIn { pos } => w("refusal-must-bring-in", seat(pos)),
        Why::NotAnOption { pos, act } => w(
            "refusal-not-an-option",
            seat(pos).str("act", held_act(words, *act)),
        ),
        Why::NoRaise { pos } => w("refusal-no-raise", seat(pos)),
        Why::NobodyToRaise => w("refusal-nobody-to-raise", none()),
        Why::NotReopened { pos } => w("refusal-not-reopened", seat(pos)),
        Why::Capped { bets } => w("refusal-capped", none().num("bets", u64::from(*bets))),
        Why::HeldBinds { pos, act } => w(
            "refusal-held-binds",
            seat(pos).str("act", held_act(words, *act)),
        ),
        Why::LimitExactly { size, to, .. } => w(
            "refusal-limit-exactly",
            none().num("size", size.0).num("to", to.0),
        ),
        Why::LimitChoice { small, big, to, .. } => w(
            "refusal-limit-choice",
            none()
                .num("small", small.0)
                .num("big", big.0)
                .num("to", to.0),
        ),
        Why::BelowMin { wager, to, min } => {
            let id = match wager {
                Wager::Raise => "refusal-raise-below-min",
                Wager::Bet | Wager::Complete => "refusal-bet-below-min",
            };
            w(id, none().num("to", to.0).num("min", min.0))
        }
        Why::AboveMax { wager, to, max } => {
            let id = match wager {
                Wager::Raise => "refusal-raise-above-max",
                Wager::Bet | Wager::Complete => "refusal-bet-above-max",
            };
            w(id, none().num("to", to.0).num("max", max.0))
        }
        Why::NotInHand { pos } => w("refusal-not-in-hand", seat(pos)),
        Why::CannotBetNow { pos } => w("refusal-cannot-bet-now", seat(pos)),
        Why::NoDrawNow { pos } => w("refusal-no-draw-now", seat(pos)),
        Why::DiscardNotHeld { pos } => w("refusal-discard-not-held", seat(pos)),
        Why::DrawExposedNotNow => w("refusal-draw-exposed-not-now", none()),
        Why::DrawNotDealt => w("refusal-draw-not-dealt", none()),
        Why::ChipsNotTheirs { pos, stack, total } => w(
            "refusal-chips-not-theirs",
            seat(pos).num("stack", stack.0).num("total", total.0),
        ),
        Why::CheckFacingBet { pos, to_call } => {
            w("refusal-check-facing-bet", seat(pos).num("call", to_call.0))
        }
        Why::NothingPutOut { pos, to_call } => {
            w("refusal-nothing-put-out", seat(pos).num("call", to_call.0))
        }
        Why::LowCardPutNothing { pos } => w("refusal-low-card-nothing", seat(pos)),
        Why::UndercallToFloor {
            total,
            to_call,
            players,
        } => w(
            "refusal-undercall-floor",
            none()
                .num("total", total.0)
                .num("call", to_call.0)
                .num("players", *players as u64),
        ),
        Why::NoBettingUnderWay => w("refusal-no-betting", none()),
        Why::OwnTurn { pos } => w("refusal-own-turn", seat(pos)),
        Why::NoActionInHand { pos } => w("refusal-no-action", seat(pos)),
        Why::AlreadyHeld { pos } => w("refusal-already-held", seat(pos)),
        Why::DuplicateCard { card: c } => w("refusal-duplicate-card", none().str("card", card(*c))),
        Why::NotInDeck { card: c } => w("refusal-not-in-deck", none().str("card", card(*c))),
        Why::WrongSeat { want, to } => w(
            "refusal-wrong-seat",
            with_player(seat(to), words, who, ("want", "want-of"), *want),
        ),
        Why::HoleCount { to, count, given } => w(
            "refusal-hole-count",
            seat(to)
                .num("count", u64::from(*count))
                .num("given", *given as u64),
        ),
        Why::BoardCount { count, given } => w(
            "refusal-board-count",
            none()
                .num("count", u64::from(*count))
                .num("given", *given as u64),
        ),
        Why::NotNow { what, wait } => {
            let what = match what {
                Dealt::Hole => "hole",
                Dealt::Board => "board",
                Dealt::Burn => "burn",
            };
            let wait = match wait {
                Wait::Hole { to, count } => {
                    w("wait-hole", seat(to).num("count", u64::from(*count)))
                }
                Wait::Board { count } => w("wait-board", none().num("count", u64::from(*count))),
                Wait::Burn => w("wait-burn", none()),
                Wait::FaceUp { pos } => w("wait-face-up", seat(pos)),
                Wait::Action { pos } => w("wait-action", seat(pos)),
                Wait::Over => w("wait-over", none()),
            };
            w(
                "refusal-not-now",
                none().str("what", what).str("wait", wait),
            )
        }
        Why::FourFlopBurn { cards } => w(
            "refusal-four-flop-burn",
            none().str("cards", symbols(cards)),
        ),
        Why::ScrambledBurn { cards } => w(
            "refusal-scrambled-burn",
            none().str("cards", symbols(cards)),
        ),
        Why::CannotShowNow { pos } => w("refusal-cannot-show", seat(pos)),
        Why::ShowAll { pos, holds, given } => w(
            "refusal-show-all",
            seat(pos)
                .num("holds", *holds as u64)
                .num("given", *given as u64),
        ),
        Why::ShownUnread { pos, nth } => {
            w("refusal-shown-unread", seat(pos).num("nth", *nth as u64))
        }
        Why::DealtOther {
            pos,
            nth,
            dealt,
            shown,
        } => w(
            "refusal-dealt-other",
            seat(pos)
                .num("nth", *nth as u64)
                .str("dealt", card(*dealt))
                .str("shown", card(*shown)),
        ),
        Why::MuckMustShow { pos } => w("refusal-muck-must-show", seat(pos)),
        Why::MuckAllIn { pos } => w("refusal-muck-all-in", seat(pos)),
        Why::MuckNotNow { pos } => w("refusal-muck-not-now", seat(pos)),
        Why::DeadCard { to, card: c } => w("refusal-dead-card", seat(to).str("card", card(*c))),
        Why::NoSuchPlayer { to } => w("refusal-no-such-player", seat(to)),
        Why::SubstantialExposed { card: c } => {
            w("refusal-substantial-exposed", none().str("card", card(*c)))
        }
        Why::ExposedOutsideDeal => w("refusal-exposed-outside-deal", none()),
        Why::ExposedPlays { card: c } => w("refusal-exposed-plays", none().str("card", card(*c))),
        Why::NotDealtTo { card: c, to } => {
            w("refusal-not-dealt-to", seat(to).str("card", card(*c)))
        }
        Why::FirstStreetOver => w("refusal-first-street-over", none()),
        Why::SubstantialNoMisdeal => w("refusal-substantial-no-misdeal", none()),
        Why::FlopGameOnly { what, game } => {
            let what = match what {
                FlopProcedure::Premature => "premature",
                FlopProcedure::ExtraCard => "extra-card",
                FlopProcedure::ShortHand => "short-hand",
            };
            w(
                "refusal-flop-game-only",
                none()
                    .str("what", what)
                    .str("game", super::game_name(words, *game)),
            )
        }
        Why::PrematureWhen => w("refusal-premature-when", none()),
        Why::StreetCount { want, given } => w(
            "refusal-street-count",
            none().num("want", *want as u64).num("given", *given as u64),
        ),
        Why::BurnErrorWhen { burned, stands } => w(
            "refusal-burn-error-when",
            none()
                .str("burned", yes(*burned))
                .str("stands", yes(*stands)),
        ),
        Why::NoBurnDue => w("refusal-no-burn-due", none()),
        Why::NameAllOrNone => w("refusal-name-all-or-none", none()),
        Why::NameSecondBurn => w("refusal-name-second-burn", none()),
        Why::NoLiveHand { pos } => w("refusal-no-live-hand", seat(pos)),
        Why::StillOwed { to } => w("refusal-still-owed", seat(to)),
        Why::ContestedSidePot {
            amount,
            by,
            without,
        } => w(
            "refusal-contested-side-pot",
            none()
                .num("amount", amount.0)
                .str("by", seats(words, who, by))
                .str("without", player(words, who, *without)),
        ),
        Why::SeeAtShowdown => w("refusal-see-at-showdown", none()),
        Why::NoHandAtShowdown { pos } => w("refusal-no-hand-at-showdown", seat(pos)),
        Why::AlreadyTabled { pos } => w("refusal-already-tabled", seat(pos)),
        Why::OnlyCalled { pos } => w("refusal-only-called", seat(pos)),
        Why::NoneCalled => w("refusal-none-called", none()),
        Why::SeventhBettingBegun => w("refusal-seventh-betting-begun", none()),
        Why::StudExposedPlays { to, card: c } => {
            w("refusal-stud-exposed-plays", seat(to).str("card", card(*c)))
        }
    }
}

/// An action held out of turn: fold, check or call, bet or raise to a total.
pub fn held_act(words: Words, act: HeldAct) -> String {
    let (act, to) = match act {
        HeldAct::Fold => ("fold", Chips::ZERO),
        HeldAct::CheckCall => ("check-call", Chips::ZERO),
        HeldAct::BetRaise(to) => ("bet-raise", to),
    };
    words.with("held-act", &Args::new().str("act", act).num("to", to.0))
}

/// A flag as a Fluent selector.
pub(super) fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// Players as `Ana (seat 1), Bob (seat 4)`.
fn seats(words: Words, who: &Players, list: &[Pos]) -> String {
    list.iter()
        .map(|p| player(words, who, *p))
        .collect::<Vec<_>>()
        .join(", ")
}

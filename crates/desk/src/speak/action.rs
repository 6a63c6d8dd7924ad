//! An action in plain words ("Ana (seat 1) raises to 90"), for the lines a
//! person reads about what was entered: review, take-backs, chip readings,
//! corrections and rulings. The notation (`p3 cbr 90`) stays in the log and
//! in hand histories.
use dealerdesk_core::cards::Card;
use dealerdesk_core::engine::{Action, HandState};
use dealerdesk_i18n::{Args, Words};

use super::players::{Players, SEAT, with_player};
use super::symbol;
use super::why::held_act;

/// `action` in words, its player named by name and seat. With the hand as
/// it stood before it, a check is told from a call and a bet from a raise.
pub fn action(words: Words, who: &Players, before: Option<&HandState>, action: &Action) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    let none = Args::new;
    let seat = |p| with_player(Args::new(), words, who, SEAT, p);
    let cards = |c: &[Option<Card>]| none().str("cards", hidden(words, c));
    let one = |c: &Card| none().str("card", symbol(*c));
    // A player and cards.
    let dealt = |p, c: &[Option<Card>]| seat(p).str("cards", hidden(words, c));
    // The highest bet of the round, and what the player has in it.
    let facing = |p: dealerdesk_core::chips::Pos| {
        before.map(|s| {
            let top = s.players().iter().map(|x| x.bet).max().unwrap_or_default();
            let own = s
                .players()
                .get(p.index())
                .map(|x| x.bet)
                .unwrap_or_default();
            (top, own)
        })
    };
    match action {
        Action::DealHole { to, cards: c } => w("action-deal-hole", dealt(*to, c)),
        Action::DealBoard { cards: c } => {
            let c: Vec<Option<Card>> = c.iter().copied().map(Some).collect();
            w("action-deal-board", cards(&c))
        }
        Action::Burn { card } => w("action-burn", cards(&[*card])),
        Action::Exposed { to, card } => w("action-exposed", seat(*to).str("card", symbol(*card))),
        Action::Misdeal => w("action-misdeal", none()),
        Action::Premature { cards: c } => {
            let c: Vec<Option<Card>> = c.iter().copied().map(Some).collect();
            w("action-premature", cards(&c))
        }
        Action::Extra { to, card } => w("action-extra", dealt(*to, &[*card])),
        Action::Boxed { card } => w("action-boxed", one(card)),
        Action::FouledDeck => w("action-fouled", none()),
        Action::OutOfTurn { pos, act } => w(
            "action-out-of-turn",
            seat(*pos).str("act", held_act(words, *act)),
        ),
        Action::Kill(p) => w("action-kill", seat(*p)),
        Action::Short(p) => w("action-short", seat(*p)),
        Action::NoBurn { cards: c } => w("action-no-burn", cards(c)),
        Action::DoubleBurn { card } => w("action-double-burn", cards(&[*card])),
        Action::Award(p) => w("action-award", seat(*p)),
        Action::See(p) => w("action-see", seat(*p)),
        Action::Fold(p) => w("action-fold", seat(*p)),
        Action::CheckCall(p) => {
            let how = match facing(*p) {
                Some((top, own)) if top > own => "call",
                Some(_) => "check",
                None => "check-call",
            };
            w("action-check-call", seat(*p).str("how", how))
        }
        Action::BetRaise { pos, to } => {
            let how = match facing(*pos) {
                Some((top, _)) if top.is_zero() => "bet",
                Some(_) => "raise",
                None => "bet-raise",
            };
            w(
                "action-bet-raise",
                seat(*pos).str("how", how).num("to", to.0),
            )
        }
        Action::BringIn(p) => w("action-bring-in", seat(*p)),
        Action::Show { pos, cards: c } => w("action-show", dealt(*pos, c)),
        Action::Muck(p) => w("action-muck", seat(*p)),
        Action::Draw { pos, discards } if discards.is_empty() => w("action-stand-pat", seat(*pos)),
        Action::Draw { pos, discards } => w("action-draw", dealt(*pos, discards)),
    }
}

/// Cards in symbols, one not seen as `??`.
fn hidden(words: Words, cards: &[Option<Card>]) -> String {
    if cards.iter().all(Option::is_none) {
        return words.with(
            "cards-unseen",
            &Args::new().num("count", cards.len() as u64),
        );
    }
    cards
        .iter()
        .map(|c| c.map_or_else(|| "??".to_string(), symbol))
        .collect::<Vec<_>>()
        .join(" ")
}

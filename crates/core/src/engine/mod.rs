//! The pure rules engine. `legal_actions` says who acts next and what they may
//! do; `HandState::apply` checks an `Action` against that and either returns the
//! next state with the `Event`s that happened, or refuses with a `Ruling` that
//! names the rule and leaves the hand untouched.
//!
//! ```
//! use dealerdesk_core::chips::{Chips, Pos};
//! use dealerdesk_core::engine::{Action, HandSpec, HandState, Next, legal_actions};
//! use dealerdesk_core::rules::{HouseRules, Variant};
//! let rules = HouseRules::preset(Variant::NoLimitHoldem);
//! let spec = HandSpec::from_stakes(&rules.stakes, rules.game(), vec![Chips(200); 3]);
//! let (mut hand, _) = HandState::new(&spec, &rules).unwrap();
//! for (p, cards) in ["AhKh", "7c7d", "2s3s"].iter().enumerate() {
//!     let cards = dealerdesk_core::cards::parse_cards(cards).unwrap();
//!     hand.play(&rules, &Action::DealHole { to: Pos(p as u8), cards }).unwrap();
//! }
//! let legal = legal_actions(&hand, &rules);
//! assert_eq!(legal.next, Next::Player(Pos(2))); // the button acts first three-handed
//! assert_eq!(legal.raise, Some((Chips(4), Chips(200))));
//! let refused = hand.play(&rules, &Action::BetRaise { pos: Pos(2), to: Chips(3) });
//! assert_eq!(refused.unwrap_err().rule.id, "min_raise");
//! ```
//!
//! **Invariant:** the engine does no IO and reads no clock; every ruling cites a
//! rule present in the loaded `HouseRules`.

mod action;
mod betting;
mod dealing;
mod flow;
mod interpret;
mod invariants;
mod note;
mod open_pair;
mod order;
mod out_of_turn;
mod procedures;
mod rake;
mod reading;
mod showdown;
mod sizing;
mod state;
mod then;
mod wager;
mod why;

pub use action::{Action, Blind, Event, Forced, HeldAct, Ruling, Won};
pub use interpret::{Declaration, Interpretation, interpret_chips};
pub use invariants::{BrokenInvariant, check_invariants};
pub use note::Note;
pub use reading::{Made, Reading, Seen};
pub use sizing::{RaiseSizes, raise_sizes};
pub use state::{
    AwardedPot, HandSpec, HandState, MAX_PLAYERS, Phase, Player, SetupError, Street, dealt_face_up,
};
pub use wager::Wager;
pub use why::{Dealt, FlopProcedure, Wait, Why};

use serde::Serialize;

use crate::cards::{Card, CardSet};
use crate::chips::{Chips, Pos};
use crate::game::HandMaker;
use crate::pots::{Pot, layer_pots};
use crate::rules::{AntePots, HouseRules, RuleId};
use then::Then;

/// What the dealer must deal next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "deal", rename_all = "kebab-case")]
pub enum DealStep {
    /// `count` more cards to this player this street.
    Hole { to: Pos, count: u8 },
    /// `count` more board cards (or a stud common card).
    Board { count: u8 },
    /// One card to burn before the street.
    Burn,
}

/// Who must act next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// A player: to bet, or to show or muck at showdown.
    Player(Pos),
    /// The dealer.
    Dealer(DealStep),
    /// Nobody: the hand is over.
    Done,
}

/// Everything legal now, computed by the engine for every face to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Legal {
    /// Who must act.
    pub next: Next,
    /// The player to act may fold.
    pub fold: bool,
    /// The player may check (`Some(0)`) or call this many chips.
    pub check_call: Option<Chips>,
    /// The player owes the stud bring-in of this amount.
    pub bring_in: Option<Chips>,
    /// The player may complete, bet or raise to this inclusive range of totals.
    pub raise: Option<(Chips, Chips)>,
    /// Where only some totals of `raise` may be chosen, those totals,
    /// smallest first: a stud open pair on fourth street lets the bet or
    /// raise be the small bet or the big bet, nothing between. Empty when
    /// every total in `raise` is legal.
    pub raise_choices: Vec<Chips>,
    /// The smallest full bet or raise-to, before capping at the player's stack
    /// (the measure of the 50 percent rule).
    pub full_raise_to: Option<Chips>,
    /// Why no raise is allowed, when the player could otherwise put in more.
    pub no_raise: Option<(RuleId, Why)>,
    /// Players who may table their cards now.
    pub may_show: Vec<Pos>,
    /// Players who may muck now.
    pub may_muck: Vec<Pos>,
    /// The rules behind these options.
    pub why: Vec<RuleId>,
}

impl Legal {
    /// The legal actions in notation, e.g. `["f", "cc 300", "cbr 1300..10000"]`;
    /// dealer steps as `d dh p3 (2)` or `d db (3)`.
    pub fn to_notation(&self) -> Vec<String> {
        let mut out = Vec::new();
        match self.next {
            Next::Dealer(DealStep::Hole { to, count }) => out.push(format!("d dh {to} ({count})")),
            Next::Dealer(DealStep::Board { count }) => out.push(format!("d db ({count})")),
            Next::Dealer(DealStep::Burn) => out.push("d burn".into()),
            Next::Player(_) | Next::Done => {}
        }
        if self.fold {
            out.push("f".into());
        }
        if let Some(c) = self.check_call {
            out.push(format!("cc {c}"));
        }
        if let Some(b) = self.bring_in {
            out.push(format!("pb {b}"));
        }
        if let Some((lo, hi)) = self.raise {
            if !self.raise_choices.is_empty() {
                out.extend(self.raise_choices.iter().map(|to| format!("cbr {to}")));
            } else if lo == hi {
                out.push(format!("cbr {lo}"));
            } else {
                out.push(format!("cbr {lo}..{hi}"));
            }
        }
        for p in &self.may_show {
            out.push(format!("{p} sm CARDS"));
        }
        for p in &self.may_muck {
            out.push(format!("{p} sm"));
        }
        out
    }

    /// Whether a bet or raise to `to` is among the options.
    pub fn allows_raise_to(&self, to: Chips) -> bool {
        self.raise.is_some_and(|(lo, hi)| {
            lo <= to
                && to <= hi
                && (self.raise_choices.is_empty() || self.raise_choices.contains(&to))
        })
    }
}

/// What is legal in this state.
pub fn legal_actions(s: &HandState, r: &HouseRules) -> Legal {
    let mut legal = Legal {
        next: Next::Done,
        fold: false,
        check_call: None,
        bring_in: None,
        raise: None,
        raise_choices: Vec::new(),
        full_raise_to: None,
        no_raise: None,
        may_show: Vec::new(),
        may_muck: Vec::new(),
        why: Vec::new(),
    };
    match s.phase {
        Phase::Done => {}
        Phase::Dealing => {
            if let Some(step) = dealing::next_step(s) {
                legal.next = Next::Dealer(step);
            }
            legal.why.push(RuleId::Dealing);
            if s.betting_closed {
                legal.may_show = showdown::may_show(s);
                if let Some(first) = showdown::owed_face_up(s, r) {
                    legal.next = Next::Player(first);
                    legal.why.push(RuleId::AllInFaceUp);
                }
            }
        }
        Phase::Betting => betting::legal(s, r, &mut legal),
        Phase::Showdown => {
            legal.may_show = showdown::may_show(s);
            legal.may_muck = showdown::may_muck(s, r);
            legal.next = showdown::show_order(s, r)
                .into_iter()
                .find(|p| legal.may_show.contains(p))
                .map_or(Next::Done, Next::Player);
            legal
                .why
                .extend([RuleId::ShowdownOrder, RuleId::TabledHand]);
            if s.def().hand == HandMaker::TwoAndThree {
                legal.why.push(RuleId::OmahaHand);
            }
        }
    }
    legal
}

impl HandState {
    /// Applies an action to a copy of the hand: the new state and what happened,
    /// or a ruling (the hand is unchanged either way).
    pub fn apply(&self, r: &HouseRules, a: &Action) -> Result<(HandState, Vec<Event>), Ruling> {
        let mut next = self.clone();
        let events = next.play(r, a)?;
        Ok((next, events))
    }

    /// Applies an action in place. On refusal the hand is left exactly as it was.
    pub fn play(&mut self, r: &HouseRules, a: &Action) -> Result<Vec<Event>, Ruling> {
        let mut events = Vec::new();
        self.play_into(r, a, &mut events)?;
        Ok(events)
    }

    /// Like `play`, writing events into `events` (for callers that reuse a buffer).
    pub fn play_into(
        &mut self,
        r: &HouseRules,
        a: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), Ruling> {
        let legal = legal_actions(self, r);
        if let Err((rule, why)) = check(self, r, &legal, a) {
            return Err(Ruling {
                action: a.to_string(),
                why,
                rule: Box::new(r.rule(rule)),
                legal: legal.to_notation(),
            });
        }
        step(self, r, a, events);
        #[cfg(debug_assertions)]
        if let Err(broken) = check_invariants(self, r) {
            panic!("after {a}: {broken}");
        }
        Ok(())
    }

    /// The pots as they stand, from chips already collected (bets of the current
    /// round not included), main pot first.
    pub fn pots(&self) -> Vec<Pot> {
        let (contrib, dead): (Vec<Chips>, Chips) = match self.ante_pots {
            AntePots::Contribution => (
                self.players.iter().map(|p| p.committed - p.bet).collect(),
                Chips::ZERO,
            ),
            AntePots::DeadMainPot => (
                self.players
                    .iter()
                    .map(|p| p.committed - p.bet - p.ante)
                    .collect(),
                self.players.iter().map(|p| p.ante).sum(),
            ),
        };
        let folded: Vec<bool> = self.players.iter().map(|p| p.folded).collect();
        layer_pots(&contrib, &folded, dead)
    }

    /// The order players should show in at showdown.
    pub fn show_order(&self, r: &HouseRules) -> Vec<Pos> {
        showdown::show_order(self, r)
    }

    /// Every card known to be out: dealt, on the board or shown.
    pub fn seen_cards(&self) -> CardSet {
        self.seen
    }
}

type Refusal = (RuleId, Why);

fn check(s: &HandState, r: &HouseRules, legal: &Legal, a: &Action) -> Result<(), Refusal> {
    match a {
        Action::DealHole { to, cards } => dealing::check_hole(s, legal, *to, cards),
        Action::DealBoard { cards } => dealing::check_board(s, legal, cards),
        Action::Burn { card } => dealing::check_burn(s, legal, *card),
        Action::Exposed { to, card } => procedures::check_exposed(s, r, *to, *card),
        Action::Misdeal => procedures::check_misdeal(s, r),
        Action::Premature { cards } => procedures::check_premature(s, cards),
        Action::Extra { to, card } => procedures::check_extra(s, *to, *card),
        Action::Boxed { card } => check_fresh(s.seen, std::iter::once(*card)),
        Action::FouledDeck => procedures::check_fouled(s),
        Action::OutOfTurn { pos, .. } => out_of_turn::check_out_of_turn(s, legal, *pos),
        Action::Kill(pos) => procedures::check_kill(s, *pos),
        Action::Short(pos) => procedures::check_short(s, *pos),
        Action::NoBurn { cards } => procedures::check_no_burn(s, cards),
        Action::DoubleBurn { card } => procedures::check_double_burn(s, r, *card),
        Action::Award(pos) => procedures::check_award(s, *pos),
        Action::See(pos) => procedures::check_see(s, r, *pos),
        Action::Show { pos, cards } => showdown::check_show(s, legal, *pos, cards),
        Action::Muck(pos) => {
            if legal.may_muck.contains(pos) {
                Ok(())
            } else if s.procedure.must_show.contains(*pos) {
                Err((RuleId::RightToSee, Why::MuckMustShow { pos: *pos }))
            } else if s.phase == Phase::Showdown && showdown::all_in_face_up(s, r) {
                Err((RuleId::AllInFaceUp, Why::MuckAllIn { pos: *pos }))
            } else {
                Err((RuleId::ShowdownOrder, Why::MuckNotNow { pos: *pos }))
            }
        }
        Action::Fold(_) | Action::CheckCall(_) | Action::BetRaise { .. } | Action::BringIn(_) => {
            betting::check(s, legal, a)
        }
    }
}

fn step(s: &mut HandState, r: &HouseRules, a: &Action, events: &mut Vec<Event>) {
    let then = match a {
        Action::DealHole { to, cards } => dealing::deal_hole(s, *to, cards, events),
        Action::DealBoard { cards } => procedures::deal_board(s, r, cards, events),
        Action::Burn { card } => procedures::burn(s, r, *card, events),
        Action::Extra { to, card } => procedures::extra(s, r, *to, *card, events),
        Action::Kill(pos) => procedures::kill(s, r, *pos, events),
        Action::Short(pos) => procedures::short(s, r, *pos, events),
        Action::DoubleBurn { card } => procedures::double_burn(s, r, *card, events),
        Action::Fold(_) | Action::CheckCall(_) | Action::BetRaise { .. } | Action::BringIn(_) => {
            betting::act(s, r, a, events)
        }
        other => {
            step_in_place(s, r, other, events);
            Then::Stay
        }
    };
    flow::settle(s, r, then, events);
}

/// The operations that leave nothing for `flow` to follow.
fn step_in_place(s: &mut HandState, r: &HouseRules, a: &Action, events: &mut Vec<Event>) {
    match a {
        Action::Exposed { to, card } => procedures::exposed(s, r, *to, *card, events),
        Action::Misdeal => procedures::misdeal(s, r, events),
        Action::Premature { cards } => procedures::premature(s, r, cards, events),
        Action::Boxed { card } => procedures::boxed(s, r, *card, events),
        Action::FouledDeck => procedures::fouled(s, r, events),
        Action::OutOfTurn { pos, act } => out_of_turn::out_of_turn(s, r, *pos, *act, events),
        Action::NoBurn { cards } => procedures::no_burn(s, r, cards, events),
        Action::Award(pos) => procedures::award(s, r, *pos, events),
        Action::See(pos) => procedures::see(s, r, *pos, events),
        Action::Show { pos, cards } => showdown::show(s, r, *pos, cards, events),
        Action::Muck(pos) => showdown::muck(s, r, *pos, events),
        // `step` takes the others.
        _ => {}
    }
}

/// Refuses a known card that is already out.
fn check_fresh(seen: CardSet, cards: impl Iterator<Item = Card>) -> Result<(), Refusal> {
    let mut seen = seen;
    for c in cards {
        if !seen.insert(c) {
            return Err((RuleId::DuplicateCard, Why::DuplicateCard { card: c }));
        }
    }
    Ok(())
}

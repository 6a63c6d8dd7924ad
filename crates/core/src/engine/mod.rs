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
mod bet;
mod betting;
mod dealing;
mod draw;
mod event;
mod flow;
mod interpret;
mod invariants;
mod legal;
mod note;
mod offer;
mod open_pair;
mod order;
mod out_of_turn;
mod procedures;
mod rake;
mod reading;
mod refusal;
mod showdown;
mod sizing;
mod state;
mod step;
mod then;
mod wager;
mod why;

pub use action::{Action, HeldAct};
pub use draw::draw_told;
pub use event::{Blind, Event, Forced, Ruling, Won};
pub use interpret::{Declaration, Interpretation, interpret_chips};
pub use invariants::{BrokenInvariant, check_invariants};
pub use legal::{CapCount, DealStep, Legal, Next, NotReopened};
pub use note::Note;
pub use offer::legal_actions;
pub use reading::{Made, Reading, Seen};
pub use sizing::{RaiseSizes, raise_sizes};
pub use state::{
    AwardedPot, HandSpec, HandState, MAX_PLAYERS, Phase, Player, SetupError, Street, dealt_face_up,
};
pub use wager::Wager;
pub use why::{Dealt, FlopProcedure, Wait, Why};

use crate::cards::CardSet;
use crate::chips::{Chips, Pos};
use crate::pots::{Pot, layer_pots};
use crate::rules::{AntePots, HouseRules};

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
        if let Err((rule, why)) = step::check(self, r, &legal, a) {
            return Err(Ruling {
                action: a.to_string(),
                why,
                rule: Box::new(r.rule(rule)),
                legal: Box::new(legal),
            });
        }
        step::step(self, r, a, events);
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

//! Reading the chips a player puts out. The dealer enters what they see: the
//! chips pushed forward in one motion (their denominations) and what the player
//! said first (`Declaration`). `interpret_chips` says which `Action` that is
//! under the house rules (TDA 2024 Rules 40, 43-A, 44, 45, 51-B, 55), which rule
//! decided it and how many chips go back or are still owed, so the console can
//! show the reading before the dealer confirms it.
//!
//! ```
//! use dealerdesk_core::chips::{Chips, Pos};
//! use dealerdesk_core::engine::{Action, Declaration, HandSpec, HandState, interpret_chips};
//! use dealerdesk_core::rules::{HouseRules, Variant};
//! let rules = HouseRules::preset(Variant::NoLimitHoldem);
//! let spec = HandSpec::from_stakes(&rules.stakes, rules.game(), vec![Chips(200); 3]);
//! let (mut hand, _) = HandState::new(&spec, &rules).unwrap();
//! for p in 0..3 {
//!     hand.play(&rules, &Action::DealHole { to: Pos(p), cards: vec![None, None] }).unwrap();
//! }
//! // The button faces the big blind of 2 and silently puts out a single 25 chip.
//! let reading = interpret_chips(&hand, &rules, Pos(2), &[Chips(25)], Declaration::Nothing).unwrap();
//! assert_eq!(reading.action, Action::CheckCall(Pos(2)));
//! assert_eq!(reading.rule.id, "oversized_chip");
//! assert_eq!(reading.returned, Chips(23));
//! hand.play(&rules, &reading.action).unwrap();
//! ```
//!
//! **Invariant:** every amount is read from `legal_actions` and the player's
//! own bet and stack, and the action returned is one `HandState::play` accepts
//! on the same state; anything else comes back as a `Ruling`.

use std::fmt;

mod reader;

use crate::chips::{Chips, Pos};
use crate::engine::legal::{Legal, Next};
use crate::engine::offer::legal_actions;
use crate::engine::{Action, HandState, Phase, Reading, Ruling, Why};
use crate::rules::{HouseRules, RuleId, RuleText};
use reader::Reader;

/// What the player said before or while putting chips out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Declaration {
    /// Nothing: the chips speak for themselves.
    Nothing,
    /// "Fold".
    Fold,
    /// "Check".
    Check,
    /// "Call".
    Call,
    /// "Raise" (or "bet"), with the amount given by the chips put out.
    Raise,
    /// "Raise to" (or "bet") this total for the round.
    RaiseTo(Chips),
    /// "All in".
    AllIn,
}

impl fmt::Display for Declaration {
    /// The word as the dealer's command line takes it (`raise`, `allin`,
    /// `raise-to 400`); nothing when none was said.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Declaration::Nothing => Ok(()),
            Declaration::Fold => f.write_str("fold"),
            Declaration::Check => f.write_str("check"),
            Declaration::Call => f.write_str("call"),
            Declaration::Raise => f.write_str("raise"),
            Declaration::RaiseTo(to) => write!(f, "raise-to {to}"),
            Declaration::AllIn => f.write_str("allin"),
        }
    }
}

/// The engine's reading of chips put out, for the dealer to confirm.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Interpretation {
    /// The action to apply: `Fold`, `CheckCall`, `BetRaise { to }` or `BringIn`.
    pub action: Action,
    /// The rule that decided the reading.
    pub rule: RuleText,
    /// How the chips were read, e.g. a single 500 chip facing 200 to call,
    /// without "raise", is a call (what goes back is `returned`).
    pub reading: Reading,
    /// Chips handed back to the player: what was put out beyond the action.
    pub returned: Chips,
    /// Chips the player must still add to make the action (a bet made up to the
    /// minimum, an undercall made a full call); zero when the chips suffice.
    pub owed: Chips,
}

/// Reads the `chips` that `pos` put out in one motion, with what they `said`,
/// as the action the rules make of it. Chips of value zero are ignored.
///
/// Refuses with a `Ruling` (the hand being unchanged, as ever) when it is not
/// `pos`'s turn to bet, when the chips are more than the player has, when the
/// declaration is not allowed (a check facing a bet), when nothing was put out
/// facing a bet, and when an undercall is for the floor to decide.
pub fn interpret_chips(
    s: &HandState,
    r: &HouseRules,
    pos: Pos,
    chips: &[Chips],
    said: Declaration,
) -> Result<Interpretation, Ruling> {
    let legal = legal_actions(s, r);
    let chips: Vec<Chips> = chips.iter().copied().filter(|c| !c.is_zero()).collect();
    let seen = describe(pos, &chips, said);
    let refuse = |rule: RuleId, why: Why, legal: Box<Legal>| Ruling {
        action: seen.clone(),
        why,
        rule: Box::new(r.rule(rule)),
        legal,
    };
    let in_turn = s.phase() == Phase::Betting && legal.next == Next::Player(pos);
    if !in_turn {
        // The engine's own order-of-play refusal, for any player action.
        let (rule, why) = super::step::check(s, r, &legal, &Action::Fold(pos))
            .err()
            .unwrap_or((RuleId::OrderOfPlay, Why::CannotBetNow { pos }));
        return Err(refuse(rule, why, Box::new(legal.clone())));
    }
    let Some(player) = s.players().get(pos.index()).copied() else {
        return Err(refuse(
            RuleId::OrderOfPlay,
            Why::NotInHand { pos },
            Box::new(legal.clone()),
        ));
    };
    let total: Chips = chips.iter().sum();
    if total > player.stack {
        return Err(refuse(
            RuleId::NoLimitMax,
            Why::ChipsNotTheirs {
                pos,
                stack: player.stack,
                total,
            },
            Box::new(legal.clone()),
        ));
    }
    let to_call = legal.check_call.unwrap_or_default();
    let reader = Reader {
        r,
        s,
        legal: &legal,
        pos,
        bet: player.bet,
        stack: player.stack,
        chips: &chips,
        total,
        to_call,
        level: player.bet + to_call,
    };
    let reading = match reader.read(said) {
        Ok(reading) => reading,
        Err((rule, why, legal)) => return Err(refuse(rule, why, legal)),
    };
    // The same door `HandState::play` goes through: never offer what it refuses.
    if let Err((rule, why)) = super::step::check(s, r, &legal, &reading.action) {
        return Err(Ruling {
            action: reading.action.to_string(),
            why,
            rule: Box::new(r.rule(rule)),
            legal: Box::new(legal),
        });
    }
    Ok(reading)
}

/// What the dealer saw, for a ruling, as the command line writes it:
/// `p3 $ 500+100 raise`, `p2 $ check`.
fn describe(pos: Pos, chips: &[Chips], said: Declaration) -> String {
    let words: Vec<String> = [list(chips), said.to_string()]
        .into_iter()
        .filter(|w| !w.is_empty())
        .collect();
    format!("{pos} $ {}", words.join(" "))
}

/// Chips as `500+100+25`.
fn list(chips: &[Chips]) -> String {
    chips
        .iter()
        .map(Chips::to_string)
        .collect::<Vec<_>>()
        .join("+")
}

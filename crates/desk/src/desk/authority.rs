//! Who may enter what. The dealer enters the deal and the players' actions;
//! a ruling that takes a hand or a pot from a player, or ends the hand as it
//! was dealt, is the floor's, behind a floor person's PIN given with that
//! ruling and a reason on record, whatever face sends it. A dealer procedure
//! is judged by what the engine makes of it: one whose result is a dead hand,
//! or a misdeal that hands back actions already taken, is the floor's too. Floor PINs are long
//! enough not to fall to a quick guess, and five wrong ones in a row lock
//! that floor person out for ten minutes; every wrong PIN is in the chain.

use dealerdesk_core::chips::Pos;
use dealerdesk_core::engine::{Action, DealStep, Event, HandState, Next, Note, legal_actions};
use dealerdesk_core::rules::{HouseRules, RuleId};

/// Wrong PINs in a row after which a floor person is locked out.
pub const LOCK_AFTER: u32 = 5;
/// How long the lock lasts, from the last wrong PIN.
pub const LOCK_FOR: chrono::TimeDelta = chrono::TimeDelta::minutes(10);

/// The fewest digits of a numeric floor PIN.
pub const MIN_PIN_DIGITS: usize = 6;
/// The fewest characters of a floor passphrase (a PIN with anything but
/// digits in it).
pub const MIN_PASSPHRASE_CHARS: usize = 12;

/// Why an action is the floor's to enter, not the dealer's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum FloorCall {
    /// Killing a hand.
    #[error("killing a hand is a floor ruling")]
    Kill,
    /// Awarding a pot by ruling.
    #[error("awarding a pot by ruling is the floor's")]
    Award,
    /// A fouled deck, which voids the hand.
    #[error("a fouled deck voids the hand: the floor rules it")]
    FouledDeck,
    /// Asking to see a hand at showdown.
    #[error("asking to see a hand at showdown is the floor's call")]
    See,
    /// A misdeal once the deal is complete.
    #[error("once the deal is complete, a misdeal is the floor's ruling")]
    MisdealAfterDeal,
    /// A procedure whose result is a dead hand (a card too many or too few
    /// once the player has acted), under the rule the engine applied.
    #[error("its result is a dead hand, and killing a hand is the floor's ruling ({})", rule_key(*.rule))]
    KillsHand {
        /// The rule that makes the hand dead.
        rule: Option<RuleId>,
    },
    /// A procedure whose result is a misdeal once a player has acted: the
    /// actions taken are handed back.
    #[error("its result is a misdeal that hands back actions already taken, and that is the floor's ruling ({})", rule_key(*.rule))]
    MisdealAfterAction {
        /// The rule that calls the misdeal.
        rule: Option<RuleId>,
    },
}

/// A rule's key, or nothing.
fn rule_key(rule: Option<RuleId>) -> &'static str {
    rule.map_or("", RuleId::as_str)
}

/// Why `action` needs the floor in this hand, or `None` when the dealer may
/// enter it: a floor ruling by its kind, or a procedure by the engine's
/// result of it (dry-run here; an action the engine refuses is not the
/// floor's, the engine says why).
pub fn floor_only(action: &Action, state: &HandState, rules: &HouseRules) -> Option<FloorCall> {
    if let Some(why) = by_kind(action, state, rules) {
        return Some(why);
    }
    let (after, events) = state.apply(rules, action).ok()?;
    by_result(action, state, &after, &events)
}

/// The floor rulings by their kind: a dead hand, an award, a fouled deck, a
/// hand asked to be seen, and a misdeal once the deal is complete.
pub(super) fn by_kind(action: &Action, state: &HandState, rules: &HouseRules) -> Option<FloorCall> {
    match action {
        Action::Kill(_) => Some(FloorCall::Kill),
        Action::Award(_) => Some(FloorCall::Award),
        Action::FouledDeck => Some(FloorCall::FouledDeck),
        Action::See(_) => Some(FloorCall::See),
        Action::Misdeal if dealt(state, rules) => Some(FloorCall::MisdealAfterDeal),
        _ => None,
    }
}

/// What the engine's result of `action` (from `before` to `after`, with
/// `events`) makes the floor's: a hand dead that its player neither folded
/// nor had folded for them by their own act held out of turn, or a misdeal
/// that hands back chips a player put in or a fold a player made.
pub(super) fn by_result(
    action: &Action,
    before: &HandState,
    after: &HandState,
    events: &[Event],
) -> Option<FloorCall> {
    let rule = events.iter().find_map(|e| match e {
        Event::Ruled { rule, .. } => RuleId::ALL.iter().copied().find(|r| r.as_str() == rule.id),
        _ => None,
    });
    let own = |pos: Pos| {
        action.player() == Some(pos)
            || events.iter().any(|e| {
                matches!(e, Event::Ruled {
                    note: Note::HeldBound { pos: p, .. } | Note::HeldUnbound { pos: p, .. },
                    ..
                } if *p == pos)
            })
    };
    let players = before.players().iter().zip(after.players());
    let killed = players
        .clone()
        .enumerate()
        .any(|(i, (b, a))| !b.folded && a.folded && !own(Pos(i as u8)));
    if killed {
        return Some(FloorCall::KillsHand { rule });
    }
    let misdeal = events.iter().any(|e| matches!(e, Event::Misdealt));
    let handed_back = players
        .into_iter()
        .any(|(b, a)| b.committed != a.committed || b.folded != a.folded);
    (misdeal && handed_back).then_some(FloorCall::MisdealAfterAction { rule })
}

/// Whether the first-street hole cards are all out.
fn dealt(state: &HandState, rules: &HouseRules) -> bool {
    let dealing = matches!(
        legal_actions(state, rules).next,
        Next::Dealer(DealStep::Hole { .. })
    );
    state.street_index() > 0 || !dealing
}

/// Why a new floor PIN is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum WeakPin {
    /// All digits, and too few of them.
    #[error(
        "a floor PIN has at least {MIN_PIN_DIGITS} digits (or use a passphrase of {MIN_PASSPHRASE_CHARS} characters)"
    )]
    FewDigits,
    /// A passphrase too short.
    #[error(
        "a floor passphrase has at least {MIN_PASSPHRASE_CHARS} characters (or use a PIN of {MIN_PIN_DIGITS} digits)"
    )]
    ShortPassphrase,
    /// One digit over and over (`000000`, `777777`).
    #[error("a floor PIN is not one digit repeated")]
    OneDigit,
    /// Digits in a straight run up or down (`123456`, `987654`, `012345`).
    #[error("a floor PIN is not a straight run of digits up or down")]
    Straight,
}

/// Checks a new floor PIN: six digits at least, neither one digit repeated
/// nor a straight run up or down, or a passphrase of twelve characters.
pub fn check_new_pin(pin: &str) -> Result<(), WeakPin> {
    let digits = pin.chars().all(|c| c.is_ascii_digit());
    if digits && pin.len() < MIN_PIN_DIGITS {
        return Err(WeakPin::FewDigits);
    }
    if digits {
        let steps: Vec<i16> = pin
            .as_bytes()
            .windows(2)
            .map(|w| i16::from(w[1]) - i16::from(w[0]))
            .collect();
        if steps.iter().all(|&d| d == 0) {
            return Err(WeakPin::OneDigit);
        }
        if steps.iter().all(|&d| d == 1) || steps.iter().all(|&d| d == -1) {
            return Err(WeakPin::Straight);
        }
    }
    if !digits && pin.chars().count() < MIN_PASSPHRASE_CHARS {
        return Err(WeakPin::ShortPassphrase);
    }
    Ok(())
}

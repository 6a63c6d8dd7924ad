//! Who may enter what. The dealer enters the deal and the players' actions;
//! a ruling that takes a hand or a pot from a player, or ends the hand as it
//! was dealt, is the floor's, behind a floor person's PIN given with that
//! ruling and a reason on record, whatever face sends it. Floor PINs are long
//! enough not to fall to a quick guess, and five wrong ones in a row lock
//! that floor person out for ten minutes; every wrong PIN is in the chain.

use dealerdesk_core::engine::{Action, DealStep, HandState, Next, legal_actions};
use dealerdesk_core::rules::HouseRules;

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
}

/// Why `action` needs the floor in this hand, or `None` when the dealer may
/// enter it.
pub fn floor_only(action: &Action, state: &HandState, rules: &HouseRules) -> Option<FloorCall> {
    match action {
        Action::Kill(_) => Some(FloorCall::Kill),
        Action::Award(_) => Some(FloorCall::Award),
        Action::FouledDeck => Some(FloorCall::FouledDeck),
        Action::See(_) => Some(FloorCall::See),
        Action::Misdeal if dealt(state, rules) => Some(FloorCall::MisdealAfterDeal),
        _ => None,
    }
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

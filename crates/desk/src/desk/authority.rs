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

/// Why `action` needs the floor in this hand, or `None` when the dealer may
/// enter it.
pub fn floor_only(action: &Action, state: &HandState, rules: &HouseRules) -> Option<&'static str> {
    match action {
        Action::Kill(_) => Some("killing a hand is a floor ruling"),
        Action::Award(_) => Some("awarding a pot by ruling is the floor's"),
        Action::FouledDeck => Some("a fouled deck voids the hand: the floor rules it"),
        Action::See(_) => Some("asking to see a hand at showdown is the floor's call"),
        Action::Misdeal if dealt(state, rules) => {
            Some("once the deal is complete, a misdeal is the floor's ruling")
        }
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

/// Checks a new floor PIN: six digits at least, or a passphrase of twelve
/// characters.
pub fn check_new_pin(pin: &str) -> Result<(), String> {
    let digits = pin.chars().all(|c| c.is_ascii_digit());
    if digits && pin.len() < MIN_PIN_DIGITS {
        return Err(format!(
            "a floor PIN has at least {MIN_PIN_DIGITS} digits (or use a passphrase of {MIN_PASSPHRASE_CHARS} characters)"
        ));
    }
    if !digits && pin.chars().count() < MIN_PASSPHRASE_CHARS {
        return Err(format!(
            "a floor passphrase has at least {MIN_PASSPHRASE_CHARS} characters (or use a PIN of {MIN_PIN_DIGITS} digits)"
        ));
    }
    Ok(())
}

//! The floor staff's signatures in the table's language: why a signed
//! log refuses a floor entry without its floor person's PIN, and why a
//! signature or a floor person's key does not hold.
use dealerdesk_i18n::{Args, Words};
use dealerdesk_log::{OperatorId, SignFault};

/// A floor entry (by `operator`) or a registration (none) refused without
/// the floor person's key, in words.
pub(super) fn not_unlocked(words: Words, operator: Option<OperatorId>) -> String {
    match operator {
        Some(id) => words.with(
            "log-error-not-unlocked-entry",
            &Args::new().str("id", id.to_string()),
        ),
        None => words.get("log-error-not-unlocked-staff"),
    }
}

/// Why a signature or a floor person's key does not hold, in words.
pub(super) fn sign_fault(words: Words, f: &SignFault) -> String {
    let id = |id: &OperatorId| Args::new().str("id", id.to_string());
    let action = |a: &String| Args::new().str("action", a.clone());
    match f {
        SignFault::Unsigned { operator } => words.with("chain-signature-unsigned", &id(operator)),
        SignFault::Invalid { operator } => words.with("chain-signature-invalid", &id(operator)),
        SignFault::NoKey { operator } => words.with("chain-signature-no-key", &id(operator)),
        SignFault::KeyMissing { id: who } => words.with("chain-signature-key-missing", &id(who)),
        SignFault::SelfRegistered { id: who } => {
            words.with("chain-signature-self-registered", &id(who))
        }
        SignFault::Stray { action: a } => words.with("chain-signature-stray", &action(a)),
        SignFault::Unreadable { action: a } => words.with("chain-signature-unreadable", &action(a)),
        SignFault::UnkeyedPin { id: who } => words.with("chain-signature-unkeyed-pin", &id(who)),
        other => words.with(
            "error-detail",
            &Args::new().str("detail", other.to_string()),
        ),
    }
}

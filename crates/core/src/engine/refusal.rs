//! A refusal as the operations return it (the rule and the reason), and the
//! check every operation that takes known cards shares.

use crate::cards::{Card, CardSet};
use crate::rules::RuleId;

use super::why::Why;

/// The rule that refuses an action and why, before it becomes a `Ruling`.
pub(crate) type Refusal = (RuleId, Why);

/// Refuses a known card that is already out.
pub(crate) fn check_fresh(seen: CardSet, cards: impl Iterator<Item = Card>) -> Result<(), Refusal> {
    let mut seen = seen;
    for c in cards {
        if !seen.insert(c) {
            return Err((RuleId::DuplicateCard, Why::DuplicateCard { card: c }));
        }
    }
    Ok(())
}

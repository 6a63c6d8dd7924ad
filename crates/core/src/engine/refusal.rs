//! A refusal as the operations return it (the rule and the reason), and the
//! check every operation that takes known cards shares: each card in the
//! game's deck (sixes to aces in short deck) and not already out.

use crate::cards::Card;
use crate::rules::RuleId;

use super::state::HandState;
use super::why::Why;

/// The rule that refuses an action and why, before it becomes a `Ruling`.
pub(crate) type Refusal = (RuleId, Why);

/// Refuses a known card outside the game's deck or already out.
pub(crate) fn check_fresh(s: &HandState, cards: impl Iterator<Item = Card>) -> Result<(), Refusal> {
    let mut seen = s.seen;
    for c in cards {
        if !s.def().in_deck(c) {
            return Err((RuleId::Dealing, Why::NotInDeck { card: c }));
        }
        if !seen.insert(c) {
            return Err((RuleId::DuplicateCard, Why::DuplicateCard { card: c }));
        }
    }
    Ok(())
}

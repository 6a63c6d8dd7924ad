//! The house's rake on a pot, as its ruleset sets it (`rules::Rake`): a
//! share of the pot rounded down to whole increments, capped, none from a
//! hand that ends before the flop where the house says so, and a fixed drop
//! taken with it. Never more than the pot.

use super::HandState;
use crate::chips::Chips;
use crate::rules::HouseRules;

/// What the house takes from pots totalling `total` at the end of `s`.
pub(crate) fn owed(s: &HandState, r: &HouseRules, total: Chips) -> Chips {
    let Some(rake) = &r.rake else {
        return Chips::ZERO;
    };
    // The flop, or in a game with no board the second street, was dealt.
    let game = s.def();
    let saw_flop = if game.has_board() {
        s.board().len() >= usize::from(game.board_through(1))
    } else {
        s.street_index() > 0
    };
    if rake.no_flop_no_drop && !saw_flop {
        return Chips::ZERO;
    }
    // A share of at most 10^15 chips times at most 1,000 fits in u128 easily.
    let share = u128::from(total.0) * u128::from(rake.tenths_of_percent) / 1000;
    let share = u64::try_from(share).unwrap_or(u64::MAX);
    let share = share - share % rake.increment.0.max(1);
    let dealt_in = u8::try_from(s.players().len()).unwrap_or(u8::MAX);
    let cap = rake
        .cap_by_players
        .get(&dealt_in)
        .copied()
        .unwrap_or(rake.cap);
    let share = if cap.is_zero() {
        Chips(share)
    } else {
        Chips(share).min(cap)
    };
    (share + rake.drop).min(total)
}

//! Hands written in fractions of a chip (`starting_stacks = [1259450.25, …]`)
//! read in a smaller unit: every amount times a power of ten, so that the
//! engine still counts whole units. A table never deals in fractions; only
//! a replay reads a hand this way ([`PhhHand::parse_in_smallest_unit`]).

use crate::chips::Chips;

use super::{Num, PhhError, PhhHand};

/// How many of the units a hand is read in make one chip as written: 1 for
/// a hand in whole chips, 100 for one written to the cent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scale(pub u64);

impl Scale {
    /// Whole chips, as a table deals them.
    pub const WHOLE: Scale = Scale(1);

    /// The most decimal places read: a ten-thousandth of a chip.
    const MAX_PLACES: u32 = 4;

    /// A number as written, in this scale's units: `None` when it is not
    /// whole in them, or too large.
    pub(super) fn of_num(self, v: Num) -> Option<Result<Chips, ()>> {
        match v {
            Num::Int(i) if i >= 0 => Some(
                (i as u64)
                    .checked_mul(self.0)
                    .and_then(Chips::bounded)
                    .ok_or(()),
            ),
            Num::Float(f) if f >= 0.0 => {
                let x = f * self.0 as f64;
                if x > Chips::MAX.0 as f64 {
                    return Some(Err(()));
                }
                let whole = x.round();
                ((x - whole).abs() < 1e-6).then_some(Ok(Chips(whole as u64)))
            }
            _ => None,
        }
    }

    /// An amount written in decimals (`12.25`) as a whole number of this
    /// scale's units (`1225` at 100), exactly, from its digits.
    pub(super) fn of_word(self, word: &str) -> Option<u64> {
        let (whole, fraction) = word.split_once('.').unwrap_or((word, ""));
        let places = self.0.checked_ilog10()?;
        if whole.is_empty()
            || fraction.len() > places as usize
            || !(whole.bytes().chain(fraction.bytes())).all(|b| b.is_ascii_digit())
        {
            return None;
        }
        let padded = format!("{whole}{fraction:0<width$}", width = places as usize);
        padded.parse::<u64>().ok()
    }
}

impl PhhHand {
    /// Reads a hand as [`PhhHand::parse`] does, but a hand written in
    /// fractions of a chip is read in the smallest unit that makes every
    /// amount whole (up to a ten-thousandth), and that unit is returned with
    /// it; amounts finer than that stay refused as fractional.
    pub fn parse_in_smallest_unit(text: &str) -> Result<(PhhHand, Scale), PhhError> {
        let mut finest = match PhhHand::read(text, Scale::WHOLE) {
            Ok(hand) => return Ok((hand, Scale::WHOLE)),
            Err(e @ PhhError::Fractional { .. }) => e,
            Err(e) => return Err(e),
        };
        for places in 1..=Scale::MAX_PLACES {
            let scale = Scale(10u64.pow(places));
            match PhhHand::read(text, scale) {
                Ok(hand) => return Ok((hand, scale)),
                Err(e @ PhhError::Fractional { .. }) => finest = e,
                Err(e) => return Err(e),
            }
        }
        Err(finest)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replay::{StackCheck, check_finish, replay};
    use crate::rules::HouseRules;

    const HAND: &str = "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [0.25, 0.5]\n\
        min_bet = 0.5\nstarting_stacks = [10.75, 20]\nactions = [\n\
        'd dh p1 AsAd', 'd dh p2 KsKd', 'p2 cbr 1.75', 'p1 cbr 10.75', 'p2 cc',\n\
        'p1 sm AsAd', 'p2 sm KsKd',
        'd db 2c3d7h', 'd db 9s', 'd db Jc']\nfinishing_stacks = [21.5, 9.25]\n";

    /// A hand in quarters of a chip is read in hundredths, its bets and
    /// finishing stacks included, and replays to the recorded stacks.
    #[test]
    fn a_hand_in_quarters_replays_exact_in_hundredths() {
        assert!(matches!(
            PhhHand::parse(HAND),
            Err(PhhError::Fractional {
                field: "starting_stacks",
                ..
            })
        ));
        let (hand, scale) = PhhHand::parse_in_smallest_unit(HAND).unwrap();
        assert_eq!(scale, Scale(100));
        assert_eq!(hand.spec.stacks, vec![Chips(1075), Chips(2000)]);
        // Heads-up, PHH lists the big blind first.
        assert_eq!(hand.spec.blinds, vec![Chips(50), Chips(25)]);
        let state = replay(&hand, HouseRules::preset_ref(hand.variant)).unwrap();
        assert_eq!(state.stacks(), vec![Chips(2150), Chips(925)]);
        assert_eq!(
            check_finish(&state, hand.finishing_stacks.as_deref()),
            StackCheck::Exact
        );
    }

    /// A hand in whole chips keeps its unit; amounts finer than a
    /// ten-thousandth, in a field or a bet, stay refused.
    #[test]
    fn whole_hands_keep_their_unit_and_finer_amounts_are_refused() {
        let whole = "variant = 'NT'\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n\
            starting_stacks = [100, 200]\nactions = ['d dh p1 AsAd', 'p2 cbr 6']\n";
        let (hand, scale) = PhhHand::parse_in_smallest_unit(whole).unwrap();
        assert_eq!((hand.spec.stacks[0], scale), (Chips(100), Scale::WHOLE));
        let fine = HAND.replace("10.75, 20", "10.123456, 20");
        assert!(matches!(
            PhhHand::parse_in_smallest_unit(&fine),
            Err(PhhError::Fractional { .. })
        ));
        let bet = HAND.replace("'p2 cbr 1.75'", "'p2 cbr 1.755'");
        assert_eq!(
            PhhHand::parse_in_smallest_unit(&bet).unwrap().1,
            Scale(1000)
        );
        let bet = HAND.replace("'p2 cbr 1.75'", "'p2 cbr 1.75555'");
        assert!(matches!(
            PhhHand::parse_in_smallest_unit(&bet),
            Err(PhhError::Fractional {
                field: "actions",
                ..
            })
        ));
    }

    #[test]
    fn words_are_read_exactly_from_their_digits() {
        assert_eq!(Scale(100).of_word("12.25"), Some(1225));
        assert_eq!(Scale(100).of_word("12.5"), Some(1250));
        assert_eq!(Scale(100).of_word("12"), Some(1200));
        assert_eq!(Scale(100).of_word("12.255"), None);
        assert_eq!(Scale(100).of_word("-1"), None);
        assert_eq!(Scale(100).of_word(".5"), None);
        assert_eq!(Scale(1).of_word("12.5"), None);
    }
}

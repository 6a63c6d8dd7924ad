//! Figures for a deal at the final table, offered to the floor as a
//! starting point: the chip-count chop (the money left in proportion to
//! the stacks) and the Malmuth–Harville ICM (each player's chance of each
//! place from the stacks, times the prizes). Both are exact: the chip chop
//! in integers, the ICM chances as fractions of big integers (a chance is a
//! product of up to ten chip-count ratios, far past any machine integer), so
//! equal stacks have equal equities to the last digit. The amounts are
//! whole units of the house's payout unit that sum exactly to the money
//! left, by largest remainder: a unit players tie for goes by the odd-unit
//! order the caller gives (the house's odd-chip rule: first left of the
//! button first, or the lowest seat), and the money below one unit goes the
//! same way.

use std::collections::BTreeMap;

use num_bigint::BigUint;
use num_rational::Ratio;
use num_traits::{ToPrimitive, Zero};

use crate::chips::Chips;

/// An exact share or chance.
pub type Exact = Ratio<BigUint>;

/// The most players ICM figures are worked out for (a final table).
const ICM_MAX_PLAYERS: usize = 10;

/// Why no deal figures can be given.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    #[error("a deal needs at least two players with chips")]
    TooFew,
    #[error("{players} players remain but {prizes} prizes are left to share")]
    Prizes { players: usize, prizes: usize },
    #[error("ICM is worked out for at most 10 players, not {0}")]
    TooMany(usize),
}

/// The money each player's stack is worth in chips: `total` split in
/// proportion to the stacks, in whole `unit`s by largest remainder, ties
/// and the part below a unit in `odd_unit` order (indices into `stacks`,
/// the first to get an odd unit first). Integer arithmetic only.
pub fn chip_chop(
    stacks: &[Chips],
    total: u64,
    unit: u64,
    odd_unit: &[usize],
) -> Result<Vec<u64>, DealError> {
    let chips: u128 = stacks.iter().map(|s| u128::from(s.0)).sum();
    if stacks.len() < 2 || chips == 0 {
        return Err(DealError::TooFew);
    }
    let unit = unit.max(1);
    let units = u128::from(total / unit);
    // units < 2^64 and a stack < 2^64, so their product fits in u128; every
    // remainder is over the same `chips`, so they compare as integers.
    let exact: Vec<(u128, u128)> = stacks
        .iter()
        .map(|s| {
            let n = units * u128::from(s.0);
            (n / chips, n % chips)
        })
        .collect();
    Ok(round_units(&exact, units, total, unit, odd_unit))
}

/// The chip chop as rooms deal it at a final table: every player left is
/// first guaranteed the prize of the next place to finish (the smallest of
/// `prizes`, the prizes left, when there is one for each player), and the
/// rest of `total` is shared by chips as [`chip_chop`] shares it. Returns
/// the amounts and the guaranteed prize.
pub fn guaranteed_chip_chop(
    stacks: &[Chips],
    prizes: &[u64],
    total: u64,
    unit: u64,
    odd_unit: &[usize],
) -> Result<(Vec<u64>, u64), DealError> {
    let n = stacks.len() as u64;
    let floor = match prizes.last() {
        Some(last) if prizes.len() == stacks.len() => (*last).min(total / n.max(1)),
        _ => 0,
    };
    let rest = total - floor * n;
    let shares = chip_chop(stacks, rest, unit, odd_unit)?;
    Ok((shares.into_iter().map(|s| s + floor).collect(), floor))
}

/// Each player's equity in the prizes left (`prizes[0]` first place's),
/// exactly, Malmuth–Harville: the chance of finishing first is the share of
/// the chips, and of each later place the same among those not yet placed.
/// A player without chips finishes after everyone with chips.
pub fn icm_equity(stacks: &[Chips], prizes: &[u64]) -> Result<Vec<Exact>, DealError> {
    let n = stacks.len();
    if n < 2 || stacks.iter().all(|s| s.is_zero()) {
        return Err(DealError::TooFew);
    }
    if n > ICM_MAX_PLAYERS {
        return Err(DealError::TooMany(n));
    }
    if prizes.len() > n {
        return Err(DealError::Prizes {
            players: n,
            prizes: prizes.len(),
        });
    }
    // At most 10 stacks below 2^64 each: the sum fits in u128.
    let total: u128 = stacks.iter().map(|s| u128::from(s.0)).sum();
    let mut equity = vec![Exact::zero(); n];
    // The players already placed, as a bitmask, and the chance of that set
    // finishing first in some order: at most 2^10 sets a layer.
    let mut layer: BTreeMap<u16, Exact> = BTreeMap::from([(0, Exact::from_integer(1u8.into()))]);
    for prize in prizes {
        let mut next = BTreeMap::<u16, Exact>::new();
        for (placed, p) in &layer {
            let left: u128 = total
                - (0..n)
                    .filter(|i| placed & (1 << i) != 0)
                    .map(|i| u128::from(stacks[i].0))
                    .sum::<u128>();
            if left == 0 {
                continue;
            }
            for (i, s) in stacks.iter().enumerate() {
                if placed & (1 << i) != 0 || s.is_zero() {
                    continue;
                }
                let q = p * Exact::new(BigUint::from(s.0), BigUint::from(left));
                equity[i] += &q * BigUint::from(*prize);
                *next.entry(placed | (1 << i)).or_insert_with(Exact::zero) += q;
            }
        }
        layer = next;
    }
    Ok(equity)
}

/// The ICM figures as money: `prizes` are the prizes left, the amounts sum
/// to them exactly, in whole `unit`s by largest remainder of the exact
/// equities, ties and the part below a unit in `odd_unit` order as for
/// [`chip_chop`].
pub fn icm_chop(
    stacks: &[Chips],
    prizes: &[u64],
    unit: u64,
    odd_unit: &[usize],
) -> Result<Vec<u64>, DealError> {
    let equity = icm_equity(stacks, prizes)?;
    // The prizes left are parts of one prize pool: their sum is a u64.
    let total: u64 = prizes.iter().sum();
    let unit = unit.max(1);
    let units = u128::from(total / unit);
    // Each equity in units: its whole part (at most `units`: no equity is
    // more than the prizes) and the exact fraction left, which orders the
    // remainders.
    let exact: Vec<(u128, Exact)> = equity
        .iter()
        .map(|e| {
            let in_units = e / BigUint::from(unit);
            let whole = in_units.to_integer();
            let rest = in_units - Exact::from_integer(whole.clone());
            (whole.to_u128().unwrap_or(units), rest)
        })
        .collect();
    Ok(round_units(&exact, units, total, unit, odd_unit))
}

/// Whole units by largest remainder so that they sum to `units`, times
/// `unit`; equal remainders in `odd_unit` order (players it leaves out
/// after, by index), and what is below a unit to the next player in line
/// for a unit.
fn round_units<R: Ord>(
    exact: &[(u128, R)],
    units: u128,
    total: u64,
    unit: u64,
    odd_unit: &[usize],
) -> Vec<u64> {
    let n = exact.len();
    let mut whole: Vec<u128> = exact.iter().map(|(w, _)| *w).collect();
    let given: u128 = whole.iter().sum();
    let rank = |i: usize| (odd_unit.iter().position(|j| *j == i).unwrap_or(n), i);
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|a, b| exact[*b].1.cmp(&exact[*a].1).then(rank(*a).cmp(&rank(*b))));
    // The next in line for a unit once the units are out.
    let next = if given <= units {
        let extra = (units - given) as usize;
        for i in order.iter().cycle().take(extra) {
            whole[*i] += 1;
        }
        order.get(extra % n.max(1))
    } else {
        let over = (given - units) as usize;
        for i in order.iter().rev().cycle().take(over) {
            whole[*i] = whole[*i].saturating_sub(1);
        }
        order.iter().rev().nth((over - 1) % n.max(1))
    };
    let mut money: Vec<u64> = whole.iter().map(|w| *w as u64 * unit).collect();
    if let Some(i) = next {
        money[*i] += total % unit;
    }
    money
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chip_chop_splits_the_money_left_by_stack_in_whole_units() {
        let stacks = [Chips(6000), Chips(3000), Chips(1000)];
        let order = [0, 1, 2];
        assert_eq!(
            chip_chop(&stacks, 1000, 10, &order).unwrap(),
            vec![600, 300, 100]
        );
        // 200 units come out whole; the 3 below a unit go to the first in
        // the odd-unit order.
        let odd = chip_chop(&stacks, 1003, 5, &[1, 2, 0]).unwrap();
        assert_eq!(odd.iter().sum::<u64>(), 1003);
        assert_eq!(odd, vec![600, 303, 100]);
    }

    #[test]
    fn the_chip_chop_first_guarantees_each_player_the_next_place_s_prize() {
        // Three left for 1000 / 500 / 200: each is sure of 200, and the
        // 1,100 over that goes by chips. The short stack is never offered
        // less than third place pays.
        let stacks = [Chips(90_000), Chips(9_000), Chips(1_000)];
        let (money, floor) =
            guaranteed_chip_chop(&stacks, &[1000, 500, 200], 1700, 1, &[0, 1, 2]).unwrap();
        assert_eq!(floor, 200);
        assert_eq!(money, vec![200 + 990, 200 + 99, 200 + 11]);
        assert_eq!(money.iter().sum::<u64>(), 1700);
        // Plain by chips the short stack would be offered 17.
        assert_eq!(chip_chop(&stacks, 1700, 1, &[0, 1, 2]).unwrap()[2], 17);
        // More players than prizes left: nobody is sure of a prize.
        let four = [Chips(10), Chips(10), Chips(10), Chips(10)];
        let (money, floor) =
            guaranteed_chip_chop(&four, &[300, 100, 50], 450, 1, &[0, 1, 2, 3]).unwrap();
        assert_eq!((floor, money.iter().sum::<u64>()), (0, 450));
    }

    fn exact(n: u64, d: u64) -> Exact {
        Exact::new(n.into(), d.into())
    }

    #[test]
    fn icm_matches_the_textbook_three_player_figures_exactly() {
        // Stacks 50/30/20 for prizes 50/30/20. By hand: first place
        // 1/2, 3/10, 1/5; second 19/56, 3/8, 2/7; so equities 1075/28,
        // 131/4 and 202/7 (38.39, 32.75, 28.86 of 100), summing to 100.
        let stacks = [Chips(5000), Chips(3000), Chips(2000)];
        let e = icm_equity(&stacks, &[50, 30, 20]).unwrap();
        assert_eq!(e, [exact(1075, 28), exact(131, 4), exact(202, 7)]);
        let money = icm_chop(&stacks, &[5000, 3000, 2000], 10, &[0, 1, 2]).unwrap();
        assert_eq!(money, vec![3840, 3270, 2890]);
        assert_eq!(money.iter().sum::<u64>(), 10_000);
        // Equal stacks share equally.
        let even = icm_chop(&[Chips(10), Chips(10)], &[700, 300], 1, &[0, 1]).unwrap();
        assert_eq!(even, vec![500, 500]);
    }

    #[test]
    fn equal_stacks_have_equal_exact_equity_and_tie_for_an_odd_unit_by_the_odd_chip_order() {
        // Three stacks of 9,000 and one of 4,000 for 500/300/200 in units
        // of 25: each 9,000 is worth 281.37 exactly alike, 11 units and a
        // quarter; the unit the three tie for goes first in the odd-unit
        // order (the third here), never to the largest index or stack.
        let stacks = [Chips(9000), Chips(9000), Chips(9000), Chips(4000)];
        let e = icm_equity(&stacks, &[500, 300, 200]).unwrap();
        assert!(e[0] == e[1] && e[1] == e[2]);
        assert_eq!(e.iter().sum::<Exact>(), exact(1000, 1));
        let order = [2, 0, 1, 3];
        let money = icm_chop(&stacks, &[500, 300, 200], 25, &order).unwrap();
        assert_eq!(money, vec![275, 275, 300, 150]);
        let order = [1, 3, 2, 0];
        let money = icm_chop(&stacks, &[500, 300, 200], 25, &order).unwrap();
        assert_eq!(money, vec![275, 300, 275, 150]);
    }

    #[test]
    fn ten_players_share_ten_prizes_exactly_with_equal_stacks_equal() {
        // A full final table: three stacks of 12,000, two of 3,000. The
        // exact equities sum to the prizes to the last digit, and the
        // amounts (checked against the same sums done by hand in fractions)
        // give each equal stack the same.
        let stacks = [
            12_000, 12_000, 3_000, 47_000, 3_000, 25_000, 8_000, 12_000, 5_000, 1_000,
        ]
        .map(Chips);
        let prizes = [3000, 2000, 1400, 1000, 800, 600, 500, 400, 200, 100];
        let e = icm_equity(&stacks, &prizes).unwrap();
        assert_eq!(e.iter().sum::<Exact>(), exact(10_000, 1));
        assert!(e[0] == e[1] && e[1] == e[7] && e[2] == e[4]);
        let order: Vec<usize> = (0..10).collect();
        let money = icm_chop(&stacks, &prizes, 10, &order).unwrap();
        assert_eq!(
            money,
            vec![1130, 1130, 540, 2040, 540, 1580, 920, 1130, 720, 270]
        );
        // An eleventh player is past what the figures are worked out for.
        let mut eleven = stacks.to_vec();
        eleven.push(Chips(500));
        assert_eq!(icm_equity(&eleven, &prizes), Err(DealError::TooMany(11)));
    }

    #[test]
    fn equal_stacks_get_equal_shares_and_the_odd_unit_goes_first_left_of_the_button() {
        // 319 left in units of 5 between two equal stacks: 159.50 each
        // exactly. 63 units: 31 each, the odd unit to the player first left
        // of the button (the second here), the 4 below a unit to the next
        // in that order: 160 and 159, not 164 and 155.
        let equal = [Chips(9000), Chips(9000)];
        assert_eq!(chip_chop(&equal, 319, 5, &[1, 0]).unwrap(), vec![159, 160]);
        assert_eq!(chip_chop(&equal, 319, 5, &[0, 1]).unwrap(), vec![160, 159]);
        // ICM heads-up with equal stacks: 200 and 119 to play for, 159.50
        // each, the same way.
        assert_eq!(
            icm_chop(&equal, &[200, 119], 5, &[1, 0]).unwrap(),
            vec![159, 160]
        );
        // Three players, two of them equal: the equal two get the same
        // down to the odd unit, whichever of them is listed first.
        let stacks = [Chips(30_000), Chips(70_000), Chips(30_000)];
        let icm = icm_chop(&stacks, &[500, 300, 200], 10, &[2, 0, 1]).unwrap();
        assert_eq!(icm.iter().sum::<u64>(), 1000);
        assert_eq!(icm[0], icm[2], "{icm:?}");
        let chips = chip_chop(&stacks, 1005, 10, &[2, 0, 1]).unwrap();
        // 100 units: 23.08, 53.85, 23.08: 23, 54, 23 with the 5 below a unit
        // to the next in line by remainder, seat order breaking the tie.
        assert_eq!(chips.iter().sum::<u64>(), 1005);
        assert_eq!(chips, vec![230, 540, 235]);
    }
}

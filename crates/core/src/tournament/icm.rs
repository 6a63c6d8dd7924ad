//! Figures for a deal at the final table, offered to the floor as a
//! starting point: the chip-count chop (the money left in proportion to
//! the stacks) and the Malmuth–Harville ICM (each player's chance of each
//! place from the stacks, times the prizes). The amounts are whole units of
//! the house's payout unit that sum exactly to the money left, by largest
//! remainder: equal stacks get equal shares, a unit they tie for goes by the
//! odd-unit order the caller gives (first left of the button first), and
//! the money below one unit goes the same way. The chip chop is integer
//! arithmetic; only the ICM chances are floating point (to a millionth of a
//! unit), and equal stacks are given the same chances by symmetry.

use crate::chips::Chips;

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
    let exact: Vec<(u128, u128)> = stacks
        .iter()
        .map(|s| {
            let n = units * u128::from(s.0);
            (n / chips, n % chips)
        })
        .collect();
    Ok(round_units(&exact, units, total, unit, odd_unit))
}

/// Each player's equity in the prizes left (`prizes[0]` first place's),
/// Malmuth–Harville: the chance of finishing first is the share of the
/// chips, and of each later place the same among those not yet placed.
pub fn icm_equity(stacks: &[Chips], prizes: &[u64]) -> Result<Vec<f64>, DealError> {
    let n = stacks.len();
    if n < 2 || stacks.iter().all(|s| s.is_zero()) {
        return Err(DealError::TooFew);
    }
    if n > 10 {
        return Err(DealError::TooMany(n));
    }
    if prizes.len() > n {
        return Err(DealError::Prizes {
            players: n,
            prizes: prizes.len(),
        });
    }
    let total: f64 = stacks.iter().map(|s| s.0 as f64).sum();
    let mut equity = vec![0.0; n];
    // (players already placed as a bitmask, the chance of that order)
    let mut layer: Vec<(u32, f64)> = vec![(0, 1.0)];
    for prize in prizes {
        let mut next = std::collections::BTreeMap::<u32, f64>::new();
        for (placed, p) in &layer {
            let left: f64 = total
                - (0..n)
                    .filter(|i| placed & (1 << i) != 0)
                    .map(|i| stacks[i].0 as f64)
                    .sum::<f64>();
            if left <= 0.0 {
                continue;
            }
            for (i, s) in stacks.iter().enumerate() {
                if placed & (1 << i) != 0 || s.is_zero() {
                    continue;
                }
                let q = p * s.0 as f64 / left;
                equity[i] += q * *prize as f64;
                *next.entry(placed | (1 << i)).or_default() += q;
            }
        }
        layer = next.into_iter().collect();
    }
    // Equal stacks have equal chances exactly; the sums above may differ in
    // the last bits, so each equal stack gets their mean.
    let mean: Vec<f64> = stacks
        .iter()
        .map(|s| {
            let same: Vec<f64> = (0..n)
                .filter(|j| stacks[*j] == *s)
                .map(|j| equity[j])
                .collect();
            same.iter().sum::<f64>() / same.len() as f64
        })
        .collect();
    Ok(mean)
}

/// The ICM figures as money: `prizes` are the prizes left, the amounts sum
/// to them exactly, in whole `unit`s by largest remainder, ties and the
/// part below a unit in `odd_unit` order as for [`chip_chop`].
pub fn icm_chop(
    stacks: &[Chips],
    prizes: &[u64],
    unit: u64,
    odd_unit: &[usize],
) -> Result<Vec<u64>, DealError> {
    let equity = icm_equity(stacks, prizes)?;
    let total: u64 = prizes.iter().sum();
    let unit = unit.max(1);
    let units = u128::from(total / unit);
    // The equity as millionths of a unit, rounded: whole units and the rest.
    let scale = 1_000_000u128;
    let exact: Vec<(u128, u128)> = equity
        .iter()
        .map(|e| {
            let micro = (e / unit as f64 * scale as f64).round().max(0.0) as u128;
            (micro / scale, micro % scale)
        })
        .collect();
    Ok(round_units(&exact, units, total, unit, odd_unit))
}

/// Whole units by largest remainder so that they sum to `units`, times
/// `unit`; equal remainders in `odd_unit` order (players it leaves out
/// after, by index), and what is below a unit to the next player in line
/// for a unit.
fn round_units(
    exact: &[(u128, u128)],
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
    fn icm_matches_the_textbook_three_player_figures() {
        // Stacks 50/30/20 for prizes 50/30/20. By hand: first place
        // .5/.3/.2; second .3393/.375/.2857; third the rest; so equities
        // 38.393, 32.75 and 28.857 (of 100).
        let stacks = [Chips(5000), Chips(3000), Chips(2000)];
        let e = icm_equity(&stacks, &[50, 30, 20]).unwrap();
        let want = [38.3929, 32.75, 28.8571];
        for (got, want) in e.iter().zip(want) {
            assert!((got - want).abs() < 1e-3, "{e:?}");
        }
        let money = icm_chop(&stacks, &[5000, 3000, 2000], 10, &[0, 1, 2]).unwrap();
        assert_eq!(money, vec![3840, 3270, 2890]);
        assert_eq!(money.iter().sum::<u64>(), 10_000);
        // Equal stacks share equally.
        let even = icm_chop(&[Chips(10), Chips(10)], &[700, 300], 1, &[0, 1]).unwrap();
        assert_eq!(even, vec![500, 500]);
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

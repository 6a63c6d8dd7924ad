//! Figures for a deal at the final table, offered to the floor as a
//! starting point: the chip-count chop (the money left in proportion to
//! the stacks) and the Malmuth–Harville ICM (each player's chance of each
//! place from the stacks, times the prizes). The amounts are whole units of
//! the house's payout unit that sum exactly to the money left; only the ICM
//! probabilities are computed in floating point, and no prize is.

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
/// proportion to the stacks, in whole `unit`s by largest remainder, the
/// part below a unit to the biggest stack. Integer arithmetic only.
pub fn chip_chop(stacks: &[Chips], total: u64, unit: u64) -> Result<Vec<u64>, DealError> {
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
    Ok(round_units(&exact, units, total, unit, stacks))
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
    Ok(equity)
}

/// The ICM figures as money: `prizes` are the prizes left, the amounts sum
/// to them exactly, in whole `unit`s by largest remainder.
pub fn icm_chop(stacks: &[Chips], prizes: &[u64], unit: u64) -> Result<Vec<u64>, DealError> {
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
    Ok(round_units(&exact, units, total, unit, stacks))
}

/// Whole units by largest remainder so that they sum to `units`, times
/// `unit`, with what is below a unit to the biggest stack.
fn round_units(
    exact: &[(u128, u128)],
    units: u128,
    total: u64,
    unit: u64,
    stacks: &[Chips],
) -> Vec<u64> {
    let mut whole: Vec<u128> = exact.iter().map(|(w, _)| *w).collect();
    let given: u128 = whole.iter().sum();
    let mut order: Vec<usize> = (0..exact.len()).collect();
    // Largest remainder first; on a tie, the bigger stack, then the earlier.
    order.sort_by(|a, b| {
        exact[*b]
            .1
            .cmp(&exact[*a].1)
            .then(stacks[*b].cmp(&stacks[*a]))
            .then(a.cmp(b))
    });
    if given <= units {
        for i in order.iter().cycle().take((units - given) as usize) {
            whole[*i] += 1;
        }
    } else {
        for i in order.iter().rev().cycle().take((given - units) as usize) {
            whole[*i] = whole[*i].saturating_sub(1);
        }
    }
    let mut money: Vec<u64> = whole.iter().map(|w| *w as u64 * unit).collect();
    let biggest = (0..stacks.len())
        .max_by_key(|i| (stacks[*i], std::cmp::Reverse(*i)))
        .unwrap_or(0);
    money[biggest] += total % unit;
    money
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chip_chop_splits_the_money_left_by_stack_in_whole_units() {
        let stacks = [Chips(6000), Chips(3000), Chips(1000)];
        assert_eq!(chip_chop(&stacks, 1000, 10).unwrap(), vec![600, 300, 100]);
        let odd = chip_chop(&stacks, 1003, 5).unwrap();
        assert_eq!(odd.iter().sum::<u64>(), 1003);
        assert_eq!(odd, vec![603, 300, 100]);
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
        let money = icm_chop(&stacks, &[5000, 3000, 2000], 10).unwrap();
        assert_eq!(money, vec![3840, 3270, 2890]);
        assert_eq!(money.iter().sum::<u64>(), 10_000);
        // Equal stacks share equally.
        let even = icm_chop(&[Chips(10), Chips(10)], &[700, 300], 1).unwrap();
        assert_eq!(even, vec![500, 500]);
    }
}

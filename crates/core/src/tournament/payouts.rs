//! Prize money by place, in integer money only: each place's share of the
//! pool rounded down to the house's unit, the remainder where the house
//! says; and a prize shared by players who tie, split in units with the odd
//! units in a stated order.

use super::structure::{Payouts, Remainder, Tournament};

/// The prize of each place (first place first) for a pool of `pool` and
/// `entries` entries. The prizes sum to the pool exactly.
pub fn place_prizes(t: &Tournament, pool: u64, entries: u32) -> Vec<u64> {
    let Some(row) = t.payout_row(entries) else {
        return Vec::new();
    };
    let p: &Payouts = &t.payouts;
    let unit = p.unit.max(1);
    let mut prizes: Vec<u64> = row
        .percent
        .iter()
        .map(|share| {
            let exact = u128::from(pool) * u128::from(share.0) / 10_000;
            (exact as u64 / unit) * unit
        })
        .collect();
    let mut left = pool - prizes.iter().sum::<u64>();
    if p.remainder == Remainder::TopDown {
        let (mut i, places) = (0, prizes.len());
        while left >= unit && places > 0 {
            prizes[i % places] += unit;
            left -= unit;
            i += 1;
        }
    }
    if let Some(first) = prizes.first_mut() {
        *first += left;
    }
    prizes
}

/// `total` shared by `players` who tie: equal whole units each, one more
/// unit each to the first players in the order given, and anything less
/// than a unit to the first.
pub fn share_prize(total: u64, players: usize, unit: u64) -> Vec<u64> {
    if players == 0 {
        return Vec::new();
    }
    let unit = unit.max(1);
    let units = total / unit;
    let n = players as u64;
    let mut shares: Vec<u64> = (0..n)
        .map(|i| (units / n + u64::from(i < units % n)) * unit)
        .collect();
    shares[0] += total % unit;
    shares
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::structure::{PayoutRow, Percent, TieOddUnit};

    fn structure(percent: &[u32], unit: u64, remainder: Remainder) -> Tournament {
        let yaml = include_str!("../../../../rulesets/tda-2024/nl-holdem-tournament.yaml");
        let rules = crate::rules::HouseRules::from_yaml(yaml, "t.yaml").unwrap();
        let mut t = rules.tournament.unwrap();
        t.payouts.unit = unit;
        t.payouts.remainder = remainder;
        t.payouts.ties = TieOddUnit::LeftOfButton;
        t.payouts.table = vec![PayoutRow {
            entries: 2,
            percent: percent.iter().map(|p| Percent(*p)).collect(),
        }];
        t
    }

    #[test]
    fn prizes_round_down_to_the_unit_and_the_remainder_goes_to_first_place() {
        let t = structure(&[5000, 3000, 2000], 5, Remainder::First);
        // 50 % of 1,249 is 624.5 → 620; 30 % 374.7 → 370; 20 % 249.8 → 245;
        // 14 left.
        assert_eq!(place_prizes(&t, 1249, 9), vec![634, 370, 245]);
        let t = structure(&[5000, 3000, 2000], 5, Remainder::TopDown);
        assert_eq!(place_prizes(&t, 1249, 9), vec![629, 375, 245]);
        assert_eq!(place_prizes(&t, 1249, 9).iter().sum::<u64>(), 1249);
    }

    #[test]
    fn a_tied_prize_is_shared_in_units_with_the_odd_unit_first_in_order() {
        assert_eq!(share_prize(370 + 245, 2, 5), vec![310, 305]);
        assert_eq!(share_prize(100, 3, 5), vec![35, 35, 30]);
        assert_eq!(share_prize(101, 3, 5), vec![36, 35, 30]);
        assert_eq!(share_prize(0, 2, 5), vec![0, 0]);
    }
}

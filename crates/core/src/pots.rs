//! Side pots and splits. `layer_pots` builds the main pot and side pots from what
//! each player put in; `split` divides one amount among tied winners in odd-chip
//! order, and `split_hi_lo` halves a pot with the odd chip to the high side.
//! Chips are conserved by construction: every function returns exactly the
//! chips it was given.
//!
//! ```
//! use dealerdesk_core::chips::{Chips, Pos};
//! use dealerdesk_core::pots::layer_pots;
//! // p1 all-in for 50, p2 and p3 put in 200 each, p3 folded.
//! let pots = layer_pots(&[Chips(50), Chips(200), Chips(200)], &[false, false, true], Chips(0));
//! assert_eq!(pots[0].amount, Chips(150));
//! assert_eq!(pots[0].eligible, vec![Pos(0), Pos(1)]);
//! assert_eq!(pots[1].amount, Chips(300));
//! assert_eq!(pots[1].eligible, vec![Pos(1)]);
//! ```

use serde::Serialize;

use crate::chips::{Chips, Pos};

/// One pot: its chips and who can win it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Pot {
    /// Chips in the pot.
    pub amount: Chips,
    /// Players still in the hand who contributed to every layer of it, by position.
    pub eligible: Vec<Pos>,
}

/// Builds pots from each player's contribution. Folded players' chips are dead
/// money in the layers they reached; `dead` (antes kept out of the layering) goes
/// into the main pot. Layers with the same eligible players are merged, so the
/// result lists the main pot first and then each side pot. Empty pots are dropped.
pub fn layer_pots(contributed: &[Chips], folded: &[bool], dead: Chips) -> Vec<Pot> {
    // A live player who put in nothing beyond dead antes still contests the
    // dead money, so zero is a level when there is dead money.
    let mut levels: Vec<Chips> = contributed
        .iter()
        .zip(folded)
        .filter(|(c, f)| !**f && (!c.is_zero() || !dead.is_zero()))
        .map(|(c, _)| *c)
        .collect();
    levels.sort_unstable();
    levels.dedup();
    let mut pots: Vec<Pot> = Vec::new();
    let mut below = Chips::ZERO;
    for (i, &level) in levels.iter().enumerate() {
        // The last layer also sweeps up folded chips above every live player.
        let top = i + 1 == levels.len();
        let amount: Chips = contributed
            .iter()
            .map(|&c| {
                let capped = if top { c } else { c.min(level) };
                capped.saturating_sub(below)
            })
            .sum();
        let eligible: Vec<Pos> = contributed
            .iter()
            .zip(folded)
            .enumerate()
            .filter(|(_, (c, f))| !**f && **c >= level)
            .map(|(i, _)| Pos(i as u8))
            .collect();
        below = level;
        match pots.last_mut() {
            Some(last) if last.eligible == eligible => last.amount += amount,
            _ => pots.push(Pot { amount, eligible }),
        }
    }
    if pots.is_empty() {
        // No live player put anything in: what folded players left goes to
        // whoever is still in.
        let amount: Chips = contributed.iter().sum();
        if !amount.is_zero() {
            pots.push(Pot {
                amount,
                eligible: live_players(folded),
            });
        }
    }
    if let Some(main) = pots.first_mut() {
        main.amount += dead;
    }
    pots
}

fn live_players(folded: &[bool]) -> Vec<Pos> {
    folded
        .iter()
        .enumerate()
        .filter(|(_, f)| !**f)
        .map(|(i, _)| Pos(i as u8))
        .collect()
}

/// Splits `amount` among `winners`, given in odd-chip order (the first gets the
/// first odd unit). Shares are whole multiples of `unit`; units left over go one
/// each to the winners in order, and a remainder smaller than a unit goes to the
/// first winner.
pub fn split(amount: Chips, winners: &[Pos], unit: Chips) -> Vec<(Pos, Chips)> {
    let n = winners.len() as u64;
    if n == 0 {
        return Vec::new();
    }
    let unit = unit.0.max(1);
    let units = amount.0 / unit;
    let share = units / n;
    let odd_units = units % n;
    let crumbs = amount.0 % unit;
    winners
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            let mut chips = share * unit;
            if (i as u64) < odd_units {
                chips += unit;
            }
            if i == 0 {
                chips += crumbs;
            }
            (p, Chips(chips))
        })
        .collect()
}

/// Halves a pot for hi/lo: returns `(high, low)`. An odd unit, and any remainder
/// smaller than a unit, go to the high half.
pub fn split_hi_lo(amount: Chips, unit: Chips) -> (Chips, Chips) {
    let unit = unit.0.max(1);
    let low_units = (amount.0 / unit) / 2;
    let low = Chips(low_units * unit);
    (amount - low, low)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn c(v: &[u64]) -> Vec<Chips> {
        v.iter().map(|&x| Chips(x)).collect()
    }

    #[test]
    fn three_way_all_in_makes_a_main_and_two_side_pots() {
        let pots = layer_pots(&c(&[100, 300, 500, 500]), &[false; 4], Chips(0));
        assert_eq!(
            pots,
            vec![
                Pot {
                    amount: Chips(400),
                    eligible: vec![Pos(0), Pos(1), Pos(2), Pos(3)]
                },
                Pot {
                    amount: Chips(600),
                    eligible: vec![Pos(1), Pos(2), Pos(3)]
                },
                Pot {
                    amount: Chips(400),
                    eligible: vec![Pos(2), Pos(3)]
                },
            ]
        );
    }

    #[test]
    fn folded_chips_are_dead_money_in_the_layers_they_reached() {
        // p3 raised to 300 and folded; p1 all-in 200; p2 called 1000.
        let pots = layer_pots(&c(&[200, 1000, 300]), &[false, false, true], Chips(0));
        assert_eq!(pots[0].amount, Chips(600));
        assert_eq!(pots[0].eligible, vec![Pos(0), Pos(1)]);
        assert_eq!(pots[1].amount, Chips(900));
        assert_eq!(pots[1].eligible, vec![Pos(1)]);
    }

    #[test]
    fn dead_antes_go_to_the_main_pot() {
        let pots = layer_pots(&c(&[100, 400]), &[false, false], Chips(50));
        assert_eq!(pots[0].amount, Chips(250));
        assert_eq!(pots[1].amount, Chips(300));
    }

    #[test]
    fn dead_antes_alone_are_contested_by_every_live_player() {
        let pots = layer_pots(&c(&[0, 0, 0]), &[true, false, true], Chips(3));
        assert_eq!(
            pots,
            vec![Pot {
                amount: Chips(3),
                eligible: vec![Pos(1)]
            }]
        );
        let pots = layer_pots(&c(&[0, 10, 10]), &[false, false, false], Chips(3));
        assert_eq!(pots[0].amount, Chips(3));
        assert_eq!(pots[0].eligible.len(), 3);
        assert_eq!(pots[1].amount, Chips(20));
    }

    #[test]
    fn odd_chip_goes_to_the_first_winner_in_order() {
        assert_eq!(
            split(Chips(101), &[Pos(2), Pos(0)], Chips(1)),
            vec![(Pos(2), Chips(51)), (Pos(0), Chips(50))]
        );
        assert_eq!(
            split(Chips(100), &[Pos(0), Pos(1), Pos(2)], Chips(1)),
            vec![
                (Pos(0), Chips(34)),
                (Pos(1), Chips(33)),
                (Pos(2), Chips(33))
            ]
        );
    }

    #[test]
    fn splits_respect_the_odd_chip_unit() {
        // 3 winners, 130 in 5-chip units: 26 units → 9, 9, 8.
        assert_eq!(
            split(Chips(130), &[Pos(0), Pos(1), Pos(2)], Chips(5)),
            vec![
                (Pos(0), Chips(45)),
                (Pos(1), Chips(45)),
                (Pos(2), Chips(40))
            ]
        );
        assert_eq!(split_hi_lo(Chips(25), Chips(5)), (Chips(15), Chips(10)));
        assert_eq!(split_hi_lo(Chips(7), Chips(1)), (Chips(4), Chips(3)));
    }

    proptest! {
        #[test]
        fn pots_hold_exactly_the_chips_put_in(
            contrib in proptest::collection::vec(0u64..1000, 2..10),
            folds in proptest::collection::vec(any::<bool>(), 10),
            dead in 0u64..100,
        ) {
            let contributed = c(&contrib);
            let folded = &folds[..contributed.len()];
            let pots = layer_pots(&contributed, folded, Chips(dead));
            let total: Chips = pots.iter().map(|p| p.amount).sum();
            prop_assert_eq!(total, contributed.iter().sum::<Chips>() + Chips(dead));
            for pot in &pots {
                for p in &pot.eligible {
                    prop_assert!(!folded[p.index()]);
                }
                if folded.iter().any(|f| !f) {
                    prop_assert!(!pot.eligible.is_empty(), "a pot nobody can win");
                }
            }
        }

        #[test]
        fn splits_hand_out_exactly_the_pot(amount in 0u64..100_000, n in 1usize..9, unit in 1u64..50) {
            let winners: Vec<Pos> = (0..n).map(|i| Pos(i as u8)).collect();
            let shares = split(Chips(amount), &winners, Chips(unit));
            prop_assert_eq!(shares.iter().map(|s| s.1).sum::<Chips>(), Chips(amount));
            let max = shares.iter().map(|s| s.1).max().unwrap();
            let min = shares.iter().map(|s| s.1).min().unwrap();
            prop_assert!(max.0 - min.0 <= unit + amount % unit);
            let (hi, lo) = split_hi_lo(Chips(amount), Chips(unit));
            prop_assert_eq!(hi + lo, Chips(amount));
            prop_assert!(hi >= lo);
        }
    }
}

//! The colour-up with a chip race (TDA 24): chips of the denomination
//! leaving play are exchanged at equal value for the smallest one left; the
//! odd chips that remain (what is not a whole new chip) are pooled and raced
//! off as new chips, the total rounded to the nearest chip (a half up). Each
//! player draws one card for each odd chip of the denomination leaving; the
//! highest card (rank, then suit: spades, hearts, diamonds, clubs) wins the
//! first chip, the next highest of another player the second, and so on, at
//! most one chip a player. A player raced out of chips keeps one new chip.

use crate::cards::Card;
use crate::chips::Chips;

/// One seat's part in the race.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RacedSeat<K> {
    pub key: K,
    /// The stack before.
    pub before: Chips,
    /// The value of the odd chips raced.
    pub odd: Chips,
    /// The cards drawn, one for each odd chip.
    pub cards: Vec<Card>,
    /// Won a chip in the race.
    pub won: bool,
    /// Raced out of chips and given one.
    pub kept_one: bool,
    /// The stack after.
    pub after: Chips,
}

/// A colour-up worked out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColourUp<K> {
    /// The denomination removed.
    pub removed: Chips,
    /// The smallest denomination left.
    pub new_chip: Chips,
    /// New chips raced off.
    pub raced: u64,
    pub seats: Vec<RacedSeat<K>>,
    /// Chips after less chips before: what the race created (positive) or
    /// removed (negative).
    pub created: i128,
}

/// Why a race cannot be run with the cards given.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RaceError<K: std::fmt::Debug> {
    /// Seats with odd chips that drew no card, and seats without odd chips
    /// (or not in play) that drew one.
    #[error("each player with odd chips draws cards: missing {missing:?}, not racing {extra:?}")]
    Cards { missing: Vec<K>, extra: Vec<K> },
    /// The same card twice.
    #[error("{0} is drawn twice")]
    Twice(Card),
    /// A seat drawing another number of cards than its odd chips.
    #[error("{key:?} draws {due} cards, one for each odd chip, not {drew}")]
    Count { key: K, drew: u64, due: u64 },
}

/// Colours up `stacks` from `removed` to `new_chip` with `cards` drawn by
/// the players with odd chips.
pub fn chip_race<K: Clone + PartialEq + std::fmt::Debug>(
    stacks: &[(K, Chips)],
    removed: Chips,
    new_chip: Chips,
    cards: &[(K, Card)],
) -> Result<ColourUp<K>, RaceError<K>> {
    let m = new_chip.0.max(1);
    let odd: Vec<u64> = stacks.iter().map(|(_, s)| s.0 % m).collect();
    check_cards(stacks, &odd, removed, cards)?;
    let total: u64 = odd.iter().sum();
    let raced = (2 * u128::from(total) + u128::from(m)) / (2 * u128::from(m));
    let winners = race_winners(stacks, cards, raced);
    let seats = raced_seats(stacks, &odd, m, cards, &winners);
    let sum =
        |f: fn(&RacedSeat<K>) -> Chips| seats.iter().map(|s| i128::from(f(s).0)).sum::<i128>();
    let created = sum(|s| s.after) - sum(|s| s.before);
    Ok(ColourUp {
        removed,
        new_chip,
        raced: raced as u64,
        seats,
        created,
    })
}

/// The cards drawn are the race's: no card twice, a card for each player
/// with odd chips and none for another, and one card for each odd chip of
/// the denomination leaving.
fn check_cards<K: Clone + PartialEq + std::fmt::Debug>(
    stacks: &[(K, Chips)],
    odd: &[u64],
    removed: Chips,
    cards: &[(K, Card)],
) -> Result<(), RaceError<K>> {
    for (i, (_, c)) in cards.iter().enumerate() {
        if cards[..i].iter().any(|(_, c2)| c2 == c) {
            return Err(RaceError::Twice(*c));
        }
    }
    let racing = |k: &K| {
        stacks
            .iter()
            .zip(odd)
            .any(|((key, _), o)| key == k && *o > 0)
    };
    let drawn = |k: &K| cards.iter().filter(|(c, _)| c == k).count() as u64;
    let missing: Vec<K> = stacks
        .iter()
        .zip(odd)
        .filter(|((k, _), o)| **o > 0 && drawn(k) == 0)
        .map(|((k, _), _)| k.clone())
        .collect();
    let mut extra: Vec<K> = Vec::new();
    for (k, _) in cards.iter().filter(|(k, _)| !racing(k)) {
        if !extra.contains(k) {
            extra.push(k.clone());
        }
    }
    if !missing.is_empty() || !extra.is_empty() {
        return Err(RaceError::Cards { missing, extra });
    }
    let each = removed.0.max(1);
    for ((k, _), o) in stacks.iter().zip(odd).filter(|(_, o)| **o > 0) {
        let due = o.div_ceil(each);
        let drew = drawn(k);
        if drew != due {
            return Err(RaceError::Count {
                key: k.clone(),
                drew,
                due,
            });
        }
    }
    Ok(())
}

/// The stacks (by index) that win one of the `raced` new chips: the
/// highest cards win, at most one chip a player.
fn race_winners<K: PartialEq>(
    stacks: &[(K, Chips)],
    cards: &[(K, Card)],
    raced: u128,
) -> Vec<usize> {
    let mut order: Vec<(Card, usize)> = cards
        .iter()
        .filter_map(|(k, c)| stacks.iter().position(|(s, _)| s == k).map(|i| (*c, i)))
        .collect();
    order.sort_by_key(|o| std::cmp::Reverse(o.0));
    let mut winners: Vec<usize> = Vec::new();
    for (_, i) in order {
        if winners.len() as u128 == raced {
            break;
        }
        if !winners.contains(&i) {
            winners.push(i);
        }
    }
    winners
}

/// Each stack after the race: its odd chips gone, a new chip of `m` if it
/// won one, and one kept by a player the race would leave with nothing.
fn raced_seats<K: Clone + PartialEq>(
    stacks: &[(K, Chips)],
    odd: &[u64],
    m: u64,
    cards: &[(K, Card)],
    winners: &[usize],
) -> Vec<RacedSeat<K>> {
    stacks
        .iter()
        .enumerate()
        .map(|(i, (k, before))| {
            let won = winners.contains(&i);
            let mut after = before.0 - odd[i] + if won { m } else { 0 };
            let kept_one = after == 0 && !before.is_zero();
            if kept_one {
                after = m;
            }
            RacedSeat {
                key: k.clone(),
                before: *before,
                odd: Chips(odd[i]),
                cards: cards
                    .iter()
                    .filter(|(c, _)| c == k)
                    .map(|(_, c)| *c)
                    .collect(),
                won,
                kept_one,
                after: Chips(after),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn odd_chips_are_raced_highest_card_first_one_chip_each_and_nobody_is_raced_out() {
        // 25s leave for 100s. Odd values 75, 50, 25, 50: 200 in all, two
        // new chips.
        let stacks = [
            (1, Chips(1075)),
            (2, Chips(50)),
            (3, Chips(225)),
            (4, Chips(550)),
        ];
        // One card for each odd 25: three, two, one and two.
        let cards = [
            (1, card("Kh")),
            (1, card("3d")),
            (1, card("4d")),
            (2, card("2c")),
            (2, card("5c")),
            (3, card("As")),
            (4, card("Ks")),
            (4, card("Qs")),
        ];
        let r = chip_race(&stacks, Chips(25), Chips(100), &cards).unwrap();
        assert_eq!(r.raced, 2);
        let after: Vec<u64> = r.seats.iter().map(|s| s.after.0).collect();
        // As and Ks win; seat 2 is raced out and keeps one chip.
        assert_eq!(after, vec![1000, 100, 300, 600]);
        assert_eq!(r.seats[0].cards, [card("Kh"), card("3d"), card("4d")]);
        assert!(r.seats[1].kept_one && !r.seats[1].won);
        assert_eq!(r.created, 2000 - 1900);
        assert!(r.seats.iter().all(|s| s.after.0 % 100 == 0));
    }

    #[test]
    fn a_missing_or_extra_card_names_the_seats_and_a_card_twice_is_refused() {
        let stacks = [(1, Chips(1075)), (2, Chips(1000)), (3, Chips(225))];
        let err = chip_race(
            &stacks,
            Chips(25),
            Chips(100),
            &[(1, card("Kh")), (2, card("2c"))],
        );
        assert_eq!(
            err.unwrap_err(),
            RaceError::Cards {
                missing: vec![3],
                extra: vec![2]
            }
        );
        let err = chip_race(
            &stacks,
            Chips(25),
            Chips(100),
            &[(1, card("Kh")), (3, card("Kh"))],
        );
        assert_eq!(err.unwrap_err(), RaceError::Twice(card("Kh")));
    }

    #[test]
    fn each_player_draws_one_card_per_odd_chip_and_wins_at_most_one_chip() {
        // 25s leave for 100s: seat 1 has three odd 25s, seat 2 one. 100 in
        // all: one new chip.
        let stacks = [(1, Chips(1075)), (2, Chips(1025))];
        let short = chip_race(
            &stacks,
            Chips(25),
            Chips(100),
            &[(1, card("Kh")), (2, card("2c"))],
        );
        assert_eq!(
            short.unwrap_err(),
            RaceError::Count {
                key: 1,
                drew: 1,
                due: 3
            }
        );
        // Seat 1's three cards: the ace wins the chip.
        let cards = [
            (1, card("Ah")),
            (1, card("Kd")),
            (1, card("2d")),
            (2, card("Qc")),
        ];
        let r = chip_race(&stacks, Chips(25), Chips(100), &cards).unwrap();
        let after: Vec<u64> = r.seats.iter().map(|s| s.after.0).collect();
        assert_eq!(after, [1100, 1000]);
        // Two chips to race (150 in 25s, a half rounded up): seat 1's three
        // highest cards still win it one chip; the second goes to seat 2.
        let stacks = [(1, Chips(1075)), (2, Chips(1075))];
        let cards = [
            (1, card("Ah")),
            (1, card("Kd")),
            (1, card("Qd")),
            (2, card("2c")),
            (2, card("3c")),
            (2, card("4c")),
        ];
        let r = chip_race(&stacks, Chips(25), Chips(100), &cards).unwrap();
        assert_eq!(r.raced, 2);
        let after: Vec<u64> = r.seats.iter().map(|s| s.after.0).collect();
        assert_eq!(after, [1100, 1100]);
    }
}

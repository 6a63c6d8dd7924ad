//! Breaking and balancing an event's tables after players go out, by the
//! TDA 2024 rules, as a list of [`Step`]s the floor carries out in order
//! ([`plan`]):
//!
//! 1. **Final table** (TDA RP-9): once the players left fit at the final
//!    table (the first listed) and another table is still open, every
//!    player draws a new seat there, at random.
//! 2. **Breaking** (TDA 10-B, 11-C): once the players left fit at the open
//!    tables but one, the table that breaks next (the last listed still
//!    open) breaks; its players draw seat cards at random (the two steps of
//!    TDA 10-B: the seat cards, then who gets which), the cards taken from
//!    the tables with the fewest players first, so tables stay balanced.
//!    They may get any seat, the blinds and the button included, and are
//!    dealt in except between the small blind and the button (TDA 10-A:
//!    the table's desk keeps that).
//! 3. **Balancing** (TDA 11-A, 11-C, 11-D): while the table with the most
//!    players has more than `spread` players over the table with the
//!    fewest, the player due the big blind next at the fullest table (the
//!    one breaking soonest when two are as full) moves to the worst position
//!    at the shortest (the first listed when two are as short): the empty
//!    seat that comes to the big blind soonest, the big blind itself if
//!    empty, even if that makes them big blind twice; that order never
//!    reaches the small blind before every other empty seat.
//!
//! The floor may also break a table of their choosing ([`plan_break`]),
//! its players drawn as in step 2.
//!
//! Random draws come from the seed the caller records, so a plan replays.

use super::seating::{Move, Seating};
use super::seed::Draws;

/// How the house balances: the most players one table may have over
/// another before a player moves (TDA 11-D leaves it to the house; 1 keeps
/// tables within one player of each other).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BalanceRules {
    pub spread: usize,
}

impl Default for BalanceRules {
    fn default() -> Self {
        BalanceRules { spread: 1 }
    }
}

/// One thing the floor does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step<K> {
    /// Every player left draws a seat at the final table (TDA RP-9).
    FinalTable { moves: Vec<Move<K>> },
    /// A table breaks; its players go to the seats they drew (TDA 10-B).
    Break { table: usize, moves: Vec<Move<K>> },
    /// One player moves to balance the tables (TDA 11-A).
    Balance(Move<K>),
}

impl<K> Step<K> {
    /// The moves of the step.
    pub fn moves(&self) -> &[Move<K>] {
        match self {
            Step::FinalTable { moves } | Step::Break { moves, .. } => moves,
            Step::Balance(m) => std::slice::from_ref(m),
        }
    }
}

/// What the floor must do now to `seating`, in order, and the seating once
/// it is done. Nothing when the tables are balanced.
pub fn plan<K: Clone + PartialEq>(
    seating: &Seating<K>,
    rules: BalanceRules,
    seed: u64,
) -> (Vec<Step<K>>, Seating<K>) {
    let mut s = seating.clone();
    let mut draws = Draws::new(seed);
    let mut steps = Vec::new();
    if let Some(step) = final_table(&mut s, &mut draws) {
        steps.push(step);
        return (steps, s);
    }
    while let Some(step) = break_one(&mut s, &mut draws) {
        steps.push(step);
    }
    while let Some(step) = balance_one(&mut s, rules) {
        steps.push(step);
    }
    (steps, s)
}

/// Carry out moves made at once: every player leaves their seat, then
/// takes the new one (a redraw may give one player's seat to another).
fn apply_all<K: Clone + PartialEq>(s: &mut Seating<K>, moves: &[Move<K>]) {
    for m in moves {
        if let Some((t, seat)) = m.from
            && let Some(slot) = s.tables[t]
                .seats
                .get_mut(usize::from(seat).saturating_sub(1))
        {
            *slot = None;
        }
    }
    for m in moves {
        s.apply(&Move {
            player: m.player.clone(),
            from: None,
            to: m.to,
        });
    }
}

fn final_table<K: Clone + PartialEq>(s: &mut Seating<K>, draws: &mut Draws) -> Option<Step<K>> {
    let open = s.open().count();
    let final_seats = s.tables.first()?.seats.len();
    if open < 2 || s.players() > final_seats {
        return None;
    }
    let mut players: Vec<(K, (usize, u8))> = Vec::new();
    for (t, table) in s.open() {
        for (i, p) in table.seats.iter().enumerate() {
            if let (Some(p), Ok(seat)) = (p, u8::try_from(i + 1)) {
                players.push((p.clone(), (t, seat)));
            }
        }
    }
    let mut seats: Vec<u8> = (1..=u8::try_from(final_seats).unwrap_or(u8::MAX)).collect();
    draws.shuffle(&mut seats);
    let moves: Vec<Move<K>> = players
        .into_iter()
        .zip(seats)
        .map(|((player, from), seat)| Move {
            player,
            from: Some(from),
            to: (0, seat),
        })
        .collect();
    apply_all(s, &moves);
    for table in s.tables.iter_mut().skip(1) {
        table.open = false;
    }
    // A new table: the button is drawn again.
    s.tables[0].big_blind_next = None;
    Some(Step::FinalTable { moves })
}

/// What the floor must do to break table `table` now, of their choosing
/// (TDA 10-B, as [`plan`] breaks the table next in order), and the seating
/// once it is done. `None` when the table is not open or the other open
/// tables have too few empty seats for its players.
pub fn plan_break<K: Clone + PartialEq>(
    seating: &Seating<K>,
    table: usize,
    seed: u64,
) -> Option<(Step<K>, Seating<K>)> {
    let mut s = seating.clone();
    let step = break_table(&mut s, table, &mut Draws::new(seed))?;
    Some((step, s))
}

fn break_one<K: Clone + PartialEq>(s: &mut Seating<K>, draws: &mut Draws) -> Option<Step<K>> {
    let breaking = s.open().map(|(i, _)| i).last()?;
    break_table(s, breaking, draws)
}

/// Breaks table `breaking`, its players drawn to the other open tables'
/// empty seats.
fn break_table<K: Clone + PartialEq>(
    s: &mut Seating<K>,
    breaking: usize,
    draws: &mut Draws,
) -> Option<Step<K>> {
    if !s.tables.get(breaking)?.open {
        return None;
    }
    let keep: Vec<usize> = s
        .open()
        .map(|(i, _)| i)
        .filter(|i| *i != breaking)
        .collect();
    if keep.is_empty() {
        return None;
    }
    let room: usize = keep
        .iter()
        .map(|&t| s.tables[t].seats.len() - s.tables[t].players())
        .sum();
    let leaving: Vec<(K, u8)> = s.tables[breaking]
        .seats
        .iter()
        .enumerate()
        .filter_map(|(i, p)| Some((p.clone()?, u8::try_from(i + 1).ok()?)))
        .collect();
    if leaving.len() > room {
        return None;
    }
    // Step one: the seat cards, each from the table with the fewest players
    // (counting cards already made), a random empty seat there.
    let mut counts: Vec<usize> = keep.iter().map(|&t| s.tables[t].players()).collect();
    let mut free: Vec<Vec<u8>> = keep
        .iter()
        .map(|&t| {
            let mut seats: Vec<u8> = s.tables[t]
                .seats
                .iter()
                .enumerate()
                .filter(|(_, p)| p.is_none())
                .filter_map(|(i, _)| u8::try_from(i + 1).ok())
                .collect();
            draws.shuffle(&mut seats);
            seats
        })
        .collect();
    let mut cards: Vec<(usize, u8)> = Vec::new();
    for _ in 0..leaving.len() {
        let k = (0..keep.len())
            .filter(|&k| !free[k].is_empty())
            .min_by_key(|&k| (counts[k], k))?;
        let seat = free[k].pop()?;
        counts[k] += 1;
        cards.push((keep[k], seat));
    }
    // Step two: who gets which card.
    draws.shuffle(&mut cards);
    let moves: Vec<Move<K>> = leaving
        .into_iter()
        .zip(cards)
        .map(|((player, seat), to)| Move {
            player,
            from: Some((breaking, seat)),
            to,
        })
        .collect();
    apply_all(s, &moves);
    s.tables[breaking].open = false;
    Some(Step::Break {
        table: breaking,
        moves,
    })
}

fn balance_one<K: Clone + PartialEq>(s: &mut Seating<K>, rules: BalanceRules) -> Option<Step<K>> {
    let counts: Vec<(usize, usize)> = s.open().map(|(i, t)| (i, t.players())).collect();
    // The fullest, the one breaking soonest (listed last) among equals.
    let &(from, most) = counts.iter().max_by_key(|(i, n)| (*n, *i))?;
    // The shortest, the first listed among equals.
    let &(to, fewest) = counts
        .iter()
        .min_by_key(|(i, n)| (*n, *i))
        .filter(|(i, _)| *i != from)?;
    if most - fewest <= rules.spread.max(1) {
        return None;
    }
    let src = &s.tables[from];
    let seat_from = src
        .big_blind_order()
        .into_iter()
        .find(|&seat| src.at(seat).is_some())?;
    let player = src.at(seat_from)?.clone();
    let dst = &s.tables[to];
    let seat_to = dst
        .big_blind_order()
        .into_iter()
        .find(|&seat| dst.at(seat).is_none())?;
    let m = Move {
        player,
        from: Some((from, seat_from)),
        to: (to, seat_to),
    };
    s.apply(&m);
    // Dead button: the big blind passes to the next player at the table left.
    let src = &s.tables[from];
    if src.big_blind_next.is_some() {
        let next = src
            .big_blind_order()
            .into_iter()
            .find(|&seat| src.at(seat).is_some());
        s.tables[from].big_blind_next = next;
    }
    Some(Step::Balance(m))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::seating::{EventTable, TableSeats};

    /// Tables from rows like `"A: 1 2 . 4"` (a name per seat, `.` empty);
    /// the seat due the big blind next marked with `*`.
    fn seating(rows: &[&str]) -> Seating<String> {
        let tables = rows
            .iter()
            .map(|row| {
                let (name, seats) = row.split_once(':').unwrap();
                let mut big_blind_next = None;
                let seats: Vec<Option<String>> = seats
                    .split_whitespace()
                    .enumerate()
                    .map(|(i, s)| {
                        let s = match s.strip_suffix('*') {
                            Some(s) => {
                                big_blind_next = Some(u8::try_from(i + 1).unwrap());
                                s
                            }
                            None => s,
                        };
                        (s != ".").then(|| s.to_owned())
                    })
                    .collect();
                TableSeats {
                    name: name.trim().to_owned(),
                    seats,
                    open: true,
                    big_blind_next,
                }
            })
            .collect();
        Seating { tables }
    }

    fn mv(player: &str, from: (usize, u8), to: (usize, u8)) -> Move<String> {
        Move {
            player: player.to_owned(),
            from: Some(from),
            to,
        }
    }

    #[test]
    fn the_player_due_the_big_blind_moves_to_the_worst_seat_tda_11_a() {
        // A has 6, B has 4 after two busts: one move makes 5 and 5. At A the
        // big blind is due at seat 4 (d); at B the big blind is due at seat 6,
        // which is empty: the single big blind, the worst position.
        let s = seating(&["A: a b c d* e f . . .", "B: g . h . i .* j . ."]);
        let (steps, after) = plan(&s, BalanceRules::default(), 1);
        assert_eq!(steps, vec![Step::Balance(mv("d", (0, 4), (1, 6)))]);
        assert_eq!(after.tables[0].players(), 5);
        assert_eq!(after.tables[1].at(6), Some(&"d".to_owned()));
        // The big blind at A passes to seat 5.
        assert_eq!(after.tables[0].big_blind_next, Some(5));
    }

    #[test]
    fn the_worst_seat_is_the_first_empty_one_the_big_blind_reaches() {
        // At B the big blind is due at seat 2 (taken); seats 3 and 4 are
        // taken, seat 5 is the first empty one after it; seat 1 (the small
        // blind's side of it) comes last.
        let s = seating(&["A: a b c d e f* g", "B: . h* i j . k ."]);
        let (steps, _) = plan(&s, BalanceRules::default(), 1);
        assert_eq!(steps, vec![Step::Balance(mv("f", (0, 6), (1, 5)))]);
    }

    #[test]
    fn the_house_spread_lets_tables_differ_by_more_and_ties_follow_the_set_order() {
        let s = seating(&[
            "A: a b c d e f g h .",
            "B: i j k l m n . . .",
            "C: o p q r s t u v .",
        ]);
        // Spread 2: 8, 6, 8 stays.
        assert!(plan(&s, BalanceRules { spread: 2 }, 1).0.is_empty());
        // Spread 1: C (as full as A, breaking sooner) gives its seat-1
        // player (no hand dealt yet) to B's first empty seat.
        let (steps, _) = plan(&s, BalanceRules::default(), 1);
        assert_eq!(steps, vec![Step::Balance(mv("o", (2, 1), (1, 7)))]);
    }

    #[test]
    fn the_floor_breaks_a_table_of_their_choosing_its_players_drawn_to_the_shortest_tables() {
        // B is not the table next in order (C is), but the floor breaks it:
        // its three players draw seats at A and C, the shorter first.
        let s = seating(&["A: a b c d . .", "B: e . f g . .", "C: h i . . . ."]);
        let (step, after) = plan_break(&s, 1, 3).unwrap();
        let Step::Break { table, moves } = &step else {
            panic!("{step:?}");
        };
        assert_eq!(*table, 1);
        let mut who: Vec<&str> = moves.iter().map(|m| m.player.as_str()).collect();
        who.sort_unstable();
        assert_eq!(who, ["e", "f", "g"]);
        assert!(!after.tables[1].open && after.tables[1].players() == 0);
        assert_eq!(
            (after.tables[0].players(), after.tables[2].players()),
            (5, 4)
        );
        for m in moves {
            assert_eq!(after.tables[m.to.0].at(m.to.1), Some(&m.player));
            assert_eq!(s.tables[m.to.0].at(m.to.1), None, "an empty seat: {m:?}");
        }
        // Drawn from the seed: the same seed, the same seats.
        assert_eq!(plan_break(&s, 1, 3).unwrap().0, step);
        // Not a table that is broken already, nor one the others cannot seat.
        assert_eq!(plan_break(&after, 1, 3), None);
        let full = seating(&["A: a b c d e .", "B: f g h . . ."]);
        assert_eq!(plan_break(&full, 1, 3), None);
        assert!(
            plan_break(&full, 0, 3).is_none(),
            "B has three seats for five"
        );
        assert_eq!(plan_break(&s, 9, 3), None);
    }

    #[test]
    fn a_table_breaks_in_the_set_order_once_the_others_can_seat_its_players_tda_10_b() {
        // 3 tables of 4 seats, 8 players left: C (last listed) breaks, its two
        // players go one to A and one to B, the shorter tables.
        let s = seating(&["A: a b c .", "B: d e f .", "C: g h . ."]);
        let (steps, after) = plan(&s, BalanceRules::default(), 5);
        let Step::Break { table, moves } = &steps[0] else {
            panic!("{steps:?}");
        };
        assert_eq!(*table, 2);
        assert_eq!(moves.len(), 2);
        let mut to: Vec<(usize, u8)> = moves.iter().map(|m| m.to).collect();
        to.sort_unstable();
        assert_eq!(to, vec![(0, 4), (1, 4)]);
        assert!(!after.tables[2].open);
        assert_eq!(after.players(), 8);
        assert_eq!(steps.len(), 1);
    }

    #[test]
    fn the_final_table_is_redrawn_when_everyone_fits_tda_rp_9() {
        let s = seating(&["A: a . b . c . d . e", "B: f g . h . i . . ."]);
        let (steps, after) = plan(&s, BalanceRules::default(), 11);
        let [Step::FinalTable { moves }] = steps.as_slice() else {
            panic!("{steps:?}");
        };
        assert_eq!(moves.len(), 9);
        assert!(!after.tables[1].open);
        assert_eq!(after.tables[0].players(), 9);
        for p in ["a", "b", "c", "d", "e", "f", "g", "h", "i"] {
            assert_eq!(after.find(&p.to_owned()).map(|f| f.0), Some(0), "{p}");
        }
        // The same seed draws the same final table.
        assert_eq!(plan(&s, BalanceRules::default(), 11).1, after);
    }

    #[test]
    fn balanced_tables_need_nothing() {
        let t = [
            EventTable {
                name: "A".into(),
                seats: 9,
            },
            EventTable {
                name: "B".into(),
                seats: 9,
            },
        ];
        let players: Vec<String> = (0..17).map(|i| format!("P{i}")).collect();
        let (s, _) = crate::tournament::seating::draw(&t, &players, 3).unwrap();
        assert!(plan(&s, BalanceRules::default(), 3).0.is_empty());
    }
}

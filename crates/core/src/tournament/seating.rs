//! One event on many tables, pure: the tables in their breaking order, who
//! sits where ([`Seating`]), and the seat draw (TDA 7: seats are assigned at
//! random), made from a recorded seed so that anyone can draw it again and
//! check it ([`draw`]).
//!
//! A seat is its number at its table, from 1. The first table listed is the
//! final table; tables break from the last listed back (TDA 11-C: the table
//! a player moves from is set by a procedure fixed in advance).

use super::seed::Draws;

/// A table of the event as the house sets it out: its name and how many
/// seats it has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventTable {
    pub name: String,
    pub seats: u8,
}

/// One table's seats: `seats[i]` is seat `i + 1`. `big_blind_next` is the
/// seat due the big blind at the table's next hand, as the table last said
/// (`None` before its first hand).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableSeats<K> {
    pub name: String,
    pub seats: Vec<Option<K>>,
    pub open: bool,
    pub big_blind_next: Option<u8>,
}

impl<K: Clone + PartialEq> TableSeats<K> {
    /// Players seated.
    pub fn players(&self) -> usize {
        self.seats.iter().filter(|s| s.is_some()).count()
    }

    /// The seat `key` sits in.
    pub fn seat_of(&self, key: &K) -> Option<u8> {
        self.seats
            .iter()
            .position(|s| s.as_ref() == Some(key))
            .and_then(|i| u8::try_from(i + 1).ok())
    }

    /// The seats in the order they come to the big blind: the seat due it
    /// next first, then clockwise (seat 1 first when no hand was dealt).
    pub fn big_blind_order(&self) -> Vec<u8> {
        let n = self.seats.len();
        let start = self
            .big_blind_next
            .map_or(0, |s| usize::from(s.max(1) - 1) % n.max(1));
        (0..n)
            .filter_map(|i| u8::try_from((start + i) % n + 1).ok())
            .collect()
    }

    /// Who sits in `seat`.
    pub fn at(&self, seat: u8) -> Option<&K> {
        self.seats
            .get(usize::from(seat).checked_sub(1)?)
            .and_then(Option::as_ref)
    }

    fn put(&mut self, seat: u8, key: Option<K>) {
        if let Some(slot) = usize::from(seat)
            .checked_sub(1)
            .and_then(|i| self.seats.get_mut(i))
        {
            *slot = key;
        }
    }
}

/// Where every player of the event sits, table by table in breaking order
/// reversed (the final table first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seating<K> {
    pub tables: Vec<TableSeats<K>>,
}

/// A player moved, or seated by a draw: from a table and seat (none at the
/// first draw) to another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move<K> {
    pub player: K,
    pub from: Option<(usize, u8)>,
    pub to: (usize, u8),
}

/// Why a draw cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SeatingError {
    /// No tables, or a table without seats.
    #[error("an event needs at least one table, and every table a seat")]
    NoTables,
    /// Two tables with one name.
    #[error("two tables are named {0:?}")]
    SameTable(String),
    /// More entrants than seats.
    #[error("{players} players do not fit in {seats} seats")]
    TooMany { players: usize, seats: usize },
    /// One player entered twice.
    #[error("{0} is entered twice")]
    SameEntrant(String),
    /// Fewer than two players.
    #[error("an event needs at least two players")]
    TooFew,
}

impl<K: Clone + PartialEq> Seating<K> {
    /// Empty tables.
    ///
    /// # Errors
    /// [`SeatingError::NoTables`] or [`SeatingError::SameTable`].
    pub fn new(tables: &[EventTable]) -> Result<Seating<K>, SeatingError> {
        if tables.is_empty() || tables.iter().any(|t| t.seats == 0) {
            return Err(SeatingError::NoTables);
        }
        for (i, t) in tables.iter().enumerate() {
            if tables[..i].iter().any(|o| o.name == t.name) {
                return Err(SeatingError::SameTable(t.name.clone()));
            }
        }
        Ok(Seating {
            tables: tables
                .iter()
                .map(|t| TableSeats {
                    name: t.name.clone(),
                    seats: vec![None; usize::from(t.seats)],
                    open: true,
                    big_blind_next: None,
                })
                .collect(),
        })
    }

    /// Players seated in the whole event.
    pub fn players(&self) -> usize {
        self.open().map(|(_, t)| t.players()).sum()
    }

    /// The tables still in play, with their index.
    pub fn open(&self) -> impl Iterator<Item = (usize, &TableSeats<K>)> {
        self.tables.iter().enumerate().filter(|(_, t)| t.open)
    }

    /// Where `key` sits: table index and seat.
    pub fn find(&self, key: &K) -> Option<(usize, u8)> {
        self.open()
            .find_map(|(i, t)| t.seat_of(key).map(|s| (i, s)))
    }

    /// Take a player out (a bust): their seat becomes empty.
    pub fn remove(&mut self, key: &K) -> Option<(usize, u8)> {
        let (t, s) = self.find(key)?;
        self.tables[t].put(s, None);
        Some((t, s))
    }

    /// Carry out a move: the player leaves their seat (if any) for the new one.
    pub fn apply(&mut self, m: &Move<K>) {
        if let Some((t, s)) = m.from {
            self.tables[t].put(s, None);
        }
        self.tables[m.to.0].put(m.to.1, Some(m.player.clone()));
    }
}

/// The first seat draw (TDA 7): the players dealt out over the tables so
/// that no two tables differ by more than one player, each table's share
/// of players in random seats, from `seed`. The same seed and the same
/// lists give the same draw.
///
/// # Errors
/// [`SeatingError`] for no tables, too many or too few players, or a
/// player entered twice.
pub fn draw<K: Clone + PartialEq + std::fmt::Display>(
    tables: &[EventTable],
    players: &[K],
    seed: u64,
) -> Result<(Seating<K>, Vec<Move<K>>), SeatingError> {
    let mut seating = Seating::new(tables)?;
    let seats: usize = tables.iter().map(|t| usize::from(t.seats)).sum();
    if players.len() > seats {
        return Err(SeatingError::TooMany {
            players: players.len(),
            seats,
        });
    }
    if players.len() < 2 {
        return Err(SeatingError::TooFew);
    }
    for (i, p) in players.iter().enumerate() {
        if players[..i].contains(p) {
            return Err(SeatingError::SameEntrant(p.to_string()));
        }
    }
    let mut draws = Draws::new(seed);
    // The seat cards: one table at a time, the table with the fewest cards
    // (then the first listed) takes the next, so tables differ by one at most.
    let mut per_table = vec![0usize; tables.len()];
    for _ in 0..players.len() {
        let (t, _) = per_table
            .iter()
            .enumerate()
            .filter(|(t, n)| **n < usize::from(tables[*t].seats))
            .min_by_key(|(t, n)| (**n, *t))
            .ok_or(SeatingError::TooMany {
                players: players.len(),
                seats,
            })?;
        per_table[t] += 1;
    }
    let mut cards: Vec<(usize, u8)> = Vec::new();
    for (t, n) in per_table.iter().enumerate() {
        let mut table_seats: Vec<u8> = (1..=tables[t].seats).collect();
        draws.shuffle(&mut table_seats);
        cards.extend(table_seats.into_iter().take(*n).map(|s| (t, s)));
    }
    draws.shuffle(&mut cards);
    let moves: Vec<Move<K>> = players
        .iter()
        .zip(cards)
        .map(|(p, to)| Move {
            player: p.clone(),
            from: None,
            to,
        })
        .collect();
    for m in &moves {
        seating.apply(m);
    }
    Ok((seating, moves))
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn tables(spec: &[(&str, u8)]) -> Vec<EventTable> {
        spec.iter()
            .map(|(n, s)| EventTable {
                name: (*n).to_owned(),
                seats: *s,
            })
            .collect()
    }

    fn names(n: usize) -> Vec<String> {
        (1..=n).map(|i| format!("P{i}")).collect()
    }

    #[test]
    fn the_draw_seats_everyone_once_tables_differ_by_one_tda_7() {
        let t = tables(&[("A", 9), ("B", 9), ("C", 9)]);
        let players = names(23);
        let (seating, moves) = draw(&t, &players, 42).unwrap();
        assert_eq!(moves.len(), 23);
        let counts: Vec<usize> = seating.tables.iter().map(TableSeats::players).collect();
        assert_eq!(counts, vec![8, 8, 7]);
        for p in &players {
            let (table, seat) = seating.find(p).unwrap();
            assert_eq!(seating.tables[table].at(seat), Some(p));
        }
    }

    #[test]
    fn the_same_seed_draws_the_same_seats_and_another_seed_others() {
        let t = tables(&[("A", 9), ("B", 9)]);
        let players = names(18);
        let (a, _) = draw(&t, &players, 7).unwrap();
        let (b, _) = draw(&t, &players, 7).unwrap();
        let (c, _) = draw(&t, &players, 8).unwrap();
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn a_draw_refuses_too_many_players_a_name_twice_and_no_tables() {
        let t = tables(&[("A", 2)]);
        assert_eq!(
            draw(&t, &names(3), 1).unwrap_err(),
            SeatingError::TooMany {
                players: 3,
                seats: 2
            }
        );
        let twice = vec!["Ann".to_owned(), "Ann".to_owned()];
        assert_eq!(
            draw(&t, &twice, 1).unwrap_err(),
            SeatingError::SameEntrant("Ann".into())
        );
        assert_eq!(
            draw::<String>(&[], &names(2), 1).unwrap_err(),
            SeatingError::NoTables
        );
        assert_eq!(
            draw(&tables(&[("A", 9), ("A", 9)]), &names(4), 1).unwrap_err(),
            SeatingError::SameTable("A".into())
        );
        assert_eq!(draw(&t, &names(1), 1).unwrap_err(), SeatingError::TooFew);
    }
}

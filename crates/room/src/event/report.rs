//! A tournament read for people: its [`standings`] (places and prizes, the
//! players still in by chips) and a [`verify`] of its chips: every move and
//! every hand result replayed in the room's order from the draw, so that no
//! chip appears, vanishes or is counted twice across tables.

use std::collections::BTreeMap;

use dealerdesk_core::tournament::{event_places, group_prizes, place_prizes};
use postgres::GenericClient;

use super::{Event, EventError};
use crate::RoomError;

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The best place the line covers (1 is first).
    pub place: usize,
    /// The players sharing it, and each one's prize.
    pub players: Vec<(String, u64)>,
}

/// The tournament's standings: the winner once one player is left, then the
/// players out from the best place down; players still in are not placed.
pub fn standings(e: &Event) -> Vec<Standing> {
    let entries = u32::try_from(e.entries.len()).unwrap_or(u32::MAX);
    let prizes = place_prizes(&e.structure, e.pool(), entries);
    let unit = e.structure.payouts.unit;
    let mut lines = Vec::new();
    if e.players_left() == 1
        && let Some(winner) = e.stacks.keys().next()
    {
        lines.push(Standing {
            place: 1,
            players: vec![(winner.clone(), prizes.first().copied().unwrap_or(0))],
        });
    }
    for (place, players) in event_places(&e.busts, e.entries.len()) {
        let shares = group_prizes(&prizes, place, players.len(), unit);
        lines.push(Standing {
            place,
            players: players.into_iter().zip(shares).collect(),
        });
    }
    lines
}

/// Something the chip check found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChipFault {
    /// A move carried other chips than the player held.
    MoveChips {
        /// The room's order number of the move.
        seq: i64,
        /// The player.
        player: String,
        /// The chips recorded with the move.
        moved: u64,
        /// The chips the player held.
        held: u64,
    },
    /// A hand result changed the chips of its table.
    ResultChips {
        /// The room's order number of the result.
        seq: i64,
        /// Chips before.
        before: u64,
        /// Chips after.
        after: u64,
    },
    /// A player out who still held chips.
    OutWithChips {
        /// The room's order number of the bust.
        seq: i64,
        /// The player.
        player: String,
        /// The chips they held.
        chips: u64,
    },
    /// A seat's stack is not what the history gives.
    SeatStack {
        /// The player.
        player: String,
        /// The stack the seat holds.
        seat: u64,
        /// The stack the history gives.
        history: u64,
    },
    /// The chips at the tables are not the chips the entries bought.
    InPlay {
        /// Every entry's starting stack.
        bought: u64,
        /// The chips at the tables.
        at_tables: u64,
    },
    /// A move's two halves moved other chips: out of one table with
    /// `left`, into the other with `seated`.
    TransferChips {
        /// The move id.
        seq: i64,
        /// The player.
        player: String,
        /// The chips the source table's log moved out.
        left: u64,
        /// The chips the destination's log seated.
        seated: u64,
    },
    /// A table's log seated a move its source never wrote out.
    SeatedBeforeLeft {
        /// The move id.
        seq: i64,
        /// The player.
        player: String,
        /// The table that seated them.
        table: String,
    },
    /// A table's log seated a move at a table or seat the room did not
    /// give, or a second time.
    SeatedElsewhere {
        /// The move id.
        seq: i64,
        /// The player.
        player: String,
        /// The table that seated them.
        table: String,
        /// The seat.
        seat: u8,
    },
    /// The tables' logs and the moves in transit do not hold the chips the
    /// entries bought.
    LogsInPlay {
        /// Every entry's starting stack.
        bought: u64,
        /// The chips at the tables, by their logs.
        at_tables: u64,
        /// The chips in moves not yet seated.
        in_transit: u64,
    },
}

/// The chip check of a tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChipCheck {
    /// The chips every entry bought.
    pub in_play: u64,
    /// The moves replayed.
    pub moves: u64,
    /// The hand results replayed.
    pub results: u64,
    /// What does not add up (nothing when the chips are conserved).
    pub faults: Vec<ChipFault>,
}

fn clip(n: u128) -> u64 {
    u64::try_from(n).unwrap_or(u64::MAX)
}

/// Replay tournament `e`'s history from the room and check its chips.
///
/// # Errors
/// Database errors.
pub fn verify(c: &mut impl GenericClient, e: &Event) -> Result<ChipCheck, EventError> {
    let db = |err: postgres::Error| EventError::Room(RoomError::from(err));
    enum Entry {
        Result(Vec<String>, Vec<i64>),
        Move(String, i64),
        Bust(String),
    }
    let mut history: Vec<(i64, Entry)> = Vec::new();
    for r in c
        .query(
            "SELECT seq, players, stacks FROM room.tournament_results WHERE tournament = $1",
            &[&e.id],
        )
        .map_err(db)?
    {
        history.push((r.get(0), Entry::Result(r.get(1), r.get(2))));
    }
    for r in c
        .query(
            "SELECT seq, player, chips FROM room.tournament_moves WHERE tournament = $1",
            &[&e.id],
        )
        .map_err(db)?
    {
        history.push((r.get(0), Entry::Move(r.get(1), r.get(2))));
    }
    for r in c
        .query(
            "SELECT seq, player FROM room.tournament_busts WHERE tournament = $1",
            &[&e.id],
        )
        .map_err(db)?
    {
        history.push((r.get(0), Entry::Bust(r.get(1))));
    }
    history.sort_by_key(|(seq, _)| *seq);
    let u = |v: i64| u64::try_from(v).unwrap_or(0);
    let mut held: BTreeMap<String, u64> = BTreeMap::new();
    let (mut faults, mut moves, mut results) = (Vec::new(), 0u64, 0u64);
    for (seq, entry) in history {
        match entry {
            Entry::Move(player, chips) => {
                moves += 1;
                // A player's first move is the draw: the starting stack.
                let have = *held.entry(player.clone()).or_insert(e.starting_stack);
                if have != u(chips) {
                    faults.push(ChipFault::MoveChips {
                        seq,
                        player,
                        moved: u(chips),
                        held: have,
                    });
                }
            }
            Entry::Result(players, stacks) => {
                results += 1;
                let before: u128 = players
                    .iter()
                    .map(|p| u128::from(held.get(p).copied().unwrap_or(0)))
                    .sum();
                let after: u128 = stacks.iter().map(|s| u128::from(u(*s))).sum();
                if before != after {
                    faults.push(ChipFault::ResultChips {
                        seq,
                        before: clip(before),
                        after: clip(after),
                    });
                }
                for (p, s) in players.into_iter().zip(stacks) {
                    held.insert(p, u(s));
                }
            }
            Entry::Bust(player) => {
                let chips = held.remove(&player).unwrap_or(0);
                if chips != 0 {
                    faults.push(ChipFault::OutWithChips { seq, player, chips });
                }
            }
        }
    }
    for (player, seat) in &e.stacks {
        let history = held.get(player).copied().unwrap_or(0);
        if history != *seat {
            faults.push(ChipFault::SeatStack {
                player: player.clone(),
                seat: *seat,
                history,
            });
        }
    }
    let bought = e.chips_in_play();
    let at_tables = e.chips_at_tables();
    if e.drawn_at.is_some() && bought != at_tables {
        faults.push(ChipFault::InPlay {
            bought: clip(bought),
            at_tables: clip(at_tables),
        });
    }
    Ok(ChipCheck {
        in_play: clip(bought),
        moves,
        results,
        faults,
    })
}

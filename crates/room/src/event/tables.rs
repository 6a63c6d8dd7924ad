//! The event's tables through their own logs, as they sync them to the
//! room. A move the room records (`room.tournament_moves`, its `seq` the
//! move id) is carried out by the tables as two halves of their logs, each
//! citing the id (`dealerdesk_desk::desk::RoomMove`): out of the source
//! table with every chip, then into the destination at the seat the room
//! gave, with the chips the source wrote; a seat draw is a move in with no
//! source. The room counts the move once, and reads its halves from the
//! synced logs: a move not yet seated is pending, its chips in transit.
//!
//! The room reads each table's hands from its log ([`read_results`]): the
//! stacks after the last hand, the players out with the hand they went
//! out in and the stack they began it with.
//!
//! A table asks [`pending`] before its next hand (the `table --room`
//! program does, between lines): the halves it has to write now, outs
//! first, the time on the event's clock, and, hand for hand, the tables it
//! waits for: a table that has played the round deals again only once
//! every open table has played it (the room reads each round from the
//! logs; players out in one round share the places they cover, TDA 2024
//! RP-8-A). [`check_logs`] is the chip check through the logs: each half
//! once, where the room said, with the same chips; and the chips in play
//! are the tables' stacks plus the chips in moves not yet seated.

use std::collections::BTreeMap;

use dealerdesk_core::chips::Chips;
use dealerdesk_desk::desk::{RoomMove, SeatNo, TableState};
use postgres::Client;

use super::{ChipFault, Event, EventError, load};
use crate::{RoomError, read};

/// A move as the room recorded it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventMove {
    /// The move id (its order number in the room).
    pub id: u64,
    /// The player.
    pub player: String,
    /// The table and seat left (none for the draw).
    pub from: Option<(usize, u8)>,
    /// The table and seat given.
    pub to: (usize, u8),
    /// The chips the room recorded with it.
    pub chips: u64,
}

/// The halves a table has to write now, and the moves still waiting.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pending {
    /// The tournament.
    pub event: String,
    /// Players to take out of this table, in order.
    pub out: Vec<RoomMove>,
    /// Players to seat here, in order (after the outs).
    pub seat: Vec<RoomMove>,
    /// Players coming here whose table has not written them out yet.
    pub waiting: Vec<RoomMove>,
    /// The time played on the event's clock (the table follows it).
    pub played_ms: Option<i64>,
    /// Hand for hand: this table has played the round and waits for these
    /// tables before its next hand.
    pub hold: Vec<String>,
}

fn db(e: postgres::Error) -> EventError {
    EventError::Room(RoomError::from(e))
}

/// The moves of tournament `e`, in order.
///
/// # Errors
/// Database errors.
pub fn moves(c: &mut Client, e: &Event) -> Result<Vec<EventMove>, EventError> {
    let seat = |s: Option<i32>| s.and_then(|s| u8::try_from(s).ok()).unwrap_or(0);
    let pos = |t: i32| usize::try_from(t).unwrap_or(usize::MAX);
    Ok(c.query(
        "SELECT seq, player, from_table, from_seat, to_table, to_seat, chips
         FROM room.tournament_moves WHERE tournament = $1 ORDER BY seq",
        &[&e.id],
    )
    .map_err(db)?
    .iter()
    .map(|r| EventMove {
        id: u64::try_from(r.get::<_, i64>(0)).unwrap_or(0),
        player: r.get(1),
        from: r.get::<_, Option<i32>>(2).map(|t| (pos(t), seat(r.get(3)))),
        to: (pos(r.get(4)), seat(r.get(5))),
        chips: u64::try_from(r.get::<_, i64>(6)).unwrap_or(0),
    })
    .collect())
}

/// Each table's log as the room holds it, folded (`None`: the room holds
/// no log of that table's name yet).
///
/// # Errors
/// Database errors; [`RoomError::Desk`] for a log the desk cannot fold.
pub fn fold_tables(c: &mut Client, e: &Event) -> Result<Vec<Option<TableState>>, EventError> {
    let mut folded = Vec::new();
    for t in &e.tables {
        let held = c
            .query_opt("SELECT 1 FROM room.tables WHERE name = $1", &[&t.name])
            .map_err(db)?
            .is_some();
        if !held {
            folded.push(None);
            continue;
        }
        let mut state = TableState::new(dealerdesk_core::rules::HouseRules::preset(
            dealerdesk_core::rules::Variant::NoLimitHoldem,
        ));
        for record in read::events(c, &t.name)? {
            state.fold(&record).map_err(RoomError::from)?;
        }
        folded.push(Some(state));
    }
    Ok(folded)
}

fn halves(state: Option<&TableState>) -> (BTreeMap<u64, Chips>, BTreeMap<u64, (SeatNo, Chips)>) {
    let Some(t) = state.and_then(TableState::tournament) else {
        return (BTreeMap::new(), BTreeMap::new());
    };
    (
        t.moved_out.iter().map(|(id, h)| (*id, h.chips)).collect(),
        t.moved_in
            .iter()
            .map(|(id, h)| (*id, (h.seat, h.chips)))
            .collect(),
    )
}

/// Where each move stands in the tables' logs.
struct Halves {
    /// Chips each move left its source with, by id (a draw: the room's).
    left: BTreeMap<u64, Chips>,
    /// The table, seat and chips each move was seated with, by id; every
    /// table that seated it.
    seated: BTreeMap<u64, Vec<(usize, SeatNo, Chips)>>,
    /// Moves out that a table wrote, by id: the table.
    left_from: BTreeMap<u64, Vec<usize>>,
}

fn read_halves(moves: &[EventMove], folded: &[Option<TableState>]) -> Halves {
    let mut h = Halves {
        left: BTreeMap::new(),
        seated: BTreeMap::new(),
        left_from: BTreeMap::new(),
    };
    for (t, state) in folded.iter().enumerate() {
        let (out, seated) = halves(state.as_ref());
        for (id, chips) in out {
            h.left_from.entry(id).or_default().push(t);
            h.left.entry(id).or_insert(chips);
        }
        for (id, (seat, chips)) in seated {
            h.seated.entry(id).or_default().push((t, seat, chips));
        }
    }
    for m in moves.iter().filter(|m| m.from.is_none()) {
        h.left.insert(m.id, Chips(m.chips));
    }
    h
}

fn room_move(e: &Event, m: &EventMove, chips: Option<Chips>) -> RoomMove {
    let name = |t: usize| e.tables.get(t).map(|t| t.name.clone()).unwrap_or_default();
    RoomMove {
        id: m.id,
        name: m.player.clone(),
        from: m.from.map(|(t, s)| (name(t), SeatNo(s))),
        to: (name(m.to.0), SeatNo(m.to.1)),
        chips,
    }
}

/// The halves of the room's moves table `table` has to write now: for
/// each player, their first move not yet carried out: out of this table
/// if its log has not written it, into this table once the source has.
/// The newest drawn tournament with a table of that name is meant; none
/// (an empty list) when the table is in no tournament.
///
/// # Errors
/// Database errors; [`RoomError::Desk`] for a log the desk cannot fold.
pub fn pending(c: &mut Client, table: &str) -> Result<Pending, EventError> {
    let Some(row) = c
        .query_opt(
            "SELECT t.name FROM room.tournaments t
             JOIN room.tournament_tables tt ON tt.tournament = t.id
             WHERE tt.name = $1 AND t.drawn_at IS NOT NULL ORDER BY t.id DESC LIMIT 1",
            &[&table],
        )
        .map_err(db)?
    else {
        return Ok(Pending::default());
    };
    let name: String = row.get(0);
    // The hands every table has played, read first (the floor's commands
    // read them too): a room role that may not write them leaves them to
    // the floor, and the table goes by what the room holds.
    let _ = read_results(c, &name);
    let e = load(c, &name, false)?;
    let here = e.table(table)?;
    let hold = if e.is_hand_for_hand() && e.h4h_done.get(here).copied().unwrap_or(0) >= e.h4h_round
    {
        e.waiting()
    } else {
        Vec::new()
    };
    let moves = moves(c, &e)?;
    let folded = fold_tables(c, &e)?;
    let h = read_halves(&moves, &folded);
    let mut pending = Pending {
        event: name,
        played_ms: e.played_ms(chrono::Utc::now()),
        hold,
        ..Pending::default()
    };
    let mut seen: Vec<&str> = Vec::new();
    for m in &moves {
        if seen.contains(&m.player.as_str()) {
            continue;
        }
        let left = h.left.contains_key(&m.id);
        let seated = h.seated.contains_key(&m.id);
        if left && seated {
            continue;
        }
        seen.push(&m.player);
        match m.from {
            Some((from, _)) if !left && from == here => {
                pending.out.push(room_move(&e, m, None));
            }
            Some(_) if !left && m.to.0 == here => {
                pending.waiting.push(room_move(&e, m, None));
            }
            _ if left && m.to.0 == here => {
                pending
                    .seat
                    .push(room_move(&e, m, h.left.get(&m.id).copied()));
            }
            _ => {}
        }
    }
    Ok(pending)
}

/// What the logs say of the chips: faults, and the chips in moves not
/// yet seated.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LogCheck {
    /// Tables whose logs the room holds.
    pub logs: u64,
    /// Moves not yet seated.
    pub pending: u64,
    /// Their chips.
    pub in_transit: u64,
    /// What does not add up.
    pub faults: Vec<ChipFault>,
}

/// The chip check through the tables' logs: every half where the room
/// said, once, with the chips its other half moved; and, once every table
/// has synced a log, the chips in play are the chips at the tables (a hand
/// in play counted as it started) plus the chips in moves not yet seated.
///
/// # Errors
/// Database errors; [`RoomError::Desk`] for a log the desk cannot fold.
pub fn check_logs(c: &mut Client, e: &Event) -> Result<LogCheck, EventError> {
    let moves = moves(c, e)?;
    let folded = fold_tables(c, e)?;
    let h = read_halves(&moves, &folded);
    let table = |t: usize| e.tables.get(t).map(|t| t.name.clone()).unwrap_or_default();
    let mut check = LogCheck {
        logs: folded.iter().flatten().count() as u64,
        ..LogCheck::default()
    };
    let seq = |id: u64| i64::try_from(id).unwrap_or(i64::MAX);
    for m in &moves {
        let seated = h.seated.get(&m.id).map_or(&[][..], Vec::as_slice);
        let left = h.left.get(&m.id).copied();
        for (t, seat, chips) in seated {
            if (*t, seat.0) != m.to || seated.len() > 1 {
                check.faults.push(ChipFault::SeatedElsewhere {
                    seq: seq(m.id),
                    player: m.player.clone(),
                    table: table(*t),
                    seat: seat.0,
                });
            }
            match left {
                None => check.faults.push(ChipFault::SeatedBeforeLeft {
                    seq: seq(m.id),
                    player: m.player.clone(),
                    table: table(*t),
                }),
                Some(l) if l != *chips => check.faults.push(ChipFault::TransferChips {
                    seq: seq(m.id),
                    player: m.player.clone(),
                    left: l.0,
                    seated: chips.0,
                }),
                Some(_) => {}
            }
        }
        if let (Some(l), true) = (left, seated.is_empty()) {
            check.pending += 1;
            check.in_transit = check.in_transit.saturating_add(l.0);
        }
    }
    if folded.iter().all(Option::is_some) && !folded.is_empty() {
        let at_tables: u128 = folded.iter().flatten().map(chips_at).sum();
        let bought = e.chips_in_play();
        if at_tables + u128::from(check.in_transit) != bought {
            check.faults.push(ChipFault::LogsInPlay {
                bought: u64::try_from(bought).unwrap_or(u64::MAX),
                at_tables: u64::try_from(at_tables).unwrap_or(u64::MAX),
                in_transit: check.in_transit,
            });
        }
    }
    Ok(check)
}

/// The chips at a table: each seat's stack, or, for a seat in the hand in
/// play, the stack it started the hand with.
fn chips_at(t: &TableState) -> u128 {
    let started: BTreeMap<SeatNo, Chips> = t
        .hand()
        .map(|h| {
            h.seats
                .iter()
                .zip(&h.spec.stacks)
                .map(|(s, c)| (*s, *c))
                .collect()
        })
        .unwrap_or_default();
    t.seats()
        .iter()
        .map(|(no, s)| u128::from(started.get(no).copied().unwrap_or(s.stack).0))
        .sum()
}

/// A table's hands read from its synced log into the room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadResult {
    /// The table.
    pub table: String,
    /// The last hand read.
    pub hand: u64,
    /// What it did to the tournament.
    pub outcome: super::Outcome,
}

/// A hand a table's log holds that the room has not read yet, as
/// [`super::result`] would record it.
struct Unread {
    table: String,
    hand: u64,
    big_blind_next: Option<u8>,
    stacks: Vec<(String, Chips)>,
    logged: Vec<super::floor::LoggedOut>,
}

/// Read the hands each open table has played since the room last heard,
/// from its synced log, as [`super::result`] records them: the stacks of
/// the players the room and the log both seat there, each player out with
/// the hand and starting stack the log gives, and the seat due the big
/// blind next (the last hand's big blind moved on one player). A table
/// with a hand in play, or with no log yet, is read next time.
///
/// # Errors
/// Those of [`super::result`] (the log's chips not the room's, hand for
/// hand waiting), database errors; the tables read before stay read.
pub fn read_results(c: &mut Client, name: &str) -> Result<Vec<ReadResult>, EventError> {
    let e = load(c, name, false)?;
    let mut read = Vec::new();
    for u in unread(c, &e)? {
        let outcome = super::floor::record_result(
            c,
            name,
            &u.table,
            u.hand,
            u.big_blind_next,
            &u.stacks,
            &u.logged,
        )?;
        read.push(ReadResult {
            table: u.table,
            hand: u.hand,
            outcome,
        });
    }
    Ok(read)
}

/// Whether this connection's role may record the hands the tables' logs
/// hold ([`read_results`]); a reader's may not, and reads the tournament
/// as the room last recorded it.
///
/// # Errors
/// Database errors.
pub fn may_record(c: &mut Client) -> Result<bool, EventError> {
    let row = c
        .query_one(
            "SELECT has_table_privilege('room.tournament_results', 'INSERT')",
            &[],
        )
        .map_err(db)?;
    Ok(row.get(0))
}

/// The last hand each open table's log holds that the room has not read
/// yet, by table name: read without writing anything.
///
/// # Errors
/// Database errors.
pub fn unread_hands(c: &mut Client, name: &str) -> Result<Vec<(String, u64)>, EventError> {
    let e = load(c, name, false)?;
    Ok(unread(c, &e)?
        .into_iter()
        .map(|u| (u.table, u.hand))
        .collect())
}

/// The hands the open tables' logs hold past the last the room recorded.
fn unread(c: &mut Client, e: &Event) -> Result<Vec<Unread>, EventError> {
    if e.drawn_at.is_none() {
        return Ok(Vec::new());
    }
    let folded = fold_tables(c, e)?;
    let mut found = Vec::new();
    for (t, state) in folded.iter().enumerate() {
        let Some(state) = state else { continue };
        let seats = &e.seating.tables[t];
        let Some(last) = state.last_hand().map(|h| h.hand_no) else {
            continue;
        };
        if state.hand().is_some() || !seats.open {
            continue;
        }
        let reported: Option<i64> = c
            .query_one(
                "SELECT max(hand) FROM room.tournament_results
                 WHERE tournament = $1 AND table_pos = $2",
                &[&e.id, &i32::try_from(t).unwrap_or(i32::MAX)],
            )
            .map_err(db)?
            .get(0);
        if reported.is_some_and(|r| u64::try_from(r).is_ok_and(|r| r >= last)) {
            continue;
        }
        let mut stacks = Vec::new();
        let mut logged = Vec::new();
        let tourney = state.tournament();
        for s in state.seats().values() {
            if seats.seat_of(&s.name).is_none() {
                continue;
            }
            stacks.push((s.name.clone(), s.stack));
            let out = tourney
                .and_then(|t| t.entrant(&s.name))
                .and_then(|x| x.out.as_ref());
            if let (Some(o), true) = (out, s.stack.is_zero()) {
                logged.push(super::floor::LoggedOut {
                    player: s.name.clone(),
                    hand: o.hand_no,
                    start_stack: o.start_stack.0,
                });
            }
        }
        let big_blind_next = state.blind_seats().and_then(|b| {
            let live: Vec<SeatNo> = state
                .seats()
                .iter()
                .filter(|(_, s)| !s.stack.is_zero())
                .map(|(n, _)| *n)
                .collect();
            live.iter()
                .find(|n| **n > b.big)
                .or(live.first())
                .map(|n| n.0)
        });
        found.push(Unread {
            table: e.tables[t].name.clone(),
            hand: last,
            big_blind_next,
            stacks,
            logged,
        });
    }
    Ok(found)
}

/// The last event of `table`'s log the room holds (0 for none): a table
/// waits for the room to hold its last hand before it asks [`pending`].
///
/// # Errors
/// Database errors.
pub fn room_head(c: &mut Client, table: &str) -> Result<u64, EventError> {
    let head: Option<i64> = c
        .query_opt(
            "SELECT head_seq FROM room.tables WHERE name = $1",
            &[&table],
        )
        .map_err(db)?
        .map(|r| r.get(0));
    Ok(head.and_then(|h| u64::try_from(h).ok()).unwrap_or(0))
}

//! What the floor does to a tournament, each in one transaction with the
//! tournament's row locked: [`create`] it, [`draw`] the seats, record a
//! table's hand [`result`] (players out, hand for hand), [`balance`]
//! the tables or [`break_table`] one the floor chooses, and move the one clock on ([`tick`]). Every move and every player out is kept in order.

use chrono::{Duration, Utc};
use dealerdesk_core::chips::Chips;
use dealerdesk_core::rules::HouseRules;
use dealerdesk_core::tournament::{EventTable, Move, Seating, Step, draw as seat_draw, plan_break};
use postgres::{Client, Transaction};

use super::{Event, EventError, load};
use crate::RoomError;

/// A tournament to create.
#[derive(Clone, Debug)]
pub struct NewEvent {
    /// Its name, unique in the room.
    pub name: String,
    /// The house file's text (it must have a `tournament:` section).
    pub house_file: String,
    /// The tables, the final table first; the last breaks first.
    pub tables: Vec<EventTable>,
    /// The players entered.
    pub players: Vec<String>,
    /// The seed every draw of the tournament comes from.
    pub seed: u64,
    /// Most players one table may have over another.
    pub spread: usize,
    /// How many players over the money hand for hand starts.
    pub h4h_over: usize,
}

fn db(e: postgres::Error) -> EventError {
    EventError::Room(RoomError::from(e))
}

fn int(n: usize) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

fn big(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// Create a tournament: its structure, tables and entries; nothing is
/// written when any of it is refused.
///
/// # Errors
/// [`EventError::NotATournament`], [`EventError::EventExists`], a
/// [`EventError::Seating`] the draw would meet (too many players, a name
/// twice, two tables of one name), database errors.
pub fn create(client: &mut Client, new: &NewEvent) -> Result<(), EventError> {
    let rules = HouseRules::from_yaml(&new.house_file, &new.name)
        .map_err(|e| EventError::Structure(e.to_string()))?;
    let t = rules.tournament.ok_or(EventError::NotATournament)?;
    // The draw must be possible: refuse now what it would refuse.
    seat_draw(&new.tables, &new.players, new.seed)?;
    let mut tx = client.transaction().map_err(db)?;
    if tx
        .query_opt(
            "SELECT 1 FROM room.tournaments WHERE name = $1",
            &[&new.name],
        )
        .map_err(db)?
        .is_some()
    {
        return Err(EventError::EventExists(new.name.clone()));
    }
    let row = tx
        .query_one(
            "INSERT INTO room.tournaments (name, structure, starting_stack, seed, spread, h4h_over)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
            &[
                &new.name,
                &new.house_file,
                &big(t.starting_stack.0),
                &new.seed.cast_signed(),
                &int(new.spread.max(1)),
                &int(new.h4h_over.max(1)),
            ],
        )
        .map_err(db)?;
    let id: i64 = row.get(0);
    for (i, table) in new.tables.iter().enumerate() {
        tx.execute(
            "INSERT INTO room.tournament_tables (tournament, position, name, seats)
             VALUES ($1, $2, $3, $4)",
            &[&id, &int(i), &table.name, &i32::from(table.seats)],
        )
        .map_err(db)?;
    }
    for (i, p) in new.players.iter().enumerate() {
        tx.execute(
            "INSERT INTO room.tournament_entries (tournament, player, position, chips)
             VALUES ($1, $2, $3, $4)",
            &[&id, p, &int(i), &big(t.starting_stack.0)],
        )
        .map_err(db)?;
    }
    tx.commit().map_err(db)?;
    Ok(())
}

fn record_move(
    tx: &mut Transaction<'_>,
    e: &Event,
    kind: &str,
    m: &Move<String>,
    chips: u64,
    seed: u64,
) -> Result<(), EventError> {
    let (from_table, from_seat) = match m.from {
        Some((t, s)) => (Some(int(t)), Some(i32::from(s))),
        None => (None, None),
    };
    tx.execute(
        "INSERT INTO room.tournament_moves
           (tournament, kind, player, from_table, from_seat, to_table, to_seat, chips, draw_seed)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        &[
            &e.id,
            &kind,
            &m.player,
            &from_table,
            &from_seat,
            &int(m.to.0),
            &i32::from(m.to.1),
            &big(chips),
            &seed.cast_signed(),
        ],
    )
    .map_err(db)?;
    Ok(())
}

/// Draw the seats (TDA 7) from the tournament's seed, give each player the
/// starting stack, and start the clock: each level's and break's start
/// time, from now, by the structure's schedule.
///
/// # Errors
/// [`EventError::AlreadyDrawn`], [`EventError::NoEvent`], database errors.
pub fn draw(client: &mut Client, name: &str) -> Result<Vec<Move<String>>, EventError> {
    let mut tx = client.transaction().map_err(db)?;
    let e = load(&mut tx, name, true)?;
    if e.drawn_at.is_some() {
        return Err(EventError::AlreadyDrawn(name.to_owned()));
    }
    let (_, moves) = seat_draw(&e.tables, &e.entries, e.seed)?;
    for m in &moves {
        tx.execute(
            "INSERT INTO room.tournament_seats (tournament, player, table_pos, seat, stack)
             VALUES ($1, $2, $3, $4, $5)",
            &[
                &e.id,
                &m.player,
                &int(m.to.0),
                &i32::from(m.to.1),
                &big(e.starting_stack),
            ],
        )
        .map_err(db)?;
        record_move(&mut tx, &e, "draw", m, e.starting_stack, e.seed)?;
    }
    let now = Utc::now();
    let mut at = now;
    for (i, period) in e.structure.levels.iter().enumerate() {
        tx.execute(
            "INSERT INTO room.tournament_levels (tournament, period, starts_at) VALUES ($1, $2, $3)",
            &[&e.id, &int(i + 1), &at],
        )
        .map_err(db)?;
        at += Duration::minutes(i64::from(period.minutes()));
    }
    tx.execute(
        "UPDATE room.tournaments SET drawn_at = $2 WHERE id = $1",
        &[&e.id, &now],
    )
    .map_err(db)?;
    tx.commit().map_err(db)?;
    Ok(moves)
}

/// What a hand's result did to the tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The players it put out.
    pub out: Vec<String>,
    /// The hand-for-hand round it was, if it was one.
    pub round: Option<u64>,
    /// The tournament plays hand for hand from now on (it did not before).
    pub hand_for_hand_starts: bool,
    /// Hand for hand is over (it was on before).
    pub hand_for_hand_ends: bool,
    /// The tables need balancing (or a table breaking) now.
    pub balance_due: bool,
}

/// Record table `table`'s hand `hand`: each named player's stack after it
/// (players not named kept theirs); a player left with none is out, placed
/// by the stack they began the hand with. The table's chips must stay the
/// same. `big_blind_next` is the seat due the big blind at its next hand.
///
/// # Errors
/// [`EventError::NotDrawn`], [`EventError::NoTable`],
/// [`EventError::TableBroken`], [`EventError::NoSeat`],
/// [`EventError::HandAgain`], [`EventError::NotAtTable`],
/// [`EventError::PlayerTwice`], [`EventError::ChipsChanged`],
/// [`EventError::WaitForOthers`], database errors; nothing is written then.
pub fn result(
    client: &mut Client,
    name: &str,
    table: &str,
    hand: u64,
    big_blind_next: Option<u8>,
    stacks: &[(String, Chips)],
) -> Result<Outcome, EventError> {
    record_result(client, name, table, hand, big_blind_next, stacks, &[])
}

/// A player out as the table's log says: the hand they went out in and
/// the stack they began it with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoggedOut {
    /// The player.
    pub player: String,
    /// The table's hand they went out in.
    pub hand: u64,
    /// Their stack when it began.
    pub start_stack: u64,
}

/// [`result`], with the hand and starting stack of each player out as the
/// table's log has them (several hands may be read at once).
pub(super) fn record_result(
    client: &mut Client,
    name: &str,
    table: &str,
    hand: u64,
    big_blind_next: Option<u8>,
    stacks: &[(String, Chips)],
    logged: &[LoggedOut],
) -> Result<Outcome, EventError> {
    let mut tx = client.transaction().map_err(db)?;
    let mut e = load(&mut tx, name, true)?;
    if e.drawn_at.is_none() {
        return Err(EventError::NotDrawn(name.to_owned()));
    }
    let t = e.table(table)?;
    if !e.seating.tables[t].open {
        return Err(EventError::TableBroken(table.to_owned()));
    }
    if let Some(seat) = big_blind_next
        && (seat == 0 || usize::from(seat) > e.seating.tables[t].seats.len())
    {
        return Err(EventError::NoSeat {
            table: table.to_owned(),
            seat,
        });
    }
    let last: Option<i64> = tx
        .query_one(
            "SELECT max(hand) FROM room.tournament_results WHERE tournament = $1 AND table_pos = $2",
            &[&e.id, &int(t)],
        )
        .map_err(db)?
        .get(0);
    if let Some(last) = last.and_then(|l| u64::try_from(l).ok())
        && hand <= last
    {
        return Err(EventError::HandAgain {
            table: table.to_owned(),
            hand,
            last,
        });
    }
    let (mut before, mut after) = (0u128, 0u128);
    for (i, (player, stack)) in stacks.iter().enumerate() {
        if stacks[..i].iter().any(|(p, _)| p == player) {
            return Err(EventError::PlayerTwice(player.clone()));
        }
        if e.seating.tables[t].seat_of(player).is_none() {
            return Err(EventError::NotAtTable {
                player: player.clone(),
                table: table.to_owned(),
            });
        }
        before += u128::from(e.stacks.get(player).copied().unwrap_or(0));
        after += u128::from(stack.0);
    }
    if before != after {
        return Err(EventError::ChipsChanged {
            table: table.to_owned(),
            before: u64::try_from(before).unwrap_or(u64::MAX),
            after: u64::try_from(after).unwrap_or(u64::MAX),
        });
    }
    let was_h4h = e.is_hand_for_hand();
    let round = if was_h4h {
        if e.h4h_done[t] >= e.h4h_round {
            return Err(EventError::WaitForOthers {
                table: table.to_owned(),
                round: e.h4h_round,
                waiting: e.waiting(),
            });
        }
        e.h4h_done[t] = e.h4h_round;
        Some(e.h4h_round)
    } else {
        None
    };
    let (players, amounts): (Vec<String>, Vec<i64>) =
        stacks.iter().map(|(p, s)| (p.clone(), big(s.0))).unzip();
    tx.execute(
        "INSERT INTO room.tournament_results (tournament, table_pos, hand, players, stacks, round)
         VALUES ($1, $2, $3, $4, $5, $6)",
        &[
            &e.id,
            &int(t),
            &big(hand),
            &players,
            &amounts,
            &round.map(big),
        ],
    )
    .map_err(db)?;
    let mut out = Vec::new();
    let mut stacks = stacks.to_vec();
    // Players out in order: by the hand they went out in, as logged.
    let out_hand = |p: &String| logged.iter().find(|o| &o.player == p).map(|o| o.hand);
    stacks.sort_by_key(|(p, _)| out_hand(p).unwrap_or(hand));
    for (player, stack) in &stacks {
        let log = logged.iter().find(|o| &o.player == player);
        let start = log.map_or_else(
            || e.stacks.get(player).copied().unwrap_or(0),
            |o| o.start_stack,
        );
        let bust_hand = log.map_or(hand, |o| o.hand);
        if stack.0 == 0 {
            tx.execute(
                "DELETE FROM room.tournament_seats WHERE tournament = $1 AND player = $2",
                &[&e.id, player],
            )
            .map_err(db)?;
            tx.execute(
                "INSERT INTO room.tournament_busts
                   (tournament, player, table_pos, hand, start_stack, round)
                 VALUES ($1, $2, $3, $4, $5, $6)",
                &[
                    &e.id,
                    player,
                    &int(t),
                    &big(bust_hand),
                    &big(start),
                    &round.map(big),
                ],
            )
            .map_err(db)?;
            e.seating.remove(player);
            e.stacks.remove(player);
            out.push(player.clone());
        } else {
            tx.execute(
                "UPDATE room.tournament_seats SET stack = $3 WHERE tournament = $1 AND player = $2",
                &[&e.id, player, &big(stack.0)],
            )
            .map_err(db)?;
            e.stacks.insert(player.clone(), stack.0);
        }
    }
    if let Some(seat) = big_blind_next {
        e.seating.tables[t].big_blind_next = Some(seat);
    }
    // Hand for hand: a round ends when every open table has played it (the
    // players out in it share their places, RP-8-A, even past the bubble);
    // then the next round, unless the bubble has burst or one table is left.
    let (mut h4h_round, mut reset) = (e.h4h_round, false);
    if was_h4h {
        if e.waiting().is_empty() {
            let on = e.players_left() > e.places_paid() && e.tables_open() > 1;
            h4h_round = if on { h4h_round + 1 } else { 0 };
        }
    } else if e.bubble() {
        h4h_round = 1;
        reset = true;
    }
    tx.execute(
        "UPDATE room.tournament_tables SET big_blind_next = $3, h4h_done = $4
         WHERE tournament = $1 AND position = $2",
        &[
            &e.id,
            &int(t),
            &e.seating.tables[t].big_blind_next.map(i32::from),
            &big(e.h4h_done[t]),
        ],
    )
    .map_err(db)?;
    if reset {
        tx.execute(
            "UPDATE room.tournament_tables SET h4h_done = 0 WHERE tournament = $1",
            &[&e.id],
        )
        .map_err(db)?;
    }
    tx.execute(
        "UPDATE room.tournaments SET h4h_round = $2 WHERE id = $1",
        &[&e.id, &big(h4h_round)],
    )
    .map_err(db)?;
    e.h4h_round = h4h_round;
    let balance_due = !e.plan().0.is_empty();
    tx.commit().map_err(db)?;
    Ok(Outcome {
        out,
        round,
        hand_for_hand_starts: !was_h4h && h4h_round > 0,
        hand_for_hand_ends: was_h4h && h4h_round == 0,
        balance_due,
    })
}

/// Break and balance the tables as the rules say now (see
/// `dealerdesk_core::tournament::plan`): each player moves with their
/// chips, each move kept in order with the seed its draw came from.
/// Returns the steps taken (none when the tables are balanced).
///
/// # Errors
/// [`EventError::NotDrawn`], [`EventError::NoEvent`], database errors.
pub fn balance(client: &mut Client, name: &str) -> Result<Vec<Step<String>>, EventError> {
    let mut tx = client.transaction().map_err(db)?;
    let e = load(&mut tx, name, true)?;
    if e.drawn_at.is_none() {
        return Err(EventError::NotDrawn(name.to_owned()));
    }
    let (steps, after, seed) = e.plan();
    if steps.is_empty() {
        return Ok(steps);
    }
    carry_out(&mut tx, &e, &steps, &after, seed)?;
    tx.commit().map_err(db)?;
    Ok(steps)
}

/// Breaks table `table` of tournament `name`, of the floor's choosing (TDA
/// 10-B: its players draw seat cards at the open tables with the fewest
/// players first), each player moving with their chips, the moves kept as
/// [`balance`] keeps them. Returns the step.
///
/// # Errors
/// [`EventError::NotDrawn`], [`EventError::NoTable`],
/// [`EventError::TableBroken`], [`EventError::NoRoomToBreak`] (the other
/// open tables have too few empty seats), database errors.
pub fn break_table(
    client: &mut Client,
    name: &str,
    table: &str,
) -> Result<Step<String>, EventError> {
    let mut tx = client.transaction().map_err(db)?;
    let e = load(&mut tx, name, true)?;
    if e.drawn_at.is_none() {
        return Err(EventError::NotDrawn(name.to_owned()));
    }
    let t = e.table(table)?;
    let seats = &e.seating.tables[t];
    if !seats.open {
        return Err(EventError::TableBroken(table.to_owned()));
    }
    let seed = e.seed.wrapping_add(e.plans);
    let Some((step, after)) = plan_break(&e.seating, t, seed) else {
        let free = e
            .seating
            .open()
            .filter(|(i, _)| *i != t)
            .map(|(_, o)| o.seats.len() - o.players())
            .sum();
        return Err(EventError::NoRoomToBreak {
            table: table.to_owned(),
            players: seats.players(),
            free,
        });
    };
    carry_out(&mut tx, &e, std::slice::from_ref(&step), &after, seed)?;
    tx.commit().map_err(db)?;
    Ok(step)
}

/// Records the moves of `steps` drawn from `seed` and the seating `after`
/// them: each player's seat, each table open or broken and its big blind.
fn carry_out(
    tx: &mut Transaction<'_>,
    e: &Event,
    steps: &[Step<String>],
    after: &Seating<String>,
    seed: u64,
) -> Result<(), EventError> {
    for step in steps {
        let kind = match step {
            Step::FinalTable { .. } => "final",
            Step::Break { .. } => "break",
            Step::Balance(_) => "balance",
        };
        for m in step.moves() {
            let chips = e.stacks.get(&m.player).copied().unwrap_or(0);
            record_move(tx, e, kind, m, chips, seed)?;
        }
    }
    // The seats as they are after every step, written at once (a redraw
    // may hand one player's seat to another).
    let moved: Vec<&String> = steps
        .iter()
        .flat_map(|s| s.moves().iter().map(|m| &m.player))
        .collect();
    for p in &moved {
        tx.execute(
            "DELETE FROM room.tournament_seats WHERE tournament = $1 AND player = $2",
            &[&e.id, p],
        )
        .map_err(db)?;
    }
    for p in &moved {
        if let Some((t, s)) = after.find(p) {
            let chips = e.stacks.get(*p).copied().unwrap_or(0);
            tx.execute(
                "INSERT INTO room.tournament_seats (tournament, player, table_pos, seat, stack)
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT (tournament, player) DO NOTHING",
                &[&e.id, p, &int(t), &i32::from(s), &big(chips)],
            )
            .map_err(db)?;
        }
    }
    for (t, table) in after.tables.iter().enumerate() {
        tx.execute(
            "UPDATE room.tournament_tables SET open = $3, big_blind_next = $4
             WHERE tournament = $1 AND position = $2",
            &[
                &e.id,
                &int(t),
                &table.open,
                &table.big_blind_next.map(i32::from),
            ],
        )
        .map_err(db)?;
    }
    tx.execute(
        "UPDATE room.tournaments SET plans = plans + 1 WHERE id = $1",
        &[&e.id],
    )
    .map_err(db)?;
    Ok(())
}

/// Move the event's one clock on by `ms` (every period starts that much
/// earlier): the floor's clock for a scripted event, or time the floor adds
/// back. Each table follows it at its next hand. Returns the event after.
///
/// # Errors
/// [`EventError::NotDrawn`] (the clock starts with the draw),
/// [`EventError::NoEvent`], database errors.
pub fn tick(client: &mut Client, name: &str, ms: i64) -> Result<Event, EventError> {
    let mut tx = client.transaction().map_err(db)?;
    let e = load(&mut tx, name, true)?;
    if e.drawn_at.is_none() {
        return Err(EventError::NotDrawn(name.to_owned()));
    }
    tx.execute(
        "UPDATE room.tournament_levels SET starts_at = starts_at - $2 * interval '1 millisecond'
         WHERE tournament = $1",
        &[&e.id, &(ms as f64)],
    )
    .map_err(db)?;
    let e = load(&mut tx, name, false)?;
    tx.commit().map_err(db)?;
    Ok(e)
}

//! A tournament read back from the room: its structure, tables, entries,
//! seats with their chips, players out and clock, folded into an
//! [`Event`] the pure model works on.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use dealerdesk_core::rules::HouseRules;
use dealerdesk_core::tournament::{
    BalanceRules, EventBust, EventTable, Period, Seating, Step, TableSeats, Tournament,
    hand_for_hand, plan,
};
use postgres::GenericClient;

use super::EventError;

/// A tournament as the room holds it now.
#[derive(Clone, Debug)]
pub struct Event {
    /// Its row id.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// The house file's tournament section.
    pub structure: Tournament,
    /// Chips each entry starts with.
    pub starting_stack: u64,
    /// The seed its draws come from.
    pub seed: u64,
    /// How the house balances.
    pub balance: BalanceRules,
    /// How many players over the money hand for hand starts.
    pub h4h_over: usize,
    /// Plans of moves made so far.
    pub plans: u64,
    /// The hand-for-hand round being played (0: not hand for hand).
    pub h4h_round: u64,
    /// When the seats were drawn (the clock's start), if they were.
    pub drawn_at: Option<DateTime<Utc>>,
    /// The tables as set out, in breaking order reversed.
    pub tables: Vec<EventTable>,
    /// The last hand-for-hand round each table reported.
    pub h4h_done: Vec<u64>,
    /// The players entered, in the order entered.
    pub entries: Vec<String>,
    /// Who sits where.
    pub seating: Seating<String>,
    /// Each seated player's chips.
    pub stacks: BTreeMap<String, u64>,
    /// The players out, in order.
    pub busts: Vec<EventBust<String>>,
    /// When each period (level or break) of the clock starts.
    pub periods: Vec<DateTime<Utc>>,
}

impl Event {
    /// Players still in.
    pub fn players_left(&self) -> usize {
        self.stacks.len()
    }

    /// Tables still open.
    pub fn tables_open(&self) -> usize {
        self.seating.open().count()
    }

    /// Places paid for this many entries.
    pub fn places_paid(&self) -> usize {
        let entries = u32::try_from(self.entries.len()).unwrap_or(u32::MAX);
        self.structure
            .payout_row(entries)
            .map_or(0, |r| r.percent.len())
    }

    /// The prize pool: each entry's buy-in.
    pub fn pool(&self) -> u64 {
        self.structure
            .buy_in
            .saturating_mul(self.entries.len() as u64)
    }

    /// The chips the tournament has in play: every entry's starting stack.
    pub fn chips_in_play(&self) -> u128 {
        u128::from(self.starting_stack) * self.entries.len() as u128
    }

    /// The chips at the tables now.
    pub fn chips_at_tables(&self) -> u128 {
        self.stacks.values().map(|s| u128::from(*s)).sum()
    }

    /// Whether the next hands are played hand for hand.
    pub fn is_hand_for_hand(&self) -> bool {
        self.h4h_round > 0
    }

    /// Whether hand for hand should start now.
    pub(super) fn bubble(&self) -> bool {
        hand_for_hand(
            self.players_left(),
            self.places_paid(),
            self.tables_open(),
            self.h4h_over,
        )
    }

    /// Open tables still to play the hand-for-hand round.
    pub fn waiting(&self) -> Vec<String> {
        self.seating
            .open()
            .filter(|(i, _)| self.h4h_done.get(*i).copied().unwrap_or(0) < self.h4h_round)
            .map(|(_, t)| t.name.clone())
            .collect()
    }

    /// The moves balancing needs now, with the seed they are drawn from.
    pub fn plan(&self) -> (Vec<Step<String>>, Seating<String>, u64) {
        let seed = self.seed.wrapping_add(self.plans);
        let (steps, after) = plan(&self.seating, self.balance, seed);
        (steps, after, seed)
    }

    /// The clock at `at`: the period in play (its index in the structure's
    /// schedule), the level number counting levels only (0 on a break
    /// before the first), and when the next period starts (none for the
    /// last). `None` before the draw or before the first period starts.
    pub fn clock_at(&self, at: DateTime<Utc>) -> Option<(usize, u32, Option<DateTime<Utc>>)> {
        let i = self.periods.iter().rposition(|start| *start <= at)?;
        let level = self.structure.levels[..=i]
            .iter()
            .filter(|p| matches!(p, Period::Level(_)))
            .count();
        let next = self.periods.get(i + 1).copied();
        Some((i, u32::try_from(level).unwrap_or(u32::MAX), next))
    }

    /// The time played on the event's clock at `at`, in milliseconds: since
    /// its first period started (none before the draw).
    pub fn played_ms(&self, at: DateTime<Utc>) -> Option<i64> {
        let start = self.periods.first()?;
        Some((at - *start).num_milliseconds().max(0))
    }

    /// The index of the table named `table`.
    ///
    /// # Errors
    /// [`EventError::NoTable`].
    pub fn table(&self, table: &str) -> Result<usize, EventError> {
        self.tables
            .iter()
            .position(|t| t.name == table)
            .ok_or_else(|| EventError::NoTable {
                event: self.name.clone(),
                table: table.to_owned(),
            })
    }
}

fn as_u64(v: i64) -> u64 {
    u64::try_from(v).unwrap_or(0)
}

/// Read tournament `name`; `lock` holds its row until the transaction ends,
/// so that two floor commands on one tournament take turns.
///
/// # Errors
/// [`EventError::NoEvent`], [`EventError::Structure`], database errors.
pub fn load(c: &mut impl GenericClient, name: &str, lock: bool) -> Result<Event, EventError> {
    let sql = if lock {
        "SELECT id, structure, starting_stack, seed, spread, h4h_over, plans, h4h_round, drawn_at
         FROM room.tournaments WHERE name = $1 FOR UPDATE"
    } else {
        "SELECT id, structure, starting_stack, seed, spread, h4h_over, plans, h4h_round, drawn_at
         FROM room.tournaments WHERE name = $1"
    };
    let row = c
        .query_opt(sql, &[&name])
        .map_err(crate::RoomError::from)?
        .ok_or_else(|| EventError::NoEvent(name.to_owned()))?;
    let id: i64 = row.get(0);
    let yaml: String = row.get(1);
    let structure = HouseRules::from_yaml(&yaml, name)
        .map_err(|e| EventError::Structure(e.to_string()))?
        .tournament
        .ok_or(EventError::NotATournament)?;
    let db = |e: postgres::Error| EventError::Room(e.into());
    let mut tables = Vec::new();
    let mut h4h_done = Vec::new();
    let mut seats: Vec<TableSeats<String>> = Vec::new();
    for r in c
        .query(
            "SELECT name, seats, open, big_blind_next, h4h_done FROM room.tournament_tables
             WHERE tournament = $1 ORDER BY position",
            &[&id],
        )
        .map_err(db)?
    {
        let name: String = r.get(0);
        let n = u8::try_from(r.get::<_, i32>(1)).unwrap_or(u8::MAX);
        tables.push(EventTable {
            name: name.clone(),
            seats: n,
        });
        h4h_done.push(as_u64(r.get(4)));
        seats.push(TableSeats {
            name,
            seats: vec![None; usize::from(n)],
            open: r.get(2),
            big_blind_next: r
                .get::<_, Option<i32>>(3)
                .and_then(|s| u8::try_from(s).ok()),
        });
    }
    let entries: Vec<String> = c
        .query(
            "SELECT player FROM room.tournament_entries WHERE tournament = $1 ORDER BY position",
            &[&id],
        )
        .map_err(db)?
        .iter()
        .map(|r| r.get(0))
        .collect();
    let mut stacks = BTreeMap::new();
    for r in c
        .query(
            "SELECT player, table_pos, seat, stack FROM room.tournament_seats WHERE tournament = $1",
            &[&id],
        )
        .map_err(db)?
    {
        let player: String = r.get(0);
        let t = usize::try_from(r.get::<_, i32>(1)).unwrap_or(usize::MAX);
        let seat = usize::try_from(r.get::<_, i32>(2)).unwrap_or(0);
        if let Some(slot) = seats
            .get_mut(t)
            .and_then(|t| t.seats.get_mut(seat.wrapping_sub(1)))
        {
            *slot = Some(player.clone());
        }
        stacks.insert(player, as_u64(r.get(3)));
    }
    let busts = c
        .query(
            "SELECT player, table_pos, hand, start_stack, round FROM room.tournament_busts
             WHERE tournament = $1 ORDER BY seq",
            &[&id],
        )
        .map_err(db)?
        .iter()
        .map(|r| EventBust {
            key: r.get(0),
            table: usize::try_from(r.get::<_, i32>(1)).unwrap_or(usize::MAX),
            hand: as_u64(r.get(2)),
            start_stack: dealerdesk_core::chips::Chips(as_u64(r.get(3))),
            round: r.get::<_, Option<i64>>(4).map(as_u64),
        })
        .collect();
    let periods = c
        .query(
            "SELECT starts_at FROM room.tournament_levels WHERE tournament = $1 ORDER BY period",
            &[&id],
        )
        .map_err(db)?
        .iter()
        .map(|r| r.get(0))
        .collect();
    Ok(Event {
        id,
        name: name.to_owned(),
        structure,
        starting_stack: as_u64(row.get(2)),
        seed: row.get::<_, i64>(3).cast_unsigned(),
        balance: BalanceRules {
            spread: usize::try_from(row.get::<_, i32>(4)).unwrap_or(1),
        },
        h4h_over: usize::try_from(row.get::<_, i32>(5)).unwrap_or(1),
        plans: as_u64(row.get(6)),
        h4h_round: as_u64(row.get(7)),
        drawn_at: row.get(8),
        tables,
        h4h_done,
        entries,
        seating: Seating { tables: seats },
        stacks,
        busts,
        periods,
    })
}

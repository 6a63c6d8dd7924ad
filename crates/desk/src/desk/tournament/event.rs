//! What a tournament table records, as `DeskEvent::Tournament`: the clock's
//! steps (a wall clock following the room's among them), entries and rebuys and add-ons with what they cost, players out,
//! a bust undone, a colour-up with its race, a deal, and the two halves of
//! a move the room of an event on many tables ordered.

use serde::{Deserialize, Serialize};

use dealerdesk_core::chips::Chips;

use super::super::SeatNo;

/// Race cards as a list, or as the one card (or none) older logs wrote.
fn one_or_more<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<String>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Cards {
        One(String),
        More(Vec<String>),
    }
    Ok(match Option::<Cards>::deserialize(d)? {
        None => Vec::new(),
        Some(Cards::One(card)) => vec![card],
        Some(Cards::More(cards)) => cards,
    })
}

/// How a player entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EntryKind {
    /// Before the first hand.
    BuyIn,
    /// During late registration.
    Late,
    /// Again, after going out, during late registration.
    ReEntry,
}

impl std::fmt::Display for EntryKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            EntryKind::BuyIn => "buy-in",
            EntryKind::Late => "late entry",
            EntryKind::ReEntry => "re-entry",
        })
    }
}

/// A player out in a hand: seat, name and the stack they started it with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OutSeat {
    pub seat: SeatNo,
    pub name: String,
    pub start_stack: Chips,
}

/// A seat's part in a colour-up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RacedStack {
    pub seat: SeatNo,
    pub before: Chips,
    pub after: Chips,
    /// The cards drawn for the race, as written (`Ah`): one for each odd
    /// chip. A log written when a seat drew one card holds it as `card`.
    #[serde(
        default,
        alias = "card",
        deserialize_with = "one_or_more",
        skip_serializing_if = "Vec::is_empty"
    )]
    pub cards: Vec<String>,
    pub won: bool,
    pub kept_one: bool,
}

/// A tournament entry in the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "tournament", rename_all = "kebab-case")]
pub enum TourneyEvent {
    /// The clock starts; a manual clock moves only by ticks.
    ClockStart { manual: bool },
    /// The floor pauses the clock.
    ClockPause { reason: String },
    /// The floor sets it running again.
    ClockResume { reason: String },
    /// The floor adds time (`ms` > 0) or takes it away.
    ClockAdjust { ms: i64, reason: String },
    /// A manual clock moves on.
    Tick { ms: i64 },
    /// A wall clock takes the time played on the room's one clock (of an
    /// event on many tables) and runs on from there.
    ClockFollow { played_ms: i64 },
    /// A player enters with a starting stack; `price` goes to the prize
    /// pool, `fee` to the house.
    Entry {
        seat: SeatNo,
        name: String,
        stack: Chips,
        price: u64,
        fee: u64,
        kind: EntryKind,
    },
    Rebuy {
        seat: SeatNo,
        chips: Chips,
        price: u64,
    },
    AddOn {
        seat: SeatNo,
        chips: Chips,
        price: u64,
    },
    /// Players out in hand `hand_no`, whose button was `button`.
    Out {
        hand_no: u64,
        button: SeatNo,
        out: Vec<OutSeat>,
    },
    /// The floor rules a player out by mistake back in.
    UndoBust { seat: SeatNo, reason: String },
    /// A denomination leaves play; stacks after the race.
    ColourUp {
        removed: Chips,
        new_chip: Chips,
        stacks: Vec<RacedStack>,
        /// Chips after less chips before.
        created: i64,
    },
    /// A deal among the players left: money by seat, and what is left to
    /// play for.
    Chop {
        amounts: Vec<(SeatNo, u64)>,
        play_for: u64,
        reason: String,
    },
    /// The room's move `id` takes the player in `seat` to another table,
    /// with their chips: they leave this table still in the tournament.
    MoveOut {
        id: u64,
        seat: SeatNo,
        name: String,
        chips: Chips,
        to_table: String,
        to_seat: SeatNo,
    },
    /// The room's move `id` seats a player here with their chips, from
    /// another table (or this one) or, with no source, from the seat draw.
    MoveIn {
        id: u64,
        seat: SeatNo,
        name: String,
        chips: Chips,
        from_table: Option<String>,
        from_seat: Option<SeatNo>,
    },
}

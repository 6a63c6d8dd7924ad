//! Why a tournament word is refused: `TourneyRefusal`, one variant for each
//! reason, and `TourneyError`, the refusal with the structure's rule that
//! decides it.

use std::fmt;

use dealerdesk_core::cards::Card;
use dealerdesk_core::chips::Chips;
use dealerdesk_core::rules::RuleText;
use dealerdesk_core::tournament::{ClockError, ClockMode};

use super::super::SeatNo;

/// Why a tournament word is refused; nothing is recorded.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TourneyRefusal {
    #[error("this table plays no tournament: its house file has no tournament section")]
    NotATournament,
    #[error("a tournament seat takes the starting stack: sit SEAT NAME, without chips")]
    ChipsAtEntry,
    #[error("a tournament rebuy buys the structure's chips at its price: rebuy SEAT")]
    ChipsAtRebuy,
    #[error("a cash table buys in with chips: sit SEAT NAME CHIPS")]
    NoChipsAtCashTable,
    #[error("{name} is still in the tournament")]
    StillIn { name: String },
    #[error("registration closed after level {until}; the clock is at level {level}")]
    RegistrationClosed { until: u32, level: u32 },
    #[error("this tournament takes no entries once it has started")]
    NoLateRegistration,
    #[error("{name} is out and this tournament has no re-entry")]
    NoReEntry { name: String },
    #[error("{name} has re-entered {limit} time(s), the limit")]
    ReEntryLimit { name: String, limit: u32 },
    #[error("this tournament has no rebuys")]
    NoRebuys,
    #[error("rebuys ended with level {until}; the clock is at level {level}")]
    RebuyPeriodOver { until: u32, level: u32 },
    #[error("{seat} has {stack}, more than the {limit} at or below which a player may rebuy")]
    RebuyAboveLimit {
        seat: SeatNo,
        stack: Chips,
        limit: Chips,
    },
    #[error("{seat} has rebought {limit} time(s), the limit")]
    RebuyLimit { seat: SeatNo, limit: u32 },
    #[error("this tournament has no add-on")]
    NoAddOn,
    #[error("the add-on is taken during break {at_break}, and that break is not on")]
    NotAddOnBreak { at_break: u32 },
    #[error("{seat} has taken the add-on already")]
    AddOnTaken { seat: SeatNo },
    #[error("{seat} is out of the tournament")]
    OutOfTournament { seat: SeatNo },
    #[error("rebuys, add-ons and colour-ups are between hands, not during one")]
    DuringHand,
    #[error("the clock: {0}")]
    Clock(ClockError),
    #[error(
        "the clock was started as a {} clock and cannot become a {} one",
        mode_name(*logged),
        mode_name(*asked)
    )]
    ClockMode { logged: ClockMode, asked: ClockMode },
    #[error("the tournament is on break {number}: hands start again when it ends")]
    OnBreak { number: u32 },
    #[error("the {chip} chips leave play at break {at_break}: colour up before the next hand")]
    ColourUpDue { chip: Chips, at_break: u32 },
    #[error("the structure colours up no {0} chip")]
    NoSuchColourUp(Chips),
    #[error("the {chip} chips leave at break {at_break}, which has not come")]
    ColourUpEarly { chip: Chips, at_break: u32 },
    #[error("the {0} chips are coloured up already")]
    ColouredUp(Chips),
    /// Seats with odd chips that drew no card, seats without that drew.
    #[error(
        "each player with odd chips draws a card for each of them: {}",
        race_cards(missing, extra)
    )]
    RaceCards {
        missing: Vec<SeatNo>,
        extra: Vec<SeatNo>,
    },
    #[error("{0} is drawn twice")]
    DrawnTwice(Card),
    /// A seat drew another number of race cards than its odd chips.
    #[error("{seat} draws {due} cards, one for each odd chip, not {drew}")]
    RaceCardCount { seat: SeatNo, drew: u64, due: u64 },
    #[error("{seat} is not out")]
    NotOut { seat: SeatNo },
    /// Players left not named once, seats named that are not left.
    #[error(
        "a deal needs every player left named once: {}",
        chop_players(missing, extra)
    )]
    ChopPlayers {
        missing: Vec<SeatNo>,
        extra: Vec<SeatNo>,
    },
    #[error("the deal pays {sum} and leaves {play_for} to play for, but {left} is left to pay")]
    ChopSum { sum: u64, play_for: u64, left: u64 },
    /// One amount of a deal (a seat's, or `None`: what is left to play
    /// for) over all the prize money left to pay.
    #[error("a deal's amount {amount} is over the {left} left to pay")]
    ChopAmount {
        seat: Option<SeatNo>,
        amount: u64,
        left: u64,
    },
    #[error("a deal needs two players or more left")]
    ChopTooFew,
    #[error("a deal is already on record")]
    DealMade,
    /// A player with chips left the tournament table: chips stay in play.
    #[error("seat {} holds {stack} chips, which stay in play", seat.0)]
    LeaveWithChips { seat: SeatNo, stack: Chips },
    /// A deal left nothing to play for: the tournament ended with it.
    #[error("the deal ended the tournament: nothing is left to play for")]
    DealEnded,
    #[error("the tournament is over: one player is left")]
    Over,
    #[error("a player moves between tables between hands, not during one")]
    MoveDuringHand,
    /// The room's move names a player who does not sit in that seat here.
    #[error("{name} does not sit in seat {}", seat.0)]
    MoveNotSeated { seat: SeatNo, name: String },
    /// The room's move would seat a player who sits at this table already.
    #[error("{name} sits in seat {} here already", seat.0)]
    MoveSeatedHere { seat: SeatNo, name: String },
    /// The move's source table has not written the player's move out.
    #[error("{name} has not left their table yet for move {id}")]
    MoveNotLeft { name: String, id: u64 },
}

impl TourneyRefusal {
    /// The structure's rule that decides this refusal, if one does.
    pub(super) fn rule_id(&self) -> Option<&'static str> {
        use TourneyRefusal::*;
        Some(match self {
            RegistrationClosed { .. } | NoLateRegistration => "late_registration",
            NoReEntry { .. } | ReEntryLimit { .. } => "re_entry",
            RebuyPeriodOver { .. } | RebuyAboveLimit { .. } | RebuyLimit { .. } => "rebuy",
            NotAddOnBreak { .. } | AddOnTaken { .. } => "add_on",
            RaceCards { .. } | DrawnTwice(_) | RaceCardCount { .. } => "chip_race",
            ChopSum { .. } | ChopAmount { .. } | ChopPlayers { .. } => "payouts",
            _ => return None,
        })
    }
}

/// The name of a clock mode: "wall" or "manual".
pub fn mode_name(mode: ClockMode) -> &'static str {
    match mode {
        ClockMode::Wall => "wall",
        ClockMode::Manual => "manual",
    }
}

/// Seat numbers as a list: `3, 5`.
fn seat_list(seats: &[SeatNo]) -> String {
    seats
        .iter()
        .map(|s| s.0.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn race_cards(missing: &[SeatNo], extra: &[SeatNo]) -> String {
    let mut parts = Vec::new();
    if !missing.is_empty() {
        parts.push(format!("seat {} must draw", seat_list(missing)));
    }
    if !extra.is_empty() {
        parts.push(format!("seat {} has no odd chips", seat_list(extra)));
    }
    parts.join("; ")
}

fn chop_players(missing: &[SeatNo], extra: &[SeatNo]) -> String {
    let seats = |s: &[SeatNo]| {
        s.iter()
            .map(SeatNo::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut parts = Vec::new();
    if !missing.is_empty() {
        parts.push(format!("once each: {}", seats(missing)));
    }
    if !extra.is_empty() {
        parts.push(format!("not in: {}", seats(extra)));
    }
    parts.join("; ")
}

/// A tournament word refused, with the rule that refuses it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct TourneyError {
    pub refusal: TourneyRefusal,
    pub rule: Option<RuleText>,
}

impl fmt::Display for TourneyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.refusal)?;
        if let Some(rule) = &self.rule {
            write!(f, " ({}: {})", rule.cite, rule.text)?;
        }
        Ok(())
    }
}

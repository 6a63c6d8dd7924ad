//! Tournaments, pure: the structure a house file states (`structure.rs`:
//! levels and breaks, rebuys, add-on, late registration, re-entry, chips and
//! colour-ups, the payout table, each checked), the prize money by place in
//! integer units (`payouts.rs`), the order players finish in (`places.rs`),
//! the chip race at a colour-up (`race.rs`), the deal figures (`icm.rs`:
//! chip-count and Malmuth–Harville, exact) and the clock as a state machine folded
//! from timed events (`clock.rs`).
//!
//! One event on many tables: the tables and the seat draw from a recorded
//! seed (`seating.rs`, `seed.rs`), breaking and balancing them as players go
//! out (`balance.rs`, TDA 10, 11 and RP-9), and hand for hand on the bubble
//! with the places of players out across tables (`hand_for_hand.rs`,
//! TDA RP-8).
//!
//! **Invariant:** nothing here reads a clock or does IO: the desk hands in
//! every time, in milliseconds, as it was logged.

mod balance;
mod check;
mod clock;
mod hand_for_hand;
mod icm;
mod payouts;
mod places;
mod race;
mod seating;
mod seed;
mod structure;

pub use balance::{BalanceRules, Step, plan, plan_break};
pub use check::TourneyFault;
pub use clock::{Clock, ClockError, ClockMode, Position};
pub use hand_for_hand::{EventBust, event_places, group_prizes, hand_for_hand};
pub use icm::{DealError, Exact, chip_chop, guaranteed_chip_chop, icm_chop, icm_equity};
pub use payouts::{place_prizes, share_prize};
pub use places::{Finish, finish_order};
pub use race::{ColourUp, RaceError, RacedSeat, chip_race};
pub use seating::{EventTable, Move, Seating, SeatingError, TableSeats, draw};
pub use structure::{
    AddOn, AnteRule, Break, ChipRace, ColourUpAt, LateRegistration, Level, PayoutRow, Payouts,
    Percent, Period, ReEntry, Rebuy, Remainder, TieOddUnit, Tournament,
};

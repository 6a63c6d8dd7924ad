//! Tournaments, pure: the structure a house file states (`structure.rs`:
//! levels and breaks, rebuys, add-on, late registration, re-entry, chips and
//! colour-ups, the payout table, each checked), the prize money by place in
//! integer units (`payouts.rs`), the order players finish in (`places.rs`),
//! the chip race at a colour-up (`race.rs`), the deal figures (`icm.rs`:
//! chip-count and Malmuth–Harville, exact) and the clock as a state machine folded
//! from timed events (`clock.rs`).
//!
//! **Invariant:** nothing here reads a clock or does IO: the desk hands in
//! every time, in milliseconds, as it was logged.

mod check;
mod clock;
mod icm;
mod payouts;
mod places;
mod race;
mod structure;

pub use check::TourneyFault;
pub use clock::{Clock, ClockError, ClockMode, Position};
pub use icm::{DealError, Exact, chip_chop, icm_chop, icm_equity};
pub use payouts::{place_prizes, share_prize};
pub use places::{Finish, finish_order};
pub use race::{ColourUp, RaceError, RacedSeat, chip_race};
pub use structure::{
    AddOn, AnteRule, Break, ChipRace, ColourUpAt, LateRegistration, Level, PayoutRow, Payouts,
    Percent, Period, ReEntry, Rebuy, Remainder, TieOddUnit, Tournament,
};

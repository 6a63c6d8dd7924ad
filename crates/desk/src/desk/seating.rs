//! Seating between hands: sitting down with a buy-in, leaving with the
//! stack, sitting out and back, rebuys and top-ups, seat changes. Each is
//! checked against the house's rules first; a refusal (`SeatingError`)
//! names the rule that decides it (`seating`, `table_stakes`, `buy_in`,
//! `rathole`, `table_size`) where the house has one, and records nothing.
//! A table seats no more players than its game, or every game of its
//! rotation, is dealt to, as a card room sets a table's seats when it opens
//! the game: so a mixed game never reaches a game it cannot deal.

use chrono::{DateTime, Duration, Utc};

use super::{Desk, DeskError, DeskEvent, NameFault, SeatNo, SeatRefusal, SeatingError, check_name};
use dealerdesk_core::chips::Chips;

/// A player who left: the stack they took and when.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Left {
    pub stack: Chips,
    pub at: DateTime<Utc>,
}

/// The stack a player coming back at `now` must bring at least, under a
/// rathole rule of `minutes`: what they left with, if they left within that
/// time.
fn owed_back(left: Option<&Left>, now: DateTime<Utc>, minutes: Option<u32>) -> Option<Left> {
    let left = left?;
    still_owed(left, now, minutes).then_some(*left)
}

/// Whether a player who left with `left` would still owe that stack back at
/// `now`, under a rathole rule of `minutes`: what the table keeps of them.
pub(super) fn still_owed(left: &Left, now: DateTime<Utc>, minutes: Option<u32>) -> bool {
    minutes.is_some_and(|m| now < left.at + Duration::minutes(i64::from(m)))
        && !left.stack.is_zero()
}

/// The key a player is known by when they come back.
pub(super) fn player_key(name: &str) -> String {
    name.trim().to_lowercase()
}

impl Desk {
    /// The refusal as an error, with the house's rule.
    fn refuse(&self, refusal: SeatRefusal) -> DeskError {
        let rule = refusal.rule(self.rules());
        DeskError::Seating(Box::new(SeatingError { refusal, rule }))
    }

    /// Seats a player with a buy-in within the house's limits. A player
    /// back within the house's rathole time brings at least the stack they
    /// left with (and may bring exactly that, whatever the maximum).
    pub fn seat(&mut self, seat: SeatNo, name: &str, stack: Chips) -> Result<(), DeskError> {
        if self.tournament().is_some() {
            return Err(self.refuse_tourney(super::TourneyRefusal::ChipsAtEntry));
        }
        let name = self.check_seat(seat, name, stack)?;
        let size = self.rules().table_size();
        if self.seats().len() >= usize::from(size) {
            return Err(self.refuse(SeatRefusal::TableFull { name, size }));
        }
        let now = Utc::now();
        let back = owed_back(
            self.table.left.get(&player_key(&name)),
            now,
            self.rules().rathole(),
        );
        match back {
            Some(left) if stack < left.stack => {
                return Err(self.refuse(SeatRefusal::Rathole {
                    name,
                    left: left.stack,
                    stack,
                    minutes: (now - left.at).num_minutes(),
                }));
            }
            Some(left) if stack == left.stack => {}
            _ => self.check_buy_in(stack, false)?,
        }
        self.record_seat(seat, name, stack)
    }

    /// Seats a player with the stack a recorded hand gives them, as `log
    /// import` does: the seat must be free and the stack more than 0, but
    /// the house's buy-in and rathole rules, which govern players sitting
    /// down at the table, do not apply to a record.
    pub fn seat_as_recorded(
        &mut self,
        seat: SeatNo,
        name: &str,
        stack: Chips,
    ) -> Result<(), DeskError> {
        let name = self.check_seat(seat, name, stack)?;
        self.record_seat(seat, name, stack)
    }

    /// Checks that a player may take `seat` with `stack`; returns the name
    /// as recorded.
    pub(super) fn check_seat(
        &self,
        seat: SeatNo,
        name: &str,
        stack: Chips,
    ) -> Result<String, DeskError> {
        if !(1..=SeatNo::COUNT).contains(&seat.0) {
            return Err(self.refuse(SeatRefusal::NoSuchSeat(seat)));
        }
        if let Some(s) = self.seats().get(&seat) {
            let name = s.name.clone();
            return Err(self.refuse(SeatRefusal::Taken { seat, name }));
        }
        let name = match check_name(name) {
            Ok(name) => name,
            Err(NameFault::Empty) => return Err(self.refuse(SeatRefusal::NoName)),
            Err(fault) => return Err(DeskError::Name(fault)),
        };
        if stack.is_zero() {
            return Err(self.refuse(SeatRefusal::NoChips));
        }
        if stack > Chips::MAX {
            return Err(self.refuse(SeatRefusal::OverTableLimit(stack)));
        }
        Ok(name)
    }

    fn record_seat(&mut self, seat: SeatNo, name: String, stack: Chips) -> Result<(), DeskError> {
        let text = format!("desk seat {} {}", seat.0, stack);
        self.record(None, text, DeskEvent::Seat { seat, name, stack })
    }

    /// A player leaves the table with their stack (not while in the hand).
    pub fn leave(&mut self, seat: SeatNo) -> Result<(), DeskError> {
        self.occupied(seat)?;
        if self.hand().is_some_and(|h| h.seats.contains(&seat)) {
            return Err(self.refuse(SeatRefusal::LeaveDuringHand(seat)));
        }
        // Tournament chips stay in play: a player leaves with none, or as
        // the last player holding any.
        let stack = self.seats()[&seat].stack;
        let holding = self.seats().values().filter(|s| !s.stack.is_zero()).count();
        if self.tournament().is_some() && !stack.is_zero() && holding > 1 {
            return Err(self.refuse_tourney(super::TourneyRefusal::LeaveWithChips { seat, stack }));
        }
        self.record(
            None,
            format!("desk leave {}", seat.0),
            DeskEvent::Leave { seat },
        )
    }

    /// A player sits out from the next hand.
    pub fn sit_out(&mut self, seat: SeatNo) -> Result<(), DeskError> {
        self.occupied(seat)?;
        self.record(
            None,
            format!("desk sit-out {}", seat.0),
            DeskEvent::SitOut { seat },
        )
    }

    /// A player is dealt in again from the next hand.
    pub fn sit_in(&mut self, seat: SeatNo) -> Result<(), DeskError> {
        self.occupied(seat)?;
        self.record(
            None,
            format!("desk sit-in {}", seat.0),
            DeskEvent::SitIn { seat },
        )
    }

    /// A rebuy, add-on or top-up, between hands only (table stakes).
    pub fn add_chips(&mut self, seat: SeatNo, amount: Chips) -> Result<(), DeskError> {
        if self.tournament().is_some() {
            return Err(self.refuse_tourney(super::TourneyRefusal::ChipsAtRebuy));
        }
        self.occupied(seat)?;
        if self.hand().is_some() {
            return Err(self.refuse(SeatRefusal::AddDuringHand));
        }
        if amount.is_zero() {
            return Err(self.refuse(SeatRefusal::NothingToAdd));
        }
        let stack = self.seats().get(&seat).map_or(Chips::ZERO, |s| s.stack);
        if amount > Chips::MAX || stack + amount > Chips::MAX {
            return Err(self.refuse(SeatRefusal::OverTableLimit(Chips(
                stack.0.saturating_add(amount.0),
            ))));
        }
        self.check_buy_in(stack + amount, true)?;
        let text = format!("desk add {} {}", seat.0, amount);
        self.record(None, text, DeskEvent::AddChips { seat, amount })
    }

    /// A seat change between hands: the player takes the empty seat `to`
    /// with their chips and any blinds they owe.
    pub fn move_seat(&mut self, from: SeatNo, to: SeatNo) -> Result<(), DeskError> {
        self.occupied(from)?;
        if self.hand().is_some() {
            return Err(self.refuse(SeatRefusal::MoveDuringHand));
        }
        if !(1..=SeatNo::COUNT).contains(&to.0) {
            return Err(self.refuse(SeatRefusal::NoSuchSeat(to)));
        }
        if let Some(s) = self.seats().get(&to) {
            let name = s.name.clone();
            return Err(self.refuse(SeatRefusal::Taken { seat: to, name }));
        }
        let text = format!("desk move {} {}", from.0, to.0);
        self.record(None, text, DeskEvent::Move { from, to })
    }

    /// Refuses an empty seat.
    pub(super) fn occupied(&self, seat: SeatNo) -> Result<(), DeskError> {
        if self.seats().contains_key(&seat) {
            Ok(())
        } else {
            Err(self.refuse(SeatRefusal::Empty(seat)))
        }
    }

    /// Checks a stack against the house's buy-in: a new player's (`top_up`
    /// false) between the minimum and the maximum, a top-up's not past the
    /// maximum unless the house allows it.
    fn check_buy_in(&self, stack: Chips, top_up: bool) -> Result<(), DeskError> {
        let Some((min, max)) = self.rules().buy_in_range() else {
            return Ok(());
        };
        let beyond = self
            .rules()
            .buy_in
            .as_ref()
            .is_some_and(|b| b.top_up_beyond_max);
        if !top_up && stack < min {
            return Err(self.refuse(SeatRefusal::BelowMinimum { stack, min }));
        }
        match max {
            Some(max) if stack > max && top_up && !beyond => {
                Err(self.refuse(SeatRefusal::TopUpAboveMaximum { stack, max }))
            }
            Some(max) if stack > max && !top_up => {
                Err(self.refuse(SeatRefusal::AboveMaximum { stack, max }))
            }
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_back_within_the_rathole_time_owes_the_stack_they_left_with() {
        let at = Utc::now();
        let left = Left {
            stack: Chips(340),
            at,
        };
        let later = |m| at + Duration::minutes(m);
        assert_eq!(owed_back(Some(&left), later(59), Some(60)), Some(left));
        assert_eq!(owed_back(Some(&left), later(60), Some(60)), None);
        assert_eq!(owed_back(Some(&left), later(1), None), None, "no rule");
        let busted = Left {
            stack: Chips::ZERO,
            at,
        };
        assert_eq!(owed_back(Some(&busted), later(1), Some(60)), None);
        assert_eq!(player_key("  Ana "), player_key("ana"));
    }
}

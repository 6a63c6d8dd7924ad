//! A deal at the final table: the floor records the money each player left
//! takes, with a reason; the amounts and what is left to play for sum to
//! the prize money still to pay. The desk offers the chip-count figures
//! (each player first guaranteed the next place's prize, the rest by
//! chips) and the ICM (Malmuth–Harville) figures for the stacks and the prizes left, in whole
//! payout units: equal stacks get equal shares and an odd unit goes by the
//! house's odd-unit rule (first left of the button, or the lowest seat).

use dealerdesk_core::chips::Chips;
use dealerdesk_core::tournament::{TieOddUnit, guaranteed_chip_chop, icm_chop};
use dealerdesk_log::OperatorId;

use super::{Desk, DeskError, SeatNo, TourneyEvent, TourneyRefusal, TourneyState};

/// Deal figures for the players left, by seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealFigures {
    pub seats: Vec<SeatNo>,
    pub stacks: Vec<Chips>,
    /// The prize money left to pay.
    pub left: u64,
    /// By chips, after each player is guaranteed `guaranteed`.
    pub chip_chop: Vec<u64>,
    /// The prize of the next place to finish, which every player is sure
    /// of before the rest is shared by chips (0 when more players are left
    /// than prizes).
    pub guaranteed: u64,
    /// First place's prize: a figure by chips above it is said.
    pub first_prize: u64,
    pub icm: Vec<u64>,
    /// The payout unit the shares are whole multiples of.
    pub unit: u64,
    /// The seats in the order an odd unit goes, first first.
    pub odd_unit: Vec<SeatNo>,
    /// Whether that order is by lowest seat rather than from the button.
    pub ties_lowest_seat: bool,
}

impl TourneyState {
    /// The figures for the players in `seats` with `stacks`, sharing `left`
    /// by chips and the prizes of the places they have still to finish by
    /// ICM, an odd unit going first left of `button` (or to the lowest seat,
    /// as the payouts' `ties` rule says).
    pub fn deal_figures(
        &self,
        seats: Vec<SeatNo>,
        stacks: Vec<Chips>,
        left: u64,
        button: Option<SeatNo>,
    ) -> Option<DealFigures> {
        let prizes: Vec<u64> = self.payouts().into_iter().take(seats.len()).collect();
        let unit = self.structure.payouts.unit;
        let mut order: Vec<usize> = (0..seats.len()).collect();
        let ties_lowest_seat = match (self.structure.payouts.ties, button) {
            // Clockwise from the seat after the button.
            (TieOddUnit::LeftOfButton, Some(b)) => {
                order.sort_by_key(|i| (seats[*i] <= b, seats[*i]));
                false
            }
            _ => {
                order.sort_by_key(|i| seats[*i]);
                true
            }
        };
        let (chip_chop, guaranteed) =
            guaranteed_chip_chop(&stacks, &prizes, left, unit, &order).ok()?;
        Some(DealFigures {
            chip_chop,
            guaranteed,
            first_prize: prizes.first().copied().unwrap_or(0),
            icm: icm_chop(&stacks, &prizes, unit, &order).ok()?,
            odd_unit: order.iter().map(|i| seats[*i]).collect(),
            unit: unit.max(1),
            ties_lowest_seat,
            seats,
            stacks,
            left,
        })
    }
}

impl Desk {
    /// The players still in, by seat, with their stacks.
    fn players_left(&self) -> Vec<(SeatNo, Chips)> {
        let Some(t) = self.tournament() else {
            return Vec::new();
        };
        self.seats()
            .iter()
            .filter(|(_, s)| t.entrant(&s.name).is_some_and(|e| e.out.is_none()))
            .map(|(n, s)| (*n, s.stack))
            .collect()
    }

    /// The chip-count and ICM figures for a deal now: at the final table
    /// (every player left in the money) before any deal.
    pub fn deal_figures(&self) -> Option<DealFigures> {
        let t = self.tournament()?;
        let left = self.table.standings()?.money.prizes_to_pay;
        let (seats, stacks): (Vec<SeatNo>, Vec<Chips>) = self.players_left().into_iter().unzip();
        if t.deal.is_some() || seats.len() > t.payouts().len() {
            return None;
        }
        // Before the first hand, the button chosen for it.
        let button = self.button().or(self.table.first_button);
        t.deal_figures(seats, stacks, left, button)
    }

    /// The floor records a deal: money by seat for every player left, and
    /// `play_for` left on the table for play to go on.
    pub fn chop(
        &mut self,
        floor: OperatorId,
        pin: &str,
        reason: &str,
        amounts: &[(SeatNo, u64)],
        play_for: u64,
    ) -> Result<(), DeskError> {
        self.tourney()?;
        self.check_floor(floor, pin, reason)?;
        let t = self.tourney()?;
        if t.deal.is_some() {
            return Err(self.refuse_tourney(TourneyRefusal::DealMade));
        }
        if self.hand().is_some() {
            return Err(self.refuse_tourney(TourneyRefusal::DuringHand));
        }
        let left: Vec<SeatNo> = self.players_left().into_iter().map(|(s, _)| s).collect();
        if left.len() < 2 {
            return Err(self.refuse_tourney(TourneyRefusal::ChopTooFew));
        }
        let named: Vec<SeatNo> = amounts.iter().map(|(s, _)| *s).collect();
        let missing: Vec<SeatNo> = left
            .iter()
            .filter(|s| named.iter().filter(|n| n == s).count() != 1)
            .copied()
            .collect();
        let extra: Vec<SeatNo> = named
            .iter()
            .filter(|s| !left.contains(s))
            .copied()
            .collect();
        if !missing.is_empty() || !extra.is_empty() {
            return Err(self.refuse_tourney(TourneyRefusal::ChopPlayers { missing, extra }));
        }
        let to_pay = self.table.standings().map_or(0, |s| s.money.prizes_to_pay);
        // An amount over all that is left is named on its own.
        let each = amounts.iter().map(|(s, a)| (Some(*s), *a));
        if let Some((seat, amount)) = each.chain([(None, play_for)]).find(|(_, a)| *a > to_pay) {
            return Err(self.refuse_tourney(TourneyRefusal::ChopAmount {
                seat,
                amount,
                left: to_pay,
            }));
        }
        // Summed wide: ten amounts of any size cannot overflow.
        let sum: u128 = amounts.iter().map(|(_, a)| u128::from(*a)).sum();
        if sum + u128::from(play_for) != u128::from(to_pay) {
            return Err(self.refuse_tourney(TourneyRefusal::ChopSum {
                sum: u64::try_from(sum).unwrap_or(u64::MAX),
                play_for,
                left: to_pay,
            }));
        }
        let text = format!(
            "floor chop {}{}",
            amounts
                .iter()
                .map(|(s, a)| format!("{}:{a}", s.0))
                .collect::<Vec<_>>()
                .join(" "),
            if play_for > 0 {
                format!(" play:{play_for}")
            } else {
                String::new()
            }
        );
        let event = TourneyEvent::Chop {
            amounts: amounts.to_vec(),
            play_for,
            reason: reason.trim().to_string(),
        };
        self.record_tourney(Some(floor), None, text, event)
    }
}

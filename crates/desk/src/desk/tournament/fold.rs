//! A tournament event folded into the table: the clock at the time the log
//! recorded, seats and stacks for entries, rebuys, add-ons and colour-ups,
//! and the entrants' record.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use dealerdesk_core::chips::Chips;
use dealerdesk_core::tournament::{Clock, ClockError, ClockMode};

use super::super::{LiveHand, ReplayFault, Seat, SeatNo, TableState};
use super::{
    Deal, Entrant, Out, OutSeat, Played, RacedStack, TourneyEvent, TourneyState, Transfer,
};

impl TableState {
    /// Applies a recorded tournament event.
    pub(in crate::desk) fn apply_tournament(
        &mut self,
        event: TourneyEvent,
        at: DateTime<Utc>,
    ) -> Result<(), ReplayFault> {
        let t = self.tournament.as_mut().ok_or(ReplayFault::NoTournament)?;
        let mut fold = Fold {
            t,
            seats: &mut self.seats,
            at,
        };
        match event {
            TourneyEvent::ClockStart { manual } => fold.clock_start(manual),
            TourneyEvent::ClockPause { .. } => fold.clock(|c, at| c.pause(at)),
            TourneyEvent::ClockResume { .. } => fold.clock(|c, at| c.resume(at)),
            TourneyEvent::ClockAdjust { ms, .. } => fold.clock_adjust(ms),
            TourneyEvent::Tick { ms } => fold.clock(|c, _| c.tick(ms)),
            TourneyEvent::ClockFollow { played_ms } => fold.clock(|c, at| {
                c.follow(played_ms, at);
                Ok(())
            }),
            TourneyEvent::Entry {
                seat,
                name,
                stack,
                price,
                fee,
                ..
            } => {
                fold.entry(seat, name, stack, price, fee);
                Ok(())
            }
            TourneyEvent::Rebuy { seat, chips, price } => fold.purchase(seat, chips, price, true),
            TourneyEvent::AddOn { seat, chips, price } => fold.purchase(seat, chips, price, false),
            TourneyEvent::Out {
                hand_no,
                button,
                out,
            } => fold.out(hand_no, button, out),
            TourneyEvent::UndoBust { seat, .. } => fold.undo_bust(seat),
            TourneyEvent::ColourUp {
                removed, stacks, ..
            } => fold.colour_up(removed, stacks),
            TourneyEvent::Chop {
                amounts, play_for, ..
            } => fold.chop(amounts, play_for, self.button.or(self.first_button)),
            TourneyEvent::MoveOut {
                id,
                seat,
                name,
                chips,
                ..
            } => fold.move_out(Transfer { name, seat, chips }, id),
            TourneyEvent::MoveIn {
                id,
                seat,
                name,
                chips,
                ..
            } => fold.move_in(Transfer { name, seat, chips }, id),
        }
    }
}

/// The tournament and the seats one recorded event changes, at the time
/// the log recorded it.
struct Fold<'a> {
    t: &'a mut TourneyState,
    seats: &'a mut BTreeMap<SeatNo, Seat>,
    at: DateTime<Utc>,
}

impl Fold<'_> {
    /// A clock step at the recorded time.
    fn clock(
        &mut self,
        step: impl FnOnce(&mut Clock, i64) -> Result<(), ClockError>,
    ) -> Result<(), ReplayFault> {
        step(&mut self.t.clock, self.at.timestamp_millis()).map_err(ReplayFault::Clock)
    }

    /// The clock started, wall or manual.
    fn clock_start(&mut self, manual: bool) -> Result<(), ReplayFault> {
        self.t.clock.mode = if manual {
            ClockMode::Manual
        } else {
            ClockMode::Wall
        };
        self.clock(|c, at| c.start(at))
    }

    /// The clock moved on or back by `ms` within the structure.
    fn clock_adjust(&mut self, ms: i64) -> Result<(), ReplayFault> {
        let t = &mut *self.t;
        t.clock
            .adjust(&t.structure, ms, self.at.timestamp_millis())
            .map_err(ReplayFault::Clock)
    }

    /// An entry or re-entry: the entrant's record, and the seat with the
    /// starting stack.
    fn entry(&mut self, seat: SeatNo, name: String, stack: Chips, price: u64, fee: u64) {
        match self.t.entrant_mut(&name) {
            Some(e) => {
                e.entries += 1;
                e.paid += price;
                e.fees += fee;
                e.out = None;
            }
            None => self.t.entrants.push(Entrant {
                entries: 1,
                paid: price,
                fees: fee,
                ..new_entrant(name.clone())
            }),
        }
        // A re-entry leaves the seat they went out in.
        let key = super::key(&name);
        self.seats
            .retain(|_, s| super::key(&s.name) != key || !s.stack.is_zero());
        self.seats.insert(
            seat,
            Seat {
                name,
                stack,
                sitting_out: false,
            },
        );
    }

    /// A rebuy or an add-on: the chips on the seat, the price on the
    /// entrant's record.
    fn purchase(
        &mut self,
        seat: SeatNo,
        chips: Chips,
        price: u64,
        rebuy: bool,
    ) -> Result<(), ReplayFault> {
        let s = self
            .seats
            .get_mut(&seat)
            .ok_or(ReplayFault::EmptySeat(seat))?;
        s.stack += chips;
        let e = self
            .t
            .entrant_mut(&s.name.clone())
            .ok_or_else(|| not_entrant(&s.name))?;
        e.paid += price;
        if rebuy {
            e.rebuys += 1;
        } else {
            e.add_ons += 1;
        }
        Ok(())
    }

    /// Players out in a hand, with where they finished from.
    fn out(&mut self, hand_no: u64, button: SeatNo, out: Vec<OutSeat>) -> Result<(), ReplayFault> {
        for o in out {
            let e = self
                .t
                .entrant_mut(&o.name)
                .ok_or_else(|| not_entrant(&o.name))?;
            e.out = Some(Out {
                hand_no,
                at: self.at,
                start_stack: o.start_stack,
                seat: o.seat,
                button,
            });
        }
        Ok(())
    }

    /// A bust taken back: the seat's player is in again.
    fn undo_bust(&mut self, seat: SeatNo) -> Result<(), ReplayFault> {
        let name = &self
            .seats
            .get(&seat)
            .ok_or(ReplayFault::EmptySeat(seat))?
            .name;
        let e = self.t.entrant_mut(name).ok_or_else(|| not_entrant(name))?;
        e.out = None;
        Ok(())
    }

    /// A colour-up: each raced stack, and the chip off the table.
    fn colour_up(&mut self, removed: Chips, stacks: Vec<RacedStack>) -> Result<(), ReplayFault> {
        for r in stacks {
            let s = self
                .seats
                .get_mut(&r.seat)
                .ok_or(ReplayFault::EmptySeat(r.seat))?;
            s.stack = r.after;
        }
        self.t.coloured.push(removed);
        Ok(())
    }

    /// A deal: each seat's amount and stack by name, at the button then.
    fn chop(
        &mut self,
        amounts: Vec<(SeatNo, u64)>,
        play_for: u64,
        button: Option<SeatNo>,
    ) -> Result<(), ReplayFault> {
        let mut named = Vec::new();
        let mut stacks = Vec::new();
        let mut seats = Vec::new();
        for (seat, amount) in amounts {
            let s = self.seats.get(&seat).ok_or(ReplayFault::EmptySeat(seat))?;
            named.push((s.name.clone(), amount));
            stacks.push((s.name.clone(), s.stack));
            seats.push(seat);
        }
        self.t.deal = Some(Deal {
            amounts: named,
            play_for,
            stacks,
            seats,
            button,
            at: self.at,
        });
        Ok(())
    }

    /// A player moved to another table: the seat freed with the chips the
    /// move records, the entrant away.
    fn move_out(&mut self, moved: Transfer, id: u64) -> Result<(), ReplayFault> {
        let seat = moved.seat;
        let s = self
            .seats
            .remove(&seat)
            .ok_or(ReplayFault::EmptySeat(seat))?;
        if s.stack != moved.chips {
            return Err(ReplayFault::Stacks {
                recorded: vec![(seat, moved.chips)],
                replayed: vec![(seat, s.stack)],
            });
        }
        if let Some(e) = self.t.entrant_mut(&moved.name) {
            e.away = true;
        }
        self.t.moved_out.insert(id, moved);
        Ok(())
    }

    /// A player moved here from another table: a free seat (or one whose
    /// player is out) takes them with their chips.
    fn move_in(&mut self, moved: Transfer, id: u64) -> Result<(), ReplayFault> {
        let t = &*self.t;
        let taken = self.seats.get(&moved.seat).is_some_and(|s| {
            !s.stack.is_zero() || t.entrant(&s.name).is_none_or(|e| e.out.is_none())
        });
        if taken {
            return Err(ReplayFault::SeatTaken(moved.seat));
        }
        match self.t.entrant_mut(&moved.name) {
            Some(e) => {
                e.away = false;
                e.out = None;
            }
            None => self.t.entrants.push(new_entrant(moved.name.clone())),
        }
        self.seats.insert(
            moved.seat,
            Seat {
                name: moved.name.clone(),
                stack: moved.chips,
                sitting_out: false,
            },
        );
        self.t.moved_in.insert(id, moved);
        Ok(())
    }
}

impl TourneyState {
    /// Notes the hand each seat played, as it ended.
    pub(in crate::desk) fn note_hand(&mut self, hand: &LiveHand) {
        for (i, seat) in hand.seats.iter().enumerate() {
            let start_stack = hand.spec.stacks.get(i).copied().unwrap_or_default();
            self.last_played.insert(
                *seat,
                Played {
                    hand_no: hand.hand_no,
                    start_stack,
                    button: hand.button,
                },
            );
        }
    }
}

/// An entrant with nothing entered, paid or bought yet: one moved here
/// from another table, before an entry counts.
fn new_entrant(name: String) -> Entrant {
    Entrant {
        name,
        entries: 0,
        rebuys: 0,
        add_ons: 0,
        paid: 0,
        fees: 0,
        out: None,
        away: false,
    }
}

/// A tournament event for a player who never entered.
fn not_entrant(name: &str) -> ReplayFault {
    ReplayFault::NotEntrant {
        name: name.to_owned(),
    }
}

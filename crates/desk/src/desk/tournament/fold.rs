//! A tournament event folded into the table: the clock at the time the log
//! recorded, seats and stacks for entries, rebuys, add-ons and colour-ups,
//! and the entrants' record.

use chrono::{DateTime, Utc};

use super::super::{LiveHand, ReplayFault, Seat, TableState};
use super::{Deal, Entrant, Out, Played, TourneyEvent, TourneyState, Transfer};

impl TableState {
    /// Applies a recorded tournament event.
    pub(in crate::desk) fn apply_tournament(
        &mut self,
        event: TourneyEvent,
        at: DateTime<Utc>,
    ) -> Result<(), ReplayFault> {
        let t = self.tournament.as_mut().ok_or(ReplayFault::NoTournament)?;
        let at_ms = at.timestamp_millis();
        let clock =
            |r: Result<(), dealerdesk_core::tournament::ClockError>| r.map_err(ReplayFault::Clock);
        match event {
            TourneyEvent::ClockStart { manual } => {
                t.clock.mode = if manual {
                    dealerdesk_core::tournament::ClockMode::Manual
                } else {
                    dealerdesk_core::tournament::ClockMode::Wall
                };
                clock(t.clock.start(at_ms))?;
            }
            TourneyEvent::ClockPause { .. } => clock(t.clock.pause(at_ms))?,
            TourneyEvent::ClockResume { .. } => clock(t.clock.resume(at_ms))?,
            TourneyEvent::ClockAdjust { ms, .. } => clock(t.clock.adjust(&t.structure, ms, at_ms))?,
            TourneyEvent::Tick { ms } => clock(t.clock.tick(ms))?,
            TourneyEvent::Entry {
                seat,
                name,
                stack,
                price,
                fee,
                ..
            } => {
                match t.entrant_mut(&name) {
                    Some(e) => {
                        e.entries += 1;
                        e.paid += price;
                        e.fees += fee;
                        e.out = None;
                    }
                    None => t.entrants.push(Entrant {
                        name: name.clone(),
                        entries: 1,
                        rebuys: 0,
                        add_ons: 0,
                        paid: price,
                        fees: fee,
                        out: None,
                        away: false,
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
            TourneyEvent::Rebuy { seat, chips, price }
            | TourneyEvent::AddOn { seat, chips, price } => {
                let rebuy = matches!(event, TourneyEvent::Rebuy { .. });
                let s = self
                    .seats
                    .get_mut(&seat)
                    .ok_or(ReplayFault::EmptySeat(seat))?;
                s.stack += chips;
                let e = t
                    .entrant_mut(&s.name.clone())
                    .ok_or_else(|| not_entrant(&s.name))?;
                e.paid += price;
                if rebuy {
                    e.rebuys += 1;
                } else {
                    e.add_ons += 1;
                }
            }
            TourneyEvent::Out {
                hand_no,
                button,
                out,
            } => {
                for o in out {
                    let e = t.entrant_mut(&o.name).ok_or_else(|| not_entrant(&o.name))?;
                    e.out = Some(Out {
                        hand_no,
                        at,
                        start_stack: o.start_stack,
                        seat: o.seat,
                        button,
                    });
                }
            }
            TourneyEvent::UndoBust { seat, .. } => {
                let name = self
                    .seats
                    .get(&seat)
                    .ok_or(ReplayFault::EmptySeat(seat))?
                    .name
                    .clone();
                let e = t.entrant_mut(&name).ok_or_else(|| not_entrant(&name))?;
                e.out = None;
            }
            TourneyEvent::ColourUp {
                removed, stacks, ..
            } => {
                for r in stacks {
                    let s = self
                        .seats
                        .get_mut(&r.seat)
                        .ok_or(ReplayFault::EmptySeat(r.seat))?;
                    s.stack = r.after;
                }
                t.coloured.push(removed);
            }
            TourneyEvent::Chop {
                amounts, play_for, ..
            } => {
                let mut named = Vec::new();
                let mut stacks = Vec::new();
                let mut seats = Vec::new();
                for (seat, amount) in amounts {
                    let s = self.seats.get(&seat).ok_or(ReplayFault::EmptySeat(seat))?;
                    named.push((s.name.clone(), amount));
                    stacks.push((s.name.clone(), s.stack));
                    seats.push(seat);
                }
                t.deal = Some(Deal {
                    amounts: named,
                    play_for,
                    stacks,
                    seats,
                    button: self.button.or(self.first_button),
                    at,
                });
            }
            TourneyEvent::MoveOut {
                id,
                seat,
                name,
                chips,
                ..
            } => {
                let s = self
                    .seats
                    .remove(&seat)
                    .ok_or(ReplayFault::EmptySeat(seat))?;
                if s.stack != chips {
                    return Err(ReplayFault::Stacks {
                        recorded: vec![(seat, chips)],
                        replayed: vec![(seat, s.stack)],
                    });
                }
                if let Some(e) = t.entrant_mut(&name) {
                    e.away = true;
                }
                t.moved_out.insert(id, Transfer { name, seat, chips });
            }
            TourneyEvent::MoveIn {
                id,
                seat,
                name,
                chips,
                ..
            } => {
                let taken = self.seats.get(&seat).is_some_and(|s| {
                    !s.stack.is_zero() || t.entrant(&s.name).is_none_or(|e| e.out.is_none())
                });
                if taken {
                    return Err(ReplayFault::SeatTaken(seat));
                }
                match t.entrant_mut(&name) {
                    Some(e) => {
                        e.away = false;
                        e.out = None;
                    }
                    None => t.entrants.push(Entrant {
                        name: name.clone(),
                        entries: 0,
                        rebuys: 0,
                        add_ons: 0,
                        paid: 0,
                        fees: 0,
                        out: None,
                        away: false,
                    }),
                }
                self.seats.insert(
                    seat,
                    Seat {
                        name: name.clone(),
                        stack: chips,
                        sitting_out: false,
                    },
                );
                t.moved_in.insert(id, Transfer { name, seat, chips });
            }
        }
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

/// A tournament event for a player who never entered.
fn not_entrant(name: &str) -> ReplayFault {
    ReplayFault::NotEntrant {
        name: name.to_owned(),
    }
}

//! Entries, rebuys and add-ons, between hands: a player enters with a full
//! starting stack (before the start, or during late registration, TDA 8-A;
//! again after going out where the house allows re-entry), rebuys within
//! the period, at or below the stack limit and under the per-player limit
//! (TDA 27), and takes the add-on at its break. Each pays into the prize
//! pool and is a chained event; a refusal names the structure's rule.

use super::{Desk, DeskError, EntryKind, SeatNo, TourneyEvent, TourneyRefusal};
use dealerdesk_core::chips::Chips;

impl Desk {
    /// Enters `name` in `seat` with the starting stack, for the buy-in and
    /// fee.
    pub fn enter_tournament(&mut self, seat: SeatNo, name: &str) -> Result<EntryKind, DeskError> {
        if self.tournament().is_none() {
            return Err(self.refuse_tourney(TourneyRefusal::NoChipsAtCashTable));
        }
        let t = self.tourney()?;
        let (stack, price, fee) = (
            t.structure.starting_stack,
            t.structure.buy_in,
            t.structure.fee,
        );
        let started = t.clock.started() || self.table.hands_started > 0;
        let previous = t.entrant(name).cloned();
        let level = t.position(self.now()).level;
        let kind = match &previous {
            Some(e) if e.out.is_none() => {
                let name = e.name.clone();
                return Err(self.refuse_tourney(TourneyRefusal::StillIn { name }));
            }
            Some(e) => {
                let Some(re) = &t.structure.re_entry else {
                    let name = e.name.clone();
                    return Err(self.refuse_tourney(TourneyRefusal::NoReEntry { name }));
                };
                if let Some(limit) = re.limit
                    && e.entries > limit
                {
                    let name = e.name.clone();
                    return Err(self.refuse_tourney(TourneyRefusal::ReEntryLimit { name, limit }));
                }
                EntryKind::ReEntry
            }
            None if started => EntryKind::Late,
            None => EntryKind::BuyIn,
        };
        if kind != EntryKind::BuyIn {
            match &t.structure.late_registration {
                None => return Err(self.refuse_tourney(TourneyRefusal::NoLateRegistration)),
                Some(l) if level > l.until_level => {
                    let until = l.until_level;
                    return Err(
                        self.refuse_tourney(TourneyRefusal::RegistrationClosed { until, level })
                    );
                }
                Some(_) => {}
            }
        }
        // The seat is free, or held by this player, out.
        let own = self.seats().get(&seat).is_some_and(|s| {
            previous.is_some() && super::key(&s.name) == super::key(name) && s.stack.is_zero()
        });
        let name = if own {
            name.trim().to_string()
        } else {
            self.check_seat(seat, name, stack)?
        };
        let text = format!("tournament entry {} {name} ({kind})", seat.0);
        let event = TourneyEvent::Entry {
            seat,
            name,
            stack,
            price,
            fee,
            kind,
        };
        self.record_tourney(None, None, text, event)?;
        Ok(kind)
    }

    /// The player in `seat` still in the tournament, between hands.
    fn in_play_between_hands(&self, seat: SeatNo) -> Result<Chips, DeskError> {
        self.occupied(seat)?;
        if self.hand().is_some() {
            return Err(self.refuse_tourney(TourneyRefusal::DuringHand));
        }
        let t = self.tourney()?;
        let s = &self.seats()[&seat];
        if t.entrant(&s.name).is_none_or(|e| e.out.is_some()) {
            return Err(self.refuse_tourney(TourneyRefusal::OutOfTournament { seat }));
        }
        Ok(s.stack)
    }

    /// A rebuy for the player in `seat`, at the structure's price and chips.
    pub fn rebuy(&mut self, seat: SeatNo) -> Result<(), DeskError> {
        let stack = self.in_play_between_hands(seat)?;
        let t = self.tourney()?;
        let Some(r) = t.structure.rebuy.clone() else {
            return Err(self.refuse_tourney(TourneyRefusal::NoRebuys));
        };
        let level = t.position(self.now()).level;
        if level > r.until_level {
            let until = r.until_level;
            return Err(self.refuse_tourney(TourneyRefusal::RebuyPeriodOver { until, level }));
        }
        if stack > r.at_or_below {
            let limit = r.at_or_below;
            return Err(self.refuse_tourney(TourneyRefusal::RebuyAboveLimit {
                seat,
                stack,
                limit,
            }));
        }
        let done = t.entrant(&self.seats()[&seat].name).map_or(0, |e| e.rebuys);
        if let Some(limit) = r.limit
            && done >= limit
        {
            return Err(self.refuse_tourney(TourneyRefusal::RebuyLimit { seat, limit }));
        }
        let text = format!("tournament rebuy {} {}", seat.0, r.chips);
        let event = TourneyEvent::Rebuy {
            seat,
            chips: r.chips,
            price: r.price,
        };
        self.record_tourney(None, None, text, event)
    }

    /// The add-on for the player in `seat`, during its break.
    pub fn add_on(&mut self, seat: SeatNo) -> Result<(), DeskError> {
        self.in_play_between_hands(seat)?;
        let t = self.tourney()?;
        let Some(a) = t.structure.add_on.clone() else {
            return Err(self.refuse_tourney(TourneyRefusal::NoAddOn));
        };
        if t.position(self.now()).on_break != Some(a.at_break) {
            let at_break = a.at_break;
            return Err(self.refuse_tourney(TourneyRefusal::NotAddOnBreak { at_break }));
        }
        if t.entrant(&self.seats()[&seat].name)
            .is_some_and(|e| e.add_ons > 0)
        {
            return Err(self.refuse_tourney(TourneyRefusal::AddOnTaken { seat }));
        }
        let text = format!("tournament add-on {} {}", seat.0, a.chips);
        let event = TourneyEvent::AddOn {
            seat,
            chips: a.chips,
            price: a.price,
        };
        self.record_tourney(None, None, text, event)
    }
}

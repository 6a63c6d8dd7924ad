//! Players out. A player whose stack is 0 once the hand is settled is out
//! then, unless a rebuy is open to them: then they are out only if the
//! next hand starts without their rebuy. The hand and the stack they
//! started it with are recorded, so places follow from the log (players out
//! in one hand by starting stack). When no next hand can start, those who
//! did not rebuy are out then, and the tournament is over. The floor alone
//! undoes a bust, with a reason; the places after it follow anew.

use std::collections::BTreeMap;

use dealerdesk_log::OperatorId;

use super::{Desk, DeskError, OutSeat, SeatNo, TourneyEvent, TourneyRefusal};

/// What a seat with no chips may do between hands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Busted {
    /// At a cash game: buy chips again, or leave.
    BuyAgain,
    /// At a tournament with a rebuy open to them: rebuy before the next
    /// hand, or be out when it starts.
    MayRebuy,
    /// Out of the tournament, in this place (to `place_to` in a tie), once
    /// the places are known.
    Out {
        place: Option<usize>,
        place_to: Option<usize>,
    },
}

impl Desk {
    /// The seats with no chips, and what each may do.
    pub fn busted(&self) -> Vec<(SeatNo, Busted)> {
        let standings = self.table.standings();
        let place = |name: &str| {
            let row = standings.as_ref()?.rows.iter().find(|r| r.name == name)?;
            Some((row.place, row.place_to))
        };
        self.seats()
            .iter()
            .filter(|(_, s)| s.stack.is_zero())
            .map(|(n, s)| {
                let busted = if self.tournament().is_none() {
                    Busted::BuyAgain
                } else if self.may_rebuy(*n) {
                    Busted::MayRebuy
                } else {
                    let (place, place_to) = place(&s.name).unwrap_or_default();
                    Busted::Out { place, place_to }
                };
                (*n, busted)
            })
            .collect()
    }

    /// Seats at 0 chips that are still in the tournament.
    fn broke(&self) -> Vec<SeatNo> {
        let Some(t) = self.tournament() else {
            return Vec::new();
        };
        self.seats()
            .iter()
            .filter(|(_, s)| s.stack.is_zero())
            .filter(|(_, s)| t.entrant(&s.name).is_some_and(|e| e.out.is_none()))
            .map(|(n, _)| *n)
            .collect()
    }

    /// Whether the player in `seat` may rebuy now.
    fn may_rebuy(&self, seat: SeatNo) -> bool {
        let Some(t) = self.tournament() else {
            return false;
        };
        let Some(r) = &t.structure.rebuy else {
            return false;
        };
        let done = self
            .seats()
            .get(&seat)
            .and_then(|s| t.entrant(&s.name))
            .map_or(0, |e| e.rebuys);
        t.position(self.now()).level <= r.until_level && r.limit.is_none_or(|l| done < l)
    }

    /// After a hand is settled: the players at 0 with no rebuy open to
    /// them are out.
    pub(in crate::desk) fn out_after_hand(&mut self) -> Result<(), DeskError> {
        let out: Vec<SeatNo> = self
            .broke()
            .into_iter()
            .filter(|s| !self.may_rebuy(*s))
            .collect();
        self.record_out(&out)
    }

    /// Before a hand starts: the players still at 0 (who took no rebuy)
    /// are out, in the hand they lost their chips in.
    pub(in crate::desk) fn out_before_hand(&mut self) -> Result<(), DeskError> {
        let broke = self.broke();
        self.record_out(&broke)
    }

    /// When a hand cannot start for want of players and one player alone
    /// holds chips: players at 0 who could have rebought and did not are
    /// out now, and the tournament is over. While two or more hold chips
    /// (one sitting out, say) the tournament goes on and no one is put out.
    /// Returns the refusal to give.
    pub(in crate::desk) fn none_left_to_play(
        &mut self,
        ready: usize,
    ) -> Result<DeskError, DeskError> {
        let broke = self.broke();
        let holding = self.seats().values().filter(|s| !s.stack.is_zero()).count();
        if broke.is_empty() || holding > 1 {
            return Ok(DeskError::TooFewPlayers(ready));
        }
        self.record_out(&broke)?;
        Ok(self.refuse_tourney(TourneyRefusal::Over))
    }

    fn record_out(&mut self, seats: &[SeatNo]) -> Result<(), DeskError> {
        let Some(t) = self.tournament() else {
            return Ok(());
        };
        let mut by_hand: BTreeMap<(u64, SeatNo), Vec<OutSeat>> = BTreeMap::new();
        for seat in seats {
            let Some(played) = t.last_played.get(seat) else {
                continue;
            };
            by_hand
                .entry((played.hand_no, played.button))
                .or_default()
                .push(OutSeat {
                    seat: *seat,
                    name: self.seats()[seat].name.clone(),
                    start_stack: played.start_stack,
                });
        }
        for ((hand_no, button), out) in by_hand {
            let names: Vec<String> = out.iter().map(|o| o.seat.0.to_string()).collect();
            let text = format!("tournament out hand {hand_no}: seat {}", names.join(", "));
            let event = TourneyEvent::Out {
                hand_no,
                button,
                out,
            };
            self.record_tourney(None, None, text, event)?;
        }
        Ok(())
    }

    /// The floor rules that the player in `seat` is not out after all.
    pub fn undo_bust(
        &mut self,
        floor: OperatorId,
        pin: &str,
        reason: &str,
        seat: SeatNo,
    ) -> Result<(), DeskError> {
        self.tourney()?;
        self.check_floor(floor, pin, reason)?;
        self.occupied(seat)?;
        let t = self.tourney()?;
        if t.entrant(&self.seats()[&seat].name)
            .is_none_or(|e| e.out.is_none())
        {
            return Err(self.refuse_tourney(TourneyRefusal::NotOut { seat }));
        }
        let reason = reason.trim().to_string();
        let text = format!("floor undo-bust {}", seat.0);
        self.record_tourney(
            Some(floor),
            None,
            text,
            TourneyEvent::UndoBust { seat, reason },
        )
    }
}

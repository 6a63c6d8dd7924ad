//! A player moved by the room of a tournament on many tables (TDA 10, 11):
//! each move is one transfer in two chained halves, each citing the room's
//! move id. Out of the source table's log ([`Desk::move_out`]): the player
//! leaves with their chips, still in the event (not a cash-out, not out of
//! it); into the destination's ([`Desk::move_in`]): seated at the seat the
//! room gave, with those chips. A seat drawn at the start is a move in with
//! no source. A half already in the log is not written again, so a move
//! repeated (the room asked twice, the table restarted) never seats a
//! player twice. The room's one clock is followed the same way, between
//! hands ([`Desk::follow_clock`]), by a manual clock and a wall clock alike:
//! a level changes at each table's next hand.

use dealerdesk_core::chips::Chips;
use dealerdesk_core::tournament::ClockMode;

use super::{Desk, DeskError, SeatNo, TourneyEvent, TourneyRefusal};

/// A move the room recorded, as a table carries out its half.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoomMove {
    /// The room's move id.
    pub id: u64,
    /// The player moving.
    pub name: String,
    /// The table and seat they leave (none for the seat draw).
    pub from: Option<(String, SeatNo)>,
    /// The table and seat the room gave them.
    pub to: (String, SeatNo),
    /// The chips they come with: the source table's half says how many;
    /// `None` when the source is this table (its own half is read).
    pub chips: Option<Chips>,
}

/// One half of a move, as a table's log holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Transfer {
    /// The player.
    pub name: String,
    /// The seat at this table.
    pub seat: SeatNo,
    /// The chips moved.
    pub chips: Chips,
}

impl Desk {
    /// Writes the player's move out of this table for the room's move
    /// `m`, with every chip they hold. Returns the chips, or `None` when
    /// this table has written the move already (nothing is written).
    ///
    /// # Errors
    /// A refusal: a hand is in play, the seat does not hold the player, the
    /// player is out of the tournament or has no chips.
    pub fn move_out(&mut self, m: &RoomMove) -> Result<Option<Chips>, DeskError> {
        let t = self.tourney()?;
        if t.moved_out.contains_key(&m.id) {
            return Ok(None);
        }
        // A seat drawn leaves no table.
        let Some((_, seat)) = &m.from else {
            return Ok(None);
        };
        let seat = *seat;
        let (to_table, to_seat) = &m.to;
        if self.hand().is_some() {
            return Err(self.refuse_tourney(TourneyRefusal::MoveDuringHand));
        }
        let here = self
            .seats()
            .get(&seat)
            .filter(|s| super::key(&s.name) == super::key(&m.name));
        let Some(s) = here else {
            let name = m.name.clone();
            return Err(self.refuse_tourney(TourneyRefusal::MoveNotSeated { seat, name }));
        };
        let chips = s.stack;
        let name = s.name.clone();
        if chips.is_zero() || t.entrant(&name).is_none_or(|e| e.out.is_some()) {
            return Err(self.refuse_tourney(TourneyRefusal::OutOfTournament { seat }));
        }
        let text = format!(
            "tournament move {} out: {name} from seat {} to {to_table} seat {} with {chips}",
            m.id, seat.0, to_seat.0
        );
        let event = TourneyEvent::MoveOut {
            id: m.id,
            seat,
            name,
            chips,
            to_table: to_table.clone(),
            to_seat: *to_seat,
        };
        self.record_tourney(None, None, text, event)?;
        Ok(Some(chips))
    }

    /// Seats the player at this table for the room's move `m`, with the
    /// chips the source table's half moved (or, the source being this
    /// table, its own half). Returns the chips, or `None` when this table
    /// has seated the move already (nothing is written).
    ///
    /// # Errors
    /// A refusal: a hand is in play, the player sits here already, the
    /// seat is taken (a player out of the tournament leaves it to the next)
    /// or does not exist, the move has not left its source.
    pub fn move_in(&mut self, m: &RoomMove) -> Result<Option<Chips>, DeskError> {
        let t = self.tourney()?;
        if t.moved_in.contains_key(&m.id) {
            return Ok(None);
        }
        let seat = m.to.1;
        if self.hand().is_some() {
            return Err(self.refuse_tourney(TourneyRefusal::MoveDuringHand));
        }
        let own = t.moved_out.get(&m.id).map(|h| h.chips);
        let Some(chips) = m.chips.or(own) else {
            let name = m.name.clone();
            return Err(self.refuse_tourney(TourneyRefusal::MoveNotLeft { name, id: m.id }));
        };
        let key = super::key(&m.name);
        if let Some((at, _)) = self
            .seats()
            .iter()
            .find(|(_, s)| super::key(&s.name) == key && !s.stack.is_zero())
        {
            let (seat, name) = (*at, m.name.clone());
            return Err(self.refuse_tourney(TourneyRefusal::MoveSeatedHere { seat, name }));
        }
        // A player out of the tournament leaves their seat to the next.
        let vacated = self.seats().get(&seat).is_some_and(|s| {
            s.stack.is_zero() && t.entrant(&s.name).is_some_and(|e| e.out.is_some())
        });
        let name = if vacated {
            let name = crate::desk::check_name(&m.name).map_err(DeskError::Name)?;
            if chips.is_zero() {
                return Err(self.refuse_tourney(TourneyRefusal::OutOfTournament { seat }));
            }
            name
        } else {
            self.check_seat(seat, &m.name, chips)?
        };
        let text = match &m.from {
            Some((table, from)) => format!(
                "tournament move {} in: {name} to seat {} from {table} seat {} with {chips}",
                m.id, seat.0, from.0
            ),
            None => format!(
                "tournament move {} in: {name} drawn to seat {} with {chips}",
                m.id, seat.0
            ),
        };
        let event = TourneyEvent::MoveIn {
            id: m.id,
            seat,
            name,
            chips,
            from_table: m.from.as_ref().map(|f| f.0.clone()),
            from_seat: m.from.as_ref().map(|f| f.1),
        };
        self.record_tourney(None, None, text, event)?;
        Ok(Some(chips))
    }
}

/// How far a wall clock may stand from the room's before it is set to it:
/// the machines' clocks and the room's answer differ by that much.
const WALL_SLACK_MS: i64 = 1_000;

impl Desk {
    /// Follows the room's clock, `played_ms` played since the event's start,
    /// between hands (a hand in play keeps its level: the table follows at
    /// the next). A clock not yet started starts. A manual clock behind the
    /// room's is moved on to it (a chained tick) and never goes back; a
    /// wall clock more than a second off takes the room's time played and
    /// runs on from there (a chained clock-follow), whatever its own start.
    /// A clock the floor paused here is left as it is. Returns the time the
    /// clock moved by, if it moved.
    ///
    /// # Errors
    /// The log's: nothing is written then.
    pub fn follow_clock(&mut self, played_ms: i64) -> Result<Option<i64>, DeskError> {
        self.tourney()?;
        if self.hand().is_some() {
            return Ok(None);
        }
        if !self.tourney()?.clock.started() {
            self.start_clock()?;
        }
        let t = self.tourney()?;
        let off = played_ms - t.clock.played(self.now().timestamp_millis());
        if t.clock.paused() {
            return Ok(None);
        }
        match t.clock.mode {
            ClockMode::Manual if off > 0 => self.tick(off)?,
            ClockMode::Wall if off.abs() >= WALL_SLACK_MS => {
                let text = format!(
                    "tournament clock follows the room: {} played",
                    super::clock::words_for(played_ms)
                );
                let event = TourneyEvent::ClockFollow { played_ms };
                self.record_tourney(None, None, text, event)?;
            }
            _ => return Ok(None),
        }
        Ok(Some(off))
    }
}

//! Every tournament in the room, in the order created, for the floor to
//! pick one ([`list`]), each said in a line ([`super::speak::event_listed`]).

use postgres::GenericClient;

use super::{Event, EventError, load};

/// Where a tournament stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventState {
    /// The seats are not drawn yet.
    NotDrawn,
    /// Drawn, more than one player left.
    Playing,
    /// One player left (or none).
    Finished,
}

impl Event {
    /// Where it stands.
    pub fn state(&self) -> EventState {
        match self.drawn_at {
            None => EventState::NotDrawn,
            Some(_) if self.players_left() <= 1 => EventState::Finished,
            Some(_) => EventState::Playing,
        }
    }
}

/// Every tournament in the room, in the order created.
///
/// # Errors
/// [`EventError::Structure`] for one whose house file no longer reads,
/// database errors.
pub fn list(c: &mut impl GenericClient) -> Result<Vec<Event>, EventError> {
    let rows = c
        .query("SELECT name FROM room.tournaments ORDER BY id", &[])
        .map_err(|e| EventError::Room(crate::RoomError::from(e)))?;
    rows.iter()
        .map(|row| load(c, row.get::<_, &str>(0), false))
        .collect()
}

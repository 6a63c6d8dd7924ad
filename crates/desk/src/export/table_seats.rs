//! The table's seats, the `N-max` every PokerStars header of its hands
//! gives, whichever export writes it (one hand or the whole log): the
//! highest seat any hand of the table's session was dealt to.

use dealerdesk_log::{EventLog, HandFilter, HandId, SessionId};

use crate::desk::{DeskError, SeatNo};

/// The seats of the table of `session`: the highest seat any of its hands
/// was dealt to, at least two; `None` when the log names no hand's players
/// (a log written before it kept them).
pub fn table_seats(log: &EventLog, session: SessionId) -> Result<Option<u8>, DeskError> {
    let mut top = 0;
    for hand in log.hands(&HandFilter::all().session(session))? {
        for player in log.hand_players(hand.id)? {
            top = top.max(player.seat);
        }
    }
    Ok((top > 0).then(|| u8::try_from(top).map_or(SeatNo::COUNT, |s| s.clamp(2, SeatNo::COUNT))))
}

/// The seats of the table `hand` was dealt at, as [`table_seats`] says.
pub fn hand_table_seats(log: &EventLog, hand: HandId) -> Result<Option<u8>, DeskError> {
    let hands = log.hands(&HandFilter::all())?;
    match hands.iter().find(|h| h.id == hand) {
        Some(h) => table_seats(log, h.session),
        None => Ok(None),
    }
}

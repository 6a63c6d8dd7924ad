//! The one mapping of the command language onto the desk: every face
//! carries out the `Command` it read here, so a word read once works in
//! each. What a face shows of it is the face's own.

use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::{Action, Declaration, Event, Interpretation, interpret_chips};

use super::Command;
use crate::desk::{Desk, DeskError, SeatNo, SessionDone};

/// What a command came to, once recorded.
#[derive(Clone, Debug)]
pub enum Entered {
    /// A hand dealt: its number in the session and the button's seat.
    Dealt {
        /// The hand's number.
        hand_no: u64,
        /// The button's seat.
        button: SeatNo,
    },
    /// An action recorded, and what happened as the engine says it.
    Acted {
        /// The action recorded (for chips put out, the action they made).
        action: Action,
        /// What happened.
        events: Vec<Event>,
    },
    /// The face-down cards nobody saw, dealt: how many steps, and what
    /// happened.
    DealtUnseen {
        /// The deal steps recorded.
        count: usize,
        /// What happened.
        events: Vec<Event>,
    },
    /// The dealer's own last entry, taken back.
    TakenBack(Action),
    /// A seating or session change.
    Session(SessionDone),
}

impl Desk {
    /// Carries out `command` at this table: logged before it applies, and
    /// a refusal changes nothing.
    pub fn carry_out(&mut self, command: &Command) -> Result<Entered, DeskError> {
        match command {
            Command::NextHand => {
                let hand = self.start_hand()?;
                Ok(Entered::Dealt {
                    hand_no: hand.hand_no,
                    button: hand.button,
                })
            }
            Command::DealUnseen => {
                let (count, events) = self.deal_unseen()?;
                Ok(Entered::DealtUnseen { count, events })
            }
            Command::TakeBack => Ok(Entered::TakenBack(self.take_back()?)),
            Command::Session(session) => Ok(Entered::Session(self.session(session)?)),
            Command::Act(action) => {
                let events = self.submit(action)?;
                Ok(Entered::Acted {
                    action: action.clone(),
                    events,
                })
            }
            Command::Chips { pos, chips, said } => {
                let action = self.read_chips(*pos, chips, *said)?.action;
                let events = self.submit(&action)?;
                Ok(Entered::Acted { action, events })
            }
        }
    }

    /// The chips `pos` put out in the hand in play, read by the engine
    /// with what the player said; nothing is recorded.
    pub fn read_chips(
        &self,
        pos: Pos,
        chips: &[Chips],
        said: Declaration,
    ) -> Result<Interpretation, DeskError> {
        let hand = self.hand().ok_or(DeskError::NoHand)?;
        interpret_chips(&hand.state, self.rules(), pos, chips, said)
            .map_err(|r| DeskError::Refused(Box::new(r)))
    }
}

//! A finished hand history recorded at the desk as a dealer would have entered
//! it: checked whole through the engine under the table's rules first (the
//! same check as `replay`, half-chip splits included), then the players seated
//! as recorded (at their recorded seats, when the record has them) and every action submitted. A hand that fails the check,
//! names a player as no name may be written, or holds a floor ruling, writes nothing.

use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::{HandState, Ruling, SetupError};
use dealerdesk_core::notation::PhhHand;
use dealerdesk_core::replay::{StackCheck, check_finish};

use super::{Desk, DeskError, NameFault, SeatNo, authority, check_name, order_from_button};

/// Why a hand history was not recorded; nothing of it was written unless the
/// desk itself failed part-way (`Desk`).
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ImportError {
    /// The log deals another game.
    #[error("the log deals {log}, the hand is {hand}")]
    Game {
        /// The log's variant code.
        log: &'static str,
        /// The hand's variant code.
        hand: &'static str,
    },
    /// The hand cannot be set up under the log's rules.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// A floor ruling in the record: an import is no floor person.
    #[error("action {index} '{text}' refused: {refusal}")]
    FloorOnly {
        /// The action's index in the record.
        index: usize,
        /// The action as written.
        text: String,
        /// The desk's refusal.
        refusal: Box<DeskError>,
    },
    /// The engine refuses an action under the log's rules.
    #[error("action {index} '{text}' refused: {ruling}")]
    Refused {
        /// The action's index in the record.
        index: usize,
        /// The action as written.
        text: String,
        /// The engine's ruling.
        ruling: Box<Ruling>,
    },
    /// The recorded seats do not go round the table from the button's left
    /// in the players' order.
    #[error(
        "the seats {0:?} do not go round the table from the button's left in the players' order"
    )]
    Seats(Vec<u8>),
    /// The record stops before the hand is over.
    #[error("the hand is not finished")]
    Unfinished,
    /// The hand ends with other stacks than recorded under the log's rules.
    #[error(
        "under this log's rules the hand ends with stacks {replayed:?}, not the recorded {recorded:?}"
    )]
    Stacks {
        /// The recorded stacks.
        recorded: Vec<f64>,
        /// The stacks the engine gives.
        replayed: Vec<Chips>,
    },
    /// The desk refused a step while recording.
    #[error(transparent)]
    Desk(#[from] DeskError),
    /// A player's name the desk does not take.
    #[error("player {player}'s name: {fault}")]
    PlayerName {
        /// The player, counted from 1 in the record's order.
        player: usize,
        /// What is wrong with the name.
        fault: NameFault,
    },
}

impl Desk {
    /// Records a finished hand history: checked whole against this table's
    /// rules, then the table reseated as recorded (at the recorded `seats`,
    /// else seat 1 is `p1`; the button is the last player's seat) and the actions entered,
    /// all in one transaction of the log. Returns the hand's number.
    pub fn import(&mut self, hand: &PhhHand) -> Result<u64, ImportError> {
        let rules = self.rules().clone();
        let log = rules.variant();
        if log != hand.variant {
            return Err(ImportError::Game {
                log: log.code(),
                hand: hand.variant.code(),
            });
        }
        for (i, name) in hand.players.iter().flatten().enumerate() {
            check_name(name).map_err(|fault| ImportError::PlayerName {
                player: i + 1,
                fault,
            })?;
        }
        let (mut check, _) = HandState::new(&hand.spec, &rules)?;
        for (index, (text, action)) in hand.actions.iter().enumerate() {
            // The desk would refuse a floor ruling from the importing dealer
            // mid-hand, by its kind or by the engine's result of it: refuse
            // the whole hand before any of it is written.
            let floors = |why| ImportError::FloorOnly {
                index,
                text: text.clone(),
                refusal: Box::new(DeskError::FloorOnly {
                    action: action.to_string(),
                    why,
                }),
            };
            if let Some(why) = authority::by_kind(action, &check, &rules) {
                return Err(floors(why));
            }
            let (next, events) =
                check
                    .apply(&rules, action)
                    .map_err(|ruling| ImportError::Refused {
                        index,
                        text: text.clone(),
                        ruling: Box::new(ruling),
                    })?;
            if let Some(why) = authority::by_result(action, &check, &next, &events) {
                return Err(floors(why));
            }
            check = next;
        }
        if !check.is_done() {
            return Err(ImportError::Unfinished);
        }
        if let Some(seats) = &hand.seats {
            let mut round: Vec<SeatNo> = seats.iter().map(|s| SeatNo(*s)).collect();
            round.sort();
            let button = SeatNo(seats[seats.len() - 1]);
            let order: Vec<u8> = order_from_button(&round, button)
                .iter()
                .map(|s| s.0)
                .collect();
            if &order != seats {
                return Err(ImportError::Seats(seats.clone()));
            }
        }
        // The same check as replay: a record that split a pot into half
        // chips agrees within one chip, the odd chip placed by the house rule.
        if let StackCheck::Mismatch { recorded, replayed } =
            check_finish(&check, hand.finishing_stacks.as_deref())
        {
            return Err(ImportError::Stacks { recorded, replayed });
        }
        // The whole hand in one transaction: durable at its end, or
        // nothing of it written and the table as it was.
        let kept = self.table.clone();
        self.log.begin_transaction().map_err(DeskError::from)?;
        let written = self.enter_recorded(hand);
        let ended = self.log.end_transaction(written.is_ok());
        if written.is_err() || ended.is_err() {
            self.table = kept;
        }
        ended.map_err(DeskError::from)?;
        written
    }

    /// Seats the players of a checked hand history and enters its actions.
    fn enter_recorded(&mut self, hand: &PhhHand) -> Result<u64, ImportError> {
        let seated: Vec<SeatNo> = self.seats().keys().copied().collect();
        for seat in seated {
            self.leave(seat)?;
        }
        // Each player at the seat recorded (else p1 in seat 1, and so on);
        // the button is the last player's seat.
        let n = hand.spec.stacks.len();
        let seat_of = |i: usize| SeatNo(hand.seats.as_ref().map_or(i as u8 + 1, |s| s[i]));
        for (i, stack) in hand.spec.stacks.iter().enumerate() {
            let name = hand
                .players
                .as_ref()
                .and_then(|p| p.get(i).cloned())
                .unwrap_or_else(|| format!("p{}", i + 1));
            self.seat_as_recorded(seat_of(i), &name, *stack)?;
        }
        let no = self
            .start_hand_at(seat_of(n - 1), hand.spec.clone())?
            .hand_no;
        for (_, action) in &hand.actions {
            self.submit(action)?;
        }
        Ok(no)
    }
}

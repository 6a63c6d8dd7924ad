//! What would have happened: from one step of a reviewed hand, other
//! actions in place of the entry (another action, card or amount), played
//! by the engine on a copy of the hand, then the recorded later entries
//! where they still fit, to the pots and awards. Nothing is written: the
//! sandbox is a `HandState`, which the engine plays purely.
//!
//! A recorded entry of a player who has folded in the sandbox is passed
//! over; any other entry the engine refuses stops the hand there, with the
//! ruling, for the floor to say what happens next.

use dealerdesk_core::engine::{Action, HandState, Ruling};
use dealerdesk_core::notation::parse_action;

use super::HandReview;

/// What became of a recorded entry after the alternative.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Replayed {
    /// Played as recorded.
    Played { step: usize, action: Action },
    /// The entry of a player who has folded in the sandbox: passed over.
    PassedOver { step: usize, action: Action },
}

/// Where the record stops fitting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The engine refuses the recorded entry at `step`.
    Refused { step: usize, ruling: Box<Ruling> },
    /// The entry at `step` is no action of the hand (a floor's void or
    /// correction, a take-back): the floor decides what it becomes.
    NotAnAction { step: usize, entry: String },
    /// The hand ended before the recorded entries did.
    Ended { unplayed: usize },
}

/// The hand played on from a step with other actions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WhatIf {
    /// The step the actions replace, from 1.
    pub step: usize,
    /// The actions played instead.
    pub instead: Vec<Action>,
    /// Each later recorded entry played or passed over.
    pub replayed: Vec<Replayed>,
    /// Where the record stopped fitting, if it did.
    pub stop: Option<Stop>,
    /// The hand at the end, or where it stopped.
    pub state: HandState,
}

/// Why a what-if cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WhatIfError {
    /// The hand has no such step.
    #[error("the hand has no step {step}; its steps are 1 to {steps}")]
    NoStep { step: usize, steps: usize },
    /// Nothing was given to play instead.
    #[error("no action to play instead")]
    NoAction,
    /// The engine refuses action `index` (from 0) of those given.
    #[error("action {index} refused: {ruling}")]
    Refused { index: usize, ruling: Box<Ruling> },
}

impl HandReview {
    /// The hand played from step `step` (from 1) with `instead` in place of
    /// its entry, then the recorded later entries where they fit.
    pub fn what_if(&self, step: usize, instead: &[Action]) -> Result<WhatIf, WhatIfError> {
        let no_step = || WhatIfError::NoStep {
            step,
            steps: self.steps.len(),
        };
        let before = self.before_step(step).ok_or_else(no_step)?;
        if step > self.steps.len() {
            return Err(no_step());
        }
        if instead.is_empty() {
            return Err(WhatIfError::NoAction);
        }
        let mut state = before.clone();
        for (index, a) in instead.iter().enumerate() {
            state
                .play(&self.rules, a)
                .map_err(|ruling| WhatIfError::Refused {
                    index,
                    ruling: Box::new(ruling),
                })?;
        }
        let mut replayed = Vec::new();
        let mut stop = None;
        for (j, later) in self.steps.iter().enumerate().skip(step) {
            let at = j + 1;
            if state.is_done() {
                stop = Some(Stop::Ended {
                    unplayed: self.steps.len() - j,
                });
                break;
            }
            let Ok(action) = parse_action(&later.record.action) else {
                stop = Some(Stop::NotAnAction {
                    step: at,
                    entry: later.record.action.clone(),
                });
                break;
            };
            match state.play(&self.rules, &action) {
                Ok(_) => replayed.push(Replayed::Played { step: at, action }),
                Err(_) if folded(&state, &action) => {
                    replayed.push(Replayed::PassedOver { step: at, action });
                }
                Err(ruling) => {
                    stop = Some(Stop::Refused {
                        step: at,
                        ruling: Box::new(ruling),
                    });
                    break;
                }
            }
        }
        Ok(WhatIf {
            step,
            instead: instead.to_vec(),
            replayed,
            stop,
            state,
        })
    }
}

/// Whether `action` is a player's who has folded in `state`.
fn folded(state: &HandState, action: &Action) -> bool {
    action
        .player()
        .and_then(|p| state.players().get(p.index()))
        .is_some_and(|p| p.folded)
}

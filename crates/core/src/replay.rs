//! Replaying recorded hands through the engine: `replay` folds a `PhhHand`'s
//! actions into a `HandState`, and `check_finish` compares the result with the
//! finishing stacks the record gives.

use std::fmt;

use serde::Serialize;

use crate::chips::Chips;
use crate::engine::{Event, HandState, Ruling, SetupError};
use crate::notation::{PhhHand, RecordedStack};
use crate::rules::HouseRules;

/// Why a replay stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The hand could not be set up.
    Setup(SetupError),
    /// The engine refused an action.
    Refused {
        /// The action's index in the record (0-based).
        index: usize,
        /// The action as written.
        action: String,
        /// The engine's ruling.
        ruling: Box<Ruling>,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Setup(e) => write!(f, "cannot set up the hand: {e}"),
            ReplayError::Refused {
                index,
                action,
                ruling,
            } => write!(
                f,
                "action {index} '{action}' refused: {} ({} {})",
                ruling.why, ruling.rule.id, ruling.rule.cite
            ),
        }
    }
}

impl std::error::Error for ReplayError {}

/// Replays every action of the hand; returns the final state.
pub fn replay(hand: &PhhHand, rules: &HouseRules) -> Result<HandState, ReplayError> {
    replay_with(hand, rules, |_, _| {})
}

/// Replays the hand, calling `on_events` with each action's index and events.
pub fn replay_with(
    hand: &PhhHand,
    rules: &HouseRules,
    mut on_events: impl FnMut(usize, &[Event]),
) -> Result<HandState, ReplayError> {
    let (mut state, events) = HandState::new(&hand.spec, rules).map_err(ReplayError::Setup)?;
    on_events(usize::MAX, &events);
    let mut events = Vec::new();
    for (index, (text, action)) in hand.actions.iter().enumerate() {
        events.clear();
        state
            .play_into(rules, action, &mut events)
            .map_err(|ruling| ReplayError::Refused {
                index,
                action: text.clone(),
                ruling: Box::new(ruling),
            })?;
        on_events(index, &events);
    }
    Ok(state)
}

/// How the replayed stacks compare with the recorded ones.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StackCheck {
    /// No finishing stacks recorded.
    NotRecorded,
    /// Every stack matches.
    Exact,
    /// The record split a pot into half chips; every stack is within one chip
    /// and the totals agree, the odd chip placed by the house rule.
    HalfChipSplit,
    /// The stacks differ.
    Mismatch {
        /// The recorded stacks.
        recorded: Vec<f64>,
        /// The replayed stacks.
        replayed: Vec<Chips>,
    },
    /// The record ends before the pots were awarded.
    Unfinished,
}

/// Compares the replayed state with the recorded finishing stacks.
pub fn check_finish(state: &HandState, recorded: Option<&[RecordedStack]>) -> StackCheck {
    let Some(recorded) = recorded else {
        return StackCheck::NotRecorded;
    };
    if !state.is_done() {
        return StackCheck::Unfinished;
    }
    let stacks = state.stacks();
    let exact = stacks.len() == recorded.len()
        && stacks.iter().zip(recorded).all(|(s, r)| s.0 as f64 == r.0);
    if exact {
        return StackCheck::Exact;
    }
    let total_recorded: f64 = recorded.iter().map(|r| r.0).sum();
    let total: u64 = stacks.iter().map(|s| s.0).sum();
    let halves = recorded.iter().any(|r| r.0.fract() != 0.0);
    let close = stacks.len() == recorded.len()
        && stacks
            .iter()
            .zip(recorded)
            .all(|(s, r)| (s.0 as f64 - r.0).abs() <= 1.0)
        && (total as f64 - total_recorded).abs() < 1e-9;
    if halves && close {
        StackCheck::HalfChipSplit
    } else {
        StackCheck::Mismatch {
            recorded: recorded.iter().map(|r| r.0).collect(),
            replayed: stacks,
        }
    }
}

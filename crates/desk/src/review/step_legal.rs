//! What was legal at one step of a reviewed hand, as the live pad showed it
//! before the entry (`Legal`, asked of the engine for the hand as it stood),
//! and how the engine took the entry: a full raise that opens the betting
//! again to all, an all-in short of one that does not (TDA 47-A), a limit
//! all-in of half a bet counted as a full one (TDA 47-B), and the rules the
//! engine applied on the way.

use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::{Action, Event, HandState, Legal, NotReopened, Note, legal_actions};
use dealerdesk_core::notation::parse_action;
use dealerdesk_core::rules::{RuleId, RuleText};

use super::HandReview;

/// One step of a hand with what was legal before it.
#[derive(Clone, Debug)]
pub struct StepLegal<'a> {
    /// The step, counted from 1 as the hand's entries are listed.
    pub step: usize,
    /// The hand as it stood before the entry.
    pub before: &'a HandState,
    /// What was legal then.
    pub legal: Legal,
    /// The entry as the log wrote it.
    pub entry: &'a str,
    /// How the engine took the entry, when it was a bet or raise.
    pub taken: Option<Taken>,
    /// The rules the engine applied to the entry, and what each did.
    pub notes: Vec<(RuleText, Note)>,
}

/// How the engine took a bet or raise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Taken {
    /// A full bet or raise: the betting is open again to all.
    Full { pos: Pos, to: Chips },
    /// A limit all-in of at least half a bet, counted as a full one.
    HalfBetFull { pos: Pos, to: Chips, rule: RuleText },
    /// An all-in short of a full raise: who it does not reopen the betting
    /// for (none when everyone else had yet to act or is all in).
    Short {
        pos: Pos,
        to: Chips,
        not_reopened: Option<NotReopened>,
        rule: RuleText,
    },
}

impl Taken {
    /// The rule the engine took it by, where one decided it.
    pub fn rule(&self) -> Option<&RuleText> {
        match self {
            Taken::Full { .. } => None,
            Taken::HalfBetFull { rule, .. } | Taken::Short { rule, .. } => Some(rule),
        }
    }
}

impl HandReview {
    /// The hand as it stood before step `step` (from 1).
    pub fn before_step(&self, step: usize) -> Option<&HandState> {
        match step {
            0 => None,
            1 => Some(&self.start),
            k => self.steps.get(k - 2).map(|s| &s.state),
        }
    }

    /// Step `step` (from 1) with what was legal before it; `None` when the
    /// hand has no such step.
    pub fn step_legal(&self, step: usize) -> Option<StepLegal<'_>> {
        let before = self.before_step(step)?;
        let entry = self.steps.get(step - 1)?.record.action.as_str();
        let legal = legal_actions(before, &self.rules);
        // An entry that is an action of the hand, played again on the hand
        // as it stood: the engine is pure, so it says what it did then.
        let events = parse_action(entry)
            .ok()
            .and_then(|a| before.apply(&self.rules, &a).ok().map(|(s, e)| (a, s, e)));
        let (taken, notes) = match events {
            Some((action, after, events)) => (
                self.taken(&legal, &action, &after, &events),
                events
                    .into_iter()
                    .filter_map(|e| match e {
                        Event::Ruled { rule, note } => Some((rule, note)),
                        _ => None,
                    })
                    .collect(),
            ),
            None => (None, Vec::new()),
        };
        Some(StepLegal {
            step,
            before,
            legal,
            entry,
            taken,
            notes,
        })
    }

    /// How the engine took `action`, a bet or raise, from what it did.
    fn taken(
        &self,
        legal: &Legal,
        action: &Action,
        after: &HandState,
        events: &[Event],
    ) -> Option<Taken> {
        let Action::BetRaise { .. } = action else {
            return None;
        };
        events.iter().find_map(|e| match *e {
            Event::Raised { pos, to, full, .. } => Some(if !full {
                Taken::Short {
                    pos,
                    to,
                    not_reopened: legal_actions(after, &self.rules).not_reopened,
                    rule: self.rules.rule(RuleId::ShortAllIn),
                }
            } else if legal.full_raise_to.is_some_and(|f| to < f) {
                Taken::HalfBetFull {
                    pos,
                    to,
                    rule: self.rules.rule(RuleId::LimitHalfBet),
                }
            } else {
                Taken::Full { pos, to }
            }),
            _ => None,
        })
    }
}

//! Hands read back from the audit log, for review and export. `review_log`
//! folds a log through a `TableState` and keeps, for every hand, the engine
//! state after each entry; `review_hand` builds one hand's states alone,
//! from the last snapshot before it, and `review_hands` a page of hands in
//! one walk; `HandReview::to_phh` writes the hand as a hand
//! history without the hole cards that were never shown at the table.

use chrono::{DateTime, Utc};

use crate::desk::{DeskError, Folded, LiveHand, SeatNo, TableState};
use dealerdesk_core::cards::Card;
use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::{Action, HandSpec, HandState, dealt_face_up};
use dealerdesk_core::notation::{PhhHand, RecordedStack};
use dealerdesk_core::rules::{AntePots, Game, HouseRules};
use dealerdesk_log::{EventLog, EventRecord, HandId, HandRecord};

mod legal_words;
mod rulings;
mod rulings_said;
mod step_legal;
mod step_said;
mod what_if;
mod what_if_said;
pub use legal_words::legal_said;
pub use rulings::{Affected, Cited, FloorRuling, RulingFilter, floor_rulings};
pub use rulings_said::{rulings_html, rulings_lines};
pub use step_legal::{StepLegal, Taken};
pub use step_said::{RuleSaid, StepSaid, step_json, step_said};
pub use what_if::{Replayed, Stop, WhatIf, WhatIfError};
pub use what_if_said::{what_if_json, what_if_lines};

/// One logged action of a hand and the hand as it stood after it.
#[derive(Clone, Debug)]
pub struct ReviewStep {
    /// The log entry.
    pub record: EventRecord,
    /// The hand after it.
    pub state: HandState,
}

/// One hand as the log tells it.
#[derive(Clone, Debug)]
pub struct HandReview {
    /// The hand's id in the log.
    pub id: HandId,
    /// Its number in the session.
    pub hand_no: u64,
    /// When it started.
    pub started_at: DateTime<Utc>,
    /// The button's seat.
    pub button: SeatNo,
    /// The seat of each position.
    pub seats: Vec<SeatNo>,
    /// The player in each position.
    pub names: Vec<String>,
    /// How it started.
    pub spec: HandSpec,
    /// The rules it was played under.
    pub rules: HouseRules,
    /// The hand as posted, before the first action.
    pub start: HandState,
    /// Every logged action and floor ruling, with the hand after it.
    pub steps: Vec<ReviewStep>,
    /// The actions in force at the end (voided ones left out).
    pub actions: Vec<Action>,
    /// The tournament level it was dealt at, at a tournament table.
    pub level: Option<u32>,
}

impl HandReview {
    /// The hand after its last logged action.
    pub fn last_state(&self) -> &HandState {
        self.steps.last().map_or(&self.start, |s| &s.state)
    }

    /// The chips in the hand's pots: an ended hand's as they were awarded,
    /// a hand in play's as they stand with the bets of the round under way
    /// counted in (before the round ends its bets are in no pot yet).
    pub fn pot_total(&self) -> Chips {
        let last = self.last_state();
        if last.is_done() {
            return last.awarded().iter().map(|p| p.amount).sum();
        }
        let stacks: Chips = last.stacks().iter().copied().sum();
        last.total_chips() - stacks
    }

    /// The hand before step `k`, counted from 0 (as posted, for the first).
    pub fn state_before(&self, k: usize) -> &HandState {
        k.checked_sub(1)
            .and_then(|i| self.steps.get(i))
            .map_or(&self.start, |s| &s.state)
    }

    /// Whether step `k` made a misdeal (an exposed card, a second boxed
    /// card, the floor's ruling…): the cards dealt so far go back and the
    /// hand is dealt again.
    pub fn misdealt_at(&self, k: usize) -> bool {
        self.steps
            .get(k)
            .is_some_and(|s| s.state.misdeals() > self.state_before(k).misdeals())
    }

    /// The hand as a hand history. Hole cards are written as `??` unless the
    /// player showed them (stud up cards are always written).
    pub fn to_phh(&self) -> PhhHand {
        let actions = self.actions.clone();
        let decided = decided_unshown(self.last_state());
        let showed: Vec<bool> = (0..self.seats.len())
            .map(|i| {
                decided[i]
                    || actions
                        .iter()
                        .any(|a| matches!(a, Action::Show { pos, .. } if pos.index() == i))
            })
            .collect();
        // Cards the dealer exposed were seen by the table.
        let exposed: Vec<Card> = actions
            .iter()
            .filter_map(|a| match a {
                Action::Exposed { card, .. } => Some(*card),
                _ => None,
            })
            .collect();
        // The cards a player already holds, as the engine counts them (a
        // misdeal's redeal starts again from none), say which are up.
        let mut state = self.start.clone();
        let masked: Vec<(String, Action)> = actions
            .into_iter()
            .map(|a| {
                let written = match &a {
                    Action::DealHole { to, cards } if !showed[to.index()] => {
                        let first = state.players()[to.index()].cards().len();
                        Action::DealHole {
                            to: *to,
                            cards: mask(self.rules.game(), first, cards, &exposed),
                        }
                    }
                    // A hand not shown keeps its discards unseen too, but
                    // for a card the table saw exposed: the export holds it.
                    Action::Draw { pos, discards } if !showed[pos.index()] => Action::Draw {
                        pos: *pos,
                        discards: discards
                            .iter()
                            .map(|d| d.filter(|c| exposed.contains(c)))
                            .collect(),
                    },
                    other => other.clone(),
                };
                // The actions in force were accepted as the hand was played.
                let _ = state.play(&self.rules, &a);
                (written.to_string(), written)
            })
            .collect();
        let last = self.last_state();
        PhhHand {
            variant: self.rules.variant(),
            spec: self.spec.clone(),
            ante_trimming: self.spec.ante_pots.map_or_else(
                || ante_trimming(&self.rules),
                |p| p != AntePots::DeadMainPot,
            ),
            actions: masked,
            finishing_stacks: last.is_done().then(|| {
                last.stacks()
                    .iter()
                    .map(|c| RecordedStack(c.0 as f64))
                    .collect()
            }),
            players: Some(self.names.clone()),
            seats: Some(self.seats.iter().map(|s| s.0).collect()),
            rake: Some(last.rake()).filter(|r| !r.is_zero()),
        }
    }
}

/// PHH's `ante_trimming_status` for a hand: antes that are dead money in
/// the main pot are not trimmed; antes that layer into side pots by
/// contribution are, whoever owes them (a big-blind ante or a dead small
/// blind included), so a reader builds the pots the engine built (hunted:
/// a dead small blind written untrimmed replayed to other stacks).
fn ante_trimming(rules: &HouseRules) -> bool {
    rules.ante_pots() != AntePots::DeadMainPot
}

/// Players whose cards decided a pot though they mucked: when every player
/// eligible for a pot mucks, the engine compares the cards entered for them,
/// so the record keeps those cards or the pot could not be replayed.
fn decided_unshown(last: &HandState) -> Vec<bool> {
    let mut decided = vec![false; last.players().len()];
    for pot in last.awarded() {
        let all_mucked = pot
            .eligible
            .iter()
            .all(|p| last.players()[p.index()].mucked);
        if pot.eligible.len() > 1 && all_mucked {
            for p in &pot.eligible {
                decided[p.index()] = true;
            }
        }
    }
    decided
}

/// Face-down cards become unknown, except cards the dealer exposed; stud
/// up cards (third to sixth) stay.
fn mask(game: Game, first: usize, cards: &[Option<Card>], exposed: &[Card]) -> Vec<Option<Card>> {
    cards
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let seen = c.is_some_and(|c| exposed.contains(&c));
            if dealt_face_up(game, first + i) || seen {
                *c
            } else {
                None
            }
        })
        .collect()
}

/// Every hand in the log, in order, with the state after each action.
pub fn review_log(log: &EventLog, rules: HouseRules) -> Result<Vec<HandReview>, DeskError> {
    let hands = log.hands(&dealerdesk_log::HandFilter::all())?;
    // Hands come in id order.
    let started_at = |id: HandId| {
        hands
            .binary_search_by_key(&id, |h| h.id)
            .ok()
            .map(|i| hands[i].started_at)
    };
    let mut table = TableState::new(rules);
    let mut out: Vec<HandReview> = Vec::new();
    log.for_each_event(dealerdesk_log::Seq(0), |record| {
        let folded = table.fold(&record)?;
        collect(&table, folded, &record, &started_at, &mut out);
        Ok::<(), DeskError>(())
    })?;
    Ok(out)
}

/// The chips in `hand`'s pots, as a list of the log's hands shows them: an
/// ended hand's as its summary records them, a hand still in play's as
/// they stand now ([`HandReview::pot_total`]). `rules` are the rules before
/// the log records any.
pub fn hand_pot(log: &EventLog, hand: &HandRecord, rules: HouseRules) -> Result<Chips, DeskError> {
    if let Some(summary) = &hand.summary {
        let pots = summary.get("pots").and_then(serde_json::Value::as_array);
        return Ok(pots
            .into_iter()
            .flatten()
            .filter_map(|p| p.get("amount")?.as_u64())
            .map(Chips)
            .sum());
    }
    Ok(review_hand(log, hand.id, rules)?.map_or(Chips::ZERO, |r| r.pot_total()))
}

/// One hand of the log with the state after each action, built when it is
/// asked for: the table is restored from the last snapshot before the hand
/// and folded to the next hand's start, so the time does not grow with the
/// log. `rules` are the rules before the log records any. `None` when the
/// log has no such hand.
pub fn review_hand(
    log: &EventLog,
    id: HandId,
    rules: HouseRules,
) -> Result<Option<HandReview>, DeskError> {
    let Some(hand) = log.hand_by_id(id)? else {
        return Ok(None);
    };
    Ok(review_hands(log, &[hand], rules)?.pop())
}

/// The dealt hands among `hands` (hand rows, such as a page of the log),
/// oldest first, each built as [`review_hand`] builds it, in one walk:
/// from the last snapshot before the first to the start of the hand after
/// the last. Only the hands asked for are kept as the walk goes.
pub fn review_hands(
    log: &EventLog,
    hands: &[HandRecord],
    rules: HouseRules,
) -> Result<Vec<HandReview>, DeskError> {
    let mut asked: Vec<(HandId, DateTime<Utc>)> =
        hands.iter().map(|h| (h.id, h.started_at)).collect();
    asked.sort_unstable_by_key(|(id, _)| *id);
    let mut first = None;
    for (id, _) in &asked {
        first = log.hand_first_seq(*id)?;
        if first.is_some() {
            break;
        }
    }
    let (Some(first), Some(&(last, _))) = (first, asked.last()) else {
        return Ok(Vec::new());
    };
    let wanted = |id: HandId| asked.binary_search_by_key(&id, |(id, _)| *id).ok();
    let started_at = |id: HandId| wanted(id).map(|i| asked[i].1);
    let (mut table, after) = TableState::resume_before(log, first, rules)?;
    let mut out: Vec<HandReview> = Vec::new();
    let walked = log.for_each_event(after, |record| {
        let folded = table.fold(&record).map_err(Walk::Failed)?;
        if folded == Folded::HandStarted {
            // The hand before is complete: kept if it was asked for.
            if out.last().is_some_and(|r| wanted(r.id).is_none()) {
                out.pop();
            }
            if table.hand().is_some_and(|h| h.id > last) {
                // Nothing after this belongs to the hands asked for.
                return Err(Walk::Done);
            }
        }
        if record.seq >= first {
            collect(&table, folded, &record, &started_at, &mut out);
        }
        Ok(())
    });
    match walked {
        Ok(()) | Err(Walk::Done) => {}
        Err(Walk::Failed(e)) => return Err(e),
    }
    out.retain(|r| wanted(r.id).is_some());
    Ok(out)
}

/// Why a walk over the log stopped early.
enum Walk {
    /// The hand is complete.
    Done,
    /// The log does not fold.
    Failed(DeskError),
}

impl From<dealerdesk_log::LogError> for Walk {
    fn from(e: dealerdesk_log::LogError) -> Walk {
        Walk::Failed(e.into())
    }
}

/// Adds what a folded entry did to the hands under review.
fn collect(
    table: &TableState,
    folded: Folded,
    record: &EventRecord,
    started_at: &dyn Fn(HandId) -> Option<DateTime<Utc>>,
    out: &mut Vec<HandReview>,
) {
    match (folded, table.hand()) {
        (Folded::HandStarted, Some(live)) => {
            let names = live
                .seats
                .iter()
                .map(|s| {
                    table
                        .seats()
                        .get(s)
                        .map_or_else(String::new, |x| x.name.clone())
                })
                .collect();
            out.push(HandReview {
                id: live.id,
                hand_no: live.hand_no,
                started_at: started_at(live.id).unwrap_or(record.at),
                button: live.button,
                seats: live.seats.clone(),
                names,
                spec: live.spec.clone(),
                rules: table.rules().clone(),
                start: live.state.clone(),
                steps: Vec::new(),
                actions: Vec::new(),
                level: table
                    .tournament()
                    .and_then(|t| t.hand_levels.get(&live.hand_no).copied()),
            });
        }
        (Folded::HandStep, Some(live)) => add_step(out, live, record),
        // The floor's correction of the hand that ended last.
        (Folded::EndedHandAmended, None) => {
            if let Some(last) = table.last_hand() {
                add_step(out, last, record);
            }
        }
        _ => {}
    }
}

/// `record` as the next step of the hand's review, with the hand as it
/// stands after it.
fn add_step(out: &mut [HandReview], hand: &LiveHand, record: &EventRecord) {
    if let Some(review) = out.iter_mut().rev().find(|r| r.id == hand.id) {
        review.steps.push(ReviewStep {
            record: record.clone(),
            state: hand.state.clone(),
        });
        review.actions.clone_from(&hand.actions);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dealerdesk_core::rules::{Setting, Variant};

    #[test]
    fn antes_are_written_trimmed_exactly_when_they_layer_into_side_pots() {
        let mut rules = HouseRules::preset(Variant::NoLimitHoldem);
        assert_eq!(rules.ante_pots(), AntePots::Contribution);
        assert!(ante_trimming(&rules));
        rules.rules.ante_pots = Some(Setting {
            value: AntePots::DeadMainPot,
            cite: "house".into(),
            text: "antes are dead money in the main pot".into(),
            taken: Default::default(),
        });
        assert!(!ante_trimming(&rules));
    }
}

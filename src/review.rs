//! Hands read back from the audit log, for review and export. `review_log`
//! folds a log through a `TableState` and keeps, for every hand, the engine
//! state after each entry; `HandReview::to_phh` writes the hand as a hand
//! history without the hole cards that were never shown at the table.

use chrono::{DateTime, Utc};

use crate::cards::Card;
use crate::desk::{DeskError, LiveHand, SeatNo, TableState};
use crate::engine::{Action, HandSpec, HandState, dealt_face_up};
use crate::log::{EventLog, EventRecord, HandId};
use crate::notation::{PhhHand, RecordedStack, Variant};
use crate::rules::{AntePots, Game, HouseRules};

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
}

impl HandReview {
    /// The hand after its last logged action.
    pub fn last_state(&self) -> &HandState {
        self.steps.last().map_or(&self.start, |s| &s.state)
    }

    /// The hand as a hand history. Hole cards are written as `??` unless the
    /// player showed them (stud up cards are always written).
    pub fn to_phh(&self) -> PhhHand {
        let actions = self.actions.clone();
        let showed: Vec<bool> = (0..self.seats.len())
            .map(|i| {
                actions
                    .iter()
                    .any(|a| matches!(a, Action::Show { pos, .. } if pos.index() == i))
            })
            .collect();
        let mut dealt = vec![0usize; self.seats.len()];
        let masked: Vec<(String, Action)> = actions
            .into_iter()
            .map(|a| {
                let a = match a {
                    Action::DealHole { to, cards } => {
                        let first = dealt[to.index()];
                        dealt[to.index()] += cards.len();
                        let cards = if showed[to.index()] {
                            cards
                        } else {
                            mask(self.rules.game, first, cards)
                        };
                        Action::DealHole { to, cards }
                    }
                    other => other,
                };
                (a.to_string(), a)
            })
            .collect();
        let last = self.last_state();
        PhhHand {
            variant: Variant::of_rules(&self.rules),
            spec: self.spec.clone(),
            ante_trimming: ante_trimming(&self.rules, &self.spec),
            actions: masked,
            finishing_stacks: last.is_done().then(|| {
                last.stacks()
                    .iter()
                    .map(|c| RecordedStack(c.0 as f64))
                    .collect()
            }),
            players: Some(self.names.clone()),
            rake: Some(last.rake()).filter(|r| !r.is_zero()),
        }
    }
}

/// PHH's `ante_trimming_status` for a hand. Antes that are dead money in the
/// main pot are not trimmed. Antes that layer into side pots are, when every
/// player owes the same ante (readers then trim only a short ante, which is
/// what layering does). A big-blind ante, owed by one player, is written
/// untrimmed: trimming would hand it back, since nobody else posts one.
fn ante_trimming(rules: &HouseRules, spec: &HandSpec) -> bool {
    let uniform = spec.antes.windows(2).all(|w| w[0] == w[1]);
    rules.ante_pots() != AntePots::DeadMainPot && uniform
}

/// Face-down cards become unknown; stud up cards (third to sixth) stay.
fn mask(game: Game, first: usize, cards: Vec<Option<Card>>) -> Vec<Option<Card>> {
    cards
        .into_iter()
        .enumerate()
        .map(|(i, c)| {
            if dealt_face_up(game, first + i) {
                c
            } else {
                None
            }
        })
        .collect()
}

/// Every hand in the log, in order, with the state after each action.
pub fn review_log(log: &EventLog, rules: HouseRules) -> Result<Vec<HandReview>, DeskError> {
    let mut table = TableState::new(rules);
    let hands = log.hands(&crate::log::HandFilter::all())?;
    let mut out: Vec<HandReview> = Vec::new();
    for record in log.events(None)? {
        table.fold(&record)?;
        let kind = record.payload.get("desk").and_then(|d| d.as_str());
        match (kind, table.hand()) {
            (Some("start"), Some(live)) => {
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
                let started_at = hands
                    .iter()
                    .find(|h| h.id == live.id)
                    .map_or(record.at, |h| h.started_at);
                out.push(HandReview {
                    id: live.id,
                    hand_no: live.hand_no,
                    started_at,
                    button: live.button,
                    seats: live.seats.clone(),
                    names,
                    spec: live.spec.clone(),
                    rules: table.rules().clone(),
                    start: live.state.clone(),
                    steps: Vec::new(),
                    actions: Vec::new(),
                });
            }
            (Some("act" | "void" | "correct"), Some(live)) => {
                add_step(&mut out, live, &record);
            }
            // The floor's correction of the hand that ended last.
            (Some("amend"), None) => {
                if let Some(last) = table.last_hand() {
                    add_step(&mut out, last, &record);
                }
            }
            _ => {}
        }
    }
    Ok(out)
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
    use crate::chips::Chips;
    use crate::rules::{Preset, Setting};

    fn spec(antes: &[u64]) -> HandSpec {
        let rules = HouseRules::preset(Preset::NoLimitHoldem);
        let mut spec = HandSpec::from_stakes(&rules.stakes, rules.game, vec![Chips(100); 3]);
        spec.antes = antes.iter().map(|a| Chips(*a)).collect();
        spec
    }

    #[test]
    fn antes_are_written_trimmed_only_when_everyone_owes_the_same_and_they_layer() {
        let mut rules = HouseRules::preset(Preset::NoLimitHoldem);
        assert_eq!(rules.ante_pots(), AntePots::Contribution);
        assert!(ante_trimming(&rules, &spec(&[5, 5, 5])));
        // A big-blind ante: a reader that trims would give it back.
        assert!(!ante_trimming(&rules, &spec(&[0, 5, 0])));
        rules.rules.ante_pots = Some(Setting {
            value: AntePots::DeadMainPot,
            cite: "house".into(),
            text: "antes are dead money in the main pot".into(),
        });
        assert!(!ante_trimming(&rules, &spec(&[5, 5, 5])));
    }
}

//! Every floor entry of a log's hands as a report for the card-room
//! manager: when, at which table and hand, the floor person, the rule the
//! engine cited, the reason given, and each player affected with their
//! chips before and after. Filtered by floor person, rule and player.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use dealerdesk_core::chips::Pos;
use dealerdesk_core::notation::parse_action;
use dealerdesk_i18n::Words;
use dealerdesk_log::{EventLog, Role};
use serde::Serialize;
use serde_json::Value;

use super::HandReview;
use crate::desk::DeskError;
use crate::speak::{self, Players};

/// A player a ruling touched.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Affected {
    /// The player's seat.
    pub seat: u8,
    /// The player's name.
    pub name: String,
    /// Chips behind before the ruling.
    pub before: u64,
    /// Chips behind after it.
    pub after: u64,
}

/// A rule a ruling cited.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Cited {
    /// The rule's id.
    pub id: String,
    /// Its citation.
    pub cite: String,
}

/// One floor entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FloorRuling {
    /// The entry's sequence number in the log.
    pub seq: u64,
    /// When it was entered (RFC 3339 in JSON).
    #[serde(serialize_with = "rfc3339")]
    pub at: DateTime<Utc>,
    /// The table's name.
    pub table: String,
    /// The hand's id in the log.
    pub hand: i64,
    /// The hand's number in its session.
    pub hand_no: u64,
    /// The floor person.
    pub floor: String,
    /// The entry as the log wrote it.
    pub entry: String,
    /// The entry in words.
    pub said: String,
    /// The rules the engine cited for it.
    pub rules: Vec<Cited>,
    /// The reason the floor person gave.
    pub reason: Option<String>,
    /// The players it touched.
    pub affected: Vec<Affected>,
}

/// A time as RFC 3339, to the millisecond.
fn rfc3339<S: serde::Serializer>(at: &DateTime<Utc>, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true))
}

/// Which rulings to keep: each given filter must match (names and rule
/// ids compared without regard to case).
#[derive(Clone, Debug, Default)]
pub struct RulingFilter {
    /// The floor person's name.
    pub floor: Option<String>,
    /// A rule id the ruling cited.
    pub rule: Option<String>,
    /// A player the ruling touched.
    pub player: Option<String>,
}

impl RulingFilter {
    /// Whether `r` passes.
    pub fn keeps(&self, r: &FloorRuling) -> bool {
        let same = |a: &str, b: &str| a.eq_ignore_ascii_case(b);
        self.floor.as_deref().is_none_or(|f| same(f, &r.floor))
            && self
                .rule
                .as_deref()
                .is_none_or(|id| r.rules.iter().any(|c| same(id, &c.id)))
            && self
                .player
                .as_deref()
                .is_none_or(|p| r.affected.iter().any(|a| same(p, &a.name)))
    }
}

/// The rules an entry's payload says the engine cited.
fn cited(payload: &Value) -> Vec<Cited> {
    let mut out: Vec<Cited> = Vec::new();
    let events = payload.get("events").and_then(Value::as_array);
    for rule in events.into_iter().flatten().filter_map(|e| e.get("rule")) {
        let text = |k: &str| rule.get(k).and_then(Value::as_str).unwrap_or_default();
        if !text("id").is_empty() && !out.iter().any(|c| c.id == text("id")) {
            out.push(Cited {
                id: text("id").to_string(),
                cite: text("cite").to_string(),
            });
        }
    }
    out
}

/// Every floor entry of `reviews` (hands of `log`), oldest first, kept by
/// `filter`, said in `words`.
pub fn floor_rulings(
    words: Words,
    log: &EventLog,
    reviews: &[HandReview],
    filter: &RulingFilter,
) -> Result<Vec<FloorRuling>, DeskError> {
    let operators: HashMap<_, String> = log
        .operators()?
        .into_iter()
        .map(|o| (o.id, o.name))
        .collect();
    let sessions = log.sessions()?;
    let hands = log.hands(&dealerdesk_log::HandFilter::all())?;
    let table_of = |id| {
        let session = hands.iter().find(|h| h.id == id).map(|h| h.session);
        sessions
            .iter()
            .find(|s| Some(s.id) == session)
            .map_or_else(String::new, |s| s.table_name.clone())
    };
    let mut out = Vec::new();
    for review in reviews {
        let who = Players::of_review(review);
        for (k, step) in review.steps.iter().enumerate() {
            if step.record.role != Role::Floor {
                continue;
            }
            let was = review.before_step(k + 1).unwrap_or(&review.start);
            let (before, after) = (was.stacks(), step.state.stacks());
            let acted = parse_action(&step.record.action)
                .ok()
                .and_then(|a| a.player());
            // Chips moved, a hand killed or folded, or the player named.
            let folded = |s: &dealerdesk_core::engine::HandState, i: usize| s.players()[i].folded;
            let affected = (0..review.seats.len())
                .filter(|i| {
                    before[*i] != after[*i]
                        || folded(was, *i) != folded(&step.state, *i)
                        || acted == Some(Pos(*i as u8))
                })
                .map(|i| Affected {
                    seat: review.seats[i].0,
                    name: review.names[i].clone(),
                    before: before[i].0,
                    after: after[i].0,
                })
                .collect();
            let ruling = FloorRuling {
                seq: step.record.seq.0,
                at: step.record.at,
                table: table_of(review.id),
                hand: review.id.0,
                hand_no: review.hand_no,
                floor: operators
                    .get(&step.record.operator)
                    .cloned()
                    .unwrap_or_default(),
                entry: step.record.action.clone(),
                said: speak::review_entry(words, &who, review, k).unwrap_or_default(),
                rules: cited(&step.record.payload),
                reason: speak::entry_reason(words, &step.record.payload),
                affected,
            };
            if filter.keeps(&ruling) {
                out.push(ruling);
            }
        }
    }
    Ok(out)
}

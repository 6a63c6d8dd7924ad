//! `dealerdesk state`: who acts next in a hand in progress and what is legal.
use std::path::Path;

use anyhow::{Context, Result};
use serde_json::{Value, json};

use super::load_rules;
use dealerdesk::engine::{Event, HandState, Legal, Next, legal_actions};
use dealerdesk::i18n::{Args, Lang, Words};
use dealerdesk::notation::PhhHand;
use dealerdesk::replay::{ReplayError, replay_with};
use dealerdesk::rules::{HouseRules, RuleId, RuleText};
use dealerdesk::speak;

use super::replay::pots_json;

/// The `state` answer for a hand in progress.
pub fn state_json(state: &HandState, rules: &HouseRules) -> Value {
    let legal: Legal = legal_actions(state, rules);
    let next = match legal.next {
        Next::Player(p) => p.to_string(),
        Next::Dealer(_) => "dealer".to_string(),
        Next::Done => "done".to_string(),
    };
    let mut why: Vec<RuleId> = legal.why.clone();
    why.dedup();
    json!({
        "street": state.street().name(),
        "next": next,
        "legal": legal.to_notation(),
        "pots": pots_json(state),
        "bets": state.bets(),
        "stacks": state.stacks(),
        "show_order": state.show_order(rules),
        "why": why.iter().map(|id| {
            let r = rules.rule(*id);
            with_taken(json!({"rule": r.id, "cite": r.cite, "text": r.text}), &r)
        }).collect::<Vec<_>>(),
    })
}

pub(super) fn state_cmd(rules: Option<&Path>, file: &Path, words: Words) -> Result<i32> {
    let text = std::fs::read_to_string(file)
        .with_context(|| words.with("cli-cannot-read", &super::replay::path_args(file)))?;
    let hand = PhhHand::parse(&text)
        .map_err(|e| super::phh_fault(words, &file.display().to_string(), &e))?;
    let rules = match load_rules(rules, words)? {
        Some(r) => r,
        None => HouseRules::preset(hand.variant),
    };
    // Every ruling the engine applied along the way, with the action that
    // led to it: the note as data, and in English words (JSON's language).
    let english = Words::new(Lang::En);
    let who = speak::Players::of_phh(&hand);
    let mut rulings = Vec::new();
    let replayed = replay_with(&hand, &rules, |index, events| {
        for e in events {
            if let Event::Ruled { rule, note } = e {
                let ruling = json!({
                    "action_index": index, "action": hand.actions.get(index).map(|a| &a.0),
                    "rule": rule.id, "cite": rule.cite, "text": rule.text, "note": note,
                    "message": speak::note(english, &who, note)});
                rulings.push(with_taken(ruling, rule));
            }
        }
    });
    match replayed {
        Ok(state) => {
            let mut value = state_json(&state, &rules);
            value["rulings"] = json!(rulings);
            say!("{}", serde_json::to_string_pretty(&value)?);
            Ok(0)
        }
        Err(e) => {
            let value = match &e {
                ReplayError::Refused {
                    index,
                    action,
                    ruling,
                } => json!({"error": {
                    "action_index": index, "action": action, "why": ruling.why,
                    "message": speak::ruling(english, &who, ruling),
                    "rule": ruling.rule.id, "cite": ruling.rule.cite, "text": ruling.rule.text,
                    "legal": ruling.legal}}),
                ReplayError::Setup(s) => json!({"error": {
                    "setup": s, "message": speak::setup_error_of(english, &who, s)}}),
            };
            say!("{}", serde_json::to_string_pretty(&value)?);
            let why = match &e {
                ReplayError::Refused {
                    index,
                    action,
                    ruling,
                } => {
                    super::action_refused(words, *index, action, speak::ruling(words, &who, ruling))
                }
                ReplayError::Setup(s) => speak::setup_error_of(words, &who, s),
            };
            let args = Args::new()
                .str("file", file.display().to_string())
                .str("detail", why);
            eprintln!("{}", words.with("cli-phh-fault", &args));
            Ok(1)
        }
    }
}

/// A rule's JSON with, when the house file left the rule out, where its
/// citation and text were taken from (`"taken": "preset"` or `"default"`).
fn with_taken(mut value: Value, rule: &RuleText) -> Value {
    if !rule.taken.is_house() {
        value["taken"] = json!(rule.taken);
    }
    value
}

//! A reviewed step's legal options and the engine's take on its entry in
//! the reader's language, line by line for people and as JSON for
//! programs; every rule with its citation and text, as the live why-panel
//! says them.

use dealerdesk_core::chips::Pos;
use dealerdesk_core::engine::{Next, NotReopened, Note, Wager};
use dealerdesk_core::rules::RuleText;
use dealerdesk_i18n::{Args, Words};
use serde_json::{Value, json};

use super::HandReview;
use super::legal_words::legal_said;
use super::step_legal::{StepLegal, Taken};
use crate::speak::{self, Players, player};

/// One rule as the why-panel shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleSaid {
    /// The rule's id.
    pub id: &'static str,
    /// Its citation, said as the table says it.
    pub cite: String,
    /// Its text in the reader's language.
    pub text: String,
}

/// A step in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepSaid {
    /// "Hand 3, step 7 of 12: Cy (seat 3) raises to 35".
    pub head: String,
    /// Who was to act.
    pub to_act: String,
    /// What was legal, as the pad said it.
    pub legal: String,
    /// Why no raise was open to the player, with the rule's id.
    pub no_raise: Option<String>,
    /// Who a short all-in had not reopened the betting for.
    pub not_reopened: Option<String>,
    /// The pot-limit maximum.
    pub pot_limit_max: Option<String>,
    /// The bets and raises made against the cap.
    pub cap: Option<String>,
    /// How the engine took the entry, with the rule's citation.
    pub taken: Option<String>,
    /// The rules the engine applied to the entry, each with its citation.
    pub notes: Vec<String>,
    /// The rules behind the options.
    pub rules: Vec<RuleSaid>,
}

impl StepSaid {
    /// The step as lines to print.
    pub fn lines(&self) -> Vec<String> {
        let mut out = vec![self.head.clone(), self.to_act.clone(), self.legal.clone()];
        out.extend(self.pot_limit_max.iter().cloned());
        out.extend(self.cap.iter().cloned());
        out.extend(self.no_raise.iter().cloned());
        out.extend(self.not_reopened.iter().cloned());
        out.extend(self.taken.iter().cloned());
        out.extend(self.notes.iter().cloned());
        for r in &self.rules {
            out.push(format!("  {} · {}", r.id, r.cite));
            out.push(format!("    {}", r.text));
        }
        out
    }
}

/// A rule as the why-panel says it.
fn rule_said(words: Words, review: &HandReview, rule: &RuleText) -> RuleSaid {
    RuleSaid {
        id: rule.id,
        cite: speak::cite(words, rule),
        text: speak::rule_in(words, rule, &review.rules),
    }
}

/// Players as `Ana (seat 1), Bo (seat 2)`.
fn players(words: Words, who: &Players, list: &[Pos]) -> String {
    list.iter()
        .map(|p| player(words, who, *p))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The betting not reopened, as arguments.
fn not_reopened_args(words: Words, who: &Players, n: &NotReopened) -> Args {
    Args::new()
        .str("players", players(words, who, &n.players))
        .num("to", n.others_raise_to.0)
}

/// Step `s` of `review` in words.
pub fn step_said(words: Words, review: &HandReview, s: &StepLegal<'_>) -> StepSaid {
    let who = Players::of_review(review);
    let action = speak::review_entry(words, &who, review, s.step - 1).unwrap_or_default();
    let head = Args::new()
        .num("hand", review.hand_no)
        .num("step", s.step as u64)
        .num("steps", review.steps.len() as u64)
        .str("action", action.clone());
    let to_act = match s.legal.next {
        Next::Player(p) => words.with(
            "review-why-to-act",
            &Args::new().str("name", player(words, &who, p)),
        ),
        Next::Dealer(_) => words.get("review-why-dealer-acts"),
        Next::Done => words.get("review-why-nobody-acts"),
    };
    let legal = words.with(
        "review-why-legal",
        &Args::new().str("legal", legal_said(words, &who, s.before, &s.legal)),
    );
    let no_raise = s.legal.no_raise.as_ref().map(|(id, why)| {
        let args = Args::new()
            .str("rule", id.as_str())
            .str("why", speak::why(words, &who, why));
        words.with("floor-no-raise", &args)
    });
    let not_reopened = s.legal.not_reopened.as_ref().map(|n| {
        words.with(
            "review-why-not-reopened",
            &not_reopened_args(words, &who, n),
        )
    });
    let pot_limit_max = s
        .legal
        .pot_limit_max
        .map(|max| words.with("review-why-pot-limit-max", &Args::new().num("max", max.0)));
    let cap = s.legal.cap.map(|c| {
        let args = Args::new()
            .num("made", u64::from(c.made))
            .num("cap", u64::from(c.cap))
            .num("left", u64::from(c.cap.saturating_sub(c.made)));
        words.with("review-why-cap", &args)
    });
    let taken = s.taken.as_ref().map(|t| {
        let said = match t {
            Taken::Full { .. } => {
                let wager = match Wager::now(s.before, &s.legal) {
                    Wager::Bet => "bet",
                    Wager::Raise => "raise",
                    Wager::Complete => "complete",
                };
                let args = Args::new()
                    .str("action", action.clone())
                    .str("wager", wager);
                words.with("review-why-taken-full", &args)
            }
            Taken::HalfBetFull { .. } => words.with(
                "review-why-taken-half-bet",
                &Args::new().str("action", action.clone()),
            ),
            Taken::Short {
                not_reopened: Some(n),
                ..
            } => words.with(
                "review-why-taken-short",
                &not_reopened_args(words, &who, n).str("action", action.clone()),
            ),
            Taken::Short { .. } => words.with(
                "review-why-taken-short-none",
                &Args::new().str("action", action.clone()),
            ),
        };
        match t.rule() {
            Some(rule) => format!("{said} · {} · {}", rule.id, speak::cite(words, rule)),
            None => said,
        }
    });
    // The short all-in's own note says what the line above says.
    let short = matches!(s.taken, Some(Taken::Short { .. }));
    let notes = s
        .notes
        .iter()
        .filter(|(_, n)| !(short && matches!(n, Note::ShortAllIn { .. })))
        .map(|(rule, note)| {
            let said = speak::note(words, &who, note);
            format!("{said} · {} · {}", rule.id, speak::cite(words, rule))
        })
        .collect();
    let mut rules: Vec<RuleSaid> = s
        .legal
        .why
        .iter()
        .map(|id| rule_said(words, review, &review.rules.rule(*id)))
        .collect();
    if let Some(rule) = s.taken.as_ref().and_then(Taken::rule)
        && !rules.iter().any(|r| r.id == rule.id)
    {
        rules.push(rule_said(words, review, rule));
    }
    StepSaid {
        head: words.with("review-why-head", &head),
        to_act,
        legal,
        no_raise,
        not_reopened,
        pot_limit_max,
        cap,
        taken,
        notes,
        rules,
    }
}

/// Step `s` of `review` for programs: the data, each in words beside it.
pub fn step_json(words: Words, review: &HandReview, s: &StepLegal<'_>) -> Value {
    let said = step_said(words, review, s);
    let seat_of = |p: Pos| {
        json!({"seat": review.seats.get(p.index()).map(|s| s.0),
            "name": review.names.get(p.index())})
    };
    let next = match s.legal.next {
        Next::Player(p) => seat_of(p),
        Next::Dealer(_) => json!("dealer"),
        Next::Done => json!("done"),
    };
    let not_reopened = s.legal.not_reopened.as_ref().map(|n| {
        json!({"players": n.players.iter().map(|p| seat_of(*p)).collect::<Vec<_>>(),
            "others_raise_to": n.others_raise_to.0, "said": said.not_reopened})
    });
    let taken = s.taken.as_ref().map(|t| {
        let (kind, pos, to) = match t {
            Taken::Full { pos, to } => ("full", pos, to),
            Taken::HalfBetFull { pos, to, .. } => ("half-bet-full", pos, to),
            Taken::Short { pos, to, .. } => ("short", pos, to),
        };
        json!({"kind": kind, "player": seat_of(*pos), "to": to.0,
            "rule": t.rule().map(|r| r.id), "cite": t.rule().map(|r| &r.cite),
            "said": said.taken})
    });
    let rules: Vec<Value> = said
        .rules
        .iter()
        .map(|r| json!({"id": r.id, "cite": r.cite, "text": r.text}))
        .collect();
    json!({
        "hand": review.id.0,
        "hand_no": review.hand_no,
        "step": s.step,
        "steps": review.steps.len(),
        "entry": s.entry,
        "head": said.head,
        "next": next,
        "legal": s.legal.to_notation(),
        "legal_said": said.legal,
        "to_call": s.legal.check_call.map(|c| c.0),
        "raise": s.legal.raise.map(|(lo, hi)| [lo.0, hi.0]),
        "full_raise_to": s.legal.full_raise_to.map(|c| c.0),
        "pot_limit_max": s.legal.pot_limit_max.map(|c| c.0),
        "cap": s.legal.cap.map(|c| json!({"made": c.made, "cap": c.cap})),
        "no_raise": s.legal.no_raise.as_ref().map(|(id, _)| json!({"rule": id.as_str(), "said": said.no_raise})),
        "not_reopened": not_reopened,
        "taken": taken,
        "notes": said.notes,
        "rules": rules,
    })
}

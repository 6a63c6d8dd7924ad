//! A log entry as the reader reads it: its action in words (a correction
//! as of the hand before the action it corrected), a floor person's reason
//! in their own words, a dealer's take-back in the reader's language.
use dealerdesk_core::engine::HandState;
use dealerdesk_core::notation::parse_action;
use dealerdesk_i18n::{Args, Words};
use serde_json::Value;

use super::action::action;
use super::players::Players;
use crate::review::HandReview;

/// Step `k` of a reviewed hand in words, as `entry_action` says it; a
/// correction as of the hand before the action it corrected: the hand as
/// it stood before the latest earlier step that left it as the correction
/// found it (a void or a take-back put nothing in place); a step that made
/// a misdeal says so.
pub fn review_entry(words: Words, who: &Players, hand: &HandReview, k: usize) -> Option<String> {
    let before_step = |j: usize| hand.state_before(j);
    let step = hand.steps.get(k)?;
    let before = before_step(k);
    let text = step.record.action.as_str();
    let corrected = text
        .starts_with(CORRECT)
        .then(|| {
            (0..k).rev().find(|j| {
                let put = &hand.steps[*j];
                put.state == *before
                    && !put.record.action.starts_with(VOID)
                    && !put.record.action.starts_with(TAKE_BACK)
            })
        })
        .flatten()
        .map(before_step);
    let said = entry_action(words, who, (before, &step.state), corrected, text);
    if hand.misdealt_at(k) {
        return Some(words.with("entry-misdealt", &Args::new().str("action", said)));
    }
    Some(said)
}

/// An entry's action (`p3 cbr 90`) in words ("Ana (seat 1) raises to 90"),
/// as of the hand `before` it; a dealer's take-back as the action it took
/// back (its reason says so), as of the hand `after` it; a floor's void
/// (`floor void p3 cbr 90`) as the action voided, as of the hand `after` it,
/// and a correction (`floor correct p3 cc to p3 cbr 90`) as both actions,
/// as of the hand before the action corrected (`corrected`, where known:
/// without it a call reads "checks or calls"); an entry that is no action
/// of the hand (the desk's own) as the log wrote it.
pub fn entry_action(
    words: Words,
    who: &Players,
    (before, after): (&HandState, &HandState),
    corrected: Option<&HandState>,
    text: &str,
) -> String {
    let said = |text: &str, state: Option<&HandState>| {
        parse_action(text).map_or_else(|_| text.to_string(), |a| action(words, who, state, &a))
    };
    if let Some(voided) = text.strip_prefix(VOID) {
        let args = Args::new().str("action", said(voided, Some(after)));
        return words.with("entry-voided", &args);
    }
    // An ended hand's correction names it first: `floor correct hand 1: …`.
    let correction = text.strip_prefix(CORRECT).map(|t| {
        t.strip_prefix("hand ")
            .and_then(|h| h.split_once(": "))
            .map_or(t, |(_, rest)| rest)
    });
    if let Some((was, to)) = correction.and_then(|t| t.split_once(" to ")) {
        // Both stood in the same place in the hand: as of the hand before.
        let args = Args::new()
            .str("action", said(was, corrected))
            .str("to", said(to, corrected));
        return words.with("entry-corrected", &args);
    }
    match text.strip_prefix(TAKE_BACK) {
        Some(taken) => said(taken, Some(after)),
        None => said(text, Some(before)),
    }
}

/// How the log writes a dealer's take-back, before the action taken back.
const TAKE_BACK: &str = "dealer take-back ";

/// How the log writes a floor's void, before the action voided.
const VOID: &str = "floor void ";

/// How the log writes a floor's correction: `floor correct A to B`.
const CORRECT: &str = "floor correct ";

/// The words a take-back wrote as its reason before it was marked as data.
const OLD_TAKE_BACK: &str = "taken back by the dealer who entered it";

/// The reason of an entry's `payload`, if it has one.
pub fn entry_reason(words: Words, payload: &Value) -> Option<String> {
    let reason = payload.get("reason").and_then(Value::as_str);
    let taken_back = payload.get("taken_back").and_then(Value::as_bool) == Some(true);
    if taken_back || reason == Some(OLD_TAKE_BACK) {
        return Some(words.get("entry-taken-back"));
    }
    reason.filter(|r| !r.is_empty()).map(str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;
    use dealerdesk_i18n::Lang;
    use serde_json::json;

    #[test]
    fn an_entrys_action_is_said_in_words_as_of_the_hand_before_it() {
        use dealerdesk_core::chips::Chips;
        use dealerdesk_core::engine::{Action, HandSpec};
        use dealerdesk_core::rules::{HouseRules, Variant};
        let rules = HouseRules::preset(Variant::NoLimitHoldem);
        let spec = HandSpec::from_stakes(&rules.stakes, rules.game(), vec![Chips(200); 3]);
        let (mut state, _) = HandState::new(&spec, &rules).unwrap();
        for p in 0..3 {
            let cards = vec![None, None];
            state
                .play(
                    &rules,
                    &Action::DealHole {
                        to: dealerdesk_core::chips::Pos(p),
                        cards,
                    },
                )
                .unwrap();
        }
        let who = Players::new(vec![
            ("Ben".into(), crate::desk::SeatNo(3)),
            ("Cleo".into(), crate::desk::SeatNo(6)),
            ("Ana".into(), crate::desk::SeatNo(1)),
        ]);
        let en = Words::new(Lang::En);
        let at = (&state, &state);
        // A take-back, as of the hand it leaves: the call it took back.
        let mut called = state.clone();
        called
            .play(&rules, &Action::CheckCall(dealerdesk_core::chips::Pos(2)))
            .unwrap();
        assert_eq!(
            entry_action(en, &who, (&called, &state), None, "dealer take-back p3 cc"),
            "Ana (seat 1) calls"
        );
        assert_eq!(
            entry_action(en, &who, at, None, "p3 cbr 90"),
            "Ana (seat 1) raises to 90"
        );
        assert_eq!(
            entry_action(en, &who, at, None, "p3 cc"),
            "Ana (seat 1) calls"
        );
        assert_eq!(entry_action(en, &who, at, None, "desk end"), "desk end");
        // The floor's void and correction, as the actions they name.
        assert_eq!(
            entry_action(en, &who, at, None, "floor void p3 cbr 90"),
            "voided by the floor: Ana (seat 1) raises to 90"
        );
        assert_eq!(
            entry_action(en, &who, at, None, "floor correct hand 4: p3 cc to p3 f"),
            "corrected by the floor: Ana (seat 1) checks or calls, now Ana (seat 1) folds"
        );
        assert_eq!(
            entry_action(en, &who, at, None, "floor correct p3 cc to p3 f"),
            "corrected by the floor: Ana (seat 1) checks or calls, now Ana (seat 1) folds"
        );
        // With the hand before the action it corrected: the one word.
        assert_eq!(
            entry_action(
                en,
                &who,
                at,
                Some(&state),
                "floor correct p3 cc to p3 cbr 6"
            ),
            "corrected by the floor: Ana (seat 1) calls, now Ana (seat 1) raises to 6"
        );
        let cs = Words::new(Lang::Cs);
        assert_eq!(
            entry_action(cs, &who, at, None, "d exposed p3 Ah"),
            "karta A♥ odkrytá při rozdávání hráči Ana (místo 1)"
        );
    }

    #[test]
    fn a_take_back_is_said_in_the_language_and_a_floor_reason_as_given() {
        let cs = Words::new(Lang::Cs);
        let new = json!({"action": "p1 f", "reason": "", "taken_back": true});
        let old = json!({"action": "p1 f", "reason": OLD_TAKE_BACK});
        let floor = json!({"action": "p1 f", "reason": "Ana se přepsala"});
        let said = entry_reason(cs, &new).unwrap();
        assert_eq!(said, "vzal zpět krupiér, který to zadal");
        assert_eq!(entry_reason(cs, &old).unwrap(), said);
        assert_eq!(entry_reason(cs, &floor).unwrap(), "Ana se přepsala");
        assert_eq!(entry_reason(cs, &json!({"action": "p1 f"})), None);
    }
}

//! Why a log entry was made, as the reader reads it: a floor person's reason
//! in their own words, a dealer's take-back in the reader's language.
use dealerdesk_i18n::Words;
use serde_json::Value;

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

//! Rule texts in several languages: a house file may give any `text:` (of a
//! rule, the rake or the buy-in) as `{en: …, cs: …}`. The English (else the
//! first) is the rule's text; the others become `HouseRules::translations`,
//! keyed by that text, so a face shows the table's language and falls back
//! to the house file's first.
use std::collections::BTreeMap;

use serde_yaml::Value;

/// Each text's other languages, by the text.
pub type Translations = BTreeMap<String, BTreeMap<String, String>>;

/// `yaml` with every text given in several languages reduced to one, and
/// the others; `None` when no text has more than one language (the file
/// is read as it stands, with its own lines and columns for errors).
pub(super) fn split(yaml: &str) -> Option<(String, Translations)> {
    // Most files give every text as a string: not parsed twice.
    let several = yaml.lines().any(|l| {
        let l = l.trim_start();
        l == "text:" || l.starts_with("text: {")
    });
    if !several {
        return None;
    }
    let mut doc: Value = serde_yaml::from_str(yaml).ok()?;
    let mut found = Translations::new();
    let top = doc.as_mapping_mut()?;
    if let Some(rules) = top.get_mut("rules").and_then(Value::as_mapping_mut) {
        for (_, rule) in rules.iter_mut() {
            reduce(rule, &mut found);
        }
    }
    for key in ["rake", "buy_in"] {
        if let Some(entry) = top.get_mut(key) {
            reduce(entry, &mut found);
        }
    }
    if found.is_empty() {
        return None;
    }
    Some((serde_yaml::to_string(&doc).ok()?, found))
}

/// Replaces `entry.text` when it is a mapping of languages.
fn reduce(entry: &mut Value, found: &mut Translations) {
    let Some(text) = entry.as_mapping_mut().and_then(|m| m.get_mut("text")) else {
        return;
    };
    let Some(by_lang) = text.as_mapping() else {
        return;
    };
    let texts: Vec<(String, String)> = by_lang
        .iter()
        .filter_map(|(k, v)| Some((k.as_str()?.to_string(), v.as_str()?.to_string())))
        .collect();
    let Some((base_lang, base)) = texts
        .iter()
        .find(|(l, _)| l == "en")
        .or_else(|| texts.first())
        .cloned()
    else {
        return;
    };
    let others: BTreeMap<String, String> =
        texts.into_iter().filter(|(l, _)| *l != base_lang).collect();
    if !others.is_empty() {
        found.entry(base.clone()).or_default().extend(others);
    }
    *text = Value::String(base);
}

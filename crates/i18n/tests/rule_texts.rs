//! Every rule text of the bundled rulesets (`rulesets/**/*.yaml`) has its
//! wording in Czech, Polish, Danish and Hungarian (`docs/i18n/rule-texts`),
//! so a ruling under a bundled ruleset never falls back to English.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use dealerdesk_i18n::{Lang, rule_text};
use serde_yaml::Value;

fn rulesets() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rulesets");
    let mut files = Vec::new();
    let mut folders = vec![root];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("rulesets folder") {
            let path = entry.expect("ruleset entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|x| x == "yaml") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// Every plain `text:` string in `value`, with where it stands.
fn texts(value: &Value, at: &str, out: &mut BTreeMap<String, String>) {
    match value {
        Value::Mapping(map) => {
            for (key, v) in map {
                let key = key.as_str().unwrap_or("?");
                let here = format!("{at}.{key}");
                match (key, v) {
                    ("text", Value::String(s)) => {
                        out.entry(s.clone()).or_insert(here);
                    }
                    _ => texts(v, &here, out),
                }
            }
        }
        Value::Sequence(items) => {
            for (i, v) in items.iter().enumerate() {
                texts(v, &format!("{at}[{i}]"), out);
            }
        }
        _ => {}
    }
}

#[test]
fn every_bundled_rule_text_is_worded_in_every_language() {
    let mut all = BTreeMap::new();
    let files = rulesets();
    assert!(files.len() >= 20, "{} rulesets", files.len());
    for file in &files {
        let text = std::fs::read_to_string(file).expect("ruleset reads");
        let value: Value = serde_yaml::from_str(&text).expect("ruleset parses");
        let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        texts(&value, name, &mut all);
    }
    assert!(all.len() > 100, "{} distinct texts", all.len());
    let missing: Vec<String> = Lang::ALL
        .iter()
        .filter(|l| **l != Lang::En)
        .flat_map(|lang| {
            all.iter()
                .filter(|(text, _)| rule_text(*lang, text).is_none())
                .map(move |(text, at)| {
                    let head: String = text.chars().take(60).collect();
                    format!("{}: {at}: {head}…", lang.code())
                })
        })
        .collect();
    assert!(
        missing.is_empty(),
        "{} rule texts without a wording (docs/i18n/rule-texts; \
         python3 docs/i18n/check_rule_texts.py says more):\n{}",
        missing.len(),
        missing.join("\n")
    );
}

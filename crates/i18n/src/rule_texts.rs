//! Translations of the bundled rulesets' rule texts (`docs/i18n/rule-texts`),
//! keyed by the English text, so one translation serves every ruleset that
//! quotes the same rule.
use std::collections::HashMap;
use std::sync::OnceLock;

use crate::Lang;

fn source(lang: Lang) -> Option<&'static str> {
    match lang {
        Lang::En => None,
        Lang::Cs => Some(include_str!("../../../docs/i18n/rule-texts/cs.yaml")),
        Lang::Pl => Some(include_str!("../../../docs/i18n/rule-texts/pl.yaml")),
        Lang::Da => Some(include_str!("../../../docs/i18n/rule-texts/da.yaml")),
        Lang::Hu => Some(include_str!("../../../docs/i18n/rule-texts/hu.yaml")),
    }
}

type Table = HashMap<String, String>;

fn table(lang: Lang) -> Option<&'static Table> {
    static TABLES: OnceLock<Vec<Option<Table>>> = OnceLock::new();
    let all = TABLES.get_or_init(|| {
        Lang::ALL
            .into_iter()
            .map(|l| source(l).and_then(|s| serde_yaml::from_str(s).ok()))
            .collect()
    });
    all[Lang::ALL.iter().position(|l| *l == lang)?].as_ref()
}

/// The `lang` wording of a bundled rule text given in English, if there is
/// one; English itself is its own wording.
pub fn rule_text(lang: Lang, english: &str) -> Option<&'static str> {
    table(lang)?.get(english).map(String::as_str)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_but_english_has_the_same_texts() {
        let cs = table(Lang::Cs).expect("Czech rule texts parse");
        assert!(cs.len() > 100, "{} texts", cs.len());
        for lang in [Lang::Pl, Lang::Da, Lang::Hu] {
            let t = table(lang).expect("rule texts parse");
            let mut a: Vec<_> = cs.keys().collect();
            let mut b: Vec<_> = t.keys().collect();
            a.sort();
            b.sort();
            assert_eq!(a, b, "{lang}");
        }
        assert_eq!(rule_text(Lang::En, "anything"), None);
    }
}

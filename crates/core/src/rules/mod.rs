//! House rules read from YAML. `HouseRules` holds the game, the betting
//! structure, default stakes and a `RuleBook`: every option the engine consults,
//! each with the rule id (its YAML key), a citation and the rule's text, so that
//! every ruling can quote where it came from.
//!
//! - `options.rs`: the values of the house options;
//! - `house/book.rs`: the rule table (`rule_book!`), each option with its
//!   default, generating `RuleId`, `RuleBook` and `HouseRules`' accessors;
//! - `cited.rs`: what a row holds (`Rule`, `Setting`, `RuleText`) and what a
//!   house file left to its default (`Defaulted`);
//! - `house.rs`: `HouseRules`, rake and buy-in; `stakes.rs`: `Stakes`;
//! - `share.rs`: a refused percentage carried through the YAML reader;
//! - `load.rs`: reading and checking a house file;
//! - `fault.rs`: what is wrong with a house file, as data (`HouseFault`);
//! - `preset.rs`: the bundled presets;
//! - `house/rotation.rs`: a mixed game's rotation, each game a whole house.
//!
//! ```
//! use dealerdesk_core::rules::{HouseRules, Variant, RuleId};
//! let rules = HouseRules::preset(Variant::NoLimitHoldem);
//! let min_raise = rules.rule(RuleId::MinRaise);
//! assert_eq!(min_raise.id, "min_raise");
//! assert!(min_raise.cite.contains("43"));
//! ```

mod cited;
mod fault;
mod house;
mod languages;
mod load;
mod options;
mod preset;
mod share;
mod stakes;

pub use crate::game::{Game, Split, Structure, Variant};
pub use cited::{Defaulted, Rule, RuleText, Setting, Taken, Valued};
pub use fault::HouseFault;
pub use house::{BuyIn, HouseRules, Rake};
pub use house::{Every, MAX_ROTATION_GAMES, Rotation, RotationGame};
pub use house::{RuleBook, RuleId};
pub use languages::Translations;
pub use load::RulesError;
pub use options::*;
pub(crate) use share::share_refused;
pub use stakes::Stakes;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_loads_and_has_every_rule_it_needs() {
        for p in Variant::ALL {
            let rules = HouseRules::preset(p);
            for id in RuleId::ALL {
                if id.needs().applies(&rules) {
                    let r = rules.rule(*id);
                    assert!(!r.cite.is_empty() && !r.text.is_empty(), "{p:?} {id:?}");
                }
            }
        }
    }

    #[test]
    fn a_share_finer_than_kept_is_a_fault_with_its_key_and_value() {
        let text = Variant::NoLimitHoldem.text().to_string()
            + "rake:\n  percent: 10.55\n  cite: House\n  text: Ten percent.\n";
        let e = HouseRules::from_yaml(&text, "house.yaml").unwrap_err();
        assert_eq!(
            e.fault,
            HouseFault::Share {
                key: "rake".into(),
                written: "10.55".into(),
                hundredths: false,
            }
        );
        // Any other message of the parser stays its own.
        assert_eq!(HouseFault::share_in("rake: unknown field `percnt`"), None);
        let kept = text.replace("10.55", "2.5");
        assert_eq!(
            HouseRules::from_yaml(&kept, "house.yaml")
                .unwrap()
                .rake
                .map(|r| r.tenths_of_percent),
            Some(25)
        );
    }

    #[test]
    fn every_ruleset_file_loads() {
        fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
            for e in std::fs::read_dir(dir).unwrap() {
                let p = e.unwrap().path();
                if p.is_dir() {
                    walk(&p, out);
                } else if p.extension().is_some_and(|x| x == "yaml") {
                    out.push(p);
                }
            }
        }
        let mut files = Vec::new();
        walk(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rulesets"),
            &mut files,
        );
        assert_eq!(files.len(), 39, "{files:?}");
        // Each rulebook family has every game.
        for family in ["tda-2024", "roberts-rules", "wsop-2026-cash"] {
            for game in [
                "nl-holdem",
                "pl-holdem",
                "fl-holdem",
                "pl-omaha",
                "fl-omaha-hilo",
                "stud",
                "stud-hilo",
            ] {
                let want = std::path::Path::new(family).join(format!("{game}.yaml"));
                assert!(files.iter().any(|f| f.ends_with(&want)), "{want:?}");
            }
        }
        for f in files {
            if let Err(e) = HouseRules::from_file(&f) {
                panic!("{e}");
            }
        }
    }

    #[test]
    fn unknown_key_is_reported_with_line_and_column() {
        let text = Variant::NoLimitHoldem
            .text()
            .replacen("stakes:", "stakes:\n  big_blindd: 3", 1);
        let err = HouseRules::from_yaml(&text, "house.yaml").unwrap_err();
        let line = text.lines().position(|l| l.contains("big_blindd")).unwrap() + 1;
        assert_eq!(err.file, "house.yaml");
        assert_eq!(err.line, line);
        assert_eq!(err.column, 3);
        let HouseFault::Yaml { detail } = &err.fault else {
            panic!("{err}")
        };
        assert!(detail.contains("big_blindd"), "{err}");
    }

    #[test]
    fn wrong_type_is_reported_with_line() {
        let text = Variant::FixedLimitHoldem
            .text()
            .replacen("value: 4", "value: four", 1);
        let err = HouseRules::from_yaml(&text, "fl.yaml").unwrap_err();
        let line = text.lines().position(|l| l.contains("four")).unwrap() + 1;
        assert_eq!(err.line, line, "{err}");
    }

    #[test]
    fn impossible_values_are_refused_where_they_stand() {
        let text = Variant::NoLimitHoldem
            .text()
            .replacen("small_blind: 1", "small_blind: 5", 1);
        let err = HouseRules::from_yaml(&text, "nl.yaml").unwrap_err();
        let line = text
            .lines()
            .position(|l| l.contains("small_blind: 5"))
            .unwrap()
            + 1;
        assert_eq!(err.line, line);
        assert_eq!(
            err.fault,
            HouseFault::SmallOverBig {
                small: crate::chips::Chips(5),
                big: crate::chips::Chips(2)
            }
        );
    }

    #[test]
    fn a_misspelt_rule_is_named() {
        let rules = HouseRules::preset(Variant::NoLimitHoldem);
        let yaml = serde_yaml::to_string(&rules)
            .unwrap()
            .replace("  min_raise:", "  xmin_raise:");
        let err = HouseRules::from_yaml(&yaml, "x.yaml").unwrap_err();
        let HouseFault::Yaml { detail } = &err.fault else {
            panic!("{err}")
        };
        assert!(detail.contains("xmin_raise"), "{err}");
    }

    #[test]
    fn a_rule_text_left_out_is_the_bundled_preset_s_and_named() {
        let mut rules = HouseRules::preset(Variant::FixedLimitHoldem);
        rules.rules.min_raise = None;
        let yaml = serde_yaml::to_string(&rules).unwrap();
        let (read, notes) = HouseRules::load(&yaml, "x.yaml").unwrap();
        let preset = HouseRules::preset(Variant::FixedLimitHoldem);
        assert_eq!(
            read.rule(RuleId::MinRaise).text,
            preset.rule(RuleId::MinRaise).text
        );
        assert_eq!(
            read.rule(RuleId::MinRaise).cite,
            preset.rule(RuleId::MinRaise).cite
        );
        assert_eq!(read.rule(RuleId::MinRaise).taken, Taken::Preset);
        assert_eq!(preset.rule(RuleId::MinRaise).taken, Taken::House);
        assert_eq!(
            notes,
            vec![Defaulted::Text {
                id: "min_raise",
                preset: "fl-holdem.yaml"
            }]
        );
        assert_eq!(
            notes[0].to_string(),
            "rules.min_raise is not in the file: the text of the bundled fl-holdem.yaml is taken"
        );
    }

    #[test]
    fn an_option_added_since_a_log_was_written_keeps_the_default_it_was_dealt_with() {
        let mut old = HouseRules::preset(Variant::FixedLimitHoldem);
        old.rules.four_card_flop = None;
        let yaml = serde_yaml::to_string(&old).unwrap();
        let read = HouseRules::from_logged_yaml(&yaml, "log").unwrap();
        assert_eq!(read.four_card_flop(), FourCardFlop::FloorPicksBurn);
        let rule = read.rule(RuleId::FourCardFlop);
        assert_eq!(rule.cite, "TDA 2024 Rule 39-A");
        assert_eq!(rule.taken, Taken::Default);
        assert_eq!(read.rule(RuleId::MinRaise), old.rule(RuleId::MinRaise));
    }

    /// Every house option of every bundled ruleset may be left out of the
    /// file: it loads with the option's default, named by `load`.
    #[test]
    fn every_option_left_out_of_every_bundled_file_loads_with_its_default_named() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rulesets");
        let mut checked = 0;
        for file in ruleset_files(&dir) {
            let full = HouseRules::from_file(&file).unwrap();
            let yaml = serde_yaml::to_value(&full).unwrap();
            for id in RuleId::ALL.iter().filter(|id| id.is_option()) {
                let mut cut = yaml.clone();
                let Some(rules) = cut.get_mut("rules").and_then(|r| r.as_mapping_mut()) else {
                    panic!("{file:?} has no rules");
                };
                if rules.remove(id.as_str()).is_none() {
                    continue;
                }
                let text = serde_yaml::to_string(&cut).unwrap();
                let (read, notes) = HouseRules::load(&text, "cut.yaml")
                    .unwrap_or_else(|e| panic!("{file:?} without {}: {e}", id.as_str()));
                let note = notes
                    .iter()
                    .find(|n| matches!(n, Defaulted::Option { id: named, .. } if *named == id.as_str()))
                    .unwrap_or_else(|| panic!("{file:?} without {}: no note", id.as_str()));
                let Defaulted::Option { value, .. } = note else {
                    unreachable!()
                };
                assert_eq!(
                    read.chosen(*id).as_deref(),
                    Some(value.as_str()),
                    "{file:?}"
                );
                assert_eq!(read.rule(*id).taken, Taken::Default, "{file:?}");
                checked += 1;
            }
        }
        assert!(checked >= 384, "{checked} options checked");
    }

    fn ruleset_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
        let mut out = Vec::new();
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                out.extend(ruleset_files(&p));
            } else if p.extension().is_some_and(|x| x == "yaml") {
                out.push(p);
            }
        }
        out.sort();
        out
    }

    #[test]
    fn a_logged_holdem_table_without_a_button_rule_keeps_the_moving_button() {
        let mut old = HouseRules::preset(Variant::NoLimitHoldem);
        assert_eq!(old.button(), ButtonMode::Dead);
        old.rules.button = None;
        let yaml = serde_yaml::to_string(&old).unwrap();
        let read = HouseRules::from_logged_yaml(&yaml, "log").unwrap();
        assert_eq!(read.button(), ButtonMode::Moving);
        assert_eq!(read.missed_blinds(), MissedBlinds::Post);
    }

    #[test]
    fn a_house_file_without_the_seating_rules_loads_and_goes_without_them() {
        let mut rules = HouseRules::preset(Variant::NoLimitHoldem);
        rules.rules.new_player = None;
        rules.rules.seating = None;
        rules.rules.table_stakes = None;
        rules.rules.rathole = None;
        let yaml = serde_yaml::to_string(&rules).unwrap();
        let read = HouseRules::from_yaml(&yaml, "old-house.yaml").unwrap();
        assert_eq!(read.new_player(), NewPlayer::DealtIn);
        assert_eq!(read.rathole(), None);
        assert_eq!(read.cited(RuleId::Seating), None);
        assert_eq!(read.cited(RuleId::TableStakes), None);
        // The bundled families state them.
        let wsop = HouseRules::from_file(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../../rulesets/wsop-2026-cash/nl-holdem.yaml"),
        )
        .unwrap();
        assert_eq!(wsop.new_player(), NewPlayer::Wait);
        assert_eq!(wsop.rathole(), Some(60));
        assert!(wsop.cited(RuleId::TableStakes).is_some());
        let zero = yaml.replace(
            "rules:\n",
            "rules:\n  rathole:\n    value: 0\n    cite: House\n    text: None.\n",
        );
        let err = HouseRules::from_yaml(&zero, "house.yaml").unwrap_err();
        assert_eq!(err.fault, HouseFault::RatholeZero);
    }

    #[test]
    fn malformed_yaml_names_the_place() {
        let err = HouseRules::from_yaml("name: [unclosed\n", "bad.yaml").unwrap_err();
        assert_eq!(err.file, "bad.yaml");
        assert!(err.line >= 1);
        assert!(matches!(err.fault, HouseFault::Yaml { .. }), "{err}");
    }
}

//! The rulesets bundled with the program, one for each `Variant`, compiled in
//! and read once.

use super::{HouseRules, Variant};

impl HouseRules {
    /// A bundled preset, read once and shared.
    pub fn preset_ref(variant: Variant) -> &'static HouseRules {
        static PRESETS: std::sync::OnceLock<Vec<HouseRules>> = std::sync::OnceLock::new();
        let all = PRESETS.get_or_init(|| {
            Variant::ALL
                .iter()
                .map(|v| HouseRules::preset(*v))
                .collect()
        });
        &all[variant as usize]
    }

    /// A bundled preset. Presets are checked by the test suite, so this cannot
    /// fail; they state every rule text (none is taken from another preset).
    pub fn preset(variant: Variant) -> HouseRules {
        match HouseRules::load_complete(variant.text(), variant.file_name()) {
            Ok(rules) => rules,
            Err(e) => panic!("bundled preset is invalid: {e}"),
        }
    }

    /// A bundled preset named as its file (`nl-holdem` or `nl-holdem.yaml`).
    pub fn preset_named(name: &str) -> Option<HouseRules> {
        Variant::ALL
            .iter()
            .find(|p| {
                let file = p.file_name();
                name == file || Some(name) == file.strip_suffix(".yaml")
            })
            .map(|p| HouseRules::preset(*p))
    }
}

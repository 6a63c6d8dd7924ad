//! The rulesets bundled with the program: `Preset`, one for each game and
//! structure, compiled in and read once.

use super::{Game, HouseRules, Split, Structure};

/// The rulesets bundled with the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preset {
    /// No-limit Texas hold'em.
    NoLimitHoldem,
    /// Pot-limit Texas hold'em.
    PotLimitHoldem,
    /// Fixed-limit Texas hold'em.
    FixedLimitHoldem,
    /// Seven card stud, high.
    Stud,
    /// Seven card stud hi/lo eight-or-better.
    StudHiLo,
}

impl Preset {
    /// All presets.
    pub const ALL: [Preset; 5] = [
        Preset::NoLimitHoldem,
        Preset::PotLimitHoldem,
        Preset::FixedLimitHoldem,
        Preset::Stud,
        Preset::StudHiLo,
    ];

    /// The bundled preset for a game, structure and split.
    pub fn for_game(game: Game, structure: Structure, split: Split) -> Preset {
        match (game, structure, split) {
            (Game::Stud, _, Split::HiLo8) => Preset::StudHiLo,
            (Game::Stud, _, Split::High) => Preset::Stud,
            (Game::Holdem, Structure::NoLimit, _) => Preset::NoLimitHoldem,
            (Game::Holdem, Structure::PotLimit, _) => Preset::PotLimitHoldem,
            (Game::Holdem, Structure::FixedLimit, _) => Preset::FixedLimitHoldem,
        }
    }

    /// The preset's file name under `rulesets/`.
    pub fn file_name(self) -> &'static str {
        match self {
            Preset::NoLimitHoldem => "nl-holdem.yaml",
            Preset::PotLimitHoldem => "pl-holdem.yaml",
            Preset::FixedLimitHoldem => "fl-holdem.yaml",
            Preset::Stud => "stud.yaml",
            Preset::StudHiLo => "stud-hilo.yaml",
        }
    }

    /// The preset's YAML text, compiled into the program.
    pub fn text(self) -> &'static str {
        match self {
            Preset::NoLimitHoldem => include_str!("../../../../rulesets/nl-holdem.yaml"),
            Preset::PotLimitHoldem => include_str!("../../../../rulesets/pl-holdem.yaml"),
            Preset::FixedLimitHoldem => include_str!("../../../../rulesets/fl-holdem.yaml"),
            Preset::Stud => include_str!("../../../../rulesets/stud.yaml"),
            Preset::StudHiLo => include_str!("../../../../rulesets/stud-hilo.yaml"),
        }
    }
}

impl HouseRules {
    /// A bundled preset, read once and shared.
    pub fn preset_ref(preset: Preset) -> &'static HouseRules {
        static PRESETS: std::sync::OnceLock<Vec<HouseRules>> = std::sync::OnceLock::new();
        let all =
            PRESETS.get_or_init(|| Preset::ALL.iter().map(|p| HouseRules::preset(*p)).collect());
        let i = Preset::ALL.iter().position(|p| *p == preset).unwrap_or(0);
        &all[i]
    }

    /// A bundled preset. Presets are checked by the test suite, so this cannot
    /// fail; they state every rule text (none is taken from another preset).
    pub fn preset(preset: Preset) -> HouseRules {
        match HouseRules::load_complete(preset.text(), preset.file_name()) {
            Ok(rules) => rules,
            Err(e) => panic!("bundled preset is invalid: {e}"),
        }
    }

    /// A bundled preset named as its file (`nl-holdem` or `nl-holdem.yaml`).
    pub fn preset_named(name: &str) -> Option<HouseRules> {
        Preset::ALL
            .iter()
            .find(|p| {
                let file = p.file_name();
                name == file || Some(name) == file.strip_suffix(".yaml")
            })
            .map(|p| HouseRules::preset(*p))
    }
}

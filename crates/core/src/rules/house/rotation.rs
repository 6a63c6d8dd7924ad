//! A mixed-game rotation (HORSE, 8-game, any list): the house file's own
//! game is dealt first, then each game `then` lists, each for `every` (a
//! number of hands, or an orbit: as many hands as players were dealt the
//! game's first hand), and round again.
//!
//! Each game after the first is a whole house of its own: named (`house:
//! stud.yaml`, a file beside the rotation's, or a bundled preset such as
//! `stud`) and read as any house file is, or written out in full (`rules:`),
//! which is how a log records it, so a logged rotation reads back without
//! the files. A game may set its own `stakes`. Rotating by tournament level
//! is not dealt here yet: a tournament house with a rotation is refused.

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::HouseRules;
use crate::rules::RulesError;
use crate::rules::fault::HouseFault;
use crate::rules::load::{self, Games};
use crate::rules::stakes::Stakes;

/// The most games a rotation lists after the house's own.
pub const MAX_ROTATION_GAMES: usize = 15;

/// A house's rotation of games.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Rotation {
    /// When the game changes.
    pub every: Every,
    /// The games after the house's own, in order.
    pub then: Vec<RotationGame>,
    /// Where the house posts its rotation.
    pub cite: String,
    /// What it says, in the house's words.
    pub text: String,
}

/// When a rotation's game changes: written `every: {hands: 8}` or
/// `every: orbit`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(from = "EveryText", into = "EveryText")]
pub enum Every {
    /// After this many hands of each game.
    Hands(u32),
    /// After an orbit: as many hands as players were dealt the game's first.
    Orbit,
}

/// [`Every`] as a house file writes it.
#[derive(Clone, Copy, Deserialize, Serialize)]
#[serde(untagged)]
enum EveryText {
    Hands { hands: u32 },
    Word(EveryWord),
}

#[derive(Clone, Copy, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
enum EveryWord {
    Orbit,
}

impl From<EveryText> for Every {
    fn from(text: EveryText) -> Self {
        match text {
            EveryText::Hands { hands } => Every::Hands(hands),
            EveryText::Word(EveryWord::Orbit) => Every::Orbit,
        }
    }
}

impl From<Every> for EveryText {
    fn from(every: Every) -> Self {
        match every {
            Every::Hands(hands) => EveryText::Hands { hands },
            Every::Orbit => EveryText::Word(EveryWord::Orbit),
        }
    }
}

/// One game of a rotation after the house's own.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RotationGame {
    /// The house file it was read from, as the rotation names it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub house: Option<String>,
    /// Its stakes, where they differ from its house file's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stakes: Option<Stakes>,
    /// Its whole rules, once read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<Box<HouseRules>>,
}

impl HouseRules {
    /// The rotation's games in the order dealt, the house's own first
    /// (without its rotation): empty for a house of one game.
    pub fn rotation_games(&self) -> Vec<HouseRules> {
        let Some(rotation) = &self.rotation else {
            return Vec::new();
        };
        let own = HouseRules {
            rotation: None,
            ..self.clone()
        };
        std::iter::once(own)
            .chain(
                rotation
                    .then
                    .iter()
                    .filter_map(|g| g.rules.as_deref().cloned()),
            )
            .collect()
    }

    /// Reads each game of the rotation (from `folder`, or the bundled
    /// presets), checks it as a house file of its own, and keeps it whole.
    pub(in crate::rules) fn read_rotation(
        &mut self,
        text: &str,
        file: &str,
        games: Games<'_>,
    ) -> Result<(), RulesError> {
        let tournament = self.tournament.is_some();
        let Some(rotation) = &mut self.rotation else {
            return Ok(());
        };
        let folder = match games {
            Games::From(folder) => folder,
            Games::Refused => {
                let (line, column) = load::locate(text, "rotation");
                return Err(RulesError {
                    file: file.to_string(),
                    line,
                    column,
                    fault: HouseFault::RotationNested,
                });
            }
        };
        let at = |fault: HouseFault| {
            let (line, column) = load::locate(text, "rotation");
            RulesError {
                file: file.to_string(),
                line,
                column,
                fault,
            }
        };
        if tournament {
            return Err(at(HouseFault::RotationInTournament));
        }
        if rotation.every == Every::Hands(0) {
            return Err(at(HouseFault::RotationEveryZero));
        }
        if rotation.then.is_empty() || rotation.then.len() > MAX_ROTATION_GAMES {
            return Err(at(HouseFault::RotationGames {
                games: rotation.then.len(),
                max: MAX_ROTATION_GAMES,
            }));
        }
        for game in &mut rotation.then {
            let mut rules = match (&game.rules, &game.house) {
                (Some(rules), _) => {
                    let yaml = serde_yaml::to_string(rules).map_err(|e| {
                        at(HouseFault::Yaml {
                            detail: e.to_string(),
                        })
                    })?;
                    HouseRules::load_in(&yaml, file, Games::Refused)?.0
                }
                (None, Some(name)) => read_named(name, folder).ok_or_else(|| {
                    at(HouseFault::RotationHouseUnknown {
                        house: name.clone(),
                    })
                })??,
                (None, None) => {
                    return Err(at(HouseFault::RotationHouseUnknown {
                        house: String::new(),
                    }));
                }
            };
            if rules.tournament.is_some() {
                return Err(at(HouseFault::RotationNested));
            }
            if let Some(stakes) = &game.stakes {
                rules.stakes = stakes.clone();
                let yaml = serde_yaml::to_string(&rules).map_err(|e| {
                    at(HouseFault::Yaml {
                        detail: e.to_string(),
                    })
                })?;
                rules = HouseRules::load_in(&yaml, file, Games::Refused)?.0;
            }
            game.rules = Some(Box::new(rules));
        }
        Ok(())
    }
}

/// The house file `name` beside the rotation's (when read from a folder),
/// else the bundled preset of that name; `None` when there is neither.
fn read_named(name: &str, folder: Option<&Path>) -> Option<Result<HouseRules, RulesError>> {
    let beside = folder.map(|f| f.join(name)).filter(|p| {
        // Only a file in the rotation's own folder.
        p.is_file() && Path::new(name).components().count() == 1
    });
    match beside {
        Some(path) => Some(read_game_file(&path)),
        None => HouseRules::preset_named(name).map(Ok),
    }
}

/// A game's house file, which may hold no rotation of its own.
fn read_game_file(path: &Path) -> Result<HouseRules, RulesError> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| RulesError {
        file: name.clone(),
        line: 0,
        column: 0,
        fault: HouseFault::Unreadable {
            detail: e.to_string(),
        },
    })?;
    HouseRules::load_in(&text, &name, Games::Refused).map(|(rules, _)| rules)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    fn hose_text() -> String {
        std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rulesets/wsop-2026-cash/hose.yaml"),
        )
        .expect("the bundled HOSE house")
    }

    #[test]
    fn a_rotation_reads_each_game_as_a_house_of_its_own_at_its_limits() {
        let path =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rulesets/wsop-2026-cash/hose.yaml");
        let house = HouseRules::from_file(&path).expect("HOSE reads");
        let games = house.rotation_games();
        let variants: Vec<Variant> = games.iter().map(HouseRules::variant).collect();
        assert_eq!(
            variants,
            [
                Variant::FixedLimitHoldem,
                Variant::FixedLimitOmahaHiLo,
                Variant::Stud,
                Variant::StudHiLo
            ]
        );
        assert_eq!(games[2].stakes.bring_in.0, 3);
        assert_eq!(games[2].stakes.big_bet.0, 20);
        assert!(games.iter().all(|g| g.rotation.is_none()));
        // As a log records it: every game written out, read back the same.
        let logged = serde_yaml::to_string(&house).expect("written");
        let read = HouseRules::from_logged_yaml(&logged, "the log").expect("read back");
        assert_eq!(read.rotation_games(), games);
    }

    #[test]
    fn horse_deals_razz_from_the_bundled_razz_house_between_omaha_and_stud() {
        let path =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rulesets/wsop-2026-cash/horse.yaml");
        let house = HouseRules::from_file(&path).expect("HORSE reads");
        let variants: Vec<Variant> = house
            .rotation_games()
            .iter()
            .map(HouseRules::variant)
            .collect();
        assert_eq!(
            variants,
            [
                Variant::FixedLimitHoldem,
                Variant::FixedLimitOmahaHiLo,
                Variant::Razz,
                Variant::Stud,
                Variant::StudHiLo
            ]
        );
    }

    #[test]
    fn a_rotation_that_cannot_be_dealt_is_refused_at_its_line() {
        let text = hose_text();
        let fault = |t: &str| {
            HouseRules::from_yaml(t, "mixed.yaml")
                .map(|_| ())
                .unwrap_err()
        };
        let line = text
            .lines()
            .position(|l| l == "rotation:")
            .expect("the rotation")
            + 1;
        let zero = fault(&text.replace("hands: 8", "hands: 0"));
        assert_eq!(
            (zero.fault, zero.line),
            (HouseFault::RotationEveryZero, line)
        );
        // Read from text, a game is a bundled house or written out.
        let unknown = fault(&text.replace("house: stud.yaml", "house: nowhere.yaml"));
        assert_eq!(
            unknown.fault,
            HouseFault::RotationHouseUnknown {
                house: "nowhere.yaml".into()
            }
        );
        let bundled = text.replace("house: stud.yaml", "house: stud");
        assert!(HouseRules::from_yaml(&bundled, "mixed.yaml").is_ok());
        let none = fault(&text.replace("    - house: stud.yaml\n", "    - \n"));
        assert_eq!(
            none.fault,
            HouseFault::RotationHouseUnknown {
                house: String::new()
            }
        );
    }

    #[test]
    fn a_game_that_is_itself_a_rotation_is_refused_without_reading_it_again() {
        let dir = std::env::temp_dir().join(format!("dealerdesk-rotation-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a folder");
        // A rotation naming itself as one of its games.
        let own = dir.join("loop.yaml");
        std::fs::write(
            &own,
            hose_text().replace("house: stud.yaml", "house: loop.yaml"),
        )
        .expect("written");
        let fault = HouseRules::from_file(&own).map(|_| ()).unwrap_err().fault;
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(fault, HouseFault::RotationNested);
        // A game written out with a rotation of its own.
        let house = HouseRules::from_yaml(
            &hose_text().replace("house: stud.yaml", "house: stud"),
            "hose.yaml",
        )
        .expect("reads");
        let mut nested = house.clone();
        if let Some(r) = nested.rotation.as_mut() {
            r.then[0].rules = Some(Box::new(house));
        }
        let text = serde_yaml::to_string(&nested).expect("written");
        let fault = HouseRules::from_yaml(&text, "log")
            .map(|_| ())
            .unwrap_err()
            .fault;
        assert_eq!(fault, HouseFault::RotationNested);
    }
}

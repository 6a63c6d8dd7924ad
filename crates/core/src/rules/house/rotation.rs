//! A mixed-game rotation (HORSE, 8-game, any list): the house file's own
//! game is dealt first, then each game `then` lists, each for `every` (a
//! number of hands, an orbit: as many hands as players were dealt the
//! game's first hand, or at a tournament a level: level N deals game
//! (N - 1) mod the number of games, at the stakes its row of the structure
//! gives that game), and round again.
//!
//! Each game after the first is a whole house of its own: named (`house:
//! stud.yaml`, a file beside the rotation's, or a bundled preset such as
//! `stud`) and read as any house file is, or written out in full (`rules:`),
//! which is how a log records it, so a logged rotation reads back without
//! the files. A game may set its own `stakes`. A tournament rotates by
//! level only, and each game of it carries the house's tournament, so a
//! change of game goes on with the same tournament.

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::HouseRules;
use crate::game::Opener;
use crate::rules::cited::{Defaulted, Setting, Taken};
use crate::rules::fault::HouseFault;
use crate::rules::load::{self, Games};
use crate::rules::stakes::Stakes;
use crate::rules::{RuleId, RulesError};
use crate::tournament::Period;

/// The citation of a rotation's table size where its house states none.
const ROTATION_TABLE_CITE: &str = "House; the smallest table its games are dealt to";

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

/// When a rotation's game changes: written `every: {hands: 8}`,
/// `every: orbit` or `every: level`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(from = "EveryText", into = "EveryText")]
pub enum Every {
    /// After this many hands of each game.
    Hands(u32),
    /// After an orbit: as many hands as players were dealt the game's first.
    Orbit,
    /// At the first hand of each tournament level.
    Level,
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
    Level,
}

impl From<EveryText> for Every {
    fn from(text: EveryText) -> Self {
        match text {
            EveryText::Hands { hands } => Every::Hands(hands),
            EveryText::Word(EveryWord::Orbit) => Every::Orbit,
            EveryText::Word(EveryWord::Level) => Every::Level,
        }
    }
}

impl From<Every> for EveryText {
    fn from(every: Every) -> Self {
        match every {
            Every::Hands(hands) => EveryText::Hands { hands },
            Every::Orbit => EveryText::Word(EveryWord::Orbit),
            Every::Level => EveryText::Word(EveryWord::Level),
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
    /// (without its rotation), each with the house's tournament: empty for
    /// a house of one game.
    pub fn rotation_games(&self) -> Vec<HouseRules> {
        let Some(rotation) = &self.rotation else {
            return Vec::new();
        };
        let own = HouseRules {
            rotation: None,
            ..self.clone()
        };
        let then = rotation.then.iter().filter_map(|g| {
            g.rules.as_deref().map(|r| HouseRules {
                tournament: self.tournament.clone(),
                ..r.clone()
            })
        });
        std::iter::once(own).chain(then).collect()
    }

    /// The place in the rotation of the game tournament level `level`
    /// deals, for a rotation by level.
    pub fn rotation_game_at_level(&self, level: u32) -> Option<usize> {
        let rotation = self.rotation.as_ref().filter(|r| r.every == Every::Level)?;
        let games = rotation.then.len() + 1;
        Some(level.saturating_sub(1) as usize % games)
    }

    /// Each level of a rotation by level gives the stakes of the game it
    /// deals (a stud game's bring-in among them).
    fn check_level_stakes(&self) -> Result<(), HouseFault> {
        let (Some(t), Some(_)) = (&self.tournament, &self.rotation) else {
            return Ok(());
        };
        let games = self.rotation_games();
        for (n, level) in (1..).zip(t.levels.iter().filter_map(|p| match p {
            Period::Level(l) => Some(l),
            Period::Break(_) => None,
        })) {
            let Some(game) = self.rotation_game_at_level(n).and_then(|i| games.get(i)) else {
                continue;
            };
            let dealt = HouseRules {
                stakes: level.stakes_for(game.game(), game.structure()),
                ..game.clone()
            };
            let no_bring_in =
                game.game.def().opener == Opener::BringIn && dealt.stakes.bring_in.is_zero();
            if no_bring_in || dealt.check_stakes().is_err() {
                return Err(HouseFault::RotationLevelStakes {
                    level: n,
                    game: game.game,
                });
            }
        }
        Ok(())
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
        match (tournament, rotation.every) {
            (true, Every::Level) | (false, Every::Hands(_) | Every::Orbit) => {}
            (true, _) => return Err(at(HouseFault::RotationInTournament)),
            (false, Every::Level) => return Err(at(HouseFault::RotationLevelCash)),
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
        self.deal_to_one_table_size().map_err(at)?;
        self.check_level_stakes().map_err(at)
    }

    /// The note of a rotation's table size left out of its house file says
    /// the size the rotation takes, not its first game's.
    pub(in crate::rules) fn note_rotation_defaults(&self, notes: &mut [Defaulted]) {
        if self.rotation.is_none() {
            return;
        }
        for note in notes {
            if let Defaulted::Option { id, value, cite } = note
                && *id == RuleId::TableSize.as_str()
            {
                *value = self.table_size().to_string();
                *cite = ROTATION_TABLE_CITE;
            }
        }
    }

    /// Every game of the rotation is dealt to the house's table size; a
    /// house that states none takes the smallest its games are dealt to.
    /// A size one of its games cannot be dealt to is refused.
    fn deal_to_one_table_size(&mut self) -> Result<(), HouseFault> {
        let games = self.rotation_games();
        let stated = self.rules.taken(RuleId::TableSize) != Taken::Default;
        let size = match stated {
            true => self.table_size(),
            false => games.iter().map(HouseRules::table_size).min().unwrap_or(2),
        };
        for game in &games {
            game.check_table_size(size)?;
        }
        let setting = match (&self.rules.table_size, stated) {
            (Some(house), true) => house.clone(),
            _ => Setting {
                value: size,
                cite: ROTATION_TABLE_CITE.into(),
                text: "A mixed game is dealt at the smallest table any of its games is dealt to, so every game of it is dealt to everyone seated.".into(),
                taken: Taken::Default,
            },
        };
        self.rules.table_size = Some(setting.clone());
        let then = self.rotation.iter_mut().flat_map(|r| r.then.iter_mut());
        for rules in then.filter_map(|g| g.rules.as_deref_mut()) {
            rules.rules.table_size = Some(setting.clone());
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
    fn eight_game_deals_its_eight_games_the_big_bet_ones_at_blinds_of_5_and_10() {
        let path =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rulesets/wsop-2026-cash/8-game.yaml");
        let house = HouseRules::from_file(&path).expect("8-game reads");
        let games = house.rotation_games();
        let variants: Vec<Variant> = games.iter().map(HouseRules::variant).collect();
        assert_eq!(
            variants,
            [
                Variant::FixedLimitHoldem,
                Variant::FixedLimitOmahaHiLo,
                Variant::Razz,
                Variant::Stud,
                Variant::StudHiLo,
                Variant::NoLimitHoldem,
                Variant::PotLimitOmaha,
                Variant::FixedLimitTripleDraw
            ]
        );
        let blinds = |g: &HouseRules| (g.stakes.small_blind.0, g.stakes.big_blind.0);
        assert_eq!(blinds(&games[5]), (5, 10));
        assert_eq!(blinds(&games[6]), (5, 10));
        assert_eq!(games[7].stakes.big_bet.0, 20);
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

    fn horse_tournament() -> (std::path::PathBuf, String) {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../rulesets/tda-2024/horse-tournament.yaml");
        let text = std::fs::read_to_string(&path).expect("the bundled HORSE tournament");
        (path, text)
    }

    #[test]
    fn a_tournament_rotating_by_level_deals_each_level_its_games_stakes() {
        let (path, _) = horse_tournament();
        let house = HouseRules::from_file(&path).expect("the HORSE tournament reads");
        let games = house.rotation_games();
        // Each game goes on with the house's tournament.
        assert!(games.iter().all(|g| g.tournament == house.tournament));
        let t = house.tournament.as_ref().expect("a tournament");
        let at = |n: u32| {
            let game = &games[house.rotation_game_at_level(n).expect("by level")];
            let stakes = t
                .level(n)
                .expect("the level")
                .stakes_for(game.game(), game.structure());
            (game.variant(), stakes)
        };
        let (variant, s) = at(1);
        assert_eq!(variant, Variant::FixedLimitHoldem);
        let got = (s.small_blind.0, s.big_blind.0, s.small_bet.0, s.big_bet.0);
        assert_eq!(got, (100, 200, 200, 400));
        assert_eq!((s.ante.0, s.bring_in.0), (0, 0));
        let (variant, s) = at(3);
        assert_eq!(variant, Variant::Razz);
        let got = (s.ante.0, s.bring_in.0, s.small_bet.0, s.big_bet.0);
        assert_eq!(got, (50, 100, 400, 800));
        assert_eq!((s.small_blind.0, s.big_blind.0), (0, 0));
        // Level 6 comes round to hold'em again.
        assert_eq!(at(6).0, Variant::FixedLimitHoldem);
        assert_eq!(at(9).0, Variant::Stud);
    }

    #[test]
    fn a_rotation_by_level_outside_a_tournament_or_by_hands_inside_one_is_refused() {
        let (_, text) = horse_tournament();
        let fault = |t: &str| {
            HouseRules::from_yaml(t, "mixed.yaml")
                .map(|_| ())
                .unwrap_err()
                .fault
        };
        let by_hands = text.replace("every: level", "every: {hands: 8}");
        assert_eq!(fault(&by_hands), HouseFault::RotationInTournament);
        let cash = hose_text().replace("  every:\n    hands: 8\n", "  every: level\n");
        assert_eq!(fault(&cash), HouseFault::RotationLevelCash);
        // Level 2 deals Omaha hi/lo, and its row gives no limits.
        let no_limits = text.replace("small_bet: 300, big_bet: 600, ", "");
        assert_eq!(
            fault(&no_limits),
            HouseFault::RotationLevelStakes {
                level: 2,
                game: crate::rules::Game::Omaha
            }
        );
        // Level 3 deals razz, and its row gives no bring-in.
        let no_bring_in = text.replace("bring_in: 100, stud_ante: 50", "stud_ante: 50");
        assert_eq!(
            fault(&no_bring_in),
            HouseFault::RotationLevelStakes {
                level: 3,
                game: crate::rules::Game::Razz
            }
        );
    }
}

//! Reading a house file: YAML parsed with the place of any error (file,
//! line, column), options the file leaves out set to their defaults and rule
//! texts it leaves out taken from the bundled preset for the game (each named
//! in a `Defaulted` note), then the whole checked (`validate`).

use std::path::Path;

use super::RuleId;
use super::cited::Defaulted;
use super::fault::HouseFault;
use super::{HouseRules, Structure, Variant};
use crate::chips::Chips;
use crate::game::Opener;
use crate::limits::Bound;

/// Where a rotation's games named by file are read from.
#[derive(Clone, Copy)]
pub(in crate::rules) enum Games<'a> {
    /// From this folder (else the bundled presets).
    From(Option<&'a Path>),
    /// Nowhere: the house is itself a game of a rotation, and may hold none.
    Refused,
}

/// A ruleset file that could not be used, with where the problem is.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{column}: {fault}")]
pub struct RulesError {
    /// The file (or preset) name.
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// What is wrong.
    pub fault: HouseFault,
}

/// A fault of the house file and the key it is placed at.
type Keyed = (&'static str, HouseFault);

impl HouseRules {
    /// Reads and checks a ruleset; `file` names it in errors. Options it
    /// leaves out take their defaults, rule texts it leaves out the bundled
    /// preset's: `load` says which.
    pub fn from_yaml(text: &str, file: &str) -> Result<HouseRules, RulesError> {
        HouseRules::load(text, file).map(|(rules, _)| rules)
    }

    /// Reads and checks a ruleset, with a note for each option left at its
    /// default and each rule text taken from the bundled preset.
    pub fn load(text: &str, file: &str) -> Result<(HouseRules, Vec<Defaulted>), RulesError> {
        HouseRules::load_in(text, file, Games::From(None))
    }

    /// [`load`](Self::load), a rotation's games read as `games` says.
    pub(in crate::rules) fn load_in(
        text: &str,
        file: &str,
        games: Games<'_>,
    ) -> Result<(HouseRules, Vec<Defaulted>), RulesError> {
        let mut rules = parse_yaml(text, file)?;
        let mut notes = rules.fill_defaults();
        let preset = rules.checked_variant(text, file)?;
        let needed: Vec<RuleId> = RuleId::ALL
            .iter()
            .copied()
            .filter(|id| id.needs().applies(&rules))
            .collect();
        let filled = rules.rules.fill_texts(
            &HouseRules::preset_ref(preset).rules,
            preset.file_name(),
            |id| needed.contains(&id),
        );
        notes.extend(filled);
        rules.validate(text, file)?;
        rules.read_rotation(text, file, games)?;
        rules.note_rotation_defaults(&mut notes);
        Ok((rules, notes))
    }

    /// Reads a ruleset that states every rule text itself (a bundled preset):
    /// options it leaves out take their defaults.
    pub(super) fn load_complete(text: &str, file: &str) -> Result<HouseRules, RulesError> {
        let mut rules = parse_yaml(text, file)?;
        rules.fill_defaults();
        rules.validate(text, file)?;
        Ok(rules)
    }

    /// Reads rules recorded in a log, by this version or an earlier one: an
    /// option added since keeps the default it had before it existed (the way
    /// the log was dealt), a rule text added since is the bundled preset's.
    pub fn from_logged_yaml(text: &str, file: &str) -> Result<HouseRules, RulesError> {
        HouseRules::from_yaml(text, file)
    }

    /// Reads a ruleset file.
    pub fn from_file(path: &Path) -> Result<HouseRules, RulesError> {
        HouseRules::load_file(path).map(|(rules, _)| rules)
    }

    /// Reads a ruleset file, with the notes of `load`.
    pub fn load_file(path: &Path) -> Result<(HouseRules, Vec<Defaulted>), RulesError> {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| RulesError {
            file: name.clone(),
            line: 0,
            column: 0,
            fault: HouseFault::Unreadable {
                detail: e.to_string(),
            },
        })?;
        HouseRules::load_in(&text, &name, Games::From(path.parent()))
    }

    /// The loaded file holds together: the variant, every rule the game
    /// needs, amounts the engine can count, the house's settings, the
    /// stakes for the game's opener, and the tournament. A fault is placed
    /// at the key that holds it.
    fn validate(&self, text: &str, file: &str) -> Result<(), RulesError> {
        self.checked_variant(text, file)?;
        let placed = |(key, fault): Keyed| {
            let (line, column) = locate(text, key);
            RulesError {
                file: file.to_string(),
                line,
                column,
                fault,
            }
        };
        self.check_rules_present()
            .and_then(|()| self.check_amounts())
            .and_then(|()| self.check_settings())
            .and_then(|()| self.check_stakes())
            .map_err(placed)?;
        if let Some(t) = &self.tournament {
            if self.rake.is_some() || self.buy_in.is_some() {
                return Err(placed(("tournament", HouseFault::TournamentCash)));
            }
            t.check().map_err(|(key, fault)| {
                let (line, column) = locate_after(text, "tournament", key);
                RulesError {
                    file: file.to_string(),
                    line,
                    column,
                    fault: HouseFault::Tournament(fault),
                }
            })?;
        }
        Ok(())
    }

    /// Every rule the game, structure and settings need is written.
    fn check_rules_present(&self) -> Result<(), Keyed> {
        for id in RuleId::ALL {
            if id.needs().applies(self) && self.rules.entry(*id).is_none() {
                return Err((
                    "rules",
                    HouseFault::MissingRule {
                        rule: id.as_str(),
                        game: self.game,
                        structure: self.structure,
                    },
                ));
            }
        }
        Ok(())
    }

    /// No stake is more chips than the engine counts.
    fn check_amounts(&self) -> Result<(), Keyed> {
        let s = &self.stakes;
        for (key, amount) in [
            ("small_blind", s.small_blind),
            ("big_blind", s.big_blind),
            ("straddle", s.straddle),
            ("ante", s.ante),
            ("bring_in", s.bring_in),
            ("small_bet", s.small_bet),
            ("big_bet", s.big_bet),
        ] {
            if amount > Chips::MAX {
                return Err((key, HouseFault::TooManyChips { key, amount }));
            }
        }
        Ok(())
    }

    /// The house's settings can be played: rathole time, stud's short
    /// stub, the raise cap, the rake, the odd chip's unit, the table size.
    fn check_settings(&self) -> Result<(), Keyed> {
        if self.rathole() == Some(0) {
            return Err(("rathole", HouseFault::RatholeZero));
        }
        if !self.game.def().has_board() && self.stud_short_stub() > 3 {
            return Err((
                "stud_short_stub",
                HouseFault::StubSpares {
                    spares: self.stud_short_stub(),
                },
            ));
        }
        if self.raise_cap() == Some(0) {
            return Err(("raise_cap", HouseFault::RaiseCapZero));
        }
        if let Some(rake) = &self.rake {
            if rake.increment.is_zero() {
                return Err(("increment", HouseFault::RakeIncrementZero));
            }
            if rake.cite.trim().is_empty() || rake.text.trim().is_empty() {
                return Err(("rake", HouseFault::RakeUncited));
            }
        }
        if self.odd_chip_unit().is_zero() {
            return Err(("odd_chip_unit", HouseFault::OddChipUnitZero));
        }
        if self.structure == Structure::FixedLimit && self.raise_cap().is_none() {
            return Err(("raise_cap", HouseFault::LimitNeedsCap));
        }
        self.check_table_size(self.table_size())
            .map_err(|fault| ("table_size", fault))
    }

    /// A table of `size` players can be dealt this house's game.
    pub(in crate::rules) fn check_table_size(&self, size: u8) -> Result<(), HouseFault> {
        let max = self.game.def().max_players;
        if (2..=max).contains(&usize::from(size)) {
            Ok(())
        } else {
            Err(HouseFault::TableSize {
                game: self.game,
                size,
                max: max as u8,
            })
        }
    }

    /// The stakes fit the game's opener (blinds, or a stud bring-in) and
    /// a fixed limit's bets.
    pub(in crate::rules) fn check_stakes(&self) -> Result<(), Keyed> {
        let s = &self.stakes;
        match self.game.def().opener {
            Opener::Blinds => {
                if s.big_blind.is_zero() {
                    return Err(("big_blind", HouseFault::NoBigBlind));
                }
                if s.small_blind > s.big_blind {
                    return Err((
                        "small_blind",
                        HouseFault::SmallOverBig {
                            small: s.small_blind,
                            big: s.big_blind,
                        },
                    ));
                }
                if !s.straddle.is_zero() && s.straddle < s.big_blind {
                    return Err((
                        "straddle",
                        HouseFault::StraddleUnderBig {
                            straddle: s.straddle,
                            big: s.big_blind,
                        },
                    ));
                }
            }
            Opener::BringIn => {
                if !s.small_blind.is_zero() || !s.big_blind.is_zero() || !s.straddle.is_zero() {
                    return Err(("stakes", HouseFault::BlindsInStud { game: self.game }));
                }
                if s.bring_in > s.small_bet {
                    return Err((
                        "bring_in",
                        HouseFault::BringInOverSmallBet {
                            bring_in: s.bring_in,
                            small_bet: s.small_bet,
                        },
                    ));
                }
            }
        }
        if self.structure == Structure::FixedLimit
            && (s.small_bet.is_zero() || s.big_bet < s.small_bet)
        {
            return Err(("small_bet", HouseFault::LimitBets));
        }
        Ok(())
    }

    /// The variant these rules deal; a game, structure and split dealt
    /// nowhere here is refused, naming what is.
    pub(super) fn checked_variant(&self, text: &str, file: &str) -> Result<Variant, RulesError> {
        Variant::of(self.game, self.structure, self.split).ok_or_else(|| {
            let dealt = Variant::ALL
                .iter()
                .filter(|v| v.game() == self.game)
                .map(|v| (v.def().structure, v.def().split))
                .collect();
            let (line, column) = locate(text, "structure");
            RulesError {
                file: file.to_string(),
                line,
                column,
                fault: HouseFault::NotDealt {
                    game: self.game,
                    structure: self.structure,
                    split: self.split,
                    dealt,
                },
            }
        })
    }
}

/// Reads the YAML without checking it; errors carry the place.
fn parse_yaml(text: &str, file: &str) -> Result<HouseRules, RulesError> {
    crate::limits::check_text(text).map_err(|e| RulesError {
        file: file.to_string(),
        line: e.line,
        column: e.column,
        fault: match e.bound {
            Bound::Bytes { bytes } => HouseFault::TooLarge {
                bytes,
                max: crate::limits::MAX_TEXT_BYTES,
            },
            Bound::Nesting => HouseFault::TooDeep {
                max: crate::limits::MAX_NESTING,
            },
        },
    })?;
    // Texts in several languages: one text each, the others aside.
    let mut rules = match super::languages::split(text) {
        None => parse_one_language(text, file)?,
        Some((one_language, translations)) => {
            let mut rules = parse_one_language(&one_language, file)?;
            for (base, others) in translations {
                rules.translations.entry(base).or_default().extend(others);
            }
            rules
        }
    };
    // Rules a log kept before `Taken` say it in English after the citation.
    rules.rules.read_old_notes();
    Ok(rules)
}

fn parse_one_language(text: &str, file: &str) -> Result<HouseRules, RulesError> {
    serde_yaml::from_str(text).map_err(|e| {
        let (line, column) = e.location().map_or((1, 1), |l| (l.line(), l.column()));
        let message = e.to_string();
        let detail = message.split(" at line ").next().unwrap_or("").to_string();
        RulesError {
            file: file.to_string(),
            line,
            column,
            fault: HouseFault::share_in(&detail).unwrap_or(HouseFault::Yaml { detail }),
        }
    })
}

/// The place of the first `key:` after the first `section:`, or of the
/// section itself.
fn locate_after(text: &str, section: &str, key: &str) -> (usize, usize) {
    let (start, _) = locate(text, section);
    let rest: String = text
        .lines()
        .skip(start.saturating_sub(1))
        .collect::<Vec<_>>()
        .join("\n");
    let (line, column) = locate_flow(&rest, key);
    if (line, column) == (0, 0) {
        (start, 1)
    } else {
        (start + line - 1, column)
    }
}

/// The first `key:` in the text, in block or flow style (`{ key: 1 }`);
/// (0, 0) when absent.
fn locate_flow(text: &str, key: &str) -> (usize, usize) {
    let needle = format!("{key}:");
    text.lines()
        .enumerate()
        .find_map(|(i, line)| {
            let col = line.find(&needle)?;
            let before = line[..col].chars().last();
            matches!(before, None | Some(' ' | '{' | '-' | ',')).then_some((i + 1, col + 1))
        })
        .unwrap_or((0, 0))
}

/// The 1-based line and column of the first `key:` in the text.
pub(in crate::rules) fn locate(text: &str, key: &str) -> (usize, usize) {
    let needle = format!("{key}:");
    text.lines()
        .enumerate()
        .find_map(|(i, line)| {
            let col = line.find(&needle)?;
            let before = &line[..col];
            before
                .chars()
                .all(|c| c == ' ' || c == '-')
                .then_some((i + 1, col + 1))
        })
        .unwrap_or((1, 1))
}

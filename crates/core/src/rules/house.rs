//! `HouseRules`: the game, the betting structure, default stakes, the rule
//! book and the house's cash-game settings (rake, buy-in), with the rule texts
//! a ruling quotes.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

mod book;
mod rotation;

pub use book::{RuleBook, RuleId};
pub use rotation::{Every, MAX_ROTATION_GAMES, Rotation, RotationGame};

use super::cited::{RuleText, Taken};
use super::stakes::Stakes;
use super::{Game, Split, Structure, Variant};
use crate::chips::Chips;
use crate::tournament::Tournament;

/// A complete set of house rules.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct HouseRules {
    /// A short name, e.g. "No-limit hold'em (TDA 2024)".
    pub name: String,
    /// The rulebook the house follows.
    pub follows: String,
    /// The game (with the structure and split, a `Variant`: checked when
    /// the rules are read, so these three are set only there).
    pub(super) game: Game,
    /// The betting structure.
    pub(super) structure: Structure,
    /// High only, or hi/lo eight-or-better.
    #[serde(default = "default_split")]
    pub(super) split: Split,
    /// Default stakes for a new table.
    pub stakes: Stakes,
    /// The rules themselves.
    pub rules: RuleBook,
    /// The house's rake on cash-game pots; none in tournaments.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rake: Option<Rake>,
    /// The house's buy-in limits for a cash game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub buy_in: Option<BuyIn>,
    /// The tournament structure, for a tournament table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<Tournament>,
    /// The games a mixed-game table rotates through, after this one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rotation: Option<Rotation>,
    /// The language the room's faces speak (`en`, `cs`, `pl`, `da`, `hu`),
    /// unless a person or the command line chooses another.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// The rule texts in other languages, by the text (from `text: {en: …,
    /// cs: …}` in the house file).
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub translations: super::Translations,
}

/// How many chips a player may bring to a cash table, in big blinds (no
/// limit, pot limit) or big bets (fixed limit and stud).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct BuyIn {
    /// The least a player sits down with (0: no minimum).
    #[serde(default)]
    pub min: u64,
    /// The most a player sits down with; when the house states none, a limit
    /// game takes at most 100 big bets and a no-limit or pot-limit one has
    /// no maximum.
    #[serde(default)]
    pub max: Option<u64>,
    /// Whether a top-up between hands may take a stack past the maximum.
    #[serde(default)]
    pub top_up_beyond_max: bool,
    /// Where the house posts it.
    pub cite: String,
    /// What it says, in the house's words.
    pub text: String,
}

fn default_split() -> Split {
    Split::High
}

/// The house's rake, taken by the engine as it awards the pots: a share of
/// the pot rounded down to whole increments, capped (by the players dealt
/// in, where the house says), none from a hand that ends before the flop if
/// the house says so, and an optional fixed drop taken with it. It comes out
/// of the main pot first.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Rake {
    /// The share of the pot, in tenths of a percent (written `percent: 5`
    /// or `percent: 2.5` in the file).
    #[serde(rename = "percent", with = "tenths")]
    pub tenths_of_percent: u32,
    /// The most taken from one hand (0: no cap).
    #[serde(default)]
    pub cap: Chips,
    /// Caps by the number of players dealt in, where they differ from `cap`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub cap_by_players: BTreeMap<u8, Chips>,
    /// The rake is taken in whole multiples of this, rounded down.
    #[serde(default = "one_chip")]
    pub increment: Chips,
    /// No rake from a hand that ends before the flop (stud: on third street).
    #[serde(default)]
    pub no_flop_no_drop: bool,
    /// A fixed drop (jackpot, promotion) taken with the rake.
    #[serde(default)]
    pub drop: Chips,
    /// Where the house posts it.
    pub cite: String,
    /// What it says, in the house's words.
    pub text: String,
}

fn one_chip() -> Chips {
    Chips(1)
}

/// Reads `percent: 5` or `2.5` as tenths of a percent, and writes it back.
mod tenths {
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    pub fn serialize<S: Serializer>(tenths: &u32, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(f64::from(*tenths) / 10.0)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
        let percent = f64::deserialize(d)?;
        let tenths = (percent * 10.0).round();
        if !(0.0..=1000.0).contains(&tenths) || (tenths - percent * 10.0).abs() > 1e-9 {
            return Err(D::Error::custom(crate::rules::share::share_refused(
                percent, false,
            )));
        }
        Ok(tenths as u32)
    }
}

impl HouseRules {
    /// The text of a rule. Validation guarantees that every rule the engine
    /// cites for this game is present.
    pub fn rule(&self, id: RuleId) -> RuleText {
        let (cite, text) = self
            .rules
            .entry(id)
            .unwrap_or(("not in this ruleset", "(no text)"));
        RuleText {
            id: id.as_str(),
            cite: cite.to_string(),
            text: text.to_string(),
            taken: self.rules.taken(id),
        }
    }

    /// The value the house chose for an option (`face-up`, `60`, `true`),
    /// or `None` for a rule that is not an option or is absent.
    pub fn chosen(&self, id: RuleId) -> Option<String> {
        self.rules.chosen(id)
    }

    /// The rules present in this ruleset, in the engine's order.
    pub fn all_rules(&self) -> Vec<RuleText> {
        let mut all: Vec<RuleText> = RuleId::ALL
            .iter()
            .filter(|id| self.rules.entry(**id).is_some())
            .map(|id| self.rule(*id))
            .collect();
        if let Some(rake) = &self.rake {
            all.push(RuleText {
                id: "rake",
                cite: rake.cite.clone(),
                text: rake.text.clone(),
                taken: Taken::House,
            });
        }
        all.extend(self.buy_in_rule());
        if let Some(t) = &self.tournament {
            all.extend(t.rule_texts());
        }
        if let Some(r) = &self.rotation {
            all.push(RuleText {
                id: "rotation",
                cite: r.cite.clone(),
                text: r.text.clone(),
                taken: Taken::House,
            });
        }
        all
    }

    /// The game dealt.
    pub fn game(&self) -> Game {
        self.game
    }

    /// The betting structure.
    pub fn structure(&self) -> Structure {
        self.structure
    }

    /// High only, or hi/lo eight-or-better.
    pub fn split(&self) -> Split {
        self.split
    }

    /// The variant these rules deal. Rules are made only by reading a house
    /// file, which refuses a game, structure and split dealt nowhere here
    /// (`load`), so the table always has it.
    pub fn variant(&self) -> Variant {
        Variant::of(self.game, self.structure, self.split).unwrap_or(Variant::NoLimitHoldem)
    }

    /// The chips one buy-in unit stands for: the big blind in no-limit and
    /// pot-limit, the big bet in fixed limit (stud included).
    pub fn buy_in_unit(&self) -> Chips {
        match self.structure {
            Structure::NoLimit | Structure::PotLimit => self.stakes.big_blind,
            Structure::FixedLimit => self.stakes.big_bet,
        }
    }

    /// The least and most a player may sit down with, in chips, under the
    /// house's buy-in rule (`None` without one).
    pub fn buy_in_range(&self) -> Option<(Chips, Option<Chips>)> {
        let b = self.buy_in.as_ref()?;
        let unit = self.buy_in_unit().0;
        let limit_game = self.structure == Structure::FixedLimit;
        let max = b.max.or(limit_game.then_some(100));
        Some((
            Chips(b.min.saturating_mul(unit)),
            max.map(|m| Chips(m.saturating_mul(unit))),
        ))
    }

    /// The rule `id` as a ruling quotes it, when this ruleset has it.
    pub fn cited(&self, id: RuleId) -> Option<RuleText> {
        self.rules.entry(id).map(|_| self.rule(id))
    }

    /// The house's buy-in as a ruling quotes it, when it has one.
    pub fn buy_in_rule(&self) -> Option<RuleText> {
        self.buy_in.as_ref().map(|b| RuleText {
            id: "buy_in",
            cite: b.cite.clone(),
            text: b.text.clone(),
            taken: Taken::House,
        })
    }
}

//! A tournament's structure, the `tournament:` section of a house file: the
//! starting stack, buy-in and fee, the schedule of levels and breaks, rebuys,
//! the add-on, late registration and re-entry, the chip set with its
//! colour-ups, and the payout table (checked in `check.rs`). Money is in whole units of the house's currency;
//! chips are chips.

use serde::{Deserialize, Serialize};

use crate::chips::Chips;
use crate::game::{Game, Opener};
use crate::rules::{AnteKind, RuleText, Stakes, Structure, Taken};

/// A tournament as the house runs it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Tournament {
    /// The tournament's number (written in exported hand histories).
    pub id: u64,
    /// The currency prize money is counted in (`USD`, `EUR`...).
    #[serde(default = "default_currency")]
    pub currency: String,
    /// The chips each entry buys.
    pub starting_stack: Chips,
    /// The price of an entry that goes to the prize pool.
    pub buy_in: u64,
    /// The house's fee on each entry; it never enters the prize pool.
    #[serde(default)]
    pub fee: u64,
    /// Levels and the breaks between them, in order.
    pub levels: Vec<Period>,
    /// Rebuys during the first levels, if the house has them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rebuy: Option<Rebuy>,
    /// An add-on at a break, if the house has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub add_on: Option<AddOn>,
    /// Entries taken after the start, if the house allows them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub late_registration: Option<LateRegistration>,
    /// A busted player entering again during late registration.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub re_entry: Option<ReEntry>,
    /// The chip denominations in play at the start, smallest first.
    pub chips: Vec<Chips>,
    /// Denominations taken out of play, each at a break.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub colour_ups: Vec<ColourUpAt>,
    /// How the odd chips of a colour-up are raced off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chip_race: Option<ChipRace>,
    /// Prize money by place.
    pub payouts: Payouts,
}

fn default_currency() -> String {
    "USD".into()
}

/// One step of the schedule: a level or a break.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(untagged)]
pub enum Period {
    /// A level of play.
    Level(Level),
    /// A break, `break: MINUTES`.
    Break(Break),
}

impl Period {
    /// How long it lasts.
    pub fn minutes(&self) -> u32 {
        match self {
            Period::Level(l) => l.minutes,
            Period::Break(b) => b.minutes,
        }
    }
}

/// A level's blinds, ante and length. At a mixed-game tournament the row
/// also gives the limits of its fixed-limit games (`small_bet`, `big_bet`)
/// and the stud games' `bring_in` and `stud_ante` (posted by each player);
/// each game takes the stakes its opener and structure use.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Level {
    pub small_blind: Chips,
    pub big_blind: Chips,
    /// The ante of the blind games; 0 or left out for none.
    #[serde(default)]
    pub ante: Chips,
    /// Who posts the ante.
    #[serde(default)]
    pub ante_kind: AnteRule,
    /// A fixed-limit game's small bet; 0 or left out for none.
    #[serde(default, skip_serializing_if = "none")]
    pub small_bet: Chips,
    /// A fixed-limit game's big bet.
    #[serde(default, skip_serializing_if = "none")]
    pub big_bet: Chips,
    /// A stud game's bring-in.
    #[serde(default, skip_serializing_if = "none")]
    pub bring_in: Chips,
    /// A stud game's ante, posted by each player dealt in.
    #[serde(default, skip_serializing_if = "none")]
    pub stud_ante: Chips,
    pub minutes: u32,
}

impl Level {
    /// The level as the stakes the engine posts.
    pub fn stakes(&self) -> Stakes {
        let (ante, ante_kind) = match self.ante_kind {
            AnteRule::None => (Chips::ZERO, AnteKind::Each),
            AnteRule::Each => (self.ante, AnteKind::Each),
            AnteRule::BigBlind => (self.ante, AnteKind::BigBlind),
        };
        Stakes {
            small_blind: self.small_blind,
            big_blind: self.big_blind,
            ante,
            ante_kind,
            ..Stakes::default()
        }
    }

    /// The level's stakes for `game` at `structure`: a blind game its
    /// blinds and ante, a stud game its `stud_ante` and bring-in, and a
    /// fixed-limit game its small and big bets.
    pub fn stakes_for(&self, game: Game, structure: Structure) -> Stakes {
        let mut stakes = match game.def().opener {
            Opener::Blinds => self.stakes(),
            Opener::BringIn => Stakes {
                ante: self.stud_ante,
                ante_kind: AnteKind::Each,
                bring_in: self.bring_in,
                ..Stakes::default()
            },
        };
        if structure == Structure::FixedLimit {
            stakes.small_bet = self.small_bet;
            stakes.big_bet = self.big_bet;
        }
        stakes
    }
}

/// A stake a level leaves out.
fn none(chips: &Chips) -> bool {
    chips.is_zero()
}

/// Who posts a level's ante.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum AnteRule {
    /// No ante.
    #[default]
    None,
    /// Every player dealt in.
    Each,
    /// The big blind, for the table.
    BigBlind,
}

/// A break between levels.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Break {
    /// Its length in minutes.
    #[serde(rename = "break")]
    pub minutes: u32,
}

/// Rebuys: until which level, for whom, for what.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Rebuy {
    /// The last level (counted from 1) in which a rebuy is taken; the
    /// break after it counts with it.
    pub until_level: u32,
    /// A player may rebuy with this stack or less.
    pub at_or_below: Chips,
    /// The chips a rebuy buys.
    pub chips: Chips,
    /// Its price, all to the prize pool.
    pub price: u64,
    /// Rebuys per player; left out for no limit.
    #[serde(default)]
    pub limit: Option<u32>,
    pub cite: String,
    pub text: String,
}

/// The add-on.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct AddOn {
    /// The break (counted from 1) during which it is taken.
    pub at_break: u32,
    pub chips: Chips,
    pub price: u64,
    pub cite: String,
    pub text: String,
}

/// Late registration.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct LateRegistration {
    /// The last level in which an entry is taken (the break after it counts
    /// with it).
    pub until_level: u32,
    pub cite: String,
    pub text: String,
}

/// Re-entry during late registration.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ReEntry {
    /// Re-entries per player; left out for no limit.
    #[serde(default)]
    pub limit: Option<u32>,
    pub cite: String,
    pub text: String,
}

/// A denomination taken out of play at a break.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ColourUpAt {
    /// The break (counted from 1).
    pub at_break: u32,
    /// The denomination removed.
    pub remove: Chips,
}

/// The house's chip race rule, quoted by the colour-up.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ChipRace {
    pub cite: String,
    pub text: String,
}

/// The payout table and its rounding.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Payouts {
    /// Every prize is a whole multiple of this (money), but for the
    /// remainder.
    pub unit: u64,
    /// Where the money left after rounding goes.
    #[serde(default)]
    pub remainder: Remainder,
    /// Who takes the odd unit when players who tie share prizes.
    #[serde(default)]
    pub ties: TieOddUnit,
    /// Rows by number of entries.
    pub table: Vec<PayoutRow>,
    pub cite: String,
    pub text: String,
}

/// Where the money the rounding leaves goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Remainder {
    /// All to first place.
    #[default]
    First,
    /// One unit at a time from first place down, anything less than a unit
    /// to first place.
    TopDown,
}

/// The odd unit of a prize shared by players who tie.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TieOddUnit {
    /// One unit each to the tied players in seat order from the left of the
    /// button of the hand they went out in (as an odd chip, TDA 20).
    #[default]
    LeftOfButton,
    /// One unit each in the order of the lowest seat number.
    LowestSeat,
}

/// The places paid from a number of entries on.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct PayoutRow {
    /// The row applies from this many entries until the next row's.
    pub entries: u32,
    /// Each place's share, first place first.
    pub percent: Vec<Percent>,
}

/// A share in hundredths of a percent, written `50`, `27.5` or `12.25`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Percent(pub u32);

impl Serialize for Percent {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.0.is_multiple_of(100) {
            s.serialize_u32(self.0 / 100)
        } else {
            s.serialize_f64(f64::from(self.0) / 100.0)
        }
    }
}

impl<'de> Deserialize<'de> for Percent {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Percent, D::Error> {
        // The only floating point read: a share as written, checked to be
        // an exact number of hundredths.
        let written = f64::deserialize(d)?;
        let hundredths = (written * 100.0).round();
        if !(0.0..=10_000.0).contains(&hundredths) || (hundredths - written * 100.0).abs() > 1e-6 {
            return Err(serde::de::Error::custom(crate::rules::share_refused(
                written, true,
            )));
        }
        Ok(Percent(hundredths as u32))
    }
}

impl Tournament {
    /// The levels, without the breaks.
    pub fn level_list(&self) -> impl Iterator<Item = &Level> {
        self.levels.iter().filter_map(|p| match p {
            Period::Level(l) => Some(l),
            Period::Break(_) => None,
        })
    }

    /// Level `n` (from 1).
    pub fn level(&self, n: u32) -> Option<&Level> {
        self.level_list().nth(n.checked_sub(1)? as usize)
    }

    /// How many breaks the schedule has.
    pub fn break_count(&self) -> u32 {
        self.levels
            .iter()
            .filter(|p| matches!(p, Period::Break(_)))
            .count() as u32
    }

    /// The denominations in play once the colour-ups up to and including
    /// break `after_break` are done.
    pub fn chips_after(&self, after_break: u32) -> Vec<Chips> {
        self.chips
            .iter()
            .copied()
            .filter(|c| {
                !self
                    .colour_ups
                    .iter()
                    .any(|u| u.at_break <= after_break && u.remove == *c)
            })
            .collect()
    }

    /// The structure's rules as rulings quote them: `rebuy`, `add_on`,
    /// `late_registration`, `re_entry`, `chip_race` and `payouts`, where the
    /// structure has them.
    pub fn rule_texts(&self) -> Vec<RuleText> {
        let text = |id: &'static str, cite: &str, text: &str| RuleText {
            id,
            cite: cite.to_string(),
            text: text.to_string(),
            taken: Taken::House,
        };
        let mut out = Vec::new();
        if let Some(r) = &self.rebuy {
            out.push(text("rebuy", &r.cite, &r.text));
        }
        if let Some(a) = &self.add_on {
            out.push(text("add_on", &a.cite, &a.text));
        }
        if let Some(l) = &self.late_registration {
            out.push(text("late_registration", &l.cite, &l.text));
        }
        if let Some(r) = &self.re_entry {
            out.push(text("re_entry", &r.cite, &r.text));
        }
        if let Some(c) = &self.chip_race {
            out.push(text("chip_race", &c.cite, &c.text));
        }
        out.push(text("payouts", &self.payouts.cite, &self.payouts.text));
        out
    }

    /// The payout row for this many entries.
    pub fn payout_row(&self, entries: u32) -> Option<&PayoutRow> {
        self.payouts
            .table
            .iter()
            .take_while(|r| r.entries <= entries)
            .last()
    }
}

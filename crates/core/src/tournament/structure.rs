//! A tournament's structure, the `tournament:` section of a house file: the
//! starting stack, buy-in and fee, the schedule of levels and breaks, rebuys,
//! the add-on, late registration and re-entry, the chip set with its
//! colour-ups, and the payout table. `Tournament::check` names the first key
//! that is wrong and why. Money is in whole units of the house's currency;
//! chips are chips.

use serde::{Deserialize, Serialize};

use crate::chips::Chips;
use crate::rules::{AnteKind, Stakes};

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

/// A level's blinds, ante and length.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Level {
    pub small_blind: Chips,
    pub big_blind: Chips,
    /// The ante; 0 or left out for none.
    #[serde(default)]
    pub ante: Chips,
    /// Who posts the ante.
    #[serde(default)]
    pub ante_kind: AnteRule,
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
            return Err(serde::de::Error::custom(format!(
                "percent {written}: a share from 0 to 100 in hundredths of a percent at most"
            )));
        }
        Ok(Percent(hundredths as u32))
    }
}

/// A structure that cannot be used: the key to point at and why.
pub(crate) type Wrong = (&'static str, String);

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

    /// The payout row for this many entries.
    pub fn payout_row(&self, entries: u32) -> Option<&PayoutRow> {
        self.payouts
            .table
            .iter()
            .take_while(|r| r.entries <= entries)
            .last()
    }

    /// Checks the structure; returns the key to point at and what is wrong.
    pub(crate) fn check(&self) -> Result<(), Wrong> {
        let bad = |key, m: String| Err((key, m));
        if self.starting_stack.is_zero() || self.starting_stack > Chips::MAX {
            return bad(
                "starting_stack",
                "the starting stack is 1 chip or more, within a table's limit".into(),
            );
        }
        self.check_schedule()?;
        self.check_chips()?;
        self.check_payouts()?;
        let levels = self.level_list().count() as u32;
        if let Some(r) = &self.rebuy {
            if r.until_level == 0 || r.until_level > levels {
                return bad(
                    "until_level",
                    format!(
                        "rebuys end at a level from 1 to {levels}, not {}",
                        r.until_level
                    ),
                );
            }
            if r.chips.is_zero() || r.limit == Some(0) {
                return bad(
                    "rebuy",
                    "a rebuy buys chips, and at least one is allowed".into(),
                );
            }
        }
        if let Some(a) = &self.add_on {
            if a.at_break == 0 || a.at_break > self.break_count() {
                return bad(
                    "at_break",
                    format!(
                        "the add-on is at a break from 1 to {}, not {}",
                        self.break_count(),
                        a.at_break
                    ),
                );
            }
            if a.chips.is_zero() {
                return bad("add_on", "an add-on buys chips".into());
            }
        }
        if let Some(l) = &self.late_registration
            && (l.until_level == 0 || l.until_level > levels)
        {
            return bad(
                "late_registration",
                format!(
                    "late registration ends at a level from 1 to {levels}, not {}",
                    l.until_level
                ),
            );
        }
        if self.re_entry.is_some() && self.late_registration.is_none() {
            return bad(
                "re_entry",
                "re-entry is taken during late registration, and the structure has none".into(),
            );
        }
        Ok(())
    }

    fn check_schedule(&self) -> Result<(), Wrong> {
        let mut last: Option<&Level> = None;
        let mut n = 0;
        for p in &self.levels {
            if p.minutes() == 0 {
                return Err((
                    "minutes",
                    "every level and break lasts at least a minute".into(),
                ));
            }
            let Period::Level(l) = p else { continue };
            n += 1;
            if l.big_blind.is_zero() || l.small_blind > l.big_blind {
                return Err((
                    "big_blind",
                    format!("level {n}: the big blind is more than 0 and at least the small blind"),
                ));
            }
            if l.ante_kind == AnteRule::None && !l.ante.is_zero() {
                return Err((
                    "ante_kind",
                    format!("level {n} has an ante of {} but ante_kind none", l.ante),
                ));
            }
            if l.ante_kind != AnteRule::None && l.ante.is_zero() {
                return Err(("ante", format!("level {n}: an ante kind with no ante")));
            }
            if let Some(prev) = last
                && (l.big_blind <= prev.big_blind
                    || l.small_blind < prev.small_blind
                    || l.stakes().ante < prev.stakes().ante)
            {
                return Err((
                    "levels",
                    format!(
                        "level {n} ({}/{} ante {}) does not grow from level {} ({}/{} ante {}): levels rise strictly",
                        l.small_blind,
                        l.big_blind,
                        l.stakes().ante,
                        n - 1,
                        prev.small_blind,
                        prev.big_blind,
                        prev.stakes().ante
                    ),
                ));
            }
            last = Some(l);
        }
        match (self.levels.first(), self.levels.last()) {
            (Some(Period::Level(_)), Some(Period::Level(_))) => Ok(()),
            _ => Err(("levels", "the schedule starts and ends with a level".into())),
        }
    }

    fn check_chips(&self) -> Result<(), Wrong> {
        if self.chips.is_empty()
            || self.chips[0].is_zero()
            || self.chips.windows(2).any(|w| w[0] >= w[1])
        {
            return Err((
                "chips",
                "the chip set lists each denomination once, smallest first, more than 0".into(),
            ));
        }
        let mut removed = Vec::new();
        for (i, u) in self.colour_ups.iter().enumerate() {
            if !self.chips.contains(&u.remove) || removed.contains(&u.remove) {
                return Err((
                    "remove",
                    format!(
                        "colour-up {}: there is no {} chip in play to remove",
                        i + 1,
                        u.remove
                    ),
                ));
            }
            if u.at_break == 0 || u.at_break > self.break_count() {
                return Err((
                    "at_break",
                    format!(
                        "colour-up {} is at a break from 1 to {}, not {}",
                        i + 1,
                        self.break_count(),
                        u.at_break
                    ),
                ));
            }
            removed.push(u.remove);
            let left = self.chips_after(u.at_break);
            match left.first() {
                Some(smallest) if smallest.0 % u.remove.0 == 0 || smallest > &u.remove => {}
                _ => {
                    return Err((
                        "remove",
                        format!(
                            "colour-up {}: removing {} leaves no chip to colour up to",
                            i + 1,
                            u.remove
                        ),
                    ));
                }
            }
        }
        if !self.colour_ups.is_empty() && self.chip_race.is_none() {
            return Err((
                "chip_race",
                "a structure with colour-ups states its chip race rule".into(),
            ));
        }
        // Every amount is a multiple of the smallest chip in play.
        let smallest = self.chips[0].0;
        let multiple = |c: Chips| c.0.is_multiple_of(smallest);
        if !multiple(self.starting_stack)
            || self.rebuy.as_ref().is_some_and(|r| !multiple(r.chips))
            || self.add_on.as_ref().is_some_and(|a| !multiple(a.chips))
        {
            return Err((
                "chips",
                format!(
                    "stacks, rebuys and add-ons are multiples of the smallest chip, {smallest}"
                ),
            ));
        }
        let mut breaks = 0;
        let mut n = 0;
        for p in &self.levels {
            match p {
                Period::Break(_) => breaks += 1,
                Period::Level(l) => {
                    n += 1;
                    let smallest = self.chips_after(breaks).first().map_or(1, |c| c.0);
                    if [l.small_blind, l.big_blind, l.stakes().ante]
                        .iter()
                        .any(|c| c.0 % smallest != 0)
                    {
                        return Err((
                            "levels",
                            format!(
                                "level {n}'s blinds and ante are not multiples of the smallest chip in play then, {smallest}"
                            ),
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    fn check_payouts(&self) -> Result<(), Wrong> {
        let p = &self.payouts;
        if p.unit == 0 {
            return Err(("unit", "prizes are rounded to a unit of at least 1".into()));
        }
        if p.table.is_empty() || p.table[0].entries > 2 {
            return Err((
                "table",
                "the payout table has a row from 2 entries or fewer".into(),
            ));
        }
        let mut last = 0;
        for row in &p.table {
            if row.entries <= last && last > 0 {
                return Err((
                    "entries",
                    format!("payout rows go up by entries: {} after {last}", row.entries),
                ));
            }
            last = row.entries;
            let sum: u32 = row.percent.iter().map(|x| x.0).sum();
            if sum != 10_000 {
                return Err((
                    "percent",
                    format!(
                        "the row from {} entries pays {}.{:02} %, not 100 %",
                        row.entries,
                        sum / 100,
                        sum % 100
                    ),
                ));
            }
            if row.percent.is_empty() || row.percent.len() as u32 > row.entries.max(1) {
                return Err((
                    "percent",
                    format!(
                        "the row from {} entries pays {} places",
                        row.entries,
                        row.percent.len()
                    ),
                ));
            }
            if row.percent.windows(2).any(|w| w[0] < w[1]) {
                return Err((
                    "percent",
                    format!(
                        "the row from {} entries pays a lower place more than a higher one",
                        row.entries
                    ),
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::HouseRules;

    const REBUY: &str = include_str!("../../../../rulesets/tda-2024/nl-holdem-rebuy.yaml");

    fn refused(from: &str, to: &str) -> crate::rules::RulesError {
        let text = REBUY.replacen(from, to, 1);
        assert_ne!(text, REBUY, "{from}");
        HouseRules::from_yaml(&text, "t.yaml").unwrap_err()
    }

    fn line_of(text: &str, needle: &str) -> usize {
        text.lines().position(|l| l.contains(needle)).unwrap() + 1
    }

    #[test]
    fn both_bundled_tournament_presets_load() {
        let t = HouseRules::from_yaml(REBUY, "rebuy.yaml")
            .unwrap()
            .tournament
            .unwrap();
        assert_eq!(t.level(5).unwrap().stakes().ante.0, 600);
        assert_eq!(t.chips_after(2)[0].0, 100);
        let free = include_str!("../../../../rulesets/tda-2024/nl-holdem-tournament.yaml");
        let t = HouseRules::from_yaml(free, "free.yaml")
            .unwrap()
            .tournament
            .unwrap();
        assert!(t.rebuy.is_none() && t.add_on.is_none());
    }

    #[test]
    fn levels_going_down_are_refused_at_the_levels() {
        let e = refused(
            "small_blind: 200, big_blind: 400,",
            "small_blind: 200, big_blind: 250,",
        );
        assert!(e.message.contains("levels rise strictly"), "{e}");
        assert!(e.line >= line_of(REBUY, "tournament:"), "{e}");
    }

    #[test]
    fn payouts_over_100_percent_are_refused_where_the_row_stands() {
        let from = "{ entries: 11, percent: [50, 30, 20] }";
        let e = refused(from, "{ entries: 11, percent: [50, 30, 25] }");
        assert!(e.message.contains("pays 105.00 %, not 100 %"), "{e}");
        assert_eq!(e.line, line_of(REBUY, "percent: [100]"));
    }

    #[test]
    fn a_colour_up_of_a_chip_not_in_play_is_refused() {
        let e = refused("{ at_break: 2, remove: 25 }", "{ at_break: 2, remove: 50 }");
        assert!(e.message.contains("no 50 chip in play"), "{e}");
        let e = refused(
            "{ at_break: 3, remove: 100 }",
            "{ at_break: 3, remove: 25 }",
        );
        assert!(e.message.contains("no 25 chip in play"), "{e}");
    }

    #[test]
    fn a_tournament_with_a_rake_or_a_rebuy_past_the_schedule_is_refused() {
        let e = refused(
            "until_level: 4\n    at_or_below",
            "until_level: 40\n    at_or_below",
        );
        assert!(e.message.contains("from 1 to 18, not 40"), "{e}");
        let e = refused(
            "tournament:\n",
            "rake:\n  percent: 5\n  cite: x\n  text: y\ntournament:\n",
        );
        assert!(e.message.contains("no rake"), "{e}");
    }
}

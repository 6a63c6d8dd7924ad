//! Checking a tournament structure: the schedule (levels rise strictly, an
//! ante kind with an ante, starting and ending with a level), the chips
//! (each colour-up removes a chip in play, every amount a multiple of the
//! smallest chip then), the payout table (rows by entries, each summing to
//! 100 %), and the rebuy, add-on and late registration within the schedule.
//! Each problem names the key to point at and the fault, as data.

use std::fmt;

use serde::Serialize;

use super::structure::{AnteRule, Level, Period, Tournament};
use crate::chips::Chips;

/// Why a tournament structure cannot be used: one variant per fault, with
/// the levels, breaks, chips and percentages it names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "tourney", rename_all = "kebab-case")]
pub enum TourneyFault {
    /// The starting stack is 0 or more than a table holds.
    StartingStack,
    /// Rebuys end past the schedule's `levels`.
    RebuyUntil { until: u32, levels: u32 },
    /// A rebuy of no chips, or a limit of 0.
    RebuyEmpty,
    /// The add-on is at a break the schedule lacks.
    AddOnBreak { at: u32, breaks: u32 },
    /// An add-on of no chips.
    AddOnEmpty,
    /// Late registration ends past the schedule's `levels`.
    LateUntil { until: u32, levels: u32 },
    /// Re-entry without late registration.
    ReEntryWithoutLate,
    /// A level or break of 0 minutes.
    NoMinutes,
    /// Level `level`'s big blind is 0 or below the small blind.
    LevelBlinds { level: u32 },
    /// Level `level` has an ante but the ante kind none.
    AnteKindNone { level: u32, ante: Chips },
    /// Level `level` has an ante kind but no ante.
    AnteMissing { level: u32 },
    /// Level `level` does not rise from the one before.
    LevelFalls {
        level: u32,
        small: Chips,
        big: Chips,
        ante: Chips,
        prev_small: Chips,
        prev_big: Chips,
        prev_ante: Chips,
    },
    /// The schedule does not start and end with a level.
    ScheduleEnds,
    /// The chip set is empty, unsorted, repeated or has a 0.
    ChipSet,
    /// Colour-up `n` removes a chip not in play.
    ColourUpChip { n: usize, chip: Chips },
    /// Colour-up `n` is at a break the schedule lacks.
    ColourUpBreak { n: usize, at: u32, breaks: u32 },
    /// Colour-up `n` leaves no chip to colour up to.
    ColourUpLeavesNone { n: usize, chip: Chips },
    /// Colour-ups without a chip race rule.
    NoChipRace,
    /// A stack, rebuy or add-on not a multiple of the smallest chip.
    NotMultiples { smallest: u64 },
    /// Level `level`'s amounts are not multiples of the smallest chip then.
    LevelNotMultiples { level: u32, smallest: u64 },
    /// Prizes rounded to a unit of 0.
    PrizeUnit,
    /// The payout table lacks a row from 2 entries or fewer.
    FirstRow,
    /// Payout rows do not go up by entries.
    RowsOrder { entries: u32, after: u32 },
    /// A row pays other than 100 % (`hundredths` of a percent).
    RowSum { entries: u32, hundredths: u32 },
    /// A row pays no places, or more places than entries.
    RowPlaces { entries: u32, places: usize },
    /// A row pays a lower place more than a higher one.
    RowRising { entries: u32 },
}

impl fmt::Display for TourneyFault {
    /// The fault's id and data as JSON, for logs and developers.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&serde_json::to_string(self).map_err(|_| fmt::Error)?)
    }
}

/// A structure that cannot be used: the key to point at and why.
pub(crate) type Wrong = (&'static str, TourneyFault);

impl Tournament {
    /// Checks the structure; returns the key to point at and what is wrong.
    pub(crate) fn check(&self) -> Result<(), Wrong> {
        let bad = |key, fault| Err((key, fault));
        if self.starting_stack.is_zero() || self.starting_stack > Chips::MAX {
            return bad("starting_stack", TourneyFault::StartingStack);
        }
        self.check_schedule()?;
        self.check_chips()?;
        self.check_payouts()?;
        let levels = self.level_list().count() as u32;
        if let Some(r) = &self.rebuy {
            if r.until_level == 0 || r.until_level > levels {
                return bad(
                    "until_level",
                    TourneyFault::RebuyUntil {
                        until: r.until_level,
                        levels,
                    },
                );
            }
            if r.chips.is_zero() || r.limit == Some(0) {
                return bad("rebuy", TourneyFault::RebuyEmpty);
            }
        }
        if let Some(a) = &self.add_on {
            if a.at_break == 0 || a.at_break > self.break_count() {
                return bad(
                    "at_break",
                    TourneyFault::AddOnBreak {
                        at: a.at_break,
                        breaks: self.break_count(),
                    },
                );
            }
            if a.chips.is_zero() {
                return bad("add_on", TourneyFault::AddOnEmpty);
            }
        }
        if let Some(l) = &self.late_registration
            && (l.until_level == 0 || l.until_level > levels)
        {
            return bad(
                "late_registration",
                TourneyFault::LateUntil {
                    until: l.until_level,
                    levels,
                },
            );
        }
        if self.re_entry.is_some() && self.late_registration.is_none() {
            return bad("re_entry", TourneyFault::ReEntryWithoutLate);
        }
        Ok(())
    }

    fn check_schedule(&self) -> Result<(), Wrong> {
        let mut last: Option<&Level> = None;
        let mut n = 0;
        for p in &self.levels {
            if p.minutes() == 0 {
                return Err(("minutes", TourneyFault::NoMinutes));
            }
            let Period::Level(l) = p else { continue };
            n += 1;
            if l.big_blind.is_zero() || l.small_blind > l.big_blind {
                return Err(("big_blind", TourneyFault::LevelBlinds { level: n }));
            }
            if l.ante_kind == AnteRule::None && !l.ante.is_zero() {
                return Err((
                    "ante_kind",
                    TourneyFault::AnteKindNone {
                        level: n,
                        ante: l.ante,
                    },
                ));
            }
            if l.ante_kind != AnteRule::None && l.ante.is_zero() {
                return Err(("ante", TourneyFault::AnteMissing { level: n }));
            }
            if let Some(prev) = last
                && (l.big_blind <= prev.big_blind
                    || l.small_blind < prev.small_blind
                    || l.stakes().ante < prev.stakes().ante)
            {
                return Err((
                    "levels",
                    TourneyFault::LevelFalls {
                        level: n,
                        small: l.small_blind,
                        big: l.big_blind,
                        ante: l.stakes().ante,
                        prev_small: prev.small_blind,
                        prev_big: prev.big_blind,
                        prev_ante: prev.stakes().ante,
                    },
                ));
            }
            last = Some(l);
        }
        match (self.levels.first(), self.levels.last()) {
            (Some(Period::Level(_)), Some(Period::Level(_))) => Ok(()),
            _ => Err(("levels", TourneyFault::ScheduleEnds)),
        }
    }

    fn check_chips(&self) -> Result<(), Wrong> {
        if self.chips.is_empty()
            || self.chips[0].is_zero()
            || self.chips.windows(2).any(|w| w[0] >= w[1])
        {
            return Err(("chips", TourneyFault::ChipSet));
        }
        let mut removed = Vec::new();
        for (i, u) in self.colour_ups.iter().enumerate() {
            if !self.chips.contains(&u.remove) || removed.contains(&u.remove) {
                return Err((
                    "remove",
                    TourneyFault::ColourUpChip {
                        n: i + 1,
                        chip: u.remove,
                    },
                ));
            }
            if u.at_break == 0 || u.at_break > self.break_count() {
                return Err((
                    "at_break",
                    TourneyFault::ColourUpBreak {
                        n: i + 1,
                        at: u.at_break,
                        breaks: self.break_count(),
                    },
                ));
            }
            removed.push(u.remove);
            let left = self.chips_after(u.at_break);
            match left.first() {
                Some(smallest) if smallest.0 % u.remove.0 == 0 || smallest > &u.remove => {}
                _ => {
                    return Err((
                        "remove",
                        TourneyFault::ColourUpLeavesNone {
                            n: i + 1,
                            chip: u.remove,
                        },
                    ));
                }
            }
        }
        if !self.colour_ups.is_empty() && self.chip_race.is_none() {
            return Err(("chip_race", TourneyFault::NoChipRace));
        }
        // Every amount is a multiple of the smallest chip in play.
        let smallest = self.chips[0].0;
        let multiple = |c: Chips| c.0.is_multiple_of(smallest);
        if !multiple(self.starting_stack)
            || self.rebuy.as_ref().is_some_and(|r| !multiple(r.chips))
            || self.add_on.as_ref().is_some_and(|a| !multiple(a.chips))
        {
            return Err(("chips", TourneyFault::NotMultiples { smallest }));
        }
        let mut breaks = 0;
        let mut n = 0;
        for p in &self.levels {
            match p {
                Period::Break(_) => breaks += 1,
                Period::Level(l) => {
                    n += 1;
                    let smallest = self.chips_after(breaks).first().map_or(1, |c| c.0);
                    let mixed = [l.small_bet, l.big_bet, l.bring_in, l.stud_ante];
                    if [l.small_blind, l.big_blind, l.stakes().ante]
                        .iter()
                        .chain(&mixed)
                        .any(|c| c.0 % smallest != 0)
                    {
                        return Err((
                            "levels",
                            TourneyFault::LevelNotMultiples { level: n, smallest },
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
            return Err(("unit", TourneyFault::PrizeUnit));
        }
        if p.table.is_empty() || p.table[0].entries > 2 {
            return Err(("table", TourneyFault::FirstRow));
        }
        let mut last = 0;
        for row in &p.table {
            if row.entries <= last && last > 0 {
                return Err((
                    "entries",
                    TourneyFault::RowsOrder {
                        entries: row.entries,
                        after: last,
                    },
                ));
            }
            last = row.entries;
            let sum: u32 = row.percent.iter().map(|x| x.0).sum();
            if sum != 10_000 {
                return Err((
                    "percent",
                    TourneyFault::RowSum {
                        entries: row.entries,
                        hundredths: sum,
                    },
                ));
            }
            if row.percent.is_empty() || row.percent.len() as u32 > row.entries.max(1) {
                return Err((
                    "percent",
                    TourneyFault::RowPlaces {
                        entries: row.entries,
                        places: row.percent.len(),
                    },
                ));
            }
            if row.percent.windows(2).any(|w| w[0] < w[1]) {
                return Err((
                    "percent",
                    TourneyFault::RowRising {
                        entries: row.entries,
                    },
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::TourneyFault;
    use crate::chips::Chips;
    use crate::rules::{HouseFault, HouseRules};

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
        let HouseFault::Tournament(TourneyFault::LevelFalls { big, prev_big, .. }) = e.fault else {
            panic!("{e}")
        };
        assert_eq!((big, prev_big), (Chips(250), Chips(300)), "{e}");
        assert!(e.line >= line_of(REBUY, "tournament:"), "{e}");
    }

    #[test]
    fn payouts_over_100_percent_are_refused_where_the_row_stands() {
        let from = "{ entries: 11, percent: [50, 30, 20] }";
        let e = refused(from, "{ entries: 11, percent: [50, 30, 25] }");
        assert_eq!(
            e.fault,
            HouseFault::Tournament(TourneyFault::RowSum {
                entries: 11,
                hundredths: 10_500
            })
        );
        assert_eq!(e.line, line_of(REBUY, "percent: [100]"));
    }

    #[test]
    fn a_colour_up_of_a_chip_not_in_play_is_refused() {
        let e = refused("{ at_break: 2, remove: 25 }", "{ at_break: 2, remove: 50 }");
        assert_eq!(
            e.fault,
            HouseFault::Tournament(TourneyFault::ColourUpChip {
                n: 1,
                chip: Chips(50)
            })
        );
        let e = refused(
            "{ at_break: 3, remove: 100 }",
            "{ at_break: 3, remove: 25 }",
        );
        assert_eq!(
            e.fault,
            HouseFault::Tournament(TourneyFault::ColourUpChip {
                n: 2,
                chip: Chips(25)
            })
        );
    }

    #[test]
    fn a_tournament_with_a_rake_or_a_rebuy_past_the_schedule_is_refused() {
        let e = refused(
            "until_level: 4\n    at_or_below",
            "until_level: 40\n    at_or_below",
        );
        assert_eq!(
            e.fault,
            HouseFault::Tournament(TourneyFault::RebuyUntil {
                until: 40,
                levels: 18
            })
        );
        let e = refused(
            "tournament:\n",
            "rake:\n  percent: 5\n  cite: x\n  text: y\ntournament:\n",
        );
        assert_eq!(e.fault, HouseFault::TournamentCash);
    }
}

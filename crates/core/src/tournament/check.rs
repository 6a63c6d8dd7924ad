//! Checking a tournament structure: the schedule (levels rise strictly, an
//! ante kind with an ante, starting and ending with a level), the chips
//! (each colour-up removes a chip in play, every amount a multiple of the
//! smallest chip then), the payout table (rows by entries, each summing to
//! 100 %), and the rebuy, add-on and late registration within the schedule.
//! Each problem names the key to point at.

use super::structure::{AnteRule, Level, Period, Tournament};
use crate::chips::Chips;

/// A structure that cannot be used: the key to point at and why.
pub(crate) type Wrong = (&'static str, String);

impl Tournament {
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

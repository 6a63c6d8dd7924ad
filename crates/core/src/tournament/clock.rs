//! The tournament clock as a state machine folded from timed events: start,
//! pause, resume, time added or removed, and — for a manual clock — ticks.
//! A wall clock runs between the times it is given; a manual clock moves
//! only by its ticks, so a script is exact. Every time is handed in (in
//! milliseconds), as the log recorded it; nothing here reads a clock.
//! `position` places the time played in the schedule: the level or break,
//! the time left in it, and what comes next. Time the floor adds or takes
//! away lengthens or shortens the period in play only, so the clock never
//! goes back into an earlier level.

use std::collections::BTreeMap;

use super::structure::{Period, Tournament};

/// What drives the clock.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClockMode {
    /// The wall clock.
    #[default]
    Wall,
    /// Only `tick`s move it.
    Manual,
}

/// A clock step refused. Not `non_exhaustive`: the faces say every
/// variant, and a new one must reach them.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClockError {
    #[error("the clock has already started")]
    Started,
    #[error("the clock has not started")]
    NotStarted,
    #[error("the clock is already paused")]
    Paused,
    #[error("the clock is running, not paused")]
    Running,
    #[error("the clock runs on the wall clock: tick is for a manual clock")]
    NotManual,
    #[error("a clock change of no time")]
    NoTime,
    /// Time taken away that would end the period in play, which has
    /// `left_ms` left: the floor moves to the next period by asking for it.
    #[error("only {left_ms} ms are left in the period in play")]
    MoreThanLeft { left_ms: i64 },
}

/// The clock: how much of the schedule has been played.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    pub mode: ClockMode,
    started: bool,
    /// When it last started running (wall clock only), if it runs.
    running_since: Option<i64>,
    /// Time played before `running_since`, or in all (manual, or paused).
    played_ms: i64,
    paused: bool,
    /// Time added to (or taken from) a period, by its index in the schedule.
    added_ms: BTreeMap<usize, i64>,
}

/// Where the clock stands in the schedule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The index of the period (level or break) in the schedule.
    pub period: usize,
    /// The level in play, or the last one before the break (from 1).
    pub level: u32,
    /// The break in progress (from 1), if one is.
    pub on_break: Option<u32>,
    /// Breaks begun so far, the one in progress included.
    pub breaks_begun: u32,
    /// Time left in the period (0 once the last level has run out).
    pub left_ms: i64,
    /// The index of the next period, if any.
    pub next: Option<usize>,
    /// The time to the next break, if one is ahead.
    pub to_break_ms: Option<i64>,
}

impl Clock {
    /// A clock not yet started.
    pub fn new(mode: ClockMode) -> Clock {
        Clock {
            mode,
            ..Clock::default()
        }
    }

    /// Whether it has started.
    pub fn started(&self) -> bool {
        self.started
    }

    /// Whether it is paused.
    pub fn paused(&self) -> bool {
        self.paused
    }

    fn need_started(&self) -> Result<(), ClockError> {
        if self.started {
            Ok(())
        } else {
            Err(ClockError::NotStarted)
        }
    }

    /// Starts it at `at`.
    pub fn start(&mut self, at: i64) -> Result<(), ClockError> {
        if self.started {
            return Err(ClockError::Started);
        }
        self.started = true;
        if self.mode == ClockMode::Wall {
            self.running_since = Some(at);
        }
        Ok(())
    }

    /// Pauses it at `at`.
    pub fn pause(&mut self, at: i64) -> Result<(), ClockError> {
        self.need_started()?;
        if self.paused {
            return Err(ClockError::Paused);
        }
        self.played_ms = self.played(at);
        self.running_since = None;
        self.paused = true;
        Ok(())
    }

    /// Sets it running again at `at`.
    pub fn resume(&mut self, at: i64) -> Result<(), ClockError> {
        self.need_started()?;
        if !self.paused {
            return Err(ClockError::Running);
        }
        self.paused = false;
        if self.mode == ClockMode::Wall {
            self.running_since = Some(at);
        }
        Ok(())
    }

    /// Adds time to the period in play (`ms` > 0) or takes it away, in `t`'s
    /// schedule at `at`. The period in play stays in play: time taken away
    /// ends it at most now, and the clock never goes back into the period
    /// before it.
    pub fn adjust(&mut self, t: &Tournament, ms: i64, at: i64) -> Result<(), ClockError> {
        self.need_started()?;
        if ms == 0 {
            return Err(ClockError::NoTime);
        }
        let now = self.position(t, at);
        let change = ms.max(-now.left_ms);
        let added = self.added_ms.entry(now.period).or_default();
        *added = added.saturating_add(change);
        Ok(())
    }

    /// Checks a change the floor asks for now: time taken away must leave
    /// the period in play in play (`adjust` itself, folding a log, takes
    /// what was recorded).
    pub fn check_adjust(&self, t: &Tournament, ms: i64, at: i64) -> Result<(), ClockError> {
        self.need_started()?;
        let left_ms = self.position(t, at).left_ms;
        if ms < 0 && ms.saturating_neg() >= left_ms {
            return Err(ClockError::MoreThanLeft { left_ms });
        }
        Ok(())
    }

    /// Moves a manual clock on by `ms` (nothing while paused).
    pub fn tick(&mut self, ms: i64) -> Result<(), ClockError> {
        if self.mode != ClockMode::Manual {
            return Err(ClockError::NotManual);
        }
        self.need_started()?;
        if ms <= 0 {
            return Err(ClockError::NoTime);
        }
        if !self.paused {
            self.played_ms += ms;
        }
        Ok(())
    }

    /// Sets a running wall clock to `played` at `at`, the time played on
    /// another clock it follows (an event's one clock, in the room), and it
    /// runs on from there; time added to a period stays added. A manual
    /// clock, or one not running, is left as it is.
    pub fn follow(&mut self, played: i64, at: i64) {
        if self.mode == ClockMode::Wall && self.running_since.is_some() {
            self.played_ms = played.max(0);
            self.running_since = Some(at);
        }
    }

    /// The time played at `now` (a manual clock ignores `now`).
    pub fn played(&self, now: i64) -> i64 {
        match self.running_since {
            Some(since) => self.played_ms + (now - since).max(0),
            None => self.played_ms,
        }
    }

    /// Where the clock stands in `t`'s schedule at `now`.
    pub fn position(&self, t: &Tournament, now: i64) -> Position {
        locate(t, &self.added_ms, self.played(now))
    }
}

/// Places `played` milliseconds in the schedule, each period lengthened by
/// the time `added` to it; past its end the last level goes on.
fn locate(t: &Tournament, added: &BTreeMap<usize, i64>, played: i64) -> Position {
    let length = |i: usize, p: &Period| {
        (i64::from(p.minutes()) * 60_000).saturating_add(added.get(&i).copied().unwrap_or(0))
    };
    let mut start = 0i64;
    let mut level = 0;
    let mut breaks = 0;
    let last = t.levels.len().saturating_sub(1);
    for (i, p) in t.levels.iter().enumerate() {
        let len = length(i, p);
        match p {
            Period::Level(_) => level += 1,
            Period::Break(_) => breaks += 1,
        }
        if played < start + len || i == last {
            let left_ms = (start + len - played).max(0);
            let to_break_ms = match p {
                Period::Break(_) => None,
                Period::Level(_) => {
                    let mut at = left_ms;
                    let later = t.levels.iter().enumerate().skip(i + 1);
                    later.into_iter().find_map(|(j, q)| match q {
                        Period::Break(_) => Some(at),
                        Period::Level(_) => {
                            at = at.saturating_add(length(j, q));
                            None
                        }
                    })
                }
            };
            return Position {
                period: i,
                level: level.max(1),
                on_break: matches!(p, Period::Break(_)).then_some(breaks),
                breaks_begun: breaks,
                left_ms,
                next: (i < last).then_some(i + 1),
                to_break_ms,
            };
        }
        start = start.saturating_add(len);
    }
    Position {
        period: 0,
        level: 1,
        on_break: None,
        breaks_begun: 0,
        left_ms: 0,
        next: None,
        to_break_ms: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn preset() -> Tournament {
        let yaml = include_str!("../../../../rulesets/tda-2024/nl-holdem-rebuy.yaml");
        crate::rules::HouseRules::from_yaml(yaml, "t.yaml")
            .unwrap()
            .tournament
            .unwrap()
    }

    #[test]
    fn a_wall_clock_runs_between_the_times_given_and_stops_while_paused() {
        let t = preset();
        let mut c = Clock::new(ClockMode::Wall);
        c.start(1_000).unwrap();
        assert_eq!(c.position(&t, 1_000 + 5 * 60_000).level, 1);
        c.pause(1_000 + 5 * 60_000).unwrap();
        assert_eq!(c.pause(2), Err(ClockError::Paused));
        // An hour paused changes nothing.
        assert_eq!(c.played(99_999_999), 5 * 60_000);
        c.resume(10_000_000).unwrap();
        let left = |c: &Clock| c.position(&t, 10_000_000).left_ms;
        let level = i64::from(t.levels[0].minutes()) * 60_000;
        assert_eq!(left(&c), level - 5 * 60_000);
        c.adjust(&t, -60_000, 10_000_000).unwrap();
        assert_eq!(left(&c), level - 6 * 60_000);
        c.adjust(&t, 99 * 60_000, 10_000_000).unwrap();
        assert_eq!(left(&c), level + 93 * 60_000, "the level in play grows");
        assert_eq!(c.position(&t, 10_000_000).level, 1);
        assert_eq!(c.tick(1), Err(ClockError::NotManual));
    }

    #[test]
    fn a_wall_clock_following_another_takes_its_time_and_runs_on() {
        let t = preset();
        let mut c = Clock::new(ClockMode::Wall);
        // Not started: nothing to follow.
        c.follow(25 * 60_000, 0);
        assert_eq!(c.played(0), 0);
        c.start(1_000).unwrap();
        // The room's clock is 25 minutes in: level 2 with 15 minutes left,
        // and it runs on from the time it was taken.
        c.follow(25 * 60_000, 2_000);
        assert_eq!(c.played(2_000 + 60_000), 26 * 60_000);
        let p = c.position(&t, 2_000);
        assert_eq!((p.level, p.left_ms), (2, 15 * 60_000));
        // Paused here, it is left as it is; a manual clock never follows.
        c.pause(3_000).unwrap();
        c.follow(0, 4_000);
        assert_eq!(c.played(9_000), 25 * 60_000 + 1_000);
        let mut m = Clock::new(ClockMode::Manual);
        m.start(0).unwrap();
        m.follow(60_000, 0);
        assert_eq!(m.played(0), 0);
    }

    #[test]
    fn a_manual_clock_moves_by_ticks_into_levels_and_breaks() {
        let t = preset();
        let mut c = Clock::new(ClockMode::Manual);
        assert_eq!(c.tick(1), Err(ClockError::NotStarted));
        c.start(123).unwrap();
        c.tick(20 * 60_000).unwrap();
        let p = c.position(&t, 0);
        assert_eq!((p.level, p.on_break), (2, None));
        assert_eq!(p.left_ms, i64::from(t.levels[1].minutes()) * 60_000);
        // Through level 4 to the first break.
        c.tick(60 * 60_000).unwrap();
        let p = c.position(&t, 0);
        assert_eq!((p.level, p.on_break, p.breaks_begun), (4, Some(1), 1));
    }

    #[test]
    fn time_added_or_taken_changes_the_level_in_play_and_never_goes_back_a_level() {
        let t = preset();
        let mut c = Clock::new(ClockMode::Manual);
        c.start(0).unwrap();
        let minutes = |i: usize| i64::from(t.levels[i].minutes()) * 60_000;
        // Into level 3 with two minutes played of it.
        c.tick(minutes(0) + minutes(1) + 2 * 60_000).unwrap();
        let p = c.position(&t, 0);
        assert_eq!((p.level, p.left_ms), (3, minutes(2) - 2 * 60_000));
        // Five minutes more for level 3: still level 3, five minutes more left.
        c.adjust(&t, 5 * 60_000, 0).unwrap();
        let p = c.position(&t, 0);
        assert_eq!((p.level, p.left_ms), (3, minutes(2) + 3 * 60_000));
        // Taking away more than is left ends level 3 now, no further.
        c.adjust(&t, -99 * 60_000, 0).unwrap();
        let p = c.position(&t, 0);
        assert_eq!((p.level, p.left_ms), (4, minutes(3)));
        // Asked now, the same change is refused: the level stays in play.
        let before = c.clone();
        assert_eq!(
            c.check_adjust(&t, -minutes(3), 0),
            Err(ClockError::MoreThanLeft {
                left_ms: minutes(3)
            })
        );
        assert_eq!(c.check_adjust(&t, -minutes(3) + 1_000, 0), Ok(()));
        assert_eq!(c, before);
        // At level 1, time added is added.
        let mut c = Clock::new(ClockMode::Manual);
        c.start(0).unwrap();
        c.adjust(&t, 5 * 60_000, 0).unwrap();
        assert_eq!(c.position(&t, 0).left_ms, minutes(0) + 5 * 60_000);
    }
}

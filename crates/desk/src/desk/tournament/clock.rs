//! The tournament clock at the desk: wall or manual, started with the first
//! hand (or by `clock start`), moved by `tick` when manual, and paused,
//! resumed or set forward or back by the floor alone, with a reason. Each
//! step is a chained event with its time, so a reopened log stands at the
//! same level with the same time left.

use chrono::{DateTime, Utc};

use dealerdesk_core::tournament::{Clock, ClockError, ClockMode, Level, Position};
use dealerdesk_log::OperatorId;

use super::{Desk, DeskError, TourneyEvent, TourneyRefusal, mode_name};

impl Desk {
    /// The time the desk goes by.
    pub(in crate::desk) fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }

    /// Where the tournament clock stands now.
    pub fn clock_position(&self) -> Option<Position> {
        Some(self.tournament()?.position(self.now()))
    }

    /// Chooses the clock: the wall clock (the default) or a manual one that
    /// moves only by `tick`. Once the clock has started, the log's choice
    /// stands.
    pub fn set_clock_mode(&mut self, mode: ClockMode) -> Result<(), DeskError> {
        let t = self.tourney()?;
        if t.clock.started() && t.clock.mode != mode {
            let logged = t.clock.mode;
            return Err(self.refuse_tourney(TourneyRefusal::ClockMode {
                logged,
                asked: mode,
            }));
        }
        if let Some(t) = self.table.tournament.as_mut() {
            t.clock.mode = mode;
        }
        Ok(())
    }

    /// At a tournament table, the level the next hand is dealt at and its
    /// row; refused during a break or while a colour-up is due.
    pub(in crate::desk) fn tournament_level(&self) -> Result<Option<(u32, Level)>, DeskError> {
        let Some(t) = self.tournament() else {
            return Ok(None);
        };
        if t.deal.as_ref().is_some_and(|d| d.play_for == 0) {
            return Err(self.refuse_tourney(TourneyRefusal::DealEnded));
        }
        let p = t.position(self.now());
        if let Some(number) = p.on_break {
            return Err(self.refuse_tourney(TourneyRefusal::OnBreak { number }));
        }
        if let Some((chip, at_break)) = self.colour_up_due() {
            return Err(self.refuse_tourney(TourneyRefusal::ColourUpDue { chip, at_break }));
        }
        let level = t
            .structure
            .level(p.level)
            .ok_or(super::super::ReplayFault::NoLevel { level: p.level })?;
        Ok(Some((p.level, level.clone())))
    }

    fn clock_refused(&self, e: ClockError) -> DeskError {
        self.refuse_tourney(TourneyRefusal::Clock(e))
    }

    /// Starts the tournament clock.
    pub fn start_clock(&mut self) -> Result<(), DeskError> {
        let t = self.tourney()?;
        let mut clock = t.clock.clone();
        clock
            .start(self.now().timestamp_millis())
            .map_err(|e| self.clock_refused(e))?;
        let manual = clock.mode == ClockMode::Manual;
        let text = format!("tournament clock start ({})", mode_name(clock.mode));
        self.record_tourney(None, None, text, TourneyEvent::ClockStart { manual })
    }

    /// Moves a manual clock on by `ms`; a hand in play keeps its level.
    pub fn tick(&mut self, ms: i64) -> Result<(), DeskError> {
        let mut clock = self.tourney()?.clock.clone();
        clock.tick(ms).map_err(|e| self.clock_refused(e))?;
        let text = format!("tournament tick {}", words_for(ms));
        self.record_tourney(None, None, text, TourneyEvent::Tick { ms })
    }

    /// The floor pauses the clock.
    pub fn pause_clock(
        &mut self,
        floor: OperatorId,
        pin: &str,
        reason: &str,
    ) -> Result<(), DeskError> {
        let change = |clock: &mut Clock, now| clock.pause(now);
        let event = |reason| TourneyEvent::ClockPause { reason };
        self.floor_clock(floor, pin, reason, "pause".into(), change, event)
    }

    /// The floor sets the clock running again.
    pub fn resume_clock(
        &mut self,
        floor: OperatorId,
        pin: &str,
        reason: &str,
    ) -> Result<(), DeskError> {
        let change = |clock: &mut Clock, now| clock.resume(now);
        let event = |reason| TourneyEvent::ClockResume { reason };
        self.floor_clock(floor, pin, reason, "resume".into(), change, event)
    }

    /// The floor adds time to the period in play (`ms` > 0) or takes some
    /// away.
    pub fn adjust_clock(
        &mut self,
        floor: OperatorId,
        pin: &str,
        reason: &str,
        ms: i64,
    ) -> Result<(), DeskError> {
        let sign = if ms > 0 { "+" } else { "-" };
        let what = format!("{sign}{}", words_for(ms.abs()));
        let structure = self.tourney()?.structure.clone();
        let change = |clock: &mut Clock, now| {
            clock.check_adjust(&structure, ms, now)?;
            clock.adjust(&structure, ms, now)
        };
        let event = |reason| TourneyEvent::ClockAdjust { ms, reason };
        self.floor_clock(floor, pin, reason, what, change, event)
    }

    /// A floor ruling on the clock: behind the PIN, with the reason, the
    /// change tried on a copy of the clock before it is recorded.
    fn floor_clock(
        &mut self,
        floor: OperatorId,
        pin: &str,
        reason: &str,
        what: String,
        change: impl FnOnce(&mut Clock, i64) -> Result<(), ClockError>,
        event: impl FnOnce(String) -> TourneyEvent,
    ) -> Result<(), DeskError> {
        self.tourney()?;
        self.check_floor(floor, pin, reason)?;
        let mut clock = self.tourney()?.clock.clone();
        change(&mut clock, self.now().timestamp_millis()).map_err(|e| self.clock_refused(e))?;
        let event = event(reason.trim().to_string());
        self.record_tourney(Some(floor), None, format!("floor clock {what}"), event)
    }
}

/// A duration as the words read it back (`20m`, `90s`, `1h5m`).
pub fn words_for(ms: i64) -> String {
    let s = ms / 1000;
    let (h, m, sec) = (s / 3600, s / 60 % 60, s % 60);
    let mut out = String::new();
    if h > 0 {
        out += &format!("{h}h");
    }
    if m > 0 {
        out += &format!("{m}m");
    }
    if sec > 0 || out.is_empty() {
        out += &format!("{sec}s");
    }
    out
}

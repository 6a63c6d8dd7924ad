//! Tournament sessions of the desk hunt, under a bundled tournament preset
//! on a manual clock: entries (late ones and re-entries too), rebuys,
//! add-ons, the clock ticking through levels and breaks, colour-ups with
//! their chip race, hands played to busts. Checked besides what every desk
//! session holds: every chip accounted for (starting stacks, rebuy and
//! add-on chips, and what a colour-up races off or creates, at most one
//! chip of the new denomination a player), no player with chips out but the winner, and
//! the standings' money: what came in, the fees, and the prize pool paid
//! and still to pay.

use std::path::Path;

use dealerdesk_core::cards::Card;
use dealerdesk_core::chips::Chips;
use dealerdesk_core::rules::HouseRules;
use dealerdesk_core::tournament::ClockMode;
use dealerdesk_desk::desk::{Desk, DeskError, SeatNo, TourneyRefusal};

use super::{Flow, Session, chips_on_table};
use crate::{Broken, Kind, Outcome, Rng, Scratch, digest};

/// The bundled tournament presets, a HORSE freezeout rotating by level
/// among them.
const TOURNAMENTS: [&str; 3] = [
    "tda-2024/nl-holdem-tournament",
    "tda-2024/nl-holdem-rebuy",
    "tda-2024/horse-tournament",
];

/// Names players enter under: few, so re-entries and refusals come up.
const NAMES: [&str; 10] = [
    "Ana", "Ben", "Cy", "Dee", "Eli", "Flo", "Gus", "Hal", "Ivy", "Jo",
];

/// What a new hand came to.
enum Start {
    Started,
    Refused,
    /// Refused: one player is left.
    Over,
}

/// Money taken, as the hunt counts it.
#[derive(Default)]
struct Money {
    entries: u64,
    rebuys: u64,
    add_ons: u64,
}

/// Plays the tournament session of `seed` with its log in `dir`.
pub(super) fn play(seed: u64, dir: &Path) -> Result<Outcome, Broken> {
    let mut rng = Rng::new(seed);
    let ruleset = *rng.pick(&TOURNAMENTS);
    let path = crate::rulesets_dir().join(format!("{ruleset}.yaml"));
    let rules = HouseRules::from_file(&path)
        .map_err(|e| Broken(format!("the bundled ruleset {ruleset} does not load: {e}")))?;
    let scratch = Scratch::new(dir, Kind::Desk, seed);
    let desk = Desk::open(&scratch.path, rules.clone(), "hunt")
        .map_err(|e| Broken(format!("{ruleset}: the log does not open: {e}")))?;
    let mut s = Session::new(desk, rng, ruleset);
    let mut money = Money::default();
    if s.attempt("a manual clock", Flow::Within, |d| {
        d.set_clock_mode(ClockMode::Manual)
    })?
    .is_none()
    {
        return Err(s.broken("a new tournament refused the manual clock".into()));
    }
    for _ in 0..2 + s.rng.below(7) {
        s.enter(&mut money)?;
    }
    s.first_button()?;
    if s.rng.one_in(3) {
        s.register_floor()?;
    }
    let target = 1 + s.rng.below(12);
    let mut attempts = 0;
    while s.hands < target && attempts < 4 * target {
        attempts += 1;
        for _ in 0..s.rng.below(4) {
            s.between_tourney_hands(&mut money)?;
        }
        if s.desk.colour_up_due().is_some() {
            s.colour_up()?;
        }
        let stop_mid_hand = s.hands + 1 == target && s.rng.one_in(4);
        match s.start_tourney_hand()? {
            Start::Started => s.play_hand(stop_mid_hand)?,
            Start::Refused => {}
            Start::Over => break,
        }
    }
    s.check_standings(&money)?;
    s.check_after_session(&scratch.path, rules, Some(ClockMode::Manual))?;
    let seats = format!("{:?} {:?}", s.desk.seats(), s.desk.hand());
    Ok(Outcome {
        hands: s.hands,
        digest: digest(&seats),
    })
}

impl Session {
    /// An entry under a name from the few, in a random seat.
    fn enter(&mut self, money: &mut Money) -> Result<(), Broken> {
        let seat = self.random_seat();
        let name = self.rng.pick(&NAMES).to_string();
        let stack = self.structure()?.starting_stack;
        if self
            .attempt("an entry", Flow::In(stack), |d| {
                d.enter_tournament(seat, &name)
            })?
            .is_some()
        {
            money.entries += 1;
        }
        Ok(())
    }

    /// The next hand, if the table can start one. The one refusal that
    /// writes is the end of the tournament: the players at 0 who could have
    /// rebought are put out then, and nothing else changes.
    fn start_tourney_hand(&mut self) -> Result<Start, Broken> {
        let table = self.desk.table().clone();
        let head = self.head()?;
        match self.desk.start_hand() {
            Ok(_) => {
                self.hands += 1;
                self.after(None)?;
                Ok(Start::Started)
            }
            Err(DeskError::Tournament(e)) if e.refusal == TourneyRefusal::Over => {
                let written = self
                    .desk
                    .log()
                    .events_since(head.0)
                    .map_err(|e| self.broken(format!("the log cannot be read: {e}")))?;
                if let Some(other) = written
                    .iter()
                    .find(|r| !r.action.starts_with("tournament out "))
                {
                    return Err(
                        self.broken(format!("the tournament's end wrote {:?}", other.action))
                    );
                }
                let left = self
                    .desk
                    .seats()
                    .values()
                    .filter(|s| !s.stack.is_zero())
                    .count();
                if left != 1 || self.desk.seats() != table.seats() {
                    return Err(self.broken(format!(
                        "the tournament ended with {left} players holding chips, or moved chips"
                    )));
                }
                self.after(None)?;
                Ok(Start::Over)
            }
            Err(e) => {
                if *self.desk.table() != table || self.head()? != head {
                    return Err(self.broken(format!(
                        "refused a new hand ({e}) changed the table or the log"
                    )));
                }
                self.after(None)?;
                Ok(Start::Refused)
            }
        }
    }

    /// One step between hands: the clock, an entry, a rebuy, an add-on, a
    /// sit-out or a return.
    fn between_tourney_hands(&mut self, money: &mut Money) -> Result<(), Broken> {
        let structure = self.structure()?.clone();
        match self.rng.below(7) {
            0 | 1 => {
                let minutes = 1 + self.rng.below(25);
                let ms = i64::try_from(minutes * 60_000).unwrap_or(i64::MAX);
                // Refused before the clock starts (the first hand starts it).
                self.attempt("a tick", Flow::Within, |d| d.tick(ms))?;
            }
            2 => self.enter(money)?,
            3 => {
                let seat = self.occupied_seat().unwrap_or(SeatNo(1));
                let chips = structure.rebuy.as_ref().map_or(Chips::ZERO, |r| r.chips);
                if self
                    .attempt("a rebuy", Flow::In(chips), |d| d.rebuy(seat))?
                    .is_some()
                {
                    money.rebuys += 1;
                }
            }
            4 => {
                // On a break, most of the table asks for the add-on.
                let on_break = self
                    .desk
                    .clock_position()
                    .is_some_and(|p| p.on_break.is_some());
                let asking = if on_break { 1 + self.rng.below(9) } else { 1 };
                let chips = structure.add_on.as_ref().map_or(Chips::ZERO, |a| a.chips);
                for _ in 0..asking {
                    let seat = self.occupied_seat().unwrap_or(SeatNo(1));
                    if self
                        .attempt("an add-on", Flow::In(chips), |d| d.add_on(seat))?
                        .is_some()
                    {
                        money.add_ons += 1;
                    }
                }
            }
            5 => {
                let seat = self.random_seat();
                self.attempt("a sit-out", Flow::Within, |d| d.sit_out(seat))?;
            }
            _ => {
                let seat = self.occupied_seat().unwrap_or(SeatNo(1));
                self.attempt("a return", Flow::Within, |d| d.sit_in(seat))?;
            }
        }
        Ok(())
    }

    /// The colour-up due, with a race card for each player with odd chips
    /// (now and then one card too few). The chips it races off or creates
    /// are at most one chip of the new denomination a player.
    fn colour_up(&mut self) -> Result<(), Broken> {
        let Some((removed, at_break)) = self.desk.colour_up_due() else {
            return Ok(());
        };
        let structure = self.structure()?.clone();
        let new_chip = structure
            .chips_after(at_break)
            .into_iter()
            .find(|c| *c > removed)
            .unwrap_or(removed);
        let mut deck: Vec<u8> = (0..52).collect();
        let mut cards = Vec::new();
        let stacks: Vec<(SeatNo, Chips)> = self
            .desk
            .seats()
            .iter()
            .map(|(n, s)| (*n, s.stack))
            .collect();
        for (seat, stack) in &stacks {
            // A card for each odd chip of the denomination leaving.
            let odd = (stack.0 % new_chip.0.max(1)).div_ceil(removed.0.max(1));
            for _ in 0..odd {
                if deck.is_empty() {
                    break;
                }
                let i = self.rng.below(deck.len() as u64) as usize;
                let card = Card::from_index(deck.swap_remove(i))
                    .ok_or_else(|| self.broken("a card index below 52".into()))?;
                cards.push((*seat, card));
            }
        }
        if self.rng.one_in(8) {
            cards.pop();
        }
        let table = self.desk.table().clone();
        let head = self.head()?;
        let before = chips_on_table(&table);
        match self.desk.colour_up(removed, &cards) {
            Ok(()) => {
                let after = chips_on_table(self.desk.table());
                let players = stacks.iter().filter(|(_, c)| !c.is_zero()).count() as u64;
                let most = new_chip.0 * players;
                if after.0.abs_diff(before.0) > most {
                    return Err(self.broken(format!(
                        "colouring up {removed} to {new_chip} moved the table from {before} to {after} chips"
                    )));
                }
                self.bank = self.bank + after - before;
            }
            Err(e) => {
                if *self.desk.table() != table || self.head()? != head {
                    return Err(self.broken(format!(
                        "a refused colour-up ({e}) changed the table or the log"
                    )));
                }
            }
        }
        self.after(None)
    }

    /// The standings' money against the hunt's count, and no player with
    /// chips out.
    fn check_standings(&self, money: &Money) -> Result<(), Broken> {
        let structure = self.structure()?;
        let standings = self
            .desk
            .table()
            .standings()
            .ok_or_else(|| self.broken("a tournament table without standings".into()))?;
        let m = &standings.money;
        let rebuy_price = structure.rebuy.as_ref().map_or(0, |r| r.price);
        let add_on_price = structure.add_on.as_ref().map_or(0, |a| a.price);
        let expected = (
            money.entries * (structure.buy_in + structure.fee),
            money.rebuys * rebuy_price,
            money.add_ons * add_on_price,
            money.entries * structure.fee,
        );
        if (m.buy_ins, m.rebuys, m.add_ons, m.fees) != expected {
            return Err(self.broken(format!(
                "the standings count {m:?}; taken: buy-ins, rebuys, add-ons, fees {expected:?}"
            )));
        }
        if m.prize_pool != m.buy_ins + m.rebuys + m.add_ons - m.fees
            || m.prizes_paid + m.prizes_to_pay != m.prize_pool
        {
            return Err(self.broken(format!("the standings do not reconcile: {m:?}")));
        }
        for seat in self.desk.seats().values() {
            // The winner places first with every chip.
            let out = standings
                .rows
                .iter()
                .any(|r| r.name == seat.name && r.place.is_some_and(|p| p > 1));
            if out && !seat.stack.is_zero() && self.desk.hand().is_none() {
                return Err(self.broken(format!("{} is out with {} chips", seat.name, seat.stack)));
            }
        }
        Ok(())
    }

    fn structure(&self) -> Result<&dealerdesk_core::tournament::Tournament, Broken> {
        self.desk
            .tournament()
            .map(|t| &t.structure)
            .ok_or_else(|| self.broken("a tournament table without a tournament".into()))
    }
}

//! The desk hunt: a random table session through `Desk`, the library API the
//! console drives, on a fresh log under a random bundled ruleset. Players sit
//! down, leave, sit out, come back, rebuy and change seats between hands; the
//! first button is chosen or drawn; hands are played by the engine hunt's
//! random player with dealer errors (one whose result is the floor's must be
//! refused from the dealer, and none entered may kill a hand or call a
//! misdeal after an action), take-backs, the floor's rulings behind a PIN
//! (void, kill, award, misdeal, fouled deck), floor staff added after hands
//! (refused without a floor person's PIN) and lines that must be refused. Checked throughout: every chip accounted for (buy-ins, rebuys
//! and cash-outs against the table and the rake), a refusal leaving the table
//! and the log as they were; and after the session: the log verifies,
//! reopening it reaches the same table, and every finished hand exported as
//! a hand history replays to the same stacks. A mixed-game table (HORSE,
//! HOSE) plays long enough for its game to change, and each hand must be of
//! the game its rotation has due.

use std::path::Path;

use dealerdesk_core::cards::Card;
use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::Action;
use dealerdesk_core::rules::Every;
use dealerdesk_desk::desk::{Desk, DeskError, SeatNo, TableState};
use dealerdesk_log::{HandId, OperatorId, Seq};

mod after;
mod floor;
mod tourney;

use super::hand::{card_error, illegal_action, procedure, random_action};
use super::{Broken, Kind, Outcome, Rng, Scratch, digest, random_rules};

/// The most entries one hand may take before it counts as stuck.
const MAX_STEPS: u32 = 1_000;

/// Chips an operation brings to the table or takes away, when it is done.
#[derive(Clone, Copy)]
enum Flow {
    /// None: chips only move around the table.
    Within,
    /// A buy-in or rebuy.
    In(Chips),
    /// A player leaving with their stack.
    Out(Chips),
}

/// A registered floor person and their PIN.
struct Floor {
    id: OperatorId,
    pin: String,
}

/// One session under way, with the chips that came and went.
struct Session {
    desk: Desk,
    rng: Rng,
    ruleset: &'static str,
    /// Chips bought in and rebought, less chips taken away by leavers.
    bank: Chips,
    /// Rake of the finished hands.
    rake: Chips,
    floor: Option<Floor>,
    wrong_pins: u32,
    hands: u64,
}

/// Whether the session of `seed` is a tournament (one in four). Drawn
/// apart from the session's own draws (a SplitMix64 finalizer of the salted
/// seed), so a cash session keeps its seed; the salt keeps the cash seeds
/// kept as regression cases in `crates/hunt/tests/hunts.rs` cash sessions.
fn is_tournament(seed: u64) -> bool {
    let mut z = seed ^ 0x0575_3981_5d2c_c1ac;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (z ^ (z >> 31)).is_multiple_of(4)
}

/// Plays the session of `seed` with its log in `dir`: a cash game, or one
/// time in four a tournament (`tourney.rs`).
pub(super) fn play_session(seed: u64, dir: &Path) -> Result<Outcome, Broken> {
    if is_tournament(seed) {
        return tourney::play(seed, dir);
    }
    let mut rng = Rng::new(seed);
    let (ruleset, rules) = random_rules(&mut rng)?;
    let scratch = Scratch::new(dir, Kind::Desk, seed);
    let desk = Desk::open(&scratch.path, rules.clone(), "hunt")
        .map_err(|e| Broken(format!("{ruleset}: the log does not open: {e}")))?;
    let mut s = Session::new(desk, rng, ruleset);
    for _ in 0..2 + s.rng.below(6) {
        s.sit_random()?;
    }
    s.first_button()?;
    if s.rng.one_in(3) {
        s.register_floor()?;
    }
    // A mixed-game table plays long enough for its game to change twice.
    let target = match s.desk.rules().rotation.as_ref().map(|r| r.every) {
        Some(Every::Hands(n)) => 1 + s.rng.below(2 * u64::from(n) + 4),
        Some(Every::Orbit) => 1 + s.rng.below(24),
        // A tournament rotating by level is hunted by `tourney`'s clock.
        Some(Every::Level) | None => 1 + s.rng.below(6),
    };
    let mut attempts = 0;
    while s.hands < target && attempts < 4 * target {
        attempts += 1;
        for _ in 0..s.rng.below(4) {
            s.between_hands()?;
        }
        // A hand left mid-play ends the session now and then, so reopening
        // meets a hand in play.
        let stop_mid_hand = s.hands + 1 == target && s.rng.one_in(4);
        if s.start()? {
            s.play_hand(stop_mid_hand)?;
        }
    }
    s.check_after_session(&scratch.path, rules, None)?;
    let seats = format!("{:?} {:?}", s.desk.seats(), s.desk.hand());
    Ok(Outcome {
        hands: s.hands,
        digest: digest(&seats),
    })
}

impl Session {
    fn new(desk: Desk, rng: Rng, ruleset: &'static str) -> Session {
        Session {
            desk,
            rng,
            ruleset,
            bank: Chips::ZERO,
            rake: Chips::ZERO,
            floor: None,
            wrong_pins: 0,
            hands: 0,
        }
    }

    fn broken(&self, what: String) -> Broken {
        Broken(format!("{}: {what}", self.ruleset))
    }

    /// The log's head: its last seq and hash.
    fn head(&self) -> Result<(Seq, Option<String>), Broken> {
        self.desk
            .log()
            .head()
            .map_err(|e| self.broken(format!("the log's head cannot be read: {e}")))
    }

    /// Runs `op` on the desk; `flow` is what it brings or takes if done. A
    /// refusal must leave the table and the log as they were; either way
    /// every chip must still be accounted for.
    fn attempt<T>(
        &mut self,
        what: &str,
        flow: Flow,
        op: impl FnOnce(&mut Desk) -> Result<T, DeskError>,
    ) -> Result<Option<T>, Broken> {
        let table = self.desk.table().clone();
        let head = self.head()?;
        let hand = self.desk.hand().map(|h| h.id);
        let done = op(&mut self.desk);
        let result = match done {
            Ok(t) => {
                match flow {
                    Flow::Within => {}
                    Flow::In(chips) => self.bank += chips,
                    Flow::Out(chips) => self.bank -= chips,
                }
                Some(t)
            }
            Err(e) => {
                if *self.desk.table() != table {
                    return Err(self.broken(format!("refused {what} ({e}) changed the table")));
                }
                if self.head()? != head {
                    return Err(self.broken(format!("refused {what} ({e}) wrote to the log")));
                }
                None
            }
        };
        self.after(hand)?;
        Ok(result)
    }

    /// Counts the rake of a hand that just ended and checks the chips.
    fn after(&mut self, hand_before: Option<HandId>) -> Result<(), Broken> {
        let ended = hand_before.filter(|id| self.desk.hand().is_none_or(|h| h.id != *id));
        if let Some(id) = ended {
            let last = self
                .desk
                .table()
                .last_hand()
                .filter(|h| h.id == id)
                .ok_or_else(|| self.broken(format!("hand {id:?} ended but is not the last")))?;
            self.rake += last.state.rake();
        }
        let on_table = chips_on_table(self.desk.table());
        if on_table + self.rake != self.bank {
            return Err(self.broken(format!(
                "chips not conserved: {on_table} on the table and {} raked, {} brought",
                self.rake, self.bank
            )));
        }
        Ok(())
    }

    fn random_seat(&mut self) -> SeatNo {
        // Now and then a seat that does not exist.
        if self.rng.one_in(30) {
            return SeatNo(*self.rng.pick(&[0, 11, 255]));
        }
        SeatNo(1 + self.rng.below(10) as u8)
    }

    fn occupied_seat(&mut self) -> Option<SeatNo> {
        let seats: Vec<SeatNo> = self.desk.seats().keys().copied().collect();
        (!seats.is_empty()).then(|| *self.rng.pick(&seats))
    }

    /// Chips to buy in or rebuy with: mostly within the house's range.
    fn random_chips(&mut self) -> Chips {
        let unit = self.desk.rules().buy_in_unit().0.max(1);
        match self.rng.below(20) {
            0 => Chips::ZERO,
            1 => Chips(1 + self.rng.below(5)),
            2 => Chips(Chips::MAX.0 + 1),
            _ => match self.desk.rules().buy_in_range() {
                Some((min, max)) => {
                    let max = max.unwrap_or(Chips(min.0.max(unit) * 4));
                    Chips(min.0 + self.rng.below(max.0.saturating_sub(min.0) + 1))
                }
                None => Chips(unit * (1 + self.rng.below(200))),
            },
        }
    }

    fn sit_random(&mut self) -> Result<(), Broken> {
        let seat = self.random_seat();
        let chips = self.random_chips();
        let name = format!("P{}", self.rng.below(100));
        self.attempt("a sit-down", Flow::In(chips), |d| {
            d.seat(seat, &name, chips)
        })?;
        Ok(())
    }

    /// The session's first button: chosen, drawn by high card, or left to
    /// the desk.
    fn first_button(&mut self) -> Result<(), Broken> {
        match self.rng.below(3) {
            0 => {
                let seat = self.random_seat();
                self.attempt("a button", Flow::Within, |d| d.choose_button(seat))?;
            }
            1 => {
                let mut deck: Vec<u8> = (0..52).collect();
                let seats: Vec<SeatNo> = self.desk.seats().keys().copied().collect();
                let mut draws = Vec::new();
                for seat in seats {
                    let i = self.rng.below(deck.len() as u64) as usize;
                    let card = Card::from_index(deck.swap_remove(i))
                        .ok_or_else(|| self.broken("a card index below 52".into()))?;
                    draws.push((seat, card));
                }
                // Now and then a draw with a card twice.
                if self.rng.one_in(5)
                    && let Some(&(_, card)) = draws.first()
                    && let Some(last) = draws.last_mut()
                {
                    last.1 = card;
                }
                self.attempt("a draw for the button", Flow::Within, |d| {
                    d.draw_for_button(&draws)
                })?;
            }
            _ => {}
        }
        Ok(())
    }

    /// One seating change between hands, accepted or refused.
    fn between_hands(&mut self) -> Result<(), Broken> {
        match self.rng.below(10) {
            0 | 1 => self.sit_random()?,
            9 => self.late_floor()?,
            2 => {
                if let Some(seat) = self.occupied_seat() {
                    let stack = self
                        .desk
                        .seats()
                        .get(&seat)
                        .map_or(Chips::ZERO, |s| s.stack);
                    self.attempt("a leave", Flow::Out(stack), |d| d.leave(seat))?;
                }
            }
            3 => {
                let seat = self.random_seat();
                self.attempt("a sit-out", Flow::Within, |d| d.sit_out(seat))?;
            }
            4 | 5 => {
                let seat = self.occupied_seat().unwrap_or(SeatNo(1));
                self.attempt("a return", Flow::Within, |d| d.sit_in(seat))?;
            }
            6 => {
                let seat = self.occupied_seat().unwrap_or(SeatNo(1));
                let chips = self.random_chips();
                self.attempt("a rebuy", Flow::In(chips), |d| d.add_chips(seat, chips))?;
            }
            7 => {
                let from = self.occupied_seat().unwrap_or(SeatNo(1));
                let to = self.random_seat();
                self.attempt("a seat change", Flow::Within, |d| d.move_seat(from, to))?;
            }
            _ => {
                let name = self.rng.pick(&["Dana", "Eli", " "]).to_string();
                self.attempt("a dealer change", Flow::Within, |d| d.change_dealer(&name))?;
                // The first button is set before the first hand only.
                let seat = self.random_seat();
                self.attempt("a late button", Flow::Within, |d| d.choose_button(seat))?;
            }
        }
        Ok(())
    }

    /// Starts the next hand if the table can; whether it started. At a
    /// mixed-game table the hand is of the game shown as now, or of the one
    /// shown as next once the game now has no hands to go.
    fn start(&mut self) -> Result<bool, Broken> {
        let due = self
            .desk
            .table()
            .rotation()
            .map(|view| match view.hands_to_go {
                Some(0) => view.next,
                _ => view.now,
            });
        let started = self.attempt("a new hand", Flow::Within, |d| d.start_hand().map(|_| ()))?;
        if started.is_none() {
            return Ok(false);
        }
        self.hands += 1;
        if let (Some(due), Some(hand)) = (due, self.desk.hand()) {
            let dealt = self.desk.rules().variant();
            if dealt != due || hand.state.def().game != due.game() {
                return Err(self.broken(format!(
                    "hand {} of the rotation is {} under the rules of {}, {} was due",
                    self.hands,
                    hand.state.def().name,
                    dealt.code(),
                    due.code()
                )));
            }
        }
        Ok(true)
    }

    /// Plays the hand in play to its end (or, if `stop` says so, part way).
    fn play_hand(&mut self, stop: bool) -> Result<(), Broken> {
        let stop_at = stop.then(|| self.rng.below(30));
        for step in 0..MAX_STEPS {
            if stop_at.is_some_and(|at| u64::from(step) >= at) {
                return Ok(());
            }
            let Some(hand) = self.desk.hand() else {
                return Ok(());
            };
            let state = hand.state.clone();
            let players = state.players().len() as u64;
            let rules = self.desk.rules().clone();
            match self.rng.below(60) {
                0 => {
                    if let Some(bad) = illegal_action(&state, &rules)
                        && self
                            .attempt("an illegal action", Flow::Within, |d| d.submit(&bad))?
                            .is_some()
                    {
                        return Err(self.broken(format!("{bad} was accepted")));
                    }
                }
                1 | 2 => {
                    if let Some(a) = procedure(&state, &mut self.rng) {
                        self.dealer_error(a)?;
                    }
                }
                3 => {
                    if state.misdeals() < 2
                        && let Some(a) = card_error(&state, &mut self.rng)
                    {
                        self.dealer_error(a)?;
                    }
                }
                4 => {
                    self.attempt("a take-back", Flow::Within, |d| d.take_back())?;
                }
                5 => {
                    self.attempt("unseen cards", Flow::Within, |d| d.deal_unseen())?;
                }
                6 => {
                    let pos = Pos(self.rng.below(players) as u8);
                    let ruling = match self.rng.below(5) {
                        0 => None,
                        1 => Some(Action::Kill(pos)),
                        2 => Some(Action::Award(pos)),
                        3 => Some(Action::Misdeal),
                        _ => Some(Action::FouledDeck),
                    };
                    self.floor_ruling(ruling)?;
                }
                7 => self.wrong_pin()?,
                8 => self.seating_during_hand()?,
                _ => {
                    let a = random_action(&state, &rules, &mut self.rng);
                    if self
                        .attempt("an offered action", Flow::Within, |d| d.submit(&a))?
                        .is_none()
                    {
                        return Err(self.broken(format!("the offered action {a} was refused")));
                    }
                }
            }
        }
        Err(self.broken(format!("a hand did not end in {MAX_STEPS} entries")))
    }

    /// Seating words during a hand: a player in the hand may not leave or
    /// rebuy; anyone may sit down in an empty seat or sit out.
    fn seating_during_hand(&mut self) -> Result<(), Broken> {
        let Some(dealt) = self.desk.hand().map(|h| h.seats.clone()) else {
            return Ok(());
        };
        let seat = *self.rng.pick(&dealt);
        let stack = self
            .desk
            .seats()
            .get(&seat)
            .map_or(Chips::ZERO, |s| s.stack);
        if self
            .attempt("a leave mid-hand", Flow::Out(stack), |d| d.leave(seat))?
            .is_some()
        {
            return Err(self.broken(format!("{seat} left in the middle of a hand")));
        }
        let chips = self.random_chips();
        if self
            .attempt("a rebuy mid-hand", Flow::In(chips), |d| {
                d.add_chips(seat, chips)
            })?
            .is_some()
        {
            return Err(self.broken(format!("{seat} rebought in the middle of a hand")));
        }
        match self.rng.below(3) {
            0 => self.sit_random(),
            1 => {
                let seat = self.random_seat();
                self.attempt("a sit-out mid-hand", Flow::Within, |d| d.sit_out(seat))?;
                Ok(())
            }
            _ => Ok(()),
        }
    }
}

/// Every chip at the table: the seats' stacks, those in the hand as the
/// hand has them (stacks, bets and pots).
fn chips_on_table(table: &TableState) -> Chips {
    let hand = table.hand();
    let dealt = hand.map_or(&[][..], |h| &h.seats[..]);
    let seated: Chips = table
        .seats()
        .iter()
        .filter(|(n, _)| !dealt.contains(n))
        .map(|(_, s)| s.stack)
        .sum();
    seated + hand.map_or(Chips::ZERO, |h| h.state.total_chips())
}

//! PokerStars hand-history text, line for line as the room writes it, for
//! hand trackers: header with stakes (6+ hold'em's "Button Blind $5 - Ante
//! $5" when the button posts the only blind), currency and time (the room's local
//! time, Eastern time in brackets), seats in seat order, forced bets, each
//! street with its deal lines, the actions in PokerStars' words (the engine's
//! `Wager` names bet, raise and completion; a draw's discards as `draw.rs`
//! says), the showdown after the whole
//! board with hand names, and the summary (pots, board, each seat's result).
//!
//! Privacy: a hole card is written only if its player showed it at the table,
//! or for the hero the export is made for. Stud up cards are public.
//! Names are written on their line whatever a log holds: a character no name
//! may hold (from a log written before names were checked) becomes U+FFFD.

mod draw;
mod summary;

use std::fmt::Write;

use chrono::Datelike;
use chrono_tz::Tz;

use super::stars_options::{StarsOptions, zone_label};
use super::stars_words::{high_hand, low_hand, roman};
use crate::desk::printable;
use crate::review::HandReview;
use dealerdesk_core::cards::{Card, spaced_cards};
use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::{
    Blind, Event, Forced, HandState, Wager, dealt_face_up, legal_actions,
};
use dealerdesk_core::rules::{Game, Split, Structure};
use dealerdesk_core::tournament::Tournament;

/// Writes one reviewed hand in PokerStars hand-history text.
pub fn to_pokerstars(r: &HandReview, o: &StarsOptions) -> String {
    let mut w = Writer::new(r, o);
    w.header();
    w.forced_bets();
    w.actions();
    w.showdown();
    w.summary();
    w.out
}

/// The writer's running state over one hand.
struct Writer<'a> {
    r: &'a HandReview,
    o: &'a StarsOptions,
    out: String,
    /// Positions in seat order.
    by_seat: Vec<Pos>,
    /// The board as dealt so far.
    board: Vec<Card>,
    /// Each position's last tabled show, in the order of showing.
    shows: Vec<Pos>,
    mucks: Vec<Pos>,
    /// Where each position folded (street index), if it did.
    folded_on: Vec<Option<u8>>,
    /// Who collected what from which pot (pot index).
    collected: Vec<(Pos, Chips, usize)>,
    /// The street whose header and deal lines are written.
    street_written: Option<u8>,
    /// Stud: the hand as the last card of a street was dealt, until its
    /// header and deal lines are written.
    dealt: Option<HandState>,
    end: HandState,
    /// Each position's name as written: on one line, whatever an older log
    /// holds.
    names: Vec<String>,
    /// A draw's discards, until its cards are out.
    discards: Vec<draw::Discard>,
}

impl<'a> Writer<'a> {
    fn new(r: &'a HandReview, o: &'a StarsOptions) -> Writer<'a> {
        let mut by_seat: Vec<Pos> = (0..r.seats.len()).map(|i| Pos(i as u8)).collect();
        by_seat.sort_by_key(|p| r.seats[p.index()]);
        Writer {
            r,
            o,
            out: String::new(),
            by_seat,
            board: Vec::new(),
            shows: Vec::new(),
            mucks: Vec::new(),
            folded_on: vec![None; r.seats.len()],
            collected: Vec::new(),
            street_written: None,
            dealt: None,
            end: r.start.clone(),
            names: r.names.iter().map(|n| printable(n).into_owned()).collect(),
            discards: Vec::new(),
        }
    }

    fn line(&mut self, text: impl AsRef<str>) {
        self.out.push_str(text.as_ref());
        self.out.push('\n');
    }

    /// Chips as written: in money at a cash table, plain in a tournament.
    fn money(&self, c: Chips) -> String {
        if self.tournament().is_some() {
            return c.to_string();
        }
        self.o.money(c)
    }

    /// The tournament and the hand's level, for a tournament hand.
    fn tournament(&self) -> Option<(&'a Tournament, u32)> {
        Some((self.r.rules.tournament.as_ref()?, self.r.level?))
    }

    fn name(&self, p: Pos) -> &str {
        &self.names[p.index()]
    }

    fn is_hero(&self, p: Pos) -> bool {
        self.o.hero.as_deref() == Some(self.r.names[p.index()].as_str())
    }

    fn stud(&self) -> bool {
        self.r.rules.game().def().deals_up_cards()
    }

    fn header(&mut self) {
        let r = self.r;
        let rules = &r.rules;
        let hilo = if rules.split() == Split::HiLo8 {
            " Hi/Lo"
        } else {
            ""
        };
        let name = match rules.game() {
            Game::Holdem => "Hold'em",
            Game::Omaha => "Omaha",
            Game::Stud => "7 Card Stud",
            Game::Razz => "Razz",
            Game::ShortDeck => "6+ Hold'em",
            Game::DeuceSevenSingleDraw => "Single Draw 2-7 Lowball",
            Game::DeuceSevenTripleDraw => "Triple Draw 2-7 Lowball",
            Game::Badugi => "Badugi",
        };
        let (limit, small, big) = match rules.structure() {
            Structure::FixedLimit => ("Limit", r.spec.small_bet, r.spec.big_bet),
            Structure::PotLimit => ("Pot Limit", blinds(r).0, blinds(r).1),
            Structure::NoLimit => ("No Limit", blinds(r).0, blinds(r).1),
        };
        let game = format!("{name}{hilo} {limit}");
        let currency = self
            .o
            .currency
            .as_ref()
            .map_or_else(String::new, |c| format!(" {c}"));
        let local = r.started_at.with_timezone(&self.o.time_zone);
        let eastern = r.started_at.with_timezone(&Tz::America__New_York);
        let format = "%Y/%m/%d %-H:%M:%S";
        let when = if self.o.time_zone == Tz::America__New_York {
            format!("{} ET", eastern.format(format))
        } else {
            format!(
                "{} {} [{} ET]",
                local.format(format),
                zone_label(self.o.time_zone, local.year()),
                eastern.format(format)
            )
        };
        let stakes = match self.button_blind() {
            // 6+ hold'em: "(Button Blind $5 - Ante $5 USD)".
            Some(p) => format!(
                "Button Blind {} - Ante {}{currency}",
                self.money(r.spec.blinds[p.index()]),
                self.money(r.spec.antes.iter().copied().max().unwrap_or_default())
            ),
            None => format!("{}/{}{currency}", self.money(small), self.money(big)),
        };
        if let Some((t, level)) = self.tournament() {
            // A tournament hand as PokerStars writes one: the tournament's
            // number, buy-in + fee, and the level in Roman numerals.
            let sym = self.o.symbol();
            let code = &t.currency;
            self.line(format!(
                "PokerStars Hand #{}: Tournament #{}, {sym}{}+{sym}{} {code} {game} - Level {} ({}/{}) - {when}",
                r.id.0,
                t.id,
                t.buy_in,
                t.fee,
                roman(level),
                small,
                big
            ));
        } else {
            self.line(format!(
                "PokerStars Hand #{}:  {game} ({stakes}) - {when}",
                r.id.0
            ));
        }
        let button = if self.stud() {
            String::new()
        } else {
            format!(" Seat #{} is the button", r.button.0)
        };
        let table = match self.tournament() {
            Some((t, _)) => format!("{} 1", t.id),
            None => printable(&self.o.table).into_owned(),
        };
        self.line(format!("Table '{table}' {}-max{button}", self.o.max_seats));
        for p in self.by_seat.clone() {
            let text = format!(
                "Seat {}: {} ({} in chips)",
                r.seats[p.index()].0,
                self.name(p),
                self.money(r.spec.stacks[p.index()])
            );
            self.line(text);
        }
    }

    /// The player on the button when the button posts the hand's only
    /// blind, as in PokerStars' 6+ hold'em ("posts button blind").
    fn button_blind(&self) -> Option<Pos> {
        let r = self.r;
        let mut posting = (0..r.spec.blinds.len()).filter(|i| !r.spec.blinds[*i].is_zero());
        let only = posting.next().filter(|_| posting.next().is_none())?;
        (r.seats.get(only) == Some(&r.button)).then_some(Pos(only as u8))
    }

    fn forced_bets(&mut self) {
        let start = &self.r.start;
        let all_in = |p: Pos| {
            if start.players()[p.index()].stack.is_zero() {
                " and is all-in"
            } else {
                ""
            }
        };
        let mut lines = Vec::new();
        for &p in &self.by_seat {
            let ante = start.players()[p.index()].ante;
            if !ante.is_zero() {
                lines.push(format!(
                    "{}: posts the ante {}{}",
                    self.name(p),
                    self.money(ante),
                    all_in(p)
                ));
            }
        }
        // Blinds in position order: small, big, then straddles.
        for (i, pl) in start.players().iter().enumerate() {
            if pl.bet.is_zero() {
                continue;
            }
            let p = Pos(i as u8);
            let kind = match start.blind_kind(p) {
                _ if self.button_blind() == Some(p) => "button blind",
                Some(Blind::Small) => "small blind",
                Some(Blind::Big) | None => "big blind",
                Some(Blind::Straddle) => "straddle",
            };
            lines.push(format!(
                "{}: posts {kind} {}{}",
                self.name(p),
                self.money(pl.bet),
                all_in(p)
            ));
        }
        for l in lines {
            self.line(l);
        }
    }

    fn actions(&mut self) {
        let r = self.r;
        let mut state = r.start.clone();
        for action in &r.actions {
            let before = state.clone();
            let Ok(events) = state.play(&r.rules, action) else {
                break;
            };
            for e in &events {
                self.event(&before, &state, e);
            }
        }
        self.end = state;
    }

    /// The street's header and deal lines, once, before its first action.
    fn street(&mut self, s: &HandState) {
        let street = s.street_index();
        if self.street_written == Some(street) {
            return;
        }
        self.street_written = Some(street);
        if self.stud() {
            let name = [
                "3rd STREET",
                "4th STREET",
                "5th STREET",
                "6th STREET",
                "RIVER",
            ]
            .get(usize::from(street))
            .copied()
            .unwrap_or("RIVER");
            self.line(format!("*** {name} ***"));
            for p in self.by_seat.clone() {
                self.stud_deal_line(s, p, street);
            }
        } else if street == 0 {
            self.line(if self.draw_game() {
                "*** DEALING HANDS ***"
            } else {
                "*** HOLE CARDS ***"
            });
            if let Some(p) = self.by_seat.iter().copied().find(|p| self.is_hero(*p)) {
                let cards = s.players()[p.index()].cards();
                if !cards.is_empty() && cards.iter().all(Option::is_some) {
                    let text = format!("Dealt to {} [{}]", self.name(p), spaced_cards(cards));
                    self.line(text);
                }
            }
        }
    }

    /// `Dealt to p [earlier] [new]`: the hero's every card, others' up cards.
    fn stud_deal_line(&mut self, s: &HandState, p: Pos, street: u8) {
        let pl = &s.players()[p.index()];
        if pl.folded {
            return;
        }
        let cards = pl.cards();
        let new_from = if street == 0 {
            0
        } else {
            usize::from(street) + 2
        };
        if cards.len() <= new_from {
            return;
        }
        let hero = self.is_hero(p);
        let seen = |i: usize, c: &Option<Card>| {
            c.filter(|_| hero || dealt_face_up(self.r.rules.game(), i))
        };
        let earlier: Vec<Card> = cards[..new_from]
            .iter()
            .enumerate()
            .filter_map(|(i, c)| seen(i, c))
            .collect();
        let new: Vec<Card> = cards[new_from..]
            .iter()
            .enumerate()
            .filter_map(|(k, c)| seen(new_from + k, c))
            .collect();
        if new.is_empty() {
            return;
        }
        let text = if earlier.is_empty() {
            format!("Dealt to {} [{}]", self.name(p), join(&new))
        } else {
            format!(
                "Dealt to {} [{}] [{}]",
                self.name(p),
                join(&earlier),
                join(&new)
            )
        };
        self.line(text);
    }

    fn event(&mut self, before: &HandState, after: &HandState, e: &Event) {
        let betting = matches!(
            e,
            Event::Folded { .. }
                | Event::Checked { .. }
                | Event::Called { .. }
                | Event::Raised { .. }
                | Event::Posted {
                    kind: Forced::BringIn,
                    ..
                }
        );
        if self.stud() {
            // A stud street is written once its cards are all out: at its
            // first action, at the next street's first card, or at the end.
            let new_street = matches!(e, Event::Dealt { to: Some(_), .. })
                && self
                    .dealt
                    .as_ref()
                    .is_some_and(|d| d.street_index() != after.street_index());
            if betting || new_street {
                self.flush_stud_street();
            }
            if let Event::Dealt { to: Some(_), .. } = e {
                self.dealt = Some(after.clone());
            }
        } else if betting {
            self.flush_draw(before);
            self.street(before);
        }
        match e {
            Event::Dealt { to: None, cards } if !self.stud() => {
                let old = join(&self.board);
                let new: Vec<Card> = cards.iter().flatten().copied().collect();
                self.board.extend(new.iter().copied());
                let new = join(&new);
                let header = match self.board.len() {
                    3 => format!("*** FLOP *** [{new}]"),
                    4 => format!("*** TURN *** [{old}] [{new}]"),
                    _ => format!("*** RIVER *** [{old}] [{new}]"),
                };
                self.line(header);
                self.street_written = Some(after.street_index());
            }
            Event::Dealt { to: None, cards } => {
                // A stud common card for everyone, when the deck runs short.
                let new: Vec<Card> = cards.iter().flatten().copied().collect();
                self.board.extend(new.iter().copied());
                self.line(format!("*** RIVER *** [{}]", join(&new)));
            }
            Event::Posted {
                pos,
                kind: Forced::BringIn,
                amount,
            } => {
                let text = format!("{}: brings in for {}", self.name(*pos), self.money(*amount));
                self.line(text);
            }
            Event::Folded { pos } => {
                self.folded_on[pos.index()] = Some(before.street_index());
                let text = format!("{}: folds", self.name(*pos));
                self.line(text);
            }
            Event::Checked { pos } => {
                let text = format!("{}: checks", self.name(*pos));
                self.line(text);
            }
            Event::Called {
                pos,
                amount,
                all_in,
            } => {
                let text = format!(
                    "{}: calls {}{}",
                    self.name(*pos),
                    self.money(*amount),
                    all_in_tail(*all_in)
                );
                self.line(text);
            }
            Event::Raised {
                pos, to, all_in, ..
            } => {
                let top = before.bets().into_iter().max().unwrap_or_default();
                let legal = legal_actions(before, &self.r.rules);
                let words = match Wager::now(before, &legal) {
                    Wager::Bet => format!("bets {}", self.money(*to)),
                    // PokerStars words a completion as a raise of the
                    // bring-in, or a bet when nothing was brought in.
                    Wager::Complete if top.is_zero() => format!("bets {}", self.money(*to)),
                    Wager::Complete => format!(
                        "raises {} to {}",
                        self.money(to.saturating_sub(top)),
                        self.money(*to)
                    ),
                    Wager::Raise => format!(
                        "raises {} to {}",
                        self.money(to.saturating_sub(top)),
                        self.money(*to)
                    ),
                };
                let text = format!("{}: {words}{}", self.name(*pos), all_in_tail(*all_in));
                self.line(text);
            }
            Event::Returned { pos, amount } => {
                let text = format!(
                    "Uncalled bet ({}) returned to {}",
                    self.money(*amount),
                    self.name(*pos)
                );
                self.line(text);
            }
            Event::Shown { pos, .. } => {
                // A player who showed early (all in) shows again at the end:
                // one line, with the whole hand, in the showdown.
                self.shows.retain(|p| p != pos);
                self.shows.push(*pos);
            }
            Event::Mucked { pos } => self.mucks.push(*pos),
            Event::Discarded { pos, cards } => self.discarded(before, *pos, cards),
            Event::Awarded { pot, shares, .. } => {
                for (p, c) in shares {
                    if !c.is_zero() {
                        self.collected.push((*p, *c, *pot));
                    }
                }
            }
            _ => {}
        }
    }
}

/// The hand's small and big blinds, from the spec.
fn blinds(r: &HandReview) -> (Chips, Chips) {
    let mut posted: Vec<Chips> = r
        .spec
        .blinds
        .iter()
        .copied()
        .filter(|b| !b.is_zero())
        .collect();
    posted.sort();
    (
        posted.first().copied().unwrap_or_default(),
        posted.get(1).copied().unwrap_or_default(),
    )
}

fn all_in_tail(all_in: bool) -> &'static str {
    if all_in { " and is all-in" } else { "" }
}

fn join(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

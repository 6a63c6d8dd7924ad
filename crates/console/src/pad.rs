//! The action pad: the dealer's next step, the legal actions with their
//! amounts, the command line, chips read by the engine before they are
//! confirmed, and the card picker; the dealer procedures are in
//! `pad/procedures.rs`.

mod procedures;

use eframe::egui::{self, Key, RichText};

use super::outcome::show_outcome;
use super::table::HandView;
use super::{Outcome, style};
use dealerdesk_core::cards::{Card, CardSet};
use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::{
    Action, DealStep, Interpretation, Legal, Next, Phase, Wager, interpret_chips, legal_actions,
    raise_sizes,
};
use dealerdesk_desk::command::{self, Command, parse_command};
use dealerdesk_desk::desk::{Desk, LiveHand};
use procedures::{Procedure, needs_confirmation, procedure_words};

/// What the dealer asked for.
#[derive(Clone, Debug)]
pub enum Entry {
    /// An action for the engine.
    Act(Action),
    /// Deal the next hand.
    NextHand,
    /// Deal every face-down card of the round that nobody saw, one step
    /// after another, as the engine names them.
    DealUnseen,
    /// Take back the dealer's own last entry.
    TakeBack,
    /// A seating or session change.
    Session(dealerdesk_desk::command::SessionCommand),
}

/// The card picker's width: thirteen cards a row.
const PICKER_WIDTH: f32 = 13.0 * 41.0 + 12.0;

/// The pad's own state between frames. Everything but the typed line
/// belongs to the step it was made in: when the console records anything
/// (its revision moves on), outcomes, previews, confirmations and the raise
/// amount are dropped.
#[derive(Default)]
pub struct Pad {
    line: String,
    /// The console revision the transient state below belongs to.
    revision: u64,
    /// What the last entry did, shown under the command line.
    outcome: Option<Outcome>,
    pending: Option<Interpretation>,
    /// A destructive procedure waiting for the dealer to confirm it.
    confirm: Option<Action>,
    raise_to: u64,
    picker: bool,
    procedure: Option<Procedure>,
    proc_pos: u8,
    proc_cards: String,
    proc_outcome: Option<Outcome>,
    last_proc: bool,
}

impl Pad {
    /// Shows what an entry did until the console's next revision.
    pub fn set_outcome(&mut self, outcome: Outcome, revision: u64) {
        self.forget_step(revision);
        self.outcome = Some(outcome);
    }

    /// Drops whatever belonged to an earlier step.
    fn forget_step(&mut self, revision: u64) {
        if self.revision != revision {
            self.revision = revision;
            self.outcome = None;
            self.pending = None;
            self.confirm = None;
            self.proc_outcome = None;
            self.raise_to = 0;
        }
    }

    /// Closes the open forms: the chips read, a confirmation, the procedure
    /// form and the card picker. Returns whether anything was open.
    pub fn close(&mut self) -> bool {
        let open = self.pending.is_some()
            || self.confirm.is_some()
            || self.procedure.is_some()
            || self.picker
            || !self.line.is_empty();
        self.pending = None;
        self.confirm = None;
        self.procedure = None;
        self.picker = false;
        self.line.clear();
        open
    }

    /// Draws the pad for the console at `revision`; returns what the dealer
    /// entered this frame.
    pub fn show(&mut self, ui: &mut egui::Ui, desk: &Desk, revision: u64) -> Option<Entry> {
        self.forget_step(revision);
        // Results of a procedure go under the procedure form.
        if self.last_proc {
            self.last_proc = false;
            self.proc_outcome = self.outcome.take();
            if matches!(self.proc_outcome, Some(Outcome::Done { .. })) {
                self.procedure = None;
                self.proc_cards.clear();
            }
        }
        ui.add_space(4.0);
        let hand = desk.hand();
        let mut entry = None;
        // The card picker stands beside the entry, not below it, so the
        // table keeps its height.
        let picker = hand.filter(|_| self.picker);
        let picker_width = if picker.is_some() { PICKER_WIDTH } else { 0.0 };
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| {
                ui.set_max_width(ui.available_width() - picker_width);
                entry = self.entry(ui, desk);
            });
            if let Some(hand) = picker {
                ui.vertical(|ui| self.card_picker(ui, hand.state.seen_cards()));
            }
        });
        ui.label(RichText::new(command::HELP).small().color(style::DIM));
        if entry.is_some() {
            self.pending = None;
        }
        entry
    }

    /// The next step, the legal actions, the command line and the
    /// procedures.
    fn entry(&mut self, ui: &mut egui::Ui, desk: &Desk) -> Option<Entry> {
        let hand = desk.hand();
        let legal = hand.map(|h| legal_actions(&h.state, desk.rules()));
        let mut entry = None;
        match (hand, &legal) {
            (Some(hand), Some(legal)) => {
                next_step(ui, desk, hand, legal);
                if let Some(e) = self.buttons(ui, desk, hand, legal) {
                    entry = Some(e);
                }
            }
            _ => {
                ui.label(RichText::new("Between hands").size(style::BIG));
                // A busted player is never dealt in: rebuy or leave.
                for (seat, s) in desk.seats().iter().filter(|(_, s)| s.stack.is_zero()) {
                    ui.label(
                        RichText::new(format!(
                            "{seat} · {} has no chips: rebuy {} CHIPS, or leave {}",
                            s.name, seat.0, seat.0
                        ))
                        .color(style::TO_ACT),
                    );
                }
                if ui.button("Next hand (n)").clicked() {
                    entry = Some(Entry::NextHand);
                }
            }
        }
        if let Some(e) = self.command_line(ui, desk, hand.zip(legal.as_ref())) {
            entry = Some(e);
        }
        if let Some(hand) = hand
            && let Some(e) = self.procedures(ui, desk, hand)
        {
            self.last_proc = true;
            entry = Some(e);
        }
        entry
    }

    fn buttons(
        &mut self,
        ui: &mut egui::Ui,
        desk: &Desk,
        hand: &LiveHand,
        legal: &Legal,
    ) -> Option<Entry> {
        let mut entry = None;
        let mut act = |a: Action| entry = Some(Entry::Act(a));
        let pos = match legal.next {
            Next::Player(pos) => pos,
            Next::Dealer(DealStep::Burn) => {
                if ui.button("Burn ?? (b)").clicked() {
                    act(Action::Burn { card: None });
                }
                return entry;
            }
            Next::Dealer(DealStep::Hole { .. }) => {
                if ui.button("Deal unseen (u)").clicked() {
                    entry = Some(Entry::DealUnseen);
                }
                return entry;
            }
            Next::Dealer(_) | Next::Done => return None,
        };
        if hand.state.phase() != Phase::Betting {
            ui.horizontal(|ui| {
                // Cards the dealer entered can be tabled with one click.
                let cards = hand.state.players()[pos.index()].cards().to_vec();
                if !cards.is_empty() && cards.iter().all(Option::is_some) {
                    let text = cards
                        .iter()
                        .flatten()
                        .map(|c| c.to_string())
                        .collect::<Vec<_>>();
                    if ui.button(format!("Show {} (s)", text.join(" "))).clicked() {
                        act(Action::Show { pos, cards });
                    }
                }
                if legal.may_muck.contains(&pos) && ui.button("Muck (m)").clicked() {
                    act(Action::Muck(pos));
                }
                ui.label("or type the cards shown, e.g. s Ah Kd, and Enter.");
            });
            return entry;
        }
        let sizes = raise_sizes(&hand.state, desk.rules(), legal);
        ui.horizontal_wrapped(|ui| {
            if let Some(c) = legal.check_call {
                let text = if c.is_zero() {
                    "Nothing to call".to_string()
                } else {
                    format!("To call {c}")
                };
                ui.label(RichText::new(text).size(style::BIG).strong());
            }
            if let Some(s) = sizes {
                let verb = capitalized(Wager::now(&hand.state, legal).verb_to());
                let range = if legal.raise_choices.is_empty() {
                    format!("{} – {}", s.min, s.max)
                } else {
                    format!("{} or {}", s.min, s.max)
                };
                ui.label(
                    RichText::new(format!("{verb} {range}"))
                        .size(style::BIG)
                        .strong(),
                );
            } else if let Some((_, why)) = &legal.no_raise {
                ui.label(RichText::new(format!("No raise: {why}")).color(style::DIM));
            }
            if let Some(b) = legal.bring_in {
                ui.label(
                    RichText::new(format!("Bring-in {b}"))
                        .size(style::BIG)
                        .strong(),
                );
            }
        });
        ui.horizontal_wrapped(|ui| {
            if legal.fold && ui.button("Fold (f)").clicked() {
                act(Action::Fold(pos));
            }
            if let Some(c) = legal.check_call {
                let label = if c.is_zero() {
                    "Check (c)".to_string()
                } else {
                    format!("Call {c} (c)")
                };
                if ui.button(label).clicked() {
                    act(Action::CheckCall(pos));
                }
            }
            if legal.bring_in.is_some() && ui.button("Bring-in (bi)").clicked() {
                act(Action::BringIn(pos));
            }
            if let Some(s) = sizes {
                if !legal.allows_raise_to(Chips(self.raise_to)) {
                    self.raise_to = s.min.0;
                }
                ui.separator();
                let verb = capitalized(Wager::now(&hand.state, legal).verb_to());
                if !legal.raise_choices.is_empty() {
                    // Only these totals (an open pair's small or big bet):
                    // one button each, the smallest on the raise key.
                    for (i, to) in legal.raise_choices.iter().enumerate() {
                        let key = if i == 0 { " (r)" } else { "" };
                        if ui.button(format!("{verb} {to}{key}")).clicked() {
                            act(Action::BetRaise { pos, to: *to });
                        }
                    }
                    return;
                }
                // One size only (fixed limit, or all-in at the minimum): no keys.
                if s.min != s.max {
                    // Each quick size raises at once, as its key does.
                    for (label, to) in [
                        ("½ pot (h)", s.half_pot),
                        ("Pot (p)", s.pot),
                        ("All-in (a)", s.max),
                    ] {
                        if ui.button(format!("{label} {to}")).clicked() {
                            act(Action::BetRaise { pos, to });
                        }
                    }
                    let label = ui.label("Amount");
                    ui.add(egui::DragValue::new(&mut self.raise_to).range(s.min.0..=s.max.0))
                        .labelled_by(label.id);
                }
                if ui.button(format!("{verb} {} (r)", self.raise_to)).clicked() {
                    act(Action::BetRaise {
                        pos,
                        to: Chips(self.raise_to),
                    });
                }
            }
        });
        entry
    }

    fn command_line(
        &mut self,
        ui: &mut egui::Ui,
        desk: &Desk,
        hand: Option<(&LiveHand, &Legal)>,
    ) -> Option<Entry> {
        let mut entry = None;
        ui.horizontal(|ui| {
            ui.label(RichText::new("›").size(style::BIG));
            let edit = egui::TextEdit::singleline(&mut self.line)
                .id_salt("command")
                .hint_text("f · c · r 1200 · a · Ah Kd · $ 500 · n")
                .font(egui::FontId::monospace(24.0))
                .desired_width(ui.available_width() - 110.0);
            let response = ui.add(edit);
            let enter = ui.input(|i| i.key_pressed(Key::Enter));
            let submitted = (response.lost_focus() && enter) || ui.button("Enter").clicked();
            if submitted {
                entry = self.read_line(desk, hand);
            }
            if ui.memory(|m| m.focused().is_none()) || submitted {
                response.request_focus();
            }
        });
        if !self.line.trim().is_empty() {
            let (text, ok) = preview(&self.line, desk, hand);
            let color = if ok { style::OK } else { style::REFUSED };
            ui.label(RichText::new(text).color(color));
        }
        if let Some(action) = &self.confirm {
            let action = action.clone();
            let mut confirmed = false;
            egui::Frame::new()
                .stroke(egui::Stroke::new(2.0, style::REFUSED))
                .inner_margin(6.0)
                .show(ui, |ui| {
                    ui.label(
                        RichText::new(format!("{}?", procedure_words(&action)))
                            .strong()
                            .color(style::REFUSED),
                    );
                    ui.horizontal(|ui| {
                        confirmed = ui.button("Confirm (Enter)").clicked();
                        if ui.button("Cancel (Esc)").clicked() {
                            self.confirm = None;
                        }
                    });
                });
            if confirmed {
                self.confirm = None;
                entry = Some(Entry::Act(action));
            }
        } else if let Some(interp) = &self.pending {
            egui::Frame::new()
                .stroke(egui::Stroke::new(2.0, style::RULING))
                .inner_margin(6.0)
                .show(ui, |ui| {
                    ui.label(
                        RichText::new(format!("Chips read as: {}", interp.action))
                            .strong()
                            .color(style::RULING),
                    );
                    ui.label(&interp.note);
                    if !interp.returned.is_zero() {
                        ui.label(format!("Give back {}", interp.returned));
                    }
                    if !interp.owed.is_zero() {
                        ui.label(format!("The player adds {}", interp.owed));
                    }
                    ui.label(
                        RichText::new(format!(
                            "{} · {}: {}",
                            interp.rule.id, interp.rule.cite, interp.rule.text
                        ))
                        .small(),
                    );
                    ui.label(RichText::new("Enter confirms · Esc cancels").strong());
                });
        } else if let Some(outcome) = &self.outcome {
            show_outcome(ui, outcome, desk);
        }
        entry
    }

    /// Reads the command line on Enter.
    fn read_line(&mut self, desk: &Desk, hand: Option<(&LiveHand, &Legal)>) -> Option<Entry> {
        if self.line.trim().is_empty() {
            if let Some(action) = self.confirm.take() {
                return Some(Entry::Act(action));
            }
            return self.pending.take().map(|i| Entry::Act(i.action));
        }
        let line = self.line.trim().to_ascii_lowercase();
        // A bare `r` raises to the amount on the Raise button.
        let line = if line == "r" && self.raise_to > 0 {
            format!("r {}", self.raise_to)
        } else {
            self.line.clone()
        };
        let parsed = parse_command(&line, hand.map(|(h, l)| (&h.state, l)), desk.rules());
        match parsed {
            Ok(Command::Act(a)) if needs_confirmation(&a) => {
                self.line.clear();
                self.confirm = Some(a);
                None
            }
            Ok(Command::Act(a)) => {
                self.line.clear();
                Some(Entry::Act(a))
            }
            Ok(Command::NextHand) => {
                self.line.clear();
                Some(Entry::NextHand)
            }
            Ok(Command::DealUnseen) => {
                self.line.clear();
                Some(Entry::DealUnseen)
            }
            Ok(Command::TakeBack) => {
                self.line.clear();
                Some(Entry::TakeBack)
            }
            Ok(Command::Session(session)) => {
                self.line.clear();
                Some(Entry::Session(session))
            }
            Ok(Command::Chips { chips, said }) => {
                let (hand, legal) = hand?;
                let Next::Player(pos) = legal.next else {
                    return None;
                };
                match interpret_chips(&hand.state, desk.rules(), pos, &chips, said) {
                    Ok(i) => {
                        self.line.clear();
                        self.outcome = None;
                        self.pending = Some(i);
                    }
                    Err(r) => self.outcome = Some(Outcome::Refused(Box::new(r))),
                }
                None
            }
            Err(message) => {
                self.outcome = Some(Outcome::Failed(message));
                None
            }
        }
    }

    fn card_picker(&mut self, ui: &mut egui::Ui, seen: CardSet) {
        egui::Grid::new("picker")
            .spacing([3.0, 3.0])
            .show(ui, |ui| {
                for suit in (0..4).rev() {
                    for rank in (0..13).rev() {
                        let Some(card) = Card::from_index(rank * 4 + suit) else {
                            continue;
                        };
                        let out = seen.contains(card);
                        // A card already out is struck through on a dark
                        // ground, not just greyed.
                        let text = style::card_text(ui.ctx(), Some(card), 17.0);
                        let button = if out {
                            egui::Button::new(
                                text.strikethrough().color(egui::Color32::from_gray(90)),
                            )
                            .fill(egui::Color32::from_gray(12))
                        } else {
                            egui::Button::new(text)
                        }
                        .min_size(egui::vec2(38.0, 28.0));
                        if ui.add_enabled(!out, button).clicked() {
                            let target = if self.procedure.is_some() {
                                &mut self.proc_cards
                            } else {
                                &mut self.line
                            };
                            if !target.is_empty() && !target.ends_with(' ') {
                                target.push(' ');
                            }
                            target.push_str(&card.to_string());
                        }
                    }
                    ui.end_row();
                }
            });
    }
}

/// What Enter would do with the line as typed so far, checked by the engine
/// as the dealer types (a card already out, an amount out of range).
fn preview(line: &str, desk: &Desk, hand: Option<(&LiveHand, &Legal)>) -> (String, bool) {
    match parse_command(line, hand.map(|(h, l)| (&h.state, l)), desk.rules()) {
        Err(e) => (e, false),
        Ok(Command::NextHand) => ("Enter deals the next hand".into(), true),
        Ok(Command::DealUnseen) => (
            "Enter deals the round's face-down cards nobody saw".into(),
            true,
        ),
        Ok(Command::TakeBack) => ("Enter takes back your last entry".into(), true),
        Ok(Command::Session(_)) => ("Enter records the seating change".into(), true),
        Ok(Command::Chips { .. }) => ("Enter reads the chips".into(), true),
        Ok(Command::Act(a)) => match hand.map(|(h, _)| h.state.apply(desk.rules(), &a)) {
            Some(Err(r)) => (format!("{a}: {} ({})", r.message, r.rule.id), false),
            _ if needs_confirmation(&a) => (format!("Enter asks to confirm {a}"), true),
            _ => (format!("Enter records {a}"), true),
        },
    }
}

/// The dealer's next step in large type.
fn next_step(ui: &mut egui::Ui, desk: &Desk, hand: &LiveHand, legal: &Legal) {
    let view = HandView::live(desk, hand);
    let who = |p: Pos| {
        let seat = hand.seats.get(p.index()).map_or(0, |s| s.0);
        format!("Seat {seat} · {} ({p})", view.name(p))
    };
    let text = match legal.next {
        Next::Done => "The hand is over".to_string(),
        Next::Dealer(DealStep::Burn) => "Burn a card (b, or the card if seen)".to_string(),
        Next::Dealer(DealStep::Hole { to, count }) => {
            format!("Deal {count} card{} to {}", plural(count), who(to))
        }
        Next::Dealer(DealStep::Board { count }) => {
            // In stud the only board card is the common card of a short deck.
            let street = if hand.state.def().has_board() {
                format!(
                    "the {} ({count} card{})",
                    hand.state.street().name(),
                    plural(count)
                )
            } else {
                "the common card".to_string()
            };
            format!("Deal {street}")
        }
        Next::Player(p) if hand.state.phase() == Phase::Betting => format!("{} to act", who(p)),
        Next::Player(p) => format!("{} to show or muck", who(p)),
    };
    ui.label(RichText::new(text).size(34.0).strong().color(style::TO_ACT));
}

/// "raise to" as "Raise to".
fn capitalized(words: &str) -> String {
    let mut chars = words.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

fn plural(n: u8) -> &'static str {
    if n == 1 { "" } else { "s" }
}

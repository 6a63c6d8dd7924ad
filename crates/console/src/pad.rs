//! The action pad: the dealer's next step, the legal actions with their
//! amounts, the command line, chips read by the engine before they are
//! confirmed, and the card picker; the dealer procedures are in
//! `pad/procedures.rs`.

mod procedures;

use eframe::egui::{self, Key, RichText};

use super::outcome::show_outcome;
use super::speech::{self, number, t, tw};
use super::table::HandView;
use super::{Outcome, style};
use crate::floor_line::{is_floor_line, mask_pin};
use dealerdesk_core::cards::{Card, CardSet};
use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::{
    Action, DealStep, Interpretation, Legal, Next, Phase, Wager, interpret_chips, legal_actions,
    raise_sizes,
};
use dealerdesk_desk::command::{Command, parse_command};
use dealerdesk_desk::desk::{Busted, Desk, LiveHand, SeatNo};
use dealerdesk_desk::speak;
use dealerdesk_i18n::Args;
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
    /// A floor ruling typed on the command line (`floor NAME PIN …`).
    FloorLine(String),
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
    /// The line as it was when its entry was refused: the refusal shows
    /// while the line is unchanged, and goes once it is edited or emptied.
    refused: Option<String>,
    /// Select the whole line on the next frame (after a refusal), so the
    /// next key typed replaces it and an arrow key lets the dealer mend it.
    select_line: bool,
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
    ///
    /// One rule after any entry: recorded, the line is cleared; refused
    /// (a typing error or the engine's refusal alike), the line stays as
    /// typed, selected whole, with the refusal under it once.
    pub fn set_outcome(&mut self, outcome: Outcome, revision: u64) {
        self.forget_step(revision);
        if !self.last_proc {
            if matches!(outcome, Outcome::Done { .. }) {
                self.line.clear();
                self.refused = None;
            } else {
                self.refuse_line();
            }
        }
        self.outcome = Some(outcome);
    }

    /// Keeps the line after a refusal: selected whole, the refusal tied to it.
    fn refuse_line(&mut self) {
        self.refused = Some(self.line.clone());
        self.select_line = true;
    }

    /// Drops a refusal shown for the line.
    fn forget_refusal(&mut self) {
        if self.refused.take().is_some()
            && matches!(self.outcome, Some(Outcome::Refused(_) | Outcome::Failed(_)))
        {
            self.outcome = None;
        }
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
        self.forget_refusal();
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
        ui.label(RichText::new(t("pad-help")).small().color(style::DIM));
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
                ui.label(RichText::new(t("pad-between-hands")).size(style::BIG));
                // A busted player is never dealt in: what each may do.
                for (seat, busted) in desk.busted() {
                    ui.label(RichText::new(busted_words(desk, seat, busted)).color(style::TO_ACT));
                }
                if ui.button(t("pad-next-hand")).clicked() {
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
                if ui.button(t("pad-burn-unseen")).clicked() {
                    act(Action::Burn { card: None });
                }
                return entry;
            }
            Next::Dealer(DealStep::Hole { .. }) => {
                if ui.button(t("pad-deal-unseen")).clicked() {
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
                    if ui
                        .button(tw("pad-show", Args::new().str("cards", text.join(" "))))
                        .clicked()
                    {
                        act(Action::Show { pos, cards });
                    }
                }
                if legal.may_muck.contains(&pos) && ui.button(t("pad-muck")).clicked() {
                    act(Action::Muck(pos));
                }
                ui.label(t("pad-or-type-cards"));
            });
            return entry;
        }
        let sizes = raise_sizes(&hand.state, desk.rules(), legal);
        ui.horizontal_wrapped(|ui| {
            if let Some(c) = legal.check_call {
                let text = if c.is_zero() {
                    t("pad-nothing-to-call")
                } else {
                    tw("pad-to-call", Args::new().num("chips", c.0))
                };
                ui.label(RichText::new(text).size(style::BIG).strong());
            }
            // "Call 40 · Raise to 80–210": the two amounts kept apart.
            if legal.check_call.is_some() && (sizes.is_some() || legal.bring_in.is_some()) {
                ui.label(RichText::new("·").size(style::BIG).color(style::DIM));
            }
            if let Some(s) = sizes {
                let range = if legal.raise_choices.is_empty() {
                    format!("{}–{}", number(s.min.0), number(s.max.0))
                } else {
                    tw(
                        "legal-or",
                        Args::new()
                            .str("a", number(s.min.0))
                            .str("b", number(s.max.0)),
                    )
                };
                ui.label(
                    RichText::new(wager(&hand.state, legal, range))
                        .size(style::BIG)
                        .strong(),
                );
            } else if let Some((_, why)) = &legal.no_raise {
                let why = speak::why(speech::words(), why);
                ui.label(
                    RichText::new(tw("pad-no-raise", Args::new().str("why", why)))
                        .color(style::DIM),
                );
            }
            if let Some(b) = legal.bring_in {
                ui.label(
                    RichText::new(tw("pad-bring-in-amount", Args::new().num("chips", b.0)))
                        .size(style::BIG)
                        .strong(),
                );
            }
        });
        ui.horizontal_wrapped(|ui| {
            if legal.fold && ui.button(t("pad-fold")).clicked() {
                act(Action::Fold(pos));
            }
            if let Some(c) = legal.check_call {
                let label = if c.is_zero() {
                    t("pad-check")
                } else {
                    tw("pad-call", Args::new().num("chips", c.0))
                };
                if ui.button(label).clicked() {
                    act(Action::CheckCall(pos));
                }
            }
            if legal.bring_in.is_some() && ui.button(t("pad-bring-in")).clicked() {
                act(Action::BringIn(pos));
            }
            if let Some(s) = sizes {
                if !legal.allows_raise_to(Chips(self.raise_to)) {
                    self.raise_to = s.min.0;
                }
                ui.separator();
                if !legal.raise_choices.is_empty() {
                    // Only these totals (an open pair's small or big bet):
                    // one button each, the smallest on the raise key.
                    for (i, to) in legal.raise_choices.iter().enumerate() {
                        let key = if i == 0 { " (r)" } else { "" };
                        let label = wager(&hand.state, legal, format!("{}{key}", number(to.0)));
                        if ui.button(label).clicked() {
                            act(Action::BetRaise { pos, to: *to });
                        }
                    }
                    return;
                }
                // One size only (fixed limit, or all-in at the minimum): no keys.
                if s.min != s.max {
                    // Each quick size raises at once, as its key does.
                    for (id, to) in [
                        ("pad-half-pot", s.half_pot),
                        ("pad-pot", s.pot),
                        ("pad-all-in", s.max),
                    ] {
                        if ui.button(tw(id, Args::new().num("chips", to.0))).clicked() {
                            act(Action::BetRaise { pos, to });
                        }
                    }
                    // Whole, on the next row if need be: a label wrapped
                    // from the end of a full row would lie under its buttons.
                    let label = ui.add(egui::Label::new(t("pad-amount")).extend());
                    ui.add(egui::DragValue::new(&mut self.raise_to).range(s.min.0..=s.max.0))
                        .labelled_by(label.id);
                }
                let label = wager(&hand.state, legal, format!("{} (r)", number(self.raise_to)));
                if ui.button(label).clicked() {
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
        // A refusal goes once the line it was for is edited or emptied.
        if self.refused.as_deref().is_some_and(|r| r != self.line) {
            self.forget_refusal();
        }
        ui.horizontal(|ui| {
            ui.label(RichText::new("›").size(style::BIG));
            // A floor person's PIN typed here is drawn as dots.
            let mut masked = |ui: &egui::Ui, text: &dyn egui::TextBuffer, _wrap: f32| {
                let job = egui::text::LayoutJob::simple_singleline(
                    mask_pin(text.as_str()),
                    egui::FontId::monospace(24.0),
                    ui.visuals().text_color(),
                );
                ui.fonts_mut(|f| f.layout_job(job))
            };
            let edit = egui::TextEdit::singleline(&mut self.line)
                .id_salt("command")
                .hint_text("f · c · r 1200 · a · Ah Kd · $ 500 · n")
                .font(egui::FontId::monospace(24.0))
                .layouter(&mut masked)
                .desired_width(ui.available_width() - 110.0);
            let response = ui.add(edit);
            if std::mem::take(&mut self.select_line)
                && let Some(mut state) = egui::TextEdit::load_state(ui.ctx(), response.id)
            {
                let all = egui::text::CCursorRange::two(
                    egui::text::CCursor::new(0),
                    egui::text::CCursor::new(self.line.chars().count()),
                );
                state.cursor.set_char_range(Some(all));
                state.store(ui.ctx(), response.id);
            }
            let enter = ui.input(|i| i.key_pressed(Key::Enter));
            let submitted = (response.lost_focus() && enter) || ui.button(t("pad-enter")).clicked();
            if submitted {
                entry = self.read_line(desk, hand);
            }
            if ui.memory(|m| m.focused().is_none()) || submitted {
                response.request_focus();
            }
        });
        // The preview, unless the refusal of this very line shows below.
        if !self.line.trim().is_empty() && self.refused.is_none() {
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
                        RichText::new(tw(
                            "pad-confirm-question",
                            Args::new().str("what", procedure_words(&action)),
                        ))
                        .strong()
                        .color(style::REFUSED),
                    );
                    ui.horizontal(|ui| {
                        confirmed = ui.button(t("pad-confirm")).clicked();
                        if ui.button(t("pad-cancel")).clicked() {
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
                        RichText::new(tw(
                            "pad-chips-read",
                            Args::new().str("action", interp.action.to_string()),
                        ))
                        .strong()
                        .color(style::RULING),
                    );
                    ui.label(speak::reading(speech::words(), &interp.reading));
                    if !interp.returned.is_zero() {
                        ui.label(tw(
                            "pad-give-back",
                            Args::new().num("chips", interp.returned.0),
                        ));
                    }
                    if !interp.owed.is_zero() {
                        ui.label(tw(
                            "pad-player-adds",
                            Args::new().num("chips", interp.owed.0),
                        ));
                    }
                    ui.label(
                        RichText::new(format!(
                            "{} · {}: {}",
                            interp.rule.id,
                            speak::cite(speech::words(), &interp.rule),
                            speak::rule_in(speech::words(), &interp.rule, desk.rules())
                        ))
                        .small(),
                    );
                    ui.label(RichText::new(t("pad-enter-confirms")).strong());
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
        // A floor ruling is read by the console's floor path; the line,
        // with its PIN, goes whatever the desk says.
        if is_floor_line(&self.line) {
            return Some(Entry::FloorLine(std::mem::take(&mut self.line)));
        }
        let line = self.line.trim();
        // A bare `r` raises to the amount on the Raise button.
        let line = if line.eq_ignore_ascii_case("r") && self.raise_to > 0 {
            format!("r {}", self.raise_to)
        } else {
            self.line.clone()
        };
        // Between hands the dealer's own take-back has nothing to take:
        // the last hand is the floor's to correct.
        if hand.is_none() && line.trim().eq_ignore_ascii_case("undo") {
            self.outcome = Some(Outcome::Failed(t("pad-undo-between-hands")));
            self.refuse_line();
            return None;
        }
        let parsed = parse_command(&line, hand.map(|(h, l)| (&h.state, l)), desk.rules());
        match parsed {
            Ok(Command::Act(a)) if needs_confirmation(&a) => {
                self.line.clear();
                self.confirm = Some(a);
                None
            }
            // Cleared once recorded (`set_outcome`): a refusal keeps it.
            Ok(Command::Act(a)) => Some(Entry::Act(a)),
            Ok(Command::NextHand) => Some(Entry::NextHand),
            Ok(Command::DealUnseen) => Some(Entry::DealUnseen),
            Ok(Command::TakeBack) => Some(Entry::TakeBack),
            Ok(Command::Session(session)) => Some(Entry::Session(session)),
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
                    Err(r) => {
                        self.outcome = Some(Outcome::Refused(Box::new(r)));
                        self.refuse_line();
                    }
                }
                None
            }
            Err(e) => {
                let said = speak::command_error(speech::words(), &e);
                self.outcome = Some(Outcome::Failed(said));
                self.refuse_line();
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
    if is_floor_line(line) {
        return (t("preview-floor-line"), true);
    }
    match parse_command(line, hand.map(|(h, l)| (&h.state, l)), desk.rules()) {
        Err(e) => (speak::command_error(speech::words(), &e), false),
        Ok(Command::NextHand) => (t("preview-next-hand"), true),
        Ok(Command::DealUnseen) => (t("preview-deal-unseen"), true),
        Ok(Command::TakeBack) => (t("preview-take-back"), true),
        Ok(Command::Session(_)) => (t("preview-session"), true),
        Ok(Command::Chips { .. }) => (t("preview-chips"), true),
        Ok(Command::Act(a)) => match hand.map(|(h, l)| (h.state.apply(desk.rules(), &a), l)) {
            Some((Err(r), _)) => {
                let said = speak::ruling(speech::words(), &r);
                (format!("{a}: {said} ({})", r.rule.id), false)
            }
            _ if needs_confirmation(&a) => (
                tw("preview-confirm", Args::new().str("action", a.to_string())),
                true,
            ),
            _ => (
                tw("preview-records", Args::new().str("action", a.to_string())),
                true,
            ),
        },
    }
}

/// The dealer's next step in large type.
fn next_step(ui: &mut egui::Ui, desk: &Desk, hand: &LiveHand, legal: &Legal) {
    let view = HandView::live(desk, hand);
    let who = |p: Pos| {
        let seat = hand.seats.get(p.index()).map_or(0, |s| s.0);
        tw(
            "next-seat",
            Args::new()
                .num("seat", u64::from(seat))
                .str("name", view.name(p).to_string())
                .str("pos", p.to_string()),
        )
    };
    let text = match legal.next {
        Next::Done => t("next-hand-over"),
        Next::Dealer(DealStep::Burn) => t("next-burn"),
        Next::Dealer(DealStep::Hole { to, count }) => tw(
            "next-deal-hole",
            Args::new()
                .num("count", u64::from(count))
                .str("who", who(to)),
        ),
        Next::Dealer(DealStep::Board { count }) => {
            // In stud the only board card is the common card of a short deck.
            if hand.state.def().has_board() {
                tw(
                    "next-deal-street",
                    Args::new()
                        .str("street", speech::street_name(hand.state.street()))
                        .num("count", u64::from(count)),
                )
            } else {
                t("next-deal-common")
            }
        }
        Next::Player(p) if hand.state.phase() == Phase::Betting => {
            tw("next-to-act", Args::new().str("who", who(p)))
        }
        Next::Player(p) => tw("next-to-show", Args::new().str("who", who(p))),
    };
    ui.label(RichText::new(text).size(34.0).strong().color(style::TO_ACT));
}

/// "Bet 40", "Raise to 80", "Complete to 20": the wager the engine names
/// for the player to act, with `amount`.
fn wager(state: &dealerdesk_core::engine::HandState, legal: &Legal, amount: String) -> String {
    let id = match Wager::now(state, legal) {
        Wager::Bet => "pad-bet",
        Wager::Raise => "pad-raise",
        Wager::Complete => "pad-complete",
    };
    tw(id, Args::new().str("amount", amount))
}

/// A seat with no chips, and what it may do, in words.
fn busted_words(desk: &Desk, seat: SeatNo, busted: Busted) -> String {
    let name = desk
        .seats()
        .get(&seat)
        .map(|s| s.name.clone())
        .unwrap_or_default();
    let args = Args::new()
        .str("seat", seat.to_string())
        .str("name", name)
        .num("n", u64::from(seat.0));
    match busted {
        Busted::BuyAgain => tw("pad-busted", args),
        Busted::MayRebuy => tw("pad-busted-rebuy", args),
        Busted::Out {
            place: Some(place),
            place_to,
        } => {
            let place = match place_to.filter(|to| *to != place) {
                Some(to) => format!("{place}–{to}"),
                None => place.to_string(),
            };
            tw("pad-busted-placed", args.str("place", place))
        }
        Busted::Out { place: None, .. } => tw("pad-busted-out", args),
    }
}

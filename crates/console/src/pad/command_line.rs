//! The command line: the line typed, checked by the engine as it is typed
//! (the preview), read on Enter into an entry, and the one rule after any
//! refusal, a typing error or the engine's alike: the line stays, selected
//! whole, with the refusal under it once; edited or emptied, the refusal
//! goes. A floor ruling typed here (`floor NAME PIN …`) is drawn with its
//! PIN as dots and handed on whole, to be cleared whatever the desk says.

use eframe::egui::{self, Key, RichText};

use super::procedures::{needs_confirmation, procedure_words};
use super::{Entry, Pad};
use crate::entry::failed;
use crate::floor_line::{is_floor_line, mask_pin};
use crate::outcome::show_outcome;
use crate::speech::Say;
use crate::{Outcome, style};
use dealerdesk_core::engine::Legal;
use dealerdesk_desk::command::{Command, parse_command};
use dealerdesk_desk::desk::{Desk, DeskError, LiveHand, floor_only};
use dealerdesk_desk::speak;
use dealerdesk_i18n::{Args, Words};

impl Pad {
    /// Keeps the line after a refusal: selected whole, the refusal tied to it.
    pub(super) fn refuse_line(&mut self) {
        self.refused = Some(self.line.clone());
        self.select_line = true;
        self.scroll_to_refusal = true;
    }

    /// Drops a refusal shown for the line.
    pub(super) fn forget_refusal(&mut self) {
        if self.refused.take().is_some()
            && matches!(self.outcome, Some(Outcome::Refused(_) | Outcome::Failed(_)))
        {
            self.outcome = None;
        }
    }

    pub(super) fn command_line(
        &mut self,
        ui: &mut egui::Ui,
        w: Words,
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
            let response = ui.add(edit).accessible_name(w.t("pad-command-line"));
            // A screen reader reads the line as drawn: a PIN as dots.
            ui.ctx().accesskit_node_builder(response.id, |node| {
                node.set_value(mask_pin(&self.line));
            });
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
            let submitted =
                (response.lost_focus() && enter) || ui.button(w.t("pad-enter")).clicked();
            if submitted {
                entry = self.read_line(w, desk, hand);
            }
            if ui.memory(|m| m.focused().is_none()) || submitted {
                response.request_focus();
            }
        });
        // The preview, unless the refusal of this very line shows below.
        if !self.line.trim().is_empty() && self.refused.is_none() {
            // Worked out once for a line at a revision, in a language.
            let key = (self.line.clone(), self.revision, w.lang());
            let (text, ok) = match &self.preview {
                Some((at, said)) if *at == key => said.clone(),
                _ => {
                    let said = preview(w, &self.line, desk, hand);
                    self.preview = Some((key, said.clone()));
                    said
                }
            };
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
                        RichText::new(w.tw(
                            "pad-confirm-question",
                            Args::new().str("what", procedure_words(w, &action)),
                        ))
                        .strong()
                        .color(style::REFUSED),
                    );
                    ui.horizontal(|ui| {
                        confirmed = ui.button(w.t("pad-confirm")).clicked();
                        if ui.button(w.t("pad-cancel")).clicked() {
                            self.confirm = None;
                        }
                    });
                });
            if confirmed {
                self.confirm = None;
                entry = Some(Entry::from(action));
            }
        } else if let Some(interp) = &self.pending {
            egui::Frame::new()
                .stroke(egui::Stroke::new(2.0, style::RULING))
                .inner_margin(6.0)
                .show(ui, |ui| {
                    ui.label(
                        RichText::new(w.tw(
                            "pad-chips-read",
                            Args::new().str(
                                "action",
                                speak::action(
                                    w,
                                    &speak::Players::at_table(desk),
                                    desk.hand().map(|h| &h.state),
                                    &interp.action,
                                ),
                            ),
                        ))
                        .strong()
                        .color(style::RULING),
                    );
                    ui.label(speak::reading(
                        w,
                        &speak::Players::at_table(desk),
                        &interp.reading,
                    ));
                    if !interp.returned.is_zero() {
                        ui.label(
                            w.tw("pad-give-back", Args::new().num("chips", interp.returned.0)),
                        );
                    }
                    if !interp.owed.is_zero() {
                        ui.label(w.tw("pad-player-adds", Args::new().num("chips", interp.owed.0)));
                    }
                    ui.label(
                        RichText::new(format!(
                            "{} · {}: {}",
                            interp.rule.id,
                            speak::cite(w, &interp.rule),
                            speak::rule_in(w, &interp.rule, desk.rules())
                        ))
                        .small(),
                    );
                    ui.label(RichText::new(w.t("pad-enter-confirms")).strong());
                });
        } else if let Some(outcome) = &self.outcome {
            let shown = ui
                .scope(|ui| show_outcome(ui, w, outcome, desk, hand.map(|(_, legal)| legal)))
                .response;
            // A new refusal is brought into view once, however small the pad.
            if std::mem::take(&mut self.scroll_to_refusal) {
                shown.scroll_to_me(Some(egui::Align::Max));
            }
        }
        entry
    }

    /// Reads the command line on Enter.
    fn read_line(
        &mut self,
        w: Words,
        desk: &Desk,
        hand: Option<(&LiveHand, &Legal)>,
    ) -> Option<Entry> {
        if self.line.trim().is_empty() {
            if let Some(action) = self.confirm.take() {
                return Some(Entry::from(action));
            }
            return self.pending.take().map(|i| Entry::from(i.action));
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
            self.outcome = Some(Outcome::Failed(w.t("pad-undo-between-hands")));
            self.refuse_line();
            return None;
        }
        // Read as every face reads it: a player by seat or name.
        match parse_command(&line, desk) {
            Ok(Command::Act(a)) if needs_confirmation(&a) => {
                self.line.clear();
                self.confirm = Some(a);
                None
            }
            // Chips are read by the engine, and confirmed before recorded.
            Ok(Command::Chips { pos, chips, said }) => {
                match desk.read_chips(pos, &chips, said) {
                    Ok(i) => {
                        self.line.clear();
                        self.outcome = None;
                        self.pending = Some(i);
                    }
                    Err(DeskError::Refused(r)) => {
                        self.outcome = Some(Outcome::Refused(r));
                        self.refuse_line();
                    }
                    Err(e) => {
                        self.outcome = Some(failed(w, &e, desk));
                        self.refuse_line();
                    }
                }
                None
            }
            // Cleared once recorded (`set_outcome`): a refusal keeps it.
            Ok(command) => Some(Entry::Command(command)),
            Err(e) => {
                let said = speak::command_error(w, &speak::Players::at_table(desk), &e);
                self.outcome = Some(Outcome::Failed(said));
                self.refuse_line();
                None
            }
        }
    }
}

/// What Enter would do with the line as typed so far, checked by the engine
/// as the dealer types (a card already out, an amount out of range).
fn preview(w: Words, line: &str, desk: &Desk, hand: Option<(&LiveHand, &Legal)>) -> (String, bool) {
    if is_floor_line(line) {
        return (w.t("preview-floor-line"), true);
    }
    match parse_command(line, desk) {
        Err(e) => (
            speak::command_error(w, &speak::Players::at_table(desk), &e),
            false,
        ),
        Ok(Command::NextHand) => (w.t("preview-next-hand"), true),
        Ok(Command::DealUnseen) => (w.t("preview-deal-unseen"), true),
        Ok(Command::TakeBack) => (w.t("preview-take-back"), true),
        Ok(Command::Session(_)) => (w.t("preview-session"), true),
        Ok(Command::Chips { .. }) => (w.t("preview-chips"), true),
        Ok(Command::Act(a)) => {
            // The action in words, as of the hand it would be entered in.
            let who = speak::Players::at_table(desk);
            let said = speak::action(w, &who, hand.map(|(h, _)| &h.state), &a);
            match hand.map(|(h, _)| h.state.apply(desk.rules(), &a)) {
                Some(Err(r)) => {
                    let ruling = speak::ruling(w, &who, &r);
                    (format!("{said}: {ruling} ({})", r.rule.id), false)
                }
                // The floor's to rule: Enter hands it to the floor panel.
                _ if hand
                    .is_some_and(|(h, _)| floor_only(&a, &h.state, desk.rules()).is_some()) =>
                {
                    (
                        w.tw("preview-floors", Args::new().str("action", said)),
                        true,
                    )
                }
                _ if needs_confirmation(&a) => (
                    w.tw("preview-confirm", Args::new().str("action", said)),
                    true,
                ),
                _ => (
                    w.tw("preview-records", Args::new().str("action", said)),
                    true,
                ),
            }
        }
    }
}

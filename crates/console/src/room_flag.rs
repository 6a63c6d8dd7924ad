//! The blocking screen for a table the room flagged: the room's copy of
//! the log disagrees with the file (cut, rewritten, replaced, or an event
//! refused). Nothing more is dealt here until a floor person clears the
//! room's flags, with their PIN and a reason, on this screen; the log can be
//! reviewed read-only meanwhile.

use eframe::egui::{self, Key, RichText};

use super::speech::Say;
use super::style;
use dealerdesk_i18n::{Args, Words};
use dealerdesk_log::OperatorId;
use dealerdesk_room::RoomFlag;
use dealerdesk_room::speak::room_flag;

/// What the floor chose.
pub enum Choice {
    /// Read the local log as it is.
    Review,
    /// The Room screen, to compare with the room's copy.
    Room,
    /// Clear the flags shown, as this floor person, with this PIN and reason.
    Clear {
        /// The floor person.
        floor: OperatorId,
        /// Their PIN.
        pin: String,
        /// Why, on the record.
        reason: String,
    },
}

/// The floor's clearance as typed, between frames.
#[derive(Default)]
pub struct ClearForm {
    who: usize,
    pin: String,
    reason: String,
    /// The last answer: whether it went through, and in words.
    pub outcome: Option<(bool, String)>,
    /// The keyboard was put in the PIN field.
    focused: bool,
}

impl ClearForm {
    /// Forgets the PIN (after every attempt) and, once cleared, the reason.
    pub fn forget(&mut self, cleared: bool) {
        self.pin.clear();
        if cleared {
            self.reason.clear();
        }
    }
}

/// Draws the screen for `flags`, with the clearance form for `floors`
/// (the log's floor people); `busy` while a clearance is on its way.
pub fn show(
    ui: &mut egui::Ui,
    w: Words,
    flags: &[RoomFlag],
    form: &mut ClearForm,
    floors: &[(OperatorId, String)],
    busy: bool,
) -> Option<Choice> {
    let mut choice = None;
    egui::CentralPanel::default().show(ui, |ui| {
        ui.heading(
            RichText::new(w.t("room-flag-heading"))
                .color(style::REFUSED)
                .strong(),
        );
        ui.add_space(8.0);
        for flag in flags {
            let said = room_flag(w, flag);
            ui.label(RichText::new(said).color(style::REFUSED));
        }
        ui.add_space(8.0);
        ui.label(w.t("room-flag-explain"));
        ui.add_space(12.0);
        ui.horizontal(|ui| {
            if ui.button(w.t("room-flag-review")).clicked() || ui.input(|i| i.key_pressed(Key::F5))
            {
                choice = Some(Choice::Review);
            }
            if ui.button(w.t("room-open")).clicked() || ui.input(|i| i.key_pressed(Key::F6)) {
                choice = Some(Choice::Room);
            }
        });
        ui.add_space(16.0);
        ui.separator();
        ui.label(RichText::new(w.t("room-flag-clear-heading")).strong());
        ui.label(w.t("room-flag-clear-explain"));
        ui.add_space(8.0);
        if floors.is_empty() {
            ui.label(RichText::new(w.t("room-flag-no-floor")).color(style::DIM));
            return;
        }
        if let Some(clear) = clear_form(ui, w, form, floors, busy) {
            choice = Some(clear);
        }
    });
    choice
}

/// The floor person (one radio button each, so Tab and Space choose), the
/// PIN, the reason, and the button; Enter in the reason clears.
fn clear_form(
    ui: &mut egui::Ui,
    w: Words,
    form: &mut ClearForm,
    floors: &[(OperatorId, String)],
    busy: bool,
) -> Option<Choice> {
    let mut submit = false;
    egui::Grid::new("room-clear").num_columns(2).show(ui, |ui| {
        ui.label(w.t("floor-person"));
        ui.horizontal_wrapped(|ui| {
            for (i, (_, name)) in floors.iter().enumerate() {
                ui.radio_value(&mut form.who, i, name.as_str());
            }
        });
        ui.end_row();
        let label = ui.label(w.t("floor-pin"));
        let pin = ui
            .add(
                egui::TextEdit::singleline(&mut form.pin)
                    .id_salt("room-clear-pin")
                    .password(true),
            )
            .labelled_by(label.id);
        if !std::mem::replace(&mut form.focused, true) {
            pin.request_focus();
        }
        ui.end_row();
        let label = ui.label(w.t("floor-reason"));
        let reason = ui
            .add(
                egui::TextEdit::singleline(&mut form.reason)
                    .id_salt("room-clear-reason")
                    .hint_text(w.t("floor-reason-hint"))
                    .desired_width(360.0),
            )
            .labelled_by(label.id);
        submit = reason.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
        ui.end_row();
    });
    let button = ui.add_enabled(!busy, egui::Button::new(w.t("room-flag-clear")));
    submit |= button.clicked();
    if busy {
        ui.label(RichText::new(w.t("room-flag-clearing")).color(style::DIM));
    } else if let Some((ok, words)) = &form.outcome {
        let colour = if *ok { style::OK } else { style::REFUSED };
        ui.label(RichText::new(words).color(colour));
    }
    let floor = floors.get(form.who).map(|f| f.0)?;
    (submit && !busy).then(|| Choice::Clear {
        floor,
        pin: form.pin.clone(),
        reason: form.reason.clone(),
    })
}

/// The words for a clearance the room took.
pub fn cleared_words(w: Words, floor: &str, seq: u64, epoch: u32) -> String {
    w.tw(
        "room-flag-cleared",
        Args::new()
            .str("floor", floor.to_string())
            .num("seq", seq)
            .num("epoch", u64::from(epoch)),
    )
}

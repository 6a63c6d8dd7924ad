//! The blocking screen for a table the room flagged: the room's copy of
//! the log disagrees with the file (cut, rewritten, replaced, or an event
//! refused). Nothing more is dealt here until the floor has the room's flag
//! cleared; the log can be reviewed read-only meanwhile.

use eframe::egui::{self, Key, RichText};

use super::speech::t;
use super::style;

/// What the floor chose.
pub enum Choice {
    /// Read the local log as it is.
    Review,
    /// The Room screen, to compare with the room's copy.
    Room,
}

/// Draws the screen for `flags` (each `kind: detail`).
pub fn show(ui: &mut egui::Ui, flags: &[String]) -> Option<Choice> {
    let mut choice = None;
    egui::CentralPanel::default().show(ui, |ui| {
        ui.heading(
            RichText::new(t("room-flag-heading"))
                .color(style::REFUSED)
                .strong(),
        );
        ui.add_space(8.0);
        for flag in flags {
            ui.label(RichText::new(flag).color(style::REFUSED));
        }
        ui.add_space(8.0);
        ui.label(t("room-flag-explain"));
        ui.add_space(12.0);
        ui.horizontal(|ui| {
            if ui.button(t("room-flag-review")).clicked() || ui.input(|i| i.key_pressed(Key::F5)) {
                choice = Some(Choice::Review);
            }
            if ui.button(t("room-open")).clicked() || ui.input(|i| i.key_pressed(Key::F6)) {
                choice = Some(Choice::Room);
            }
        });
    });
    choice
}

//! The room bar under the top bar: the Room screen's button and the sync's
//! state in words (in sync, N events behind, room unreachable, the table
//! flagged), with the detail beside it.

use eframe::egui::{self, RichText};

use super::speech::{t, tw};
use super::style;
use dealerdesk_i18n::Args;
use dealerdesk_room::SyncState;

/// Draws the bar; true when the Room button was clicked.
pub fn show(ui: &mut egui::Ui, state: &SyncState, on_room: bool) -> bool {
    let colour = match state {
        SyncState::InSync { .. } => style::OK,
        SyncState::Behind { .. } | SyncState::Starting => style::DIM,
        SyncState::Unreachable { .. } => style::TO_ACT,
        SyncState::Flagged { .. } | SyncState::Failed { .. } => style::REFUSED,
    };
    let detail = match state {
        SyncState::InSync { seq } => tw("room-in-sync", Args::new().str("seq", seq.to_string())),
        SyncState::Behind { .. } => t("room-sending"),
        SyncState::Unreachable { reason, .. } => tw(
            "room-unreachable",
            Args::new().str("reason", reason.to_string()),
        ),
        SyncState::Flagged { flags } => flags
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" · "),
        SyncState::Failed { .. } | SyncState::Starting => String::new(),
    };
    ui.horizontal(|ui| {
        let clicked = ui
            .selectable_label(on_room, t("room-open"))
            .on_hover_text(t("room-open-hint"))
            .clicked();
        ui.label(RichText::new(state_words(state)).color(colour).strong());
        ui.add(egui::Label::new(RichText::new(detail).small().color(style::DIM)).truncate());
        clicked
    })
    .inner
}

/// The state in the reader's words.
fn state_words(state: &SyncState) -> String {
    match state {
        SyncState::Starting => t("room-state-connecting"),
        SyncState::InSync { .. } => t("room-state-in-sync"),
        SyncState::Behind { events } => tw("room-state-behind", Args::new().num("events", *events)),
        SyncState::Unreachable {
            behind: Some(behind),
            ..
        } => tw(
            "room-state-unreachable-behind",
            Args::new().num("behind", *behind),
        ),
        SyncState::Unreachable { behind: None, .. } => t("room-state-unreachable"),
        SyncState::Flagged { .. } => t("room-state-flagged"),
        SyncState::Failed { reason } => tw(
            "room-state-failed",
            Args::new().str("reason", reason.clone()),
        ),
    }
}

//! The room bar under the top bar: the Room screen's button and the sync's
//! state in words (in sync, N events behind, room unreachable, the table
//! flagged), with the detail beside it.

use eframe::egui::{self, RichText};

use super::style;
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
        SyncState::InSync { seq } => format!("the room holds every event, to {seq}"),
        SyncState::Behind { .. } => "sending".to_owned(),
        SyncState::Unreachable { reason, .. } => {
            format!("the table deals on; everything is sent when it is back ({reason})")
        }
        SyncState::Flagged { flags } => flags.join(" · "),
        SyncState::Failed { .. } | SyncState::Starting => String::new(),
    };
    ui.horizontal(|ui| {
        let clicked = ui
            .selectable_label(on_room, "Room (F6)")
            .on_hover_text("Every table in the room; any hand read-only")
            .clicked();
        ui.label(RichText::new(state.to_string()).color(colour).strong());
        ui.add(egui::Label::new(RichText::new(detail).small().color(style::DIM)).truncate());
        clicked
    })
    .inner
}

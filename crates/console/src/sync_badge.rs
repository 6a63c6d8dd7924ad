//! The room bar under the top bar: the Room screen's button and the sync's
//! state in words (in sync, N events behind, room unreachable, the table
//! flagged), with the detail beside it.

use dealerdesk_i18n::Words;
use eframe::egui::{self, RichText};

use super::speech::Say;
use super::style;
use dealerdesk_room::{SyncState, speak};

/// Draws the bar; true when the Room button was clicked.
pub fn show(ui: &mut egui::Ui, w: Words, state: &SyncState, on_room: bool) -> bool {
    let colour = match state {
        SyncState::InSync { .. } => style::OK,
        SyncState::Behind { .. } | SyncState::Starting => style::DIM,
        SyncState::Unreachable { .. } => style::TO_ACT,
        SyncState::Flagged { .. } | SyncState::Failed { .. } => style::REFUSED,
    };
    let detail = speak::sync_detail(w, state);
    ui.horizontal(|ui| {
        let clicked = ui
            .selectable_label(on_room, w.t("room-open"))
            .on_hover_text(w.t("room-open-hint"))
            .clicked();
        let said = speak::sync_state(w, state);
        ui.label(RichText::new(said).color(colour).strong());
        ui.add(egui::Label::new(RichText::new(detail).small().color(style::DIM)).truncate());
        clicked
    })
    .inner
}

//! The keyboard's place on screen: the widget that takes the focus is
//! brought into view of the scroll area holding it, and a field holding a
//! default is selected whole when it takes the focus, so typing replaces it.

use eframe::egui;

/// Scrolls the scroll area whose content `ui` is so that the widget that
/// took the keyboard focus by Tab is in view, if it lies in `ui`. Focus
/// the screen gives itself (the command line's, at every step) moves
/// nothing, so the pad's first lines stay in view. Call it last in the
/// scroll area's content.
pub fn follow(ui: &egui::Ui) {
    // Tab moves the focus at the end of the frame it is pressed in: the
    // widget gains it in a later one.
    let by_tab = egui::Id::unique("focus-moved-by-tab");
    if ui.input(|i| i.key_pressed(egui::Key::Tab)) {
        ui.ctx().data_mut(|d| d.insert_temp(by_tab, true));
    }
    let Some(id) = ui.memory(|m| m.focused()) else {
        return;
    };
    let Some(widget) = ui.ctx().read_response(id) else {
        return;
    };
    if !widget.gained_focus() {
        return;
    }
    let tabbed = ui
        .ctx()
        .data(|d| d.get_temp::<bool>(by_tab))
        .unwrap_or(false);
    if tabbed && widget.layer_id == ui.layer_id() && ui.min_rect().intersects(widget.rect) {
        ui.ctx().data_mut(|d| d.remove::<bool>(by_tab));
        widget.scroll_to_me(None);
    }
}

/// Selects the whole text of the field `field` (holding `text`) when it
/// took the keyboard focus this frame.
pub fn select_on_focus(ui: &egui::Ui, field: &egui::Response, text: &str) {
    if !field.gained_focus() {
        return;
    }
    select_all(ui.ctx(), field.id, text);
}

/// Selects the whole text of the text field `id`, holding `text`.
pub fn select_all(ctx: &egui::Context, id: egui::Id, text: &str) {
    if let Some(mut state) = egui::TextEdit::load_state(ctx, id) {
        let all = egui::text::CCursorRange::two(
            egui::text::CCursor::new(0),
            egui::text::CCursor::new(text.chars().count()),
        );
        state.cursor.set_char_range(Some(all));
        state.store(ctx, id);
    }
}

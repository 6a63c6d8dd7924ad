//! The operating system's window title: the table as the top bar names it
//! (the house's rules and the stakes, or the tournament) in the dealer's
//! language, sent to the window (`ViewportCommand::Title`) when it changes.

use eframe::egui;

use crate::speech::Say;
use crate::{Console, rules_name, stakes_text};
use dealerdesk_i18n::Args;

impl Console {
    /// The window's title as of now: the table's name and stakes, or the
    /// program's name alone before a table is open.
    pub fn window_title(&self) -> String {
        let w = self.people.dealer();
        match &self.desk {
            Some(desk) => {
                let r = desk.rules();
                let table = match &r.tournament {
                    Some(t) => w.tw("top-tournament", Args::new().str("id", t.id.to_string())),
                    None => format!("{} · {}", rules_name(w, r), stakes_text(w, r)),
                };
                w.tw("window-title", Args::new().str("table", table))
            }
            None => w.t("window-title-bare"),
        }
    }

    /// Sends the window its title when it has changed.
    pub(crate) fn title_window(&mut self, ctx: &egui::Context) {
        let title = self.window_title();
        if self.title_sent.as_deref() != Some(title.as_str()) {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title_sent = Some(title);
        }
    }
}

//! The bars along the top of every screen: the table, the hand, the log's
//! anchor, the languages, the screens, and the room's sync.

use eframe::egui::{self, RichText};

use dealerdesk_i18n::{Args, Lang};

use crate::speech::{self, t, tw};
use crate::{Console, Screen, rules_name, stakes_text, style, sync_badge};

impl Console {
    pub(crate) fn top_bar(&mut self, ui: &mut egui::Ui) {
        self.main_bar(ui);
        if let Some(link) = &self.room {
            let on_room = self.screen == Screen::Room;
            let clicked = egui::Panel::top("room-sync")
                .show(ui, |ui| sync_badge::show(ui, &link.sync.state(), on_room))
                .inner;
            if clicked {
                self.open_room();
            }
        }
    }

    fn main_bar(&mut self, ui: &mut egui::Ui) {
        egui::Panel::top("top").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if let Some(anchor) = self.anchor_text() {
                        ui.label(
                            RichText::new(tw("top-log", Args::new().str("anchor", anchor)))
                                .small()
                                .color(style::DIM),
                        )
                        .on_hover_text(t("top-log-hint"));
                    }
                    let mut four = style::four_colour(ui.ctx());
                    self.language_pickers(ui);
                    if ui.checkbox(&mut four, t("top-four-colour")).changed() {
                        style::set_four_colour(ui.ctx(), four);
                    }
                    if self.desk.is_some() && !self.floor.has_floor() {
                        ui.label(RichText::new(t("top-no-floor")).color(style::RULING))
                            .on_hover_text(t("top-no-floor-hint"));
                    }
                    if self.desk.is_some() {
                        let floor = ui.selectable_label(self.floor.open, t("top-floor"));
                        if floor.clicked() {
                            self.floor.open = !self.floor.open;
                            self.screen = Screen::Table;
                        }
                    }
                    if self.broken.is_some()
                        && ui.selectable_label(false, t("top-back-broken")).clicked()
                    {
                        self.screen = Screen::Broken;
                    }
                    if self.desk.as_ref().is_some_and(|d| d.tournament().is_some())
                        && ui
                            .selectable_label(self.screen == Screen::Clock, t("top-clock"))
                            .on_hover_text(t("top-clock-hint"))
                            .clicked()
                    {
                        self.screen = Screen::Clock;
                    }
                    if ui
                        .selectable_label(self.screen == Screen::Review, t("top-review"))
                        .clicked()
                    {
                        self.open_review();
                    }
                    if self.desk.is_some()
                        && ui
                            .selectable_label(self.screen == Screen::Table, t("top-table"))
                            .clicked()
                    {
                        self.screen = Screen::Table;
                    }
                    // The table's name and hand in what is left, cut short
                    // rather than run under the buttons in a longer language.
                    ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                        if let Some(desk) = &self.desk {
                            let r = desk.rules();
                            if let Some(h) = desk.hand() {
                                ui.label(tw("top-hand", Args::new().num("hand", h.hand_no)));
                            }
                            let heading = |text: String| {
                                egui::Label::new(RichText::new(text).heading()).truncate()
                            };
                            match &r.tournament {
                                // The level's stakes are on the tournament bar.
                                Some(t) => ui
                                    .add(heading(tw(
                                        "top-tournament",
                                        Args::new().str("id", t.id.to_string()),
                                    )))
                                    .on_hover_text(rules_name(r)),
                                None => ui.add(heading(format!(
                                    "{} · {}",
                                    rules_name(r),
                                    stakes_text(r)
                                ))),
                            };
                        }
                    });
                });
            });
        });
    }

    /// The dealer's language, and the floor's beside it while the floor
    /// panel is open: each person reads the console in their own.
    fn language_pickers(&mut self, ui: &mut egui::Ui) {
        let pick = |ui: &mut egui::Ui, id: &str, hint: String, lang: &mut Lang| {
            egui::ComboBox::from_id_salt(id.to_string())
                .selected_text(lang.native_name())
                .show_ui(ui, |ui| {
                    for l in Lang::ALL {
                        ui.selectable_value(lang, l, l.native_name());
                    }
                })
                .response
                .on_hover_text(hint);
        };
        if self.floor.open {
            pick(
                ui,
                "floor-lang",
                t("top-floor-language"),
                &mut self.people.floor,
            );
        }
        let before = self.people.dealer;
        pick(
            ui,
            "dealer-lang",
            t("top-dealer-language"),
            &mut self.people.dealer,
        );
        if self.people.dealer != before {
            speech::set(self.people.dealer);
        }
    }

    /// The log's head, short, as of the current revision.
    fn anchor_text(&mut self) -> Option<String> {
        let desk = self.desk.as_ref()?;
        if self
            .anchor
            .as_ref()
            .is_none_or(|(rev, _)| *rev != self.revision)
        {
            let (seq, hash) = desk.log().head().ok()?;
            let short = hash.map_or_else(|| "empty".into(), |h| h[..8].to_string());
            self.anchor = Some((self.revision, format!("{short}@{}", seq.0)));
        }
        self.anchor.as_ref().map(|(_, text)| text.clone())
    }
}

//! The bars along the top of every screen: the table, the hand, the log's
//! anchor, the languages, the screens, and the room's sync (with the room's
//! floor staff list that holds when the room was not read).

use eframe::egui::{self, RichText};

use dealerdesk_i18n::{Args, Lang, Words};

use crate::speech::Say;
use crate::{Console, Screen, rules_name, stakes_text, style, sync_badge};

impl Console {
    pub(crate) fn top_bar(&mut self, ui: &mut egui::Ui) {
        self.main_bar(ui, self.people.dealer());
        // The dealer may have chosen another language in the main bar.
        let w = self.people.dealer();
        if let Some(link) = &self.room {
            let on_room = self.screen == Screen::Room;
            // The room's floor staff not read at the last look: the list
            // last recorded holds, and the bar says so.
            let staff = self.desk.as_ref().and_then(|d| {
                let unread = d.room_staff_unread()?;
                let staff = d.room_staff()?;
                Some(dealerdesk_desk::speak::room_staff(w, staff, Some(unread)))
            });
            let clicked = egui::Panel::top("room-sync")
                .show(ui, |ui| {
                    let clicked = sync_badge::show(ui, w, &link.sync.state(), on_room);
                    if let Some(staff) = staff {
                        ui.label(RichText::new(staff).small().color(style::TO_ACT));
                    }
                    clicked
                })
                .inner;
            if clicked {
                self.open_room();
            }
        }
    }

    fn main_bar(&mut self, ui: &mut egui::Ui, w: Words) {
        egui::Panel::top("top").show(ui, |ui| {
            let mut own_row = false;
            ui.horizontal(|ui| {
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if let Some(anchor) = self.anchor_text() {
                        ui.label(
                            RichText::new(w.tw("top-log", Args::new().str("anchor", anchor)))
                                .small()
                                .color(style::DIM),
                        )
                        .on_hover_text(w.t("top-log-hint"));
                    }
                    let mut four = style::four_colour(ui.ctx());
                    self.language_pickers(ui, w);
                    if ui.checkbox(&mut four, w.t("top-four-colour")).changed() {
                        style::set_four_colour(ui.ctx(), four);
                    }
                    if self.desk.is_some() && !self.floor.has_floor() {
                        ui.label(RichText::new(w.t("top-no-floor")).color(style::RULING))
                            .on_hover_text(w.t("top-no-floor-hint"));
                    }
                    if self.desk.is_some() {
                        let floor = ui.selectable_label(self.floor.open, w.t("top-floor"));
                        if floor.clicked() {
                            self.floor.open = !self.floor.open;
                            self.screen = Screen::Table;
                        }
                    }
                    if self.broken.is_some()
                        && ui.selectable_label(false, w.t("top-back-broken")).clicked()
                    {
                        self.screen = Screen::Broken;
                    }
                    if self.desk.as_ref().is_some_and(|d| d.tournament().is_some())
                        && ui
                            .selectable_label(self.screen == Screen::Clock, w.t("top-clock"))
                            .on_hover_text(w.t("top-clock-hint"))
                            .clicked()
                    {
                        self.screen = Screen::Clock;
                    }
                    if ui
                        .selectable_label(self.screen == Screen::Review, w.t("top-review"))
                        .clicked()
                    {
                        self.open_review();
                    }
                    if self.desk.is_some()
                        && ui
                            .selectable_label(self.screen == Screen::Table, w.t("top-table"))
                            .clicked()
                    {
                        self.screen = Screen::Table;
                    }
                    // The title in what is left, if it fits with its
                    // stakes whole; else on a row of its own below.
                    let room = ui.available_width();
                    ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                        if self.title_fits(w, ui, room) {
                            self.title(ui, w);
                        } else {
                            own_row = true;
                        }
                    });
                });
            });
            if own_row {
                ui.horizontal(|ui| self.title(ui, w));
            }
        });
    }

    /// Whether the title fits in `room` with its stakes whole.
    fn title_fits(&self, w: Words, ui: &egui::Ui, room: f32) -> bool {
        let Some(desk) = &self.desk else {
            return true;
        };
        let font = egui::TextStyle::Heading.resolve(ui.style());
        let width = |text: String, font: egui::FontId| {
            ui.fonts_mut(|f| f.layout_no_wrap(text, font, egui::Color32::WHITE).size().x)
        };
        let r = desk.rules();
        let hand = desk.hand().map_or(0.0, |h| {
            let body = egui::TextStyle::Body.resolve(ui.style());
            width(w.tw("top-hand", Args::new().num("hand", h.hand_no)), body)
        });
        let title = match &r.tournament {
            Some(t) => width(
                w.tw("top-tournament", Args::new().str("id", t.id.to_string())),
                font,
            ),
            // The name and the stakes whole: at 1280 the title takes a row
            // of its own rather than cut the name short.
            None => width(
                format!("{} · {}", rules_name(w, r), stakes_text(w, r)),
                font,
            ),
        };
        hand + title + 4.0 * ui.spacing().item_spacing.x <= room
    }

    /// The hand, the rules' name (cut short only where a row of its own
    /// cannot hold it) and the stakes, never cut.
    fn title(&self, ui: &mut egui::Ui, w: Words) {
        let Some(desk) = &self.desk else {
            return;
        };
        let r = desk.rules();
        if let Some(h) = desk.hand() {
            ui.label(w.tw("top-hand", Args::new().num("hand", h.hand_no)));
        }
        let heading = |text: String| egui::Label::new(RichText::new(text).heading()).truncate();
        match &r.tournament {
            // The level's stakes are on the tournament bar.
            Some(t) => {
                ui.add(heading(
                    w.tw("top-tournament", Args::new().str("id", t.id.to_string())),
                ))
                .on_hover_text(rules_name(w, r));
            }
            None => {
                let whole = format!("{} · {}", rules_name(w, r), stakes_text(w, r));
                let font = egui::TextStyle::Heading.resolve(ui.style());
                let wide = ui.fonts_mut(|f| {
                    f.layout_no_wrap(whole.clone(), font, egui::Color32::WHITE)
                        .size()
                        .x
                });
                if wide <= ui.available_width() {
                    ui.label(RichText::new(whole).heading());
                    return;
                }
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    ui.label(RichText::new(stakes_text(w, r)).heading())
                        .on_hover_text(rules_name(w, r));
                    // The name only where a few letters of it fit.
                    if ui.available_width() > 80.0 {
                        ui.add(heading(format!("{} ·", rules_name(w, r))))
                            .on_hover_text(rules_name(w, r));
                    }
                });
            }
        }
    }

    /// The dealer's language; while the floor panel is open, which holds
    /// the floor's own list, this one says it is the dealer's.
    fn language_pickers(&mut self, ui: &mut egui::Ui, w: Words) {
        let lang = &mut self.people.dealer;
        let selected = if self.floor.open {
            w.tw(
                "top-dealer-language-short",
                Args::new().str("lang", lang.native_name()),
            )
        } else {
            lang.native_name().to_string()
        };
        pick_language(ui, "dealer-lang", selected, lang).on_hover_text(w.t("top-dealer-language"));
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

/// A list of the five languages, each in its own words, showing `selected`.
pub(crate) fn pick_language(
    ui: &mut egui::Ui,
    id: &str,
    selected: String,
    lang: &mut Lang,
) -> egui::Response {
    egui::ComboBox::from_id_salt(id.to_string())
        .selected_text(selected)
        .show_ui(ui, |ui| {
            for l in Lang::ALL {
                ui.selectable_value(lang, l, l.native_name());
            }
        })
        .response
}

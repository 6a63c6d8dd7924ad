//! The live table's screen: the top bar, the floor panel beside the table,
//! the pad below it (its help and the dealer's next step standing above
//! what scrolls), the seat menu between hands and the table itself.

use eframe::egui;

use crate::focus;
use crate::speech::Say;
use crate::{Console, Outcome, Screen, pad, rotation_line, rulings, table, top_bar};
use dealerdesk_core::engine::legal_actions;
use dealerdesk_desk::desk::SeatNo;
use dealerdesk_log::Seq;

impl Console {
    pub(crate) fn show_table(&mut self, ui: &mut egui::Ui) {
        self.top_bar(ui);
        let w = self.people.dealer();
        let clock = self.tournament_bar(ui).map(pad::Entry::from);
        let Some(desk) = self.desk.as_ref() else {
            self.screen = Screen::Setup;
            return;
        };
        if ui.input(|i| i.key_pressed(egui::Key::F2)) {
            if self.floor.open {
                self.floor.open = false;
            } else {
                self.floor.open_for_pin();
            }
        }
        // Esc closes what is on top first: the seat menu, then the pad's
        // forms and line, then the floor panel.
        if ui.input(|i| i.key_pressed(egui::Key::Escape))
            && !self.seats.close()
            && !self.pad.close()
        {
            self.floor.open = false;
        }
        // One view of the hand's legal actions for the whole frame, made
        // again only when a ruling changed the hand.
        let mut legal = desk.hand().map(|h| legal_actions(&h.state, desk.rules()));
        if self.floor.open {
            let request = egui::Panel::right("floor")
                .default_size(420.0)
                .min_size(360.0)
                .show(ui, |ui| {
                    // The floor person reads the panel in their own language.
                    let w = self.people.floor();
                    ui.horizontal(|ui| {
                        let label = ui.label(w.t("top-floor-language"));
                        let lang = &mut self.people.floor;
                        let selected = lang.native_name().to_string();
                        top_bar::pick_language(ui, "floor-lang", selected, lang)
                            .labelled_by(label.id);
                    });
                    self.floor.show(ui, w, desk, legal.as_ref())
                })
                .inner;
            if let Some(request) = request {
                // Said to the floor person, in their language.
                let since = self.log_head();
                let outcome = self.floor_request(self.people.floor(), request);
                if matches!(outcome, Outcome::Done { .. }) {
                    self.floor.forget_ruling();
                }
                if matches!(outcome, Outcome::Done { .. }) {
                    legal = self
                        .desk
                        .as_ref()
                        .and_then(|d| d.hand().map(|h| legal_actions(&h.state, d.rules())));
                }
                self.note(&outcome);
                self.count_floor_rulings(&outcome, since);
                self.floor.outcome = Some(outcome);
            }
        }
        let Some(desk) = self.desk.as_ref() else {
            return;
        };
        let revision = self.revision;
        let rulings = (&self.rulings, &self.floor_rulings);
        // The pad scrolls rather than squeeze the table below 64 % of the
        // window's height; the next step stands at its top, never scrolled
        // away by what the pad holds (a refusal box); the keys' help, whole,
        // comes last.
        let pad_height = ui.ctx().content_rect().height() * 0.36;
        let entry = egui::Panel::bottom("pad")
            .show(ui, |ui| {
                let top = ui.cursor().top();
                pad::Pad::step_ui(ui, w, desk, legal.as_ref());
                let standing = ui.cursor().top() - top;
                let height = (pad_height - standing).max(120.0);
                egui::ScrollArea::vertical()
                    .max_height(height)
                    .min_scrolled_height(height)
                    .show(ui, |ui| {
                        let entry = self.pad.show(ui, w, desk, revision, legal.as_ref());
                        rulings::history(ui, w, rulings.0, rulings.1);
                        pad::Pad::help_ui(ui, w);
                        focus::follow(ui);
                        entry
                    })
                    .inner
            })
            .inner;
        let Some(desk) = self.desk.as_ref() else {
            return;
        };
        if let Some(r) = desk.table().rotation() {
            egui::Panel::top("rotation").show(ui, |ui| rotation_line::show(ui, w, &r));
        }
        let seat_change = if desk.hand().is_none() {
            egui::Panel::top("seats")
                .show(ui, |ui| self.seats.show(ui, w, desk))
                .inner
        } else {
            None
        };
        let last = desk.table().last_hand();
        if let Some(last) = last
            && self
                .last_players
                .as_ref()
                .is_none_or(|(id, _)| *id != last.id)
        {
            let players = desk.log().hand_players(last.id).unwrap_or_default();
            let players = players
                .into_iter()
                .map(|p| (SeatNo(u8::try_from(p.seat).unwrap_or(0)), p.name))
                .collect();
            self.last_players = Some((last.id, players));
        }
        let players = self.last_players.as_ref().map_or(&[][..], |(_, p)| p);
        egui::CentralPanel::default().show(ui, |ui| match desk.hand() {
            Some(hand) => table::live(ui, w, desk, hand, legal.as_ref()),
            None => table::between_hands(ui, w, desk, last, players),
        });
        if let Some(entry) = entry.or(seat_change.map(pad::Entry::from)).or(clock) {
            let since = self.log_head();
            let outcome = self.enter(w, entry);
            if matches!(outcome, Outcome::Done { .. }) {
                self.floor.outcome = None;
            }
            self.note(&outcome);
            self.count_floor_rulings(&outcome, since);
            self.pad.set_outcome(outcome, self.revision);
        }
    }

    /// The log's newest entry, before an entry is carried out.
    fn log_head(&self) -> Seq {
        self.desk
            .as_ref()
            .and_then(|d| d.log().head().ok())
            .map_or(Seq(0), |(seq, _)| seq)
    }

    /// Keeps the floor's corrections and voids that `outcome` recorded
    /// after `since` in the session's list of rulings.
    fn count_floor_rulings(&mut self, outcome: &Outcome, since: Seq) {
        if let (Outcome::Done { .. }, Some(desk)) = (outcome, &self.desk) {
            let recorded = rulings::recorded(desk, since, self.rulings.len());
            self.floor_rulings.extend(recorded);
        }
    }
}

//! The seat menu, between hands: every seat as a button (or Alt+1 … Alt+0),
//! opening that seat's changes — sit down with a buy-in, rebuy or top up,
//! sit out or come back, move, leave — with the amounts typed in a dialog.
//! A busted player's seat offers a rebuy or leaving first. At a tournament a
//! seat takes an entry with the starting stack, a rebuy or the add-on at the
//! structure's price. What is chosen is the same session command the
//! command line reads; the desk rules on it.

use eframe::egui::{self, Key, RichText};

use super::speech::Say;
use super::style;
use dealerdesk_core::chips::Chips;
use dealerdesk_desk::command::SessionCommand;
use dealerdesk_desk::desk::{Desk, SeatNo};
use dealerdesk_i18n::{Args, Words};

/// Seat numbers and the keys that open them (Alt + the digit, 0 for ten).
const KEYS: [(u8, Key); 10] = [
    (1, Key::Num1),
    (2, Key::Num2),
    (3, Key::Num3),
    (4, Key::Num4),
    (5, Key::Num5),
    (6, Key::Num6),
    (7, Key::Num7),
    (8, Key::Num8),
    (9, Key::Num9),
    (10, Key::Num0),
];

/// The menu's state: the seat open, and what is typed in its dialog.
#[derive(Default)]
pub struct SeatMenu {
    open: Option<SeatNo>,
    name: String,
    chips: String,
    to: String,
    error: Option<String>,
    /// The dialog's first field takes the keyboard when it opens.
    focus: bool,
}

impl SeatMenu {
    /// Opens the menu of `seat`, with nothing typed.
    pub fn open(&mut self, seat: SeatNo) {
        *self = SeatMenu {
            open: Some(seat),
            focus: true,
            ..SeatMenu::default()
        };
    }

    /// Closes the menu; whether it was open.
    pub fn close(&mut self) -> bool {
        self.open.take().is_some()
    }

    /// Draws the strip of seats and the open seat's dialog; returns the
    /// change chosen.
    pub fn show(&mut self, ui: &mut egui::Ui, w: Words, desk: &Desk) -> Option<SessionCommand> {
        for (n, key) in KEYS {
            if ui.input(|i| i.modifiers.alt && i.key_pressed(key)) {
                self.open(SeatNo(n));
            }
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(w.t("seats-bar")).color(style::DIM));
            for (n, _) in KEYS {
                let seat = SeatNo(n);
                let text = match desk.seats().get(&seat) {
                    Some(s) if s.stack.is_zero() => RichText::new(
                        w.tw(
                            "seats-bar-busted",
                            Args::new()
                                .num("seat", u64::from(n))
                                .str("name", s.name.clone()),
                        ),
                    )
                    .color(style::REFUSED),
                    Some(s) if s.sitting_out => RichText::new(
                        w.tw(
                            "seats-bar-out",
                            Args::new()
                                .num("seat", u64::from(n))
                                .str("name", s.name.clone()),
                        ),
                    ),
                    Some(s) => RichText::new(
                        w.tw(
                            "seats-bar-stack",
                            Args::new()
                                .num("seat", u64::from(n))
                                .str("name", s.name.clone())
                                .num("stack", s.stack.0),
                        ),
                    ),
                    None => RichText::new(format!("{n} ·")).color(style::DIM),
                };
                if ui
                    .selectable_label(self.open == Some(seat), text)
                    .on_hover_text(w.tw("seats-bar-hint", Args::new().num("seat", u64::from(n))))
                    .clicked()
                {
                    self.open(seat);
                }
            }
        });
        let seat = self.open?;
        let mut chosen = None;
        let mut open = true;
        egui::Window::new(w.tw("seats-window", Args::new().num("seat", u64::from(seat.0))))
            .open(&mut open)
            // Below the top bars and the seat strip, over the felt.
            .default_pos(egui::pos2(16.0, 120.0))
            .collapsible(false)
            .resizable(false)
            .show(ui.ctx(), |ui| {
                let tournament = desk.tournament().is_some();
                chosen = match desk.seats().get(&seat) {
                    Some(_) if tournament => self.in_tournament(ui, w, seat, desk),
                    Some(s) => self.occupied(ui, w, seat, &s.name, s.stack, s.sitting_out),
                    None if tournament => self.enter(ui, w, seat),
                    None => self.empty(ui, w, seat),
                };
                if let Some(e) = &self.error {
                    ui.label(RichText::new(e).color(style::REFUSED));
                }
            });
        if !open || chosen.is_some() {
            self.open = None;
        }
        chosen
    }

    fn empty(&mut self, ui: &mut egui::Ui, w: Words, seat: SeatNo) -> Option<SessionCommand> {
        ui.label(w.t("seats-empty"));
        self.name_field(ui, w);
        let chips = self.chips_field(ui, &w.t("seats-buy-in"));
        if ui.button(w.t("seats-sit-down")).clicked() || chips {
            let name = self.name.trim().to_string();
            if name.is_empty() {
                self.error = Some(w.t("seats-needs-name"));
                return None;
            }
            return self
                .amount(w)
                .map(|chips| SessionCommand::Sit { seat, name, chips });
        }
        None
    }

    /// The name field, with the keyboard in it when the dialog opens.
    fn name_field(&mut self, ui: &mut egui::Ui, w: Words) {
        let name = ui.horizontal(|ui| {
            let label = ui.label(w.t("seats-name"));
            ui.add(egui::TextEdit::singleline(&mut self.name).desired_width(160.0))
                .labelled_by(label.id)
        });
        if std::mem::take(&mut self.focus) {
            name.inner.request_focus();
        }
    }

    /// An empty seat at a tournament: an entry with the starting stack.
    fn enter(&mut self, ui: &mut egui::Ui, w: Words, seat: SeatNo) -> Option<SessionCommand> {
        ui.label(w.t("seats-empty-tournament"));
        self.name_field(ui, w);
        if ui.button(w.t("seats-enter")).clicked() {
            let name = self.name.trim().to_string();
            if name.is_empty() {
                self.error = Some(w.t("seats-needs-name"));
                return None;
            }
            return Some(SessionCommand::Enter { seat, name });
        }
        None
    }

    /// A tournament player's seat: a rebuy or the add-on at the
    /// structure's price, a seat change, leaving.
    fn in_tournament(
        &mut self,
        ui: &mut egui::Ui,
        w: Words,
        seat: SeatNo,
        desk: &Desk,
    ) -> Option<SessionCommand> {
        let s = desk.seats().get(&seat)?;
        ui.label(
            w.tw(
                "seats-player-chips",
                Args::new()
                    .str("name", s.name.clone())
                    .num("stack", s.stack.0),
            ),
        );
        let mut chosen = None;
        ui.horizontal(|ui| {
            if ui.button(w.t("seats-rebuy")).clicked() {
                chosen = Some(SessionCommand::TournamentRebuy(seat));
            }
            if ui.button(w.t("seats-add-on")).clicked() {
                chosen = Some(SessionCommand::AddOn(seat));
            }
            if ui.button(w.t("seats-leave")).clicked() {
                chosen = Some(SessionCommand::Leave(seat));
            }
        });
        chosen
    }

    fn occupied(
        &mut self,
        ui: &mut egui::Ui,
        w: Words,
        seat: SeatNo,
        name: &str,
        stack: Chips,
        out: bool,
    ) -> Option<SessionCommand> {
        if stack.is_zero() {
            ui.label(
                RichText::new(w.tw("seats-no-chips", Args::new().str("name", name)))
                    .color(style::REFUSED),
            );
        } else {
            ui.label(w.tw(
                "seats-player-chips",
                Args::new().str("name", name).num("stack", stack.0),
            ));
        }
        let mut chosen = None;
        if self.chips_field(ui, &w.t("seats-top-up")) || ui.button(w.t("seats-rebuy")).clicked() {
            chosen = self
                .amount(w)
                .map(|chips| SessionCommand::Rebuy { seat, chips });
        }
        ui.horizontal(|ui| {
            if ui.button(w.t("seats-leave")).clicked() {
                chosen = Some(SessionCommand::Leave(seat));
            }
            if out {
                if ui.button(w.t("seats-back-in")).clicked() {
                    chosen = Some(SessionCommand::Back(seat));
                }
            } else if ui.button(w.t("seats-sit-out")).clicked() {
                chosen = Some(SessionCommand::Out(seat));
            }
        });
        ui.horizontal(|ui| {
            let label = ui.label(w.t("seats-move-to"));
            ui.add(egui::TextEdit::singleline(&mut self.to).desired_width(40.0))
                .labelled_by(label.id);
            if ui.button(w.t("seats-move")).clicked() {
                match self.to.trim().parse::<u8>() {
                    Ok(to) => {
                        chosen = Some(SessionCommand::Move {
                            from: seat,
                            to: SeatNo(to),
                        })
                    }
                    Err(_) => {
                        self.error =
                            Some(w.tw("seats-not-a-seat", Args::new().str("text", self.to.clone())))
                    }
                }
            }
        });
        chosen
    }

    /// An amount field; whether Enter was pressed in it.
    fn chips_field(&mut self, ui: &mut egui::Ui, label: &str) -> bool {
        ui.horizontal(|ui| {
            let l = ui.label(label);
            let field = ui
                .add(egui::TextEdit::singleline(&mut self.chips).desired_width(100.0))
                .labelled_by(l.id);
            if std::mem::take(&mut self.focus) {
                field.request_focus();
            }
            field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter))
        })
        .inner
    }

    /// The typed amount, or why it is not one.
    fn amount(&mut self, w: Words) -> Option<Chips> {
        match self.chips.trim().parse::<u64>() {
            Ok(n) => Some(Chips(n)),
            Err(_) => {
                self.error = Some(w.tw(
                    "seats-not-chips",
                    Args::new().str("text", self.chips.trim()),
                ));
                None
            }
        }
    }
}

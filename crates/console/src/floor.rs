//! The floor panel: why the legal actions are what they are, any rule looked
//! up by id or words, and floor rulings (void the last action, misdeal, fouled
//! deck, dead hand, an action on a player's behalf) behind a floor PIN with the
//! reason on record.

use eframe::egui::{self, RichText};

use super::outcome::show_outcome;
use super::{Outcome, style};
use dealerdesk_core::chips::Pos;
use dealerdesk_core::engine::{Action, legal_actions};
use dealerdesk_core::notation::parse_action;
use dealerdesk_desk::command::{FloorWord, parse_floor_word};
use dealerdesk_desk::desk::Desk;
use dealerdesk_log::{EventLog, OperatorId, Role};

/// A floor ruling for the desk to record.
#[derive(Clone, Debug)]
pub enum Request {
    /// Void the hand's last action.
    Void {
        floor: OperatorId,
        pin: String,
        reason: String,
    },
    /// Enter an action as a floor ruling.
    Act {
        floor: OperatorId,
        pin: String,
        reason: String,
        action: Action,
    },
    /// Replace the hand's last action with a corrected one.
    Correct {
        floor: OperatorId,
        pin: String,
        reason: String,
        action: Action,
    },
    /// A tournament ruling: the clock paused, resumed or set, a bust
    /// undone, a deal.
    Tournament {
        floor: OperatorId,
        pin: String,
        reason: String,
        word: FloorWord,
    },
    /// Register a floor person; after the first, on the word (and PIN) of
    /// one already registered.
    AddFloor {
        by: Option<(OperatorId, String)>,
        name: String,
        pin: String,
    },
}

/// The panel's state between frames.
#[derive(Default)]
pub struct FloorPanel {
    /// Whether the panel shows.
    pub open: bool,
    /// The result of the last ruling.
    pub outcome: Option<Outcome>,
    floors: Vec<(OperatorId, String)>,
    who: usize,
    pin: String,
    reason: String,
    lookup: String,
    kill: u8,
    on_behalf: String,
    correction: String,
    /// A tournament ruling as typed (`clock +2m`, `undo-bust 3`, `chop …`).
    tournament: String,
    new_name: String,
    new_pin: String,
    /// Move the keyboard to the PIN field on the next frame.
    focus_pin: bool,
}

impl FloorPanel {
    /// Reloads the floor people from the log.
    pub fn load_operators(&mut self, log: &EventLog) {
        self.floors = log
            .operators()
            .map(|ops| {
                ops.into_iter()
                    .filter(|o| o.role == Role::Floor)
                    .map(|o| (o.id, o.name))
                    .collect()
            })
            .unwrap_or_default();
    }

    /// Opens the panel with the keyboard in the PIN field.
    pub fn open_for_pin(&mut self) {
        self.open = true;
        self.focus_pin = true;
    }

    /// Opens the panel with `action` ready to be entered as a ruling: the
    /// floor person gives their PIN and a reason.
    pub fn prepare(&mut self, action: &Action) {
        self.on_behalf = action.to_string();
        self.open_for_pin();
    }

    /// Forgets a ruling once it is recorded: its reason, the action and the
    /// correction typed for it.
    pub fn forget_ruling(&mut self) {
        self.reason.clear();
        self.on_behalf.clear();
        self.correction.clear();
    }

    /// Draws the panel; returns a ruling to record.
    pub fn show(&mut self, ui: &mut egui::Ui, desk: &Desk) -> Option<Request> {
        let mut request = None;
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.heading("Floor");
            request = self.rulings(ui, desk);
            ui.separator();
            self.why(ui, desk);
            ui.separator();
            self.rule_lookup(ui, desk);
        });
        request
    }

    fn why(&self, ui: &mut egui::Ui, desk: &Desk) {
        ui.label(RichText::new("Why these options").strong());
        let Some(hand) = desk.hand() else {
            ui.label("No hand in play.");
            return;
        };
        let legal = legal_actions(&hand.state, desk.rules());
        ui.label(format!("Legal now: {}", legal.to_notation().join(" · ")));
        if let Some((id, why)) = &legal.no_raise {
            ui.label(
                RichText::new(format!("No raise ({}): {why}", id.as_str())).color(style::RULING),
            );
        }
        for id in &legal.why {
            let rule = desk.rules().rule(*id);
            ui.label(RichText::new(format!("{} · {}", rule.id, rule.cite)).color(style::RULING));
            ui.label(RichText::new(rule.text).small());
        }
    }

    fn rule_lookup(&mut self, ui: &mut egui::Ui, desk: &Desk) {
        let label = ui.label(RichText::new("Rule lookup").strong());
        ui.add(
            egui::TextEdit::singleline(&mut self.lookup)
                .id_salt("rule-lookup")
                .hint_text("rule id or words, e.g. misdeal"),
        )
        .labelled_by(label.id);
        let query = self.lookup.trim().to_lowercase();
        if query.is_empty() {
            return;
        }
        let hits: Vec<_> = desk
            .rules()
            .all_rules()
            .into_iter()
            .filter(|r| {
                r.id.contains(&query)
                    || r.cite.to_lowercase().contains(&query)
                    || r.text.to_lowercase().contains(&query)
            })
            .take(8)
            .collect();
        if hits.is_empty() {
            ui.label(RichText::new(format!("No rule mentions '{query}'.")).color(style::DIM));
        }
        for rule in hits {
            ui.label(RichText::new(format!("{} · {}", rule.id, rule.cite)).color(style::RULING));
            ui.label(RichText::new(rule.text).small());
        }
    }

    fn rulings(&mut self, ui: &mut egui::Ui, desk: &Desk) -> Option<Request> {
        ui.label(RichText::new("Floor ruling").strong());
        if self.floors.is_empty() {
            ui.label("No floor person is registered. Register one (name and PIN):");
            return self.register(ui, "Register floor", None);
        }
        let mut request = None;
        egui::Grid::new("floor-who").num_columns(2).show(ui, |ui| {
            let label = ui.label("Floor");
            let current = self
                .floors
                .get(self.who)
                .map_or("", |f| f.1.as_str())
                .to_string();
            egui::ComboBox::from_id_salt("floor-person")
                .selected_text(current)
                .show_ui(ui, |ui| {
                    for (i, (_, name)) in self.floors.iter().enumerate() {
                        ui.selectable_value(&mut self.who, i, name);
                    }
                })
                .response
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label("PIN");
            let pin = ui
                .add(
                    egui::TextEdit::singleline(&mut self.pin)
                        .id_salt("floor-pin")
                        .password(true),
                )
                .labelled_by(label.id);
            if std::mem::take(&mut self.focus_pin) {
                pin.request_focus();
            }
            ui.end_row();
            let label = ui.label("Reason");
            ui.add(
                egui::TextEdit::singleline(&mut self.reason)
                    .id_salt("floor-reason")
                    .hint_text("on the record"),
            )
            .labelled_by(label.id);
            ui.end_row();
        });
        let floor = self.floors.get(self.who).map(|f| f.0)?;
        let act = |action: Action, pin: &str, reason: &str| Request::Act {
            floor,
            pin: pin.to_string(),
            reason: reason.to_string(),
            action,
        };
        if let Some(hand) = desk.hand() {
            ui.horizontal_wrapped(|ui| {
                if ui.button("Void last action").clicked() {
                    request = Some(Request::Void {
                        floor,
                        pin: self.pin.clone(),
                        reason: self.reason.clone(),
                    });
                }
                if ui.button("Declare misdeal").clicked() {
                    request = Some(act(Action::Misdeal, &self.pin, &self.reason));
                }
                if ui.button("Fouled deck").clicked() {
                    request = Some(act(Action::FouledDeck, &self.pin, &self.reason));
                }
            });
            ui.horizontal(|ui| {
                let n = hand.seats.len() as u8;
                let label = ui.label("Player:");
                egui::ComboBox::from_id_salt("kill-who")
                    .selected_text(format!("p{}", self.kill + 1))
                    .show_ui(ui, |ui| {
                        for i in 0..n {
                            ui.selectable_value(&mut self.kill, i, format!("p{}", i + 1));
                        }
                    })
                    .response
                    .labelled_by(label.id);
                if ui.button("Kill hand").clicked() {
                    request = Some(act(Action::Kill(Pos(self.kill)), &self.pin, &self.reason));
                }
                if ui.button("Award pot").clicked() {
                    request = Some(act(Action::Award(Pos(self.kill)), &self.pin, &self.reason));
                }
            });
            ui.horizontal(|ui| {
                ui.add(
                    egui::TextEdit::singleline(&mut self.on_behalf)
                        .id_salt("floor-action")
                        .hint_text("action, e.g. p3 cc")
                        .desired_width(180.0),
                );
                if ui.button("Enter as ruling").clicked() {
                    match parse_action(&self.on_behalf) {
                        Ok(a) => request = Some(act(a, &self.pin, &self.reason)),
                        Err(e) => self.outcome = Some(Outcome::Failed(e)),
                    }
                }
            });
            if let Some(r) = self.correction_row(ui, floor) {
                request = Some(r);
            }
        } else if let Some(last) = desk.table().last_hand() {
            ui.label(format!(
                "Hand #{} has ended: its last action ({}) may be corrected until the next hand starts, and the pots are awarded anew.",
                last.hand_no,
                last.actions.last().map_or_else(String::new, ToString::to_string)
            ));
            if let Some(r) = self.correction_row(ui, floor) {
                request = Some(r);
            }
        } else {
            ui.label("Rulings on a hand are made while it is in play.");
        }
        if desk.tournament().is_some()
            && let Some(r) = self.tournament_row(ui, floor, desk)
        {
            request = Some(r);
        }
        if let Some(outcome) = &self.outcome {
            show_outcome(ui, outcome, desk);
        }
        ui.separator();
        ui.collapsing("Register another floor person", |ui| {
            ui.label("Needs the PIN of the floor person selected above.");
            let by = Some((floor, self.pin.clone()));
            if let Some(r) = self.register(ui, "Register", by) {
                request = Some(r);
            }
        });
        // The PIN goes with one ruling: never left filled.
        if request.is_some() {
            self.pin.clear();
        }
        request
    }

    /// The tournament's floor rulings: the clock, a bust undone, a deal.
    fn tournament_row(
        &mut self,
        ui: &mut egui::Ui,
        floor: OperatorId,
        desk: &Desk,
    ) -> Option<Request> {
        let mut word = None;
        ui.label(RichText::new("Tournament").strong());
        ui.horizontal(|ui| {
            let paused = desk.tournament().is_some_and(|t| t.clock.paused());
            if paused && ui.button("Resume clock").clicked() {
                word = Some(FloorWord::ClockResume);
            }
            if !paused && ui.button("Pause clock").clicked() {
                word = Some(FloorWord::ClockPause);
            }
        });
        ui.horizontal(|ui| {
            let label = ui.label("Ruling:");
            ui.add(
                egui::TextEdit::singleline(&mut self.tournament)
                    .id_salt("floor-tournament")
                    .hint_text("clock +2m · undo-bust 3 · chop 5:180 6:125")
                    .desired_width(260.0),
            )
            .labelled_by(label.id);
            if ui.button("Enter tournament ruling").clicked() {
                match parse_floor_word(&self.tournament) {
                    Some(Ok(w)) => word = Some(w),
                    Some(Err(e)) => self.outcome = Some(Outcome::Failed(e)),
                    None => {
                        self.outcome = Some(Outcome::Failed(format!(
                            "'{}': clock pause|resume|+D|-D, undo-bust SEAT, chop SEAT:AMOUNT … [play:AMOUNT]",
                            self.tournament
                        )))
                    }
                }
            }
        });
        word.map(|word| Request::Tournament {
            floor,
            pin: self.pin.clone(),
            reason: self.reason.clone(),
            word,
        })
    }

    /// The last action replaced by a corrected one.
    fn correction_row(&mut self, ui: &mut egui::Ui, floor: OperatorId) -> Option<Request> {
        let mut request = None;
        ui.horizontal(|ui| {
            let label = ui.label("Correct to:");
            ui.add(
                egui::TextEdit::singleline(&mut self.correction)
                    .id_salt("floor-correction")
                    .hint_text("e.g. p3 cbr 50")
                    .desired_width(150.0),
            )
            .labelled_by(label.id);
            if ui.button("Correct last").clicked() {
                match parse_action(&self.correction) {
                    Ok(action) => {
                        request = Some(Request::Correct {
                            floor,
                            pin: self.pin.clone(),
                            reason: self.reason.clone(),
                            action,
                        });
                    }
                    Err(e) => self.outcome = Some(Outcome::Failed(e)),
                }
            }
        });
        request
    }

    fn register(
        &mut self,
        ui: &mut egui::Ui,
        label: &str,
        by: Option<(OperatorId, String)>,
    ) -> Option<Request> {
        let mut request = None;
        ui.horizontal(|ui| {
            ui.add(
                egui::TextEdit::singleline(&mut self.new_name)
                    .id_salt("new-floor-name")
                    .hint_text("name")
                    .desired_width(140.0),
            );
            ui.add(
                egui::TextEdit::singleline(&mut self.new_pin)
                    .id_salt("new-floor-pin")
                    .hint_text("PIN")
                    .password(true)
                    .desired_width(100.0),
            );
            if ui.button(label).clicked() {
                request = Some(Request::AddFloor {
                    by,
                    name: self.new_name.trim().to_string(),
                    pin: std::mem::take(&mut self.new_pin),
                });
            }
        });
        request
    }
}

//! The floor panel: why the legal actions are what they are, any rule looked
//! up by id or words, and floor rulings (void the last action, misdeal, fouled
//! deck, dead hand, an action on a player's behalf) behind a floor PIN with the
//! reason on record; an action on a player's behalf is typed in the command
//! line's words (`Ana r 50`, `3 c`, `kill 3`, read by `who::on_behalf`).

use eframe::egui::{self, RichText};

use super::outcome::show_outcome;
use super::speech::Say;
use super::{Outcome, focus, style, who};
use dealerdesk_core::chips::Pos;
use dealerdesk_core::engine::{Action, Legal};
use dealerdesk_desk::command::{FloorWord, parse_floor_word};
use dealerdesk_desk::desk::Desk;
use dealerdesk_desk::speak;
use dealerdesk_i18n::{Args, Words};
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
        /// The correction in the command line's words (`r 50`, `3 s Ah Ad`)
        /// or in notation, read against the hand it corrects.
        text: String,
    },
    /// A tournament ruling: the clock paused, resumed or set, a bust
    /// undone, a deal.
    Tournament {
        floor: OperatorId,
        pin: String,
        reason: String,
        word: FloorWord,
    },
    /// Register another floor person, on the word (and PIN) of one already
    /// registered; the first is registered at setup.
    AddFloor {
        by: (OperatorId, String),
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
    /// Move the keyboard to the reason field on the next frame.
    focus_reason: bool,
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

    /// The floor people: id and name.
    pub fn floors(&self) -> &[(OperatorId, String)] {
        &self.floors
    }

    /// Whether the log has a floor person.
    pub fn has_floor(&self) -> bool {
        !self.floors.is_empty()
    }

    /// Opens the panel with the keyboard in the PIN field.
    pub fn open_for_pin(&mut self) {
        self.open = true;
        self.focus_pin = true;
    }

    /// Opens the panel with `action` ready to be entered as a ruling: the
    /// floor person gives their PIN and a reason.
    pub fn prepare(&mut self, desk: &Desk, action: &Action) {
        self.on_behalf = who::keys(desk, action);
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
    /// `legal` is the frame's view of what is legal in the hand in play.
    pub fn show(
        &mut self,
        ui: &mut egui::Ui,
        w: Words,
        desk: &Desk,
        legal: Option<&Legal>,
    ) -> Option<Request> {
        let mut request = None;
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.heading(w.t("floor-heading"));
            request = self.rulings(ui, w, desk, legal);
            ui.separator();
            self.why(ui, w, desk, legal);
            ui.separator();
            self.rule_lookup(ui, w, desk);
            focus::follow(ui);
        });
        request
    }

    fn why(&self, ui: &mut egui::Ui, w: Words, desk: &Desk, legal: Option<&Legal>) {
        ui.label(RichText::new(w.t("floor-why")).strong());
        let Some(legal) = legal else {
            ui.label(w.t("floor-no-hand"));
            return;
        };
        ui.label(w.tw(
            "floor-legal-now",
            Args::new().str("legal", legal.to_notation().join(" · ")),
        ));
        if let Some((id, why)) = &legal.no_raise {
            let why = speak::why(w, &speak::Players::at_table(desk), why);
            let no_raise = Args::new().str("rule", id.as_str()).str("why", why);
            ui.label(RichText::new(w.tw("floor-no-raise", no_raise)).color(style::RULING));
        }
        for id in &legal.why {
            let rule = desk.rules().rule(*id);
            let cite = speak::cite(w, &rule);
            ui.label(RichText::new(format!("{} · {cite}", rule.id)).color(style::RULING));
            let text = speak::rule_in(w, &rule, desk.rules());
            ui.label(RichText::new(text).small());
        }
    }

    fn rule_lookup(&mut self, ui: &mut egui::Ui, w: Words, desk: &Desk) {
        let label = ui.label(RichText::new(w.t("floor-rule-lookup")).strong());
        ui.add(
            egui::TextEdit::singleline(&mut self.lookup)
                .id_salt("rule-lookup")
                .hint_text(w.t("floor-rule-lookup-hint")),
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
                    // The floor may search in their own language.
                    || speak::rule_in(w, r, desk.rules())
                        .to_lowercase()
                        .contains(&query)
            })
            .take(8)
            .collect();
        if hits.is_empty() {
            let none = Args::new().str("query", query.clone());
            ui.label(RichText::new(w.tw("floor-no-rule-mentions", none)).color(style::DIM));
        }
        for rule in hits {
            let cite = speak::cite(w, &rule);
            ui.label(RichText::new(format!("{} · {cite}", rule.id)).color(style::RULING));
            let text = speak::rule_in(w, &rule, desk.rules());
            ui.label(RichText::new(text).small());
        }
    }

    fn rulings(
        &mut self,
        ui: &mut egui::Ui,
        w: Words,
        desk: &Desk,
        legal: Option<&Legal>,
    ) -> Option<Request> {
        ui.label(RichText::new(w.t("floor-ruling")).strong());
        if self.floors.is_empty() {
            // The first floor person is registered at setup: no one sitting
            // here can make themselves floor now.
            ui.label(RichText::new(w.t("floor-none-registered")).color(style::RULING));
            return None;
        }
        let mut request = None;
        // The field Enter was pressed in, if any.
        let mut enter = None;
        egui::Grid::new("floor-who").num_columns(2).show(ui, |ui| {
            let label = ui.label(w.t("floor-person"));
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
            let label = ui.label(w.t("floor-pin"));
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
            let label = ui.label(w.t("floor-reason"));
            let reason = ui
                .add(
                    egui::TextEdit::singleline(&mut self.reason)
                        .id_salt("floor-reason")
                        .hint_text(w.t("floor-reason-hint")),
                )
                .labelled_by(label.id);
            if std::mem::take(&mut self.focus_reason) {
                reason.request_focus();
            }
            ui.end_row();
            enter = Some(Field::Pin).filter(|_| entered(ui, &pin));
            enter = enter.or(Some(Field::Reason).filter(|_| entered(ui, &reason)));
        });
        ui.label(
            RichText::new(w.t("floor-enter-hint"))
                .small()
                .color(style::DIM),
        );
        let floor = self.floors.get(self.who).map(|f| f.0)?;
        let act = |action: Action, pin: &str, reason: &str| Request::Act {
            floor,
            pin: pin.to_string(),
            reason: reason.to_string(),
            action,
        };
        if let Some(hand) = desk.hand() {
            ui.horizontal_wrapped(|ui| {
                if ui.button(w.t("floor-void")).clicked() {
                    request = Some(Request::Void {
                        floor,
                        pin: self.pin.clone(),
                        reason: self.reason.clone(),
                    });
                }
                if ui.button(w.t("floor-misdeal")).clicked() {
                    request = Some(act(Action::Misdeal, &self.pin, &self.reason));
                }
                if ui.button(w.t("floor-fouled")).clicked() {
                    request = Some(act(Action::FouledDeck, &self.pin, &self.reason));
                }
            });
            // The players by seat and name, each a key stop (Tab, Space).
            ui.horizontal_wrapped(|ui| {
                ui.label(w.t("floor-player"));
                for (i, seat) in hand.seats.iter().enumerate() {
                    let name = desk.seats().get(seat).map_or("", |s| s.name.as_str());
                    ui.selectable_value(&mut self.kill, i as u8, w.player(name, seat.0));
                }
            });
            ui.horizontal_wrapped(|ui| {
                if ui.button(w.t("floor-kill")).clicked() {
                    request = Some(act(Action::Kill(Pos(self.kill)), &self.pin, &self.reason));
                }
                if ui.button(w.t("floor-award")).clicked() {
                    request = Some(act(Action::Award(Pos(self.kill)), &self.pin, &self.reason));
                }
            });
            // An action on a player's behalf, in the command line's words.
            ui.horizontal(|ui| {
                let label = ui.label(w.t("floor-on-behalf"));
                let field = ui
                    .add(
                        egui::TextEdit::singleline(&mut self.on_behalf)
                            .id_salt("floor-action")
                            .hint_text(w.t("floor-action-hint"))
                            .desired_width(180.0),
                    )
                    .labelled_by(label.id);
                if entered(ui, &field) {
                    enter = Some(Field::Action);
                }
                if ui.button(w.t("floor-enter-ruling")).clicked() {
                    enter = Some(Field::ActionButton);
                }
            });
            if let Some(r) = self.correction_row(ui, w, floor, &mut enter) {
                request = Some(r);
            }
        } else if let Some(last) = desk.table().last_hand() {
            let who = speak::Players::at_table(desk);
            let said = last
                .actions
                .last()
                .map_or_else(String::new, |a| speak::action(w, &who, None, a));
            let ended = Args::new().num("hand", last.hand_no).str("action", said);
            ui.label(w.tw("floor-hand-ended", ended));
            if let Some(r) = self.correction_row(ui, w, floor, &mut enter) {
                request = Some(r);
            }
        } else {
            ui.label(w.t("floor-rulings-in-play"));
        }
        if desk.tournament().is_some()
            && let Some(r) = self.tournament_row(ui, w, floor, desk)
        {
            request = Some(r);
        }
        if let Some(field) = enter {
            request = request.or_else(|| self.on_enter(w, desk, floor, field));
        }
        if let Some(outcome) = &self.outcome {
            show_outcome(ui, w, outcome, desk, legal);
        }
        ui.separator();
        ui.collapsing(w.t("floor-register-another"), |ui| {
            ui.label(w.t("floor-register-needs-pin"));
            let by = (floor, self.pin.clone());
            if let Some(r) = self.register(ui, w, &w.t("floor-register"), by) {
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
        w: Words,
        floor: OperatorId,
        desk: &Desk,
    ) -> Option<Request> {
        let mut word = None;
        ui.label(RichText::new(w.t("floor-tournament")).strong());
        ui.horizontal(|ui| {
            let paused = desk.tournament().is_some_and(|t| t.clock.paused());
            if paused && ui.button(w.t("floor-resume-clock")).clicked() {
                word = Some(FloorWord::ClockResume);
            }
            if !paused && ui.button(w.t("floor-pause-clock")).clicked() {
                word = Some(FloorWord::ClockPause);
            }
        });
        ui.horizontal(|ui| {
            let label = ui.label(w.t("floor-tournament-ruling"));
            ui.add(
                egui::TextEdit::singleline(&mut self.tournament)
                    .id_salt("floor-tournament")
                    .hint_text("clock +2m · undo-bust 3 · chop 5:180 6:125")
                    .desired_width(260.0),
            )
            .labelled_by(label.id);
            if ui.button(w.t("floor-enter-tournament-ruling")).clicked() {
                match parse_floor_word(&self.tournament) {
                    Some(Ok(w)) => word = Some(w),
                    Some(Err(e)) => {
                        let said = speak::word_error(w, &e);
                        self.outcome = Some(Outcome::Failed(said));
                    }
                    None => {
                        self.outcome = Some(Outcome::Failed(w.tw(
                            "floor-tournament-usage",
                            Args::new().str("text", self.tournament.clone()),
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

    /// What Enter in `field` (or the action's button) records: the action
    /// on a player's behalf from its own field or button, the correction
    /// from its own; from the PIN or the reason, the action if one is
    /// typed, else the correction. A PIN or reason still missing takes the
    /// keyboard instead.
    fn on_enter(
        &mut self,
        w: Words,
        desk: &Desk,
        floor: OperatorId,
        field: Field,
    ) -> Option<Request> {
        let from_field = field != Field::ActionButton;
        if from_field && self.pin.is_empty() {
            self.focus_pin = true;
            return None;
        }
        if from_field && self.reason.trim().is_empty() {
            self.focus_reason = true;
            return None;
        }
        let action = match field {
            Field::Action | Field::ActionButton => true,
            Field::Correction => false,
            Field::Pin | Field::Reason if !self.on_behalf.trim().is_empty() => true,
            Field::Pin | Field::Reason if !self.correction.trim().is_empty() => false,
            Field::Pin | Field::Reason => return None,
        };
        if !action {
            return Some(self.correct_request(floor));
        }
        let read = who::on_behalf(w, desk, &self.on_behalf);
        match read {
            Ok(action) => Some(Request::Act {
                floor,
                pin: self.pin.clone(),
                reason: self.reason.clone(),
                action,
            }),
            Err(said) => {
                self.outcome = Some(Outcome::Failed(said));
                None
            }
        }
    }

    /// The correction as typed, for the desk to read and record.
    fn correct_request(&self, floor: OperatorId) -> Request {
        Request::Correct {
            floor,
            pin: self.pin.clone(),
            reason: self.reason.clone(),
            text: self.correction.clone(),
        }
    }

    /// The last action replaced by a corrected one; Enter in its field
    /// sets `enter`.
    fn correction_row(
        &mut self,
        ui: &mut egui::Ui,
        w: Words,
        floor: OperatorId,
        enter: &mut Option<Field>,
    ) -> Option<Request> {
        let mut request = None;
        ui.horizontal(|ui| {
            let label = ui.label(w.t("floor-correct-to"));
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut self.correction)
                        .id_salt("floor-correction")
                        .hint_text(w.t("floor-correct-hint"))
                        .desired_width(150.0),
                )
                .labelled_by(label.id);
            if entered(ui, &field) {
                *enter = Some(Field::Correction);
            }
            if ui.button(w.t("floor-correct-last")).clicked() {
                request = Some(self.correct_request(floor));
            }
        });
        request
    }

    fn register(
        &mut self,
        ui: &mut egui::Ui,
        w: Words,
        label: &str,
        by: (OperatorId, String),
    ) -> Option<Request> {
        let mut request = None;
        ui.horizontal(|ui| {
            ui.add(
                egui::TextEdit::singleline(&mut self.new_name)
                    .id_salt("new-floor-name")
                    .hint_text(w.t("floor-new-name"))
                    .desired_width(140.0),
            )
            .accessible_name(w.t("floor-new-name-label"));
            ui.add(
                egui::TextEdit::singleline(&mut self.new_pin)
                    .id_salt("new-floor-pin")
                    .hint_text(w.t("floor-pin"))
                    .password(true)
                    .desired_width(100.0),
            )
            .accessible_name(w.t("floor-new-pin-label"));
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

/// A field of the ruling form that Enter records from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    Pin,
    Reason,
    Action,
    /// The action's own button, clicked or pressed.
    ActionButton,
    Correction,
}

/// Whether Enter was pressed in the single-line field `field` this frame
/// (egui gives up the focus on it).
fn entered(ui: &egui::Ui, field: &egui::Response) -> bool {
    field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter))
}

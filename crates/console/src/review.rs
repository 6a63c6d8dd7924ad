//! The review screen: the logged hands with filters, each hand stepped through
//! event by event with the table as it stood, and export as PHH or
//! PokerStars-style text. The log is read in the background, read-only.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, channel};

use eframe::egui::{self, Key, RichText};

use super::style;
use super::table::{self, HandView};
use dealerdesk_core::chips::Chips;
use dealerdesk_core::rules::HouseRules;
use dealerdesk_desk::export::{StarsOptions, to_pokerstars};
use dealerdesk_desk::review::{HandReview, review_log};
use dealerdesk_log::EventLog;

/// The hands read, and why the log cannot be trusted if it fails verification.
type Loaded = Result<(Vec<HandReview>, Option<String>), String>;

/// The screen's state.
#[derive(Default)]
pub struct ReviewScreen {
    hands: Vec<HandReview>,
    loading: Option<Receiver<Loaded>>,
    stale: bool,
    loaded: bool,
    error: Option<String>,
    /// Set when the log fails verification: shown above everything.
    untrusted: Option<String>,
    player: String,
    number: String,
    selected: Option<usize>,
    step: usize,
    /// The step to show once the hands are read.
    first_step: usize,
    message: Option<(bool, String)>,
}

impl ReviewScreen {
    /// Marks the hands for reading again (the log grew).
    pub fn reload(&mut self) {
        self.stale = true;
    }

    /// Opens the newest hand at this step once the hands are read.
    pub fn step_to(&mut self, step: usize) {
        self.first_step = step;
    }

    /// Whether the hands have been read.
    pub fn is_loaded(&self) -> bool {
        self.loaded && self.loading.is_none()
    }

    /// Draws the screen.
    pub fn show(&mut self, ui: &mut egui::Ui, db: &Path, rules: HouseRules) {
        if self.stale || (!self.loaded && self.loading.is_none()) {
            self.start_loading(db, rules);
        }
        if let Some(rx) = &self.loading {
            match rx.try_recv() {
                Ok(result) => {
                    self.loading = None;
                    self.loaded = true;
                    match result {
                        Ok((hands, untrusted)) => {
                            self.hands = hands;
                            self.error = None;
                            self.untrusted = untrusted;
                            if self.selected.is_none_or(|i| i >= self.hands.len()) {
                                self.selected = self.hands.len().checked_sub(1);
                                let steps = self.selected.map_or(0, |i| self.hands[i].steps.len());
                                self.step = self.first_step.min(steps);
                            }
                        }
                        Err(e) => self.error = Some(e),
                    }
                }
                Err(_) => {
                    egui::CentralPanel::default().show(ui, |ui| {
                        ui.label("Reading the log…");
                        ui.add(egui::ProgressBar::new(0.0).animate(true));
                    });
                    ui.ctx().request_repaint();
                    return;
                }
            }
        }
        if let Some(why) = &self.untrusted {
            egui::Panel::top("untrusted").show(ui, |ui| {
                ui.label(
                    RichText::new(format!(
                        "This log fails verification ({why}): what it shows may have been altered."
                    ))
                    .strong()
                    .color(style::REFUSED),
                );
            });
        }
        egui::Panel::left("hands")
            .default_size(330.0)
            .show(ui, |ui| self.list(ui));
        egui::CentralPanel::default().show(ui, |ui| {
            if let Some(e) = &self.error {
                ui.label(RichText::new(e).color(style::REFUSED));
            }
            if let Some(i) = self.selected
                && i < self.hands.len()
            {
                self.hand(ui, i, db);
            } else {
                ui.label("No hand selected.");
            }
        });
    }

    fn start_loading(&mut self, db: &Path, rules: HouseRules) {
        self.stale = false;
        let (tx, rx) = channel();
        let db = db.to_path_buf();
        std::thread::spawn(move || {
            let result = EventLog::open_read_only(&db)
                .map_err(|e| e.to_string())
                .and_then(|log| {
                    // A read path checks before it speaks.
                    let untrusted = log.verify(|_, _| {}).err().map(|e| e.to_string());
                    let hands = review_log(&log, rules).map_err(|e| match &untrusted {
                        Some(why) => format!("{e} (the log fails verification: {why})"),
                        None => e.to_string(),
                    })?;
                    Ok((hands, untrusted))
                });
            // The screen may have gone; nothing to tell then.
            let _ = tx.send(result);
        });
        self.loading = Some(rx);
    }

    fn list(&mut self, ui: &mut egui::Ui) {
        ui.heading(format!("Hands ({})", self.hands.len()));
        ui.horizontal(|ui| {
            let label = ui.label("Player");
            ui.add(
                egui::TextEdit::singleline(&mut self.player)
                    .id_salt("filter-player")
                    .desired_width(140.0),
            )
            .labelled_by(label.id);
        });
        ui.horizontal(|ui| {
            let label = ui.label("Hand #");
            ui.add(
                egui::TextEdit::singleline(&mut self.number)
                    .id_salt("filter-hand")
                    .desired_width(80.0),
            )
            .labelled_by(label.id);
        });
        let player = self.player.trim().to_lowercase();
        let number: Option<u64> = self.number.trim().parse().ok();
        egui::ScrollArea::vertical().show(ui, |ui| {
            for (i, h) in self.hands.iter().enumerate().rev() {
                let names = h.names.join(", ");
                if !player.is_empty() && !names.to_lowercase().contains(&player) {
                    continue;
                }
                if number.is_some_and(|n| n != h.hand_no) {
                    continue;
                }
                let pot: Chips = h.last_state().awarded().iter().map(|p| p.amount).sum();
                let text = format!(
                    "#{} · {} · pot {pot}\n{names}",
                    h.hand_no,
                    h.started_at.format("%H:%M:%S"),
                );
                if ui
                    .selectable_label(self.selected == Some(i), text)
                    .clicked()
                {
                    self.selected = Some(i);
                    self.step = 0;
                    self.message = None;
                }
            }
        });
    }

    fn hand(&mut self, ui: &mut egui::Ui, i: usize, db: &Path) {
        let h = &self.hands[i];
        let last = h.steps.len();
        // Every press counts, held keys repeating included, however many
        // arrive in one frame.
        let (left, right, home, end) = ui.input(|inp| {
            (
                inp.num_presses(Key::ArrowLeft),
                inp.num_presses(Key::ArrowRight),
                inp.key_pressed(Key::Home),
                inp.key_pressed(Key::End),
            )
        });
        let shown = self.step;
        self.step = (self.step + right).saturating_sub(left).min(last);
        ui.horizontal(|ui| {
            ui.heading(format!("Hand #{}", h.hand_no));
            if ui.button("|< Start").clicked() || home {
                self.step = 0;
            }
            if ui.button("< Back").clicked() && self.step > 0 {
                self.step -= 1;
            }
            ui.label(RichText::new(format!("step {} / {last}", self.step)).size(22.0));
            if ui.button("Next >").clicked() && self.step < last {
                self.step += 1;
            }
            if ui.button("End >|").clicked() || end {
                self.step = last;
            }
            ui.separator();
            if ui.button("Export PHH").clicked() {
                self.message = Some(export(db, h, "phh", h.to_phh().to_phh()));
            }
            if ui.button("Export PokerStars").clicked() {
                let options = StarsOptions::new(&table_name(db), h.rules.game());
                let text = to_pokerstars(h, &options);
                self.message = Some(export(db, h, "txt", text));
            }
        });
        if let Some((ok, m)) = &self.message {
            let color = if *ok { style::OK } else { style::REFUSED };
            ui.label(RichText::new(m).color(color));
        }
        let h = &self.hands[i];
        let state = match self.step {
            0 => &h.start,
            k => &h.steps[k - 1].state,
        };
        egui::Panel::right("events")
            .default_size(380.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    let mark = |on: bool| if on { "> " } else { "  " };
                    ui.label(
                        RichText::new(format!("{}blinds and antes posted", mark(self.step == 0)))
                            .monospace()
                            .size(15.0),
                    );
                    for (k, s) in h.steps.iter().enumerate() {
                        let r = &s.record;
                        let mut line = format!(
                            "{}{} {:?}: {}",
                            mark(self.step == k + 1),
                            r.at.format("%H:%M:%S"),
                            r.role,
                            r.action
                        );
                        // A ruling's reason, as the floor gave it.
                        if let Some(reason) = r.payload.get("reason").and_then(|v| v.as_str()) {
                            line.push_str(&format!(" — {reason}"));
                        }
                        let text = RichText::new(line).monospace().size(15.0);
                        let text = if self.step == k + 1 {
                            text.color(style::TO_ACT)
                        } else {
                            text
                        };
                        let row = ui.selectable_label(false, text);
                        if row.clicked() {
                            self.step = k + 1;
                        }
                        // The list follows the step the keys move to.
                        if self.step != shown && self.step == k + 1 {
                            row.scroll_to_me(Some(egui::Align::Center));
                        }
                    }
                });
            });
        let view = HandView {
            state,
            rules: &h.rules,
            seats: &h.seats,
            names: h.names.clone(),
            button: h.button,
            idle: Vec::new(),
            now: None,
        };
        table::draw(ui, &view);
    }
}

/// The table name for export headers: the log file's stem.
fn table_name(db: &Path) -> String {
    db.file_stem()
        .map_or_else(|| "table".into(), |s| s.to_string_lossy().into_owned())
}

/// Writes an export next to the log; says where, or why not.
fn export(db: &Path, h: &HandReview, ext: &str, text: String) -> (bool, String) {
    let dir = db.parent().map_or_else(PathBuf::new, Path::to_path_buf);
    let path = dir.join(format!("{}-hand-{}.{ext}", table_name(db), h.hand_no));
    match std::fs::write(&path, text) {
        Ok(()) => (true, format!("Written to {}", path.display())),
        Err(e) => (false, format!("Could not write {}: {e}", path.display())),
    }
}

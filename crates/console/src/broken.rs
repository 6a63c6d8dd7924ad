//! The blocking screen for a log that cannot be written to — a broken
//! chain, a corrupt or foreign file: it names why (the first bad event) and
//! offers only a read-only review or a new log file.

use std::path::{Path, PathBuf};

use eframe::egui::{self, Key, RichText};

use super::speech::Say;
use super::style;
use dealerdesk_core::rules::HouseRules;
use dealerdesk_desk::desk::DeskError;
use dealerdesk_desk::speak;
use dealerdesk_i18n::{Args, Words};
use dealerdesk_log::LogError;

/// Why the log was refused, as data: said in the reader's language on
/// screen, in English (`Display`) on standard error.
#[derive(Debug, thiserror::Error)]
pub enum Why {
    /// The log itself: a broken chain, a corrupt or foreign file.
    #[error(transparent)]
    Log(#[from] LogError),
    /// The session in it cannot be resumed.
    #[error(transparent)]
    Desk(DeskError),
}

impl From<DeskError> for Why {
    fn from(e: DeskError) -> Why {
        match e {
            DeskError::Log(e) => Why::Log(e),
            e => Why::Desk(e),
        }
    }
}

impl Why {
    /// In `words`' language; a rule cited comes from `rules`.
    pub fn words(&self, words: Words, rules: &HouseRules) -> String {
        match self {
            Why::Log(e) => speak::log_error(words, e),
            Why::Desk(e) => speak::desk_error(words, e, rules),
        }
    }
}

/// The screen's state: why the log was refused and the new file offered.
pub struct BrokenLog {
    /// Why the log cannot be written to.
    reason: Why,
    /// The rules a session would have been resumed under.
    rules: HouseRules,
    new_path: String,
    error: Option<String>,
}

/// What the floor chose.
pub enum Choice {
    /// Read the log as it is, writing nothing.
    Review,
    /// Start over in a new, empty log file.
    NewLog(PathBuf),
}

impl BrokenLog {
    /// The screen for `db`, refused for `reason`; the new file offered sits
    /// beside it.
    pub fn new(db: &Path, reason: Why, rules: HouseRules) -> BrokenLog {
        BrokenLog {
            reason,
            rules,
            new_path: fresh_path(db).display().to_string(),
            error: None,
        }
    }

    /// Why the log was refused, in the console's language.
    pub fn why(&self, w: Words) -> String {
        self.reason.words(w, &self.rules)
    }

    /// Draws the screen; returns the floor's choice.
    pub fn show(&mut self, ui: &mut egui::Ui, w: Words, db: &Path) -> Option<Choice> {
        let mut choice = None;
        egui::CentralPanel::default().show(ui, |ui| {
            ui.heading(
                RichText::new(w.t("broken-heading"))
                    .color(style::REFUSED)
                    .strong(),
            );
            ui.add_space(8.0);
            ui.label(RichText::new(db.display().to_string()).monospace());
            ui.label(RichText::new(self.why(w)).color(style::REFUSED));
            ui.add_space(8.0);
            ui.label(w.t("broken-explain"));
            ui.add_space(12.0);
            if ui.button(w.t("broken-review")).clicked() || ui.input(|i| i.key_pressed(Key::F5)) {
                choice = Some(Choice::Review);
            }
            ui.add_space(12.0);
            ui.horizontal(|ui| {
                let label = ui.label(w.t("broken-new-file"));
                ui.add(
                    egui::TextEdit::singleline(&mut self.new_path)
                        .desired_width(480.0)
                        .hint_text(w.t("broken-new-hint")),
                )
                .labelled_by(label.id);
                if ui.button(w.t("broken-start")).clicked() {
                    let path = PathBuf::from(self.new_path.trim());
                    if path.as_os_str().is_empty() {
                        self.error = Some(w.t("broken-name-a-file"));
                    } else if path.exists() {
                        self.error = Some(w.tw(
                            "broken-exists",
                            Args::new().str("path", path.display().to_string()),
                        ));
                    } else {
                        choice = Some(Choice::NewLog(path));
                    }
                }
            });
            if let Some(e) = &self.error {
                ui.label(RichText::new(e).color(style::REFUSED));
            }
        });
        choice
    }
}

/// `table.sqlite` → `table-new.sqlite` (or `-new-2`, … if that exists).
fn fresh_path(db: &Path) -> PathBuf {
    let stem = db
        .file_stem()
        .map_or_else(|| "dealerdesk".into(), |s| s.to_string_lossy().into_owned());
    let ext = db
        .extension()
        .map_or_else(|| "sqlite".into(), |e| e.to_string_lossy().into_owned());
    let dir = db.parent().unwrap_or(Path::new(""));
    (1..)
        .map(|n| match n {
            1 => dir.join(format!("{stem}-new.{ext}")),
            n => dir.join(format!("{stem}-new-{n}.{ext}")),
        })
        .find(|p| !p.exists())
        .unwrap_or_else(|| dir.join(format!("{stem}-new.{ext}")))
}

//! The review screen: a page of the logged hands, newest first, filtered
//! by hand number, day and player in the log's own query; the hand opened is built
//! alone, stepped through event by event with the table as it stood, and
//! exported as PHH or PokerStars-style text. The log is read read-only: the
//! first page in the background, verification after it.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, channel};

use chrono::{NaiveDate, TimeZone, Utc};
use eframe::egui::{self, Key, RichText};

use super::broken::Why;
use super::focus;
use super::speech::Say;
use super::style;
use super::table::{self, HandView};
use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::legal_actions;
use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::desk::{draws, posted};
use dealerdesk_desk::export::{StarsOptions, to_pokerstars};
use dealerdesk_desk::review::{HandReview, review_hand};
use dealerdesk_desk::speak;
use dealerdesk_i18n::{Args, Words};
use dealerdesk_log::{EventLog, HandId, HandQuery, HandRecord, LogError, OperatorId};

/// Hands on one page of the list.
pub const PAGE: u32 = 100;

/// The log, opened read-only, and its newest hand, built.
pub type Loaded = Result<(EventLog, Option<HandReview>), Why>;

/// The screen's state.
#[derive(Default)]
pub struct ReviewScreen {
    /// The log the list and the opened hand come from.
    log: Option<EventLog>,
    /// The hands of the page shown, newest first, and how many the filter picks.
    page: Vec<HandRecord>,
    count: u64,
    /// The `before` of each newer page, to go back.
    newer: Vec<Option<HandId>>,
    before: Option<HandId>,
    loading: Option<Receiver<Loaded>>,
    /// Why the log fails verification, once checked.
    verifying: Option<Receiver<Option<Why>>>,
    stale: bool,
    loaded: bool,
    /// Kept as data, said in the reader's language when drawn.
    error: Option<Why>,
    /// Set when the log fails verification: shown above everything.
    untrusted: Option<Why>,
    rules: Option<HouseRules>,
    number: String,
    day: String,
    /// A player's name: only the hands they were dealt into.
    player: String,
    /// The hand opened.
    open: Option<HandReview>,
    step: usize,
    /// The step to show once the newest hand is read.
    first_step: usize,
    message: Option<(bool, String)>,
    /// Who entered what: the log's operators by id, read with the log.
    operators: Vec<(OperatorId, String)>,
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

    /// The rules a ruling in an error cites: the log's, else the bundled
    /// no-limit rules.
    fn house(&self) -> &HouseRules {
        self.rules
            .as_ref()
            .unwrap_or_else(|| HouseRules::preset_ref(Variant::NoLimitHoldem))
    }

    /// Whether the hands have been read and the log checked.
    pub fn is_loaded(&self) -> bool {
        self.loaded && self.loading.is_none() && self.verifying.is_none()
    }

    /// Draws the screen.
    pub fn show(&mut self, ui: &mut egui::Ui, w: Words, db: &Path, rules: HouseRules) {
        if self.stale || (!self.loaded && self.loading.is_none()) {
            self.start_loading(db, rules);
        }
        if let Some(rx) = &self.verifying
            && let Ok(untrusted) = rx.try_recv()
        {
            self.verifying = None;
            self.untrusted = untrusted;
        }
        if let Some(rx) = &self.loading {
            match rx.try_recv() {
                Ok(result) => {
                    self.loading = None;
                    self.loaded = true;
                    match result {
                        Ok((log, newest)) => {
                            self.operators = log
                                .operators()
                                .unwrap_or_default()
                                .into_iter()
                                .map(|o| (o.id, o.name))
                                .collect();
                            self.log = Some(log);
                            self.error = None;
                            self.newer.clear();
                            self.before = None;
                            self.read_page();
                            let keep = self
                                .open
                                .as_ref()
                                .is_some_and(|h| self.page.iter().any(|r| r.id == h.id));
                            if !keep {
                                let steps = newest.as_ref().map_or(0, |h| h.steps.len());
                                self.open = newest;
                                self.step = self.first_step.min(steps);
                            }
                        }
                        Err(e) => self.error = Some(e),
                    }
                }
                Err(_) => {
                    egui::CentralPanel::default().show(ui, |ui| {
                        ui.label(w.t("review-reading"));
                        ui.add(egui::ProgressBar::new(0.0).animate(true));
                    });
                    ui.ctx().request_repaint();
                    return;
                }
            }
        }
        if self.verifying.is_some() {
            ui.ctx().request_repaint();
        }
        if let Some(why) = &self.untrusted {
            let why = why.words(w, self.house());
            egui::Panel::top("untrusted").show(ui, |ui| {
                ui.label(
                    RichText::new(w.tw("review-untrusted", Args::new().str("why", why)))
                        .strong()
                        .color(style::REFUSED),
                );
            });
        }
        egui::Panel::left("hands")
            .default_size(330.0)
            .show(ui, |ui| self.list(ui, w));
        egui::CentralPanel::default().show(ui, |ui| {
            if let Some(e) = &self.error {
                let e = e.words(w, self.house());
                ui.label(RichText::new(e).color(style::REFUSED));
            }
            if self.open.is_some() {
                self.hand(ui, w, db);
            } else {
                ui.label(w.t("review-no-hand"));
            }
        });
    }

    /// Opens the log and builds its newest hand on a thread of its own, then
    /// verifies the log on another.
    fn start_loading(&mut self, db: &Path, rules: HouseRules) {
        self.stale = false;
        self.rules = Some(rules.clone());
        let (tx, rx) = channel();
        let (vtx, vrx) = channel();
        let db = db.to_path_buf();
        std::thread::spawn(move || {
            let result = open_log(&db, rules);
            // The screen may have gone; nothing to tell then.
            let _ = tx.send(result);
            // A read path checks before it trusts: what fails is said above all.
            let untrusted = EventLog::open_read_only(&db)
                .and_then(|log| log.verify(|_, _| {}))
                .err()
                .map(Why::from);
            let _ = vtx.send(untrusted);
        });
        self.loading = Some(rx);
        self.verifying = Some(vrx);
    }

    /// The filter the boxes say, for the page before `before`.
    fn query(&self) -> HandQuery {
        let day = NaiveDate::parse_from_str(self.day.trim(), "%Y-%m-%d")
            .ok()
            .and_then(|d| d.and_hms_opt(0, 0, 0))
            .map(|t| Utc.from_utc_datetime(&t));
        HandQuery {
            since: day,
            until: day.map(|d| d + chrono::Duration::days(1)),
            hand_no: self.number.trim().parse().ok(),
            player: Some(self.player.trim())
                .filter(|p| !p.is_empty())
                .map(str::to_owned),
            before: self.before,
            limit: PAGE,
            ..HandQuery::default()
        }
    }

    /// Reads the page the filter and `before` pick.
    fn read_page(&mut self) {
        let Some(log) = &self.log else { return };
        match read_page(log, &self.query()) {
            Ok((page, count)) => {
                self.page = page;
                self.count = count;
                self.error = None;
            }
            Err(e) => {
                // No list rather than one the filter did not pick.
                self.page.clear();
                self.count = 0;
                self.error = Some(e.into());
            }
        }
    }

    /// Builds a hand of the log and shows it from its start.
    fn open_hand(&mut self, id: HandId) {
        let (Some(log), Some(rules)) = (&self.log, &self.rules) else {
            return;
        };
        match review_hand(log, id, rules.clone()) {
            Ok(hand) => {
                self.open = hand;
                self.error = None;
            }
            Err(e) => self.error = Some(e.into()),
        }
        self.step = 0;
        self.message = None;
    }

    fn list(&mut self, ui: &mut egui::Ui, w: Words) {
        ui.heading(w.tw("review-hands", Args::new().num("count", self.count)));
        let mut changed = false;
        ui.horizontal(|ui| {
            let label = ui.label(w.t("review-hand-no"));
            changed |= ui
                .add(
                    egui::TextEdit::singleline(&mut self.number)
                        .id_salt("filter-hand")
                        .desired_width(80.0),
                )
                .labelled_by(label.id)
                .changed();
        });
        ui.horizontal(|ui| {
            let label = ui.label(w.t("review-day"));
            changed |= ui
                .add(
                    egui::TextEdit::singleline(&mut self.day)
                        .id_salt("filter-day")
                        .hint_text(w.t("review-day-hint"))
                        .desired_width(130.0),
                )
                .labelled_by(label.id)
                .changed();
        });
        ui.horizontal(|ui| {
            let label = ui.label(w.t("review-player"));
            changed |= ui
                .add(
                    egui::TextEdit::singleline(&mut self.player)
                        .id_salt("filter-player")
                        .hint_text(w.t("setup-name-hint"))
                        .desired_width(160.0),
                )
                .labelled_by(label.id)
                .changed();
        });
        let mut turn: Option<bool> = None;
        ui.horizontal(|ui| {
            if ui
                .add_enabled(
                    !self.newer.is_empty(),
                    egui::Button::new(w.t("review-newer")),
                )
                .clicked()
            {
                turn = Some(false);
            }
            let more = self.page.len() == PAGE as usize;
            if ui
                .add_enabled(more, egui::Button::new(w.t("review-older")))
                .clicked()
            {
                turn = Some(true);
            }
        });
        if changed {
            self.newer.clear();
            self.before = None;
            self.read_page();
        } else if let Some(older) = turn {
            if older {
                self.newer.push(self.before);
                self.before = self.page.last().map(|h| h.id);
            } else {
                self.before = self.newer.pop().flatten();
            }
            self.read_page();
        }
        let mut chosen = None;
        egui::ScrollArea::vertical().show(ui, |ui| {
            for h in &self.page {
                let pot: Chips = h
                    .summary
                    .as_ref()
                    .and_then(|s| s.get("pots"))
                    .and_then(|p| p.as_array())
                    .map_or(Chips::ZERO, |pots| {
                        pots.iter()
                            .filter_map(|p| p.get("amount")?.as_u64())
                            .map(Chips)
                            .sum()
                    });
                let text = w.tw(
                    "review-hand-line",
                    Args::new()
                        .num("hand", h.hand_no)
                        .str("at", w.date_time(h.started_at))
                        .num("pot", pot.0),
                );
                let open = self.open.as_ref().is_some_and(|o| o.id == h.id);
                if ui.selectable_label(open, text).clicked() {
                    chosen = Some(h.id);
                }
            }
            focus::follow(ui);
        });
        if let Some(id) = chosen {
            self.open_hand(id);
        }
    }

    fn hand(&mut self, ui: &mut egui::Ui, w: Words, db: &Path) {
        let Some(h) = &self.open else { return };
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
        // Wrapped: the longest language's buttons take a second row.
        ui.horizontal_wrapped(|ui| {
            ui.heading(w.tw("review-hand", Args::new().num("hand", h.hand_no)));
            if ui.button(w.t("review-start")).clicked() || home {
                self.step = 0;
            }
            if ui.button(w.t("review-back")).clicked() && self.step > 0 {
                self.step -= 1;
            }
            let step = w.tw(
                "review-step",
                Args::new()
                    .num("step", self.step as u64)
                    .num("last", last as u64),
            );
            ui.add(egui::Label::new(RichText::new(step).size(22.0)).extend());
            if ui.button(w.t("review-next")).clicked() && self.step < last {
                self.step += 1;
            }
            if ui.button(w.t("review-end")).clicked() || end {
                self.step = last;
            }
            ui.separator();
            if ui.button(w.t("review-export-phh")).clicked() {
                self.message = Some(export(w, db, h, "phh", h.to_phh().to_phh()));
            }
            if ui.button(w.t("review-export-stars")).clicked() {
                let options = StarsOptions::new(&table_name(db), h.rules.game());
                let text = to_pokerstars(h, &options);
                self.message = Some(export(w, db, h, "txt", text));
            }
        });
        if let Some((ok, m)) = &self.message {
            let color = if *ok { style::OK } else { style::REFUSED };
            ui.label(RichText::new(m).color(color));
        }
        let Some(h) = &self.open else { return };
        let state = match self.step {
            0 => &h.start,
            k => &h.steps[k - 1].state,
        };
        // A narrow screen keeps most of its width for the table.
        let most = (ui.ctx().content_rect().width() * 0.3).max(240.0);
        egui::Panel::right("events")
            .default_size(380.0_f32.min(most))
            .max_size(most)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    let mark = |on: bool| if on { "> " } else { "  " };
                    ui.label(
                        RichText::new(format!("{}{}", mark(self.step == 0), w.t("review-posted")))
                            .monospace()
                            .size(15.0),
                    );
                    let who = speak::Players::of_review(h);
                    for (k, s) in h.steps.iter().enumerate() {
                        let r = &s.record;
                        // Who entered it: a floor person by name, as the log
                        // keeps them; else the role.
                        let floor = self
                            .operators
                            .iter()
                            .find(|(id, _)| *id == r.operator && r.role.as_str() == "floor");
                        let role = match floor {
                            Some((_, name)) => name.clone(),
                            None => w.tw("review-role", Args::new().str("role", r.role.as_str())),
                        };
                        // The action in words, as of the hand before it; its
                        // notation on hover.
                        let said = speak::review_entry(w, &who, h, k).unwrap_or_default();
                        let mut line = format!(
                            "{}{} {role}: {said}",
                            mark(self.step == k + 1),
                            w.time(r.at.time()),
                        );
                        // A ruling's reason, as the floor gave it.
                        if let Some(reason) = speak::entry_reason(w, &r.payload) {
                            line.push_str(&format!(" — {reason}"));
                        }
                        let text = RichText::new(line).monospace().size(15.0);
                        let text = if self.step == k + 1 {
                            text.color(style::TO_ACT)
                        } else {
                            text
                        };
                        let row = ui.selectable_label(false, text).on_hover_text(&r.action);
                        if row.clicked() {
                            self.step = k + 1;
                        }
                        // The list follows the step the keys move to.
                        if self.step != shown && self.step == k + 1 {
                            row.scroll_to_me(Some(egui::Align::Center));
                        }
                    }
                    focus::follow(ui);
                });
            });
        let view = HandView {
            state,
            seats: &h.seats,
            names: h.names.clone(),
            button: h.button,
            idle: Vec::new(),
            now: None,
            blinds: None,
            posted: if h.rules.tournament.is_none() {
                posted(&h.spec, &h.rules.stakes)
            } else {
                Vec::new()
            },
            draws: draws(&h.actions[..self.step.min(h.actions.len())], h.seats.len()),
        };
        let legal = legal_actions(state, &h.rules);
        table::draw(ui, w, &view, table::to_act(&legal));
    }
}

/// The log opened read-only for review and its newest hand built: what the
/// screen reads, on a thread of its own, before it shows the list.
///
/// # Errors
/// The log's refusal to open, or the hand's to build.
pub fn open_log(db: &Path, rules: HouseRules) -> Loaded {
    // A glance, not SQLite's reading of every page: the screen verifies the
    // whole log beside it and says so above all if it fails.
    let log = EventLog::glance(db)?;
    let newest = log
        .hand_page(&HandQuery {
            limit: 1,
            ..HandQuery::default()
        })?
        .pop();
    let hand = match newest {
        Some(h) => review_hand(&log, h.id, rules)?,
        None => None,
    };
    Ok((log, hand))
}

/// The page of hands `query` picks and how many it picks in all, as the
/// list shows them.
///
/// # Errors
/// The log's, as [`EventLog::hand_page`] says them.
pub fn read_page(log: &EventLog, query: &HandQuery) -> Result<(Vec<HandRecord>, u64), LogError> {
    let page = log.hand_page(query)?;
    Ok((page, log.hand_count(query)?))
}

/// The table name for export headers: the log file's stem.
fn table_name(db: &Path) -> String {
    db.file_stem()
        .map_or_else(|| "table".into(), |s| s.to_string_lossy().into_owned())
}

/// Writes an export next to the log; says where, or why not.
fn export(w: Words, db: &Path, h: &HandReview, ext: &str, text: String) -> (bool, String) {
    let dir = db.parent().map_or_else(PathBuf::new, Path::to_path_buf);
    let path = dir.join(format!("{}-hand-{}.{ext}", table_name(db), h.hand_no));
    match std::fs::write(&path, text) {
        Ok(()) => (
            true,
            w.tw(
                "review-written",
                Args::new().str("path", path.display().to_string()),
            ),
        ),
        Err(e) => (
            false,
            w.tw(
                "review-not-written",
                Args::new()
                    .str("path", path.display().to_string())
                    .str("detail", e.to_string()),
            ),
        ),
    }
}

//! The Room screen, for floor staff: every table synced into the room
//! (game, stakes, hand in play, players, events held, last sync, flags),
//! read on a background thread; any table's hands open read-only in the
//! review screen from a copy of the room's chain. Below them, a
//! tournament on the room's tables ([`EventView`]).

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, channel};

use eframe::egui::{self, RichText};

use super::room_event::EventView;
use super::speech::Say;
use super::style;
use dealerdesk_i18n::{Args, Words};
use dealerdesk_room::read::RoomTable;
use dealerdesk_room::speak::{room_error, room_flags};
use dealerdesk_room::status::TableSummary;
use dealerdesk_room::{RoomError, connect, copy, read, status};

/// One table as listed: the room's row and the table folded.
struct Row {
    table: RoomTable,
    summary: Result<TableSummary, RoomError>,
}

/// What went wrong, kept as data and said in the reader's language when
/// drawn: the room's error, and the table being copied if it was a copy.
struct Failure {
    table: Option<String>,
    error: RoomError,
}

impl Failure {
    fn words(&self, w: Words) -> String {
        let said = room_error(w, &self.error);
        match &self.table {
            Some(table) => format!("{table}: {said}"),
            None => said,
        }
    }
}

/// The screen's state.
pub struct RoomScreen {
    url: String,
    rows: Vec<Row>,
    loading: Option<Receiver<Result<Vec<Row>, RoomError>>>,
    opening: Option<(String, Receiver<Result<PathBuf, RoomError>>)>,
    error: Option<Failure>,
    /// Copies written for review, removed when the console closes.
    copies: Vec<PathBuf>,
    /// A tournament on the room's tables.
    event: EventView,
}

impl RoomScreen {
    /// The room's address.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The screen for the room at `url`.
    pub fn new(url: String) -> RoomScreen {
        RoomScreen {
            url,
            rows: Vec::new(),
            loading: None,
            opening: None,
            error: None,
            copies: Vec::new(),
            event: EventView::default(),
        }
    }

    /// Reads the room again, in the background.
    pub fn reload(&mut self) {
        let (tx, rx) = channel();
        let url = self.url.clone();
        std::thread::spawn(move || {
            let _ = tx.send(load(&url));
        });
        self.loading = Some(rx);
    }

    /// Whether the tables are still being read.
    pub fn is_loading(&self) -> bool {
        self.loading.is_some() || self.opening.is_some() || self.event.is_loading()
    }

    /// Draws the screen; returns a table's copy to open in review.
    pub fn show(&mut self, ui: &mut egui::Ui, w: Words) -> Option<PathBuf> {
        if let Some(rx) = &self.loading {
            match rx.try_recv() {
                Ok(Ok(rows)) => {
                    self.rows = rows;
                    self.error = None;
                    self.loading = None;
                }
                Ok(Err(error)) => {
                    self.error = Some(Failure { table: None, error });
                    self.loading = None;
                }
                Err(_) => ui.ctx().request_repaint(),
            }
        }
        let mut open = None;
        if let Some((table, rx)) = &self.opening {
            match rx.try_recv() {
                Ok(Ok(path)) => {
                    self.copies.push(path.clone());
                    open = Some(path);
                    self.opening = None;
                }
                Ok(Err(error)) => {
                    self.error = Some(Failure {
                        table: Some(table.clone()),
                        error,
                    });
                    self.opening = None;
                }
                Err(_) => ui.ctx().request_repaint(),
            }
        }
        let mut wanted = None;
        egui::CentralPanel::default().show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.heading(w.t("room-heading"));
                if ui.button(w.t("room-refresh")).clicked()
                    || ui.input(|i| i.key_pressed(egui::Key::F5))
                {
                    self.reload();
                }
                if self.loading.is_some() {
                    ui.spinner();
                }
            });
            if let Some((name, _)) = &self.opening {
                ui.label(w.tw("room-copying", Args::new().str("table", name.clone())));
            }
            if let Some(e) = &self.error {
                ui.label(RichText::new(e.words(w)).color(style::REFUSED));
            }
            if self.rows.is_empty() && self.loading.is_none() && self.error.is_none() {
                ui.label(w.t("room-none-synced"));
            }
            egui::ScrollArea::vertical().show(ui, |ui| {
                egui::Grid::new("room-tables")
                    .striped(true)
                    .spacing([18.0, 6.0])
                    .show(ui, |ui| {
                        for h in [
                            "room-head-table",
                            "room-head-game",
                            "room-head-hand",
                            "room-head-players",
                            "room-head-events",
                            "room-head-last-sync",
                        ] {
                            ui.label(RichText::new(w.t(h)).strong());
                        }
                        // The last column holds each row's buttons.
                        ui.label("");
                        ui.end_row();
                        for row in &self.rows {
                            if let Some(name) = table_row(ui, w, row) {
                                wanted = Some(name);
                            }
                            ui.end_row();
                        }
                    });
                ui.separator();
                self.event.show(ui, w, &self.url);
            });
        });
        if let Some(name) = wanted {
            self.open(name);
        }
        open
    }

    fn open(&mut self, table: String) {
        let (tx, rx) = channel();
        let url = self.url.clone();
        // Named for the table, as review and export name a log by its file.
        let dir = std::env::temp_dir().join(format!(
            "dealerdesk-room-{}-{}",
            std::process::id(),
            self.copies.len()
        ));
        let file: String = table
            .chars()
            .map(|c| {
                if c.is_alphanumeric() || c == '-' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        let path = dir.join(format!("{file}.sqlite"));
        let name = table.clone();
        std::thread::spawn(move || {
            let result = std::fs::create_dir_all(&dir)
                .map_err(dealerdesk_room::RoomError::from)
                .and_then(|()| connect::connect(&url))
                .and_then(|mut c| copy::copy_table(&mut c, &table, &path))
                .map(|_| path);
            let _ = tx.send(result);
        });
        self.opening = Some((name, rx));
    }
}

impl Drop for RoomScreen {
    fn drop(&mut self) {
        for dir in self.copies.iter().filter_map(|p| p.parent()) {
            // Scratch copies: nothing to do if one is already gone.
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

/// One table's cells; returns its name when its hands are asked for.
fn table_row(ui: &mut egui::Ui, w: Words, row: &Row) -> Option<String> {
    let t = &row.table;
    let flagged = !t.flags.is_empty();
    let name = RichText::new(&t.name).strong();
    ui.label(if flagged {
        name.color(style::REFUSED)
    } else {
        name
    });
    match &row.summary {
        Ok(s) => {
            ui.label(format!("{} {}", s.game, s.stakes));
            ui.label(s.hand.map_or_else(
                || w.t("room-between-hands"),
                |h| w.tw("room-hand-in-play", Args::new().str("hand", h.to_string())),
            ));
            let players: Vec<String> = s
                .players
                .iter()
                .map(|(seat, name, stack)| format!("{seat} {name} {}", w.number(stack.0)))
                .collect();
            ui.label(players.join(", "));
        }
        Err(e) => {
            ui.label(RichText::new(room_error(w, e)).color(style::REFUSED));
            ui.label("");
            ui.label("");
        }
    }
    let behind = t.local_seq.saturating_sub(t.head_seq);
    ui.label(if behind > 0 {
        w.tw(
            "room-behind",
            Args::new()
                .str("seq", t.head_seq.to_string())
                .str("behind", behind.to_string()),
        )
    } else {
        t.head_seq.to_string()
    });
    let last = t.last_sync.map_or_else(
        || w.t("room-never"),
        |at| w.time(at.with_timezone(&chrono::Local).time()),
    );
    let last = ui.label(RichText::new(last).color(style::DIM));
    if flagged {
        last.on_hover_text(room_flags(w, &t.flags, "\n"));
    }
    let mut asked = None;
    ui.horizontal(|ui| {
        if ui.button(w.t("room-hands")).clicked() {
            asked = Some(t.name.clone());
        }
        if flagged {
            ui.label(
                RichText::new(w.t("room-flagged"))
                    .strong()
                    .color(style::REFUSED),
            )
            .on_hover_text(room_flags(w, &t.flags, "\n"));
        }
    });
    asked
}

/// Every table with its summary.
fn load(url: &str) -> Result<Vec<Row>, RoomError> {
    let mut client = connect::connect(url)?;
    let tables = read::tables(&mut client)?;
    tables
        .into_iter()
        .map(|table| {
            let summary = read::events(&mut client, &table.name)
                .and_then(|events| status::summarize(&events));
            Ok(Row { table, summary })
        })
        .collect()
}

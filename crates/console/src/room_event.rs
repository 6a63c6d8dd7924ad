//! The Room screen's tournament view, for the floor: one event on many
//! tables, held by the room (`dealerdesk_room::event`). The floor names the
//! event; the view shows its players left, its one clock and each table's
//! players by seat, and its keys draw the seats (F9) and balance the tables
//! (F10: a move, a table broken or the final table, as the room's plan
//! says), each move said: who, from which table and seat, to which.
//!
//! Every key calls the room's own functions, the ones `dealerdesk room
//! tournament` calls (the hands the tables' logs hold are read first, as
//! there); no rule of the event lives here. The room is read and written on
//! a background thread.

use std::sync::mpsc::{Receiver, channel};

use chrono::Utc;
use dealerdesk_core::tournament::{Move, Period, Step};
use dealerdesk_i18n::{Args, Words};
use dealerdesk_room::event::speak::event_error;
use dealerdesk_room::event::{self, Event, EventError};
use dealerdesk_room::{connect, migrate};
use eframe::egui::{self, RichText};

use super::speech::Say;
use super::style;

/// What the floor asked of the room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ask {
    Open,
    Draw,
    Balance,
}

/// What the last key did, kept as data and said when drawn.
#[derive(Debug)]
enum Done {
    /// The event read.
    Read,
    /// The seats drawn.
    Drawn(Vec<Move<String>>),
    /// The tables broken and balanced: the steps, named by the event as it
    /// was before them (its tables and each mover's chips).
    Balanced {
        before: Box<Event>,
        steps: Vec<Step<String>>,
    },
}

/// The room's answer to one key: the event after it, what it did, and the
/// players the tables' logs put out meanwhile.
#[derive(Debug)]
struct Answer {
    event: Event,
    done: Done,
    out: Vec<String>,
}

/// The view's state.
#[derive(Default)]
pub struct EventView {
    name: String,
    event: Option<Event>,
    last: Option<(Done, Vec<String>)>,
    error: Option<EventError>,
    job: Option<(Ask, Receiver<Result<Answer, EventError>>)>,
}

impl EventView {
    /// Whether the room is still answering.
    pub fn is_loading(&self) -> bool {
        self.job.is_some()
    }

    /// Draws the view; `url` is the room's address.
    pub fn show(&mut self, ui: &mut egui::Ui, w: Words, url: &str) {
        if let Some((ask, rx)) = &self.job {
            match rx.try_recv() {
                Ok(Ok(answer)) => {
                    self.event = Some(answer.event);
                    self.last = Some((answer.done, answer.out));
                    self.error = None;
                    self.job = None;
                }
                Ok(Err(error)) => {
                    // An event that would not open is not shown as open.
                    if *ask == Ask::Open {
                        self.event = None;
                        self.last = None;
                    }
                    self.error = Some(error);
                    self.job = None;
                }
                Err(_) => ui.ctx().request_repaint(),
            }
        }
        ui.heading(w.t("room-event-heading"));
        let mut ask = None;
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(w.t("room-event-name"));
            let field = ui
                .add(egui::TextEdit::singleline(&mut self.name).desired_width(220.0))
                .labelled_by(label.id);
            if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                ask = Some(Ask::Open);
            }
            if ui.button(w.t("room-event-open")).clicked() {
                ask = Some(Ask::Open);
            }
            let open = self.event.is_some();
            if ui
                .add_enabled(open, egui::Button::new(w.t("room-event-draw")))
                .clicked()
                || (open && ui.input(|i| i.key_pressed(egui::Key::F9)))
            {
                ask = Some(Ask::Draw);
            }
            if ui
                .add_enabled(open, egui::Button::new(w.t("room-event-balance")))
                .clicked()
                || (open && ui.input(|i| i.key_pressed(egui::Key::F10)))
            {
                ask = Some(Ask::Balance);
            }
            if self.job.is_some() {
                ui.spinner();
            }
        });
        if let (Some(ask), None) = (ask, &self.job) {
            self.start(ask, url);
        }
        if let Some(e) = &self.error {
            ui.label(RichText::new(event_error(w, e)).color(style::REFUSED));
        }
        if let Some(e) = &self.event {
            event_lines(ui, w, e);
        }
        if let Some((done, out)) = &self.last {
            done_lines(ui, w, done, out, self.event.as_ref());
        }
    }

    /// Asks the room: `Open` the event named in the field, the other keys
    /// of the event open.
    fn start(&mut self, ask: Ask, url: &str) {
        let name = match (ask, &self.event) {
            (Ask::Open, _) => self.name.trim().to_owned(),
            (_, Some(e)) => e.name.clone(),
            (_, None) => return,
        };
        if name.is_empty() {
            return;
        }
        let url = url.to_owned();
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let _ = tx.send(answer(&url, &name, ask));
        });
        self.job = Some((ask, rx));
    }
}

/// Asks the room, as `dealerdesk room tournament` does: the tables' hands
/// read first, then the key's own function, then the event read again.
fn answer(url: &str, name: &str, ask: Ask) -> Result<Answer, EventError> {
    let mut c = connect::connect(url).map_err(EventError::Room)?;
    migrate::migrate(&mut c).map_err(EventError::Room)?;
    let out: Vec<String> = if ask == Ask::Draw {
        Vec::new()
    } else {
        event::read_results(&mut c, name)?
            .into_iter()
            .flat_map(|r| r.outcome.out)
            .collect()
    };
    let done = match ask {
        Ask::Open => Done::Read,
        Ask::Draw => Done::Drawn(event::draw(&mut c, name)?),
        Ask::Balance => {
            let before = Box::new(event::load(&mut c, name, false)?);
            let steps = event::balance(&mut c, name)?;
            Done::Balanced { before, steps }
        }
    };
    let event = event::load(&mut c, name, false)?;
    Ok(Answer { event, done, out })
}

fn table_name(e: &Event, t: usize) -> String {
    e.tables.get(t).map(|t| t.name.clone()).unwrap_or_default()
}

/// The event: players left, the clock, and each table's players by seat.
fn event_lines(ui: &mut egui::Ui, w: Words, e: &Event) {
    ui.label(RichText::new(event::speak::event_status(w, e)).strong());
    match (e.drawn_at, e.clock_at(Utc::now())) {
        (None, _) => {
            ui.label(w.t("event-status-not-drawn"));
        }
        (Some(_), Some((i, level, next))) => {
            let next = next.map_or_else(|| "-".to_owned(), |at| w.date_time(at));
            let line = match e.structure.levels.get(i) {
                Some(Period::Level(l)) => w.tw(
                    "event-status-level",
                    Args::new()
                        .num("level", u64::from(level))
                        .num("small", l.small_blind.0)
                        .num("big", l.big_blind.0)
                        .num("ante", l.ante.0)
                        .str("next", next),
                ),
                _ => w.tw("event-status-on-break", Args::new().str("next", next)),
            };
            ui.label(RichText::new(line).strong().color(style::DIM));
        }
        (Some(at), None) => {
            ui.label(w.tw("event-status-clock", Args::new().str("at", w.date_time(at))));
        }
    }
    if e.is_hand_for_hand() {
        let args = Args::new()
            .num("round", e.h4h_round)
            .str("tables", e.waiting().join(", "));
        ui.label(w.tw("event-h4h-waiting", args));
    }
    ui.horizontal_wrapped(|ui| {
        for t in &e.seating.tables {
            ui.group(|ui| {
                ui.vertical(|ui| {
                    if !t.open {
                        let args = Args::new().str("table", t.name.as_str());
                        ui.label(
                            RichText::new(w.tw("event-status-broken", args)).color(style::DIM),
                        );
                        return;
                    }
                    let args = Args::new()
                        .str("table", t.name.as_str())
                        .num("count", t.players() as u64);
                    ui.label(RichText::new(w.tw("room-event-table", args)).strong());
                    egui::Grid::new(("room-event-seats", t.name.as_str()))
                        .spacing([12.0, 2.0])
                        .show(ui, |ui| {
                            for (s, p) in t.seats.iter().enumerate() {
                                let Some(p) = p else { continue };
                                ui.label((s + 1).to_string());
                                ui.label(p.as_str());
                                let chips = e.stacks.get(p).copied().unwrap_or(0);
                                ui.label(w.number(chips));
                                ui.end_row();
                            }
                        });
                });
            });
        }
    });
    if e.drawn_at.is_some() && !e.plan().0.is_empty() {
        ui.label(RichText::new(w.t("room-event-balance-due")).color(style::REFUSED));
    }
}

/// What the last key did: the players out it read, each seat drawn, each
/// step and move.
fn done_lines(ui: &mut egui::Ui, w: Words, done: &Done, out: &[String], now: Option<&Event>) {
    if out.is_empty() && matches!(done, Done::Read) {
        return;
    }
    ui.separator();
    for p in out {
        ui.label(w.tw("event-out", Args::new().str("player", p.as_str())));
    }
    match done {
        Done::Read => {}
        Done::Drawn(moves) => {
            let Some(e) = now else { return };
            let mut moves: Vec<&Move<String>> = moves.iter().collect();
            moves.sort_by_key(|m| m.to);
            for m in moves {
                let args = Args::new()
                    .str("player", m.player.as_str())
                    .str("table", table_name(e, m.to.0))
                    .num("seat", u64::from(m.to.1));
                ui.label(w.tw("event-seat-drawn", args));
            }
        }
        Done::Balanced { before, steps } => {
            if steps.is_empty() {
                ui.label(w.t("event-balanced"));
            }
            for step in steps {
                let (id, table) = match step {
                    Step::FinalTable { .. } => ("event-final-table", 0),
                    Step::Break { table, .. } => ("event-break", *table),
                    Step::Balance(_) => ("event-balance", 0),
                };
                let args = Args::new().str("table", table_name(before, table));
                ui.label(RichText::new(w.tw(id, args)).strong());
                for m in step.moves() {
                    ui.label(format!("  {}", event::speak::event_move(w, before, m)));
                }
            }
        }
    }
}

//! The Room screen's tournament view, for the floor: one event on many
//! tables, held by the room (`dealerdesk_room::event`). The floor picks the
//! event from the room's list (or names it); the view shows its players
//! left, its one clock and each table's players by seat, and its keys draw
//! the seats (F9), balance the tables (F10: a move, a table broken or the
//! final table, as the room's plan says) and break a table the floor
//! chooses (its button under the table), each move said: who, from which
//! table and seat, to which.
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
#[derive(Clone, Debug, PartialEq, Eq)]
enum Ask {
    Open,
    Draw,
    Balance,
    /// Break the table of that name.
    Break(String),
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
    /// The room's events, once read, and the read under way.
    listed: Option<Result<Vec<Event>, EventError>>,
    listing: Option<Receiver<Result<Vec<Event>, EventError>>>,
}

impl EventView {
    /// Whether the room is still answering.
    pub fn is_loading(&self) -> bool {
        self.job.is_some() || self.listing.is_some()
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
                    // The list says where each event stands now.
                    self.listed = None;
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
        if let Some(rx) = &self.listing {
            match rx.try_recv() {
                Ok(listed) => {
                    self.listed = Some(listed);
                    self.listing = None;
                }
                Err(_) => ui.ctx().request_repaint(),
            }
        }
        if self.listed.is_none() && self.listing.is_none() && !url.is_empty() {
            self.list(url);
        }
        ui.heading(w.t("room-event-heading"));
        let mut ask = self.pick(ui, w, url);
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
        if let Some(e) = &self.error {
            ui.label(RichText::new(event_error(w, e)).color(style::REFUSED));
        }
        if let Some(e) = &self.event
            && let Some(table) = event_lines(ui, w, e)
        {
            ask = Some(Ask::Break(table));
        }
        if let (Some(ask), None) = (ask, &self.job) {
            self.start(ask, url);
        }
        if let Some((done, out)) = &self.last {
            done_lines(ui, w, done, out, self.event.as_ref());
        }
    }

    /// The room's events, each a button that opens it, and a button to
    /// read the list again; the event picked, if one was.
    fn pick(&mut self, ui: &mut egui::Ui, w: Words, url: &str) -> Option<Ask> {
        let mut ask = None;
        ui.horizontal_wrapped(|ui| {
            ui.label(w.t("room-event-pick"));
            if ui.button(w.t("room-event-refresh")).clicked() && self.listing.is_none() {
                self.list(url);
            }
        });
        match &self.listed {
            Some(Ok(events)) if events.is_empty() => {
                ui.label(RichText::new(w.t("event-list-none")).color(style::DIM));
            }
            Some(Ok(events)) => {
                for e in events {
                    let line = event::speak::event_listed(w, e);
                    let open = self.event.as_ref().is_some_and(|o| o.name == e.name);
                    if ui.selectable_label(open, line).clicked() {
                        self.name.clone_from(&e.name);
                        ask = Some(Ask::Open);
                    }
                }
            }
            Some(Err(e)) => {
                ui.label(RichText::new(event_error(w, e)).color(style::REFUSED));
            }
            None => {}
        }
        ask
    }

    /// Reads the room's events on a background thread.
    fn list(&mut self, url: &str) {
        let url = url.to_owned();
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let listed = connect::connect(&url)
                .and_then(|mut c| migrate::migrate(&mut c).map(|_| c))
                .map_err(EventError::Room)
                .and_then(|mut c| event::list(&mut c));
            let _ = tx.send(listed);
        });
        self.listing = Some(rx);
    }

    /// Asks the room: `Open` the event named in the field, the other keys
    /// of the event open.
    fn start(&mut self, ask: Ask, url: &str) {
        let name = match (&ask, &self.event) {
            (Ask::Open, _) => self.name.trim().to_owned(),
            (_, Some(e)) => e.name.clone(),
            (_, None) => return,
        };
        if name.is_empty() {
            return;
        }
        let url = url.to_owned();
        let (tx, rx) = channel();
        let asked = ask.clone();
        std::thread::spawn(move || {
            let _ = tx.send(answer(&url, &name, asked));
        });
        self.job = Some((ask, rx));
    }
}

/// Asks the room, as `dealerdesk room tournament` does: the tables' hands
/// read first, then the key's own function, then the event read again.
fn answer(url: &str, name: &str, ask: Ask) -> Result<Answer, EventError> {
    let mut c = connect::connect(url).map_err(EventError::Room)?;
    migrate::migrate(&mut c).map_err(EventError::Room)?;
    // A reader's role sees the event as the room last recorded it.
    let out: Vec<String> = if ask == Ask::Draw || !event::may_record(&mut c)? {
        Vec::new()
    } else {
        event::read_results(&mut c, name)?
            .into_iter()
            .flat_map(|r| r.outcome.out)
            .collect()
    };
    let done = match ask {
        Ask::Open => Done::Read,
        Ask::Break(table) => {
            let before = Box::new(event::load(&mut c, name, false)?);
            let step = event::break_table(&mut c, name, &table)?;
            Done::Balanced {
                before,
                steps: vec![step],
            }
        }
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

/// The event: players left, the clock, and each table's players by seat,
/// each open table with its button to break it once the seats are drawn;
/// the table whose button was clicked.
fn event_lines(ui: &mut egui::Ui, w: Words, e: &Event) -> Option<String> {
    let mut broken = None;
    let breakable = e.drawn_at.is_some() && e.tables_open() > 1;
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
                    let args = Args::new().str("table", t.name.as_str());
                    if breakable && ui.button(w.tw("room-event-break", args)).clicked() {
                        broken = Some(t.name.clone());
                    }
                });
            });
        }
    });
    if e.drawn_at.is_some() && !e.plan().0.is_empty() {
        ui.label(RichText::new(w.t("room-event-balance-due")).color(style::REFUSED));
    }
    broken
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

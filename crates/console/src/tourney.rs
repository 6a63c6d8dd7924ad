//! The tournament at the console: a bar on the table screen (level, blinds
//! and ante, time left, next level, players left, entries, prize pool,
//! average stack, the place the next player out takes and the places of
//! those out, and at the final table the deal figures: chip count and
//! ICM) and the clock view for a second screen, readable from across a
//! room: level, blinds and ante, the time left in big figures, the next
//! level, the break countdown, players left, average stack, prize pool,
//! payouts and the places of the players out. The clock view opens in its own window (an egui viewport that
//! goes full screen with F11) or fills the console (`Screen::Clock`). Every
//! figure comes from the desk's `TourneyView`; nothing is computed here.

use eframe::egui::{self, Color32, RichText};

use dealerdesk_desk::command::SessionCommand;
use dealerdesk_desk::desk::{ClockView, DealFigures, Desk, Seat, TourneyView};
use dealerdesk_i18n::{Args, Words};

use super::speech::Say;
use super::{Console, Screen, style};

/// `12:34`, or `1:02:03` past the hour.
pub(crate) fn clock_text(seconds: i64) -> String {
    let s = seconds.max(0);
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{:02}:{:02}", s / 60, s % 60)
    }
}

/// "300/600, ante 600 (big blind)".
fn blinds_text(w: Words, c: &ClockView) -> String {
    let ante = match c.ante_kind {
        "none" => String::new(),
        "big-blind" => w.tw(
            "tourney-ante-big-blind",
            Args::new().str("ante", w.number(c.ante)),
        ),
        _ => w.tw(
            "tourney-ante-each",
            Args::new().str("ante", w.number(c.ante)),
        ),
    };
    format!(
        "{}/{}{ante}",
        w.number(c.small_blind),
        w.number(c.big_blind)
    )
}

fn next_text(w: Words, c: &ClockView) -> String {
    match c.next_level {
        Some((level, small, big, 0)) => w.tw(
            "tourney-next-level",
            Args::new()
                .str("level", level.to_string())
                .str("blinds", format!("{}/{}", w.number(small), w.number(big))),
        ),
        Some((level, small, big, ante)) => w.tw(
            "tourney-next-level-ante",
            Args::new()
                .str("level", level.to_string())
                .str("blinds", format!("{}/{}", w.number(small), w.number(big)))
                .str("ante", w.number(ante)),
        ),
        None => w.t("tourney-last-level"),
    }
}

fn state_text(w: Words, c: &ClockView) -> String {
    match (c.started, c.paused) {
        (false, _) => w.t("tourney-not-started"),
        (true, true) => w.t("tourney-paused"),
        _ => String::new(),
    }
}

/// The level's name: "Level 5", or "Break 2" while one is on.
fn period_text(w: Words, c: &ClockView) -> String {
    match c.on_break {
        Some(b) => w.tw("tourney-break", Args::new().str("n", b.to_string())),
        None => w.tw("tourney-level", Args::new().str("n", c.level.to_string())),
    }
}

/// "next out: place 7" while more than one player is left.
fn place_now_text(w: Words, view: &TourneyView) -> Option<String> {
    let place = view.place_now()?;
    Some(w.tw("tourney-place-now", Args::new().num("place", place as u64)))
}

/// "Out: 3. Ben (40 USD) · 4. Dev", the latest `most` places, best first; a
/// tie says the places it covers ("3–4.").
fn places_text(w: Words, view: &TourneyView, most: usize) -> Option<String> {
    let latest = view.places.iter().rev().take(most).rev();
    let entries: Vec<String> = latest
        .filter_map(|r| {
            let from = r.place?;
            let place = match r.place_to {
                Some(to) if to != from => format!("{from}–{to}"),
                _ => from.to_string(),
            };
            let args = Args::new().str("place", place).str("name", r.name.clone());
            Some(match r.prize {
                Some(prize) if prize > 0 => w.tw(
                    "tourney-place-entry-prize",
                    args.num("prize", prize)
                        .str("currency", view.currency.clone()),
                ),
                _ => w.tw("tourney-place-entry", args),
            })
        })
        .collect();
    (!entries.is_empty()).then(|| {
        w.tw(
            "tourney-places-out",
            Args::new().str("places", entries.join(" · ")),
        )
    })
}

/// The line under the name of a player seated but not in the hand: the
/// place a tournament player out finished in, else the stack.
pub(crate) fn idle_line(w: Words, desk: &Desk, seat: &Seat) -> String {
    let place = desk.tourney_view().and_then(|v| v.place_of(&seat.name));
    match place {
        Some((from, to)) => {
            let place = if to == from {
                from.to_string()
            } else {
                format!("{from}–{to}")
            };
            w.tw("tourney-seat-out", Args::new().str("place", place))
        }
        None => w.tw("table-not-in-hand", Args::new().num("stack", seat.stack.0)),
    }
}

/// The tournament bar; returns whether the clock view was asked for, and
/// the clock's move the dealer asked for, by its button or its key.
pub(crate) fn bar_ui(
    ui: &mut egui::Ui,
    w: Words,
    view: &TourneyView,
    figures: Option<(&DealFigures, Vec<String>)>,
) -> (bool, Option<SessionCommand>) {
    let c = &view.clock;
    let mut open = false;
    let mut moved = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(period_text(w, c)).strong().size(18.0));
        if c.on_break.is_none() {
            ui.label(RichText::new(blinds_text(w, c)).size(18.0));
        }
        let time = RichText::new(clock_text(c.seconds_left))
            .monospace()
            .size(18.0);
        ui.label(if c.paused {
            time.color(style::DIM)
        } else {
            time.strong()
        });
        let state = state_text(w, c);
        if !state.is_empty() {
            ui.label(RichText::new(state).color(Color32::from_rgb(230, 160, 40)));
        }
        open = ui
            .button(w.t("tourney-clock-view"))
            .on_hover_text(w.t("tourney-clock-view-hint"))
            .clicked();
        moved = clock_moves(ui, w, c);
        ui.separator();
        // Each whole, on the next row if need be: a label wrapped from the
        // end of a full row would lie under what is beside it.
        let next = w.tw("tourney-next", Args::new().str("next", next_text(w, c)));
        ui.add(egui::Label::new(next).extend());
        ui.separator();
        let counts = w.tw(
            "tourney-bar-counts",
            Args::new()
                .num("players", view.players_left as u64)
                .num("entries", view.entries as u64)
                .num("pool", view.prize_pool)
                .str("currency", view.currency.to_string())
                .num("average", view.average_stack),
        );
        // On the next row when the rest of this one is too short for it.
        let font = egui::TextStyle::Body.resolve(ui.style());
        let needed = ui
            .ctx()
            .fonts_mut(|f| f.layout_no_wrap(counts.clone(), font, Color32::WHITE))
            .size()
            .x;
        if needed > ui.available_width() {
            ui.end_row();
        }
        ui.add(egui::Label::new(counts).extend());
        if let Some(now) = place_now_text(w, view) {
            ui.separator();
            ui.add(egui::Label::new(now).extend());
        }
    });
    if let Some(places) = places_text(w, view, 6) {
        ui.add(egui::Label::new(RichText::new(places).small()).wrap());
    }
    if let Some((f, names)) = figures {
        egui::CollapsingHeader::new(
            w.tw(
                "tourney-deal-figures",
                Args::new()
                    .num("left", f.left)
                    .str("currency", view.currency.to_string()),
            ),
        )
        .id_salt("deal-figures")
        .show(ui, |ui| {
            egui::Grid::new("deal-grid").striped(true).show(ui, |ui| {
                for head in [
                    "tourney-head-seat",
                    "tourney-head-player",
                    "tourney-head-chips",
                    "tourney-head-chip-count",
                    "tourney-head-icm",
                ] {
                    ui.label(RichText::new(w.t(head)).strong());
                }
                ui.end_row();
                for (i, seat) in f.seats.iter().enumerate() {
                    ui.label(seat.0.to_string());
                    ui.label(names.get(i).map_or("", String::as_str));
                    ui.label(w.number(f.stacks[i].0));
                    ui.label(w.number(f.chip_chop[i]));
                    ui.label(w.number(f.icm[i]));
                    ui.end_row();
                }
            });
            if let Some(first) = f.odd_unit.first() {
                let at = f.seats.iter().position(|s| s == first);
                let rounding = w.tw(
                    "tourney-deal-rounding",
                    Args::new()
                        .num("unit", f.unit)
                        .str("currency", view.currency.to_string())
                        .str(
                            "name",
                            at.and_then(|i| names.get(i)).cloned().unwrap_or_default(),
                        )
                        .str("seat", first.0.to_string())
                        .str(
                            "rule",
                            if f.ties_lowest_seat {
                                "lowest"
                            } else {
                                "button"
                            },
                        ),
                );
                ui.label(RichText::new(rounding).small());
            }
            ui.label(
                RichText::new(w.t("tourney-deal-note"))
                    .small()
                    .color(style::DIM),
            );
        });
    }
    (open, moved)
}

/// The dealer's moves of the clock, each a button with its key: F7 starts
/// a clock not started; F8 moves a manual clock, running, to the next
/// level (the time left in the level, as `tick` would).
fn clock_moves(ui: &mut egui::Ui, w: Words, c: &ClockView) -> Option<SessionCommand> {
    let (f7, f8) = ui.input(|i| (i.key_pressed(egui::Key::F7), i.key_pressed(egui::Key::F8)));
    if !c.started {
        let start = ui.button(w.t("tourney-start-clock")).clicked();
        return (start || f7).then_some(SessionCommand::ClockStart);
    }
    if c.mode != "manual" {
        return None;
    }
    ui.label(RichText::new(w.t("tourney-manual-clock")).color(style::DIM));
    if c.paused || c.seconds_left <= 0 {
        return None;
    }
    let next = ui.button(w.t("tourney-next-level-now")).clicked();
    (next || f8).then_some(SessionCommand::Tick(c.seconds_left * 1000))
}

/// The clock view, filling `ui`.
pub fn clock_ui(ui: &mut egui::Ui, w: Words, view: &TourneyView) {
    let c = &view.clock;
    let h = ui.available_height().max(300.0);
    let big = h * 0.24;
    let mid = h * 0.065;
    let small = h * 0.035;
    ui.vertical_centered(|ui| {
        ui.label(RichText::new(period_text(w, c)).size(mid * 1.3).strong());
        if c.on_break.is_none() {
            ui.label(RichText::new(blinds_text(w, c)).size(mid));
        } else {
            ui.label(RichText::new(w.t("tourney-on-break")).size(mid));
        }
        let time = RichText::new(clock_text(c.seconds_left))
            .monospace()
            .size(big);
        ui.label(if c.paused {
            time.color(style::DIM)
        } else {
            time.strong()
        });
        let state = state_text(w, c);
        if !state.is_empty() {
            ui.label(
                RichText::new(state)
                    .size(mid)
                    .color(Color32::from_rgb(230, 160, 40)),
            );
        }
        ui.label(
            RichText::new(w.tw(
                "tourney-clock-next",
                Args::new().str("next", next_text(w, c)),
            ))
            .size(mid * 0.8),
        );
        if let Some(to_break) = c.seconds_to_break {
            ui.label(
                RichText::new(w.tw(
                    "tourney-break-in",
                    Args::new().str("time", clock_text(to_break)),
                ))
                .size(small),
            );
        }
        ui.add_space(small);
        ui.label(
            RichText::new(
                w.tw(
                    "tourney-clock-counts",
                    Args::new()
                        .num("players", view.players_left as u64)
                        .num("entries", view.entries as u64)
                        .num("average", view.average_stack),
                ),
            )
            .size(small),
        );
        ui.label(
            RichText::new(
                w.tw(
                    "tourney-prize-pool",
                    Args::new()
                        .num("pool", view.prize_pool)
                        .str("currency", view.currency.to_string()),
                ),
            )
            .size(small)
            .strong(),
        );
        let payouts: Vec<String> = view
            .payouts
            .iter()
            .enumerate()
            .map(|(i, p)| format!("{}. {}", i + 1, w.number(*p)))
            .collect();
        ui.label(RichText::new(payouts.join("   ")).size(small * 0.9));
        if let Some(now) = place_now_text(w, view) {
            ui.label(RichText::new(now).size(small));
        }
        if let Some(places) = places_text(w, view, 10) {
            ui.add(egui::Label::new(RichText::new(places).size(small * 0.9)).wrap());
        }
    });
}

/// The clock view in its own window (a viewport on a second screen); F11
/// toggles full screen. Returns whether it stays open.
pub(crate) fn clock_window(w: Words, ctx: &egui::Context, view: &TourneyView) -> bool {
    let id = egui::ViewportId::from_hash_of("dealerdesk-clock");
    let builder = egui::ViewportBuilder::default()
        .with_title(w.tw(
            "tourney-window-title",
            Args::new().str("id", view.id.to_string()),
        ))
        .with_inner_size([1280.0, 720.0]);
    ctx.show_viewport_immediate(id, builder, |ui, _class| {
        egui::CentralPanel::default().show(ui, |ui| clock_ui(ui, w, view));
        if ui.input(|i| i.key_pressed(egui::Key::F11)) {
            let full = ui.input(|i| i.viewport().fullscreen.unwrap_or(false));
            ui.ctx()
                .send_viewport_cmd(egui::ViewportCommand::Fullscreen(!full));
        }
        !ui.input(|i| i.viewport().close_requested())
    })
}

impl Console {
    /// The clock view filling the window; Escape goes back to the table.
    pub(crate) fn show_clock(&mut self, ui: &mut egui::Ui) {
        let w = self.people.dealer();
        let Some(view) = self.desk.as_ref().and_then(|d| d.tourney_view()) else {
            self.screen = Screen::Table;
            return;
        };
        if ui.input(|i| i.key_pressed(egui::Key::Escape)) {
            self.screen = Screen::Table;
        }
        egui::CentralPanel::default().show(ui, |ui| clock_ui(ui, w, &view));
        repaint_while_running(ui, &view);
    }

    /// The tournament bar, and the clock's own window when it is open;
    /// returns the clock's move the dealer asked for (F7 starts the clock,
    /// F8 moves a manual clock to the next level), for the desk to record.
    pub(crate) fn tournament_bar(&mut self, ui: &mut egui::Ui) -> Option<SessionCommand> {
        let w = self.people.dealer();
        let desk = self.desk.as_ref()?;
        let view = desk.tourney_view()?;
        // The deal figures, at the final table before any deal.
        let figures = desk.deal_figures();
        let named = figures.as_ref().map(|f| {
            let names = f
                .seats
                .iter()
                .map(|s| {
                    desk.seats()
                        .get(s)
                        .map_or_else(String::new, |x| x.name.clone())
                })
                .collect();
            (f, names)
        });
        let (open, moved) = egui::Panel::top("tournament")
            .show(ui, |ui| bar_ui(ui, w, &view, named))
            .inner;
        self.clock_open |= open;
        if self.clock_open {
            self.clock_open = clock_window(w, ui.ctx(), &view);
        }
        repaint_while_running(ui, &view);
        moved
    }
}

/// Repaints each second while a wall clock runs, so the time left moves.
fn repaint_while_running(ui: &egui::Ui, view: &dealerdesk_desk::desk::TourneyView) {
    let c = &view.clock;
    if c.mode == "wall" && c.started && !c.paused {
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(500));
    }
}

//! The table drawn as it stands: seats around the felt with names, stacks,
//! bets, markers and cards; the board; the pots with who may win each. Used
//! for the live hand and for a reviewed hand at any step.

use eframe::egui::{self, RichText, UiBuilder, vec2};

use super::speech::Say;
use super::style;
use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::{HandState, Legal, Next, Phase};
use dealerdesk_desk::desk::{BlindSeats, Desk, LiveHand, Posted, SeatNo, draws, posted};
use dealerdesk_desk::speak;
use dealerdesk_i18n::{Args, Words};
use seat::{blind_labels, dead_marks, dim_box, seat_box};

mod seat;

/// A hand to draw: its state and who sits where.
pub struct HandView<'a> {
    /// The engine's state.
    pub state: &'a HandState,
    /// The seat of each position.
    pub seats: &'a [SeatNo],
    /// The name at each position.
    pub names: Vec<String>,
    /// The button's seat.
    pub button: SeatNo,
    /// Players seated but not in the hand: seat, name, and the line under
    /// it (the stack, or the place a tournament player out finished in).
    pub idle: Vec<(SeatNo, String, String)>,
    /// Between hands, where each position's player sits now and their
    /// stack now (a move followed, a rebuy counted; `None` for a player who
    /// left), in place of the hand's seat and stack.
    pub now: Option<Vec<Option<(SeatNo, Chips)>>>,
    /// The button and blind seats as the desk placed them: a dead button
    /// on an empty seat, a small blind on a seat not dealt in.
    pub blinds: Option<BlindSeats>,
    /// What each position posted out of its turn (a returning player's
    /// dead small blind and live big blind).
    pub posted: Vec<Posted>,
    /// In a draw game, the cards each position drew at each draw so far.
    pub draws: Vec<Vec<u8>>,
}

impl<'a> HandView<'a> {
    /// The live hand at the desk.
    pub fn live(w: Words, desk: &'a Desk, hand: &'a LiveHand) -> HandView<'a> {
        let names = hand
            .seats
            .iter()
            .map(|s| {
                desk.seats()
                    .get(s)
                    .map_or_else(String::new, |x| x.name.clone())
            })
            .collect();
        let idle = desk
            .seats()
            .iter()
            .filter(|(n, _)| !hand.seats.contains(n))
            .map(|(n, s)| (*n, s.name.clone(), super::tourney::idle_line(w, desk, s)))
            .collect();
        // A tournament's hands are dealt at the level's stakes, and nobody
        // posts out of turn there.
        let posted = if desk.rules().tournament.is_none() {
            posted(&hand.spec, &desk.rules().stakes)
        } else {
            Vec::new()
        };
        HandView {
            state: &hand.state,
            seats: &hand.seats,
            names,
            button: hand.button,
            idle,
            now: None,
            blinds: desk.table().blind_seats(),
            posted,
            draws: draws(&hand.actions, hand.seats.len()),
        }
    }

    /// The name at a position.
    pub fn name(&self, pos: Pos) -> &str {
        self.names.get(pos.index()).map_or("?", String::as_str)
    }

    /// The seat a position is drawn at: where the player sits now between
    /// hands, else the hand's.
    fn place_of(&self, pos: Pos) -> SeatNo {
        self.now
            .as_ref()
            .and_then(|now| now.get(pos.index()).copied().flatten())
            .map_or(self.seats[pos.index()], |(seat, _)| seat)
    }
}

/// The hand in play; `legal` is the frame's view of what is legal in it.
pub fn live(ui: &mut egui::Ui, w: Words, desk: &Desk, hand: &LiveHand, legal: Option<&Legal>) {
    draw(
        ui,
        w,
        &HandView::live(w, desk, hand),
        legal.and_then(to_act),
    );
}

/// The player to act, if it is a player's turn.
pub fn to_act(legal: &Legal) -> Option<Pos> {
    match legal.next {
        Next::Player(p) => Some(p),
        _ => None,
    }
}

/// Between hands: the last hand's result with the table as it stands now,
/// or the seats. `players` are the last hand's players as the log keeps
/// them (seat, name at the time).
pub fn between_hands(
    ui: &mut egui::Ui,
    w: Words,
    desk: &Desk,
    finished: Option<&LiveHand>,
    players: &[(SeatNo, String)],
) {
    match finished {
        Some(hand) => {
            let mut view = HandView::live(w, desk, hand);
            // Each player of the last hand where they sit now: a player who
            // moved is at the new seat, their old one empty.
            view.names = hand
                .seats
                .iter()
                .zip(&view.names)
                .map(|(seat, now)| {
                    players
                        .iter()
                        .find(|(s, _)| s == seat)
                        .map_or_else(|| now.clone(), |(_, name)| name.clone())
                })
                .collect();
            let now: Vec<Option<(SeatNo, Chips)>> = view
                .names
                .iter()
                .map(|name| {
                    desk.seats()
                        .iter()
                        .find(|(_, s)| s.name == *name)
                        .map(|(n, s)| (*n, s.stack))
                })
                .collect();
            view.idle = desk
                .seats()
                .iter()
                .filter(|(n, _)| !now.iter().flatten().any(|(at, _)| at == *n))
                .map(|(n, s)| (*n, s.name.clone(), super::tourney::idle_line(w, desk, s)))
                .collect();
            view.now = Some(now);
            // The hand is over: nobody is to act.
            draw(ui, w, &view, None);
        }
        None => {
            ui.vertical_centered(|ui| {
                ui.add_space(20.0);
                ui.label(RichText::new(w.t("table-no-hand")).size(style::BIG));
                ui.label(w.t("table-no-hand-hint"));
                ui.add_space(12.0);
                for (n, s) in desk.seats() {
                    let id = if s.sitting_out {
                        "table-seat-line-out"
                    } else {
                        "table-seat-line"
                    };
                    let args = Args::new()
                        .num("seat", u64::from(n.0))
                        .str("name", s.name.clone())
                        .num("stack", s.stack.0);
                    ui.label(w.tw(id, args));
                }
            });
        }
    }
}

/// Draws the felt, the seats, the board and the pots. Every seat of the
/// table has its place, taken or not: seat N is always at the same spot.
/// `to_act` is the player whose turn it is, if any.
pub fn draw(ui: &mut egui::Ui, w: Words, view: &HandView, to_act: Option<Pos>) {
    let rect = ui.available_rect_before_wrap();
    ui.allocate_rect(rect, egui::Sense::hover());
    let layout = SeatLayout::new(rect, usize::from(SeatNo::COUNT));
    // The felt: a stadium behind the board and pots, whatever the shape of
    // the space.
    let felt = layout.middle.expand(12.0);
    ui.painter()
        .rect_filled(felt, felt.width().min(felt.height()) / 2.0, style::FELT);
    let blinds = blind_labels(w, view);
    let place = |seat: SeatNo| {
        let i = usize::from(seat.0.clamp(1, SeatNo::COUNT) - 1);
        layout.seats[i]
    };
    let mut taken: Vec<SeatNo> = view.idle.iter().map(|(s, _, _)| *s).collect();
    // The space each seat box took as drawn, for the layout checks.
    let mut drawn = Vec::with_capacity(usize::from(SeatNo::COUNT));
    for (i, blind) in blinds.iter().enumerate() {
        let pos = Pos(i as u8);
        let seat = view.place_of(pos);
        // A player who left gives way to whoever sits there now.
        if taken.contains(&seat) {
            continue;
        }
        taken.push(seat);
        let r = ui.scope_builder(UiBuilder::new().max_rect(place(seat)), |ui| {
            seat_box(
                ui,
                w,
                view,
                pos,
                seat,
                to_act == Some(pos),
                blind.as_deref(),
            );
        });
        drawn.push(r.response.rect);
    }
    for (seat, name, line) in &view.idle {
        let r = ui.scope_builder(UiBuilder::new().max_rect(place(*seat)), |ui| {
            dim_box(ui, |ui| {
                let seat_name = Args::new()
                    .num("seat", u64::from(seat.0))
                    .str("name", name.clone());
                ui.label(RichText::new(w.tw("table-seat-name", seat_name)).color(style::DIM));
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(line).color(style::DIM));
                    dead_marks(ui, w, view, *seat);
                });
            });
        });
        drawn.push(r.response.rect);
    }
    for n in 1..=SeatNo::COUNT {
        let seat = SeatNo(n);
        if taken.contains(&seat) {
            continue;
        }
        let r = ui.scope_builder(UiBuilder::new().max_rect(place(seat)), |ui| {
            dim_box(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    let empty = w.tw("table-seat-empty", Args::new().num("seat", u64::from(n)));
                    ui.label(RichText::new(empty).color(style::DIM));
                    dead_marks(ui, w, view, seat);
                });
            });
        });
        drawn.push(r.response.rect);
    }
    // The board and pots take the type size that fits the middle: drawn,
    // measured, and shrunk for the next frame while they overflow. It
    // starts again at full size when the space or what is in it changes.
    let scale_id = egui::Id::unique("table-middle-scale");
    let s = view.state;
    let key: MiddleKey = (
        layout.middle.width().round() as i32,
        layout.middle.height().round() as i32,
        s.pots().len() + s.awarded().len(),
        s.board().len(),
        s.phase() == Phase::Done,
    );
    let k = ui
        .ctx()
        .data(|d| d.get_temp::<(MiddleKey, f32)>(scale_id))
        .filter(|(at, _)| *at == key)
        .map_or(1.0, |(_, k)| k);
    let used = ui
        .scope_builder(UiBuilder::new().max_rect(layout.middle), |ui| {
            ui.vertical_centered(|ui| middle_of_table(ui, w, view, k));
        })
        .response
        .rect
        .height();
    let room = layout.middle.height();
    let next = if used > room + 0.5 && k > 0.4 {
        ui.ctx().request_repaint();
        (k * room / used * 0.98).max(0.4)
    } else {
        k
    };
    ui.ctx().data_mut(|d| d.insert_temp(scale_id, (key, next)));
    ui.ctx().data_mut(|d| d.insert_temp(seat_rects_id(), drawn));
}

/// What the middle's type size was fitted to: its width and height, the
/// pots, the board cards, and whether the hand is over.
type MiddleKey = (i32, i32, usize, usize, bool);

fn seat_rects_id() -> egui::Id {
    egui::Id::unique("seat-rects")
}

/// The seat boxes of the table drawn last, as drawn (for the layout tests).
pub fn seat_rects(ctx: &egui::Context) -> Vec<egui::Rect> {
    ctx.data(|d| d.get_temp(seat_rects_id()))
        .unwrap_or_default()
}

/// Where the seats go: a row along the bottom and one along the top, with a
/// seat at each end of the table from five players up. Seats run clockwise
/// from the dealer's left: the bottom row right to left, the left end, the
/// top row left to right, the right end. Boxes shrink to fit, never overlap.
struct SeatLayout {
    seats: Vec<egui::Rect>,
    middle: egui::Rect,
}

impl SeatLayout {
    /// The largest seat box, as designed for a 1280-wide screen.
    const FULL: egui::Vec2 = vec2(200.0, 96.0);
    const GAP: f32 = 8.0;

    fn new(rect: egui::Rect, n: usize) -> SeatLayout {
        let ends = if n >= 5 { 2 } else { 0 };
        let bottom = (n - ends).div_ceil(2);
        let top = n - ends - bottom;
        let per_row = bottom.max(1) as f32;
        let w = (rect.width() / per_row - Self::GAP).clamp(1.0, Self::FULL.x);
        // Rows at the top and bottom; the end seats sit between them.
        let rows = if ends > 0 { 3.0 } else { 2.0 };
        let h = ((rect.height() - Self::GAP * (rows - 1.0)) / rows).clamp(1.0, Self::FULL.y);
        let size = vec2(w, h);
        let row = |count: usize, y: f32, right_to_left: bool| -> Vec<egui::Rect> {
            (0..count)
                .map(|k| {
                    let k = if right_to_left { count - 1 - k } else { k };
                    let x = rect.left() + rect.width() * (k as f32 + 0.5) / count as f32;
                    egui::Rect::from_center_size(egui::pos2(x, y), size)
                })
                .collect()
        };
        let y_top = rect.top() + h / 2.0;
        let y_bottom = rect.bottom() - h / 2.0;
        let mut seats = row(bottom, y_bottom, true);
        let end = |x: f32| egui::Rect::from_center_size(egui::pos2(x, rect.center().y), size);
        if ends > 0 {
            seats.push(end(rect.left() + w / 2.0));
        }
        seats.extend(row(top, y_top, false));
        if ends > 0 {
            seats.push(end(rect.right() - w / 2.0));
        }
        let inset_x = if ends > 0 { w + Self::GAP } else { Self::GAP };
        let middle = egui::Rect::from_min_max(
            egui::pos2(rect.left() + inset_x, y_top + h / 2.0 + Self::GAP),
            egui::pos2(rect.right() - inset_x, y_bottom - h / 2.0 - Self::GAP),
        );
        SeatLayout { seats, middle }
    }
}

/// The street, the board and the pots, type scaled by `k`.
fn middle_of_table(ui: &mut egui::Ui, w: Words, view: &HandView, k: f32) {
    let body = egui::TextStyle::Body.resolve(ui.style()).size * k;
    // Lines close together, so the board and the pots stay clear of the
    // seats when the floor panel narrows the table.
    ui.spacing_mut().item_spacing.y = 2.0;
    let s = view.state;
    ui.label(
        RichText::new(w.street(s.street()).to_uppercase())
            .size(body)
            .color(style::DIM),
    );
    let mut board = egui::text::LayoutJob::default();
    for c in s.board() {
        let text = c.map_or_else(|| "??".to_string(), |c| c.to_string());
        board.append(
            &format!("{text} "),
            0.0,
            egui::TextFormat {
                font_id: egui::FontId::proportional(36.0 * k),
                color: style::card_color(ui.ctx(), *c),
                ..Default::default()
            },
        );
    }
    if !s.board().is_empty() {
        ui.label(board);
    }
    let eligible = |list: &[Pos]| {
        list.iter()
            .map(|p| view.name(*p).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    if s.phase() == Phase::Done {
        for (i, pot) in s.awarded().iter().enumerate() {
            ui.label(
                RichText::new(pot_won(w, view, i, pot))
                    .size(24.0 * k)
                    .color(style::OK),
            );
            if let Some(hand) = speak::won(w, &pot.hand) {
                ui.label(RichText::new(hand).size(20.0 * k).color(style::OK));
            }
            if !pot.rake.is_zero() {
                ui.label(
                    RichText::new(w.tw("table-rake", Args::new().num("rake", pot.rake.0)))
                        .size(body)
                        .color(style::DIM),
                );
            }
        }
        return;
    }
    let pots = s.pots();
    for (i, pot) in pots.iter().enumerate() {
        let amount = Args::new()
            .str("pot", pot_name(w, i))
            .num("amount", pot.amount.0);
        ui.label(
            RichText::new(w.tw("table-pot-amount", amount))
                .size(style::BIG * k)
                .strong(),
        );
        // The main pot's dead blinds, as what they are.
        if i == 0 {
            dead_money(ui, w, view, body);
        }
        // Who may win a pot says something only beside another pot.
        if pots.len() > 1 {
            ui.label(
                RichText::new(w.tw(
                    "table-eligible",
                    Args::new().str("names", eligible(&pot.eligible)),
                ))
                .size(body)
                .color(style::DIM),
            );
        }
    }
    let bets: Chips = s.bets().iter().copied().sum();
    if !bets.is_zero() {
        ui.label(
            RichText::new(w.tw("table-bets-round", Args::new().num("bets", bets.0))).size(22.0 * k),
        );
    }
    if pots.is_empty() && bets.is_zero() {
        ui.label(RichText::new(w.t("table-pot-zero")).size(style::BIG * k));
    }
}

/// "dead blind 1 (Dev)": the blinds posted dead into the main pot.
fn dead_money(ui: &mut egui::Ui, w: Words, view: &HandView, size: f32) {
    let dead: Vec<(Pos, Chips)> = view
        .posted
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.dead.is_zero())
        .map(|(i, p)| (Pos(i as u8), p.dead))
        .collect();
    if dead.is_empty() {
        return;
    }
    let total: Chips = dead.iter().map(|(_, c)| *c).sum();
    let names = dead
        .iter()
        .map(|(p, _)| view.name(*p).to_string())
        .collect::<Vec<_>>()
        .join(", ");
    let args = Args::new().num("chips", total.0).str("names", names);
    ui.label(
        RichText::new(w.tw("table-dead-money", args))
            .size(size)
            .color(style::DIM),
    );
}

/// "Main pot", "Side pot 1", ...
pub fn pot_name(w: Words, i: usize) -> String {
    if i == 0 {
        w.t("table-main-pot")
    } else {
        w.tw("table-side-pot", Args::new().num("n", i as u64))
    }
}

/// An awarded pot said once: its amount and its winner by name and seat,
/// or each share of a split pot.
fn pot_won(
    w: Words,
    view: &HandView,
    i: usize,
    pot: &dealerdesk_core::engine::AwardedPot,
) -> String {
    let who = |p: Pos| {
        let seat = view.seats.get(p.index()).map_or(0, |s| s.0);
        w.player(view.name(p), seat)
    };
    let args = Args::new()
        .str("pot", pot_name(w, i))
        .num("amount", pot.amount.0);
    match pot.awards.as_slice() {
        [(p, _)] => w.tw("table-pot-won", args.str("winner", who(*p))),
        shares => {
            let shares: Vec<String> = shares
                .iter()
                .map(|(p, c)| {
                    let share = Args::new().str("player", who(*p)).num("amount", c.0);
                    w.tw("table-pot-share", share)
                })
                .collect();
            w.tw("table-pot-split", args.str("shares", shares.join(", ")))
        }
    }
}

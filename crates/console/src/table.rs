//! The table drawn as it stands: seats around the felt with names, stacks,
//! bets, markers and cards; the board; the pots with who may win each. Used
//! for the live hand and for a reviewed hand at any step.

use eframe::egui::{self, Color32, RichText, Stroke, UiBuilder, vec2};

use super::speech::{self, t, tw};
use super::style;
use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::{Blind, HandState, Next, Phase, legal_actions};
use dealerdesk_core::rules::HouseRules;
use dealerdesk_desk::desk::{Desk, LiveHand, SeatNo};
use dealerdesk_desk::speak;
use dealerdesk_i18n::Args;

/// A hand to draw: its state and who sits where.
pub struct HandView<'a> {
    /// The engine's state.
    pub state: &'a HandState,
    /// The rules the hand is played under.
    pub rules: &'a HouseRules,
    /// The seat of each position.
    pub seats: &'a [SeatNo],
    /// The name at each position.
    pub names: Vec<String>,
    /// The button's seat.
    pub button: SeatNo,
    /// Players seated but not in the hand: seat, name, and the line under
    /// it (the stack, or the place a tournament player out finished in).
    pub idle: Vec<(SeatNo, String, String)>,
    /// Between hands, each position's stack at the table now (a rebuy
    /// counted; `None` for a player who left), in place of the hand's.
    pub now: Option<Vec<Option<Chips>>>,
}

impl<'a> HandView<'a> {
    /// The live hand at the desk.
    pub fn live(desk: &'a Desk, hand: &'a LiveHand) -> HandView<'a> {
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
            .map(|(n, s)| (*n, s.name.clone(), super::tourney::idle_line(desk, s)))
            .collect();
        HandView {
            state: &hand.state,
            rules: desk.rules(),
            seats: &hand.seats,
            names,
            button: hand.button,
            idle,
            now: None,
        }
    }

    /// The name at a position.
    pub fn name(&self, pos: Pos) -> &str {
        self.names.get(pos.index()).map_or("?", String::as_str)
    }
}

/// The hand in play.
pub fn live(ui: &mut egui::Ui, desk: &Desk, hand: &LiveHand) {
    draw(ui, &HandView::live(desk, hand));
}

/// Between hands: the last hand's result, or the seats.
pub fn between_hands(ui: &mut egui::Ui, desk: &Desk, finished: Option<&LiveHand>) {
    match finished {
        Some(hand) => {
            // The last hand's result, with the stacks as they are now.
            let mut view = HandView::live(desk, hand);
            view.now = Some(
                hand.seats
                    .iter()
                    .map(|s| desk.seats().get(s).map(|seat| seat.stack))
                    .collect(),
            );
            draw(ui, &view);
        }
        None => {
            ui.vertical_centered(|ui| {
                ui.add_space(20.0);
                ui.label(RichText::new(t("table-no-hand")).size(style::BIG));
                ui.label(t("table-no-hand-hint"));
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
                    ui.label(tw(id, args));
                }
            });
        }
    }
}

/// Draws the felt, the seats, the board and the pots.
pub fn draw(ui: &mut egui::Ui, view: &HandView) {
    let rect = ui.available_rect_before_wrap();
    ui.allocate_rect(rect, egui::Sense::hover());
    // Everyone seated, in seat order, from the dealer's left.
    let mut order: Vec<SeatNo> = view.seats.to_vec();
    order.extend(view.idle.iter().map(|(s, _, _)| *s));
    order.sort();
    let layout = SeatLayout::new(rect, order.len());
    // The felt: a stadium behind the board and pots, whatever the shape of
    // the space.
    let felt = layout.middle.expand(12.0);
    ui.painter()
        .rect_filled(felt, felt.width().min(felt.height()) / 2.0, style::FELT);
    let legal = legal_actions(view.state, view.rules);
    let to_act = match legal.next {
        Next::Player(p) => Some(p),
        _ => None,
    };
    let blinds = blind_labels(view.state);
    let place = |seat: SeatNo| layout.seats[order.iter().position(|s| *s == seat).unwrap_or(0)];
    // The space each seat box took as drawn, for the layout checks.
    let mut drawn = Vec::with_capacity(order.len());
    for (i, seat) in view.seats.iter().enumerate() {
        let pos = Pos(i as u8);
        let r = ui.scope_builder(UiBuilder::new().max_rect(place(*seat)), |ui| {
            seat_box(
                ui,
                view,
                pos,
                *seat,
                to_act == Some(pos),
                blinds[i].as_deref(),
            );
        });
        drawn.push(r.response.rect);
    }
    for (seat, name, line) in &view.idle {
        let r = ui.scope_builder(UiBuilder::new().max_rect(place(*seat)), |ui| {
            egui::Frame::new()
                .fill(Color32::from_gray(35))
                .corner_radius(8.0)
                .inner_margin(6.0)
                .show(ui, |ui| {
                    ui.set_min_width(ui.available_width());
                    let seat_name = Args::new()
                        .num("seat", u64::from(seat.0))
                        .str("name", name.clone());
                    ui.label(RichText::new(tw("table-seat-name", seat_name)).color(style::DIM));
                    ui.label(RichText::new(line).color(style::DIM));
                });
        });
        drawn.push(r.response.rect);
    }
    ui.scope_builder(UiBuilder::new().max_rect(layout.middle), |ui| {
        ui.vertical_centered(|ui| middle_of_table(ui, view));
    });
    ui.ctx().data_mut(|d| d.insert_temp(seat_rects_id(), drawn));
}

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

/// "SB", "BB", "STR": the blind each position posted, as the engine names it.
fn blind_labels(s: &HandState) -> Vec<Option<String>> {
    (0..s.players().len())
        .map(|i| {
            s.blind_kind(Pos(i as u8)).map(|b| match b {
                Blind::Small => t("table-blind-small"),
                Blind::Big => t("table-blind-big"),
                Blind::Straddle => t("table-blind-straddle"),
            })
        })
        .collect()
}

fn seat_box(
    ui: &mut egui::Ui,
    view: &HandView,
    pos: Pos,
    seat: SeatNo,
    acting: bool,
    blind: Option<&str>,
) {
    let p = &view.state.players()[pos.index()];
    let stroke = if acting {
        Stroke::new(4.0, style::TO_ACT)
    } else {
        Stroke::new(1.0, Color32::from_gray(90))
    };
    let fill = if p.folded {
        Color32::from_gray(28)
    } else {
        Color32::from_gray(45)
    };
    egui::Frame::new()
        .fill(fill)
        .stroke(stroke)
        .corner_radius(8.0)
        .inner_margin(6.0)
        .show(ui, |ui| {
            ui.set_min_width(ui.available_width());
            ui.horizontal(|ui| {
                let name = RichText::new(view.name(pos)).size(21.0).strong();
                ui.label(if acting {
                    name.color(style::TO_ACT)
                } else {
                    name
                });
                if seat == view.button {
                    ui.label(
                        RichText::new(" D ")
                            .strong()
                            .background_color(Color32::WHITE)
                            .color(Color32::BLACK),
                    );
                }
                if let Some(b) = blind {
                    ui.label(RichText::new(b).strong().color(style::TO_ACT));
                }
                ui.label(
                    RichText::new(tw(
                        "table-seat-short",
                        Args::new()
                            .num("seat", u64::from(seat.0))
                            .str("pos", pos.to_string()),
                    ))
                    .small()
                    .color(style::DIM),
                );
            });
            ui.horizontal(|ui| {
                let stack = match view.now.as_ref().map(|now| now[pos.index()]) {
                    None => tw("table-stack", Args::new().num("stack", p.stack.0)),
                    Some(Some(now)) => tw("table-stack", Args::new().num("stack", now.0)),
                    Some(None) => t("table-left"),
                };
                ui.label(RichText::new(stack).size(21.0));
                if !p.bet.is_zero() {
                    ui.label(
                        RichText::new(tw("table-bet", Args::new().num("bet", p.bet.0)))
                            .size(21.0)
                            .color(style::TO_ACT),
                    );
                }
            });
            ui.horizontal(|ui| {
                if p.folded {
                    ui.label(RichText::new(t("table-folded")).color(style::DIM));
                } else if p.is_all_in() {
                    ui.label(
                        RichText::new(t("table-all-in"))
                            .strong()
                            .color(style::REFUSED),
                    );
                }
                if p.mucked {
                    ui.label(RichText::new(t("table-mucked")).color(style::DIM));
                }
                // Where some cards are dealt up (stud), the down cards are
                // shown dimmed, on a dark ground.
                let game = view.state.def();
                for (i, c) in p.cards().iter().enumerate() {
                    let text = style::card_text(ui.ctx(), *c, 19.0);
                    if game.deals_up_cards() && !game.face_up(i) {
                        ui.label(text.background_color(Color32::from_gray(15)).italics());
                    } else {
                        ui.label(text);
                    }
                }
            });
        });
}

fn middle_of_table(ui: &mut egui::Ui, view: &HandView) {
    // Lines close together, so the board and the pots stay clear of the
    // seats when the floor panel narrows the table.
    ui.spacing_mut().item_spacing.y = 2.0;
    let s = view.state;
    ui.label(RichText::new(super::pad::street_name(s.street()).to_uppercase()).color(style::DIM));
    let mut board = egui::text::LayoutJob::default();
    for c in s.board() {
        let text = c.map_or_else(|| "??".to_string(), |c| c.to_string());
        board.append(
            &format!("{text} "),
            0.0,
            egui::TextFormat {
                font_id: egui::FontId::proportional(36.0),
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
            let winners: Vec<String> = pot
                .awards
                .iter()
                .map(|(p, c)| format!("{} {}", view.name(*p), speech::number(c.0)))
                .collect();
            let won = Args::new()
                .str("pot", pot_name(i))
                .num("amount", pot.amount.0)
                .str("winners", winners.join(", "));
            ui.label(
                RichText::new(tw("table-pot-won", won))
                    .size(24.0)
                    .color(style::OK),
            );
            if let Some(hand) = speak::won(speech::words(), &pot.hand) {
                ui.label(RichText::new(hand).size(20.0).color(style::OK));
            }
            if !pot.rake.is_zero() {
                ui.label(
                    RichText::new(tw("table-rake", Args::new().num("rake", pot.rake.0)))
                        .color(style::DIM),
                );
            }
        }
        return;
    }
    let pots = s.pots();
    for (i, pot) in pots.iter().enumerate() {
        ui.label(
            RichText::new(format!("{} {}", pot_name(i), speech::number(pot.amount.0)))
                .size(style::BIG)
                .strong(),
        );
        ui.label(
            RichText::new(tw(
                "table-eligible",
                Args::new().str("names", eligible(&pot.eligible)),
            ))
            .color(style::DIM),
        );
    }
    let bets: Chips = s.bets().iter().copied().sum();
    if !bets.is_zero() {
        ui.label(RichText::new(tw("table-bets-round", Args::new().num("bets", bets.0))).size(22.0));
    }
    if pots.is_empty() && bets.is_zero() {
        ui.label(RichText::new(t("table-pot-zero")).size(style::BIG));
    }
}

/// "Main pot", "Side pot 1", ...
pub fn pot_name(i: usize) -> String {
    if i == 0 {
        t("table-main-pot")
    } else {
        tw("table-side-pot", Args::new().num("n", i as u64))
    }
}

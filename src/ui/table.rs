//! The table drawn as it stands: seats around the felt with names, stacks,
//! bets, markers and cards; the board; the pots with who may win each. Used
//! for the live hand and for a reviewed hand at any step.

use eframe::egui::{self, Color32, RichText, Stroke, UiBuilder, vec2};

use super::style;
use crate::chips::{Chips, Pos};
use crate::desk::{Desk, LiveHand, SeatNo};
use crate::engine::{HandState, Next, Phase, dealt_face_up, legal_actions};
use crate::rules::Game;
use crate::rules::HouseRules;

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
    /// Players seated but not in the hand: seat, name, stack.
    pub idle: Vec<(SeatNo, String, Chips)>,
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
            .map(|(n, s)| (*n, s.name.clone(), s.stack))
            .collect();
        HandView {
            state: &hand.state,
            rules: desk.rules(),
            seats: &hand.seats,
            names,
            button: hand.button,
            idle,
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
        Some(hand) => draw(ui, &HandView::live(desk, hand)),
        None => {
            ui.vertical_centered(|ui| {
                ui.add_space(20.0);
                ui.label(RichText::new("No hand in play").size(style::BIG));
                ui.label("Type n and Enter (or press Next hand) to deal the next hand.");
                ui.add_space(12.0);
                for (n, s) in desk.seats() {
                    let out = if s.sitting_out { " (sitting out)" } else { "" };
                    ui.label(format!("Seat {} · {} · {}{out}", n.0, s.name, s.stack));
                }
            });
        }
    }
}

/// Draws the felt, the seats, the board and the pots.
pub fn draw(ui: &mut egui::Ui, view: &HandView) {
    let rect = ui.available_rect_before_wrap();
    ui.allocate_rect(rect, egui::Sense::hover());
    let center = rect.center();
    let seat_size = vec2(190.0, 92.0);
    let radius = vec2(
        (rect.width() - seat_size.x) / 2.0 - 4.0,
        (rect.height() - seat_size.y) / 2.0 - 4.0,
    )
    .max(vec2(40.0, 40.0));
    ui.painter().add(egui::Shape::ellipse_filled(
        center,
        radius * 0.82,
        style::FELT,
    ));
    let legal = legal_actions(view.state, view.rules);
    let to_act = match legal.next {
        Next::Player(p) => Some(p),
        _ => None,
    };
    let blinds = blind_labels(view.state);
    // Everyone seated, in seat order, spread evenly from the dealer's left.
    let mut order: Vec<SeatNo> = view.seats.to_vec();
    order.extend(view.idle.iter().map(|(s, _, _)| *s));
    order.sort();
    let place = |seat: SeatNo| {
        let k = order.iter().position(|s| *s == seat).unwrap_or(0);
        seat_point(center, radius, k, order.len())
    };
    for (i, seat) in view.seats.iter().enumerate() {
        let pos = Pos(i as u8);
        let at = place(*seat);
        let r = egui::Rect::from_center_size(at, seat_size);
        ui.scope_builder(UiBuilder::new().max_rect(r), |ui| {
            seat_box(ui, view, pos, *seat, to_act == Some(pos), blinds[i]);
        });
    }
    for (seat, name, stack) in &view.idle {
        let at = place(*seat);
        let r = egui::Rect::from_center_size(at, seat_size * vec2(1.0, 0.6));
        ui.scope_builder(UiBuilder::new().max_rect(r), |ui| {
            egui::Frame::new()
                .fill(Color32::from_gray(35))
                .corner_radius(8.0)
                .inner_margin(6.0)
                .show(ui, |ui| {
                    ui.label(RichText::new(format!("Seat {} · {name}", seat.0)).color(style::DIM));
                    ui.label(
                        RichText::new(format!("{stack} · not in this hand")).color(style::DIM),
                    );
                });
        });
    }
    let middle = egui::Rect::from_center_size(center, vec2(radius.x * 1.2, radius.y * 1.1));
    ui.scope_builder(UiBuilder::new().max_rect(middle), |ui| {
        ui.vertical_centered(|ui| middle_of_table(ui, view));
    });
}

/// Where the `k`th of `n` seated players sits: the first at the dealer's
/// left (bottom of the screen), then clockwise.
fn seat_point(center: egui::Pos2, radius: egui::Vec2, k: usize, n: usize) -> egui::Pos2 {
    let step = 360.0 / n.max(2) as f32;
    let angle = (90.0 + step * (k as f32 + 0.5)).to_radians();
    center + vec2(radius.x * angle.cos(), radius.y * angle.sin())
}

/// "SB", "BB", "STR" by the size of the blind each position owed.
fn blind_labels(s: &HandState) -> Vec<Option<&'static str>> {
    let mut sizes: Vec<Chips> = s
        .players()
        .iter()
        .map(|p| p.blind)
        .filter(|b| !b.is_zero())
        .collect();
    sizes.sort();
    sizes.dedup();
    s.players()
        .iter()
        .map(|p| {
            if p.blind.is_zero() {
                return None;
            }
            match sizes.iter().position(|b| *b == p.blind) {
                Some(0) if sizes.len() > 1 => Some("SB"),
                Some(0) | Some(1) => Some("BB"),
                _ => Some("STR"),
            }
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
                    RichText::new(format!("S{} {pos}", seat.0))
                        .small()
                        .color(style::DIM),
                );
            });
            ui.horizontal(|ui| {
                ui.label(RichText::new(format!("stack {}", p.stack)).size(21.0));
                if !p.bet.is_zero() {
                    ui.label(
                        RichText::new(format!("bet {}", p.bet))
                            .size(21.0)
                            .color(style::TO_ACT),
                    );
                }
            });
            ui.horizontal(|ui| {
                if p.folded {
                    ui.label(RichText::new("FOLDED").color(style::DIM));
                } else if p.is_all_in() {
                    ui.label(RichText::new("ALL-IN").strong().color(style::REFUSED));
                }
                if p.mucked {
                    ui.label(RichText::new("mucked").color(style::DIM));
                }
                // Stud down cards are shown dimmed, on a dark ground.
                let game = view.state.game();
                for (i, c) in p.cards().iter().enumerate() {
                    let text = style::card_text(*c, 19.0);
                    if game == Game::Stud && !dealt_face_up(game, i) {
                        ui.label(text.background_color(Color32::from_gray(15)).italics());
                    } else {
                        ui.label(text);
                    }
                }
            });
        });
}

fn middle_of_table(ui: &mut egui::Ui, view: &HandView) {
    let s = view.state;
    ui.label(RichText::new(s.street().name().to_uppercase()).color(style::DIM));
    let mut board = egui::text::LayoutJob::default();
    for c in s.board() {
        let text = c.map_or_else(|| "??".to_string(), |c| c.to_string());
        board.append(
            &format!("{text} "),
            0.0,
            egui::TextFormat {
                font_id: egui::FontId::proportional(36.0),
                color: style::card_color(*c),
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
                .map(|(p, c)| format!("{} {c}", view.name(*p)))
                .collect();
            ui.label(
                RichText::new(format!(
                    "{} {} won by {}",
                    pot_name(i),
                    pot.amount,
                    winners.join(", ")
                ))
                .size(24.0)
                .color(style::OK),
            );
        }
        return;
    }
    let pots = s.pots();
    for (i, pot) in pots.iter().enumerate() {
        ui.label(
            RichText::new(format!("{} {}", pot_name(i), pot.amount))
                .size(style::BIG)
                .strong(),
        );
        ui.label(RichText::new(format!("eligible: {}", eligible(&pot.eligible))).color(style::DIM));
    }
    let bets: Chips = s.bets().iter().copied().sum();
    if !bets.is_zero() {
        ui.label(RichText::new(format!("Bets this round {bets}")).size(22.0));
    }
    if pots.is_empty() && bets.is_zero() {
        ui.label(RichText::new("Pot 0").size(style::BIG));
    }
}

/// "Main pot", "Side pot 1", ...
pub fn pot_name(i: usize) -> String {
    if i == 0 {
        "Main pot".into()
    } else {
        format!("Side pot {i}")
    }
}

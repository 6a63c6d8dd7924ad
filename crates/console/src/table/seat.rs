//! One seat's box: the player's name with the button and the blind they
//! posted, the stack and bet, the cards; type shrinks to fit a narrow or
//! low box. A seat not dealt in is dimmed, with the dead button or the dead
//! small blind the desk put there.

use eframe::egui::{self, Color32, RichText, Stroke};

use super::{HandView, SeatLayout};
use crate::speech::Say;
use crate::style;
use dealerdesk_core::chips::Pos;
use dealerdesk_core::engine::Blind;
use dealerdesk_desk::desk::SeatNo;
use dealerdesk_desk::speak;
use dealerdesk_i18n::{Args, Words};

/// A seat with nobody in the hand: dimmed.
pub(super) fn dim_box(ui: &mut egui::Ui, inside: impl FnOnce(&mut egui::Ui)) {
    egui::Frame::new()
        .fill(Color32::from_gray(30))
        .corner_radius(8.0)
        .inner_margin(6.0)
        .show(ui, |ui| {
            ui.set_min_width(ui.available_width());
            inside(ui);
        });
}

/// On a seat not dealt in: the dead button, or the small blind nobody
/// posts there, as the desk placed them.
pub(super) fn dead_marks(ui: &mut egui::Ui, w: Words, view: &HandView, seat: SeatNo) {
    if view.button == seat {
        ui.label(
            RichText::new(w.t("table-dead-button"))
                .strong()
                .background_color(Color32::from_gray(200))
                .color(Color32::BLACK),
        );
    }
    if view
        .blinds
        .is_some_and(|b| b.small == seat && !view.seats.contains(&seat))
    {
        ui.label(
            RichText::new(w.t("table-dead-small"))
                .strong()
                .color(style::RULING),
        );
    }
}

/// "SB", "BB", "STR", or what a returning player posted ("2 live ·
/// 1 dead"): the forced bet each position put in, as the engine and the
/// desk name it.
pub(super) fn blind_labels(w: Words, view: &HandView) -> Vec<Option<String>> {
    let s = view.state;
    (0..s.players().len())
        .map(|i| {
            let posted = view.posted.get(i).copied().unwrap_or_default();
            if !posted.live.is_zero() || !posted.dead.is_zero() {
                let mut parts = Vec::new();
                if !posted.live.is_zero() {
                    parts.push(w.tw("table-posted-live", Args::new().num("chips", posted.live.0)));
                }
                if !posted.dead.is_zero() {
                    parts.push(w.tw("table-posted-dead", Args::new().num("chips", posted.dead.0)));
                }
                return Some(parts.join(" · "));
            }
            s.blind_kind(Pos(i as u8)).map(|b| match b {
                Blind::Small => w.t("table-blind-small"),
                Blind::Big => w.t("table-blind-big"),
                Blind::Straddle => w.t("table-blind-straddle"),
            })
        })
        .collect()
}

pub(super) fn seat_box(
    ui: &mut egui::Ui,
    w: Words,
    view: &HandView,
    pos: Pos,
    seat: SeatNo,
    acting: bool,
    blind: Option<&str>,
) {
    let p = &view.state.players()[pos.index()];
    // A draw game's cards drawn, draw by draw: a fourth row.
    let drew = view.draws.get(pos.index()).filter(|d| !d.is_empty());
    // Type shrinks with the box on a small screen, so its rows stay inside
    // it; a fourth row takes its share.
    let rows = if drew.is_some() { 0.82 } else { 1.0 };
    let k = (ui.max_rect().height() / SeatLayout::FULL.y).clamp(0.6, 1.0) * rows;
    let row = ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
    let compact = ui.max_rect().height() < 3.0 * row + 16.0;
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
                let short = w.tw(
                    "table-seat-short",
                    Args::new().num("seat", u64::from(seat.0)),
                );
                // Stud has no button: the bring-in and the boards set the order.
                let button =
                    view.seats[pos.index()] == view.button && view.state.def().has_blinds();
                let body = egui::TextStyle::Body.resolve(ui.style()).size;
                let small = egui::TextStyle::Small.resolve(ui.style()).size;
                let marks = [
                    button.then(|| (" D ".to_string(), body)),
                    blind.map(|b| (b.to_string(), body)),
                    Some((short.clone(), small)),
                ];
                let marks: f32 = marks
                    .iter()
                    .flatten()
                    .map(|(m, size)| text_width(ui, m, *size) + ui.spacing().item_spacing.x)
                    .sum();
                // Too long for the box: the name and its marks shrink alike.
                let size = 21.0 * k;
                let whole = text_width(ui, view.name(pos), size) + marks;
                let room = ui.available_width();
                let m = if whole > room {
                    (room / whole).clamp(0.5, 1.0)
                } else {
                    1.0
                };
                let (size, body, small) = (size * m, body * m, small * m);
                let name = RichText::new(view.name(pos)).size(size).strong();
                ui.label(if acting {
                    name.color(style::TO_ACT)
                } else {
                    name
                });
                if button {
                    ui.label(
                        RichText::new(" D ")
                            .size(body)
                            .strong()
                            .background_color(Color32::WHITE)
                            .color(Color32::BLACK),
                    );
                }
                if let Some(b) = blind {
                    ui.label(RichText::new(b).size(body).strong().color(style::TO_ACT));
                }
                ui.label(RichText::new(short).size(small).color(style::DIM));
            });
            let stack_row = |ui: &mut egui::Ui| {
                let stack = match view
                    .now
                    .as_ref()
                    .map(|now| now.get(pos.index()).copied().flatten())
                {
                    None => w.tw("table-stack", Args::new().num("stack", p.stack.0)),
                    Some(Some((_, now))) => w.tw("table-stack", Args::new().num("stack", now.0)),
                    Some(None) => w.t("table-left"),
                };
                let bet =
                    (!p.bet.is_zero()).then(|| w.tw("table-bet", Args::new().num("bet", p.bet.0)));
                let texts: Vec<&str> = std::iter::once(stack.as_str())
                    .chain(bet.as_deref())
                    .collect();
                let size = fit(ui, 21.0 * k, &texts, 0.0);
                ui.label(RichText::new(stack.as_str()).size(size));
                if let Some(bet) = bet {
                    ui.label(RichText::new(bet).size(size).color(style::TO_ACT));
                }
            };
            let cards_row = |ui: &mut egui::Ui| {
                // FOLDED, ALL-IN, mucked and the cards, one size that fits.
                let mut status = Vec::new();
                if p.folded {
                    status.push((w.t("table-folded"), style::DIM, false));
                } else if p.is_all_in() {
                    status.push((w.t("table-all-in"), style::REFUSED, true));
                }
                if p.mucked {
                    status.push((w.t("table-mucked"), style::DIM, false));
                }
                let cards: Vec<String> = p
                    .cards()
                    .iter()
                    .map(|c| c.map_or_else(|| "??".to_string(), |c| c.to_string()))
                    .collect();
                let texts: Vec<&str> = status
                    .iter()
                    .map(|(s, _, _)| s.as_str())
                    .chain(cards.iter().map(String::as_str))
                    .collect();
                let body = egui::TextStyle::Body.resolve(ui.style()).size;
                let size = fit(ui, 19.0 * k, &texts, 0.0);
                let status_size = body.min(size);
                for (text, color, strong) in status {
                    let text = RichText::new(text).size(status_size).color(color);
                    ui.label(if strong { text.strong() } else { text });
                }
                // Where some cards are dealt up (stud), the down cards are
                // shown dimmed, on a dark ground.
                let game = view.state.def();
                for (i, c) in p.cards().iter().enumerate() {
                    let text = style::card_text(ui.ctx(), *c, size);
                    if game.deals_up_cards() && !game.face_up(i) {
                        ui.label(text.background_color(Color32::from_gray(15)).italics());
                    } else {
                        ui.label(text);
                    }
                }
            };
            // A box too short for three rows (a small screen, a long
            // language's bars above the table) puts the cards beside the
            // stack, so nothing runs under the pad.
            if compact {
                ui.horizontal(|ui| {
                    stack_row(ui);
                    cards_row(ui);
                });
            } else {
                ui.horizontal(stack_row);
                ui.horizontal(cards_row);
            }
            if let Some(drew) = drew {
                let line = speak::drew_list(w, drew);
                let size = fit(ui, 15.0 * k, &[line.as_str()], 0.0);
                ui.label(RichText::new(line).size(size).color(style::DIM));
            }
        });
}

/// The width `text` takes at `size` points.
fn text_width(ui: &egui::Ui, text: &str, size: f32) -> f32 {
    let font = egui::FontId::proportional(size);
    ui.fonts_mut(|f| {
        f.layout_no_wrap(text.to_string(), font, Color32::WHITE)
            .size()
            .x
    })
}

/// The type size, at most `size`, at which `texts` side by side, with
/// `beside` taken by others, fit the row's width.
fn fit(ui: &egui::Ui, size: f32, texts: &[&str], beside: f32) -> f32 {
    let spacing = ui.spacing().item_spacing.x * texts.len().saturating_sub(1) as f32;
    let needed: f32 = texts.iter().map(|t| text_width(ui, t, size)).sum();
    let room = ui.available_width() - beside - spacing;
    if needed <= room || needed <= 0.0 {
        size
    } else {
        (size * room / needed).clamp(8.0, size)
    }
}

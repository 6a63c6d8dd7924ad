//! What an entry came to, shown under the place it was entered: what was
//! recorded and any ruling applied, or the refusal with its rule and what is
//! legal instead.

use eframe::egui::{self, RichText};

use crate::speech::Say;
use crate::table::HandView;
use crate::{Outcome, style, words};
use dealerdesk_core::engine::{Event, Legal};
use dealerdesk_desk::desk::Desk;
use dealerdesk_desk::speak;
use dealerdesk_i18n::{Args, Words};

/// What is legal in the hand in play, in words, with the notation small.
fn legal_now(ui: &mut egui::Ui, w: Words, desk: &Desk, legal: Option<&Legal>, title: &str) {
    let (Some(hand), Some(legal)) = (desk.hand(), legal) else {
        return;
    };
    let view = HandView::live(w, desk, hand);
    ui.horizontal_wrapped(|ui| {
        ui.label(format!("{title}: {}", words::legal(w, &view, legal)));
        ui.label(
            RichText::new(legal.to_notation().join(" · "))
                .small()
                .color(style::DIM),
        );
    });
}

/// A result under the place it was entered: what was recorded and any
/// ruling applied, or the refusal with its rule and what is legal instead.
/// `legal` is the frame's view of what is legal in the hand in play.
pub fn show_outcome(
    ui: &mut egui::Ui,
    w: Words,
    outcome: &Outcome,
    desk: &Desk,
    legal: Option<&Legal>,
) {
    match outcome {
        Outcome::Done {
            what,
            notation,
            events,
        } => {
            ui.horizontal_wrapped(|ui| {
                let recorded = w.tw("done-recorded", Args::new().str("what", what.clone()));
                ui.label(RichText::new(recorded).color(style::OK));
                if !notation.is_empty() {
                    ui.label(RichText::new(notation).small().color(style::DIM));
                }
            });
            for e in events {
                if let Event::Ruled { rule, note } = e {
                    egui::Frame::new()
                        .stroke(egui::Stroke::new(2.0, style::RULING))
                        .inner_margin(6.0)
                        .show(ui, |ui| {
                            ui.label(
                                RichText::new(w.tw(
                                    "done-ruling",
                                    Args::new().str(
                                        "note",
                                        speak::note(w, &speak::Players::at_table(desk), note),
                                    ),
                                ))
                                .strong()
                                .color(style::RULING),
                            );
                            let cite = speak::cite(w, rule);
                            ui.label(format!("{} · {cite}", rule.id));
                            let text = speak::rule_in(w, rule, desk.rules());
                            ui.label(RichText::new(text).small());
                        });
                }
            }
            if events.iter().any(|e| matches!(e, Event::Ruled { .. })) {
                legal_now(ui, w, desk, legal, &w.t("done-now"));
            }
        }
        Outcome::Refused(r) => {
            egui::Frame::new()
                .stroke(egui::Stroke::new(2.0, style::REFUSED))
                .inner_margin(6.0)
                .show(ui, |ui| {
                    // The refusal and the rule in the reader's language.
                    let words = w;
                    let message = speak::ruling(words, &speak::Players::at_table(desk), r);
                    ui.label(
                        RichText::new(w.tw("table-refused", Args::new().str("message", message)))
                            .strong()
                            .color(style::REFUSED),
                    );
                    ui.label(format!("{} · {}", r.rule.id, speak::cite(words, &r.rule)));
                    ui.label(RichText::new(speak::rule_in(words, &r.rule, desk.rules())).small());
                    legal_now(ui, w, desk, legal, &w.t("done-legal-now"));
                });
        }
        Outcome::Failed(message) => {
            ui.label(RichText::new(message).strong().color(style::REFUSED));
        }
    }
}

//! The dealer procedures entered with the pad's buttons (an exposed card, a
//! card too many, a four-card flop, a premature card, a boxed card, a
//! misdeal, a fouled deck): the form for each, and the action it describes,
//! which the engine then rules on.

use eframe::egui::{self, Key, RichText};

use super::{Entry, Pad};
use crate::Outcome;
use crate::outcome::show_outcome;
use crate::speech::Say;
use crate::table::HandView;
use dealerdesk_core::cards::{Card, parse_cards};
use dealerdesk_core::chips::Pos;
use dealerdesk_core::engine::{Action, HandState, Legal};
use dealerdesk_desk::command::Command;
use dealerdesk_desk::desk::{Desk, LiveHand};
use dealerdesk_desk::speak;
use dealerdesk_i18n::{Args, Words};

/// A dealer procedure entered with the buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Procedure {
    Exposed,
    Extra,
    FourCardFlop,
    Premature,
    Boxed,
}

impl Procedure {
    const ALL: [Procedure; 5] = [
        Procedure::Exposed,
        Procedure::Extra,
        Procedure::FourCardFlop,
        Procedure::Premature,
        Procedure::Boxed,
    ];

    fn label(self, w: Words) -> String {
        w.t(match self {
            Procedure::Exposed => "proc-exposed",
            Procedure::Extra => "proc-extra",
            Procedure::FourCardFlop => "proc-four-card-flop",
            Procedure::Premature => "proc-premature",
            Procedure::Boxed => "proc-boxed",
        })
    }

    fn needs_player(self) -> bool {
        matches!(self, Procedure::Exposed | Procedure::Extra)
    }

    fn hint(self, w: Words) -> String {
        w.t(match self {
            Procedure::Exposed => "proc-exposed-hint",
            Procedure::Extra => "proc-extra-hint",
            Procedure::FourCardFlop => "proc-four-card-flop-hint",
            Procedure::Premature => "proc-premature-hint",
            Procedure::Boxed => "proc-boxed-hint",
        })
    }
}

impl Pad {
    pub(super) fn procedures(
        &mut self,
        ui: &mut egui::Ui,
        w: Words,
        desk: &Desk,
        hand: &LiveHand,
        legal: Option<&Legal>,
    ) -> Option<Entry> {
        let mut entry = None;
        ui.horizontal_wrapped(|ui| {
            // The dealer procedures fold into one menu: one row for the
            // whole bar, so the table keeps its height.
            ui.menu_button(w.t("pad-procedures"), |ui| {
                for p in Procedure::ALL {
                    if ui
                        .selectable_label(self.procedure == Some(p), p.label(w))
                        .clicked()
                    {
                        self.procedure = if self.procedure == Some(p) {
                            None
                        } else {
                            Some(p)
                        };
                        self.proc_outcome = None;
                        // The form's cards field takes the keyboard.
                        self.focus_proc = self.procedure.is_some();
                        ui.close();
                    }
                }
                ui.separator();
                for action in [Action::Misdeal, Action::FouledDeck] {
                    if ui.button(procedure_words(w, &action)).clicked() {
                        self.confirm = Some(action);
                        ui.close();
                    }
                }
            });
            if !hand.actions.is_empty() && ui.button(w.t("pad-take-back")).clicked() {
                entry = Some(Entry::Command(Command::TakeBack));
            }
            if ui
                .selectable_label(self.picker, w.t("pad-card-picker"))
                .clicked()
            {
                self.picker = !self.picker;
            }
        });
        if let Some(p) = self.procedure {
            ui.horizontal(|ui| {
                let label = ui.label(RichText::new(p.label(w)).strong());
                if p.needs_player() {
                    let view = HandView::live(w, desk, hand);
                    let name = |i: u8| {
                        let seat = hand.seats.get(usize::from(i)).map_or(0, |s| s.0);
                        w.player(view.name(Pos(i)), seat)
                    };
                    egui::ComboBox::from_id_salt("proc-player")
                        .selected_text(name(self.proc_pos))
                        .show_ui(ui, |ui| {
                            for i in 0..hand.seats.len() as u8 {
                                ui.selectable_value(&mut self.proc_pos, i, name(i));
                            }
                        })
                        .response
                        .labelled_by(label.id);
                }
                let cards = ui.add(
                    egui::TextEdit::singleline(&mut self.proc_cards)
                        .id_salt("proc-cards")
                        .hint_text(p.hint(w))
                        .desired_width(260.0),
                );
                let cards = if p.needs_player() {
                    cards
                } else {
                    cards.labelled_by(label.id)
                };
                // Asked until it has it: the click that chose the form
                // may take the focus away once more.
                if self.focus_proc {
                    self.focus_proc = !cards.has_focus();
                    cards.request_focus();
                }
                // Enter in the cards field records, as the button does.
                let enter = cards.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
                if ui.button(w.t("proc-record")).clicked() || enter {
                    match procedure_action(w, p, Pos(self.proc_pos), &self.proc_cards, &hand.state)
                    {
                        Ok(a) => entry = Some(Entry::from(a)),
                        Err(e) => self.proc_outcome = Some(Outcome::Failed(e)),
                    }
                }
            });
        }
        if let Some(outcome) = &self.proc_outcome {
            show_outcome(ui, w, outcome, desk, legal);
        }
        entry
    }
}

/// Procedures that end the hand as dealt, asked twice.
pub(super) fn needs_confirmation(action: &Action) -> bool {
    matches!(action, Action::Misdeal | Action::FouledDeck)
}

/// The button and the question for a procedure that ends the hand.
pub(super) fn procedure_words(w: Words, action: &Action) -> String {
    w.t(match action {
        Action::FouledDeck => "proc-fouled-deck",
        _ => "proc-misdeal",
    })
}

/// The action a procedure form describes.
fn procedure_action(
    w: Words,
    p: Procedure,
    to: Pos,
    text: &str,
    state: &HandState,
) -> Result<Action, String> {
    let cards = parse_cards(text).map_err(|e| {
        w.tw(
            "proc-not-cards",
            Args::new()
                .str("text", text.trim())
                .str("detail", speak::card_error(w, &e)),
        )
    })?;
    let known = || -> Result<Vec<Card>, String> {
        let known: Option<Vec<Card>> = cards.iter().copied().collect();
        match known {
            Some(k) if !k.is_empty() => Ok(k),
            _ => Err(w.tw("proc-type-cards", Args::new().str("what", p.label(w)))),
        }
    };
    let one = || -> Result<Card, String> {
        match known()?.as_slice() {
            [c] => Ok(*c),
            _ => Err(w.tw("proc-one-card", Args::new().str("what", p.label(w)))),
        }
    };
    Ok(match p {
        Procedure::Exposed => Action::Exposed { to, card: one()? },
        Procedure::Extra => match cards.as_slice() {
            [card] => Action::Extra { to, card: *card },
            _ => return Err(w.t("proc-extra-one")),
        },
        Procedure::FourCardFlop => {
            if !state.def().has_board() {
                return Err(w.tw(
                    "proc-no-flop",
                    Args::new().str("game", speak::game_name(w, state.game())),
                ));
            }
            Action::DealBoard { cards: known()? }
        }
        Procedure::Premature => Action::Premature { cards: known()? },
        Procedure::Boxed => Action::Boxed { card: one()? },
    })
}

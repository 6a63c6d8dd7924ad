//! The action pad: the dealer's next step, the legal actions with their
//! amounts, the command line, chips read by the engine before they are
//! confirmed, and the card picker; the dealer procedures are in
//! `pad/procedures.rs`.

mod command_line;
mod procedures;

use eframe::egui::{self, RichText};

use super::speech::Say;
use super::table::HandView;
use super::{Outcome, style};
use dealerdesk_core::cards::{Card, CardSet};
use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::{
    Action, DealStep, Interpretation, Legal, Next, Phase, Wager, raise_sizes,
};
use dealerdesk_desk::command::{Command, SessionCommand};
use dealerdesk_desk::desk::{Busted, Desk, LiveHand, SeatNo};
use dealerdesk_desk::speak;
use dealerdesk_i18n::{Args, Words};
use procedures::Procedure;

/// What the dealer asked for.
#[derive(Clone, Debug)]
pub enum Entry {
    /// A command of the desk's language, carried out by the desk as every
    /// face carries it out.
    Command(Command),
    /// A floor ruling typed on the command line (`floor NAME PIN …`).
    FloorLine(String),
}

impl From<Action> for Entry {
    fn from(action: Action) -> Entry {
        Entry::Command(Command::Act(action))
    }
}

impl From<SessionCommand> for Entry {
    fn from(session: SessionCommand) -> Entry {
        Entry::Command(Command::Session(session))
    }
}

/// What a preview was worked out for: the line, the console's revision
/// and the language spoken.
type PreviewKey = (String, u64, dealerdesk_i18n::Lang);

/// The card picker's width: thirteen cards a row.
const PICKER_WIDTH: f32 = 13.0 * 41.0 + 12.0;

/// The pad's own state between frames. Everything but the typed line
/// belongs to the step it was made in: when the console records anything
/// (its revision moves on), outcomes, previews, confirmations and the raise
/// amount are dropped.
#[derive(Default)]
pub struct Pad {
    line: String,
    /// The line as it was when its entry was refused: the refusal shows
    /// while the line is unchanged, and goes once it is edited or emptied.
    refused: Option<String>,
    /// What Enter would do with the line, for the line, revision and
    /// language it was worked out for: the preview asks the engine once.
    preview: Option<(PreviewKey, (String, bool))>,
    /// Select the whole line on the next frame (after a refusal), so the
    /// next key typed replaces it and an arrow key lets the dealer mend it.
    select_line: bool,
    /// A refusal was just shown: the pad scrolls to it once.
    scroll_to_refusal: bool,
    /// The console revision the transient state below belongs to.
    revision: u64,
    /// What the last entry did, shown under the command line.
    outcome: Option<Outcome>,
    pending: Option<Interpretation>,
    /// A destructive procedure waiting for the dealer to confirm it.
    confirm: Option<Action>,
    raise_to: u64,
    picker: bool,
    procedure: Option<Procedure>,
    /// Move the keyboard to the procedure form's cards on the next frame.
    focus_proc: bool,
    proc_pos: u8,
    proc_cards: String,
    proc_outcome: Option<Outcome>,
    last_proc: bool,
}

impl Pad {
    /// Shows what an entry did until the console's next revision.
    ///
    /// One rule after any entry: recorded, the line is cleared; refused
    /// (a typing error or the engine's refusal alike), the line stays as
    /// typed, selected whole, with the refusal under it once.
    pub fn set_outcome(&mut self, outcome: Outcome, revision: u64) {
        self.forget_step(revision);
        if !self.last_proc {
            if matches!(outcome, Outcome::Done { .. }) {
                self.line.clear();
                self.refused = None;
            } else {
                self.refuse_line();
            }
        }
        self.outcome = Some(outcome);
    }

    /// Drops whatever belonged to an earlier step.
    fn forget_step(&mut self, revision: u64) {
        if self.revision != revision {
            self.revision = revision;
            self.outcome = None;
            self.pending = None;
            self.confirm = None;
            self.proc_outcome = None;
            self.raise_to = 0;
        }
    }

    /// Closes the open forms: the chips read, a confirmation, the procedure
    /// form and the card picker. Returns whether anything was open.
    pub fn close(&mut self) -> bool {
        let open = self.pending.is_some()
            || self.confirm.is_some()
            || self.procedure.is_some()
            || self.picker
            || !self.line.is_empty();
        self.pending = None;
        self.confirm = None;
        self.procedure = None;
        self.picker = false;
        self.line.clear();
        self.forget_refusal();
        open
    }

    /// Draws the pad for the console at `revision`; returns what the dealer
    /// entered this frame.
    /// `legal` is the frame's view of what is legal in the hand in play.
    pub fn show(
        &mut self,
        ui: &mut egui::Ui,
        w: Words,
        desk: &Desk,
        revision: u64,
        legal: Option<&Legal>,
    ) -> Option<Entry> {
        self.forget_step(revision);
        // Results of a procedure go under the procedure form.
        if self.last_proc {
            self.last_proc = false;
            self.proc_outcome = self.outcome.take();
            if matches!(self.proc_outcome, Some(Outcome::Done { .. })) {
                self.procedure = None;
                self.proc_cards.clear();
            }
        }
        ui.add_space(4.0);
        let hand = desk.hand();
        let mut entry = None;
        // The card picker stands beside the entry, not below it, so the
        // table keeps its height.
        let picker = hand.filter(|_| self.picker);
        let picker_width = if picker.is_some() { PICKER_WIDTH } else { 0.0 };
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| {
                ui.set_max_width(ui.available_width() - picker_width);
                entry = self.entry(ui, w, desk, legal);
            });
            if let Some(hand) = picker {
                ui.vertical(|ui| self.card_picker(ui, hand.state.seen_cards()));
            }
        });
        if entry.is_some() {
            self.pending = None;
        }
        entry
    }

    /// The keys the command line takes, in small type, wrapped at the
    /// pad's width: whole at every width.
    pub fn help_ui(ui: &mut egui::Ui, w: Words) -> egui::Response {
        let help = w.t("pad-help");
        ui.add(egui::Label::new(RichText::new(help).small().color(style::DIM)).wrap())
    }

    /// The dealer's next step in large type, or that no hand is in play:
    /// it stands above what the pad scrolls, so a refusal never hides it.
    pub fn step_ui(ui: &mut egui::Ui, w: Words, desk: &Desk, legal: Option<&Legal>) {
        match (desk.hand(), legal) {
            (Some(hand), Some(legal)) => next_step(ui, w, desk, hand, legal),
            _ => {
                ui.label(RichText::new(w.t("pad-between-hands")).size(style::BIG));
            }
        }
    }

    /// The next step, the legal actions, the command line and the
    /// procedures.
    fn entry(
        &mut self,
        ui: &mut egui::Ui,
        w: Words,
        desk: &Desk,
        legal: Option<&Legal>,
    ) -> Option<Entry> {
        let hand = desk.hand();
        let mut entry = None;
        match (hand, legal) {
            (Some(hand), Some(legal)) => {
                if let Some(e) = self.buttons(ui, w, desk, hand, legal) {
                    entry = Some(e);
                }
            }
            _ => {
                // A busted player is never dealt in: what each may do.
                for (seat, busted) in desk.busted() {
                    ui.label(
                        RichText::new(busted_words(w, desk, seat, busted)).color(style::TO_ACT),
                    );
                }
                if ui.button(w.t("pad-next-hand")).clicked() {
                    entry = Some(Entry::Command(Command::NextHand));
                }
            }
        }
        if let Some(e) = self.command_line(ui, w, desk, hand.zip(legal)) {
            entry = Some(e);
        }
        if let Some(hand) = hand
            && let Some(e) = self.procedures(ui, w, desk, hand, legal)
        {
            self.last_proc = true;
            entry = Some(e);
        }
        entry
    }

    fn buttons(
        &mut self,
        ui: &mut egui::Ui,
        w: Words,
        desk: &Desk,
        hand: &LiveHand,
        legal: &Legal,
    ) -> Option<Entry> {
        let mut entry = None;
        let mut act = |a: Action| entry = Some(Entry::from(a));
        let pos = match legal.next {
            Next::Player(pos) => pos,
            Next::Dealer(DealStep::Burn) => {
                if ui.button(w.t("pad-burn-unseen")).clicked() {
                    act(Action::Burn { card: None });
                }
                return entry;
            }
            Next::Dealer(DealStep::Hole { .. }) => {
                if ui.button(w.t("pad-deal-unseen")).clicked() {
                    entry = Some(Entry::Command(Command::DealUnseen));
                }
                return entry;
            }
            Next::Dealer(_) | Next::Done => return None,
        };
        if legal.draw {
            ui.horizontal(|ui| {
                if ui.button(w.t("pad-stand-pat")).clicked() {
                    act(Action::Draw {
                        pos,
                        discards: Vec::new(),
                    });
                }
                ui.label(w.t("pad-or-type-draw"));
            });
            return entry;
        }
        if hand.state.phase() != Phase::Betting {
            ui.horizontal(|ui| {
                // Cards the dealer entered can be tabled with one click.
                let cards = hand.state.players()[pos.index()].cards().to_vec();
                if !cards.is_empty() && cards.iter().all(Option::is_some) {
                    let text = cards
                        .iter()
                        .flatten()
                        .map(|c| c.to_string())
                        .collect::<Vec<_>>();
                    if ui
                        .button(w.tw("pad-show", Args::new().str("cards", text.join(" "))))
                        .clicked()
                    {
                        act(Action::Show { pos, cards });
                    }
                }
                if legal.may_muck.contains(&pos) && ui.button(w.t("pad-muck")).clicked() {
                    act(Action::Muck(pos));
                }
                ui.label(w.t("pad-or-type-cards"));
            });
            return entry;
        }
        let sizes = raise_sizes(&hand.state, desk.rules(), legal);
        ui.horizontal_wrapped(|ui| {
            if let Some(c) = legal.check_call {
                let text = if c.is_zero() {
                    w.t("pad-nothing-to-call")
                } else {
                    w.tw("pad-to-call", Args::new().num("chips", c.0))
                };
                // Whole on its line: a long word (Polish, Hungarian) moves
                // the next amount down rather than breaking under it.
                ui.add(egui::Label::new(RichText::new(text).size(style::BIG).strong()).extend());
            }
            // "Call 40 · Raise to 80–210": the two amounts kept apart.
            if legal.check_call.is_some() && (sizes.is_some() || legal.bring_in.is_some()) {
                ui.label(RichText::new("·").size(style::BIG).color(style::DIM));
            }
            if let Some(s) = sizes {
                // At fixed limit the one amount the bet or raise can be.
                let range = if s.min == s.max {
                    w.number(s.min.0)
                } else if legal.raise_choices.is_empty() {
                    format!("{}–{}", w.number(s.min.0), w.number(s.max.0))
                } else {
                    w.tw(
                        "legal-or",
                        Args::new()
                            .str("a", w.number(s.min.0))
                            .str("b", w.number(s.max.0)),
                    )
                };
                ui.add(
                    egui::Label::new(
                        RichText::new(wager(w, &hand.state, legal, range))
                            .size(style::BIG)
                            .strong(),
                    )
                    .extend(),
                );
            } else if let Some((_, why)) = &legal.no_raise {
                let why = speak::why(w, &speak::Players::at_table(desk), why);
                ui.label(
                    RichText::new(w.tw("pad-no-raise", Args::new().str("why", why)))
                        .color(style::DIM),
                );
            }
            if let Some(b) = legal.bring_in {
                // "Complete to 5 · Bring-in 2": the two amounts kept apart.
                if sizes.is_some() || legal.no_raise.is_some() {
                    ui.label(RichText::new("·").size(style::BIG).color(style::DIM));
                }
                ui.label(
                    RichText::new(w.tw("pad-bring-in-amount", Args::new().num("chips", b.0)))
                        .size(style::BIG)
                        .strong(),
                );
            }
        });
        ui.horizontal_wrapped(|ui| {
            if legal.fold && ui.button(w.t("pad-fold")).clicked() {
                act(Action::Fold(pos));
            }
            if let Some(c) = legal.check_call {
                let label = if c.is_zero() {
                    w.t("pad-check")
                } else {
                    w.tw("pad-call", Args::new().num("chips", c.0))
                };
                if ui.button(label).clicked() {
                    act(Action::CheckCall(pos));
                }
            }
            if legal.bring_in.is_some() && ui.button(w.t("pad-bring-in")).clicked() {
                act(Action::BringIn(pos));
            }
            if let Some(s) = sizes {
                if !legal.allows_raise_to(Chips(self.raise_to)) {
                    self.raise_to = s.min.0;
                }
                ui.separator();
                if !legal.raise_choices.is_empty() {
                    // Only these totals (an open pair's small or big bet):
                    // one button each, the smallest on the raise key.
                    for (i, to) in legal.raise_choices.iter().enumerate() {
                        let key = if i == 0 { " (r)" } else { "" };
                        let label =
                            wager(w, &hand.state, legal, format!("{}{key}", w.number(to.0)));
                        if ui.button(label).clicked() {
                            act(Action::BetRaise { pos, to: *to });
                        }
                    }
                    return;
                }
                // One size only (fixed limit, or all-in at the minimum): no keys.
                if s.min != s.max {
                    // Each quick size raises at once, as its key does.
                    for (id, to) in [
                        ("pad-half-pot", s.half_pot),
                        ("pad-pot", s.pot),
                        ("pad-all-in", s.max),
                    ] {
                        if ui
                            .button(w.tw(id, Args::new().num("chips", to.0)))
                            .clicked()
                        {
                            act(Action::BetRaise { pos, to });
                        }
                    }
                    // Whole, on the next row if need be: a label wrapped
                    // from the end of a full row would lie under its buttons.
                    let label = ui.add(egui::Label::new(w.t("pad-amount")).extend());
                    ui.add(egui::DragValue::new(&mut self.raise_to).range(s.min.0..=s.max.0))
                        .labelled_by(label.id);
                }
                let label = wager(
                    w,
                    &hand.state,
                    legal,
                    format!("{} (r)", w.number(self.raise_to)),
                );
                if ui.button(label).clicked() {
                    act(Action::BetRaise {
                        pos,
                        to: Chips(self.raise_to),
                    });
                }
            }
        });
        entry
    }
    fn card_picker(&mut self, ui: &mut egui::Ui, seen: CardSet) {
        egui::Grid::new("picker")
            .spacing([3.0, 3.0])
            .show(ui, |ui| {
                for suit in (0..4).rev() {
                    for rank in (0..13).rev() {
                        let Some(card) = Card::from_index(rank * 4 + suit) else {
                            continue;
                        };
                        let out = seen.contains(card);
                        // A card already out is struck through on a dark
                        // ground, not just greyed.
                        let text = style::card_text(ui.ctx(), Some(card), 17.0);
                        let button = if out {
                            egui::Button::new(
                                text.strikethrough().color(egui::Color32::from_gray(90)),
                            )
                            .fill(egui::Color32::from_gray(12))
                        } else {
                            egui::Button::new(text)
                        }
                        .min_size(egui::vec2(38.0, 28.0));
                        if ui.add_enabled(!out, button).clicked() {
                            let target = if self.procedure.is_some() {
                                &mut self.proc_cards
                            } else {
                                &mut self.line
                            };
                            if !target.is_empty() && !target.ends_with(' ') {
                                target.push(' ');
                            }
                            target.push_str(&card.to_string());
                        }
                    }
                    ui.end_row();
                }
            });
    }
}

/// The dealer's next step in large type.
fn next_step(ui: &mut egui::Ui, w: Words, desk: &Desk, hand: &LiveHand, legal: &Legal) {
    let view = HandView::live(w, desk, hand);
    let who = |p: Pos| {
        let seat = hand.seats.get(p.index()).map_or(0, |s| s.0);
        w.tw(
            "next-seat",
            Args::new()
                .num("seat", u64::from(seat))
                .str("name", view.name(p).to_string()),
        )
    };
    let text = match legal.next {
        Next::Done => w.t("next-hand-over"),
        Next::Dealer(DealStep::Burn) => w.t("next-burn"),
        Next::Dealer(DealStep::Hole { to, count }) => w.tw(
            "next-deal-hole",
            Args::new()
                .num("count", u64::from(count))
                .str("who", who(to)),
        ),
        Next::Dealer(DealStep::Board { count }) => {
            // In stud the only board card is the common card of a short deck.
            if hand.state.def().has_board() {
                w.tw(
                    "next-deal-street",
                    Args::new()
                        .str("street", w.street(hand.state.street()))
                        .num("count", u64::from(count)),
                )
            } else {
                w.t("next-deal-common")
            }
        }
        Next::Player(p) if hand.state.phase() == Phase::Betting => {
            w.tw("next-to-act", Args::new().str("who", who(p)))
        }
        Next::Player(p) if legal.draw => w.tw("next-to-draw", Args::new().str("who", who(p))),
        Next::Player(p) => w.tw("next-to-show", Args::new().str("who", who(p))),
    };
    ui.label(RichText::new(text).size(34.0).strong().color(style::TO_ACT));
}

/// "Bet 40", "Raise to 80", "Complete to 20": the wager the engine names
/// for the player to act, with `amount`.
fn wager(
    w: Words,
    state: &dealerdesk_core::engine::HandState,
    legal: &Legal,
    amount: String,
) -> String {
    let id = match Wager::now(state, legal) {
        Wager::Bet => "pad-bet",
        Wager::Raise => "pad-raise",
        Wager::Complete => "pad-complete",
    };
    w.tw(id, Args::new().str("amount", amount))
}

/// A seat with no chips, and what it may do, in words.
fn busted_words(w: Words, desk: &Desk, seat: SeatNo, busted: Busted) -> String {
    let name = desk
        .seats()
        .get(&seat)
        .map(|s| s.name.clone())
        .unwrap_or_default();
    let args = Args::new()
        .str("seat", seat.to_string())
        .str("name", name)
        .num("n", u64::from(seat.0));
    match busted {
        Busted::BuyAgain => w.tw("pad-busted", args),
        Busted::MayRebuy => w.tw("pad-busted-rebuy", args),
        Busted::Out {
            place: Some(place),
            place_to,
        } => {
            let place = match place_to.filter(|to| *to != place) {
                Some(to) => format!("{place}–{to}"),
                None => place.to_string(),
            };
            w.tw("pad-busted-placed", args.str("place", place))
        }
        Busted::Out { place: None, .. } => w.tw("pad-busted-out", args),
    }
}

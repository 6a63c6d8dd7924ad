//! The rulings made this session, drawn under the pad: each rule the engine
//! applied, and each correction or void the floor recorded, in the order
//! they came.

use eframe::egui::{self, RichText};

use dealerdesk_core::engine::{HandState, Note};
use dealerdesk_core::rules::RuleText;
use dealerdesk_desk::desk::Desk;
use dealerdesk_desk::speak;
use dealerdesk_i18n::{Args, Words};
use dealerdesk_log::{EventRecord, Seq};

use crate::speech::Say;

/// A rule the engine applied: the hand's number, the rule and what it did,
/// and the players it names.
pub(crate) type EngineRuling = (u64, RuleText, Note, speak::Players);

/// The floor's correction or void of an action, as the log wrote it.
pub(crate) struct FloorRuling {
    /// How many of the engine's rulings came before it.
    after: usize,
    hand_no: u64,
    /// The floor person's name.
    floor: String,
    /// The log's entry (`floor correct p3 cc to p3 cbr 90`, `floor void …`).
    entry: String,
    /// The floor person's reason, in their own words.
    reason: String,
    /// The hand as the ruling left it, and its players.
    state: HandState,
    who: speak::Players,
}

/// The floor's corrections and voids among the log's entries after `since`
/// (what one ruling just wrote), after `after` rulings of the engine.
pub(crate) fn recorded(desk: &Desk, since: Seq, after: usize) -> Vec<FloorRuling> {
    let Some(hand) = desk.hand().or(desk.table().last_hand()) else {
        return Vec::new();
    };
    let operators = desk.log().operators().unwrap_or_default();
    let floor_entry = |r: &EventRecord| {
        ["floor correct ", "floor void "]
            .iter()
            .any(|p| r.action.starts_with(p))
    };
    desk.log()
        .events_since(since)
        .unwrap_or_default()
        .into_iter()
        .filter(floor_entry)
        .map(|r| FloorRuling {
            after,
            hand_no: hand.hand_no,
            floor: operators
                .iter()
                .find(|o| o.id == r.operator)
                .map(|o| o.name.clone())
                .unwrap_or_default(),
            reason: r
                .payload
                .get("reason")
                .and_then(|v| v.as_str())
                .unwrap_or_default()
                .to_string(),
            entry: r.action,
            state: hand.state.clone(),
            who: speak::Players::of(hand, desk.seats()),
        })
        .collect()
}

/// The rulings made this session, newest first, folded away.
pub(crate) fn history(ui: &mut egui::Ui, w: Words, engine: &[EngineRuling], floor: &[FloorRuling]) {
    if engine.is_empty() && floor.is_empty() {
        return;
    }
    let title = w.tw(
        "done-rulings",
        Args::new().num("count", (engine.len() + floor.len()) as u64),
    );
    let engine_line = |(hand_no, rule, note, who): &EngineRuling| {
        let note = speak::note(w, who, note);
        let cite = speak::cite(w, rule);
        let text = format!("{note} ({} · {cite})", rule.id);
        (*hand_no, text)
    };
    let floor_line = |f: &FloorRuling| {
        let state = (&f.state, &f.state);
        let said = speak::entry_action(w, &f.who, state, None, &f.entry);
        (f.hand_no, format!("{}: {said} — {}", f.floor, f.reason))
    };
    // In the order they came: a floor ruling after the engine's before it.
    let mut lines = Vec::with_capacity(engine.len() + floor.len());
    let mut floors = floor.iter().peekable();
    for (i, ruling) in engine.iter().enumerate() {
        while let Some(f) = floors.next_if(|f| f.after <= i) {
            lines.push(floor_line(f));
        }
        lines.push(engine_line(ruling));
    }
    lines.extend(floors.map(floor_line));
    egui::CollapsingHeader::new(title)
        .id_salt("ruling-history")
        .show(ui, |ui| {
            for (hand_no, text) in lines.into_iter().rev() {
                let line = w.tw(
                    "done-ruling-line",
                    Args::new().num("hand", hand_no).str("text", text),
                );
                ui.label(RichText::new(line).small());
            }
        });
}

//! A dealer procedure in the words the floor panel shows and reads: the
//! player by seat, never the hand's position (`exposed 1 Qs`, `short 3`,
//! `boxed Ah`), as the command line takes it.

use dealerdesk_core::chips::Pos;
use dealerdesk_core::engine::Action;
use dealerdesk_core::notation::parse_action;
use dealerdesk_desk::desk::Desk;
use dealerdesk_desk::speak;
use dealerdesk_i18n::Words;

use crate::speech::Say;
use crate::who;

/// Procedures that name a player after their word.
const BY_PLAYER: [&str; 5] = ["exposed", "extra", "short", "see", "oot"];

/// Procedures that name no player.
const NO_PLAYER: [&str; 5] = ["boxed", "premature", "noburn", "doubleburn", "burn"];

/// `action` in the words the floor panel reads: a procedure with its
/// player by seat (`exposed 1 Qs` for `d exposed p4 Qs` when seat 1 is the
/// fourth in the hand), any other action in the dealer's keys (`3 r 50`,
/// `kill 6`).
pub(crate) fn prefill(desk: &Desk, action: &Action) -> String {
    let named = match action {
        Action::Exposed { to, .. } | Action::Extra { to, .. } => Some(*to),
        Action::Short(p) | Action::See(p) => Some(*p),
        Action::OutOfTurn { pos, .. } => Some(*pos),
        Action::Boxed { .. }
        | Action::Premature { .. }
        | Action::NoBurn { .. }
        | Action::DoubleBurn { .. }
        | Action::Burn { .. } => None,
        _ => return who::keys(desk, action),
    };
    let notation = action.to_string();
    // The notation's `d` goes; its position becomes the player's seat.
    let mut words: Vec<String> = notation
        .split_whitespace()
        .skip(1)
        .map(str::to_owned)
        .collect();
    if let (Some(pos), Some(word)) = (named, words.get_mut(1)) {
        *word = seat(desk, pos);
    }
    words.join(" ")
}

/// The seat of the hand's position `pos`, as a number.
fn seat(desk: &Desk, pos: Pos) -> String {
    desk.hand()
        .and_then(|h| h.seats.get(pos.index()))
        .map_or_else(|| pos.to_string(), |s| s.0.to_string())
}

/// A procedure typed in the panel's words (`exposed 1 Qs`, `extra Ana ??`,
/// `boxed Ah`), the player by seat, name or position; `None` when the text
/// names no procedure, for the other readings to take.
pub(crate) fn read(w: Words, desk: &Desk, text: &str) -> Option<Result<Action, String>> {
    let mut words = text.split_whitespace();
    let first = words.next()?.to_ascii_lowercase();
    let notation = if BY_PLAYER.contains(&first.as_str()) {
        let Some(named) = words.next() else {
            return Some(Err(w.t("floor-action-whose")));
        };
        let pos = match who::player(w, desk, named) {
            Ok(pos) => pos,
            Err(said) => return Some(Err(said)),
        };
        let rest: Vec<&str> = words.collect();
        format!("d {first} {pos} {}", rest.join(" "))
    } else if NO_PLAYER.contains(&first.as_str()) {
        format!("d {}", text.trim())
    } else {
        return None;
    };
    Some(parse_action(notation.trim()).map_err(|e| speak::action_error(w, &e)))
}

//! A floor ruling typed on the dealer's command line, in the text face's
//! words: `floor NAME PIN "REASON" RULING`, RULING one of `void`,
//! `misdeal`, `fouled`, `kill PLAYER`, `award PLAYER`, `correct CORRECTION`
//! (the dealer's keys, `r 50` or `3 s Ah Ad`, or notation), a
//! tournament ruling (`clock pause`, `undo-bust 3`, …) or an action entered
//! on a player's behalf in the dealer's keys (`Ana r 50`, `3 c`). PLAYER is
//! a seat number, a name or the hand's position (`p3`). Read into the
//! floor panel's request; the PIN is drawn masked while typed
//! ([`mask_pin`]) and the line is cleared once read, whatever the desk says.

use std::ops::Range;

use dealerdesk_core::engine::Action;
use dealerdesk_desk::command::parse_floor_word;
use dealerdesk_desk::desk::Desk;
use dealerdesk_desk::speak;
use dealerdesk_i18n::{Args, Words};
use dealerdesk_log::OperatorId;

use crate::floor::Request;
use crate::speech::Say;
use crate::who::{on_behalf, player};

/// Whether the line is a floor ruling (its first word is `floor`).
pub fn is_floor_line(line: &str) -> bool {
    line.split_whitespace()
        .next()
        .is_some_and(|w| w.eq_ignore_ascii_case("floor"))
}

/// Where the PIN stands in a floor line (bytes), to be masked on screen.
pub fn pin_span(line: &str) -> Option<Range<usize>> {
    if !is_floor_line(line) {
        return None;
    }
    // The third word: after `floor` and the name.
    let mut words = line
        .char_indices()
        .filter(|(i, c)| {
            !c.is_whitespace() && (*i == 0 || line[..*i].ends_with(char::is_whitespace))
        })
        .map(|(i, _)| i);
    let start = words.nth(2)?;
    let end = line[start..]
        .find(char::is_whitespace)
        .map_or(line.len(), |n| start + n);
    Some(start..end)
}

/// The line as drawn: the PIN of a floor line as dots, one per character.
pub fn mask_pin(line: &str) -> String {
    match pin_span(line) {
        Some(r) => {
            let dots = "•".repeat(line[r.clone()].chars().count());
            format!("{}{dots}{}", &line[..r.start], &line[r.end..])
        }
        None => line.to_string(),
    }
}

/// The ruling a floor line asks for, or why it cannot be read, in words.
pub fn read(
    w: Words,
    line: &str,
    floors: &[(OperatorId, String)],
    desk: &Desk,
) -> Result<Request, String> {
    let usage = || w.t("floor-line-usage");
    let rest = line.trim_start();
    let rest = rest.get("floor".len()..).ok_or_else(usage)?.trim_start();
    let (name, rest) = rest.split_once(char::is_whitespace).ok_or_else(usage)?;
    let (pin, rest) = rest
        .trim_start()
        .split_once(char::is_whitespace)
        .ok_or_else(usage)?;
    let rest = rest.trim_start().strip_prefix('"').ok_or_else(usage)?;
    let (reason, ruling) = rest.split_once('"').ok_or_else(usage)?;
    let ruling = ruling.trim();
    let floor = floors
        .iter()
        .find(|(_, n)| n.eq_ignore_ascii_case(name))
        .map(|(id, _)| *id)
        .ok_or_else(|| w.tw("floor-line-no-floor", Args::new().str("name", name)))?;
    let (pin, reason) = (pin.to_string(), reason.to_string());
    if let Some(word) = parse_floor_word(ruling) {
        let word = word.map_err(|e| speak::word_error(w, &e))?;
        return Ok(Request::Tournament {
            floor,
            pin,
            reason,
            word,
        });
    }
    let mut words = ruling.split_whitespace();
    let first = words.next().ok_or_else(usage)?.to_ascii_lowercase();
    let who = words.collect::<Vec<_>>().join(" ");
    let act = |action: Action| Request::Act {
        floor,
        pin: pin.clone(),
        reason: reason.clone(),
        action,
    };
    Ok(match first.as_str() {
        "void" => Request::Void {
            floor,
            pin: pin.clone(),
            reason: reason.clone(),
        },
        "correct" => Request::Correct {
            floor,
            pin: pin.clone(),
            reason: reason.clone(),
            text: who,
        },
        "misdeal" => act(Action::Misdeal),
        "fouled" => act(Action::FouledDeck),
        "kill" => act(Action::Kill(player(w, desk, &who)?)),
        "award" => act(Action::Award(player(w, desk, &who)?)),
        _ => act(on_behalf(w, desk, ruling)?),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pin_of_a_floor_line_is_found_and_masked() {
        let line = "floor Flo 111111 \"late\" void";
        assert_eq!(pin_span(line), Some(10..16));
        assert_eq!(mask_pin(line), "floor Flo •••••• \"late\" void");
        assert_eq!(mask_pin("floor  Flo  12"), "floor  Flo  ••");
        assert_eq!(pin_span("floor Flo"), None);
        assert_eq!(pin_span("f"), None);
        assert!(is_floor_line("FLOOR x"));
        assert!(!is_floor_line("f"));
    }
}

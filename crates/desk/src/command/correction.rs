//! The floor's words for a player and for a correction, as the command line
//! says them: a player by seat number (`award 6`, `kill 6`), a correction of
//! the last action in the dealer's keys (`s Ts Tc` for the player whose
//! action it replaces, `6 s Ts Tc` or `s 6 Ts Tc` naming the seat, `f`, `c`,
//! `r 90`, `bi`, `m`). The notation (`p6 sm TsTc`, `p2`) is still read.
use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::{Action, HandState};
use dealerdesk_core::notation::parse_action;

use super::{CommandError, WordError, cards, is_position, tabled};
use crate::desk::SeatNo;

/// The form of a correction, for a line that does not follow it.
const FORM: &str = "correct [SEAT] f | c | r N | bi | m | s CARDS, or an action in notation";

/// The player a floor ruling names: a seat number of the hand (`6`), or a
/// position in notation (`p3`).
pub fn ruled_player(word: &str, seats: &[SeatNo]) -> Result<Pos, CommandError> {
    let not_a_seat = || WordError::NotASeat {
        line: word.to_string(),
        word: word.to_string(),
    };
    if is_position(word) {
        return word[1..]
            .parse::<u8>()
            .ok()
            .filter(|n| *n >= 1)
            .map(|n| Pos(n - 1))
            .ok_or_else(|| not_a_seat().into());
    }
    let seat: u8 = word.parse().map_err(|_| not_a_seat())?;
    seats
        .iter()
        .position(|s| s.0 == seat)
        .and_then(|i| u8::try_from(i).ok())
        .map(Pos)
        .ok_or_else(|| not_a_seat().into())
}

/// The action a correction puts in place of `replaced`, the last action of
/// the hand now standing as `state` with its players at `seats`.
pub fn parse_correction(
    line: &str,
    replaced: &Action,
    state: &HandState,
    seats: &[SeatNo],
) -> Result<Action, CommandError> {
    let line = line.trim();
    let lower = line.to_ascii_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    let form = || WordError::Form {
        line: line.to_string(),
        form: FORM,
    };
    match words.first() {
        None => return Err(form().into()),
        Some(w) if *w == "d" || is_position(w) => return Ok(parse_action(line)?),
        Some(_) => {}
    }
    // A seat before the key, or right after a key that takes no amount.
    let is_seat = |w: &&str| w.chars().all(|c| c.is_ascii_digit());
    let (seat, verb, rest) = match words.as_slice() {
        [s, verb, rest @ ..] if is_seat(s) => (Some(*s), *verb, rest),
        [verb, s, rest @ ..] if is_seat(s) && !matches!(*verb, "r" | "b") => {
            (Some(*s), *verb, rest)
        }
        [verb, rest @ ..] => (None, *verb, rest),
        [] => return Err(form().into()),
    };
    let pos = match seat {
        Some(s) => ruled_player(s, seats)?,
        None => replaced.player().ok_or_else(form)?,
    };
    let action = match (verb, rest) {
        ("f" | "fold", []) => Action::Fold(pos),
        ("c" | "call" | "check", []) => Action::CheckCall(pos),
        ("bi", []) => Action::BringIn(pos),
        ("m" | "muck", []) => Action::Muck(pos),
        ("r" | "b" | "bet" | "raise", [to]) => Action::BetRaise {
            pos,
            to: Chips(to.parse().map_err(|_| CommandError::NotChips {
                word: (*to).to_string(),
            })?),
        },
        ("s" | "show", [_, ..]) => {
            let typed = cards(&rest.join(" "))?;
            Action::Show {
                pos,
                cards: tabled(state, pos, typed),
            }
        }
        _ => return Err(form().into()),
    };
    Ok(action)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_is_named_by_seat_or_position() {
        let seats = [SeatNo(3), SeatNo(6), SeatNo(1)];
        assert_eq!(ruled_player("6", &seats), Ok(Pos(1)));
        assert_eq!(ruled_player("p3", &seats), Ok(Pos(2)));
        assert!(ruled_player("9", &seats).is_err());
        assert!(ruled_player("x", &seats).is_err());
    }
}

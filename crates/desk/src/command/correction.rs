//! The floor's words for a correction, as the command line says them: a
//! correction of the last action in the dealer's keys (`s Ts Tc` for the player whose
//! action it replaces, `6 s Ts Tc`, `Ana s Ts Tc` or `s 6 Ts Tc` naming the
//! player, `f`, `c`, `r 90`, `bi`, `m`). The notation (`p6 sm TsTc`) is
//! still read.
use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::{Action, HandState};
use dealerdesk_core::notation::parse_action;

use super::player::position;
use super::{CommandError, Roster, WordError, cards, tabled};

/// The form of a correction, for a line that does not follow it.
const FORM: &str = "correct [SEAT] f | c | r N | bi | m | s CARDS, or an action in notation";

/// The dealer's keys a correction reads.
const KEYS: [&str; 14] = [
    "f", "fold", "c", "call", "check", "bi", "m", "muck", "r", "b", "bet", "raise", "s", "show",
];

/// The action a correction puts in place of `replaced`, the last action of
/// the hand now standing as `state`, played by `roster`. The player is the
/// one of `replaced`, or a seat, name or position before the key (`6 s Ts
/// Tc`, `Ana f`) or right after a key that takes no amount (`s 6 Ts Tc`).
pub fn parse_correction(
    line: &str,
    replaced: &Action,
    state: &HandState,
    roster: &Roster,
) -> Result<Action, CommandError> {
    let line = line.trim();
    let lower = line.to_ascii_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    let typed: Vec<&str> = line.split_whitespace().collect();
    let form = || WordError::Form {
        line: line.to_string(),
        form: FORM,
    };
    let Some(first) = words.first().copied() else {
        return Err(form().into());
    };
    if first == "d" {
        return Ok(parse_action(line)?);
    }
    if position(first).is_some()
        && let Ok(action) = parse_action(line)
    {
        return Ok(action);
    }
    let (pos, verb, rest) = if !KEYS.contains(&first) {
        match roster.named(&typed)? {
            Some((pos, k)) if k < words.len() => (pos, words[k], &words[k + 1..]),
            Some(_) => return Err(form().into()),
            None => {
                return Err(CommandError::NoSuchPlayer {
                    word: typed[0].to_string(),
                });
            }
        }
    } else {
        let after = match first {
            "r" | "b" | "bet" | "raise" => None,
            _ => roster.named(&typed[1..])?,
        };
        match after {
            Some((pos, k)) => (pos, first, &words[1 + k..]),
            None => (replaced.player().ok_or_else(form)?, first, &words[1..]),
        }
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

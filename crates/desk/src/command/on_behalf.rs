//! An action the floor enters on a player's behalf, in the dealer's words:
//! `kill 3`, `award Ana`, `see 6`, `misdeal`, `fouled`, a dealer procedure
//! (`exposed 4 Kd`), the player first (`3 c`, `Ana r 50`, `6 s Ah Ad`), else
//! the player to act (`f`). The notation (`p3 cbr 40`, `d …`) is still
//! read. The same words for the console's floor panel and floor line and
//! the table face's `floor` line.

use dealerdesk_core::engine::{Action, Next};
use dealerdesk_core::notation::parse_action;

use super::named::procedure;
use super::player::position;
use super::{CommandError, InPlay, PROCEDURES, parse_correction};

/// The action `text` enters on a player's behalf in `hand`.
pub fn parse_on_behalf(text: &str, hand: InPlay) -> Result<Action, CommandError> {
    let text = text.trim();
    let lower = text.to_ascii_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    let typed: Vec<&str> = text.split_whitespace().collect();
    let Some((&first, rest)) = words.split_first() else {
        return Err(CommandError::Empty);
    };
    if first == "d" {
        return Ok(parse_action(text)?);
    }
    if position(first).is_some()
        && let Ok(action) = parse_action(text)
    {
        return Ok(action);
    }
    let named = || hand.roster.player(&typed[1..].join(" "));
    match first {
        "kill" => return Ok(Action::Kill(named()?)),
        "award" => return Ok(Action::Award(named()?)),
        "see" => return Ok(Action::See(named()?)),
        "misdeal" if rest.is_empty() => return Ok(Action::Misdeal),
        "fouled" if rest.is_empty() => return Ok(Action::FouledDeck),
        _ if PROCEDURES.contains(&first) => return procedure(hand, &words, &typed),
        _ => {}
    }
    // The player named first, else the one to act; the keys read as a
    // correction's are, for the player of the action they stand in for.
    let pos = match hand.roster.named(&typed)? {
        Some((pos, k)) if k < words.len() => {
            let keys = typed[k..].join(" ");
            return parse_correction(&keys, &Action::Fold(pos), hand.state, hand.roster);
        }
        _ => match hand.legal.next {
            Next::Player(pos) => pos,
            _ => return Err(CommandError::Whose),
        },
    };
    parse_correction(text, &Action::Fold(pos), hand.state, hand.roster)
}

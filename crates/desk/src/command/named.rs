//! Lines that name their player: the player first (`4 c`, `Ana r 40`,
//! `Ana Maria s Ah Kd`, `2 pat`), and the dealer procedures that name one
//! (`exposed 4 Kd`, `extra Ana ??`, `kill 4`, `oot 4 c`). A player is a seat
//! number, a name or a position (`p4`), read by `Roster`.
//!
//! A line names its player first only while a player is to act, when more
//! words follow and its first word is neither a key that takes the words
//! after it (`r 40`, `b 25`, `s Ah Kd`, `$ 500`) nor a card: `r 40` raises to
//! 40 and `4 c` is seat 4's call. During the betting, a player named who is
//! not the one to act acts out of turn: `4 c` is held until their turn.

use dealerdesk_core::cards::{Card, parse_cards};
use dealerdesk_core::chips::Pos;
use dealerdesk_core::engine::{Action, HeldAct, Next, Phase};
use dealerdesk_core::notation::{ActionError, OneCard, parse_action};
use dealerdesk_core::rules::HouseRules;

use super::{Command, CommandError, InPlay, amount, betting, draw, showdown};

/// Keys that take the words after them: a line beginning so never names a
/// player first.
const TAKES_WORDS: [&str; 10] = [
    "r", "b", "raise", "bet", "cbr", "complete", "$", "chips", "s", "show",
];

/// The keys a player's line begins with when it names nobody first.
const KEYS: [&str; 21] = [
    "f", "fold", "c", "x", "k", "call", "check", "bi", "bring", "pb", "p", "pot", "h", "half", "a",
    "allin", "all-in", "shove", "pat", "m", "muck",
];

/// The line for the player its first words name, when it names one.
/// `words` are the line's words in lower case, `typed` as typed.
pub(super) fn for_named(
    hand: InPlay,
    rules: &HouseRules,
    words: &[&str],
    typed: &[&str],
) -> Option<Result<Command, CommandError>> {
    let first = *words.first()?;
    let Next::Player(turn) = hand.legal.next else {
        return None;
    };
    let card = first == "??" || first.parse::<Card>().is_ok();
    if words.len() < 2 || card || first.starts_with('$') || TAKES_WORDS.contains(&first) {
        return None;
    }
    let (pos, k) = match hand.roster.named(typed) {
        Ok(Some((pos, k))) if k < words.len() => (pos, k),
        Ok(Some(_)) => return None,
        // A word before more that is neither a key nor anyone's name.
        Ok(None) if !KEYS.contains(&first) => {
            return Some(Err(CommandError::NoSuchPlayer {
                word: typed[0].to_string(),
            }));
        }
        Ok(None) => return None,
        Err(e) => return Some(Err(e)),
    };
    let (key, rest) = (words[k], &words[k + 1..]);
    let state = hand.state;
    Some(match state.phase() {
        Phase::Betting if pos != turn => {
            out_of_turn(pos, key, rest).map(|act| Command::Act(Action::OutOfTurn { pos, act }))
        }
        Phase::Betting => betting(state, rules, hand.legal, pos, key, rest),
        _ if hand.legal.draw => draw(pos, key, &typed[k..].join(" ")),
        _ => showdown(state, pos, key, &typed[k + 1..].join(" ")),
    })
}

/// An action held out of turn: a fold, a check or call, or a bet or raise
/// to an amount (`r 40`, `r40`, and the notation's `cc`, `cbr 40`).
fn out_of_turn(pos: Pos, key: &str, rest: &[&str]) -> Result<HeldAct, CommandError> {
    let glued = key
        .strip_prefix('r')
        .or_else(|| key.strip_prefix('b'))
        .filter(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
    let act = match (key, rest, glued) {
        (_, [], Some(n)) => HeldAct::BetRaise(amount(n)?),
        ("f" | "fold", [], _) => HeldAct::Fold,
        ("c" | "x" | "k" | "call" | "check" | "cc", [], _) => HeldAct::CheckCall,
        ("r" | "b" | "raise" | "bet" | "cbr", [n], _) => HeldAct::BetRaise(amount(n)?),
        _ => {
            return Err(CommandError::OutOfTurnKey {
                pos,
                word: key.to_string(),
            });
        }
    };
    Ok(act)
}

/// A dealer procedure (`exposed 4 Kd`, `boxed Ah`): those naming a player
/// take a seat, a name or a position; the others read as the notation's
/// (`d boxed Ah`).
pub(super) fn procedure(
    hand: InPlay,
    words: &[&str],
    typed: &[&str],
) -> Result<Action, CommandError> {
    let first = words.first().copied().unwrap_or_default();
    let names_player = matches!(first, "exposed" | "extra" | "kill" | "oot" | "short");
    let named = if names_player {
        hand.roster.named(typed.get(1..).unwrap_or_default())?
    } else {
        None
    };
    let Some((pos, k)) = named else {
        return Ok(parse_action(&format!("d {}", typed.join(" ")))?);
    };
    let after = &typed[k + 1..];
    let action = match first {
        "exposed" if !after.is_empty() => Action::Exposed {
            to: pos,
            card: after.concat().parse::<Card>()?,
        },
        "extra" if !after.is_empty() => match parse_cards(&after.concat())?.as_slice() {
            [card] => Action::Extra {
                to: pos,
                card: *card,
            },
            _ => {
                return Err(ActionError::OneCard {
                    what: OneCard::Extra,
                }
                .into());
            }
        },
        "kill" if after.is_empty() => Action::Kill(pos),
        "short" if after.is_empty() => Action::Short(pos),
        "oot" if !after.is_empty() => {
            let keys = &words[k + 1..];
            Action::OutOfTurn {
                pos,
                act: out_of_turn(pos, keys[0], &keys[1..])?,
            }
        }
        _ => return Err(ActionError::Shape.into()),
    };
    Ok(action)
}

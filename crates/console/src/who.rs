//! A player named on a typed line — the dealer's command line, a floor
//! line or the floor panel — by seat number (`3`), by name (`Ana`) or, as
//! the notation writes it, by the hand's position (`p3`); a dealer
//! procedure that names its player so (`exposed 3 Ah`, `extra Ana ??`), put
//! in the notation the command reader takes; and an action the floor enters
//! on a player's behalf, in the same words (`Ana r 50`, `kill 3`).

use std::borrow::Cow;

use dealerdesk_core::chips::Pos;
use dealerdesk_core::engine::{Action, Next, legal_actions};
use dealerdesk_core::notation::parse_action;
use dealerdesk_desk::command::parse_correction;
use dealerdesk_desk::desk::Desk;
use dealerdesk_desk::speak;
use dealerdesk_i18n::{Args, Words};

use crate::speech::Say;

/// The hand's position of the player named by seat number or by name.
pub(crate) fn player(w: Words, desk: &Desk, who: &str) -> Result<Pos, String> {
    let hand = desk.hand().ok_or_else(|| w.t("floor-rulings-in-play"))?;
    // `p3` names the hand's position, as the text face writes it.
    if let Some(n) = who.strip_prefix('p').and_then(|n| n.parse::<u8>().ok())
        && (1..=hand.seats.len()).contains(&usize::from(n))
    {
        return Ok(Pos(n - 1));
    }
    let by_seat = who.parse::<u8>().ok();
    hand.seats
        .iter()
        .position(|s| {
            by_seat == Some(s.0)
                || desk
                    .seats()
                    .get(s)
                    .is_some_and(|x| x.name.eq_ignore_ascii_case(who))
        })
        .map(|i| Pos(i as u8))
        .ok_or_else(|| w.tw("floor-line-no-player", Args::new().str("who", who)))
}

/// A procedure naming its player by seat or name (`exposed 3 Ah`,
/// `extra Ana ??`) with the player as the hand's position (`exposed p2 Ah`),
/// as the command reader takes it; any other line as typed.
pub(crate) fn procedure_by_seat<'a>(
    w: Words,
    line: &'a str,
    desk: &Desk,
) -> Result<Cow<'a, str>, String> {
    let mut words = line.split_whitespace();
    let (Some(first), Some(who)) = (words.next(), words.next()) else {
        return Ok(Cow::Borrowed(line));
    };
    let names_player = ["exposed", "extra"]
        .iter()
        .any(|p| first.eq_ignore_ascii_case(p));
    let is_position = who
        .strip_prefix(['p', 'P'])
        .is_some_and(|n| n.parse::<u8>().is_ok());
    if !names_player || is_position || desk.hand().is_none() {
        return Ok(Cow::Borrowed(line));
    }
    let pos = player(w, desk, who)?;
    let rest: Vec<&str> = words.collect();
    Ok(Cow::Owned(format!(
        "{first} p{} {}",
        pos.0 + 1,
        rest.join(" ")
    )))
}

/// An action the floor enters on a player's behalf, in the dealer's words:
/// the player by seat or name first (`3 c`, `Ana r 50`, `6 s Ah Ad`), else
/// the player to act (`f`); `kill`, `award` and a player, `misdeal`,
/// `fouled`; notation (`p3 cc`, `d …`) is still read.
pub(crate) fn on_behalf(w: Words, desk: &Desk, text: &str) -> Result<Action, String> {
    let hand = desk.hand().ok_or_else(|| w.t("floor-rulings-in-play"))?;
    let text = text.trim();
    let (first, rest) = text
        .split_once(char::is_whitespace)
        .map_or((text, ""), |(f, r)| (f, r.trim()));
    let notation = first.eq_ignore_ascii_case("d")
        || first
            .strip_prefix(['p', 'P'])
            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
    if notation {
        return parse_action(text).map_err(|e| speak::action_error(w, &e));
    }
    match first.to_ascii_lowercase().as_str() {
        "kill" => return Ok(Action::Kill(player(w, desk, rest)?)),
        "award" => return Ok(Action::Award(player(w, desk, rest)?)),
        "misdeal" if rest.is_empty() => return Ok(Action::Misdeal),
        "fouled" if rest.is_empty() => return Ok(Action::FouledDeck),
        _ => {}
    }
    // The player named first, else the one to act.
    let named = player(w, desk, first);
    let (pos, keys) = match named {
        Ok(pos) if !rest.is_empty() => (pos, rest),
        // A word before more that is neither a player nor a key.
        Err(said) if !rest.is_empty() && !KEYS.contains(&first.to_ascii_lowercase().as_str()) => {
            return Err(said);
        }
        _ => match legal_actions(&hand.state, desk.rules()).next {
            Next::Player(pos) => (pos, text),
            _ => return Err(w.t("floor-action-whose")),
        },
    };
    // The keys read as a correction's are: for the player of the action
    // they stand in for.
    parse_correction(keys, &Action::Fold(pos), &hand.state, &hand.seats)
        .map_err(|e| speak::command_error(w, &speak::Players::at_table(desk), &e))
}

/// The dealer's keys a correction reads (`command::parse_correction`).
const KEYS: [&str; 16] = [
    "f", "fold", "c", "x", "k", "call", "check", "r", "b", "bet", "raise", "bi", "m", "muck", "s",
    "show",
];

/// An action in the words `on_behalf` reads (`3 r 50`, `kill 6`), the
/// player by seat; notation where the dealer's keys have no word for it.
pub(crate) fn keys(desk: &Desk, action: &Action) -> String {
    let seat = |p: Pos| {
        desk.hand()
            .and_then(|h| h.seats.get(p.index()))
            .map_or_else(|| format!("p{}", p.0 + 1), |s| s.0.to_string())
    };
    let cards = |c: &[Option<dealerdesk_core::cards::Card>]| {
        c.iter()
            .map(|c| c.map_or_else(|| "??".to_string(), |c| c.to_string()))
            .collect::<Vec<_>>()
            .join(" ")
    };
    match action {
        Action::Kill(p) => format!("kill {}", seat(*p)),
        Action::Award(p) => format!("award {}", seat(*p)),
        Action::Misdeal => "misdeal".into(),
        Action::FouledDeck => "fouled".into(),
        Action::Fold(p) => format!("{} f", seat(*p)),
        Action::CheckCall(p) => format!("{} c", seat(*p)),
        Action::BringIn(p) => format!("{} bi", seat(*p)),
        Action::Muck(p) => format!("{} m", seat(*p)),
        Action::BetRaise { pos, to } => format!("{} r {}", seat(*pos), to.0),
        Action::Show { pos, cards: c } => format!("{} s {}", seat(*pos), cards(c)),
        other => other.to_string(),
    }
}

//! A player named on a typed line — the dealer's command line or a floor
//! line — by seat number (`3`), by name (`Ana`) or, as the notation writes
//! it, by the hand's position (`p3`); and a dealer procedure that names its
//! player so (`exposed 3 Ah`, `extra Ana ??`), put in the notation the
//! command reader takes.

use std::borrow::Cow;

use dealerdesk_core::chips::Pos;
use dealerdesk_desk::desk::Desk;
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

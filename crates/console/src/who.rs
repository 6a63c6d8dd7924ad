//! A player named on a typed line — a floor line or the floor panel — by
//! seat number (`3`) or by name (`Ana`), and an action the floor enters on
//! a player's behalf in the same words (`Ana r 50`, `kill 3`): read by the
//! desk's command language, as every face reads them, and refused in words.

use dealerdesk_core::chips::Pos;
use dealerdesk_core::engine::{Action, HeldAct, legal_actions};
use dealerdesk_desk::command::{InPlay, Roster, parse_on_behalf};
use dealerdesk_desk::desk::Desk;
use dealerdesk_desk::speak;
use dealerdesk_i18n::Words;

use crate::speech::Say;

/// The hand's position of the player named by seat number or by name.
pub(crate) fn player(w: Words, desk: &Desk, who: &str) -> Result<Pos, String> {
    desk.hand().ok_or_else(|| w.t("floor-rulings-in-play"))?;
    Roster::at_table(desk)
        .player(who)
        .map_err(|e| speak::command_error(w, &speak::Players::at_table(desk), &e))
}

/// An action the floor enters on a player's behalf, in the dealer's words:
/// the player by seat or name first (`3 c`, `Ana r 50`, `6 s Ah Ad`), else
/// the player to act (`f`); `kill`, `award`, `see` and a player, a dealer
/// procedure (`exposed 3 Kd`), `misdeal`, `fouled`.
pub(crate) fn on_behalf(w: Words, desk: &Desk, text: &str) -> Result<Action, String> {
    let hand = desk.hand().ok_or_else(|| w.t("floor-rulings-in-play"))?;
    let legal = legal_actions(&hand.state, desk.rules());
    let roster = Roster::at_table(desk);
    let in_play = InPlay {
        state: &hand.state,
        legal: &legal,
        roster: &roster,
    };
    parse_on_behalf(text, in_play)
        .map_err(|e| speak::command_error(w, &speak::Players::at_table(desk), &e))
}

/// An action in the words `on_behalf` reads (`3 r 50`, `kill 6`,
/// `exposed 1 Qs`, `boxed Ah`), the player by seat: what the floor panel
/// is prefilled with; notation where the dealer's keys have no word for it.
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
        Action::See(p) => format!("see {}", seat(*p)),
        Action::Exposed { to, card } => format!("exposed {} {card}", seat(*to)),
        Action::Extra { to, card } => format!("extra {} {}", seat(*to), cards(&[*card])),
        Action::OutOfTurn { pos, act } => match act {
            HeldAct::Fold => format!("oot {} f", seat(*pos)),
            HeldAct::CheckCall => format!("oot {} c", seat(*pos)),
            HeldAct::BetRaise(to) => format!("oot {} r {}", seat(*pos), to.0),
        },
        Action::Short(p) => format!("short {}", seat(*p)),
        // A dealer procedure that names no player: its word without the
        // notation's `d` (`boxed Ah`, `premature 9s`, `noburn 2c3c4c`).
        other @ (Action::Boxed { .. }
        | Action::Premature { .. }
        | Action::NoBurn { .. }
        | Action::DoubleBurn { .. }
        | Action::Burn { .. }) => {
            let notation = other.to_string();
            notation.strip_prefix("d ").unwrap_or(&notation).to_string()
        }
        other => other.to_string(),
    }
}

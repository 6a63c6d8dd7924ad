//! The session words, typed between or during hands at the console's
//! command line and in the table face: `sit SEAT NAME CHIPS`, `leave SEAT`,
//! `out SEAT`, `back SEAT`, `rebuy SEAT CHIPS`, `move SEAT NEWSEAT`,
//! `button SEAT`,
//! `draw SEAT CARD SEAT CARD…`, `dealer NAME`; at a tournament `sit SEAT
//! NAME` (the starting stack), `rebuy SEAT` and the words of
//! `tournament.rs`. Reading them decides nothing: the desk does them or
//! refuses.

use super::WordError;
use crate::desk::SeatNo;
use dealerdesk_core::cards::Card;
use dealerdesk_core::chips::Chips;

/// A seating or session change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionCommand {
    /// A player sits down with a buy-in.
    Sit {
        seat: SeatNo,
        name: String,
        chips: Chips,
    },
    /// A player leaves with their chips.
    Leave(SeatNo),
    /// A player sits out from the next hand.
    Out(SeatNo),
    /// A player is back from the next hand.
    Back(SeatNo),
    /// A rebuy, add-on or top-up, between hands.
    Rebuy { seat: SeatNo, chips: Chips },
    /// A seat change, between hands.
    Move { from: SeatNo, to: SeatNo },
    /// The session's first button, chosen.
    Button(SeatNo),
    /// The session's first button, drawn: one card per seat.
    Draw(Vec<(SeatNo, Card)>),
    /// The dealer in the box.
    Dealer(String),
    /// A tournament entry with the starting stack: `sit SEAT NAME`.
    Enter { seat: SeatNo, name: String },
    /// A tournament rebuy at the structure's price: `rebuy SEAT`.
    TournamentRebuy(SeatNo),
    /// The tournament add-on: `addon SEAT`.
    AddOn(SeatNo),
    /// The tournament clock started now: `clock start`.
    ClockStart,
    /// A manual clock moved on, in milliseconds: `tick 20m`.
    Tick(i64),
    /// A colour-up with the race cards: `colorup 25 1:Ah 3:Kd`.
    ColourUp {
        chip: Chips,
        cards: Vec<(SeatNo, Card)>,
    },
}

/// Reads a seating or session word other than a tournament's, or `None`
/// when the line is not one.
pub(super) fn parse_seating_word(line: &str) -> Option<Result<SessionCommand, WordError>> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let first = words.first()?.to_ascii_lowercase();
    let seat = |i: usize| -> Result<SeatNo, WordError> {
        words
            .get(i)
            .and_then(|w| w.parse::<u8>().ok())
            .map(SeatNo)
            .ok_or_else(|| WordError::SeatMissing {
                line: line.to_string(),
            })
    };
    let chips = |i: usize| -> Result<Chips, WordError> {
        words
            .get(i)
            .and_then(|w| w.parse::<u64>().ok())
            .map(Chips)
            .ok_or_else(|| WordError::ChipsMissing {
                line: line.to_string(),
            })
    };
    let form = |form| WordError::Form {
        line: line.to_string(),
        form,
    };
    let command = match first.as_str() {
        "sit" if words.len() >= 3 && words[words.len() - 1].parse::<u64>().is_err() => {
            seat(1).map(|seat| SessionCommand::Enter {
                seat,
                name: words[2..].join(" "),
            })
        }
        "sit" if words.len() >= 4 => (|| {
            Ok(SessionCommand::Sit {
                seat: seat(1)?,
                name: words[2..words.len() - 1].join(" "),
                chips: chips(words.len() - 1)?,
            })
        })(),
        "sit" => Err(form("sit SEAT NAME CHIPS · sit SEAT NAME")),
        "rebuy" if words.len() == 2 => seat(1).map(SessionCommand::TournamentRebuy),
        "leave" => seat(1).map(SessionCommand::Leave),
        "out" => seat(1).map(SessionCommand::Out),
        "back" => seat(1).map(SessionCommand::Back),
        "rebuy" => (|| {
            Ok(SessionCommand::Rebuy {
                seat: seat(1)?,
                chips: chips(2)?,
            })
        })(),
        "move" => (|| {
            Ok(SessionCommand::Move {
                from: seat(1)?,
                to: seat(2)?,
            })
        })(),
        "button" => seat(1).map(SessionCommand::Button),
        "draw" => words[1..]
            .chunks(2)
            .map(|pair| match pair {
                [s, c] => {
                    let seat = s
                        .parse::<u8>()
                        .map(SeatNo)
                        .map_err(|_| WordError::NotASeat {
                            line: line.to_string(),
                            word: (*s).to_string(),
                        })?;
                    let card = c.parse::<Card>().map_err(|error| WordError::Card {
                        word: (*c).to_string(),
                        error,
                    })?;
                    Ok((seat, card))
                }
                _ => Err(form("draw SEAT CARD SEAT CARD …")),
            })
            .collect::<Result<Vec<_>, WordError>>()
            .map(SessionCommand::Draw),
        "dealer" if words.len() > 1 => Ok(SessionCommand::Dealer(words[1..].join(" "))),
        _ => return None,
    };
    Some(command)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::parse_session;

    #[test]
    fn session_words_are_read_and_other_lines_are_not_theirs() {
        assert_eq!(
            parse_session("sit 3 Ana Maria 200"),
            Some(Ok(SessionCommand::Sit {
                seat: SeatNo(3),
                name: "Ana Maria".into(),
                chips: Chips(200)
            }))
        );
        assert_eq!(
            parse_session("rebuy 2 100"),
            Some(Ok(SessionCommand::Rebuy {
                seat: SeatNo(2),
                chips: Chips(100)
            }))
        );
        assert_eq!(
            parse_session("sit 3 Ana Maria"),
            Some(Ok(SessionCommand::Enter {
                seat: SeatNo(3),
                name: "Ana Maria".into()
            }))
        );
        assert_eq!(
            parse_session("rebuy 2"),
            Some(Ok(SessionCommand::TournamentRebuy(SeatNo(2))))
        );
        assert!(matches!(parse_session("sit 3"), Some(Err(_))));
        assert!(matches!(parse_session("leave x"), Some(Err(_))));
        assert_eq!(parse_session("c"), None);
        assert_eq!(parse_session("dealer"), None);
    }
}

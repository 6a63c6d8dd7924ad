//! The tournament words: `tick DURATION` (a manual clock), `addon SEAT`,
//! `colorup DENOM SEAT:CARD …` and `clock start`, read into session
//! commands; and the floor's (`FloorWord`), entered after `floor NAME PIN
//! "REASON"`: `clock pause`, `clock resume`, `clock +DURATION`, `clock
//! -DURATION`, `undo-bust SEAT`, `chop SEAT:AMOUNT … [play:AMOUNT]`. The
//! floor's words typed without the floor are refused here, naming the form.

use super::{SessionCommand, WordError};
use crate::desk::SeatNo;
use dealerdesk_core::cards::Card;
use dealerdesk_core::chips::Chips;

/// A floor ruling of a tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FloorWord {
    ClockPause,
    ClockResume,
    /// Time added (> 0) or taken away, in milliseconds.
    ClockAdjust(i64),
    UndoBust(SeatNo),
    /// Money by seat, and what is left to play for.
    Chop {
        amounts: Vec<(SeatNo, u64)>,
        play_for: u64,
    },
}

/// Reads `20m`, `90s`, `1h`, `1h30m`, `2m30s` as milliseconds.
pub fn parse_duration(text: &str) -> Result<i64, WordError> {
    let bad = || WordError::NotDuration {
        word: text.to_string(),
    };
    let mut total: i64 = 0;
    let mut digits = String::new();
    for c in text.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        let n: i64 = digits.parse().map_err(|_| bad())?;
        digits.clear();
        let unit = match c {
            'h' => 3_600_000,
            'm' => 60_000,
            's' => 1_000,
            _ => return Err(bad()),
        };
        total = n
            .checked_mul(unit)
            .and_then(|v| total.checked_add(v))
            .filter(|v| *v <= 1_000 * 3_600_000)
            .ok_or_else(bad)?;
    }
    if !digits.is_empty() || total == 0 {
        return Err(bad());
    }
    Ok(total)
}

fn seat_word(w: Option<&&str>, line: &str) -> Result<SeatNo, WordError> {
    w.and_then(|w| w.parse::<u8>().ok())
        .map(SeatNo)
        .ok_or_else(|| WordError::SeatMissing {
            line: line.to_string(),
        })
}

/// The form of a word, for a line that does not follow it.
fn form(line: &str, form: &'static str) -> WordError {
    WordError::Form {
        line: line.to_string(),
        form,
    }
}

/// `SEAT:VALUE` pairs.
fn pairs<'a>(words: &[&'a str], line: &str) -> Result<Vec<(SeatNo, &'a str)>, WordError> {
    words
        .iter()
        .map(|w| {
            let (s, v) = w.split_once(':').ok_or_else(|| WordError::NotPair {
                line: line.to_string(),
                word: (*w).to_string(),
            })?;
            let seat = s
                .parse::<u8>()
                .map(SeatNo)
                .map_err(|_| WordError::NotASeat {
                    line: line.to_string(),
                    word: s.to_string(),
                })?;
            Ok((seat, v))
        })
        .collect()
}

/// Reads a tournament word a dealer may enter, or refuses a floor word
/// typed without the floor; `None` when the line is neither.
pub(super) fn parse_tournament_word(line: &str) -> Option<Result<SessionCommand, WordError>> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let first = words.first()?.to_ascii_lowercase();
    Some(match first.as_str() {
        "tick" => match words.get(1) {
            Some(d) if words.len() == 2 => parse_duration(d).map(SessionCommand::Tick),
            _ => Err(form(line, "tick DURATION (20m, 90s)")),
        },
        "addon" => seat_word(words.get(1), line).map(SessionCommand::AddOn),
        "clock" if words.get(1) == Some(&"start") && words.len() == 2 => {
            Ok(SessionCommand::ClockStart)
        }
        "colorup" | "colourup" => (|| {
            let chip = words
                .get(1)
                .and_then(|w| w.parse::<u64>().ok())
                .map(Chips)
                .ok_or_else(|| form(line, "colorup DENOM SEAT:CARD …"))?;
            let cards = pairs(&words[2..], line)?
                .into_iter()
                .map(|(s, c)| {
                    let card = c.parse::<Card>().map_err(|error| WordError::Card {
                        word: c.to_string(),
                        error,
                    })?;
                    Ok((s, card))
                })
                .collect::<Result<Vec<_>, WordError>>()?;
            Ok(SessionCommand::ColourUp { chip, cards })
        })(),
        "clock" | "undo-bust" | "chop" => Err(WordError::FloorsWord {
            line: line.to_string(),
        }),
        _ => return None,
    })
}

/// Reads a floor ruling of a tournament, or `None` when it is not one.
pub fn parse_floor_word(ruling: &str) -> Option<Result<FloorWord, WordError>> {
    let words: Vec<&str> = ruling.split_whitespace().collect();
    let line = ruling;
    Some(match (words.first().copied()?, words.get(1).copied()) {
        ("clock", Some("pause")) if words.len() == 2 => Ok(FloorWord::ClockPause),
        ("clock", Some("resume")) if words.len() == 2 => Ok(FloorWord::ClockResume),
        ("clock", Some(d)) if words.len() == 2 && (d.starts_with('+') || d.starts_with('-')) => {
            parse_duration(&d[1..])
                .map(|ms| FloorWord::ClockAdjust(if d.starts_with('-') { -ms } else { ms }))
        }
        ("clock", _) => Err(form(
            line,
            "clock pause · clock resume · clock +5m · clock -1m",
        )),
        ("undo-bust", _) if words.len() == 2 => {
            seat_word(words.get(1), line).map(FloorWord::UndoBust)
        }
        ("undo-bust", _) => Err(form(line, "undo-bust SEAT")),
        ("chop", _) => (|| {
            let mut amounts = Vec::new();
            let mut play_for = 0;
            for w in &words[1..] {
                if let Some(p) = w.strip_prefix("play:") {
                    play_for = p.parse().map_err(|_| WordError::NotPlayFor {
                        line: line.to_string(),
                        word: (*w).to_string(),
                    })?;
                    continue;
                }
                for (seat, v) in pairs(std::slice::from_ref(w), line)? {
                    let amount = v.parse::<u64>().map_err(|_| WordError::NotAmount {
                        line: line.to_string(),
                        word: v.to_string(),
                    })?;
                    amounts.push((seat, amount));
                }
            }
            if amounts.is_empty() {
                return Err(form(line, "chop SEAT:AMOUNT … [play:AMOUNT]"));
            }
            Ok(FloorWord::Chop { amounts, play_for })
        })(),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_in_hours_minutes_and_seconds() {
        assert_eq!(parse_duration("20m"), Ok(1_200_000));
        assert_eq!(parse_duration("90s"), Ok(90_000));
        assert_eq!(parse_duration("1h5m"), Ok(3_900_000));
        assert!(parse_duration("20").is_err());
        assert!(parse_duration("0m").is_err());
        assert!(parse_duration("m").is_err());
        assert!(parse_duration("99999999h").is_err());
    }

    #[test]
    fn tournament_words_are_read_and_the_floor_s_are_refused_without_the_floor() {
        assert_eq!(
            parse_tournament_word("colorup 25 1:Ah 3:Kd"),
            Some(Ok(SessionCommand::ColourUp {
                chip: Chips(25),
                cards: vec![
                    (SeatNo(1), "Ah".parse().unwrap()),
                    (SeatNo(3), "Kd".parse().unwrap())
                ]
            }))
        );
        assert_eq!(
            parse_tournament_word("tick 90s"),
            Some(Ok(SessionCommand::Tick(90_000)))
        );
        assert!(
            matches!(parse_tournament_word("clock pause"), Some(Err(WordError::FloorsWord { line })) if line == "clock pause")
        );
        assert!(matches!(
            parse_tournament_word("chop 1:50 2:50"),
            Some(Err(_))
        ));
        assert_eq!(
            parse_floor_word("clock -2m"),
            Some(Ok(FloorWord::ClockAdjust(-120_000)))
        );
        assert_eq!(
            parse_floor_word("chop 1:500 4:300 play:200"),
            Some(Ok(FloorWord::Chop {
                amounts: vec![(SeatNo(1), 500), (SeatNo(4), 300)],
                play_for: 200
            }))
        );
        assert_eq!(parse_floor_word("kill p2"), None);
    }
}

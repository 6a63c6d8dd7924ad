//! Reading a hand from PHH text: the flat reader's fast path or the TOML
//! reader (its refusal kept as a place and its words), each amount checked
//! as whole chips, the per-player lists in the engine's order, the actions
//! read, and the seats checked.

use crate::chips::Chips;
use crate::engine::{Action, HandSpec};
use crate::game::{Opener, Structure, Variant};
use crate::rules::AntePots;

use super::{FieldFault, Num, PhhError, PhhHand, RawPhh, RecordedStack, flat_toml, parse_action};

impl PhhHand {
    /// Reads a hand from PHH text.
    pub fn parse(text: &str) -> Result<PhhHand, PhhError> {
        crate::limits::check_text(text)?;
        let raw = match flat_toml::parse(text).and_then(RawPhh::from_flat) {
            Some(raw) => raw,
            None => toml::from_str(text).map_err(|e| syntax(text, &e))?,
        };
        let variant = Variant::from_code(&raw.variant)
            .ok_or_else(|| PhhError::Unsupported(raw.variant.clone()))?;
        let spec = game_stakes(variant, hand_spec(&raw)?);
        let n = spec.stacks.len();
        let actions = read_actions(raw.actions)?;
        let rake = raw.rake.as_ref().map(|v| chips("_rake", v)).transpose()?;
        let seats = raw
            .seats
            .as_deref()
            .map(|v| seat_numbers(v, n))
            .transpose()?;
        Ok(PhhHand {
            variant,
            spec,
            ante_trimming: raw.ante_trimming_status.unwrap_or(true),
            actions,
            finishing_stacks: raw.finishing_stacks.map(|v| recorded_stacks(&v)),
            players: raw.players,
            seats,
            rake,
        })
    }
}

fn chips(field: &'static str, v: &Num) -> Result<Chips, PhhError> {
    let too_many = || PhhError::Field {
        field,
        fault: FieldFault::TooManyChips {
            value: v.to_string(),
        },
    };
    match *v {
        Num::Int(i) if i >= 0 => Chips::bounded(i as u64).ok_or_else(too_many),
        Num::Float(f) if f > Chips::MAX.0 as f64 => Err(too_many()),
        Num::Float(f) if f.fract() == 0.0 && f >= 0.0 => Ok(Chips(f as u64)),
        Num::Float(f) if f >= 0.0 => Err(PhhError::Fractional { field, value: f }),
        other => Err(PhhError::Field {
            field,
            fault: FieldFault::NotChips {
                value: other.to_string(),
            },
        }),
    }
}

fn chips_list(field: &'static str, v: &[Num]) -> Result<Vec<Chips>, PhhError> {
    v.iter().map(|x| chips(field, x)).collect()
}

fn opt_chips(field: &'static str, v: &Option<Num>) -> Result<Chips, PhhError> {
    v.as_ref().map_or(Ok(Chips::ZERO), |v| chips(field, v))
}

/// What the TOML reader refused in `text`: its place and its words.
fn syntax(text: &str, e: &toml::de::Error) -> PhhError {
    PhhError::Syntax {
        at: e.span().map(|span| text_place(text, span.start)),
        said: e.message().to_owned(),
    }
}

/// The line and column (from 1, in characters) of byte `index` in `text`,
/// counted as the TOML reader counts them: an index past the end is a
/// column past the last character.
fn text_place(text: &str, index: usize) -> (u64, u64) {
    let bytes = text.as_bytes();
    let Some(last) = bytes.len().checked_sub(1) else {
        return (1, index as u64 + 1);
    };
    let at = index.min(last);
    let line_start = bytes[..at]
        .iter()
        .rposition(|b| *b == b'\n')
        .map_or(0, |nl| nl + 1);
    let line = bytes[..line_start].iter().filter(|b| **b == b'\n').count();
    let column = std::str::from_utf8(&bytes[line_start..=at])
        .map_or(at - line_start, |s| s.chars().count() - 1)
        + (index - at);
    (line as u64 + 1, column as u64 + 1)
}

/// The hand's stacks, antes, blinds, posts and bets from its PHH fields.
fn hand_spec(raw: &RawPhh) -> Result<HandSpec, PhhError> {
    let stacks = chips_list("starting_stacks", &raw.starting_stacks)?;
    let n = stacks.len();
    let antes = per_position("antes", &raw.antes, n)?;
    let blinds = per_position("blinds_or_straddles", &raw.blinds_or_straddles, n)?;
    let max_blind = blinds.iter().copied().max().unwrap_or_default();
    let min_bet = match &raw.min_bet {
        Some(v) => chips("min_bet", v)?,
        None => max_blind,
    };
    let burns_entered = raw
        .actions
        .iter()
        .any(|a| a.trim_start().starts_with("d burn"));
    let ante_trimming = raw.ante_trimming_status.unwrap_or(true);
    Ok(HandSpec {
        burns_entered,
        // Untrimmed antes are dead money in the main pot, whatever the
        // house does with its own.
        ante_pots: (!ante_trimming).then_some(AntePots::DeadMainPot),
        stacks,
        antes,
        blinds,
        posts: if raw.posts.is_empty() {
            Vec::new()
        } else {
            per_position("_posts", &raw.posts, n)?
        },
        bring_in: opt_chips("bring_in", &raw.bring_in)?,
        small_bet: opt_chips("small_bet", &raw.small_bet)?,
        big_bet: opt_chips("big_bet", &raw.big_bet)?,
        min_bet,
        odd_chip_unit: None,
    })
}

/// Only the stakes the game's opener and structure use, as the hand is
/// written back: a stake of another game (a big bet in no-limit, blinds in
/// stud) is dropped, and a fixed-limit or stud minimum bet is the biggest
/// blind, as when the field is left out.
fn game_stakes(variant: Variant, mut spec: HandSpec) -> HandSpec {
    let def = variant.def();
    match (def.game.def().opener, def.structure) {
        (Opener::Blinds, Structure::NoLimit | Structure::PotLimit) => {
            spec.bring_in = Chips::ZERO;
            spec.small_bet = Chips::ZERO;
            spec.big_bet = Chips::ZERO;
        }
        (Opener::Blinds, Structure::FixedLimit) => spec.bring_in = Chips::ZERO,
        (Opener::BringIn, _) => spec.blinds = vec![Chips::ZERO; spec.stacks.len()],
    }
    if def.structure == Structure::FixedLimit || def.game.def().opener == Opener::BringIn {
        spec.min_bet = spec.blinds.iter().copied().max().unwrap_or_default();
    }
    spec
}

/// A list with one amount for each of `n` players (none written: all
/// zero), in the engine's order: PHH lists heads-up blinds big first.
fn per_position(field: &'static str, v: &[Num], n: usize) -> Result<Vec<Chips>, PhhError> {
    let mut list = chips_list(field, v)?;
    if list.is_empty() {
        list = vec![Chips::ZERO; n];
    }
    if list.len() != n {
        return Err(PhhError::Field {
            field,
            fault: FieldFault::Length {
                got: list.len(),
                players: n,
            },
        });
    }
    if n == 2 {
        list.reverse();
    }
    Ok(list)
}

/// Each action as written (a `#` comment cut off) and as read.
fn read_actions(written: Vec<String>) -> Result<Vec<(String, Action)>, PhhError> {
    let mut actions = Vec::with_capacity(written.len());
    for (index, written) in written.into_iter().enumerate() {
        let text = match written.split('#').next().map(str::trim) {
            Some(t) if t.len() == written.len() => written,
            Some(t) => t.to_string(),
            None => String::new(),
        };
        match parse_action(&text) {
            Ok(a) => actions.push((text, a)),
            Err(e) => {
                return Err(PhhError::Action {
                    index,
                    text,
                    error: e,
                });
            }
        }
    }
    Ok(actions)
}

/// The finishing stacks as the file wrote them, fractions kept.
fn recorded_stacks(v: &[Num]) -> Vec<RecordedStack> {
    v.iter()
        .map(|x| match *x {
            Num::Int(i) => RecordedStack(i as f64),
            Num::Float(f) => RecordedStack(f),
        })
        .collect()
}

/// The `seats` field: one seat number from 1 to 10 per player, no seat twice.
fn seat_numbers(v: &[Num], players: usize) -> Result<Vec<u8>, PhhError> {
    let field = "seats";
    if v.len() != players {
        return Err(PhhError::Field {
            field,
            fault: FieldFault::Length {
                got: v.len(),
                players,
            },
        });
    }
    let mut seats = Vec::with_capacity(v.len());
    for x in v {
        let seat = match *x {
            Num::Int(i) if (1..=10).contains(&i) => i as u8,
            other => {
                return Err(PhhError::Field {
                    field,
                    fault: FieldFault::NotASeat {
                        value: other.to_string(),
                    },
                });
            }
        };
        if seats.contains(&seat) {
            return Err(PhhError::Field {
                field,
                fault: FieldFault::SeatTwice(seat),
            });
        }
        seats.push(seat);
    }
    Ok(seats)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The place a refusal names is the one the TOML reader prints, in
    /// characters, across lines and past the end.
    #[test]
    fn a_refusal_is_placed_where_the_toml_reader_places_it() {
        for text in [
            "variant = 'NT'\nstarting_stacks = 'x'\n",
            "variant = 'NT'\n",
            "variant = 'NT'\nplayers = ['Žofie', 'Åse']\nstarting_stacks = [1, 'é']\n",
            "variant = 'NT'\nstarting_stacks = [1,",
            "= 1",
        ] {
            let Err(e) = toml::from_str::<RawPhh>(text) else {
                panic!("{text:?} does not read");
            };
            let printed = e.to_string();
            let heading = printed.lines().next().unwrap();
            let PhhError::Syntax { at, said } = syntax(text, &e) else {
                panic!("{text:?} is a syntax fault");
            };
            let (line, column) = at.unwrap();
            assert_eq!(
                heading,
                format!("TOML parse error at line {line}, column {column}"),
                "{text:?}"
            );
            assert!(printed.contains(&said), "{printed}");
        }
    }
}

//! Reading a hand from PHH text: the flat reader's fast path or the TOML
//! reader (its refusal kept as a place and its words), each amount checked
//! as whole chips, the per-player lists in the engine's order, the actions
//! read, and the seats checked.

use crate::chips::Chips;
use crate::engine::{Action, HandSpec};
use crate::game::{Opener, Structure, Variant};
use crate::rules::AntePots;

use super::{
    FieldFault, Num, PhhError, PhhHand, RawPhh, RecordedStack, Scale, flat_toml, parse_action,
};

impl PhhHand {
    /// Reads a hand from PHH text, in whole chips.
    pub fn parse(text: &str) -> Result<PhhHand, PhhError> {
        PhhHand::read(text, Scale::WHOLE)
    }

    /// Reads a hand with every amount in `scale`'s units.
    pub(super) fn read(text: &str, scale: Scale) -> Result<PhhHand, PhhError> {
        crate::limits::check_text(text)?;
        let raw = match flat_toml::parse(text).and_then(RawPhh::from_flat) {
            Some(raw) => raw,
            None => toml::from_str(text).map_err(|e| syntax(text, &e))?,
        };
        let variant = Variant::from_code(&raw.variant)
            .ok_or_else(|| PhhError::Unsupported(raw.variant.clone()))?;
        let spec = game_stakes(variant, hand_spec(&raw, scale)?);
        let n = spec.stacks.len();
        let actions = read_actions(raw.actions, scale)?;
        let rake = raw
            .rake
            .as_ref()
            .map(|v| chips("_rake", v, scale))
            .transpose()?;
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
            finishing_stacks: raw.finishing_stacks.map(|v| recorded_stacks(&v, scale)),
            players: raw.players,
            seats,
            rake,
        })
    }
}

fn chips(field: &'static str, v: &Num, scale: Scale) -> Result<Chips, PhhError> {
    match (scale.of_num(*v), *v) {
        (Some(Ok(c)), _) => Ok(c),
        (Some(Err(())), _) => Err(PhhError::Field {
            field,
            fault: FieldFault::TooManyChips {
                value: v.to_string(),
            },
        }),
        (None, Num::Float(f)) if f >= 0.0 => Err(PhhError::Fractional { field, value: f }),
        (None, other) => Err(PhhError::Field {
            field,
            fault: FieldFault::NotChips {
                value: other.to_string(),
            },
        }),
    }
}

fn chips_list(field: &'static str, v: &[Num], scale: Scale) -> Result<Vec<Chips>, PhhError> {
    v.iter().map(|x| chips(field, x, scale)).collect()
}

fn opt_chips(field: &'static str, v: &Option<Num>, scale: Scale) -> Result<Chips, PhhError> {
    v.as_ref()
        .map_or(Ok(Chips::ZERO), |v| chips(field, v, scale))
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
fn hand_spec(raw: &RawPhh, scale: Scale) -> Result<HandSpec, PhhError> {
    let stacks = chips_list("starting_stacks", &raw.starting_stacks, scale)?;
    let n = stacks.len();
    let antes = per_position("antes", &raw.antes, n, scale)?;
    let blinds = per_position("blinds_or_straddles", &raw.blinds_or_straddles, n, scale)?;
    let max_blind = blinds.iter().copied().max().unwrap_or_default();
    let min_bet = match &raw.min_bet {
        Some(v) => chips("min_bet", v, scale)?,
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
            per_position("_posts", &raw.posts, n, scale)?
        },
        bring_in: opt_chips("bring_in", &raw.bring_in, scale)?,
        small_bet: opt_chips("small_bet", &raw.small_bet, scale)?,
        big_bet: opt_chips("big_bet", &raw.big_bet, scale)?,
        min_bet,
        // A split down to a bigger chip than one (a tournament's smallest
        // chip in play), as the hand was dealt.
        odd_chip_unit: raw
            .odd_chip_unit
            .as_ref()
            .map(|v| chips("_odd_chip_unit", v, scale))
            .transpose()?
            .filter(|c| !c.is_zero()),
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
fn per_position(
    field: &'static str,
    v: &[Num],
    n: usize,
    scale: Scale,
) -> Result<Vec<Chips>, PhhError> {
    let mut list = chips_list(field, v, scale)?;
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

/// Each action as written (a `#` comment cut off) and as read, its amount
/// in `scale`'s units.
fn read_actions(written: Vec<String>, scale: Scale) -> Result<Vec<(String, Action)>, PhhError> {
    let mut actions = Vec::with_capacity(written.len());
    for (index, written) in written.into_iter().enumerate() {
        let text = match written.split('#').next().map(str::trim) {
            Some(t) if t.len() == written.len() => written,
            Some(t) => t.to_string(),
            None => String::new(),
        };
        match parse_action(&in_units(&text, scale)?) {
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

/// An action's text with its amount (`p2 cbr 1.75`, `d oot p2 cbr 1.75`)
/// written in `scale`'s units (`p2 cbr 175`); an amount in finer fractions
/// is fractional chips, and any other word is left for the action reader.
fn in_units(text: &str, scale: Scale) -> Result<std::borrow::Cow<'_, str>, PhhError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let [head @ .., "cbr", amount] = words.as_slice() else {
        return Ok(text.into());
    };
    if scale == Scale::WHOLE && !amount.contains('.') {
        return Ok(text.into());
    }
    match (scale.of_word(amount), amount.parse::<f64>()) {
        (Some(units), _) => Ok(format!("{} cbr {units}", head.join(" ")).into()),
        (None, Ok(value)) if value.is_finite() && value >= 0.0 && amount.contains('.') => {
            Err(PhhError::Fractional {
                field: "actions",
                value,
            })
        }
        _ => Ok(text.into()),
    }
}

/// The finishing stacks as the file wrote them, fractions kept, in
/// `scale`'s units.
fn recorded_stacks(v: &[Num], scale: Scale) -> Vec<RecordedStack> {
    v.iter()
        .map(|x| {
            let written = match *x {
                Num::Int(i) => i as f64,
                Num::Float(f) => f,
            };
            let units = written * scale.0 as f64;
            // 0.1 at 100 is 10, not 10.000000000000002.
            match units.round() {
                whole if scale != Scale::WHOLE && (units - whole).abs() < 1e-6 => {
                    RecordedStack(whole)
                }
                _ => RecordedStack(units),
            }
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

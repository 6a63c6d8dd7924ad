//! Poker Hand History (PHH) notation: reading a hand (`PhhHand::parse`), reading
//! one action (`parse_action`) and writing a hand back (`PhhHand::to_phh`).
//! The variants of `game::Variant` are read (`Variant::ALL`); any other is
//! reported as `PhhError::Unsupported`. Reading a hand lives in `read`, a
//! hand in fractions of a chip read in a smaller unit in `scale`; this module
//! holds the hand, its faults, the raw fields and writing.
//!
//! Positions follow PHH: `p1` is left of the button. Heads-up, PHH lists the
//! blinds and antes in reverse (the button posts the first entry); `parse`
//! turns them into per-position amounts for the engine. A live blind posted
//! out of position by a player coming back (`HandSpec::posts`) is written in
//! the user-defined field `_posts`, per position like the blinds.

mod action;
mod flat_toml;
pub mod phhs;
mod read;
mod scale;

pub use action::{ActionError, OneCard, parse_action};
pub use scale::Scale;

use serde::Deserialize;

use flat_toml::Flat;

use crate::chips::Chips;
use crate::engine::{Action, HandSpec};
use crate::game::{Opener, Structure, Variant};
use crate::limits::OverLimit;

/// Why a PHH text could not be read, as data: the faces say it through
/// their catalogue.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum PhhError {
    /// The text is not valid TOML, or a field has the wrong type: where,
    /// when the TOML reader names a place, and the reader's own words,
    /// kept as data beside it.
    #[error("not a valid hand history: {said}")]
    Syntax {
        /// The line and column (from 1) the reader names.
        at: Option<(u64, u64)>,
        /// The reader's message.
        said: String,
    },
    /// The text is too large, or nests too deep, to be read.
    #[error(transparent)]
    OverLimit(#[from] OverLimit),
    /// A variant this program does not deal.
    #[error("unsupported variant {0}")]
    Unsupported(String),
    /// Chips in fractions, which a table does not deal in.
    #[error("fractional chips ({field} has {value})")]
    Fractional {
        /// The field.
        field: &'static str,
        /// The amount written.
        value: f64,
    },
    /// A field holds a value the hand cannot use.
    #[error("{field}: {fault}")]
    Field {
        /// The field.
        field: &'static str,
        /// What is wrong with it.
        fault: FieldFault,
    },
    /// An action could not be read.
    #[error("action {index} '{text}': {error}")]
    Action {
        /// The action's index in the record.
        index: usize,
        /// The action as written.
        text: String,
        /// Why it does not read.
        error: ActionError,
    },
    /// A `.phhs` file with two hands under one key.
    #[error("hand [{0}] appears twice")]
    KeyTwice(String),
    /// A `.phhs` line before the first hand's header.
    #[error("'{0}' stands before the first hand's [n] header")]
    BeforeHeader(String),
}

/// What is wrong with a field's value.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FieldFault {
    /// More chips than a table holds.
    #[error("{value} is more than the {} chips a table can hold", Chips::MAX)]
    TooManyChips {
        /// The amount as written.
        value: String,
    },
    /// Not an amount of chips.
    #[error("{value} is not an amount of chips")]
    NotChips {
        /// The value as written.
        value: String,
    },
    /// Another number of entries than players.
    #[error("lists {got} entries but starting_stacks lists {players}")]
    Length {
        /// Entries in the field.
        got: usize,
        /// Players, by `starting_stacks`.
        players: usize,
    },
    /// Not a seat number.
    #[error("{value} is not a seat from 1 to 10")]
    NotASeat {
        /// The value as written.
        value: String,
    },
    /// A seat listed twice.
    #[error("seat {0} is listed twice")]
    SeatTwice(u8),
}

impl PhhError {
    /// Whether this is a hand the program does not support, rather than a bad file.
    pub fn is_unsupported(&self) -> bool {
        matches!(self, PhhError::Unsupported(_) | PhhError::Fractional { .. })
    }
}

/// A number as written in a hand history: whole or fractional.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Num {
    Int(i64),
    Float(f64),
}

impl<'de> Deserialize<'de> for Num {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Num, D::Error> {
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = Num;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a number")
            }
            fn visit_i64<E>(self, v: i64) -> Result<Num, E> {
                Ok(Num::Int(v))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<Num, E> {
                i64::try_from(v).map(Num::Int).map_err(E::custom)
            }
            fn visit_f64<E>(self, v: f64) -> Result<Num, E> {
                Ok(Num::Float(v))
            }
        }
        d.deserialize_any(V)
    }
}

impl std::fmt::Display for Num {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Num::Int(i) => i.fmt(f),
            Num::Float(x) => x.fmt(f),
        }
    }
}

#[derive(Default, Deserialize)]
struct RawPhh {
    variant: String,
    #[serde(default)]
    ante_trimming_status: Option<bool>,
    #[serde(default)]
    antes: Vec<Num>,
    #[serde(default)]
    blinds_or_straddles: Vec<Num>,
    #[serde(default)]
    bring_in: Option<Num>,
    #[serde(default)]
    small_bet: Option<Num>,
    #[serde(default)]
    big_bet: Option<Num>,
    #[serde(default)]
    min_bet: Option<Num>,
    #[serde(default, rename = "_posts")]
    posts: Vec<Num>,
    starting_stacks: Vec<Num>,
    #[serde(default)]
    actions: Vec<String>,
    #[serde(default)]
    finishing_stacks: Option<Vec<Num>>,
    #[serde(default)]
    players: Option<Vec<String>>,
    #[serde(default)]
    seats: Option<Vec<Num>>,
    #[serde(default, rename = "_rake")]
    rake: Option<Num>,
    #[serde(default, rename = "_odd_chip_unit")]
    odd_chip_unit: Option<Num>,
}

impl RawPhh {
    /// The fields from a flat reading; `None` when a field has an unexpected
    /// shape, so that the full parser can report it.
    fn from_flat(fields: Vec<(&str, Flat)>) -> Option<RawPhh> {
        fn num(v: &Flat) -> Option<Num> {
            match v {
                Flat::Int(i) => Some(Num::Int(*i)),
                Flat::Float(f) => Some(Num::Float(*f)),
                _ => None,
            }
        }
        fn nums(v: &Flat) -> Option<Vec<Num>> {
            match v {
                Flat::Array(items) => items.iter().map(num).collect(),
                _ => None,
            }
        }
        fn strings(v: Flat) -> Option<Vec<String>> {
            match v {
                Flat::Array(items) => items
                    .into_iter()
                    .map(|i| match i {
                        Flat::Str(s) => Some(s),
                        _ => None,
                    })
                    .collect(),
                _ => None,
            }
        }
        let mut raw = RawPhh::default();
        let mut has = (false, false);
        for (key, value) in fields {
            match key {
                "variant" => match value {
                    Flat::Str(s) => {
                        raw.variant = s;
                        has.0 = true;
                    }
                    _ => return None,
                },
                "ante_trimming_status" => match value {
                    Flat::Bool(b) => raw.ante_trimming_status = Some(b),
                    _ => return None,
                },
                "antes" => raw.antes = nums(&value)?,
                "blinds_or_straddles" => raw.blinds_or_straddles = nums(&value)?,
                "bring_in" => raw.bring_in = Some(num(&value)?),
                "small_bet" => raw.small_bet = Some(num(&value)?),
                "big_bet" => raw.big_bet = Some(num(&value)?),
                "min_bet" => raw.min_bet = Some(num(&value)?),
                "_posts" => raw.posts = nums(&value)?,
                "starting_stacks" => {
                    raw.starting_stacks = nums(&value)?;
                    has.1 = true;
                }
                "finishing_stacks" => raw.finishing_stacks = Some(nums(&value)?),
                "actions" => raw.actions = strings(value)?,
                "players" => raw.players = Some(strings(value)?),
                "seats" => raw.seats = Some(nums(&value)?),
                "_rake" => raw.rake = Some(num(&value)?),
                "_odd_chip_unit" => raw.odd_chip_unit = Some(num(&value)?),
                _ => {}
            }
        }
        (has.0 && has.1).then_some(raw)
    }
}

/// A recorded finishing stack: whole chips, or a half chip from a split that a
/// source without an odd-chip rule divided evenly.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RecordedStack(pub f64);

/// One hand read from PHH.
#[derive(Clone, Debug, PartialEq)]
pub struct PhhHand {
    /// The game.
    pub variant: Variant,
    /// Stacks and forced bets by position.
    pub spec: HandSpec,
    /// Whether antes layer into side pots (`ante_trimming_status`, default true).
    pub ante_trimming: bool,
    /// The actions, each with its text as written.
    pub actions: Vec<(String, Action)>,
    /// The stacks after the hand, when recorded.
    pub finishing_stacks: Option<Vec<RecordedStack>>,
    /// Player names, when recorded.
    pub players: Option<Vec<String>>,
    /// Each player's seat number at the table (1 to 10), when recorded.
    pub seats: Option<Vec<u8>>,
    /// The chips the house took from the pots, when any: the user-defined
    /// field `_rake` (informative; a replay takes the rake its rules say).
    pub rake: Option<Chips>,
}

impl PhhHand {
    /// Writes the hand as PHH text.
    pub fn to_phh(&self) -> String {
        let n = self.spec.stacks.len();
        let list = |v: &[Chips]| -> String {
            let mut v = v.to_vec();
            if n == 2 {
                v.reverse();
            }
            let items: Vec<String> = v.iter().map(|c| c.to_string()).collect();
            format!("[{}]", items.join(", "))
        };
        let mut out = format!(
            "variant = '{}'\nante_trimming_status = {}\nantes = {}\n",
            self.variant.code(),
            self.ante_trimming,
            list(&self.spec.antes)
        );
        let variant = self.variant.def();
        match (variant.game.def().opener, variant.structure) {
            (Opener::Blinds, Structure::NoLimit | Structure::PotLimit) => {
                out += &format!(
                    "blinds_or_straddles = {}\nmin_bet = {}\n",
                    list(&self.spec.blinds),
                    self.spec.min_bet
                );
            }
            (Opener::Blinds, Structure::FixedLimit) => {
                out += &format!(
                    "blinds_or_straddles = {}\nsmall_bet = {}\nbig_bet = {}\n",
                    list(&self.spec.blinds),
                    self.spec.small_bet,
                    self.spec.big_bet
                );
            }
            (Opener::BringIn, _) => {
                out += &format!(
                    "bring_in = {}\nsmall_bet = {}\nbig_bet = {}\n",
                    self.spec.bring_in, self.spec.small_bet, self.spec.big_bet
                );
            }
        }
        if !self.spec.posts.is_empty() {
            out += &format!("_posts = {}\n", list(&self.spec.posts));
        }
        let stacks: Vec<String> = self.spec.stacks.iter().map(|c| c.to_string()).collect();
        out += &format!("starting_stacks = [{}]\nactions = [\n", stacks.join(", "));
        for (_, a) in &self.actions {
            out += &format!("  '{a}',\n");
        }
        out += "]\n";
        if let Some(players) = &self.players {
            let names: Vec<String> = players.iter().map(|p| toml_string(p)).collect();
            out += &format!("players = [{}]\n", names.join(", "));
        }
        if let Some(seats) = &self.seats {
            let v: Vec<String> = seats.iter().map(u8::to_string).collect();
            out += &format!("seats = [{}]\n", v.join(", "));
        }
        if let Some(fin) = &self.finishing_stacks {
            let v: Vec<String> = fin.iter().map(|s| format_stack(s.0)).collect();
            out += &format!("finishing_stacks = [{}]\n", v.join(", "));
        }
        if let Some(rake) = self.rake {
            out += &format!("_rake = {rake}\n");
        }
        if let Some(unit) = self.spec.odd_chip_unit {
            out += &format!("_odd_chip_unit = {unit}\n");
        }
        out
    }
}

/// A name as a TOML string, every character kept: literal (`'Ana'`) where
/// it can be, else basic with escapes (`"O'Brien"`, `"Ana\nBo"` from an old
/// log).
fn toml_string(s: &str) -> String {
    if !s.contains('\'') && !s.chars().any(char::is_control) {
        return format!("'{s}'");
    }
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if c.is_control() => out.push_str(&format!("\\u{:04X}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn format_stack(v: f64) -> String {
    if v.fract() == 0.0 {
        format!("{}", v as u64)
    } else {
        format!("{v}")
    }
}

//! Poker Hand History (PHH) notation: reading a hand (`PhhHand::parse`), reading
//! one action (`parse_action`) and writing a hand back (`PhhHand::to_phh`).
//! Variants `NT`, `FT`, `PT` (pot-limit hold'em), `F7S` and `F7S/8` are
//! supported; any other is reported as `PhhError::Unsupported`.
//!
//! Positions follow PHH: `p1` is left of the button. Heads-up, PHH lists the
//! blinds and antes in reverse (the button posts the first entry); `parse`
//! turns them into per-position amounts for the engine. A live blind posted
//! out of position by a player coming back (`HandSpec::posts`) is written in
//! the user-defined field `_posts`, per position like the blinds.

mod flat_toml;
pub mod phhs;

use serde::Deserialize;

use flat_toml::Flat;

use crate::cards::{Card, parse_cards};
use crate::chips::{Chips, Pos};
use crate::engine::{Action, HandSpec, HeldAct};
use crate::rules::{AntePots, HouseRules, Preset};

/// A supported game variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// No-limit Texas hold'em.
    NoLimitHoldem,
    /// Pot-limit Texas hold'em (this project's `PT`).
    PotLimitHoldem,
    /// Fixed-limit Texas hold'em.
    FixedLimitHoldem,
    /// Seven card stud.
    Stud,
    /// Seven card stud hi/lo eight-or-better.
    StudHiLo,
}

impl Variant {
    /// The PHH code, e.g. `NT`.
    pub fn code(self) -> &'static str {
        match self {
            Variant::NoLimitHoldem => "NT",
            Variant::PotLimitHoldem => "PT",
            Variant::FixedLimitHoldem => "FT",
            Variant::Stud => "F7S",
            Variant::StudHiLo => "F7S/8",
        }
    }

    /// The variant of a PHH code, if supported.
    pub fn from_code(code: &str) -> Option<Variant> {
        Some(match code {
            "NT" => Variant::NoLimitHoldem,
            "PT" => Variant::PotLimitHoldem,
            "FT" => Variant::FixedLimitHoldem,
            "F7S" => Variant::Stud,
            "F7S/8" => Variant::StudHiLo,
            _ => return None,
        })
    }

    /// The variant a ruleset deals.
    pub fn of_rules(rules: &HouseRules) -> Variant {
        match Preset::for_game(rules.game, rules.structure, rules.split) {
            Preset::NoLimitHoldem => Variant::NoLimitHoldem,
            Preset::PotLimitHoldem => Variant::PotLimitHoldem,
            Preset::FixedLimitHoldem => Variant::FixedLimitHoldem,
            Preset::Stud => Variant::Stud,
            Preset::StudHiLo => Variant::StudHiLo,
        }
    }

    /// The bundled preset for this variant.
    pub fn preset(self) -> Preset {
        match self {
            Variant::NoLimitHoldem => Preset::NoLimitHoldem,
            Variant::PotLimitHoldem => Preset::PotLimitHoldem,
            Variant::FixedLimitHoldem => Preset::FixedLimitHoldem,
            Variant::Stud => Preset::Stud,
            Variant::StudHiLo => Preset::StudHiLo,
        }
    }
}

/// Why a PHH text could not be read.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum PhhError {
    /// The text is not valid TOML, or a field has the wrong type.
    #[error("not a valid hand history: {0}")]
    Syntax(String),
    /// A variant this program does not deal.
    #[error("unsupported variant {0}")]
    Unsupported(String),
    /// A field holds a value the hand cannot use.
    #[error("{field}: {message}")]
    Field {
        field: &'static str,
        message: String,
    },
    /// An action could not be read.
    #[error("action {index} '{text}': {message}")]
    Action {
        index: usize,
        text: String,
        message: String,
    },
}

impl PhhError {
    /// Whether this is a hand the program does not support, rather than a bad file.
    pub fn is_unsupported(&self) -> bool {
        matches!(self, PhhError::Unsupported(_))
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
    #[serde(default, rename = "_rake")]
    rake: Option<Num>,
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
                "_rake" => raw.rake = Some(num(&value)?),
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
    /// The chips the house took from the pots, when any: the user-defined
    /// field `_rake` (informative; a replay takes the rake its rules say).
    pub rake: Option<Chips>,
}

fn chips(field: &'static str, v: &Num) -> Result<Chips, PhhError> {
    let too_many = || PhhError::Field {
        field,
        message: format!("{v} is more than the {} chips a table can hold", Chips::MAX),
    };
    match *v {
        Num::Int(i) if i >= 0 => Chips::bounded(i as u64).ok_or_else(too_many),
        Num::Float(f) if f > Chips::MAX.0 as f64 => Err(too_many()),
        Num::Float(f) if f.fract() == 0.0 && f >= 0.0 => Ok(Chips(f as u64)),
        Num::Float(f) if f >= 0.0 => Err(PhhError::Unsupported(format!(
            "fractional chips ({field} has {f})"
        ))),
        other => Err(PhhError::Field {
            field,
            message: format!("{other} is not an amount of chips"),
        }),
    }
}

fn chips_list(field: &'static str, v: &[Num]) -> Result<Vec<Chips>, PhhError> {
    v.iter().map(|x| chips(field, x)).collect()
}

fn opt_chips(field: &'static str, v: &Option<Num>) -> Result<Chips, PhhError> {
    v.as_ref().map_or(Ok(Chips::ZERO), |v| chips(field, v))
}

impl PhhHand {
    /// Reads a hand from PHH text.
    pub fn parse(text: &str) -> Result<PhhHand, PhhError> {
        crate::limits::check_text(text).map_err(|e| PhhError::Syntax(e.to_string()))?;
        let raw = match flat_toml::parse(text).and_then(RawPhh::from_flat) {
            Some(raw) => raw,
            None => toml::from_str(text).map_err(|e| PhhError::Syntax(e.to_string()))?,
        };
        let variant = Variant::from_code(&raw.variant)
            .ok_or_else(|| PhhError::Unsupported(raw.variant.clone()))?;
        let stacks = chips_list("starting_stacks", &raw.starting_stacks)?;
        let n = stacks.len();
        let per_position = |field: &'static str, v: &[Num]| -> Result<Vec<Chips>, PhhError> {
            let mut list = chips_list(field, v)?;
            if list.is_empty() {
                list = vec![Chips::ZERO; n];
            }
            if list.len() != n {
                return Err(PhhError::Field {
                    field,
                    message: format!("lists {} players but starting_stacks lists {n}", list.len()),
                });
            }
            if n == 2 {
                list.reverse();
            }
            Ok(list)
        };
        let antes = per_position("antes", &raw.antes)?;
        let blinds = per_position("blinds_or_straddles", &raw.blinds_or_straddles)?;
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
        let spec = HandSpec {
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
                per_position("_posts", &raw.posts)?
            },
            bring_in: opt_chips("bring_in", &raw.bring_in)?,
            small_bet: opt_chips("small_bet", &raw.small_bet)?,
            big_bet: opt_chips("big_bet", &raw.big_bet)?,
            min_bet,
        };
        let mut actions = Vec::with_capacity(raw.actions.len());
        for (index, written) in raw.actions.into_iter().enumerate() {
            let text = match written.split('#').next().map(str::trim) {
                Some(t) if t.len() == written.len() => written,
                Some(t) => t.to_string(),
                None => String::new(),
            };
            match parse_action(&text) {
                Ok(a) => actions.push((text, a)),
                Err(message) => {
                    return Err(PhhError::Action {
                        index,
                        text,
                        message,
                    });
                }
            }
        }
        let finishing_stacks = raw.finishing_stacks.map(|v| {
            v.iter()
                .map(|x| match *x {
                    Num::Int(i) => RecordedStack(i as f64),
                    Num::Float(f) => RecordedStack(f),
                })
                .collect::<Vec<_>>()
        });
        let rake = raw.rake.as_ref().map(|v| chips("_rake", v)).transpose()?;
        Ok(PhhHand {
            variant,
            spec,
            ante_trimming,
            actions,
            finishing_stacks,
            players: raw.players,
            rake,
        })
    }

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
        match self.variant {
            Variant::NoLimitHoldem | Variant::PotLimitHoldem => {
                out += &format!(
                    "blinds_or_straddles = {}\nmin_bet = {}\n",
                    list(&self.spec.blinds),
                    self.spec.min_bet
                );
            }
            Variant::FixedLimitHoldem => {
                out += &format!(
                    "blinds_or_straddles = {}\nsmall_bet = {}\nbig_bet = {}\n",
                    list(&self.spec.blinds),
                    self.spec.small_bet,
                    self.spec.big_bet
                );
            }
            Variant::Stud | Variant::StudHiLo => {
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
            let names: Vec<String> = players
                .iter()
                .map(|p| format!("'{}'", p.replace('\'', "")))
                .collect();
            out += &format!("players = [{}]\n", names.join(", "));
        }
        if let Some(fin) = &self.finishing_stacks {
            let v: Vec<String> = fin.iter().map(|s| format_stack(s.0)).collect();
            out += &format!("finishing_stacks = [{}]\n", v.join(", "));
        }
        if let Some(rake) = self.rake {
            out += &format!("_rake = {rake}\n");
        }
        out
    }
}

fn format_stack(v: f64) -> String {
    if v.fract() == 0.0 {
        format!("{}", v as u64)
    } else {
        format!("{v}")
    }
}

fn parse_pos(token: &str) -> Result<Pos, String> {
    token
        .strip_prefix('p')
        .and_then(|n| n.parse::<u8>().ok())
        .filter(|n| (1..=10).contains(n))
        .map(|n| Pos(n - 1))
        .ok_or_else(|| format!("'{token}' is not a player (p1 to p10)"))
}

fn parse_known(text: &str) -> Result<Vec<Card>, String> {
    let cards = parse_cards(text).map_err(|e| e.to_string())?;
    cards
        .into_iter()
        .map(|c| c.ok_or_else(|| "board cards must be named, not ??".to_string()))
        .collect()
}

/// Reads one action in PHH notation, e.g. `p3 cbr 300` or `d db AhKd2c`.
pub fn parse_action(text: &str) -> Result<Action, String> {
    let mut words = [""; 6];
    let mut count = 0;
    for word in text.split_whitespace() {
        if count == words.len() {
            return Err("too many words for one action".into());
        }
        words[count] = word;
        count += 1;
    }
    match &words[..count] {
        ["d", "dh", who, cards] => Ok(Action::DealHole {
            to: parse_pos(who)?,
            cards: parse_cards(cards).map_err(|e| e.to_string())?,
        }),
        ["d", "db", cards] => Ok(Action::DealBoard {
            cards: parse_known(cards)?,
        }),
        ["d", "misdeal"] => Ok(Action::Misdeal),
        ["d", "fouled"] => Ok(Action::FouledDeck),
        ["d", "kill", who] => Ok(Action::Kill(parse_pos(who)?)),
        ["d", "short", who] => Ok(Action::Short(parse_pos(who)?)),
        ["d", "award", who] => Ok(Action::Award(parse_pos(who)?)),
        ["d", "see", who] => Ok(Action::See(parse_pos(who)?)),
        ["d", "noburn", cards] => Ok(Action::NoBurn {
            cards: parse_cards(cards).map_err(|e| e.to_string())?,
        }),
        ["d", "doubleburn", card] => match parse_cards(card).map_err(|e| e.to_string())?.as_slice()
        {
            [card] => Ok(Action::DoubleBurn { card: *card }),
            _ => Err("a burn is one card".into()),
        },
        ["d", "oot", who, verb, rest @ ..] => {
            let pos = parse_pos(who)?;
            let act = match (*verb, rest) {
                ("f", []) => HeldAct::Fold,
                ("cc", []) => HeldAct::CheckCall,
                ("cbr", [amount]) => HeldAct::BetRaise(Chips(
                    amount
                        .parse::<u64>()
                        .map_err(|_| format!("'{amount}' is not a whole number of chips"))?,
                )),
                _ => return Err("an out-of-turn action is f, cc or cbr AMOUNT".into()),
            };
            Ok(Action::OutOfTurn { pos, act })
        }
        ["d", "boxed", card] => Ok(Action::Boxed {
            card: card.parse::<Card>().map_err(|e| e.to_string())?,
        }),
        ["d", "extra", who, card] => match parse_cards(card).map_err(|e| e.to_string())?.as_slice()
        {
            [card] => Ok(Action::Extra {
                to: parse_pos(who)?,
                card: *card,
            }),
            _ => Err("an extra card is one card".into()),
        },
        ["d", "premature", cards] => Ok(Action::Premature {
            cards: parse_known(cards)?,
        }),
        ["d", "exposed", who, card] => Ok(Action::Exposed {
            to: parse_pos(who)?,
            card: card.parse::<Card>().map_err(|e| e.to_string())?,
        }),
        ["d", "burn", card] => match parse_cards(card).map_err(|e| e.to_string())?.as_slice() {
            [card] => Ok(Action::Burn { card: *card }),
            _ => Err("a burn is one card".into()),
        },
        [who, verb, rest @ ..] if who.starts_with('p') => {
            let pos = parse_pos(who)?;
            match (*verb, rest) {
                ("f", []) => Ok(Action::Fold(pos)),
                ("cc", []) => Ok(Action::CheckCall(pos)),
                ("pb", []) => Ok(Action::BringIn(pos)),
                ("cbr", [amount]) => amount
                    .parse::<u64>()
                    .map(|to| Action::BetRaise { pos, to: Chips(to) })
                    .map_err(|_| format!("'{amount}' is not a whole number of chips")),
                ("sm", []) | ("sm", ["-"]) => Ok(Action::Muck(pos)),
                ("sm", [cards]) => Ok(Action::Show {
                    pos,
                    cards: parse_cards(cards).map_err(|e| e.to_string())?,
                }),
                ("sd", _) => Err("draw actions (sd) are not part of the supported games".into()),
                _ => Err(format!("unknown player action '{verb}'")),
            }
        }
        [] => Err("empty action".into()),
        _ => Err("expected 'd dh pN CARDS', 'd db CARDS' or 'pN f|cc|cbr N|pb|sm [CARDS]'".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_action_form() {
        assert_eq!(
            parse_action("p3 cbr 300"),
            Ok(Action::BetRaise {
                pos: Pos(2),
                to: Chips(300)
            })
        );
        assert_eq!(parse_action("p1 sm"), Ok(Action::Muck(Pos(0))));
        assert_eq!(parse_action("p1 sm -"), Ok(Action::Muck(Pos(0))));
        assert!(matches!(
            parse_action("d dh p2 ????"),
            Ok(Action::DealHole { to: Pos(1), .. })
        ));
        for a in [
            "p3 cbr 300",
            "p1 f",
            "p2 cc",
            "p1 pb",
            "d db AhKd2c",
            "d dh p1 As??",
            "p2 sm AhKh",
            "d burn ??",
            "d burn 7c",
            "d exposed p2 Ah",
            "d misdeal",
            "d premature Kd",
            "d premature 2c3c4c",
            "d extra p3 ??",
            "d extra p1 9c",
            "d boxed Ah",
            "d fouled",
            "d oot p5 cbr 300",
            "d oot p2 f",
            "d oot p3 cc",
            "d short p2",
            "d noburn 2c3c4c",
            "d noburn Kd",
            "d doubleburn ??",
            "d doubleburn 9s",
            "d award p3",
            "d see p1",
            "d kill p4",
        ] {
            assert_eq!(parse_action(a).unwrap().to_string(), a);
        }
    }

    #[test]
    fn bad_actions_say_what_is_wrong() {
        assert!(parse_action("p11 f").unwrap_err().contains("p11"));
        assert!(parse_action("p1 cbr x").unwrap_err().contains("'x'"));
        assert!(parse_action("d db Ah??").unwrap_err().contains("??"));
        assert!(parse_action("d dh p1 AhXx").unwrap_err().contains("Xx"));
        assert!(parse_action("p1 zz").unwrap_err().contains("zz"));
    }

    #[test]
    fn heads_up_blinds_are_reversed_into_positions() {
        let hand = PhhHand::parse(
            "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [100, 100]\nactions = []\n",
        )
        .unwrap();
        assert_eq!(hand.spec.blinds, vec![Chips(2), Chips(1)]);
        let again = PhhHand::parse(&hand.to_phh()).unwrap();
        assert_eq!(again.spec, hand.spec);
    }

    #[test]
    fn the_rake_is_the_user_defined_field_rake() {
        let text = "variant = 'NT'\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 100, 100]\nactions = []\n_rake = 6\n";
        let hand = PhhHand::parse(text).unwrap();
        assert_eq!(hand.rake, Some(Chips(6)));
        assert!(hand.to_phh().ends_with("_rake = 6\n"));
        assert_eq!(PhhHand::parse(&hand.to_phh()).unwrap(), hand);
        let unraked = PhhHand::parse(&text.replace("_rake = 6\n", "")).unwrap();
        assert_eq!(unraked.rake, None);
        assert!(!unraked.to_phh().contains("_rake"));
        // Another reader's own fields are passed over.
        let other = PhhHand::parse(&text.replace("_rake", "_venue_fee")).unwrap();
        assert_eq!(other.rake, None);
    }

    #[test]
    fn unsupported_variants_are_named() {
        let err = PhhHand::parse("variant = 'FO/8'\nstarting_stacks = [1, 2]\n").unwrap_err();
        assert!(err.is_unsupported());
        assert_eq!(err.to_string(), "unsupported variant FO/8");
    }
}

//! What is wrong with a house file (`HouseFault`, `TourneyFault`), in the
//! table's language: one catalogue message per fault, its keys, amounts and
//! counts as arguments. What the YAML or TOML parser refused is said in the
//! language by its kind (a value of the wrong kind, an unknown or missing
//! key, text that is not well-formed) with the parser's own words only in
//! brackets ([`parser_said`]); the file system's words stay as they are.
use dealerdesk_core::chips::Chips;
use dealerdesk_core::rules::HouseFault;
use dealerdesk_core::tournament::TourneyFault;
use dealerdesk_i18n::{Args, Words};
use serde::Serialize;

/// A game, structure or split as a house file writes it (`stud`,
/// `no-limit`, `hi-lo8`).
pub(super) fn key(value: &impl Serialize) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(s)) => s,
        _ => String::new(),
    }
}

/// The fault in words.
pub fn house_fault(words: Words, fault: &HouseFault) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    let none = Args::new;
    let detail = |d: &String| none().str("detail", d.clone());
    match fault {
        HouseFault::Unreadable { detail: d } => w("house-unreadable", detail(d)),
        HouseFault::TooLarge { bytes, max } => w(
            "house-too-large",
            none().num("bytes", *bytes as u64).num("max", *max as u64),
        ),
        HouseFault::TooDeep { max } => w("house-too-deep", none().num("max", *max as u64)),
        HouseFault::Yaml { detail: d } => {
            w("house-yaml", none().str("detail", parser_said(words, d)))
        }
        HouseFault::Share {
            key,
            written,
            hundredths,
        } => {
            // The value as written, with the language's decimal sign.
            let percent = written
                .parse::<f64>()
                .map_or_else(|_| written.clone(), |x| words.decimal(x));
            let id = if *hundredths {
                "house-share-hundredths"
            } else {
                "house-share-tenths"
            };
            w(id, none().str("key", key.clone()).str("percent", percent))
        }
        HouseFault::NotDealt {
            game,
            structure,
            split,
            dealt,
        } => {
            let dealt: Vec<String> = dealt
                .iter()
                .map(|(st, sp)| format!("{} {}", key(st), key(sp)))
                .collect();
            w(
                "house-not-dealt",
                none()
                    .str("game", key(game))
                    .str("structure", key(structure))
                    .str("split", key(split))
                    .str("dealt", dealt.join(", ")),
            )
        }
        HouseFault::MissingRule {
            rule,
            game,
            structure,
        } => w(
            "house-missing-rule",
            none()
                .str("rule", *rule)
                .str("game", key(game))
                .str("structure", key(structure)),
        ),
        HouseFault::TooManyChips { key: k, amount } => w(
            "house-too-many-chips",
            none()
                .str("key", *k)
                .num("amount", amount.0)
                .num("max", Chips::MAX.0),
        ),
        HouseFault::RatholeZero => w("house-rathole-zero", none()),
        HouseFault::StubSpares { spares } => w(
            "house-stub-spares",
            none().num("spares", u64::from(*spares)),
        ),
        HouseFault::RaiseCapZero => w("house-raise-cap-zero", none()),
        HouseFault::RakeIncrementZero => w("house-rake-increment-zero", none()),
        HouseFault::RakeUncited => w("house-rake-uncited", none()),
        HouseFault::OddChipUnitZero => w("house-odd-chip-unit-zero", none()),
        HouseFault::LimitNeedsCap => w("house-limit-needs-cap", none()),
        HouseFault::NoBigBlind => w("house-no-big-blind", none()),
        HouseFault::SmallOverBig { small, big } => w(
            "house-small-over-big",
            none().num("small", small.0).num("big", big.0),
        ),
        HouseFault::StraddleUnderBig { straddle, big } => w(
            "house-straddle-under-big",
            none().num("straddle", straddle.0).num("big", big.0),
        ),
        HouseFault::BlindsInStud { game } => {
            w("house-blinds-in-stud", none().str("game", key(game)))
        }
        HouseFault::BringInOverSmallBet {
            bring_in,
            small_bet,
        } => w(
            "house-bring-in-over-small-bet",
            none().num("bring_in", bring_in.0).num("small", small_bet.0),
        ),
        HouseFault::LimitBets => w("house-limit-bets", none()),
        HouseFault::TournamentCash => w("house-tournament-cash", none()),
        HouseFault::RotationInTournament => w("house-rotation-in-tournament", none()),
        HouseFault::RotationLevelCash => w("house-rotation-level-cash", none()),
        HouseFault::RotationLevelStakes { level, game } => w(
            "house-rotation-level-stakes",
            none()
                .num("level", u64::from(*level))
                .str("game", key(game)),
        ),
        HouseFault::RotationEveryZero => w("house-rotation-every-zero", none()),
        HouseFault::TableSize { game, size, max } => w(
            "house-table-size",
            none()
                .str("game", key(game))
                .num("size", u64::from(*size))
                .num("max", u64::from(*max)),
        ),
        HouseFault::RotationGames { games, max } => w(
            "house-rotation-games",
            none().num("games", *games as u64).num("max", *max as u64),
        ),
        HouseFault::RotationHouseUnknown { house } if house.is_empty() => {
            w("house-rotation-house-missing", none())
        }
        HouseFault::RotationHouseUnknown { house } => w(
            "house-rotation-house-unknown",
            none().str("house", house.clone()),
        ),
        HouseFault::RotationNested => w("house-rotation-nested", none()),
        HouseFault::Tournament(t) => w(
            "house-tournament",
            none().str("detail", tourney_fault(words, t)),
        ),
    }
}

/// A tournament structure's fault in words.
pub fn tourney_fault(words: Words, fault: &TourneyFault) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    let none = Args::new;
    let level = |n: &u32| none().num("level", u64::from(*n));
    let row = |entries: &u32| none().num("entries", u64::from(*entries));
    match fault {
        TourneyFault::StartingStack => w("house-tourney-starting-stack", none()),
        TourneyFault::RebuyUntil { until, levels } => w(
            "house-tourney-rebuy-until",
            none()
                .num("until", u64::from(*until))
                .num("levels", u64::from(*levels)),
        ),
        TourneyFault::RebuyEmpty => w("house-tourney-rebuy-empty", none()),
        TourneyFault::AddOnBreak { at, breaks } => w(
            "house-tourney-add-on-break",
            none()
                .num("at", u64::from(*at))
                .num("breaks", u64::from(*breaks)),
        ),
        TourneyFault::AddOnEmpty => w("house-tourney-add-on-empty", none()),
        TourneyFault::LateUntil { until, levels } => w(
            "house-tourney-late-until",
            none()
                .num("until", u64::from(*until))
                .num("levels", u64::from(*levels)),
        ),
        TourneyFault::ReEntryWithoutLate => w("house-tourney-re-entry-without-late", none()),
        TourneyFault::NoMinutes => w("house-tourney-no-minutes", none()),
        TourneyFault::LevelBlinds { level: n } => w("house-tourney-level-blinds", level(n)),
        TourneyFault::AnteKindNone { level: n, ante } => {
            w("house-tourney-ante-kind-none", level(n).num("ante", ante.0))
        }
        TourneyFault::AnteMissing { level: n } => w("house-tourney-ante-missing", level(n)),
        TourneyFault::LevelFalls {
            level: n,
            small,
            big,
            ante,
            prev_small,
            prev_big,
            prev_ante,
        } => w(
            "house-tourney-level-falls",
            level(n)
                .num("small", small.0)
                .num("big", big.0)
                .num("ante", ante.0)
                .num("prev", u64::from(n.saturating_sub(1)))
                .num("prev_small", prev_small.0)
                .num("prev_big", prev_big.0)
                .num("prev_ante", prev_ante.0),
        ),
        TourneyFault::ScheduleEnds => w("house-tourney-schedule-ends", none()),
        TourneyFault::ChipSet => w("house-tourney-chip-set", none()),
        TourneyFault::ColourUpChip { n, chip } => w(
            "house-tourney-colour-up-chip",
            none().num("n", *n as u64).num("chip", chip.0),
        ),
        TourneyFault::ColourUpBreak { n, at, breaks } => w(
            "house-tourney-colour-up-break",
            none()
                .num("n", *n as u64)
                .num("at", u64::from(*at))
                .num("breaks", u64::from(*breaks)),
        ),
        TourneyFault::ColourUpLeavesNone { n, chip } => w(
            "house-tourney-colour-up-leaves-none",
            none().num("n", *n as u64).num("chip", chip.0),
        ),
        TourneyFault::NoChipRace => w("house-tourney-no-chip-race", none()),
        TourneyFault::NotMultiples { smallest } => w(
            "house-tourney-not-multiples",
            none().num("smallest", *smallest),
        ),
        TourneyFault::LevelNotMultiples { level: n, smallest } => w(
            "house-tourney-level-not-multiples",
            level(n).num("smallest", *smallest),
        ),
        TourneyFault::PrizeUnit => w("house-tourney-prize-unit", none()),
        TourneyFault::FirstRow => w("house-tourney-first-row", none()),
        TourneyFault::RowsOrder { entries, after } => w(
            "house-tourney-rows-order",
            row(entries).num("after", u64::from(*after)),
        ),
        TourneyFault::RowSum {
            entries,
            hundredths,
        } => {
            let percent = format!(
                "{}{}{:02}",
                hundredths / 100,
                words.decimal_sign(),
                hundredths % 100
            );
            w(
                "house-tourney-row-sum",
                row(entries).str("percent", percent),
            )
        }
        TourneyFault::RowPlaces { entries, places } => w(
            "house-tourney-row-places",
            row(entries).num("places", *places as u64),
        ),
        TourneyFault::RowRising { entries } => w("house-tourney-row-rising", row(entries)),
    }
}

/// A house option's value in words ("recorded" → "every burn card is
/// entered", "null" → "none"); a number as the language writes it.
pub fn option_value(words: Words, value: &str) -> String {
    match value.parse::<u64>() {
        Ok(n) => words.number(n),
        Err(_) => words.with(
            "rule-option-value",
            &Args::new().str("value", value.to_string()),
        ),
    }
}

/// The kinds of fault a parser's message names, by its opening words.
const PARSER_FAULTS: [(&str, &str); 7] = [
    ("invalid type: ", "parse-wrong-type"),
    ("invalid value: ", "parse-bad-value"),
    ("invalid length ", "parse-bad-value"),
    ("unknown field `", "parse-unknown-key"),
    ("unknown variant `", "parse-unknown-word"),
    ("missing field `", "parse-missing-key"),
    ("duplicate field `", "parse-duplicate-key"),
];

/// What a YAML or TOML parser refused, in words: the kind of fault and the
/// key it stands under, the parser's own words in brackets. serde's
/// messages read "KEY.PATH: invalid type: sequence, expected u64"; any
/// other message is text that is not well-formed.
pub fn parser_said(words: Words, said: &str) -> String {
    let said = said.trim();
    let kind = |text: &str| {
        PARSER_FAULTS
            .iter()
            .find(|(lead, _)| text.starts_with(lead))
    };
    let (key, fault) = match said.split_once(": ") {
        Some((key, rest)) if kind(said).is_none() && kind(rest).is_some() => (Some(key), rest),
        _ => (None, said),
    };
    let args = Args::new().str("said", fault.to_string());
    let text = match kind(fault) {
        Some((lead, "parse-wrong-type")) => {
            let rest = &fault[lead.len()..];
            let (found, expected) = rest.split_once(", expected ").unwrap_or((rest, ""));
            words.with(
                "parse-wrong-type",
                &args
                    .str("found", value_kind(found))
                    .str("expected", value_kind(expected)),
            )
        }
        Some((lead, id)) => {
            // The name between the first pair of backticks.
            let name = fault[lead.len()..].split('`').next().unwrap_or("");
            words.with(id, &args.str("name", name.to_string()))
        }
        None => words.with("parse-syntax", &args),
    };
    match key {
        Some(key) => words.with(
            "parse-at-key",
            &Args::new().str("key", key.to_string()).str("fault", text),
        ),
        None => text,
    }
}

/// The kind of a value as serde names it ("integer `-1`", "u64", "a
/// sequence", "struct Stakes"): a selector word of the catalogue.
fn value_kind(serde: &str) -> &'static str {
    let s = serde
        .trim()
        .trim_start_matches("an ")
        .trim_start_matches("a ");
    let first = s.split([' ', '`']).next().unwrap_or("");
    match first {
        "u8" | "u16" | "u32" | "u64" | "u128" | "usize" => "count",
        "integer" if s.contains("`-") => "negative",
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" | "integer" => "whole",
        "f32" | "f64" | "floating" | "float" | "number" => "number",
        "string" | "str" | "char" | "character" => "text",
        "sequence" | "array" | "tuple" | "seq" => "list",
        "map" | "struct" | "table" | "mapping" => "section",
        "boolean" | "bool" => "yes-no",
        "unit" | "null" | "none" | "option" => "empty",
        _ => "other",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dealerdesk_core::rules::{HouseRules, RuleId};
    use dealerdesk_i18n::Lang;

    #[test]
    fn every_option_value_of_the_rulesets_is_said_in_words() {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../rulesets");
        let mut files = vec![std::path::PathBuf::from(root)];
        let mut values = std::collections::BTreeSet::new();
        while let Some(path) = files.pop() {
            if path.is_dir() {
                files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            } else if path.extension().is_some_and(|x| x == "yaml") {
                let rules = HouseRules::from_file(&path).unwrap();
                values.extend(RuleId::ALL.iter().filter_map(|id| rules.chosen(*id)));
            }
        }
        assert!(
            values.contains("recorded") && values.contains("null"),
            "{values:?}"
        );
        for lang in Lang::ALL {
            for v in &values {
                let said = option_value(Words::new(lang), v);
                let number = v.parse::<u64>().is_ok();
                assert!(number || said != *v, "{lang}: {v} is not said in words");
            }
        }
        assert_eq!(option_value(Words::new(Lang::Cs), "null"), "žádná");
        assert_eq!(
            option_value(Words::new(Lang::Da), "recorded"),
            "hvert burn-kort indtastes"
        );
    }
}

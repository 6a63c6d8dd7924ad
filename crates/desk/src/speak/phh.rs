//! A hand history that does not read, in the reader's language: the
//! file's place and values become a catalogue message's arguments; the TOML
//! reader's own words stay as data.
use dealerdesk_core::chips::Chips;
use dealerdesk_core::limits::{Bound, MAX_NESTING, MAX_TEXT_BYTES, OverLimit};
use dealerdesk_core::notation::{FieldFault, PhhError};
use dealerdesk_i18n::{Args, Words};

use super::action_error;

/// Why a PHH text does not read, in words.
pub fn phh_error(words: Words, e: &PhhError) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    match e {
        PhhError::Syntax { at, said } => toml_said(words, *at, said),
        PhhError::OverLimit(over) => over_limit(words, over),
        PhhError::Unsupported(variant) => w(
            "phh-unsupported",
            Args::new().str("variant", variant.clone()),
        ),
        PhhError::Fractional { field, value } => w(
            "phh-fractional",
            Args::new()
                .str("field", *field)
                .str("value", words.decimal(*value)),
        ),
        PhhError::Field { field, fault } => w(
            "phh-field",
            Args::new()
                .str("field", *field)
                .str("fault", field_fault(words, fault)),
        ),
        PhhError::Action { index, text, error } => w(
            "phh-action",
            Args::new()
                // The record counts from 0, people from 1.
                .num("index", *index as u64 + 1)
                .str("text", text.clone())
                .str("why", action_error(words, error)),
        ),
        PhhError::KeyTwice(key) => w("phh-key-twice", Args::new().str("key", key.clone())),
        PhhError::BeforeHeader(line) => {
            w("phh-before-header", Args::new().str("line", line.clone()))
        }
        // A kind of fault newer than these words: the reader's own.
        other => w("error-detail", Args::new().str("detail", other.to_string())),
    }
}

/// What the TOML reader refused, in words, at the line and column it names.
fn toml_said(words: Words, at: Option<(u64, u64)>, said: &str) -> String {
    let message: Vec<&str> = said.lines().filter(|l| !l.trim().is_empty()).collect();
    let syntax = words.with(
        "phh-syntax",
        &Args::new().str("detail", super::parser_said(words, &message.join(" "))),
    );
    match at {
        Some((line, column)) => words.with(
            "phh-at",
            &Args::new()
                .num("line", line)
                .num("column", column)
                .str("detail", syntax),
        ),
        None => syntax,
    }
}

/// A text over a bound, at its line and column.
fn over_limit(words: Words, over: &OverLimit) -> String {
    let detail = match over.bound {
        Bound::Bytes { bytes } => words.with(
            "house-too-large",
            &Args::new()
                .num("bytes", bytes as u64)
                .num("max", MAX_TEXT_BYTES as u64),
        ),
        Bound::Nesting => words.with(
            "house-too-deep",
            &Args::new().num("max", MAX_NESTING as u64),
        ),
    };
    words.with(
        "phh-at",
        &Args::new()
            .num("line", over.line as u64)
            .num("column", over.column as u64)
            .str("detail", detail),
    )
}

/// What is wrong with a field's value, in words.
fn field_fault(words: Words, f: &FieldFault) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    let value = |v: &String| Args::new().str("value", v.clone());
    match f {
        FieldFault::TooManyChips { value: v } => {
            w("phh-too-many-chips", value(v).num("max", Chips::MAX.0))
        }
        FieldFault::NotChips { value: v } => w("phh-not-chips", value(v)),
        FieldFault::Length { got, players } => w(
            "phh-length",
            Args::new()
                .num("got", *got as u64)
                .num("players", *players as u64),
        ),
        FieldFault::NotASeat { value: v } => w("phh-not-a-seat", value(v)),
        FieldFault::SeatTwice(seat) => {
            w("phh-seat-twice", Args::new().num("seat", u64::from(*seat)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dealerdesk_core::notation::{PhhHand, phhs};
    use dealerdesk_i18n::Lang;

    /// Says `text` came whole from the language's own messages.
    fn whole(lang: Lang, what: &str, text: &str) {
        assert!(!text.trim().is_empty(), "{lang}: {what} is empty");
        assert!(
            !text.contains('{'),
            "{lang}: {what} left a placeholder: {text}"
        );
    }

    const HAND: &str = "variant = 'NT'\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n";

    /// One text for each fault the reader names.
    fn faults() -> Vec<PhhError> {
        let parse = |rest: &str| PhhHand::parse(&format!("{HAND}{rest}")).unwrap_err();
        vec![
            PhhHand::parse("variant = [").unwrap_err(),
            PhhHand::parse(&"[".repeat(40)).unwrap_err(),
            PhhHand::parse("variant = 'XX'\nstarting_stacks = [1, 2]\n").unwrap_err(),
            parse("starting_stacks = [100.5, 100]\n"),
            parse("starting_stacks = [100000000000000000, 100]\n"),
            parse("starting_stacks = [-3, 100]\n"),
            parse("starting_stacks = [100, 100, 100]\n"),
            parse("starting_stacks = [100, 100]\nseats = [0, 2]\n"),
            parse("starting_stacks = [100, 100]\nseats = [2, 2]\n"),
            parse("starting_stacks = [100, 100]\nactions = ['p1 zz']\n"),
            phhs::split_hands("[1]\na = 1\n[1]\na = 2\n").unwrap_err(),
            phhs::split_hands("a = 1\n[1]\n").unwrap_err(),
        ]
    }

    #[test]
    fn the_toml_readers_words_stand_only_in_brackets_with_the_place() {
        let e = PhhHand::parse("variant = 'NT'\nstarting_stacks = 'x'\n").unwrap_err();
        assert_eq!(
            phh_error(Words::new(Lang::Pl), &e),
            "wiersz 2, kolumna 19: To nie jest czytelny zapis rozdania: oczekiwano tu listy, \
             a jest tekst (invalid type: string \"x\", expected a sequence)"
        );
        // The first action is action 1.
        let e = PhhHand::parse(&format!(
            "{HAND}starting_stacks = [100, 100]\nactions = ['p1 zz']\n"
        ))
        .unwrap_err();
        assert!(phh_error(Words::new(Lang::En), &e).starts_with("action 1 “p1 zz”: "));
        let e = PhhHand::parse("variant = 'NT'\n").unwrap_err();
        assert_eq!(
            phh_error(Words::new(Lang::En), &e),
            "line 1, column 1: This is not a readable hand history: the key “starting_stacks” \
             is missing (missing field `starting_stacks`)"
        );
    }

    #[test]
    fn every_fault_of_a_hand_history_is_said_in_every_language() {
        let faults = faults();
        let kinds: Vec<String> = faults
            .iter()
            .map(|f| {
                format!("{f:?}")
                    .split([' ', '('])
                    .next()
                    .unwrap()
                    .to_string()
            })
            .collect();
        assert_eq!(
            kinds,
            [
                "Syntax",
                "OverLimit",
                "Unsupported",
                "Fractional",
                "Field",
                "Field",
                "Field",
                "Field",
                "Field",
                "Action",
                "KeyTwice",
                "BeforeHeader"
            ]
        );
        for lang in Lang::ALL {
            let words = Words::new(lang);
            let said: Vec<String> = faults.iter().map(|f| phh_error(words, f)).collect();
            for (f, text) in faults.iter().zip(&said) {
                whole(lang, &format!("{f:?}"), text);
            }
            let mut distinct = said.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), said.len(), "{lang}: {said:#?}");
        }
        let missing: Vec<_> = Words::fallbacks()
            .into_iter()
            .filter(|(_, id)| id.starts_with("phh-"))
            .collect();
        assert!(missing.is_empty(), "said in English instead: {missing:?}");
    }

    #[test]
    fn a_bad_field_is_named_with_its_value_in_the_language() {
        let e = PhhHand::parse(&format!(
            "{HAND}starting_stacks = [100, 100]\nseats = [2, 2]\n"
        ))
        .unwrap_err();
        assert_eq!(
            phh_error(Words::new(Lang::En), &e),
            "seats: seat 2 is listed twice"
        );
        assert_eq!(
            phh_error(Words::new(Lang::Cs), &e),
            "seats: místo 2 je uvedeno dvakrát"
        );
        let e = PhhHand::parse(&format!("{HAND}starting_stacks = [100.5, 100]\n")).unwrap_err();
        assert_eq!(
            phh_error(Words::new(Lang::Pl), &e),
            "starting_stacks ma ułamkową liczbę żetonów (100,5): ułamków żetonów się tu nie rozdaje"
        );
    }
}

//! Why a typed line was not read (`CommandError`, and the notation's
//! `ActionError` and `CardError` within it), in the table's language.
use dealerdesk_core::cards::CardError;
use dealerdesk_core::notation::{ActionError, OneCard};
use dealerdesk_i18n::{Args, Words};

use super::players::{Players, SEAT, with_player};
use super::{symbol, why::why};
use crate::command::{CommandError, WordError};

/// The command error in words, a player named by name and seat.
pub fn command_error(words: Words, who: &Players, e: &CommandError) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    let none = Args::new;
    let word = |w: &String| Args::new().str("word", w.clone());
    match e {
        CommandError::Empty => w("command-empty", none()),
        CommandError::NoHand => w("command-no-hand", none()),
        CommandError::FloorWord { word: f } => w("command-floor-word", word(f)),
        CommandError::HandOver => w("refusal-hand-over", none()),
        CommandError::Unseen { pos } => w(
            "command-unseen",
            with_player(none(), words, who, SEAT, *pos),
        ),
        CommandError::NoCards => w("command-no-cards", none()),
        CommandError::BurnOneCard => w("command-burn-one-card", none()),
        CommandError::BoardFaceUp => w("command-board-face-up", none()),
        CommandError::NoRaise { why: None } => w("command-no-raise", none()),
        CommandError::NoRaise { why: Some(because) } => w(
            "command-no-raise-because",
            none().str("why", why(words, who, because)),
        ),
        CommandError::AllInTooMuch { all_in, max } => w(
            "command-all-in-too-much",
            none().num("all-in", all_in.0).num("max", max.0),
        ),
        CommandError::NotBettingKey { word: k } => w("command-not-betting-key", word(k)),
        CommandError::NoChips => w("command-no-chips", none()),
        CommandError::NotChips { word: c } => w("command-not-chips", word(c)),
        CommandError::NoSuchPlayer { word: p } => {
            w("floor-line-no-player", none().str("who", p.clone()))
        }
        CommandError::TwoPlayers { word: p, seats } => w(
            "command-two-players",
            word(p).str(
                "seats",
                seats
                    .iter()
                    .map(|s| s.0.to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
        ),
        CommandError::OutOfTurnKey { pos, word: k } => w(
            "command-out-of-turn-key",
            with_player(word(k), words, who, SEAT, *pos),
        ),
        CommandError::Whose => w("floor-action-whose", none()),
        CommandError::Action(a) => action_error(words, a),
        CommandError::Cards(c) => card_error(words, c),
        CommandError::Word(e) => word_error(words, e),
    }
}

/// A seating, session or tournament word that does not read.
pub fn word_error(words: Words, e: &WordError) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    let line = |l: &String| Args::new().str("line", l.clone());
    let at = |l: &String, word: &String| line(l).str("word", word.clone());
    match e {
        WordError::SeatMissing { line: l } => w("word-seat-missing", line(l)),
        WordError::ChipsMissing { line: l } => w("word-chips-missing", line(l)),
        WordError::NotASeat { line: l, word } => w("word-not-a-seat", at(l, word)),
        WordError::Card { word, error } => w(
            "word-card",
            Args::new()
                .str("word", word.clone())
                .str("detail", card_error(words, error)),
        ),
        WordError::NotPair { line: l, word } => w("word-not-pair", at(l, word)),
        WordError::NotPlayFor { line: l, word } => w("word-not-play-for", at(l, word)),
        WordError::NotAmount { line: l, word } => w("word-not-amount", at(l, word)),
        WordError::NotDuration { word } => {
            w("word-not-duration", Args::new().str("word", word.clone()))
        }
        WordError::FloorsWord { line: l } => w("word-floors", line(l)),
        WordError::Form { line: l, form } => w("word-form", line(l).str("form", *form)),
    }
}

/// A line in notation that does not read.
pub fn action_error(words: Words, e: &ActionError) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    let none = Args::new;
    match e {
        ActionError::Empty => w("command-empty", none()),
        ActionError::TooManyWords => w("notation-too-many-words", none()),
        ActionError::NotAPlayer { word } => {
            w("notation-not-a-player", none().str("word", word.clone()))
        }
        ActionError::Cards(c) => card_error(words, c),
        ActionError::UnnamedBoardCard => w("command-board-face-up", none()),
        ActionError::OneCard { what } => w(
            "notation-one-card",
            none().str(
                "what",
                match what {
                    OneCard::Burn => "burn",
                    OneCard::Extra => "extra",
                },
            ),
        ),
        ActionError::OutOfTurnForm => w("notation-out-of-turn-form", none()),
        ActionError::NotChips { word } => w("command-not-chips", none().str("word", word.clone())),
        ActionError::UnknownVerb { verb } => {
            w("notation-unknown-verb", none().str("verb", verb.clone()))
        }
        ActionError::Shape => w("notation-shape", none()),
    }
}

/// Card text that does not read.
pub fn card_error(words: Words, e: &CardError) -> String {
    match e {
        CardError::BadToken { token, at } => words.with(
            "cards-bad-token",
            &Args::new()
                .str("token", token.clone())
                .num("at", *at as u64),
        ),
        CardError::Duplicate { card, at } => words.with(
            "cards-duplicate",
            &Args::new().str("card", symbol(*card)).num("at", *at as u64),
        ),
    }
}

//! One action in PHH notation read into an `Action`: dealing (`d dh p1 AhKd`,
//! `d db 2c3d4h`), the players' actions (`p3 cbr 300`, `p2 cc`, `p1 f`,
//! `p1 pb`, `p2 sm AcAd`) and the dealer's procedures (`d burn`, `d exposed p3
//! Ah`, `d misdeal`, …; see `docs/notation.md`).

use std::fmt;

use crate::cards::{Card, CardError, parse_cards};
use crate::chips::{Chips, Pos};
use crate::engine::{Action, HeldAct};

/// Why a line is not an action in notation, with the word at fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ActionError {
    /// Nothing was written.
    #[error("empty action")]
    Empty,
    /// More words than any action has.
    #[error("too many words for one action")]
    TooManyWords,
    /// A word where a player (`p1` … `p10`) belongs.
    #[error("'{word}' is not a player (p1 to p10)")]
    NotAPlayer { word: String },
    /// Card text that does not read.
    #[error(transparent)]
    Cards(#[from] CardError),
    /// A board card written `??`.
    #[error("board cards must be named, not ??")]
    UnnamedBoardCard,
    /// A burn, a second burn or an extra card of more than one card.
    #[error("{what} is one card")]
    OneCard { what: OneCard },
    /// An out-of-turn action other than `f`, `cc` or `cbr AMOUNT`.
    #[error("an out-of-turn action is f, cc or cbr AMOUNT")]
    OutOfTurnForm,
    /// An amount that is not a whole number of chips.
    #[error("'{word}' is not a whole number of chips")]
    NotChips { word: String },
    /// A player verb that is not one of the notation's.
    #[error("unknown player action '{verb}'")]
    UnknownVerb { verb: String },
    /// Words in no shape of an action.
    #[error("expected 'd dh pN CARDS', 'd db CARDS' or 'pN f|cc|cbr N|pb|sm [CARDS]'")]
    Shape,
}

/// What must be one card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OneCard {
    /// A burn (or a second burn).
    Burn,
    /// An extra hole card.
    Extra,
}

impl fmt::Display for OneCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            OneCard::Burn => "a burn",
            OneCard::Extra => "an extra card",
        })
    }
}

fn parse_pos(token: &str) -> Result<Pos, ActionError> {
    token
        .strip_prefix('p')
        .and_then(|n| n.parse::<u8>().ok())
        .filter(|n| (1..=10).contains(n))
        .map(|n| Pos(n - 1))
        .ok_or_else(|| ActionError::NotAPlayer {
            word: token.to_string(),
        })
}

/// The cards a word names: at least one (`,,,` names none, and is not a
/// card).
fn some_cards(text: &str) -> Result<Vec<Option<Card>>, ActionError> {
    match parse_cards(text)? {
        cards if cards.is_empty() => Err(CardError::BadToken {
            token: text.to_string(),
            at: 1,
        }
        .into()),
        cards => Ok(cards),
    }
}

fn parse_known(text: &str) -> Result<Vec<Card>, ActionError> {
    some_cards(text)?
        .into_iter()
        .map(|c| c.ok_or(ActionError::UnnamedBoardCard))
        .collect()
}

fn chips(word: &str) -> Result<Chips, ActionError> {
    word.parse::<u64>()
        .map(Chips)
        .map_err(|_| ActionError::NotChips {
            word: word.to_string(),
        })
}

/// Reads one action in PHH notation, e.g. `p3 cbr 300` or `d db AhKd2c`.
pub fn parse_action(text: &str) -> Result<Action, ActionError> {
    let mut words = [""; 6];
    let mut count = 0;
    for word in text.split_whitespace() {
        if count == words.len() {
            return Err(ActionError::TooManyWords);
        }
        words[count] = word;
        count += 1;
    }
    let one = |what| ActionError::OneCard { what };
    match &words[..count] {
        ["d", "dh", who, cards] => Ok(Action::DealHole {
            to: parse_pos(who)?,
            cards: some_cards(cards)?,
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
            cards: some_cards(cards)?,
        }),
        ["d", "doubleburn", card] => match some_cards(card)?.as_slice() {
            [card] => Ok(Action::DoubleBurn { card: *card }),
            _ => Err(one(OneCard::Burn)),
        },
        ["d", "oot", who, verb, rest @ ..] => {
            let pos = parse_pos(who)?;
            let act = match (*verb, rest) {
                ("f", []) => HeldAct::Fold,
                ("cc", []) => HeldAct::CheckCall,
                ("cbr", [amount]) => HeldAct::BetRaise(chips(amount)?),
                _ => return Err(ActionError::OutOfTurnForm),
            };
            Ok(Action::OutOfTurn { pos, act })
        }
        ["d", "boxed", card] => Ok(Action::Boxed {
            card: card.parse::<Card>()?,
        }),
        ["d", "extra", who, card] => match some_cards(card)?.as_slice() {
            [card] => Ok(Action::Extra {
                to: parse_pos(who)?,
                card: *card,
            }),
            _ => Err(one(OneCard::Extra)),
        },
        ["d", "premature", cards] => Ok(Action::Premature {
            cards: parse_known(cards)?,
        }),
        ["d", "exposed", who, card] => Ok(Action::Exposed {
            to: parse_pos(who)?,
            card: card.parse::<Card>()?,
        }),
        // As the dealer's next step is offered: a burn nobody saw.
        ["d", "burn"] => Ok(Action::Burn { card: None }),
        ["d", "burn", card] => match some_cards(card)?.as_slice() {
            [card] => Ok(Action::Burn { card: *card }),
            _ => Err(one(OneCard::Burn)),
        },
        [who, verb, rest @ ..] if who.starts_with('p') => {
            let pos = parse_pos(who)?;
            match (*verb, rest) {
                ("f", []) => Ok(Action::Fold(pos)),
                ("cc", []) => Ok(Action::CheckCall(pos)),
                ("pb", []) => Ok(Action::BringIn(pos)),
                ("cbr", [amount]) => Ok(Action::BetRaise {
                    pos,
                    to: chips(amount)?,
                }),
                ("sm", []) | ("sm", ["-"]) => Ok(Action::Muck(pos)),
                ("sm", [cards]) => Ok(Action::Show {
                    pos,
                    cards: some_cards(cards)?,
                }),
                ("sd", []) => Ok(Action::Draw {
                    pos,
                    discards: Vec::new(),
                }),
                ("sd", [cards]) => Ok(Action::Draw {
                    pos,
                    discards: some_cards(cards)?,
                }),
                _ => Err(ActionError::UnknownVerb {
                    verb: (*verb).to_string(),
                }),
            }
        }
        [] => Err(ActionError::Empty),
        _ => Err(ActionError::Shape),
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
        let word = |w: &str| w.to_string();
        assert_eq!(
            parse_action("p11 f"),
            Err(ActionError::NotAPlayer { word: word("p11") })
        );
        assert_eq!(
            parse_action("p1 cbr x"),
            Err(ActionError::NotChips { word: word("x") })
        );
        // Commas name no card: the action would not read back as written.
        for text in ["d dh p1 ,,,", "d db ,", "p1 sm ,,", "p1 sd ,"] {
            let token = text.rsplit(' ').next().unwrap();
            assert_eq!(
                parse_action(text),
                Err(ActionError::Cards(CardError::BadToken {
                    token: word(token),
                    at: 1
                })),
                "{text}"
            );
        }
        assert_eq!(
            parse_action("d db Ah??"),
            Err(ActionError::UnnamedBoardCard)
        );
        assert!(matches!(
            parse_action("d dh p1 AhXx"),
            Err(ActionError::Cards(CardError::BadToken { token, .. })) if token == "Xx"
        ));
        assert_eq!(
            parse_action("p1 zz"),
            Err(ActionError::UnknownVerb { verb: word("zz") })
        );
        assert_eq!(
            parse_action("d burn"),
            Ok(Action::Burn { card: None }),
            "typed as offered, a burn unseen"
        );
        assert_eq!(
            parse_action("d burn AhKd"),
            Err(ActionError::OneCard {
                what: OneCard::Burn
            })
        );
        assert_eq!(
            parse_action("p1 zz").unwrap_err().to_string(),
            "unknown player action 'zz'"
        );
    }
}

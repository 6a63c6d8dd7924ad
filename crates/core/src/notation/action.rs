//! One action in PHH notation read into an `Action`: dealing (`d dh p1 AhKd`,
//! `d db 2c3d4h`), the players' actions (`p3 cbr 300`, `p2 cc`, `p1 f`,
//! `p1 pb`, `p2 sm AcAd`) and the dealer's procedures (`d burn`, `d exposed p3
//! Ah`, `d misdeal`, …; see `docs/notation.md`).

use crate::cards::{Card, parse_cards};
use crate::chips::{Chips, Pos};
use crate::engine::{Action, HeldAct};

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
}

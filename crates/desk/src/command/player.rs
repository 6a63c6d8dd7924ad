//! A player named on a typed line, by seat number (`4`), by name (`Ana`,
//! `Ana Maria`) or, as older scripts write it, by the hand's position
//! (`p4`), read against who sits where in the hand. A word that could be
//! two players is refused, naming the seats it could be.

use dealerdesk_core::chips::Pos;

use super::CommandError;
use crate::desk::{Desk, SeatNo};

/// Who plays the hand a line is read in: each position's seat and name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Roster {
    at: Vec<(String, SeatNo)>,
}

impl Roster {
    /// Names and seats, in position order (`p1` first).
    pub fn new(at: Vec<(String, SeatNo)>) -> Roster {
        Roster { at }
    }

    /// The players of the hand in play at `desk`, else of the hand that
    /// ended last (which the floor corrects), else none. A seat left since
    /// has no name.
    pub fn at_table(desk: &Desk) -> Roster {
        let Some(hand) = desk.hand().or(desk.table().last_hand()) else {
            return Roster::default();
        };
        let name = |s: &SeatNo| desk.seats().get(s).map(|x| x.name.clone());
        Roster::new(
            hand.seats
                .iter()
                .map(|s| (name(s).unwrap_or_default(), *s))
                .collect(),
        )
    }

    /// The seat at `pos`, if the hand has that position.
    pub fn seat(&self, pos: Pos) -> Option<SeatNo> {
        self.at.get(pos.index()).map(|(_, s)| *s)
    }

    /// The player the first of `words` name, and how many words the name
    /// takes; `None` when they name nobody and the first word could not be
    /// a seat or a position either.
    pub fn named(&self, words: &[&str]) -> Result<Option<(Pos, usize)>, CommandError> {
        let Some(first) = words.first() else {
            return Ok(None);
        };
        // Each name matched by the most words it can take.
        let mut found: Vec<(Pos, usize)> = Vec::new();
        for (i, (name, seat)) in self.at.iter().enumerate() {
            let pos = Pos(i as u8);
            let parts: Vec<&str> = name.split_whitespace().collect();
            let name_fits = !parts.is_empty()
                && parts.len() <= words.len()
                && parts.iter().zip(words).all(|(p, w)| same(p, w));
            if name_fits {
                found.push((pos, parts.len()));
            }
            if first.parse::<u8>() == Ok(seat.0) {
                found.push((pos, 1));
            }
        }
        if let Some(n) = position(first)
            && (1..=self.at.len()).contains(&usize::from(n))
        {
            found.push((Pos(n - 1), 1));
        }
        let longest = found.iter().map(|(_, k)| *k).max().unwrap_or(0);
        found.retain(|(_, k)| *k == longest);
        found.sort();
        found.dedup();
        match found.as_slice() {
            [] if first.chars().all(|c| c.is_ascii_digit()) || position(first).is_some() => {
                Err(self.nobody(first))
            }
            [] => Ok(None),
            [one] => Ok(Some(*one)),
            many => Err(CommandError::TwoPlayers {
                word: words[..longest].join(" "),
                seats: many.iter().filter_map(|(p, _)| self.seat(*p)).collect(),
            }),
        }
    }

    /// The player `text` names, all of it.
    pub fn player(&self, text: &str) -> Result<Pos, CommandError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        match self.named(&words)? {
            Some((pos, k)) if k == words.len() => Ok(pos),
            _ => Err(self.nobody(text.trim())),
        }
    }

    /// The refusal of a word that names nobody in the hand.
    fn nobody(&self, word: &str) -> CommandError {
        CommandError::NoSuchPlayer {
            word: word.to_string(),
        }
    }
}

/// Two words the same but for case.
fn same(a: &str, b: &str) -> bool {
    a.to_lowercase() == b.to_lowercase()
}

/// `p` followed by digits: a hand's position as the notation writes it.
pub(super) fn position(word: &str) -> Option<u8> {
    let digits = word.strip_prefix(['p', 'P'])?;
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roster() -> Roster {
        Roster::new(vec![
            ("Ana".into(), SeatNo(3)),
            ("Ana Maria".into(), SeatNo(6)),
            ("Bo".into(), SeatNo(1)),
            ("4".into(), SeatNo(9)),
            ("P1".into(), SeatNo(10)),
        ])
    }

    #[test]
    fn a_player_is_named_by_seat_name_or_position() {
        let r = roster();
        assert_eq!(r.named(&["6", "c"]), Ok(Some((Pos(1), 1))));
        assert_eq!(r.named(&["bo", "c"]), Ok(Some((Pos(2), 1))));
        assert_eq!(r.named(&["ANA", "c"]), Ok(Some((Pos(0), 1))));
        assert_eq!(r.named(&["ana", "maria", "c"]), Ok(Some((Pos(1), 2))));
        assert_eq!(r.named(&["p2", "c"]), Ok(Some((Pos(1), 1))));
        assert_eq!(r.player("Ana Maria"), Ok(Pos(1)));
        assert_eq!(r.named(&["r", "40"]), Ok(None));
    }

    #[test]
    fn a_word_for_nobody_or_for_two_is_refused() {
        let r = roster();
        let nobody = |w: &str| Err(CommandError::NoSuchPlayer { word: w.into() });
        assert_eq!(r.named(&["5", "c"]), nobody("5"));
        assert_eq!(r.named(&["p6", "c"]), nobody("p6"));
        assert_eq!(
            r.player("Eve"),
            Err(CommandError::NoSuchPlayer { word: "Eve".into() })
        );
        // Seat 4 is empty, but the player at seat 9 is named "4".
        assert_eq!(r.named(&["4", "c"]), Ok(Some((Pos(3), 1))));
        // "p1" is the first position, Ana, and the name at seat 10.
        assert_eq!(
            r.named(&["p1", "c"]),
            Err(CommandError::TwoPlayers {
                word: "p1".into(),
                seats: vec![SeatNo(3), SeatNo(10)]
            })
        );
    }
}

//! Cards as a dealer reads them. `Card` packs a `Rank` and a `Suit` into one byte;
//! `parse_cards` reads dealer text (`"Ah Kd"`, `"AhKd"`, `"10h"`, `"??"` for a card
//! nobody saw) and names the token that is wrong; `CardSet` is a 52-bit set used to
//! refuse a card that already exists.
//!
//! ```
//! use dealerdesk_core::cards::{parse_cards, Card};
//! let cards = parse_cards("As 10d ??").unwrap();
//! assert_eq!(cards[0], Some("As".parse::<Card>().unwrap()));
//! assert_eq!(cards[1].unwrap().to_string(), "Td");
//! assert_eq!(cards[2], None);
//! ```

use std::fmt;
use std::str::FromStr;

/// A card rank, deuce lowest and ace highest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Rank {
    Two = 0,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    /// All ranks, deuce first.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The rank from its index, 0 for a deuce to 12 for an ace.
    pub fn from_index(i: u8) -> Rank {
        Rank::ALL[usize::from(i % 13)]
    }

    /// 0 for a deuce up to 12 for an ace.
    pub fn index(self) -> u8 {
        self as u8
    }

    /// The character used in notation (`T` for ten).
    pub fn to_char(self) -> char {
        b"23456789TJQKA"[usize::from(self.index())] as char
    }

    fn from_char(c: char) -> Option<Rank> {
        let i = "23456789TJQKA".find(c.to_ascii_uppercase())?;
        u8::try_from(i).ok().map(Rank::from_index)
    }
}

/// A suit. The order clubs < diamonds < hearts < spades breaks ties for the stud
/// bring-in and the stud odd chip.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Suit {
    Clubs = 0,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    /// All suits, clubs first.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// 0 for clubs up to 3 for spades.
    pub fn index(self) -> u8 {
        self as u8
    }

    /// The character used in notation (`c`, `d`, `h`, `s`).
    pub fn to_char(self) -> char {
        b"cdhs"[usize::from(self.index())] as char
    }

    fn from_char(c: char) -> Option<Suit> {
        match c.to_ascii_lowercase() {
            'c' => Some(Suit::Clubs),
            'd' => Some(Suit::Diamonds),
            'h' => Some(Suit::Hearts),
            's' => Some(Suit::Spades),
            _ => None,
        }
    }
}

/// One playing card, stored as `rank * 4 + suit` (0..52).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// The card of this rank and suit.
    pub fn new(rank: Rank, suit: Suit) -> Card {
        Card(rank.index() * 4 + suit.index())
    }

    /// The card with this index (0..52); `None` past the deck.
    pub fn from_index(i: u8) -> Option<Card> {
        (i < 52).then_some(Card(i))
    }

    /// `rank * 4 + suit`, in 0..52.
    pub fn index(self) -> u8 {
        self.0
    }

    /// The rank.
    pub fn rank(self) -> Rank {
        Rank::from_index(self.0 / 4)
    }

    /// The suit.
    pub fn suit(self) -> Suit {
        Suit::ALL[usize::from(self.0 % 4)]
    }

    /// All 52 cards, deuce of clubs first.
    pub fn deck() -> impl Iterator<Item = Card> {
        (0..52).map(Card)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().to_char(), self.suit().to_char())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl serde::Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl FromStr for Card {
    type Err = CardError;

    fn from_str(s: &str) -> Result<Card, CardError> {
        match parse_cards(s)?.as_slice() {
            [Some(card)] => Ok(*card),
            _ => Err(CardError::BadToken {
                token: s.to_string(),
                at: 1,
            }),
        }
    }
}

/// Why card text was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CardError {
    /// The token is neither a card nor `??`; `at` is the character where
    /// it starts, counted from 1.
    #[error("'{token}' at character {at} is not a card (expected e.g. Ah, Td, 10d or ??)")]
    BadToken { token: String, at: usize },
    /// The same card appears twice; `at` counts characters from 1.
    #[error("{card} appears twice (again at character {at})")]
    Duplicate { card: Card, at: usize },
}

/// Reads cards from dealer text: `"AhKd"`, `"Ah Kd"`, `"as, 10d"`, `"??"`.
/// `None` stands for a card dealt face down that nobody saw. Ranks and suits are
/// case-insensitive; a card repeated within the text is an error.
pub fn parse_cards(text: &str) -> Result<Vec<Option<Card>>, CardError> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut out = Vec::new();
    let mut seen = CardSet::EMPTY;
    let mut i = 0;
    while i < chars.len() {
        let (start, c) = chars[i];
        // People count characters from 1.
        let at = i + 1;
        if c.is_whitespace() || c == ',' {
            i += 1;
            continue;
        }
        let token_end = |len: usize| chars.get(i + len).map_or(text.len(), |&(p, _)| p);
        let bad = |len: usize| CardError::BadToken {
            token: text[start..token_end(len.min(chars.len() - i))].to_string(),
            at,
        };
        if c == '?' {
            if chars.get(i + 1).map(|&(_, c)| c) != Some('?') {
                return Err(bad(2));
            }
            out.push(None);
            i += 2;
            continue;
        }
        let (rank, rank_len) = if c == '1' && chars.get(i + 1).map(|&(_, c)| c) == Some('0') {
            (Some(Rank::Ten), 2)
        } else {
            (Rank::from_char(c), 1)
        };
        let suit = chars
            .get(i + rank_len)
            .and_then(|&(_, c)| Suit::from_char(c));
        match (rank, suit) {
            (Some(rank), Some(suit)) => {
                let card = Card::new(rank, suit);
                if !seen.insert(card) {
                    return Err(CardError::Duplicate { card, at });
                }
                out.push(Some(card));
                i += rank_len + 1;
            }
            _ => return Err(bad(rank_len + 1)),
        }
    }
    Ok(out)
}

/// Writes cards as notation text, `??` for an unknown card, with no separator.
pub fn format_cards(cards: &[Option<Card>]) -> String {
    cards
        .iter()
        .map(|c| c.map_or_else(|| "??".to_string(), |c| c.to_string()))
        .collect()
}

/// Cards as dealers and hand histories read them, spaced: `Ah Kd ??`.
pub fn spaced_cards(cards: &[Option<Card>]) -> String {
    cards
        .iter()
        .map(|c| c.map_or_else(|| "??".to_string(), |c| c.to_string()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A set of cards, one bit per card.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

impl CardSet {
    /// The empty set.
    pub const EMPTY: CardSet = CardSet(0);

    /// Whether the card is in the set.
    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.index()) != 0
    }

    /// Adds the card; `false` if it was already there.
    pub fn insert(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 |= 1 << card.index();
        !had
    }

    /// Removes the card; `false` if it was not there.
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !(1 << card.index());
        had
    }

    /// How many cards the set holds.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards in the set, lowest index first.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        Card::deck().filter(move |&c| self.contains(c))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_spelling_of_a_card() {
        let cards = parse_cards("Ah kd, 10s Tc 9H ??").unwrap();
        assert_eq!(format_cards(&cards), "AhKdTsTc9h??");
    }

    #[test]
    fn round_trips_all_52_cards() {
        for card in Card::deck() {
            assert_eq!(card.to_string().parse::<Card>().unwrap(), card);
            assert_eq!(Card::new(card.rank(), card.suit()), card);
        }
    }

    #[test]
    fn unknown_cards_may_repeat_but_known_ones_may_not() {
        assert_eq!(parse_cards("????").unwrap(), vec![None, None]);
        assert_eq!(
            parse_cards("Ah Kd Ah"),
            Err(CardError::Duplicate {
                card: "Ah".parse().unwrap(),
                at: 7
            })
        );
    }

    #[test]
    fn a_bad_token_is_named_with_its_position() {
        let err = parse_cards("Ah Xd").unwrap_err();
        assert_eq!(
            err,
            CardError::BadToken {
                token: "Xd".into(),
                at: 4
            }
        );
        assert_eq!(
            err.to_string(),
            "'Xd' at character 4 is not a card (expected e.g. Ah, Td, 10d or ??)"
        );
        // Characters, not bytes: "é" is one character of two bytes.
        assert!(matches!(
            parse_cards("é Xd"),
            Err(CardError::BadToken { at: 1, .. })
        ));
        assert!(matches!(
            parse_cards("Ah ?x"),
            Err(CardError::BadToken { at: 4, .. })
        ));
        assert!(matches!(parse_cards("A"), Err(CardError::BadToken { .. })));
        assert!(matches!(parse_cards("1h"), Err(CardError::BadToken { .. })));
        assert!(matches!(parse_cards("?"), Err(CardError::BadToken { .. })));
        assert!(matches!(
            parse_cards("Ahx"),
            Err(CardError::BadToken { .. })
        ));
    }

    #[test]
    fn suits_order_clubs_diamonds_hearts_spades() {
        let c: Vec<Card> = ["2c", "2d", "2h", "2s", "3c"]
            .iter()
            .map(|s| s.parse().unwrap())
            .collect();
        assert!(c.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn card_set_counts_and_refuses_repeats() {
        let mut set = CardSet::EMPTY;
        let ah: Card = "Ah".parse().unwrap();
        assert!(set.insert(ah));
        assert!(!set.insert(ah));
        assert_eq!(set.len(), 1);
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![ah]);
        assert!(set.remove(ah));
        assert!(set.is_empty());
    }
}

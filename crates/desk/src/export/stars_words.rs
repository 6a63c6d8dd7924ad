//! Hand names as PokerStars writes them after `shows [..]` and in the
//! summary: "a pair of Aces", "two pair, Aces and Kings", "a full house,
//! Kings full of Sevens", "a straight, Ten to Ace", "a flush, Ace high";
//! hi/lo lows as "8,6,4,3,2"; tournament levels in Roman numerals.

use dealerdesk_core::eval::{Category, HighRank, LowRank, ShortDeckRank};

const NAMES: [&str; 13] = [
    "Deuce", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen",
    "King", "Ace",
];
const PLURALS: [&str; 13] = [
    "Deuces", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines", "Tens", "Jacks",
    "Queens", "Kings", "Aces",
];

/// A high hand in PokerStars' words.
pub fn high_hand(rank: HighRank) -> Option<String> {
    let r = rank.deciding_ranks()?.map(usize::from);
    let (name, plural) = (|i: usize| NAMES[r[i]], |i: usize| PLURALS[r[i]]);
    // A straight runs from four below its top card (the wheel from the ace).
    let low_end = |top: usize| NAMES[(top + 13 - 4) % 13];
    let low_end = |top: usize| if top == 3 { "Ace" } else { low_end(top) };
    Some(match rank.category() {
        Category::StraightFlush if r[0] == 12 => "a Royal Flush".into(),
        Category::StraightFlush => {
            format!("a straight flush, {} to {}", low_end(r[0]), name(0))
        }
        Category::FourOfAKind => format!("four of a kind, {}", plural(0)),
        Category::FullHouse => format!("a full house, {} full of {}", plural(0), plural(1)),
        Category::Flush => format!("a flush, {} high", name(0)),
        Category::Straight => format!("a straight, {} to {}", low_end(r[0]), name(0)),
        Category::ThreeOfAKind => format!("three of a kind, {}", plural(0)),
        Category::TwoPair => format!("two pair, {} and {}", plural(0), plural(1)),
        Category::Pair => format!("a pair of {}", plural(0)),
        Category::HighCard => format!("high card {}", name(0)),
    })
}

/// A short-deck (6+) hand in PokerStars' words; a straight runs from its
/// lowest card, the ace of A-6-7-8-9 included ("a straight, Ace to Nine").
pub fn short_deck_hand(rank: ShortDeckRank) -> String {
    let r = rank.ranks().map(|r| usize::from(r.index()));
    let (name, plural) = (|i: usize| NAMES[r[i]], |i: usize| PLURALS[r[i]]);
    match rank.category() {
        Category::StraightFlush if r[0] == 12 => "a Royal Flush".into(),
        Category::StraightFlush => format!("a straight flush, {} to {}", name(4), name(0)),
        Category::FourOfAKind => format!("four of a kind, {}", plural(0)),
        Category::FullHouse => format!("a full house, {} full of {}", plural(0), plural(3)),
        Category::Flush => format!("a flush, {} high", name(0)),
        Category::Straight => format!("a straight, {} to {}", name(4), name(0)),
        Category::ThreeOfAKind => format!("three of a kind, {}", plural(0)),
        Category::TwoPair => format!("two pair, {} and {}", plural(0), plural(2)),
        Category::Pair => format!("a pair of {}", plural(0)),
        Category::HighCard => format!("high card {}", name(0)),
    }
}

/// An eight-or-better low, `"8,6,4,3,2"` (ace as `A`).
pub fn low_hand(rank: LowRank) -> String {
    // `LowRank` prints "8-6-4-3-2 low".
    rank.to_string().trim_end_matches(" low").replace('-', ",")
}

/// A level number in Roman numerals, as PokerStars writes levels.
pub(super) fn roman(mut n: u32) -> String {
    let mut out = String::new();
    for (value, letters) in [
        (1000, "M"),
        (900, "CM"),
        (500, "D"),
        (400, "CD"),
        (100, "C"),
        (90, "XC"),
        (50, "L"),
        (40, "XL"),
        (10, "X"),
        (9, "IX"),
        (5, "V"),
        (4, "IV"),
        (1, "I"),
    ] {
        while n >= value {
            out += letters;
            n -= value;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use dealerdesk_core::cards::{Card, parse_cards};
    use dealerdesk_core::eval::{eval_high, eval_low8};

    fn named(text: &str) -> String {
        let cards: Vec<Card> = parse_cards(text).unwrap().into_iter().flatten().collect();
        high_hand(eval_high(&cards)).unwrap()
    }

    #[test]
    fn hands_are_named_as_pokerstars_names_them() {
        assert_eq!(named("Kd Jc Ks 4s 2c 9d Qd"), "a pair of Kings");
        assert_eq!(named("Kh Td 7s 4d 6s 8h Ac"), "high card Ace");
        assert_eq!(
            named("As Ac Ah Kh 7c 7d Th"),
            "a full house, Aces full of Sevens"
        );
        assert_eq!(named("Qh As 3c 3h 3s 7c Ks"), "three of a kind, Threes");
        assert_eq!(named("Ah Kd Ac Kc 2s"), "two pair, Aces and Kings");
        assert_eq!(named("Ts Jd Qc Kh Ad 2c"), "a straight, Ten to Ace");
        assert_eq!(named("Ah 2d 3c 4s 5h"), "a straight, Ace to Five");
        assert_eq!(named("Ah 9h 5h 3h 2h Kc"), "a flush, Ace high");
        assert_eq!(named("9s Ts Js Qs Ks"), "a straight flush, Nine to King");
        assert_eq!(named("Ts Js Qs Ks As"), "a Royal Flush");
        assert_eq!(named("7c 7d 7h 7s 2c"), "four of a kind, Sevens");
    }

    #[test]
    fn lows_are_written_with_commas() {
        let cards: Vec<Card> = parse_cards("8c 6d 4h 3s 2c Kd Ks")
            .unwrap()
            .into_iter()
            .flatten()
            .collect();
        assert_eq!(low_hand(eval_low8(&cards).unwrap()), "8,6,4,3,2");
    }

    #[test]
    fn short_deck_hands_read_from_their_own_order() {
        use dealerdesk_core::eval::{ShortDeckOrder, eval_short_deck};
        let sd = |t: &str| {
            let cards: Vec<Card> = parse_cards(t).unwrap().into_iter().flatten().collect();
            short_deck_hand(eval_short_deck(&cards, ShortDeckOrder::COMMON))
        };
        assert_eq!(sd("Ah 6c 7d 8s 9h"), "a straight, Ace to Nine");
        assert_eq!(sd("Kh Kd Kc 7s 7h"), "a full house, Kings full of Sevens");
        assert_eq!(sd("Ah Ad Kc Ks 9h"), "two pair, Aces and Kings");
        assert_eq!(sd("Kh Jh 9h 8h 6h"), "a flush, King high");
    }
}

//! A hand as its game ranks it ([`HandRank`]): the high hand, an
//! ace-to-five or deuce-to-seven low, a badugi or a short-deck hand. A
//! showdown compares the ranks of one game, so of one kind; the kind also
//! says how the hand is read out.

use std::fmt;

use super::{AceFiveLow, BadugiRank, DeuceSevenLow, HighRank, ShortDeckRank};

/// The hand a player holds, ranked by the game's evaluator. Within one
/// kind a greater value is a better hand; ranks of different kinds are
/// never compared by a showdown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum HandRank {
    /// A high hand (hold'em, Omaha, stud).
    High(HighRank),
    /// An ace-to-five low without qualifier (razz).
    AceFiveLow(AceFiveLow),
    /// A deuce-to-seven low (the 2-7 draws).
    DeuceSevenLow(DeuceSevenLow),
    /// A badugi hand.
    Badugi(BadugiRank),
    /// A short-deck high hand under the house's order.
    ShortDeck(ShortDeckRank),
}

impl HandRank {
    /// The high hand, where the game ranks high hands.
    pub fn high(self) -> Option<HighRank> {
        match self {
            HandRank::High(h) => Some(h),
            _ => None,
        }
    }

    /// The kind of ranking, as written in JSON: `high`, `ace-five-low`,
    /// `deuce-seven-low`, `badugi`, `short-deck`.
    pub fn kind(self) -> &'static str {
        match self {
            HandRank::High(_) => "high",
            HandRank::AceFiveLow(_) => "ace-five-low",
            HandRank::DeuceSevenLow(_) => "deuce-seven-low",
            HandRank::Badugi(_) => "badugi",
            HandRank::ShortDeck(_) => "short-deck",
        }
    }
}

impl serde::Serialize for HandRank {
    /// A high hand as [`HighRank`] writes it (`{"category": "full-house",
    /// "ranks": "K7"}`); any other as its kind and the ranks that play,
    /// highest first, with the category where the kind has one:
    /// `{"ranking": "ace-five-low", "ranks": "8643A"}`.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let text = |ranks: &[crate::cards::Rank]| -> String {
            ranks.iter().map(|r| r.to_char()).collect()
        };
        let (ranks, category) = match *self {
            HandRank::High(h) => return h.serialize(s),
            HandRank::AceFiveLow(l) => (text(&l.ranks()), None),
            HandRank::DeuceSevenLow(l) => (text(&l.ranks()), Some(l.category())),
            HandRank::Badugi(b) => (text(&b.ranks()), None),
            HandRank::ShortDeck(h) => (text(&h.ranks()), Some(h.category())),
        };
        let mut st = s.serialize_struct("HandRank", 3)?;
        st.serialize_field("ranking", self.kind())?;
        if let Some(category) = category {
            st.serialize_field("category", &category)?;
        }
        st.serialize_field("ranks", &ranks)?;
        st.end()
    }
}

impl fmt::Display for HandRank {
    /// As the evaluator reads it: `"full house, kings over sevens"`,
    /// `"8-6-4-3-A low"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandRank::High(h) => h.fmt(f),
            HandRank::AceFiveLow(l) => l.fmt(f),
            HandRank::DeuceSevenLow(l) => l.fmt(f),
            HandRank::Badugi(b) => b.fmt(f),
            HandRank::ShortDeck(h) => h.fmt(f),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::test_util::cards;
    use crate::eval::{ShortDeckOrder, eval_ace_five_low, eval_high, eval_short_deck};

    #[test]
    fn a_high_hand_writes_as_before_and_others_name_their_ranking() {
        let full = eval_high(&cards("Kh Kd Ks 7c 7h"));
        let high = HandRank::High(full);
        assert_eq!(
            serde_json::to_string(&high).unwrap(),
            serde_json::to_string(&full).unwrap()
        );
        assert!(
            serde_json::to_string(&high)
                .unwrap()
                .starts_with(r#"{"category":"full-house""#)
        );
        assert_eq!(high.high(), Some(full));
        let razz = HandRank::AceFiveLow(eval_ace_five_low(&cards("8h 6c 4d 3s Ah Kc Kd")));
        assert_eq!(
            serde_json::to_string(&razz).unwrap(),
            r#"{"ranking":"ace-five-low","ranks":"8643A"}"#
        );
        assert_eq!(razz.to_string(), "8-6-4-3-A low");
        assert_eq!(razz.high(), None);
        let six_plus = HandRank::ShortDeck(eval_short_deck(
            &cards("Ah 6c 7d 8s 9h"),
            ShortDeckOrder::COMMON,
        ));
        assert_eq!(
            serde_json::to_string(&six_plus).unwrap(),
            r#"{"ranking":"short-deck","category":"straight","ranks":"9876A"}"#
        );
    }
}

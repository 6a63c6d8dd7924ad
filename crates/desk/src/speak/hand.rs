//! The hand that won a pot (`Won`), in the table's language: the category
//! and deciding ranks as the evaluator gives them, a split pot's high and
//! low.
use dealerdesk_core::cards::Rank;
use dealerdesk_core::engine::Won;
use dealerdesk_core::eval::{Category, HighRank, LowRank};
use dealerdesk_i18n::{Args, Words};

use super::rank_word;

/// The winning hand in words; `None` for a pot nobody contested.
pub fn won(words: Words, won: &Won) -> Option<String> {
    match won {
        Won::Uncontested => None,
        Won::Floor => Some(words.get("hand-floor")),
        Won::Hand { high, low: None } => Some(high_hand(words, *high)),
        Won::Hand {
            high,
            low: Some(low),
        } => Some(
            words.with(
                "hand-hi-lo",
                &Args::new()
                    .str("high", high_hand(words, *high))
                    .str("low", low_hand(words, *low)),
            ),
        ),
    }
}

/// A high hand: "full house, kings over sevens".
pub fn high_hand(words: Words, h: HighRank) -> String {
    let ranks = h.ranks();
    let rank = |i: usize| ranks.get(i).copied().unwrap_or(Rank::Two);
    let plural = |i: usize| words.with("rank-plural", &Args::new().str("rank", rank_word(rank(i))));
    let top = || {
        Args::new().str(
            "top",
            words.with("rank-high", &Args::new().str("rank", rank_word(rank(0)))),
        )
    };
    let first = || Args::new().str("first", plural(0));
    let two = || first().str("second", plural(1));
    let w = |id: &str, args: Args| words.with(id, &args);
    match h.category() {
        Category::StraightFlush if rank(0) == Rank::Ace => w("hand-royal-flush", Args::new()),
        Category::StraightFlush => w("hand-straight-flush", top()),
        Category::FourOfAKind => w("hand-quads", first()),
        Category::FullHouse => w("hand-full-house", two()),
        Category::Flush => w("hand-flush", top()),
        Category::Straight => w("hand-straight", top()),
        Category::ThreeOfAKind => w("hand-trips", first()),
        Category::TwoPair => w("hand-two-pair", two()),
        Category::Pair => w("hand-pair", first()),
        Category::HighCard => w("hand-high-card", top()),
    }
}

/// A low: "8-6-4-3-A low".
fn low_hand(words: Words, l: LowRank) -> String {
    let ranks: Vec<String> = l.ranks().iter().map(|r| r.to_char().to_string()).collect();
    words.with("hand-low", &Args::new().str("ranks", ranks.join("-")))
}

//! The hand that won a pot (`Won`), in the table's language: the category
//! and deciding ranks as the game's evaluator gives them (a razz or 2-7 low
//! by its ranks), a split pot's high and low.
use dealerdesk_core::cards::Rank;
use dealerdesk_core::engine::Won;
use dealerdesk_core::eval::{Category, HandRank, HighRank};
use dealerdesk_i18n::{Args, Words};

use super::rank_word;

/// The winning hand in words; `None` for a pot nobody contested.
pub fn won(words: Words, won: &Won) -> Option<String> {
    match won {
        Won::Uncontested => None,
        Won::Floor => Some(words.get("hand-floor")),
        Won::Hand { best, low: None } => Some(best_hand(words, *best)),
        Won::Hand {
            best,
            low: Some(low),
        } => Some(
            words.with(
                "hand-hi-lo",
                &Args::new()
                    .str("high", best_hand(words, *best))
                    .str("low", low_hand(words, &low.ranks())),
            ),
        ),
    }
}

/// A hand as its game ranks it: a high or short-deck hand by its category,
/// a razz or badugi hand by its ranks, a 2-7 hand by its ranks or, where a
/// straight or flush counts against it, by that.
fn best_hand(words: Words, rank: HandRank) -> String {
    match rank {
        HandRank::High(h) => high_hand(words, h),
        HandRank::ShortDeck(h) => category_hand(words, h.category(), &h.ranks()),
        HandRank::AceFiveLow(l) => low_hand(words, &l.ranks()),
        HandRank::DeuceSevenLow(l) if l.category() == Category::HighCard => {
            low_hand(words, &l.ranks())
        }
        HandRank::DeuceSevenLow(l) => category_hand(words, l.category(), &l.ranks()),
        HandRank::Badugi(b) => low_hand(words, &b.ranks()),
    }
}

/// A high hand: "full house, kings over sevens".
pub fn high_hand(words: Words, h: HighRank) -> String {
    category_hand(words, h.category(), &h.ranks())
}

/// A hand of `category` decided by `ranks`, most significant first, each
/// once (a full house's set then its pair).
fn category_hand(words: Words, category: Category, ranks: &[Rank]) -> String {
    let mut distinct: Vec<Rank> = Vec::with_capacity(5);
    for r in ranks {
        if !distinct.contains(r) {
            distinct.push(*r);
        }
    }
    let ranks = distinct;
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
    match category {
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

/// A low by its ranks, highest first: "8-6-4-3-A low".
fn low_hand(words: Words, ranks: &[Rank]) -> String {
    let ranks: Vec<String> = ranks.iter().map(|r| r.to_char().to_string()).collect();
    words.with("hand-low", &Args::new().str("ranks", ranks.join("-")))
}

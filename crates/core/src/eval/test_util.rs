//! Helpers for the evaluator's tests.

use crate::cards::{Card, parse_cards};

/// Cards from notation text, e.g. `"Ah Kd 7c"`.
pub(crate) fn cards(text: &str) -> Vec<Card> {
    parse_cards(text)
        .unwrap()
        .into_iter()
        .map(Option::unwrap)
        .collect()
}

/// A small deterministic generator (SplitMix64).
pub(crate) struct SplitMix64(pub(crate) u64);

impl SplitMix64 {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// `n` distinct random cards.
pub(crate) fn random_hand(rng: &mut SplitMix64, n: usize) -> Vec<Card> {
    let mut used = 0u64;
    let mut hand = Vec::with_capacity(n);
    while hand.len() < n {
        let index = (rng.next() % 52) as u8;
        if used & (1 << index) == 0 {
            used |= 1 << index;
            hand.push(Card::from_index(index).unwrap());
        }
    }
    hand
}

/// Calls `f` with each of the 2,598,960 five-card hands once.
pub(crate) fn every_five_card_hand(mut f: impl FnMut([Card; 5])) {
    let deck: Vec<Card> = Card::deck().collect();
    for a in 0..52 {
        for b in a + 1..52 {
            for c in b + 1..52 {
                for d in c + 1..52 {
                    for e in d + 1..52 {
                        f([deck[a], deck[b], deck[c], deck[d], deck[e]]);
                    }
                }
            }
        }
    }
}

//! Property tests over random hands (`dealerdesk_hunt`): every action the
//! engine offers is accepted, anything else is refused without changing the
//! hand, chips are conserved, and a hand written to PHH replays to the same
//! state.

#![allow(clippy::unwrap_used)] // tests fail loudly by design

use dealerdesk_hunt::play_random_hand;
use proptest::prelude::*;

proptest! {
    // PROPTEST_CASES raises the count for a longer hunt.
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(400)
    ))]

    #[test]
    fn random_legal_hands_conserve_chips_and_refusals_change_nothing(seed in any::<u64>()) {
        play_random_hand(seed);
    }
}

/// Seeds that once found a hand that could not finish (an exposed card of a
/// dead hand promised a replacement) and a 53-card stud deck (burns not
/// scrambled back into a short stub).
#[test]
fn hunted_seeds_finish_within_the_deck() {
    for seed in [
        921_427_116_466_112_833,
        10_289_846_642_400_748_978,
        6_057_176_103_948_074_929,
    ] {
        play_random_hand(seed);
    }
}

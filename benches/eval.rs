//! Throughput of the hand evaluator over a million pre-generated random hands.
//!
//! Run with `cargo bench --bench eval`; criterion reports hands per second.

use std::hint::black_box;
use std::time::Instant;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use dealerdesk::cards::Card;
use dealerdesk::eval::{eval_high, eval_low8};

const HANDS: usize = 1_000_000;

/// A small deterministic generator (SplitMix64).
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// `HANDS` random hands of `N` distinct cards each.
fn random_hands<const N: usize>(seed: u64) -> Vec<[Card; N]> {
    let mut rng = SplitMix64(seed);
    let deck: Vec<Card> = Card::deck().collect();
    (0..HANDS)
        .map(|_| {
            let mut used = 0u64;
            let mut hand = [deck[0]; N];
            for slot in &mut hand {
                let index = loop {
                    let index = (rng.next() % 52) as usize;
                    if used & (1 << index) == 0 {
                        break index;
                    }
                };
                used |= 1 << index;
                *slot = deck[index];
            }
            hand
        })
        .collect()
}

fn eval(c: &mut Criterion) {
    // Nothing has touched the tables yet: this call builds them.
    let hand: Vec<Card> = Card::deck().take(7).collect();
    let start = Instant::now();
    black_box(eval_high(black_box(&hand)));
    eprintln!("eval tables built on first use in {:?}", start.elapsed());

    let seven = random_hands::<7>(7);
    let five = random_hands::<5>(5);
    let mut group = c.benchmark_group("eval");
    group.throughput(Throughput::Elements(HANDS as u64));
    group.bench_function("eval_high 7 cards", |b| {
        b.iter(|| {
            black_box(&seven)
                .iter()
                .map(|hand| u64::from(eval_high(hand).value()))
                .sum::<u64>()
        })
    });
    group.bench_function("eval_high 5 cards", |b| {
        b.iter(|| {
            black_box(&five)
                .iter()
                .map(|hand| u64::from(eval_high(hand).value()))
                .sum::<u64>()
        })
    });
    group.bench_function("eval_low8 7 cards", |b| {
        b.iter(|| {
            black_box(&seven)
                .iter()
                .filter(|hand| eval_low8(hand.as_slice()).is_some())
                .count()
        })
    });
    group.finish();
}

criterion_group!(benches, eval);
criterion_main!(benches);

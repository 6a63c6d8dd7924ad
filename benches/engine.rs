//! Replay throughput over the public hand histories in `../shared/phh/public`:
//! from parsed hands (the engine alone) and from PHH text (parse + engine).

use std::hint::black_box;
use std::path::{Path, PathBuf};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use dealerdesk::notation::PhhHand;
use dealerdesk::replay::replay;
use dealerdesk::rules::{HouseRules, Variant};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let path = e.path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|x| x == "phh") {
            out.push(path);
        }
    }
}

fn bench_replay(c: &mut Criterion) {
    let mut paths = Vec::new();
    files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/phh/public"),
        &mut paths,
    );
    let presets: Vec<(Variant, HouseRules)> = Variant::ALL
        .iter()
        .map(|p| (*p, HouseRules::preset(*p)))
        .collect();
    let rules_for = |hand: &PhhHand| -> &HouseRules {
        let want = hand.variant;
        &presets
            .iter()
            .find(|(p, _)| *p == want)
            .expect("a preset per variant")
            .1
    };
    // Supported hands only; unsupported variants are not engine work.
    let texts: Vec<String> = paths
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .filter(|t| PhhHand::parse(t).is_ok())
        .collect();
    let hands: Vec<PhhHand> = texts
        .iter()
        .filter_map(|t| PhhHand::parse(t).ok())
        .collect();
    assert!(
        hands.len() > 5000,
        "expected the public corpus at ../shared/phh/public"
    );

    let mut group = c.benchmark_group("replay");
    group.throughput(Throughput::Elements(hands.len() as u64));
    group.sample_size(10);
    group.bench_function("parsed hands", |b| {
        b.iter(|| {
            for hand in &hands {
                black_box(replay(hand, rules_for(hand)).ok());
            }
        })
    });
    group.bench_function("from phh text", |b| {
        b.iter(|| {
            for text in &texts {
                if let Ok(hand) = PhhHand::parse(text) {
                    black_box(replay(&hand, rules_for(&hand)).ok());
                }
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench_replay);
criterion_main!(benches);

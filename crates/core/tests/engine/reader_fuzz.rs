//! Fuzz-style checks of the readers of outside input, within the test run:
//! hand histories and house files mangled at random (bytes cut, repeated,
//! flipped, spliced, nested) are read or refused with an error, never a
//! panic, and each read stays quick. The long runs are the cargo-fuzz
//! targets; this keeps a fast net in every `cargo test`.

use std::time::{Duration, Instant};

use dealerdesk_core::notation::PhhHand;
use dealerdesk_core::rules::HouseRules;
use proptest::prelude::*;

/// Seeds from the repository's own data: a hand of each kind and a house file
/// of each family.
fn seeds() -> Vec<String> {
    let root = crate::support::repo();
    let mut out = Vec::new();
    for rel in [
        "tests/data/min-raise.phh",
        "rulesets/nl-holdem.yaml",
        "rulesets/stud-hilo.yaml",
        "rulesets/wsop-2026-cash/nl-holdem.yaml",
        "rulesets/roberts-rules/fl-holdem.yaml",
    ] {
        out.push(std::fs::read_to_string(root.join(rel)).unwrap());
    }
    for dir in ["tests/data/phh/generated/f7s8", "tests/data/phh/public"] {
        for f in phh_files(&root.join(dir)).into_iter().take(3) {
            out.push(std::fs::read_to_string(f).unwrap());
        }
    }
    out
}

/// Every `.phh` file under `dir`, sorted.
fn phh_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "phh") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// One way to mangle a text.
#[derive(Debug, Clone)]
enum Mangle {
    Cut(usize),
    Flip(usize, u8),
    Repeat(usize, usize, usize),
    Insert(usize, String),
    Nest(usize, usize),
}

fn mangle(text: &str, how: &[Mangle]) -> String {
    let mut b = text.as_bytes().to_vec();
    for m in how {
        let at = |i: usize, b: &Vec<u8>| if b.is_empty() { 0 } else { i % (b.len() + 1) };
        match m {
            Mangle::Cut(i) => {
                let i = at(*i, &b);
                b.truncate(i);
            }
            Mangle::Flip(i, x) if !b.is_empty() => {
                let i = *i % b.len();
                b[i] ^= x | 1;
            }
            Mangle::Flip(..) => {}
            Mangle::Repeat(i, len, times) => {
                let i = at(*i, &b);
                let end = (i + len % 64).min(b.len());
                let piece = b[i..end].to_vec();
                for _ in 0..(*times % 200) {
                    b.splice(i..i, piece.iter().copied());
                }
            }
            Mangle::Insert(i, s) => {
                let i = at(*i, &b);
                b.splice(i..i, s.bytes());
            }
            Mangle::Nest(i, depth) => {
                let i = at(*i, &b);
                let open = "[{".repeat(depth % 5_000);
                b.splice(i..i, open.bytes());
            }
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

fn mangles() -> impl Strategy<Value = Vec<Mangle>> {
    let one = prop_oneof![
        any::<usize>().prop_map(Mangle::Cut),
        (any::<usize>(), any::<u8>()).prop_map(|(i, x)| Mangle::Flip(i, x)),
        (any::<usize>(), any::<usize>(), any::<usize>())
            .prop_map(|(i, l, t)| Mangle::Repeat(i, l, t)),
        (
            any::<usize>(),
            prop_oneof![
                Just("=".to_string()),
                Just("[".to_string()),
                Just("'".to_string()),
                Just("\n- ".to_string()),
                Just("99999999999999999999999".to_string()),
                Just("-1".to_string()),
                Just("1e30".to_string()),
                Just("&a *a ".to_string()),
                Just("\u{0}".to_string()),
                "\\PC{0,12}",
            ]
        )
            .prop_map(|(i, s)| Mangle::Insert(i, s)),
        (any::<usize>(), any::<usize>()).prop_map(|(i, d)| Mangle::Nest(i, d)),
    ];
    prop::collection::vec(one, 1..6)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, .. ProptestConfig::default() })]

    #[test]
    fn mangled_hand_histories_and_house_files_are_read_or_refused_quickly(
        seed in 0usize..64,
        how in mangles(),
    ) {
        let seeds = seeds();
        let text = mangle(&seeds[seed % seeds.len()], &how);
        let started = Instant::now();
        // Either reader may refuse; neither may panic.
        let _ = PhhHand::parse(&text);
        let _ = dealerdesk_core::notation::phhs::split_hands(&text);
        let _ = HouseRules::from_yaml(&text, "fuzz.yaml");
        // A generous bound for a debug build on a busy machine.
        prop_assert!(started.elapsed() < Duration::from_secs(2), "took {:?}", started.elapsed());
    }
}

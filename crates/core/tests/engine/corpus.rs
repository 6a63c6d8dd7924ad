//! Replays the bundled hand histories (`tests/data/phh`) and, when it sits
//! beside the project, the whole corpus in `../shared/phh`, and compares each
//! result with the recorded finishing stacks (and, for generated hands, the
//! pot count).

use std::path::{Path, PathBuf};

use dealerdesk_core::notation::PhhHand;
use dealerdesk_core::replay::{StackCheck, check_finish, replay};
use dealerdesk_core::rules::HouseRules;

/// Hand histories in `tests/data/phh`, and how many are of games outside the
/// mission (reported as unsupported).
const BUNDLED_FILES: usize = 466;
const BUNDLED_UNSUPPORTED: usize = 1;

/// The hands bundled with the tests: a selection of `../shared/phh` covering
/// every game, side pots, odd chips, big-blind antes, straddles and the
/// half-chip splits (see `tests/data/README.md`).
fn bundled() -> PathBuf {
    crate::support::repo().join("tests/data/phh")
}

/// The whole corpus, when it sits beside the project. CI sets
/// `DEALERDESK_REQUIRE_CORPUS` so that a missing corpus fails there.
fn whole_corpus() -> Option<PathBuf> {
    let dir = crate::support::repo().join("../shared/phh");
    if dir.is_dir() {
        return Some(dir);
    }
    assert!(
        std::env::var_os("DEALERDESK_REQUIRE_CORPUS").is_none(),
        "the hand-history corpus is required at {}",
        dir.display()
    );
    eprintln!(
        "{} is absent: only the bundled hands are replayed",
        dir.display()
    );
    None
}

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for e in entries {
        if e.is_dir() {
            files(&e, out);
        } else if e.extension().is_some_and(|x| x == "phh") {
            out.push(e);
        }
    }
}

fn pot_count(text: &str) -> Option<usize> {
    let line = text.lines().find(|l| l.starts_with("_pot_count"))?;
    line.split('=').nth(1)?.trim().parse().ok()
}

/// What replaying a folder of hand histories found.
#[derive(Debug, Default)]
struct Tally {
    files: usize,
    exact: usize,
    half: usize,
    unrecorded: usize,
    unsupported: Vec<String>,
}

/// Replays every `*.phh` below `dir`; panics listing every hand that fails.
fn replay_all(dir: &Path) -> Tally {
    let mut all = Vec::new();
    files(dir, &mut all);
    let (mut exact, mut half, mut unsupported, mut unrecorded) = (0, 0, Vec::new(), 0);
    let mut failures = Vec::new();
    for path in &all {
        let text = std::fs::read_to_string(path).unwrap();
        let hand = match PhhHand::parse(&text) {
            Ok(h) => h,
            Err(e) if e.is_unsupported() => {
                unsupported.push(e.to_string());
                continue;
            }
            Err(e) => {
                failures.push(format!("{}: {e}", path.display()));
                continue;
            }
        };
        let rules = HouseRules::preset(hand.variant);
        let state = match replay(&hand, &rules) {
            Ok(s) => s,
            Err(e) => {
                failures.push(format!("{}: {e}", path.display()));
                continue;
            }
        };
        match check_finish(&state, hand.finishing_stacks.as_deref()) {
            StackCheck::Exact => exact += 1,
            StackCheck::HalfChipSplit => {
                // The record halves an odd chip; the house rule gives it to the
                // first winner left of the button, so the winner with the larger
                // share sits at the lower position.
                let pot = state
                    .awarded()
                    .iter()
                    .find(|p| p.awards.len() == 2 && p.awards[0].1 != p.awards[1].1)
                    .expect("a split pot with an odd chip");
                let (first, second) = (pot.awards[0], pot.awards[1]);
                assert!(
                    first.0 < second.0 && first.1.0 == second.1.0 + 1,
                    "{}",
                    path.display()
                );
                half += 1;
            }
            StackCheck::NotRecorded => unrecorded += 1,
            other => failures.push(format!("{}: {other:?}", path.display())),
        }
        if let Some(want) = pot_count(&text) {
            let got = state.awarded().len();
            if got != want {
                failures.push(format!(
                    "{}: {got} pots, record says {want}",
                    path.display()
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        unsupported
            .iter()
            .all(|u| u.starts_with("unsupported variant") || u.starts_with("fractional chips"))
    );
    Tally {
        files: all.len(),
        exact,
        half,
        unrecorded,
        unsupported,
    }
}

#[test]
fn bundled_hands_replay_to_their_recorded_stacks() {
    let tally = replay_all(&bundled());
    assert_eq!(tally.files, BUNDLED_FILES, "{tally:?}");
    assert_eq!(tally.half, 3, "the three Pluribus half-chip splits");
    assert_eq!(
        tally.unrecorded, 4,
        "the hands without finishing stacks (two of them draw hands)"
    );
    assert_eq!(tally.unsupported.len(), BUNDLED_UNSUPPORTED, "{tally:?}");
    assert_eq!(
        tally.exact + tally.half + tally.unrecorded + tally.unsupported.len(),
        tally.files
    );
}

#[test]
fn every_supported_hand_in_the_corpus_replays_to_its_recorded_stacks() {
    let Some(dir) = whole_corpus() else {
        return;
    };
    let tally = replay_all(&dir);
    assert!(tally.files > 8000, "corpus has only {} files", tally.files);
    assert_eq!(tally.half, 3, "the three Pluribus half-chip splits");
    assert!(tally.exact > 8000, "only {} exact matches", tally.exact);
    assert_eq!(
        tally.unrecorded, 4,
        "the hands without finishing stacks (the short-deck hand and two draw hands)"
    );
    // One pot-limit Omaha hand in fractional chips.
    assert_eq!(tally.unsupported.len(), 1, "{:?}", tally.unsupported);
}

/// The WSOP 2023 Omaha hands (seven pot-limit Omaha, fourteen fixed-limit
/// Omaha hi/lo) replay to their recorded stacks: four hole cards, a hand of
/// exactly two of them and three of the board, split high and low.
#[test]
fn the_wsop_omaha_hands_replay_to_their_recorded_stacks() {
    let mut all = Vec::new();
    files(&bundled(), &mut all);
    let mut played = std::collections::BTreeMap::new();
    for path in &all {
        let text = std::fs::read_to_string(path).unwrap();
        let Ok(hand) = PhhHand::parse(&text) else {
            continue;
        };
        if hand.variant.game() != dealerdesk_core::game::Game::Omaha {
            continue;
        }
        let state = replay(&hand, &HouseRules::preset(hand.variant))
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(
            check_finish(&state, hand.finishing_stacks.as_deref()),
            StackCheck::Exact,
            "{}",
            path.display()
        );
        *played.entry(hand.variant.code()).or_insert(0) += 1;
    }
    assert_eq!(played.get("PO"), Some(&7), "{played:?}");
    assert_eq!(played.get("FO/8"), Some(&14), "{played:?}");
}

/// The razz and short-deck hands PokerKit played (`.ci/mixed_corpus.py`),
/// twenty of each bundled, replay to PokerKit's finishing stacks, side
/// pots and split pots among them.
#[test]
fn the_bundled_razz_and_short_deck_hands_replay_to_pokerkit_s_stacks() {
    for (folder, code) in [("fr", "FR"), ("ns", "NS")] {
        let mut all = Vec::new();
        files(&bundled().join("generated").join(folder), &mut all);
        assert_eq!(all.len(), 20, "{folder}");
        let (mut side_pots, mut splits) = (0, 0);
        for path in &all {
            let hand = PhhHand::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
            assert_eq!(hand.variant.code(), code);
            let state = replay(&hand, &HouseRules::preset(hand.variant))
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert_eq!(
                check_finish(&state, hand.finishing_stacks.as_deref()),
                StackCheck::Exact,
                "{}",
                path.display()
            );
            side_pots += usize::from(state.awarded().len() > 1);
            splits += usize::from(state.awarded().iter().any(|p| p.awards.len() > 1));
        }
        assert!(
            side_pots >= 10,
            "{folder}: {side_pots} hands with side pots"
        );
        assert!(splits >= 1, "{folder}: no split pot");
    }
}

#[test]
fn the_bundled_draw_hands_replay_to_pokerkit_s_stacks() {
    for (folder, code) in [("n2l1d", "N2L1D"), ("f2l3d", "F2L3D"), ("fb", "FB")] {
        let mut all = Vec::new();
        files(&bundled().join("generated").join(folder), &mut all);
        assert!(all.len() >= 20, "{folder}: {} hands", all.len());
        let mut side_pots = 0;
        let mut full_tables = [0; 2];
        for path in &all {
            let hand = PhhHand::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
            assert_eq!(hand.variant.code(), code);
            let state = replay(&hand, &HouseRules::preset(hand.variant))
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert_eq!(
                check_finish(&state, hand.finishing_stacks.as_deref()),
                StackCheck::Exact,
                "{}",
                path.display()
            );
            side_pots += usize::from(state.awarded().len() > 1);
            if let Some(n) = state.players().len().checked_sub(7).filter(|n| *n < 2) {
                full_tables[n] += 1;
            }
        }
        assert!(
            side_pots >= 10,
            "{folder}: {side_pots} hands with side pots"
        );
        assert!(
            full_tables.iter().all(|n| *n >= 3),
            "{folder}: {full_tables:?} hands seven- and eight-handed"
        );
    }
}

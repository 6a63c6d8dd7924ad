//! Small hunts of each kind (`dealerdesk_hunt`), as `cargo xtask hunt`
//! runs them at length: table sessions through the desk and random lines
//! into the table face hold every property, and a case played again from
//! its seed ends the same way.

#![allow(clippy::unwrap_used)] // tests fail loudly by design

use dealerdesk_hunt::{Kind, run_case};

/// Runs `cases` cases of `kind` from seed `first` on; panics with every
/// case that broke.
fn hunt(kind: Kind, first: u64, cases: u64) -> u64 {
    let dir = tempfile::tempdir().unwrap();
    let mut dealt = 0;
    let mut broken = Vec::new();
    for seed in first..first + cases {
        match run_case(kind, seed, dir.path()) {
            Ok(outcome) => dealt += outcome.hands,
            Err(e) => broken.push(format!("{kind} seed {seed}: {e}")),
        }
    }
    assert!(broken.is_empty(), "{}", broken.join("\n\n"));
    dealt
}

#[test]
fn fifty_desk_sessions_conserve_chips_verify_and_reopen_to_the_same_table() {
    let dealt = hunt(Kind::Desk, 1, 50);
    assert!(dealt >= 50, "only {dealt} hands were dealt in 50 sessions");
}

#[test]
fn table_face_lines_never_panic_and_refusals_change_nothing() {
    let dealt = hunt(Kind::Face, 1, 5);
    assert!(dealt > 0, "no hand was dealt in 500 lines");
}

#[test]
fn a_case_replayed_from_its_seed_ends_the_same() {
    let dir = tempfile::tempdir().unwrap();
    for kind in Kind::ALL {
        let first = run_case(kind, 42, dir.path()).unwrap();
        assert_eq!(run_case(kind, 42, dir.path()).unwrap(), first, "{kind}");
        assert_ne!(run_case(kind, 44, dir.path()).unwrap(), first, "{kind}");
    }
}

/// Desk sessions that once broke a property: a right PIN with a refused
/// ruling cleared wrong PINs live but not in the log; a misdeal's redeal
/// exported with its down cards shown; a pot everyone mucked exported
/// without the cards that decided it; a dead small blind exported untrimmed;
/// an exposed hole card hidden in the export; a mixed-game table's new hand
/// refused for want of players after recording the next game; a HORSE
/// tournament hand exported without the chip its pots split down to; a
/// badugi discard of a card the table saw exported as unseen.
#[test]
fn hunted_desk_sessions_hold() {
    let dir = tempfile::tempdir().unwrap();
    for seed in [
        17_911_839_290_282_890_590,
        15_482_929_997_962_313_272,
        8_196_980_753_821_780_235,
        883_620_860_755_687_159,
        9_119_683_687_820_828_733,
        8_537_996_257_872_043_786,
        11_941_922_031_300_262_119,
        1_713_480_077_829_630_575,
        10_961_031_541_310_700_103,
        15_166_386_713_920_995_922,
        10_563_330_838_352_151_048,
        7_276_982_450_701_999_930,
        3_389_724_041_251_334_669,
        5_562_009_983_364_244_088,
        6_803_780_697_883_740_716,
        8_611_191_802_571_027_458,
        977_428_586_232_095_592,
    ] {
        if let Err(e) = run_case(Kind::Desk, seed, dir.path()) {
            panic!("seed {seed}: {e}");
        }
    }
}

/// Engine hands a hunt once broke: a badugi hand whose player was killed
/// in the middle of a draw's deal, leaving the next player's cards more
/// than the stub held (the stub is now made up again after a kill).
#[test]
fn hunted_engine_hands_hold() {
    let dir = tempfile::tempdir().unwrap();
    for seed in [841_130_864_049_031_190] {
        if let Err(e) = run_case(Kind::Engine, seed, dir.path()) {
            panic!("seed {seed}: {e}");
        }
    }
}

/// Every input a fuzz target (`fuzz/`, `cargo xtask fuzz`) once broke, kept
/// under `tests/data/fuzz/TARGET/`, now holds its target's check.
#[test]
fn inputs_that_broke_a_fuzz_target_hold() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fuzz");
    let mut checked = 0;
    for (name, check) in dealerdesk_hunt::fuzz::TARGETS {
        let Ok(files) = std::fs::read_dir(root.join(name)) else {
            continue;
        };
        for file in files {
            let path = file.unwrap().path();
            let data = std::fs::read(&path).unwrap();
            if let Err(e) = check(&data) {
                panic!("{name} {}: {e}", path.display());
            }
            checked += 1;
        }
    }
    assert!(checked > 0, "no input under {}", root.display());
}

//! Shared fixtures for the log tests.

#[path = "../support/table.rs"]
mod table_script;

pub use table_script::{answers, table_command};

pub use dealerdesk_testkit::{
    Rng, assert_open_refused_untouched, cut_tail_after, drop_triggers, event_seq, phh_files, raw,
    running_as_root, seeded_log, temp_log, verify_read_only,
};
use std::path::Path;

/// Enters one line of the command language at the desk's hand in play.
pub fn step(desk: &mut dealerdesk::desk::Desk, line: &str) {
    use dealerdesk::command::{Command, parse_command};
    match parse_command(line, desk).unwrap() {
        Command::Act(action) => {
            desk.submit(&action).unwrap();
        }
        Command::DealUnseen => {
            desk.deal_unseen().unwrap();
        }
        other => panic!("{line}: {other:?}"),
    }
}

/// Deals a hand in which everyone folds to the last player.
pub fn play_hand(desk: &mut dealerdesk::desk::Desk) {
    desk.start_hand().unwrap();
    step(desk, "u");
    while desk.hand().is_some() {
        step(desk, "f");
    }
}

/// A log of `hands` hands: the bundled Pluribus hands imported in turn.
pub fn long_log(db: &Path, hands: usize) -> dealerdesk::desk::Desk {
    use dealerdesk::notation::PhhHand;
    use dealerdesk::rules::{HouseRules, Variant};
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/phh/public/pluribus");
    let records: Vec<PhhHand> = phh_files(&dir)
        .iter()
        .map(|f| PhhHand::parse(&std::fs::read_to_string(f).unwrap()).unwrap())
        .collect();
    let mut desk =
        dealerdesk::desk::Desk::open(db, HouseRules::preset(Variant::NoLimitHoldem), "long")
            .unwrap();
    let mut done = 0;
    for hand in records.iter().cycle() {
        if done == hands {
            break;
        }
        // A hand whose recorded stacks split a chip is refused whole.
        if desk.import(hand).is_ok() {
            done += 1;
        }
    }
    desk
}

//! Pots at a tournament split down to the smallest chip in play (TDA 20):
//! under the bundled freezeout preset a 700 pot three ways at level 1 is
//! 225, 225 and 250 in 25s (the odd 25 to the first winner left of the
//! button), and once the 25s are coloured up at the second break a pot
//! splits in 100s; the log reopens to the same stacks.

use std::path::Path;

use serde_json::Value;

use super::tournament::{stacks, table};
use crate::common::temp_log;

const FREEZEOUT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/rulesets/tda-2024/nl-holdem-tournament.yaml"
);

/// Checked down to the river and shown: the board's royal flush ties
/// everyone still in. `preflop` is the four players' first actions.
fn board_tie(preflop: &str) -> String {
    let mut s = format!("n\nu\n{preflop}\nb\nAh Kh Qh\n");
    for street in ["Jh", "Th"] {
        s += &format!("x\nx\nx\nb\n{street}\n");
    }
    s + "x\nx\nx\ns 2c 3d\ns 4c 5d\ns 6c 7d\n"
}

fn run(db: &Path, script: &str) -> Vec<Value> {
    let answers = table(db, Path::new(FREEZEOUT), script);
    for a in &answers {
        assert_eq!(a["ok"], true, "{a}");
    }
    answers
}

#[test]
fn a_tournament_pot_splits_to_the_smallest_chip_in_play_and_to_the_next_after_a_colour_up() {
    let (_dir, db) = temp_log();
    // Button Ana: Dev and Ana call, Ben folds his small blind, Cleo checks.
    let hand1 = board_tie("c\nc\nf\nx");
    let script = format!("sit 1 Ana\nsit 2 Ben\nsit 3 Cleo\nsit 4 Dev\nbutton 1\n{hand1}");
    let answers = run(&db, &script);
    // 700 three ways: 28 chips of 25, 9 each and the odd one to Cleo, the
    // first winner left of the button; never 233 / 234 / 233.
    assert_eq!(
        stacks(answers.last().unwrap()),
        [19_800 + 225, 19_900, 19_800 + 250, 19_800 + 225]
    );

    // To the second break, where the 25s leave: Ana's and Dev's odd 25
    // and Cleo's two race for one 100, Cleo's ace wins it.
    let colour = "tick 95m\ntick 80m\ncolorup 25 1:Kh 3:As 3:2d 4:Qc\ntick 15m\n";
    let hand2 = board_tie("f\nc\nc\nx");
    let answers = run(&db, &format!("{colour}{hand2}"));
    let level = |a: &Value| a["state"]["tournament"]["clock"]["level"].clone();
    assert_eq!(stacks(&answers[2]), [20_000, 19_900, 20_100, 20_000]);
    // Level 9 (800/1,600, big-blind ante 1,600), button Ben: Ana folds,
    // Ben calls, Cleo completes, Dev checks: 6,400 three ways is 64 chips
    // of 100, 21 each and the odd 100 to Cleo, first left of the button.
    assert_eq!(level(answers.last().unwrap()), 9);
    assert_eq!(
        stacks(answers.last().unwrap()),
        [20_000, 18_300 + 2_100, 18_500 + 2_200, 16_800 + 2_100]
    );

    // Reopened, the log replays both hands to the same stacks.
    let again = run(&db, "tick 1s\n");
    assert_eq!(
        stacks(&again[0]),
        [20_000, 20_400, 20_700, 18_900],
        "{}",
        again[0]
    );
}

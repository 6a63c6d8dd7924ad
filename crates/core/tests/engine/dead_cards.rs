//! A card from a dead hand is a dead card: exposing it is not a dealer error
//! to correct, and no hand is left with nothing to do (TDA 37 and the dead
//! hand rule).

use crate::support::Table;
use dealerdesk_core::engine::Why;

const THREE: &str = "antes = [1, 1, 1]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [144, 329, 145]";

#[test]
fn an_exposed_card_of_a_killed_hand_is_a_dead_card_dead_hand() {
    let mut t = Table::new("NT", THREE);
    t.play("d dh p1 ????; d dh p2 8h; d dh p3 8d; d dh p2 4c; d dh p3 5s; d kill p2");
    let ruling = t.refuse("d exposed p2 8h");
    assert_eq!(ruling.rule.id, "dead_hand");
    assert!(
        matches!(ruling.why, Why::DeadCard { .. }),
        "{:?}",
        ruling.why
    );
    // The hand goes on: the betting starts with p3.
    assert_eq!(t.legal().to_notation(), ["f", "cc 2", "cbr 4..144"]);
    t.play("p3 f");
    assert!(t.state.is_done(), "p1 takes the pot");
}

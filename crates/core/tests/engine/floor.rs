//! Floor rulings that end or shape a showdown: a pot awarded by ruling, and
//! a hand asked to be seen (TDA 18, WSOP 147: the called hand; RRoP Showdown
//! 5: any hand).

use crate::support::{Table, c, handed, live, p, ruled};
use dealerdesk_core::engine::Why;

#[test]
fn the_floor_awards_the_pot_to_a_named_player_tda_1() {
    let mut t = handed("NT", 3);
    t.play("d dh p1 AhKh; d dh p2 7c8c; d dh p3 QcQd; p3 cbr 10; p1 cc; p2 cc");
    t.play("d burn ??; d db 2c3c4c; p1 cbr 20; p2 cc");
    let total = t.state.total_chips();
    let events = t.play("d award p2");
    assert!(ruled(&events, "floor_award"));
    assert!(t.state.is_done());
    // The 30 preflop and the 40 bet on the flop go to p2.
    assert_eq!(t.stacks(), [70, 140, 90]);
    assert_eq!(t.state.total_chips(), total);
    // Main pot 30 (all three), side pot 40 (p1 and p2): both to p2.
    let awards: Vec<_> = t.state.awarded().iter().map(|a| a.awards.clone()).collect();
    let p2 = crate::support::p(2);
    assert_eq!(awards, [vec![(p2, c(30))], vec![(p2, c(40))]]);
    assert_eq!(t.refuse("d award p2").rule.id, "floor_award");
}

#[test]
fn an_award_leaves_a_side_pot_the_player_is_not_in_to_be_decided() {
    let mut t = live(
        "NT",
        "antes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [20, 100, 100]",
    );
    t.play("d dh p1 AhKh; d dh p2 7c8c; d dh p3 QcQd; p3 cbr 50; p1 cc; p2 cc");
    // Main pot 60 (all three), side pot 60 (p2 and p3).
    let r = t.refuse("d award p1");
    assert_eq!(r.rule.id, "floor_award");
    assert_eq!(
        r.why,
        Why::ContestedSidePot {
            amount: c(60),
            by: vec![p(2), p(3)],
            without: p(1)
        }
    );
    t.play("d award p3");
    assert_eq!(t.stacks(), [0, 50, 170]);
    // A folded hand cannot be awarded the pot.
    let mut t = handed("NT", 3);
    t.play("d dh p1 ????; d dh p2 ????; d dh p3 ????; p3 f");
    assert_eq!(t.refuse("d award p3").rule.id, "floor_award");
    // Chips no one matched go back: p1 wins the blinds, p3 keeps the raise.
    let mut t = handed("NT", 3);
    t.play("d dh p1 ????; d dh p2 ????; d dh p3 ????; p3 cbr 10; p1 f");
    t.play("d award p3");
    assert_eq!(t.stacks(), [99, 98, 103]);
}

/// Heads-up to showdown: p1 bets the river, p2 calls.
fn called_on_the_river(variant: &str) -> Table {
    let mut t = handed(variant, 3);
    t.play("d dh p1 AhKh; d dh p2 7c8c; d dh p3 QcQd; p3 f; p1 cc; p2 cc");
    t.play("d burn ??; d db 2c3c4c; p1 cc; p2 cc; d burn ??; d db 5d; p1 cc; p2 cc");
    t.play("d burn ??; d db 9s; p1 cbr 4; p2 cc");
    t
}

#[test]
fn only_the_called_hand_may_be_asked_to_be_seen_tda_18() {
    let mut t = called_on_the_river("NT");
    assert_eq!(t.next(), "p1");
    let r = t.refuse("d see p2");
    assert_eq!(r.rule.id, "right_to_see");
    assert_eq!(r.why, Why::OnlyCalled { pos: p(1) });
    assert!(t.legal().may_muck.contains(&crate::support::p(1)));
    let events = t.play("d see p1");
    assert!(ruled(&events, "right_to_see"));
    assert!(!t.legal().may_muck.contains(&crate::support::p(1)));
    let r = t.refuse("p1 sm");
    assert_eq!(r.rule.id, "right_to_see");
    t.play("p1 sm AhKh; p2 sm");
    assert!(t.state.is_done());
    assert_eq!(t.stacks(), [106, 94, 100]);
}

#[test]
fn any_hand_at_showdown_may_be_asked_to_be_seen_rrop_showdown_5() {
    let mut t = called_on_the_river("FT");
    t.play("p1 sm AhKh");
    // p2 would muck; under Robert's Rules any player dealt in may ask to see it.
    t.play("d see p2");
    assert_eq!(t.refuse("p2 sm").rule.id, "right_to_see");
    t.play("p2 sm 7c8c");
    assert!(t.state.is_done());
    // Before the showdown there is nothing to ask for.
    let mut t = handed("FT", 3);
    t.play("d dh p1 ????; d dh p2 ????; d dh p3 ????");
    assert_eq!(t.refuse("d see p1").rule.id, "right_to_see");
}

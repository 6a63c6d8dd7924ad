//! Wrong hole-card counts: a short hand is completed from the deck unless
//! its player has acted on it (TDA 37); a card too many after substantial
//! action kills the hand (TDA 38).

use crate::support::{Table, c, handed, ruled};

/// Four-handed live hold'em, cards dealt: p1 small blind, p2 big blind, p3
/// first to act, p4 the button.
fn four(variant: &str) -> Table {
    let mut t = handed(variant, 4);
    t.play("d dh p1 AhKh; d dh p2 7c8c; d dh p3 QcQd; d dh p4 JsTs");
    t
}

#[test]
fn a_button_short_a_card_that_has_not_acted_is_completed_tda_37() {
    for variant in ["NT", "FT"] {
        let mut t = four(variant);
        t.play("p3 cc");
        let events = t.play("d short p4");
        assert!(ruled(&events, "short_hole_card"), "{variant}");
        // The card entered last was never dealt: it is back in the deck.
        assert_eq!(t.options(), ["d dh p4 (1)"], "{variant}");
        t.play("d dh p4 Ts");
        // The action resumes where it stood, with p3's call kept.
        assert_eq!(t.next(), "p4", "{variant}");
        assert_eq!(t.stacks(), [99, 98, 98, 100], "{variant}");
        t.play("p4 cc; p1 cc; p2 cc");
        assert_eq!(t.options(), ["d burn"], "{variant}");
    }
}

#[test]
fn a_short_hand_whose_player_has_acted_is_dead_tda_37() {
    let mut t = four("NT");
    t.play("p3 cc; p4 cc");
    let events = t.play("d short p4");
    assert!(ruled(&events, "short_hole_card"));
    assert!(t.state.players()[3].folded);
    // p4's two chips stay in the pot; the action goes on to the small blind.
    assert_eq!(t.next(), "p1");
    t.play("p1 f; p2 cc");
    assert_eq!(t.state.pots()[0].amount, c(7));
    assert_eq!(t.stacks(), [99, 98, 98, 98]);
}

#[test]
fn a_short_hand_is_reported_once_its_cards_are_dealt() {
    let mut t = handed("NT", 3);
    t.play("d dh p1 Ah");
    assert_eq!(t.refuse("d short p1").rule.id, "short_hole_card");
    // Stud has no short-hand procedure: the dealing rule refuses it.
    let mut stud = crate::support::live(
        "F7S",
        "antes = [1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [100, 100]",
    );
    stud.play("d dh p1 AsKs2s; d dh p2 AcKc3c");
    assert_eq!(stud.refuse("d short p1").rule.id, "dealing");
}

#[test]
fn a_card_too_many_after_substantial_action_kills_the_hand_tda_38() {
    // TDA: a call and a call are substantial action.
    let mut t = four("NT");
    t.play("p3 cc; p4 cc");
    let events = t.play("d extra p4 ??");
    assert!(ruled(&events, "dead_hand"));
    assert_eq!(t.state.misdeals(), 0);
    assert!(t.state.players()[3].folded);
    assert_eq!(t.next(), "p1");
    // One action is not yet substantial: the house's extra-card rule (a
    // misdeal under TDA 35-A-5) still applies.
    let mut t = four("NT");
    t.play("p3 cc");
    t.play("d extra p4 ??");
    assert_eq!(t.state.misdeals(), 1);
    assert_eq!(t.stacks(), [99, 98, 100, 100]);
}

#[test]
fn a_card_too_many_found_after_the_flop_kills_the_hand_rrop() {
    let mut t = four("FT");
    t.play("p3 cc; p4 cc; p1 cc; p2 cc; d burn ??; d db 2c3c4c");
    let events = t.play("d extra p2 9s");
    assert!(ruled(&events, "dead_hand"));
    assert!(t.state.players()[1].folded);
    assert_eq!(t.next(), "p1");
    assert_eq!(t.refuse("d db 9s").rule.id, "dealing");
}

//! Dealer procedures: burns before each street.

use dealerdesk::engine::HandState;
use dealerdesk::notation::PhhHand;
use dealerdesk::rules::HouseRules;

use crate::support::Table;

/// A table that enters burns, as a live dealer does.
fn live(variant: &str, fields: &str) -> Table {
    let mut hand =
        PhhHand::parse(&format!("variant = '{variant}'\n{fields}\nactions = []\n")).unwrap();
    hand.spec.burns_entered = true;
    let rules = HouseRules::preset(hand.variant.preset());
    let (state, _) = HandState::new(&hand.spec, &rules).unwrap();
    Table { rules, state }
}

#[test]
fn a_card_is_burned_before_flop_turn_and_river_tda_38() {
    let mut t = live(
        "NT",
        "antes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [100, 100]",
    );
    t.play("d dh p1 AhKh; d dh p2 7c7d; p2 cc; p1 cc");
    assert_eq!(t.options(), ["d burn"]);
    let r = t.refuse("d db 2c3c4c");
    assert_eq!(r.rule.id, "burns");
    assert_eq!(r.message, "no board cards now: a card is burned first");
    assert_eq!(t.refuse("d burn Ah").rule.id, "duplicate_card");
    t.play("d burn ??; d db 2c3c4c; p1 cc; p2 cc");
    assert_eq!(t.options(), ["d burn"]);
    t.play("d burn 9s; d db 5d; p1 cc; p2 cc; d burn ??");
    // A burn that was seen is out of the deck for the rest of the hand.
    assert_eq!(t.refuse("d db 9s").rule.id, "duplicate_card");
    t.play("d db Kd");
    assert_eq!(t.next(), "p1");
}

#[test]
fn a_second_burn_before_the_same_street_is_refused_tda_38() {
    let mut t = live(
        "NT",
        "antes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [100, 100]",
    );
    t.play("d dh p1 AhKh; d dh p2 7c7d; p2 cc; p1 cc; d burn ??");
    let r = t.refuse("d burn ??");
    assert_eq!(r.rule.id, "burns");
    assert_eq!(r.legal, ["d db (3)"]);
}

#[test]
fn stud_burns_before_each_street_after_third() {
    let mut t = live(
        "F7S",
        "antes = [1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [100, 100]",
    );
    t.play("d dh p1 AsKs2s; d dh p2 AcKc3c; p1 pb; p2 cc");
    assert_eq!(t.options(), ["d burn"]);
    t.play("d burn ??; d dh p1 4d; d dh p2 5d");
    // p2's 5-3 is the better board.
    assert_eq!(t.next(), "p2");
}

//! Omaha: four hole cards, a hand of exactly two of them and three of the
//! board, pot-limit betting, and fixed-limit hi/lo with its halves and
//! quarters.

use crate::support::{Table, p};
use dealerdesk_core::cards::Rank;
use dealerdesk_core::engine::{DealStep, Next, Won};
use dealerdesk_core::eval::{Category, HandRank};
use dealerdesk_core::rules::RuleId;

fn plo(blinds: &str, stacks: &str) -> Table {
    let n = stacks.split(',').count();
    Table::new(
        "PO",
        &format!(
            "antes = [{}]\nblinds_or_straddles = [{blinds}]\nmin_bet = 2\nstarting_stacks = [{stacks}]",
            vec!["0"; n].join(", ")
        ),
    )
}

fn flo8(stacks: &str) -> Table {
    let n = stacks.split(',').count();
    let mut blinds = vec!["0"; n];
    blinds[0] = "1";
    blinds[1] = "2";
    Table::new(
        "FO/8",
        &format!(
            "antes = [{}]\nblinds_or_straddles = [{}]\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [{stacks}]",
            vec!["0"; n].join(", "),
            blinds.join(", ")
        ),
    )
}

#[test]
fn each_player_is_dealt_four_hole_cards_before_the_first_round_rrop_omaha() {
    let mut t = plo("1, 2, 0", "100, 100, 100");
    assert_eq!(
        t.legal().next,
        Next::Dealer(DealStep::Hole { to: p(1), count: 4 })
    );
    t.play("d dh p1 AhKhQhJh");
    // Five cards are one too many.
    let ruling = t.refuse("d dh p2 2c3c4c5c6c");
    assert_eq!(ruling.rule.id, "dealing");
    t.play("d dh p2 2c3c4c5c; d dh p3 9d9s8d8s");
    assert_eq!(t.next(), "p3");
}

#[test]
fn the_pot_limit_raise_counts_the_call_and_the_pot_rrop_pot_limit() {
    let mut t = plo("1, 2, 0", "500, 500, 500");
    t.play("d dh p1 ????????; d dh p2 ????????; d dh p3 ????????");
    // p3 calls 2 into a pot of 3, then raises the 5: to 7.
    assert!(
        t.options().contains(&"cbr 4..7".to_string()),
        "{:?}",
        t.options()
    );
    t.play("p3 cbr 7");
    // p1 calls 6 into 10 (16) and raises 16: to 23.
    assert!(
        t.options().contains(&"cbr 12..23".to_string()),
        "{:?}",
        t.options()
    );
}

#[test]
fn a_hand_uses_exactly_two_hole_cards_so_four_to_a_flush_loses_rrop_omaha() {
    let mut t = plo("1, 2", "100, 100");
    // Heads-up: p1 is the big blind, p2 the button.
    t.play("d dh p1 AhKc7d2s; d dh p2 QcQd5s4c; p2 cc; p1 cc");
    t.play("d db 9h8h3h; p1 cc; p2 cc; d db 2h; p1 cc; p2 cc; d db Kd; p1 cc; p2 cc");
    let events = t.play("p1 sm AhKc7d2s; p2 sm QcQd5s4c");
    assert!(crate::support::ruled(&events, "omaha_hand"), "{events:?}");
    // p1's one heart makes no flush on a four-heart board; p1 plays Kc 2s
    // with Kd 2h 9h, two pair, kings and deuces, against p2's Qc Qd with
    // Kd 9h 8h, a pair of queens.
    assert!(t.state.is_done());
    assert_eq!(t.stacks(), [102, 98]);
    let pot = &t.state.awarded()[0];
    assert_eq!(pot.awards, [(p(1), dealerdesk_core::chips::Chips(4))]);
    let Won::Hand {
        best: HandRank::High(high),
        low: None,
    } = pot.hand
    else {
        panic!("{:?}", pot.hand);
    };
    assert_eq!(high.category(), Category::TwoPair);
    assert_eq!(high.ranks()[..2], [Rank::King, Rank::Two]);
}

#[test]
fn omaha_rules_cite_the_omaha_hand_rule() {
    let t = plo("1, 2, 0", "100, 100, 100");
    let rule = t.rules.rule(RuleId::OmahaHand);
    assert!(rule.text.contains("exactly two"), "{}", rule.text);
    assert!(rule.cite.contains("Omaha"), "{}", rule.cite);
    // A hold'em ruleset has no such rule.
    let holdem =
        dealerdesk_core::rules::HouseRules::preset(dealerdesk_core::game::Variant::PotLimitHoldem);
    assert_eq!(holdem.cited(RuleId::OmahaHand), None);
}

#[test]
fn hi_lo_splits_the_pot_and_quarters_a_tied_low_tda_20_c() {
    let mut t = flo8("100, 100, 100");
    t.play("d dh p1 As2sKdKc; d dh p2 Ah2hQdQc; d dh p3 JdJcTd9d");
    t.play("p3 cc; p1 cc; p2 cc");
    t.play("d db 3c4c8s; p1 cc; p2 cc; p3 cc; d db Ks; p1 cc; p2 cc; p3 cc");
    t.play("d db 7h; p1 cc; p2 cc; p3 cc");
    t.play("p1 sm As2sKdKc; p2 sm Ah2hQdQc; p3 sm JdJcTd9d");
    assert!(t.state.is_done());
    // High: p1's three kings (Kd Kc with Ks 8s 7h). Low: p1 and p2 tie with
    // 7-4-3-2-A (the ace and deuce in the hand, 7-4-3 of the board). The 6
    // chips: 3 high to p1, 3 low split, the odd chip of the low half to the
    // first tied winner left of the button.
    assert_eq!(t.stacks(), [98 + 3 + 2, 98 + 1, 98]);
}

#[test]
fn without_a_qualifying_low_the_high_hand_scoops_tda_20_c() {
    let mut t = flo8("100, 100");
    t.play("d dh p1 KdKcQdQc; d dh p2 JdJcTdTc; p2 cc; p1 cc");
    t.play("d db 9s9h2c; p1 cc; p2 cc; d db Ks; p1 cc; p2 cc; d db 5h; p1 cc; p2 cc");
    t.play("p1 sm KdKcQdQc; p2 sm JdJcTdTc");
    // Only two low cards on the board: no low, and kings full take it all.
    assert_eq!(t.stacks(), [102, 98]);
}

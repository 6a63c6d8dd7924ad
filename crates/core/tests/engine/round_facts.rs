//! What `Legal` says of the round beside the options: who a short all-in
//! did not reopen the betting for, the pot-limit maximum, the raise cap.

use crate::support::{Table, c, fixed_limit, nl, p};
use dealerdesk_core::engine::{CapCount, NotReopened};

#[test]
fn a_short_all_in_names_who_it_does_not_reopen_for_and_the_raise_open_to_the_rest_tda_47a() {
    let mut t = nl("50, 100, 0, 0", "1000, 1000, 250, 1000");
    t.play("p3 cc; p4 cc; p1 cc; p2 cc; d db AhKd2c");
    t.play("p1 cbr 100; p2 cc");
    assert_eq!(t.legal().not_reopened, None);
    t.play("p3 cbr 150");
    // p1 and p2 have acted and face 50 more; p4, yet to act, may raise to 250.
    let expected = Some(NotReopened {
        players: vec![p(1), p(2)],
        others_raise_to: c(250),
    });
    assert_eq!(t.legal().not_reopened, expected);
    assert_eq!(t.options(), ["f", "cc 150", "cbr 250..900"]);
    t.play("p4 cc");
    assert_eq!(t.legal().not_reopened, expected);
    t.play("p1 cc");
    let only_p2 = Some(NotReopened {
        players: vec![p(2)],
        others_raise_to: c(250),
    });
    assert_eq!(t.legal().not_reopened, only_p2);
}

#[test]
fn a_full_raise_leaves_nobody_shut_out() {
    let mut t = nl("50, 100, 0, 0", "1000, 1000, 250, 1000");
    t.play("p3 cc; p4 cc; p1 cc; p2 cc; d db AhKd2c");
    t.play("p1 cbr 100; p2 cbr 200");
    assert_eq!(t.legal().not_reopened, None);
}

#[test]
fn pot_limit_gives_the_pot_maximum_before_the_stack_caps_it() {
    let mut t = Table::new(
        "PT",
        "antes = [0, 0]\nblinds_or_straddles = [25, 50]\nmin_bet = 50\nstarting_stacks = [1000, 200]",
    );
    t.play("d dh p1 ????; d dh p2 ????; p2 cc; p1 cc; d db AhKd2c; p1 cbr 50");
    assert_eq!(t.legal().pot_limit_max, Some(c(250)));
    // p2 has 150 behind: the range stops at the stack.
    assert_eq!(t.options(), ["f", "cc 50", "cbr 100..150"]);
}

#[test]
fn fixed_limit_counts_the_bets_against_the_cap() {
    let mut t = fixed_limit("100, 100, 100, 100");
    // The big blind is the first bet.
    assert_eq!(t.legal().cap, Some(CapCount { made: 1, cap: 4 }));
    t.play("p3 cbr 4; p4 cbr 6");
    assert_eq!(t.legal().cap, Some(CapCount { made: 3, cap: 4 }));
    let nl = nl("50, 100, 0", "1000, 1000, 1000");
    assert_eq!(nl.legal().cap, None);
}

//! Hold'em betting rules: order of play, minimum and maximum raises, short
//! all-ins, caps, blinds and straddles. Amounts are chips.

use crate::support::{Table, c, card, fixed_limit, nl, p};
use dealerdesk_core::engine::{Wager, Why};

#[test]
fn min_raise_is_last_full_increment_tda_43a() {
    let mut t = nl(
        "50, 100, 0, 0, 0, 0",
        "10000, 10000, 10000, 10000, 10000, 10000",
    );
    t.play("p3 cbr 300");
    assert_eq!(t.next(), "p4");
    assert_eq!(t.options(), ["f", "cc 300", "cbr 500..10000"]);
    let r = t.refuse("p4 cbr 450");
    assert_eq!(r.rule.id, "min_raise");
    assert_eq!(
        r.why,
        Why::BelowMin {
            wager: Wager::Raise,
            to: c(450),
            min: c(500)
        }
    );
    assert!(r.rule.cite.contains("43-A"));
    t.play("p4 cbr 1000");
    assert_eq!(t.options(), ["f", "cc 1000", "cbr 1700..10000"]);
}

#[test]
fn opening_bet_must_be_at_least_the_big_blind() {
    let mut t = nl("50, 100, 0", "1000, 1000, 1000");
    t.play("p3 cc; p1 cc; p2 cc; d db AhKd2c");
    let r = t.refuse("p1 cbr 50");
    assert_eq!(r.rule.id, "min_bet");
    assert_eq!(
        r.why,
        Why::BelowMin {
            wager: Wager::Bet,
            to: c(50),
            min: c(100)
        }
    );
    assert_eq!(t.options(), ["f", "cc 0", "cbr 100..900"]);
}

/// Four players reach the flop with 100 each in; p3 has 150 behind.
fn flop_with_short_stack() -> Table {
    let mut t = nl("50, 100, 0, 0", "1000, 1000, 250, 1000");
    t.play("p3 cc; p4 cc; p1 cc; p2 cc; d db AhKd2c");
    t
}

#[test]
fn short_all_in_sets_min_raise_to_all_in_plus_full_increment_tda_47a() {
    let mut t = flop_with_short_stack();
    t.play("p1 cbr 100; p2 cc; p3 cbr 150");
    // p4 has not acted: full options, minimum raise to 150 + 100.
    assert_eq!(t.options(), ["f", "cc 150", "cbr 250..900"]);
}

#[test]
fn short_all_in_does_not_reopen_for_players_who_acted_tda_47a() {
    let mut t = flop_with_short_stack();
    let events = t.play("p1 cbr 100; p2 cc; p3 cbr 150");
    assert!(events.iter().any(|e| matches!(e,
        dealerdesk_core::engine::Event::Ruled { rule, .. } if rule.id == "short_all_in")));
    t.play("p4 cc");
    assert_eq!(t.next(), "p1");
    assert_eq!(t.options(), ["f", "cc 50"]);
    let r = t.refuse("p1 cbr 400");
    assert_eq!(r.rule.id, "short_all_in");
    assert_eq!(r.why, Why::NotReopened { pos: p(1) });
    assert_eq!(r.legal.to_notation(), ["f", "cc 50"]);
}

#[test]
fn short_all_ins_that_add_up_to_a_full_raise_reopen_tda_47a() {
    let mut t = nl("50, 100, 0, 0", "1000, 1000, 250, 320");
    t.play("p3 cc; p4 cc; p1 cc; p2 cc; d db AhKd2c");
    // p1 bets 100; p3 all-in to 150, p4 all-in to 220: p1 faces 120 more, a full raise.
    t.play("p1 cbr 100; p2 cc; p3 cbr 150; p4 cbr 220");
    assert_eq!(t.next(), "p1");
    assert_eq!(t.options(), ["f", "cc 120", "cbr 320..900"]);
}

#[test]
fn short_all_in_big_blind_does_not_lower_the_call_rrop_blinds_1() {
    let mut t = nl("50, 100, 0", "1000, 60, 1000");
    assert_eq!(t.state.bets(), [c(50), c(60), c(0)]);
    assert_eq!(t.options(), ["f", "cc 100", "cbr 200..1000"]);
    t.play("p3 cc; p1 cc");
    // The big blind is all-in: nobody is left to act; the flop comes.
    assert_eq!(t.next(), "dealer");
    assert_eq!(t.state.pots()[0].amount, c(180));
    assert_eq!(t.state.pots()[1].amount, c(80));
}

#[test]
fn big_blind_keeps_its_option_after_limps_wsop_156() {
    let mut t = nl("50, 100, 0", "1000, 1000, 1000");
    t.play("p3 cc; p1 cc");
    assert_eq!(t.next(), "p2");
    assert_eq!(t.options(), ["f", "cc 0", "cbr 200..1000"]);
    let why: Vec<&str> = t.legal().why.iter().map(|r| r.as_str()).collect();
    assert!(why.contains(&"big_blind_option"), "{why:?}");
    t.play("p2 cc");
    assert_eq!(t.next(), "dealer");
}

#[test]
fn heads_up_button_posts_small_blind_and_acts_first_preflop_only_tda_34b() {
    // PHH lists heads-up blinds as [small, big]; p2 is the button.
    let mut t = nl("50, 100", "1000, 1000");
    assert_eq!(t.state.bets(), [c(100), c(50)]);
    assert_eq!(t.next(), "p2");
    assert!(
        t.legal()
            .why
            .contains(&dealerdesk_core::rules::RuleId::HeadsUp)
    );
    t.play("p2 cc; p1 cc; d db AhKd2c");
    assert_eq!(t.next(), "p1");
}

#[test]
fn straddle_acts_last_and_sets_the_minimum_raise_wsop_165() {
    let mut t = nl("50, 100, 200, 0", "1000, 1000, 1000, 1000");
    assert_eq!(t.next(), "p4");
    assert_eq!(t.options(), ["f", "cc 200", "cbr 400..1000"]);
    t.play("p4 cc; p1 cc; p2 cc");
    assert_eq!(t.next(), "p3");
    assert_eq!(t.options(), ["f", "cc 0", "cbr 400..1000"]);
}

#[test]
fn pot_limit_maximum_is_call_plus_pot_after_call_rrop_pl() {
    // Heads-up 25/50: both in for 50, a 100 pot; p1 bets 50; p2 may raise to 250.
    let mut t = Table::new(
        "PT",
        "antes = [0, 0]\nblinds_or_straddles = [25, 50]\nmin_bet = 50\nstarting_stacks = [1000, 1000]",
    );
    t.play("d dh p1 ????; d dh p2 ????; p2 cc; p1 cc; d db AhKd2c; p1 cbr 50");
    assert_eq!(t.options(), ["f", "cc 50", "cbr 100..250"]);
    let r = t.refuse("p2 cbr 260");
    assert_eq!(r.rule.id, "pot_limit_max");
    assert_eq!(
        r.why,
        Why::AboveMax {
            wager: Wager::Raise,
            to: c(260),
            max: c(250)
        }
    );
}

#[test]
fn pot_limit_preflop_counts_the_blinds_tda_54b() {
    let mut t = Table::new(
        "PT",
        "antes = [0, 0, 0, 0]\nblinds_or_straddles = [1, 2, 0, 0]\nmin_bet = 2\nstarting_stacks = [100, 100, 100, 100]",
    );
    t.play("d dh p1 ????; d dh p2 ????; d dh p3 ????; d dh p4 ????");
    assert_eq!(t.options(), ["f", "cc 2", "cbr 4..7"]);
}

#[test]
fn fixed_limit_allows_a_bet_and_three_raises_rrop_br_3() {
    let mut t = fixed_limit("100, 100, 100, 100");
    let r = t.refuse("p3 cbr 5");
    assert_eq!(r.rule.id, "limit_sizes");
    assert_eq!(
        r.why,
        Why::LimitExactly {
            wager: Wager::Raise,
            size: c(4),
            to: c(5)
        }
    );
    t.play("p3 cbr 4; p4 cbr 6; p1 cbr 8");
    assert_eq!(t.options(), ["f", "cc 6"]);
    let r = t.refuse("p2 cbr 10");
    assert_eq!(r.rule.id, "raise_cap");
    t.play("p2 cc; p3 cc; p4 cc; d db AhKd2c");
    // Later streets: the flop is still the small bet, the turn the big bet.
    assert_eq!(t.options(), ["f", "cc 0", "cbr 2"]);
    t.play("p1 cc; p2 cc; p3 cc; p4 cc; d db 7s");
    assert_eq!(t.options(), ["f", "cc 0", "cbr 4"]);
}

#[test]
fn cap_is_lifted_heads_up_but_a_capped_round_stays_capped_rrop_br_4() {
    let mut t = fixed_limit("100, 100");
    t.play("p2 cbr 4; p1 cbr 6; p2 cbr 8");
    assert_eq!(t.options(), ["f", "cc 2", "cbr 10"]);
    t.play("p1 cbr 10; p2 cbr 12");
    // Three-handed, capped, then a fold leaves two: still capped.
    let mut t = fixed_limit("100, 100, 100");
    t.play("p3 cbr 4; p1 cbr 6; p2 cbr 8; p3 f");
    assert_eq!(t.next(), "p1");
    assert_eq!(t.options(), ["f", "cc 2"]);
}

#[test]
fn limit_all_in_of_half_a_bet_reopens_the_betting_rrop_br_6() {
    // Flop small bet 2. p2 has 3 behind after the blinds.
    let mut t = fixed_limit("100, 5, 100");
    t.play("p3 cc; p1 cc; p2 cc; d db AhKd2c");
    t.play("p1 cbr 2; p2 cbr 3");
    // p2's all-in raise of 1 is half a bet: it counts as a full raise, and
    // the next raise is a full bet on top of it.
    assert_eq!(t.options(), ["f", "cc 3", "cbr 5"]);
    t.play("p3 cc");
    assert_eq!(t.next(), "p1");
    assert_eq!(t.options(), ["f", "cc 1", "cbr 5"]);
}

#[test]
fn a_limit_all_in_bet_of_15_on_a_20_round_is_raised_to_35_rrop_tda_47_b() {
    // Robert's Rules' example in every family that plays the half-bet rule:
    // limit 20/40 with blinds 10/20; on the flop (bets of 20) p1 bets all in
    // for 15; p2 may fold, call 15 or raise to 35.
    let mut played = 0;
    for family in ["roberts-rules", "tda-2024", "wsop-2026-cash"] {
        let mut t = Table::family(
            family,
            "fl-holdem.yaml",
            "variant = 'FT'\nantes = [0, 0, 0]\nblinds_or_straddles = [10, 20, 0]\n\
             small_bet = 20\nbig_bet = 40\nstarting_stacks = [35, 200, 200]",
        );
        if !t.rules.limit_half_bet() {
            continue;
        }
        crate::support::deal_unknown(&mut t, 3);
        t.play("p3 cc; p1 cc; p2 cc; d db AhKd2c");
        t.play("p1 cbr 15");
        assert_eq!(t.options(), ["f", "cc 15", "cbr 35"], "{family}");
        t.play("p2 cbr 35");
        assert_eq!(t.options(), ["f", "cc 35", "cbr 55"], "{family}");
        played += 1;
    }
    assert!(played > 0, "no family plays the half-bet rule");
}

#[test]
fn limit_all_in_under_half_a_bet_does_not_reopen_rrop_br_6() {
    // Turn big bet 4; p2 has 5 behind: bet 4, all-in to 5 is a quarter bet.
    let mut t = fixed_limit("100, 7, 100");
    t.play("p3 cc; p1 cc; p2 cc; d db AhKd2c; p1 cc; p2 cc; p3 cc; d db 7s");
    t.play("p1 cbr 4; p2 cbr 5");
    // p3 has not acted: may complete the raise to 8.
    assert_eq!(t.options(), ["f", "cc 5", "cbr 8"]);
    t.play("p3 cc");
    assert_eq!(t.options(), ["f", "cc 1"]);
}

#[test]
fn acting_out_of_turn_is_refused_with_whose_turn_it_is_tda_53() {
    let mut t = nl("50, 100, 0", "1000, 1000, 1000");
    let r = t.refuse("p1 f");
    assert_eq!(r.rule.id, "order_of_play");
    assert_eq!(
        r.why,
        Why::NotYourTurn {
            turn: p(3),
            pos: p(1)
        }
    );
    assert_eq!(
        r.to_string(),
        r#"p1 f: {"why":"not-your-turn","turn":"p3","pos":"p1"} (order_of_play TDA 2024 Rule 53; RRoP Button & Blind Use); legal now: f, cc 100, cbr 200..1000"#
    );
}

#[test]
fn betting_before_the_flop_is_dealt_is_refused_tda_38() {
    let mut t = nl("50, 100, 0", "1000, 1000, 1000");
    t.play("p3 cc; p1 cc; p2 cc");
    let r = t.refuse("p1 cbr 100");
    assert_eq!(r.rule.id, "order_of_play");
    assert_eq!(r.legal.to_notation(), ["d db (3)"]);
    let r = t.refuse("d db AhKd2c3s9h");
    assert_eq!(r.rule.id, "dealing");
    assert_eq!(r.why, Why::BoardCount { count: 3, given: 5 });
}

#[test]
fn a_card_already_out_is_refused_as_a_fouled_deck_tda_35e() {
    let mut t = Table::new(
        "NT",
        "antes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 100, 100]",
    );
    t.play("d dh p1 AhKh");
    let r = t.refuse("d dh p2 Ah2c");
    assert_eq!(r.rule.id, "duplicate_card");
    assert_eq!(r.why, Why::DuplicateCard { card: card("Ah") });
    let r = t.refuse("d dh p3 2c3c");
    assert_eq!(r.rule.id, "dealing");
    assert_eq!(
        r.why,
        Why::WrongSeat {
            want: p(2),
            to: p(3)
        }
    );
}

#[test]
fn hole_cards_may_be_dealt_one_at_a_time_round_the_table() {
    let mut t = Table::new(
        "NT",
        "antes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 100, 100]",
    );
    t.play("d dh p1 Ah; d dh p2 Kh; d dh p3 Qh");
    let r = t.refuse("d dh p2 Jh");
    assert_eq!(
        r.why,
        Why::WrongSeat {
            want: p(1),
            to: p(2)
        }
    );
    t.play("d dh p1 Ad; d dh p2 Kd; d dh p3 Qd");
    assert_eq!(t.next(), "p3");
}

#[test]
fn uncalled_bet_goes_back_to_the_bettor() {
    let mut t = nl("50, 100", "1000, 400");
    t.play("p2 cbr 400; p1 f");
    assert!(t.state.is_done());
    assert_eq!(t.stacks(), [900, 500]);
}

#[test]
fn nobody_may_raise_when_every_opponent_is_all_in() {
    let mut t = nl("50, 100, 0", "1000, 1000, 300");
    t.play("p3 cbr 300");
    assert_eq!(t.options(), ["f", "cc 250", "cbr 500..1000"]);
    t.play("p1 f");
    // p2 faces an all-in it can only call or fold.
    assert_eq!(t.options(), ["f", "cc 200"]);
    assert_eq!(t.refuse("p2 cbr 600").rule.id, "order_of_play");
}

#[test]
fn a_short_big_blind_posts_the_blind_first_then_the_bb_ante_tda_rp_11() {
    // Blinds 100/200, big-blind ante 200; the big blind (p2) has 300.
    let table = |family: &str| {
        let mut t = Table::family(
            family,
            "nl-holdem.yaml",
            "variant = 'NT'\nantes = [0, 200, 0]\nblinds_or_straddles = [100, 200, 0]\n\
             min_bet = 200\nstarting_stacks = [5000, 300, 5000]",
        );
        crate::support::deal_unknown(&mut t, 3);
        t
    };
    // TDA: the blind is live in full (200), the ante takes the last 100.
    let tda = table("tda-2024");
    assert_eq!(tda.state.bets()[1], dealerdesk_core::chips::Chips(200));
    assert_eq!(tda.stacks()[1], 0);
    assert_eq!(tda.options(), ["f", "cc 200", "cbr 400..5000"]);
    // Ante first (the house default): the ante takes 200 and the blind is
    // all in for 100, yet the call is still the full big blind.
    let rrop = table("roberts-rules");
    assert_eq!(
        rrop.rules.bb_ante_order(),
        dealerdesk_core::rules::BbAnteOrder::AnteFirst
    );
    assert_eq!(rrop.state.bets()[1], dealerdesk_core::chips::Chips(100));
    assert_eq!(rrop.stacks()[1], 0);
    assert_eq!(rrop.options(), ["f", "cc 200", "cbr 400..5000"]);
}

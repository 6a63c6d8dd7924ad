//! Chip interpretation: what the chips a player puts out, with or without
//! words, amount to (TDA 2024 Rules 40, 43-A, 44, 45, 51-B, 55). Every reading
//! is checked to be accepted by `HandState::play` on the same state.

use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::{
    Action, Declaration, Interpretation, Made, Reading, Ruling, Seen, Wager, Why, interpret_chips,
};

use crate::support::{Table, c, fixed_limit, nl, p};

use Declaration::{AllIn, Call, Check, Fold, Nothing, Raise, RaiseTo};

/// No-limit 50/100, three players with 10000; everyone limps to the flop,
/// where p1 acts first with 9900 behind.
fn nl_flop() -> Table {
    let mut t = nl("50, 100, 0", "10000, 10000, 10000");
    t.play("p3 cc; p1 cc; p2 cc; d db AhKd2c");
    t
}

/// No-limit 50/100, six players with 10000; p3 opens to 300, so p4 faces 300
/// with the minimum raise to 500 (an increment of 200).
fn nl_facing_300() -> Table {
    let mut t = nl(
        "50, 100, 0, 0, 0, 0",
        "10000, 10000, 10000, 10000, 10000, 10000",
    );
    t.play("p3 cbr 300");
    assert_eq!(t.options(), ["f", "cc 300", "cbr 500..10000"]);
    t
}

/// Pot-limit 25/50 heads-up: on the flop p1 bets 50 into 100; p2 may raise to
/// 100..250.
fn pl_facing_50() -> Table {
    let mut t = Table::new(
        "PT",
        "antes = [0, 0]\nblinds_or_straddles = [25, 50]\nmin_bet = 50\nstarting_stacks = [1000, 1000]",
    );
    t.play("d dh p1 ????; d dh p2 ????; p2 cc; p1 cc; d db AhKd2c; p1 cbr 50");
    assert_eq!(t.options(), ["f", "cc 50", "cbr 100..250"]);
    t
}

/// Stud, ante 1, bring-in 2, bets 5 and 10: p2 has the low card.
fn stud_bring_in() -> Table {
    let mut t = Table::new(
        "F7S",
        "antes = [1, 1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [100, 100, 100]",
    );
    t.play("d dh p1 AsKs2s; d dh p2 AcKc2c; d dh p3 AdKdQd");
    assert_eq!(t.options(), ["pb 2", "cbr 5"]);
    t
}

fn chips(values: &[u64]) -> Vec<dealerdesk_core::chips::Chips> {
    values.iter().copied().map(c).collect()
}

fn try_read(t: &Table, who: u8, put: &[u64], said: Declaration) -> Result<Interpretation, Ruling> {
    interpret_chips(&t.state, &t.rules, p(who), &chips(put), said)
}

/// Reads the chips `p{who}` put out; the reading must be accepted by `play` on
/// the same state (played on a copy, so one state can be read many ways).
fn read(t: &Table, who: u8, put: &[u64], said: Declaration) -> Interpretation {
    let reading = try_read(t, who, put, said).unwrap_or_else(|r| panic!("refused: {r}"));
    let mut after = t.state.clone();
    if let Err(r) = after.play(&t.rules, &reading.action) {
        panic!("{} was read but play refuses it: {r}", reading.action);
    }
    reading
}

/// A reading that must be refused; the hand is untouched.
fn refused(t: &Table, who: u8, put: &[u64], said: Declaration) -> Ruling {
    let before = t.state.clone();
    let ruling = match try_read(t, who, put, said) {
        Ok(i) => panic!("read as {} ({:?})", i.action, i.reading),
        Err(r) => r,
    };
    assert_eq!(t.state, before);
    ruling
}

fn call(who: u8) -> Action {
    Action::CheckCall(p(who))
}

fn raise(who: u8, to: u64) -> Action {
    Action::BetRaise {
        pos: p(who),
        to: c(to),
    }
}

#[test]
fn single_oversized_chip_is_a_call_tda_44() {
    let mut t = nl_flop();
    t.play("p1 cbr 200");
    let i = read(&t, 2, &[500], Nothing);
    assert_eq!(i.action, call(2));
    assert_eq!(i.rule.id, "oversized_chip");
    assert!(i.rule.cite.contains("44"), "{}", i.rule.cite);
    assert_eq!((i.returned, i.owed), (c(300), c(0)));
    assert_eq!(
        i.reading,
        Reading::OversizedCall {
            chip: c(500),
            to_call: c(200)
        }
    );
    t.state.play(&t.rules, &i.action).unwrap();
    assert_eq!(t.state.bets(), [c(200), c(200), c(0)]);
}

#[test]
fn oversized_chip_after_saying_raise_is_a_raise_of_its_value_tda_40_44() {
    let t = {
        let mut t = nl_flop();
        t.play("p1 cbr 200");
        t
    };
    let i = read(&t, 2, &[500], Raise);
    assert_eq!(i.action, raise(2, 500));
    assert_eq!(i.rule.id, "verbal_declaration");
    assert_eq!((i.returned, i.owed), (c(0), c(0)));
}

#[test]
fn single_chip_with_no_bet_is_a_bet_of_its_full_value_tda_44() {
    let mut t = nl_flop();
    let i = read(&t, 1, &[500], Nothing);
    assert_eq!(i.action, raise(1, 500));
    assert_eq!(i.rule.id, "oversized_chip");
    assert_eq!(
        i.reading,
        Reading::Sized {
            seen: Seen::SingleChip { chip: c(500) },
            made: Made::To {
                wager: Wager::Bet,
                to: c(500)
            }
        }
    );
    // A chip below the minimum bet is made up to it.
    let i = read(&t, 1, &[25], Nothing);
    assert_eq!(i.action, raise(1, 100));
    assert_eq!(i.rule.id, "min_bet");
    assert_eq!((i.returned, i.owed), (c(0), c(75)));
    assert!(
        matches!(
            i.reading,
            Reading::Sized {
                made: Made::MadeUp { to: Chips(100), .. },
                ..
            }
        ),
        "{:?}",
        i.reading
    );
    // Several chips with no bet are a bet of their total.
    let i = read(&t, 1, &[100, 100, 25], Nothing);
    assert_eq!(i.action, raise(1, 225));
    assert_eq!(i.rule.id, "verbal_declaration");
    t.state.play(&t.rules, &i.action).unwrap();
    assert_eq!(t.options(), ["f", "cc 225", "cbr 450..9900"]);
}

#[test]
fn single_chip_in_the_big_blind_option_raises_by_its_value_tda_44() {
    let mut t = nl("50, 100, 0", "10000, 10000, 10000");
    t.play("p3 cc; p1 cc");
    assert_eq!(t.options(), ["f", "cc 0", "cbr 200..10000"]);
    let i = read(&t, 2, &[500], Nothing);
    assert_eq!(i.action, raise(2, 600));
    assert_eq!(i.rule.id, "oversized_chip");
    t.state.play(&t.rules, &i.action).unwrap();
}

#[test]
fn multiple_chips_all_needed_to_call_are_a_call_tda_45() {
    let mut t = nl_flop();
    t.play("p1 cbr 1200");
    // Without either 1000 chip it is short of 1200: a call, 800 back, although
    // 800 over the call would be a raise by the 50% rule.
    let i = read(&t, 2, &[1000, 1000], Nothing);
    assert_eq!(i.action, call(2));
    assert_eq!(i.rule.id, "multiple_chips");
    assert_eq!(i.returned, c(800));
    // Add a 100: without it 2000 still covers the call, so the 50% rule reads
    // it: 900 over is at least half the 1200 minimum raise.
    let i = read(&t, 2, &[1000, 1000, 100], Nothing);
    assert_eq!(i.action, raise(2, 2400));
    assert_eq!(i.rule.id, "fifty_percent_raise");
    assert_eq!((i.returned, i.owed), (c(0), c(300)));
    t.state.play(&t.rules, &i.action).unwrap();
}

#[test]
fn half_a_minimum_raise_or_more_must_be_made_a_full_raise_tda_43a() {
    let mut t = nl_facing_300();
    // 400 against 300: 100 over is exactly half the 200 increment.
    let i = read(&t, 4, &[100, 100, 100, 100], Nothing);
    assert_eq!(i.action, raise(4, 500));
    assert_eq!(i.rule.id, "fifty_percent_raise");
    assert!(i.rule.cite.contains("43-A"), "{}", i.rule.cite);
    assert_eq!((i.returned, i.owed), (c(0), c(100)));
    assert_eq!(
        i.reading,
        Reading::HalfMadeFull {
            over: c(100),
            to_call: c(300),
            increment: c(200),
            to: c(500)
        }
    );
    // A full raise in chips is a raise to their total.
    let i = read(&t, 4, &[500, 100], Nothing);
    assert_eq!(i.action, raise(4, 600));
    assert_eq!(i.rule.id, "fifty_percent_raise");
    assert_eq!(i.returned, c(0));
    t.state.play(&t.rules, &i.action).unwrap();
    assert_eq!(t.options(), ["f", "cc 600", "cbr 900..10000"]);
}

#[test]
fn less_than_half_a_minimum_raise_is_a_call_tda_43a() {
    let mut t = nl_facing_300();
    // 375 against 300: 75 over is under half the 200 increment.
    let i = read(&t, 4, &[100, 100, 100, 25, 25, 25], Nothing);
    assert_eq!(i.action, call(4));
    assert_eq!(i.rule.id, "fifty_percent_raise");
    assert_eq!((i.returned, i.owed), (c(75), c(0)));
    t.state.play(&t.rules, &i.action).unwrap();
    assert_eq!(t.state.bets()[3], c(300));
}

#[test]
fn declared_raise_below_the_minimum_is_made_the_minimum_tda_40_43a() {
    let t = nl_facing_300();
    let i = read(&t, 4, &[100, 100, 100, 100], RaiseTo(c(400)));
    assert_eq!(i.action, raise(4, 500));
    assert_eq!(i.rule.id, "min_raise");
    assert_eq!(i.owed, c(100));
    assert_eq!(
        i.reading,
        Reading::Sized {
            seen: Seen::SaidRaiseTo { to: c(400) },
            made: Made::MadeUp {
                wager: Wager::Raise,
                to: c(500)
            }
        }
    );
    // "Raise" with 400 in chips: the same.
    let i = read(&t, 4, &[100, 100, 100, 100], Raise);
    assert_eq!((i.action, i.rule.id), (raise(4, 500), "min_raise"));
    // "Raise" with nothing out yet: at least the minimum.
    let i = read(&t, 4, &[], Raise);
    assert_eq!((i.action, i.owed), (raise(4, 500), c(500)));
    // A declared amount in range binds, extra chips go back.
    let i = read(&t, 4, &[1000], RaiseTo(c(800)));
    assert_eq!(i.action, raise(4, 800));
    assert_eq!(i.rule.id, "verbal_declaration");
    assert_eq!(i.returned, c(200));
}

#[test]
fn undercall_heads_up_is_made_a_full_call_tda_51b() {
    let mut t = nl("50, 100", "10000, 10000");
    t.play("p2 cc; p1 cc; d db AhKd2c; p1 cbr 300");
    let i = read(&t, 2, &[100, 100], Nothing);
    assert_eq!(i.action, call(2));
    assert_eq!(i.rule.id, "undercall");
    assert!(i.rule.cite.contains("51-B"), "{}", i.rule.cite);
    assert_eq!((i.returned, i.owed), (c(0), c(100)));
    assert!(
        matches!(i.reading, Reading::Undercall { heads_up: true, .. }),
        "{:?}",
        i.reading
    );
    t.state.play(&t.rules, &i.action).unwrap();
}

#[test]
fn undercall_facing_the_opening_bet_multiway_is_made_a_full_call_tda_51b() {
    let mut t = nl_flop();
    t.play("p1 cbr 300");
    let i = read(&t, 2, &[100, 100], Nothing);
    assert_eq!(i.action, call(2));
    assert_eq!(i.rule.id, "undercall");
    assert_eq!(i.owed, c(100));
    assert!(
        matches!(
            i.reading,
            Reading::Undercall {
                heads_up: false,
                ..
            }
        ),
        "{:?}",
        i.reading
    );
    // Before the flop the big blind is the opening bet.
    let t = nl("50, 100, 0", "10000, 10000, 10000");
    let i = read(&t, 3, &[25, 25], Nothing);
    assert_eq!((i.action, i.rule.id, i.owed), (call(3), "undercall", c(50)));
}

#[test]
fn undercall_facing_a_raise_multiway_is_for_the_floor_tda_51b() {
    let mut t = nl_flop();
    t.play("p1 cbr 100; p2 cbr 300");
    let r = refused(&t, 3, &[100, 100], Nothing);
    assert_eq!(r.rule.id, "undercall");
    assert_eq!(r.action, "p3 $ 100+100");
    assert_eq!(
        r.why,
        Why::UndercallToFloor {
            total: c(200),
            to_call: c(300),
            players: 3
        }
    );
    assert_eq!(r.legal.to_notation(), t.options());
}

#[test]
fn all_in_for_less_than_the_call_is_a_call_tda_51a() {
    // p3 has 150 behind on the flop and faces a raise to 300.
    let mut t = nl("50, 100, 0", "10000, 10000, 250");
    t.play("p3 cc; p1 cc; p2 cc; d db AhKd2c; p1 cbr 100; p2 cbr 300");
    let i = read(&t, 3, &[100, 25, 25], Nothing);
    assert_eq!(i.action, call(3));
    assert_eq!(i.rule.id, "check_call");
    assert_eq!(i.reading, Reading::AllInForCall { total: c(150) });
    // Saying "all in" is the same call.
    let i = read(&t, 3, &[], AllIn);
    assert_eq!(i.action, call(3));
    t.state.play(&t.rules, &i.action).unwrap();
    assert_eq!(t.stacks()[2], 0);
}

#[test]
fn check_facing_a_bet_leaves_only_call_or_fold_tda_40_55() {
    let mut t = nl_flop();
    t.play("p1 cbr 200");
    let r = refused(&t, 2, &[], Check);
    assert_eq!(r.rule.id, "verbal_declaration");
    assert_eq!(
        r.why,
        Why::CheckFacingBet {
            pos: p(2),
            to_call: c(200)
        }
    );
    assert_eq!(r.legal.to_notation(), ["f", "cc 200"]);
    assert_eq!(r.action, "p2 $ check");
    let i = read(&t, 2, &[100, 100], Call);
    assert_eq!((i.action, i.returned), (call(2), c(0)));
    let i = read(&t, 2, &[], Fold);
    assert_eq!(i.action, Action::Fold(p(2)));
}

#[test]
fn call_with_no_bet_is_a_check_tda_55() {
    let t = nl_flop();
    let i = read(&t, 1, &[], Call);
    assert_eq!(i.action, call(1));
    assert_eq!(i.rule.id, "verbal_declaration");
    assert_eq!(i.reading, Reading::CallIsCheck);
    let i = read(&t, 1, &[], Check);
    assert_eq!(i.action, call(1));
    let mut after = t.state.clone();
    let events = after.play(&t.rules, &i.action).unwrap();
    assert!(matches!(
        events[0],
        dealerdesk_core::engine::Event::Checked { .. }
    ));
}

#[test]
fn silence_is_a_check_with_no_bet_and_refused_facing_one_tda_51a() {
    let mut t = nl_flop();
    let i = read(&t, 1, &[], Nothing);
    assert_eq!((i.action, i.rule.id), (call(1), "check_call"));
    t.play("p1 cbr 200");
    let r = refused(&t, 2, &[], Nothing);
    assert_eq!(r.rule.id, "check_call");
    assert_eq!(r.legal.to_notation(), t.options());
}

#[test]
fn chips_out_of_turn_or_between_rounds_are_refused_tda_53() {
    let mut t = nl("50, 100, 0", "10000, 10000, 10000");
    let r = refused(&t, 1, &[500], Nothing);
    assert_eq!(r.rule.id, "order_of_play");
    assert_eq!(
        r.why,
        Why::NotYourTurn {
            turn: p(3),
            pos: p(1)
        }
    );
    assert_eq!(r.action, "p1 $ 500");
    assert_eq!(r.legal.to_notation(), ["f", "cc 100", "cbr 200..10000"]);
    t.play("p3 cc; p1 cc; p2 cc");
    let r = refused(&t, 1, &[100], Nothing);
    assert_eq!(r.rule.id, "order_of_play");
    assert_eq!(r.why, Why::DealerNext);
    assert_eq!(r.legal.to_notation(), t.options());
}

#[test]
fn chips_beyond_the_stack_are_refused() {
    let t = nl("50, 100, 0", "10000, 10000, 400");
    let r = refused(&t, 3, &[500], Nothing);
    assert_eq!(r.rule.id, "no_limit_max");
    assert_eq!(
        r.why,
        Why::ChipsNotTheirs {
            pos: p(3),
            stack: c(400),
            total: c(500)
        }
    );
}

#[test]
fn all_in_declared_is_a_raise_to_the_whole_stack_rrop_nl() {
    let t = nl_facing_300();
    let i = read(&t, 4, &[], AllIn);
    assert_eq!(i.action, raise(4, 10000));
    assert_eq!(i.rule.id, "verbal_declaration");
    assert_eq!(i.owed, c(10000));
}

#[test]
fn pot_limit_chips_above_the_pot_are_cut_to_the_pot_rrop_pl() {
    let t = pl_facing_50();
    // Five 100 chips: a raise by the 50% rule, above the 250 maximum.
    let i = read(&t, 2, &[100, 100, 100, 100, 100], Nothing);
    assert_eq!(i.action, raise(2, 250));
    assert_eq!(i.rule.id, "pot_limit_max");
    assert_eq!(i.returned, c(250));
    for said in [RaiseTo(c(1000)), AllIn] {
        let i = read(&t, 2, &[], said);
        assert_eq!((i.action, i.rule.id), (raise(2, 250), "pot_limit_max"));
    }
    // A single oversized chip is still only a call.
    let i = read(&t, 2, &[500], Nothing);
    assert_eq!((i.action, i.returned), (call(2), c(450)));
}

#[test]
fn fixed_limit_half_a_bet_over_the_call_is_a_raise_to_the_one_size_rrop_br() {
    let mut t = fixed_limit("100, 100, 100, 100");
    // p3 faces the 2 blind; the raise is to exactly 4.
    let i = read(&t, 3, &[1, 1, 1], Nothing);
    assert_eq!(i.action, raise(3, 4));
    assert_eq!(i.rule.id, "limit_sizes");
    assert_eq!(i.owed, c(1));
    let i = read(&t, 3, &[1, 1, 1, 1, 1, 1, 1, 1], Nothing);
    assert_eq!((i.action, i.returned), (raise(3, 4), c(4)));
    let i = read(&t, 3, &[], RaiseTo(c(10)));
    assert_eq!((i.action, i.rule.id), (raise(3, 4), "limit_sizes"));
    let i = read(&t, 3, &[5], Nothing);
    assert_eq!(
        (i.action, i.rule.id, i.returned),
        (call(3), "oversized_chip", c(3))
    );
    // On the flop a single chip opens for the fixed small bet.
    t.play("p3 cc; p4 cc; p1 cc; p2 cc; d db AhKd2c");
    let i = read(&t, 1, &[25], Nothing);
    assert_eq!(
        (i.action, i.rule.id, i.returned),
        (raise(1, 2), "limit_sizes", c(23))
    );
    assert!(
        matches!(
            i.reading,
            Reading::Sized {
                made: Made::Exactly {
                    wager: Wager::Bet,
                    to: Chips(2)
                },
                ..
            }
        ),
        "{:?}",
        i.reading
    );
}

#[test]
fn fixed_limit_less_than_half_a_bet_over_the_call_is_a_call_tda_43a() {
    let mut t = fixed_limit("100, 100, 100, 100");
    t.play("p3 cc; p4 cc; p1 cc; p2 cc; d db AhKd2c; p1 cc; p2 cc; p3 cc; p4 cc; d db 7s");
    t.play("p1 cbr 4");
    // The turn bet is 4: 1 over the call is less than half of it.
    let i = read(&t, 2, &[1, 1, 1, 1, 1], Nothing);
    assert_eq!(i.action, call(2));
    assert_eq!(i.rule.id, "fifty_percent_raise");
    assert_eq!(i.returned, c(1));
    // 2 over is half a bet: the raise to 8, two more owed.
    let i = read(&t, 2, &[1, 1, 1, 1, 1, 1], Nothing);
    assert_eq!(
        (&i.action, i.rule.id, i.owed),
        (&raise(2, 8), "limit_sizes", c(2))
    );
    t.state.play(&t.rules, &i.action).unwrap();
}

#[test]
fn stud_chips_from_the_low_card_are_the_bring_in_or_the_completion_rrop_stud() {
    let mut t = stud_bring_in();
    let i = read(&t, 2, &[1, 1], Nothing);
    assert_eq!((i.action, i.rule.id), (Action::BringIn(p(2)), "bring_in"));
    let i = read(&t, 2, &[1], Nothing);
    assert_eq!((i.action, i.owed), (Action::BringIn(p(2)), c(1)));
    let i = read(&t, 2, &[5], Nothing);
    assert_eq!((i.action, i.rule.id), (raise(2, 5), "stud_completion"));
    let i = read(&t, 2, &[25], Nothing);
    assert_eq!((i.action, i.returned), (raise(2, 5), c(20)));
    // Between the two, the 50% rule: 1 over the bring-in is under half of 3.
    let i = read(&t, 2, &[1, 1, 1], Nothing);
    assert_eq!(
        (i.action, i.rule.id, i.returned),
        (Action::BringIn(p(2)), "fifty_percent_raise", c(1))
    );
    let i = read(&t, 2, &[1, 1, 1, 1], Nothing);
    assert_eq!((i.action, i.owed), (raise(2, 5), c(1)));
    for said in [Raise, RaiseTo(c(3)), AllIn] {
        assert_eq!(read(&t, 2, &[], said).action, raise(2, 5));
    }
    // The low card may not fold or check.
    assert_eq!(refused(&t, 2, &[], Fold).rule.id, "bring_in");
    assert_eq!(refused(&t, 2, &[], Check).rule.id, "bring_in");
    assert_eq!(refused(&t, 2, &[], Nothing).rule.id, "bring_in");
    // After the bring-in, a 5 chip is a call of 2; 1+1+1+1 completes.
    t.play("p2 pb");
    let i = read(&t, 3, &[5], Nothing);
    assert_eq!((i.action, i.returned), (call(3), c(3)));
    let i = read(&t, 3, &[1, 1, 1, 1], Nothing);
    assert_eq!((i.action, i.owed), (raise(3, 5), c(1)));
}

#[test]
fn extra_chips_are_a_call_when_no_raise_is_allowed_tda_47a() {
    let mut t = nl("50, 100, 0, 0", "1000, 1000, 250, 1000");
    t.play("p3 cc; p4 cc; p1 cc; p2 cc; d db AhKd2c");
    t.play("p1 cbr 100; p2 cc; p3 cbr 150; p4 cc");
    assert_eq!(t.options(), ["f", "cc 50"]);
    let i = read(&t, 1, &[100, 100, 100], Nothing);
    assert_eq!(i.action, call(1));
    assert_eq!(i.rule.id, "short_all_in");
    assert_eq!(i.returned, c(250));
    for said in [Raise, RaiseTo(c(600)), AllIn] {
        let i = read(&t, 1, &[500], said);
        assert_eq!((i.action, i.rule.id), (call(1), "short_all_in"));
        assert_eq!(i.returned, c(450));
    }
}

/// Every reading of every handful of chips, in spots from each structure, is
/// accepted by `play`; chips only go back when none are owed.
#[test]
fn every_reading_is_accepted_by_play() {
    let mut spots = vec![
        nl("50, 100, 0", "10000, 10000, 10000"),
        nl_flop(),
        nl_facing_300(),
        pl_facing_50(),
        fixed_limit("100, 100, 100, 100"),
        stud_bring_in(),
    ];
    let mut t = nl_flop();
    t.play("p1 cbr 200");
    spots.push(t);
    let mut t = nl("50, 100, 0, 0", "1000, 1000, 250, 1000");
    t.play("p3 cc; p4 cc; p1 cc; p2 cc; d db AhKd2c; p1 cbr 100; p2 cc; p3 cbr 150; p4 cc");
    spots.push(t);
    let mut t = stud_bring_in();
    t.play("p2 pb");
    spots.push(t);
    let denominations = [1, 5, 25, 100, 500, 1000];
    let mut readings = 0;
    for t in &spots {
        let who = t.next()[1..].parse::<u8>().unwrap();
        for mask in 0..3u32.pow(denominations.len() as u32) {
            let mut put = Vec::new();
            let mut m = mask;
            for d in denominations {
                put.extend(std::iter::repeat_n(d, (m % 3) as usize));
                m /= 3;
            }
            let stack = t.state.stacks()[usize::from(who - 1)].0;
            if put.iter().sum::<u64>() > stack {
                continue;
            }
            for said in [
                Nothing,
                Fold,
                Check,
                Call,
                Raise,
                AllIn,
                RaiseTo(c(1)),
                RaiseTo(c(450)),
                RaiseTo(c(100_000)),
            ] {
                match try_read(t, who, &put, said) {
                    Ok(i) => {
                        let mut after = t.state.clone();
                        after.play(&t.rules, &i.action).unwrap_or_else(|r| {
                            panic!("{put:?} {said}: {} refused: {r}", i.action)
                        });
                        assert!(i.returned.is_zero() || i.owed.is_zero(), "{:?}", i.reading);
                        readings += 1;
                    }
                    Err(r) => assert!(
                        ["verbal_declaration", "check_call", "undercall", "bring_in"]
                            .contains(&r.rule.id),
                        "{put:?} {said}: {r}"
                    ),
                }
            }
        }
    }
    assert!(readings > 10_000, "{readings}");
}

#[test]
fn short_stack_is_measured_against_the_full_minimum_raise_tda_43a() {
    // p4 has 450: facing 300 with a full minimum raise to 500 (increment 200),
    // 390 in chips is 90 over the call, under half the full increment: a call,
    // even though p4's own all-in would be only 150 over the call.
    let mut t = nl("50, 100, 0, 0", "1000, 1000, 1000, 450");
    t.play("p3 cbr 300");
    assert_eq!(t.options(), ["f", "cc 300", "cbr 450"]);
    let r = read(&t, 4, &[300, 50, 40], Nothing);
    assert_eq!(r.action, Action::CheckCall(p(4)));
    assert_eq!(r.returned, c(90));
    assert_eq!(r.rule.id, "fifty_percent_raise");
    // 100 over is half the full increment: it must be made a raise, here all-in.
    let r = read(&t, 4, &[300, 100], Nothing);
    assert_eq!(
        r.action,
        Action::BetRaise {
            pos: p(4),
            to: c(450)
        }
    );
}

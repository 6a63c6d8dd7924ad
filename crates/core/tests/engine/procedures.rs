//! Dealer procedures: burns before each street.

use crate::support::{Table, card, handed, live, notes, p};
use dealerdesk_core::engine::{Dealt, HeldAct, Note, Wait, Why};

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
    assert_eq!(
        r.why,
        Why::NotNow {
            what: Dealt::Board,
            wait: Wait::Burn
        }
    );
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
    assert_eq!(r.legal.to_notation(), ["d db (3)"]);
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

fn three_handed(variant: &str) -> Table {
    handed(variant, 3)
}

#[test]
fn exposing_the_first_card_off_the_deck_is_a_misdeal_tda_35a7() {
    let mut t = three_handed("NT");
    let posted = t.state.clone();
    t.play("d dh p1 Ah; d dh p2 Kd");
    let events = t.play("d exposed p1 Ah");
    assert!(events.iter().any(|e| matches!(e,
        dealerdesk_core::engine::Event::Ruled { rule, note } if rule.id == "exposed_hole_card" && matches!(note, Note::FirstTwoExposed { .. }))));
    assert_eq!(t.state.misdeals(), 1);
    assert_eq!(t.state.bets(), posted.bets());
    assert_eq!(t.stacks(), [99, 98, 100]);
    assert_eq!(t.options(), ["d dh p1 (2)"]);
    // The redeal starts from a fresh deck: the exposed ace may come again.
    t.play("d dh p1 AhQs");
}

#[test]
fn a_later_exposed_card_is_replaced_after_the_deal_and_burned_rrop_holdem_1() {
    let mut t = three_handed("NT");
    // Entered a player's two at a time, the cards still came off the deck
    // a card at a time round the table: p2's eight was the fifth.
    t.play("d dh p1 AhKh; d dh p2 7c8c; d exposed p2 8c");
    // p3 is dealt first; p2's replacement comes last, and p2 keeps the seven.
    assert_eq!(t.options(), ["d dh p3 (2)"]);
    assert_eq!(
        t.refuse("d dh p2 9c").why,
        Why::WrongSeat {
            want: p(3),
            to: p(2)
        }
    );
    t.play("d dh p3 QcQd");
    assert_eq!(t.options(), ["d dh p2 (1)"]);
    assert_eq!(t.refuse("d dh p2 8c").rule.id, "duplicate_card");
    t.play("d dh p2 8d; p3 cc; p1 cc");
    assert_eq!(
        t.state.players()[1].cards(),
        [Some(card("7c")), Some(card("8d"))]
    );
    let events = t.play("p2 cc");
    // The exposed eight is the flop's burn: the dealer goes straight to the flop.
    assert!(events.contains(&dealerdesk_core::engine::Event::Burned {
        card: Some("8c".parse().unwrap())
    }));
    assert_eq!(t.options(), ["d db (3)"]);
}

#[test]
fn an_exposed_last_card_before_any_action_is_still_replaced() {
    let mut t = three_handed("NT");
    t.play("d dh p1 AhKh; d dh p2 7c8c; d dh p3 QcQd");
    assert_eq!(t.next(), "p3");
    t.play("d exposed p3 Qd");
    assert_eq!(t.options(), ["d dh p3 (1)"]);
    t.play("d dh p3 Js");
    assert_eq!(t.next(), "p3");
}

#[test]
fn two_exposed_hole_cards_make_a_misdeal_rrop_holdem_1() {
    let mut t = three_handed("NT");
    t.play("d dh p1 AhKh; d dh p2 7c8c; d exposed p2 8c; d dh p3 QcQd");
    t.play("d exposed p3 Qd");
    assert_eq!(t.state.misdeals(), 1);
    assert_eq!(t.options(), ["d dh p1 (2)"]);
}

#[test]
fn a_card_exposed_after_action_plays_wsop_123() {
    // Not one of the first two cards off the deck: once the betting has
    // begun it plays, and nothing is replaced.
    let mut t = three_handed("NT");
    t.play("d dh p1 Ah; d dh p2 7c; d dh p3 Qc; d dh p1 Kh; d dh p2 8c; d dh p3 Qd; p3 cc");
    let r = t.refuse("d exposed p2 8c");
    assert_eq!(r.rule.id, "exposed_hole_card");
    assert_eq!(r.why, Why::ExposedPlays { card: card("8c") });
}

#[test]
fn an_exposed_first_card_after_the_first_action_is_still_a_misdeal_tda_35() {
    // In every family: before substantial action, one of the first two
    // cards off the deck exposed is a misdeal; after it, the hand plays on.
    for variant in ["NT", "PT"] {
        let mut t = three_handed(variant);
        let posted = t.state.clone();
        t.play("d dh p1 Ah; d dh p2 7c; d dh p3 Qc; d dh p1 Kh; d dh p2 8c; d dh p3 Qd; p3 cc");
        let events = t.play("d exposed p1 Ah");
        assert!(events.iter().any(|e| matches!(e,
            dealerdesk_core::engine::Event::Ruled { rule, .. } if rule.id == "exposed_hole_card")));
        assert_eq!(t.state.misdeals(), 1, "{variant}");
        assert_eq!(
            t.state.bets(),
            posted.bets(),
            "{variant}: bets back as posted"
        );
        assert_eq!(t.options(), ["d dh p1 (2)"], "{variant}");
    }
    let mut t = three_handed("NT");
    t.play("d dh p1 Ah; d dh p2 7c; d dh p3 Qc; d dh p1 Kh; d dh p2 8c; d dh p3 Qd");
    // Two actions, one with chips: substantial action under TDA 36.
    t.play("p3 cbr 4; p1 cc");
    let r = t.refuse("d exposed p1 Ah");
    assert_eq!(r.rule.id, "substantial_action");
}

#[test]
fn a_misdeal_returns_bets_to_the_blinds_as_posted_tda_35c() {
    let mut t = three_handed("NT");
    t.play("d dh p1 AhKh; d dh p2 7c8c; d dh p3 QcQd; p3 cbr 10");
    t.play("d misdeal");
    assert_eq!(t.stacks(), [99, 98, 100]);
    assert_eq!(
        t.state.bets(),
        [
            crate::support::c(1),
            crate::support::c(2),
            crate::support::c(0)
        ]
    );
    assert_eq!(t.options(), ["d dh p1 (2)"]);
}

#[test]
fn no_misdeal_after_substantial_action_tda_36_vs_rrop() {
    let deal = "d dh p1 AhKh; d dh p2 7c8c; d dh p3 QcQd; d dh p4 JsTs";
    // TDA: two folds are two actions without chips: not yet substantial.
    let mut t = handed("NT", 4);
    t.play(deal);
    t.play("p3 f; p4 f; d misdeal");
    assert_eq!(t.state.misdeals(), 1);
    // TDA: a call and a fold are two actions, one with chips: substantial.
    let mut t = handed("NT", 4);
    t.play(deal);
    t.play("p3 cc; p4 f");
    let r = t.refuse("d misdeal");
    assert_eq!(r.rule.id, "substantial_action");
    assert!(r.rule.cite.contains("TDA 2024 Rules 35-D, 36"));
    // Robert's Rules (the fixed-limit preset): two players acting is enough.
    let mut t = handed("FT", 4);
    t.play(deal);
    t.play("p3 f; p4 f");
    let r = t.refuse("d misdeal");
    assert_eq!(r.rule.id, "substantial_action");
    assert!(r.rule.cite.contains("RRoP"));
}

/// Preflop done at a live three-handed table, everyone in.
fn to_the_flop(variant: &str) -> Table {
    let mut t = three_handed(variant);
    t.play("d dh p1 AhKh; d dh p2 7c8c; d dh p3 QcQd; p3 cc; p1 cc; p2 cc");
    t
}

#[test]
fn a_premature_flop_keeps_its_burn_and_is_redealt_without_one_tda_rp5a() {
    let mut t = three_handed("NT");
    t.play("d dh p1 AhKh; d dh p2 7c8c; d dh p3 QcQd; p3 cc");
    let events = t.play("d premature 2c3c4c");
    assert!(events.iter().any(|e| matches!(e,
        dealerdesk_core::engine::Event::Ruled { rule, .. } if rule.id == "premature_card")));
    // Betting goes on; then the flop comes with no burn, and the same cards may come.
    assert_eq!(t.next(), "p1");
    t.play("p1 cc; p2 cc");
    assert_eq!(t.options(), ["d db (3)"]);
    t.play("d db 2c3c4c");
}

#[test]
fn a_premature_turn_is_reshuffled_and_redealt_without_a_burn_tda_rp5b() {
    let mut t = to_the_flop("NT");
    t.play("d burn ??; d db 2c3c4c; p1 cc; d premature Kd; p2 cc; p3 cc");
    assert_eq!(t.options(), ["d db (1)"]);
    t.play("d db Kd");
}

#[test]
fn a_premature_turn_is_set_aside_until_the_river_rrop() {
    let mut t = to_the_flop("FT");
    t.play("d burn ??; d db 2c3c4c; p1 cc; d premature Kd; p2 cc; p3 cc");
    // The turn comes after a burn, and not as the set-aside king.
    assert_eq!(t.options(), ["d burn"]);
    t.play("d burn ??");
    assert_eq!(t.refuse("d db Kd").rule.id, "duplicate_card");
    t.play("d db 5d; p1 cc; p2 cc");
    let events = t.play("p3 cc");
    assert_eq!(
        notes(&events),
        [&Note::PrematureTurnBack { card: card("Kd") }]
    );
    // The river comes without a burn and may be the king.
    assert_eq!(t.options(), ["d db (1)"]);
    t.play("d db Kd");
}

#[test]
fn four_flop_cards_the_floor_picks_the_turn_burn_tda_39a() {
    let mut t = to_the_flop("NT");
    t.play("d burn ??; d db 2c3c4c5c");
    assert_eq!(t.options(), ["d burn"]);
    let r = t.refuse("d burn 9s");
    assert_eq!(r.rule.id, "four_card_flop");
    t.play("d burn 3c");
    let board: Vec<String> = t
        .state
        .board()
        .iter()
        .flatten()
        .map(|c| c.to_string())
        .collect();
    assert_eq!(board, ["2c", "4c", "5c"]);
    t.play("p1 cc; p2 cc; p3 cc");
    // The turn's burn is already out.
    assert_eq!(t.options(), ["d db (1)"]);
    assert_eq!(t.refuse("d db 3c").rule.id, "duplicate_card");
}

#[test]
fn four_flop_cards_are_redealt_rrop_holdem_3() {
    let mut t = to_the_flop("FT");
    t.play("d burn ??; d db 2c3c4c5c");
    assert_eq!(t.options(), ["d db (3)"]);
    t.play("d db 5c4c3c; p1 cc; p2 cc; p3 cc");
    assert_eq!(t.options(), ["d burn"]);
}

#[test]
fn an_extra_hole_card_is_a_misdeal_under_tda_35a5() {
    let mut t = three_handed("NT");
    t.play("d dh p1 AhKh; d extra p1 ??");
    assert_eq!(t.state.misdeals(), 1);
    assert_eq!(t.options(), ["d dh p1 (2)"]);
}

#[test]
fn one_extra_hole_card_becomes_the_burn_under_rrop_holdem_2() {
    let mut t = three_handed("FT");
    t.play("d dh p1 AhKh; d extra p1 9c; d dh p2 7c8c; d dh p3 QcQd; p3 cc; p1 cc; p2 cc");
    // No burn before the flop: the extra card was it; nor may it come again.
    assert_eq!(t.options(), ["d db (3)"]);
    assert_eq!(t.refuse("d db 9c2c3c").rule.id, "duplicate_card");
    // A second extra card in one deal is a misdeal.
    let mut t = three_handed("FT");
    t.play("d dh p1 AhKh; d extra p1 ??; d dh p2 7c8c; d extra p2 ??");
    assert_eq!(t.state.misdeals(), 1);
}

#[test]
fn a_boxed_card_is_scrapped_and_two_are_a_misdeal_wsop_23_tda_35a1() {
    let mut t = three_handed("NT");
    t.play("d dh p1 AhKh; d boxed 5s");
    assert_eq!(t.refuse("d dh p2 5s6s").rule.id, "duplicate_card");
    t.play("d dh p2 7c8c; d boxed 6s");
    assert_eq!(t.state.misdeals(), 1);
}

#[test]
fn a_fouled_deck_voids_the_hand_and_returns_every_chip_tda_35e() {
    let mut t = to_the_flop("NT");
    t.play("d burn ??; d db 2c3c4c; p1 cbr 10; p2 cc");
    let total = t.state.total_chips();
    t.play("d fouled");
    assert!(t.state.is_done());
    assert_eq!(t.stacks(), [100, 100, 100]);
    assert_eq!(t.state.total_chips(), total);
    assert!(t.state.awarded().is_empty());
}

/// Five-handed no-limit 50/100 preflop, cards dealt: p3 is first to act.
fn five_handed() -> Table {
    crate::support::nl("50, 100, 0, 0, 0", "1000, 1000, 1000, 1000, 1000")
}

#[test]
fn an_out_of_turn_call_binds_when_the_action_is_unchanged_tda_53() {
    let mut t = five_handed();
    let events = t.play("d oot p5 cc");
    assert!(events.iter().any(|e| matches!(e,
        dealerdesk_core::engine::Event::Ruled { rule, .. } if rule.id == "out_of_turn")));
    assert_eq!(t.next(), "p3", "the held action does not move the turn");
    t.play("p3 cc; p4 f");
    // Nothing changed the bet: p5's call binds.
    assert_eq!(t.options(), ["cc 100"]);
    let r = t.refuse("p5 cbr 300");
    assert_eq!(r.rule.id, "out_of_turn");
    assert_eq!(
        r.why,
        Why::HeldBinds {
            pos: p(5),
            act: HeldAct::CheckCall
        }
    );
    assert_eq!(t.refuse("p5 f").rule.id, "out_of_turn");
    t.play("p5 cc");
}

#[test]
fn an_out_of_turn_call_does_not_bind_after_a_raise_tda_53() {
    let mut t = five_handed();
    t.play("d oot p5 cc; p3 cbr 300; p4 f");
    assert_eq!(t.options(), ["f", "cc 300", "cbr 500..1000"]);
    let why: Vec<&str> = t.legal().why.iter().map(|r| r.as_str()).collect();
    assert!(why.contains(&"out_of_turn"), "{why:?}");
    let events = t.play("p5 cbr 600");
    assert!(events.iter().any(|e| matches!(
        e,
        dealerdesk_core::engine::Event::Ruled {
            note: Note::HeldUnbound { .. },
            ..
        }
    )));
}

#[test]
fn an_out_of_turn_fold_always_binds_tda_58() {
    let mut t = five_handed();
    t.play("d oot p5 f; p3 cbr 300; p4 f");
    assert_eq!(t.options(), ["f"]);
    assert_eq!(t.refuse("p5 cc").rule.id, "out_of_turn");
    t.play("p5 f");
}

#[test]
fn the_player_whose_turn_it_is_is_not_out_of_turn() {
    let mut t = five_handed();
    let r = t.refuse("d oot p3 cc");
    assert_eq!(r.rule.id, "out_of_turn");
    t.play("d oot p5 cc");
    assert_eq!(t.refuse("d oot p5 f").why, Why::AlreadyHeld { pos: p(5) });
}

#[test]
fn a_dead_hand_leaves_the_pot_and_the_last_live_hand_wins_tda_38() {
    let mut t = five_handed();
    t.play("p3 cbr 300; p4 f; p5 f");
    // p1 is dead out of turn; p2 then folds: p3 wins what is in.
    t.play("d kill p1");
    assert_eq!(t.next(), "p2");
    t.play("p2 f");
    assert!(t.state.is_done());
    assert_eq!(t.stacks(), [950, 900, 1150, 1000, 1000]);
    // Killing the only other live hand ends it at once.
    let mut t = five_handed();
    t.play("p3 cbr 300; p4 f; p5 f; p1 f; d kill p2");
    assert!(t.state.is_done());
}

#[test]
fn every_misdeal_cites_the_exact_redeal_tda_35_c() {
    let misdeal_ruling = |events: &[dealerdesk_core::engine::Event]| {
        events.iter().any(|e| {
            matches!(e, dealerdesk_core::engine::Event::Ruled { rule, note }
                if rule.id == "misdeal" && rule.cite.contains("35-C") && *note == Note::Misdeal)
        })
    };
    // An exposed first card, then two exposed cards, in the TDA family.
    let fields = "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n\
                  starting_stacks = [100, 100, 100]";
    let mut t = Table::family("tda-2024", "nl-holdem.yaml", fields);
    t.play("d dh p1 Ah");
    let events = t.play("d exposed p1 Ah");
    assert!(misdeal_ruling(&events), "{events:?}");
    t.play("d dh p1 AhKh; d dh p2 7c8c; d exposed p2 8c; d dh p3 QcQd");
    let events = t.play("d exposed p3 Qd");
    assert!(misdeal_ruling(&events), "{events:?}");
    assert_eq!(t.state.misdeals(), 2);
    // A second exposed stud down card, in the TDA stud family.
    let stud = "variant = 'F7S'\nantes = [1, 1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\n\
                starting_stacks = [100, 100, 100]";
    let mut t = Table::family("tda-2024", "stud.yaml", stud);
    t.play("d dh p1 2s; d exposed p1 2s; d dh p1 Ks9h; d dh p2 Ac");
    let events = t.play("d exposed p2 Ac");
    assert!(misdeal_ruling(&events), "{events:?}");
    // A second boxed card in the deal.
    let mut t = three_handed("NT");
    t.play("d dh p1 AhKh; d boxed 2c");
    let events = t.play("d boxed 3c");
    assert!(misdeal_ruling(&events), "{events:?}");
}

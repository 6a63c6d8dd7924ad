//! The draw games at full tables: a hand of 2-7 single and triple draw and
//! badugi deals to eight players, whatever table size the house seats
//! (`table_size`), and a short stub is made up again from its last card,
//! the muck, the earlier draws' discards and the burns, leaving out the
//! discards of the draw under way (WSOP Live Action) unless the house
//! shuffles the other players' in too (`draw_reshuffle`).

use dealerdesk_core::engine::{Event, HandState, Note, Phase, SetupError};
use dealerdesk_core::notation::PhhHand;
use dealerdesk_core::rules::{HouseFault, HouseRules, Variant};

use crate::support::{Table, notes, p, repo};

/// The PHH fields of an `n`-handed fixed-limit draw hand, blinds 1 and 2,
/// bets 2 and 4, stacks of 100.
fn fields(variant: &str, n: usize) -> String {
    let mut blinds = vec!["0"; n];
    blinds[0] = "1";
    blinds[1] = "2";
    format!(
        "variant = '{variant}'\nantes = [{}]\nblinds_or_straddles = [{}]\nsmall_bet = 2\nbig_bet = 4\nmin_bet = 2\nstarting_stacks = [{}]\nactions = []\n",
        vec!["0"; n].join(", "),
        blinds.join(", "),
        vec!["100"; n].join(", ")
    )
}

/// An `n`-handed triple draw hand under the preset, with `option` in place
/// of the preset's `draw_reshuffle` value.
fn triple_draw(n: usize, option: &str) -> Table {
    let hand = PhhHand::parse(&fields("F2L3D", n)).unwrap();
    let text = std::fs::read_to_string(repo().join("rulesets/fl-27-triple-draw.yaml")).unwrap();
    let text = text.replace(
        "draw_reshuffle:\n    value: earlier-discards",
        &format!("draw_reshuffle:\n    value: {option}"),
    );
    let rules = HouseRules::from_yaml(&text, "fl-27-triple-draw.yaml").unwrap();
    Table::with_rules(&hand, rules)
}

/// Deals `n` players five unseen cards each, and everyone calls the blind.
fn dealt_and_called(t: &mut Table, n: usize) {
    for i in 1..=n {
        t.play(&format!("d dh p{i} ??????????"));
    }
    for i in (3..=n).chain(1..=2) {
        t.play(&format!("p{i} cc"));
    }
}

#[test]
fn every_draw_game_deals_to_eight_players_and_refuses_a_ninth() {
    for variant in ["F2L3D", "N2L1D", "FB"] {
        let hand = PhhHand::parse(&fields(variant, 8)).unwrap();
        let rules = HouseRules::preset(hand.variant);
        assert!(HandState::new(&hand.spec, &rules).is_ok(), "{variant}");
        let nine = PhhHand::parse(&fields(variant, 9)).unwrap();
        assert_eq!(
            HandState::new(&nine.spec, &rules).map(|_| ()).unwrap_err(),
            SetupError::PlayerCount { count: 9, max: 8 },
            "{variant}"
        );
    }
}

#[test]
fn each_draw_house_seats_the_table_its_rulebook_deals() {
    let size = |v| HouseRules::preset(v).table_size();
    // WSOP Live Action 284, 288: 2-7 lowball six-handed; 306: no-limit
    // single draw seven-handed, badugi eight-handed.
    assert_eq!(size(Variant::FixedLimitTripleDraw), 6);
    assert_eq!(size(Variant::NoLimitSingleDraw), 7);
    assert_eq!(size(Variant::FixedLimitBadugi), 8);
    assert_eq!(size(Variant::NoLimitHoldem), 10);
    assert_eq!(size(Variant::Stud), 8);
    let text = std::fs::read_to_string(repo().join("rulesets/fl-27-triple-draw.yaml")).unwrap();
    let at = |n: &str| {
        text.replace(
            "table_size:\n    value: 6",
            &format!("table_size:\n    value: {n}"),
        )
    };
    assert_eq!(
        HouseRules::from_yaml(&at("8"), "td.yaml")
            .unwrap()
            .table_size(),
        8
    );
    let e = HouseRules::from_yaml(&at("9"), "td.yaml").unwrap_err();
    assert_eq!(
        e.fault,
        HouseFault::TableSize {
            game: dealerdesk_core::rules::Game::DeuceSevenTripleDraw,
            size: 9,
            max: 8
        }
    );
    let line = text.lines().position(|l| l == "  table_size:").unwrap() + 1;
    assert_eq!(e.line, line, "the fault stands at the key");
}

/// Three players to the third draw, each drawing five every time, p2's
/// third-draw discards known; the events of the last discard.
fn three_to_the_third_draw(option: &str) -> (Table, Vec<Event>) {
    let mut t = triple_draw(3, option);
    dealt_and_called(&mut t, 3);
    t.play("p1 sd ??????????; p2 sd ??????????; p3 sd ??????????");
    t.play("d dh p1 ??????????; d dh p2 ??????????; d dh p3 ??????????");
    t.play("p1 cc; p2 cc; p3 cc");
    t.play("p1 sd ??????????; p2 sd ??????????; p3 sd ??????????");
    t.play("d dh p1 ??????????; d dh p2 KdKhKsKc9d; d dh p3 ??????????");
    t.play("p1 cc; p2 cc; p3 cc");
    // 45 dealt and three burns: 48 off the deck, 4 left.
    assert_eq!(t.state.cards_out(), 48);
    t.play("p1 sd ??????????; p2 sd KdKhKsKc9d");
    let events = t.play("p3 sd ??????????");
    (t, events)
}

#[test]
fn a_short_stub_leaves_out_the_discards_of_the_draw_under_way() {
    // Four left cannot give p1 five and keep the last card back.
    let (mut t, events) = three_to_the_third_draw("earlier-discards");
    assert_eq!(notes(&events), [&Note::DrawReshuffle]);
    assert_eq!(
        t.state.cards_out(),
        15,
        "the 30 earlier discards and 3 burns are back; this draw's 15 discards stay out"
    );
    // p2's discards of this draw are not in the new stub.
    assert_eq!(t.refuse("d dh p1 Kd????????").rule.id, "duplicate_card");
    t.play("d dh p1 ??????????; d dh p2 ??????????; d dh p3 ??????????");
    assert_eq!(t.state.phase(), Phase::Betting);
}

#[test]
fn an_online_house_shuffles_in_the_other_players_discards_of_this_draw() {
    let (mut t, events) = three_to_the_third_draw("others-current-discards");
    assert_eq!(notes(&events), [&Note::DrawReshuffleCurrent { to: p(1) }]);
    assert_eq!(t.state.cards_out(), 5, "only p1's own five stay out");
    let events = t.play("d dh p1 Kd????????");
    assert!(notes(&events).is_empty());
    t.play("d dh p2 ??????????; d dh p3 ??????????");
    assert_eq!(t.state.phase(), Phase::Betting);
}

#[test]
fn eight_players_drawing_five_each_are_all_dealt_their_draw() {
    let mut t = triple_draw(8, "earlier-discards");
    dealt_and_called(&mut t, 8);
    for i in 1..=8 {
        t.play(&format!("p{i} sd ??????????"));
    }
    // 40 dealt and a burn leave 11: p1's five, p2's five and the last card.
    t.play("d dh p1 ??????????");
    // The last card and the burn cannot give p3 five: the other players'
    // discards of this draw join them, p3's own stay out.
    let events = t.play("d dh p2 ??????????");
    assert_eq!(notes(&events), [&Note::DrawReshuffleCurrent { to: p(3) }]);
    assert_eq!(t.state.cards_out(), 15, "ten held and p3's five discards");
    t.play("d dh p3 ??????????");
    for i in 4..=8 {
        t.play(&format!("d dh p{i} ??????????"));
    }
    assert_eq!(t.state.phase(), Phase::Betting);
    assert!(
        t.state.cards_out() <= 52,
        "never more cards out than the deck"
    );
}

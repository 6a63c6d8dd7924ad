//! The draw games: after each betting round of 2-7 single draw, 2-7 triple
//! draw and badugi, each player still in discards or stands pat in turn
//! from the left of the button (`pN sd`), the dealer deals the replacements
//! in the same order, and the showdown goes to the lowest 2-7 hand or the
//! best badugi.

use dealerdesk_core::engine::{Event, Note, Phase, Why, Won};
use dealerdesk_core::eval::HandRank;

use crate::support::{Table, card, notes, p, ruled};

fn triple_draw(stacks: &str) -> Table {
    let n = stacks.split(',').count();
    let mut blinds = vec!["0"; n];
    blinds[0] = "1";
    blinds[1] = "2";
    Table::new(
        "F2L3D",
        &format!(
            "antes = [{}]\nblinds_or_straddles = [{}]\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [{stacks}]",
            vec!["0"; n].join(", "),
            blinds.join(", ")
        ),
    )
}

#[test]
fn each_player_draws_in_turn_then_the_replacements_are_dealt_in_the_same_order() {
    let mut t = triple_draw("100, 100, 100");
    t.play("d dh p1 7h6c4c3d2c; d dh p2 AsQs6s5c3h; d dh p3 KdKhKsKc9d");
    t.play("p3 f; p1 cc; p2 cc");
    assert_eq!(t.state.phase(), Phase::Dealing);
    assert_eq!(
        t.next(),
        "p1",
        "the first player left of the button draws first"
    );
    assert_eq!(t.options(), ["p1 sd CARDS"]);
    // Not p2's turn; not a card p1 holds; no dealing before everyone drew.
    assert_eq!(t.refuse("p2 sd As").rule.id, "draw_out_of_turn");
    assert_eq!(t.refuse("p1 sd As").rule.id, "dealing");
    assert_eq!(t.refuse("d dh p2 8d").rule.id, "dealing");
    t.play("p1 sd; p2 sd AsQs");
    assert_eq!(t.options(), ["d dh p2 (2)"], "p1 stood pat, p2 is owed two");
    // A discarded card is out: it cannot be dealt back.
    assert_eq!(t.refuse("d dh p2 As8d").rule.id, "duplicate_card");
    t.play("d dh p2 8d2h");
    assert_eq!(t.state.phase(), Phase::Betting);
    assert_eq!(t.next(), "p1");
    assert_eq!(
        t.options(),
        ["f", "cc 0", "cbr 2"],
        "the small bet after the first draw"
    );
    t.play("p1 cc; p2 cc; p1 sd; p2 sd 6s; d dh p2 4d");
    assert_eq!(
        t.options(),
        ["f", "cc 0", "cbr 4"],
        "the big bet after the second draw"
    );
    t.play("p1 cc; p2 cc; p1 sd; p2 sd; p1 cbr 4; p2 cc");
    assert_eq!(t.state.phase(), Phase::Showdown);
    // The hand is tabled in any order.
    t.play("p1 sm 2c3d4c6c7h; p2 sm 8d2h4d5c3h");
    let pot = &t.state.awarded()[0];
    assert_eq!(pot.awards, [(p(1), crate::support::c(12))]);
    let Won::Hand { best, .. } = &pot.hand else {
        panic!("{:?}", pot.hand)
    };
    assert!(matches!(best, HandRank::DeuceSevenLow(_)), "{best:?}");
    assert_eq!(t.stacks(), [106, 94, 100]);
}

#[test]
fn a_player_all_in_still_draws_and_hands_stay_hidden_until_the_showdown() {
    let mut t = Table::new(
        "N2L1D",
        "antes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [50, 50]",
    );
    t.play("d dh p1 ??????????; d dh p2 ??????????; p2 cbr 50; p1 cc");
    assert_eq!(t.next(), "p1", "all in, p1 still draws");
    t.play("p1 sd ????; p2 sd ??; d dh p1 ????; d dh p2 ??");
    assert_eq!(t.state.phase(), Phase::Showdown);
    t.play("p1 sm 2c3d4h5s7c; p2 sm 2d3c4s5h8d");
    assert_eq!(t.stacks(), [100, 0]);
}

#[test]
fn badugi_deals_four_and_the_best_badugi_wins() {
    let mut t = Table::new(
        "FB",
        "antes = [0, 0]\nblinds_or_straddles = [1, 2]\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [20, 20]",
    );
    t.play("d dh p1 As2d3c4h; d dh p2 KsKdQcJh; p2 cc; p1 cc");
    assert_eq!(t.refuse("p1 sd As2d3c4h5s").rule.id, "dealing");
    t.play("p1 sd; p2 sd KsKd; d dh p2 9s8d");
    for _ in 0..2 {
        t.play("p1 cc; p2 cc; p1 sd; p2 sd");
    }
    t.play("p1 cc; p2 cc");
    t.play("p1 sm 4h3c2dAs; p2 sm QcJh9s8d");
    let Won::Hand { best, .. } = &t.state.awarded()[0].hand else {
        panic!("{:?}", t.state.awarded())
    };
    assert!(matches!(best, HandRank::Badugi(_)), "{best:?}");
    assert_eq!(t.stacks(), [22, 18]);
}

#[test]
fn a_short_stub_takes_back_the_burns_and_other_players_discards_keeping_the_drawing_player_s_own() {
    let mut t = triple_draw("100, 100, 100, 100, 100, 100");
    t.play("d dh p1 2c3c4c5c7d");
    for i in 2..=6 {
        t.play(&format!("d dh p{i} ??????????"));
    }
    t.play("p3 cc; p4 cc; p5 cc; p6 cc; p1 cc; p2 cc");
    t.play("p1 sd 2c3c4c5c7d");
    for i in 2..=6 {
        t.play(&format!("p{i} sd ??????????"));
    }
    // 30 dealt, a burn and 15 replacements: 46 off the deck, 6 left.
    let events = t.play("d dh p1 ??????????; d dh p2 ??????????; d dh p3 ??????????");
    assert!(notes(&events).is_empty());
    assert_eq!(t.state.cards_out(), 46);
    // After p4's five only one card is left: p5's draw would take it.
    // The last card and the burn cannot give it: the other players'
    // discards of this draw join them, p5's own stay out.
    let events = t.play("d dh p4 ??????????");
    assert_eq!(notes(&events), [&Note::DrawReshuffleCurrent { to: p(5) }]);
    assert_eq!(
        t.state.cards_out(),
        25,
        "25 discards and the burn are back: the 20 cards held and p5's 5 discards are out"
    );
    t.play("d dh p5 2c3c4c5c7d");
    assert_eq!(t.state.phase(), Phase::Dealing);
}

/// Three players to the first draw, p3 folded: p1 discards 7h, p2 AsQs.
fn to_first_draw() -> Table {
    let mut t = triple_draw("100, 100, 100");
    t.play("d dh p1 7h6c4c3d2c; d dh p2 AsQs6s5c3h; d dh p3 KdKhKsKc9d");
    t.play("p3 f; p1 cc; p2 cc");
    t
}

#[test]
fn a_card_exposed_in_the_draw_goes_to_the_discards_and_the_player_is_dealt_last() {
    let mut t = to_first_draw();
    let r = t.refuse("d exposed p1 8d");
    assert_eq!(
        (r.rule.id, r.why),
        ("draw_exposed_card", Why::DrawExposedNotNow),
        "nothing is dealt before everyone has drawn"
    );
    t.play("p1 sd 7h; p2 sd AsQs");
    // A card p1 kept from the deal is not one the draw gave.
    assert_eq!(t.refuse("d exposed p1 6c").rule.id, "cards_speak");
    let events = t.play("d exposed p1 8d");
    assert!(ruled(&events, "draw_exposed_card"));
    assert_eq!(
        notes(&events),
        [&Note::DrawExposed {
            card: card("8d"),
            to: p(1)
        }]
    );
    assert_eq!(t.options(), ["d dh p2 (2)"], "p1's card comes after p2's");
    assert_eq!(t.refuse("d dh p2 8d2h").rule.id, "duplicate_card");
    t.play("d dh p2 9c2h; d dh p1 5d");
    assert_eq!(t.state.phase(), Phase::Betting);
    assert!(!t.state.players()[0].cards().contains(&Some(card("8d"))));
    assert_eq!(
        t.state.cards_out(),
        15 + 1 + 1 + 3,
        "the deal, the burn, the exposed card and the three drawn"
    );
    // Exposed once entered: out of the hand, and the player is owed again.
    let mut t = to_first_draw();
    t.play("p1 sd 7h; p2 sd AsQs; d dh p1 8d; d dh p2 9c2h");
    let events = t.play("d exposed p2 2h");
    assert!(matches!(events[0], Event::SetAside { .. }), "{events:?}");
    assert_eq!(t.options(), ["d dh p2 (1)"]);
    t.play("d dh p2 4d");
    assert_eq!(t.state.phase(), Phase::Betting);
    assert_eq!(t.state.players()[1].cards().len(), 5);
}

#[test]
fn a_card_too_many_in_the_draw_goes_back_before_the_betting_and_kills_the_hand_after() {
    let mut t = to_first_draw();
    assert_eq!(t.refuse("d extra p1 ??").rule.id, "draw_wrong_count");
    t.play("p1 sd 7h; p2 sd AsQs; d dh p1 8d; d dh p2 9c2h");
    let out = t.state.cards_out();
    let events = t.play("d extra p2 ??");
    assert_eq!(notes(&events), [&Note::DrawExtraBack { to: p(2) }]);
    assert_eq!(
        t.state.cards_out(),
        out + 1,
        "the extra card is off the stub"
    );
    assert_eq!(t.next(), "p1", "the betting is as it was");
    t.play("p1 cc");
    let events = t.play("d extra p1 Td");
    assert_eq!(notes(&events), [&Note::DrawExtraDead { to: p(1) }]);
    assert!(t.state.players()[0].folded);
    assert_eq!(t.state.phase(), Phase::Done);
    assert_eq!(t.stacks(), [98, 102, 100]);
}

#[test]
fn a_card_too_few_in_the_draw_comes_last_from_the_stub_before_the_betting_and_kills_after() {
    let mut t = to_first_draw();
    t.play("p1 sd 7h; p2 sd AsQs; d dh p1 8d");
    assert_eq!(t.refuse("d short p2").rule.id, "draw_wrong_count");
    t.play("d dh p2 9c2h");
    let events = t.play("d short p2");
    assert_eq!(notes(&events), [&Note::DrawShortCompleted { to: p(2) }]);
    assert_eq!(t.options(), ["d dh p2 (1)"]);
    // 2h was never dealt: it is still in the stub.
    t.play("d dh p2 2h");
    assert_eq!(t.next(), "p1");
    t.play("p1 cc");
    let events = t.play("d short p1");
    assert_eq!(notes(&events), [&Note::DrawShortDead { to: p(1) }]);
    assert_eq!(t.stacks(), [98, 102, 100]);
}

/// Two cards exposed in one draw: each player is owed a card after
/// everyone else has drawn, the two in turn, neither forgotten.
#[test]
fn two_cards_exposed_in_one_draw_are_each_replaced_after_everyone_else_in_turn() {
    let mut t = triple_draw("100, 100, 100, 100");
    t.play("d dh p1 7h6c4c3d2c; d dh p2 AsQs6s5c3h; d dh p3 KdKhKsKc9d; d dh p4 8h8d8s8c9h");
    t.play("p3 cc; p4 cc; p1 cc; p2 cc");
    t.play("p1 sd 7h; p2 sd As; p3 sd 9d; p4 sd 9h");
    t.play("d dh p1 Td; d exposed p1 Td; d dh p2 Jd; d exposed p2 Jd");
    assert_eq!(t.options(), ["d dh p3 (1)"]);
    t.play("d dh p3 Qd");
    assert_eq!(t.options(), ["d dh p4 (1)"]);
    t.play("d dh p4 Jc");
    assert_eq!(t.options(), ["d dh p1 (1)"], "p1 first of the two owed");
    t.play("d dh p1 5d");
    assert_eq!(t.options(), ["d dh p2 (1)"], "p2 is still owed");
    t.play("d dh p2 4d");
    assert_eq!(t.state.phase(), Phase::Betting);
    assert_eq!(t.state.players()[0].cards().len(), 5);
    assert_eq!(t.state.players()[1].cards().len(), 5);
}

/// A triple-draw table that enters burns, as a live dealer does.
fn live_triple_draw(stacks: &str) -> Table {
    let n = stacks.split(',').count();
    let mut blinds = vec!["0"; n];
    blinds[0] = "1";
    blinds[1] = "2";
    crate::support::live(
        "F2L3D",
        &format!(
            "antes = [{}]\nblinds_or_straddles = [{}]\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [{stacks}]",
            vec!["0"; n].join(", "),
            blinds.join(", ")
        ),
    )
}

#[test]
fn a_burn_before_a_draw_nobody_took_opens_the_betting() {
    let mut t = live_triple_draw("100, 100");
    t.play("d dh p1 7h6c4c3d2c; d dh p2 AsQs6s5c3h; p2 cc; p1 cc");
    t.play("p1 sd; p2 sd");
    assert_eq!(t.options(), ["d burn"]);
    t.play("d burn Kd");
    assert_eq!(t.state.phase(), Phase::Betting, "nothing to deal: bet");
    assert_eq!(t.next(), "p1");
    assert_eq!(t.options(), ["f", "cc 0", "cbr 2"]);
}

#[test]
fn the_burn_before_a_draw_counts_against_the_stub_and_never_takes_its_last_card() {
    let mut t = live_triple_draw("100, 100, 100, 100, 100, 100");
    for i in 1..=6 {
        t.play(&format!("d dh p{i} ??????????"));
    }
    t.play("p3 cc; p4 cc; p5 cc; p6 cc; p1 cc; p2 cc");
    for i in 1..=6 {
        let drawn = if i <= 3 { " ??????????" } else { "" };
        t.play(&format!("p{i} sd{drawn}"));
    }
    // 30 dealt, a burn and 15 replacements: 46 off the deck, 6 left.
    t.play("d burn ??; d dh p1 ??????????; d dh p2 ??????????; d dh p3 ??????????");
    assert_eq!(t.state.cards_out(), 46);
    t.play("p1 cc; p2 cc; p3 cc; p4 cc; p5 cc; p6 cc");
    // Five of six left after the burn, a draw of five would take the last:
    // the stub is made up before the burn comes off it.
    t.play("p1 sd ??????????; p2 sd; p3 sd; p4 sd; p5 sd");
    let events = t.play("p6 sd");
    assert_eq!(notes(&events), [&Note::DrawReshuffle]);
    assert_eq!(
        t.state.cards_out(),
        30,
        "the first draw's discards and the burn are back: the 25 cards held and p1's five discards of this draw are out"
    );
    let events = t.play("d burn ??; d dh p1 ??????????");
    assert!(notes(&events).is_empty());
    assert_eq!(t.state.cards_out(), 36);
    assert_eq!(t.state.phase(), Phase::Betting);
}

/// Burns not entered: a draw everyone stands pat on with the stub empty
/// burns nothing, so the deck is never more than dealt out, and the hand
/// plays to PokerKit's stacks.
#[test]
fn a_pat_draw_on_an_empty_stub_burns_nothing() {
    let text = "variant = 'F2L3D'\nblinds_or_straddles = [1, 2, 0, 0, 0, 0]\nsmall_bet = 2\n\
        big_bet = 4\nstarting_stacks = [34, 207, 35, 344, 162, 54]\nactions = [\
        'd dh p1 4s5cQcJs9d', 'd dh p2 JcTh9hTs3c', 'd dh p3 5h4c8c2h2c', 'd dh p4 3h5d7h4h8h', \
        'd dh p5 5s8sAd4dJh', 'd dh p6 Qd2sKh8d2d', 'p3 cc', 'p4 cc', 'p5 cbr 4', 'p6 cc', \
        'p1 cbr 6', 'p2 cc', 'p3 cc', 'p4 cc', 'p5 cc', 'p6 cc', 'p1 sd Js9d', \
        'p2 sd 3cJc9hTsTh', 'p3 sd 4c2c5h8c2h', 'p4 sd 7h3h4h5d8h', 'p5 sd 4dJh8s', 'p6 sd', \
        'd dh p1 6h9s', 'd dh p2 6d3d6cKcAs', 'd dh p3 Kd3s9c7sQs', 'd dh p4 Ah7cKs7dJd', \
        'd dh p5 TdTc6s', 'p1 cc', 'p2 cbr 2', 'p3 cbr 4', 'p4 cbr 6', 'p5 cbr 8', 'p6 cc', \
        'p1 cc', 'p2 cc', 'p3 cc', 'p4 cc', 'p1 sd', 'p2 sd', 'p3 sd', 'p4 sd', 'p5 sd', 'p6 sd', \
        'p1 cbr 4', 'p2 cc', 'p3 f', 'p4 f', 'p5 cc', 'p6 f', 'p1 sd', 'p2 sd', 'p5 sd', \
        'p1 cc', 'p2 cc', 'p5 cc', 'p1 sm 4s5cQc6h9s', 'p2 sm 6d3d6cKcAs', 'p5 sm 5sAdTdTc6s']\n";
    let hand = dealerdesk_core::notation::PhhHand::parse(text).unwrap();
    let rules = dealerdesk_core::rules::HouseRules::preset_ref(hand.variant);
    let state = dealerdesk_core::replay::replay(&hand, rules).unwrap();
    assert!(state.cards_out() <= 52, "{}", state.cards_out());
    assert_eq!(
        state.stacks(),
        [112, 189, 21, 330, 144, 40].map(dealerdesk_core::chips::Chips)
    );
}

//! Showdown order, tabling and mucking, side pots and odd chips in hold'em.

use crate::support::Table;
use dealerdesk_core::chips::Pos;
use dealerdesk_core::engine::{Dealt, Wait, Why};

fn nl(blinds: &str, stacks: &str) -> Table {
    let n = stacks.split(',').count();
    Table::new(
        "NT",
        &format!(
            "antes = [{}]\nblinds_or_straddles = [{blinds}]\nmin_bet = 2\nstarting_stacks = [{stacks}]",
            vec!["0"; n].join(", ")
        ),
    )
}

#[test]
fn three_way_all_in_builds_a_main_and_a_side_pot_tda_21() {
    let mut t = nl("1, 2, 0", "50, 100, 200");
    t.play("d dh p1 AhAd; d dh p2 KhKd; d dh p3 QhQd; p3 cbr 200; p1 cc; p2 cc");
    // p3's 100 nobody could call goes back; the hands are tabled before the board.
    assert_eq!(t.stacks(), [0, 0, 100]);
    assert_eq!(t.state.pots().len(), 2);
    t.play("p1 sm AhAd; p2 sm KhKd; p3 sm QhQd; d db 2c7s9d; d db Tc; d db 3h");
    assert!(t.state.is_done());
    let pots = t.state.awarded();
    assert_eq!((pots[0].amount.0, pots[1].amount.0), (150, 100));
    assert_eq!(t.stacks(), [150, 100, 100]);
}

#[test]
fn odd_chip_goes_to_the_first_winner_left_of_the_button_tda_20a() {
    let mut t = nl("1, 2, 0", "100, 100, 100");
    t.play("d dh p1 9s9c; d dh p2 2c3c; d dh p3 2d3d; p3 cc; p1 f; p2 cc");
    t.play("d db AhKhQh; p2 cc; p3 cc; d db Jh; p2 cc; p3 cc; d db Th; p2 cc; p3 cc");
    t.play("p2 sm 2c3c; p3 sm 2d3d");
    // A 5-chip pot split by a royal flush on the board: p2 sits first left of the button.
    assert_eq!(t.stacks(), [99, 101, 100]);
}

#[test]
fn last_aggressor_shows_first_else_first_left_of_button_tda_17a() {
    let mut t = nl("1, 2, 0", "100, 100, 100");
    t.play("d dh p1 9s9c; d dh p2 2c3c; d dh p3 2d3d; p3 cc; p1 cc; p2 cc");
    t.play("d db AhKhQh; p1 cc; p2 cc; p3 cc; d db Jc; p1 cc; p2 cc; p3 cc");
    t.play("d db 4d; p1 cc; p2 cbr 10; p3 cc; p1 cc");
    assert_eq!(t.next(), "p2");
    assert_eq!(
        t.state.show_order(&t.rules),
        [
            crate::support::p(2),
            crate::support::p(3),
            crate::support::p(1)
        ]
    );
    let mut quiet = nl("1, 2, 0", "100, 100, 100");
    quiet.play("d dh p1 9s9c; d dh p2 2c3c; d dh p3 2d3d; p3 cc; p1 cc; p2 cc");
    quiet.play("d db AhKhQh; p1 cc; p2 cc; p3 cc; d db Jc; p1 cc; p2 cc; p3 cc");
    quiet.play("d db 4d; p1 cc; p2 cc; p3 cc");
    assert_eq!(quiet.next(), "p1");
}

#[test]
fn cards_speak_and_a_shown_hand_must_be_the_cards_dealt_tda_12() {
    let mut t = nl("1, 2", "100, 100");
    t.play("d dh p1 9s9c; d dh p2 ????; p2 cbr 100; p1 cc");
    let r = t.refuse("p1 sm 9s9d");
    assert_eq!(r.rule.id, "cards_speak");
    assert_eq!(
        r.why,
        Why::DealtOther {
            pos: Pos(0),
            nth: 2,
            dealt: "9c".parse().unwrap(),
            shown: "9d".parse().unwrap()
        }
    );
    let r = t.refuse("p2 sm 9s8d");
    assert_eq!(r.rule.id, "duplicate_card");
    let r = t.refuse("p2 sm 8d");
    assert_eq!(r.rule.id, "tabled_hand");
    t.play("p2 sm 8d8h; p1 sm 9s9c; d db 2c3c4c; d db 5d; d db Kh");
    assert_eq!(t.stacks(), [200, 0]);
}

#[test]
fn a_mucked_hand_cannot_win_and_the_last_live_hand_takes_the_pot_tda_13a() {
    let mut t = nl("1, 2", "100, 100");
    t.play("d dh p1 9s9c; d dh p2 AsAc; p2 cc; p1 cc");
    t.play("d db 2c3c4d; p1 cc; p2 cc; d db 7h; p1 cc; p2 cc; d db Kh; p1 cc; p2 cc");
    assert!(t.options().contains(&"p1 sm".to_string()));
    t.play("p1 sm 9s9c; p2 sm");
    assert!(t.state.is_done());
    assert_eq!(t.stacks(), [102, 98]);
}

#[test]
fn all_in_hands_are_turned_up_before_the_board_in_tournaments_tda_16() {
    // The no-limit preset follows the TDA tournament rules.
    let mut t = nl("1, 2, 0", "50, 100, 200");
    t.play("d dh p1 AhAd; d dh p2 KhKd; d dh p3 QhQd; p3 cbr 200; p1 cc; p2 cc");
    assert_eq!(t.next(), "p3");
    let r = t.refuse("d db 2c7s9d");
    assert_eq!(r.rule.id, "all_in_face_up");
    assert_eq!(
        r.why,
        Why::NotNow {
            what: Dealt::Board,
            wait: Wait::FaceUp { pos: Pos(2) }
        }
    );
    t.play("p3 sm QhQd; p1 sm AhAd; p2 sm KhKd; d db 2c7s9d");
    // Robert's Rules (cash): the board may come before the hands are shown.
    let mut cash = Table::new(
        "FT",
        "antes = [0, 0]\nblinds_or_straddles = [1, 2]\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [3, 100]",
    );
    cash.play("d dh p1 AhAd; d dh p2 KhKd; p2 cbr 4; p1 cc");
    assert_eq!(cash.next(), "dealer");
    cash.play("d db 2c7s9d");
}

#[test]
fn nobody_mucks_in_an_all_in_showdown_where_hands_are_turned_up_tda_16() {
    // All in on the river: the hands reach the showdown without being turned
    // up before a card, and still none may be mucked under TDA 16.
    let play = |t: &mut Table| {
        t.play("d dh p1 9s9c; d dh p2 AsAc; p2 cc; p1 cc");
        t.play("d db 2c3c4d; p1 cc; p2 cc; d db 7h; p1 cc; p2 cc; d db Kh");
        t.play("p1 cbr 48; p2 cc; p1 sm 9s9c");
    };
    let mut t = nl("1, 2", "50, 100");
    play(&mut t);
    assert!(t.legal().may_muck.is_empty(), "{:?}", t.options());
    let r = t.refuse("p2 sm");
    assert_eq!(r.rule.id, "all_in_face_up");
    assert_eq!(r.why, Why::MuckAllIn { pos: Pos(1) });
    t.play("p2 sm AsAc");
    assert!(t.state.is_done());
    assert_eq!(t.stacks(), [0, 150]);
    // Where hands are shown at showdown (Robert's Rules, cash), the caller
    // who sees he is beaten may muck.
    let mut cash = Table::family(
        "roberts-rules",
        "nl-holdem.yaml",
        "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [50, 100]",
    );
    cash.play("d dh p1 AsAc; d dh p2 9s9c; p2 cc; p1 cc");
    cash.play("d db 2c3c4d; p1 cc; p2 cc; d db 7h; p1 cc; p2 cc; d db Kh");
    cash.play("p1 cbr 48; p2 cc; p1 sm AsAc");
    assert!(cash.options().contains(&"p2 sm".to_string()));
    cash.play("p2 sm");
    assert!(cash.state.is_done());
}

#[test]
fn side_pot_players_show_before_a_player_all_in_for_the_main_pot_in_cash_rrop_wsop_149() {
    // p1 is all in for 20 before the flop; p2 and p3 play a side pot to the
    // river, where p3 bets and p2 calls. In cash, p3 and p2 (the side pot)
    // show before p1; under TDA the order runs on from p3 to p1.
    let order = |family: &str| {
        let mut t = Table::family(
            family,
            "nl-holdem.yaml",
            "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n\
             starting_stacks = [20, 200, 200]",
        );
        t.play("d dh p1 9s9c; d dh p2 AsAc; d dh p3 KsKc; p3 cc; p1 cbr 20; p2 cc; p3 cc");
        let mut shown = Vec::new();
        let cards = |p: &str| match p {
            "p1" => "9s9c",
            "p2" => "AsAc",
            _ => "KsKc",
        };
        // Hands owed face up before the board (TDA 16) are shown as asked.
        let mut board = [
            "d burn ??",
            "d db 2c7d3h",
            "p2 cc",
            "p3 cc",
            "d burn ??",
            "d db 8d",
            "p2 cc",
            "p3 cc",
            "d burn ??",
            "d db Jh",
            "p2 cc",
            "p3 cbr 10",
            "p2 cc",
        ]
        .into_iter();
        while !t.state.is_done() {
            let next = t.next();
            let asked_to_show = next.starts_with('p')
                && t.options().iter().any(|o| o == &format!("{next} sm CARDS"))
                && !t
                    .options()
                    .iter()
                    .any(|o| o.starts_with('f') || o.starts_with("cc"));
            if asked_to_show {
                t.play(&format!("{next} sm {}", cards(&next)));
                shown.push(next);
            } else {
                let mut step = board.next().expect("the script ran out");
                // Hands read from a history without burns take none.
                if step == "d burn ??" && !t.options().iter().any(|o| o.starts_with("d burn")) {
                    step = board.next().expect("the script ran out");
                }
                t.play(step);
            }
        }
        shown
    };
    assert_eq!(order("roberts-rules"), ["p3", "p2", "p1"]);
    assert_eq!(order("wsop-2026-cash"), ["p3", "p2", "p1"]);
    // TDA: the usual order, clockwise from the last aggressor.
    assert_eq!(order("tda-2024"), ["p3", "p1", "p2"]);
}

#[test]
fn a_hand_shown_by_a_player_past_the_table_is_refused_in_every_game() {
    for (variant, cards) in [("NT", "AhKd"), ("F2L3D", "2c3d4h5s7c"), ("FB", "As2d3c4h")] {
        let stakes = if variant == "NT" {
            "min_bet = 2"
        } else {
            "small_bet = 2\nbig_bet = 4"
        };
        let mut t = crate::support::Table::new(
            variant,
            &format!(
                "antes = [0, 0]\nblinds_or_straddles = [1, 2]\n{stakes}\nstarting_stacks = [100, 100]"
            ),
        );
        let ruling = t.refuse(&format!("p3 sm {cards}"));
        assert_eq!(ruling.rule.id, "showdown_order", "{variant}");
    }
}

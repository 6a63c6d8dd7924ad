//! Short-deck hold'em: 36 cards, sixes to aces; A-6-7-8-9 a straight; by
//! default a flush above a full house and a straight above three of a kind,
//! each order the house's to change.

use dealerdesk_core::engine::{Why, Won};
use dealerdesk_core::eval::{Category, HandRank};
use dealerdesk_core::notation::PhhHand;
use dealerdesk_core::replay::replay;
use dealerdesk_core::rules::{HouseRules, Variant};

use crate::support::{Table, card};

const HAND: &str =
    "antes = [1, 1]\nblinds_or_straddles = [0, 2]\nmin_bet = 2\nstarting_stacks = [100, 100]";

/// Heads-up, both all in before the flop, then the board.
fn all_in(p1: &str, p2: &str, board: &str, rules: HouseRules) -> Table {
    let hand = PhhHand::parse(&format!("variant = 'NS'\n{HAND}\nactions = []")).unwrap();
    let mut t = Table::with_rules(&hand, rules);
    t.play(&format!("d dh p1 {p1}; d dh p2 {p2}"));
    let first = t.next();
    t.play(&format!("{first} cbr 99"));
    let second = t.next();
    t.play(&format!("{second} cc"));
    // All in: the hands are turned up before the board (TDA 16).
    t.play(&format!("p1 sm {p1}; p2 sm {p2}"));
    t.play(&format!("d db {}", &board[..6]));
    t.play(&format!("d db {}", &board[6..8]));
    t.play(&format!("d db {}", &board[8..10]));
    t
}

fn winning_category(t: &Table) -> Category {
    match t.state.awarded()[0].hand {
        Won::Hand {
            best: HandRank::ShortDeck(h),
            ..
        } => h.category(),
        ref other => panic!("{other:?}"),
    }
}

#[test]
fn a_card_below_the_six_is_refused_as_not_in_the_deck() {
    let mut t = Table::new("NS", HAND);
    let r = t.refuse("d dh p1 5hAs");
    assert_eq!(r.rule.id, "dealing");
    assert_eq!(r.why, Why::NotInDeck { card: card("5h") });
    t.play("d dh p1 6hAs");
}

#[test]
fn the_ace_makes_the_lowest_straight_with_six_seven_eight_nine() {
    let rules = HouseRules::preset(Variant::NoLimitShortDeck);
    let t = all_in("AhKd", "QcQd", "6c7d8sJh9c", rules);
    assert_eq!(t.stacks(), [200, 0]);
    assert_eq!(winning_category(&t), Category::Straight);
}

#[test]
fn by_default_a_flush_beats_a_full_house_and_a_house_may_keep_the_full_deck_order() {
    // p1 a heart flush, p2 queens full of sixes.
    let (p1, p2, board) = ("AhKh", "QcQd", "Qh6h6c9hTs");
    let t = all_in(p1, p2, board, HouseRules::preset(Variant::NoLimitShortDeck));
    assert_eq!(t.stacks(), [200, 0]);
    assert_eq!(winning_category(&t), Category::Flush);
    let full_deck = Variant::NoLimitShortDeck.text().replace(
        "  short_deck_flush:\n    value: true",
        "  short_deck_flush:\n    value: false",
    );
    let rules = HouseRules::from_yaml(&full_deck, "house.yaml").unwrap();
    let t = all_in(p1, p2, board, rules);
    assert_eq!(t.stacks(), [0, 200]);
    assert_eq!(winning_category(&t), Category::FullHouse);
}

#[test]
fn by_default_a_straight_beats_trips_and_a_house_may_put_trips_above() {
    // p1 kings (trips with the board's king), p2 a straight to the king.
    let (p1, p2, board) = ("KhKs", "QsJd", "9h6cKcTs7d");
    let t = all_in(p1, p2, board, HouseRules::preset(Variant::NoLimitShortDeck));
    assert_eq!(t.stacks(), [0, 200]);
    let triton = Variant::NoLimitShortDeck.text().replace(
        "  short_deck_trips:\n    value: false",
        "  short_deck_trips:\n    value: true",
    );
    let t = all_in(
        p1,
        p2,
        board,
        HouseRules::from_yaml(&triton, "house.yaml").unwrap(),
    );
    assert_eq!(t.stacks(), [200, 0]);
    assert_eq!(winning_category(&t), Category::ThreeOfAKind);
}

#[test]
fn the_triton_hand_between_xuan_and_phua_replays() {
    let path = crate::support::repo().join("tests/data/phh/public/phua-xuan-2019.phh");
    let hand = PhhHand::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
    let state = replay(&hand, &HouseRules::preset(hand.variant)).unwrap();
    assert!(state.is_done());
    // Xuan's queens make a straight to the king, above Phua's set of kings
    // by the common order.
    let pot = &state.awarded()[0];
    assert_eq!(pot.awards.len(), 1);
    assert_eq!(pot.awards[0].0, dealerdesk_core::chips::Pos(2));
}

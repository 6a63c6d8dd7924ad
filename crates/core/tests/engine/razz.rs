//! Razz: the highest up card brings in (the ace low, suits breaking ties),
//! the lowest board opens later streets, and the lowest hand, ace to five,
//! wins the whole pot.

use dealerdesk_core::engine::{Phase, Won};
use dealerdesk_core::eval::HandRank;

use crate::support::Table;

fn razz(stacks: &str) -> Table {
    let n = stacks.split(',').count();
    Table::new(
        "FR",
        &format!(
            "antes = [{}]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [{stacks}]",
            vec!["1"; n].join(", ")
        ),
    )
}

/// Everyone checks or calls until the dealer is due or the hand is over.
fn call_round(t: &mut Table) {
    while t.next().starts_with('p') && t.state.phase() == Phase::Betting {
        let who = t.next();
        t.play(&format!("{who} cc"));
    }
}

#[test]
fn the_highest_up_card_brings_in_the_ace_low_and_the_king_of_spades_highest_rrop_razz() {
    let mut t = razz("100, 100, 100");
    // Up cards: a king of spades, a king of hearts, an ace.
    t.play("d dh p1 2c3cKh; d dh p2 4d5dKs; d dh p3 6h7hAs");
    assert_eq!(
        t.next(),
        "p2",
        "the king of spades is above the king of hearts"
    );
    assert_eq!(t.options(), ["pb 2", "cbr 5"]);
    assert_eq!(t.refuse("p2 f").rule.id, "bring_in");
    let mut t = razz("100, 100, 100");
    // An ace is the lowest card, never the bring-in; the queen is.
    t.play("d dh p1 2c3cAh; d dh p2 4d5dQs; d dh p3 6h7hJs");
    assert_eq!(t.next(), "p2");
}

#[test]
fn the_lowest_board_opens_later_streets_and_a_pair_counts_against_it_rrop_razz() {
    let mut t = razz("100, 100, 100");
    t.play("d dh p1 2c3cKh; d dh p2 4d5dKs; d dh p3 6h7hAs; p2 pb; p3 cc; p1 cc");
    // Boards: K-A, K-K (a pair), A-2.
    t.play("d dh p1 Ac; d dh p2 Kd; d dh p3 2h");
    assert_eq!(t.next(), "p3", "A-2 is the lowest board");
    call_round(&mut t);
    // Boards: K-A-Q, K-K-2, A-2-3: the paired board acts last in the order.
    t.play("d dh p1 Qc; d dh p2 2d; d dh p3 3h");
    assert_eq!(t.next(), "p3");
    assert_eq!(t.options(), ["f", "cc 0", "cbr 10"]);
}

#[test]
fn the_lowest_hand_ace_to_five_wins_the_whole_pot_rrop_razz() {
    let mut t = razz("100, 100, 100");
    t.play("d dh p1 2c3cKh; d dh p2 4d5dKs; d dh p3 6h7hAs; p2 pb; p3 cc; p1 cc");
    // p1 makes 5-4-3-2-A, its straight and flush not counting; p3 makes
    // 8-7-6-3-A; p2 pairs kings, queens and jacks.
    for cards in [
        "d dh p1 Ac; d dh p2 Kd; d dh p3 8h",
        "d dh p1 4c; d dh p2 Qd; d dh p3 Qh",
        "d dh p1 5c; d dh p2 Qs; d dh p3 Jh",
        "d dh p1 Jc; d dh p2 Jd; d dh p3 3s",
    ] {
        t.play(cards);
        call_round(&mut t);
    }
    t.play("p1 sm 2c3cKhAc4c5cJc; p2 sm 4d5dKsKdQdQsJd; p3 sm 6h7hAs8hQhJh3s");
    assert!(t.state.is_done());
    // Each put in the ante and the bring-in called, every later street
    // checked: a pot of 9.
    assert_eq!(t.stacks(), [106, 97, 97]);
    let Won::Hand {
        best: HandRank::AceFiveLow(low),
        low: None,
    } = t.state.awarded()[0].hand
    else {
        panic!("{:?}", t.state.awarded()[0].hand);
    };
    assert_eq!(low.to_string(), "5-4-3-2-A low");
}

//! The records a review reads: a misdeal said between the entry that made
//! it and the redeal, a hand in play listed with the chips in its pots, and
//! one table size in every PokerStars export of a table's hands.

use dealerdesk_core::chips::Chips;
use dealerdesk_core::notation::parse_action;
use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::desk::{Desk, SeatNo};
use dealerdesk_desk::export::{StarsOptions, hand_table_seats, table_seats, to_pokerstars};
use dealerdesk_desk::review::{hand_pot, review_hand, review_log};
use dealerdesk_desk::speak::{self, Players};
use dealerdesk_i18n::{Lang, Words};
use dealerdesk_log::HandFilter;

use crate::fixtures::play_hand;

fn act(desk: &mut Desk, actions: &str) {
    for a in actions.split(';').map(str::trim).filter(|a| !a.is_empty()) {
        let action = parse_action(a).unwrap();
        desk.submit(&action).unwrap_or_else(|e| panic!("{a}: {e}"));
    }
}

/// Ana (seat 1), Ben (seat 4) and Cy (seat 8) at no-limit hold'em, blinds
/// 1 and 2.
fn three_handed(path: &std::path::Path) -> Desk {
    let mut desk = Desk::open(path, HouseRules::preset(Variant::NoLimitHoldem), "Table 7").unwrap();
    for (seat, name) in [(1, "Ana"), (4, "Ben"), (8, "Cy")] {
        desk.seat(SeatNo(seat), name, Chips(200)).unwrap();
    }
    desk
}

#[test]
fn review_says_misdeal_between_the_exposed_card_and_the_redeal() {
    let dir = tempfile::tempdir().unwrap();
    let mut desk = three_handed(&dir.path().join("t.sqlite"));
    desk.start_hand().unwrap();
    // The first card off the deck turns over: a misdeal, then the redeal.
    act(&mut desk, "d dh p1 Kd; d exposed p1 Kd; d dh p1 ????");
    let hand = desk.hand().unwrap().id;
    let rules = HouseRules::preset(Variant::NoLimitHoldem);
    let review = review_hand(desk.log(), hand, rules).unwrap().unwrap();
    let misdealt: Vec<usize> = (0..review.steps.len())
        .filter(|k| review.misdealt_at(*k))
        .collect();
    assert_eq!(misdealt, [1], "only the exposed card misdeals");
    let who = Players::of_review(&review);
    for (lang, misdeal) in [
        (Lang::En, "misdeal, the cards are dealt again"),
        (Lang::Cs, "chybné rozdání"),
        (Lang::Hu, "hibás osztás"),
    ] {
        let words = Words::new(lang);
        let said = speak::review_entry(words, &who, &review, 1).unwrap();
        assert!(said.contains(misdeal), "{said}");
        for k in [0, 2] {
            let said = speak::review_entry(words, &who, &review, k).unwrap();
            assert!(!said.contains(misdeal), "{k}: {said}");
        }
    }
}

#[test]
fn a_hand_in_play_lists_the_chips_in_its_pots() {
    let dir = tempfile::tempdir().unwrap();
    let mut desk = three_handed(&dir.path().join("t.sqlite"));
    let rules = HouseRules::preset(Variant::NoLimitHoldem);
    desk.start_hand().unwrap();
    // The button raises to 6, the small blind calls: 6 + 6 + 2 in the
    // middle before the round ends.
    act(
        &mut desk,
        "d dh p1 ????; d dh p2 ????; d dh p3 ????; p3 cbr 6; p1 cc",
    );
    let rows = desk.log().hands(&HandFilter::all()).unwrap();
    assert!(rows[0].summary.is_none(), "the hand is in play");
    assert_eq!(
        hand_pot(desk.log(), &rows[0], rules.clone()).unwrap(),
        Chips(14)
    );
    let review = review_hand(desk.log(), rows[0].id, rules.clone())
        .unwrap()
        .unwrap();
    assert_eq!(review.pot_total(), Chips(14));
    // The big blind raises to 20 and both fold: 14 of it comes back, and
    // the pot of 18 is won, as the summary records it.
    act(&mut desk, "p2 cbr 20; p3 f; p1 f");
    let rows = desk.log().hands(&HandFilter::all()).unwrap();
    assert!(rows[0].summary.is_some());
    assert_eq!(
        hand_pot(desk.log(), &rows[0], rules.clone()).unwrap(),
        Chips(18)
    );
    let review = review_hand(desk.log(), rows[0].id, rules).unwrap().unwrap();
    assert_eq!(review.pot_total(), Chips(18));
}

#[test]
fn every_export_of_a_tables_hands_gives_the_same_table_size() {
    let dir = tempfile::tempdir().unwrap();
    let mut desk = three_handed(&dir.path().join("t.sqlite"));
    play_hand(&mut desk);
    // Cy leaves: the second hand is dealt to seats 1 and 4 alone.
    desk.leave(SeatNo(8)).unwrap();
    play_hand(&mut desk);
    let log = desk.log();
    let session = log.sessions().unwrap()[0].id;
    assert_eq!(table_seats(log, session).unwrap(), Some(8));
    let reviews = review_log(log, HouseRules::preset(Variant::NoLimitHoldem)).unwrap();
    assert_eq!(reviews.len(), 2);
    for r in &reviews {
        let seats = hand_table_seats(log, r.id).unwrap().unwrap();
        let mut options = StarsOptions::new("Table 7", r.rules.game());
        options.max_seats = seats;
        let text = to_pokerstars(r, &options);
        assert!(text.contains("Table 'Table 7' 8-max"), "{text}");
    }
}

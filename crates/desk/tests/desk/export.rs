//! Hands exported from the log as hand histories: hole cards nobody saw
//! stay hidden, and each finished hand replays to the stacks it ended with.

use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::{Action, Next, legal_actions};
use dealerdesk_core::notation::{PhhHand, parse_action};
use dealerdesk_core::replay::replay;
use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::desk::{Desk, SeatNo};
use dealerdesk_desk::review::review_log;

fn act(desk: &mut Desk, actions: &str) {
    for a in actions.split(';').map(str::trim).filter(|a| !a.is_empty()) {
        let action = parse_action(a).unwrap();
        desk.submit(&action).unwrap_or_else(|e| panic!("{a}: {e}"));
    }
}

/// The first hand of the log, exported as PHH text.
fn exported(desk: &Desk) -> String {
    let reviews = review_log(desk.log(), desk.rules().clone()).unwrap();
    reviews[0].to_phh().to_phh()
}

/// After a misdeal the redeal starts again from the first card: its down
/// cards are hidden and its up card written, as in the first deal (hunted:
/// the count ran on, showing down cards and hiding the fourth-street card).
#[test]
fn a_redeal_after_a_misdeal_exports_its_down_cards_hidden() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = Desk::open(&path, HouseRules::preset(Variant::Stud), "Table 7").unwrap();
    desk.seat(SeatNo(1), "Ana", Chips(100)).unwrap();
    desk.seat(SeatNo(2), "Ben", Chips(100)).unwrap();
    desk.start_hand().unwrap();
    act(
        &mut desk,
        "d dh p1 AhKs2c; d misdeal; d dh p1 3h4d5c; d dh p2 6h7d8c",
    );
    let text = exported(&desk);
    assert!(text.contains("'d dh p1 ????2c'"), "{text}");
    assert!(text.contains("'d dh p1 ????5c'"), "{text}");
    assert!(text.contains("'d dh p2 ????8c'"), "{text}");
    assert!(!text.contains("3h") && !text.contains("6h"), "{text}");
}

/// When every player in a side pot mucks, the engine compares the cards
/// entered for them; the export keeps those cards, so the hand replays to
/// the same stacks (hunted: they were hidden and the pot split on replay).
#[test]
fn cards_that_decided_a_pot_everyone_mucked_are_exported_and_replay() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    // Cash rules: all-in hands are shown at showdown, so the players left
    // may muck (under TDA 16 every hand here would be turned face up).
    let rules = HouseRules::from_file(&crate::repo().join("rulesets/roberts-rules/nl-holdem.yaml"))
        .unwrap();
    let mut desk = Desk::open(&path, rules.clone(), "Table 7").unwrap();
    desk.seat(SeatNo(2), "Ana", Chips(3)).unwrap();
    desk.seat(SeatNo(5), "Ben", Chips(200)).unwrap();
    desk.seat(SeatNo(9), "Cy", Chips(200)).unwrap();
    desk.start_hand().unwrap();
    act(
        &mut desk,
        "d dh p1 AhAd; d dh p2 KhKd; d dh p3 ????; p3 cbr 3; p1 cc; p2 cc; \
         d burn ??; d db 2c7d9s; p1 cc; p2 cc; d burn ??; d db 5d; p1 cc; p2 cc; \
         d burn ??; d db Td; p1 cbr 10; p2 cc; p1 sm; p2 sm",
    );
    let last = desk.table().last_hand().unwrap().state.clone();
    assert!(last.is_done());
    // Ana takes the main pot, Ben's aces the side pot nobody showed for.
    assert_eq!(last.stacks(), [Chips(207), Chips(187), Chips(9)]);
    let text = exported(&desk);
    assert!(text.contains("AhAd") && text.contains("KhKd"), "{text}");
    let again = PhhHand::parse(&text).unwrap();
    assert_eq!(replay(&again, &rules).unwrap().stacks(), last.stacks());
}

/// Deals the hand in play unseen and folds it around to the last player.
fn fold_around(desk: &mut Desk) {
    desk.deal_unseen().unwrap();
    while let Some(hand) = desk.hand() {
        let Next::Player(pos) = legal_actions(&hand.state, desk.rules()).next else {
            panic!("a player acts after the deal");
        };
        desk.submit(&Action::Fold(pos)).unwrap();
    }
}

/// A player back from sitting out posts the big blind live out of
/// position; the export writes it (`_posts`) and replays to the same stacks
/// (hunted: the post was left out and the replay's stacks differed).
#[test]
fn a_live_blind_posted_on_return_is_exported_and_replays() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let rules = HouseRules::preset(Variant::NoLimitHoldem);
    let mut desk = Desk::open(&path, rules.clone(), "Table 7").unwrap();
    for (seat, name) in [(1, "Ana"), (2, "Ben"), (3, "Cy"), (4, "Dee")] {
        desk.seat(SeatNo(seat), name, Chips(100)).unwrap();
    }
    desk.sit_out(SeatNo(4)).unwrap();
    for _ in 0..3 {
        desk.start_hand().unwrap();
        fold_around(&mut desk);
    }
    desk.sit_in(SeatNo(4)).unwrap();
    let posted = (0..4).any(|_| {
        let posts = !desk.start_hand().unwrap().spec.posts.is_empty();
        if !posts {
            fold_around(&mut desk);
        }
        posts
    });
    assert!(posted, "Dee never posted on her return");
    desk.deal_unseen().unwrap();
    let reviews = review_log(desk.log(), rules.clone()).unwrap();
    let review = reviews.last().unwrap();
    let text = review.to_phh().to_phh();
    assert!(text.contains("_posts = "), "{text}");
    let again = PhhHand::parse(&text).unwrap();
    assert_eq!(again.spec.posts, review.spec.posts);
    assert_eq!(
        replay(&again, &rules).unwrap().stacks(),
        review.last_state().stacks()
    );
}

/// A hole card the dealer exposed was seen by the table: the export writes
/// it, so the replay knows it was the second card off the deck and rules the
/// same misdeal (hunted: it was hidden, the replay could not tell which card
/// it was and replaced it instead).
#[test]
fn an_exposed_hole_card_is_exported_and_the_hand_replays() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let rules =
        HouseRules::from_file(&crate::repo().join("rulesets/wsop-2026-cash/nl-holdem.yaml"))
            .unwrap();
    let mut desk = Desk::open(&path, rules.clone(), "Table 7").unwrap();
    desk.seat(SeatNo(1), "Ana", Chips(100)).unwrap();
    desk.seat(SeatNo(2), "Ben", Chips(100)).unwrap();
    desk.start_hand().unwrap();
    act(
        &mut desk,
        "d dh p1 Ah; d dh p2 KdQs; d exposed p2 Kd; d dh p1 3c4c; d dh p2 5d6d; p2 f",
    );
    let text = exported(&desk);
    assert!(text.contains("Kd"), "{text}");
    assert!(!text.contains("Ah") && !text.contains("Qs"), "{text}");
    let again = PhhHand::parse(&text).unwrap();
    let last = desk.table().last_hand().unwrap();
    assert_eq!(
        replay(&again, &rules).unwrap().stacks(),
        last.state.stacks()
    );
}

/// A card the table saw exposed is written in the export wherever it is
/// held, so a draw that discards it writes it too: the hand reads back
/// with each discard one the player holds (hunted: a badugi redeal gave the
/// exposed card again, and `p1 sd ????????` was refused as not held).
#[test]
fn a_discarded_card_the_table_saw_is_exported_and_the_hand_replays() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let rules = HouseRules::preset(Variant::FixedLimitBadugi);
    let mut desk = Desk::open(&path, rules.clone(), "Table 7").unwrap();
    for (seat, name) in [(1, "Ana"), (2, "Ben"), (3, "Cy")] {
        desk.seat(SeatNo(seat), name, Chips(100)).unwrap();
    }
    desk.start_hand().unwrap();
    // The first card off the deck exposed: a misdeal, and the redeal gives
    // Ana the same king.
    act(&mut desk, "d dh p1 Kc2d3h4s; d exposed p1 Kc");
    assert_eq!(desk.hand().unwrap().state.misdeals(), 1);
    act(
        &mut desk,
        "d dh p1 Kc5d6h7s; d dh p2 ????????; d dh p3 ????????; p3 cc; p1 cc; p2 cc; \
         p1 sd Kc5d6h7s; p2 sd; p3 sd; d burn ??; d dh p1 ????????; p1 f; p2 f",
    );
    let last = desk.table().last_hand().unwrap().state.clone();
    assert!(last.is_done());
    let text = exported(&desk);
    assert!(text.contains("'p1 sd Kc??????'"), "{text}");
    assert!(!text.contains("5d") && !text.contains("7s"), "{text}");
    let again = PhhHand::parse(&text).unwrap();
    assert_eq!(replay(&again, &rules).unwrap().stacks(), last.stacks());
}

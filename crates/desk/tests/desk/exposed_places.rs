//! A card exposed as it is dealt, at the desk and at the table face: it is
//! the card coming off the deck to the player the next card goes to, ruled
//! by its place off the deck (TDA 2024 35-A-7; RRoP Hold'em 1; WSOP 108),
//! and the player keeps every card already dealt, unseen or not.

use dealerdesk_core::cards::Card;
use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::{Event, Note, legal_actions};
use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::command::{Command, parse_command};
use dealerdesk_desk::desk::{Desk, SeatNo};
use dealerdesk_desk::table_face::TableFace;
use serde_json::json;

const SIX: [(u8, &str); 6] = [
    (1, "Ana"),
    (2, "Ben"),
    (3, "Cy"),
    (4, "Dee"),
    (5, "Eve"),
    (6, "Fay"),
];

/// Enters one line of the command language at the hand in play and says
/// what happened.
fn line(desk: &mut Desk, text: &str) -> Vec<Event> {
    match parse_command(text, desk).unwrap() {
        Command::Act(action) => desk.submit(&action).unwrap(),
        other => panic!("{text}: {other:?}"),
    }
}

/// Six players, the button on seat 3 (Dee in seat 4 is `p1`, Eve in seat 5
/// `p2`), the deal under way with `k` cards dealt unseen.
fn unseen(dir: &std::path::Path, k: usize) -> Desk {
    let mut desk = Desk::open(
        dir.join("t.ddlog"),
        HouseRules::preset(Variant::NoLimitHoldem),
        "Table 2",
    )
    .unwrap();
    for (seat, name) in SIX {
        desk.seat(SeatNo(seat), name, Chips(200)).unwrap();
    }
    desk.choose_button(SeatNo(3)).unwrap();
    desk.start_hand().unwrap();
    assert_eq!(desk.button(), Some(SeatNo(3)));
    for _ in 0..k {
        line(&mut desk, "??");
    }
    desk
}

#[test]
fn eve_s_second_card_exposed_as_it_is_dealt_is_replaced_not_a_misdeal_rrop_holdem_1() {
    let dir = tempfile::tempdir().unwrap();
    let mut desk = unseen(dir.path(), 7);
    let kd: Card = "Kd".parse().unwrap();
    let events = line(&mut desk, "exposed p2 Kd");
    let hand = desk.hand().unwrap();
    assert_eq!(hand.state.misdeals(), 0);
    assert_eq!(hand.seats[1], SeatNo(5), "Eve is p2");
    assert!(events.iter().any(|e| matches!(e,
        Event::Ruled { note: Note::ExposedSetAside { card, .. }, .. } if *card == kd)));
    // Eve keeps her first card; the others' second cards come first, then
    // her replacement.
    assert_eq!(hand.state.players()[1].cards(), [None]);
    for _ in 0..4 {
        line(&mut desk, "??");
    }
    let legal = legal_actions(&desk.hand().unwrap().state, desk.rules());
    assert_eq!(legal.to_notation(), ["d dh p2 (1)"]);
    line(&mut desk, "??");
    let hand = desk.hand().unwrap();
    assert!(hand.state.players().iter().all(|p| p.cards().len() == 2));
    // The stacks are as posted: nothing was redealt.
    let stacks: Vec<u64> = hand.state.stacks().iter().map(|c| c.0).collect();
    assert_eq!(stacks, [199, 198, 200, 200, 200, 200]);
}

#[test]
fn the_small_blind_s_second_card_exposed_as_it_is_dealt_is_replaced_too() {
    let dir = tempfile::tempdir().unwrap();
    // Six cards out: Dee's second card, the seventh, turns over.
    let mut desk = unseen(dir.path(), 6);
    line(&mut desk, "exposed p1 Kd");
    let hand = desk.hand().unwrap();
    assert_eq!(hand.state.misdeals(), 0);
    assert_eq!(hand.state.players()[0].cards(), [None]);
    // Reported once Eve is next, it is Dee's last card nobody saw: Eve
    // keeps hers.
    let dir = tempfile::tempdir().unwrap();
    let mut desk = unseen(dir.path(), 7);
    line(&mut desk, "exposed p1 Kd");
    let hand = desk.hand().unwrap();
    assert_eq!(hand.state.misdeals(), 0);
    assert_eq!(hand.state.players()[0].cards(), [None]);
    assert_eq!(hand.state.players()[1].cards(), [None]);
    // Eve's first card, the second off the deck, is a misdeal.
    let dir = tempfile::tempdir().unwrap();
    let mut desk = unseen(dir.path(), 1);
    line(&mut desk, "exposed p2 Kd");
    assert_eq!(desk.hand().unwrap().state.misdeals(), 1);
}

#[test]
fn at_the_table_face_eve_s_exposed_card_is_replaced_and_she_keeps_her_first() {
    let dir = tempfile::tempdir().unwrap();
    let desk = Desk::open(
        dir.path().join("t.ddlog"),
        HouseRules::preset(Variant::NoLimitHoldem),
        "Table 2",
    )
    .unwrap();
    let mut face = TableFace::new(desk).unwrap();
    for (seat, name) in SIX {
        let answer = face.line(&format!("sit {seat} {name} 200"));
        assert_eq!(answer["ok"], true, "{answer}");
    }
    for text in ["button 3", "n"] {
        assert_eq!(face.line(text)["ok"], true, "{text}");
    }
    for _ in 0..7 {
        let answer = face.line("??");
        assert_eq!(answer["ok"], true, "{answer}");
    }
    let answer = face.line("exposed p2 Kd");
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(answer["recorded"], json!(["d exposed p2 Kd"]));
    assert_eq!(answer["state"]["legal"], json!(["d dh p3 (1)"]));
    let text = answer.to_string();
    assert!(!text.contains("misdeal"), "{text}");
}

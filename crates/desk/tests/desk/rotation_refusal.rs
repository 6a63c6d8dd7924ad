//! A mixed-game table whose next game is due and whose new hand is refused
//! for want of players: the refusal leaves the table, the rotation and the
//! log as they were, and the next game is dealt once the hand can be.

use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::{Next, legal_actions};
use dealerdesk_core::game::Variant;
use dealerdesk_core::notation::parse_action;
use dealerdesk_core::rules::HouseRules;
use dealerdesk_desk::desk::{Desk, DeskError, SeatNo};

/// The bundled HOSE house, one hand of each game.
fn hose_one_hand_each() -> HouseRules {
    let path = super::repo().join("rulesets/wsop-2026-cash/hose.yaml");
    let text = std::fs::read_to_string(&path)
        .unwrap()
        .replace("  every:\n    hands: 8\n", "  every:\n    hands: 1\n");
    HouseRules::from_yaml(&text, "hose.yaml").unwrap()
}

/// Whoever is to act first folds.
fn fold_first(desk: &mut Desk) {
    let state = desk.hand().unwrap().state.clone();
    let Next::Player(pos) = legal_actions(&state, desk.rules()).next else {
        panic!("no one to act: {state:?}");
    };
    let fold = parse_action(&format!("p{} f", pos.index() + 1)).unwrap();
    desk.submit(&fold).unwrap();
}

#[test]
fn a_new_hand_refused_when_the_next_game_is_due_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let rules = hose_one_hand_each();
    let mut desk = Desk::open(dir.path().join("t.sqlite"), rules, "HOSE").unwrap();
    desk.seat(SeatNo(1), "Ana", Chips(500)).unwrap();
    desk.seat(SeatNo(4), "Ben", Chips(500)).unwrap();
    desk.start_hand().unwrap();
    assert_eq!(desk.rules().variant(), Variant::FixedLimitHoldem);
    for cards in ["d dh p1 ????", "d dh p2 ????"] {
        desk.submit(&parse_action(cards).unwrap()).unwrap();
    }
    fold_first(&mut desk);
    assert!(desk.hand().is_none());
    // The hold'em hand is dealt: Omaha hi/lo is due.
    let due = desk.table().rotation().unwrap();
    assert_eq!(
        (due.now, due.next),
        (Variant::FixedLimitHoldem, Variant::FixedLimitOmahaHiLo)
    );
    assert_eq!(due.hands_to_go, Some(0));

    desk.sit_out(SeatNo(4)).unwrap();
    let table = desk.table().clone();
    let head = desk.log().head().unwrap();
    let refused = desk.start_hand().map(|_| ());
    assert!(
        matches!(refused, Err(DeskError::TooFewPlayers(1))),
        "{refused:?}"
    );
    assert_eq!(*desk.table(), table, "the refusal changed the table");
    assert_eq!(
        desk.log().head().unwrap(),
        head,
        "the refusal wrote to the log"
    );
    assert_eq!(desk.rules().variant(), Variant::FixedLimitHoldem);
    assert_eq!(desk.table().rotation(), Some(due));

    // Ben back, the due game is dealt, recorded once.
    desk.sit_in(SeatNo(4)).unwrap();
    desk.start_hand().unwrap();
    assert_eq!(desk.rules().variant(), Variant::FixedLimitOmahaHiLo);
    let hand = desk.hand().unwrap();
    assert_eq!(hand.state.def().game, Variant::FixedLimitOmahaHiLo.game());
    let games = desk
        .log()
        .events(None)
        .unwrap()
        .iter()
        .filter(|e| e.action.starts_with("desk game"))
        .count();
    assert_eq!(games, 1, "one game change, recorded once");
}

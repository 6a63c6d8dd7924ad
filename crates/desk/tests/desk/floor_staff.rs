//! Floor staff only by authority, in the library: the first floor person of a
//! log is registered at setup, before its first hand, and the chain says so;
//! every later one only with a floor person's name and PIN given with that
//! very entry. A dealer cannot make anyone floor.

use dealerdesk_core::chips::Chips;
use dealerdesk_core::notation::parse_action;
use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::desk::{Desk, DeskError, SeatNo};
use dealerdesk_log::Role;

fn open(path: &std::path::Path) -> Desk {
    Desk::open(path, HouseRules::preset(Variant::NoLimitHoldem), "Table 7").unwrap()
}

fn seated(path: &std::path::Path) -> Desk {
    let mut desk = open(path);
    desk.seat(SeatNo(2), "Ana", Chips(200)).unwrap();
    desk.seat(SeatNo(5), "Ben", Chips(200)).unwrap();
    desk.seat(SeatNo(9), "Cy", Chips(200)).unwrap();
    desk
}

/// Plays one hand to its end: everyone folds to the big blind.
fn fold_a_hand(desk: &mut Desk) {
    desk.start_hand().unwrap();
    for a in [
        "d dh p1 ????",
        "d dh p2 ????",
        "d dh p3 ????",
        "p3 f",
        "p1 f",
    ] {
        desk.submit(&parse_action(a).unwrap()).unwrap();
    }
    assert!(desk.hand().is_none());
}

fn floor_names(desk: &Desk) -> Vec<String> {
    desk.log()
        .operators()
        .unwrap()
        .into_iter()
        .filter(|o| o.role == Role::Floor)
        .map(|o| o.name)
        .collect()
}

#[test]
fn addfloor_by_a_dealer_at_a_table_with_floor_staff_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut desk = seated(&dir.path().join("t.sqlite"));
    desk.add_floor("Flo", "432100").unwrap();
    fold_a_hand(&mut desk);
    let head = desk.log().head().unwrap();
    // Between hands and mid-hand alike: no floor person's word, no floor.
    let refused = desk.add_floor("Mal", "999999");
    assert!(
        matches!(refused, Err(DeskError::FloorByFloor)),
        "{refused:?}"
    );
    desk.start_hand().unwrap();
    let refused = desk.add_floor("Mal", "999999");
    assert!(
        matches!(refused, Err(DeskError::FloorByFloor)),
        "{refused:?}"
    );
    assert_eq!(floor_names(&desk), ["Flo"]);
    // Nothing written but the hand started.
    assert!(
        desk.log()
            .events(None)
            .unwrap()
            .iter()
            .all(|e| !e.payload.to_string().contains("Mal"))
    );
    assert!(desk.log().head().unwrap().0 > head.0);
}

#[test]
fn a_second_floor_person_without_a_floor_pin_is_refused_and_with_one_rules() {
    let dir = tempfile::tempdir().unwrap();
    let mut desk = seated(&dir.path().join("t.sqlite"));
    let flo = desk.add_floor("Flo", "432100").unwrap();
    // Before any hand too: the first floor person's word is needed.
    let refused = desk.add_floor("Mal", "999999");
    assert!(
        matches!(refused, Err(DeskError::FloorByFloor)),
        "{refused:?}"
    );
    let refused = desk.add_floor_by(flo, "999999", "Mal", "999999");
    assert!(matches!(refused, Err(DeskError::WrongPin)), "{refused:?}");
    assert_eq!(floor_names(&desk), ["Flo"]);
    // On Flo's word and PIN, Max is floor and may give a pot by ruling.
    let max = desk.add_floor_by(flo, "432100", "Max", "111122").unwrap();
    assert_eq!(floor_names(&desk), ["Flo", "Max"]);
    desk.start_hand().unwrap();
    for a in ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cbr 10"] {
        desk.submit(&parse_action(a).unwrap()).unwrap();
    }
    desk.floor_action(
        max,
        "111122",
        "p1 and p2 mucked into the stub",
        &parse_action("d award p3").unwrap(),
    )
    .unwrap();
    assert!(desk.hand().is_none());
    let stacks: Vec<u64> = desk.seats().values().map(|s| s.stack.0).collect();
    assert_eq!(stacks, [203, 199, 198]);
}

#[test]
fn the_first_floor_person_after_the_first_hand_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = seated(&path);
    fold_a_hand(&mut desk);
    let head = desk.log().head().unwrap();
    let refused = desk.add_floor("Mal", "999999");
    assert!(
        matches!(refused, Err(DeskError::FirstFloorAfterHands)),
        "{refused:?}"
    );
    assert_eq!(desk.log().head().unwrap(), head);
    // Another session on the same log, another table name: still no one.
    drop(desk);
    let mut desk =
        Desk::open(&path, HouseRules::preset(Variant::NoLimitHoldem), "Table 8").unwrap();
    let refused = desk.add_floor("Mal", "999999");
    assert!(
        matches!(refused, Err(DeskError::FirstFloorAfterHands)),
        "{refused:?}"
    );
    assert!(floor_names(&desk).is_empty());
    assert!(!desk.has_floor().unwrap());
}

#[test]
fn the_first_floor_person_is_in_the_chain_before_the_first_hand() {
    let dir = tempfile::tempdir().unwrap();
    let mut desk = seated(&dir.path().join("t.sqlite"));
    desk.add_floor("Flo", "432100").unwrap();
    assert!(desk.has_floor().unwrap());
    fold_a_hand(&mut desk);
    let events = desk.log().events(None).unwrap();
    let registered = events
        .iter()
        .position(|e| e.action == "log operator" && e.payload.to_string().contains("Flo"))
        .unwrap();
    let first_hand = events.iter().position(|e| e.hand.is_some()).unwrap();
    assert!(registered < first_hand, "{registered} {first_hand}");
    desk.log().verify(|_, _| {}).unwrap();
}

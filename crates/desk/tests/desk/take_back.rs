//! The dealer takes back their own last entry, in the chain under the
//! dealer's name, only while nothing was recorded after it.

use dealerdesk_core::chips::Chips;
use dealerdesk_core::notation::parse_action;
use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::desk::{Desk, DeskError, NoTakeBack, SeatNo};
use dealerdesk_i18n::{Lang, Words};
use dealerdesk_log::Role;

fn seated(path: &std::path::Path) -> Desk {
    let mut desk = Desk::open(path, HouseRules::preset(Variant::NoLimitHoldem), "T").unwrap();
    for (seat, name) in [(2, "Ana"), (5, "Ben"), (9, "Cy")] {
        desk.seat(SeatNo(seat), name, Chips(200)).unwrap();
    }
    desk
}

fn act(desk: &mut Desk, actions: &str) {
    for a in actions.split(';').map(str::trim).filter(|a| !a.is_empty()) {
        desk.submit(&parse_action(a).unwrap()).unwrap();
    }
}

#[test]
fn the_dealer_takes_back_a_mistyped_raise_and_the_log_shows_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = seated(&path);
    desk.start_hand().unwrap();
    act(&mut desk, "d dh p1 ????; d dh p2 ????; d dh p3 ????");
    let before = desk.hand().unwrap().state.clone();
    act(&mut desk, "p3 cbr 50");
    let taken = desk.take_back().unwrap();
    assert_eq!(taken.to_string(), "p3 cbr 50");
    assert_eq!(desk.hand().unwrap().state, before);
    act(&mut desk, "p3 cbr 5");
    let events = desk.log().events(None).unwrap();
    let back = events
        .iter()
        .find(|e| e.action == "dealer take-back p3 cbr 50")
        .unwrap();
    assert_eq!(back.role, Role::Dealer);
    // The log marks the take-back as data; each reader says it in their words.
    assert_eq!(back.payload["taken_back"], true);
    assert_eq!(back.payload["reason"], "");
    assert_eq!(
        dealerdesk_desk::speak::entry_reason(Words::new(Lang::Pl), &back.payload).unwrap(),
        "cofnięte przez krupiera, który to wpisał"
    );
    assert!(desk.log().verify(|_, _| {}).is_ok());
    // Reopened, the desk reaches the same hand.
    let state = desk.hand().unwrap().state.clone();
    drop(desk);
    let desk = seated_reopen(&path);
    assert_eq!(desk.hand().unwrap().state, state);
}

fn seated_reopen(path: &std::path::Path) -> Desk {
    Desk::open(path, HouseRules::preset(Variant::NoLimitHoldem), "T").unwrap()
}

#[test]
fn only_the_very_last_entry_is_the_dealers_to_take_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = seated(&path);
    // No hand, then a hand with no entry yet.
    let refused = |desk: &mut Desk| match desk.take_back() {
        Err(DeskError::NothingToTakeBack(why)) => why,
        other => panic!("{other:?}"),
    };
    assert_eq!(refused(&mut desk), NoTakeBack::NoHand);
    desk.start_hand().unwrap();
    assert_eq!(refused(&mut desk), NoTakeBack::NoEntry);
    act(&mut desk, "d dh p1 ????; d dh p2 ????");
    // The last entry once; the one before it is the floor's to correct,
    // since the take-back is now the last thing on record.
    desk.take_back().unwrap();
    assert_eq!(desk.hand().unwrap().actions.len(), 1);
    let events = desk.log().events(None).unwrap().len();
    assert_eq!(refused(&mut desk), NoTakeBack::RecordedAfter);
    // A refusal writes nothing.
    assert_eq!(desk.log().events(None).unwrap().len(), events);
    assert_eq!(desk.hand().unwrap().actions.len(), 1);
}

#[test]
fn an_entry_made_by_the_floor_is_not_the_dealers_to_take_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = seated(&path);
    let floor = desk.add_floor("Flo", "246810").unwrap();
    desk.start_hand().unwrap();
    act(&mut desk, "d dh p1 ????; d dh p2 ????; d dh p3 ????");
    desk.floor_action(
        floor,
        "246810",
        "player's action by ruling",
        &parse_action("p3 f").unwrap(),
    )
    .unwrap();
    assert!(matches!(
        desk.take_back(),
        Err(DeskError::NothingToTakeBack(NoTakeBack::ByFloor))
    ));
}

//! A table that takes its floor staff from the room, in the library, with
//! the room's list given by a scripted source: a list behind the one
//! recorded or a broken room chain is not taken and the last list holds; a
//! floor person the log registered before it read the room rules only while
//! on the room's list; a room that keeps no staff leaves the table's own.

use std::sync::{Arc, Mutex};

use dealerdesk_core::chips::Chips;
use dealerdesk_core::notation::parse_action;
use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::desk::{
    Desk, DeskError, ROOM_STAFF, RoomStaff, SeatNo, StaffSource, StaffUnread,
};
use dealerdesk_log::{OperatorId, Role};

/// What the room says at the next read, set by the test.
type Said = Arc<Mutex<Result<Option<RoomStaff>, StaffUnread>>>;

struct Scripted(Said);

impl StaffSource for Scripted {
    fn read(&mut self) -> Result<Option<RoomStaff>, StaffUnread> {
        self.0.lock().unwrap().clone()
    }
}

fn list(seq: u64, names: &[&str]) -> RoomStaff {
    RoomStaff {
        seq,
        hash: format!("{seq:064}"),
        names: names.iter().map(|n| (*n).to_owned()).collect(),
        removed: Vec::new(),
    }
}

/// A table with two players seated.
fn seated(path: &std::path::Path) -> Desk {
    let mut desk = Desk::open(path, HouseRules::preset(Variant::NoLimitHoldem), "T").unwrap();
    desk.seat(SeatNo(2), "Ana", Chips(200)).unwrap();
    desk.seat(SeatNo(5), "Ben", Chips(200)).unwrap();
    desk
}

/// A hand dealt, its first action taken.
fn deal(desk: &mut Desk) {
    desk.start_hand().unwrap();
    for a in ["d dh p1 ????", "d dh p2 ????", "p2 cc"] {
        desk.submit(&parse_action(a).unwrap()).unwrap();
    }
}

fn floor(desk: &Desk, name: &str) -> OperatorId {
    desk.log()
        .operators()
        .unwrap()
        .into_iter()
        .find(|o| o.role == Role::Floor && o.name == name)
        .unwrap()
        .id
}

fn staff_entries(desk: &Desk) -> usize {
    desk.log()
        .events(None)
        .unwrap()
        .iter()
        .filter(|e| e.action.starts_with(ROOM_STAFF))
        .count()
}

#[test]
fn a_room_list_behind_the_recorded_one_or_a_broken_room_chain_is_not_taken_and_the_last_holds() {
    let dir = tempfile::tempdir().unwrap();
    let mut desk = seated(&dir.path().join("t.sqlite"));
    let said: Said = Arc::new(Mutex::new(Ok(Some(list(3, &["Flo", "Ann"])))));
    desk.take_staff_from(Box::new(Scripted(Arc::clone(&said))))
        .unwrap();
    assert_eq!(desk.room_staff().unwrap().names, ["Ann", "Flo"]);
    desk.add_floor("Flo", "246800").unwrap();
    let flo = floor(&desk, "Flo");
    // An older room (restored from a copy) that still had Mal.
    *said.lock().unwrap() = Ok(Some(list(2, &["Flo", "Ann", "Mal"])));
    let refused = desk.add_floor_by(flo, "246800", "Mal", "135792");
    assert!(
        matches!(&refused, Err(DeskError::NotRoomStaff { name, seq: 3 }) if name == "Mal"),
        "{refused:?}"
    );
    assert_eq!(
        desk.room_staff_unread(),
        Some(&StaffUnread::Rewound {
            room: 2,
            recorded: 3
        })
    );
    // The same change with another hash is not taken either.
    let mut beside = list(3, &["Flo", "Ann", "Mal"]);
    beside.hash = "f".repeat(64);
    *said.lock().unwrap() = Ok(Some(beside));
    assert!(desk.add_floor_by(flo, "246800", "Mal", "135792").is_err());
    // A room chain that does not check: the last list holds, Flo rules.
    *said.lock().unwrap() = Err(StaffUnread::Broken { seq: 2 });
    deal(&mut desk);
    desk.void_last(flo, "246800", "keyed for the wrong seat")
        .unwrap();
    assert_eq!(
        desk.room_staff_unread(),
        Some(&StaffUnread::Broken { seq: 2 })
    );
    assert_eq!(staff_entries(&desk), 1);
    // The room read again: a later list is recorded and taken.
    let mut later = list(4, &["Ann"]);
    later.removed = vec![("Flo".into(), 4)];
    *said.lock().unwrap() = Ok(Some(later));
    let refused = desk.void_last(flo, "246800", "keyed for the wrong seat");
    assert!(
        matches!(&refused, Err(DeskError::RemovedFromRoomStaff { name, removed: 4 }) if name == "Flo"),
        "{refused:?}"
    );
    assert_eq!(desk.room_staff_unread(), None);
    assert_eq!(staff_entries(&desk), 2);
}

#[test]
fn a_floor_person_registered_before_the_table_read_the_room_rules_only_while_on_its_list() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = seated(&path);
    desk.add_floor("Flo", "246800").unwrap();
    let flo = floor(&desk, "Flo");
    // A room that keeps no floor staff leaves the table's own.
    let said: Said = Arc::new(Mutex::new(Ok(None)));
    desk.take_staff_from(Box::new(Scripted(Arc::clone(&said))))
        .unwrap();
    desk.add_floor_by(flo, "246800", "Mal", "135792").unwrap();
    assert_eq!(staff_entries(&desk), 0);
    // Once it keeps staff without Flo, she no longer rules.
    *said.lock().unwrap() = Ok(Some(list(1, &["Ann"])));
    deal(&mut desk);
    let refused = desk.void_last(flo, "246800", "keyed for the wrong seat");
    assert!(
        matches!(&refused, Err(DeskError::NotRoomStaff { name, seq: 1 }) if name == "Flo"),
        "{refused:?}"
    );
    // Nor, opened again without the room, does Mal.
    drop(desk);
    let mut desk = Desk::open(&path, HouseRules::preset(Variant::NoLimitHoldem), "T").unwrap();
    assert!(!desk.reads_room_staff());
    let mal = floor(&desk, "Mal");
    let refused = desk.void_last(mal, "135792", "keyed for the wrong seat");
    assert!(
        matches!(&refused, Err(DeskError::NotRoomStaff { name, seq: 1 }) if name == "Mal"),
        "{refused:?}"
    );
    assert_eq!(desk.hand().unwrap().actions.len(), 3, "the hand as it was");
}

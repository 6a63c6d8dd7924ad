//! A table takes its floor staff from the room, against a real PostgreSQL
//! server: the room's list is recorded in the table's chain, `addfloor` of
//! a stranger is refused and of a room staff member accepted on a floor
//! person's word; after a removal in the room that person's next ruling is
//! refused; with the room down the last list holds and the table says so;
//! a made-up staff entry in a table's log is found as `room verify` finds
//! it.

mod support;

use std::path::Path;

use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::desk::{Desk, DeskError, ROOM_STAFF, RoomStaff, StaffUnread};
use dealerdesk_desk::table_face::TableFace;
use dealerdesk_log::{EventLog, Seq};
use dealerdesk_room::staff::{self, Change, EntryFault, RoomStaffSource};
use dealerdesk_room::{Client, RoomSync, connect::connect, migrate, read};
use serde_json::Value;
use support::{Cluster, quick, say, wait_in_sync};

/// A room with the house's owner role and a table's role; the owner's
/// connection.
fn room(pg: &Cluster) -> Client {
    let mut admin = connect(&pg.admin()).expect("connect");
    migrate::migrate(&mut admin).expect("migrate");
    admin
        .batch_execute(
            "CREATE ROLE house LOGIN IN ROLE dealerdesk_owner;
             CREATE ROLE table_a LOGIN IN ROLE dealerdesk_table;",
        )
        .expect("roles");
    connect(&pg.url("house")).expect("house")
}

/// The table at `path`, taking its floor staff from the room at `url` (as
/// `table --room` does), two players seated.
fn room_table(path: &Path, url: &str) -> TableFace {
    let rules = HouseRules::preset(Variant::NoLimitHoldem);
    let mut desk = Desk::open(path, rules, "east").expect("desk");
    desk.take_staff_from(Box::new(RoomStaffSource::new(url)))
        .expect("staff");
    let mut face = TableFace::new(desk).expect("face");
    if face.desk().seats().is_empty() {
        for line in ["sit 1 Ana 200", "sit 2 Ben 200", "button 1"] {
            say(&mut face, line);
        }
    }
    face
}

/// One line the table must refuse; the answer.
fn refused(face: &mut TableFace, line: &str) -> Value {
    let answer = face.line(line);
    assert_eq!(answer["ok"], false, "{line}: {answer}");
    answer
}

/// The room staff entries of the log at `path`: (seq, action).
fn staff_entries(path: &Path) -> Vec<(u64, String)> {
    EventLog::open_read_only(path)
        .expect("log")
        .events(None)
        .expect("events")
        .into_iter()
        .filter(|e| e.action.starts_with(ROOM_STAFF))
        .map(|e| (e.seq.0, e.action))
        .collect()
}

#[test]
fn a_room_table_refuses_addfloor_of_a_stranger_and_takes_room_staff_on_a_floor_persons_word() {
    let Some(pg) = Cluster::start() else { return };
    let mut house = room(&pg);
    let flo = staff::change(&mut house, Change::Add, "Flo").expect("Flo");
    let ann = staff::change(&mut house, Change::Add, "Ann").expect("Ann");
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("east.sqlite");
    let mut face = room_table(&path, &pg.url("table_a"));
    // The room's list, in the table's chain, citing the room's last change.
    let entries = staff_entries(&path);
    assert_eq!(entries.len(), 1, "{entries:?}");
    assert_eq!(
        entries[0].1,
        format!("room staff as of room change 2 hash {}: Ann, Flo", ann.hash)
    );
    let staff = face.desk().room_staff().expect("recorded").clone();
    assert_eq!(
        (staff.seq, staff.names.clone()),
        (2, vec!["Ann".into(), "Flo".into()])
    );
    assert_ne!(staff.hash, flo.hash);
    // A stranger is refused even as the first floor person, and nothing is
    // written; the refusal names them and the room change.
    let head = support::head(&path);
    let answer = refused(&mut face, "addfloor Mal 246813");
    let said = answer["refused"]["message"].as_str().expect("message");
    assert_eq!(
        said,
        "Mal is not on the room’s floor staff (as of room change 2): this table takes its \
         floor staff from the room."
    );
    assert_eq!(support::head(&path), head, "nothing written");
    // A room staff member registers at setup, and the next only on her word.
    say(&mut face, "addfloor Flo 246800");
    let answer = refused(&mut face, "addfloor Ann 135792");
    assert!(
        answer["refused"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("floor person already registered")),
        "{answer}"
    );
    refused(&mut face, "addfloor Mal 246813 Flo 246800");
    refused(&mut face, "addfloor Ann 135792 Flo 999999");
    say(&mut face, "addfloor Ann 135792 Flo 246800");
    let mut desk = face.into_desk();
    let floors: Vec<String> = desk
        .log()
        .operators()
        .expect("operators")
        .into_iter()
        .filter(|o| o.role == dealerdesk_log::Role::Floor)
        .map(|o| o.name)
        .collect();
    assert_eq!(floors, ["Flo", "Ann"]);
    // The library refuses the same, typed.
    let flo_id = desk
        .log()
        .operators()
        .expect("operators")
        .into_iter()
        .find(|o| o.name == "Flo")
        .expect("Flo")
        .id;
    assert!(matches!(
        desk.add_floor_by(flo_id, "246800", "Mal", "246813"),
        Err(DeskError::NotRoomStaff { name, seq: 2 }) if name == "Mal"
    ));
    // Read again with no change in the room: nothing new is written.
    desk.read_room_staff().expect("read");
    assert_eq!(staff_entries(&path).len(), 1);
}

#[test]
fn after_a_removal_in_the_room_the_floor_persons_next_ruling_is_refused_at_the_table() {
    let Some(pg) = Cluster::start() else { return };
    let mut house = room(&pg);
    staff::change(&mut house, Change::Add, "Flo").expect("Flo");
    staff::change(&mut house, Change::Add, "Ann").expect("Ann");
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("east.sqlite");
    let mut face = room_table(&path, &pg.url("table_a"));
    say(&mut face, "addfloor Flo 246800");
    say(&mut face, "addfloor Ann 135792 Flo 246800");
    for line in ["n", "Ah Ad", "Kc Kd", "r 6"] {
        say(&mut face, line);
    }
    let removed = staff::change(&mut house, Change::Remove, "Flo").expect("Flo goes");
    assert_eq!(removed.seq, 3);
    let before = face.state();
    let answer = refused(&mut face, "floor Flo 246800 \"keyed wrong\" void");
    assert_eq!(
        answer["refused"]["message"],
        "Flo was removed from the room’s floor staff at room change 3, and no longer rules at \
         this table."
    );
    // The room's new list reached the chain first; the hand is as it was.
    assert_eq!(
        answer["recorded"][0],
        format!("room staff as of room change 3 hash {}: Ann", removed.hash)
    );
    assert_eq!(answer["state"]["pots"], before["pots"]);
    assert_eq!(answer["state"]["seats"], before["seats"]);
    assert_eq!(
        answer["state"]["room_staff"]["names"],
        serde_json::json!(["Ann"])
    );
    // Another on the room's staff rules.
    say(&mut face, "floor Ann 135792 \"keyed wrong\" void");
    // Nor may Flo vouch for a new floor person, even one on the staff.
    staff::change(&mut house, Change::Add, "Cleo").expect("Cleo");
    refused(&mut face, "addfloor Cleo 975310 Flo 246800");
    say(&mut face, "addfloor Cleo 975310 Ann 135792");
    let entries = staff_entries(&path);
    let seqs: Vec<String> = entries
        .iter()
        .map(|(_, a)| a["room staff as of room change ".len()..][..1].to_owned())
        .collect();
    assert_eq!(seqs, ["2", "3", "4"], "{entries:?}");
}

#[test]
fn with_the_room_down_the_last_list_holds_and_the_table_says_so() {
    let Some(pg) = Cluster::start() else { return };
    let mut house = room(&pg);
    staff::change(&mut house, Change::Add, "Flo").expect("Flo");
    drop(house);
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("east.sqlite");
    let mut face = room_table(&path, &pg.url("table_a"));
    say(&mut face, "addfloor Flo 246800");
    for line in ["n", "Ah Ad", "Kc Kd", "r 6"] {
        say(&mut face, line);
    }
    pg.stop_server();
    // Flo is on the list last recorded: her ruling stands, and the answer
    // says the room was not read.
    let answer = face.line("floor Flo 246800 \"keyed wrong\" void");
    assert_eq!(answer["ok"], true, "{answer}");
    let staff = &answer["state"]["room_staff"];
    assert_eq!(staff["read"], false, "{answer}");
    let said = staff["said"].as_str().expect("said");
    assert!(
        said.starts_with("The room cannot be reached (")
            && said.ends_with("): its floor staff as of change 1 holds."),
        "{said}"
    );
    assert!(matches!(
        face.desk().room_staff_unread(),
        Some(StaffUnread::Unreachable(_))
    ));
    // A stranger is still refused.
    refused(&mut face, "addfloor Mal 246813 Flo 246800");
    // Opened again without the room, the log's list still rules.
    drop(face);
    let rules = HouseRules::preset(Variant::NoLimitHoldem);
    let desk = Desk::open(&path, rules, "east").expect("desk");
    let mut face = TableFace::new(desk).expect("face");
    refused(&mut face, "addfloor Mal 246813 Flo 246800");
    assert_eq!(face.state()["room_staff"]["read"], false);
    // Back up: the room is read again.
    pg.start_server();
    let mut house = connect(&pg.url("house")).expect("house");
    staff::change(&mut house, Change::Add, "Mal").expect("Mal");
    let mut desk = face.into_desk();
    desk.take_staff_from(Box::new(RoomStaffSource::new(pg.url("table_a"))))
        .expect("staff");
    assert_eq!(desk.room_staff_unread(), None);
    assert_eq!(desk.room_staff().expect("list").names, ["Flo", "Mal"]);
}

#[test]
fn a_made_up_staff_entry_in_a_tables_log_is_found_by_room_verify() {
    let Some(pg) = Cluster::start() else { return };
    let mut house = room(&pg);
    staff::change(&mut house, Change::Add, "Flo").expect("Flo");
    let ann = staff::change(&mut house, Change::Add, "Ann").expect("Ann");
    let dir = tempfile::tempdir().expect("tmp");
    // A table that took its list from the room.
    let east = dir.path().join("east.sqlite");
    drop(room_table(&east, &pg.url("table_a")));
    // A table whose log says what the room never did: a change it does
    // not hold, another hash, other names.
    let west = dir.path().join("west.sqlite");
    let rules = HouseRules::preset(Variant::NoLimitHoldem);
    let mut desk = Desk::open(&west, rules, "west").expect("desk");
    let made_up = |seq, hash: &str, names: &[&str]| RoomStaff {
        seq,
        hash: hash.to_owned(),
        names: names.iter().map(|n| (*n).to_owned()).collect(),
        removed: Vec::new(),
    };
    let fake_hash = "5".repeat(64);
    for staff in [
        made_up(1, &fake_hash, &["Flo", "Mal"]),
        made_up(2, &ann.hash, &["Ann", "Flo", "Mal"]),
        made_up(9, &fake_hash, &["Mal"]),
    ] {
        assert!(desk.record_room_staff(staff).expect("recorded"));
    }
    drop(desk);
    let mut admin = connect(&pg.admin()).expect("admin");
    for path in [&east, &west] {
        let sync = RoomSync::start(pg.admin(), path, quick());
        wait_in_sync(&sync, path);
    }
    let changes = staff::changes(&mut admin).expect("changes");
    let east_events = read::events(&mut admin, "east").expect("east");
    assert_eq!(staff::entry_faults(&changes, &east_events), []);
    let west_events = read::events(&mut admin, "west").expect("west");
    let found: Vec<(Seq, u64, EntryFault)> = staff::entry_faults(&changes, &west_events)
        .into_iter()
        .map(|(seq, staff, fault)| (seq, staff.seq, fault))
        .collect();
    let at: Vec<Seq> = west_events
        .iter()
        .filter(|e| e.action.starts_with(ROOM_STAFF))
        .map(|e| e.seq)
        .collect();
    assert_eq!(
        found,
        [
            (at[0], 1, EntryFault::Hash),
            (at[1], 2, EntryFault::Names),
            (at[2], 9, EntryFault::NoChange),
        ]
    );
}

//! The house's floor staff kept by the room, against a real PostgreSQL
//! server: only the room owner's role adds or removes a floor person; each
//! change chained by the room (who, when, the hash before it); names that
//! read like one on the staff refused; a change edited or deleted behind the
//! roles' back found by the staff check `room verify` runs.

mod support;

use dealerdesk_desk::desk::{DeskError, NameFault};
use dealerdesk_i18n::{Lang, Words};
use dealerdesk_log::{ChainFault, Seq};
use dealerdesk_room::speak::room_error;
use dealerdesk_room::staff::{self, Change, StaffCheck};
use dealerdesk_room::{Client, RoomError, RoomSync, connect::connect, migrate, read};
use support::{Cluster, open_table, quick, say, wait_in_sync};

/// A room with the house's owner role, a table's role and a reviewer's.
fn room(pg: &Cluster) -> Client {
    let mut admin = connect(&pg.admin()).expect("connect");
    migrate::migrate(&mut admin).expect("migrate");
    admin
        .batch_execute(
            "CREATE ROLE house LOGIN IN ROLE dealerdesk_owner;
             CREATE ROLE table_a LOGIN IN ROLE dealerdesk_table;
             CREATE ROLE reviewer LOGIN IN ROLE dealerdesk_review;",
        )
        .expect("roles");
    admin
}

fn names(client: &mut Client) -> Vec<String> {
    staff::list(client)
        .expect("list")
        .into_iter()
        .map(|m| m.name)
        .collect()
}

#[test]
fn the_room_owner_adds_and_removes_floor_staff_and_each_change_is_chained() {
    let Some(pg) = Cluster::start() else { return };
    let _admin = room(&pg);
    let mut house = connect(&pg.url("house")).expect("house");
    assert!(names(&mut house).is_empty());
    let flo = staff::change(&mut house, Change::Add, "Flo").expect("Flo");
    let mara = staff::change(&mut house, Change::Add, " Mara ").expect("Mara");
    let gone = staff::change(&mut house, Change::Remove, "Flo").expect("Flo goes");
    assert_eq!(names(&mut house), ["Mara"]);

    let changes = staff::changes(&mut house).expect("changes");
    assert_eq!(changes, [flo.clone(), mara.clone(), gone.clone()]);
    let summary: Vec<(u64, &str, &str, &str)> = changes
        .iter()
        .map(|c| {
            (
                c.seq,
                c.change.as_str(),
                c.name.as_str(),
                c.by_role.as_str(),
            )
        })
        .collect();
    assert_eq!(
        summary,
        [
            (1, "add", "Flo", "house"),
            (2, "add", "Mara", "house"),
            (3, "remove", "Flo", "house"),
        ]
    );
    assert_eq!(flo.prev_hash, "0".repeat(64));
    assert_eq!(mara.prev_hash, flo.hash);
    assert_eq!(gone.prev_hash, mara.hash);
    for c in &changes {
        assert_eq!(
            c.computed_hash(),
            c.hash,
            "the room's hash is the one recomputed"
        );
        assert!(c.at.ends_with('Z') && c.at.len() == 24, "{}", c.at);
    }
    assert_eq!(
        staff::check(&changes),
        StaffCheck::Intact {
            changes: 3,
            last_hash: gone.hash.clone()
        }
    );
    // Flo may come back: a new change, chained on.
    let back = staff::change(&mut house, Change::Add, "Flo").expect("Flo again");
    assert_eq!((back.seq, back.prev_hash.as_str()), (4, gone.hash.as_str()));
    assert_eq!(names(&mut house), ["Flo", "Mara"]);
    // A name with letters beyond ASCII and quotes hashes the same in the
    // room and here.
    let zed = staff::change(&mut house, Change::Add, "Zdeněk \"Zed\" Dvořák").expect("Zed");
    assert_eq!(zed.computed_hash(), zed.hash);
    assert_eq!(
        staff::check(&staff::changes(&mut house).expect("changes")),
        StaffCheck::Intact {
            changes: 5,
            last_hash: zed.hash
        }
    );
}

#[test]
fn a_table_or_review_role_cannot_change_the_floor_staff_and_nothing_is_written() {
    let Some(pg) = Cluster::start() else { return };
    let _admin = room(&pg);
    let mut house = connect(&pg.url("house")).expect("house");
    staff::change(&mut house, Change::Add, "Flo").expect("Flo");
    for role in ["table_a", "reviewer"] {
        let mut client = connect(&pg.url(role)).expect(role);
        let e = staff::change(&mut client, Change::Add, "Mal").expect_err("not the owner");
        assert!(
            matches!(&e, RoomError::NotRoomOwner { role: r } if r == role),
            "{e:?}"
        );
        let e = staff::change(&mut client, Change::Remove, "Flo").expect_err("not the owner");
        assert!(matches!(e, RoomError::NotRoomOwner { .. }), "{e:?}");
        // Straight at the table: no privilege either.
        let raw = client
            .execute(
                "INSERT INTO room.staff_changes (change, name) VALUES ('add', 'Mal')",
                &[],
            )
            .expect_err("no insert");
        assert_eq!(
            raw.code(),
            Some(&postgres::error::SqlState::INSUFFICIENT_PRIVILEGE)
        );
        // They read the staff, as a table syncing does.
        assert_eq!(names(&mut client), ["Flo"]);
        let said = room_error(Words::new(Lang::Cs), &e);
        assert!(said.contains(role), "{said}");
    }
    assert_eq!(staff::changes(&mut house).expect("changes").len(), 1);
    // Not even the owner changes or deletes a change.
    let e = house
        .execute("UPDATE room.staff_changes SET name = 'Mal'", &[])
        .expect_err("no update");
    assert_eq!(
        e.code(),
        Some(&postgres::error::SqlState::INSUFFICIENT_PRIVILEGE)
    );
}

#[test]
fn a_name_on_the_staff_a_look_alike_or_an_absent_one_is_refused_naming_the_person() {
    let Some(pg) = Cluster::start() else { return };
    let _admin = room(&pg);
    let mut house = connect(&pg.url("house")).expect("house");
    staff::change(&mut house, Change::Add, "Flo").expect("Flo");
    let e = staff::change(&mut house, Change::Add, "Flo").expect_err("twice");
    assert!(
        matches!(&e, RoomError::AlreadyStaff { name } if name == "Flo"),
        "{e:?}"
    );
    for like in ["FLO", "Ｆｌｏ", "Fl\u{43e}", "FIo"] {
        let e = staff::change(&mut house, Change::Add, like).expect_err(like);
        assert!(
            matches!(&e, RoomError::Desk(DeskError::NameReadsLike { name, like: l })
                if name.as_str() == like && l == "Flo"),
            "{like}: {e:?}"
        );
    }
    let e = staff::change(&mut house, Change::Add, "F\u{200B}lo").expect_err("zero width");
    assert!(
        matches!(
            e,
            RoomError::Desk(DeskError::Name(NameFault::Forbidden { .. }))
        ),
        "{e:?}"
    );
    let e = staff::change(&mut house, Change::Remove, "Mal").expect_err("not staff");
    assert!(
        matches!(&e, RoomError::NotStaff { name } if name == "Mal"),
        "{e:?}"
    );
    assert_eq!(staff::changes(&mut house).expect("changes").len(), 1);

    // Each refusal said in the five languages, naming the person.
    let refusals = [
        (RoomError::AlreadyStaff { name: "Flo".into() }, "Flo"),
        (RoomError::NotStaff { name: "Mal".into() }, "Mal"),
        (
            RoomError::NotRoomOwner {
                role: "table_a".into(),
            },
            "table_a",
        ),
    ];
    for lang in Lang::ALL {
        let mut said = Vec::new();
        for (e, who) in &refusals {
            let text = room_error(Words::new(lang), e);
            assert!(text.contains(who) && !text.contains('{'), "{lang}: {text}");
            said.push(text);
        }
        said.dedup();
        assert_eq!(said.len(), refusals.len(), "{lang}");
    }
    assert_eq!(
        room_error(Words::new(Lang::En), &refusals[1].0),
        "Mal is not on the room's floor staff."
    );
    assert_eq!(
        room_error(Words::new(Lang::Cs), &refusals[0].0),
        "Flo už mezi floormany herny je."
    );
}

#[test]
fn a_change_edited_or_deleted_behind_the_roles_is_found_by_the_staff_check() {
    let Some(pg) = Cluster::start() else { return };
    let mut admin = room(&pg);
    let mut house = connect(&pg.url("house")).expect("house");
    for (change, name) in [
        (Change::Add, "Flo"),
        (Change::Add, "Mara"),
        (Change::Remove, "Flo"),
    ] {
        staff::change(&mut house, change, name).expect(name);
    }
    let intact = staff::changes(&mut admin).expect("changes");
    // Even a superuser meets the trigger that keeps each change.
    let e = admin
        .execute("DELETE FROM room.staff_changes WHERE seq = 3", &[])
        .expect_err("kept");
    assert_eq!(
        e.as_db_error().map(|d| d.message()),
        Some("the room's floor staff changes are kept as they were written")
    );

    // With the triggers off: Mal put in for Mara.
    admin
        .batch_execute(
            "SET session_replication_role = replica;
             UPDATE room.staff_changes SET name = 'Mal' WHERE seq = 2;",
        )
        .expect("forge");
    let forged = staff::changes(&mut admin).expect("changes");
    assert!(matches!(
        staff::check(&forged),
        StaffCheck::Broken {
            seq: Seq(2),
            fault: ChainFault::HashMismatch { .. }
        }
    ));
    // Flo's removal deleted: a gap.
    admin
        .batch_execute(
            "UPDATE room.staff_changes SET name = 'Mara' WHERE seq = 2;
             DELETE FROM room.staff_changes WHERE seq = 2;",
        )
        .expect("delete");
    assert!(matches!(
        staff::check(&staff::changes(&mut admin).expect("changes")),
        StaffCheck::Broken {
            seq: Seq(2),
            fault: ChainFault::Gap { found: Seq(3) }
        }
    ));
    // A row rehashed to link but removing one who was never added.
    let mut unfounded = intact.clone();
    unfounded[2].name = "Mal".into();
    unfounded[2].hash = unfounded[2].computed_hash();
    assert_eq!(
        staff::check(&unfounded),
        StaffCheck::Unfounded {
            seq: Seq(3),
            name: "Mal".into()
        }
    );
}

#[test]
fn a_tables_floor_person_the_room_never_added_is_found_once_the_room_keeps_staff() {
    let Some(pg) = Cluster::start() else { return };
    let mut admin = room(&pg);
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("east.sqlite");
    let mut face = open_table(&path);
    say(&mut face, "addfloor Flo 246800");
    drop(face);
    let sync = RoomSync::start(pg.admin(), &path, quick());
    wait_in_sync(&sync, &path);
    drop(sync);
    let events = read::events(&mut admin, "east").expect("events");
    let flo_at = events
        .iter()
        .find(|e| e.action == "log operator" && e.payload["name"] == "Flo")
        .expect("Flo's record")
        .seq;
    let found = |client: &mut Client| {
        let changes = staff::changes(client).expect("changes");
        staff::not_on_staff(&changes, &events)
    };
    // A room that keeps no staff leaves the tables' own.
    assert!(found(&mut admin).is_empty());
    let mut house = connect(&pg.url("house")).expect("house");
    staff::change(&mut house, Change::Add, "Mara").expect("Mara");
    assert_eq!(found(&mut admin), [("Flo".to_owned(), flo_at)]);
    staff::change(&mut house, Change::Add, "Flo").expect("Flo");
    assert!(found(&mut admin).is_empty());
    // Removed later, Flo was staff: the table refuses Flo's rulings from
    // then on, and verify does not call Flo a stranger.
    staff::change(&mut house, Change::Remove, "Flo").expect("Flo goes");
    assert!(found(&mut admin).is_empty());
}

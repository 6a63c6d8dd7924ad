//! The floor clears a room's flag, against a real PostgreSQL server: only a
//! floor person with their PIN and a reason; the ruling in the table's log
//! and in the room, the flag kept; the table's chain in a new epoch from
//! there, the earlier copy kept; a log without the ruling flagged again.

mod support;

use std::path::Path;

use dealerdesk_desk::desk::{Desk, DeskError};
use dealerdesk_log::{EventLog, OperatorId, Role};
use dealerdesk_room::clear::clear_flags;
use dealerdesk_room::verify::{ChainCheck, check_chain};
use dealerdesk_room::{Client, RoomError, RoomSync, SyncState, connect::connect, read};
use support::{Cluster, deal, head, open_table, quick, say, wait_for, wait_in_sync};

const PIN: &str = "246800";

fn local_events(path: &Path) -> Vec<dealerdesk_log::EventRecord> {
    EventLog::open_read_only(path)
        .expect("log")
        .events(None)
        .expect("events")
}

/// Copies a closed log file (WAL checkpointed on close) over `to`.
fn copy_log(from: &Path, to: &Path) {
    std::fs::copy(from, to).expect("copy");
    // The head beside it too, as one who knows of it would: the room, not
    // the table's own file, is what these tests try.
    let head = dealerdesk_log::head_file(from);
    if head.exists() {
        std::fs::copy(&head, dealerdesk_log::head_file(to)).expect("copy head");
    }
    for ext in ["sqlite-wal", "sqlite-shm"] {
        let _ = std::fs::remove_file(to.with_extension(ext));
    }
}

/// A table with a floor person, Flo, and `hands` hands dealt.
fn table_with_floor(path: &Path, hands: usize) {
    std::fs::create_dir_all(path.parent().expect("dir")).expect("dir");
    let mut face = open_table(path);
    say(&mut face, &format!("addfloor Flo {PIN}"));
    deal(&mut face, hands, false);
}

fn operator(desk: &Desk, role: Role) -> OperatorId {
    desk.log()
        .operators()
        .expect("operators")
        .into_iter()
        .find(|o| o.role == role)
        .expect("operator")
        .id
}

fn open_desk(path: &Path) -> Desk {
    let rules =
        dealerdesk_core::rules::HouseRules::preset(dealerdesk_core::rules::Variant::NoLimitHoldem);
    Desk::open(path, rules, "unused").expect("desk")
}

/// The room's record of a table: open flags, clearances, epoch, events held.
fn room_record(client: &mut Client, table: &str) -> (usize, usize, u32, u64) {
    let t = read::tables(client)
        .expect("tables")
        .into_iter()
        .find(|t| t.name == table)
        .expect("table");
    let clearances = read::clearances(client, table).expect("clearances").len();
    (t.flags.len(), clearances, t.epoch, t.head_seq)
}

fn flagged(sync: &RoomSync) -> Vec<dealerdesk_room::RoomFlag> {
    match wait_for(sync, "the flag", SyncState::is_flagged) {
        SyncState::Flagged { flags } => flags,
        _ => unreachable!(),
    }
}

#[test]
fn a_replaced_log_cleared_by_the_floor_is_the_rooms_new_epoch_and_the_old_copy_is_kept() {
    let Some(pg) = Cluster::start() else { return };
    let dir = tempfile::tempdir().expect("tmp");
    let url = pg.admin();
    let mut client = connect(&url).expect("connect");
    let first = dir.path().join("first").join("swap.sqlite");
    let other = dir.path().join("other").join("swap.sqlite");
    table_with_floor(&first, 1);
    {
        let sync = RoomSync::start(url.clone(), &first, quick());
        wait_in_sync(&sync, &first);
    }
    let first_events = local_events(&first);
    table_with_floor(&other, 2);
    let sync = RoomSync::start(url.clone(), &other, quick());
    let flags = flagged(&sync);
    assert_eq!(flags.len(), 1);
    assert_eq!(flags[0].kind, "replaced");
    let shown = [flags[0].id];
    let mut desk = open_desk(&other);
    let before = (head(&other), room_record(&mut client, "swap"));

    // The dealer may not clear it: refused, nothing written anywhere.
    let dealer = operator(&desk, Role::Dealer);
    let e = clear_flags(
        &mut client,
        &mut desk,
        dealer,
        PIN,
        "the dealer says so",
        &shown,
    )
    .expect_err("a dealer");
    assert!(matches!(e, RoomError::Desk(DeskError::NotFloor)), "{e:?}");
    // Nor the floor without a reason, nor on flags other than the room's.
    let flo = operator(&desk, Role::Floor);
    let e = clear_flags(&mut client, &mut desk, flo, PIN, "  ", &shown).expect_err("no reason");
    assert!(matches!(e, RoomError::Desk(DeskError::NoReason)), "{e:?}");
    let e = clear_flags(
        &mut client,
        &mut desk,
        flo,
        PIN,
        "new disk",
        &[shown[0] + 1],
    )
    .expect_err("other flags");
    assert!(matches!(e, RoomError::FlagsChanged { .. }), "{e:?}");
    assert_eq!((head(&other), room_record(&mut client, "swap")), before);

    // The floor clears it.
    let reason = "the old disk failed; this log was started on the new one";
    let cleared = clear_flags(&mut client, &mut desk, flo, PIN, reason, &shown).expect("cleared");
    assert_eq!(cleared.epoch, 2);
    assert_eq!(cleared.seq.0, before.0 + 1);
    assert_eq!(cleared.flags, flags);
    // In the log: a chained entry under Flo's name, the flags and the epoch.
    // In the log: the floor person's signature last, the ruling before it.
    let mut events = local_events(&other);
    assert_eq!(events.pop().expect("the signature").action, "log signed");
    let entry = events.pop().expect("the ruling");
    assert_eq!(entry.seq, cleared.seq);
    assert_eq!(entry.hash, cleared.hash);
    assert_eq!(entry.role, Role::Floor);
    assert_eq!(entry.operator, flo);
    assert_eq!(entry.action, format!("floor clear room flags {}", shown[0]));
    assert_eq!(entry.payload["reason"], reason);
    assert_eq!(entry.payload["epoch"], 2);
    assert_eq!(entry.payload["flags"][0]["kind"], "replaced");
    EventLog::open_read_only(&other)
        .expect("log")
        .verify(|_, _| {})
        .expect("the log verifies with the ruling in it");
    // In the room: the flag kept, a clearance naming it.
    let clearances = read::clearances(&mut client, "swap").expect("clearances");
    assert_eq!(clearances.len(), 1);
    let c = &clearances[0];
    assert_eq!(c.flag, flags[0]);
    assert_eq!((c.floor.as_str(), c.reason.as_str()), ("Flo", reason));
    assert_eq!(
        (c.log_seq, c.log_hash.as_str()),
        (cleared.seq.0, &*cleared.hash)
    );
    assert_eq!((c.raised_in, c.epoch), (1, 2));
    let err = client
        .execute("DELETE FROM room.flags WHERE table_name = 'swap'", &[])
        .expect_err("flags are kept");
    assert_eq!(
        err.as_db_error().map(|d| d.message()),
        Some("the room's flags and clearances are kept as they were written")
    );

    // The sync sends the replacing log whole, as epoch 2; epoch 1 is kept.
    sync.poke();
    let mut face = dealerdesk_desk::table_face::TableFace::new(desk).expect("face");
    deal(&mut face, 1, true);
    let held = wait_in_sync(&sync, &other);
    let room = read::events(&mut client, "swap").expect("epoch 2");
    assert_eq!(room, local_events(&other));
    assert_eq!(room.len() as u64, held);
    assert!(matches!(
        check_chain(&room, |_| {}),
        ChainCheck::Intact { .. }
    ));
    assert_eq!(
        read::events_in(&mut client, "swap", Some(1)).expect("epoch 1"),
        first_events
    );
    assert_eq!(room_record(&mut client, "swap"), (0, 1, 2, held));
    drop(sync);
    drop(face);

    // The first log, back at the table, is another log now: flagged anew.
    let sync = RoomSync::start(url.clone(), &first, quick());
    let again = flagged(&sync);
    assert_eq!(again.len(), 1);
    assert_eq!(again[0].kind, "replaced");
    assert_ne!(again[0].id, flags[0].id);
}

#[test]
fn a_cut_log_cleared_goes_on_from_the_ruling_and_a_copy_without_the_ruling_is_cut() {
    let Some(pg) = Cluster::start() else { return };
    let dir = tempfile::tempdir().expect("tmp");
    let url = pg.admin();
    let mut client = connect(&url).expect("connect");
    let path = dir.path().join("cut.sqlite");
    let early = dir.path().join("early").join("cut.sqlite");
    table_with_floor(&path, 1);
    std::fs::create_dir_all(early.parent().expect("dir")).expect("dir");
    copy_log(&path, &early);
    let mut face = open_table(&path);
    deal(&mut face, 2, false);
    drop(face);
    let synced = {
        let sync = RoomSync::start(url.clone(), &path, quick());
        wait_in_sync(&sync, &path)
    };
    let epoch_one = local_events(&path);
    // The log put back to the early copy: cut.
    copy_log(&early, &path);
    let sync = RoomSync::start(url.clone(), &path, quick());
    let flags = flagged(&sync);
    assert_eq!(flags[0].kind, "cut");

    let mut desk = open_desk(&path);
    let flo = operator(&desk, Role::Floor);
    // A wrong PIN is refused: on the log's record as every wrong PIN, and
    // no clearance in the room (the sync's next hello may flag the new entry
    // already, below).
    let record = room_record(&mut client, "cut");
    let e = clear_flags(
        &mut client,
        &mut desk,
        flo,
        "999999",
        "restored",
        &[flags[0].id],
    )
    .expect_err("wrong PIN");
    assert!(matches!(e, RoomError::Desk(DeskError::WrongPin)), "{e:?}");
    let after = room_record(&mut client, "cut");
    assert_eq!((after.1, after.2, after.3), (record.1, record.2, record.3));
    // The wrong PIN's entry is new writing on the cut log: the room, at the
    // next hello, finds it rewritten too, and the floor sees both flags.
    let flags = match wait_for(
        &sync,
        "the second flag",
        |s| matches!(s, SyncState::Flagged { flags } if flags.len() == 2),
    ) {
        SyncState::Flagged { flags } => flags,
        _ => unreachable!(),
    };
    assert_eq!(flags[1].kind, "rewritten");
    let shown: Vec<i64> = flags.iter().map(|f| f.id).collect();
    let cleared = clear_flags(
        &mut client,
        &mut desk,
        flo,
        PIN,
        "restored from the backup after the crash",
        &shown,
    )
    .expect("cleared");
    assert_eq!(cleared.flags, flags);
    assert_eq!(
        read::clearances(&mut client, "cut")
            .expect("clearances")
            .len(),
        2
    );
    let mut face = dealerdesk_desk::table_face::TableFace::new(desk).expect("face");
    deal(&mut face, 1, true);
    sync.poke();
    let held = wait_in_sync(&sync, &path);
    assert!(held > cleared.seq.0);
    assert_eq!(
        read::events(&mut client, "cut").expect("epoch 2"),
        local_events(&path)
    );
    assert_eq!(
        read::events_in(&mut client, "cut", Some(1)).expect("epoch 1"),
        epoch_one
    );
    assert_eq!(epoch_one.len() as u64, synced);
    drop(sync);
    drop(face);

    // The early copy again: it ends before the floor's ruling.
    copy_log(&early, &path);
    let sync = RoomSync::start(url, &path, quick());
    let flags = flagged(&sync);
    let early_head = head(&early);
    assert_eq!(
        flags.iter().map(ToString::to_string).collect::<Vec<_>>(),
        [format!(
            "cut: the log ends at event {early_head}, before the floor's clearance at {}",
            cleared.seq
        )]
    );
}

#[test]
fn a_forgery_cleared_while_the_table_syncs_on_moves_the_running_sync_to_the_new_epoch() {
    let Some(pg) = Cluster::start() else { return };
    let dir = tempfile::tempdir().expect("tmp");
    let url = pg.admin();
    let mut client = connect(&url).expect("connect");
    let path = dir.path().join("live.sqlite");
    table_with_floor(&path, 1);
    let sync = RoomSync::start(url.clone(), &path, quick());
    let held = wait_in_sync(&sync, &path);

    // A forged event straight to the room: refused and flagged; the
    // table's sync, attached, deals on unaware.
    let forged = client
        .execute(
            "INSERT INTO room.events (table_name, seq, hand_id, at, operator_id, role, action, \
             payload, prev_hash, hash) VALUES ('live', $1, NULL, '2026-11-25T12:00:00.000Z', 1, \
             'dealer', 'p1 f', '{}', $2, $2)",
            &[&i64::try_from(held + 1).expect("seq"), &"e".repeat(64)],
        )
        .expect("insert");
    assert_eq!(forged, 0);
    let flags = read::open_flags(&mut client, "live").expect("flags");
    assert_eq!(flags.len(), 1);
    assert_eq!(flags[0].kind, "refused");

    let mut desk = open_desk(&path);
    let flo = operator(&desk, Role::Floor);
    let cleared = clear_flags(
        &mut client,
        &mut desk,
        flo,
        PIN,
        "a test insert from the office, not the table",
        &[flags[0].id],
    )
    .expect("cleared");
    assert_eq!(cleared.epoch, 2);
    // The running sync sends for epoch 1, which the room no longer takes:
    // it attaches again and sends the log whole as epoch 2, with no new flag.
    let mut face = dealerdesk_desk::table_face::TableFace::new(desk).expect("face");
    deal(&mut face, 2, false);
    sync.poke();
    wait_in_sync(&sync, &path);
    let local = local_events(&path);
    assert_eq!(read::events(&mut client, "live").expect("epoch 2"), local);
    assert!(
        read::open_flags(&mut client, "live")
            .expect("flags")
            .is_empty()
    );
    assert_eq!(read::refusals(&mut client).expect("refusals").len(), 1);
    // Epoch 1 is the log as it was synced: to the forgery, or to the ruling
    // when the sync sent it before the room took the clearance.
    let one = read::events_in(&mut client, "live", Some(1)).expect("epoch 1");
    assert!(one.len() as u64 == held || one.len() as u64 == cleared.seq.0);
    assert_eq!(one[..], local[..one.len()]);
}

#[test]
fn a_hello_that_waits_on_the_floors_clearance_reads_the_log_with_the_ruling_in_it() {
    let Some(pg) = Cluster::start() else { return };
    let dir = tempfile::tempdir().expect("tmp");
    let url = pg.admin();
    let mut client = connect(&url).expect("connect");
    let mut watch = connect(&url).expect("connect");
    let path = dir.path().join("held.sqlite");
    table_with_floor(&path, 1);
    let sync = RoomSync::start(url.clone(), &path, quick());
    let held = wait_in_sync(&sync, &path);
    client
        .execute(
            "INSERT INTO room.events (table_name, seq, hand_id, at, operator_id, role, action, \
             payload, prev_hash, hash) VALUES ('held', $1, NULL, '2026-11-25T12:00:00.000Z', 1, \
             'dealer', 'p1 f', '{}', $2, $2)",
            &[&i64::try_from(held + 1).expect("seq"), &"e".repeat(64)],
        )
        .expect("insert");
    // The running sync sends on unaware; started again, its hello is flagged.
    drop(sync);
    let sync = RoomSync::start(url.clone(), &path, quick());
    let flags = flagged(&sync);

    // The floor's clearance, step by step as `clear_flags` takes it: the
    // room holds the table, and the ruling is written into the log only
    // once the sync's hello is waiting on that hold (as it does while a
    // real PIN is checked).
    let mut desk = open_desk(&path);
    let flo = operator(&desk, Role::Floor);
    let mut tx = client.transaction().expect("tx");
    tx.query("SELECT flag_id FROM room.hold('held')", &[])
        .expect("hold");
    let start = std::time::Instant::now();
    while watch
        .query_one(
            "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'",
            &[],
        )
        .expect("activity")
        .get::<_, i64>(0)
        == 0
    {
        assert!(
            start.elapsed() < std::time::Duration::from_secs(30),
            "the sync's hello never waited on the hold"
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let reason = "a test insert from the office, not the table";
    let record = desk
        .clear_room_flags(flo, PIN, reason, &flags, 2)
        .expect("the ruling");
    let first = desk.log().event_at(dealerdesk_log::Seq(1)).expect("first");
    tx.query_one(
        "SELECT room.clear_flags('held', $1, 'Flo', $2, $3, $4, $5)",
        &[
            &flags.iter().map(|f| f.id).collect::<Vec<i64>>(),
            &reason,
            &i64::try_from(record.seq.0).expect("seq"),
            &record.hash,
            &first.map(|e| e.hash),
        ],
    )
    .expect("clearance");
    tx.commit().expect("commit");

    // The hello went on after the clearance and described the log with the
    // ruling in it: in sync in epoch 2, no flag raised.
    // The ruling and the floor person's signature after it.
    assert_eq!(wait_in_sync(&sync, &path), record.seq.0 + 1);
    assert!(
        read::open_flags(&mut client, "held")
            .expect("flags")
            .is_empty()
    );
    assert_eq!(
        read::events(&mut client, "held").expect("epoch 2"),
        local_events(&path)
    );
}

//! The room against a real PostgreSQL server: tables syncing together, an
//! outage, logs cut, rewritten and replaced, forged events and roles.

mod support;

use std::path::Path;

use dealerdesk_log::EventLog;
use dealerdesk_room::verify::{ChainCheck, check_chain};
use dealerdesk_room::{RoomSync, SyncState, connect::connect, migrate, read, status};
use support::{Cluster, deal, head, open_table, quick, wait_for, wait_in_sync};

fn local_events(path: &Path) -> Vec<dealerdesk_log::EventRecord> {
    EventLog::open_read_only(path)
        .expect("log")
        .events(None)
        .expect("events")
}

#[test]
fn three_tables_sync_at_once_and_the_room_holds_each_chain_whole() {
    let Some(pg) = Cluster::start() else { return };
    let dir = tempfile::tempdir().expect("tmp");
    let paths: Vec<_> = (1..=3)
        .map(|i| dir.path().join(format!("t{i}.sqlite")))
        .collect();
    let workers: Vec<_> = paths
        .iter()
        .enumerate()
        .map(|(i, path)| {
            let path = path.clone();
            let url = pg.admin();
            std::thread::spawn(move || {
                let mut face = open_table(&path);
                let sync = RoomSync::start(url, &path, quick());
                deal(&mut face, 3 + i, i == 1);
                drop(face);
                wait_in_sync(&sync, &path)
            })
        })
        .collect();
    let heads: Vec<u64> = workers
        .into_iter()
        .map(|w| w.join().expect("table thread"))
        .collect();

    let mut client = connect(&pg.admin()).expect("connect");
    let tables = read::tables(&mut client).expect("tables");
    let names: Vec<&str> = tables.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["t1", "t2", "t3"]);
    for ((table, path), local_head) in tables.iter().zip(&paths).zip(heads) {
        assert_eq!(table.head_seq, local_head);
        assert!(table.flags.is_empty(), "{:?}", table.flags);
        let local = local_events(path);
        let room = read::events(&mut client, &table.name).expect("events");
        assert_eq!(room, local, "the room's copy of {} is the log", table.name);
        let last = local.last().expect("events").hash.clone();
        assert_eq!(
            check_chain(&room, |_| {}),
            ChainCheck::Intact {
                events: local_head,
                last_hash: last
            }
        );
        let summary = status::summarize(&room).expect("summary");
        assert_eq!(summary.game, "NT");
        assert_eq!(summary.hand, None);
        let names: Vec<&str> = summary.players.iter().map(|p| p.1.as_str()).collect();
        assert_eq!(names, ["Ana", "Ben"]);
    }
    // t1 dealt 3 hands folded to the big blind: Ana, on the button, posted
    // the small blind twice and the big blind once (1/2): 200 - 1 - 1 + 1.
    let t1 = status::summarize(&read::events(&mut client, "t1").expect("t1")).expect("t1");
    let stacks: Vec<u64> = t1.players.iter().map(|p| p.2.0).collect();
    assert_eq!(stacks.iter().sum::<u64>(), 400);
    assert!(read::refusals(&mut client).expect("refusals").is_empty());
}

#[test]
fn the_room_unreachable_then_back_loses_nothing_and_keeps_the_order() {
    let Some(pg) = Cluster::start() else { return };
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("outage.sqlite");
    let mut face = open_table(&path);
    let sync = RoomSync::start(pg.admin(), &path, quick());
    deal(&mut face, 2, false);
    wait_in_sync(&sync, &path);

    pg.stop_server();
    deal(&mut face, 3, true);
    let state = wait_for(
        &sync,
        "the room to be unreachable",
        |s| matches!(s, SyncState::Unreachable { behind: Some(b), .. } if *b > 0),
    );
    assert!(state.to_string().starts_with("unreachable, "), "{state}");
    // The table goes on while the room is down.
    deal(&mut face, 1, false);

    pg.start_server();
    wait_in_sync(&sync, &path);

    // Closed and restarted: the sync catches up on what was dealt meanwhile.
    drop(sync);
    deal(&mut face, 2, false);
    let sync = RoomSync::start(pg.admin(), &path, quick());
    let last = wait_in_sync(&sync, &path);

    let mut client = connect(&pg.admin()).expect("connect");
    let room = read::events(&mut client, "outage").expect("events");
    assert_eq!(room.len() as u64, last);
    assert_eq!(room, local_events(&path));
    assert!(matches!(
        check_chain(&room, |_| {}),
        ChainCheck::Intact { .. }
    ));
}

/// Copies a closed log file (WAL checkpointed on close) to `to`.
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

/// Syncs `path` once and returns the flags the room raised.
fn flags_after_sync(url: &str, path: &Path) -> Vec<String> {
    let sync = RoomSync::start(url, path, quick());
    match wait_for(&sync, "the room to answer", |s| {
        matches!(s, SyncState::Flagged { .. } | SyncState::InSync { .. })
    }) {
        SyncState::Flagged { flags } => flags.iter().map(ToString::to_string).collect(),
        _ => Vec::new(),
    }
}

#[test]
fn a_log_cut_rewritten_or_replaced_is_flagged_by_the_room() {
    let Some(pg) = Cluster::start() else { return };
    let dir = tempfile::tempdir().expect("tmp");
    let url = pg.admin();
    let mut client = connect(&url).expect("connect");

    // cut: the log put back to a copy taken two hands earlier.
    let cut = dir.path().join("cut.sqlite");
    let early = dir.path().join("cut-early.sqlite");
    let mut face = open_table(&cut);
    deal(&mut face, 1, false);
    drop(face);
    copy_log(&cut, &early);
    let mut face = open_table(&cut);
    deal(&mut face, 2, false);
    drop(face);
    let synced = {
        let sync = RoomSync::start(url.clone(), &cut, quick());
        wait_in_sync(&sync, &cut)
    };
    let early_head = head(&early);
    copy_log(&early, &cut);
    let flags = flags_after_sync(&url, &cut);
    assert_eq!(
        flags,
        [format!(
            "cut: the log ends at event {early_head}; the room holds {synced}"
        )]
    );

    // rewritten: the same copy dealt on differently, past the room's head.
    let mut face = open_table(&early);
    deal(&mut face, 4, true);
    drop(face);
    assert!(head(&early) > synced);
    let rewritten = dir.path().join("again").join("cut.sqlite");
    std::fs::create_dir_all(rewritten.parent().expect("dir")).expect("dir");
    copy_log(&early, &rewritten);
    let flags = flags_after_sync(&url, &rewritten);
    assert!(
        flags.contains(&format!(
            "rewritten: the log's event {synced} is not the one the room holds"
        )),
        "{flags:?}"
    );

    // replaced: a new log under the table's name.
    let first = dir.path().join("first").join("swap.sqlite");
    let other = dir.path().join("other").join("swap.sqlite");
    for p in [&first, &other] {
        std::fs::create_dir_all(p.parent().expect("dir")).expect("dir");
    }
    let mut face = open_table(&first);
    deal(&mut face, 1, false);
    drop(face);
    {
        let sync = RoomSync::start(url.clone(), &first, quick());
        wait_in_sync(&sync, &first);
    }
    let mut face = open_table(&other);
    deal(&mut face, 2, false);
    drop(face);
    let flags = flags_after_sync(&url, &other);
    assert_eq!(
        flags,
        ["replaced: the log's first event is not the one the room holds: another log file"]
    );

    // The room's copies stayed as they were synced.
    let tables = read::tables(&mut client).expect("tables");
    let cut_row = tables.iter().find(|t| t.name == "cut").expect("cut");
    assert_eq!(cut_row.head_seq, synced);
    let swap = tables.iter().find(|t| t.name == "swap").expect("swap");
    assert_eq!(swap.head_seq, head(&first));
    assert_eq!(
        read::events(&mut client, "swap").expect("swap"),
        local_events(&first)
    );
}

#[test]
fn a_forged_event_is_refused_and_recorded_and_roles_keep_to_their_own() {
    let Some(pg) = Cluster::start() else { return };
    let mut admin = connect(&pg.admin()).expect("connect");
    assert_eq!(
        migrate::migrate(&mut admin).expect("migrate"),
        [1, 2, 3, 4, 5]
    );
    assert!(migrate::migrate(&mut admin).expect("again").is_empty());
    admin
        .batch_execute(
            "CREATE ROLE table_a LOGIN IN ROLE dealerdesk_table;
             CREATE ROLE table_b LOGIN IN ROLE dealerdesk_table;
             CREATE ROLE reviewer LOGIN IN ROLE dealerdesk_review;",
        )
        .expect("roles");

    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("a.sqlite");
    let mut face = open_table(&path);
    deal(&mut face, 2, false);
    let sync = RoomSync::start(pg.url("table_a"), &path, quick());
    let held = wait_in_sync(&sync, &path);
    drop(sync);
    let last = local_events(&path).pop().expect("events");

    let insert = "INSERT INTO room.events (table_name, seq, hand_id, at, operator_id, role, \
                  action, payload, prev_hash, hash) \
                  VALUES ($1, $2, NULL, '2026-11-25T12:00:00.000Z', 1, 'dealer', $3, '{}', $4, $5)";
    let next = i64::try_from(held + 1).expect("seq");
    let forged_hash = "f".repeat(64);
    let wrong_prev = "e".repeat(64);

    // Straight to the room as the table's own role: a prev_hash that does
    // not link is refused (nothing stored), recorded, and the table flagged.
    let mut a = connect(&pg.url("table_a")).expect("table_a");
    let stored = a
        .execute(insert, &[&"a", &next, &"p1 f", &wrong_prev, &forged_hash])
        .expect("insert");
    assert_eq!(stored, 0);
    // Linked but with a hash that does not recompute: refused too.
    let stored = a
        .execute(insert, &[&"a", &next, &"p1 f", &last.hash, &forged_hash])
        .expect("insert");
    assert_eq!(stored, 0);
    // The same seq again with another hash: refused.
    let stored = a
        .execute(insert, &[&"a", &1i64, &"p1 f", &wrong_prev, &forged_hash])
        .expect("insert");
    assert_eq!(stored, 0);

    let refusals = read::refusals(&mut admin).expect("refusals");
    let reasons: Vec<(u64, &str, &str)> = refusals
        .iter()
        .map(|r| (r.seq, r.reason.as_str(), r.sent_by.as_str()))
        .collect();
    let prev_reason = format!("prev_hash is not the hash the room holds for seq {held}");
    assert_eq!(
        reasons,
        [
            (held + 1, prev_reason.as_str(), "table_a"),
            (
                held + 1,
                "hash does not recompute from the event",
                "table_a"
            ),
            (1, "seq 1 is already held with another hash", "table_a"),
        ]
    );
    let tables = read::tables(&mut admin).expect("tables");
    assert_eq!(tables[0].head_seq, held);
    assert_eq!(tables[0].writer, "table_a");
    assert_eq!(
        tables[0].flags[0].to_string(),
        format!("refused: event refused: {prev_reason}")
    );
    // The table's next sync shows the flag.
    let sync = RoomSync::start(pg.url("table_a"), &path, quick());
    let state = wait_for(&sync, "the flag", SyncState::is_flagged);
    assert!(state.to_string().contains("FLAGGED"));
    drop(sync);

    // Another table's role may not write table a's events...
    let mut b = connect(&pg.url("table_b")).expect("table_b");
    let err = b
        .execute(insert, &[&"a", &next, &"p1 f", &last.hash, &forged_hash])
        .expect_err("table_b writes a");
    assert!(
        err.as_db_error()
            .is_some_and(|d| d.message() == "table a is synced by role table_a, not table_b"),
        "{err}"
    );
    // ... nor change or delete what the room holds.
    let err = a
        .execute("DELETE FROM room.events WHERE table_name = 'a'", &[])
        .expect_err("delete");
    assert!(
        err.as_db_error()
            .is_some_and(|d| d.message().contains("permission denied"))
    );
    let err = admin
        .execute("UPDATE room.events SET action = 'x' WHERE seq = 1", &[])
        .expect_err("update");
    assert!(
        err.as_db_error()
            .is_some_and(|d| d.message() == "the room's copy of a chain is append-only")
    );

    // Review reads everything and writes nothing.
    let mut review = connect(&pg.url("reviewer")).expect("reviewer");
    assert_eq!(
        read::events(&mut review, "a").expect("review reads"),
        local_events(&path)
    );
    let err = review
        .execute(insert, &[&"a", &next, &"p1 f", &last.hash, &forged_hash])
        .expect_err("review writes");
    assert!(
        err.as_db_error()
            .is_some_and(|d| d.message().contains("permission denied"))
    );
    drop(face);
}

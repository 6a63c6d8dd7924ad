//! Catching up across many batches, against a real PostgreSQL server: a
//! table several batches ahead of the room after an outage, the sync
//! stopped part way through and started again, the server stopped part way
//! through and started again; every event arrives once, in order, and the
//! room's chain checks.

mod support;

use std::path::Path;

use dealerdesk_log::EventLog;
use dealerdesk_room::verify::{ChainCheck, check_chain};
use dealerdesk_room::{BATCH, Client, Pusher, RoomSync, SyncState, connect::connect, read};
use support::{Cluster, deal, head, open_table, quick, wait_for, wait_in_sync};

fn local_events(path: &Path) -> Vec<dealerdesk_log::EventRecord> {
    EventLog::open_read_only(path)
        .expect("log")
        .events(None)
        .expect("events")
}

fn room_head(client: &mut Client, table: &str) -> u64 {
    read::tables(client)
        .expect("tables")
        .into_iter()
        .find(|t| t.name == table)
        .map_or(0, |t| t.head_seq)
}

/// Every event once, in seq order and received in that order, no refusal,
/// no flag, the chain intact and the same as the log's.
fn assert_whole(client: &mut Client, table: &str, path: &Path) {
    let local = local_events(path);
    let room = read::events(client, table).expect("events");
    assert_eq!(room.len(), local.len());
    assert_eq!(room, local);
    assert_eq!(
        check_chain(&room, |_| {}),
        ChainCheck::Intact {
            events: local.len() as u64,
            last_hash: local.last().expect("events").hash.clone()
        }
    );
    let row = client
        .query_one(
            "SELECT count(*), count(DISTINCT seq), \
                    count(*) FILTER (WHERE back) \
             FROM (SELECT seq, received_at < lag(received_at) OVER (ORDER BY seq) AS back \
                   FROM room.events WHERE table_name = $1) e",
            &[&table],
        )
        .expect("order");
    let (all, distinct, back): (i64, i64, i64) = (row.get(0), row.get(1), row.get(2));
    assert_eq!(
        (all, distinct, back),
        (local.len() as i64, local.len() as i64, 0)
    );
    assert!(read::refusals(client).expect("refusals").is_empty());
    let t = read::tables(client).expect("tables");
    assert!(t.iter().all(|t| t.flags.is_empty()), "{t:?}");
}

/// Deals until the log is at least `events` past `from`.
fn deal_past(
    face: &mut dealerdesk_desk::table_face::TableFace,
    path: &Path,
    from: u64,
    events: u64,
) {
    while head(path) < from + events {
        deal(face, 20, false);
    }
}

#[test]
fn a_table_batches_ahead_catches_up_across_a_restart_of_the_sync_and_of_the_server() {
    let Some(pg) = Cluster::start() else { return };
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("behind.sqlite");
    let mut face = open_table(&path);
    let sync = RoomSync::start(pg.admin(), &path, quick());
    deal(&mut face, 2, false);
    let start = wait_in_sync(&sync, &path);

    // The room goes away while the table deals on, well over four batches.
    pg.stop_server();
    deal_past(&mut face, &path, start, 4 * BATCH as u64 + 137);
    wait_for(&sync, "the room to be unreachable", |s| {
        matches!(s, SyncState::Unreachable { .. })
    });
    drop(sync);
    pg.start_server();
    let local = head(&path);

    // Two batches, one transaction each, then the sync stops (a restart of
    // the table): the room holds exactly those and says how many are left.
    let mut client = connect(&pg.admin()).expect("connect");
    let log = EventLog::open_read_only(&path).expect("log");
    let mut pusher = Pusher::new("behind");
    let mut sending = connect(&pg.admin()).expect("connect");
    for batch in 1..=2u64 {
        let state = pusher.pass(&mut sending, &log).expect("a batch");
        let held = start + batch * BATCH as u64;
        assert_eq!(
            state,
            SyncState::Behind {
                events: local - held
            }
        );
        assert_eq!(room_head(&mut client, "behind"), held);
    }
    drop((pusher, sending, log));

    // Started again: the rest, from where the room's copy ends.
    let sync = RoomSync::start(pg.admin(), &path, quick());
    wait_in_sync(&sync, &path);
    assert_whole(&mut client, "behind", &path);
    drop(client);

    // Once more, the server stopped while the sync is catching up.
    pg.stop_server();
    let from = head(&path);
    deal_past(&mut face, &path, from, 3 * BATCH as u64);
    pg.start_server();
    let mut client = connect(&pg.admin()).expect("connect");
    let waiting = std::time::Instant::now();
    while room_head(&mut client, "behind") <= from {
        assert!(waiting.elapsed().as_secs() < 30, "{:?}", sync.state());
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    drop(client);
    pg.stop_server();
    pg.start_server();
    let mut client = connect(&pg.admin()).expect("connect");
    wait_in_sync(&sync, &path);
    assert_whole(&mut client, "behind", &path);
    drop(face);
}

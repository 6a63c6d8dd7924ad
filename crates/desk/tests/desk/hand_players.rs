//! Each hand's players are kept in `hand_players`, written with the hand's
//! start and chained as its `log hand players` record: review finds a
//! player's hands in SQL, a forged or deleted player row breaks the chain
//! at that record, and a log recorded before them gets them from its chain
//! when the desk opens it for writing.

use std::path::Path;

use dealerdesk_core::chips::Chips;
use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::desk::{Desk, SeatNo};
use dealerdesk_desk::review::review_log;
use dealerdesk_log::{ChainFault, EventLog, HandPlayer, HandQuery, LogError, Role, SCHEMA_VERSION};
use rusqlite::params;

use crate::fixtures::{
    assert_broken, copy_without_row_extras, drop_triggers, play_hand, raw, temp_log,
};

/// A session of nine hands with players coming and going: Ana, Ben and
/// Cleo are dealt two; Ben leaves and Dev sits down; Cleo sits out for two
/// and comes back, with Ben back in his seat; Ana leaves before the last.
fn session(db: &Path) -> Desk {
    let mut desk = Desk::open(db, HouseRules::preset(Variant::NoLimitHoldem), "main").unwrap();
    let sit = |desk: &mut Desk, seat: u8, name: &str| {
        desk.seat(SeatNo(seat), name, Chips(1_000)).unwrap();
    };
    sit(&mut desk, 1, "Ana");
    sit(&mut desk, 2, "Ben");
    sit(&mut desk, 3, "Cleo");
    play_hand(&mut desk); // 1
    play_hand(&mut desk); // 2
    desk.leave(SeatNo(2)).unwrap();
    sit(&mut desk, 4, "Dev");
    play_hand(&mut desk); // 3
    play_hand(&mut desk); // 4
    desk.sit_out(SeatNo(3)).unwrap();
    play_hand(&mut desk); // 5
    play_hand(&mut desk); // 6
    desk.sit_in(SeatNo(3)).unwrap();
    // Back with more than he left with, as the house's rathole rule asks.
    desk.seat(SeatNo(2), "Ben", Chips(2_000)).unwrap();
    play_hand(&mut desk); // 7
    play_hand(&mut desk); // 8
    desk.leave(SeatNo(1)).unwrap();
    play_hand(&mut desk); // 9
    desk
}

/// The hand numbers `player` was dealt into, oldest first, by the log's query.
fn hands_of(log: &EventLog, player: &str) -> Vec<u64> {
    let query = HandQuery {
        player: Some(player.to_owned()),
        oldest_first: true,
        ..HandQuery::default()
    };
    let hands: Vec<u64> = log
        .hand_page(&query)
        .unwrap()
        .iter()
        .map(|h| h.hand_no)
        .collect();
    assert_eq!(log.hand_count(&query).unwrap(), hands.len() as u64);
    hands
}

/// The same from the whole log folded: the names each hand was dealt to.
fn folded_hands_of(log: &EventLog, player: &str) -> Vec<u64> {
    review_log(log, HouseRules::preset(Variant::NoLimitHoldem))
        .unwrap()
        .iter()
        .filter(|r| r.names.iter().any(|n| n == player))
        .map(|r| r.hand_no)
        .collect()
}

/// Every player's hands, by the query: (name, hand numbers).
fn everyone(log: &EventLog) -> Vec<(&'static str, Vec<u64>)> {
    ["Ana", "Ben", "Cleo", "Dev"]
        .into_iter()
        .map(|p| (p, hands_of(log, p)))
        .collect()
}

#[test]
fn a_players_hands_are_exactly_those_they_were_dealt_into() {
    let (_dir, db) = temp_log();
    let desk = session(&db);
    let log = desk.log();
    // Under the dead button, a player seated (or back) between the big
    // blind and the button waits until it has passed: Dev from hand 4,
    // Cleo and Ben, back before hand 7, from hand 8.
    assert_eq!(hands_of(log, "Ana"), [1, 2, 3, 4, 5, 6, 7, 8]);
    assert_eq!(hands_of(log, "Ben"), [1, 2, 8, 9]);
    assert_eq!(hands_of(log, "Cleo"), [1, 2, 3, 4, 8, 9]);
    assert_eq!(hands_of(log, "Dev"), [4, 5, 6, 7, 8, 9]);
    assert!(hands_of(log, "Eve").is_empty());
    assert!(hands_of(log, "ana").is_empty(), "names match exactly");
    for (p, hands) in everyone(log) {
        assert_eq!(hands, folded_hands_of(log, p), "{p}");
    }
    // With the other filters, and newest first a page at a time.
    let query = HandQuery {
        player: Some("Dev".into()),
        limit: 2,
        ..HandQuery::default()
    };
    let page: Vec<u64> = log
        .hand_page(&query)
        .unwrap()
        .iter()
        .map(|h| h.hand_no)
        .collect();
    assert_eq!(page, [9, 8]);
    let older = log
        .hand_page(&HandQuery {
            before: Some(log.hand_page(&query).unwrap()[1].id),
            ..query.clone()
        })
        .unwrap();
    assert_eq!(older.iter().map(|h| h.hand_no).collect::<Vec<_>>(), [7, 6]);
    assert_eq!(log.hand_count(&query).unwrap(), 6);
    let hand = HandQuery {
        player: Some("Ben".into()),
        hand_no: Some(4),
        ..HandQuery::default()
    };
    assert_eq!(log.hand_count(&hand).unwrap(), 0);
    // Seats as they sat: Ben in seat 2 both times.
    let seven = log
        .hand_page(&HandQuery {
            hand_no: Some(8),
            ..HandQuery::default()
        })
        .unwrap()
        .pop()
        .unwrap();
    let players = log.hand_players(seven.id).unwrap();
    let named = |seat: u32, name: &str| HandPlayer {
        seat,
        name: name.into(),
    };
    assert_eq!(
        players,
        [
            named(1, "Ana"),
            named(2, "Ben"),
            named(3, "Cleo"),
            named(4, "Dev")
        ]
    );
    log.verify(|_, _| {}).unwrap();
}

/// The seq of the players record of hand `id`.
fn players_record(db: &Path, id: i64) -> u64 {
    EventLog::open_read_only(db)
        .unwrap()
        .events(None)
        .unwrap()
        .into_iter()
        .find(|e| e.action == "log hand players" && e.payload["id"] == id)
        .map(|e| e.seq.0)
        .unwrap()
}

/// The fault is about the players of hand `id`.
fn about(reason: &ChainFault, id: i64) -> bool {
    matches!(reason, ChainFault::RowRecord { table: "hand_players", id: Some(i), .. } if *i == id)
}

/// The id of hand number `no`.
fn hand_id(db: &Path, no: u64) -> i64 {
    EventLog::open_read_only(db)
        .unwrap()
        .hand_page(&HandQuery {
            hand_no: Some(no),
            ..HandQuery::default()
        })
        .unwrap()
        .pop()
        .unwrap()
        .id
        .0
}

#[test]
fn a_renamed_player_is_caught_at_the_hands_players_record() {
    let (_dir, db) = temp_log();
    drop(session(&db));
    let four = hand_id(&db, 4);
    let at = players_record(&db, four);
    let conn = raw(&db);
    drop_triggers(&conn);
    // Ben was never in hand 4; the insider puts him there in Ana's place.
    conn.execute(
        "UPDATE hand_players SET name = 'Ben' WHERE hand_id = ?1 AND seat = 1",
        [four],
    )
    .unwrap();
    drop(conn);
    assert_broken(&db, at, |r| about(r, four));
}

#[test]
fn a_deleted_player_row_is_caught_at_the_hands_players_record() {
    let (_dir, db) = temp_log();
    drop(session(&db));
    let eight = hand_id(&db, 8);
    let at = players_record(&db, eight);
    let conn = raw(&db);
    drop_triggers(&conn);
    conn.execute(
        "DELETE FROM hand_players WHERE hand_id = ?1 AND name = 'Dev'",
        [eight],
    )
    .unwrap();
    drop(conn);
    assert_broken(&db, at, |r| about(r, eight));
}

#[test]
fn a_player_row_no_record_vouches_for_is_caught() {
    let (_dir, db) = temp_log();
    drop(session(&db));
    let head = EventLog::open_read_only(&db).unwrap().head().unwrap().0.0;
    // A hand dealt to nobody recorded: its row has no record at all.
    let mut log = EventLog::open(&db).unwrap();
    let session = log.sessions().unwrap()[0].id;
    let dealer = log.operators().unwrap()[0].id;
    let bare = log.begin_hand(session, 99, dealer).unwrap();
    let head = head + 1;
    drop(log);
    let conn = raw(&db);
    drop_triggers(&conn);
    conn.execute(
        "INSERT INTO hand_players(hand_id, seat, name) VALUES (?1, 5, 'Mallory')",
        params![bare.0],
    )
    .unwrap();
    drop(conn);
    assert_broken(&db, head + 1, |r| about(r, bare.0));
}

#[test]
fn a_player_row_deleted_before_the_last_mark_is_caught_at_open() {
    let (_dir, db) = temp_log();
    drop(crate::resume::long_log(&db, 200));
    drop(EventLog::open(&db).unwrap());
    let first = hand_id(&db, 3);
    let conn = raw(&db);
    drop_triggers(&conn);
    conn.execute(
        "DELETE FROM hand_players WHERE hand_id = ?1 AND seat = \
         (SELECT MIN(seat) FROM hand_players WHERE hand_id = ?1)",
        [first],
    )
    .unwrap();
    drop(conn);
    // Opening checks from the last mark: the rows it counted are one short.
    match EventLog::open(&db) {
        Err(LogError::BrokenChain {
            reason: ChainFault::RowRecord { table, .. },
            ..
        }) => assert_eq!(table, "hand_players"),
        other => panic!("expected a broken chain, got {other:?}"),
    }
    // The whole check names the hand's record.
    match EventLog::open_read_only(&db).unwrap().verify(|_, _| {}) {
        Err(LogError::BrokenChain { seq, reason }) => {
            assert_eq!(seq.0, players_record(&db, first));
            assert!(about(&reason, first), "{reason:?}");
        }
        other => panic!("expected a broken chain, got {other:?}"),
    }
}

#[test]
fn players_are_refused_without_a_name_or_two_to_a_seat() {
    let (_dir, db) = temp_log();
    let mut log = EventLog::open(&db).unwrap();
    let dealer = log.add_operator("Dana", Role::Dealer, None).unwrap();
    let session = log.begin_session("t", "r", "text", dealer).unwrap();
    let head = log.head().unwrap();
    let nameless = [HandPlayer {
        seat: 1,
        name: " ".into(),
    }];
    assert!(matches!(
        log.begin_hand_with(session, 1, dealer, &nameless),
        Err(LogError::InvalidArgument(_))
    ));
    let twice = [
        HandPlayer {
            seat: 1,
            name: "Ana".into(),
        },
        HandPlayer {
            seat: 1,
            name: "Ben".into(),
        },
    ];
    assert!(matches!(
        log.begin_hand_with(session, 1, dealer, &twice),
        Err(LogError::InvalidArgument(_))
    ));
    // A refused hand leaves nothing behind, its row included.
    assert_eq!(log.head().unwrap(), head);
    assert_eq!(log.hand_count(&HandQuery::default()).unwrap(), 0);
    log.begin_hand_with(session, 1, dealer, &twice[..1])
        .unwrap();
    log.verify(|_, _| {}).unwrap();
}

/// The log at `db` as a log of schema version 2 wrote it, at `old`: every
/// entry but the players records, then the table and version of 3 taken
/// off. (Snapshots are left out too: the copy's entries carry the times
/// they were copied, which a snapshot's record of who left when would not.)
fn as_version_2(db: &Path, old: &Path) {
    copy_without_row_extras(db, old);
    let guard = meta_guard(old);
    raw(old)
        .execute_batch(&format!(
            "DROP TABLE hand_players;
             DROP TRIGGER meta_guard_update;
             UPDATE meta SET value = '2' WHERE key = 'schema_version';
             {guard};
             {ADVANCE_HEAD}"
        ))
        .unwrap();
}

/// The `meta` guard's SQL as the log at `db` holds it (versions 2 to 4
/// have the same).
fn meta_guard(db: &Path) -> String {
    raw(db)
        .query_row(
            "SELECT sql FROM sqlite_schema WHERE name = 'meta_guard_update'",
            [],
            |r| r.get(0),
        )
        .unwrap()
}

/// The trigger of schema versions 2 and 3 that moved the head on every
/// insert.
const ADVANCE_HEAD: &str = "CREATE TRIGGER events_advance_head AFTER INSERT ON events
BEGIN
    UPDATE meta SET value = CAST(NEW.seq AS TEXT) WHERE key = 'head_seq';
    UPDATE meta SET value = NEW.hash WHERE key = 'head_hash';
END;";

/// The log at `db` as schema version 3 wrote it, in place: the head moved
/// by a trigger on every insert.
fn as_version_3(db: &Path) {
    let guard = meta_guard(db);
    raw(db)
        .execute_batch(&format!(
            "DROP TRIGGER meta_guard_update;
             UPDATE meta SET value = '3' WHERE key = 'schema_version';
             {guard};
             {ADVANCE_HEAD}"
        ))
        .unwrap();
}

fn has_trigger(db: &Path, name: &str) -> bool {
    raw(db)
        .query_row(
            "SELECT count(*) FROM sqlite_schema WHERE type = 'trigger' AND name = ?1",
            [name],
            |r| r.get::<_, i64>(0),
        )
        .unwrap()
        == 1
}

fn schema_version(db: &Path) -> String {
    raw(db)
        .query_row(
            "SELECT value FROM meta WHERE key = 'schema_version'",
            [],
            |r| r.get(0),
        )
        .unwrap()
}

#[test]
fn a_log_of_version_2_is_read_as_it_is_and_gets_its_players_from_the_chain() {
    let (_dir, db) = temp_log();
    let desk = session(&db);
    let expected = everyone(desk.log());
    drop(desk);
    let (_dir2, old) = temp_log();
    as_version_2(&db, &old);
    assert_eq!(schema_version(&old), "2");

    // Read as it is: it verifies and pages, but cannot be asked for a player.
    let reader = EventLog::open_read_only(&old).unwrap();
    reader.verify(|_, _| {}).unwrap();
    assert_eq!(reader.hand_count(&HandQuery::default()).unwrap(), 9);
    let ana = HandQuery {
        player: Some("Ana".into()),
        ..HandQuery::default()
    };
    assert!(matches!(
        reader.hand_page(&ana),
        Err(LogError::NoHandPlayers { version: 2, .. })
    ));
    let first = reader
        .hand_page(&HandQuery::default())
        .unwrap()
        .pop()
        .unwrap();
    assert!(reader.hand_players(first.id).unwrap().is_empty());
    drop(reader);

    // The desk opens it for writing: upgraded, each hand's players read
    // from the chain and chained, and it deals on.
    let mut desk = Desk::open(&old, HouseRules::preset(Variant::NoLimitHoldem), "main").unwrap();
    assert_eq!(schema_version(&old), SCHEMA_VERSION.to_string());
    assert!(!has_trigger(&old, "events_advance_head"));
    assert_eq!(everyone(desk.log()), expected);
    play_hand(&mut desk);
    assert_eq!(hands_of(desk.log(), "Dev"), [4, 5, 6, 7, 8, 9, 10]);
    drop(desk);
    let upgraded = EventLog::open_read_only(&old).unwrap();
    upgraded.verify(|_, _| {}).unwrap();
    let first = hand_id(&old, 1);
    assert_eq!(
        upgraded
            .hand_players(dealerdesk_log::HandId(first))
            .unwrap()
            .len(),
        3
    );
    // Opened again, nothing more to do: the same rows.
    drop(EventLog::open(&old).unwrap());
    assert_eq!(everyone(&EventLog::open_read_only(&old).unwrap()), {
        let mut e = expected.clone();
        for (p, hands) in &mut e {
            if *p != "Ana" {
                hands.push(10);
            }
        }
        e
    });
}

#[test]
fn a_log_of_version_3_verifies_as_it_is_and_moves_its_head_per_transaction_once_opened() {
    let (_dir, db) = temp_log();
    let desk = session(&db);
    let expected = everyone(desk.log());
    drop(desk);
    as_version_3(&db);
    assert_eq!(schema_version(&db), "3");
    let reader = EventLog::open_read_only(&db).unwrap();
    let before = reader.verify(|_, _| {}).unwrap();
    drop(reader);

    // Opened for writing: the per-insert trigger goes, the players stay.
    let mut desk = Desk::open(&db, HouseRules::preset(Variant::NoLimitHoldem), "main").unwrap();
    assert_eq!(schema_version(&db), SCHEMA_VERSION.to_string());
    assert!(!has_trigger(&db, "events_advance_head"));
    assert!(has_trigger(&db, "meta_guard_update"));
    assert_eq!(everyone(desk.log()), expected);
    play_hand(&mut desk);
    let head = desk.log().head().unwrap();
    drop(desk);
    let after = EventLog::open_read_only(&db)
        .unwrap()
        .verify(|_, _| {})
        .unwrap();
    assert!(after.events > before.events);
    assert_eq!(after.events, head.0.0);
    let (seq, hash): (String, String) = raw(&db)
        .query_row(
            "SELECT (SELECT value FROM meta WHERE key = 'head_seq'), \
                    (SELECT value FROM meta WHERE key = 'head_hash')",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(seq, after.events.to_string());
    assert_eq!(hash, after.last_hash);
}

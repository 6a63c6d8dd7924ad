//! The console with a room (a throwaway PostgreSQL cluster): the room bar,
//! the Room screen opening another table's hands in review, and the
//! blocking screen when the room flags a replaced log, and the floor
//! clearing the flag there by keyboard.

use std::time::{Duration, Instant};

use dealerdesk::room::{RoomSync, SyncState};
use dealerdesk::ui::{Console, ConsoleOptions, Screen};
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use super::{click, fill, harness, settle, shows, type_line};

#[path = "../../crates/room/tests/support/mod.rs"]
pub(super) mod support;

/// Frames until the room sync's state satisfies `want` (30 s at most).
fn wait_room(h: &mut Harness<'static, Console>, what: &str, want: impl Fn(&SyncState) -> bool) {
    let start = Instant::now();
    loop {
        h.step();
        let state = h.state().room_state().expect("a room");
        if want(&state) {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "{what}: {state:?}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    h.run();
}

#[test]
fn the_room_bar_the_room_screen_and_a_flagged_table_blocking_the_console() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let east = dir.path().join("first").join("east.sqlite");
    let replaced = dir.path().join("other").join("east.sqlite");
    let west = dir.path().join("west.sqlite");
    for (path, hands) in [(&east, 1), (&replaced, 2), (&west, 2)] {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        let mut face = support::open_table(path);
        support::deal(&mut face, hands, false);
    }
    let sync = RoomSync::start(pg.admin(), &west, support::quick());
    support::wait_in_sync(&sync, &west);
    drop(sync);

    let mut console = Console::new(ConsoleOptions {
        db: east.clone(),
        rules: None,
    });
    console.connect_room(pg.admin());
    let mut h = harness(console);
    wait_room(&mut h, "in sync", |s| matches!(s, SyncState::InSync { .. }));
    assert!(shows(&h, "in sync"));
    assert!(shows(&h, "the room holds every event, to"));

    // The Room screen lists both tables; west's hands open in review.
    h.get_by_label("Room (F6)").click();
    settle(&mut h);
    assert_eq!(h.state().screen(), Screen::Room);
    assert!(shows(&h, "west"));
    assert!(shows(&h, "1 Ana 200, 2 Ben 200"));
    let hands = h.query_all_by_label("Hands").count();
    assert_eq!(hands, 2);
    // Tables are listed by name: east, then west.
    h.query_all_by_label("Hands").nth(1).unwrap().click();
    settle(&mut h);
    assert_eq!(h.state().screen(), Screen::Review);
    assert!(shows(&h, "Hands (2)"), "west's two hands from the room");
    drop(h);

    // The same table's name over another log: the room flags it and the
    // console stops there; nothing typed reaches the log.
    let mut console = Console::new(ConsoleOptions {
        db: replaced.clone(),
        rules: None,
    });
    console.connect_room(pg.admin());
    let mut h = harness(console);
    wait_room(&mut h, "the flag", SyncState::is_flagged);
    assert_eq!(h.state().screen(), Screen::RoomFlagged);
    assert!(shows(&h, "The room flagged this table"));
    assert!(shows(
        &h,
        "The log's first event is not the one the room holds: another log file."
    ));
    let head = support::head(&replaced);
    type_line(&mut h, "n");
    assert_eq!(h.state().screen(), Screen::RoomFlagged);
    assert_eq!(support::head(&replaced), head);
}

#[test]
fn a_new_log_chosen_on_the_broken_log_screen_is_the_one_the_room_gets() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("north.sqlite");
    std::fs::write(&broken, b"not a database at all").unwrap();
    let mut console = Console::new(ConsoleOptions {
        db: broken.clone(),
        rules: None,
    });
    console.connect_room(pg.admin());
    let mut h = harness(console);
    assert_eq!(h.state().screen(), Screen::Broken);
    click(&mut h, "Start a new log");
    let fresh = dir.path().join("north-new.sqlite");
    assert_eq!(h.state().db(), fresh);

    // A table dealt into the new file reaches the room, every event of it.
    let mut face = support::open_table(&fresh);
    support::deal(&mut face, 1, false);
    drop(face);
    let want = support::head(&fresh);
    wait_room(&mut h, "the new log in the room", |s| {
        *s == SyncState::InSync { seq: want }
    });
}

#[test]
fn the_floor_clears_the_rooms_flag_by_keyboard_and_the_table_deals_on() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let first = dir.path().join("first").join("south.sqlite");
    let replaced = dir.path().join("other").join("south.sqlite");
    for (path, hands) in [(&first, 1), (&replaced, 2)] {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        let mut face = support::open_table(path);
        support::say(&mut face, "addfloor Flo 246800");
        support::deal(&mut face, hands, false);
    }
    let sync = RoomSync::start(pg.admin(), &first, support::quick());
    support::wait_in_sync(&sync, &first);
    drop(sync);

    let mut console = Console::new(ConsoleOptions {
        db: replaced.clone(),
        rules: None,
    });
    console.connect_room(pg.admin());
    let mut h = harness(console);
    wait_room(&mut h, "the flag", SyncState::is_flagged);
    assert_eq!(h.state().screen(), Screen::RoomFlagged);
    assert!(shows(&h, "The floor clears the flag"));
    let mut room = dealerdesk::room::connect::connect(&pg.admin()).unwrap();
    let head = support::head(&replaced);

    // The keyboard starts in the PIN field; Tab to the reason, Enter clears.
    // A wrong PIN: refused, on the log's record, nothing in the room.
    h.event(egui::Event::Text("111111".into()));
    h.run();
    h.key_press(egui::Key::Tab);
    h.run();
    h.event(egui::Event::Text(
        "new file after the old disk failed".into(),
    ));
    h.run();
    h.key_press(egui::Key::Enter);
    settle(&mut h);
    assert!(shows(&h, "Wrong floor PIN"));
    assert_eq!(h.state().screen(), Screen::RoomFlagged);
    assert_eq!(
        support::head(&replaced),
        head + 1,
        "the wrong PIN is on record"
    );
    assert!(
        dealerdesk::room::read::clearances(&mut room, "south")
            .unwrap()
            .is_empty()
    );

    // The right PIN; the reason is still there.
    fill(&mut h, "PIN", "246800");
    h.get_by_label("Reason").focus();
    h.run();
    h.key_press(egui::Key::Enter);
    settle(&mut h);
    let clearances = dealerdesk::room::read::clearances(&mut room, "south").unwrap();
    assert_eq!(clearances.len(), 1);
    assert_eq!(clearances[0].floor, "Flo");
    assert_eq!(clearances[0].reason, "new file after the old disk failed");
    let ruling = dealerdesk::log::EventLog::open_read_only(&replaced)
        .unwrap()
        .event_at(dealerdesk::log::Seq(clearances[0].log_seq))
        .unwrap()
        .unwrap();
    assert!(ruling.action.starts_with("floor clear room flags "));
    assert_eq!(ruling.hash, clearances[0].log_hash);

    // The room takes the log as the table's new epoch; the table deals on.
    let want = support::head(&replaced);
    wait_room(&mut h, "the new epoch in the room", |s| {
        *s == SyncState::InSync { seq: want }
    });
    assert_eq!(h.state().screen(), Screen::Table);
    type_line(&mut h, "n");
    assert!(support::head(&replaced) > want, "a hand is dealt");
}

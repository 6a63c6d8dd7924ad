//! Log fixtures for the desk's tests: a temporary log, raw SQLite access,
//! a log as an older Dealer Desk wrote it, and a hand played to its end.

pub use dealerdesk_testkit::{
    assert_broken, drop_triggers, phh_files, raw, temp_log, with_triggers_dropped,
};
use std::path::Path;

use dealerdesk_log::{EventLog, NewEvent, Role};

/// Copies the log at `src` into the new log at `dst` entry by entry, as a
/// Dealer Desk without snapshots, players records or verified marks wrote
/// it: those are left out, and every copied entry carries the time it was
/// copied.
pub fn copy_without_row_extras(src: &Path, dst: &Path) {
    let src = EventLog::open_read_only(src).unwrap();
    let hands = src.hands(&dealerdesk_log::HandFilter::all()).unwrap();
    let mut dst = EventLog::open(dst).unwrap();
    for e in src.events(None).unwrap() {
        match e.action.as_str() {
            "log hand players" | "log verified" | "desk snapshot" => {}
            "log operator" => {
                let name = e.payload["name"].as_str().unwrap();
                dst.add_operator(name, Role::Dealer, None).unwrap();
            }
            "log session" => {
                let name = e.payload["table_name"].as_str().unwrap();
                dst.begin_session(name, "rules", "text", e.operator)
                    .unwrap();
            }
            "log hand" => {
                let session = dst.sessions().unwrap()[0].id;
                let no = e.payload["hand_no"].as_u64().unwrap();
                dst.begin_hand(session, no, e.operator).unwrap();
            }
            "log hand end" => {
                let id = e.payload["id"].as_i64().unwrap();
                let h = hands.iter().find(|h| h.id.0 == id).unwrap();
                dst.end_hand(h.id, h.summary.clone().unwrap(), e.operator)
                    .unwrap();
            }
            _ => {
                dst.append(NewEvent {
                    hand: e.hand,
                    operator: e.operator,
                    action: e.action,
                    payload: e.payload,
                })
                .unwrap();
            }
        }
    }
}

/// Enters one line of the command language at the desk's hand in play.
pub fn step(desk: &mut dealerdesk_desk::desk::Desk, line: &str) {
    use dealerdesk_desk::command::{Command, parse_command};
    match parse_command(line, desk).unwrap() {
        command @ (Command::Act(_) | Command::DealUnseen) => {
            desk.carry_out(&command).unwrap();
        }
        other => panic!("{line}: {other:?}"),
    }
}

/// Deals a hand in which everyone folds to the last player.
pub fn play_hand(desk: &mut dealerdesk_desk::desk::Desk) {
    desk.start_hand().unwrap();
    step(desk, "u");
    while desk.hand().is_some() {
        step(desk, "f");
    }
}

//! `dealerdesk table --room` takes its floor staff from the room, and `room
//! verify` finds a table log whose room staff list the room never wrote,
//! against a real PostgreSQL server.
#![allow(clippy::unwrap_used)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::Value;

#[path = "../crates/room/tests/support/mod.rs"]
mod support;

/// `dealerdesk ARGS…` with `stdin`: the exit code, standard output and
/// standard error.
fn dealerdesk(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(args)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// `table --db DB --room URL` on `script`: the exit code and the answers.
fn table(db: &Path, url: &str, script: &str) -> (i32, Vec<Value>) {
    let db = db.to_str().unwrap();
    let (code, out, err) = dealerdesk(&["table", "--db", db, "--room", url], script);
    let answers = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}\n{err}")))
        .collect();
    (code, answers)
}

#[test]
fn a_room_table_takes_only_the_rooms_floor_staff_and_room_verify_finds_a_made_up_list() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let admin = pg.admin();
    let mut sql = dealerdesk::room::connect::connect(&admin).unwrap();
    dealerdesk::room::migrate::migrate(&mut sql).unwrap();
    sql.batch_execute(
        "CREATE ROLE house LOGIN IN ROLE dealerdesk_owner;
         CREATE ROLE table_a LOGIN IN ROLE dealerdesk_table;",
    )
    .unwrap();
    let house = pg.url("house");
    for name in ["Flo", "Ann"] {
        let (code, out, err) = dealerdesk(&["room", "staff", "add", name, &house], "");
        assert_eq!(code, 0, "{out}{err}");
    }
    let dir = tempfile::tempdir().unwrap();
    let east = dir.path().join("east.sqlite");
    let script = "sit 1 Ana 200\nsit 2 Ben 200\nbutton 1\naddfloor Mal 246813\n\
                  addfloor Flo 246800\naddfloor Ann 135792 Flo 246800\n";
    let (code, answers) = table(&east, &pg.url("table_a"), script);
    assert_eq!(code, 1, "Mal refused: {answers:#?}");
    assert_eq!(
        answers[3]["refused"]["message"],
        "Mal is not on the room’s floor staff (as of room change 2): this table takes its \
         floor staff from the room."
    );
    assert_eq!(answers[4]["ok"], true, "{}", answers[4]);
    assert_eq!(answers[5]["ok"], true, "{}", answers[5]);
    assert_eq!(
        answers[5]["state"]["room_staff"]["said"],
        "Floor staff from the room as of change 2: Ann, Flo"
    );
    // A second table's log with a list the room never wrote.
    let west = dir.path().join("west.sqlite");
    let rules = dealerdesk::rules::HouseRules::preset(dealerdesk::rules::Variant::NoLimitHoldem);
    let mut desk = dealerdesk::desk::Desk::open(&west, rules, "west").unwrap();
    desk.record_room_staff(dealerdesk::desk::RoomStaff {
        seq: 2,
        hash: "5".repeat(64),
        names: vec!["Flo".into(), "Mal".into()],
        removed: Vec::new(),
    })
    .unwrap();
    drop(desk);
    let (code, answers) = table(&west, &admin, "");
    assert_eq!(code, 0, "{answers:?}");
    let (code, out, err) = dealerdesk(&["room", "verify", &admin], "");
    assert_eq!(code, 1, "{out}{err}");
    let found: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("records the room’s floor staff"))
        .collect();
    assert_eq!(found.len(), 1, "{out}");
    assert!(
        found[0].starts_with("west: log event ")
            && found[0].ends_with(&format!(
                "records the room’s floor staff as of change 2 with hash {}, not the room’s \
                 hash of that change",
                "5".repeat(64)
            )),
        "{out}"
    );
}

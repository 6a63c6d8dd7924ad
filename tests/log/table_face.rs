//! The scripted table face, `dealerdesk table`: a shift of hands typed one
//! line at a time, one JSON answer per line, refusals that change nothing,
//! and the floor's rulings behind its PIN.

use std::process::Command;

use serde_json::Value;

use crate::common::{answers, table_command, temp_log};

/// Runs `dealerdesk table` on `db` with `script` on standard input: the exit
/// status and one JSON value per line.
fn table(db: &std::path::Path, script: &str) -> (i32, Vec<Value>) {
    table_with(db, None, script)
}

/// The same under a house file.
fn table_with(
    db: &std::path::Path,
    rules: Option<&std::path::Path>,
    script: &str,
) -> (i32, Vec<Value>) {
    let mut command = table_command();
    command.arg("--db").arg(db);
    if let Some(rules) = rules {
        command.arg("--rules").arg(rules);
    }
    answers(&mut command, script)
}

/// Seat number → (stack, status) from an answer's state.
fn seats(answer: &Value) -> Vec<(u64, u64, String)> {
    answer["state"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["seat"].as_u64().unwrap(),
                s["stack"].as_u64().unwrap(),
                s["status"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

fn events(db: &std::path::Path) -> usize {
    dealerdesk::log::EventLog::open_read_only(db)
        .unwrap()
        .events(None)
        .unwrap()
        .len()
}

#[test]
fn a_shift_with_a_bust_a_rebuy_a_leave_and_a_newcomer() {
    let (_dir, db) = temp_log();
    let script = "\
sit 1 Ana 100
sit 2 Ben 100
sit 3 Cleo 100
sit 4 Dev 100
n
u
a
f
f
c
s Ah Ad
s Kh Kd
b
2c 3d 4h
b
9s
b
Tc
rebuy 3 100
leave 1
sit 5 Eve 150
n
u
f
f
f
";
    let (code, answers) = table(&db, script);
    assert_eq!(code, 0, "{answers:#?}");
    assert!(answers.iter().all(|a| a["ok"] == true));
    // Hand 1: Dev's aces beat Cleo's kings all in; Ben's small blind is dead.
    let end1 = &answers[17];
    assert_eq!(end1["recorded"][1], "desk end");
    assert_eq!(
        seats(end1),
        [
            (1, 100, "seated".into()),
            (2, 99, "seated".into()),
            (3, 0, "busted".into()),
            (4, 201, "seated".into())
        ]
    );
    // Cleo rebuys, Ana leaves with her 100, Eve sits down with 150.
    assert_eq!(answers[18]["recorded"][0], "desk add 3 100");
    assert_eq!(answers[19]["recorded"][0], "desk leave 1");
    // Hand 2: the button moves on; everyone folds to the big blind.
    let start2 = &answers[21];
    assert_eq!(start2["state"]["button"], 2);
    let end2 = answers.last().unwrap();
    assert_eq!(
        seats(end2),
        [
            (2, 99, "seated".into()),
            (3, 99, "seated".into()),
            (4, 202, "seated".into()),
            (5, 150, "seated".into())
        ]
    );
    // Chips conserved: 400 bought in, 100 rebought, 150 brought, 100 left.
    let total: u64 = seats(end2).iter().map(|s| s.1).sum();
    assert_eq!(total, 400 + 100 + 150 - 100);
    let report = dealerdesk::log::EventLog::open_read_only(&db)
        .unwrap()
        .verify(|_, _| {})
        .unwrap();
    assert!(report.events as usize >= answers.len());
}

#[test]
fn refused_lines_change_nothing_and_the_exit_status_says_so() {
    let (_dir, db) = temp_log();
    let (code, answers) = table(&db, "sit 1 Ana 100\nsit 2 Ben 100\nn\n");
    assert_eq!(code, 0);
    let before = events(&db);
    let state = answers.last().unwrap()["state"].clone();
    for (line, says) in [
        ("rebuy 1 50", "between hands"),
        ("sit 2 Cleo 100", "taken by Ben"),
        ("sit 3 Cleo 0", "not with 0"),
        ("kill p2", "needs the floor"),
        ("r 1", "not a card"),
        (
            "floor Nobody 123456 \"why\" kill p1",
            "No floor person is called",
        ),
    ] {
        let (code, answers) = table(&db, &format!("{line}\n"));
        assert_eq!(code, 1, "{line}");
        let refused = &answers[0]["refused"];
        assert!(
            refused["message"].as_str().unwrap().contains(says),
            "{line}: {refused}"
        );
        assert_eq!(refused["legal"][0], "d dh p1 (2)", "{line}");
        assert_eq!(events(&db), before, "{line} wrote to the log");
    }
    // The table is where it was.
    let (_, answers) = table(&db, "u\n");
    assert_eq!(answers[0]["ok"], true);
    assert_eq!(state["hand"], 1);
}

#[test]
fn every_floor_ruling_typed_without_the_floor_is_refused_and_changes_nothing() {
    let (_dir, db) = temp_log();
    let (code, answers) = table(
        &db,
        "addfloor Morgan 246800
sit 1 Ana 100
sit 2 Ben 100
sit 3 Cy 100
n
u
",
    );
    assert_eq!(code, 0, "{answers:?}");
    let state = answers.last().unwrap()["state"].clone();
    let head = anchor(&db);
    for (line, says) in [
        ("kill p2", "killing a hand is a floor ruling"),
        ("d kill p2", "killing a hand is a floor ruling"),
        ("d award p1", "awarding a pot by ruling is the floor’s"),
        ("fouled", "a fouled deck voids the hand"),
        (
            "misdeal",
            "once the deal is complete, a misdeal is the floor’s",
        ),
        ("void", "'void' is the floor's"),
        ("correct p1 cc", "'correct' is the floor's"),
        // The floor's own words without the floor's PIN.
        ("floor Morgan 000000 \"why\" kill p2", "Wrong floor PIN"),
    ] {
        let (code, answers) = table(&db, &format!("{line}\n"));
        assert_eq!(code, 1, "{line}");
        let refused = &answers[0]["refused"];
        assert!(
            refused["message"].as_str().unwrap().contains(says),
            "{line}: {refused}"
        );
        // Nothing but a wrong PIN is recorded, and that only as a refusal.
        let (_, now) = table(&db, "u\n");
        assert_eq!(now[0]["ok"], false, "{line}: the hole cards are dealt");
        assert_eq!(
            state["seats"], now[0]["state"]["seats"],
            "{line} changed the table"
        );
        if !line.starts_with("floor") {
            assert_eq!(anchor(&db), head, "{line} wrote to the log");
        }
    }
}

#[test]
fn a_mistyped_show_is_re_decided_by_the_floor_until_the_next_hand_starts() {
    let (_dir, db) = temp_log();
    // Heads-up to the river; Ana (the button, p2) shows aces, keyed as eights.
    let (code, answers) = table(
        &db,
        "addfloor Morgan 246800\nsit 1 Ana 100\nsit 2 Ben 100\nbutton 1\nn\nu\nc\nc\n\
         5c\n2c 7d 9s\nc\nc\n6c\n3h\nc\nc\n6d\n4s\nc\nc\ns Kh Kd\ns 8h 8d\n",
    );
    assert_eq!(code, 0, "{answers:?}");
    let ended = answers.last().unwrap();
    assert_eq!(ended["state"]["next"], "between hands");
    assert_eq!(
        stacks(ended),
        [(1, "Ana".into(), 98), (2, "Ben".into(), 102)]
    );
    // A dealer cannot re-decide it; the floor can, with a reason.
    let (code, _) = table(&db, "correct p2 sm AhAd\n");
    assert_eq!(code, 1);
    let (code, answers) = table(
        &db,
        "floor Morgan 246800 \"Ana showed aces, keyed as eights\" correct p2 sm AhAd\n",
    );
    assert_eq!(code, 0, "{answers:?}");
    assert_eq!(
        answers[0]["recorded"][0],
        "floor correct hand 1: p2 sm 8h8d to p2 sm AhAd"
    );
    // Reopened from the log (each run folds it again): the pot went to Ana.
    let (_, answers) = table(&db, "out 2\n");
    assert_eq!(
        stacks(&answers[0]),
        [(1, "Ana".into(), 102), (2, "Ben".into(), 98)]
    );
    let (code, out) = log_command("verify", &db, &[]);
    assert_eq!(code, 0, "{out}");
    // Review and the exports tell the hand as the floor re-decided it.
    let (code, phh) = log_command("export", &db, &["--format", "phh"]);
    assert_eq!(code, 0, "{phh}");
    assert!(phh.contains("p2 sm AhAd") && !phh.contains("8h8d"), "{phh}");
    let (_, stars) = log_command("export", &db, &["--format", "pokerstars"]);
    assert!(stars.contains("Ana collected"), "{stars}");
    // A correction that would not end the hand, or another player's, is refused.
    let head = anchor(&db);
    for line in [
        "floor Morgan 246800 \"x\" correct p1 sm AhAd",
        "floor Morgan 246800 \"x\" correct p2 f",
    ] {
        let (code, answers) = table(&db, &format!("{line}\n"));
        assert_eq!(code, 1, "{line}: {answers:?}");
    }
    assert_eq!(anchor(&db), head);
    // Once the next hand starts, the last one stands.
    let (_, answers) = table(
        &db,
        "back 2\nn\nfloor Morgan 246800 \"late\" correct p2 sm 8h8d\n",
    );
    assert_eq!(answers[2]["ok"], false, "{}", answers[2]);
}

#[test]
fn an_engine_refusal_names_its_rule() {
    let (_dir, db) = temp_log();
    let (_, answers) = table(
        &db,
        "sit 1 Ana 100\nsit 2 Ben 100\nsit 3 Cy 100\nn\nu\nr 3\n",
    );
    let refused = &answers.last().unwrap()["refused"];
    assert_eq!(refused["rule"], "min_raise", "{refused}");
    assert!(
        refused["cite"].as_str().unwrap().contains("TDA"),
        "{refused}"
    );
    assert_eq!(
        refused["legal"],
        serde_json::json!(["f", "cc 2", "cbr 4..100"])
    );
}

#[test]
fn the_floor_rules_with_its_pin_and_a_reason() {
    let (_dir, db) = temp_log();
    let script = "\
sit 1 Ana 100
sit 2 Ben 100
sit 3 Cy 100
addfloor Morgan 246800
n
u
floor Morgan 111111 \"cards seen\" kill p1
floor Morgan 246800 \"Ben's cards were mucked\" kill p1
floor Morgan 246800 \"p3 keyed 40, said 4\" p3 cbr 40
floor Morgan 246800 \"said 4\" correct p3 cbr 4
";
    let (code, answers) = table(&db, script);
    assert_eq!(code, 1, "the wrong PIN was refused");
    assert!(
        answers[6]["refused"]["message"]
            .as_str()
            .unwrap()
            .contains("Wrong floor PIN")
    );
    assert!(
        answers[6]["recorded"][0]
            .as_str()
            .unwrap()
            .starts_with("desk pin refused")
    );
    assert_eq!(answers[7]["recorded"][0], "d kill p1");
    let ben = &seats(&answers[7])[1];
    assert_eq!(ben.2, "folded");
    assert_eq!(answers[9]["ok"], true, "{}", answers[9]);
    let log = dealerdesk::log::EventLog::open_read_only(&db).unwrap();
    let floor_entries: Vec<_> = log
        .events(None)
        .unwrap()
        .into_iter()
        .filter(|e| {
            e.role == dealerdesk::log::Role::Floor && !dealerdesk::log::is_row_record(&e.action)
        })
        .collect();
    assert_eq!(floor_entries.len(), 3);
    assert_eq!(
        floor_entries[0].payload["reason"],
        "Ben's cards were mucked"
    );
}

#[test]
fn a_raked_session_takes_rake_only_from_hands_that_see_a_flop() {
    let (dir, db) = temp_log();
    let rules = dir.path().join("raked.yaml");
    let base = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("rulesets/nl-holdem.yaml"),
    )
    .unwrap();
    std::fs::write(
        &rules,
        format!(
            "{base}\nrake:\n  percent: 5\n  cap: 6\n  increment: 1\n  no_flop_no_drop: true\n  \
             cite: House rake schedule\n  text: Five percent of a pot that sees a flop, up to three big blinds.\n"
        ),
    )
    .unwrap();
    let script = "\
sit 1 Ana 200
sit 2 Ben 200
sit 3 Cy 200
n
u
r 60
c
c
b
2c 7d 9h
c
c
c
b
Js
c
c
c
b
4h
c
c
c
s Ah Ad
s Kh Kd
s Qh Qd
n
u
f
f
";
    let (_, answers) = table_with(&db, Some(&rules), script);
    assert!(answers.iter().all(|a| a["ok"] == true), "{answers:#?}");
    // Hand 1: a pot of 180 saw a flop: 5 % is 9, capped at 6.
    let end1 = &answers[25];
    assert_eq!(end1["state"]["rake"], 6, "{end1}");
    let stacks1: u64 = seats(end1).iter().map(|s| s.1).sum();
    assert_eq!(stacks1, 600 - 6);
    // Hand 2 ends before the flop: no rake.
    let end2 = answers.last().unwrap();
    assert_eq!(end2["state"]["rake"], 0);
    let stacks2: u64 = seats(end2).iter().map(|s| s.1).sum();
    assert_eq!(stacks2, 600 - 6);
    // The export shows it, and the log verifies.
    let export = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args([
            "log".as_ref(),
            "export".as_ref(),
            db.as_os_str(),
            "--format".as_ref(),
            "pokerstars".as_ref(),
            "--hand".as_ref(),
            "1".as_ref(),
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(export.stdout).unwrap();
    assert!(text.contains("Total pot $180 | Rake $6"), "{text}");
    assert!(text.contains("Ben collected $174 from pot"), "{text}");
    let show = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args([
            "log".as_ref(),
            "show".as_ref(),
            db.as_os_str(),
            "1".as_ref(),
        ])
        .output()
        .unwrap();
    assert!(String::from_utf8(show.stdout).unwrap().contains("rake 6"));
}

#[test]
fn the_first_button_is_chosen_or_drawn_and_the_dealer_in_the_box_is_named() {
    let (_dir, db) = temp_log();
    // Drawn by high card: the kings tie on rank, spades beat hearts.
    let (code, answers) = table(
        &db,
        "sit 2 Ana 100\nsit 5 Ben 100\nsit 7 Cy 100\ndraw 2 Kh 5 Ks 7 9c\ndealer Dana Novak\nn\n",
    );
    assert_eq!(code, 0, "{answers:#?}");
    assert_eq!(answers[3]["recorded"][0], "desk button 5 drawn");
    assert_eq!(answers[5]["state"]["button"], 5);
    // Every entry from the change on carries the dealer's name.
    let log = dealerdesk::log::EventLog::open_read_only(&db).unwrap();
    let ops = log.operators().unwrap();
    let dana = ops.iter().find(|o| o.name == "Dana Novak").unwrap();
    let events = log.events(None).unwrap();
    let from = events
        .iter()
        .position(|e| e.action == "desk dealer Dana Novak")
        .unwrap();
    assert!(events[from..].iter().all(|e| e.operator == dana.id));
    drop(log);
    // Reopened, Dana is still in the box; the button cannot be set mid-session.
    let (code, answers) = table(&db, "u\nbutton 2\n");
    assert_eq!(code, 1);
    assert!(
        answers[1]["refused"]["message"]
            .as_str()
            .unwrap()
            .contains("before the first hand")
    );
    let log = dealerdesk::log::EventLog::open_read_only(&db).unwrap();
    assert_eq!(log.events(None).unwrap().last().unwrap().operator, dana.id);
}

#[test]
fn a_chosen_button_and_a_bad_draw() {
    let (_dir, db) = temp_log();
    let (code, answers) = table(
        &db,
        "sit 1 Ana 100\nsit 2 Ben 100\nsit 3 Cy 100\ndraw 1 Ah 2 Ah 3 Kd\ndraw 1 Ah 2 Kd\nbutton 9\nbutton 3\nn\n",
    );
    assert_eq!(code, 1);
    assert!(
        answers[3]["refused"]["message"]
            .as_str()
            .unwrap()
            .contains("drawn twice")
    );
    assert!(
        answers[4]["refused"]["message"]
            .as_str()
            .unwrap()
            .contains("one card")
    );
    assert_eq!(answers[5]["ok"], false, "seat 9 is empty");
    assert_eq!(answers[7]["state"]["button"], 3);
}

/// `dealerdesk table` under a bundled ruleset.
fn table_under(db: &std::path::Path, rules: &str, script: &str) -> (i32, Vec<Value>) {
    let rules = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(rules);
    table_with(db, Some(&rules), script)
}

#[test]
fn buy_ins_stay_within_the_house_limits() {
    let (_dir, db) = temp_log();
    // No-limit 1/2: 40 to 100 big blinds, top-ups never past 100.
    let (code, answers) = table_under(
        &db,
        "rulesets/wsop-2026-cash/nl-holdem.yaml",
        "sit 1 Ana 79\nsit 1 Ana 201\nsit 1 Ana 80\nsit 2 Ben 200\nrebuy 1 121\nrebuy 1 120\n",
    );
    assert_eq!(code, 1);
    let message = |i: usize| {
        answers[i]["refused"]["message"]
            .as_str()
            .unwrap()
            .to_string()
    };
    assert!(
        message(0).contains("below the minimum of 80"),
        "{}",
        message(0)
    );
    assert!(message(0).contains("House buy-in"), "the rule is quoted");
    assert!(
        message(1).contains("above the maximum of 200"),
        "{}",
        message(1)
    );
    assert_eq!(answers[2]["ok"], true);
    assert_eq!(answers[3]["ok"], true);
    assert!(
        message(4).contains("would pass the maximum of 200"),
        "{}",
        message(4)
    );
    assert_eq!(answers[5]["ok"], true);
    // Fixed limit 2/4: unless the house says otherwise, 100 big bets at most.
    let (_dir, db) = temp_log();
    let (code, answers) = table_under(
        &db,
        "rulesets/wsop-2026-cash/fl-holdem.yaml",
        "sit 1 Ana 401\nsit 1 Ana 400\n",
    );
    assert_eq!(code, 1);
    assert!(
        answers[0]["refused"]["message"]
            .as_str()
            .unwrap()
            .contains("above the maximum of 400")
    );
    assert_eq!(answers[1]["ok"], true);
}

#[test]
fn a_seat_change_between_hands_keeps_the_chips_and_is_refused_during_one() {
    let (_dir, db) = temp_log();
    let (code, answers) = table(
        &db,
        "sit 1 Ana 100\nsit 2 Ben 100\nsit 3 Cy 100\nmove 2 7\nmove 1 3\nn\nmove 7 8\n",
    );
    assert_eq!(code, 1);
    assert_eq!(answers[3]["recorded"][0], "desk move 2 7");
    let seats7 = seats(&answers[3]);
    assert!(seats7.contains(&(7, 100, "seated".into())), "{seats7:?}");
    assert!(
        answers[4]["refused"]["message"]
            .as_str()
            .unwrap()
            .contains("taken by Cy")
    );
    assert!(
        answers[6]["refused"]["message"]
            .as_str()
            .unwrap()
            .contains("between hands")
    );
}

/// `dealerdesk log ARGS… DB` (the db after the subcommand): exit status and
/// standard output.
fn log_command(sub: &str, db: &std::path::Path, args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .arg("log")
        .arg(sub)
        .arg(db)
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
    )
}

/// The log's head, `HASH@SEQ`.
fn anchor(db: &std::path::Path) -> String {
    let (code, out) = log_command("anchor", db, &[]);
    assert_eq!(code, 0, "{out}");
    out.trim().to_string()
}

/// Seat → (name, stack) from an answer's state.
fn stacks(answer: &Value) -> Vec<(u64, String, u64)> {
    answer["state"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["seat"].as_u64().unwrap(),
                s["name"].as_str().unwrap().to_string(),
                s["stack"].as_u64().unwrap(),
            )
        })
        .collect()
}

/// A house file of the acceptance test's own: Robert's Rules no-limit 1/2
/// (a moving button; a new player posts a live big blind), a rake of 5 %
/// capped at three big blinds, no flop no drop, and buy-ins of 40 to 200.
fn shift_rules(dir: &std::path::Path) -> std::path::PathBuf {
    let base = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("rulesets/roberts-rules/nl-holdem.yaml"),
    )
    .unwrap();
    let path = dir.join("shift.yaml");
    std::fs::write(
        &path,
        format!(
            "{base}rake:\n  percent: 5\n  cap: 6\n  increment: 1\n  no_flop_no_drop: true\n  \
             cite: House rake schedule\n  text: Five percent of a pot that sees a flop, up to three big blinds.\n\
             buy_in:\n  min: 20\n  max: 100\n  cite: House buy-in\n  text: A player sits down with 20 to 100 big blinds.\n"
        ),
    )
    .unwrap();
    path
}

/// Runs one refused line on its own and checks that it names `rule`, says
/// `says`, and leaves the whole table (`state`, as the last answer gave it)
/// and the log's head as they were.
fn refused_changes_nothing(
    db: &std::path::Path,
    rules: &std::path::Path,
    line: &str,
    rule: &str,
    says: &str,
    state: &Value,
) {
    let head = anchor(db);
    let (code, answers) = table_with(db, Some(rules), &format!("{line}\n"));
    assert_eq!(code, 1, "{line}");
    let refused = &answers[0]["refused"];
    assert_eq!(refused["rule"], rule, "{line}: {refused}");
    assert!(
        !refused["cite"].as_str().unwrap().is_empty(),
        "{line}: {refused}"
    );
    assert!(
        refused["message"].as_str().unwrap().contains(says),
        "{line}: {refused}"
    );
    assert_eq!(answers[0]["recorded"], serde_json::json!([]), "{line}");
    assert_eq!(&answers[0]["state"], state, "{line} changed the table");
    assert_eq!(anchor(db), head, "{line} wrote to the log");
}

/// After a hand: the button it had, each seat's name and stack, the hand's
/// rake and the session's; every chip bought in (`in_play`) is on the table
/// or in the rake.
fn after_hand(
    answer: &Value,
    button: u64,
    seats: &[(u64, &str, u64)],
    rake: u64,
    (total, in_play): (u64, u64),
) {
    let state = &answer["state"];
    assert_eq!(state["hand"], Value::Null, "the hand is over: {state}");
    assert_eq!(state["button"], button, "{state}");
    let want: Vec<(u64, String, u64)> = seats
        .iter()
        .map(|(s, n, c)| (*s, n.to_string(), *c))
        .collect();
    assert_eq!(stacks(answer), want);
    assert_eq!(state["rake"], rake, "{state}");
    assert_eq!(state["rake_total"], total, "{state}");
    let on_table: u64 = want.iter().map(|s| s.2).sum();
    assert_eq!(on_table + total, in_play, "{state}");
}

/// Issue 9: a whole shift through `dealerdesk table`.
#[test]
fn issue_9_an_eight_hand_shift_with_a_bust_a_rebuy_a_leave_a_newcomer_and_rake() {
    let (dir, db) = temp_log();
    let rules = shift_rules(dir.path());
    let run = |script: &str| {
        let (code, answers) = table_with(&db, Some(&rules), script);
        assert_eq!(code, 0, "{answers:#?}");
        answers
    };
    let answers = run("sit 1 Ana 200
sit 2 Ben 200
sit 3 Cy 200
sit 4 Dee 200
sit 5 Eve 200
sit 6 Fay 200
button 1
");
    assert_eq!(answers.len(), 7);
    // Hand 1: button Ana; Ben and Cy post. Dee's aces beat Fay's kings all
    // in (Fay, the last to raise, shows first): a pot of 403 that saw a
    // flop, raked 5 % capped at 6.
    let answers = run("n
u
r 10
f
a
f
f
f
c
b
2c 7d 9h
b
Js
b
4h
s Kh Kd
s Ah Ad
");
    assert_eq!(answers[0]["state"]["button"], 1);
    let end = answers.last().unwrap();
    after_hand(
        end,
        1,
        &[
            (1, "Ana", 200),
            (2, "Ben", 199),
            (3, "Cy", 198),
            (4, "Dee", 397),
            (5, "Eve", 200),
            (6, "Fay", 0),
        ],
        6,
        (6, 1200),
    );
    assert_eq!(end["state"]["seats"][5]["status"], "busted");
    // Fay busted and rebuys.
    let answers = run("rebuy 6 100\n");
    assert_eq!(answers[0]["recorded"][0], "desk add 6 100");
    let state = answers[0]["state"].clone();
    // Between hands: a buy-in above the maximum, a sit-down at an occupied
    // seat and a sit with no chips are refused with the rule, and change
    // nothing.
    refused_changes_nothing(
        &db,
        &rules,
        "sit 7 Gus 300",
        "buy_in",
        "above the maximum of 200",
        &state,
    );
    refused_changes_nothing(
        &db,
        &rules,
        "sit 2 Gus 100",
        "seating",
        "taken by Ben",
        &state,
    );
    refused_changes_nothing(&db, &rules, "sit 7 Gus 0", "seating", "not with 0", &state);
    // Hand 2: button Ben; Cy and Dee post. A rebuy during the hand is
    // refused (table stakes); everyone folds to Dee: no flop, no rake.
    let answers = run("n\nu\n");
    assert_eq!(answers[0]["state"]["button"], 2);
    let state = answers.last().unwrap()["state"].clone();
    refused_changes_nothing(
        &db,
        &rules,
        "rebuy 1 50",
        "table_stakes",
        "between hands",
        &state,
    );
    let answers = run("f\nf\nf\nf\nf\n");
    after_hand(
        answers.last().unwrap(),
        2,
        &[
            (1, "Ana", 200),
            (2, "Ben", 199),
            (3, "Cy", 197),
            (4, "Dee", 398),
            (5, "Eve", 200),
            (6, "Fay", 100),
        ],
        0,
        (6, 1300),
    );
    // Ana leaves with her 200; Gus sits down in seat 8, owing a big blind.
    let answers = run("leave 1\nsit 8 Gus 150\n");
    assert_eq!(answers[0]["recorded"][0], "desk leave 1");
    assert_eq!(answers[1]["state"]["seats"][5]["owes"], "big blind");
    // Hand 3: button Cy; Dee and Eve post, and Gus, new to a running game,
    // posts a live big blind (Robert's Rules) and checks his option. Ben's
    // queens win a pot of 83 that saw a flop: rake 4.
    let answers = run("n
u
f
c
r 20
f
f
f
c
b
2c 7d 9h
c
r 20
c
b
Js
c
c
b
4h
c
c
s Ah Kh
s Qd Qc
");
    let start = &answers[0]["state"];
    assert_eq!(start["button"], 3);
    let gus = start["seats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == "Gus")
        .unwrap();
    assert_eq!(
        (gus["bet"].as_u64(), gus["status"].as_str()),
        (Some(2), Some("in hand"))
    );
    assert_eq!(gus["owes"], Value::Null, "posted");
    after_hand(
        answers.last().unwrap(),
        3,
        &[
            (2, "Ben", 238),
            (3, "Cy", 197),
            (4, "Dee", 397),
            (5, "Eve", 198),
            (6, "Fay", 100),
            (8, "Gus", 110),
        ],
        4,
        (10, 1250),
    );
    // Hand 4: button Dee; Gus raises and everyone folds: no flop, no rake.
    let answers = run("n\nu\nr 6\nf\nf\nf\nf\nf\n");
    after_hand(
        answers.last().unwrap(),
        4,
        &[
            (2, "Ben", 238),
            (3, "Cy", 197),
            (4, "Dee", 397),
            (5, "Eve", 197),
            (6, "Fay", 98),
            (8, "Gus", 113),
        ],
        0,
        (10, 1250),
    );
    // Hand 5: button Eve; a pot of 93 to Ben's aces: rake 4.
    let answers = run("n
u
r 10
c
c
f
f
f
b
3s 8c Kd
r 30
c
f
b
5h
c
c
b
9d
c
c
s As Ac
s Jh Jd
");
    after_hand(
        answers.last().unwrap(),
        5,
        &[
            (2, "Ben", 287),
            (3, "Cy", 157),
            (4, "Dee", 387),
            (5, "Eve", 197),
            (6, "Fay", 97),
            (8, "Gus", 111),
        ],
        4,
        (14, 1250),
    );
    // Hand 6: button Fay; everyone folds to Ben's big blind.
    let answers = run("n\nu\nf\nf\nf\nf\nf\n");
    after_hand(
        answers.last().unwrap(),
        6,
        &[
            (2, "Ben", 288),
            (3, "Cy", 157),
            (4, "Dee", 387),
            (5, "Eve", 197),
            (6, "Fay", 97),
            (8, "Gus", 110),
        ],
        0,
        (14, 1250),
    );
    // Hand 7: button Gus; Cy takes a pot of 81 on the flop: rake 4.
    let answers = run("n\nu\nr 40\nf\nf\nf\nf\nc\nb\nTc 6d 2h\nr 40\nf\n");
    after_hand(
        answers.last().unwrap(),
        8,
        &[
            (2, "Ben", 287),
            (3, "Cy", 194),
            (4, "Dee", 347),
            (5, "Eve", 197),
            (6, "Fay", 97),
            (8, "Gus", 110),
        ],
        4,
        (18, 1250),
    );
    // Hand 8: button Ben; Eve's kings win a pot of 123: 5 % is 6.15, the
    // cap is 6.
    let answers = run("n
u
r 60
c
f
f
f
f
b
4s 4d 9c
c
c
b
Qs
c
c
b
7h
c
c
s Kc Ks
s Th Td
");
    after_hand(
        answers.last().unwrap(),
        2,
        &[
            (2, "Ben", 287),
            (3, "Cy", 193),
            (4, "Dee", 345),
            (5, "Eve", 254),
            (6, "Fay", 37),
            (8, "Gus", 110),
        ],
        6,
        (24, 1250),
    );
    // The log verifies, and the exports carry the rake.
    let (code, out) = log_command("verify", &db, &[]);
    assert_eq!(code, 0, "{out}");
    let (code, text) = log_command("export", &db, &["--format", "pokerstars"]);
    assert_eq!(code, 0);
    let rake_lines: Vec<&str> = text.lines().filter(|l| l.contains("| Rake $")).collect();
    assert_eq!(rake_lines.len(), 8, "{text}");
    for (line, rake) in rake_lines.iter().zip([6, 0, 4, 0, 4, 0, 4, 6]) {
        assert!(
            line.ends_with(&format!("| Rake ${rake}"))
                || line.contains(&format!("| Rake ${rake} ")),
            "{line}"
        );
    }
    assert!(text.contains("Total pot $403 | Rake $6"), "{text}");
    let (code, phh) = log_command("export", &db, &["--format", "phh", "--hand", "8"]);
    assert_eq!(code, 0);
    assert!(phh.contains("\n_rake = 6\n"), "{phh}");
}

#[test]
fn a_player_back_too_soon_with_less_is_refused_with_the_rathole_rule() {
    let (_dir, db) = temp_log();
    let (code, answers) = table_under(
        &db,
        "rulesets/wsop-2026-cash/nl-holdem.yaml",
        "sit 1 Ana 200\nsit 2 Ben 200\nleave 1\nsit 3 Ana 100\nsit 3 Ana 200\n",
    );
    assert_eq!(code, 1);
    let refused = &answers[3]["refused"];
    assert_eq!(refused["rule"], "rathole", "{refused}");
    assert_eq!(refused["cite"], "WSOP 2026 Live Action Rules (ratholing)");
    assert!(
        refused["message"].as_str().unwrap().starts_with(
            "Ana left 0 minutes ago with 200 and comes back with at least that, not 100. \
             Refused under rathole (WSOP 2026 Live Action Rules (ratholing)): A player who \
             leaves"
        ),
        "{refused}"
    );
    assert_eq!(answers[4]["recorded"][0], "desk seat 3 200");
}

#[test]
fn the_table_goes_heads_up_and_back_with_the_button_posting_the_small_blind_tda_34_b() {
    let (_dir, db) = temp_log();
    let (code, answers) = table(
        &db,
        "sit 1 Ana 100\nsit 2 Ben 100\nsit 3 Cy 100\nbutton 1\nn\nu\nf\nf\n\
         leave 3\nn\nu\n",
    );
    assert_eq!(code, 0, "{answers:?}");
    // Heads-up: the button (Ben, seat 2) posts the small blind and acts
    // first before the flop; Ana posts the big blind.
    let hu = &answers.last().unwrap()["state"];
    assert_eq!(hu["button"], 2);
    let bets: Vec<(u64, u64)> = hu["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["seat"].as_u64().unwrap(), s["bet"].as_u64().unwrap()))
        .collect();
    assert_eq!(bets, [(1, 2), (2, 1)]);
    assert_eq!(hu["next"], "seat 2 (p2)");
    assert_eq!(hu["legal"], serde_json::json!(["f", "cc 1", "cbr 4..99"]));
    // Back to three: the newcomer left of the button waits a hand, then all
    // three are dealt in with the blinds left of the button again.
    let (code, answers) = table(&db, "f\nsit 3 Dee 100\nn\nu\nf\nn\nu\n");
    assert_eq!(code, 0, "{answers:?}");
    let waiting = &answers[3]["state"]["seats"][2];
    assert_eq!(
        (waiting["name"].as_str(), waiting["bet"].as_u64()),
        (Some("Dee"), Some(0))
    );
    assert_ne!(waiting["status"], "in hand");
    let three = &answers.last().unwrap()["state"];
    assert_eq!(three["button"], 1);
    let bets: Vec<u64> = three["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["bet"].as_u64().unwrap())
        .collect();
    assert_eq!(bets, [0, 1, 2]);
    assert_eq!(three["next"], "seat 1 (p3)");
}

//! Tournament mode through `dealerdesk table --clock manual`: a six-player
//! rebuy tournament under the bundled preset, shortened by the test's own
//! house file, checked after every hand (stacks, level, places, prize pool);
//! the clock resumed from the log after a restart; refusals that change
//! nothing; standings that sum to the prize pool; structure files refused.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};

use crate::common::{answers, table_command, temp_log};

const REBUY: &str = include_str!("../../rulesets/tda-2024/nl-holdem-rebuy.yaml");

/// The bundled rebuy preset with ten-minute levels and six places paid.
pub(super) fn house_file(dir: &Path) -> PathBuf {
    let mut text = REBUY.replace("minutes: 20", "minutes: 10");
    let table = text.find("    table:\n").unwrap();
    text.truncate(table);
    text += "    table:\n      - { entries: 2, percent: [100] }\n      - { entries: 6, percent: [40, 25, 15, 10, 6, 4] }\n";
    let path = dir.join("short-rebuy.yaml");
    std::fs::write(&path, text).unwrap();
    path
}

/// Runs `dealerdesk table` with a manual clock; one JSON answer per line.
pub(super) fn table(db: &Path, rules: &Path, script: &str) -> Vec<Value> {
    let mut command = table_command();
    command
        .args(["--clock", "manual", "--db"])
        .arg(db)
        .arg("--rules")
        .arg(rules);
    answers(&mut command, script).1
}

/// Runs a script whose `# check: NAME` lines mark the answer to look at.
pub(super) fn run(db: &Path, rules: &Path, script: &str) -> (Vec<Value>, BTreeMap<String, usize>) {
    let mut marks = BTreeMap::new();
    let mut lines = 0;
    for line in script.lines().map(str::trim) {
        if let Some(name) = line.strip_prefix("# check: ") {
            marks.insert(name.to_string(), lines - 1);
        } else if !line.is_empty() && !line.starts_with('#') {
            lines += 1;
        }
    }
    let answers = table(db, rules, script);
    assert_eq!(answers.len(), lines);
    (answers, marks)
}

/// (seat, stack, status) of every seat.
pub(super) fn seats(answer: &Value) -> Vec<(u64, u64, String)> {
    answer["state"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let status = s["status"].as_str().unwrap().to_string();
            (
                s["seat"].as_u64().unwrap(),
                s["stack"].as_u64().unwrap(),
                status,
            )
        })
        .collect()
}

pub(super) fn stacks(answer: &Value) -> Vec<u64> {
    seats(answer).iter().map(|s| s.1).collect()
}

/// (place, name, prize) settled so far.
pub(super) fn places(answer: &Value) -> Vec<(u64, String, u64)> {
    answer["state"]["tournament"]["places"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let name = p["name"].as_str().unwrap().to_string();
            (
                p["place"].as_u64().unwrap(),
                name,
                p["prize"].as_u64().unwrap(),
            )
        })
        .collect()
}

pub(super) fn clock(answer: &Value) -> &Value {
    &answer["state"]["tournament"]["clock"]
}

pub(super) fn pool(answer: &Value) -> u64 {
    answer["state"]["tournament"]["prize_pool"]
        .as_u64()
        .unwrap()
}

pub(super) fn out(place: u64, name: &str, prize: u64) -> (u64, String, u64) {
    (place, name.to_string(), prize)
}

pub(super) const SCRIPT: &str = "\
sit 1 Ana
sit 2 Ben
sit 3 Cleo
sit 4 Dev
sit 5 Eve
sit 6 Finn
addfloor Fay 135790
button 1
n
# check: hand1-start
tick 10m
# check: tick-in-hand
u
a
c
f
f
f
f
s Kh Kd
s Ah Ad
b
2c 7d 9h
b
3s
b
4c
# check: hand1
rebuy 4
rebuy 3
# check: rebuys
rebuy 5
n
# check: hand2-start
u
f
f
f
f
f
# check: hand2
tick 10m
tick 10m
tick 10m
# check: break1
n
addon 1
addon 6
# check: addons
addon 1
tick 15m
# check: level5
rebuy 2
n
# check: hand3-start
u
f
f
a
f
a
c
s Kc Kd
s Ac Ad
s Qc Qd
b
2h 7s 9d
b
3h
b
4d
# check: hand3
floor Fay 135790 \"chips miscounted\" undo-bust 2
# check: undo
n
# check: hand4-start
u
f
f
f
# check: hand4
n
u
r 39600
c
f
c
b
2s 7c 9c
r 9750
f
c
b
3d
c
c
b
5h
c
c
s Kh Qh
s As Ah
# check: hand5
tick 10m
tick 10m
tick 10m
tick 10m
# check: break2
n
colorup 25 1:Kh
colorup 25 1:Kh 3:Kh
clock pause
floor Fay 135790 \"player dispute\" clock pause
tick 5m
floor Fay 135790 \"dispute settled\" clock resume
# check: resumed
colorup 25 1:Kh 3:As
colorup 25 1:Kh 1:2c 3:As 3:3d
# check: colourup
tick 15m
n
# check: hand6-start
u
c
f
s 2c 3c
s 2d 3d
s Ac Ad
b
8h 9s Td
b
Jc
b
Kd
# check: hand6
floor Fay 135790 \"heads-up deal\" chop 5:200 6:100
floor Fay 135790 \"heads-up deal\" chop 5:180 6:125 play:20
# check: deal
n
# check: hand7-start
u
a
c
s 7h 2h
s Ks Kc
b
3c 4s 8d
b
Th
b
Jd
# check: end
";

#[test]
fn a_six_player_rebuy_tournament_by_manual_clock_from_first_hand_to_the_deal() {
    let (dir, db) = temp_log();
    let rules = house_file(dir.path());
    let (answers, at) = run(&db, &rules, SCRIPT);
    let a = |name: &str| &answers[at[name]];

    // Every refusal leaves the table, the clock and the log as they were.
    let mut refused = Vec::new();
    for (i, answer) in answers.iter().enumerate() {
        if answer["ok"] == false {
            assert_eq!(answer["recorded"], json!([]), "{answer}");
            assert_eq!(answer["state"], answers[i - 1]["state"], "{answer}");
            refused.push(answer["refused"]["message"].as_str().unwrap().to_string());
        }
    }
    let expected = [
        "Seat 5 has 40,300, more than the 20,000 at or below which a player may rebuy. \
         Refused under rebuy (TDA 2024 Rule 27; house rebuy rules): ",
        "The tournament is on break 1: hands start again when it ends.",
        "Seat 1 has taken the add-on already. Refused under add_on (House add-on rule): ",
        "Rebuys ended with level 4; the clock is at level 5. Refused under rebuy ",
        "The tournament is on break 2: hands start again when it ends.",
        "Each player with odd chips draws a card for each of them: seat 3 must draw. \
         Refused under chip_race (TDA 2024 Rule 24): ",
        "K♥ (king of hearts) is drawn twice. Refused under chip_race ",
        "'clock pause' is the floor's: floor NAME PIN",
        "Seat 1 draws 2 cards, one for each odd chip, not 1. Refused under chip_race ",
        "The deal pays 300 and leaves 0 to play for, but 325 is left to pay. \
         Refused under payouts (House payout table): ",
    ];
    assert_eq!(refused.len(), expected.len(), "{refused:#?}");
    for (got, want) in refused.iter().zip(expected) {
        assert!(got.starts_with(want), "{got} / {want}");
    }

    // Hand 1 at level 1 (100/200); a tick during it moves the clock to
    // level 2 but leaves the hand's blinds as they were (TDA 23).
    assert_eq!(clock(a("hand1-start"))["level"], 1);
    assert_eq!(clock(a("tick-in-hand"))["level"], 2);
    assert_eq!(clock(a("tick-in-hand"))["big_blind"], 300);
    assert_eq!(
        stacks(a("tick-in-hand")),
        [20000, 19900, 19800, 20000, 20000, 20000]
    );
    // Eve's aces take Dev's stack; Dev may rebuy, so he is not out.
    assert_eq!(stacks(a("hand1")), [20000, 19900, 19800, 0, 40300, 20000]);
    assert_eq!(seats(a("hand1"))[3].2, "busted");
    assert_eq!(places(a("hand1")), []);
    assert_eq!(pool(a("hand1")), 6 * 50);
    // Two rebuys in the period: Dev at 0 and Cleo at 19,800.
    assert_eq!(
        stacks(a("rebuys")),
        [20000, 19900, 39800, 20000, 40300, 20000]
    );
    assert_eq!(pool(a("rebuys")), 8 * 50);
    // Hand 2 at level 2 (150/300), dead button: 2, blinds 3 and 4.
    assert_eq!(a("hand2-start")["state"]["button"], 2);
    assert_eq!(
        stacks(a("hand2-start")),
        [20000, 19900, 39650, 19700, 40300, 20000]
    );
    assert_eq!(
        stacks(a("hand2")),
        [20000, 19900, 39650, 20150, 40300, 20000]
    );
    assert_eq!(clock(a("hand2"))["level"], 2);
    // The first break: two add-ons.
    assert_eq!(clock(a("break1"))["on_break"], 1);
    // The next level is named by its own number and blinds, on a level as
    // on a break.
    assert_eq!(clock(a("hand2"))["next_level"][0], 3);
    let next = &clock(a("break1"))["next_level"];
    let level5 = clock(a("level5"));
    assert_eq!(
        (&next[0], &next[1], &next[2]),
        (&json!(5), &level5["small_blind"], &level5["big_blind"])
    );
    assert_eq!(
        stacks(a("addons")),
        [50000, 19900, 39650, 20150, 40300, 50000]
    );
    assert_eq!(pool(a("addons")), 10 * 50);
    assert_eq!(clock(a("level5"))["level"], 5);
    // Level 5 brings the big-blind ante: Eve posts 600 and 600.
    let start3 = a("hand3-start");
    assert_eq!(clock(start3)["ante"], 600);
    assert_eq!(stacks(start3), [50000, 19900, 39650, 19850, 39100, 50000]);
    assert_eq!(start3["state"]["pots"][0]["amount"], 600);
    // Hand 3: Ben (19,900) and Dev (20,150) all in, Eve's aces win: out in
    // one hand, Dev started with more and places higher.
    assert_eq!(stacks(a("hand3")), [50000, 0, 39650, 0, 80350, 50000]);
    assert_eq!(places(a("hand3")), [out(5, "Dev", 30), out(6, "Ben", 20)]);
    assert_eq!(a("hand3")["state"]["tournament"]["players_left"], 4);
    // The floor undoes Ben's bust: places after it are recomputed; at the
    // next hand he is still at 0 and out again, in hand 3.
    assert_eq!(places(a("undo")), [out(6, "Dev", 20)]);
    assert_eq!(
        a("hand4-start")["recorded"],
        json!([
            "tournament out hand 3: seat 2",
            "desk start hand 4, button 4"
        ])
    );
    assert_eq!(
        places(a("hand4-start")),
        [out(5, "Dev", 30), out(6, "Ben", 20)]
    );
    // The small blind (Dev) went out: the button is dead on his seat, the
    // small blind is Eve, who was the big blind (TDA 32).
    assert_eq!(a("hand4-start")["state"]["button"], 4);
    assert_eq!(stacks(a("hand4-start")), [50000, 0, 39650, 0, 80050, 48800]);
    assert_eq!(stacks(a("hand4")), [50000, 0, 39650, 0, 80050, 50300]);
    // Hand 5 leaves Ana and Cleo with 50 each.
    assert_eq!(stacks(a("hand5")), [50, 0, 50, 0, 169900, 50000]);
    assert_eq!(pool(a("hand5")), 500);
    // Break 2: the 25s leave. Ana and Cleo each draw a card for each of
    // their two odd 25s; one 100 is raced for, Cleo's ace wins it and Ana,
    // raced out, keeps one chip. 100 chips are created.
    assert_eq!(clock(a("break2"))["on_break"], 2);
    assert_eq!(
        clock(a("resumed"))["seconds_left"],
        clock(a("break2"))["seconds_left"]
    );
    assert_eq!(
        a("colourup")["recorded"],
        json!(["tournament colour-up 25 to 100: 1 raced, +100 chips"])
    );
    assert_eq!(stacks(a("colourup")), [100, 0, 100, 0, 169900, 50000]);
    assert!(stacks(a("colourup")).iter().all(|s| s % 100 == 0));
    // Hand 6 at level 9: Ana and Cleo, 100 each, out in one hand: they tie
    // for 3rd-4th and share 75 + 50; the odd 5 to Ana, first left of the
    // button.
    assert_eq!(clock(a("hand6-start"))["level"], 9);
    assert_eq!(stacks(a("hand6")), [0, 0, 0, 0, 170100, 50000]);
    assert_eq!(
        places(a("hand6")),
        [
            out(3, "Ana", 65),
            out(3, "Cleo", 60),
            out(5, "Dev", 30),
            out(6, "Ben", 20)
        ]
    );
    // The deal leaves 20 to play for; Eve wins it.
    assert_eq!(
        a("deal")["recorded"],
        json!(["floor chop 5:180 6:125 play:20"])
    );
    assert_eq!(a("hand7-start")["state"]["button"], 6);
    let end = a("end");
    assert_eq!(stacks(end), [0, 0, 0, 0, 220100, 0]);
    assert_eq!(
        places(end),
        [
            out(1, "Eve", 200),
            out(2, "Finn", 125),
            out(3, "Ana", 65),
            out(3, "Cleo", 60),
            out(5, "Dev", 30),
            out(6, "Ben", 20)
        ]
    );
    assert_eq!(end["state"]["tournament"]["players_left"], 1);

    // The standings sum to the prize pool exactly, and the log verifies.
    let standings = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(["log", "standings", "--format", "json"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(standings.status.success());
    let s: Value = serde_json::from_slice(&standings.stdout).unwrap();
    let m = &s["money"];
    assert_eq!(m["buy_ins"], 6 * 55);
    assert_eq!(
        (m["rebuys"].clone(), m["add_ons"].clone(), m["fees"].clone()),
        (json!(100), json!(100), json!(30))
    );
    assert_eq!(m["prize_pool"], 500);
    assert_eq!(m["prizes_paid"], 500);
    assert_eq!(m["prizes_to_pay"], 0);
    let prizes: u64 = s["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["prize"].as_u64().unwrap())
        .sum();
    assert_eq!(prizes, 500);
    let dev = &s["rows"].as_array().unwrap()[4];
    assert_eq!(
        (dev["name"].as_str(), dev["rebuys"].as_u64()),
        (Some("Dev"), Some(1))
    );
    let csv = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(["log", "standings", "--format", "csv"])
        .arg(&db)
        .output()
        .unwrap();
    let csv = String::from_utf8(csv.stdout).unwrap();
    assert!(csv.contains("3-4,\"Ana\",1,0,1,,65\n"), "{csv}");
    assert!(csv.starts_with("place,name,entries,rebuys,add_ons,stack,prize\n"));
    // Headers in Czech only when asked; the rows are the same data.
    let czech = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(["log", "standings", "--format", "csv", "--localized-headers"])
        .args(["--lang", "cs"])
        .arg(&db)
        .output()
        .unwrap();
    let czech = String::from_utf8(czech.stdout).unwrap();
    assert!(
        czech.starts_with(
            "\"pořadí\",\"jméno\",\"vstupy\",\"rebuye\",\"add-ony\",\"žetony\",\"výhra\"\n"
        ),
        "{czech}"
    );
    assert_eq!(
        czech.lines().skip(1).collect::<Vec<_>>(),
        csv.lines().skip(1).collect::<Vec<_>>()
    );
    let verify = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(["log", "verify"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(
        verify.status.success(),
        "{}",
        String::from_utf8_lossy(&verify.stderr)
    );
}

#[test]
fn a_restart_mid_level_resumes_the_clock_and_the_level_from_the_log() {
    let (dir, db) = temp_log();
    let rules = house_file(dir.path());
    let first = table(
        &db,
        &rules,
        "sit 1 Ana\nsit 2 Ben\nsit 3 Cleo\nn\ntick 10m\ntick 4m\n",
    );
    let before = clock(first.last().unwrap()).clone();
    assert_eq!(before["level"], 2);
    assert_eq!(before["seconds_left"], 6 * 60);
    // A new process on the same log: the same level and time left, and
    // the clock goes on from there.
    let again = table(&db, &rules, "tick 90s\n");
    let after = clock(&again[0]);
    assert_eq!(after["level"], 2);
    assert_eq!(after["seconds_left"], 6 * 60 - 90);
    assert_eq!(after["started"], true);
    // The hand in play was dealt at level 1 and is still at its blinds.
    assert_eq!(again[0]["state"]["hand"], 1);
    assert_eq!(stacks(&again[0]), [20000, 19900, 19800]);
}

#[test]
fn structure_files_with_levels_going_down_or_payouts_over_100_percent_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    for (from, to, says) in [
        (
            "{ small_blind: 200, big_blind: 400, minutes: 20 }",
            "{ small_blind: 200, big_blind: 250, minutes: 20 }",
            "levels rise strictly",
        ),
        (
            "{ entries: 7, percent: [65, 35] }",
            "{ entries: 7, percent: [65, 40] }",
            "pays 105.00 %, not 100 %",
        ),
        (
            "{ at_break: 2, remove: 25 }",
            "{ at_break: 2, remove: 50 }",
            "no 50 chip in play",
        ),
    ] {
        let path = dir.path().join("bad.yaml");
        let text = REBUY.replacen(from, to, 1);
        assert_ne!(text, REBUY);
        std::fs::write(&path, &text).unwrap();
        let check = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
            .args(["rules", "check"])
            .arg(&path)
            .output()
            .unwrap();
        assert!(!check.status.success());
        let err = String::from_utf8_lossy(&check.stderr);
        assert!(err.contains(says), "{err}");
        assert!(err.contains("bad.yaml, line "), "{err}");
        assert!(err.contains(", column "), "{err}");
    }
}

/// A player sitting out with chips does not end the tournament, and is
/// dealt in and posts all the same (TDA 30): a player at 0 with a rebuy
/// open stays in and may still rebuy (TDA 27) before the next hand.
#[test]
fn a_player_sitting_out_with_chips_is_dealt_in_and_posts() {
    let (dir, db) = temp_log();
    let rules = house_file(dir.path());
    let script = "\
sit 1 Ana
sit 2 Ben
sit 3 Cy
button 1
n
u
a
f
c
s Ah Ad
s Kh Kd
b
2c 7d 9h
b
3s
b
4c
out 2
rebuy 3
n
";
    let answers = table(&db, &rules, script);
    assert_eq!(answers.len(), 20, "{answers:#?}");
    assert!(answers.iter().all(|a| a["ok"] == true), "{answers:#?}");
    // Ana's aces take Cy's stack; Cy may rebuy, so he is not out. Ben sits
    // out with his chips.
    assert_eq!(seats(&answers[16])[2], (3, 0, "busted".to_string()));
    assert_eq!(stacks(&answers[17]), [40100, 19900, 0]);
    assert_eq!(places(&answers[17]), [], "no one is out");
    assert_eq!(answers[18]["recorded"], json!(["tournament rebuy 3 20000"]));
    assert_eq!(stacks(&answers[18]), [40100, 19900, 20000]);
    // Hand 2: Ben, away from the table, is dealt in on the button; Cy
    // posts the small blind and Ana the big.
    let hand2 = &answers[19];
    assert_eq!(hand2["recorded"], json!(["desk start hand 2, button 2"]));
    assert_eq!(
        seats(hand2),
        [
            (1, 40100 - 200, "in hand".to_string()),
            (2, 19900, "in hand".to_string()),
            (3, 20000 - 100, "in hand".to_string()),
        ]
    );
}

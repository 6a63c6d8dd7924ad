//! `log why`: at every step of a logged hand, what the live table showed.

use serde_json::Value;

use crate::common::{TEN_TWENTY, play, run, temp_log, why_json};

/// Dee on the button (seat 1); Ana (seat 2) and Bo (seat 3) post 10/20; Cy
/// (seat 4) has 55. Everyone calls; on the flop Ana bets 20, Bo calls, Cy
/// is all-in for 35, Dee calls, Ana calls and Bo raises: refused.
const SHORT_ALL_IN: &str = "sit 1 Dee 1000
sit 2 Ana 1000
sit 3 Bo 1000
sit 4 Cy 55
n
u
p3 cc
p4 cc
p1 cc
p2 cc
d burn
d db AhKd2c
p1 cbr 20
p2 cc
p3 cbr 35
p4 cc
p1 cc
";

/// Every answer's legal options against `log why` at the step that
/// followed; the desk's own entries (`desk …`, `log …`) are no steps.
fn each_step_matches_the_table(db: &std::path::Path, answers: &[Value]) -> usize {
    let mut done = 0;
    let mut checked = 0;
    for answer in answers {
        let Some(hand) = answer["state"]["hand"].as_u64() else {
            continue;
        };
        let steps = answer["recorded"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| {
                let e = e.as_str().unwrap();
                !e.starts_with("desk ") && !e.starts_with("log ")
            })
            .count();
        done += steps;
        if steps == 0 {
            continue;
        }
        let total = why_json(db, hand, 1)["steps"].as_u64().unwrap() as usize;
        if done < total {
            let why = why_json(db, hand, done + 1);
            assert_eq!(why["legal"], answer["state"]["legal"], "step {}", done + 1);
            checked += 1;
        }
    }
    checked
}

#[test]
fn a_short_all_in_names_the_players_it_did_not_reopen_the_betting_for_as_the_table_showed() {
    let (_dir, db) = temp_log();
    let answers = play(&db, TEN_TWENTY, SHORT_ALL_IN);
    // 15 steps: 4 deals, 4 calls, burn, flop, 5 actions; 11 answers before one.
    assert_eq!(each_step_matches_the_table(&db, &answers), 11);
    // Cy's all-in to 35: less than a full raise (20), TDA 47-A.
    let cy = why_json(&db, 1, 13);
    assert_eq!(cy["entry"], "p3 cbr 35");
    assert_eq!(cy["taken"]["kind"], "short");
    assert_eq!(cy["taken"]["rule"], "short_all_in");
    assert!(cy["taken"]["cite"].as_str().unwrap().contains("47-A"));
    let said = cy["taken"]["said"].as_str().unwrap();
    assert!(
        said.contains("not reopened for Ana (seat 2), Bo (seat 3)") && said.contains("55"),
        "{said}"
    );
    // Dee, yet to act, may raise to 55.
    let dee = why_json(&db, 1, 14);
    assert_eq!(
        dee["legal"],
        serde_json::json!(["f", "cc 35", "cbr 55..980"])
    );
    // The action back on Ana: call or fold only, and why.
    let ana = why_json(&db, 1, 15);
    assert_eq!(ana["next"]["name"], "Ana");
    assert_eq!(ana["legal"], serde_json::json!(["f", "cc 15"]));
    assert_eq!(ana["no_raise"]["rule"], "short_all_in");
    let players: Vec<&str> = ana["not_reopened"]["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(players, ["Ana", "Bo"]);
    assert_eq!(ana["not_reopened"]["others_raise_to"], 55);
    assert!(
        ana["rules"]
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r["id"] == "short_all_in")
    );
    // Ana's earlier bet was a full one.
    assert_eq!(why_json(&db, 1, 11)["taken"]["kind"], "full");
}

#[test]
fn log_why_speaks_the_language_asked_and_names_a_missing_step() {
    let (_dir, db) = temp_log();
    play(&db, TEN_TWENTY, SHORT_ALL_IN);
    let path = db.to_str().unwrap();
    let (code, out, _) = run(&["--lang", "pl", "log", "why", path, "1", "15"]);
    assert_eq!(code, 0);
    assert!(out.contains("Rozdanie 1, krok 15 z 15"), "{out}");
    assert!(
        out.contains("Licytacja nie jest otwarta dla graczy Ana"),
        "{out}"
    );
    let (code, _, err) = run(&["log", "why", path, "1", "16"]);
    assert_ne!(code, 0);
    assert!(
        err.contains("hand 1 has no step 16; its steps are 1 to 15"),
        "{err}"
    );
}

#[test]
fn at_pot_limit_log_why_gives_the_pot_limit_maximum_the_table_showed() {
    let (_dir, db) = temp_log();
    let house = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("rulesets/pl-holdem.yaml"),
    )
    .unwrap();
    let answers = play(
        &db,
        &house,
        "sit 1 Dee 100\nsit 2 Ana 100\nsit 3 Bo 100\nsit 4 Cy 100\nn\nu\np3 cbr 7\n",
    );
    assert_eq!(each_step_matches_the_table(&db, &answers), 1);
    // Before the flop with 1/2 blinds: a call of 2 and the pot of 5.
    let cy = why_json(&db, 1, 5);
    assert_eq!(cy["legal"], serde_json::json!(["f", "cc 2", "cbr 4..7"]));
    assert_eq!(cy["pot_limit_max"], 7);
    assert!(
        cy["rules"]
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r["id"] == "pot_limit_max")
    );
    let (code, text, _) = run(&["log", "why", db.to_str().unwrap(), "1", "5"]);
    assert_eq!(code, 0);
    assert!(text.contains("Pot-limit maximum: a raise to 7"), "{text}");
}

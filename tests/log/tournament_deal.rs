//! The deal in `dealerdesk log standings`: the chip-count and ICM figures
//! offered for the stacks at the deal and the amounts the floor recorded,
//! by seat and name, in the table's answers before the deal and in the
//! standings after it; each player's bust hand and time and the money they
//! paid in; and a player still in said in the language of a localized CSV.

use std::process::Command;

use serde_json::Value;

use super::tournament::{SCRIPT, house_file, run};
use crate::common::temp_log;

fn standings(db: &std::path::Path, args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(["log", "standings"])
        .args(args)
        .arg(db)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The words of each line of `text`, split at runs of spaces.
fn rows(text: &str) -> Vec<Vec<&str>> {
    text.lines()
        .map(|l| l.split_whitespace().collect())
        .collect()
}

#[test]
fn standings_show_the_deal_offered_and_agreed_with_bust_hands_and_money_in() {
    let (dir, db) = temp_log();
    let rules = house_file(dir.path());
    let upto = SCRIPT.split("# check: deal\n").next().unwrap();
    let before = chrono::Utc::now() - chrono::Duration::seconds(1);
    let (answers, at) = run(&db, &rules, upto);
    let after = chrono::Utc::now() + chrono::Duration::seconds(1);
    assert!(answers.last().unwrap()["ok"] == true);
    // The table's answers offer the figures at the final table, by seat
    // and name, and no more once the deal is recorded.
    assert_eq!(
        answers[at["hand6"]]["state"]["deal_figures"],
        serde_json::json!([
            {"seat": 5, "name": "Eve", "stack": 170_100, "chip_chop": 185, "icm": 185},
            {"seat": 6, "name": "Finn", "stack": 50_000, "chip_chop": 140, "icm": 140}
        ])
    );
    assert!(answers.last().unwrap()["state"]["deal_figures"].is_null());

    // The text: the deal with the figures offered beside what was agreed.
    let text = standings(&db, &[]);
    let lines = rows(&text);
    let line_of = |words: &[&str]| {
        lines
            .iter()
            .position(|l| l.as_slice() == words)
            .unwrap_or_else(|| panic!("{words:?} not in\n{text}"))
    };
    // Eve 170,100 and Finn 50,000 chips for 325 left: by chips, each first
    // sure of second place's 125, 185 and 140, as by ICM; the floor recorded 180 and 125, 20 to play for.
    let head = line_of(&["seat", "name", "stack", "by", "chips", "ICM", "agreed"]);
    assert_eq!(
        line_of(&["5", "Eve", "170,100", "185", "185", "180"]),
        head + 1
    );
    assert_eq!(
        line_of(&["6", "Finn", "50,000", "140", "140", "125"]),
        head + 2
    );
    assert!(
        lines[head + 3].starts_with(&[
            "by", "chips:", "each", "player", "is", "first", "sure", "of", "125"
        ]),
        "{text}"
    );
    assert_eq!(
        line_of(&["left", "to", "play", "for:", "20"]),
        head + 4,
        "{text}"
    );
    assert!(
        text.contains("goes first to Eve (seat 5), first left of the button."),
        "{text}"
    );
    // Ben went out in hand 3 having paid the 55 buy-in; Finn paid 105 with
    // his add-on and is still in.
    let ben = lines.iter().find(|l| l.get(1) == Some(&"Ben")).unwrap();
    assert_eq!(ben[..8], ["6", "Ben", "1", "0", "0", "55", "20", "3"]);
    let finn = lines.iter().find(|l| l.get(1) == Some(&"Finn")).unwrap();
    assert_eq!(finn, &["in", "Finn", "1", "0", "1", "105", "50,000"]);

    // The JSON: the same, with the times the log recorded.
    let json: Value = serde_json::from_str(&standings(&db, &["--format", "json"])).unwrap();
    let deal = &json["deal"];
    assert!(json["offer"].is_null());
    assert_eq!(deal["left"], 325);
    assert_eq!(deal["play_for"], 20);
    assert_eq!(deal["unit"], 5);
    assert_eq!(deal["odd_unit_first"], 5);
    let players: Vec<(u64, &str, u64, u64, u64, u64)> = deal["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["seat"].as_u64().unwrap(),
                p["name"].as_str().unwrap(),
                p["stack"].as_u64().unwrap(),
                p["chip_chop"].as_u64().unwrap(),
                p["icm"].as_u64().unwrap(),
                p["agreed"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        players,
        [
            (5, "Eve", 170_100, 185, 185, 180),
            (6, "Finn", 50_000, 140, 140, 125)
        ]
    );
    let when = |v: &Value| {
        let t = chrono::DateTime::parse_from_rfc3339(v.as_str().unwrap()).unwrap();
        assert!(
            before <= t && t <= after,
            "{t} not between {before} and {after}"
        );
    };
    when(&deal["at"]);
    let out: Vec<(&str, Option<u64>, u64)> = json["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            if !r["out_at"].is_null() {
                when(&r["out_at"]);
            }
            (
                r["name"].as_str().unwrap(),
                r["out_hand"].as_u64(),
                r["paid_in"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        out,
        [
            ("Eve", None, 55),
            ("Finn", None, 105),
            ("Ana", Some(6), 105),
            ("Cleo", Some(6), 105),
            ("Dev", Some(3), 105),
            ("Ben", Some(3), 55)
        ]
    );

    // In Czech, the rounding rules too.
    let czech = standings(&db, &["--lang", "cs"]);
    assert!(czech.contains("Deal zapsán "), "{czech}");
    assert!(czech.contains("\nhrálo se o zbývajících: 20\n"), "{czech}");
    assert!(
        czech.contains("\nzaokrouhlení: každá výhra zaokrouhlena dolů na násobek 5 USD"),
        "{czech}"
    );
    // A player still in is `in` in the format's own CSV and said in Czech
    // in the Czech one.
    let csv = standings(&db, &["--format", "csv"]);
    assert!(csv.contains("\nin,\"Eve\",1,0,0,170100,\n"), "{csv}");
    let czech = standings(
        &db,
        &["--format", "csv", "--localized-headers", "--lang", "cs"],
    );
    assert!(czech.contains("\nhraje,\"Eve\",1,0,0,170100,\n"), "{czech}");
    assert!(!czech.contains("\nin,"), "{czech}");
}

#[test]
fn standings_at_the_final_table_offer_the_deal_figures_before_a_deal() {
    let (dir, db) = temp_log();
    let rules = house_file(dir.path());
    let upto = SCRIPT.split("# check: hand6\n").next().unwrap();
    let (answers, _) = run(&db, &rules, upto);
    assert!(answers.last().unwrap()["ok"] == true);
    let text = standings(&db, &[]);
    let lines = rows(&text);
    let head = lines
        .iter()
        .position(|l| l.first() == Some(&"Deal") && l.get(2) == Some(&"offered,"))
        .unwrap_or_else(|| panic!("{text}"));
    assert_eq!(
        lines[head],
        [
            "Deal", "figures", "offered,", "325", "USD", "left", "to", "pay:"
        ]
    );
    // Nothing agreed yet: the figures alone, and nothing left to play for.
    assert_eq!(lines[head + 2], ["5", "Eve", "170,100", "185", "185"]);
    assert_eq!(lines[head + 3], ["6", "Finn", "50,000", "140", "140"]);
    assert!(!text.contains("left to play for"), "{text}");
    let json: Value = serde_json::from_str(&standings(&db, &["--format", "json"])).unwrap();
    assert!(json["deal"].is_null());
    let offer = &json["offer"];
    assert!(offer["at"].is_null());
    assert_eq!(offer["left"], 325);
    assert_eq!(offer["players"][0]["icm"], 185);
    assert!(offer["players"][1]["agreed"].is_null());
    assert_eq!(offer["players"][1]["chip_chop"], 140);
}

//! `log whatif`: another action at a step, played in a sandbox to the pots
//! and awards, beside the record; the log is left as it was.

use serde_json::Value;

use crate::common::{play, run, temp_log};

/// Button Cy (seat 1, 500), Ana (seat 2, 100) and Bo (seat 3, 300) at 1/2.
/// On the flop Ana is all-in, Bo all-in over her, Cy calls (step 11); the
/// hands are shown and the board runs out. Aces win the main pot of 300,
/// kings the side pot of 400.
const THREE_WAY: &str = "sit 1 Cy 500
sit 2 Ana 100
sit 3 Bo 300
n
d dh p1 AhAd
d dh p2 KhKd
d dh p3 QhQd
p3 cc
p1 cc
p2 cc
d burn
d db 2c7d9s
p1 cbr 98
p2 cbr 298
p3 cc
p2 sm KhKd
p1 sm AhAd
p3 sm QhQd
d burn
d db 3c
d burn
d db 4h
";

fn anchor(db: &str) -> String {
    let (code, out, err) = run(&["log", "anchor", db]);
    assert_eq!(code, 0, "{err}");
    out
}

/// Each player's stacks as recorded and in the what-if, by name.
fn stacks(json: &Value) -> Vec<(String, u64, u64)> {
    json["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["recorded"].as_u64().unwrap(),
                p["what_if"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn a_fold_instead_of_a_call_on_an_all_in_flop_gives_the_other_pots_and_writes_nothing() {
    let (_dir, db) = temp_log();
    play(&db, "", THREE_WAY);
    let path = db.to_str().unwrap();
    let head = anchor(path);
    let (code, out, err) = run(&["log", "whatif", path, "1", "11", "p3 f", "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    let json: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["done"], true);
    assert_eq!(json["stop"], Value::Null);
    // As recorded: Ana 300, Bo 400, Cy 200. Had Cy folded, Ana wins 202
    // (her 100, Bo's 100 called, Cy's 2), Bo keeps his uncalled 200, Cy 498.
    assert_eq!(
        stacks(&json),
        [
            ("Ana".to_string(), 300, 202),
            ("Bo".to_string(), 400, 200),
            ("Cy".to_string(), 200, 498)
        ]
    );
    let total: u64 = stacks(&json).iter().map(|(_, _, w)| w).sum();
    assert_eq!(total, 900, "chips conserved");
    let main = &json["what_if_pots"][0];
    assert_eq!(main["amount"], 202);
    assert_eq!(main["awards"][0]["name"], "Ana");
    assert_eq!(json["recorded_pots"][1]["amount"], 400);
    // Cy's recorded show is passed over: he has folded.
    let passed: Vec<u64> = json["replayed"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["passed_over"] == true)
        .map(|r| r["step"].as_u64().unwrap())
        .collect();
    assert_eq!(passed, [14]);
    assert_eq!(anchor(path), head, "the what-if wrote to the log");
    // In words, chip by chip.
    let (code, text, _) = run(&["log", "whatif", path, "1", "11", "p3 f"]);
    assert_eq!(code, 0);
    assert!(
        text.contains("Cy (seat 1): started with 500 · as recorded 200 (−300) · what if 498 (−2)"),
        "{text}"
    );
    assert_eq!(anchor(path), head);
}

#[test]
fn a_recorded_action_that_no_longer_fits_stops_the_hand_and_says_where() {
    let (_dir, db) = temp_log();
    play(&db, "", THREE_WAY);
    let path = db.to_str().unwrap();
    // Had Bo only called Ana's all-in, Cy's recorded call finds nothing to
    // call beyond it; the record's show by Bo then comes before Cy acts.
    let (code, out, err) = run(&[
        "log", "whatif", path, "1", "10", "p2 cc", "--format", "json",
    ]);
    assert_eq!(code, 0, "{err}");
    let json: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["done"], false);
    assert_eq!(json["stop"]["stop"], "refused");
    assert_eq!(json["stop"]["step"], 12);
    // A refused alternative is a clear error naming it.
    let (code, _, err) = run(&["log", "whatif", path, "1", "11", "p3 cbr 5"]);
    assert_ne!(code, 0);
    assert!(err.contains("“p3 cbr 5”"), "{err}");
    let (code, _, err) = run(&["log", "whatif", path, "1", "11", "p3 sideways"]);
    assert_ne!(code, 0);
    assert!(err.contains("p3 sideways"), "{err}");
}

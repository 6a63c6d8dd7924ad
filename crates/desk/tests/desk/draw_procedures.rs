//! A draw game at the table face: each seat's cards drawn per draw in the
//! state, in words too, and the dealer's answer to "how many did they
//! draw?" until the betting after the draw begins (`draw_count_asked`);
//! a card exposed in the draw goes to the discards under its own rule.

use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::desk::Desk;
use dealerdesk_desk::table_face::TableFace;
use dealerdesk_i18n::Lang;
use serde_json::Value;

/// Ana in seat 1 on the button (`p3`), Ben in seat 3 (`p1`, the small
/// blind), Cleo in seat 6 (`p2`, the big blind): 2-7 triple draw dealt
/// unseen and called round to the first draw.
fn to_the_draw(lang: Lang, db: &std::path::Path) -> TableFace {
    let rules = HouseRules::preset(Variant::FixedLimitTripleDraw);
    let desk = Desk::open(db, rules, "Table 1").unwrap();
    let mut face = TableFace::new(desk).unwrap();
    face.speak(lang);
    for line in [
        "sit 1 Ana 200",
        "sit 3 Ben 200",
        "sit 6 Cleo 200",
        "button 1",
        "n",
        "u",
        "p3 cc",
        "p1 cc",
        "p2 cc",
    ] {
        let answer = face.line(line);
        assert_eq!(answer["ok"], true, "{line}: {answer}");
    }
    face
}

fn seat(state: &Value, n: u64) -> &Value {
    state["seats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["seat"] == n)
        .unwrap()
}

#[test]
fn the_state_carries_each_seats_draws_and_the_dealer_tells_them_until_the_betting() {
    let dir = tempfile::tempdir().unwrap();
    let mut face = to_the_draw(Lang::En, &dir.path().join("t.ddlog"));
    let answer = face.line("p1 sd ????");
    assert_eq!(answer["ok"], true, "{answer}");
    let refused = face.line("drew 6");
    assert_eq!(refused["ok"], false);
    assert_eq!(
        refused["refused"]["message"],
        "Cleo (seat 6) has not drawn yet in this draw."
    );
    for line in ["p2 sd", "p3 sd ??", "d burn ??"] {
        assert_eq!(face.line(line)["ok"], true, "{line}");
    }
    let told = face.line("drew 3");
    assert_eq!(told["told"]["cards"], 2, "{told}");
    assert_eq!(told["told"]["rule"], "draw_count_asked");
    assert!(
        told["told"]["said"]
            .as_str()
            .unwrap()
            .starts_with("Ben (seat 3) drew 2 cards."),
        "{told}"
    );
    assert_eq!(
        told["recorded"],
        Value::Array(vec![]),
        "a query records nothing"
    );
    // The replacements dealt unseen; still told until the first bet or check.
    assert_eq!(face.line("u")["ok"], true);
    assert_eq!(face.line("drew 1")["told"]["cards"], 1);
    let state = face.line("drew 6")["state"].clone();
    assert_eq!(seat(&state, 6)["drew"], serde_json::json!([0]));
    assert_eq!(seat(&state, 6)["drew_said"], "Cleo (seat 6): drew 0 (pat)");
    assert_eq!(seat(&state, 3)["drew_said"], "Ben (seat 3): drew 2");
    assert_eq!(face.line("p1 cc")["ok"], true);
    let refused = face.line("drew 1");
    assert_eq!(refused["ok"], false);
    let message = refused["refused"]["message"].as_str().unwrap();
    assert!(message.contains("Ana (seat 1)"), "{message}");
    assert!(message.contains("draw_count_asked"), "{message}");
    // The second draw adds to the first, entered with the dealer's short
    // keys: a count of cards nobody saw, `pat`, `b` for the burn.
    for line in ["p2 cc", "p3 cc", "1", "3", "pat", "b", "u"] {
        let answer = face.line(line);
        assert_eq!(answer["ok"], true, "{line}: {answer}");
    }
    let state = face.state();
    assert_eq!(
        seat(&state, 6)["drew_said"],
        "Cleo (seat 6): drew 0 (pat), drew 3"
    );
    assert_eq!(seat(&state, 1)["drew"], serde_json::json!([1, 0]));
}

#[test]
fn the_draws_are_said_in_every_language() {
    for lang in Lang::ALL {
        let dir = tempfile::tempdir().unwrap();
        let mut face = to_the_draw(lang, &dir.path().join("t.ddlog"));
        for line in ["p1 sd ????", "p2 sd", "p3 sd ??"] {
            let _ = face.line(line);
        }
        let told = face.line("drew 3");
        let said = told["told"]["said"].as_str().unwrap_or_default();
        assert!(said.contains("Ben") && said.contains('2'), "{lang}: {told}");
        let state = face.state();
        let line = seat(&state, 6)["drew_said"].as_str().unwrap();
        assert!(
            line.contains("Cleo") && line.contains('0'),
            "{lang}: {line}"
        );
    }
}

#[test]
fn a_card_exposed_in_the_draw_is_ruled_and_dealt_last() {
    let dir = tempfile::tempdir().unwrap();
    let mut face = to_the_draw(Lang::En, &dir.path().join("t.ddlog"));
    for line in ["p1 sd ????", "p2 sd", "p3 sd ??"] {
        assert_eq!(face.line(line)["ok"], true, "{line}");
    }
    let refused = face.line("d exposed p1 Ah");
    assert_eq!(
        refused["refused"]["rule"], "draw_exposed_card",
        "the burn first"
    );
    assert_eq!(face.line("d burn ??")["ok"], true);
    let answer = face.line("d exposed p1 Ah");
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(answer["recorded"], serde_json::json!(["d exposed p1 Ah"]));
    // Ben's cards come after Ana's.
    assert_eq!(answer["state"]["legal"], serde_json::json!(["d dh p3 (1)"]));
    assert_eq!(face.line("d dh p3 ??")["ok"], true);
    assert_eq!(face.state()["legal"], serde_json::json!(["d dh p1 (2)"]));
    assert_eq!(
        face.line("d dh p1 Ah??")["ok"],
        false,
        "Ah is in the discards"
    );
}

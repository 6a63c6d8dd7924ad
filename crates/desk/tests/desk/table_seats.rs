//! The table face takes a player by seat number or by name wherever a
//! player is typed, as the console's command line does: out of turn
//! (`6 c`), in turn (`8 r 10`, `Ana c`), in a dealer procedure
//! (`exposed 6 Kd`) and in the floor's rulings (`kill Dev`); a seat or name
//! nobody in the hand answers to is refused in words that name it, and the
//! table stays as it was.

use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::desk::Desk;
use dealerdesk_desk::table_face::TableFace;
use serde_json::Value;

/// Ana on the button in seat 1, Ben in seat 3 (`p1`), Cleo in seat 6
/// (`p2`), Dev in seat 8 (`p3`): seats and positions never agree.
fn face(db: &std::path::Path) -> TableFace {
    let desk = Desk::open(db, HouseRules::preset(Variant::NoLimitHoldem), "Table 1").unwrap();
    let mut face = TableFace::new(desk).unwrap();
    for line in [
        "sit 1 Ana 200",
        "sit 3 Ben 200",
        "sit 6 Cleo 200",
        "sit 8 Dev 200",
        "addfloor Flo 482913",
        "button 1",
        "n",
    ] {
        let answer = face.line(line);
        assert_eq!(answer["ok"], true, "{line}: {answer}");
    }
    face
}

/// What a line recorded, in notation.
fn recorded(face: &mut TableFace, line: &str) -> Vec<String> {
    let answer = face.line(line);
    assert_eq!(answer["ok"], true, "{line}: {answer}");
    answer["recorded"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a.as_str().unwrap().to_string())
        .collect()
}

/// The refusal's message, after checking the line changed nothing.
fn refused(face: &mut TableFace, line: &str) -> String {
    let before = face.state();
    let answer: Value = face.line(line);
    assert_eq!(answer["ok"], false, "{line}: {answer}");
    assert_eq!(answer["recorded"], serde_json::json!([]), "{line}");
    assert_eq!(answer["state"], before, "{line}");
    answer["refused"]["message"].as_str().unwrap().to_string()
}

#[test]
fn the_betting_takes_seats_and_names_in_turn_and_out_of_turn() {
    let dir = tempfile::tempdir().unwrap();
    let mut face = face(&dir.path().join("t.sqlite"));
    assert_eq!(recorded(&mut face, "u").len(), 4, "four hands dealt unseen");
    // Dev (seat 8) is to act. Seat 9 is empty, Zed sits nowhere, seat 1's
    // player has no `p9`.
    for (line, word) in [("9 c", "9"), ("Zed c", "Zed"), ("p9 c", "p9")] {
        let said = refused(&mut face, line);
        let nobody = format!("Nobody in this hand sits at \"{word}\"");
        assert!(said.contains(&nobody), "{line}: {said}");
    }
    // Out of turn an amount is typed, never worked out.
    let said = refused(&mut face, "6 a");
    assert!(said.contains("Cleo (seat 6)"), "{said}");
    // Cleo (seat 6) calls out of turn: held until her turn.
    assert_eq!(recorded(&mut face, "6 c"), ["d oot p2 cc"]);
    // Dev raises to 10 by his seat: `r 40`-style amounts stay amounts.
    assert_eq!(recorded(&mut face, "8 r 10"), ["p3 cbr 10"]);
    assert_eq!(recorded(&mut face, "Ana c"), ["p4 cc"]);
    assert_eq!(recorded(&mut face, "3 f"), ["p1 f"]);
    // The raise changed the action to Cleo: her call no longer binds, and
    // she may still call by name.
    assert_eq!(recorded(&mut face, "cleo c"), ["p2 cc"]);
    let pots = face.state()["pots"].clone();
    assert_eq!(pots[0]["amount"], 31, "1 + 10 + 10 + 10: {pots}");
    // The floor kills Dev's hand by name, the player written as the hand's
    // position only in the log's notation.
    let kill = recorded(&mut face, "floor Flo 482913 \"left the table\" kill Dev");
    assert!(kill.contains(&"d kill p3".to_string()), "{kill:?}");
}

#[test]
fn a_dealer_procedure_names_its_player_by_seat_or_name() {
    let dir = tempfile::tempdir().unwrap();
    let mut face = face(&dir.path().join("t.sqlite"));
    // Seat 5 is empty: refused, naming the seat typed.
    let said = refused(&mut face, "exposed 5 Kd");
    assert!(said.contains("Nobody in this hand sits at \"5\""), "{said}");
    // Ben's cards are dealt; Cleo's (seat 6) card turns over as it comes.
    recorded(&mut face, "Ah Ad");
    let exposed = recorded(&mut face, "exposed 6 Kd");
    assert_eq!(exposed.first().map(String::as_str), Some("d exposed p2 Kd"));
}

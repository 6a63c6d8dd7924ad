//! The table face names players by name and seat in its refusals and the
//! floor's rulings, in every language: never by the hand position (`p3`)
//! the engine counts in, which changes every hand.

use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::desk::Desk;
use dealerdesk_desk::table_face::TableFace;
use dealerdesk_i18n::Lang;

/// A hand position as notation writes it (`p3`) anywhere in `text`.
fn position_in(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    (0..chars.len()).find_map(|i| {
        let before = i == 0 || !chars[i - 1].is_alphanumeric();
        let digits = chars[i + 1..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        let after = chars
            .get(i + 1 + digits)
            .is_none_or(|c| !c.is_alphanumeric());
        (chars[i] == 'p' && before && digits > 0 && after)
            .then(|| chars[i..=i + digits].iter().collect())
    })
}

/// Ana in seat 1 on the button, Ben in seat 3, Cleo in seat 6, a hold'em
/// hand dealt unseen: Ana (`p3`) is to act.
fn face(lang: Lang, db: &std::path::Path) -> TableFace {
    let desk = Desk::open(db, HouseRules::preset(Variant::NoLimitHoldem), "Table 1").unwrap();
    let mut face = TableFace::new(desk).unwrap();
    face.speak(lang);
    for line in [
        "sit 1 Ana 200",
        "sit 3 Ben 200",
        "sit 6 Cleo 200",
        "addfloor Flo 482913",
        "button 1",
        "n",
        "u",
    ] {
        let answer = face.line(line);
        assert_eq!(answer["ok"], true, "{line}: {answer}");
    }
    face
}

/// The refusal's message, after checking the line changed nothing.
fn refused(face: &mut TableFace, line: &str) -> String {
    let before = face.state();
    let answer = face.line(line);
    assert_eq!(answer["ok"], false, "{line}: {answer}");
    assert_eq!(answer["state"], before, "{line}");
    answer["refused"]["message"].as_str().unwrap().to_string()
}

#[test]
fn table_refusals_name_players_by_name_and_seat_in_every_language() {
    for lang in Lang::ALL {
        let dir = tempfile::tempdir().unwrap();
        let mut face = face(lang, &dir.path().join("t.ddlog"));
        for (line, names) in [
            ("p1 cc", &["Ana", "Ben"][..]),
            ("p3 sm AhKd", &["Ana"][..]),
            ("floor Flo 482913 \"slow roll\" p2 cc", &["Ana", "Cleo"][..]),
        ] {
            let said = refused(&mut face, line);
            assert_eq!(position_in(&said), None, "{lang}: {line}: {said}");
            for name in names {
                assert!(said.contains(name), "{lang}: {line}: {said}");
            }
        }
    }
}

/// Heads-up to the river at the table face: Ana (seat 1, the button, `p2`)
/// shows aces, keyed as eights; Ben (seat 2) shows kings.
fn mistyped_show(lang: Lang, db: &std::path::Path) -> TableFace {
    let desk = Desk::open(db, HouseRules::preset(Variant::NoLimitHoldem), "Table 1").unwrap();
    let mut face = TableFace::new(desk).unwrap();
    face.speak(lang);
    let script = "addfloor Morgan 246800\nsit 1 Ana 100\nsit 2 Ben 100\nbutton 1\nn\nu\nc\nc\n\
                  5c\n2c 7d 9s\nc\nc\n6c\n3h\nc\nc\n6d\n4s\nc\nc\ns Kh Kd\ns 8h 8d";
    for line in script.lines() {
        let answer = face.line(line);
        assert_eq!(answer["ok"], true, "{line}: {answer}");
    }
    face
}

/// Ana's and Ben's stacks.
fn stacks(face: &TableFace) -> Vec<u64> {
    face.desk().seats().values().map(|s| s.stack.0).collect()
}

#[test]
fn the_floor_corrects_the_last_hand_in_the_command_lines_keys() {
    let dir = tempfile::tempdir().unwrap();
    let mut face = mistyped_show(Lang::En, &dir.path().join("t.ddlog"));
    assert_eq!(stacks(&face), [98, 102]);
    // A form the correction does not take is refused, naming its form.
    let said = refused(&mut face, "floor Morgan 246800 \"x\" correct s");
    assert!(said.contains("correct [SEAT]"), "{said}");
    // Another player's seat is refused as the correction of someone else's
    // action, in words.
    let said = refused(&mut face, "floor Morgan 246800 \"x\" correct 2 s Ah Ad");
    assert_eq!(position_in(&said), None, "{said}");
    assert!(
        said.contains("Ana (seat 1)") && said.contains("Ben (seat 2)"),
        "{said}"
    );
    // The player whose show it replaces, in the dealer's keys.
    let answer = face.line("floor Morgan 246800 \"aces keyed as eights\" correct s Ah Ad");
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(
        answer["recorded"][0],
        "floor correct hand 1: p2 sm 8h8d to p2 sm AhAd"
    );
    assert_eq!(stacks(&face), [102, 98]);
    // Naming the seat, and in notation, still read.
    let answer = face.line("floor Morgan 246800 \"back to eights\" correct 1 s 8h 8d");
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(stacks(&face), [98, 102]);
    let answer = face.line("floor Morgan 246800 \"aces after all\" correct p2 sm AhAd");
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(stacks(&face), [102, 98]);
}

#[test]
fn the_floor_names_a_player_by_seat() {
    let dir = tempfile::tempdir().unwrap();
    let mut face = face(Lang::En, &dir.path().join("t.ddlog"));
    // Seat 9 is empty: refused, the hand as it was.
    let said = refused(&mut face, "floor Flo 482913 \"x\" kill 9");
    assert!(said.contains('9'), "{said}");
    // Ben (seat 3) has his hand killed; Ana and Cleo play on.
    let answer = face.line("floor Flo 482913 \"two cards dealt face up\" kill 3");
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(answer["recorded"][0].as_str().unwrap(), "d kill p1");
    let seats = answer["state"]["seats"].as_array().unwrap();
    assert_eq!(seats[1]["name"], "Ben");
    assert_eq!(seats[1]["status"], "folded");
}

//! The table face names players by name and seat in its refusals and the
//! floor's rulings, in every language: never by the hand position (`p3`)
//! the engine counts in, which changes every hand.

use dealerdesk::desk::Desk;
use dealerdesk::i18n::Lang;
use dealerdesk::rules::{HouseRules, Variant};
use dealerdesk::table_face::TableFace;

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

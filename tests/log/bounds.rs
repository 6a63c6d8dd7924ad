//! Outside input within bounds: files nested 100,000 deep, huge chip
//! amounts and floats are refused with a clear error where they are read;
//! nothing overflows, crashes or hangs.

use std::process::Command;

use dealerdesk::chips::Chips;
use dealerdesk::desk::{Desk, SeatNo};
use dealerdesk::rules::{HouseRules, Variant};

use crate::common::temp_log;

fn dealerdesk(args: &[&std::ffi::OsStr]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(args)
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.code().unwrap(), text)
}

#[test]
fn a_hand_history_nested_100000_deep_is_refused_at_its_place() {
    let (dir, _) = temp_log();
    let file = dir.path().join("deep.phh");
    let text = format!(
        "variant = 'NT'\nstarting_stacks = [100, 100]\nactions = {}\n",
        "[".repeat(100_000)
    );
    std::fs::write(&file, text).unwrap();
    for command in ["replay", "state"] {
        let started = std::time::Instant::now();
        let (code, out) = dealerdesk(&[command.as_ref(), file.as_os_str()]);
        // A generous bound (a debug build on a busy machine): the read is
        // linear and stops at the 33rd bracket; the figure is in BENCHMARKS.md.
        assert!(started.elapsed().as_secs() < 10, "{command} took too long");
        assert_ne!(code, 0, "{command}");
        // `replay` writes JSON (its message the reader's own), `state` words.
        assert!(
            out.to_lowercase()
                .contains("line 3, column 43: brackets nest deeper than 32"),
            "{command}: {out}"
        );
    }
    let db = dir.path().join("t.sqlite");
    let (code, out) = dealerdesk(&[
        "log".as_ref(),
        "import".as_ref(),
        db.as_os_str(),
        file.as_os_str(),
    ]);
    assert_ne!(code, 0);
    assert!(
        out.contains("deep.phh: line 3, column 43: Brackets nest deeper than 32."),
        "{out}"
    );
}

#[test]
fn a_house_file_nested_100000_deep_is_refused_at_its_place() {
    let (dir, _) = temp_log();
    let file = dir.path().join("deep.yaml");
    std::fs::write(&file, format!("name: x\ngame: {}\n", "[".repeat(100_000))).unwrap();
    let (code, out) = dealerdesk(&["rules".as_ref(), "check".as_ref(), file.as_os_str()]);
    assert_ne!(code, 0);
    assert!(out.contains("deep.yaml"), "{out}");
    assert!(out.contains("Brackets nest deeper than 32."), "{out}");
}

#[test]
fn stacks_beyond_what_a_table_holds_are_refused() {
    let (dir, _) = temp_log();
    for (name, stacks) in [
        (
            "max.phh",
            "[9223372036854775807, 9223372036854775807, 9223372036854775807]",
        ),
        ("float.phh", "[1e30, 100]"),
    ] {
        let file = dir.path().join(name);
        std::fs::write(
            &file,
            format!(
                "variant = 'NT'\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = {stacks}\nactions = []\n"
            ),
        )
        .unwrap();
        let (code, out) = dealerdesk(&["replay".as_ref(), file.as_os_str()]);
        assert_ne!(code, 0, "{name}");
        assert!(
            out.contains("more than the 1,000,000,000,000,000 chips"),
            "{name}: {out}"
        );
        // The import reads the same file and writes nothing of it.
        let db = dir.path().join(format!("{name}.sqlite"));
        let (code, out) = dealerdesk(&[
            "log".as_ref(),
            "import".as_ref(),
            db.as_os_str(),
            file.as_os_str(),
        ]);
        assert_ne!(code, 0, "{name}");
        assert!(
            out.contains("more than the 1,000,000,000,000,000 chips"),
            "{name}: {out}"
        );
        let (_, hands) = dealerdesk(&["log".as_ref(), "hands".as_ref(), db.as_os_str()]);
        assert!(!hands.contains("#1"), "{name}: {hands}");
    }
}

#[test]
fn the_table_face_refuses_a_sit_or_rebuy_of_2_to_the_63_chips() {
    let (dir, db) = temp_log();
    let script = dir.path().join("script.txt");
    std::fs::write(
        &script,
        "sit 1 Ana 9223372036854775808
sit 1 Ana 100
rebuy 1 18446744073709551615
sit 2 Ben 1e30
",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(["table".as_ref(), "--db".as_ref(), db.as_os_str()])
        .stdin(std::fs::File::open(&script).unwrap())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let answers: Vec<serde_json::Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let ok: Vec<bool> = answers.iter().map(|a| a["ok"] == true).collect();
    assert_eq!(ok, [false, true, false, false]);
    // Ana keeps the 100 she sat with.
    let seats = &answers[3]["state"]["seats"];
    assert_eq!(seats[0]["stack"], 100, "{}", answers[3]);
}

#[test]
fn a_buy_in_or_rebuy_beyond_the_maximum_is_refused_and_nothing_is_written() {
    let (_dir, db) = temp_log();
    let mut desk = Desk::open(&db, HouseRules::preset(Variant::NoLimitHoldem), "T").unwrap();
    assert!(desk.seat(SeatNo(1), "Ana", Chips(u64::MAX)).is_err());
    desk.seat(SeatNo(1), "Ana", Chips::MAX).unwrap();
    let events = desk.log().events(None).unwrap().len();
    let err = desk.add_chips(SeatNo(1), Chips(1)).unwrap_err().to_string();
    assert!(err.contains("more than the"), "{err}");
    assert!(desk.add_chips(SeatNo(1), Chips(u64::MAX)).is_err());
    assert_eq!(desk.log().events(None).unwrap().len(), events);
    assert_eq!(desk.seats()[&SeatNo(1)].stack, Chips::MAX);
}

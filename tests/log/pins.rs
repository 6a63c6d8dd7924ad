//! Floor PINs through the program: `log verify` says a log hashed at the
//! hunts' scratch cost, and the `table` face refuses weak PINs and a log
//! from another house without its key.

use dealerdesk::log::{EventLog, PinCost, Role};

use crate::common::temp_log;

const PIN: &str = "73914-secret";

#[test]
fn a_scratch_cost_pin_checks_and_marks_the_log_as_a_hunts() {
    let (_dir, path) = temp_log();
    let mut log = EventLog::open(&path).unwrap();
    let standard = log.add_operator("Flo", Role::Floor, Some(PIN)).unwrap();
    let scratch = log
        .add_operator_at("Hunt", Role::Floor, Some(PIN), PinCost::Scratch)
        .unwrap();
    assert!(log.check_pin(scratch, PIN).unwrap());
    assert!(!log.check_pin(scratch, "73914-secreT").unwrap());
    let costs: Vec<_> = log
        .operators()
        .unwrap()
        .into_iter()
        .map(|o| (o.id, o.pin_cost))
        .collect();
    assert_eq!(
        costs,
        [
            (standard, Some(PinCost::Standard)),
            (scratch, Some(PinCost::Scratch))
        ]
    );
    log.close().unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(["log", "verify"])
        .arg(&path)
        .output()
        .unwrap();
    let out = String::from_utf8(out.stdout).unwrap();
    assert!(out.contains("chain intact"), "{out}");
    assert!(
        out.contains("the PINs of Hunt are hashed at the hunts' scratch cost"),
        "{out}"
    );
}

/// The `table` face refuses a weak floor PIN (one digit repeated, a straight
/// run up or down) with the reason, registers no one, and takes a sound one.
#[test]
fn the_table_refuses_weak_floor_pins() {
    use crate::common::{answers, table_command};
    let (_dir, path) = temp_log();
    let table = |script: &str| {
        let mut command = table_command();
        command.arg("--db").arg(&path).env("LC_ALL", "en");
        answers(&mut command, script)
    };
    for (pin, says) in [
        ("000000", "not one digit over and over"),
        ("123456", "not a straight run of digits"),
        ("987654", "not a straight run of digits"),
    ] {
        let (code, said) = table(&format!("addfloor Flo {pin}\n"));
        assert_eq!(code, 1, "{pin}");
        let message = said[0]["refused"]["message"].as_str().unwrap();
        assert!(message.contains(says), "{pin}: {message}");
    }
    assert!(
        EventLog::open_read_only(&path)
            .unwrap()
            .operators()
            .unwrap()
            .iter()
            .all(|o| o.role != Role::Floor),
        "no floor person was registered"
    );
    let (code, said) = table("addfloor Flo 482913\n");
    assert_eq!(code, 0, "{said:?}");
}

/// A log taken to a machine with another house key (`DEALERDESK_HOUSE_KEY_FILE`
/// names where the key is): the table says its floor PINs were made with
/// another house key, not that the PIN is wrong, and records nothing; with
/// the key back, the same PIN is right.
#[test]
fn the_table_says_a_log_from_another_house_needs_its_key() {
    use crate::common::{answers, table_command};
    use dealerdesk::log::HOUSE_KEY_ENV;
    let (dir, path) = temp_log();
    let ours = dir.path().join("ours.key");
    let theirs = dir.path().join("elsewhere").join("house.key");
    let table = |key: &std::path::Path, script: &str| {
        let mut command = table_command();
        command
            .arg("--db")
            .arg(&path)
            .env("LC_ALL", "en")
            .env(HOUSE_KEY_ENV, key);
        answers(&mut command, script)
    };
    let (code, said) = table(&ours, "addfloor Flo 482913\n");
    assert_eq!(code, 0, "{said:?}");
    assert!(ours.exists(), "the house key was made on first use");
    let head = EventLog::open_read_only(&path).unwrap().head().unwrap().0;

    let (code, said) = table(&theirs, "addfloor Max 573028 Flo 482913\n");
    assert_eq!(code, 1);
    let message = said[0]["refused"]["message"].as_str().unwrap();
    assert!(
        message.contains("floor PINs were made with another house key"),
        "{message}"
    );
    assert!(!theirs.exists(), "checking a PIN makes no key");
    assert_eq!(
        EventLog::open_read_only(&path).unwrap().head().unwrap().0,
        head,
        "nothing recorded"
    );

    let (code, said) = table(&ours, "addfloor Max 573028 Flo 482913\n");
    assert_eq!(code, 0, "{said:?}");
}

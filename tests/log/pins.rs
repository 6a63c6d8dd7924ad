//! Operator PINs are salted Argon2 PHC strings, checked correctly, required for floor.

use dealerdesk::log::{EventLog, LogError, PinCost, Role};

use crate::common::{find_all, raw, temp_log};

const PIN: &str = "73914-secret";

#[test]
fn pin_is_stored_as_an_argon2_phc_string_never_in_plain() {
    let (_dir, path) = temp_log();
    let mut log = EventLog::open(&path).unwrap();
    let floor = log.add_operator("Flo", Role::Floor, Some(PIN)).unwrap();
    let other = log.add_operator("Fred", Role::Floor, Some(PIN)).unwrap();
    log.close().unwrap();

    let conn = raw(&path);
    let get = |id: i64| -> String {
        conn.query_row("SELECT pin_hash FROM operators WHERE id = ?1", [id], |r| {
            r.get(0)
        })
        .unwrap()
    };
    let (a, b) = (get(floor.0), get(other.0));
    drop(conn);
    for phc in [&a, &b] {
        assert!(phc.starts_with("$argon2id$v=19$"), "{phc}");
        assert!(!phc.contains(PIN));
    }
    assert_ne!(a, b, "each PIN hash has its own salt");
    let bytes = std::fs::read(&path).unwrap();
    assert!(
        find_all(&bytes, PIN.as_bytes()).is_empty(),
        "plain PIN in the file"
    );
}

#[test]
fn right_pin_checks_true_and_wrong_pin_false() {
    let (_dir, path) = temp_log();
    let mut log = EventLog::open(&path).unwrap();
    let floor = log.add_operator("Flo", Role::Floor, Some(PIN)).unwrap();
    let dealer = log.add_operator("Dana", Role::Dealer, None).unwrap();
    assert!(log.check_pin(floor, PIN).unwrap());
    assert!(!log.check_pin(floor, "73914-secreT").unwrap());
    assert!(!log.check_pin(floor, "").unwrap());
    assert!(
        !log.check_pin(dealer, PIN).unwrap(),
        "no PIN set: never matches"
    );
    assert!(matches!(
        log.check_pin(dealerdesk::log::OperatorId(99), PIN),
        Err(LogError::UnknownOperator(_))
    ));
    // Still right after reopening, including through a reviewer's read-only handle.
    log.close().unwrap();
    let ro = EventLog::open_read_only(&path).unwrap();
    assert!(ro.check_pin(floor, PIN).unwrap());
}

#[test]
fn floor_without_pin_is_refused() {
    let (_dir, path) = temp_log();
    let mut log = EventLog::open(&path).unwrap();
    let err = log.add_operator("Flo", Role::Floor, None).unwrap_err();
    assert!(matches!(err, LogError::PinRequired(Role::Floor)), "{err:?}");
    assert_eq!(err.to_string(), "role floor requires a pin");
    assert!(matches!(
        log.add_operator("Flo", Role::Floor, Some("")),
        Err(LogError::EmptyPin)
    ));
    assert!(log.operators().unwrap().is_empty(), "nothing was written");
    // Dealers and reviewers may have a PIN but need not.
    let r = log
        .add_operator("Rev", Role::Reviewer, Some("1111"))
        .unwrap();
    assert!(log.check_pin(r, "1111").unwrap());
}

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

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

/// The floor person's PIN hash in the `operators` row, swapped for
/// `known` (the triggers dropped and put back), returning the one before.
fn swap_pin_hash(path: &std::path::Path, floor: i64, known: &str) -> String {
    let conn = raw(path);
    let old: String = conn
        .query_row(
            "SELECT pin_hash FROM operators WHERE id = ?1",
            [floor],
            |r| r.get(0),
        )
        .unwrap();
    crate::common::with_triggers_dropped(&conn, |conn| {
        conn.execute(
            "UPDATE operators SET pin_hash = ?1 WHERE id = ?2",
            rusqlite::params![known, floor],
        )
        .unwrap();
    });
    old
}

/// A PHC string of `pin`, made in a log of its own.
fn hash_of(pin: &str) -> String {
    let (_dir, path) = temp_log();
    let mut log = EventLog::open(&path).unwrap();
    log.add_operator_at("Mal", Role::Floor, Some(pin), PinCost::Scratch)
        .unwrap();
    log.close().unwrap();
    raw(&path)
        .query_row("SELECT pin_hash FROM operators", [], |r| r.get(0))
        .unwrap()
}

/// The forged ruling from issue 26: with the triggers dropped, Flo's
/// `pin_hash` row is swapped for the hash of a PIN the attacker knows. A desk
/// open meanwhile checks the chained record and refuses the known PIN (a
/// wrong PIN, on the record); a desk opened after the swap is refused at
/// open. Restored, the log opens and Flo's own PIN works.
#[test]
fn forged_ruling_with_a_swapped_pin_hash_is_refused() {
    use dealerdesk::chips::Chips;
    use dealerdesk::desk::{Desk, DeskError, SeatNo};
    use dealerdesk::notation::parse_action;
    use dealerdesk::rules::{HouseRules, Variant};

    let (_dir, path) = temp_log();
    let open = || Desk::open(&path, HouseRules::preset(Variant::NoLimitHoldem), "Table 7");
    let mut desk = open().unwrap();
    desk.seat(SeatNo(2), "Ana", Chips(200)).unwrap();
    desk.seat(SeatNo(5), "Ben", Chips(200)).unwrap();
    let flo = desk.add_floor("Flo", "482913").unwrap();
    desk.seat(SeatNo(9), "Cy", Chips(200)).unwrap();
    desk.start_hand().unwrap();
    for a in ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cc"] {
        desk.submit(&parse_action(a).unwrap()).unwrap();
    }
    let known = hash_of("735102");

    // Swapped while the table is open: the chain's hash is the one checked.
    let old = swap_pin_hash(&path, flo.0, &known);
    let entries = desk.log().head().unwrap().0;
    assert!(matches!(
        desk.void_last(flo, "735102", "x"),
        Err(DeskError::WrongPin)
    ));
    assert_eq!(
        desk.log().head().unwrap().0.0,
        entries.0 + 1,
        "only the refused PIN is recorded"
    );
    drop(desk);

    // Swapped before the table opens: refused at open, nothing written.
    let before = std::fs::read(&path).unwrap();
    match open() {
        Err(DeskError::Log(LogError::BrokenChain { .. })) => {}
        other => panic!(
            "a swapped PIN hash must be refused at open: {:?}",
            other.err()
        ),
    }
    assert_eq!(std::fs::read(&path).unwrap(), before);

    // Put back, the log opens again and Flo's own PIN rules.
    swap_pin_hash(&path, flo.0, &old);
    let mut desk = open().unwrap();
    assert!(desk.log().check_pin(flo, "482913").unwrap());
    assert!(!desk.log().check_pin(flo, "735102").unwrap());
    desk.void_last(flo, "482913", "misclick").unwrap();
}

/// The PHC string in Flo's `operators` row.
fn stored_hash(path: &std::path::Path) -> String {
    raw(path)
        .query_row(
            "SELECT pin_hash FROM operators WHERE name = 'Flo'",
            [],
            |r| r.get(0),
        )
        .unwrap()
}

/// A copy of the log alone offers nothing to guess PINs against: each hash
/// is made at the standard cost with the house key as Argon2's secret, and
/// names the key by its id. Opened beside another house key, a right PIN
/// is neither right nor wrong but "made with another house key".
#[test]
fn a_copy_of_the_log_alone_offers_nothing_to_guess_pins_against() {
    use dealerdesk::log::HouseKey;
    let (dir, path) = temp_log();
    let house = dir.path().join("house.key");
    let other = dir.path().join("other.key");
    let mut log = EventLog::open(&path).unwrap();
    log.use_house_key(&house).unwrap();
    let flo = log.add_operator("Flo", Role::Floor, Some(PIN)).unwrap();
    log.close().unwrap();

    let phc = stored_hash(&path);
    assert!(phc.contains("$m=65536,t=7,p=1,keyid="), "{phc}");
    let key = HouseKey::load(&house).unwrap();
    assert_ne!(HouseKey::load_or_create(&other).unwrap(), key);
    let mut log = EventLog::open(&path).unwrap();
    log.use_house_key(&other).unwrap();
    match log.check_pin(flo, PIN) {
        Err(LogError::OtherHouseKey { key_file }) => assert_eq!(key_file, other),
        wrong => panic!("a hash made with another house key: {wrong:?}"),
    }
    log.use_house_key(&house).unwrap();
    assert!(log.check_pin(flo, PIN).unwrap());
    assert!(!log.check_pin(flo, "73914-secreT").unwrap());
}

/// A PIN hash as the build before the house key wrote it: Argon2id's
/// defaults, unkeyed, for the PIN 482913.
const UNKEYED_482913: &str = "$argon2id$v=19$m=19456,t=2,p=1$/J0FjmYhGlhZFAUvlXfYGA$S2iNB9Ce/ocjRIsoJm+XJ49ib6m1fh4StBUfCDPV5+s";

/// A log written before PINs were keyed opens, verifies, and its floor
/// PINs still check, with no house key needed for them.
#[test]
fn a_pin_hashed_before_the_house_key_still_checks() {
    use dealerdesk::log::chain::{GENESIS_PREV_HASH, compute_hash};
    use dealerdesk::log::{EventRecord, OperatorId, Seq};
    let (dir, path) = temp_log();
    let mut record = EventRecord {
        seq: Seq(1),
        hand: None,
        at: chrono::Utc::now(),
        operator: OperatorId(1),
        role: Role::Floor,
        action: "log operator".to_owned(),
        payload: serde_json::json!({
            "id": 1, "name": "Flo", "role": "floor", "pin_hash": UNKEYED_482913,
        }),
        prev_hash: GENESIS_PREV_HASH.to_owned(),
        hash: String::new(),
    };
    record.hash = compute_hash(&record);
    EventLog::write_copy(&path, &[record])
        .unwrap()
        .close()
        .unwrap();
    let mut log = EventLog::open(&path).unwrap();
    // A house key that is not the one a keyed hash would need: never read.
    log.use_house_key(&dir.path().join("house.key")).unwrap();
    assert!(log.check_pin(OperatorId(1), "482913").unwrap());
    assert!(!log.check_pin(OperatorId(1), "482914").unwrap());
    let flo = &log.operators().unwrap()[0];
    assert_eq!(flo.pin_cost, Some(PinCost::Standard));
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

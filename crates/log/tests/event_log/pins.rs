//! Operator PINs are salted Argon2 PHC strings, checked correctly, required for floor.

use dealerdesk_log::{EventLog, LogError, PinCost, Role};

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
        log.check_pin(dealerdesk_log::OperatorId(99), PIN),
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
    use dealerdesk_log::HouseKey;
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
    use dealerdesk_log::chain::{GENESIS_PREV_HASH, compute_hash};
    use dealerdesk_log::{EventRecord, OperatorId, Seq};
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

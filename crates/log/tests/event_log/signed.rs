//! Floor entries signed by the floor person's key, derived from their PIN
//! and the house key: a floor entry, a floor person or a PIN hash added by
//! whoever can write the file fails `verify`, naming the entry, and the log
//! is refused for writing; a log of the older format says it is unsigned.

use dealerdesk_log::{
    ChainFault, EventLog, LogError, NewEvent, OperatorId, PinCost, Role, SignFault, Signing,
};
use serde_json::json;

use crate::common::{append_forged, assert_broken, raw, seeded_log, temp_log, verify_read_only};

const FLO_PIN: &str = "482913";
const BEN_PIN: &str = "735102";

/// A signed log: a dealer, Flo (the first floor person), Ben registered on
/// Flo's word, a session, an open hand and one ruling by each floor person.
struct Signed {
    dealer: OperatorId,
    flo: OperatorId,
    ben: OperatorId,
    hand: dealerdesk_log::HandId,
}

fn signed_log(path: &std::path::Path, house: &std::path::Path) -> Signed {
    let mut log = EventLog::open(path).unwrap();
    log.use_house_key(house).unwrap();
    let dealer = log.add_operator("Dana", Role::Dealer, None).unwrap();
    let flo = log.add_staff("Flo", FLO_PIN, PinCost::Scratch).unwrap();
    assert!(log.is_signed());
    assert!(log.unlock(flo, FLO_PIN).unwrap());
    let ben = log.add_staff("Ben", BEN_PIN, PinCost::Scratch).unwrap();
    let session = log
        .begin_session("Table 7", "nlhe", "rules", dealer)
        .unwrap();
    let hand = log.begin_hand(session, 1, dealer).unwrap();
    let entry = |operator, action: &str| NewEvent {
        hand: Some(hand),
        operator,
        action: action.to_owned(),
        payload: json!({"reason": "ruled"}),
    };
    log.append(entry(dealer, "p1 cbr 100")).unwrap();
    assert!(log.unlock(flo, FLO_PIN).unwrap());
    log.append(entry(flo, "floor d kill p2")).unwrap();
    assert!(log.unlock(ben, BEN_PIN).unwrap());
    log.append(entry(ben, "floor d kill p3")).unwrap();
    log.close().unwrap();
    Signed {
        dealer,
        flo,
        ben,
        hand,
    }
}

#[test]
fn a_signed_log_verifies_and_names_its_first_floor_person_and_key() {
    let (dir, path) = temp_log();
    let s = signed_log(&path, &dir.path().join("house.key"));
    let report = verify_read_only(&path).unwrap();
    match report.signing {
        Signing::Signed {
            first_floor,
            key,
            entries,
        } => {
            assert_eq!(first_floor, s.flo);
            assert_eq!(key.len(), 64);
            // Flo's key, Ben's key (by Flo), and the two rulings.
            assert_eq!(entries, 4);
        }
        other => panic!("expected a signed log, got {other:?}"),
    }
    // The signatures are records in the chain, each after its entry.
    let log = EventLog::open_read_only(&path).unwrap();
    let events = log.events(None).unwrap();
    let ruling = events
        .iter()
        .position(|e| e.action == "floor d kill p2")
        .unwrap();
    assert_eq!(events[ruling + 1].action, "log signed");
    assert_eq!(events[ruling + 1].payload["seq"], events[ruling].seq.0);
    assert_eq!(events[ruling + 1].operator, s.flo);
    let _ = (s.ben, s.dealer);
}

#[test]
fn a_floor_entry_needs_its_floor_persons_pin_and_a_wrong_pin_signs_nothing() {
    let (dir, path) = temp_log();
    let s = signed_log(&path, &dir.path().join("house.key"));
    let mut log = EventLog::open(&path).unwrap();
    log.use_house_key(&dir.path().join("house.key")).unwrap();
    let entry = |operator| NewEvent {
        hand: Some(s.hand),
        operator,
        action: "floor d kill p1".to_owned(),
        payload: json!({}),
    };
    let before = log.events(None).unwrap().len();
    assert!(matches!(
        log.append(entry(s.flo)),
        Err(LogError::NotUnlocked { operator: Some(o) }) if o == s.flo
    ));
    assert!(!log.unlock(s.flo, "482914").unwrap(), "a wrong PIN");
    assert!(log.append(entry(s.flo)).is_err());
    // Flo's key does not sign Ben's entry, nor outlives the dealer's entry.
    assert!(log.unlock(s.flo, FLO_PIN).unwrap());
    assert!(log.append(entry(s.ben)).is_err());
    assert!(log.unlock(s.flo, FLO_PIN).unwrap());
    log.append(NewEvent {
        hand: Some(s.hand),
        operator: s.dealer,
        action: "p1 cc".to_owned(),
        payload: json!({}),
    })
    .unwrap();
    assert!(log.append(entry(s.flo)).is_err());
    // Registering floor staff needs a floor person's key too, and the
    // unsigned way in is shut.
    assert!(matches!(
        log.add_staff("Eve", "864213", PinCost::Scratch),
        Err(LogError::NotUnlocked { operator: None })
    ));
    assert!(matches!(
        log.add_operator("Eve", Role::Floor, Some("864213")),
        Err(LogError::NotUnlocked { operator: None })
    ));
    assert_eq!(log.events(None).unwrap().len(), before + 1);
    log.close().unwrap();
    assert!(verify_read_only(&path).is_ok());
}

#[test]
fn a_floor_ruling_appended_by_whoever_writes_the_file_fails_verify_naming_it() {
    let (dir, path) = temp_log();
    let s = signed_log(&path, &dir.path().join("house.key"));
    let seq = append_forged(
        &path,
        s.flo,
        Role::Floor,
        Some(s.hand),
        "floor d kill p1",
        json!({"reason": "forged"}),
    );
    assert_broken(
        &path,
        seq,
        |r| matches!(r, ChainFault::Signature(SignFault::Unsigned { operator }) if *operator == s.flo),
    );
}

#[test]
fn a_forged_signature_or_one_moved_from_another_entry_fails() {
    let (dir, path) = temp_log();
    let s = signed_log(&path, &dir.path().join("house.key"));
    // Flo's real signature of her ruling, copied after a forged ruling.
    let sig = {
        let log = EventLog::open_read_only(&path).unwrap();
        let events = log.events(None).unwrap();
        let at = events
            .iter()
            .position(|e| e.action == "floor d kill p2")
            .unwrap();
        events[at + 1].payload["sig"].clone()
    };
    let seq = append_forged(
        &path,
        s.flo,
        Role::Floor,
        Some(s.hand),
        "floor d kill p1",
        json!({}),
    );
    append_forged(
        &path,
        s.flo,
        Role::Floor,
        None,
        "log signed",
        json!({"seq": seq, "sig": sig}),
    );
    assert_broken(
        &path,
        seq,
        |r| matches!(r, ChainFault::Signature(SignFault::Invalid { operator }) if *operator == s.flo),
    );
}

#[test]
fn a_floor_person_minted_in_a_scratch_log_with_the_same_house_key_fails() {
    let (dir, path) = temp_log();
    let house = dir.path().join("house.key");
    signed_log(&path, &house);
    // Eve registers herself in a scratch log, keyed with the same house key.
    let scratch = dir.path().join("scratch.ddlog");
    let mut log = EventLog::open(&scratch).unwrap();
    log.use_house_key(&house).unwrap();
    log.add_staff("Eve", "864213", PinCost::Scratch).unwrap();
    let minted: Vec<_> = log.events(None).unwrap();
    log.close().unwrap();
    // Her operator row and her three chained records, copied in.
    let eve = OperatorId(4);
    let conn = raw(&path);
    let pin_hash = minted[0].payload["pin_hash"].as_str().unwrap().to_owned();
    crate::common::with_triggers_dropped(&conn, |conn| {
        conn.execute(
            "INSERT INTO operators(id, name, role, pin_hash) VALUES (4, 'Eve', 'floor', ?1)",
            [&pin_hash],
        )
        .unwrap();
    });
    drop(conn);
    let mut first = None;
    for record in &minted {
        let mut payload = record.payload.clone();
        if payload.get("id").is_some() {
            payload["id"] = json!(eve.0);
        }
        let seq = append_forged(&path, eve, Role::Floor, None, &record.action, payload);
        first.get_or_insert(seq);
    }
    // Her key is signed by herself: only the log's first floor person's is.
    assert_broken(
        &path,
        first.unwrap() + 1,
        |r| matches!(r, ChainFault::Signature(SignFault::SelfRegistered { id }) if *id == eve),
    );
}

#[test]
fn an_unkeyed_pin_hash_after_keyed_ones_fails() {
    let (dir, path) = temp_log();
    let house = dir.path().join("house.key");
    let mut log = EventLog::open(&path).unwrap();
    log.use_house_key(&house).unwrap();
    log.add_operator("Dana", Role::Dealer, None).unwrap();
    log.add_operator("Flo", Role::Floor, Some("482913"))
        .unwrap();
    log.close().unwrap();
    // Mal, with an Argon2id hash made without any house key.
    let unkeyed = "$argon2id$v=19$m=19456,t=2,p=1$/J0FjmYhGlhZFAUvlXfYGA$S2iNB9Ce/ocjRIsoJm+XJ49ib6m1fh4StBUfCDPV5+s";
    let conn = raw(&path);
    crate::common::with_triggers_dropped(&conn, |conn| {
        conn.execute(
            "INSERT INTO operators(id, name, role, pin_hash) VALUES (3, 'Mal', 'floor', ?1)",
            [unkeyed],
        )
        .unwrap();
    });
    drop(conn);
    let seq = append_forged(
        &path,
        OperatorId(3),
        Role::Floor,
        None,
        "log operator",
        json!({"id": 3, "name": "Mal", "role": "floor", "pin_hash": unkeyed}),
    );
    assert_broken(
        &path,
        seq,
        |r| matches!(r, ChainFault::Signature(SignFault::UnkeyedPin { id }) if *id == OperatorId(3)),
    );
}

#[test]
fn a_log_of_the_older_format_reads_as_unsigned() {
    let (_dir, path) = temp_log();
    seeded_log(&path, 10);
    assert_eq!(verify_read_only(&path).unwrap().signing, Signing::Unsigned);
    let (_dir2, empty) = temp_log();
    EventLog::open(&empty).unwrap().close().unwrap();
    assert_eq!(verify_read_only(&empty).unwrap().signing, Signing::NoFloor);
}

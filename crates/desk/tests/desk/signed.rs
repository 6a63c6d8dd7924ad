//! The floor's entries at the desk are signed with the floor person's key,
//! derived from their PIN: a ruling appended by whoever can write the file
//! (chained with the published formula, the heads set, the triggers put
//! back) fails verify naming it, and the table refuses to open the log; a
//! floor person minted in a scratch log with the same house key and copied
//! in is refused the same way.

use dealerdesk_core::chips::Chips;
use dealerdesk_core::notation::parse_action;
use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::desk::{Desk, DeskError, SeatNo};
use dealerdesk_desk::speak;
use dealerdesk_i18n::{Lang, Words};
use dealerdesk_log::{ChainFault, EventLog, LogError, OperatorId, Role, SignFault, Signing};
use dealerdesk_testkit::append_forged;

use crate::fixtures::{raw, temp_log, with_triggers_dropped};

fn open(path: &std::path::Path) -> Result<Desk, DeskError> {
    Desk::open(path, HouseRules::preset(Variant::NoLimitHoldem), "Table 7")
}

/// Ana, Ben and Cy in a hand, Flo the floor person, who voided Cy's call.
fn table(path: &std::path::Path) -> OperatorId {
    let mut desk = open(path).unwrap();
    desk.seat(SeatNo(2), "Ana", Chips(200)).unwrap();
    desk.seat(SeatNo(5), "Ben", Chips(200)).unwrap();
    let flo = desk.add_floor("Flo", "482913").unwrap();
    desk.seat(SeatNo(9), "Cy", Chips(200)).unwrap();
    desk.start_hand().unwrap();
    for a in ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cc"] {
        desk.submit(&parse_action(a).unwrap()).unwrap();
    }
    desk.void_last(flo, "482913", "called out of turn").unwrap();
    flo
}

#[test]
fn the_floors_rulings_and_registrations_are_signed() {
    let (_dir, path) = temp_log();
    let flo = table(&path);
    let log = EventLog::open_read_only(&path).unwrap();
    match log.verify(|_, _| {}).unwrap().signing {
        // Flo's own key, and the void.
        Signing::Signed {
            first_floor,
            entries,
            ..
        } => assert_eq!((first_floor, entries), (flo, 2)),
        other => panic!("a desk's log is signed, got {other:?}"),
    }
    let events = log.events(None).unwrap();
    let void = events
        .iter()
        .position(|e| e.action.starts_with("floor void"))
        .unwrap();
    assert_eq!(events[void + 1].action, "log signed");
}

#[test]
fn a_ruling_appended_by_whoever_writes_the_file_is_refused_by_verify_and_the_table() {
    let (_dir, path) = temp_log();
    let flo = table(&path);
    // The void again, as Flo's, chained after the last entry.
    let (action, payload, hand) = {
        let log = EventLog::open_read_only(&path).unwrap();
        let void = log
            .events(None)
            .unwrap()
            .into_iter()
            .find(|e| e.action.starts_with("floor void"))
            .unwrap();
        (void.action, void.payload, void.hand)
    };
    let seq = append_forged(&path, flo, Role::Floor, hand, &action, payload);
    let verified = EventLog::open_read_only(&path).unwrap().verify(|_, _| {});
    assert!(
        matches!(
            &verified,
            Err(LogError::BrokenChain { seq: s, reason: ChainFault::Signature(SignFault::Unsigned { operator }) })
                if s.0 == seq && *operator == flo
        ),
        "{verified:?}"
    );
    let Err(refused) = open(&path) else {
        panic!("the table must refuse the log");
    };
    let house = HouseRules::preset(Variant::NoLimitHoldem);
    let said = speak::desk_error(Words::new(Lang::En), &refused, &house);
    assert!(said.contains(&seq.to_string()), "{said}");
    assert!(said.contains("no signature"), "{said}");
}

#[test]
fn a_floor_person_minted_in_a_scratch_log_is_refused_by_the_table() {
    let (dir, path) = temp_log();
    table(&path);
    // Eve, the first floor person of a scratch table on this machine.
    let scratch = dir.path().join("scratch.ddlog");
    let mut other = open(&scratch).unwrap();
    other.add_floor("Eve", "864213").unwrap();
    drop(other);
    let minted: Vec<_> = EventLog::open_read_only(&scratch)
        .unwrap()
        .events(None)
        .unwrap()
        .into_iter()
        .skip_while(|e| e.action != "log operator" || e.payload["name"] != "Eve")
        .take(3)
        .collect();
    let eve = OperatorId(
        EventLog::open_read_only(&path)
            .unwrap()
            .operators()
            .unwrap()
            .len() as i64
            + 1,
    );
    let pin_hash = minted[0].payload["pin_hash"].as_str().unwrap().to_owned();
    with_triggers_dropped(&raw(&path), |conn| {
        conn.execute(
            "INSERT INTO operators(id, name, role, pin_hash) VALUES (?1, 'Eve', 'floor', ?2)",
            rusqlite::params![eve.0, pin_hash],
        )
        .unwrap();
    });
    let mut first = None;
    for record in &minted {
        let mut payload = record.payload.clone();
        if payload.get("id").is_some() {
            payload["id"] = serde_json::json!(eve.0);
        }
        let seq = append_forged(&path, eve, Role::Floor, None, &record.action, payload);
        first.get_or_insert(seq);
    }
    match open(&path) {
        Err(DeskError::Log(LogError::BrokenChain { seq, reason })) => {
            assert_eq!(seq.0, first.unwrap() + 1);
            assert_eq!(
                reason,
                ChainFault::Signature(SignFault::SelfRegistered { id: eve })
            );
        }
        other => panic!(
            "a minted floor person must be refused, got {:?}",
            other.err()
        ),
    }
}

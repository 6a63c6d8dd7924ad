//! A floor person's PIN through the desk: a ruling made with a PIN hash
//! swapped behind the log's back is refused, by a desk open meanwhile and
//! at open.

use dealerdesk_log::{EventLog, LogError, PinCost, Role};

use crate::fixtures::{raw, temp_log, with_triggers_dropped};

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
    with_triggers_dropped(&conn, |conn| {
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
    use dealerdesk_core::chips::Chips;
    use dealerdesk_core::notation::parse_action;
    use dealerdesk_core::rules::{HouseRules, Variant};
    use dealerdesk_desk::desk::{Desk, DeskError, SeatNo};

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

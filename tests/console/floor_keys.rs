//! The floor panel by keyboard alone: a procedure that is the floor's is
//! said to go to the floor before Enter, reaches the panel in words (the
//! player by seat), and is recorded from the reason's field with Enter, the
//! PIN and reason on record; a correction is recorded with Enter in its
//! field and counted among the session's rulings.

use super::*;
use egui_kittest::kittest::NodeT;

/// Three seated at 200 with Morgan on the floor, hand 1 dealt, Ana (seat
/// 2, the button, third to act) raised to 10: Ben is seat 5 (small blind),
/// Cy seat 9 (big blind).
fn raised(path: &std::path::Path) -> Desk {
    let mut desk = Desk::open(path, HouseRules::preset(Variant::NoLimitHoldem), "T").unwrap();
    for (seat, name) in [(2, "Ana"), (5, "Ben"), (9, "Cy")] {
        desk.seat(SeatNo(seat), name, Chips(200)).unwrap();
    }
    desk.add_floor(sample::FLOOR.0, sample::FLOOR.1).unwrap();
    desk.start_hand().unwrap();
    for a in ["d dh p1 AhKh", "d dh p2 7c8c", "d dh p3 QcQd", "p3 cbr 10"] {
        desk.submit(&dealerdesk::notation::parse_action(a).unwrap())
            .unwrap();
    }
    desk
}

/// The log's newest floor entry: who, the entry, and its reason.
fn last_floor_entry(h: &Harness<'static, Console>) -> (String, String, String) {
    let log = desk(h).log();
    let operators = log.operators().unwrap();
    let e = log
        .events(None)
        .unwrap()
        .into_iter()
        .rev()
        // The entry, not the signature recorded after it.
        .find(|e| e.role.as_str() == "floor" && e.action != "log signed")
        .unwrap();
    let who = operators
        .iter()
        .find(|o| o.id == e.operator)
        .map(|o| o.name.clone())
        .unwrap();
    let reason = e.payload["reason"].as_str().unwrap_or_default().to_string();
    (who, e.action, reason)
}

#[test]
fn a_ruling_goes_from_the_command_line_to_the_floor_panel_and_is_recorded_by_keys_alone() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(Console::with_desk(raised(&dir.path().join("t.sqlite"))));
    let before = desk_snapshot(&h);
    // Ben's ace turned over: a misdeal once Ana has acted, the floor's.
    h.event(egui::Event::Text("exposed 5 Ah".into()));
    h.run();
    assert!(shows(&h, "goes to the floor"));
    h.key_press(Key::Enter);
    h.run();
    assert!(shows(&h, "is the floor's: the floor panel has it ready"));
    assert_eq!(desk_snapshot(&h), before);
    // Prefilled in words: the player by seat, no notation.
    let action = h.get_by_label("Action on a player's behalf:").value();
    assert_eq!(action.as_deref(), Some("exposed 5 Ah"));
    // The PIN field has the keyboard: PIN, Tab, reason, Enter.
    h.event(egui::Event::Text(sample::FLOOR.1.into()));
    h.run();
    h.key_press(Key::Tab);
    h.run();
    h.event(egui::Event::Text("Ben's ace flashed off the deck".into()));
    h.run();
    h.key_press(Key::Enter);
    h.run();
    let state = &desk(&h).hand().unwrap().state;
    assert_eq!(state.misdeals(), 1);
    // Ana's raise is handed back: only the blinds are in.
    assert_eq!(state.bets(), [Chips(1), Chips(2), Chips(0)]);
    let (who, entry, reason) = last_floor_entry(&h);
    assert_eq!(who, "Morgan");
    assert!(entry.contains("exposed p1 Ah"), "{entry}");
    assert_eq!(reason, "Ben's ace flashed off the deck");
}

#[test]
fn enter_with_the_reason_missing_moves_to_the_reason_and_records_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(Console::with_desk(raised(&dir.path().join("t.sqlite"))));
    type_line(&mut h, "exposed Ben Ah");
    let before = desk_snapshot(&h);
    h.event(egui::Event::Text(sample::FLOOR.1.into()));
    h.run();
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(desk_snapshot(&h), before);
    let focused = h.query_all_by(|n| n.is_focused()).next().unwrap();
    assert_eq!(focused.accesskit_node().label().as_deref(), Some("Reason"));
    h.event(egui::Event::Text("flashed".into()));
    h.run();
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(desk(&h).hand().unwrap().state.misdeals(), 1);
}

#[test]
fn enter_in_the_correction_field_corrects_and_the_session_counts_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(Console::with_desk(raised(&dir.path().join("t.sqlite"))));
    h.key_press(Key::F2);
    h.run();
    h.event(egui::Event::Text(sample::FLOOR.1.into()));
    h.run();
    h.key_press(Key::Tab);
    h.run();
    h.event(egui::Event::Text("Ana said twelve".into()));
    h.run();
    h.get_by_label("Correct to:").focus();
    h.run();
    h.event(egui::Event::Text("r 12".into()));
    h.run();
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(desk(&h).hand().unwrap().state.bets()[2], Chips(12));
    let (who, entry, reason) = last_floor_entry(&h);
    assert_eq!(who, "Morgan");
    assert!(
        entry.starts_with("floor correct p3 cbr 10 to p3 cbr 12"),
        "{entry}"
    );
    assert_eq!(reason, "Ana said twelve");
    // The correction is one of the session's rulings, said in words.
    assert!(shows(&h, "Rulings this session (1)"));
    h.get_by_label("Rulings this session (1)").click();
    h.run();
    assert!(shows(&h, "corrected by the floor"));
}

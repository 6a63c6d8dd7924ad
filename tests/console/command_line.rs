//! One behaviour for the command line: after any refusal, a typing error or
//! the engine's, the line stays selected with the refusal under it once, the
//! next key replaces it and an emptied line leaves no message; shortcuts type
//! nothing; Esc closes the seat menu first; Enter records in a procedure's
//! cards field; a floor ruling typed on the line goes the floor's way with
//! its PIN never on screen; `undo` between hands points to Correct last;
//! every ruling of the floor panel is reached by Tab and pressed by Space.

use super::*;
use egui_kittest::kittest::NodeT;

/// The command line's text, as the screen holds it.
fn line_shows(h: &Harness<'static, Console>, text: &str) -> bool {
    h.query_all_by_value(text)
        .any(|n| n.accesskit_node().role() == Role::TextInput)
}

fn count(h: &Harness<'static, Console>, text: &str) -> usize {
    h.query_all_by_label_contains(text).count()
}

#[test]
fn a_typing_error_and_an_engine_refusal_leave_the_line_alike_with_one_message() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::six_handed_side_pot(&dir.path().join("t.sqlite")).unwrap();
    let mut h = harness(Console::with_desk(table));
    let before = desk_snapshot(&h);
    // A typing error: the line stays, the refusal shows once (no preview
    // of the same fault beside it).
    type_line(&mut h, "bK");
    assert!(line_shows(&h, "bK"));
    assert_eq!(count(&h, "'bk' is not a betting key"), 1);
    // The line is selected: the next key replaces it, nothing appends.
    h.event(egui::Event::Text("p1".into()));
    h.run();
    assert!(line_shows(&h, "p1") && !line_shows(&h, "bKp1"));
    assert_eq!(
        count(&h, "'bk' is not a betting key"),
        0,
        "no stale refusal"
    );
    // The engine's refusal: the same rule.
    h.event(egui::Event::Text(" f".into()));
    h.run();
    h.key_press(Key::Enter);
    h.run();
    assert!(line_shows(&h, "p1 f"));
    assert_eq!(count(&h, "Refused:"), 1);
    assert_eq!(desk_snapshot(&h), before, "nothing was recorded");
    // Emptied, the line leaves no message behind.
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    h.key_press(Key::Backspace);
    h.run();
    assert!(!line_shows(&h, "p1 f"));
    assert_eq!(count(&h, "Refused:"), 0);
    // A line recorded is cleared.
    type_line(&mut h, "c");
    assert!(shows(&h, "Recorded: Dev calls 40"));
    assert!(!line_shows(&h, "c"));
}

#[test]
fn alt_and_a_digit_opens_the_seat_menu_typing_nothing_and_esc_closes_it_first() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::open_table(&dir.path().join("t.sqlite"), &sample::SIX).unwrap();
    let mut h = harness(Console::with_desk(table));
    h.event(egui::Event::Text("rebuy".into()));
    h.run();
    // Alt+2 as a keyboard sends it: the key, then its character.
    h.key_down_modifiers(egui::Modifiers::ALT, Key::Num2);
    h.event_modifiers(egui::Event::Text("2".into()), egui::Modifiers::ALT);
    h.key_up_modifiers(egui::Modifiers::ALT, Key::Num2);
    h.run();
    assert!(shows(&h, "Move to seat"), "Ben's seat menu is open");
    // Neither the line nor the menu's first field took the digit.
    assert!(line_shows(&h, "rebuy") && !line_shows(&h, "rebuy2"));
    assert!(!line_shows(&h, "2"));
    // Esc closes the menu and leaves the line; the next Esc clears it.
    h.key_press(Key::Escape);
    h.run();
    assert!(!shows(&h, "Move to seat"));
    assert!(line_shows(&h, "rebuy"));
    h.key_press(Key::Escape);
    h.run();
    assert!(!line_shows(&h, "rebuy"));
}

#[test]
fn enter_records_a_four_card_flop_from_its_cards_field() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = sample::open_table(&dir.path().join("t.sqlite"), &sample::SIX).unwrap();
    table.start_hand().unwrap();
    sample::deal_holes(&mut table, &sample::SIX_HOLE).unwrap();
    sample::play(&mut table, &sample::SIX_TO_FLOP_BET[..8]).unwrap();
    let mut h = harness(Console::with_desk(table));
    click(&mut h, "Procedures…");
    click(&mut h, "Four-card flop");
    h.get_by_role_and_label(Role::TextInput, "Four-card flop")
        .focus();
    h.run();
    h.event(egui::Event::Text("2h 5c 9d Tc".into()));
    h.run();
    h.key_press(Key::Enter);
    h.run();
    let hand = desk(&h).hand().unwrap();
    assert_eq!(
        hand.actions.last().unwrap().to_string(),
        "d db 2h5c9dTc",
        "the four cards are recorded as they came off"
    );
}

#[test]
fn a_floor_ruling_typed_on_the_line_is_the_floors_and_its_pin_never_shows() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::six_handed_side_pot(&dir.path().join("t.sqlite")).unwrap();
    let mut h = harness(Console::with_desk(table));
    let line = "floor Morgan 246800 \"Ana's bet was a misclick\" void";
    h.event(egui::Event::Text(line.into()));
    h.run();
    // The preview says where it goes, not what was typed.
    assert!(shows(&h, "Enter gives this ruling to the floor"));
    assert!(!shows(&h, "not a betting key"));
    h.key_press(Key::Enter);
    h.run();
    assert!(shows(&h, "last action voided: Ana's bet was a misclick"));
    let hand = desk(&h).hand().unwrap();
    assert_eq!(hand.state.players()[5].bet, Chips(0), "Ana's bet is voided");
    assert!(!line_shows(&h, line), "the line, PIN and all, is cleared");
    // A wrong PIN: refused, and the line is cleared all the same.
    type_line(&mut h, "floor Morgan 111111 \"x\" kill 3");
    assert!(shows(&h, "Wrong floor PIN"));
    assert!(!line_shows(&h, "floor Morgan 111111 \"x\" kill 3"));
    // An unknown floor person is named in the refusal.
    type_line(&mut h, "floor Flo 246800 \"x\" void");
    assert!(shows(&h, "No floor person is registered as Flo"));
}

#[test]
fn the_pin_is_drawn_as_dots_while_a_floor_line_is_typed() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::six_handed_side_pot(&dir.path().join("t.sqlite")).unwrap();
    let mut h = harness(Console::with_desk(table));
    h.event(egui::Event::Text("floor Morgan 246800 \"x\" void".into()));
    h.run();
    // What is painted: the text shapes of the frame hold no PIN digit run.
    let painted = painted_text(&h);
    assert!(
        painted.contains("floor Morgan •••••• \"x\" void"),
        "{painted}"
    );
    assert!(!painted.contains("246800"));
    // A screen reader finds the line by its name and reads it as drawn.
    let line = h.get_by_label("Command line");
    assert_eq!(line.accesskit_node().role(), Role::TextInput);
    assert_eq!(
        line.accesskit_node().value().as_deref(),
        Some("floor Morgan •••••• \"x\" void")
    );
    assert!(
        h.query_all_by_value("floor Morgan 246800 \"x\" void")
            .next()
            .is_none()
    );
}

/// Every text painted in the last frame, joined.
fn painted_text(h: &Harness<'static, Console>) -> String {
    let mut out = String::new();
    for clipped in &h.output().shapes {
        collect_text(&clipped.shape, &mut out);
    }
    out
}

fn collect_text(shape: &egui::Shape, out: &mut String) {
    match shape {
        egui::Shape::Text(t) => {
            out.push_str(t.galley.text());
            out.push('\n');
        }
        egui::Shape::Vec(v) => v.iter().for_each(|s| collect_text(s, out)),
        _ => {}
    }
}

#[test]
fn undo_between_hands_points_to_the_floors_correct_last() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::shift(&dir.path().join("t.sqlite")).unwrap();
    let mut h = harness(Console::with_desk(table));
    assert!(desk(&h).hand().is_none());
    type_line(&mut h, "undo");
    assert_eq!(count(&h, "Correct last"), 1);
    assert!(line_shows(&h, "undo"));
}

#[test]
fn every_floor_ruling_in_the_panel_is_reached_by_keyboard() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::six_handed_side_pot(&dir.path().join("t.sqlite")).unwrap();
    let mut h = harness(Console::with_desk(table));
    // F2 opens the panel with the keyboard in the PIN field; Tab goes on
    // to the reason, then to the ruling buttons; Space presses one.
    h.key_press(Key::F2);
    h.run();
    h.event(egui::Event::Text("246800".into()));
    h.run();
    h.key_press(Key::Tab);
    h.run();
    h.event(egui::Event::Text("Ana's bet was a misclick".into()));
    h.run();
    h.key_press(Key::Tab);
    h.run();
    h.key_press(Key::Space);
    h.run();
    assert!(shows(&h, "last action voided: Ana's bet was a misclick"));
    // The players are key stops too, by name and seat, in the hand's order
    // (Ben, Cleo, Dev, Eve, Finn, Ana): Tab past the three rulings to Dev,
    // Space chooses him, Tab past the others to Kill hand, Space kills.
    h.key_press(Key::F2);
    h.run();
    h.key_press(Key::F2);
    h.run();
    h.event(egui::Event::Text("246800".into()));
    h.run();
    h.key_press(Key::Tab);
    h.run();
    h.event(egui::Event::Text("cards exposed".into()));
    h.run();
    let tab = |h: &mut Harness<'static, Console>, n: usize| {
        for _ in 0..n {
            h.key_press(Key::Tab);
            h.run();
        }
    };
    tab(&mut h, 6);
    h.key_press(Key::Space);
    h.run();
    tab(&mut h, 4);
    h.key_press(Key::Space);
    h.run();
    let hand = desk(&h).hand().unwrap();
    assert!(hand.state.players()[2].folded, "Dev's hand is dead");
    let events = desk(&h).log().events(Some(hand.id)).unwrap();
    assert_eq!(events.last().unwrap().action, "d kill p3");
}

/// The hand's last action, in the log's notation.
fn last_action(h: &Harness<'static, Console>) -> String {
    desk(h).hand().unwrap().actions.last().unwrap().to_string()
}

#[test]
fn the_line_takes_a_seat_or_a_name_in_turn_and_out_of_turn() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = sample::open_table(&dir.path().join("t.sqlite"), &sample::SIX).unwrap();
    table.start_hand().unwrap();
    sample::deal_holes(&mut table, &sample::SIX_HOLE).unwrap();
    let mut h = harness(Console::with_desk(table));
    // Dev (seat 4) is to act; nobody sits at seat 9 or answers to Zed.
    let before = desk_snapshot(&h);
    type_line(&mut h, "9 c");
    assert!(shows(&h, "Nobody in this hand sits at \"9\""));
    type_line(&mut h, "Zed c");
    assert!(shows(&h, "Nobody in this hand sits at \"Zed\""));
    assert_eq!(desk_snapshot(&h), before, "nothing was recorded");
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    h.key_press(Key::Backspace);
    h.run();
    // Ana (seat 1, on the button) calls out of turn: held until her turn.
    type_line(&mut h, "1 c");
    assert_eq!(last_action(&h), "d oot p6 cc");
    type_line(&mut h, "4 c");
    assert_eq!(last_action(&h), "p3 cc", "Dev calls by his seat");
    type_line(&mut h, "5 f");
    type_line(&mut h, "Finn f");
    assert_eq!(last_action(&h), "p5 f", "Finn folds by his name");
    type_line(&mut h, "Ana c");
    assert_eq!(last_action(&h), "p6 cc", "Ana's held call, in turn");
    type_line(&mut h, "2 f");
    type_line(&mut h, "Cleo c");
    assert_eq!(last_action(&h), "p2 cc", "Cleo checks her big blind");
    type_line(&mut h, "b");
    type_line(&mut h, "2h 5c 9d");
    // On the flop Cleo (seat 3) is first: Dev checks out of turn.
    type_line(&mut h, "4 c");
    assert_eq!(last_action(&h), "d oot p3 cc");
    type_line(&mut h, "3 c");
    assert_eq!(last_action(&h), "p2 cc");
    type_line(&mut h, "Dev c");
    assert_eq!(last_action(&h), "p3 cc", "Dev's held check, in turn");
    assert!(!shows(&h, "(p1 to p10)"), "no position asked for");
}

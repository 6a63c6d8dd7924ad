//! No way around the floor at the console: a dealer procedure whose result
//! is the floor's (a misdeal once a player has acted, a dead hand) goes to the
//! floor panel ready for a floor person's PIN and reason, writing nothing
//! until the floor enters it.

use super::*;
use egui_kittest::kittest::NodeT;

/// Three seated at 200 with Morgan on the floor, hand 1 dealt: p1 seat 5
/// (small blind), p2 seat 9 (big blind), p3 seat 2 (the button).
fn dealt(path: &std::path::Path) -> Desk {
    let mut desk = Desk::open(path, HouseRules::preset(Variant::NoLimitHoldem), "T").unwrap();
    for (seat, name) in [(2, "Ana"), (5, "Ben"), (9, "Cy")] {
        desk.seat(SeatNo(seat), name, Chips(200)).unwrap();
    }
    desk.add_floor("Morgan", "246800").unwrap();
    desk.start_hand().unwrap();
    for a in ["d dh p1 AhKh", "d dh p2 7c8c", "d dh p3 QcQd"] {
        desk.submit(&dealerdesk::notation::parse_action(a).unwrap())
            .unwrap();
    }
    desk
}

#[test]
fn console_sends_a_misdeal_after_an_action_to_the_floor_panel() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = dealt(&dir.path().join("t.sqlite"));
    table
        .submit(&dealerdesk::notation::parse_action("p3 cbr 10").unwrap())
        .unwrap();
    let mut h = harness(Console::with_desk(table));
    let before = desk_snapshot(&h);
    type_line(&mut h, "exposed p1 Ah");
    assert!(shows(&h, "is the floor's: the floor panel has it ready"));
    // Nothing was written; Ana's raise stands.
    assert_eq!(desk_snapshot(&h), before);
    assert_eq!(desk(&h).hand().unwrap().state.bets()[2], Chips(10));
    fill(&mut h, "PIN", "246800");
    fill(&mut h, "Reason", "Ben's ace flashed off the deck");
    click(&mut h, "Enter as ruling");
    let state = &desk(&h).hand().unwrap().state;
    assert_eq!(state.misdeals(), 1);
    assert_eq!(state.bets(), [Chips(1), Chips(2), Chips(0)]);
}

#[test]
fn console_sends_a_short_hand_that_kills_to_the_floor_panel() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = dealt(&dir.path().join("t.sqlite"));
    for a in ["p3 cc", "p1 cc", "p2 cc", "d burn ??", "d db 2c3c4c"] {
        table
            .submit(&dealerdesk::notation::parse_action(a).unwrap())
            .unwrap();
    }
    let mut h = harness(Console::with_desk(table));
    let before = desk_snapshot(&h);
    type_line(&mut h, "d short p3");
    assert!(shows(&h, "is the floor's: the floor panel has it ready"));
    assert_eq!(desk_snapshot(&h), before);
    fill(&mut h, "PIN", "246800");
    fill(&mut h, "Reason", "Ana played a card short");
    click(&mut h, "Enter as ruling");
    assert!(desk(&h).hand().unwrap().state.players()[2].folded);
}

/// Three seated, no floor person, hand 1 dealt.
fn no_floor(path: &std::path::Path) -> Desk {
    let mut desk = Desk::open(path, HouseRules::preset(Variant::NoLimitHoldem), "T").unwrap();
    for (seat, name) in [(2, "Ana"), (5, "Ben"), (9, "Cy")] {
        desk.seat(SeatNo(seat), name, Chips(200)).unwrap();
    }
    desk.start_hand().unwrap();
    desk
}

#[test]
fn console_f2_cant_register_the_first_floor_person_after_setup() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(Console::with_desk(no_floor(&dir.path().join("t.sqlite"))));
    // The top bar says the table has no floor person.
    assert!(shows(&h, "No floor person"));
    let head = desk(&h).log().head().unwrap();
    h.key_press(Key::F2);
    h.run();
    assert!(shows(&h, "No floor person is registered for this log"));
    // No field or button to make oneself floor.
    assert!(h.query_by_label("Register floor").is_none());
    assert!(h.query_by_label("Register").is_none());
    assert!(
        h.query_all_by_label_contains("Register another floor person")
            .next()
            .is_none()
    );
    assert_eq!(desk(&h).log().head().unwrap(), head);
    assert!(!desk(&h).has_floor().unwrap());
}

#[test]
fn console_f2_registers_another_floor_person_only_with_a_floor_pin() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(Console::with_desk(dealt(&dir.path().join("t.sqlite"))));
    assert!(!shows(&h, "No floor person"));
    h.key_press(Key::F2);
    h.run();
    h.get_by_label("Register another floor person").click();
    h.run();
    // The new floor person's fields are named for a screen reader; the PIN
    // stays masked.
    fill(&mut h, "Name of the new floor person", "Mal");
    fill(&mut h, "PIN of the new floor person", "135790");
    let pin = h.get_by_label("PIN of the new floor person");
    assert_eq!(pin.accesskit_node().role(), Role::PasswordInput);
    assert_eq!(pin.accesskit_node().value().as_deref(), Some("••••••"));
    // Whoever sits here clicks Register with no floor person's PIN given.
    let floors = |h: &Harness<'static, Console>| {
        desk(h)
            .log()
            .operators()
            .unwrap()
            .into_iter()
            .filter(|o| o.role == dealerdesk::log::Role::Floor)
            .map(|o| o.name)
            .collect::<Vec<_>>()
    };
    click(&mut h, "Register");
    assert_eq!(floors(&h), ["Morgan"], "registered without Morgan's PIN");
    assert!(!shows(&h, "floor person Mal registered"));
}

#[test]
fn the_floor_reads_the_floor_panel_in_their_language_while_the_dealer_keeps_theirs() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(Console::with_desk(dealt(&dir.path().join("t.sqlite"))));
    h.key_press(Key::F2);
    h.run();
    h.get_by_role_and_label(Role::ComboBox, "Floor's language")
        .click();
    h.run();
    h.get_by_label("Magyar").click();
    h.run();
    assert_eq!(h.state().languages(), (Lang::En, Lang::Hu));
    // The panel is the floor's, in Hungarian; the pad stays the dealer's.
    assert!(shows(&h, "Hibás osztás"));
    assert!(!shows(&h, "Declare misdeal"));
    assert!(shows(&h, "Legal now") || shows(&h, "Deal"));
    // A refusal of the floor's ruling is said to the floor, in Hungarian.
    fill(&mut h, "PIN-kód", "111111");
    fill(&mut h, "Indoklás", "a card flashed");
    click(&mut h, "Hibás osztás");
    assert!(
        shows(&h, "Hibás floor PIN-kód."),
        "the wrong PIN said in Hungarian"
    );
    assert_eq!(desk(&h).hand().unwrap().state.misdeals(), 0);
}

#[test]
fn a_procedure_names_its_player_by_seat_or_name_as_the_help_line_says() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(Console::with_desk(dealt(&dir.path().join("t.sqlite"))));
    assert!(shows(&h, "exposed 3 Ah, extra 3 ??"));
    assert!(!shows(&h, "exposed p3"));
    // Seat 4 is empty: said, nothing written.
    let before = desk_snapshot(&h);
    type_line(&mut h, "exposed 4 Ah");
    assert!(shows(&h, "Nobody in this hand sits at \"4\""));
    assert_eq!(desk_snapshot(&h), before);
    // Ben sits at seat 5 (the hand's first position) and holds the king,
    // the fourth card off the deck: set aside and replaced.
    h.key_press(Key::Backspace);
    type_line(&mut h, "exposed 5 Kh");
    let last = desk(&h).hand().unwrap().actions.last().unwrap().clone();
    assert_eq!(last.to_string(), "d exposed p1 Kh");
    // By name, as well, at another table: Cy at seat 9 is the hand's second
    // position and holds the 8c, the fifth card off the deck.
    let other = tempfile::tempdir().unwrap();
    let mut h = harness(Console::with_desk(dealt(&other.path().join("t.sqlite"))));
    type_line(&mut h, "exposed cy 8c");
    let last = desk(&h).hand().unwrap().actions.last().unwrap().clone();
    assert_eq!(last.to_string(), "d exposed p2 8c");
}

//! The setup screen opening a tournament: each player enters with the
//! structure's starting stack (no stack to type), and a refused try writes
//! nothing to the log.

use super::*;

const OPEN: &str = "Open table (Ctrl+Enter)";

fn freezeout(db: &std::path::Path) -> Harness<'static, Console> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/rulesets/tda-2024/nl-holdem-tournament.yaml"
    );
    let rules = HouseRules::from_file(std::path::Path::new(path)).unwrap();
    harness(Console::new(ConsoleOptions {
        db: db.to_path_buf(),
        rules: Some(rules),
    }))
}

/// The sessions the log at `db` holds; none where no file was made.
fn sessions(db: &std::path::Path) -> usize {
    if !db.exists() {
        return 0;
    }
    dealerdesk::log::EventLog::open(db)
        .unwrap()
        .sessions()
        .unwrap()
        .len()
}

#[test]
fn setup_with_tournament_rules_opens_the_table_with_every_player_at_the_starting_stack() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("event.sqlite");
    let mut h = freezeout(&db);
    assert_eq!(h.state().screen(), Screen::Setup);
    click(&mut h, OPEN);
    assert!(shows(
        &h,
        "seat at least two players (a name each; the structure gives the chips)"
    ));
    assert!(!db.exists());
    // The structure gives the stack: the form asks for none.
    assert!(shows(
        &h,
        "the starting stack from the structure, 20,000 chips"
    ));
    assert!(h.query_by_label("stack").is_none());
    for (seat, name) in [("Seat 1", "Ana"), ("Seat 2", "Ben"), ("Seat 5", "Cleo")] {
        fill(&mut h, seat, name);
    }
    click(&mut h, OPEN);
    assert_eq!(h.state().screen(), Screen::Table);
    assert_eq!(stacks(&h), [(1, 20_000), (2, 20_000), (5, 20_000)]);
    // Each is a buy-in of the event, paid into the pool: 3 × 100 (the fee apart).
    let t = desk(&h).tournament().unwrap();
    for name in ["Ana", "Ben", "Cleo"] {
        let e = t.entrant(name).unwrap();
        assert_eq!(
            (e.entries, e.paid, e.fees, e.out.is_none()),
            (1, 100, 10, true)
        );
    }
    let view = desk(&h).tourney_view().unwrap();
    assert_eq!(
        (view.players_left, view.entries, view.prize_pool),
        (3, 3, 300)
    );
    assert_eq!(sessions(&db), 1);
    type_line(&mut h, "n");
    assert!(shows(&h, "Hand #1"));
}

#[test]
fn a_tournament_setup_refused_by_the_desk_writes_nothing_and_the_corrected_form_opens() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("event.sqlite");
    let mut h = freezeout(&db);
    // One player entered in two seats: the second entry is refused.
    for (seat, name) in [("Seat 1", "Ana"), ("Seat 2", "Ben"), ("Seat 3", "ana")] {
        fill(&mut h, seat, name);
    }
    click(&mut h, OPEN);
    assert_eq!(h.state().screen(), Screen::Setup);
    assert!(shows(&h, "seat 3, ana: Ana is still in the tournament."));
    assert_eq!(sessions(&db), 0, "a refused try leaves no session");
    assert!(!db.exists(), "nor any log file");
    // Seat 3 becomes Cleo: the same form opens, with exactly three entries.
    h.get_by_label("Seat 3").focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    h.run();
    h.event(egui::Event::Text("Cleo".into()));
    h.run();
    click(&mut h, OPEN);
    assert_eq!(h.state().screen(), Screen::Table);
    let names: Vec<String> = desk(&h).seats().values().map(|s| s.name.clone()).collect();
    assert_eq!(names, ["Ana", "Ben", "Cleo"]);
    assert_eq!(desk(&h).tourney_view().unwrap().entries, 3);
    assert_eq!(sessions(&db), 1);
}

#[test]
fn a_tournament_setup_with_a_weak_floor_pin_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("event.sqlite");
    let mut h = freezeout(&db);
    for (seat, name) in [("Seat 1", "Ana"), ("Seat 2", "Ben")] {
        fill(&mut h, seat, name);
    }
    fill(&mut h, "Floor person (optional)", "Mia");
    fill(&mut h, "PIN", "123");
    click(&mut h, OPEN);
    assert!(shows(&h, "This PIN is too weak"));
    assert!(!db.exists());
}

#[test]
fn a_floor_name_the_desk_refuses_at_setup_writes_nothing() {
    // A cash table: the floor person's name reads like the desk's own
    // dealer, which only the log can tell; the players are not seated.
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cash.sqlite");
    let mut h = harness(Console::new(ConsoleOptions {
        db: db.clone(),
        rules: None,
    }));
    for (seat, name) in [("Seat 1", "Ana"), ("Seat 2", "Ben")] {
        fill(&mut h, seat, name);
    }
    fill(&mut h, "Floor person (optional)", "Dealer");
    fill(&mut h, "PIN", "482913");
    click(&mut h, OPEN);
    assert_eq!(h.state().screen(), Screen::Setup);
    assert!(shows(&h, "reads like"));
    assert!(!db.exists(), "nothing is written for a refused setup");
}

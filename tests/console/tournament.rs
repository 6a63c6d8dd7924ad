//! A tournament at the console: the tournament bar on the table screen, the
//! clock view (in the console, and in its own window), the manual clock
//! moved from the command line, and a floor word refused without the floor.

use super::*;
use dealerdesk::ui::clock_ui;

/// The log's length and the tournament as the desk shows it.
fn snapshot(h: &Harness<'static, Console>) -> (u64, String) {
    let d = desk(h);
    let events = d.log().verify(|_, _| {}).unwrap().events;
    (events, format!("{:?}", d.tourney_view()))
}

fn tournament(dir: &std::path::Path) -> Harness<'static, Console> {
    harness(sample::scene(sample::Scene::Tournament, dir).unwrap())
}

#[test]
fn the_tournament_bar_shows_the_level_the_time_left_and_the_prize_pool() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = tournament(dir.path());
    // 7½ minutes into level 5 (300/600, big-blind ante 600) of twenty.
    assert!(shows(&h, "Level 5"));
    assert!(shows(&h, "300/600, ante 600 (big blind)"));
    assert!(shows(&h, "12:30"));
    assert!(shows(&h, "next Level 6: 400/800, ante 800"));
    // Six entries at 50, a rebuy at 50, two add-ons at 50.
    assert!(shows(
        &h,
        "players 6 · entries 6 · pool 450 USD · average 33,333"
    ));
    // The manual clock moves by tick from the command line.
    type_line(&mut h, "tick 2m");
    assert!(shows(&h, "10:30"));
    // The floor's word without the floor is refused, the clock unchanged.
    let before = snapshot(&h);
    type_line(&mut h, "clock pause");
    assert!(shows(&h, "is the floor's"));
    assert_eq!(snapshot(&h), before);
    assert!(shows(&h, "10:30"));
}

#[test]
fn the_clock_view_fills_the_console_and_opens_in_its_own_window() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = tournament(dir.path());
    h.get_by_label("Clock").click();
    h.run();
    assert_eq!(h.state().screen(), Screen::Clock);
    assert!(shows(&h, "Level 5"));
    assert!(shows(&h, "12:30"));
    assert!(shows(&h, "Next: Level 6: 400/800, ante 800"));
    assert!(shows(&h, "Break in 1:12:30"));
    assert!(shows(&h, "Prize pool 450 USD"));
    assert!(shows(&h, "1. 450"));
    h.key_press(Key::Escape);
    h.run();
    assert_eq!(h.state().screen(), Screen::Table);
    // The clock's own window (embedded where the backend has one window).
    click(&mut h, "Clock view");
    assert!(
        shows(&h, "Tournament #2024002 clock"),
        "the clock window opens"
    );
}

#[test]
fn the_clock_view_renders_alone_from_the_desk_s_view() {
    let dir = tempfile::tempdir().unwrap();
    let desk = sample::tournament(&dir.path().join("t.sqlite")).unwrap();
    let view = desk.tourney_view().unwrap();
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 720.0))
        .build_ui_state(
            |ui, view: &mut dealerdesk::desk::TourneyView| {
                clock_ui(ui, dealerdesk::i18n::Words::new(Lang::En), view)
            },
            view,
        );
    h.run();
    assert!(h.query_by_label("12:30").is_some());
    assert!(h.query_by_label("Level 5").is_some());
    assert!(
        h.query_by_label("Players 6   ·   Entries 6   ·   Average 33,333")
            .is_some()
    );
}

#[test]
fn the_clock_view_says_the_places_of_the_players_out_and_the_next_place() {
    let dir = tempfile::tempdir().unwrap();
    let desk = sample::tournament(&dir.path().join("t.sqlite")).unwrap();
    let mut view = desk.tourney_view().unwrap();
    // No one is out yet: six players, the next out is sixth.
    assert!(view.places.is_empty());
    let out = |place: usize, to: usize, name: &str, prize: u64| dealerdesk::desk::Standing {
        place: Some(place),
        place_to: Some(to),
        name: name.into(),
        entries: 1,
        rebuys: 0,
        add_ons: 0,
        paid_in: 50,
        out_hand: Some(9),
        out_at: None,
        stack: None,
        prize: Some(prize),
    };
    // As the desk's standings list them, best first: Eve and Finn out in
    // the same hand with equal stacks share fifth and sixth, Dev fourth.
    view.places = vec![
        out(4, 4, "Dev", 45),
        out(5, 6, "Eve", 0),
        out(5, 6, "Finn", 0),
    ];
    view.players_left = 3;
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 720.0))
        .build_ui_state(
            |ui, view: &mut dealerdesk::desk::TourneyView| {
                clock_ui(ui, dealerdesk::i18n::Words::new(Lang::En), view)
            },
            view,
        );
    h.run();
    assert!(h.query_by_label("next out: place 3").is_some());
    assert!(
        h.query_by_label("Out: 4. Dev (45 USD) · 5–6. Eve · 5–6. Finn")
            .is_some()
    );
}

#[test]
fn the_floor_pauses_the_clock_and_an_entry_after_registration_closed_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::tournament(&dir.path().join("t.sqlite")).unwrap();
    let mut h = harness(Console::with_desk(table));
    h.key_press(Key::F2);
    h.run();
    fill(&mut h, "PIN", "135790");
    fill(&mut h, "Reason", "player dispute");
    click(&mut h, "Pause clock");
    assert!(shows(&h, "clock paused: player dispute"));
    assert!(shows(&h, "PAUSED"));
    assert!(desk(&h).tournament().unwrap().clock.paused());
    // A tick while paused moves nothing.
    type_line(&mut h, "tick 5m");
    assert!(shows(&h, "12:30"));
    // At level 5 late registration (to level 4) has closed: an entry from
    // the seat menu is refused with the structure's rule.
    h.get_by_label_contains("7 ·").click();
    h.run();
    fill(&mut h, "Name", "Gus");
    click(&mut h, "Enter the tournament");
    assert!(shows(
        &h,
        "Registration closed after level 4; the clock is at level 5"
    ));
    assert!(!desk(&h).seats().contains_key(&SeatNo(7)));
    assert_eq!(desk(&h).tourney_view().unwrap().entries, 6);
}

#[test]
fn a_player_enters_from_the_seat_menu_before_the_start() {
    let dir = tempfile::tempdir().unwrap();
    let rules = HouseRules::from_yaml(
        include_str!("../../rulesets/tda-2024/nl-holdem-tournament.yaml"),
        "nl-holdem-tournament.yaml",
    )
    .unwrap();
    let table = Desk::open(dir.path().join("t.sqlite"), rules, "T").unwrap();
    let mut h = harness(Console::with_desk(table));
    h.get_by_label_contains("3 ·").click();
    h.run();
    fill(&mut h, "Name", "Gus");
    click(&mut h, "Enter the tournament");
    assert_eq!(desk(&h).seats()[&SeatNo(3)].stack, Chips(20000));
    let view = desk(&h).tourney_view().unwrap();
    assert_eq!((view.entries, view.prize_pool), (1, 100));
    assert!(shows(&h, "pool 100 USD"));
}

#[test]
fn a_manual_clock_is_started_moved_paused_and_put_to_the_next_level_by_keyboard() {
    let dir = tempfile::tempdir().unwrap();
    let rules = HouseRules::from_yaml(
        include_str!("../../rulesets/tda-2024/nl-holdem-tournament.yaml"),
        "nl-holdem-tournament.yaml",
    )
    .unwrap();
    let mut table = Desk::open(dir.path().join("t.sqlite"), rules, "T").unwrap();
    for (seat, name) in [(1, "Ana"), (2, "Ben"), (3, "Cy")] {
        table.enter_tournament(SeatNo(seat), name).unwrap();
    }
    table.add_floor("Flo", "135790").unwrap();
    let mut console = Console::with_desk(table);
    console.clock_mode(dealerdesk::tournament::ClockMode::Manual);
    let mut h = harness(console);
    let clock = |h: &Harness<'static, Console>| desk(h).tourney_view().unwrap().clock;
    assert!(shows(&h, "Start clock (F7)"));
    h.key_press(Key::F7);
    h.run();
    let c = clock(&h);
    assert!(c.started && c.mode == "manual" && c.level == 1);
    assert!(shows(&h, "manual clock"));
    // Only the dealer moves it: five minutes typed, then F8 to level 2.
    let left = c.seconds_left;
    type_line(&mut h, "tick 5m");
    assert_eq!(clock(&h).seconds_left, left - 300);
    h.key_press(Key::F8);
    h.run();
    assert_eq!(clock(&h).level, 2);
    // The floor pauses it from the command line; F8 then moves nothing.
    type_line(&mut h, "floor Flo 135790 \"dispute\" clock pause");
    assert!(clock(&h).paused);
    h.key_press(Key::F8);
    h.run();
    assert_eq!(clock(&h).level, 2);
}

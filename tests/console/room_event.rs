//! The Room screen's tournament view with a room (a throwaway PostgreSQL
//! cluster), as the floor uses it for a two-table event: the seat draw by
//! F9, a balancing move and the final table (the other table broken) by
//! F10, each move said as the room made it, a second draw and an unknown
//! event refused; on three tables, the last one broken (TDA 10-B); and the
//! event picked from the room's list and a table of the floor's choosing
//! broken by its button.

use dealerdesk::chips::Chips;
use dealerdesk::room::event::{self, Event, NewEvent};
use dealerdesk::room::{Client, connect, migrate};
use dealerdesk::tournament::EventTable;
use dealerdesk::ui::{Console, ConsoleOptions, Screen};
use eframe::egui::Key;
use eframe::egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use super::room::support;
use super::{harness, settle, shows};

const PLAYERS: [&str; 9] = [
    "Ann", "Bob", "Cecil", "Dana", "Eva", "Filip", "Gita", "Hugo", "Ivan",
];

fn room(url: &str) -> Client {
    let mut c = connect::connect(url).unwrap();
    migrate::migrate(&mut c).unwrap();
    c
}

/// Table `t`'s players by seat, as the room holds them.
fn seated(e: &Event, t: usize) -> Vec<(u8, String)> {
    e.seating.tables[t]
        .seats
        .iter()
        .enumerate()
        .filter_map(|(s, p)| Some((u8::try_from(s + 1).unwrap(), p.clone()?)))
        .collect()
}

/// Where `player` sits: table and seat.
fn seat_of(e: &Event, player: &str) -> (usize, u8) {
    e.seating.find(&player.to_owned()).unwrap()
}

/// Clicks a button whose answer comes from the room, and waits for it.
fn click(h: &mut Harness<'static, Console>, label: &str) {
    h.get_by_role_and_label(Role::Button, label).click();
    h.step();
    settle(h);
}

fn press(h: &mut Harness<'static, Console>, key: Key) {
    h.key_press(key);
    settle(h);
}

/// Creates the event Friday on `tables` (the final table first), its nine
/// players drawing from seed 7, as `room tournament create` does.
fn create(c: &mut Client, tables: &[(&str, u8)]) {
    let rules = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/rulesets/tda-2024/nl-holdem-tournament.yaml"
    );
    let new = NewEvent {
        name: "Friday".to_owned(),
        house_file: std::fs::read_to_string(rules).unwrap(),
        tables: tables
            .iter()
            .map(|(name, seats)| EventTable {
                name: (*name).to_owned(),
                seats: *seats,
            })
            .collect(),
        players: PLAYERS.iter().map(|p| (*p).to_owned()).collect(),
        seed: 7,
        spread: 1,
        h4h_over: 1,
    };
    event::create(c, &new).unwrap();
}

/// A table of the room's with its console on the Room screen.
fn room_screen(url: &str, dir: &std::path::Path) -> Harness<'static, Console> {
    let east = dir.join("east.sqlite");
    let mut face = support::open_table(&east);
    support::deal(&mut face, 1, false);
    drop(face);
    let mut console = Console::new(ConsoleOptions {
        db: east,
        rules: None,
    });
    console.connect_room(url.to_owned());
    let mut h = harness(console);
    h.get_by_label("Room (F6)").click();
    settle(&mut h);
    assert_eq!(h.state().screen(), Screen::Room);
    h
}

/// Types the event's name and opens it.
fn open_event(h: &mut Harness<'static, Console>, name: &str) {
    h.get_by_role_and_label(Role::TextInput, "Tournament")
        .focus();
    h.run();
    h.event(eframe::egui::Event::Text(name.to_owned()));
    h.run();
    click(h, "Open (Enter)");
}

#[test]
fn the_floor_draws_balances_and_breaks_a_two_table_event_on_the_room_screen() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let url = pg.admin();
    let mut c = room(&url);
    create(&mut c, &[("Red", 5), ("Blue", 5)]);
    let dir = tempfile::tempdir().unwrap();
    let mut h = room_screen(&url, dir.path());
    open_event(&mut h, "Friday");

    // The floor names the event: nine entries, nobody seated, no clock.
    assert!(shows(
        &h,
        "Friday: 9 of 9 players left, 0 chips in play, 2 of 2 tables open."
    ));
    assert!(shows(&h, "The seats are not drawn yet."));
    assert!(!shows(&h, "The tables need balancing"));

    // F9 draws the seats: each player named with the table and seat the
    // room gave, and the one clock at level 1.
    press(&mut h, Key::F9);
    assert!(shows(
        &h,
        "Friday: 9 of 9 players left, 180,000 chips in play, 2 of 2 tables open."
    ));
    let drawn = event::load(&mut c, "Friday", false).unwrap();
    assert!(drawn.drawn_at.is_some());
    for p in PLAYERS {
        let (t, s) = seat_of(&drawn, p);
        let name = &drawn.tables[t].name;
        assert!(shows(&h, &format!("{p}: table {name}, seat {s}")), "{p}");
    }
    // The time left in level 1, then when the next period starts.
    assert!(shows(&h, "Level 1: blinds 100/200, ante 0; "));
    assert!(shows(&h, " left, the next period starts at "));
    assert!(shows(&h, "Table Red: 5 players"));
    assert!(shows(&h, "Table Blue: 4 players"));

    // A second draw is refused in words, and nothing moves.
    press(&mut h, Key::F9);
    assert!(shows(&h, "The seats of Friday are drawn already."));
    let again = event::load(&mut c, "Friday", false).unwrap();
    assert_eq!(again.seating, drawn.seating);

    // Two of Blue's players go out to a third (as Blue's log would say);
    // the screen, read again, asks for balancing.
    let red = seated(&drawn, 0);
    let blue = seated(&drawn, 1);
    let (g, i, a) = (&blue[0].1, &blue[1].1, &blue[2].1);
    event::result(
        &mut c,
        "Friday",
        "Blue",
        4,
        Some(blue[3].0),
        &[
            (g.clone(), Chips(0)),
            (i.clone(), Chips(0)),
            (a.clone(), Chips(60_000)),
        ],
    )
    .unwrap();
    click(&mut h, "Open (Enter)");
    settle(&mut h);
    assert!(shows(
        &h,
        "Friday: 7 of 9 players left, 180,000 chips in play, 2 of 2 tables open."
    ));
    assert!(shows(&h, "The tables need balancing: press F10."));

    // F10: Red's player due the big blind (seat 1: Red has dealt no hand)
    // moves to Blue with their chips, said as the room moved them.
    press(&mut h, Key::F10);
    let moved = event::load(&mut c, "Friday", false).unwrap();
    let (red_seat, mover) = &red[0];
    let (to_table, to_seat) = seat_of(&moved, mover);
    assert_eq!(to_table, 1, "{mover} moves to Blue");
    assert!(shows(&h, "Balancing (TDA 11-A)"));
    assert!(shows(
        &h,
        &format!(
            "{mover} moves from table Red, seat {red_seat}, to table Blue, seat {to_seat}, with 20,000 chips."
        )
    ));
    assert!(shows(&h, "Table Red: 4 players"));
    assert!(shows(&h, "Table Blue: 3 players"));
    assert!(!shows(&h, "The tables need balancing"));

    // Two of Red's players go out: five fit on one table, so F10 breaks
    // Blue and every player draws a seat at the final table, Red.
    let red = seated(&moved, 0);
    let (x, y, z) = (&red[0].1, &red[1].1, &red[2].1);
    let z_chips = moved.stacks[z] + moved.stacks[x] + moved.stacks[y];
    event::result(
        &mut c,
        "Friday",
        "Red",
        1,
        None,
        &[
            (x.clone(), Chips(0)),
            (y.clone(), Chips(0)),
            (z.clone(), Chips(z_chips)),
        ],
    )
    .unwrap();
    press(&mut h, Key::F10);
    let last = event::load(&mut c, "Friday", false).unwrap();
    assert!(shows(
        &h,
        "Final table (TDA RP-9): every player draws a new seat at table Red."
    ));
    assert!(shows(&h, "Table Blue: broken."));
    assert!(shows(&h, "Table Red: 5 players"));
    assert!(shows(
        &h,
        "Friday: 5 of 9 players left, 180,000 chips in play, 1 of 2 tables open."
    ));
    for (seat, p) in seated(&last, 0) {
        let (from_table, from_seat) = seat_of(&moved, &p);
        let from = &moved.tables[from_table].name;
        let chips = if p == *z { z_chips } else { moved.stacks[&p] };
        let line = format!(
            "{p} moves from table {from}, seat {from_seat}, to table Red, seat {seat}, with {} chips.",
            dealerdesk::i18n::Words::new(dealerdesk::i18n::Lang::En).number(chips)
        );
        assert!(shows(&h, &line), "{line}");
    }
    assert!(event::verify(&mut c, &last).unwrap().faults.is_empty());

    // An event the room does not hold is refused in words, and the view
    // no longer shows the last one as open: F9 asks nothing of it.
    let field = h.get_by_role_and_label(Role::TextInput, "Tournament");
    field.focus();
    h.run();
    for _ in 0.."Friday".len() {
        h.key_press(Key::Backspace);
    }
    h.event(eframe::egui::Event::Text("Saturday".to_owned()));
    h.run();
    click(&mut h, "Open (Enter)");
    assert!(shows(&h, "There is no tournament Saturday in the room."));
    assert!(!shows(&h, "Friday: 5 of 9 players left"));
    press(&mut h, Key::F9);
    assert!(!shows(&h, "drawn already"));
    assert!(shows(&h, "There is no tournament Saturday in the room."));
}

#[test]
fn a_player_out_on_three_tables_breaks_the_last_and_its_players_draw_new_seats() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let url = pg.admin();
    let mut c = room(&url);
    create(&mut c, &[("Red", 4), ("Blue", 4), ("Green", 4)]);
    let dir = tempfile::tempdir().unwrap();
    let mut h = room_screen(&url, dir.path());
    open_event(&mut h, "Friday");
    press(&mut h, Key::F9);
    let drawn = event::load(&mut c, "Friday", false).unwrap();
    assert!(shows(&h, "Table Green: 3 players"));

    // One out at Red: eight fit on two tables of four, so Green, the last
    // table, breaks and its three players draw seats at Red and Blue.
    let red = seated(&drawn, 0);
    let (out, winner) = (&red[0].1, &red[1].1);
    event::result(
        &mut c,
        "Friday",
        "Red",
        1,
        None,
        &[(out.clone(), Chips(0)), (winner.clone(), Chips(40_000))],
    )
    .unwrap();
    press(&mut h, Key::F10);
    let after = event::load(&mut c, "Friday", false).unwrap();
    assert!(shows(
        &h,
        "Table Green breaks (TDA 10-B): its players draw their new seats."
    ));
    assert!(shows(&h, "Table Green: broken."));
    assert!(shows(
        &h,
        "Friday: 8 of 9 players left, 180,000 chips in play, 2 of 3 tables open."
    ));
    let green = seated(&drawn, 2);
    assert_eq!(green.len(), 3);
    for (from_seat, p) in &green {
        let (t, seat) = seat_of(&after, p);
        let to = &after.tables[t].name;
        assert_ne!(to, "Green");
        let line = format!(
            "{p} moves from table Green, seat {from_seat}, to table {to}, seat {seat}, with 20,000 chips."
        );
        assert!(shows(&h, &line), "{line}");
    }
    assert!(shows(&h, "Table Red: 4 players"));
    assert!(shows(&h, "Table Blue: 4 players"));
}

#[test]
fn the_floor_picks_the_event_from_the_room_s_list_and_breaks_a_table_of_their_choosing() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let url = pg.admin();
    let mut c = room(&url);
    create(&mut c, &[("Red", 5), ("Blue", 5), ("Green", 5)]);
    let dir = tempfile::tempdir().unwrap();
    let mut h = room_screen(&url, dir.path());
    // The room's events are listed; the floor clicks one to open it.
    let line = "Friday (seats not drawn): 9 of 9 players left, 3 of 3 tables open.";
    assert!(shows(&h, line));
    h.get_by_label(line).click();
    h.step();
    settle(&mut h);
    assert!(shows(
        &h,
        "Friday: 9 of 9 players left, 0 chips in play, 3 of 3 tables open."
    ));
    // No table breaks before the draw.
    assert!(!shows(&h, "Break table Blue"));
    press(&mut h, Key::F9);
    assert!(shows(
        &h,
        "Friday (playing): 9 of 9 players left, 3 of 3 tables open."
    ));
    let drawn = event::load(&mut c, "Friday", false).unwrap();
    // Blue is not the table that breaks next (Green is): the floor breaks
    // it with its button, and its players draw seats at Red and Green.
    click(&mut h, "Break table Blue");
    let after = event::load(&mut c, "Friday", false).unwrap();
    assert!(shows(
        &h,
        "Table Blue breaks (TDA 10-B): its players draw their new seats."
    ));
    assert!(shows(&h, "Table Blue: broken."));
    assert!(!shows(&h, "Break table Blue"));
    for (from_seat, p) in seated(&drawn, 1) {
        let (t, seat) = seat_of(&after, &p);
        let to = &after.tables[t].name;
        assert_ne!(to, "Blue");
        let line = format!(
            "{p} moves from table Blue, seat {from_seat}, to table {to}, seat {seat}, with 20,000 chips."
        );
        assert!(shows(&h, &line), "{line}");
    }
    assert!(shows(
        &h,
        "Friday (playing): 9 of 9 players left, 2 of 3 tables open."
    ));
    assert!(event::verify(&mut c, &after).unwrap().faults.is_empty());
    // Red's players do not fit at Green: refused in words, nothing moves.
    click(&mut h, "Break table Red");
    assert!(shows(&h, "Table Red cannot break: its "));
    let again = event::load(&mut c, "Friday", false).unwrap();
    assert_eq!(again.seating, after.seating);
}

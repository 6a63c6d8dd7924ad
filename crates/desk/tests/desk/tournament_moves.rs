//! A tournament on many tables through two tables' logs: the seat draw
//! seats each player with the starting stack; a move takes a player out of
//! one table with every chip and seats them at the other with those chips;
//! each half is written once, whatever the room asks again; a half that
//! does not fit the table is refused and writes nothing.

use dealerdesk_core::chips::Chips;
use dealerdesk_core::rules::HouseRules;
use dealerdesk_desk::desk::{Desk, DeskError, RoomMove, SeatNo, TourneyRefusal};

use crate::fixtures::temp_log;

const HOUSE: &str = include_str!("../../../../rulesets/tda-2024/nl-holdem-tournament.yaml");

fn table(dir: &std::path::Path, name: &str) -> (Desk, std::path::PathBuf) {
    let rules = HouseRules::from_yaml(HOUSE, "tda").unwrap();
    let db = dir.join(format!("{name}.db"));
    (Desk::open(&db, rules, name).unwrap(), db)
}

fn drawn(id: u64, name: &str, table: &str, seat: u8) -> RoomMove {
    RoomMove {
        id,
        name: name.into(),
        from: None,
        to: (table.into(), SeatNo(seat)),
        chips: Some(Chips(20_000)),
    }
}

fn head(desk: &Desk) -> u64 {
    desk.log().head().unwrap().0.0
}

fn refusal(e: DeskError) -> TourneyRefusal {
    match e {
        DeskError::Tournament(t) => t.refusal,
        other => panic!("not a tournament refusal: {other:?}"),
    }
}

fn seat_of(desk: &Desk, seat: u8) -> Option<(String, u64)> {
    desk.seats()
        .get(&SeatNo(seat))
        .map(|s| (s.name.clone(), s.stack.0))
}

#[test]
fn a_move_leaves_one_table_with_every_chip_and_is_seated_once_at_the_other() {
    let (dir, _) = temp_log();
    let (mut red, red_db) = table(dir.path(), "Red");
    let (mut blue, _) = table(dir.path(), "Blue");
    for (id, name, seat) in [(1, "Ana", 1), (2, "Ben", 2), (3, "Cleo", 3)] {
        assert_eq!(
            red.move_in(&drawn(id, name, "Red", seat)).unwrap(),
            Some(Chips(20_000))
        );
    }
    for (id, name, seat) in [(4, "Dana", 1), (5, "Eve", 2)] {
        blue.move_in(&drawn(id, name, "Blue", seat)).unwrap();
    }
    // The draw asked again: nothing written, nobody seated twice.
    let before = head(&red);
    assert_eq!(red.move_in(&drawn(1, "Ana", "Red", 4)).unwrap(), None);
    assert_eq!(head(&red), before);
    assert_eq!(seat_of(&red, 4), None);
    // Another move for a player sitting here is refused.
    let again = red.move_in(&drawn(9, "Ana", "Red", 5)).unwrap_err();
    assert_eq!(
        refusal(again),
        TourneyRefusal::MoveSeatedHere {
            seat: SeatNo(1),
            name: "Ana".into()
        }
    );
    assert_eq!(head(&red), before);

    // Cleo moves from Red seat 3 to Blue seat 3; Red first had her win a
    // few chips, so the room's figure is not what moves: the table's is.
    let cleo = RoomMove {
        id: 10,
        name: "Cleo".into(),
        from: Some(("Red".into(), SeatNo(3))),
        to: ("Blue".into(), SeatNo(3)),
        chips: None,
    };
    // Seated at Blue before Red wrote her out: refused, nothing written.
    let early = blue.move_in(&cleo).unwrap_err();
    assert_eq!(
        refusal(early),
        TourneyRefusal::MoveNotLeft {
            name: "Cleo".into(),
            id: 10
        }
    );
    // The wrong seat at Red: refused.
    let wrong = RoomMove {
        from: Some(("Red".into(), SeatNo(2))),
        ..cleo.clone()
    };
    assert_eq!(
        refusal(red.move_out(&wrong).unwrap_err()),
        TourneyRefusal::MoveNotSeated {
            seat: SeatNo(2),
            name: "Cleo".into()
        }
    );
    assert_eq!(head(&red), before);
    assert_eq!(red.move_out(&cleo).unwrap(), Some(Chips(20_000)));
    assert_eq!(seat_of(&red, 3), None);
    assert_eq!(red.move_out(&cleo).unwrap(), None, "written once");
    let t = red.tournament().unwrap();
    let e = t.entrant("Cleo").unwrap();
    assert!(e.away && e.out.is_none(), "moved, still in: {e:?}");
    assert_eq!(t.moved_out[&10].chips, Chips(20_000));
    assert_eq!(red.tourney_view().unwrap().players_left, 2);

    let arriving = RoomMove {
        chips: Some(t.moved_out[&10].chips),
        ..cleo.clone()
    };
    assert_eq!(blue.move_in(&arriving).unwrap(), Some(Chips(20_000)));
    assert_eq!(blue.move_in(&arriving).unwrap(), None, "seated once");
    assert_eq!(seat_of(&blue, 3), Some(("Cleo".into(), 20_000)));
    let chips: u64 = [&red, &blue]
        .iter()
        .flat_map(|d| d.seats().values().map(|s| s.stack.0))
        .sum();
    assert_eq!(chips, 5 * 20_000, "every chip at a table, none twice");

    // The log holds it: Red read again has Cleo gone and the move kept.
    drop(red);
    let rules = HouseRules::from_yaml(HOUSE, "tda").unwrap();
    let mut red = Desk::open(&red_db, rules, "Red").unwrap();
    assert_eq!(seat_of(&red, 3), None);
    assert_eq!(red.move_out(&cleo).unwrap(), None);
    assert!(red.log().verify(|_, _| {}).is_ok());

    // A move while a hand is in play waits for the hand to end.
    red.choose_button(SeatNo(1)).unwrap();
    red.start_hand().unwrap();
    let ben = RoomMove {
        id: 11,
        name: "Ben".into(),
        from: Some(("Red".into(), SeatNo(2))),
        to: ("Blue".into(), SeatNo(4)),
        chips: None,
    };
    let during = red.move_out(&ben).unwrap_err();
    assert_eq!(refusal(during), TourneyRefusal::MoveDuringHand);
}

#[test]
fn a_manual_clock_follows_the_room_s_between_hands_and_never_goes_back() {
    let (dir, _) = temp_log();
    let (mut red, _) = table(dir.path(), "Red");
    red.set_clock_mode(dealerdesk_core::tournament::ClockMode::Manual)
        .unwrap();
    for (id, name, seat) in [(1, "Ana", 1), (2, "Ben", 2)] {
        red.move_in(&drawn(id, name, "Red", seat)).unwrap();
    }
    // The room's clock is 20 minutes in: the table starts and moves on to it.
    assert_eq!(red.follow_clock(20 * 60_000).unwrap(), Some(20 * 60_000));
    assert_eq!(red.clock_position().unwrap().level, 2);
    // Asked again, or by a room behind it: nothing moves, nothing written.
    let before = head(&red);
    assert_eq!(red.follow_clock(20 * 60_000).unwrap(), None);
    assert_eq!(red.follow_clock(60_000).unwrap(), None);
    assert_eq!(head(&red), before);
    assert_eq!(red.clock_position().unwrap().level, 2);
    // During a hand the table follows at its next one.
    red.choose_button(SeatNo(1)).unwrap();
    red.start_hand().unwrap();
    let before = head(&red);
    assert_eq!(red.follow_clock(40 * 60_000).unwrap(), None);
    assert_eq!(head(&red), before);
}

/// A player arriving from another table for the room's move `id`.
fn arriving(id: u64, name: &str, seat: u8) -> RoomMove {
    RoomMove {
        id,
        name: name.into(),
        from: Some(("Blue".into(), SeatNo(seat))),
        to: ("Red".into(), SeatNo(seat)),
        chips: Some(Chips(20_000)),
    }
}

/// The hand in play's button, small blind (none when dead) and big blind,
/// and the seats dealt in, as seat numbers.
fn positions(desk: &Desk) -> (u8, Option<u8>, u8, Vec<u8>) {
    let hand = desk.hand().unwrap();
    let blind = |amount: u64| {
        hand.spec
            .blinds
            .iter()
            .position(|b| b.0 == amount)
            .map(|i| hand.seats[i].0)
    };
    let dealt = hand.seats.iter().map(|s| s.0).collect();
    (hand.button.0, blind(100), blind(200).unwrap(), dealt)
}

#[test]
fn a_moved_player_takes_the_seat_s_blinds_and_waits_only_between_the_small_blind_and_the_button_tda_10()
 {
    let (dir, _) = temp_log();
    let (mut red, _) = table(dir.path(), "Red");
    for (id, name, seat) in [(1, "Ana", 1), (2, "Ben", 3), (3, "Cleo", 5), (4, "Dan", 7)] {
        red.move_in(&drawn(id, name, "Red", seat)).unwrap();
    }
    red.move_in(&drawn(5, "Eve", "Red", 9)).unwrap();
    red.choose_button(SeatNo(1)).unwrap();
    red.start_hand().unwrap();
    assert_eq!(positions(&red), (1, Some(3), 5, vec![3, 5, 7, 9, 1]));
    crate::fixtures::step(&mut red, "u");
    while red.hand().is_some() {
        crate::fixtures::step(&mut red, "f");
    }
    // Two players arrive: Finn at seat 6, where the big blind comes next,
    // and Gus at seat 4, between the next small blind (5) and the dead
    // button (3).
    red.move_in(&arriving(10, "Finn", 6)).unwrap();
    red.move_in(&arriving(11, "Gus", 4)).unwrap();
    red.start_hand().unwrap();
    let (button, small, big, dealt) = positions(&red);
    assert_eq!(
        (button, small, big),
        (3, Some(5), 6),
        "Finn takes the big blind"
    );
    assert_eq!(
        dealt,
        [5, 6, 7, 9, 1, 3],
        "Gus waits for the button to pass"
    );
    let stacks = &red.hand().unwrap().spec.stacks;
    assert_eq!(stacks[1], Chips(20_000), "Finn posts from his own stack");
    crate::fixtures::step(&mut red, "u");
    while red.hand().is_some() {
        crate::fixtures::step(&mut red, "f");
    }
    // Cleo (seat 5, the small blind) and Finn (seat 6, the big blind) are
    // moved away; Hana takes seat 5, where the dead button goes, and Ivo
    // seat 6, the next small blind.
    for (id, name, seat) in [(12, "Cleo", 5), (13, "Finn", 6)] {
        let away = RoomMove {
            id,
            name: name.into(),
            from: Some(("Red".into(), SeatNo(seat))),
            to: ("Blue".into(), SeatNo(seat)),
            chips: None,
        };
        assert!(red.move_out(&away).unwrap().is_some());
    }
    red.move_in(&arriving(14, "Hana", 5)).unwrap();
    red.move_in(&arriving(15, "Ivo", 6)).unwrap();
    red.start_hand().unwrap();
    let (button, small, big, dealt) = positions(&red);
    assert_eq!(
        (button, small, big),
        (5, Some(6), 7),
        "Hana has the button, Ivo the small blind"
    );
    assert_eq!(
        dealt,
        [6, 7, 9, 1, 3, 4, 5],
        "Gus is dealt in once the button passed"
    );
    let hand = red.hand().unwrap();
    let gus = hand.seats.iter().position(|s| *s == SeatNo(4)).unwrap();
    assert!(
        hand.spec.posts.get(gus).is_none_or(|p| p.is_zero()) && hand.spec.antes[gus].is_zero(),
        "Gus owes nothing for the blinds he waited out"
    );
    let names: Vec<String> = hand
        .seats
        .iter()
        .map(|s| red.seats()[s].name.clone())
        .collect();
    assert_eq!(names[0], "Ivo");
    assert_eq!(names[6], "Hana");
}

#[test]
fn wall_clocks_at_two_tables_take_the_room_s_time_between_hands() {
    let (dir, _) = temp_log();
    let (mut red, red_db) = table(dir.path(), "Red");
    let (mut blue, _) = table(dir.path(), "Blue");
    for (id, name, seat) in [(1, "Ana", 1), (2, "Ben", 2), (3, "Cleo", 3)] {
        red.move_in(&drawn(id, name, "Red", seat)).unwrap();
    }
    for (id, name, seat) in [(4, "Dana", 1), (5, "Eve", 2), (6, "Finn", 3)] {
        blue.move_in(&drawn(id, name, "Blue", seat)).unwrap();
    }
    // Blue started its own clock and deals a hand at level 1.
    blue.start_clock().unwrap();
    blue.choose_button(SeatNo(1)).unwrap();
    blue.start_hand().unwrap();
    // The room's clock is 25 minutes in: Red, between hands, takes it at
    // once; Blue, in a hand, keeps level 1 until the hand ends.
    let room = 25 * 60_000;
    assert!(red.follow_clock(room).unwrap().is_some());
    let p = red.clock_position().unwrap();
    assert_eq!(p.level, 2);
    assert!(
        (14 * 60_000..=15 * 60_000).contains(&p.left_ms),
        "15 minutes left at level 2: {p:?}"
    );
    let before = head(&blue);
    assert_eq!(blue.follow_clock(room).unwrap(), None);
    assert_eq!(head(&blue), before, "nothing written during a hand");
    crate::fixtures::step(&mut blue, "u");
    while blue.hand().is_some() {
        crate::fixtures::step(&mut blue, "f");
    }
    let moved = blue.follow_clock(room).unwrap().unwrap();
    assert!(
        moved > 24 * 60_000,
        "Blue moved on by the room's lead: {moved}"
    );
    assert_eq!(blue.clock_position().unwrap().level, 2);
    blue.start_hand().unwrap();
    assert_eq!(
        blue.hand().unwrap().spec.blinds.iter().max(),
        Some(&Chips(300))
    );
    // Asked again with the same time: within a second, nothing written.
    let before = head(&red);
    assert_eq!(red.follow_clock(room).unwrap(), None);
    assert_eq!(head(&red), before);
    // The room is the one clock: a room behind the table (the floor set
    // the table's clock going early) takes it back to the room's time.
    assert!(red.follow_clock(5 * 60_000).unwrap().unwrap() < 0);
    assert_eq!(red.clock_position().unwrap().level, 1);
    // The log holds it: Red read again stands at the same level.
    drop(red);
    let rules = HouseRules::from_yaml(HOUSE, "tda").unwrap();
    let red = Desk::open(&red_db, rules, "Red").unwrap();
    let p = red.clock_position().unwrap();
    assert_eq!(p.level, 1);
    assert!((14 * 60_000..=15 * 60_000).contains(&p.left_ms), "{p:?}");
    assert!(red.log().verify(|_, _| {}).is_ok());
}

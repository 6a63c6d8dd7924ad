//! A tournament on many tables held by the room, against a real PostgreSQL
//! server: create, draw, hand results, balancing and breaking, hand for
//! hand, the final table, standings, and the chip check at every step.

mod support;

use dealerdesk_core::chips::Chips;
use dealerdesk_core::tournament::{EventTable, Step, place_prizes};
use dealerdesk_room::event::{self, Event, EventError, NewEvent};
use dealerdesk_room::{Client, connect::connect, migrate};
use support::Cluster;

const HOUSE: &str = include_str!("../../../rulesets/tda-2024/nl-holdem-tournament.yaml");

fn room(pg: &Cluster) -> Client {
    let mut c = connect(&pg.admin()).expect("connect");
    migrate::migrate(&mut c).expect("migrate");
    c
}

fn new_event(tables: &[(&str, u8)], players: usize, h4h_over: usize) -> NewEvent {
    NewEvent {
        name: "Sunday".into(),
        house_file: HOUSE.into(),
        tables: tables
            .iter()
            .map(|(n, s)| EventTable {
                name: (*n).into(),
                seats: *s,
            })
            .collect(),
        players: (1..=players).map(|i| format!("Player {i:02}")).collect(),
        seed: 2026,
        spread: 1,
        h4h_over,
    }
}

fn load(c: &mut Client) -> Event {
    event::load(c, "Sunday", false).expect("load")
}

/// The chip check finds nothing, and the tables hold every chip bought.
fn chips_kept(c: &mut Client) {
    let e = load(c);
    let check = event::verify(c, &e).expect("verify");
    assert!(check.faults.is_empty(), "{:?}", check.faults);
    assert_eq!(u128::from(check.in_play), e.chips_at_tables());
}

/// At `table`, the first seated player loses every chip to the next one.
/// Returns who went out.
fn bust_at(c: &mut Client, table: usize, hand: u64) -> (String, event::Outcome) {
    let e = load(c);
    let t = &e.seating.tables[table];
    let seated: Vec<&String> = t.seats.iter().flatten().collect();
    let (loser, winner) = (seated[0].clone(), seated[1].clone());
    let stacks = [
        (loser.clone(), Chips(0)),
        (winner.clone(), Chips(e.stacks[&loser] + e.stacks[&winner])),
    ];
    let outcome =
        event::result(c, "Sunday", &t.name, hand, None, &stacks).expect("the table's result");
    (loser, outcome)
}

#[test]
fn the_draw_seats_everyone_and_refusals_write_nothing() {
    let Some(pg) = Cluster::start() else { return };
    let mut c = room(&pg);
    let new = new_event(&[("Red", 4), ("Blue", 4), ("Green", 4)], 11, 1);
    event::create(&mut c, &new).expect("create");
    assert!(matches!(
        event::create(&mut c, &new),
        Err(EventError::EventExists(_))
    ));
    let e = load(&mut c);
    assert!(matches!(
        event::result(&mut c, "Sunday", "Red", 1, None, &[]),
        Err(EventError::NotDrawn(_))
    ));
    let moves = event::draw(&mut c, "Sunday").expect("draw");
    assert_eq!(moves.len(), 11);
    // The draw replays from the recorded seed.
    let (again, _) =
        dealerdesk_core::tournament::draw(&e.tables, &e.entries, e.seed).expect("draw again");
    let e = load(&mut c);
    assert_eq!(e.seating, again);
    let counts: Vec<usize> = e.seating.tables.iter().map(|t| t.players()).collect();
    assert_eq!(counts, vec![4, 4, 3]);
    assert_eq!(e.chips_at_tables(), 11 * 20_000);
    assert_eq!(e.periods.len(), e.structure.levels.len());
    // One clock: each period starts when the one before it ends.
    let start = e.drawn_at.expect("drawn");
    assert_eq!(e.periods[0], start);
    let first = i64::from(e.structure.levels[0].minutes());
    assert_eq!(e.clock_at(start).map(|c| (c.0, c.1)), Some((0, 1)));
    let second = start + chrono::Duration::minutes(first);
    assert_eq!(
        e.clock_at(second).map(|c| (c.0, c.2)),
        Some((1, e.periods.get(2).copied()))
    );
    assert_eq!(e.clock_at(start - chrono::Duration::seconds(1)), None);
    assert!(matches!(
        event::draw(&mut c, "Sunday"),
        Err(EventError::AlreadyDrawn(_))
    ));

    // A result that makes chips, a player at another table, a name twice:
    // refused, and the room holds what it held.
    let red: Vec<String> = e.seating.tables[0]
        .seats
        .iter()
        .flatten()
        .cloned()
        .collect();
    let blue: Vec<String> = e.seating.tables[1]
        .seats
        .iter()
        .flatten()
        .cloned()
        .collect();
    let made = [
        (red[0].clone(), Chips(15_000)),
        (red[1].clone(), Chips(26_000)),
    ];
    let e2 = event::result(&mut c, "Sunday", "Red", 1, None, &made).unwrap_err();
    assert!(
        matches!(
            e2,
            EventError::ChipsChanged {
                before: 40_000,
                after: 41_000,
                ..
            }
        ),
        "{e2:?}"
    );
    let elsewhere = [(blue[0].clone(), Chips(20_000))];
    assert!(matches!(
        event::result(&mut c, "Sunday", "Red", 1, None, &elsewhere),
        Err(EventError::NotAtTable { .. })
    ));
    let twice = [
        (red[0].clone(), Chips(10_000)),
        (red[0].clone(), Chips(30_000)),
    ];
    assert!(matches!(
        event::result(&mut c, "Sunday", "Red", 1, None, &twice),
        Err(EventError::PlayerTwice(_))
    ));
    assert!(matches!(
        event::result(&mut c, "Sunday", "Black", 1, None, &[]),
        Err(EventError::NoTable { .. })
    ));
    assert_eq!(load(&mut c).stacks, e.stacks);
    // A seat the table lacks; a hand reported twice.
    let moved = [
        (red[0].clone(), Chips(19_000)),
        (red[1].clone(), Chips(21_000)),
    ];
    assert!(matches!(
        event::result(&mut c, "Sunday", "Red", 1, Some(5), &moved),
        Err(EventError::NoSeat { seat: 5, .. })
    ));
    event::result(&mut c, "Sunday", "Red", 1, Some(2), &moved).expect("hand 1");
    assert!(matches!(
        event::result(&mut c, "Sunday", "Red", 1, None, &moved),
        Err(EventError::HandAgain {
            hand: 1,
            last: 1,
            ..
        })
    ));
    let e = load(&mut c);
    assert_eq!(e.stacks[&red[0]], 19_000);
    assert_eq!(e.seating.tables[0].big_blind_next, Some(2));
    chips_kept(&mut c);
}

#[test]
fn the_player_due_the_big_blind_moves_with_their_chips_to_the_worst_seat() {
    let Some(pg) = Cluster::start() else { return };
    let mut c = room(&pg);
    event::create(&mut c, &new_event(&[("Red", 6), ("Blue", 6)], 12, 1)).expect("create");
    event::draw(&mut c, "Sunday").expect("draw");
    // Red loses two players in hand 3; the seat due the big blind next is
    // said with each result.
    let e = load(&mut c);
    let red: Vec<String> = e.seating.tables[0]
        .seats
        .iter()
        .flatten()
        .cloned()
        .collect();
    let stacks = [
        (red[0].clone(), Chips(0)),
        (red[1].clone(), Chips(0)),
        (red[2].clone(), Chips(60_000)),
    ];
    let bb_red = e.seating.tables[0].seat_of(&red[3]).expect("seat");
    let outcome = event::result(&mut c, "Sunday", "Red", 3, Some(bb_red), &stacks).expect("result");
    assert_eq!(outcome.out, vec![red[0].clone(), red[1].clone()]);
    assert!(outcome.balance_due);
    let blue = &e.seating.tables[1];
    let due = blue.seats.iter().flatten().nth(2).expect("player").clone();
    let bb_blue = blue.seat_of(&due).expect("seat");
    let keep = [(due.clone(), Chips(20_000))];
    event::result(&mut c, "Sunday", "Blue", 5, Some(bb_blue), &keep).expect("result");
    let before = load(&mut c);
    let steps = event::balance(&mut c, "Sunday").expect("balance");
    // Red's first empty seat from the one due the big blind, clockwise.
    let red_after = &before.seating.tables[0];
    let worst = red_after
        .big_blind_order()
        .into_iter()
        .find(|s| red_after.at(*s).is_none())
        .expect("an empty seat");
    let [Step::Balance(m)] = steps.as_slice() else {
        panic!("{steps:?}")
    };
    assert_eq!(m.player, due);
    assert_eq!(m.from, Some((1, bb_blue)));
    assert_eq!(m.to, (0, worst));
    let after = load(&mut c);
    assert_eq!(after.seating.find(&due), Some((0, worst)));
    assert_eq!(after.stacks[&due], 20_000);
    let counts: Vec<usize> = after.seating.tables.iter().map(|t| t.players()).collect();
    assert_eq!(counts, vec![5, 5]);
    assert!(
        event::balance(&mut c, "Sunday")
            .expect("balance")
            .is_empty()
    );
    chips_kept(&mut c);
}

#[test]
fn twenty_one_players_play_down_to_a_winner_with_every_chip_kept_at_every_step() {
    let Some(pg) = Cluster::start() else { return };
    let mut c = room(&pg);
    // Six tables of four: 21 entries pay five places; hand for hand from
    // six players left, with two tables of three; the final table at four.
    let tables = [
        ("T1", 4),
        ("T2", 4),
        ("T3", 4),
        ("T4", 4),
        ("T5", 4),
        ("T6", 4),
    ];
    event::create(&mut c, &new_event(&tables, 21, 1)).expect("create");
    event::draw(&mut c, "Sunday").expect("draw");
    let mut hand = 0;
    let (mut breaks, mut balances) = (0, 0);
    // Down to six: a player out at the shortest table, then the floor
    // balances; the chips are checked after every step.
    while load(&mut c).players_left() > 6 {
        let e = load(&mut c);
        let (t, _) = e
            .seating
            .open()
            .filter(|(_, t)| t.players() >= 2)
            .min_by_key(|(i, t)| (t.players(), *i))
            .expect("a table");
        hand += 1;
        let (_, outcome) = bust_at(&mut c, t, hand);
        assert!(outcome.round.is_none());
        chips_kept(&mut c);
        for step in event::balance(&mut c, "Sunday").expect("balance") {
            match step {
                Step::Break { .. } => breaks += 1,
                Step::Balance(_) => balances += 1,
                Step::FinalTable { .. } => panic!("no final table before four are left"),
            }
        }
        chips_kept(&mut c);
        let e = load(&mut c);
        let counts: Vec<usize> = e.seating.open().map(|(_, t)| t.players()).collect();
        let (most, fewest) = (counts.iter().max(), counts.iter().min());
        assert!(
            most.zip(fewest).is_some_and(|(m, f)| m - f <= 1),
            "{counts:?}"
        );
    }
    assert_eq!(breaks, 4, "six tables of four break to two for six players");
    assert!(balances > 0);
    let e = load(&mut c);
    assert_eq!(e.tables_open(), 2);
    assert!(e.is_hand_for_hand(), "six left, five paid: hand for hand");
    let open: Vec<usize> = e.seating.open().map(|(i, _)| i).collect();

    // Round 1: the first table loses a player and may not deal again
    // before the other has played the round; the other loses one too.
    hand += 1;
    let (first, outcome) = bust_at(&mut c, open[0], hand);
    assert_eq!(outcome.round, Some(1));
    let e = load(&mut c);
    let t0 = &e.seating.tables[open[0]];
    let seated: Vec<String> = t0.seats.iter().flatten().cloned().collect();
    let again = [(seated[0].clone(), Chips(e.stacks[&seated[0]]))];
    let waiting = event::result(&mut c, "Sunday", &t0.name, hand + 1, None, &again).unwrap_err();
    assert!(
        matches!(&waiting, EventError::WaitForOthers { round: 1, waiting, .. }
            if *waiting == vec![e.seating.tables[open[1]].name.clone()]),
        "{waiting:?}"
    );
    let (second, outcome) = bust_at(&mut c, open[1], hand);
    assert_eq!(outcome.round, Some(1));
    assert!(outcome.hand_for_hand_ends, "four left: in the money");
    chips_kept(&mut c);

    // The final table: four players draw new seats at T1.
    let steps = event::balance(&mut c, "Sunday").expect("final table");
    let [Step::FinalTable { moves }] = steps.as_slice() else {
        panic!("{steps:?}")
    };
    assert_eq!(moves.len(), 4);
    let e = load(&mut c);
    assert_eq!(e.tables_open(), 1);
    assert_eq!(e.seating.tables[0].players(), 4);
    chips_kept(&mut c);

    // Down to the winner at the final table.
    while load(&mut c).players_left() > 1 {
        hand += 1;
        bust_at(&mut c, 0, hand);
        chips_kept(&mut c);
    }
    let e = load(&mut c);
    let standings = event::standings(&e);
    let prizes = place_prizes(&e.structure, e.pool(), 21);
    assert_eq!(prizes.len(), 5);
    // The two out in hand-for-hand round 1 share 5th and 6th (TDA RP-8-A).
    let fifth = standings.iter().find(|s| s.place == 5).expect("5th");
    let names: Vec<&String> = fifth.players.iter().map(|(p, _)| p).collect();
    assert_eq!(names, vec![&first, &second]);
    let shared: u64 = fifth.players.iter().map(|(_, prize)| prize).sum();
    assert_eq!(shared, prizes[4]);
    // Every place from 1 to 21 is covered once, and the prizes are the pool.
    let mut covered: Vec<usize> = standings
        .iter()
        .flat_map(|s| (s.place..s.place + s.players.len()).collect::<Vec<_>>())
        .collect();
    covered.sort_unstable();
    assert_eq!(covered, (1..=21).collect::<Vec<_>>());
    let paid: u64 = standings
        .iter()
        .flat_map(|s| s.players.iter().map(|(_, p)| p))
        .sum();
    assert_eq!(paid, e.pool());
    assert_eq!(standings[0].place, 1);
    assert_eq!(standings[0].players[0].1, prizes[0]);
}

#[test]
fn the_chip_check_finds_a_stack_or_a_move_changed_behind_the_rooms_back() {
    let Some(pg) = Cluster::start() else { return };
    let mut c = room(&pg);
    event::create(&mut c, &new_event(&[("Red", 6), ("Blue", 6)], 12, 1)).expect("create");
    event::draw(&mut c, "Sunday").expect("draw");
    for hand in 1..=3 {
        bust_at(&mut c, 0, hand);
    }
    let steps = event::balance(&mut c, "Sunday").expect("balance");
    assert_eq!(steps.len(), 1);
    chips_kept(&mut c);
    let moved = steps[0].moves()[0].player.clone();
    c.execute(
        "UPDATE room.tournament_seats SET stack = stack + 500 WHERE player = $1",
        &[&moved],
    )
    .expect("tamper");
    c.execute(
        "UPDATE room.tournament_moves SET chips = chips - 100 WHERE kind = 'balance'",
        &[],
    )
    .expect("tamper");
    let e = load(&mut c);
    let check = event::verify(&mut c, &e).expect("verify");
    let held = e.stacks[&moved] - 500;
    assert_eq!(
        check.faults,
        vec![
            event::ChipFault::MoveChips {
                seq: check_seq(&mut c),
                player: moved.clone(),
                moved: held - 100,
                held,
            },
            event::ChipFault::SeatStack {
                player: moved.clone(),
                seat: held + 500,
                history: held,
            },
            event::ChipFault::InPlay {
                bought: 12 * 20_000,
                at_tables: 12 * 20_000 + 500,
            },
        ]
    );
}

fn check_seq(c: &mut Client) -> i64 {
    c.query_one(
        "SELECT seq FROM room.tournament_moves WHERE kind = 'balance'",
        &[],
    )
    .expect("the move")
    .get(0)
}

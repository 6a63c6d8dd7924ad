//! Moves through the tables' logs: out of one and into the other once, the
//! blinds a moved player takes, and a table dealing on while the room is down.

use std::process::Command;

use crate::driver::*;
use crate::support;

#[test]
fn a_move_goes_out_of_one_table_s_log_and_into_the_other_s_once() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let url = pg.admin();
    let rules = TOURNAMENT;
    create(
        &url,
        "Friday",
        &["Red:5", "Blue:5"],
        "7",
        &[
            "Ann", "Bob", "Cecil", "Dana", "Eva", "Filip", "Gita", "Hugo", "Ivan",
        ],
    );
    ok(&url, &["draw", "Friday"]);
    let status = ok(&url, &["status", "Friday"]);
    let (red_seats, blue_seats) = (seated(&status, "Red"), seated(&status, "Blue"));
    // Before any table has synced its log, every chip is in the draw's
    // moves, not yet seated.
    let dir = tempfile::tempdir().unwrap();
    let (red_log, blue_log) = (dir.path().join("Red.db"), dir.path().join("Blue.db"));
    let mut red = Table::start(&red_log, rules, &url);
    let mut blue = Table::start(&blue_log, rules, &url);
    // The first line at each table seats its drawn players from the room.
    let answer = red.say(&format!("button {}", red_seats[0].0));
    let expect = |seats: &[(u8, String)]| -> Vec<(u8, String, u64)> {
        seats.iter().map(|(s, n)| (*s, n.clone(), 20_000)).collect()
    };
    assert_eq!(stacks(&answer), expect(&red_seats));
    let answer = blue.say(&format!("button {}", blue_seats[0].0));
    assert_eq!(stacks(&answer), expect(&blue_seats));
    verify_says(
        &url,
        "The tables' logs agree: logs read: 2; moves not yet seated: 0, chips in them: 0.",
    );

    // A hand at Blue puts one player out; the room reads it from Blue's
    // log and moves Red's player due the big blind to Blue.
    let after = all_in_hand(&mut blue);
    let blue_now = stacks(&after);
    let out: Vec<&String> = blue_now
        .iter()
        .filter(|(_, _, c)| *c == 0)
        .map(|(_, n, _)| n)
        .collect();
    assert_eq!(out.len(), 1, "{blue_now:?}");
    // The room reads the hand from Blue's synced log (the stacks after it,
    // the player out in hand 1) before it balances.
    let start = std::time::Instant::now();
    let status = loop {
        let status = ok(&url, &["status", "Friday"]);
        if status.starts_with(&format!("{} is out.\n", out[0])) {
            break status;
        }
        assert!(start.elapsed().as_secs() < 5, "never read: {status}");
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    assert!(status.contains("Friday: 8 of 9 players left"), "{status}");
    for (seat, name, chips) in blue_now.iter().filter(|(_, _, c)| *c > 0) {
        let chips = dealerdesk::i18n::Words::new(dealerdesk::i18n::Lang::En).number(*chips);
        assert!(
            status.contains(&format!("{seat} {name} {chips}")),
            "{status}"
        );
    }
    // Read once: the next look reads nothing again.
    let moved = ok(&url, &["balance", "Friday"]);
    assert!(!moved.contains("is out"), "{moved}");
    let standings = ok(&url, &["standings", "Friday"]);
    assert!(
        standings.starts_with(&format!("Place 9: {} 0 USD\n", out[0])),
        "{standings}"
    );
    let (mover_seat, mover) = &red_seats[0];
    assert!(
        moved.contains(&format!(
            "  {mover} moves from table Red, seat {mover_seat}, to table Blue, seat "
        )),
        "{moved}"
    );
    let to_seat: u8 = moved
        .split("to table Blue, seat ")
        .nth(1)
        .unwrap()
        .split(',')
        .next()
        .unwrap()
        .parse()
        .unwrap();

    // Red writes the player out before its next line; until Blue seats
    // them, their chips are in the move, counted once.
    // One clock: the floor moves the room's clock on to level 2, and each
    // table deals its next hand at 150/300.
    let ticked = ok(&url, &["tick", "Friday", "20m"]);
    assert!(
        ticked.contains("\nLevel 2: blinds 150/300, ante 0;"),
        "{ticked}"
    );
    let answer = folded_hand(&mut red);
    assert!(stacks(&answer).iter().all(|(_, n, _)| n != mover));
    let clock = &answer["state"]["tournament"]["clock"];
    assert_eq!(
        (&clock["level"], &clock["big_blind"]),
        (&2.into(), &300.into()),
        "{clock}"
    );
    verify_says(&url, "moves not yet seated: 1, chips in them: 20,000.");
    // Blue seats them, at the seat the room gave, with those chips.
    let answer = folded_hand(&mut blue);
    assert_eq!(
        answer["state"]["tournament"]["clock"]["level"], 2,
        "{answer}"
    );
    assert!(
        stacks(&answer)
            .iter()
            .any(|(s, n, _)| (*s, n) == (to_seat, mover)),
        "{answer}"
    );
    let red_said = red.stop();
    let blue_said = blue.stop();
    assert!(
        red_said.contains(&format!(
            "{mover} leaves seat {mover_seat} with 20,000 chips, for table Blue, seat {to_seat}."
        )),
        "{red_said}"
    );
    assert!(
        blue_said.contains(&format!(
            "{mover} sits in seat {to_seat} with 20,000 chips."
        )),
        "{blue_said}"
    );
    let out = verify_says(&url, "moves not yet seated: 0, chips in them: 0.");
    assert!(
        out.starts_with("Chips in play kept: 180,000 chips;"),
        "{out}"
    );

    // Blue started again asks the room again: nobody is seated twice.
    let mut blue = Table::start(&blue_log, rules, &url);
    let again = folded_hand(&mut blue);
    assert_eq!(
        stacks(&again).iter().filter(|(_, n, _)| n == mover).count(),
        1
    );
    blue.stop();
    verify_says(&url, "moves not yet seated: 0, chips in them: 0.");
    for log in [&red_log, &blue_log] {
        let (code, out, err) = dealerdesk(&["log", "verify", log.to_str().unwrap()]);
        assert_eq!(code, 0, "{out}{err}");
    }

    // A seat the room never gave, written into Red's log: the chips at the
    // tables are more than the entries bought, and verify says so.
    {
        let house = std::fs::read_to_string(rules).unwrap();
        let house = dealerdesk::rules::HouseRules::from_yaml(&house, "tda").unwrap();
        let mut desk = dealerdesk::desk::Desk::open(&red_log, house, "Red").unwrap();
        let forged = dealerdesk::desk::RoomMove {
            id: 999_999,
            name: "Zed".into(),
            from: None,
            to: ("Red".into(), dealerdesk::desk::SeatNo(*mover_seat)),
            chips: Some(dealerdesk::chips::Chips(5_000)),
        };
        desk.move_in(&forged).unwrap();
    }
    let mut red = Table::start(&red_log, rules, &url);
    folded_hand(&mut red);
    red.stop();
    let (code, out, _) = dealerdesk(&["room", "tournament", "verify", "Friday", "--url", &url]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(
            "The tables' logs hold 185,000 chips and moves not yet seated 0; the entries bought 180,000."
        ),
        "{out}"
    );
    for log in [&red_log, &blue_log] {
        let (code, out, err) = dealerdesk(&["log", "verify", log.to_str().unwrap()]);
        assert_eq!(code, 0, "{out}{err}");
    }
}

#[test]
fn players_moved_to_a_table_take_its_blinds_and_wait_only_between_the_small_blind_and_the_button() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let url = pg.admin();
    let rules = TOURNAMENT;
    create(
        &url,
        "Friday",
        &["Red:8", "Blue:8"],
        "7",
        &[
            "Ann", "Bob", "Cecil", "Dana", "Eva", "Filip", "Gita", "Hugo",
        ],
    );
    ok(&url, &["draw", "Friday"]);
    let status = ok(&url, &["status", "Friday"]);
    let red_seats = seated(&status, "Red");
    let blue_seats = seated(&status, "Blue");
    let names = |v: &[(u8, String)]| v.iter().map(|p| p.1.clone()).collect::<Vec<_>>();
    assert_eq!(names(&red_seats), ["Ann", "Cecil", "Filip", "Bob"]);
    let dir = tempfile::tempdir().unwrap();
    let mut red = Table::start(&dir.path().join("Red.db"), rules, &url);
    let mut blue = Table::start(&dir.path().join("Blue.db"), rules, &url);
    red.say(&format!("button {}", red_seats[0].0));
    blue.say(&format!("button {}", blue_seats[0].0));
    // Red's first hand: button Ann (2), blinds Cecil (3) and Filip (5).
    let first = folded_hand(&mut red);
    assert_eq!(first["state"]["button"], 2);
    // The floor breaks Blue: Gita to Red seat 1, Hugo 4, Dana 7, Eva 8.
    let out = ok(&url, &["break", "Friday", "Blue"]);
    for line in [
        "Gita moves from table Blue, seat 3, to table Red, seat 1,",
        "Hugo moves from table Blue, seat 5, to table Red, seat 4,",
        "Dana moves from table Blue, seat 2, to table Red, seat 7,",
        "Eva moves from table Blue, seat 1, to table Red, seat 8,",
    ] {
        assert!(out.contains(line), "{line}: {out}");
    }
    blue.look("button 1");
    let start = std::time::Instant::now();
    let mut answer = red.look("button 1");
    while stacks(&answer).len() < 8 && start.elapsed().as_secs() < 5 {
        std::thread::sleep(std::time::Duration::from_millis(100));
        answer = red.look("button 1");
    }
    // Hand 2, dead button: the button on Cecil (3), the small blind Filip
    // (5), the big blind Bob (6). Hugo, seated between the button and the
    // small blind, waits; Gita, Dana and Eva are dealt in at once.
    let second = red.say("n");
    assert_eq!(second["state"]["button"], 3);
    let seats = seat_states(&second);
    let (dealt, waiting): (Vec<_>, Vec<_>) = seats.iter().partition(|s| s.2 == "in hand");
    assert_eq!(
        waiting
            .iter()
            .map(|s| (s.0, s.1.as_str(), s.2.as_str()))
            .collect::<Vec<_>>(),
        [(4, "Hugo", "waiting")]
    );
    assert_eq!(dealt.len(), 7);
    let bets: Vec<(u64, u64)> = seats.iter().map(|s| (s.0, s.3)).collect();
    assert_eq!(
        bets,
        [
            (1, 0),
            (2, 0),
            (3, 0),
            (4, 0),
            (5, 100),
            (6, 200),
            (7, 0),
            (8, 0)
        ]
    );
    let mut a = red.say("u");
    while a["state"]["next"].as_str().unwrap().starts_with("seat ") {
        a = red.say("f");
    }
    // Hand 3: the button has passed Hugo, who is dealt in; Dana, moved in
    // at seat 7, takes the big blind in her turn.
    let third = red.say("n");
    assert_eq!(third["state"]["button"], 5);
    let seats = seat_states(&third);
    assert!(seats.iter().all(|s| s.2 == "in hand"), "{seats:?}");
    let blinds: Vec<(u64, &str, u64)> = seats
        .iter()
        .filter(|s| s.3 > 0)
        .map(|s| (s.0, s.1.as_str(), s.3))
        .collect();
    assert_eq!(blinds, [(6, "Bob", 100), (7, "Dana", 200)]);
    red.stop();
    blue.stop();
}

#[test]
fn a_table_whose_room_is_down_deals_on_without_waiting_for_its_moves() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("Red.db");
    let script = "sit 1 Ana 200\nsit 2 Ben 200\nbutton 1\nn\nAh Ad\nKc Kd\nf\nn\nAh Ad\nKc Kd\nf\n";
    let began = std::time::Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(["table", "--db"])
        .arg(&db)
        .args([
            "--room",
            &format!("host={} port=5432 user=nobody", dir.path().display()),
        ])
        .env("LANG", "C")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(script.as_bytes())
            .unwrap();
    }
    let out = child.wait_with_output().unwrap();
    let answers: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(answers.len(), 11);
    assert!(answers.iter().all(|a| a["ok"] == true));
    assert_eq!(answers[7]["state"]["hand"], 2);
    // The sync's own wait at the end is 2 s; the moves cost nothing more.
    assert!(began.elapsed().as_secs() < 6, "{:?}", began.elapsed());
}

//! One clock and hand for hand: tables on the room's clock, and a table
//! waiting for the others on the bubble.

use crate::driver::*;
use crate::support;

#[test]
fn hand_for_hand_a_table_waits_for_the_other_and_players_out_in_one_round_share_places() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let url = pg.admin();
    let rules = TOURNAMENT;
    // Six players, one place paid: hand for hand from the first hand read.
    let mut create = vec![
        "create",
        "Friday",
        "--rules",
        rules,
        "--table",
        "Red:3",
        "--table",
        "Blue:3",
        "--seed",
        "11",
        "--hand-for-hand-over",
        "6",
    ];
    let names = ["Ann", "Bob", "Cecil", "Dana", "Eva", "Filip"];
    for n in &names {
        create.extend_from_slice(&["--player", n]);
    }
    ok(&url, &create);
    ok(&url, &["draw", "Friday"]);
    let status = ok(&url, &["status", "Friday"]);
    let (red_seats, blue_seats) = (seated(&status, "Red"), seated(&status, "Blue"));
    let dir = tempfile::tempdir().unwrap();
    let mut red = Table::start(&dir.path().join("Red.db"), rules, &url);
    let mut blue = Table::start(&dir.path().join("Blue.db"), rules, &url);
    red.say(&format!("button {}", red_seats[0].0));
    blue.say(&format!("button {}", blue_seats[0].0));

    // Red's first hand, read before its second: hand for hand starts, and
    // Red's second hand is round 1, in which a player goes out.
    folded_hand(&mut red);
    let after = all_in_hand(&mut red);
    let red_out = stacks(&after)
        .into_iter()
        .find(|(_, _, c)| *c == 0)
        .unwrap()
        .1;
    // Red waits for Blue before its next hand.
    red.send("n");
    std::thread::sleep(std::time::Duration::from_millis(500));
    let status = ok(&url, &["status", "Friday"]);
    if !status.contains("Hand for hand, round 1: waiting for Blue.") {
        panic!("{status}\n{}", red.stop());
    }
    // Blue plays round 1, and a player goes out there too; then Red deals.
    let after = all_in_hand(&mut blue);
    let blue_out = stacks(&after)
        .into_iter()
        .find(|(_, _, c)| *c == 0)
        .unwrap()
        .1;
    let dealt = red.answer("n");
    assert_eq!(dealt["state"]["hand"], 3, "{dealt}");
    let mut answer = red.say("u");
    while answer["state"]["next"]
        .as_str()
        .unwrap()
        .starts_with("seat ")
    {
        answer = red.say("f");
    }
    let red_said = red.stop();
    blue.stop();
    assert!(
        red_said.contains(
            "Hand for hand: this table has played its hand and waits for table Blue before the next."
        ),
        "{red_said}"
    );
    // Out in the same round at two tables: they share 5th and 6th places
    // (TDA 2024 RP-8-A).
    let standings = ok(&url, &["standings", "Friday"]);
    assert!(
        standings.starts_with(&format!("Place 5: {red_out} 0 USD, {blue_out} 0 USD\n")),
        "{standings}"
    );
    verify_says(&url, "moves not yet seated: 0, chips in them: 0.");
}

#[test]
fn wall_clocks_at_two_tables_follow_the_room_s_clock_at_their_next_hand() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let url = pg.admin();
    let rules = TOURNAMENT;
    create(
        &url,
        "Friday",
        &["Red:3", "Blue:3"],
        "5",
        &["Ann", "Bob", "Cecil", "Dana", "Eva", "Filip"],
    );
    ok(&url, &["draw", "Friday"]);
    let status = ok(&url, &["status", "Friday"]);
    let (red_seats, blue_seats) = (seated(&status, "Red"), seated(&status, "Blue"));
    let dir = tempfile::tempdir().unwrap();
    let mut red = Table::start_with(&dir.path().join("Red.db"), rules, &url, "wall");
    let mut blue = Table::start_with(&dir.path().join("Blue.db"), rules, &url, "wall");
    red.say(&format!("button {}", red_seats[0].0));
    blue.say(&format!("button {}", blue_seats[0].0));
    // Blue deals a hand at level 1; then the floor moves the room's one
    // clock 25 minutes on.
    let started = blue.say("n");
    assert_eq!(started["state"]["tournament"]["clock"]["level"], 1);
    ok(&url, &["tick", "Friday", "25m"]);
    // Red, between hands, deals its next at level 2 with the room's time
    // left (15 minutes), not its own.
    let clock = folded_hand(&mut red)["state"]["tournament"]["clock"].clone();
    assert_eq!(
        (&clock["mode"], &clock["level"], &clock["big_blind"]),
        (&"wall".into(), &2.into(), &300.into()),
        "{clock}"
    );
    let left = clock["seconds_left"].as_i64().unwrap();
    assert!((14 * 60..=15 * 60).contains(&left), "{clock}");
    // Blue's hand in play keeps level 1; its next hand is at level 2.
    let mut answer = blue.say("u");
    while answer["state"]["next"]
        .as_str()
        .unwrap()
        .starts_with("seat ")
    {
        assert_eq!(answer["state"]["tournament"]["clock"]["level"], 1);
        answer = blue.say("f");
    }
    let clock = folded_hand(&mut blue)["state"]["tournament"]["clock"].clone();
    assert_eq!(
        (&clock["level"], &clock["big_blind"]),
        (&2.into(), &300.into()),
        "{clock}"
    );
    let left = clock["seconds_left"].as_i64().unwrap();
    assert!((14 * 60..=15 * 60).contains(&left), "{clock}");
    red.stop();
    blue.stop();
}

//! `dealerdesk room tournament …` as the floor runs it, against a real
//! PostgreSQL server: create, draw, a hand result with a player out, the
//! balancing move, status, standings and the chip check, in English and
//! Czech; a refused result says why in Polish and changes nothing.
#![allow(clippy::unwrap_used)]

use std::process::Command;

#[path = "../crates/room/tests/support/mod.rs"]
mod support;

/// `dealerdesk ARGS…`: the exit code, standard output and standard error.
fn dealerdesk(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(args)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// `room tournament SUB … --url URL`, which must succeed; its output.
fn ok(url: &str, args: &[&str]) -> String {
    let mut all = vec!["room", "tournament"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--url", url]);
    let (code, out, err) = dealerdesk(&all);
    assert_eq!(code, 0, "{args:?}: {out}{err}");
    out
}

/// Who sits at `table` in `status` output, by seat: (seat, name).
fn seated(status: &str, table: &str) -> Vec<(u8, String)> {
    let line = status
        .lines()
        .find(|l| l.starts_with(&format!("Table {table} (")))
        .unwrap();
    let (_, players) = line.split_once("): ").unwrap();
    players
        .split(", ")
        .map(|p| {
            let mut words = p.split(' ');
            let seat = words.next().unwrap().parse().unwrap();
            (seat, words.next().unwrap().to_owned())
        })
        .collect()
}

#[test]
fn the_floor_creates_draws_records_a_bust_and_balances_from_the_command_line() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let url = pg.admin();
    let rules = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/rulesets/tda-2024/nl-holdem-tournament.yaml"
    );
    let mut create = vec![
        "create", "Friday", "--rules", rules, "--table", "Red:5", "--table", "Blue:5", "--seed",
        "7",
    ];
    let names = [
        "Ann", "Bob", "Cecil", "Dana", "Eva", "Filip", "Gita", "Hugo", "Ivan",
    ];
    for n in &names {
        create.extend_from_slice(&["--player", n]);
    }
    let out = ok(&url, &create);
    assert_eq!(
        out,
        "Tournament Friday is in the room: 9 players, 2 tables, draws from seed 7.\n"
    );
    let drawn = ok(&url, &["draw", "Friday"]);
    assert_eq!(drawn.lines().count(), 9);
    let status = ok(&url, &["status", "Friday"]);
    assert!(
        status
            .starts_with("Friday: 9 of 9 players left, 180,000 chips in play, 2 of 2 tables open."),
        "{status}"
    );
    assert!(
        status.contains("\nLevel 1: blinds 100/200, ante 0; the next period starts at "),
        "{status}"
    );
    let red = seated(&status, "Red");
    let blue = seated(&status, "Blue");
    assert_eq!((red.len(), blue.len()), (5, 4));

    // Blue's first two players go out in one hand to its third, with the
    // same stack: they share 8th place. The next big blind is Blue's last
    // seat.
    let (g, i, a) = (&blue[0].1, &blue[1].1, &blue[2].1);
    let bb = blue[3].0.to_string();
    let refused = dealerdesk(&[
        "room",
        "tournament",
        "result",
        "Friday",
        "--table",
        "Blue",
        "--hand",
        "4",
        &format!("{g}=0"),
        &format!("{a}=40001"),
        "--url",
        &url,
        "--lang",
        "pl",
    ]);
    assert_eq!(refused.0, 2);
    assert!(
        refused.2.contains(
            "Przy stole Blue ci gracze mieli 40\u{a0}000 żetonów, a wynik daje im 40\u{a0}001"
        ),
        "{}",
        refused.2
    );
    let out = ok(
        &url,
        &[
            "result",
            "Friday",
            "--table",
            "Blue",
            "--hand",
            "4",
            "--big-blind-next",
            &bb,
            &format!("{g}=0"),
            &format!("{i}=0"),
            &format!("{a}=60000"),
        ],
    );
    assert_eq!(
        out,
        format!(
            "{g} is out.\n{i} is out.\nThe tables need balancing: room tournament balance Friday.\n"
        )
    );
    // Red has dealt no hand: its seat 1 is taken as due the big blind.
    // Blue's worst seat: the first empty one from its next big blind on.
    let out = ok(&url, &["balance", "Friday"]);
    let (red_seat, mover) = &red[0];
    let worst = (1..=5u8)
        .map(|k| (blue[3].0 - 1 + k - 1) % 5 + 1)
        .find(|s| !blue[2..].iter().any(|(seat, _)| seat == s))
        .unwrap();
    assert_eq!(
        out,
        format!(
            "Balancing (TDA 11-A): the player due the big blind moves to the worst position at the short table.\n  {mover} moves from table Red, seat {red_seat}, to table Blue, seat {worst}, with 20,000 chips.\n"
        )
    );
    assert_eq!(
        ok(&url, &["balance", "Friday"]),
        "The tables are balanced: nobody moves.\n"
    );
    let out = ok(&url, &["verify", "Friday", "--lang", "cs"]);
    assert_eq!(
        out,
        "Žetony ve hře sedí: 180\u{a0}000 žetonů; přehráno přesunů: 10, výsledků her: 1.\n"
    );
    let out = ok(&url, &["standings", "Friday"]);
    assert!(
        out.starts_with(&format!("Place 8: {g} 0 USD, {i} 0 USD\n")),
        "{out}"
    );
    let (code, _, err) = dealerdesk(&[
        "room",
        "tournament",
        "status",
        "Saturday",
        "--url",
        &url,
        "--lang",
        "cs",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("V herně není turnaj Saturday."), "{err}");
}

/// A `dealerdesk table LOG --room URL --clock manual` process, driven line
/// by line: each line's JSON answer is read before the next is sent.
struct Table {
    child: std::process::Child,
    input: std::process::ChildStdin,
    output: std::io::Lines<std::io::BufReader<std::process::ChildStdout>>,
}

impl Table {
    fn start(log: &std::path::Path, rules: &str, url: &str) -> Table {
        Table::start_with(log, rules, url, "manual")
    }

    /// A table on the `clock` given (`manual` or `wall`).
    fn start_with(log: &std::path::Path, rules: &str, url: &str, clock: &str) -> Table {
        use std::process::Stdio;
        let mut child = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
            .args(["table", "--db"])
            .arg(log)
            .args(["--rules", rules, "--room", url, "--clock", clock])
            .env("LANG", "C")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let input = child.stdin.take().unwrap();
        let output = std::io::BufRead::lines(std::io::BufReader::new(child.stdout.take().unwrap()));
        Table {
            child,
            input,
            output,
        }
    }

    /// One line, which the table must take; its answer.
    fn say(&mut self, line: &str) -> serde_json::Value {
        self.send(line);
        self.answer(line)
    }

    /// One line, taken or refused; its answer.
    fn look(&mut self, line: &str) -> serde_json::Value {
        self.send(line);
        serde_json::from_str(&self.output.next().unwrap().unwrap()).unwrap()
    }

    /// One line, its answer read later.
    fn send(&mut self, line: &str) {
        use std::io::Write;
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// The answer to `line`, sent before; the table must have taken it.
    fn answer(&mut self, line: &str) -> serde_json::Value {
        let answer: serde_json::Value =
            serde_json::from_str(&self.output.next().unwrap().unwrap()).unwrap();
        assert_eq!(answer["ok"], true, "{line}: {answer}");
        answer
    }

    /// Stops the table (its sync sends what is left) and returns what it
    /// said on standard error.
    fn stop(self) -> String {
        let Table { child, input, .. } = self;
        drop(input);
        let out = child.wait_with_output().unwrap();
        // 1: a line was refused (a scripted all-in tried first, then a call).
        assert!(
            matches!(out.status.code(), Some(0 | 1)),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stderr).unwrap()
    }
}

/// Seat → (name, stack) in a table's answer.
fn stacks(answer: &serde_json::Value) -> Vec<(u8, String, u64)> {
    answer["state"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                u8::try_from(s["seat"].as_u64().unwrap()).unwrap(),
                s["name"].as_str().unwrap().to_owned(),
                s["stack"].as_u64().unwrap(),
            )
        })
        .collect()
}

/// One hand at `table`: the first player to act moves all in, the next
/// calls all in, everyone else folds; the player who began the hand with
/// fewer chips shows kings to the other's aces (the first to show, with
/// equal stacks), so exactly one player goes out. Returns the answer
/// after the hand.
fn all_in_hand(table: &mut Table) -> serde_json::Value {
    let start = stacks(&table.say("n"));
    let mut answer = table.say("u");
    let mut acted = 0;
    let betting = |a: &serde_json::Value| {
        a["state"]["next"].as_str().unwrap().starts_with("seat ")
            && !a["state"]["legal"].to_string().contains(" sm ")
    };
    while betting(&answer) {
        // All in, or a call where the other player is all in already.
        answer = match acted {
            0 => table.say("a"),
            1 => {
                table.send("a");
                let a = table.output.next().unwrap().unwrap();
                let a: serde_json::Value = serde_json::from_str(&a).unwrap();
                if a["ok"] == true { a } else { table.say("c") }
            }
            _ => table.say("f"),
        };
        acted += 1;
    }
    let in_showdown: Vec<(u8, u64)> = answer["state"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["status"] == "all-in" || s["status"] == "in hand")
        .map(|s| {
            let seat = u8::try_from(s["seat"].as_u64().unwrap()).unwrap();
            let chips = start.iter().find(|x| x.0 == seat).unwrap().2;
            (seat, chips)
        })
        .collect();
    let shorter = in_showdown.iter().map(|x| x.1).min().unwrap();
    let mut kings_shown = false;
    for _ in 0..2 {
        let next = answer["state"]["next"].as_str().unwrap().to_owned();
        let seat: u8 = next["seat ".len()..]
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        let short = in_showdown.iter().any(|x| x == &(seat, shorter));
        let line = if short && !kings_shown {
            kings_shown = true;
            "s Kh Kd"
        } else {
            "s Ah Ad"
        };
        answer = table.say(line);
    }
    for line in ["b", "2c 7d 9h", "b", "3s", "b", "4c"] {
        answer = table.say(line);
    }
    assert_eq!(answer["state"]["next"], "between hands", "{answer}");
    answer
}

/// One hand at `table` folded to the big blind; the answer to `n` (the
/// seats as the hand starts).
fn folded_hand(table: &mut Table) -> serde_json::Value {
    let started = table.say("n");
    let mut answer = table.say("u");
    while answer["state"]["next"]
        .as_str()
        .unwrap()
        .starts_with("seat ")
    {
        answer = table.say("f");
    }
    assert_eq!(answer["state"]["next"], "between hands", "{answer}");
    started
}

/// `room tournament verify`'s output, once it says `want` (5 s at most:
/// the tables sync on their own threads).
fn verify_says(url: &str, want: &str) -> String {
    let start = std::time::Instant::now();
    loop {
        let (code, out, err) =
            dealerdesk(&["room", "tournament", "verify", "Friday", "--url", url]);
        if out.contains(want) {
            assert_eq!(code, 0, "{out}{err}");
            return out;
        }
        assert!(
            start.elapsed() < std::time::Duration::from_secs(5),
            "verify never said {want:?}: {out}{err}"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

#[test]
fn a_move_goes_out_of_one_table_s_log_and_into_the_other_s_once() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let url = pg.admin();
    let rules = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/rulesets/tda-2024/nl-holdem-tournament.yaml"
    );
    let mut create = vec![
        "create", "Friday", "--rules", rules, "--table", "Red:5", "--table", "Blue:5", "--seed",
        "7",
    ];
    let names = [
        "Ann", "Bob", "Cecil", "Dana", "Eva", "Filip", "Gita", "Hugo", "Ivan",
    ];
    for n in &names {
        create.extend_from_slice(&["--player", n]);
    }
    ok(&url, &create);
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
fn hand_for_hand_a_table_waits_for_the_other_and_players_out_in_one_round_share_places() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let url = pg.admin();
    let rules = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/rulesets/tda-2024/nl-holdem-tournament.yaml"
    );
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

/// The tables open in `status` output, in the room's order, with how many
/// players each seats.
fn open_tables(status: &str) -> Vec<(String, usize)> {
    status
        .lines()
        .filter_map(|l| {
            let rest = l.strip_prefix("Table ")?;
            let (name, count) = rest.split_once(" (")?;
            let count = count.split(')').next()?.parse().ok()?;
            Some((name.to_owned(), count))
        })
        .collect()
}

/// Players left, from `status` output.
fn players_left(status: &str) -> usize {
    let (_, rest) = status.split_once(": ").unwrap();
    rest.split(' ').next().unwrap().parse().unwrap()
}

#[test]
fn twenty_seven_players_on_three_tables_play_to_a_winner_through_the_tables_logs() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let began = std::time::Instant::now();
    let url = pg.admin();
    let rules = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/rulesets/tda-2024/nl-holdem-tournament.yaml"
    );
    let names: Vec<String> = (1..=27).map(|i| format!("Player{i:02}")).collect();
    // Five places paid: hand for hand from eleven players left, while two
    // tables are open.
    let mut create = vec![
        "create",
        "Grand",
        "--rules",
        rules,
        "--table",
        "Red:9",
        "--table",
        "Blue:9",
        "--table",
        "Green:9",
        "--seed",
        "2026",
        "--hand-for-hand-over",
        "6",
    ];
    for n in &names {
        create.extend_from_slice(&["--player", n]);
    }
    ok(&url, &create);
    ok(&url, &["draw", "Grand"]);
    let status = ok(&url, &["status", "Grand"]);
    let dir = tempfile::tempdir().unwrap();
    let colours = ["Red", "Blue", "Green"];
    let logs: Vec<std::path::PathBuf> = colours
        .iter()
        .map(|c| dir.path().join(format!("{c}.db")))
        .collect();
    let mut tables: Vec<Option<Table>> = logs
        .iter()
        .map(|l| Some(Table::start(l, rules, &url)))
        .collect();
    for (i, c) in colours.iter().enumerate() {
        let first = seated(&status, c)[0].0;
        let t = tables[i].as_mut().unwrap();
        let answer = t.say(&format!("button {first}"));
        assert_eq!(stacks(&answer).len(), 9, "{answer}");
    }
    let verify = |url: &str| {
        let (code, out, err) = dealerdesk(&["room", "tournament", "verify", "Grand", "--url", url]);
        assert_eq!(code, 0, "{out}{err}");
        assert!(
            out.starts_with("Chips in play kept: 540,000 chips;"),
            "{out}"
        );
        assert!(
            out.contains("The tables' logs agree: logs read: 3;"),
            "{out}"
        );
    };
    verify(&url);
    let (mut balancing, mut broken, mut final_table, mut h4h) = (0, 0, false, false);
    let mut rounds = 0;
    loop {
        rounds += 1;
        assert!(rounds < 60, "no winner after 60 rounds");
        let status = ok(&url, &["status", "Grand"]);
        let open = open_tables(&status);
        if players_left(&status) == 1 {
            break;
        }
        // Each open table plays one hand (hand for hand: one round).
        // One clock: the floor moves it on to level 2 once; every table
        // deals its next hand at 150/300.
        if rounds == 5 {
            ok(&url, &["tick", "Grand", "20m"]);
        }
        // The first two rounds, players go out at Red only: the tables
        // need balancing.
        for (name, _) in &open {
            let i = colours.iter().position(|c| c == name).unwrap();
            let t = tables[i].as_mut().unwrap();
            if rounds <= 2 && name != "Red" {
                folded_hand(t);
            } else {
                all_in_hand(t);
            }
        }
        // The floor balances; each table writes its moves at its next line.
        let moved = ok(&url, &["balance", "Grand"]);
        balancing += moved.matches("Balancing (TDA").count();
        broken += moved.matches(" breaks (TDA 10-B)").count();
        final_table |= moved.contains("Final table");
        for t in tables.iter_mut().rev().flatten() {
            t.say("tick 1s");
        }
        verify(&url);
        let status = ok(&url, &["status", "Grand"]);
        h4h |= status.contains("Hand for hand, round");
        // A broken table's process stops once its players have left.
        for (i, c) in colours.iter().enumerate() {
            if status.contains(&format!("Table {c}: broken"))
                && let Some(t) = tables[i].take()
            {
                t.stop();
            }
        }
    }
    for t in tables.into_iter().flatten() {
        t.stop();
    }
    assert!(
        balancing > 0 && broken > 0 && final_table && h4h,
        "balancing {balancing}, broken {broken}, final table {final_table}, hand for hand {h4h}"
    );
    verify(&url);
    // Places and prizes to the unit: five paid, from 27 buy-ins.
    let house = std::fs::read_to_string(rules).unwrap();
    let house = dealerdesk::rules::HouseRules::from_yaml(&house, "tda").unwrap();
    let structure = house.tournament.unwrap();
    let pool = structure.buy_in * 27;
    let prizes = dealerdesk::tournament::place_prizes(&structure, pool, 27);
    assert_eq!(prizes.iter().sum::<u64>(), pool);
    let standings = ok(&url, &["standings", "Grand"]);
    let lines: Vec<&str> = standings.lines().collect();
    for (i, prize) in prizes.iter().enumerate() {
        let words = dealerdesk::i18n::Words::new(dealerdesk::i18n::Lang::En);
        let want = format!(" {} USD", words.number(*prize));
        assert!(
            lines[i].starts_with(&format!("Place {}: ", i + 1)) && lines[i].ends_with(&want),
            "{standings}"
        );
    }
    // Out in one hand-for-hand round at two tables: one line, a shared
    // place (TDA 2024 RP-8-A).
    assert!(
        lines.iter().any(|l| l.matches(" USD").count() == 2),
        "{standings}"
    );
    for log in &logs {
        let (code, out, err) = dealerdesk(&["log", "verify", log.to_str().unwrap()]);
        assert_eq!(code, 0, "{out}{err}");
    }
    eprintln!(
        "27 players, 3 tables, {rounds} rounds: {:.1} s",
        began.elapsed().as_secs_f64()
    );
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

#[test]
fn wall_clocks_at_two_tables_follow_the_room_s_clock_at_their_next_hand() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let url = pg.admin();
    let rules = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/rulesets/tda-2024/nl-holdem-tournament.yaml"
    );
    let mut create = vec![
        "create", "Friday", "--rules", rules, "--table", "Red:3", "--table", "Blue:3", "--seed",
        "5",
    ];
    for n in ["Ann", "Bob", "Cecil", "Dana", "Eva", "Filip"] {
        create.extend_from_slice(&["--player", n]);
    }
    ok(&url, &create);
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

#[test]
fn the_floor_lists_the_events_and_breaks_a_table_of_their_choosing_through_the_logs() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let url = pg.admin();
    let rules = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/rulesets/tda-2024/nl-holdem-tournament.yaml"
    );
    assert_eq!(ok(&url, &["list"]), "No tournament in the room yet.\n");
    let mut create = vec![
        "create", "Friday", "--rules", rules, "--table", "Red:4", "--table", "Blue:4", "--table",
        "Green:4", "--seed", "3",
    ];
    for n in [
        "Ann", "Bob", "Cecil", "Dana", "Eva", "Filip", "Gita", "Hugo",
    ] {
        create.extend_from_slice(&["--player", n]);
    }
    ok(&url, &create);
    ok(
        &url,
        &[
            "create", "Saturday", "--rules", rules, "--table", "A:9", "--player", "Ann",
            "--player", "Bob",
        ],
    );
    ok(&url, &["draw", "Friday"]);
    assert_eq!(
        ok(&url, &["list"]),
        "Friday (playing): 8 of 8 players left, 3 of 3 tables open.\n\
         Saturday (seats not drawn): 2 of 2 players left, 1 of 1 tables open.\n"
    );
    let status = ok(&url, &["status", "Friday"]);
    let blue = seated(&status, "Blue");
    let dir = tempfile::tempdir().unwrap();
    let mut tables: Vec<(&str, Table)> = ["Red", "Blue", "Green"]
        .into_iter()
        .map(|t| {
            (
                t,
                Table::start(&dir.path().join(format!("{t}.db")), rules, &url),
            )
        })
        .collect();
    for (name, table) in &mut tables {
        let first = seated(&status, name)[0].0;
        table.say(&format!("button {first}"));
    }
    verify_says(&url, "moves not yet seated: 0, chips in them: 0.");

    // Blue is not the table that breaks next (Green is): the floor breaks
    // it all the same, and its players draw seats at Red and Green.
    let out = ok(&url, &["break", "Friday", "Blue"]);
    let mut lines = out.lines();
    assert_eq!(
        lines.next(),
        Some("Table Blue breaks (TDA 10-B): its players draw their new seats.")
    );
    let moves: Vec<&str> = lines.collect();
    assert_eq!(moves.len(), blue.len(), "{out}");
    for (seat, name) in &blue {
        let from = format!("  {name} moves from table Blue, seat {seat}, to table ");
        assert!(moves.iter().any(|m| m.starts_with(&from)), "{from}: {out}");
    }
    let status = ok(&url, &["status", "Friday"]);
    assert!(status.contains("\nTable Blue: broken.\n"), "{status}");
    assert_eq!(
        seated(&status, "Red").len() + seated(&status, "Green").len(),
        8
    );
    // Through the logs: Blue writes its players out, Red and Green seat
    // them at the seats the room gave, with their chips.
    let blue_said = tables[1].1.look("button 1");
    assert_eq!(stacks(&blue_said), [], "{blue_said}");
    for i in [0, 2] {
        let (name, table) = &mut tables[i];
        let want: Vec<(u8, String, u64)> = seated(&status, name)
            .into_iter()
            .map(|(s, n)| (s, n, 20_000))
            .collect();
        // Blue's halves reach the room as its log syncs (5 s at most).
        let start = std::time::Instant::now();
        let mut answer = table.look("button 1");
        while stacks(&answer) != want && start.elapsed().as_secs() < 5 {
            std::thread::sleep(std::time::Duration::from_millis(100));
            answer = table.look("button 1");
        }
        assert_eq!(stacks(&answer), want, "{name}: {answer}");
    }
    verify_says(
        &url,
        "The tables' logs agree: logs read: 3; moves not yet seated: 0, chips in them: 0.",
    );
    // Refused, nothing changed: a table broken already, and one whose
    // players the other tables have no seats for.
    let (code, _, err) = dealerdesk(&[
        "room",
        "tournament",
        "break",
        "Friday",
        "Blue",
        "--url",
        &url,
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("Table Blue"), "{err}");
    let (code, _, err) = dealerdesk(&[
        "room",
        "tournament",
        "break",
        "Friday",
        "Red",
        "--url",
        &url,
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("Table Red cannot break: its 4 players need seats and the other open tables have 0 empty."),
        "{err}"
    );
    assert_eq!(ok(&url, &["status", "Friday"]), status);
    for (_, table) in tables {
        table.stop();
    }
}

#[test]
fn a_reader_s_role_reads_status_standings_and_the_chip_check_without_writing() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let url = pg.admin();
    let rules = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/rulesets/tda-2024/nl-holdem-tournament.yaml"
    );
    let mut create = vec![
        "create", "Friday", "--rules", rules, "--table", "Red:5", "--table", "Blue:5", "--seed",
        "7",
    ];
    for n in [
        "Ann", "Bob", "Cecil", "Dana", "Eva", "Filip", "Gita", "Hugo", "Ivan",
    ] {
        create.extend_from_slice(&["--player", n]);
    }
    ok(&url, &create);
    ok(&url, &["draw", "Friday"]);
    let mut c = dealerdesk::room::connect::connect(&url).unwrap();
    c.batch_execute("CREATE ROLE reader LOGIN IN ROLE dealerdesk_review;")
        .unwrap();
    let reader = pg.url("reader");
    let status = ok(&url, &["status", "Friday"]);
    let red_seats = seated(&status, "Red");
    let dir = tempfile::tempdir().unwrap();
    // The table (here under the room's owner) may record its first hand
    // as it asks for its moves before the second.
    let mut red = Table::start(&dir.path().join("Red.db"), rules, &url);
    red.say(&format!("button {}", red_seats[0].0));
    folded_hand(&mut red);
    folded_hand(&mut red);
    red.stop();

    // The reader sees the event as the room last recorded it, and which
    // hands the tables' logs hold past it; nothing is written.
    let unread = "Table Red has played to hand 2, which the room has not read yet: \
                  a floor's command reads it.\n";
    let results = |c: &mut dealerdesk::room::Client| -> i64 {
        c.query_one("SELECT count(*) FROM room.tournament_results", &[])
            .unwrap()
            .get(0)
    };
    let before = results(&mut c);
    let read = ok(&reader, &["status", "Friday"]);
    assert!(read.starts_with(unread), "{read}");
    assert!(
        read[unread.len()..].starts_with("Friday: 9 of 9 players left, 180,000 chips in play"),
        "{read}"
    );
    let standings = ok(&reader, &["standings", "Friday"]);
    assert!(standings.starts_with(unread), "{standings}");
    assert!(standings.contains("Still in: "), "{standings}");
    let verified = ok(&reader, &["verify", "Friday"]);
    assert!(
        verified.starts_with("Chips in play kept: 180,000 chips;")
            && verified.contains("\nThe tables' logs agree: logs read: 1;"),
        "{verified}"
    );
    assert_eq!(results(&mut c), before, "a reader records nothing");
    // A floor's command reads the hands; the reader then sees them read.
    ok(&url, &["status", "Friday"]);
    let read = ok(&reader, &["status", "Friday"]);
    assert!(!read.contains("not read yet"), "{read}");
    assert_eq!(read, ok(&url, &["status", "Friday"]));
    // Writing stays the floor's: the reader's balance is refused.
    let (code, _, _) = dealerdesk(&["room", "tournament", "balance", "Friday", "--url", &reader]);
    assert_eq!(code, 2);
}

/// Each seat's (seat, name, status, bet) in an answer.
fn seat_states(answer: &serde_json::Value) -> Vec<(u64, String, String, u64)> {
    answer["state"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["seat"].as_u64().unwrap(),
                s["name"].as_str().unwrap().to_owned(),
                s["status"].as_str().unwrap().to_owned(),
                s["bet"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn players_moved_to_a_table_take_its_blinds_and_wait_only_between_the_small_blind_and_the_button() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let url = pg.admin();
    let rules = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/rulesets/tda-2024/nl-holdem-tournament.yaml"
    );
    let mut create = vec![
        "create", "Friday", "--rules", rules, "--table", "Red:8", "--table", "Blue:8", "--seed",
        "7",
    ];
    for n in [
        "Ann", "Bob", "Cecil", "Dana", "Eva", "Filip", "Gita", "Hugo",
    ] {
        create.extend_from_slice(&["--player", n]);
    }
    ok(&url, &create);
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

//! The floor's commands: create, draw, a result, balancing, status,
//! standings and the chip check in English and Czech (a refusal in Polish),
//! the list of events, a table broken by choice, and a reader's role.

use crate::driver::*;
use crate::support;

#[test]
fn the_floor_creates_draws_records_a_bust_and_balances_from_the_command_line() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let url = pg.admin();
    let out = create(
        &url,
        "Friday",
        &["Red:5", "Blue:5"],
        "7",
        &[
            "Ann", "Bob", "Cecil", "Dana", "Eva", "Filip", "Gita", "Hugo", "Ivan",
        ],
    );
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
    // The time left in level 1 (20 minutes), then when the next starts.
    let level = status
        .split("\nLevel 1: blinds 100/200, ante 0; ")
        .nth(1)
        .unwrap_or_else(|| panic!("{status}"));
    let (left, after) = level
        .split_once(" left, the next period starts at ")
        .unwrap();
    let (m, s) = left.split_once(':').unwrap();
    let left = m.parse::<u32>().unwrap() * 60 + s.parse::<u32>().unwrap();
    assert!((18 * 60..=20 * 60).contains(&left), "{status}");
    assert!(!after.is_empty(), "{status}");
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

#[test]
fn the_floor_lists_the_events_and_breaks_a_table_of_their_choosing_through_the_logs() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let url = pg.admin();
    let rules = TOURNAMENT;
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
    // The same status, but for the seconds the clock ran meanwhile.
    assert_eq!(
        without_time_left(&ok(&url, &["status", "Friday"])),
        without_time_left(&status)
    );
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

/// A status with the time left in the level taken out (`19:58 left`).
fn without_time_left(status: &str) -> String {
    status
        .lines()
        .map(|l| match l.split_once("; ") {
            Some((head, rest)) if l.starts_with("Level ") => {
                let rest = rest.split_once(" left, ").map_or(rest, |(_, r)| r);
                format!("{head}; {rest}")
            }
            _ => l.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

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

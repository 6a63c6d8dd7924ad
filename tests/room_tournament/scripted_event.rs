//! The scripted event: 27 players on three table processes to a winner.

use crate::driver::*;
use crate::support;

#[test]
fn twenty_seven_players_on_three_tables_play_to_a_winner_through_the_tables_logs() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let began = std::time::Instant::now();
    let url = pg.admin();
    let rules = TOURNAMENT;
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

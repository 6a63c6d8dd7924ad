//! A mixed-game table through `dealerdesk table`: the bundled HORSE house
//! changes game every eight hands (fixed-limit hold'em, Omaha hi/lo, razz,
//! stud, stud hi/lo, round again), each game under its own rules and limits, the
//! button moving one seat a hand through the stud games too; the log
//! verifies, and a table opened again mid-rotation goes on where it was.
//! The bundled 8-game house deals all eight of its games at their stakes,
//! and the HORSE freezeout deals each tournament level its game.

use serde_json::Value;

use crate::common::{answers, table_command, temp_log};

fn horse() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("rulesets/wsop-2026-cash/horse.yaml")
}

/// One hand of `game` played out: the blind games folded round to the big
/// blind, the stud games to the bring-in (the 2d showing, dealt to p2, at
/// stud; the Kc, dealt to p1, at razz).
fn hand(game: &str) -> &'static str {
    match game {
        "FT" | "FO/8" => "n\nu\nf\nf\n",
        _ => "n\nu\nd dh p1 Kc\nd dh p2 2d\nd dh p3 9s\npb 3\nf\nf\n",
    }
}

/// The game each hand from the first is dealt as: eight hands each.
fn game_of(hand_no: u64) -> &'static str {
    ["FT", "FO/8", "FR", "F7S", "F7S/8"][((hand_no - 1) / 8 % 5) as usize]
}

/// The answers to each `n`: the hand number, the game, the button, and the
/// chips behind and bet by each seat as the hand starts, with the pots.
fn starts(answers: &[Value]) -> Vec<(u64, String, u64, Vec<u64>, u64)> {
    answers
        .iter()
        .map(|a| &a["state"])
        .filter(|s| {
            s["legal"][0]
                .as_str()
                .is_some_and(|l| l.starts_with("d dh"))
        })
        .filter(|s| {
            s["seats"]
                .as_array()
                .unwrap()
                .iter()
                .all(|x| x["status"] == "in hand")
        })
        .map(|s| {
            let stacks = s["seats"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x["stack"].as_u64().unwrap() + x["bet"].as_u64().unwrap())
                .collect();
            let pots = s["pots"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p["amount"].as_u64().unwrap())
                .sum();
            (
                s["hand"].as_u64().unwrap(),
                s["game"].as_str().unwrap().to_owned(),
                s["button"].as_u64().unwrap(),
                stacks,
                pots,
            )
        })
        .collect()
}

fn run(db: &std::path::Path, script: &str) -> Vec<Value> {
    let mut command = table_command();
    command.arg("--db").arg(db).arg("--rules").arg(horse());
    let (code, answers) = answers(&mut command, script);
    assert_eq!(code, 0);
    for a in &answers {
        assert_eq!(a["ok"], true, "{a}");
    }
    answers
}

#[test]
fn a_horse_table_changes_game_every_eight_hands_and_goes_on_after_reopening() {
    let (_dir, db) = temp_log();
    let mut script = String::from("sit 1 Ana 500\nsit 2 Ben 500\nsit 3 Cy 500\nbutton 1\n");
    for n in 1..=28 {
        script.push_str(hand(game_of(n)));
    }
    let first = run(&db, &script);
    // Reopened mid-stud: the rotation goes on from its snapshot.
    let mut script = String::new();
    for n in 29..=41 {
        script.push_str(hand(game_of(n)));
    }
    let second = run(&db, &script);
    let mut hands = starts(&first);
    hands.extend(starts(&second));
    // Each hand's first dealing answer, once per hand.
    hands.dedup_by_key(|h| h.0);
    assert_eq!(hands.len(), 41);
    for (i, (no, game, button, _, _)) in hands.iter().enumerate() {
        let n = i as u64 + 1;
        assert_eq!(*no, n);
        assert_eq!(game, game_of(n), "hand {n}");
        // The button moves one seat every hand, stud hands included.
        assert_eq!(*button, (n - 1) % 3 + 1, "hand {n}'s button");
    }
    // Chips: each blind hand, the big blind wins the small blind; each stud
    // hand, the bring-in wins the antes. Nothing made or lost.
    for (no, game, _, stacks, pots) in &hands {
        assert_eq!(stacks.iter().sum::<u64>() + pots, 1500, "hand {no}");
        // Stud and razz post their antes of 2 each into the pot; the blind games none.
        let antes = if game.starts_with("F7S") || game == "FR" {
            6
        } else {
            0
        };
        assert_eq!(*pots, antes, "hand {no}'s antes");
    }
    let last = second.last().unwrap();
    assert_eq!(last["state"]["rotation"]["now"], "FT");
    assert_eq!(last["state"]["rotation"]["next"], "FO/8");
    assert_eq!(last["state"]["rotation"]["hands_to_go"], 7);
    let verify = std::process::Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(["log", "verify"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(verify.status.success(), "{verify:?}");
    let listed = std::process::Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(["log", "hands"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(listed.status.success(), "{listed:?}");
}

fn horse_tournament() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("rulesets/tda-2024/horse-tournament.yaml")
}

/// Each hand's start at the tournament: (hand, game, level, bets by seat, pots).
fn level_starts(answers: &[Value]) -> Vec<(u64, String, u64, Vec<u64>, u64)> {
    let mut out: Vec<(u64, String, u64, Vec<u64>, u64)> = answers
        .iter()
        .map(|a| &a["state"])
        .filter(|s| {
            s["legal"][0]
                .as_str()
                .is_some_and(|l| l.starts_with("d dh"))
        })
        .map(|s| {
            let bets = s["seats"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x["bet"].as_u64().unwrap())
                .collect();
            let pots = s["pots"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p["amount"].as_u64().unwrap())
                .sum();
            (
                s["hand"].as_u64().unwrap(),
                s["game"].as_str().unwrap().to_owned(),
                s["tournament"]["clock"]["level"].as_u64().unwrap(),
                bets,
                pots,
            )
        })
        .collect();
    out.dedup_by_key(|h| h.0);
    out
}

#[test]
fn a_horse_tournament_deals_each_level_its_game_at_that_levels_stakes() {
    let (_dir, db) = temp_log();
    let table = |script: &str| {
        let mut command = table_command();
        command
            .args(["--clock", "manual", "--db"])
            .arg(&db)
            .arg("--rules")
            .arg(horse_tournament());
        let (code, answers) = answers(&mut command, script);
        assert_eq!(code, 0);
        for a in &answers {
            assert_eq!(a["ok"], true, "{a}");
        }
        answers
    };
    // Level 1 twice, a tick during the second hand (its level holds until
    // the hand ends), then levels 2 and 3.
    let mut script = String::from("sit 1 Ana\nsit 2 Ben\nsit 3 Cy\nbutton 1\n");
    script += hand("FT");
    script += "n\nu\ntick 30m\nf\nf\n";
    script += hand("FO/8");
    script += "tick 30m\n";
    script += hand("FR");
    let first = table(&script);
    // Opened again at level 3: the rotation and the clock go on from the log.
    let mut script = String::from("tick 30m\n");
    script += hand("F7S");
    script += "tick 30m\n";
    script += hand("F7S/8");
    script += hand("F7S/8");
    let second = table(&script);
    let mut hands = level_starts(&first);
    hands.extend(level_starts(&second));
    let games: Vec<(u64, &str, u64)> = hands
        .iter()
        .map(|(n, g, l, _, _)| (*n, g.as_str(), *l))
        .collect();
    assert_eq!(
        games,
        [
            (1, "FT", 1),
            (2, "FT", 1),
            (3, "FO/8", 2),
            (4, "FR", 3),
            (5, "F7S", 4),
            (6, "F7S/8", 5),
            (7, "F7S/8", 5)
        ]
    );
    // Blinds by level for the flop games (the button moving a seat a hand);
    // each player's stud ante in the pot for the stud games.
    let posted: Vec<(Vec<u64>, u64)> = hands.iter().map(|h| (h.3.clone(), h.4)).collect();
    assert_eq!(
        posted,
        [
            (vec![0, 100, 200], 0),
            (vec![200, 0, 100], 0),
            (vec![150, 300, 0], 0),
            (vec![0, 0, 0], 150),
            (vec![0, 0, 0], 225),
            (vec![0, 0, 0], 300),
            (vec![0, 0, 0], 300)
        ]
    );
    let last = second.last().unwrap();
    assert_eq!(last["state"]["rotation"]["now"], "F7S/8");
    assert_eq!(last["state"]["rotation"]["next"], "FT");
    assert_eq!(last["state"]["rotation"]["by_level"], true);
    assert_eq!(last["state"]["rotation"]["hands_to_go"], Value::Null);
    // Nothing made or lost: three entries of 20,000.
    let stacks: u64 = last["state"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["stack"].as_u64().unwrap())
        .sum();
    assert_eq!(stacks, 60_000);
    let verify = std::process::Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(["log", "verify"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(verify.status.success(), "{verify:?}");
}

/// The eight games in the order the bundled 8-game house deals them.
const EIGHT: [&str; 8] = ["FT", "FO/8", "FR", "F7S", "F7S/8", "NT", "PO", "F2L3D"];

/// One 8-game hand: a no-limit raise to 100 and a pot-limit raise to the
/// pot at the big-bet games (the raiser wins the blinds), folded round to
/// the big blind at the others.
fn eight_game_hand(game: &str) -> &'static str {
    match game {
        "NT" => "n\nu\nr 100\nf\nf\n",
        "PO" => "n\nu\np\nf\nf\n",
        "FT" | "FO/8" | "F2L3D" => "n\nu\nf\nf\n",
        _ => hand(game),
    }
}

#[test]
fn an_eight_game_table_deals_every_game_at_its_stakes_and_comes_round() {
    let (_dir, db) = temp_log();
    let eight_game = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("rulesets/wsop-2026-cash/8-game.yaml");
    let mut script = String::from("sit 1 Ana 500\nsit 2 Ben 500\nsit 3 Cy 500\nbutton 1\n");
    let game_of = |n: u64| EIGHT[((n - 1) / 8 % 8) as usize];
    for n in 1..=65 {
        script.push_str(eight_game_hand(game_of(n)));
    }
    let mut command = table_command();
    command.arg("--db").arg(&db).arg("--rules").arg(&eight_game);
    let (code, answers) = answers(&mut command, &script);
    assert_eq!(code, 0);
    for a in &answers {
        assert_eq!(a["ok"], true, "{a}");
    }
    let mut hands = starts(&answers);
    hands.dedup_by_key(|h| h.0);
    assert_eq!(hands.len(), 65);
    for (i, (no, game, button, _, pots)) in hands.iter().enumerate() {
        let n = i as u64 + 1;
        assert_eq!(*no, n);
        assert_eq!(game, game_of(n), "hand {n}");
        assert_eq!(*button, (n - 1) % 3 + 1, "hand {n}'s button");
        let antes = if ["FR", "F7S", "F7S/8"].contains(&game.as_str()) {
            6
        } else {
            0
        };
        assert_eq!(*pots, antes, "hand {n}'s antes");
    }
    // The blinds each flop and draw game posts as its hands start: 5 and
    // 10 at every one of them.
    let blinds: Vec<(String, Vec<u64>)> = answers
        .iter()
        .map(|a| &a["state"])
        .filter(|s| {
            s["legal"][0]
                .as_str()
                .is_some_and(|l| l.starts_with("d dh"))
        })
        .map(|s| {
            let mut bets: Vec<u64> = s["seats"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x["bet"].as_u64().unwrap())
                .filter(|b| *b > 0)
                .collect();
            bets.sort_unstable();
            (s["game"].as_str().unwrap().to_owned(), bets)
        })
        .collect();
    for (game, bets) in &blinds {
        if !["FR", "F7S", "F7S/8"].contains(&game.as_str()) {
            assert_eq!(bets, &[5, 10], "{game}");
        }
    }
    // No-limit hold'em takes a raise to 100; pot-limit Omaha's pot raise
    // over blinds of 5 and 10 is to 40, the small blind counted as a full
    // big blind (WSOP 2026 Rule 191, the house's pot_limit_max).
    let top_bets = |game: &str| -> Vec<u64> {
        answers
            .iter()
            .map(|a| &a["state"])
            .filter(|s| s["game"] == game)
            .filter_map(|s| {
                s["seats"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter_map(|x| x["bet"].as_u64())
                    .max()
            })
            .collect()
    };
    assert!(top_bets("NT").contains(&100));
    assert_eq!(top_bets("PO").iter().max(), Some(&40));
    let last = answers.last().unwrap();
    assert_eq!(last["state"]["rotation"]["now"], "FT");
    assert_eq!(last["state"]["rotation"]["next"], "FO/8");
    let stacks: u64 = last["state"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["stack"].as_u64().unwrap())
        .sum();
    assert_eq!(stacks, 1500);
    let verify = std::process::Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(["log", "verify"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(verify.status.success(), "{verify:?}");
}

//! More of tournament mode through `dealerdesk table`: late entries and a
//! re-entry during late registration and none after it, the deal figures
//! at the final table, and a tournament hand exported with the PokerStars
//! tournament header.

use std::path::Path;
use std::process::Command;

use serde_json::json;

use super::tournament::{SCRIPT, house_file, out, places, pool, run, seats, table};
use crate::common::temp_log;

#[test]
fn a_tournament_hand_exports_with_the_pokerstars_tournament_header() {
    let (_dir, db) = temp_log();
    let rules =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("rulesets/tda-2024/nl-holdem-tournament.yaml");
    let script = include_str!("../data/tournament/heads-up.txt");
    let answers = table(&db, &rules, script);
    assert!(answers.iter().all(|a| a["ok"] == true));
    let export = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(["log", "export", "--format", "pokerstars", "--hero", "Ana"])
        .arg(&db)
        .output()
        .unwrap();
    let text = String::from_utf8(export.stdout).unwrap();
    let hands: Vec<&str> = text
        .split("\n\n\n")
        .filter(|h| !h.trim().is_empty())
        .collect();
    assert_eq!(hands.len(), 2);
    let first: Vec<&str> = hands[0].lines().collect();
    assert!(
        first[0].starts_with(
            "PokerStars Hand #1: Tournament #2024001, $100+$10 USD Hold'em No Limit - Level I (100/200) - "
        ),
        "{}",
        first[0]
    );
    // The table's seats: the highest seat dealt to, without --max-seats.
    assert_eq!(first[1], "Table '2024001 1' 2-max Seat #1 is the button");
    // Tournament chips are written without a currency.
    assert_eq!(first[2], "Seat 1: Ana (20000 in chips)");
    assert!(hands[1].starts_with("PokerStars Hand #2: Tournament #2024001, $100+$10 USD Hold'em No Limit - Level II (150/300) - "));
}

#[test]
fn the_deal_figures_split_what_is_left_by_chip_count_and_by_icm_in_whole_units() {
    let (dir, db) = temp_log();
    let rules = house_file(dir.path());
    let upto = SCRIPT.split("# check: hand6\n").next().unwrap();
    let answers = table(&db, &rules, upto);
    assert!(answers.last().unwrap()["ok"] == true);
    let text = std::fs::read_to_string(&rules).unwrap();
    let house = dealerdesk::rules::HouseRules::from_yaml(&text, "short").unwrap();
    let desk = dealerdesk::desk::Desk::open(&db, house, "t").unwrap();
    let f = desk.deal_figures().unwrap();
    // Eve 170,100 and Finn 50,000 chips; 200 and 125 left to pay.
    assert_eq!(
        f.seats,
        [dealerdesk::desk::SeatNo(5), dealerdesk::desk::SeatNo(6)]
    );
    assert_eq!(f.left, 325);
    // By chips: each is first sure of second place's 125; the 75 over it,
    // 15 units of 5, goes by chips as 11.59 and 3.41: 12 and 3.
    assert_eq!(f.guaranteed, 125);
    assert_eq!(f.chip_chop, [185, 140]);
    // ICM: Eve wins 77.28 % of the time: 182.96 and 142.04, so 37 and 28
    // units of 5.
    assert_eq!(f.icm, [185, 140]);
    // Finn has the button in seat 6: an odd unit would go first to Eve in
    // seat 5, first left of it.
    assert_eq!(f.unit, 5);
    assert_eq!(
        f.odd_unit,
        [dealerdesk::desk::SeatNo(5), dealerdesk::desk::SeatNo(6)]
    );
    assert!(!f.ties_lowest_seat);
}

#[test]
fn late_entries_and_re_entries_during_late_registration_and_none_after() {
    let (dir, db) = temp_log();
    let text = include_str!("../../rulesets/tda-2024/nl-holdem-tournament.yaml").replace(
        "  late_registration:\n",
        "  re_entry:\n    limit: 1\n    cite: House re-entry rule\n    text: A player out during late registration may enter once more.\n  late_registration:\n",
    );
    let rules = dir.path().join("re-entry.yaml");
    std::fs::write(&rules, text).unwrap();
    let script = "\
sit 1 Ana
sit 2 Ben
sit 3 Cleo
button 1
n
u
a
c
f
s Ah Ad
s Kh Kd
b
2c 7d 9h
b
3s
b
4c
# check: bust
sit 2 Ben
# check: re-entry
sit 4 Dev
# check: late
n
# check: dealt
u
f
f
f
sit 2 Ben
tick 1h20m
tick 15m
sit 5 Eve
# check: closed
";
    let (answers, at) = run(&db, &rules, script);
    let a = |name: &str| &answers[at[name]];
    // Ana (on the button, first to act three-handed) goes all in, Ben in
    // the small blind calls and loses: out, with no rebuys in a freezeout.
    assert_eq!(places(a("bust")), [out(3, "Ben", 0)]);
    // He enters again in his seat with a full stack; Dev enters late.
    assert_eq!(
        a("re-entry")["recorded"],
        json!(["tournament entry 2 Ben (re-entry)"])
    );
    assert_eq!(places(a("re-entry")), []);
    assert_eq!(
        a("late")["recorded"],
        json!(["tournament entry 4 Dev (late entry)"])
    );
    assert_eq!(a("late")["state"]["tournament"]["entries"], 5);
    assert_eq!(pool(a("late")), 500);
    // The dead button goes to seat 2, blinds 3 and 4: Dev, between the big
    // blind and the button, is dealt in as the big blind.
    assert_eq!(a("dealt")["state"]["button"], 2);
    let dealt: Vec<String> = seats(a("dealt")).into_iter().map(|s| s.2).collect();
    assert_eq!(dealt, ["in hand", "in hand", "in hand", "in hand"]);
    // A second re-entry is over the limit (Ben still has chips: still in),
    // and once level 4 and its break are over, registration is closed.
    let refused: Vec<&str> = answers
        .iter()
        .filter(|x| x["ok"] == false)
        .map(|x| x["refused"]["message"].as_str().unwrap())
        .collect();
    assert_eq!(refused.len(), 2, "{refused:?}");
    assert!(refused[0].starts_with("Ben is still in the tournament"));
    assert!(refused[1].starts_with("Registration closed after level 4; the clock is at level 5."));
    assert_eq!(a("closed")["refused"]["rule"], "late_registration");
}

#[test]
fn a_player_who_could_rebuy_and_did_not_is_out_when_no_hand_can_start() {
    let (dir, db) = temp_log();
    let rules = house_file(dir.path());
    let script = "\
sit 1 Ana
sit 2 Ben
button 1
n
u
a
c
s Ah Ad
s Kh Kd
b
2c 7d 9h
b
3s
b
4c
# check: broke
n
# check: over
";
    let (answers, at) = run(&db, &rules, script);
    // Heads-up, Ana (button, small blind) goes all in with aces and Ben
    // calls: Ben may rebuy, so he is not out yet.
    assert_eq!(places(&answers[at["broke"]]), []);
    // No hand can start without his rebuy: he is out, Ana is first, and
    // the tournament is over (the refusal lists what was put on record).
    let over = &answers[at["over"]];
    assert_eq!(over["ok"], false);
    assert_eq!(over["recorded"], json!(["tournament out hand 1: seat 2"]));
    assert!(
        over["refused"]["message"]
            .as_str()
            .unwrap()
            .starts_with("The tournament is over")
    );
    assert_eq!(places(over), [out(1, "Ana", 100), out(2, "Ben", 0)]);
}

#[test]
fn a_deal_amount_over_what_is_left_is_refused_and_names_the_seat_without_overflow() {
    let (dir, db) = temp_log();
    let rules = house_file(dir.path());
    let upto = SCRIPT.split("# check: hand6\n").next().unwrap();
    let script = format!(
        "{upto}floor Fay 135790 \"deal\" chop 5:18446744073709551615 6:1\n\
         floor Fay 135790 \"deal\" chop 5:200 6:125 play:400\n\
         floor Fay 135790 \"deal\" chop 5:180 6:125 play:20\n"
    );
    let answers = table(&db, &rules, &script);
    let [huge, play, agreed] = &answers[answers.len() - 3..] else {
        unreachable!()
    };
    // 325 is left to pay: an amount over it is refused on its own, before
    // any sum (which would overflow), and nothing is recorded.
    assert_eq!(huge["ok"], false, "{huge}");
    assert_eq!(huge["refused"]["rule"], "payouts");
    let said = |a: &serde_json::Value| a["refused"]["message"].as_str().unwrap().to_string();
    assert!(
        said(huge).starts_with(
            "Seat 5 cannot take 18,446,744,073,709,551,615 in the deal: only 325 is left to pay. Refused under payouts"
        ),
        "{huge}"
    );
    assert_eq!(play["ok"], false, "{play}");
    assert!(
        said(play).starts_with("The deal cannot leave 400 to play for: only 325 is left to pay."),
        "{play}"
    );
    assert_eq!(agreed["ok"], true, "{agreed}");
    assert_eq!(
        agreed["recorded"],
        json!(["floor chop 5:180 6:125 play:20"])
    );
}

#[test]
fn a_deal_that_leaves_nothing_to_play_for_ends_the_tournament() {
    let (dir, db) = temp_log();
    let rules = house_file(dir.path());
    let upto = SCRIPT.split("# check: hand6\n").next().unwrap();
    let script = format!("{upto}floor Fay 135790 \"deal\" chop 5:200 6:125\nn\n");
    let answers = table(&db, &rules, &script);
    let [deal, next] = &answers[answers.len() - 2..] else {
        unreachable!()
    };
    assert_eq!(deal["recorded"], json!(["floor chop 5:200 6:125"]));
    // No hand 7: the deal paid out all that was left.
    assert_eq!(next["ok"], false, "{next}");
    assert_eq!(next["recorded"], json!([]));
    let said = next["refused"]["message"].as_str().unwrap();
    assert!(
        said.starts_with("The deal ended the tournament: nothing is left to play for."),
        "{said}"
    );
}

#[test]
fn a_player_with_chips_cannot_leave_a_tournament_and_take_them_out_of_play() {
    let (_dir, db) = temp_log();
    let rules =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("rulesets/tda-2024/nl-holdem-tournament.yaml");
    let answers = table(&db, &rules, "sit 1 Ana\nsit 2 Ben\nsit 3 Cleo\nleave 3\n");
    let leave = answers.last().unwrap();
    assert_eq!(leave["ok"], false, "{leave}");
    assert_eq!(leave["recorded"], json!([]));
    let said = leave["refused"]["message"].as_str().unwrap();
    assert!(
        said.starts_with(
            "Seat 3 still has 20,000 chips: at a tournament chips stay in play, \
             and a player leaves with none left or as the winner."
        ),
        "{said}"
    );
    // Cleo is still seated with every chip.
    let seat3 = &leave["state"]["seats"][2];
    assert_eq!(
        (&seat3["name"], &seat3["stack"]),
        (&json!("Cleo"), &json!(20000))
    );
}

#[test]
fn a_busted_freezeout_player_is_out_in_their_place_not_offered_a_rebuy() {
    let (_dir, db) = temp_log();
    let rules =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("rulesets/tda-2024/nl-holdem-tournament.yaml");
    let script = "sit 1 Ana\nsit 2 Ben\nsit 3 Cleo\nbutton 1\nn\nu\na\nc\nf\n\
                  s Ah Ad\ns Kh Kd\nb\n2c 7d 9h\nb\n3s\nb\n4c\n";
    let answers = table(&db, &rules, script);
    assert!(answers.iter().all(|a| a["ok"] == true), "{answers:#?}");
    let house = dealerdesk::rules::HouseRules::from_file(&rules).unwrap();
    let desk = dealerdesk::desk::Desk::open(&db, house, "t").unwrap();
    // Ben, all in from the small blind and beaten, is out third of three.
    assert_eq!(
        desk.busted(),
        [(
            dealerdesk::desk::SeatNo(2),
            dealerdesk::desk::Busted::Out {
                place: Some(3),
                place_to: Some(3)
            }
        )]
    );
}

#[test]
fn the_table_shows_the_place_a_player_out_finished_in_and_the_players_left() {
    let (_dir, db) = temp_log();
    let rules =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("rulesets/tda-2024/nl-holdem-tournament.yaml");
    let script = "sit 1 Ana\nsit 2 Ben\nsit 3 Cleo\nbutton 1\nn\nu\na\nc\nf\n\
                  s Ah Ad\ns Kh Kd\nb\n2c 7d 9h\nb\n3s\nb\n4c\nn\n";
    let answers = table(&db, &rules, script);
    assert!(answers.iter().all(|a| a["ok"] == true), "{answers:#?}");
    let state = |a: &serde_json::Value| a["state"].clone();
    // Before the river Ben is still in; once it falls he is out third of
    // three, on his seat and in the places, and two players are left.
    let river = &answers[answers.len() - 2];
    let before = state(&answers[answers.len() - 3]);
    assert!(before["seats"][1]["finished"].is_null(), "{before}");
    assert_eq!(before["tournament"]["players_left"], 3);
    for s in [state(river), state(answers.last().unwrap())] {
        assert_eq!(s["seats"][1]["name"], "Ben");
        assert_eq!(s["seats"][1]["status"], "out");
        assert_eq!(
            s["seats"][1]["finished"],
            serde_json::json!({"place": 3, "place_to": 3})
        );
        assert!(s["seats"][0]["finished"].is_null());
        assert_eq!(s["tournament"]["players_left"], 2);
        assert_eq!(s["tournament"]["places"][0]["name"], "Ben");
        assert_eq!(s["tournament"]["places"][0]["place"], 3);
    }
}

#[test]
fn a_player_away_from_a_tournament_table_posts_the_blinds_when_due() {
    let (_dir, db) = temp_log();
    let rules =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("rulesets/tda-2024/nl-holdem-tournament.yaml");
    // Three hands with Cleo away from the table from the first: she is
    // dealt in and posts the small blind, then the big, as if present.
    let hand = "n\nu\nf\nf\n";
    let script = format!("sit 1 Ana\nsit 2 Ben\nsit 3 Cleo\nbutton 1\nout 3\n{hand}{hand}n\n");
    let answers = table(&db, &rules, &script);
    assert!(answers.iter().all(|a| a["ok"] == true), "{answers:#?}");
    let start = |n: usize| {
        answers
            .iter()
            .filter(|a| {
                let recorded = a["recorded"].as_array().unwrap();
                recorded
                    .iter()
                    .any(|r| r.as_str().unwrap().starts_with("desk start hand"))
            })
            .nth(n)
            .unwrap()
    };
    // Cleo is in every hand, and posts the small blind once and the big
    // once as the button goes round.
    let mut cleo: Vec<u64> = (0..3)
        .map(|n| {
            let seat = &start(n)["state"]["seats"][2];
            assert_eq!(seat["status"], "in hand", "{seat}");
            seat["bet"].as_u64().unwrap()
        })
        .collect();
    cleo.sort();
    assert_eq!(cleo, [0, 100, 200]);
}

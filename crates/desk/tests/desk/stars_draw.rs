//! PokerStars text for the draw games, in the form PokerStars publishes
//! (`*** DEALING HANDS ***`, `*** FIRST DRAW ***`, "Ben: discards 1 card
//! [7h]", "Dealt to Ben [6c 4c 3d 2c] [8d]", "Cleo: stands pat"), read back
//! line by line to every player's stack. PokerKit's PokerStars reader
//! takes no-limit hold'em only, so the text is read back here.

use std::collections::BTreeMap;

use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::desk::{Desk, SeatNo};
use dealerdesk_desk::export::{StarsOptions, to_pokerstars};
use dealerdesk_desk::review::review_log;
use dealerdesk_desk::table_face::TableFace;

/// Each player's stack at the end of a PokerStars hand text, in cents:
/// the seats' stacks, less every post, call, bet and raise (a raise "to" a
/// total less what the player put in on the street already), plus the bets
/// returned and the pots collected.
fn stacks_read_back(text: &str) -> BTreeMap<String, i64> {
    let cents = |m: &str| -> i64 {
        let m = m.trim().trim_start_matches('$');
        let (whole, part) = m.split_once('.').unwrap_or((m, "0"));
        whole.parse::<i64>().unwrap() * 100 + format!("{part:0<2}")[..2].parse::<i64>().unwrap()
    };
    let mut stacks = BTreeMap::new();
    let mut street: BTreeMap<String, i64> = BTreeMap::new();
    for line in text.lines() {
        if line.starts_with("*** SUMMARY") {
            break;
        }
        if line.starts_with("***") {
            street.clear();
            continue;
        }
        if let Some(rest) = line.strip_prefix("Seat ")
            && let Some((_, rest)) = rest.split_once(": ")
            && let Some((name, chips)) = rest.split_once(" (")
        {
            let chips = chips.trim_end_matches(" in chips)");
            stacks.insert(name.to_string(), cents(chips));
            continue;
        }
        if let Some(rest) = line.strip_prefix("Uncalled bet (") {
            let (amount, name) = rest.split_once(") returned to ").unwrap();
            *stacks.get_mut(name).unwrap() += cents(amount);
            continue;
        }
        if let Some((name, rest)) = line.split_once(" collected ") {
            let amount = rest.split_once(" from").unwrap().0;
            *stacks.get_mut(name).unwrap() += cents(amount);
            continue;
        }
        let Some((name, act)) = line.split_once(": ") else {
            continue;
        };
        let put = |amount: i64, stacks: &mut BTreeMap<String, i64>| {
            *stacks.get_mut(name).unwrap() -= amount;
        };
        let on_street = street.entry(name.to_string()).or_default();
        let amount = act.split(' ').rfind(|w| w.starts_with('$'));
        if act.starts_with("posts the ante") {
            put(cents(amount.unwrap()), &mut stacks);
        } else if act.starts_with("posts") || act.starts_with("calls") || act.starts_with("bets") {
            let a = cents(amount.unwrap());
            *on_street += a;
            put(a, &mut stacks);
        } else if act.starts_with("raises") {
            let to = cents(amount.unwrap());
            let a = to - *on_street;
            *on_street = to;
            put(a, &mut stacks);
        }
    }
    stacks
}

/// Ana in seat 1 on the button (`p3`), Ben in seat 3 (`p1`), Cleo in
/// seat 6 (`p2`): a 2-7 triple draw hand with every card entered.
fn triple_draw_hand(db: &std::path::Path) -> Desk {
    let rules = HouseRules::preset(Variant::FixedLimitTripleDraw);
    let desk = Desk::open(db, rules, "T1").unwrap();
    let mut face = TableFace::new(desk).unwrap();
    for line in [
        "sit 1 Ana 200",
        "sit 3 Ben 200",
        "sit 6 Cleo 200",
        "button 1",
        "n",
        "d dh p1 7h6c4c3d2c",
        "d dh p2 AsQs6s5c3h",
        "d dh p3 KdKhKsKc9d",
        "p3 f",
        "p1 cc",
        "p2 cc",
        "p1 sd 7h",
        "p2 sd AsQs",
        "d burn ??",
        "d dh p1 8d",
        "d dh p2 9c2h",
        "p1 cbr 2",
        "p2 cc",
        "p1 sd",
        "p2 sd 9c",
        "d burn ??",
        "d dh p2 4d",
        "p1 cc",
        "p2 cbr 4",
        "p1 cc",
        "p1 sd",
        "p2 sd",
        "d burn ??",
        "p1 cc",
        "p2 cc",
        "p1 sm 6c4c3d2c8d",
        "p2 sm 6s5c3h2h4d",
    ] {
        let answer = face.line(line);
        assert_eq!(answer["ok"], true, "{line}: {answer}");
    }
    face.into_desk()
}

#[test]
fn a_triple_draw_hand_is_written_as_pokerstars_writes_draws_and_reads_back_to_the_stacks() {
    let dir = tempfile::tempdir().unwrap();
    let desk = triple_draw_hand(&dir.path().join("t.ddlog"));
    let review = &review_log(desk.log(), desk.rules().clone()).unwrap()[0];
    let mut options = StarsOptions::new("T1", review.rules.game());
    options.hero = Some("Ben".into());
    let text = to_pokerstars(review, &options);
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].contains(":  Triple Draw 2-7 Lowball Limit ($2/$4 USD) - "),
        "{text}"
    );
    let from = lines
        .iter()
        .position(|l| *l == "*** DEALING HANDS ***")
        .unwrap();
    let to = lines.iter().position(|l| *l == "*** SUMMARY ***").unwrap();
    assert_eq!(
        lines[from..=to + 1],
        [
            "*** DEALING HANDS ***",
            "Dealt to Ben [7h 6c 4c 3d 2c]",
            "Ana: folds",
            "Ben: calls $1",
            "Cleo: checks",
            "*** FIRST DRAW ***",
            "Ben: discards 1 card [7h]",
            "Dealt to Ben [6c 4c 3d 2c] [8d]",
            "Cleo: discards 2 cards",
            "Ben: bets $2",
            "Cleo: calls $2",
            "*** SECOND DRAW ***",
            "Ben: stands pat on [6c 4c 3d 2c 8d]",
            "Cleo: discards 1 card",
            "Ben: checks",
            "Cleo: bets $4",
            "Ben: calls $4",
            "*** THIRD DRAW ***",
            "Ben: stands pat on [6c 4c 3d 2c 8d]",
            "Cleo: stands pat",
            "Ben: checks",
            "Cleo: checks",
            "*** SHOW DOWN ***",
            "Ben: shows [6c 4c 3d 2c 8d] (Lo: 8,6,4,3,2)",
            "Cleo: shows [6s 5c 3h 2h 4d] (Lo: a straight, Deuce to Six)",
            "Ben collected $16 from pot",
            "*** SUMMARY ***",
            "Total pot $16 | Rake $0",
        ],
        "{text}"
    );
    assert!(
        text.contains("Seat 1: Ana (button) folded before the Draw (didn't bet)"),
        "{text}"
    );
    let read = stacks_read_back(&text);
    for (seat, name) in [(1, "Ana"), (3, "Ben"), (6, "Cleo")] {
        let stack = desk.seats()[&SeatNo(seat)].stack.0 as i64 * 100;
        assert_eq!(read[name], stack, "{name}: {text}");
    }
    assert_eq!(read["Ben"], 20_800);
}

#[test]
fn single_draw_has_no_draw_line_and_folds_are_before_or_after_the_draw() {
    let dir = tempfile::tempdir().unwrap();
    let rules = HouseRules::preset(Variant::NoLimitSingleDraw);
    let desk = Desk::open(dir.path().join("t.ddlog"), rules, "T1").unwrap();
    let mut face = TableFace::new(desk).unwrap();
    for line in [
        "sit 1 Ana 200",
        "sit 3 Ben 200",
        "button 1",
        "n",
        "u",
        "p2 cc",
        "p1 cc",
        "p1 sd ????",
        "p2 sd",
        "d burn ??",
        "u",
        "p1 cbr 10",
        "p2 f",
    ] {
        let answer = face.line(line);
        assert_eq!(answer["ok"], true, "{line}: {answer}");
    }
    let desk = face.into_desk();
    let review = &review_log(desk.log(), desk.rules().clone()).unwrap()[0];
    let text = to_pokerstars(review, &StarsOptions::new("T1", review.rules.game()));
    assert!(text.contains("Single Draw 2-7 Lowball No Limit"), "{text}");
    assert!(!text.contains("DRAW ***"), "{text}");
    assert!(
        text.contains("Ben: discards 2 cards\nAna: stands pat\n"),
        "{text}"
    );
    assert!(text.contains("folded after the Draw"), "{text}");
    let read = stacks_read_back(&text);
    for (seat, name) in [(1, "Ana"), (3, "Ben")] {
        let stack = desk.seats()[&SeatNo(seat)].stack.0 as i64 * 100;
        assert_eq!(read[name], stack, "{name}: {text}");
    }
}

//! `dealerdesk log verify`, run as a user would.

use std::process::Command;

use crate::common::{drop_triggers, raw, seeded_log, temp_log};

fn verify(path: &std::path::Path) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(["log", "verify"])
        .arg(path)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn log_verify_passes_an_intact_log_and_names_the_first_bad_seq() {
    let (_dir, path) = temp_log();
    let seeded = seeded_log(&path, 20);
    let (code, out, _) = verify(&path);
    assert_eq!(code, 0);
    let last = &seeded.records.last().unwrap().hash;
    assert!(out.contains("chain intact, 25 events"), "{out}");
    assert!(out.contains(last.as_str()), "{out}");

    let conn = raw(&path);
    drop_triggers(&conn);
    conn.execute("UPDATE events SET action = 'p3 cbr 9999' WHERE seq = 7", [])
        .unwrap();
    drop(conn);
    let (code, _, err) = verify(&path);
    assert_eq!(code, 1);
    assert!(err.contains("7"), "{err}");
}

#[test]
fn log_verify_reports_a_missing_file() {
    let (dir, _) = temp_log();
    let missing = dir.path().join("nope.sqlite");
    let (code, _, err) = verify(&missing);
    assert_eq!(code, 1);
    assert!(err.contains("nope.sqlite"), "{err}");
}

fn run(args: &[&std::ffi::OsStr]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Imports one hand history: the exit status and all the import said.
fn import_one(db: &std::path::Path, phh: &std::path::Path) -> (i32, String) {
    let (code, out, err) = run(&[
        "log".as_ref(),
        "import".as_ref(),
        db.as_os_str(),
        phh.as_os_str(),
    ]);
    (code, format!("{out}{err}"))
}

fn corpus(rel: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/phh")
        .join(rel)
}

#[test]
fn imported_hands_export_and_replay_to_their_recorded_stacks() {
    let (dir, db) = temp_log();
    let files = [
        "generated/nt/nt-000000.phh",
        "generated/nt/nt-000347.phh",
        "generated/nt/nt-002825.phh",
    ];
    let mut args: Vec<&std::ffi::OsStr> = vec!["log".as_ref(), "import".as_ref(), db.as_os_str()];
    let paths: Vec<std::path::PathBuf> = files.iter().map(|f| corpus(f)).collect();
    args.extend(paths.iter().map(|p| p.as_os_str()));
    let (code, out, err) = run(&args);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 3, "{out}");

    let (code, out, _) = run(&["log".as_ref(), "hands".as_ref(), db.as_os_str()]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(lines[0].contains("p1 +4, p2 -4"), "{}", lines[0]);

    let (code, out, _) = run(&[
        "log".as_ref(),
        "show".as_ref(),
        db.as_os_str(),
        "1".as_ref(),
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("p2 cc"), "{out}");
    assert!(out.contains("pot 1: 8 to p1 8"), "{out}");

    // A whole log is one `.phhs` file, each hand under its `[n]` header.
    let (code, out, _) = run(&["log".as_ref(), "export".as_ref(), db.as_os_str()]);
    assert_eq!(code, 0);
    assert!(out.starts_with("[1]\n"), "{out}");
    assert!(out.contains("\n[3]\n"), "{out}");
    let exported = dir.path().join("log.phhs");
    std::fs::write(&exported, &out).unwrap();
    let (code, out, err) = run(&["replay".as_ref(), exported.as_os_str()]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("3 passed, 0 failed"), "{err}");
    let keys: Vec<String> = out
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap()["hand"].to_string())
        .collect();
    assert_eq!(keys, ["\"1\"", "\"2\"", "\"3\""]);
    // The `.phhs` records again, as it is, into a log that exports the same.
    let again = dir.path().join("again.sqlite");
    let (code, _, err) = run(&[
        "log".as_ref(),
        "import".as_ref(),
        again.as_os_str(),
        exported.as_os_str(),
    ]);
    assert_eq!(code, 0, "{err}");
    let (_, reexported, _) = run(&["log".as_ref(), "export".as_ref(), again.as_os_str()]);
    assert_eq!(reexported, std::fs::read_to_string(&exported).unwrap());
    // The exported stacks are the recorded ones of the original files.
    for (line, original) in out.lines().zip(&paths) {
        let json: serde_json::Value = serde_json::from_str(line).unwrap();
        let text = std::fs::read_to_string(original).unwrap();
        let hand = dealerdesk::notation::PhhHand::parse(&text).unwrap();
        let recorded: Vec<u64> = hand
            .finishing_stacks
            .unwrap()
            .iter()
            .map(|s| s.0 as u64)
            .collect();
        assert_eq!(json["finishing_stacks"], serde_json::json!(recorded));
    }
}

#[test]
fn unshown_hole_cards_are_not_exported() {
    let (_dir, db) = temp_log();
    // Everyone folds to the big blind: no hand is shown.
    let (code, _, err) = run(&[
        "log".as_ref(),
        "import".as_ref(),
        db.as_os_str(),
        corpus("public/pluribus/84/63.phh").as_os_str(),
    ]);
    assert_eq!(code, 0, "{err}");
    let (_, out, _) = run(&["log".as_ref(), "export".as_ref(), db.as_os_str()]);
    assert!(out.contains("'d dh p1 ????'"), "{out}");
    assert!(!out.contains("Kc8s"), "{out}");
    assert!(out.contains("players = ['Bill', 'MrBlue'"), "{out}");
}

#[test]
fn a_hand_the_engine_refuses_is_reported_and_not_written() {
    let (dir, db) = temp_log();
    let bad = dir.path().join("bad.phh");
    std::fs::write(
        &bad,
        "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 100, 100]\nactions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 cbr 3']\n",
    )
    .unwrap();
    let (code, _, err) = run(&[
        "log".as_ref(),
        "import".as_ref(),
        db.as_os_str(),
        bad.as_os_str(),
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("action 4 “p3 cbr 3” refused"), "{err}");
    let (_, out, _) = run(&["log".as_ref(), "hands".as_ref(), db.as_os_str()]);
    assert!(out.is_empty(), "{out}");
    let (code, _, _) = run(&["log".as_ref(), "verify".as_ref(), db.as_os_str()]);
    assert_eq!(code, 0);
}

fn import(db: &std::path::Path, file: &str) {
    let (code, _, err) = run(&[
        "log".as_ref(),
        "import".as_ref(),
        db.as_os_str(),
        corpus(file).as_os_str(),
    ]);
    assert_eq!(code, 0, "{err}");
}

fn pokerstars(db: &std::path::Path, options: &[&str]) -> String {
    let mut args = vec![
        "log".as_ref(),
        "export".as_ref(),
        db.as_os_str(),
        "--format".as_ref(),
        "pokerstars".as_ref(),
    ];
    args.extend(options.iter().map(|o| std::ffi::OsStr::new(*o)));
    let (code, out, err) = run(&args);
    assert_eq!(code, 0, "{err}");
    out
}

#[test]
fn pokerstars_export_of_an_all_in_side_pot_hand() {
    let (_dir, db) = temp_log();
    import(&db, "generated/nt/nt-000347.phh");
    let out = pokerstars(&db, &[]);
    for line in [
        "PokerStars Hand #1:  Hold'em No Limit ($25/$50 USD) - ",
        "Table 'import' 6-max Seat #6 is the button",
        "Seat 6: p6 ($3597 in chips)",
        "p2: posts the ante $50",
        "p1: posts small blind $25",
        "p1: raises $4145 to $4195 and is all-in",
        "Uncalled bet ($598) returned to p1",
        "p1: shows [Jh Ah] (a pair of Jacks)",
        "p5: shows [7c Js] (two pair, Jacks and Sevens)",
        "p5 collected $1285 from main pot",
        "p1 collected $6404 from side pot-1",
        "Total pot $7689 Main pot $1285. Side pot-1 $6404. | Rake $0",
        "Board [Qd 6s 7h Jd 4s]",
        "Seat 1: p1 (small blind) showed [Jh Ah] and won ($6404) with a pair of Jacks",
        "Seat 2: p2 (big blind) folded before Flop",
        "Seat 3: p3 folded before Flop (didn't bet)",
        "Seat 6: p6 (button) showed [4c 9s] and lost with a pair of Fours",
    ] {
        assert!(out.contains(line), "missing {line:?} in\n{out}");
    }
    // All in before the flop: the whole board comes before the showdown.
    let river = out.find("*** RIVER *** [Qd 6s 7h Jd] [4s]").unwrap();
    assert!(river < out.find("*** SHOW DOWN ***").unwrap(), "{out}");
    // p2 folded without showing: the hole cards the dealer entered stay private.
    assert!(!out.contains("9h 3d"), "{out}");
}

#[test]
fn pokerstars_export_of_a_stud_hi_lo_hand() {
    let (_dir, db) = temp_log();
    import(&db, "generated/f7s8/f7s8-000001.phh");
    let out = pokerstars(&db, &["--currency", "none"]);
    for line in [
        "7 Card Stud Hi/Lo Limit (10/20) - ",
        "Table 'import' 5-max\n",
        "*** 3rd STREET ***",
        "p1: brings in for 4",
        "p2: raises 6 to 10 and is all-in",
        "p3: raises 10 to 20 and is all-in",
        "*** 4th STREET ***",
        "Dealt to p2 [Ks] [2h]",
        "Dealt to p5 [6h Kd 6d] [Qs]",
        "*** RIVER ***",
        "p3: shows [8d Qh 9d 7s 6s Ts Th] (HI: a straight, Six to Ten)",
        "Seat 1: p1 folded on the 4th Street",
        "*** SUMMARY ***",
    ] {
        assert!(out.contains(line), "missing {line:?} in\n{out}");
    }
    // Stud tables have no button line.
    assert!(!out.contains("is the button"), "{out}");
    // The table's own seat count, when the hands never filled it.
    let eight = pokerstars(&db, &["--currency", "none", "--max-seats", "8"]);
    assert!(eight.contains("Table 'import' 8-max\n"), "{eight}");
    // The default time zone is PokerStars' own: Eastern time alone.
    assert!(out.lines().next().unwrap().ends_with(" ET"), "{out}");
    assert!(!out.contains("UTC"), "{out}");
    // p1 folded on fourth street: only the up cards were seen.
    assert!(out.contains("Dealt to p1 [3d]"), "{out}");
    assert!(!out.contains("Kc Qd"), "{out}");
    // Exported for p1, p1's own down cards are written.
    let hero = pokerstars(&db, &["--hero", "p1", "--time-zone", "Europe/Prague"]);
    assert!(hero.contains("Dealt to p1 [Kc Qd 3d]"), "{hero}");
    assert!(hero.contains("Dealt to p1 [Kc Qd 3d] [9h]"), "{hero}");
    assert!(!hero.contains("Dealt to p2 [Ks 2h 3h 8c"), "{hero}");
    assert!(
        hero.contains(" CET [") || hero.contains(" CEST ["),
        "{hero}"
    );
    assert!(hero.contains(" ET]"), "{hero}");
}

#[test]
fn log_show_names_the_operator_and_role_of_each_event_and_the_floors_reason() {
    use dealerdesk::chips::Chips;
    use dealerdesk::desk::{Desk, SeatNo};
    use dealerdesk::notation::parse_action;
    use dealerdesk::rules::{HouseRules, Variant};

    let (_dir, db) = temp_log();
    let mut desk = Desk::open(&db, HouseRules::preset(Variant::NoLimitHoldem), "T1").unwrap();
    desk.seat(SeatNo(1), "Ana", Chips(100)).unwrap();
    desk.seat(SeatNo(2), "Ben", Chips(100)).unwrap();
    let floor = desk.add_floor("Flo Reyes", "432100").unwrap();
    desk.start_hand().unwrap();
    for a in ["d dh p1 ????", "d dh p2 ????"] {
        desk.submit(&parse_action(a).unwrap()).unwrap();
    }
    let kill = parse_action("d kill p2").unwrap();
    desk.floor_action(floor, "432100", "three cards", &kill)
        .unwrap();
    let hand = desk
        .log()
        .hands(&dealerdesk::log::HandFilter::all())
        .unwrap()[0]
        .id;
    drop(desk);
    let (code, out, err) = run(&[
        "log".as_ref(),
        "show".as_ref(),
        db.as_os_str(),
        hand.0.to_string().as_ref(),
    ]);
    assert_eq!(code, 0, "{err}");
    let line = |action: &str| {
        out.lines()
            .find(|l| l.contains(action))
            .unwrap_or_else(|| panic!("{action} not in {out}"))
            .to_string()
    };
    assert!(line("d kill p2").contains("Flo Reyes (floor)"), "{out}");
    // Each entry in words, the notation beside: players by name and seat.
    assert!(
        line("[d kill p2]").contains("Ana's (seat 1) hand is killed"),
        "{out}"
    );
    assert!(
        line("[d dh p1 ????]").contains("dealt to Ben (seat 2): 2 cards"),
        "{out}"
    );
    assert!(line("d dh p1 ????").contains("dealer (dealer)"), "{out}");
    // The floor's reason is printed under the ruling.
    assert!(line("reason:").contains("three cards"), "{out}");
}

#[test]
fn dead_antes_are_exported_untrimmed_and_replay_to_the_recorded_stacks() {
    // A big-blind ante under TDA rules is dead money in the main pot: the
    // export says `ante_trimming_status = false`, so a reader layers the pots
    // the same way.
    let (dir, db) = temp_log();
    let rules =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("rulesets/tda-2024/nl-holdem.yaml");
    let original = corpus("generated/nt/nt-000347.phh");
    let (code, _, err) = run(&[
        "log".as_ref(),
        "import".as_ref(),
        db.as_os_str(),
        "--rules".as_ref(),
        rules.as_os_str(),
        original.as_os_str(),
    ]);
    assert_eq!(code, 0, "{err}");
    let (code, out, _) = run(&["log".as_ref(), "export".as_ref(), db.as_os_str()]);
    assert_eq!(code, 0);
    assert!(out.contains("ante_trimming_status = false"), "{out}");
    let exported = dir.path().join("hand.phh");
    std::fs::write(&exported, &out).unwrap();
    let (code, out, err) = run(&["replay".as_ref(), exported.as_os_str()]);
    assert_eq!(code, 0, "{out}{err}");
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let text = std::fs::read_to_string(&original).unwrap();
    let recorded: Vec<u64> = dealerdesk::notation::PhhHand::parse(&text)
        .unwrap()
        .finishing_stacks
        .unwrap()
        .iter()
        .map(|s| s.0 as u64)
        .collect();
    assert_eq!(json["finishing_stacks"], serde_json::json!(recorded));
}

#[test]
fn pokerstars_limit_headers_give_the_bets_and_a_bad_time_zone_is_refused() {
    let (_dir, db) = temp_log();
    import(&db, "generated/ft/ft-000006.phh");
    // Blinds 25/50: the game is played at 50/100, as the header says.
    let out = pokerstars(&db, &["--currency", "EUR"]);
    assert!(out.contains("Hold'em Limit (€50/€100 EUR) - "), "{out}");
    let (code, _, err) = run(&[
        "log".as_ref(),
        "export".as_ref(),
        db.as_os_str(),
        "--format".as_ref(),
        "pokerstars".as_ref(),
        "--time-zone".as_ref(),
        "Mars/Olympus".as_ref(),
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("Mars/Olympus"), "{err}");
    // Chips worth a quarter each; an amount that is no amount is refused.
    let quarters = pokerstars(&db, &["--chip-value", "0.25"]);
    assert!(
        quarters.contains("Hold'em Limit ($12.50/$25 USD) - "),
        "{quarters}"
    );
    for (flag, value) in [
        ("--chip-value", "0.001"),
        ("--chip-value", "0"),
        ("--max-seats", "11"),
    ] {
        let (code, _, err) = run(&[
            "log".as_ref(),
            "export".as_ref(),
            db.as_os_str(),
            "--format".as_ref(),
            "pokerstars".as_ref(),
            flag.as_ref(),
            value.as_ref(),
        ]);
        assert_ne!(code, 0, "{flag} {value}");
        assert!(err.contains(flag) && err.contains(value), "{err}");
    }
}

#[test]
fn log_import_will_not_write_a_floor_ruling_as_the_dealer() {
    let (dir, db) = temp_log();
    let phh = dir.path().join("kill.phh");
    std::fs::write(
        &phh,
        "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n\
         starting_stacks = [100, 100, 100]\nactions = ['d dh p1 ????', 'd dh p2 ????', \
         'd dh p3 ????', 'd kill p3', 'p1 f']\nfinishing_stacks = [99, 101, 100]\n",
    )
    .unwrap();
    let (code, said) = import_one(&db, &phh);
    assert_ne!(code, 0);
    assert!(said.contains("needs the floor"), "{said}");
    // Nothing of the refused hand is in the log.
    let log = dealerdesk::log::EventLog::open_read_only(&db).unwrap();
    assert!(
        log.events(None)
            .unwrap()
            .iter()
            .all(|e| !e.action.contains("kill"))
    );
}

#[test]
fn log_import_writes_no_pot_award_fouled_deck_or_late_misdeal_as_the_dealer() {
    let (dir, db) = temp_log();
    for (name, ruling, says) in [
        ("award.phh", "d award p2", "awarding a pot by ruling"),
        ("fouled.phh", "d fouled", "a fouled deck voids the hand"),
        ("misdeal.phh", "d misdeal", "a misdeal is the floor’s"),
    ] {
        let phh = dir.path().join(name);
        std::fs::write(
            &phh,
            format!(
                "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n\
                 starting_stacks = [100, 100, 100]\nactions = ['d dh p1 ????', 'd dh p2 ????', \
                 'd dh p3 ????', 'p3 f', '{ruling}']\n"
            ),
        )
        .unwrap();
        let (code, said) = import_one(&db, &phh);
        assert_ne!(code, 0, "{name}");
        assert!(
            said.contains("needs the floor") && said.contains(says),
            "{name}: {said}"
        );
        // Refused whole: no hand of it was started, so none is left open.
        assert!(!said.contains("half-written"), "{name}: {said}");
    }
    let log = dealerdesk::log::EventLog::open_read_only(&db).unwrap();
    log.verify(|_, _| {}).unwrap();
    assert!(log.hands(&Default::default()).unwrap().is_empty());
    assert!(log.events(None).unwrap().iter().all(|e| {
        !["award", "fouled", "misdeal"]
            .iter()
            .any(|w| e.action.contains(w))
    }));
}

#[test]
fn an_import_reseats_recorded_stacks_whatever_the_house_seating_rules() {
    let (dir, db) = temp_log();
    // Under WSOP cash rules: buy-ins of 40 to 100 big blinds, no ratholing.
    let rules = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("rulesets/wsop-2026-cash/nl-holdem.yaml");
    let hand = |stacks: &str| {
        format!(
            "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n\
             starting_stacks = [{stacks}]\nactions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 f', 'p1 f']\n\
             players = ['Ana', 'Ben', 'Cy']\n"
        )
    };
    let (first, second) = (dir.path().join("1.phh"), dir.path().join("2.phh"));
    std::fs::write(&first, hand("300, 100, 100")).unwrap();
    // Ana is back in the next hand with less than she had, over the maximum.
    std::fs::write(&second, hand("250, 99, 101")).unwrap();
    let (code, out, err) = run(&[
        "log".as_ref(),
        "import".as_ref(),
        db.as_os_str(),
        "--rules".as_ref(),
        rules.as_os_str(),
        first.as_os_str(),
        second.as_os_str(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 2, "{out}");
    let desk = dealerdesk::desk::Desk::open(
        &db,
        dealerdesk::rules::HouseRules::from_file(&rules).unwrap(),
        "import",
    )
    .unwrap();
    assert!(desk.table().owed().is_empty(), "recorded hands owe nothing");
}

#[test]
fn log_import_records_every_bundled_hand_that_replay_passes() {
    // One code path: the ante layering a hand records and half-chip splits
    // are read the same way by both.
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/phh");
    let files = crate::common::phh_files(&root);
    let (_, out, _) = run(&[
        &["replay".as_ref()][..],
        &files.iter().map(|f| f.as_os_str()).collect::<Vec<_>>(),
    ]
    .concat());
    let passed: Vec<std::path::PathBuf> = out
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|v| v["ok"] == true)
        // A hand in fractions of a chip replays in a smaller unit; a table,
        // and so an import, deals whole chips only.
        .filter(|v| v.get("chip_unit").is_none())
        .map(|v| std::path::PathBuf::from(v["file"].as_str().unwrap()))
        .collect();
    assert!(passed.len() > 300, "{}", passed.len());
    // One mixed log: the import changes game as a mixed-game table does.
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("mixed.sqlite");
    let mut args: Vec<&std::ffi::OsStr> = vec!["log".as_ref(), "import".as_ref(), db.as_os_str()];
    args.extend(passed.iter().map(|f| f.as_os_str()));
    let (code, out, err) = run(&args);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        !format!("{out}{err}").contains("not recorded"),
        "{out}{err}"
    );
    let (_, hands, _) = run(&["log".as_ref(), "hands".as_ref(), db.as_os_str()]);
    let recorded = hands.lines().filter(|l| l.contains("\thand ")).count();
    assert_eq!(recorded, passed.len());
    // The whole log in one command: a `.phhs` that replays, hand for hand,
    // to the stacks of the files imported.
    let (code, phhs, err) = run(&["log".as_ref(), "export".as_ref(), db.as_os_str()]);
    assert_eq!(code, 0, "{err}");
    let exported = dir.path().join("mixed.phhs");
    std::fs::write(&exported, &phhs).unwrap();
    let (code, out, err) = run(&["replay".as_ref(), exported.as_os_str()]);
    assert_eq!(code, 0, "{err}");
    let variants: std::collections::BTreeSet<&str> = phhs
        .lines()
        .filter_map(|l| l.strip_prefix("variant = "))
        .collect();
    assert_eq!(
        variants.into_iter().collect::<Vec<_>>(),
        [
            "'F2L3D'", "'F7S'", "'F7S/8'", "'FB'", "'FO/8'", "'FR'", "'FT'", "'N2L1D'", "'NS'",
            "'NT'", "'PO'", "'PT'"
        ]
    );
    for (line, original) in out.lines().zip(&passed) {
        let json: serde_json::Value = serde_json::from_str(line).unwrap();
        let text = std::fs::read_to_string(original).unwrap();
        let hand = dealerdesk::notation::PhhHand::parse(&text).unwrap();
        // A historical hand may record no finishing stacks.
        let Some(finish) = hand.finishing_stacks else {
            continue;
        };
        let recorded: Vec<i64> = finish.iter().map(|s| s.0.round() as i64).collect();
        let got: Vec<i64> = json["finishing_stacks"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_i64().unwrap())
            .collect();
        // A record that split a pot into half chips agrees within one chip.
        let near = recorded.iter().zip(&got).all(|(r, g)| (r - g).abs() <= 1);
        assert!(near, "{}: {got:?} vs {recorded:?}", original.display());
    }
}

#[test]
fn log_import_seats_players_at_their_recorded_seats_and_refuses_seats_out_of_order() {
    let (dir, db) = temp_log();
    let hand = |seats: &str| {
        format!(
            "variant = 'NT'\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 100, 100]\nplayers = ['Ann', 'Bob', 'Cy']\nseats = {seats}\nactions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 f', 'p1 f']\n"
        )
    };
    let bad = dir.path().join("bad.phh");
    std::fs::write(&bad, hand("[2, 9, 5]")).unwrap();
    let (code, out) = import_one(&db, &bad);
    assert_eq!(code, 1);
    assert!(out.contains("the seats 2, 9, 5 do not go round"), "{out}");
    let good = dir.path().join("good.phh");
    std::fs::write(&good, hand("[4, 9, 2]")).unwrap();
    let (code, out) = import_one(&db, &good);
    assert_eq!(code, 0, "{out}");
    let stars = pokerstars(&db, &["--max-seats", "9"]);
    for line in [
        "Table 'import' 9-max Seat #2 is the button",
        "Seat 2: Cy ($100 in chips)",
        "Seat 4: Ann ($100 in chips)",
        "Seat 9: Bob ($100 in chips)",
        "Ann: posts small blind $1",
    ] {
        assert!(stars.contains(line), "missing {line:?} in\n{stars}");
    }
    let (_, phh, _) = run(&["log".as_ref(), "export".as_ref(), db.as_os_str()]);
    assert!(phh.contains("seats = [4, 9, 2]\n"), "{phh}");
}

#[test]
fn pokerstars_export_of_a_pot_limit_holdem_hand() {
    // Written as a no-limit hand is, under the header's own game name.
    let (_dir, db) = temp_log();
    import(&db, "generated/pt/pt-000002.phh");
    let out = pokerstars(&db, &[]);
    for line in [
        "PokerStars Hand #1:  Hold'em Pot Limit ($2/$5 USD) - ",
        "Table 'import' 3-max Seat #3 is the button",
        "p3: raises $12 to $17",
        "p1: calls $10 and is all-in",
        "p3 collected $36 from main pot",
        "p3 collected $102 from side pot-1",
        "Total pot $138 Main pot $36. Side pot-1 $102. | Rake $0",
        "Seat 3: p3 (button) showed [5c Ks] and won ($138) with two pair, Kings and Sevens",
    ] {
        assert!(out.contains(line), "missing {line:?} in\n{out}");
    }
}

#[test]
fn razz_exports_to_pokerstars_with_its_header_and_its_lows() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("razz.sqlite");
    let hand = corpus("public/wsop/2023/43/5/26.phh");
    let (code, _, err) = run(&[
        "log".as_ref(),
        "import".as_ref(),
        db.as_os_str(),
        hand.as_os_str(),
    ]);
    assert_eq!(code, 0, "{err}");
    let (code, text, err) = run(&[
        "log".as_ref(),
        "export".as_ref(),
        db.as_os_str(),
        "--format".as_ref(),
        "pokerstars".as_ref(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(text.contains(" Razz Limit ($200000/$400000 USD)"), "{text}");
    // Kristopher Tong's 7-5-4-3-A against Brian Rast's 6-5-4-3-2.
    assert!(
        text.contains("shows [7s 3c 5d 3d As Jc 4s] (Lo: 7,5,4,3,A)"),
        "{text}"
    );
    assert!(
        text.contains("shows [6c 4c 7h Qh 5s 3s 2s] (Lo: 6,5,4,3,2)"),
        "{text}"
    );
}

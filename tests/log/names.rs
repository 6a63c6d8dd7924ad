//! Names that can't hurt (issue 26, item 6): a name is 1 to 32 characters
//! after NFC with no control, format, bidi or line-separator character,
//! through the library, `table` and `log import`; a staff name that reads
//! like a registered one is refused; and every export writes the names a log
//! holds, older logs included, without a line or a column coming apart.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use dealerdesk::chips::Chips;
use dealerdesk::desk::{Desk, DeskError, NameFault, SeatNo};
use dealerdesk::export::{StarsOptions, to_pokerstars};
use dealerdesk::log::{EventLog, NewEvent, Role};
use dealerdesk::notation::PhhHand;
use dealerdesk::review::review_log;
use dealerdesk::rules::{HouseRules, Variant};
use serde_json::{Value, json};

use crate::common::{answers, play_hand, table_command, temp_log};

const PIN: &str = "582914";

fn open(db: &Path) -> Desk {
    Desk::open(db, HouseRules::preset(Variant::NoLimitHoldem), "T1").unwrap()
}

/// Runs `dealerdesk ARGS…` in English: exit status, standard output and error.
fn run(args: &[&std::ffi::OsStr]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(args)
        .args(["--lang", "en"])
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn forbidden(found: char, position: usize) -> NameFault {
    NameFault::Forbidden { found, position }
}

#[test]
fn a_newline_tab_nul_or_esc_in_a_players_name_is_refused_and_nothing_is_written() {
    let (_dir, db) = temp_log();
    let mut desk = open(&db);
    let head = desk.log().head().unwrap();
    for (name, fault) in [
        ("Ana\nSeat 1: Ana collected ($999999)", forbidden('\n', 4)),
        ("Ana\tBo", forbidden('\t', 4)),
        ("Ana\0", forbidden('\0', 4)),
        ("\u{1b}[2JAna", forbidden('\u{1b}', 1)),
        ("\u{202E}anA", forbidden('\u{202E}', 1)),
        ("Ana\u{2028}Bo", forbidden('\u{2028}', 4)),
    ] {
        match desk.seat(SeatNo(1), name, Chips(100)) {
            Err(DeskError::Name(f)) => assert_eq!(f, fault, "{name:?}"),
            other => panic!("{name:?}: {other:?}"),
        }
    }
    assert!(desk.seats().is_empty());
    assert_eq!(desk.log().head().unwrap(), head, "nothing written");
}

#[test]
fn thirty_two_characters_after_nfc_sit_down_and_thirty_three_do_not() {
    let (_dir, db) = temp_log();
    let mut desk = open(&db);
    // 64 characters typed (e and a combining acute), 32 once composed.
    let typed = "e\u{301}".repeat(32);
    desk.seat(SeatNo(1), &typed, Chips(100)).unwrap();
    assert_eq!(desk.seats()[&SeatNo(1)].name, "\u{e9}".repeat(32));
    match desk.seat(SeatNo(2), &"e\u{301}".repeat(33), Chips(100)) {
        Err(DeskError::Name(NameFault::TooLong { chars: 33 })) => {}
        other => panic!("{other:?}"),
    }
    desk.seat(SeatNo(2), &"b".repeat(32), Chips(100)).unwrap();
    match desk.change_dealer(&"d".repeat(33)) {
        Err(DeskError::Name(NameFault::TooLong { chars: 33 })) => {}
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_ten_megabyte_name_is_refused_at_once() {
    let (_dir, db) = temp_log();
    let mut desk = open(&db);
    let huge = "A".repeat(10 << 20);
    let head = desk.log().head().unwrap();
    let start = Instant::now();
    let refused = desk.seat(SeatNo(1), &huge, Chips(100));
    let took = start.elapsed();
    match refused {
        Err(DeskError::Name(NameFault::TooLong { chars })) => assert_eq!(chars, 10 << 20),
        other => panic!("{:?}", other.map(|_| ())),
    }
    assert!(took < Duration::from_millis(500), "{took:?}");
    assert!(matches!(
        desk.change_dealer(&huge),
        Err(DeskError::Name(NameFault::TooLong { .. }))
    ));
    assert!(matches!(
        desk.add_floor(&huge, PIN),
        Err(DeskError::Name(NameFault::TooLong { .. }))
    ));
    assert_eq!(desk.log().head().unwrap(), head, "nothing written");
    drop(desk);
    let size = std::fs::metadata(&db).unwrap().len();
    assert!(size < 1 << 20, "{size} bytes");
}

#[test]
fn staff_names_that_read_like_flo_are_refused() {
    let (_dir, db) = temp_log();
    let mut desk = open(&db);
    let flo = desk.add_floor("Flo", PIN).unwrap();
    let before = desk_staff(&db);
    match desk.add_floor_by(flo, PIN, "F\u{200B}lo", PIN) {
        Err(DeskError::Name(f)) => assert_eq!(f, forbidden('\u{200B}', 2)),
        other => panic!("{other:?}"),
    }
    for like in ["FLO", "flo", "\u{FF26}\u{FF4C}\u{FF4F}", "Fl\u{43E}", "FIo"] {
        match desk.add_floor_by(flo, PIN, like, PIN) {
            Err(DeskError::NameReadsLike { name, like: was }) => {
                assert_eq!((name.as_str(), was.as_str()), (like, "Flo"));
            }
            other => panic!("{like}: {other:?}"),
        }
        // Nor as the dealer in the box.
        assert!(
            matches!(
                desk.change_dealer(like),
                Err(DeskError::NameReadsLike { .. })
            ),
            "{like}"
        );
    }
    // The desk's own dealer too.
    assert!(matches!(
        desk.add_floor_by(flo, PIN, "DEALER", PIN),
        Err(DeskError::NameReadsLike { .. })
    ));
    assert_eq!(desk_staff(&db), before, "no one registered");
    desk.add_floor_by(flo, PIN, "Flora", PIN).unwrap();
    desk.change_dealer("Dana").unwrap();
    desk.change_dealer("Dana").unwrap();
    let names: Vec<String> = desk_staff(&db).into_iter().map(|(n, _)| n).collect();
    assert_eq!(names, ["dealer", "Flo", "Flora", "Dana"]);
}

/// Each registered operator's name and role.
fn desk_staff(db: &Path) -> Vec<(String, Role)> {
    EventLog::open_read_only(db)
        .unwrap()
        .operators()
        .unwrap()
        .into_iter()
        .map(|o| (o.name, o.role))
        .collect()
}

/// A log written before names were checked: a seat entry whose name holds
/// a tab, a newline and ESC, as an older desk wrote it; then a hand.
fn old_log(db: &Path, name: &str) {
    drop(open(db));
    let mut log = EventLog::open(db).unwrap();
    let dealer = log.operators().unwrap()[0].id;
    log.append(NewEvent {
        hand: None,
        operator: dealer,
        action: "desk seat 1 100".into(),
        payload: json!({"desk": "seat", "seat": 1, "name": name, "stack": 100}),
    })
    .unwrap();
    drop(log);
    let mut desk = open(db);
    assert_eq!(desk.seats()[&SeatNo(1)].name, name);
    desk.seat(SeatNo(2), "O'Brien", Chips(100)).unwrap();
    play_hand(&mut desk);
}

const OLD_NAME: &str = "Ana\tBo\nSeat 1: Ana collected ($999999)\u{1b}[2J";

#[test]
fn an_apostrophe_is_kept_in_phh_and_an_old_logs_name_cannot_fake_a_pokerstars_line() {
    let (_dir, db) = temp_log();
    old_log(&db, OLD_NAME);
    let desk = open(&db);
    let review = &review_log(desk.log(), desk.rules().clone()).unwrap()[0];
    let phh = review.to_phh().to_phh();
    assert!(
        phh.contains(
            "players = [\"O'Brien\", \"Ana\\tBo\\nSeat 1: Ana collected ($999999)\\u001B[2J\"]"
        ),
        "{phh}"
    );
    let again = PhhHand::parse(&phh).unwrap();
    assert_eq!(
        again.players.unwrap(),
        ["O'Brien".to_string(), OLD_NAME.to_string()]
    );
    toml::from_str::<toml::Table>(&phh).unwrap();

    let options = StarsOptions::new("T1", review.rules.game());
    let stars = to_pokerstars(review, &options);
    let mut plain = review.clone();
    plain.names[1] = "Ana".into();
    let plain = to_pokerstars(&plain, &options);
    assert_eq!(stars.lines().count(), plain.lines().count(), "{stars}");
    assert!(!stars.contains(['\t', '\u{1b}']), "{stars}");
    assert!(
        !stars
            .lines()
            .any(|l| l.starts_with("Seat 1: Ana collected")),
        "{stars}"
    );
    assert!(
        stars.contains(
            "Seat 1: Ana\u{FFFD}Bo\u{FFFD}Seat 1: Ana collected ($999999)\u{FFFD}[2J ($100 in chips)"
        ),
        "{stars}"
    );
}

#[test]
fn log_hands_gives_one_line_per_hand_and_log_show_one_per_seat_whatever_an_old_log_names() {
    let (_dir, db) = temp_log();
    old_log(&db, OLD_NAME);
    let (code, out, err) = run(&["log".as_ref(), "hands".as_ref(), db.as_os_str()]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 1, "{out}");
    let columns: Vec<&str> = lines[0].split('\t').collect();
    assert_eq!(columns.len(), 6, "{out}");
    assert!(!out.contains('\u{1b}'), "{out}");
    assert!(
        columns[4]
            .ends_with(", Ana\u{FFFD}Bo\u{FFFD}Seat 1: Ana collected ($999999)\u{FFFD}[2J (1)"),
        "{out}"
    );
    // `log show` names the seats and the pot's winner on their lines.
    let (code, out, err) = run(&[
        "log".as_ref(),
        "show".as_ref(),
        db.as_os_str(),
        "1".as_ref(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains(['\t', '\u{1b}']), "{out}");
    assert!(
        !out.lines().any(|l| l.starts_with("Seat 1: Ana collected")),
        "{out}"
    );
    assert!(
        out.contains("Ana\u{FFFD}Bo\u{FFFD}Seat 1: Ana collected"),
        "{out}"
    );
    // The PokerStars export from the command line: no line of its own.
    let (code, out, err) = run(&[
        "log".as_ref(),
        "export".as_ref(),
        db.as_os_str(),
        "--format".as_ref(),
        "pokerstars".as_ref(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        !out.lines().any(|l| l.starts_with("Seat 1: Ana collected")),
        "{out}"
    );
    assert!(!out.contains(['\t', '\u{1b}']), "{out}");
}

/// Runs `dealerdesk table --lang en --db DB` with `script`: one answer per line.
fn table(db: &Path, script: &str) -> Vec<Value> {
    answers(
        table_command().args(["--lang", "en", "--db"]).arg(db),
        script,
    )
    .1
}

#[test]
fn the_table_seats_ana_and_refuses_esc_nul_and_a_floor_that_reads_like_flo() {
    let (_dir, db) = temp_log();
    let script = format!(
        "sit 1 Ana 200\nsit 2 \u{1b}[2JBen 200\nsit 2 Be\0n 200\nsit 2 {} 200\naddfloor Flo {PIN}\naddfloor FLO {PIN} Flo {PIN}\naddfloor Fl\u{43E} {PIN} Flo {PIN}\ndealer F\u{200B}lo\n",
        "x".repeat(33)
    );
    let said = table(&db, &script);
    let ok: Vec<bool> = said.iter().map(|a| a["ok"] == true).collect();
    assert_eq!(
        ok,
        [true, false, false, false, true, false, false, false],
        "{said:#?}"
    );
    let message = |i: usize| said[i]["refused"]["message"].as_str().unwrap().to_string();
    assert_eq!(
        message(1),
        "Character 1 of this name is U+001B, a control, format, text-direction or line-break \
         character, which no name may hold."
    );
    assert!(
        message(2).starts_with("Character 3 of this name is U+0000"),
        "{}",
        message(2)
    );
    assert_eq!(
        message(3),
        "This name has 33 characters, more than the 32 a name may have."
    );
    assert!(
        message(5).starts_with("“FLO” reads like “Flo”"),
        "{}",
        message(5)
    );
    assert!(
        message(6).starts_with("“Fl\u{43E}” reads like “Flo”"),
        "{}",
        message(6)
    );
    assert!(message(7).contains("U+200B"), "{}", message(7));
    let names: Vec<String> = desk_staff(&db).into_iter().map(|(n, _)| n).collect();
    assert_eq!(names, ["dealer", "Flo"]);
    assert_eq!(open(&db).seats().len(), 1);
}

/// A finished three-handed hand in which two fold, with these players.
fn hand(players: &str) -> String {
    format!(
        "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n\
         starting_stacks = [100, 100, 100]\nactions = ['d dh p1 ????', 'd dh p2 ????', \
         'd dh p3 ????', 'p3 f', 'p1 f']\nplayers = {players}\n"
    )
}

#[test]
fn log_import_refuses_a_hand_whose_player_name_breaks_a_line_and_keeps_an_apostrophe() {
    let (dir, db) = temp_log();
    let file = dir.path().join("night.phhs");
    std::fs::write(
        &file,
        format!(
            "[1]\n{}\n[2]\n{}\n[3]\n{}",
            hand("[\"O'Brien\", 'Bo', 'Cy']"),
            hand("[\"Ana\\nSeat 1: Ana collected ($999999)\", 'Bo', 'Cy']"),
            hand(&format!("['Ana', 'Bo', '{}']", "z".repeat(33))),
        ),
    )
    .unwrap();
    let (code, out, err) = run(&[
        "log".as_ref(),
        "import".as_ref(),
        db.as_os_str(),
        file.as_os_str(),
    ]);
    assert_eq!(code, 1, "{out}{err}");
    let at = |key: &str| format!("{} [{key}]", file.display());
    assert!(
        out.contains(&format!("{}: recorded as hand 1", at("1"))),
        "{out}"
    );
    assert!(
        err.contains(&format!(
            "{}: not recorded: player 1: Character 4 of this name is U+000A",
            at("2")
        )),
        "{err}"
    );
    assert!(
        err.contains(&format!(
            "{}: not recorded: player 3: This name has 33 characters, more than the 32",
            at("3")
        )),
        "{err}"
    );
    let (code, out, err) = run(&["log".as_ref(), "hands".as_ref(), db.as_os_str()]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 1, "{out}");
    let (code, out, err) = run(&["log".as_ref(), "export".as_ref(), db.as_os_str()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("players = [\"O'Brien\", 'Bo', 'Cy']"), "{out}");
    // A 10 MB name: the file is refused at once, nothing of it written.
    let huge = dir.path().join("huge.phh");
    std::fs::write(
        &huge,
        hand(&format!("['Ana', 'Bo', '{}']", "z".repeat(10 << 20))),
    )
    .unwrap();
    let start = Instant::now();
    let (code, _, err) = run(&[
        "log".as_ref(),
        "import".as_ref(),
        db.as_os_str(),
        huge.as_os_str(),
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(
        start.elapsed() < Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
    assert!(err.contains("huge.phh"), "{err}");
    let (_, out, _) = run(&["log".as_ref(), "hands".as_ref(), db.as_os_str()]);
    assert_eq!(out.lines().count(), 1, "{out}");
    let size = std::fs::metadata(&db).unwrap().len();
    assert!(size < 1 << 20, "{size} bytes");
}

#[test]
fn a_floor_name_typed_decomposed_is_the_registered_floor_person() {
    let (_dir, db) = temp_log();
    // Zoë registered as typed (NFC); her ruling typed with e + U+0308.
    let script = format!(
        "addfloor Zo\u{eb} {PIN}\nsit 1 Ana 200\nsit 2 Ben 200\nbutton 1\nn\n\
         floor Zoe\u{308} {PIN} \"keyed twice\" misdeal\n"
    );
    let said = table(&db, &script);
    let last = said.last().unwrap();
    assert_eq!(last["ok"], true, "{last}");
    assert_eq!(last["recorded"], json!(["d misdeal"]));
}

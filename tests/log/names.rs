//! Names that can't hurt (issue 26, item 6): a name is 1 to 32 characters
//! after NFC with no control, format, bidi or line-separator character,
//! through `table` and `log import`; every listing of a log shows the names
//! an older log holds in one line per hand and one per seat (the library
//! side is in the desk crate's tests).

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use dealerdesk::chips::Chips;
use dealerdesk::desk::{Desk, SeatNo};
use dealerdesk::rules::{HouseRules, Variant};
use dealerdesk_testkit::{OLD_NAME, old_seat_entry, operators};
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

/// A log written before names were checked: a seat entry whose name holds
/// a tab, a newline and ESC, as an older desk wrote it; then a hand.
fn old_log(db: &Path, name: &str) {
    drop(open(db));
    old_seat_entry(db, name);
    let mut desk = open(db);
    assert_eq!(desk.seats()[&SeatNo(1)].name, name);
    desk.seat(SeatNo(2), "O'Brien", Chips(100)).unwrap();
    play_hand(&mut desk);
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
    let names: Vec<String> = operators(&db).into_iter().map(|(n, _)| n).collect();
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

//! Names that can't hurt (issue 26, item 6) through the desk: a name is 1
//! to 32 characters after NFC with no control, format, bidi or
//! line-separator character; a staff name that reads like a registered one
//! is refused; and the exports write the names an older log holds without a
//! line or a column coming apart.

use std::path::Path;
use std::time::{Duration, Instant};

use dealerdesk_core::chips::Chips;
use dealerdesk_core::notation::PhhHand;
use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::desk::{Desk, DeskError, NameFault, SeatNo};
use dealerdesk_desk::export::{StarsOptions, to_pokerstars};
use dealerdesk_desk::review::review_log;
use dealerdesk_testkit::{OLD_NAME, old_seat_entry, operators};

use crate::fixtures::{play_hand, temp_log};

const PIN: &str = "582914";

fn open(db: &Path) -> Desk {
    Desk::open(db, HouseRules::preset(Variant::NoLimitHoldem), "T1").unwrap()
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
    let before = operators(&db);
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
    assert_eq!(operators(&db), before, "no one registered");
    desk.add_floor_by(flo, PIN, "Flora", PIN).unwrap();
    desk.change_dealer("Dana").unwrap();
    desk.change_dealer("Dana").unwrap();
    let names: Vec<String> = operators(&db).into_iter().map(|(n, _)| n).collect();
    assert_eq!(names, ["dealer", "Flo", "Flora", "Dana"]);
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

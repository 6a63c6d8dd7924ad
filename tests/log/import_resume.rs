//! An import cut off mid-hand (a crash, `kill -9`) leaves a hand half
//! written; the next import closes it as never dealt and goes on, and the log
//! verifies.

use std::process::{Command, Stdio};
use std::time::Duration;

use dealerdesk::chips::Chips;
use dealerdesk::desk::{Desk, SeatNo};
use dealerdesk::notation::parse_action;
use dealerdesk::rules::{HouseRules, Variant};

use crate::common::temp_log;

fn hands(n: usize) -> Vec<std::path::PathBuf> {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/phh/public/pluribus");
    let mut files = crate::common::phh_files(&dir);
    files.truncate(n);
    files
}

fn import(db: &std::path::Path, files: &[std::path::PathBuf]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_dealerdesk"));
    c.arg("log").arg("import").arg(db).args(files);
    c
}

fn verifies(db: &std::path::Path) -> u64 {
    dealerdesk::log::EventLog::open_read_only(db)
        .unwrap()
        .verify(|_, _| {})
        .unwrap()
        .events
}

#[test]
fn a_hand_left_half_written_is_closed_and_the_import_goes_on() {
    let (_dir, db) = temp_log();
    {
        let mut desk =
            Desk::open(&db, HouseRules::preset(Variant::NoLimitHoldem), "import").unwrap();
        for seat in 1..=3 {
            desk.seat(SeatNo(seat), &format!("p{seat}"), Chips(100))
                .unwrap();
        }
        desk.start_hand().unwrap();
        desk.submit(&parse_action("d dh p1 ????").unwrap()).unwrap();
        // The process dies here.
    }
    let files = hands(4);
    let out = import(&db, &files).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        err.contains("closed a hand an earlier import left half-written"),
        "{err}"
    );
    // Every hand is written but those whose recorded stacks split a chip.
    let recorded = said.matches("recorded as hand").count();
    let half_chip = err.matches("not the recorded ones").count();
    assert_eq!(recorded + half_chip, 4, "{said}{err}");
    assert!(recorded >= 2, "{said}{err}");
    let log = dealerdesk::log::EventLog::open_read_only(&db).unwrap();
    let rows = log.hands(&dealerdesk::log::HandFilter::all()).unwrap();
    assert_eq!(rows.len(), 1 + recorded);
    assert!(rows[0].summary.as_ref().unwrap()["interrupted"].is_string());
    verifies(&db);
}

#[test]
fn twenty_kills_during_an_import_each_followed_by_another_import() {
    let (_dir, db) = temp_log();
    let files = hands(40);
    for round in 0..20u64 {
        let mut child = import(&db, &files)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(5 + (round * 37) % 90));
        let _ = child.kill();
        let _ = child.wait();
        // The next import completes: every hand is written, or reported as
        // one whose recorded stacks split a chip.
        let out = import(&db, &files[..4]).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        let refused = err.lines().filter(|l| l.contains("not recorded"));
        assert!(
            refused.clone().all(|l| l.contains("not the recorded ones")),
            "round {round}: {err}"
        );
        assert!(
            out.status.code().is_some_and(|c| c <= 1),
            "round {round}: {err}"
        );
        verifies(&db);
    }
    // No hand is left open, and the log reopens at the table.
    let desk = Desk::open(&db, HouseRules::preset(Variant::NoLimitHoldem), "import").unwrap();
    assert!(desk.hand().is_none());
}

/// The hands in the log at `db`.
fn hand_count(db: &std::path::Path) -> usize {
    dealerdesk::log::EventLog::open_read_only(db)
        .unwrap()
        .hands(&dealerdesk::log::HandFilter::all())
        .unwrap()
        .len()
}

/// The hands in a log an import was killed on: none when it was killed
/// before the log was made whole enough to read.
fn hand_count_now(db: &std::path::Path) -> usize {
    match dealerdesk::log::EventLog::open_read_only(db) {
        Ok(log) => log
            .hands(&dealerdesk::log::HandFilter::all())
            .unwrap()
            .len(),
        Err(_) => 0,
    }
}

/// How many of `files` an import records into a fresh log (the others split
/// a chip and are refused).
fn recordable(files: &[std::path::PathBuf]) -> usize {
    let (_dir, db) = temp_log();
    let out = import(&db, files).output().unwrap();
    assert!(out.status.code().is_some_and(|c| c <= 1));
    hand_count(&db)
}

#[test]
fn the_same_import_run_again_records_nothing_and_says_how_many_it_skipped() {
    let (_dir, db) = temp_log();
    let files = hands(12);
    let first = import(&db, &files).output().unwrap();
    let said = String::from_utf8_lossy(&first.stdout);
    let recorded = said.matches("recorded as hand").count();
    assert!(recorded >= 6, "{said}");
    assert_eq!(hand_count(&db), recorded);
    let events = verifies(&db);

    let again = import(&db, &files).output().unwrap();
    let said = String::from_utf8_lossy(&again.stdout);
    let err = String::from_utf8_lossy(&again.stderr);
    assert_eq!(said.matches("recorded as hand").count(), 0, "{said}");
    assert!(
        err.contains(&format!("skipped {recorded} hands already in the log")),
        "{err}"
    );
    assert_eq!(hand_count(&db), recorded);
    assert_eq!(verifies(&db), events, "nothing was written");

    // In Czech and Polish, with their plurals.
    let mut cs = import(&db, &files);
    let err = cs.args(["--lang", "cs"]).output().unwrap().stderr;
    let err = String::from_utf8_lossy(&err);
    assert!(
        err.contains(&format!("přeskočeno (už v záznamu): {recorded} her"))
            || err.contains(&format!("přeskočeno (už v záznamu): {recorded} hry")),
        "{err}"
    );

    // Half the files again with the other half: only what is missing.
    let (_dir2, half) = temp_log();
    import(&half, &files[..6]).output().unwrap();
    let before = hand_count(&half);
    let out = import(&half, &files).output().unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert_eq!(said.matches("recorded as hand").count(), recorded - before);
    assert_eq!(hand_count(&half), recorded);
    verifies(&half);
}

#[test]
fn an_import_killed_at_several_moments_then_run_again_ends_with_exactly_the_files_hands() {
    let files = hands(40);
    let want = recordable(&files);
    let (_dir, db) = temp_log();
    for (round, wait) in [20u64, 60, 150, 300, 500, 800].into_iter().enumerate() {
        let mut child = import(&db, &files)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(wait));
        let _ = child.kill();
        let _ = child.wait();
        // The next round runs the same import again over what this one left.
        assert!(hand_count_now(&db) <= want, "round {round}");
    }
    let out = import(&db, &files).output().unwrap();
    assert!(out.status.code().is_some_and(|c| c <= 1));
    assert_eq!(hand_count(&db), want);
    verifies(&db);
    // And once more: nothing to add.
    let out = import(&db, &files).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 0);
    assert_eq!(hand_count(&db), want);
}

//! A long log reopens from its last snapshot, verified whole:
//! mid-hand exactly as folding the whole log gives, a log written before
//! snapshots still opens from the start, and the tail after a mark is still
//! checked.

use std::path::Path;

use dealerdesk_core::engine::{Next, legal_actions};
use dealerdesk_core::notation::PhhHand;
use dealerdesk_core::rules::{HouseRules, Rule, RuleId, Setting, Taken, Variant};
use dealerdesk_desk::command::{Command, parse_command};
use dealerdesk_desk::desk::{Desk, TableState};
use dealerdesk_i18n::{Lang, Words};
use dealerdesk_log::{EventLog, LogError, MARK_EVERY, NewEvent, Seq};

use crate::fixtures::{copy_without_row_extras, phh_files, temp_log};

/// A log of `hands` hands: the bundled Pluribus hands imported in turn.
pub(crate) fn long_log(db: &Path, hands: usize) -> Desk {
    let dir = crate::repo().join("tests/data/phh/public/pluribus");
    let records: Vec<PhhHand> = phh_files(&dir)
        .iter()
        .map(|f| PhhHand::parse(&std::fs::read_to_string(f).unwrap()).unwrap())
        .collect();
    let mut desk = Desk::open(db, HouseRules::preset(Variant::NoLimitHoldem), "long").unwrap();
    let mut done = 0;
    for hand in records.iter().cycle() {
        if done == hands {
            break;
        }
        // A hand whose recorded stacks split a chip is refused whole.
        if desk.import(hand).is_ok() {
            done += 1;
        }
    }
    desk
}

#[test]
fn a_long_log_resumes_mid_hand_from_its_last_snapshot_exactly() {
    let (_dir, db) = temp_log();
    let mut desk = long_log(&db, 400);
    // Every hand ends with a snapshot: the last is the log's last entry.
    let (head, _) = desk.log().head().unwrap();
    let snap = desk
        .log()
        .last_event_with_action("desk snapshot")
        .unwrap()
        .expect("a snapshot");
    assert_eq!(snap.seq, head);
    assert!(head.0 > 10_000, "a long log: {head:?}");

    // A live hand, stopped part-way: hole cards dealt, everyone calls to
    // the flop but the big blind, who has yet to act.
    desk.start_hand().unwrap();
    step(&mut desk, "u");
    let players = desk.hand().unwrap().spec.stacks.len();
    for _ in 1..players {
        step(&mut desk, "c");
    }
    let before = desk.table().clone();
    let hand_no = desk.hand().unwrap().hand_no;
    drop(desk);

    // Another game asked for: an existing log keeps its own.
    let mut desk = Desk::open(&db, HouseRules::preset(Variant::PotLimitOmaha), "other").unwrap();
    assert_eq!(desk.table(), &before, "resumed from the snapshot");
    let whole = TableState::from_log(&EventLog::open_read_only(&db).unwrap()).unwrap();
    assert_eq!(&whole, &before, "folded from the first entry");
    let live = desk.hand().unwrap();
    assert_eq!(live.hand_no, hand_no);
    assert_eq!(live.actions.len(), players + players - 1);
    // The hand goes on where it stopped: the big blind checks, the round
    // is over and the dealer's step is next.
    step(&mut desk, "c");
    let live = desk.hand().unwrap();
    let legal = legal_actions(&live.state, desk.rules());
    assert!(
        matches!(legal.next, Next::Dealer(_)),
        "the dealer deals next: {:?}",
        legal.next
    );
}

/// One line typed at the command line, carried out.
fn step(desk: &mut Desk, line: &str) {
    match parse_command(line, desk).unwrap() {
        command @ (Command::Act(_) | Command::DealUnseen) => {
            desk.carry_out(&command).unwrap();
        }
        other => panic!("{line}: {other:?}"),
    }
}

#[test]
fn opening_marks_the_verified_point_and_checks_the_tail_after_it() {
    let (_dir, db) = temp_log();
    drop(long_log(&db, 200));
    let (head, _) = EventLog::open_read_only(&db).unwrap().head().unwrap();
    assert!(head.0 >= MARK_EVERY);
    // The first open verified it whole and marks the head.
    let log = EventLog::open(&db).unwrap();
    let mark = log
        .last_event_with_action("log verified")
        .unwrap()
        .expect("a mark");
    assert_eq!(mark.seq.0, head.0 + 1);
    assert_eq!(mark.payload["seq"], head.0);
    drop(log);
    // A second open, with fewer new entries than MARK_EVERY, writes none.
    let mut log = EventLog::open(&db).unwrap();
    assert_eq!(log.head().unwrap().0, mark.seq);
    let dealer = log.operators().unwrap()[0].id;
    for i in 0..3 {
        log.append(NewEvent {
            hand: None,
            operator: dealer,
            action: format!("note {i}"),
            payload: serde_json::json!({"desk": "dealer", "name": "Dana"}),
        })
        .unwrap();
    }
    drop(log);
    // An entry after the mark edited behind the log's back is caught at open.
    let raw = rusqlite::Connection::open(&db).unwrap();
    raw.execute_batch("DROP TRIGGER events_no_update").unwrap();
    raw.execute(
        "UPDATE events SET action = 'note 9' WHERE seq = ?1",
        [i64::try_from(mark.seq.0 + 2).unwrap()],
    )
    .unwrap();
    drop(raw);
    match EventLog::open(&db) {
        Err(LogError::BrokenChain { seq, .. }) => assert_eq!(seq, Seq(mark.seq.0 + 2)),
        other => panic!("expected a broken chain, got {other:?}"),
    }
}

#[test]
fn a_row_added_after_the_mark_without_its_record_is_caught_at_open() {
    let (_dir, db) = temp_log();
    drop(long_log(&db, 200));
    drop(EventLog::open(&db).unwrap());
    let raw = rusqlite::Connection::open(&db).unwrap();
    raw.execute(
        "INSERT INTO operators(name, role, pin_hash) VALUES ('Eve', 'floor', 'x')",
        [],
    )
    .unwrap();
    drop(raw);
    match EventLog::open(&db) {
        Err(LogError::BrokenChain { .. }) => {}
        other => panic!("expected a broken chain, got {other:?}"),
    }
}

#[test]
fn a_log_without_snapshots_opens_from_the_start() {
    let (_dir, db) = temp_log();
    let desk = long_log(&db, 30);
    let table = desk.table().clone();
    drop(desk);
    // The same log as written before snapshots: every entry but them.
    let (_dir2, old) = temp_log();
    copy_without_row_extras(&db, &old);
    let reader = EventLog::open_read_only(&old).unwrap();
    assert!(
        reader
            .last_event_with_action("desk snapshot")
            .unwrap()
            .is_none()
    );
    reader.verify(|_, _| {}).unwrap();
    drop(reader);
    let desk = Desk::open(&old, HouseRules::preset(Variant::NoLimitHoldem), "long").unwrap();
    // The same table (the copy's entries carry the times they were copied).
    let copy = desk.table();
    assert_eq!(copy.seats(), table.seats());
    assert_eq!(copy.button(), table.button());
    assert_eq!(copy.blind_seats(), table.blind_seats());
    assert_eq!(copy.owed(), table.owed());
    assert_eq!(copy.last_hand(), table.last_hand());
    assert_eq!(copy.last_hand().unwrap().hand_no, 30);
}

/// A log written before a rule's source was data carries it as English
/// after the citation ("… (from the bundled preset: not in this house
/// file)"): it still opens and verifies, and the source reads back as data
/// that each language says its own way.
#[test]
fn a_log_whose_citations_carry_the_old_english_note_opens_with_the_source_as_data() {
    let (_dir, db) = temp_log();
    let preset = HouseRules::preset(Variant::FixedLimitHoldem);
    let min = preset.rules.min_raise.clone().unwrap();
    let burns = preset.rules.burns.clone().unwrap();
    let mut old = preset.clone();
    old.rules.min_raise = Some(Rule {
        cite: format!(
            "{} (from the bundled preset: not in this house file)",
            min.cite
        ),
        taken: Taken::House,
        ..min.clone()
    });
    old.rules.burns = Some(Setting {
        cite: "TDA 2024 Rule 38 (the default: not in this house file)".into(),
        taken: Taken::House,
        ..burns
    });
    // As a desk of that time recorded them.
    drop(Desk::open(&db, old, "old").unwrap());
    let desk = Desk::open(&db, HouseRules::preset(Variant::NoLimitHoldem), "old").unwrap();
    assert!(desk.log().verify(|_, _| {}).is_ok());
    let rule = desk.rules().rule(RuleId::MinRaise);
    assert_eq!(rule.cite, min.cite);
    assert_eq!(rule.taken, Taken::Preset);
    let burns = desk.rules().rule(RuleId::Burns);
    assert_eq!(burns.cite, "TDA 2024 Rule 38");
    assert_eq!(burns.taken, Taken::Default);
    assert_eq!(
        dealerdesk_desk::speak::cite(Words::new(Lang::Cs), &rule),
        format!(
            "{} (z přiložené předvolby: v tomto souboru pravidel herny není)",
            min.cite
        )
    );
    assert_eq!(
        dealerdesk_desk::speak::cite(Words::new(Lang::En), &burns),
        "TDA 2024 Rule 38 (the default: not in this house file)"
    );
}

//! The table desk: seats and button across hands, every action in the log
//! before it shows, and a desk reopened on its log resuming mid-hand.

use dealerdesk_core::chips::Chips;
use dealerdesk_core::notation::parse_action;
use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::desk::{Desk, DeskError, SeatNo, SeatRefusal, WeakPin};

fn open(path: &std::path::Path) -> Desk {
    Desk::open(path, HouseRules::preset(Variant::NoLimitHoldem), "Table 7").unwrap()
}

fn act(desk: &mut Desk, actions: &str) {
    for a in actions.split(';').map(str::trim).filter(|a| !a.is_empty()) {
        let action = parse_action(a).unwrap();
        desk.submit(&action).unwrap_or_else(|e| panic!("{a}: {e}"));
    }
}

fn stacks(desk: &Desk) -> Vec<(u8, u64)> {
    desk.seats().iter().map(|(n, s)| (n.0, s.stack.0)).collect()
}

fn seated(path: &std::path::Path) -> Desk {
    let mut desk = open(path);
    desk.seat(SeatNo(2), "Ana", Chips(200)).unwrap();
    desk.seat(SeatNo(5), "Ben", Chips(200)).unwrap();
    desk.seat(SeatNo(9), "Cy", Chips(200)).unwrap();
    desk
}

#[test]
fn the_button_moves_and_blinds_follow_it_hand_to_hand() {
    let dir = tempfile::tempdir().unwrap();
    let mut desk = seated(&dir.path().join("t.sqlite"));
    // Hand 1: button on seat 2; seat 5 posts the small blind, seat 9 the big.
    let hand = desk.start_hand().unwrap();
    assert_eq!(hand.button, SeatNo(2));
    assert_eq!(hand.seats, [SeatNo(5), SeatNo(9), SeatNo(2)]);
    act(
        &mut desk,
        "d dh p1 ????; d dh p2 ????; d dh p3 ????; p3 f; p1 f",
    );
    assert!(
        desk.hand().is_none(),
        "the hand ended when all folded to the big blind"
    );
    assert_eq!(stacks(&desk), [(2, 200), (5, 199), (9, 201)]);
    // Hand 2: the button moves to seat 5.
    let hand = desk.start_hand().unwrap();
    assert_eq!(hand.button, SeatNo(5));
    assert_eq!(hand.seats, [SeatNo(9), SeatNo(2), SeatNo(5)]);
    assert_eq!(hand.state.bets(), [Chips(1), Chips(2), Chips(0)]);
}

#[test]
fn a_session_with_an_all_in_side_pot_carries_stacks_and_verifies() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = seated(&path);
    desk.add_chips(SeatNo(9), Chips(100)).unwrap();
    desk.start_hand().unwrap();
    // Positions: p1 seat 5 (200), p2 seat 9 (300), p3 seat 2 (200, button).
    act(
        &mut desk,
        "d dh p1 AhAd; d dh p2 KhKd; d dh p3 QhQd; p3 cbr 200; p1 cc; p2 cc; \
         p1 sm AhAd; p2 sm KhKd; p3 sm QhQd; d burn ??; d db 2c7s9d; d burn ??; d db Tc; d burn ??; d db 3h",
    );
    // Aces win the 600 pot; the kings keep the 100 nobody could call.
    assert_eq!(stacks(&desk), [(2, 0), (5, 600), (9, 100)]);
    let report = desk.log().verify(|_, _| {}).unwrap();
    assert!(report.events > 20);
    let hands = desk
        .log()
        .hands(&dealerdesk_log::HandFilter::all())
        .unwrap();
    assert_eq!(hands.len(), 1);
    assert!(hands[0].ended_at.is_some());
}

#[test]
fn a_refused_action_writes_nothing_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut desk = seated(&dir.path().join("t.sqlite"));
    desk.start_hand().unwrap();
    act(&mut desk, "d dh p1 ????; d dh p2 ????; d dh p3 ????");
    let before = desk.hand().unwrap().state.clone();
    let events = desk.log().events(None).unwrap().len();
    let err = desk.submit(&parse_action("p3 cbr 3").unwrap()).unwrap_err();
    match err {
        DeskError::Refused(r) => assert_eq!(r.rule.id, "min_raise"),
        other => panic!("{other}"),
    }
    assert_eq!(desk.hand().unwrap().state, before);
    assert_eq!(desk.log().events(None).unwrap().len(), events);
}

#[test]
fn reopening_the_log_resumes_the_hand_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let before = {
        let mut desk = seated(&path);
        desk.start_hand().unwrap();
        act(
            &mut desk,
            "d dh p1 AhAd; d dh p2 KhKd; d dh p3 QhQd; p3 cbr 10; p1 cc",
        );
        desk.hand().unwrap().clone()
    };
    // As after a crash: the desk is gone; a new one opens the same file.
    let mut desk = open(&path);
    assert_eq!(desk.hand(), Some(&before));
    assert_eq!(desk.button(), Some(SeatNo(2)));
    act(&mut desk, "p2 f; d burn ??; d db 2c7s9d");
    assert_eq!(desk.hand().unwrap().state.street().name(), "flop");
}

#[test]
fn seating_rules_are_enforced() {
    let dir = tempfile::tempdir().unwrap();
    let mut desk = seated(&dir.path().join("t.sqlite"));
    assert!(desk.seat(SeatNo(2), "Dee", Chips(100)).is_err());
    assert!(desk.seat(SeatNo(11), "Dee", Chips(100)).is_err());
    desk.start_hand().unwrap();
    assert!(matches!(
        desk.add_chips(SeatNo(2), Chips(50)),
        Err(DeskError::Seating(e)) if e.refusal == SeatRefusal::AddDuringHand
    ));
    assert!(matches!(
        desk.leave(SeatNo(5)),
        Err(DeskError::Seating(e)) if e.refusal == SeatRefusal::LeaveDuringHand(SeatNo(5))
    ));
    assert!(matches!(desk.start_hand(), Err(DeskError::HandInPlay)));
    // Sitting out takes effect from the next hand.
    desk.sit_out(SeatNo(9)).unwrap();
    act(
        &mut desk,
        "d dh p1 ????; d dh p2 ????; d dh p3 ????; p3 f; p1 f",
    );
    let hand = desk.start_hand().unwrap();
    assert_eq!(hand.seats.len(), 2);
    assert!(!hand.seats.contains(&SeatNo(9)));
}

#[test]
fn a_hand_row_left_without_a_start_is_closed_and_numbering_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    drop(seated(&path));
    {
        // As if the power went between opening the hand row and recording its start.
        let mut log = dealerdesk_log::EventLog::open(&path).unwrap();
        let session = log.sessions().unwrap()[0].id;
        let dealer = log.operators().unwrap()[0].id;
        log.begin_hand(session, 1, dealer).unwrap();
    }
    let mut desk = open(&path);
    assert!(desk.hand().is_none());
    assert_eq!(desk.start_hand().unwrap().hand_no, 2);
}

#[test]
fn the_floor_voids_the_last_action_with_a_reason_on_record() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = seated(&path);
    let floor = desk.add_floor("Flo", "432100").unwrap();
    desk.start_hand().unwrap();
    act(&mut desk, "d dh p1 ????; d dh p2 ????; d dh p3 ????");
    let before = desk.hand().unwrap().state.clone();
    act(&mut desk, "p3 cbr 50");
    // The dealer cannot rule, a wrong PIN is refused, and a ruling needs a reason.
    let dealer = desk
        .log()
        .operators()
        .unwrap()
        .iter()
        .find(|o| o.role == dealerdesk_log::Role::Dealer)
        .unwrap()
        .id;
    assert!(desk.void_last(dealer, "", "typo").is_err());
    assert!(desk.void_last(floor, "1111", "typo").is_err());
    assert!(desk.void_last(floor, "432100", " ").is_err());
    desk.void_last(floor, "432100", "dealer keyed 50 for 5")
        .unwrap();
    assert_eq!(desk.hand().unwrap().state, before);
    act(&mut desk, "p3 cbr 5");
    // The voided raise and the ruling stay in the log, under the floor's role.
    let events = desk.log().events(None).unwrap();
    let void = events
        .iter()
        .find(|e| e.action == "floor void p3 cbr 50")
        .unwrap();
    assert_eq!(void.role, dealerdesk_log::Role::Floor);
    assert_eq!(void.payload["reason"], "dealer keyed 50 for 5");
    assert!(events.iter().any(|e| e.action == "p3 cbr 50"));
    // Reopened, the desk reaches the same hand.
    let state = desk.hand().unwrap().state.clone();
    drop(desk);
    let desk = open(&path);
    assert_eq!(desk.hand().unwrap().state, state);
}

#[test]
fn the_floor_kills_a_hand_with_its_reason_on_record_and_the_pot_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = seated(&path);
    let floor = desk.add_floor("Flo", "432100").unwrap();
    desk.start_hand().unwrap();
    act(
        &mut desk,
        "d dh p1 ????; d dh p2 ????; d dh p3 ????; p3 cbr 10; p1 cc",
    );
    // p2 (seat 9, big blind) was found holding three cards.
    let kill = parse_action("d kill p2").unwrap();
    assert!(
        desk.floor_action(floor, "0000", "three cards", &kill)
            .is_err()
    );
    desk.floor_action(
        floor,
        "432100",
        "p2 held three cards after substantial action",
        &kill,
    )
    .unwrap();
    let hand = desk.hand().unwrap();
    assert!(hand.state.players()[1].folded);
    assert_eq!(
        hand.state.pots()[0].amount,
        Chips(22),
        "the dead hand's blind stays in"
    );
    let entry = desk
        .log()
        .events(None)
        .unwrap()
        .into_iter()
        .find(|e| e.action == "d kill p2")
        .unwrap();
    assert_eq!(entry.role, dealerdesk_log::Role::Floor);
    assert_eq!(
        entry.payload["reason"],
        "p2 held three cards after substantial action"
    );
    let state = hand.state.clone();
    drop(desk);
    assert_eq!(open(&path).hand().unwrap().state, state);
}

#[test]
fn the_floor_corrects_an_amount_in_one_ruling() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = seated(&path);
    let floor = desk.add_floor("Flo", "432100").unwrap();
    desk.start_hand().unwrap();
    act(
        &mut desk,
        "d dh p1 ????; d dh p2 ????; d dh p3 ????; p3 cbr 50",
    );
    let logged = desk.log().events(None).unwrap().len();
    // The correction must be the same player's, and legal where the old one stood.
    let other = parse_action("p1 cbr 5").unwrap();
    assert!(desk.correct_last(floor, "432100", "typo", &other).is_err());
    let short = parse_action("p3 cbr 3").unwrap();
    match desk.correct_last(floor, "432100", "typo", &short) {
        Err(DeskError::Refused(r)) => assert_eq!(r.rule.id, "min_raise"),
        other => panic!("{other:?}"),
    }
    assert_eq!(desk.log().events(None).unwrap().len(), logged);
    let fixed = parse_action("p3 cbr 5").unwrap();
    desk.correct_last(floor, "432100", "dealer keyed 50 for 5", &fixed)
        .unwrap();
    let hand = desk.hand().unwrap();
    assert_eq!(hand.state.bets(), [Chips(1), Chips(2), Chips(5)]);
    assert_eq!(hand.actions.last(), Some(&fixed));
    // The correction, and its signature after it.
    let mut events = desk.log().events(None).unwrap();
    let signature = events.pop().unwrap();
    let entry = events.pop().unwrap();
    assert_eq!(signature.action, "log signed");
    assert_eq!(signature.payload["seq"], entry.seq.0);
    assert_eq!(entry.action, "floor correct p3 cbr 50 to p3 cbr 5");
    assert_eq!(entry.role, dealerdesk_log::Role::Floor);
    assert_eq!(entry.payload["reason"], "dealer keyed 50 for 5");
    // The hand goes on from the corrected raise, and reopens the same.
    act(&mut desk, "p1 cc; p2 cc");
    let state = desk.hand().unwrap().state.clone();
    drop(desk);
    assert_eq!(open(&path).hand().unwrap().state, state);
}

#[test]
fn the_floor_awards_a_pot_by_ruling_and_the_hand_closes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = seated(&path);
    let floor = desk.add_floor("Flo", "432100").unwrap();
    desk.start_hand().unwrap();
    // Positions: p1 seat 5, p2 seat 9, p3 seat 2 (button).
    act(
        &mut desk,
        "d dh p1 ????; d dh p2 ????; d dh p3 ????; p3 cbr 10; p1 cc; p2 cc",
    );
    let award = parse_action("d award p1").unwrap();
    desk.floor_action(floor, "432100", "p2 and p3 misread their hands", &award)
        .unwrap();
    assert!(desk.hand().is_none(), "the award ends the hand");
    assert_eq!(stacks(&desk), [(2, 190), (5, 220), (9, 190)]);
    drop(desk);
    let desk = open(&path);
    assert!(desk.hand().is_none());
    assert_eq!(stacks(&desk), [(2, 190), (5, 220), (9, 190)]);
}

#[test]
fn a_floor_person_registers_another_only_with_their_own_pin() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = seated(&path);
    let flo = desk.add_floor("Flo", "432100").unwrap();
    let floors = |d: &Desk| d.log().operators().unwrap().len();
    let before = floors(&desk);
    let refused = desk.add_floor_by(flo, "0000", "Max", "1111");
    assert!(matches!(refused, Err(DeskError::WrongPin)));
    assert_eq!(floors(&desk), before);
    // A short PIN or passphrase, one digit repeated or a straight run is
    // refused, even on a good word.
    for (weak, why) in [
        ("1111", WeakPin::FewDigits),
        ("12345", WeakPin::FewDigits),
        ("open sesame", WeakPin::ShortPassphrase),
        ("000000", WeakPin::OneDigit),
        ("77777777", WeakPin::OneDigit),
        ("123456", WeakPin::Straight),
        ("012345", WeakPin::Straight),
        ("987654", WeakPin::Straight),
        ("6543210", WeakPin::Straight),
    ] {
        let refused = desk.add_floor_by(flo, "432100", "Max", weak);
        assert!(
            matches!(refused, Err(DeskError::WeakPin(w)) if w == why),
            "{weak}"
        );
    }
    assert_eq!(floors(&desk), before);
    let max = desk.add_floor_by(flo, "432100", "Max", "111122").unwrap();
    assert!(desk.log().check_pin(max, "111122").unwrap());
    let lee = desk
        .add_floor_by(flo, "432100", "Lee", "correct horse battery")
        .unwrap();
    assert!(desk.log().check_pin(lee, "correct horse battery").unwrap());
    assert_eq!(floors(&desk), before + 2);
}

#[test]
fn the_dealer_cannot_enter_a_floor_ruling_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = seated(&path);
    let flo = desk.add_floor("Flo", "432100").unwrap();
    desk.start_hand().unwrap();
    // Before the deal is complete the dealer may still call a misdeal.
    act(&mut desk, "d dh p1 ????");
    let events = desk.log().events(None).unwrap().len();
    let state = desk.hand().unwrap().state.clone();
    for ruling in ["d kill p2", "d award p1", "d fouled", "d see p1"] {
        let refused = desk.submit(&parse_action(ruling).unwrap());
        assert!(
            matches!(refused, Err(DeskError::FloorOnly { .. })),
            "{ruling}: {refused:?}"
        );
    }
    assert_eq!(desk.log().events(None).unwrap().len(), events);
    assert_eq!(desk.hand().unwrap().state, state);
    act(&mut desk, "d dh p2 ????; d dh p3 ????");
    // Once the deal is complete, a misdeal is the floor's too.
    let refused = desk.submit(&parse_action("d misdeal").unwrap());
    let message = refused.unwrap_err().to_string();
    assert!(message.contains("needs the floor"), "{message}");
    assert_eq!(desk.hand().unwrap().state.misdeals(), 0);
    // The floor, with the PIN and a reason, may.
    let misdeal = parse_action("d misdeal").unwrap();
    desk.floor_action(flo, "432100", "two cards flashed", &misdeal)
        .unwrap();
    assert_eq!(desk.hand().unwrap().state.misdeals(), 1);
}

#[test]
fn the_dealer_may_call_a_misdeal_while_still_dealing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = seated(&path);
    desk.start_hand().unwrap();
    act(&mut desk, "d dh p1 ????; d misdeal");
    assert_eq!(desk.hand().unwrap().state.misdeals(), 1);
}

#[test]
fn the_last_hand_is_kept_as_it_ended_and_comes_back_on_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = seated(&path);
    assert!(desk.table().last_hand().is_none());
    desk.start_hand().unwrap();
    act(
        &mut desk,
        "d dh p1 ????; d dh p2 ????; d dh p3 ????; p3 f; p1 f",
    );
    assert!(desk.hand().is_none());
    let last = desk.table().last_hand().unwrap().clone();
    assert!(last.state.is_done());
    // Its final stacks are the seats' stacks now.
    for (seat, stack) in last.seats.iter().zip(last.state.stacks()) {
        assert_eq!(desk.seats()[seat].stack, stack);
    }
    drop(desk);
    assert_eq!(open(&path).table().last_hand(), Some(&last));
}

/// A right PIN given with a ruling that is refused records nothing, so it
/// does not break a run of wrong PINs, live or reopened (hunted: the live
/// desk cleared the count, the folded log did not).
#[test]
fn a_refused_ruling_does_not_clear_wrong_pins_live_or_reopened() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = seated(&path);
    let flo = desk.add_floor("Flo", "432100").unwrap();
    desk.start_hand().unwrap();
    for _ in 0..4 {
        assert!(desk.void_last(flo, "000000", "typo").is_err());
    }
    // The right PIN, but the hand has no action to void: nothing recorded.
    let nothing = desk
        .void_last(flo, "432100", "void")
        .unwrap_err()
        .to_string();
    assert!(nothing.contains("no action"), "{nothing}");
    assert!(desk.void_last(flo, "000000", "typo").is_err());
    let live = desk
        .void_last(flo, "432100", "void")
        .unwrap_err()
        .to_string();
    assert!(live.contains("locked"), "{live}");
    let table = desk.table().clone();
    drop(desk);
    assert_eq!(open(&path).table(), &table);
}

#[test]
fn five_wrong_pins_lock_the_floor_person_out_and_each_is_on_record() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = seated(&path);
    let flo = desk.add_floor("Flo", "432100").unwrap();
    let max = desk.add_floor_by(flo, "432100", "Max", "246800").unwrap();
    desk.start_hand().unwrap();
    act(
        &mut desk,
        "d dh p1 ????; d dh p2 ????; d dh p3 ????; p3 cbr 50",
    );
    // Four wrong PINs, then the right one: the count starts again.
    for _ in 0..4 {
        assert!(desk.void_last(flo, "000000", "typo").is_err());
    }
    let refused = |d: &Desk| {
        d.log()
            .events(None)
            .unwrap()
            .iter()
            .filter(|e| e.action.starts_with("desk pin refused"))
            .count()
    };
    assert_eq!(refused(&desk), 4);
    desk.void_last(flo, "432100", "dealer keyed 50 for 5")
        .unwrap();
    act(&mut desk, "p3 cbr 5");
    // Five in a row lock Flo out, right PIN or not.
    for _ in 0..5 {
        assert!(desk.void_last(flo, "000000", "typo").is_err());
    }
    let locked = desk
        .void_last(flo, "432100", "typo")
        .unwrap_err()
        .to_string();
    assert!(locked.contains("locked"), "{locked}");
    assert_eq!(refused(&desk), 9);
    assert!(desk.log().verify(|_, _| {}).is_ok());
    // Reopened, Flo is still locked; Max is not.
    drop(desk);
    let mut desk = open(&path);
    let locked = desk
        .void_last(flo, "432100", "typo")
        .unwrap_err()
        .to_string();
    assert!(locked.contains("locked"), "{locked}");
    desk.void_last(max, "246800", "dealer keyed 5 for 6")
        .unwrap();
}

fn family(file: &str) -> HouseRules {
    HouseRules::from_file(&crate::repo().join(file)).unwrap()
}

fn refusal(result: Result<(), DeskError>) -> dealerdesk_desk::desk::SeatingError {
    match result {
        Err(DeskError::Seating(e)) => *e,
        other => panic!("not a seating refusal: {other:?}"),
    }
}

#[test]
fn seating_refusals_name_the_house_rule() {
    let dir = tempfile::tempdir().unwrap();
    let rules = family("rulesets/wsop-2026-cash/nl-holdem.yaml");
    let mut desk = Desk::open(dir.path().join("t.sqlite"), rules, "Table 7").unwrap();
    desk.seat(SeatNo(2), "Ana", Chips(200)).unwrap();
    let events = desk.log().events(None).unwrap().len();
    let e = refusal(desk.seat(SeatNo(2), "Ben", Chips(100)));
    let taken = SeatRefusal::Taken {
        seat: SeatNo(2),
        name: "Ana".into(),
    };
    assert_eq!(e.refusal, taken);
    assert_eq!(e.rule.as_ref().unwrap().id, "seating");
    let e = refusal(desk.seat(SeatNo(3), "Ben", Chips(0)));
    assert_eq!(e.refusal, SeatRefusal::NoChips);
    assert_eq!(e.rule.as_ref().unwrap().id, "seating");
    let e = refusal(desk.seat(SeatNo(3), "Ben", Chips(201)));
    let above = SeatRefusal::AboveMaximum {
        stack: Chips(201),
        max: Chips(200),
    };
    assert_eq!(e.refusal, above);
    assert_eq!(e.rule.as_ref().unwrap().id, "buy_in");
    assert!(e.to_string().contains("House buy-in"), "{e}");
    let e = refusal(desk.seat(SeatNo(11), "Ben", Chips(100)));
    assert_eq!(e.refusal, SeatRefusal::NoSuchSeat(SeatNo(11)));
    assert_eq!(e.rule, None, "seat numbers are no house rule");
    desk.seat(SeatNo(3), "Ben", Chips(200)).unwrap();
    desk.start_hand().unwrap();
    let events_in_hand = desk.log().events(None).unwrap().len();
    let e = refusal(desk.add_chips(SeatNo(2), Chips(10)));
    assert_eq!(e.refusal, SeatRefusal::AddDuringHand);
    let rule = e.rule.as_ref().unwrap();
    assert_eq!(rule.id, "table_stakes");
    assert!(rule.cite.contains("table stakes"), "{}", rule.cite);
    assert_eq!(desk.log().events(None).unwrap().len(), events_in_hand);
    assert!(events < events_in_hand);
}

#[test]
fn a_player_back_within_the_hour_brings_at_least_the_stack_they_left_with() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let rules = || family("rulesets/wsop-2026-cash/nl-holdem.yaml");
    assert_eq!(rules().rathole(), Some(60));
    let mut desk = Desk::open(&path, rules(), "Table 7").unwrap();
    for (seat, name) in [(1, "Ana"), (2, "Ben"), (3, "Cy")] {
        desk.seat(SeatNo(seat), name, Chips(200)).unwrap();
    }
    // Ana wins the blinds and leaves with 203, over the 200 maximum.
    desk.start_hand().unwrap();
    act(
        &mut desk,
        "d dh p1 ????; d dh p2 ????; d dh p3 ????; p3 cbr 6; p1 f; p2 f",
    );
    assert_eq!(desk.seats()[&SeatNo(1)].stack, Chips(203));
    desk.leave(SeatNo(1)).unwrap();
    let e = refusal(desk.seat(SeatNo(4), "ana", Chips(150)));
    assert!(matches!(
        e.refusal,
        SeatRefusal::Rathole {
            left: Chips(203),
            stack: Chips(150),
            ..
        }
    ));
    assert_eq!(e.rule.as_ref().unwrap().id, "rathole");
    assert!(
        e.to_string().contains("left 0 minute(s) ago with 203"),
        "{e}"
    );
    // More than she left with is a new buy-in, within the maximum.
    let e = refusal(desk.seat(SeatNo(4), "Ana", Chips(250)));
    assert_eq!(e.rule.as_ref().unwrap().id, "buy_in");
    // Exactly what she left with, whatever the maximum.
    desk.seat(SeatNo(4), "Ana", Chips(203)).unwrap();
    desk.leave(SeatNo(4)).unwrap();
    // Reopened, the desk still knows what she left with.
    drop(desk);
    let mut desk = Desk::open(&path, rules(), "Table 7").unwrap();
    let e = refusal(desk.seat(SeatNo(5), "Ana", Chips(100)));
    assert_eq!(e.rule.as_ref().unwrap().id, "rathole");
    // Where the rulebook is silent (TDA), a player comes back with any buy-in.
    let mut desk = open(&dir.path().join("u.sqlite"));
    desk.seat(SeatNo(1), "Ana", Chips(200)).unwrap();
    desk.leave(SeatNo(1)).unwrap();
    desk.seat(SeatNo(1), "Ana", Chips(50)).unwrap();
}

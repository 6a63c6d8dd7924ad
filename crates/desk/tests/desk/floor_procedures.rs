//! No dealer path to a floor outcome: a dealer procedure whose result is a
//! dead hand, or a misdeal once a player has acted, is refused from the
//! dealer at the desk (nothing written, the hand as it was) and entered by
//! the floor with a PIN and a reason; the same procedure where its result is
//! the dealer's (a short hand completed, a misdeal before any action) stays
//! the dealer's.

use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::notation::parse_action;
use dealerdesk_core::rules::{HouseRules, RuleId, Variant};
use dealerdesk_desk::desk::{Desk, DeskError, FloorCall, SeatNo};
use dealerdesk_i18n::{Lang, Words};
use dealerdesk_log::OperatorId;

const PIN: &str = "432100";

/// Four seated at 200 with Flo on the floor, hand 1 dealt: p1 seat 5 (small
/// blind), p2 seat 7 (big blind), p3 seat 9, p4 seat 2 (the button).
fn dealt(path: &std::path::Path) -> (Desk, OperatorId) {
    let mut desk = Desk::open(path, HouseRules::preset(Variant::NoLimitHoldem), "Table 7").unwrap();
    for (seat, name) in [(2, "Ana"), (5, "Ben"), (7, "Dee"), (9, "Cy")] {
        desk.seat(SeatNo(seat), name, Chips(200)).unwrap();
    }
    let flo = desk.add_floor("Flo", PIN).unwrap();
    desk.start_hand().unwrap();
    act(
        &mut desk,
        "d dh p1 AhKh; d dh p2 7c8c; d dh p3 QcQd; d dh p4 JsTs",
    );
    (desk, flo)
}

fn act(desk: &mut Desk, actions: &str) {
    for a in actions.split(';').map(str::trim).filter(|a| !a.is_empty()) {
        desk.submit(&parse_action(a).unwrap())
            .unwrap_or_else(|e| panic!("{a}: {e}"));
    }
}

/// Enters `procedure` as the dealer, expects it refused as the floor's for
/// `why`, with nothing written and the hand as it was; returns the refusal in
/// English.
fn refused(desk: &mut Desk, procedure: &str, why: FloorCall) -> String {
    let entries = desk.log().events(None).unwrap().len();
    let state = desk.hand().unwrap().state.clone();
    let err = desk.submit(&parse_action(procedure).unwrap()).unwrap_err();
    match &err {
        DeskError::FloorOnly { action, why: got } => {
            assert_eq!(action.to_string(), procedure);
            assert_eq!(*got, why, "{procedure}");
        }
        other => panic!("{procedure}: {other:?}"),
    }
    assert_eq!(desk.log().events(None).unwrap().len(), entries);
    assert_eq!(desk.hand().unwrap().state, state);
    dealerdesk_desk::speak::desk_error(Words::new(Lang::En), &err, desk.rules())
}

fn floor(desk: &mut Desk, flo: OperatorId, procedure: &str) {
    desk.floor_action(
        flo,
        PIN,
        "seen by the floor",
        &parse_action(procedure).unwrap(),
    )
    .unwrap_or_else(|e| panic!("{procedure}: {e}"));
}

fn stacks(desk: &Desk) -> Vec<(u8, u64)> {
    desk.seats().iter().map(|(n, s)| (n.0, s.stack.0)).collect()
}

#[test]
fn a_short_hand_not_acted_on_is_the_dealers_to_complete() {
    let dir = tempfile::tempdir().unwrap();
    let (mut desk, _) = dealt(&dir.path().join("t.sqlite"));
    act(&mut desk, "p3 cc; d short p4; d dh p4 Ts");
    assert!(!desk.hand().unwrap().state.players()[3].folded);
    assert_eq!(desk.hand().unwrap().state.bets(), [1, 2, 2, 0].map(Chips));
}

#[test]
fn a_short_hand_after_the_flop_kills_an_all_in_hand_only_by_the_floor() {
    let dir = tempfile::tempdir().unwrap();
    let (mut desk, flo) = dealt(&dir.path().join("t.sqlite"));
    // Cy (p3) is all in for 200 and called by Dee (p2): a 401-chip pot.
    act(
        &mut desk,
        "p3 cbr 200; p4 f; p1 f; p2 cc; p3 sm QcQd; p2 sm 7c8c; d burn ??; d db 2c3c4c",
    );
    let said = refused(
        &mut desk,
        "d short p3",
        FloorCall::KillsHand {
            rule: Some(RuleId::ShortHoleCard),
        },
    );
    assert!(said.contains("dead hand"), "{said}");
    assert!(said.contains("short_hole_card"), "{said}");
    // The floor may: Cy's hand is dead and Dee takes the pot.
    floor(&mut desk, flo, "d short p3");
    assert!(desk.hand().is_none());
    assert_eq!(stacks(&desk), [(2, 200), (5, 199), (7, 401), (9, 0)]);
}

#[test]
fn an_extra_card_before_any_action_is_the_dealers_misdeal() {
    let dir = tempfile::tempdir().unwrap();
    let (mut desk, _) = dealt(&dir.path().join("t.sqlite"));
    act(&mut desk, "d extra p4 ??");
    assert_eq!(desk.hand().unwrap().state.misdeals(), 1);
}

#[test]
fn an_extra_card_after_an_action_is_a_misdeal_only_the_floor_calls() {
    let dir = tempfile::tempdir().unwrap();
    let (mut desk, flo) = dealt(&dir.path().join("t.sqlite"));
    act(&mut desk, "p3 cbr 10");
    let said = refused(
        &mut desk,
        "d extra p1 ??",
        FloorCall::MisdealAfterAction {
            rule: Some(RuleId::ExtraHoleCard),
        },
    );
    assert!(said.contains("misdeal"), "{said}");
    assert_eq!(desk.hand().unwrap().state.bets(), [1, 2, 10, 0].map(Chips));
    floor(&mut desk, flo, "d extra p1 ??");
    let state = &desk.hand().unwrap().state;
    assert_eq!(state.misdeals(), 1);
    // Cy's raise is handed back: the bets are the blinds as posted.
    assert_eq!(state.bets(), [1, 2, 0, 0].map(Chips));
}

#[test]
fn an_extra_card_after_the_flop_kills_the_hand_only_by_the_floor() {
    let dir = tempfile::tempdir().unwrap();
    let (mut desk, flo) = dealt(&dir.path().join("t.sqlite"));
    act(
        &mut desk,
        "p3 cc; p4 cc; p1 cc; p2 cc; d burn ??; d db 2c3c4c",
    );
    refused(
        &mut desk,
        "d extra p3 ??",
        FloorCall::KillsHand {
            rule: Some(RuleId::DeadHand),
        },
    );
    assert!(!desk.hand().unwrap().state.players()[2].folded);
    floor(&mut desk, flo, "d extra p3 ??");
    assert!(desk.hand().unwrap().state.players()[2].folded);
}

#[test]
fn an_exposed_card_while_dealing_is_the_dealers_misdeal() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = Desk::open(&path, HouseRules::preset(Variant::NoLimitHoldem), "T").unwrap();
    for (seat, name) in [(2, "Ana"), (5, "Ben"), (7, "Dee")] {
        desk.seat(SeatNo(seat), name, Chips(200)).unwrap();
    }
    desk.start_hand().unwrap();
    act(&mut desk, "d dh p1 AhKh; d exposed p1 Ah");
    assert_eq!(desk.hand().unwrap().state.misdeals(), 1);
}

#[test]
fn an_exposed_card_after_an_action_is_a_misdeal_only_the_floor_calls() {
    let dir = tempfile::tempdir().unwrap();
    let (mut desk, flo) = dealt(&dir.path().join("t.sqlite"));
    act(&mut desk, "p3 cc");
    refused(
        &mut desk,
        "d exposed p1 Ah",
        FloorCall::MisdealAfterAction {
            rule: Some(RuleId::ExposedHoleCard),
        },
    );
    floor(&mut desk, flo, "d exposed p1 Ah");
    let state = &desk.hand().unwrap().state;
    assert_eq!(state.misdeals(), 1);
    assert_eq!(state.bets(), [1, 2, 0, 0].map(Chips));
}

#[test]
fn a_floor_only_procedure_is_said_with_its_rule_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    let (mut desk, _) = dealt(&dir.path().join("t.sqlite"));
    act(&mut desk, "p3 cc");
    let err = desk
        .submit(&parse_action("d extra p1 ??").unwrap())
        .unwrap_err();
    let who = dealerdesk_desk::speak::Players::at_table(&desk);
    for lang in Lang::ALL {
        let words = Words::new(lang);
        let said = dealerdesk_desk::speak::desk_error_at(words, &who, &err, desk.rules());
        // The player by name and seat, not as `p1`.
        let p1 = dealerdesk_desk::speak::player(words, &who, Pos(0));
        assert!(p1.starts_with("Ana ") || p1.starts_with("Ben "), "{p1}");
        assert!(said.contains(&p1), "{lang:?}: {said}");
        assert!(!said.contains("p1"), "{lang:?}: {said}");
        assert!(!said.contains("floor-call"), "{lang:?}: {said}");
    }
}

//! A mixed-game table: the game changes between hands, the log records it,
//! and each hand is reviewed and exported under the game it was dealt in.

use dealerdesk_core::chips::Chips;
use dealerdesk_core::game::Variant;
use dealerdesk_core::notation::{PhhHand, parse_action};
use dealerdesk_core::replay::replay;
use dealerdesk_core::rules::HouseRules;
use dealerdesk_desk::desk::{Desk, DeskError, SeatNo};
use dealerdesk_desk::review::review_log;

fn act(desk: &mut Desk, actions: &str) {
    for a in actions.split(';').map(str::trim).filter(|a| !a.is_empty()) {
        let action = parse_action(a).unwrap();
        desk.submit(&action).unwrap_or_else(|e| panic!("{a}: {e}"));
    }
}

#[test]
fn the_game_changes_between_hands_and_each_hand_keeps_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let holdem = HouseRules::preset(Variant::NoLimitHoldem);
    let stud = HouseRules::preset(Variant::Stud);
    let mut desk = Desk::open(&path, holdem.clone(), "Table 3").unwrap();
    desk.seat(SeatNo(1), "Ana", Chips(100)).unwrap();
    desk.seat(SeatNo(2), "Ben", Chips(100)).unwrap();
    desk.start_hand().unwrap();
    act(&mut desk, "d dh p1 AhKh; d dh p2 ????");
    // A hand in play keeps its game: the change is refused, nothing written.
    let before = desk.log().events(None).unwrap().len();
    assert!(matches!(
        desk.change_game(stud.clone()),
        Err(DeskError::HandInPlay)
    ));
    assert_eq!(desk.log().events(None).unwrap().len(), before);
    assert_eq!(desk.rules().variant(), Variant::NoLimitHoldem);
    // Whoever acts first folds.
    let p = desk.hand().unwrap().state.clone();
    let next = dealerdesk_core::engine::legal_actions(&p, desk.rules());
    let folder = match next.next {
        dealerdesk_core::engine::Next::Player(pos) => pos.index() + 1,
        other => panic!("{other:?}"),
    };
    act(&mut desk, &format!("p{folder} f"));
    assert!(desk.hand().is_none());

    desk.change_game(stud.clone()).unwrap();
    assert_eq!(desk.rules().variant(), Variant::Stud);
    desk.start_hand().unwrap();
    act(&mut desk, "d dh p1 2c3c4c; d dh p2 5d6d7d; p1 pb; p2 f");
    assert!(desk.hand().is_none());
    drop(desk);

    // Opened again, the table deals stud: the log's last game.
    let desk = Desk::open(&path, holdem.clone(), "Table 3").unwrap();
    assert_eq!(desk.rules().variant(), Variant::Stud);
    let reviews = review_log(desk.log(), holdem).unwrap();
    assert_eq!(reviews.len(), 2);
    let games: Vec<Variant> = reviews.iter().map(|r| r.rules.variant()).collect();
    assert_eq!(games, [Variant::NoLimitHoldem, Variant::Stud]);
    // Each exported hand names its game and replays to the stacks it ended with.
    for r in &reviews {
        let text = r.to_phh().to_phh();
        let hand = PhhHand::parse(&text).unwrap();
        assert_eq!(hand.variant, r.rules.variant());
        let end = replay(&hand, &r.rules).unwrap();
        assert_eq!(end.stacks(), r.last_state().stacks());
    }
    // Ana's four is the low card: she brings in, Ben folds to it, and the
    // uncalled bring-in comes back (the stud preset has no antes).
    let stud_end = reviews[1].last_state();
    assert!(stud_end.players()[1].folded);
    assert_eq!(stud_end.stacks(), [Chips(100), Chips(100)]);
}

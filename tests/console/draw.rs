//! A draw game at the console by keyboard: each player's discards typed
//! as a count or `pat`, `b` the burn, `u` the replacements dealt unseen,
//! and each seat showing its cards drawn, draw by draw.

use super::*;
use dealerdesk::desk::draws;

#[test]
fn a_triple_draw_hand_by_keyboard_shows_each_players_draws_by_their_seat() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("draw.sqlite");
    let rules = HouseRules::preset(Variant::FixedLimitTripleDraw);
    let mut table = Desk::open(&db, rules, "Draw").unwrap();
    for (seat, name) in [(1, "Ana"), (3, "Ben"), (6, "Cleo")] {
        table.seat(SeatNo(seat), name, Chips(200)).unwrap();
    }
    let mut h = harness(Console::with_desk(table));
    for line in ["n", "u", "c", "c", "c"] {
        type_line(&mut h, line);
    }
    assert!(shows(&h, "to draw"), "the prompt asks for the discards");
    // In turn from the button's left: two cards, pat, one card.
    for line in ["2", "pat", "1", "b", "u"] {
        type_line(&mut h, line);
    }
    let hand = desk(&h).hand().unwrap();
    assert_eq!(hand.state.street_index(), 1);
    assert_eq!(
        draws(&hand.actions, hand.seats.len()),
        [vec![2], vec![0], vec![1]]
    );
    for line in ["c", "c", "c", "pat", "3", "pat", "b", "u"] {
        type_line(&mut h, line);
    }
    for said in [
        "drew 2, drew 0 (pat)",
        "drew 0 (pat), drew 3",
        "drew 1, drew 0 (pat)",
    ] {
        assert!(shows(&h, said), "{said} by its seat");
    }
}

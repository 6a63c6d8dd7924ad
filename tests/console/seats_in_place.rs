//! The table as it stands: every seat of the table at its own place, taken
//! or not, so a player who moves shows at the new seat and the old one
//! empty; the dead button and a dead small blind on the seats where the
//! desk put them; a returning player's blinds said as posted, live and dead.

use super::*;
use egui_kittest::kittest::NodeT;

/// Deals unseen cards and folds every player in turn until the hand ends.
fn fold_around(desk: &mut Desk) {
    while let Some(hand) = desk.hand() {
        let action = match legal_actions(&hand.state, desk.rules()).next {
            Next::Dealer(DealStep::Hole { to, count }) => dealerdesk::engine::Action::DealHole {
                to,
                cards: vec![None; usize::from(count)],
            },
            Next::Player(p) => dealerdesk::engine::Action::Fold(p),
            other => panic!("unexpected {other:?}"),
        };
        desk.submit(&action).unwrap();
    }
}

/// Players at 200 in `seats`, named by seat ("player 3"), under the
/// no-limit preset (a dead button).
fn table(path: &std::path::Path, seats: &[u8]) -> Desk {
    let mut desk = Desk::open(path, HouseRules::preset(Variant::NoLimitHoldem), "T").unwrap();
    for s in seats {
        desk.seat(SeatNo(*s), &format!("player {s}"), Chips(200))
            .unwrap();
    }
    desk
}

/// Where the text `text` is drawn (one label holding exactly it).
fn rect_of(h: &Harness<'static, Console>, text: &str) -> egui::Rect {
    let found: Vec<egui::Rect> = h
        .root()
        .children_recursive()
        .filter(|n| {
            n.accesskit_node().role() == Role::Label
                && n.accesskit_node().value().as_deref() == Some(text)
        })
        .map(|n| n.rect())
        .collect();
    assert_eq!(found.len(), 1, "“{text}” is drawn {} times", found.len());
    found[0]
}

/// The place of the seat box holding `text`: its centre across the table
/// drawn (0 to 1 each way), so that a table a little taller or shorter as
/// the pad's messages come and go keeps its places.
fn place_of(h: &Harness<'static, Console>, text: &str) -> (i32, i32) {
    let b = box_of(h, text);
    let table = dealerdesk::ui::seat_rects(&h.ctx)
        .into_iter()
        .fold(egui::Rect::NOTHING, |u, r| u.union(r));
    let x = (b.center().x - table.min.x) / table.width();
    let y = (b.min.y - table.min.y) / table.height();
    ((x * 20.0).round() as i32, (y * 20.0).round() as i32)
}

/// The seat box holding the text `text`.
fn box_of(h: &Harness<'static, Console>, text: &str) -> egui::Rect {
    let at = rect_of(h, text).center();
    let boxes = dealerdesk::ui::seat_rects(&h.ctx);
    assert_eq!(boxes.len(), 10, "every seat of the table has its box");
    let found: Vec<egui::Rect> = boxes.into_iter().filter(|b| b.contains(at)).collect();
    assert_eq!(
        found.len(),
        1,
        "“{text}” lies in {} seat boxes",
        found.len()
    );
    found[0]
}

#[test]
fn a_player_who_moves_shows_at_the_new_seat_and_the_old_one_empty() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = table(&dir.path().join("t.sqlite"), &[1, 3, 5, 7]);
    table.start_hand().unwrap();
    fold_around(&mut table);
    let mut h = harness(Console::with_desk(table));
    let seat_3 = place_of(&h, "player 3");
    let seat_8 = place_of(&h, "Seat 8 (empty)");
    type_line(&mut h, "move 3 8");
    assert_eq!(desk(&h).seats()[&SeatNo(8)].name, "player 3");
    // The same places: the player in seat 8's, seat 3's now empty.
    assert_eq!(place_of(&h, "player 3"), seat_8);
    assert_eq!(place_of(&h, "Seat 3 (empty)"), seat_3);
    assert!(!shows(&h, "left the table"));
    // The next hand keeps every seat where it was.
    type_line(&mut h, "n");
    assert_eq!(place_of(&h, "player 3"), seat_8);
    assert_eq!(place_of(&h, "Seat 3 (empty)"), seat_3);
}

#[test]
fn a_dead_small_blind_and_a_dead_button_show_on_the_seats_the_desk_gave_them() {
    let dir = tempfile::tempdir().unwrap();
    // Hand 1: button 1, small blind 3, big blind 5. The big blind leaves:
    // hand 2's small blind falls on the empty seat 5 and is not posted.
    let mut desk = table(&dir.path().join("t.sqlite"), &[1, 3, 5, 7]);
    desk.start_hand().unwrap();
    fold_around(&mut desk);
    desk.leave(SeatNo(5)).unwrap();
    desk.start_hand().unwrap();
    let blinds = desk.table().blind_seats().unwrap();
    assert_eq!((blinds.button, blinds.small), (SeatNo(3), SeatNo(5)));
    let h = harness(Console::with_desk(desk));
    assert_eq!(
        box_of(&h, "no small blind (dead)"),
        box_of(&h, "Seat 5 (empty)")
    );

    // Hand 1 again; now the next button, seat 3, leaves: hand 2's button is
    // dead on the empty seat 3.
    let dir = tempfile::tempdir().unwrap();
    let mut desk = table(&dir.path().join("t.sqlite"), &[1, 3, 5, 7]);
    desk.start_hand().unwrap();
    fold_around(&mut desk);
    desk.leave(SeatNo(3)).unwrap();
    desk.start_hand().unwrap();
    assert_eq!(desk.hand().unwrap().button, SeatNo(3));
    let h = harness(Console::with_desk(desk));
    assert_eq!(box_of(&h, "dead button"), box_of(&h, "Seat 3 (empty)"));
}

#[test]
fn a_returning_player_s_blinds_are_said_as_posted_live_and_dead() {
    let dir = tempfile::tempdir().unwrap();
    let mut desk = table(&dir.path().join("t.sqlite"), &[1, 3, 5, 7]);
    desk.start_hand().unwrap();
    fold_around(&mut desk);
    // Seat 7 sits out while both blinds pass it, then comes back: in hand 4
    // it posts the big blind live and the small blind dead.
    desk.sit_out(SeatNo(7)).unwrap();
    desk.start_hand().unwrap();
    fold_around(&mut desk);
    desk.sit_in(SeatNo(7)).unwrap();
    desk.start_hand().unwrap();
    fold_around(&mut desk);
    desk.start_hand().unwrap();
    assert_eq!(desk.hand().unwrap().seats, [3, 5, 7, 1].map(SeatNo));
    let h = harness(Console::with_desk(desk));
    assert_eq!(box_of(&h, "2 live · 1 dead"), box_of(&h, "player 7"));
    assert!(shows(&h, "of which dead blinds 1 (player 7)"));
    // One pot: nobody is named as eligible for it, least of all seat 7 alone.
    assert!(!shows(&h, "eligible:"));
}

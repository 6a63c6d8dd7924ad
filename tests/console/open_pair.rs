//! The pad shows what `Legal` says: on a stud open pair under a cash house
//! (RRoP Seven-Card Stud 4) the small and the big bet are two buttons, and
//! nothing between them is offered.

use super::*;

#[test]
fn an_open_pair_offers_the_small_and_the_big_bet_as_two_buttons_rrop_stud_4() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("stud.sqlite");
    let mut table = Desk::open(&db, HouseRules::preset(Variant::Stud), "Stud").unwrap();
    for (seat, name, stack) in sample::STUD {
        table.seat(SeatNo(seat), name, Chips(stack)).unwrap();
    }
    let mut h = harness(Console::with_desk(table));
    type_line(&mut h, "n");
    // By position: p2 pairs its door card, the deuce of clubs, on fourth street.
    let holes = ["AsKs2sAh", "AcKc2c2d", "AdKdQdJd"];
    for _ in 0..20 {
        let hand = desk(&h).hand().unwrap();
        let legal = legal_actions(&hand.state, desk(&h).rules());
        let line = match legal.next {
            Next::Dealer(DealStep::Hole { to, count }) => next_cards(desk(&h), &holes, to, count)
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" "),
            Next::Dealer(DealStep::Burn) => "b".to_string(),
            Next::Player(_) if hand.state.street_index() == 1 => break,
            Next::Player(_) if legal.bring_in.is_some() => "bi".to_string(),
            _ => "c".to_string(),
        };
        type_line(&mut h, &line);
    }
    let hand = desk(&h).hand().unwrap();
    assert_eq!(hand.state.street_index(), 1, "fourth street is being bet");
    assert!(shows(&h, "Bet 5 or 10"), "the pad names both sizes");
    assert!(
        h.query_by_label("Amount").is_none(),
        "no amount between them"
    );
    click(&mut h, "Bet 10");
    let hand = desk(&h).hand().unwrap();
    let legal = legal_actions(&hand.state, desk(&h).rules());
    // The big bet made, every raise is big.
    assert_eq!(legal.to_notation(), ["f", "cc 10", "cbr 20"]);
    assert_eq!(hand.state.bets()[1], Chips(10), "p2 bet the big bet");
}

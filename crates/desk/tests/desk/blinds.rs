//! The desk's button and blinds across hands: a dead button (TDA 32, WSOP
//! 155) or a moving one (RRoP), and blinds missed while sitting out, posted on
//! return (RRoP) or waited out (WSOP 160-161), surviving a reopened log.

use std::path::Path;

use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::{Action, DealStep, Next, legal_actions};
use dealerdesk_core::rules::{HouseRules, NewPlayer, Variant};
use dealerdesk_desk::desk::{Desk, Owed, SeatNo};

fn nl_with(button: &str) -> HouseRules {
    let text =
        Variant::NoLimitHoldem
            .text()
            .replacen("value: dead", &format!("value: {button}"), 1);
    HouseRules::from_yaml(&text, "house.yaml").unwrap()
}

fn wsop_nl() -> HouseRules {
    HouseRules::from_file(&crate::repo().join("rulesets/wsop-2026-cash/nl-holdem.yaml")).unwrap()
}

fn table(path: &Path, rules: HouseRules, seats: &[u8]) -> Desk {
    let mut desk = Desk::open(path, rules, "Table 3").unwrap();
    for (i, s) in seats.iter().enumerate() {
        let name = format!("player {}", i + 1);
        desk.seat(SeatNo(*s), &name, Chips(200)).unwrap();
    }
    desk
}

/// Deals unseen cards and folds every player in turn until the hand ends.
fn fold_around(desk: &mut Desk) {
    while let Some(hand) = desk.hand() {
        let action = match legal_actions(&hand.state, desk.rules()).next {
            Next::Dealer(DealStep::Hole { to, count }) => Action::DealHole {
                to,
                cards: vec![None; usize::from(count)],
            },
            Next::Player(p) => Action::Fold(p),
            other => panic!("unexpected {other:?}"),
        };
        desk.submit(&action).unwrap();
    }
}

fn seats(desk: &Desk) -> Vec<u8> {
    desk.hand().unwrap().seats.iter().map(|s| s.0).collect()
}

fn bets(desk: &Desk) -> Vec<u64> {
    desk.hand()
        .unwrap()
        .state
        .bets()
        .iter()
        .map(|c| c.0)
        .collect()
}

fn stack(desk: &Desk, seat: u8) -> u64 {
    desk.seats()[&SeatNo(seat)].stack.0
}

#[test]
fn a_dead_button_stays_on_an_empty_seat_and_the_small_blind_may_be_dead_tda_32() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = table(&path, nl_with("dead"), &[1, 3, 5, 7, 9]);
    // Hand 1: button seat 1, blinds seats 3 and 5.
    desk.start_hand().unwrap();
    assert_eq!(seats(&desk), [3, 5, 7, 9, 1]);
    fold_around(&mut desk);
    desk.leave(SeatNo(3)).unwrap();
    // Hand 2: the big blind moves to seat 7, seat 5 posts the small blind and
    // the button stays on the empty seat 3.
    let hand = desk.start_hand().unwrap();
    assert_eq!(hand.button, SeatNo(3));
    assert_eq!(seats(&desk), [5, 7, 9, 1]);
    assert_eq!(bets(&desk), [1, 2, 0, 0]);
    fold_around(&mut desk);
    desk.leave(SeatNo(7)).unwrap();
    // Hand 3: big blind seat 9; the small blind's seat 7 is empty, so no small
    // blind is posted; the button is seat 5.
    let hand = desk.start_hand().unwrap();
    assert_eq!(hand.button, SeatNo(5));
    assert_eq!(seats(&desk), [9, 1, 5]);
    assert_eq!(bets(&desk), [2, 0, 0]);
    let blinds = desk.table().blind_seats().unwrap();
    assert_eq!((blinds.small, blinds.big), (SeatNo(7), SeatNo(9)));
    // The first to act is left of the big blind.
    let legal = legal_actions(&desk.hand().unwrap().state, desk.rules());
    assert_eq!(
        legal.next,
        Next::Dealer(DealStep::Hole {
            to: dealerdesk_core::chips::Pos(0),
            count: 2
        })
    );
    fold_around(&mut desk);
    assert_eq!(
        stack(&desk, 9),
        200,
        "with no small blind posted, the big blind takes back only its own"
    );
    // Reopened, the desk keeps the dead button's seats.
    drop(desk);
    let mut desk = Desk::open(&path, nl_with("dead"), "Table 3").unwrap();
    assert_eq!(desk.table().blind_seats(), Some(blinds));
    let hand = desk.start_hand().unwrap();
    // Hand 4: big blind seat 1, small blind seat 9, button on the empty seat 7.
    assert_eq!(hand.button, SeatNo(7));
    assert_eq!(seats(&desk), [9, 1, 5]);
    assert_eq!(bets(&desk), [1, 2, 0]);
}

#[test]
fn a_moving_button_goes_to_the_next_player_rrop() {
    let dir = tempfile::tempdir().unwrap();
    let mut desk = table(
        &dir.path().join("t.sqlite"),
        nl_with("moving"),
        &[1, 3, 5, 7, 9],
    );
    desk.start_hand().unwrap();
    fold_around(&mut desk);
    desk.leave(SeatNo(3)).unwrap();
    let hand = desk.start_hand().unwrap();
    assert_eq!(hand.button, SeatNo(5));
    assert_eq!(seats(&desk), [7, 9, 1, 5]);
    assert_eq!(bets(&desk), [1, 2, 0, 0]);
}

#[test]
fn missed_blinds_are_owed_and_posted_on_return_big_live_small_dead_rrop() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = table(&path, nl_with("dead"), &[1, 3, 5, 7]);
    desk.start_hand().unwrap();
    fold_around(&mut desk);
    desk.sit_out(SeatNo(7)).unwrap();
    // Hand 2: the big blind passes seat 7, which sits out: it owes both.
    desk.start_hand().unwrap();
    assert_eq!(seats(&desk), [5, 1, 3]);
    let both = Owed {
        small: true,
        big: true,
        new: false,
    };
    assert_eq!(desk.table().owed().get(&SeatNo(7)), Some(&both));
    fold_around(&mut desk);
    // Reopened mid-session, the debt is still there.
    drop(desk);
    let mut desk = Desk::open(&path, nl_with("dead"), "Table 3").unwrap();
    assert_eq!(desk.table().owed().get(&SeatNo(7)), Some(&both));
    desk.sit_in(SeatNo(7)).unwrap();
    // Hand 3: seat 7 sits between the button (5) and the big blind (3): it
    // waits for the button to pass, still owing.
    desk.start_hand().unwrap();
    assert_eq!(seats(&desk), [1, 3, 5]);
    assert_eq!(desk.table().owed().get(&SeatNo(7)), Some(&both));
    fold_around(&mut desk);
    // Hand 4: seat 7 is dealt in and posts 2 live and 1 dead.
    desk.start_hand().unwrap();
    assert_eq!(seats(&desk), [3, 5, 7, 1]);
    assert_eq!(bets(&desk), [1, 2, 2, 0]);
    assert_eq!(
        stack(&desk, 7),
        200,
        "between hands the seat keeps its stack"
    );
    let state = &desk.hand().unwrap().state;
    assert_eq!(state.stacks()[2], Chips(197));
    assert!(desk.table().owed().is_empty());
    // Its blind is live: the action starts with it, and it may check.
    desk.submit(&Action::DealHole {
        to: dealerdesk_core::chips::Pos(0),
        cards: vec![None; 2],
    })
    .unwrap();
    for p in 1..4 {
        desk.submit(&Action::DealHole {
            to: dealerdesk_core::chips::Pos(p),
            cards: vec![None; 2],
        })
        .unwrap();
    }
    let legal = legal_actions(&desk.hand().unwrap().state, desk.rules());
    assert_eq!(legal.next, Next::Player(dealerdesk_core::chips::Pos(2)));
    assert_eq!(legal.check_call, Some(Chips(0)));
    // Reopened mid-hand, the same hand with the same posts.
    let hand = desk.hand().unwrap().clone();
    drop(desk);
    let desk = Desk::open(&path, nl_with("dead"), "Table 3").unwrap();
    assert_eq!(desk.hand(), Some(&hand));
    assert!(desk.table().owed().is_empty());
}

#[test]
fn a_player_owing_blinds_waits_for_the_big_blind_wsop_160() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let rules = wsop_nl();
    let (sb, bb) = (rules.stakes.small_blind.0, rules.stakes.big_blind.0);
    let mut desk = table(&path, rules, &[1, 3, 5, 7]);
    desk.start_hand().unwrap();
    fold_around(&mut desk);
    desk.sit_out(SeatNo(7)).unwrap();
    desk.start_hand().unwrap();
    fold_around(&mut desk);
    desk.sit_in(SeatNo(7)).unwrap();
    // Hands 3 and 4: seat 7 waits.
    desk.start_hand().unwrap();
    assert_eq!(seats(&desk), [1, 3, 5]);
    fold_around(&mut desk);
    desk.start_hand().unwrap();
    assert_eq!(seats(&desk), [3, 5, 1]);
    fold_around(&mut desk);
    assert!(desk.table().owed().contains_key(&SeatNo(7)));
    // Hand 5: the big blind reaches seat 7, which posts it as usual.
    desk.start_hand().unwrap();
    assert_eq!(seats(&desk), [5, 7, 1, 3]);
    assert_eq!(bets(&desk), [sb, bb, 0, 0]);
    assert!(desk.table().owed().is_empty());
}

fn rrop_nl() -> HouseRules {
    HouseRules::from_file(&crate::repo().join("rulesets/roberts-rules/nl-holdem.yaml")).unwrap()
}

#[test]
fn a_new_player_with_a_moving_button_posts_a_live_big_blind_rrop() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let rules = rrop_nl();
    assert_eq!(rules.new_player(), NewPlayer::Post);
    let mut desk = table(&path, rules, &[1, 3, 5, 7]);
    // Hand 1: button 1, blinds 3 and 5; nobody is new at the first hand.
    desk.start_hand().unwrap();
    assert_eq!(bets(&desk), [1, 2, 0, 0]);
    fold_around(&mut desk);
    desk.seat(SeatNo(9), "Nell", Chips(200)).unwrap();
    assert_eq!(
        desk.table().owed().get(&SeatNo(9)).map(|o| o.big),
        Some(true)
    );
    // Hand 2: button 3, blinds 5 and 7; seat 9 posts 2 live and is dealt in.
    let hand = desk.start_hand().unwrap();
    assert_eq!(hand.button, SeatNo(3));
    assert_eq!(seats(&desk), [5, 7, 9, 1, 3]);
    assert_eq!(bets(&desk), [1, 2, 2, 0, 0]);
    assert!(desk.table().owed().is_empty());
    // The post is live: called around, Nell may check.
    for p in 0..5 {
        desk.submit(&Action::DealHole {
            to: dealerdesk_core::chips::Pos(p),
            cards: vec![None; 2],
        })
        .unwrap();
    }
    let legal = legal_actions(&desk.hand().unwrap().state, desk.rules());
    assert_eq!(legal.next, Next::Player(dealerdesk_core::chips::Pos(2)));
    assert_eq!(legal.check_call, Some(Chips(0)));
    fold_around(&mut desk);
    assert_eq!(stack(&desk, 9), 198, "Nell's post went to the big blind");
    assert_eq!(stack(&desk, 7), 203);
}

#[test]
fn a_new_player_is_not_dealt_in_on_the_button_or_the_small_blind_rrop() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = table(&path, rrop_nl(), &[1, 3, 5, 7]);
    desk.start_hand().unwrap();
    fold_around(&mut desk);
    // Seat 2 would be the next button: the new player waits for it to pass.
    desk.seat(SeatNo(2), "Nell", Chips(200)).unwrap();
    let hand = desk.start_hand().unwrap();
    assert_eq!(hand.button, SeatNo(3));
    assert_eq!(seats(&desk), [5, 7, 1, 3]);
    assert_eq!(bets(&desk), [1, 2, 0, 0]);
    fold_around(&mut desk);
    // Reopened, Nell still owes her big blind.
    drop(desk);
    let mut desk = Desk::open(&path, rrop_nl(), "Table 3").unwrap();
    assert!(desk.table().owed().contains_key(&SeatNo(2)));
    // Hand 3: button 5, blinds 7 and 1; Nell posts behind the big blind.
    let hand = desk.start_hand().unwrap();
    assert_eq!(hand.button, SeatNo(5));
    assert_eq!(seats(&desk), [7, 1, 2, 3, 5]);
    assert_eq!(bets(&desk), [1, 2, 2, 0, 0]);
}

#[test]
fn a_new_player_waits_for_the_big_blind_when_the_house_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let text = Variant::NoLimitHoldem
        .text()
        .replacen("value: dead", "value: moving", 1)
        .replacen("value: dealt-in", "value: wait", 1);
    let rules = HouseRules::from_yaml(&text, "house.yaml").unwrap();
    let mut desk = table(&dir.path().join("t.sqlite"), rules, &[1, 3, 5]);
    desk.start_hand().unwrap();
    fold_around(&mut desk);
    desk.seat(SeatNo(4), "Nell", Chips(200)).unwrap();
    // Hands 2 and 3: seat 4 waits (it would be the small blind, then the
    // button).
    desk.start_hand().unwrap();
    assert_eq!(seats(&desk), [5, 1, 3]);
    fold_around(&mut desk);
    desk.start_hand().unwrap();
    assert_eq!(seats(&desk), [1, 3, 5]);
    fold_around(&mut desk);
    // Hand 4: the big blind reaches seat 4, which posts it as usual.
    desk.start_hand().unwrap();
    assert_eq!(seats(&desk), [3, 4, 5, 1]);
    assert_eq!(bets(&desk), [1, 2, 0, 0]);
    assert!(desk.table().owed().is_empty());
}

#[test]
fn a_new_player_is_dealt_in_free_in_a_tournament_and_when_a_game_starts_again() {
    let dir = tempfile::tempdir().unwrap();
    // TDA: a player moved to the table is dealt in at once.
    let mut desk = table(&dir.path().join("t.sqlite"), nl_with("moving"), &[1, 3, 5]);
    desk.start_hand().unwrap();
    fold_around(&mut desk);
    desk.seat(SeatNo(9), "Nell", Chips(200)).unwrap();
    assert!(desk.table().owed().is_empty());
    desk.start_hand().unwrap();
    assert_eq!(seats(&desk), [5, 9, 1, 3]);
    assert_eq!(bets(&desk), [1, 2, 0, 0]);
    // Under RRoP, a newcomer to a table down to one player posts nothing.
    let mut desk = table(&dir.path().join("u.sqlite"), rrop_nl(), &[1, 3]);
    desk.start_hand().unwrap();
    fold_around(&mut desk);
    desk.leave(SeatNo(3)).unwrap();
    desk.seat(SeatNo(5), "Nell", Chips(200)).unwrap();
    desk.start_hand().unwrap();
    assert_eq!(seats(&desk), [1, 5]);
    assert_eq!(bets(&desk), [2, 1]);
}

#[test]
fn a_new_player_waits_for_the_big_blind_behind_a_dead_button_wsop() {
    let dir = tempfile::tempdir().unwrap();
    let rules = wsop_nl();
    assert_eq!(rules.new_player(), NewPlayer::Wait);
    let mut desk = table(&dir.path().join("t.sqlite"), rules, &[1, 3, 5, 7]);
    desk.start_hand().unwrap();
    fold_around(&mut desk);
    desk.seat(SeatNo(9), "Nell", Chips(200)).unwrap();
    // Hand 2: the big blind moves to seat 7; seat 9 waits.
    let hand = desk.start_hand().unwrap();
    assert_eq!(hand.button, SeatNo(3));
    assert_eq!(seats(&desk), [5, 7, 1, 3]);
    fold_around(&mut desk);
    // Hand 3: the big blind reaches seat 9, which posts it as usual.
    let hand = desk.start_hand().unwrap();
    assert_eq!(hand.button, SeatNo(5));
    assert_eq!(seats(&desk), [7, 9, 1, 3, 5]);
    assert_eq!(bets(&desk), [1, 2, 0, 0, 0]);
    assert!(desk.table().owed().is_empty());
}

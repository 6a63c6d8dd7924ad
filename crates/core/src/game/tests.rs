//! The games' tables checked against what each deals.

use super::*;

#[test]
fn each_game_s_definition_is_its_own() {
    for game in Game::ALL {
        assert_eq!(game.def().game, game);
    }
}

#[test]
fn holdem_deals_two_down_and_a_board_of_three_one_one() {
    let d = Game::Holdem.def();
    assert_eq!(d.hole_cards(), 2);
    assert_eq!([0, 1, 2, 3].map(|s| d.board_through(s)), [0, 3, 4, 5]);
    assert!(d.has_blinds() && d.has_board());
    assert!(!(0..2).any(|i| d.face_up(i)));
    assert_eq!(d.street(2).street, Street::Turn);
    assert!(d.street(2).big_bet && !d.street(1).big_bet);
}

#[test]
fn omaha_deals_four_down_and_the_holdem_board() {
    let d = Game::Omaha.def();
    assert_eq!(d.hole_cards(), 4);
    assert_eq!(d.first_deal(), 4);
    assert_eq!(d.board_through(3), 5);
    assert_eq!(d.hand, HandMaker::TwoAndThree);
    assert!(d.deals(Split::HiLo8));
}

#[test]
fn stud_deals_two_down_four_up_one_down_to_eight_players() {
    let d = Game::Stud.def();
    let faces: Vec<bool> = (0..7).map(|i| d.face_up(i)).collect();
    assert_eq!(faces, [false, false, true, true, true, true, false]);
    assert_eq!([0, 1, 2, 3, 4].map(|s| d.hole_through(s)), [3, 4, 5, 6, 7]);
    assert!(!d.has_board() && !d.has_blinds());
    assert_eq!(d.max_players, 8);
    assert_eq!(d.last_street(), 4);
    assert!(d.street(2).big_bet && !d.street(1).big_bet);
}

#[test]
fn short_deck_deals_holdem_from_thirty_six_cards_sixes_to_aces() {
    let d = Game::ShortDeck.def();
    assert_eq!(d.streets, Game::Holdem.def().streets);
    assert_eq!(d.deck_size(), 36);
    assert_eq!(Game::Holdem.def().deck_size(), 52);
    let card = |t: &str| t.parse::<Card>().unwrap();
    assert!(d.in_deck(card("6c")) && d.in_deck(card("As")));
    assert!(!d.in_deck(card("5h")) && Game::Holdem.def().in_deck(card("2c")));
    assert_eq!(d.ranking, Ranking::ShortDeck);
    assert!(d.has_blinds());
}

#[test]
fn razz_deals_stud_for_the_lowest_hand_and_the_highest_card_brings_in() {
    let d = Game::Razz.def();
    assert_eq!(d.streets, Game::Stud.def().streets);
    assert_eq!(d.opener, Opener::BringIn);
    assert_eq!(d.up_cards, UpCards::Low);
    assert_eq!(d.ranking, Ranking::AceFiveLow);
    assert!(d.deals(Split::High) && !d.deals(Split::HiLo8));
    assert_eq!(Game::Stud.def().up_cards, UpCards::High);
}

#[test]
fn the_draws_deal_to_eight_at_most_and_to_their_rulebook_size_by_default() {
    let size = |g: Game, s: Structure| (g.def().table_size(s), g.def().max_players);
    assert_eq!(
        size(Game::DeuceSevenTripleDraw, Structure::FixedLimit),
        (6, 8)
    );
    assert_eq!(size(Game::DeuceSevenSingleDraw, Structure::NoLimit), (7, 8));
    assert_eq!(
        size(Game::DeuceSevenSingleDraw, Structure::FixedLimit),
        (6, 8)
    );
    assert_eq!(size(Game::Badugi, Structure::FixedLimit), (8, 8));
    assert_eq!(size(Game::Holdem, Structure::NoLimit), (10, 10));
    for game in Game::ALL {
        let d = game.def();
        for s in [Structure::FixedLimit, Structure::NoLimit] {
            assert!((2..=d.max_players).contains(&usize::from(d.table_size(s))));
        }
    }
}

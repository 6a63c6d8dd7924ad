//! Every card off the deck counts, seen or not: a full stud table that stays
//! to seventh street meets a short stub, and the engine calls the procedure
//! (TDA RP-10-H, WSOP-L 232): the burns are scrambled back into the stub,
//! and if it is still short, one common card is dealt face up for everyone.

use dealerdesk_core::cards::Card;
use dealerdesk_core::engine::{Action, DealStep, Event, Next, Note, Phase, check_invariants};
use dealerdesk_core::rules::Game;

use crate::support::Table;

fn stud(players: usize) -> Table {
    let fields = format!(
        "antes = [{}]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [{}]",
        vec!["1"; players].join(", "),
        vec!["500"; players].join(", ")
    );
    Table::new("F7S", &fields)
}

/// Plays to the end: down cards dealt unseen, up cards and the common card
/// from a fresh deck, every player checking or calling and showing at the
/// end. Returns the rulings on the way.
fn play_out(t: &mut Table) -> Vec<(String, Note)> {
    let mut deck = (0..52u8).rev().filter_map(Card::from_index);
    let mut rulings = Vec::new();
    for _ in 0..2000 {
        if t.state.is_done() {
            return rulings;
        }
        let legal = t.legal();
        let action = match legal.next {
            Next::Dealer(DealStep::Hole { to, count }) => {
                let held = t.state.players()[to.index()].cards().len();
                let cards = (0..usize::from(count))
                    .map(|k| {
                        let up = dealerdesk_core::engine::dealt_face_up(Game::Stud, held + k);
                        if up { deck.next() } else { None }
                    })
                    .collect();
                Action::DealHole { to, cards }
            }
            Next::Dealer(DealStep::Board { count }) => Action::DealBoard {
                cards: (0..count).filter_map(|_| deck.next()).collect(),
            },
            Next::Dealer(DealStep::Burn) => Action::Burn { card: None },
            Next::Player(p) if t.state.phase() == Phase::Betting => {
                if legal.bring_in.is_some() {
                    Action::BringIn(p)
                } else {
                    Action::CheckCall(p)
                }
            }
            Next::Player(p) => {
                // The players show what they hold: unseen down cards are
                // read from the deck as they are turned over.
                let cards = t.state.players()[p.index()]
                    .cards()
                    .iter()
                    .map(|c| c.or_else(|| deck.next()))
                    .collect();
                Action::Show { pos: p, cards }
            }
            Next::Done => panic!("the hand is not over, yet nothing is next"),
        };
        let events = t
            .state
            .play(&t.rules, &action)
            .unwrap_or_else(|r| panic!("{action} refused: {r}"));
        check_invariants(&t.state, &t.rules).unwrap();
        assert!(
            t.state.cards_out() <= 52,
            "{} cards out",
            t.state.cards_out()
        );
        for e in events {
            if let Event::Ruled { rule, note } = e {
                rulings.push((rule.id.to_string(), note));
            }
        }
    }
    panic!("the hand did not end");
}

#[test]
fn seven_players_to_seventh_street_scramble_the_burns_into_the_stub_tda_rp_10_h() {
    let mut t = stud(7);
    let rulings = play_out(&mut t);
    let short: Vec<_> = rulings
        .iter()
        .filter(|(id, _)| id == "stud_short_stub")
        .collect();
    assert_eq!(short.len(), 1, "{rulings:?}");
    assert!(
        matches!(short[0].1, Note::StudShortStub { burns: 3, .. }),
        "{short:?}"
    );
    assert!(rulings.iter().all(|(id, _)| id != "stud_common_card"));
    // Every player got a seventh-street card: no common card.
    assert!(t.state.board().is_empty());
    assert!(t.state.players().iter().all(|p| p.cards().len() == 7));
}

#[test]
fn eight_players_to_seventh_street_get_one_common_card_tda_rp_10_h() {
    let mut t = stud(8);
    let rulings = play_out(&mut t);
    let short: Vec<_> = rulings
        .iter()
        .filter(|(id, _)| id == "stud_common_card")
        .collect();
    assert_eq!(short.len(), 1, "{rulings:?}");
    assert!(
        matches!(short[0].1, Note::StudCommonCard { players: 8, .. }),
        "{short:?}"
    );
    assert_eq!(t.state.board().len(), 1);
    assert!(t.state.players().iter().all(|p| p.cards().len() == 6));
}

#[test]
fn a_short_handed_table_deals_seventh_street_as_usual() {
    let mut t = stud(5);
    let rulings = play_out(&mut t);
    assert!(
        rulings
            .iter()
            .all(|(id, _)| id != "stud_common_card" && id != "stud_short_stub")
    );
    assert!(t.state.players().iter().all(|p| p.cards().len() == 7));
}

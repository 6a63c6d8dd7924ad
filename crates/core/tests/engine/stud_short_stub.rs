//! The count of cards a stud stub must hold before seventh street is dealt
//! from it as it is (`stud_short_stub`): TDA RP-10-H asks for a burn, a card
//! for each player and a spare, WSOP 232 for two cards more than the players.
//! Short of it, the earlier burns go back into the stub; still short, one
//! common card is dealt for all (`stud_common_card`).

use dealerdesk_core::cards::Card;
use dealerdesk_core::engine::{Action, DealStep, Event, Next, Note, Phase};
use dealerdesk_core::rules::HouseRules;

use crate::support::Table;

const EIGHT: &str = "variant = 'F7S'\nantes = [1, 1, 1, 1, 1, 1, 1, 1]\nbring_in = 2\nsmall_bet = 5\n\
                     big_bet = 10\nstarting_stacks = [500, 500, 500, 500, 500, 500, 500, 500]";

/// Eight players under `rules`, burns not entered: down cards unseen, up
/// cards from the top of a fresh deck (p8's king of clubs brings in), every
/// player checking or calling except those `fold` names for a street
/// (0 = third). Returns the rulings of the hand.
fn play(rules: HouseRules, fold: &[(u8, &str)]) -> (Table, Vec<(String, Note)>) {
    let hand =
        dealerdesk_core::notation::PhhHand::parse(&format!("{EIGHT}\nactions = []\n")).unwrap();
    let mut t = Table::with_rules(&hand, rules);
    let mut deck = (0..52u8).rev().filter_map(Card::from_index);
    let mut rulings = Vec::new();
    while !t.state.is_done() {
        let legal = t.legal();
        let action = match legal.next {
            Next::Dealer(DealStep::Hole { to, count }) => {
                let held = t.state.players()[to.index()].cards().len();
                let cards = (0..usize::from(count))
                    .map(|k| {
                        let up = dealerdesk_core::engine::dealt_face_up(t.state.game(), held + k);
                        if up { deck.next() } else { None }
                    })
                    .collect();
                Action::DealHole { to, cards }
            }
            Next::Dealer(DealStep::Board { count }) => Action::DealBoard {
                cards: (0..count).filter_map(|_| deck.next()).collect(),
            },
            Next::Dealer(DealStep::Burn) => Action::Burn { card: None },
            Next::Player(pos) if t.state.phase() == Phase::Betting => {
                let street = t.state.street_index() as u8;
                if legal.bring_in.is_some() {
                    Action::BringIn(pos)
                } else if fold.contains(&(street, pos.to_string().as_str())) {
                    Action::Fold(pos)
                } else {
                    Action::CheckCall(pos)
                }
            }
            Next::Player(pos) => {
                let cards = t.state.players()[pos.index()]
                    .cards()
                    .iter()
                    .map(|c| c.or_else(|| deck.next()))
                    .collect();
                Action::Show { pos, cards }
            }
            Next::Done => panic!("the hand is not over, yet nothing is next"),
        };
        let events = t
            .state
            .play(&t.rules, &action)
            .unwrap_or_else(|r| panic!("{action} refused: {r}"));
        for e in events {
            if let Event::Ruled { rule, note } = e {
                rulings.push((rule.id.to_string(), note));
            }
        }
    }
    (t, rulings)
}

fn family(file: &str) -> HouseRules {
    let path = crate::support::repo().join("rulesets").join(file);
    HouseRules::from_file(&path).unwrap()
}

fn ids(rulings: &[(String, Note)]) -> Vec<&str> {
    rulings
        .iter()
        .map(|(id, _)| id.as_str())
        .filter(|id| id.starts_with("stud_"))
        .collect()
}

/// Six players to seventh street, two having folded on third: 24 + 18
/// cards dealt and 3 burns leave 7, a burn and a card for each of six.
const SIX_LEFT: [(u8, &str); 2] = [(0, "p6"), (0, "p7")];
/// 8, 7 and 6 players on fourth to sixth street, six on seventh: 45 cards
/// dealt leave 7 with the burns returned.
const SEVEN_LEFT: [(u8, &str); 2] = [(1, "p7"), (2, "p6")];

#[test]
fn a_stub_short_of_a_spare_takes_back_the_burns_tda_rp_10_h_wsop_232() {
    for file in ["tda-2024/stud.yaml", "wsop-2026-cash/stud.yaml"] {
        let (t, rulings) = play(family(file), &SIX_LEFT);
        assert_eq!(ids(&rulings), ["stud_short_stub"], "{file}");
        assert_eq!(
            rulings
                .iter()
                .find(|(id, _)| id == "stud_short_stub")
                .unwrap()
                .1,
            Note::StudShortStub {
                stub: 7,
                need: 8,
                players: 6,
                spares: 1,
                burns: 3,
                cards: 10
            },
            "{file}"
        );
        // Seventh street came to every player from the stub and burns.
        assert!(t.state.board().is_empty(), "{file}");
        assert_eq!(
            t.state
                .players()
                .iter()
                .filter(|p| p.cards().len() == 7)
                .count(),
            6,
            "{file}"
        );
    }
}

#[test]
fn a_stub_still_short_of_a_spare_gives_one_common_card_tda_rp_10_h_wsop_232() {
    for file in ["tda-2024/stud.yaml", "wsop-2026-cash/stud.yaml"] {
        let (t, rulings) = play(family(file), &SEVEN_LEFT);
        assert_eq!(
            ids(&rulings),
            ["stud_short_stub", "stud_common_card"],
            "{file}"
        );
        assert_eq!(t.state.board().len(), 1, "{file}");
        assert!(t.state.cards_out() <= 52);
    }
}

#[test]
fn a_house_without_a_spare_deals_the_stub_to_its_last_card() {
    let text = std::fs::read_to_string(crate::support::repo().join("rulesets/tda-2024/stud.yaml"))
        .unwrap()
        .replacen(
            "stud_short_stub:\n    value: 1",
            "stud_short_stub:\n    value: 0",
            1,
        );
    let rules = HouseRules::from_yaml(&text, "house.yaml").unwrap();
    assert_eq!(rules.stud_short_stub(), 0);
    // Seven cards for a burn and six players: dealt as they are.
    let (_, rulings) = play(rules.clone(), &SIX_LEFT);
    assert!(ids(&rulings).is_empty(), "{rulings:?}");
    // Seven with the burns back: enough without a spare, no common card.
    let (t, rulings) = play(rules, &SEVEN_LEFT);
    assert_eq!(ids(&rulings), ["stud_short_stub"]);
    assert!(t.state.board().is_empty());
}

#[test]
fn a_house_may_not_keep_more_than_three_spare_cards() {
    let text = std::fs::read_to_string(crate::support::repo().join("rulesets/tda-2024/stud.yaml"))
        .unwrap()
        .replacen(
            "stud_short_stub:\n    value: 1",
            "stud_short_stub:\n    value: 9",
            1,
        );
    let err = HouseRules::from_yaml(&text, "house.yaml").unwrap_err();
    assert_eq!(
        err.fault,
        dealerdesk_core::rules::HouseFault::StubSpares { spares: 9 },
        "{err}"
    );
    assert!(err.line > 0, "{err}");
}

//! Odd chips in stud when a pot is split (TDA 20-B, 20-C; WSOP 248; RRoP
//! Ties): between tied high hands the highest card by suit; between tied
//! lows and razz hands the lowest (WSOP, Robert's Rules) or, under TDA
//! 20-B, the highest card by suit in the five-card hand; the odd chip
//! between the halves goes high; the same players winning both halves split
//! the pot as evenly as possible. TDA and WSOP read the five-card hand,
//! Robert's Rules all the player's cards.

use dealerdesk_core::engine::{Phase, Won};
use dealerdesk_core::notation::PhhHand;
use dealerdesk_core::rules::HouseRules;

use crate::support::Table;

/// Plays a stud hand to showdown under `file` (a family's house file, or a
/// bundled preset when it has no folder): each player's cards in the order
/// dealt (fewer than seven for a player who folds), `third` the betting on
/// third street, then every player checks or calls except those in `fold`,
/// who fold on fourth street. Every hand left is tabled. No rake is taken.
fn play(file: &str, fields: &str, hands: &[&str], third: &str, fold: &[&str]) -> Table {
    let (family, name) = file.split_once('/').unwrap_or(("", file));
    let t = Table::family(family, name, fields);
    deal_to_showdown(t, hands, third, fold)
}

/// The same under the given house, nobody folding.
fn play_under(rules: HouseRules, fields: &str, hands: &[&str], third: &str) -> Table {
    let hand = PhhHand::parse(&format!("{fields}\nactions = []\n")).unwrap();
    deal_to_showdown(Table::with_rules(&hand, rules), hands, third, &[])
}

fn deal_to_showdown(mut t: Table, hands: &[&str], third: &str, fold: &[&str]) -> Table {
    // The split alone: the WSOP cash house's rake is tested with the rake.
    t.rules.rake = None;
    let cards: Vec<Vec<String>> = hands
        .iter()
        .map(|h| {
            (0..h.len() / 2)
                .map(|i| h[i * 2..i * 2 + 2].to_string())
                .collect()
        })
        .collect();
    for (i, c) in cards.iter().enumerate() {
        t.play(&format!("d dh p{} {}", i + 1, c[..3].concat()));
    }
    t.play(third);
    for street in 3..7 {
        for (i, c) in cards.iter().enumerate() {
            if !t.state.players()[i].folded {
                t.play(&format!("d dh p{} {}", i + 1, c[street]));
            }
        }
        while t.state.phase() == Phase::Betting {
            let who = t.next();
            let act = if street == 3 && fold.contains(&who.as_str()) {
                "f"
            } else {
                "cc"
            };
            t.play(&format!("{who} {act}"));
        }
    }
    for (i, c) in cards.iter().enumerate() {
        if !t.state.players()[i].folded && !t.state.is_done() {
            t.play(&format!("p{} sm {}", i + 1, c.concat()));
        }
    }
    assert!(t.state.is_done());
    t
}

fn fields(variant: &str, antes: u64, stacks: &[u64]) -> String {
    let n = stacks.len();
    format!(
        "variant = '{variant}'\nantes = [{}]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [{}]",
        vec![antes.to_string(); n].join(", "),
        stacks
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    )
}

const IN_HAND: [&str; 2] = ["tda-2024/stud-hilo.yaml", "wsop-2026-cash/stud-hilo.yaml"];
const ALL_CARDS: [&str; 2] = ["roberts-rules/stud-hilo.yaml", "stud-hilo.yaml"];

/// p1 and p2 tie for high with eight-high straights, p1's with the eight of
/// spades, p2's with the eight of hearts; p2 also holds the ace of spades,
/// outside its five. p1 alone has the best low. Pot 9: high 5, low 4.
const HIGH_SPLIT: [&str; 3] = ["Ad2d4c5c6d7c8s", "As3d4d5s6c7d8h", "KcKdQcQd9c9dJh"];

#[test]
fn a_split_high_half_s_odd_chip_goes_by_the_high_card_in_the_five_card_hand_tda_20_b_wsop_248() {
    for file in IN_HAND {
        let t = play(
            file,
            &fields("F7S/8", 1, &[100, 100, 100]),
            &HIGH_SPLIT,
            "p1 pb; p2 cc; p3 cc",
            &[],
        );
        // p1: 3 of the high half (the eight of spades) and the low 4.
        assert_eq!(t.stacks(), [104, 99, 97], "{file}");
    }
}

#[test]
fn a_split_high_half_s_odd_chip_goes_by_the_high_card_of_all_cards_rrop_ties() {
    for file in ALL_CARDS {
        let t = play(
            file,
            &fields("F7S/8", 1, &[100, 100, 100]),
            &HIGH_SPLIT,
            "p1 pb; p2 cc; p3 cc",
            &[],
        );
        // The ace of spades among p2's seven cards wins it the odd chip.
        assert_eq!(t.stacks(), [103, 100, 97], "{file}");
    }
}

/// p1 and p2 tie for low with 6-5-4-2-A: p1 holds the ace of clubs, the
/// lowest card, p2 the six of diamonds, the highest card of the two lows;
/// p3's kings full take the high half; p4 folds its ante. Pot 10: high 5,
/// low 5 split 3 and 2.
const LOW_SPLIT: [&str; 4] = [
    "Ac2d4c5d6cKhQh",
    "Ah2s4s5c6d9sJd",
    "KsKcKdQsQc9h8h",
    "3h3sTc",
];

#[test]
fn a_split_low_half_s_odd_chip_goes_to_the_lowest_card_by_suit_wsop_248_rrop_ties() {
    for file in ["wsop-2026-cash/stud-hilo.yaml"].iter().chain(&ALL_CARDS) {
        let t = play(
            file,
            &fields("F7S/8", 1, &[100, 100, 100, 100]),
            &LOW_SPLIT,
            "p1 pb; p2 cc; p3 cc; p4 f",
            &[],
        );
        assert_eq!(t.stacks(), [100, 99, 102, 99], "{file}");
        assert_eq!(t.state.awarded()[0].amount.0, 10);
    }
}

#[test]
fn a_split_low_half_s_odd_chip_goes_to_the_high_card_in_the_five_card_low_tda_20_b() {
    let t = play(
        "tda-2024/stud-hilo.yaml",
        &fields("F7S/8", 1, &[100, 100, 100, 100]),
        &LOW_SPLIT,
        "p1 pb; p2 cc; p3 cc; p4 f",
        &[],
    );
    // p2's six of diamonds over p1's six of clubs: 3 of the low half.
    assert_eq!(t.stacks(), [99, 100, 102, 99]);
    assert_eq!(t.state.awarded()[0].amount.0, 10);
}

/// A razz pot of 9 split between p1 and p2, both 7-5-4-2-A: p1 holds the
/// ace of clubs, the lowest card, p2 the seven of spades, the highest card
/// of the two hands; p3's queen low loses.
const RAZZ_SPLIT: [&str; 3] = ["Ac2d4c5d7hKcQc", "Ad2s4s5c7sKdQd", "3c3d8s6s9hKsQs"];

#[test]
fn a_razz_pot_s_odd_chip_goes_to_the_lowest_card_rrop_ties_or_the_high_card_in_the_hand_tda_20_b() {
    let t = play(
        "razz.yaml",
        &fields("FR", 1, &[100, 100, 100]),
        &RAZZ_SPLIT,
        "p3 pb; p1 cc; p2 cc",
        &[],
    );
    assert_eq!(t.stacks(), [102, 101, 97], "RRoP: the ace of clubs");
    // The bundled razz house with the odd chip as a TDA house reads it.
    let text = std::fs::read_to_string(crate::support::repo().join("rulesets/razz.yaml")).unwrap();
    let tda = text.replace(
        "  stud_low_odd_chip:\n    value: lowest-card",
        "  stud_low_odd_chip:\n    value: high-card-in-hand",
    );
    assert_ne!(tda, text);
    let rules = dealerdesk_core::rules::HouseRules::from_yaml(&tda, "razz.yaml").unwrap();
    let t = play_under(
        rules,
        &fields("FR", 1, &[100, 100, 100]),
        &RAZZ_SPLIT,
        "p3 pb; p1 cc; p2 cc",
    );
    assert_eq!(t.stacks(), [101, 102, 97], "TDA: the seven of spades");
}

/// p1 and p2 tie for high with ace-high straights (p2's ace of diamonds over
/// p1's ace of clubs); p3 and p4 tie for low with 7-5-4-3-2 (p3's deuce of
/// clubs the lowest); p5 folds. Pot 18: both halves of 9 split 5 and 4.
#[test]
fn both_halves_split_each_odd_chip_by_its_own_half_tda_20_c_rrop_ties() {
    let hands = [
        "8h6hTsJsQdKdAc",
        "8d6sThJhQcKcAd",
        "9s9h2c3d4s5c7d",
        "9d9c2d3c4h5d7c",
        "KsQsJc",
    ];
    for file in IN_HAND.iter().chain(&ALL_CARDS) {
        let t = play(
            file,
            &fields("F7S/8", 2, &[100; 5]),
            &hands,
            "p3 pb; p4 cc; p5 f; p1 cc; p2 cc",
            &[],
        );
        assert_eq!(t.stacks(), [100, 101, 101, 100, 98], "{file}");
    }
}

#[test]
fn the_same_players_winning_both_halves_split_the_pot_evenly_tda_20_rrop_ties() {
    // p1 and p2 both make a six-high straight that is also their low; p1
    // holds the six of spades and the deuce of clubs. Pot 10: halves of 5
    // would give p1 both odd chips (6 and 4); the pot is split 5 and 5.
    let hands = ["KdKh2c3d4h5s6s", "QsQc2d3c4c5h6h", "JsJcTs"];
    for file in IN_HAND.iter().chain(&ALL_CARDS) {
        let t = play(
            file,
            &fields("F7S/8", 2, &[100, 100, 100]),
            &hands,
            "p1 pb; p2 cc; p3 f",
            &[],
        );
        assert_eq!(t.stacks(), [101, 101, 98], "{file}");
    }
    // Pot 7: p2 holds the lowest card, p1 the highest. The one odd chip goes
    // by the high hand's rule, to p1, not to p2 through the low half.
    let hands = ["KdKh2d3d4h5s6s", "QsQc2c3c4c5h6h", "JsJcTs"];
    for file in IN_HAND.iter().chain(&ALL_CARDS) {
        let t = play(
            file,
            &fields("F7S/8", 1, &[100, 100, 100]),
            &hands,
            "p2 pb; p3 f; p1 cc",
            &[],
        );
        assert_eq!(t.stacks(), [101, 100, 99], "{file}");
    }
}

#[test]
fn with_no_qualifying_low_the_split_high_takes_the_odd_chip_by_suit_tda_20_b_wsop_242() {
    let hands = ["8h6hTsJsQdKdAc", "8d6sThJhQcKcAd", "9s9h2cQsJdTd3h"];
    for file in IN_HAND.iter().chain(&ALL_CARDS) {
        let t = play(
            file,
            &fields("F7S/8", 1, &[100, 100, 100]),
            &hands,
            "p3 pb; p1 cc; p2 cc",
            &[],
        );
        // Pot 9, all high: the ace of diamonds takes the odd chip.
        assert_eq!(t.stacks(), [101, 102, 97], "{file}");
        assert!(!has_low(&t.state.awarded()[0].hand), "{file}");
    }
}

#[test]
fn side_pots_are_split_one_by_one_with_their_own_low_tda_21_tda_20_c() {
    // p3 is all in on the bring-in for 3 with the only low; p4 puts in 6
    // and folds. Main pot 12: high 6 split 3 and 3, low 6 to p3. Side pot 9
    // (p1 and p2, no low): all high, 5 to p2's ace of diamonds, 4 to p1.
    let hands = [
        "8h6hTsJsQdKdAc",
        "8d6sThJhQcKcAd",
        "9s9h2c3d4s5c7d",
        "9d9c2d3c",
    ];
    for file in IN_HAND.iter().chain(&ALL_CARDS) {
        let t = play(
            file,
            &fields("F7S/8", 1, &[100, 100, 3, 100]),
            &hands,
            "p3 pb; p4 cc; p1 cbr 5; p2 cc; p4 cc",
            &["p4"],
        );
        assert_eq!(t.stacks(), [101, 102, 6, 94], "{file}");
        let pots = t.state.awarded();
        assert_eq!(pots.len(), 2, "{file}");
        assert_eq!((pots[0].amount.0, pots[1].amount.0), (12, 9), "{file}");
        assert!(has_low(&pots[0].hand), "{file}");
        assert!(!has_low(&pots[1].hand), "{file}");
    }
}

#[test]
fn a_hand_made_with_either_of_two_kings_is_read_with_the_higher_tda_20_b() {
    // p1's king-high straight can be made with the king of clubs (dealt
    // first) or of spades; read with the spade, it beats p2's king of
    // hearts to the odd chip of a pot of 9.
    let hands = ["Kc2h9dTdJcQcKs", "3d4d9hThJhQsKh", "AsAd7c7d5s6s8c"];
    for file in ["tda-2024/stud.yaml", "wsop-2026-cash/stud.yaml"] {
        let t = play(
            file,
            &fields("F7S", 1, &[100, 100, 100]),
            &hands,
            "p3 pb; p1 cc; p2 cc",
            &[],
        );
        assert_eq!(t.stacks(), [102, 101, 97], "{file}");
    }
}

/// Whether a pot was won with a low half.
fn has_low(won: &Won) -> bool {
    matches!(won, Won::Hand { low: Some(_), .. })
}

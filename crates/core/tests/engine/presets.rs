//! The rulebook families (`rulesets/tda-2024`, `roberts-rules`,
//! `wsop-2026-cash`) where they differ.

use dealerdesk_core::engine::HandState;
use dealerdesk_core::notation::PhhHand;
use dealerdesk_core::rules::HouseRules;

use crate::support::Table;

fn table(ruleset: &str, fields: &str, variant: &str) -> Table {
    let path = crate::support::repo().join("rulesets").join(ruleset);
    let rules = HouseRules::from_file(&path).unwrap();
    let hand = PhhHand::parse(&format!("variant = '{variant}'\n{fields}\nactions = []\n")).unwrap();
    let (state, _) = HandState::new(&hand.spec, &rules).unwrap();
    Table { rules, state }
}

const FOUR_LIMIT: &str = "antes = [0, 0, 0, 0]\nblinds_or_straddles = [1, 2, 0, 0]\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [100, 100, 100, 100]";

#[test]
fn wsop_allows_a_bet_and_four_raises_where_roberts_allows_three_wsop_130_rrop_br_3() {
    let deal = "d dh p1 ????; d dh p2 ????; d dh p3 ????; d dh p4 ????";
    let mut rrop = table("roberts-rules/fl-holdem.yaml", FOUR_LIMIT, "FT");
    rrop.play(deal);
    rrop.play("p3 cbr 4; p4 cbr 6; p1 cbr 8");
    assert_eq!(
        rrop.refuse("p2 cbr 10").rule.cite,
        "RRoP Betting & Raising 3"
    );
    let mut wsop = table("wsop-2026-cash/fl-holdem.yaml", FOUR_LIMIT, "FT");
    wsop.play(deal);
    wsop.play("p3 cbr 4; p4 cbr 6; p1 cbr 8; p2 cbr 10");
    assert_eq!(
        wsop.refuse("p3 cbr 12").rule.cite,
        "WSOP 2026 Live Action Rule 130"
    );
}

#[test]
fn wsop_pot_limit_counts_the_small_blind_as_a_big_blind_wsop_191() {
    let fields = "antes = [0, 0, 0, 0]\nblinds_or_straddles = [1, 2, 0, 0]\nmin_bet = 2\nstarting_stacks = [100, 100, 100, 100]";
    let deal = "d dh p1 ????; d dh p2 ????; d dh p3 ????; d dh p4 ????";
    let mut tda = table("tda-2024/pl-holdem.yaml", fields, "PT");
    tda.play(deal);
    assert_eq!(tda.options(), ["f", "cc 2", "cbr 4..7"]);
    let mut wsop = table("wsop-2026-cash/pl-holdem.yaml", fields, "PT");
    wsop.play(deal);
    assert_eq!(wsop.options(), ["f", "cc 2", "cbr 4..8"]);
}

#[test]
fn tda_tournament_antes_are_dead_money_in_the_main_pot_rp_11() {
    // Big-blind ante of 2: p2 posts blind and ante; p1 is all-in for 1 in the
    // small blind. The ante stays in the main pot, which p1 can win.
    let fields = "antes = [0, 2, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [1, 100, 100]";
    let mut t = table("tda-2024/nl-holdem.yaml", fields, "NT");
    t.play("d dh p1 AhAd; d dh p2 7c2d; d dh p3 8s3h; p3 cc; p2 cc");
    let pots = t.state.pots();
    assert_eq!(
        pots[0].amount.0, 5,
        "1 from each of three players plus the 2 ante"
    );
    assert_eq!(pots[0].eligible.len(), 3);
    assert_eq!(pots[1].amount.0, 2);
}

const THREE_STUD: &str = "antes = [1, 1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [100, 100, 100]";

#[test]
fn stud_families_differ_in_the_raise_cap_wsop_130_rrop_br_3() {
    let deal = "d dh p1 AsKs2s; d dh p2 AcKc2c; d dh p3 AdKdQd; p2 pb";
    let mut rrop = table("roberts-rules/stud.yaml", THREE_STUD, "F7S");
    rrop.play(deal);
    rrop.play("p3 cbr 5; p1 cbr 10; p2 cbr 15; p3 cbr 20");
    assert_eq!(
        rrop.refuse("p1 cbr 25").rule.cite,
        "RRoP Betting & Raising 3"
    );
    for file in ["wsop-2026-cash/stud.yaml", "wsop-2026-cash/stud-hilo.yaml"] {
        let variant = if file.ends_with("hilo.yaml") {
            "F7S/8"
        } else {
            "F7S"
        };
        let mut wsop = table(file, THREE_STUD, variant);
        wsop.play(deal);
        wsop.play("p3 cbr 5; p1 cbr 10; p2 cbr 15; p3 cbr 20; p1 cbr 25");
        assert_eq!(
            wsop.refuse("p2 cbr 30").rule.cite,
            "WSOP 2026 Live Action Rule 130",
            "{file}"
        );
    }
}

#[test]
fn tda_stud_breaks_equal_boards_by_suit_rp_10d_where_roberts_goes_by_position() {
    // Fourth street: p1 shows K-7 with the king of clubs, p3 K-7 with the king of spades.
    let deal = "d dh p1 2h3hKc; d dh p2 4h5h2c; d dh p3 6h8hKs; p2 pb; p3 cc; p1 cc; \
                d dh p1 7d; d dh p2 9c; d dh p3 7s";
    let mut tda = table("tda-2024/stud.yaml", THREE_STUD, "F7S");
    tda.play(deal);
    assert_eq!(tda.next(), "p3");
    let mut rrop = table("roberts-rules/stud.yaml", THREE_STUD, "F7S");
    rrop.play(deal);
    assert_eq!(rrop.next(), "p1");
}

#[test]
fn every_tda_preset_deals_with_a_missed_or_double_burn_as_tda_39_b_says() {
    use dealerdesk_core::rules::BurnError;
    let dir = crate::support::repo().join("rulesets/tda-2024");
    let mut read = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let rules = HouseRules::from_file(&path).unwrap();
        // Stud deals no board: no street comes after a burn that could be missed.
        if rules.game() == dealerdesk_core::game::Game::Stud {
            continue;
        }
        assert_eq!(
            rules.burn_error(),
            BurnError::ScrambleDraw,
            "{}",
            path.display()
        );
        read += 1;
    }
    assert_eq!(read, 8, "the TDA board-game presets");
}

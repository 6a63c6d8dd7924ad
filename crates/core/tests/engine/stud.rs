//! Seven card stud: bring-in, order of play, bet sizes, the common card, and
//! hi/lo splits.

use crate::support::Table;

fn stud(variant: &str, stacks: &str) -> Table {
    let n = stacks.split(',').count();
    Table::new(
        variant,
        &format!(
            "antes = [{}]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [{stacks}]",
            vec!["1"; n].join(", ")
        ),
    )
}

/// Everyone checks or calls until the dealer is due or the hand is over.
fn call_round(t: &mut Table) {
    while t.next().starts_with('p') && t.state.phase() == dealerdesk_core::engine::Phase::Betting {
        let who = t.next();
        t.play(&format!("{who} cc"));
    }
}

#[test]
fn lowest_up_card_brings_in_with_suits_breaking_ties_rrop_stud_1() {
    let mut t = stud("F7S", "100, 100, 100");
    t.play("d dh p1 AsKs2s; d dh p2 AcKc2c; d dh p3 AdKdQd");
    assert_eq!(
        t.next(),
        "p2",
        "the deuce of clubs is lower than the deuce of spades"
    );
    assert_eq!(t.options(), ["pb 2", "cbr 5"]);
    let r = t.refuse("p2 f");
    assert_eq!(r.rule.id, "bring_in");
    assert_eq!(
        r.why,
        dealerdesk_core::engine::Why::MustBringIn {
            pos: dealerdesk_core::chips::Pos(1)
        }
    );
    t.play("p2 pb");
    assert_eq!(t.next(), "p3");
    assert_eq!(t.options(), ["f", "cc 2", "cbr 5"]);
}

#[test]
fn completing_the_bring_in_is_the_first_bet_toward_the_cap_rrop_stud_3() {
    let mut t = stud("F7S", "100, 100, 100");
    t.play("d dh p1 AsKs2s; d dh p2 AcKc2c; d dh p3 AdKdQd; p2 pb");
    t.play("p3 cbr 5; p1 cbr 10; p2 cbr 15; p3 cbr 20");
    assert_eq!(t.options(), ["f", "cc 10"]);
    assert_eq!(t.refuse("p1 cbr 25").rule.id, "raise_cap");
}

#[test]
fn best_board_opens_later_streets_pairs_before_high_cards_rrop_stud_1() {
    let mut t = stud("F7S", "100, 100, 100");
    t.play("d dh p1 AsKs2s; d dh p2 AcKc2c; d dh p3 AdKdQd; p2 pb; p3 cc; p1 cc");
    t.play("d dh p1 Ah; d dh p2 2d; d dh p3 Jd");
    // p2 shows a pair of deuces; p1 ace-deuce; p3 queen-jack. The open pair
    // lets the bet be small or big (RRoP Stud 4).
    assert_eq!(t.next(), "p2");
    assert_eq!(t.options(), ["f", "cc 0", "cbr 5", "cbr 10"]);
    call_round(&mut t);
    t.play("d dh p1 Qh; d dh p2 3d; d dh p3 Jh");
    // p3's pair of jacks now beats p2's deuces; fifth street is the big bet.
    assert_eq!(t.next(), "p3");
    assert_eq!(t.options(), ["f", "cc 0", "cbr 10"]);
}

#[test]
fn when_the_high_board_is_all_in_the_next_player_acts_wsop_240() {
    // p2 is all-in after third street.
    let mut t = stud("F7S", "100, 3, 100");
    t.play("d dh p1 AsKs2s; d dh p2 AcKc2c; d dh p3 AdKdQd; p2 pb; p3 cc; p1 cc");
    t.play("d dh p1 3h; d dh p2 Ah; d dh p3 4h");
    // p2 has the best board but no chips: p3, next clockwise, opens.
    assert_eq!(t.next(), "p3");
}

#[test]
fn low_card_all_in_for_the_ante_passes_the_bring_in_left_wsop_221() {
    let mut t = stud("F7S", "100, 1, 100");
    t.play("d dh p1 AsKs3s; d dh p2 AcKc2c; d dh p3 AdKdQd");
    assert_eq!(t.next(), "p3");
    assert_eq!(t.options(), ["pb 2", "cbr 5"]);
}

#[test]
fn a_short_deck_gives_one_common_card_on_seventh_street_tda_rp_10h() {
    let mut t = stud("F7S", &["100"; 8].join(", "));
    let mut deck = dealerdesk_core::cards::Card::deck();
    let mut next_card = || deck.next().unwrap().to_string();
    for street in 0..4 {
        for p in 1..=8 {
            let cards: String = if street == 0 {
                (0..3).map(|_| next_card()).collect()
            } else {
                next_card()
            };
            t.play(&format!("d dh p{p} {cards}"));
        }
        if street == 0 {
            let who = t.next();
            t.play(&format!("{who} pb"));
        }
        call_round(&mut t);
    }
    // 48 cards are out: 52 - 48 - 1 burn leaves 3 for 8 players.
    assert_eq!(t.options(), ["d db (1)"]);
    let r = t.refuse("d dh p1 Ks");
    assert_eq!(r.rule.id, "dealing");
    let common = next_card();
    t.play(&format!("d db {common}"));
    assert_eq!(t.state.board().len(), 1);
    assert!(t.next().starts_with('p'), "seventh-street betting follows");
}

/// Three players in stud hi/lo: p1 and p3 make a wheel, p2 kings full.
fn hi_lo_hand(p1: &str, p2: &str, p3: &str) -> Table {
    let mut t = stud("F7S/8", "100, 100, 100");
    let (a, b, c) = (p1.as_bytes(), p2.as_bytes(), p3.as_bytes());
    let card = |s: &[u8], i: usize| String::from_utf8(s[i * 2..i * 2 + 2].to_vec()).unwrap();
    t.play(&format!(
        "d dh p1 {}{}{}",
        card(a, 0),
        card(a, 1),
        card(a, 2)
    ));
    t.play(&format!(
        "d dh p2 {}{}{}",
        card(b, 0),
        card(b, 1),
        card(b, 2)
    ));
    t.play(&format!(
        "d dh p3 {}{}{}",
        card(c, 0),
        card(c, 1),
        card(c, 2)
    ));
    t.play("p1 pb; p2 cbr 5; p3 cc; p1 cc");
    for i in 3..7 {
        for (n, s) in [(1, a), (2, b), (3, c)] {
            t.play(&format!("d dh p{n} {}", card(s, i)));
        }
        call_round(&mut t);
    }
    for (n, s) in [(1, p1), (2, p2), (3, p3)] {
        t.play(&format!("p{n} sm {s}"));
    }
    t
}

#[test]
fn hi_lo_quarters_the_low_and_gives_the_low_odd_chip_by_suit_rrop_ties() {
    // Bring-in: p1's 3d is lower than p3's 3h. Pot 18: high 9 to p2's full
    // house; low 9 split between two wheels, the odd chip to the lowest card
    // by suit (the ace of hearts beats the ace of spades to it).
    let t = hi_lo_hand("As2s3d4c5h9dKc", "KdKhQcKsQd8s7h", "Ah2h3h4h5c9cTh");
    assert!(t.state.is_done());
    assert_eq!(t.stacks(), [98, 103, 99]);
    let pot = &t.state.awarded()[0];
    assert_eq!(pot.amount.0, 18);
}

#[test]
fn with_no_qualifying_low_the_high_hand_scoops_wsop_242() {
    let t = hi_lo_hand("As9s3d4cTh9dKc", "KdKhQcKsQd8s7h", "Ah2h3hJh5cJcQh");
    assert_eq!(t.stacks(), [94, 112, 94]);
}

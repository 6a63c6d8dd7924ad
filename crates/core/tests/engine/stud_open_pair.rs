//! An open pair on stud's fourth street: in cash games any player may bet or
//! raise the small or the big bet, and once a big bet is made every raise is
//! big (RRoP Seven-Card Stud 4, WSOP 224); tournaments (TDA RP-10-F) and stud
//! hi/lo (WSOP 241, RRoP Seven-Card Stud High-Low) keep the small bet.

use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::{Action, Declaration, Wager, Why, interpret_chips, raise_sizes};

use crate::support::{Table, p, ruled};

const THREE: &str = "antes = [1, 1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [100, 100, 100]";

/// Fourth street dealt: p2 shows a pair of deuces and acts first.
fn fourth_street(file: &str) -> Table {
    let (family, name) = file.split_once('/').unwrap_or(("", file));
    let variant = if name.contains("hilo") {
        "F7S/8"
    } else {
        "F7S"
    };
    let mut t = Table::family(family, name, &format!("variant = '{variant}'\n{THREE}"));
    t.play("d dh p1 AsKs2s; d dh p2 AcKc2c; d dh p3 AdKdQd; p2 pb; p3 cc; p1 cc");
    t.play("d dh p1 Ah; d dh p2 2d; d dh p3 Jd");
    assert_eq!(t.next(), "p2");
    t
}

const CASH: [&str; 3] = [
    "roberts-rules/stud.yaml",
    "wsop-2026-cash/stud.yaml",
    "stud.yaml",
];

#[test]
fn an_open_pair_lets_any_player_bet_or_raise_small_or_big_rrop_stud_4_wsop_224() {
    for file in CASH {
        let mut t = fourth_street(file);
        assert_eq!(t.options(), ["f", "cc 0", "cbr 5", "cbr 10"], "{file}");
        assert_eq!(t.legal().raise_choices, [Chips(5), Chips(10)], "{file}");
        // Nothing between the two sizes.
        let r = t.refuse("p2 cbr 7");
        assert_eq!(r.rule.id, "open_pair", "{file}");
        assert_eq!(
            r.why,
            Why::LimitChoice {
                wager: Wager::Bet,
                small: Chips(5),
                big: Chips(10),
                to: Chips(7)
            },
            "{file}"
        );
        // The pair checks: the next player has the same options.
        t.play("p2 cc");
        assert_eq!(t.options(), ["f", "cc 0", "cbr 5", "cbr 10"], "{file}");
        // A small bet may be raised small or big.
        t.play("p3 cbr 5");
        assert_eq!(t.options(), ["f", "cc 5", "cbr 10", "cbr 15"], "{file}");
        // A big raise makes every later raise big.
        let events = t.play("p1 cbr 15");
        assert!(ruled(&events, "open_pair"), "{file}");
        assert_eq!(t.options(), ["f", "cc 15", "cbr 25"], "{file}");
        assert_eq!(t.refuse("p2 cbr 20").rule.id, "open_pair", "{file}");
        t.play("p2 cbr 25; p3 cc; p1 cc");
        // Fifth street is the big bet as usual; the pots hold every chip.
        assert_eq!(t.stacks(), [72, 72, 72], "{file}");
    }
}

#[test]
fn a_big_opening_bet_on_an_open_pair_makes_every_raise_big_rrop_stud_4() {
    let mut t = fourth_street("roberts-rules/stud.yaml");
    t.play("p2 cbr 10");
    assert_eq!(t.options(), ["f", "cc 10", "cbr 20"]);
    let r = t.refuse("p3 cbr 15");
    assert_eq!(r.rule.cite, "RRoP Seven-Card Stud 4");
}

#[test]
fn an_open_pair_keeps_the_small_bet_in_tournaments_tda_rp_10_f() {
    let mut t = fourth_street("tda-2024/stud.yaml");
    assert_eq!(t.options(), ["f", "cc 0", "cbr 5"]);
    assert!(t.legal().raise_choices.is_empty());
    let r = t.refuse("p2 cbr 10");
    assert_eq!(r.rule.id, "open_pair");
    assert_eq!(r.rule.cite, "TDA 2024 Recommended Procedure 10-F");
}

#[test]
fn an_open_pair_keeps_the_small_bet_in_stud_hi_lo_wsop_241_rrop_stud_hi_lo() {
    for (file, cite) in [
        (
            "wsop-2026-cash/stud-hilo.yaml",
            "WSOP 2026 Live Action Rule 241",
        ),
        (
            "roberts-rules/stud-hilo.yaml",
            "RRoP Seven-Card Stud High-Low",
        ),
        ("stud-hilo.yaml", "RRoP Seven-Card Stud High-Low"),
        (
            "tda-2024/stud-hilo.yaml",
            "TDA 2024 Recommended Procedure 10-F",
        ),
    ] {
        let mut t = fourth_street(file);
        assert_eq!(t.options(), ["f", "cc 0", "cbr 5"], "{file}");
        assert_eq!(t.refuse("p2 cbr 10").rule.cite, cite, "{file}");
    }
}

#[test]
fn without_a_pair_showing_fourth_street_is_the_small_bet_rrop_stud_4() {
    let mut t = Table::family(
        "roberts-rules",
        "stud.yaml",
        &format!("variant = 'F7S'\n{THREE}"),
    );
    t.play("d dh p1 AsKs2s; d dh p2 AcKc2c; d dh p3 AdKdQd; p2 pb; p3 cc; p1 cc");
    t.play("d dh p1 Qh; d dh p2 3d; d dh p3 Jd");
    assert_eq!(t.options(), ["f", "cc 0", "cbr 5"]);
    assert_eq!(t.refuse("p3 cbr 10").rule.id, "limit_sizes");
}

#[test]
fn the_faces_sizes_and_chip_readings_stay_on_the_two_sizes_rrop_stud_4() {
    let t = fourth_street("roberts-rules/stud.yaml");
    let legal = t.legal();
    let sizes = raise_sizes(&t.state, &t.rules, &legal).unwrap();
    for to in [sizes.min, sizes.half_pot, sizes.pot, sizes.max] {
        assert!(legal.raise_choices.contains(&to), "{to} is not a size");
    }
    assert_eq!((sizes.min, sizes.max), (Chips(5), Chips(10)));
    // A single 10 chip opening is a bet of its value: the big bet.
    let read =
        interpret_chips(&t.state, &t.rules, p(2), &[Chips(10)], Declaration::Nothing).unwrap();
    assert_eq!(
        read.action,
        Action::BetRaise {
            pos: p(2),
            to: Chips(10)
        }
    );
    // Seven in chips with "bet": the small bet, two back.
    let read = interpret_chips(
        &t.state,
        &t.rules,
        p(2),
        &[Chips(5), Chips(1), Chips(1)],
        Declaration::Raise,
    )
    .unwrap();
    assert_eq!(
        read.action,
        Action::BetRaise {
            pos: p(2),
            to: Chips(5)
        }
    );
    assert_eq!(read.rule.id, "open_pair");
    assert_eq!(read.returned, Chips(2));
}

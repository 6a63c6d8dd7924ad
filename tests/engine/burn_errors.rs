//! A street dealt without a burn, or after two: TDA 39-B scrambles and
//! redeals; RRoP Hold'em 4-5 and WSOP 169 put the cards back in order.

use dealerdesk::engine::Event;

use crate::support::{Table, handed, ruled};

/// Preflop done at a live three-handed table, everyone in.
fn to_the_flop(variant: &str) -> Table {
    let mut t = handed(variant, 3);
    t.play("d dh p1 AhKh; d dh p2 7c8c; d dh p3 QcQd; p3 cc; p1 cc; p2 cc");
    t
}

fn board(t: &Table) -> Vec<String> {
    t.state
        .board()
        .iter()
        .flatten()
        .map(|c| c.to_string())
        .collect()
}

#[test]
fn a_flop_without_a_burn_is_scrambled_and_dealt_again_tda_39b() {
    let mut t = to_the_flop("NT");
    let events = t.play("d noburn 2c3c4c");
    assert!(ruled(&events, "burn_error"));
    assert!(board(&t).is_empty());
    // A card is burned and the flop comes again; the same cards may come.
    assert_eq!(t.options(), ["d burn"]);
    t.play("d burn ??; d db 2c3c4c");
    assert_eq!(t.next(), "p1");
}

#[test]
fn a_flop_without_a_burn_is_put_back_in_order_rrop_holdem_4() {
    let mut t = to_the_flop("FT");
    let events = t.play("d noburn 2c3c4c");
    assert!(ruled(&events, "burn_error"));
    assert!(events.contains(&Event::Burned {
        card: Some("2c".parse().unwrap())
    }));
    // The first card was the burn; the flop is completed from the deck.
    assert_eq!(board(&t), ["3c", "4c"]);
    assert_eq!(t.options(), ["d db (1)"]);
    assert_eq!(t.refuse("d db 2c").rule.id, "duplicate_card");
    t.play("d db 5c");
    assert_eq!(board(&t), ["3c", "4c", "5c"]);
    // The turn's burn is due as usual.
    t.play("p1 cc; p2 cc; p3 cc");
    assert_eq!(t.options(), ["d burn"]);
    t.play("d noburn Kd");
    assert_eq!(t.options(), ["d db (1)"]);
}

#[test]
fn a_second_burn_is_the_flop_s_first_card_rrop_holdem_5() {
    let mut t = to_the_flop("FT");
    t.play("d burn ??");
    let r = t.refuse("d doubleburn ??");
    assert_eq!(r.rule.id, "burn_error");
    assert_eq!(
        r.message,
        "name the second burn card: it is the street's first card"
    );
    t.play("d doubleburn 9s");
    assert_eq!(board(&t), ["9s"]);
    assert_eq!(t.options(), ["d db (2)"]);
    t.play("d db 2c3c");
    assert_eq!(t.next(), "p1");
}

#[test]
fn a_second_burn_goes_back_into_the_stub_tda_39b() {
    let mut t = to_the_flop("NT");
    t.play("d burn ??");
    let events = t.play("d doubleburn 9s");
    assert!(ruled(&events, "burn_error"));
    assert!(board(&t).is_empty());
    assert_eq!(t.options(), ["d db (3)"]);
    // The extra burn went back: it may come on the flop.
    t.play("d db 9s2c3c");
}

#[test]
fn burn_errors_are_reported_when_they_happen() {
    let mut t = to_the_flop("NT");
    // No burn in yet: a second burn is not possible.
    assert_eq!(t.refuse("d doubleburn ??").rule.id, "burn_error");
    t.play("d burn ??");
    // The burn is in: the flop did not come without one.
    assert_eq!(t.refuse("d noburn 2c3c4c").rule.id, "burn_error");
    let mut t = to_the_flop("NT");
    assert_eq!(t.refuse("d noburn 2c3c").rule.id, "burn_error");
    // Stud rulesets have no board burn procedure: the burn rule refuses it.
    let mut stud = crate::support::live(
        "F7S",
        "antes = [1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [100, 100]",
    );
    stud.play("d dh p1 AsKs2s; d dh p2 AcKc3c; p1 pb; p2 cc");
    assert_eq!(stud.refuse("d noburn 4d").rule.id, "burns");
}

#[test]
fn a_missed_burn_is_reported_in_a_record_that_enters_no_burns_tda_39_b_rrop_holdem_4() {
    // The record has no burn lines: the flop came without its burn.
    let fields = "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n\
                  starting_stacks = [100, 100, 100]";
    let preflop = "d dh p1 ????; d dh p2 ????; d dh p3 ????; p3 cc; p1 cc; p2 cc";
    // TDA: scrambled back, the flop dealt again.
    let mut tda = crate::support::Table::family("tda-2024", "nl-holdem.yaml", fields);
    tda.play(preflop);
    tda.play("d noburn AhKd2c");
    assert_eq!(tda.options(), ["d db (3)"]);
    // Robert's Rules: the first card is the burn, the other two stand.
    let mut rrop = crate::support::Table::family("roberts-rules", "nl-holdem.yaml", fields);
    rrop.play(preflop);
    rrop.play("d noburn AhKd2c");
    assert_eq!(rrop.options(), ["d db (1)"]);
    // A double burn cannot be reported where burns are not entered.
    let mut t = crate::support::Table::family("roberts-rules", "nl-holdem.yaml", fields);
    t.play(preflop);
    assert_eq!(t.refuse("d doubleburn Ah").rule.id, "burn_error");
}

//! A street dealt without a burn, or after two. TDA 39-B: the flop's three
//! cards are scrambled face down and one is drawn as the burn, the other two
//! stay. RRoP Hold'em 4-5 and WSOP 168-169: put right in order while no flop
//! card is exposed, the flop reshuffled and dealt again once one is; the turn
//! and river put back in order. A house may reshuffle every error.

use dealerdesk_core::engine::{Event, Note, Why};
use dealerdesk_core::rules::{HouseRules, RuleId, Variant};

use crate::support::{Table, card, handed, ruled};

const THREE: &str = "antes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n\
                     starting_stacks = [100, 100, 100]";
const PREFLOP: &str = "d dh p1 AhKh; d dh p2 7c8c; d dh p3 QcQd; p3 cc; p1 cc; p2 cc";

/// Preflop done at a live three-handed table of the preset, everyone in.
fn to_the_flop(variant: &str) -> Table {
    let mut t = handed(variant, 3);
    t.play(PREFLOP);
    t
}

/// Preflop done under a bundled family's house file, burns entered.
fn family_to_the_flop(family: &str) -> Table {
    let mut t = Table::family(
        family,
        "nl-holdem.yaml",
        &format!("variant = 'NT'\n{THREE}"),
    );
    t.state = live_state(&t.rules);
    t.play(PREFLOP);
    t
}

/// A three-handed hand that enters burns, under `rules`.
fn live_state(rules: &HouseRules) -> dealerdesk_core::engine::HandState {
    let mut hand = dealerdesk_core::notation::PhhHand::parse(&format!(
        "variant = 'NT'\n{THREE}\nactions = []\n"
    ))
    .unwrap();
    hand.spec.burns_entered = true;
    dealerdesk_core::engine::HandState::new(&hand.spec, rules)
        .unwrap()
        .0
}

fn board(t: &Table) -> Vec<String> {
    t.state
        .board()
        .iter()
        .flatten()
        .map(|c| c.to_string())
        .collect()
}

fn notes(events: &[Event]) -> Vec<Note> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Ruled { rule, note } if rule.id == "burn_error" => Some(note.clone()),
            _ => None,
        })
        .collect()
}

fn burned(card: &str) -> Event {
    Event::Burned {
        card: Some(card.parse().unwrap()),
    }
}

#[test]
fn an_exposed_flop_without_a_burn_is_scrambled_and_the_burn_drawn_tda_39_b() {
    for mut t in [to_the_flop("NT"), family_to_the_flop("tda-2024")] {
        assert!(t.rules.rule(RuleId::BurnError).cite.contains("39-B"));
        let events = t.play("d noburn 2c3c4c");
        assert_eq!(
            notes(&events),
            [Note::NoBurnScramble {
                cards: vec![card("2c"), card("3c"), card("4c")]
            }],
            "{events:?}"
        );
        assert!(board(&t).is_empty());
        // The dealer enters the card drawn: one of the three, named.
        assert_eq!(t.options(), ["d burn"]);
        let r = t.refuse("d burn ??");
        assert_eq!(r.rule.id, "burn_error");
        assert_eq!(
            r.why,
            Why::ScrambledBurn {
                cards: vec![card("2c"), card("3c"), card("4c")]
            }
        );
        assert_eq!(t.refuse("d burn 5c").rule.id, "burn_error");
        assert_eq!(t.refuse("d db 5c").rule.id, "burns");
        let events = t.play("d burn 3c");
        assert!(events.contains(&burned("3c")));
        assert_eq!(
            notes(&events),
            [Note::BurnDrawn {
                card: card("3c"),
                stay: vec![card("2c"), card("4c")]
            }]
        );
        // The other two stay; the stub completes the flop.
        assert_eq!(board(&t), ["2c", "4c"]);
        assert_eq!(t.options(), ["d db (1)"]);
        assert_eq!(t.refuse("d db 3c").rule.id, "duplicate_card");
        t.play("d db 5c");
        assert_eq!(board(&t), ["2c", "4c", "5c"]);
        assert_eq!(t.next(), "p1");
        assert_eq!(t.state.cards_out(), 6 + 1 + 3);
    }
}

#[test]
fn a_face_down_flop_without_a_burn_is_scrambled_and_the_burn_drawn_tda_39_b() {
    let mut t = family_to_the_flop("tda-2024");
    let events = t.play("d noburn ??????");
    assert_eq!(notes(&events), [Note::FlopDownScramble]);
    // The drawn card is entered as the burn, then the other two and the
    // next card of the stub are turned up.
    assert_eq!(t.options(), ["d burn"]);
    t.play("d burn ??");
    assert_eq!(t.options(), ["d db (3)"]);
    t.play("d db 2c3c4c");
    assert_eq!(t.next(), "p1");
}

#[test]
fn a_turn_without_a_burn_is_the_burn_tda_39_b_rrop_holdem_5_wsop_169() {
    for family in ["tda-2024", "roberts-rules", "wsop-2026-cash"] {
        let mut t = family_to_the_flop(family);
        t.play("d burn ??; d db 2c3c4c; p1 cc; p2 cc; p3 cc");
        let events = t.play("d noburn Kd");
        assert!(events.contains(&burned("Kd")), "{family}");
        assert_eq!(t.options(), ["d db (1)"], "{family}");
        assert_eq!(t.refuse("d db Kd").rule.id, "duplicate_card", "{family}");
        t.play("d db 9s");
        assert_eq!(board(&t), ["2c", "3c", "4c", "9s"], "{family}");
    }
}

#[test]
fn an_exposed_flop_without_a_burn_is_reshuffled_and_dealt_again_rrop_holdem_4_wsop_168() {
    for (family, cite) in [
        ("roberts-rules", "RRoP Hold'em 4-5"),
        ("wsop-2026-cash", "WSOP 2026 Live Action Rules 168-169"),
    ] {
        let mut t = family_to_the_flop(family);
        let events = t.play("d noburn 2c3c4c");
        assert!(
            events.iter().any(|e| matches!(e, Event::Ruled { rule, note }
                if rule.cite == cite && matches!(note, Note::NoBurnReshuffle { exposed_flop: true, .. }))),
            "{family}: {events:?}"
        );
        assert!(board(&t).is_empty(), "{family}");
        assert!(!events.iter().any(|e| matches!(e, Event::Burned { .. })));
        // A card is burned and the flop dealt again; the same cards may come.
        assert_eq!(t.options(), ["d burn"], "{family}");
        t.play("d burn ??; d db 2c3c4c");
        assert_eq!(t.next(), "p1", "{family}");
    }
}

#[test]
fn a_face_down_flop_without_a_burn_is_put_back_in_order_rrop_holdem_4_wsop_168() {
    for family in ["roberts-rules", "wsop-2026-cash"] {
        let mut t = family_to_the_flop(family);
        let events = t.play("d noburn ??????");
        assert_eq!(notes(&events), [Note::FlopDownFirstBurn], "{family}");
        assert!(events.contains(&Event::Burned { card: None }));
        // The other two and the next card are the flop: three to enter.
        assert_eq!(t.options(), ["d db (3)"], "{family}");
        t.play("d db 2c3c4c; p1 cc; p2 cc; p3 cc");
        // The turn's burn is due as usual.
        assert_eq!(t.options(), ["d burn"], "{family}");
    }
}

#[test]
fn a_second_burn_is_the_flop_s_first_card_rrop_holdem_5() {
    let mut t = to_the_flop("FT");
    t.play("d burn ??");
    let r = t.refuse("d doubleburn ??");
    assert_eq!(r.rule.id, "burn_error");
    assert_eq!(r.why, Why::NameSecondBurn);
    t.play("d doubleburn 9s");
    assert_eq!(board(&t), ["9s"]);
    assert_eq!(t.options(), ["d db (2)"]);
    t.play("d db 2c3c");
    assert_eq!(t.next(), "p1");
}

#[test]
fn a_second_burn_goes_back_into_the_stub_tda_39_b() {
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
fn a_house_may_reshuffle_every_burn_error() {
    let text =
        Variant::NoLimitHoldem
            .text()
            .replacen("value: scramble-draw", "value: reshuffle", 1);
    let rules = HouseRules::from_yaml(&text, "house.yaml").unwrap();
    let mut t = Table {
        state: live_state(&rules),
        rules,
    };
    t.play(PREFLOP);
    t.play("d noburn ??????");
    assert_eq!(t.options(), ["d burn"]);
    t.play("d burn ??; d db 2c3c4c; p1 cc; p2 cc; p3 cc");
    let events = t.play("d noburn Kd");
    assert!(matches!(notes(&events)[..], [Note::NoBurnReshuffle { .. }]));
    assert_eq!(t.options(), ["d burn"]);
    t.play("d burn ??; d db Kd");
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
    // Cards named or all face down, not a mix.
    let r = t.refuse("d noburn 2c????");
    assert_eq!(r.rule.id, "burn_error");
    assert_eq!(r.why, Why::NameAllOrNone);
    // Stud rulesets have no board burn procedure: the burn rule refuses it.
    let mut stud = crate::support::live(
        "F7S",
        "antes = [1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [100, 100]",
    );
    stud.play("d dh p1 AsKs2s; d dh p2 AcKc3c; p1 pb; p2 cc");
    assert_eq!(stud.refuse("d noburn 4d").rule.id, "burns");
}

#[test]
fn after_the_first_action_on_the_flop_it_stands_tda_39_b_rrop_holdem_5() {
    for family in ["tda-2024", "roberts-rules", "wsop-2026-cash"] {
        let mut t = family_to_the_flop(family);
        t.play("d burn ??; d db 2c3c4c; p1 cc");
        let r = t.refuse("d noburn ??????");
        assert_eq!(r.rule.id, "burn_error", "{family}");
        assert_eq!(
            r.why,
            Why::BurnErrorWhen {
                burned: false,
                stands: true
            },
            "{family}"
        );
        assert_eq!(board(&t), ["2c", "3c", "4c"]);
    }
}

#[test]
fn a_missed_burn_is_reported_in_a_record_that_enters_no_burns_tda_39_b_rrop_holdem_4() {
    // The record has no burn lines: the flop came without its burn.
    let fields = format!("variant = 'NT'\n{THREE}");
    let preflop = "d dh p1 ????; d dh p2 ????; d dh p3 ????; p3 cc; p1 cc; p2 cc";
    // TDA: the dealer names the card drawn as the burn, even here.
    let mut tda = Table::family("tda-2024", "nl-holdem.yaml", &fields);
    tda.play(preflop);
    tda.play("d noburn AhKd2c");
    assert_eq!(tda.options(), ["d burn"]);
    tda.play("d burn Kd");
    assert_eq!(board(&tda), ["Ah", "2c"]);
    assert_eq!(tda.options(), ["d db (1)"]);
    // Robert's Rules: exposed, so reshuffled and the flop dealt again.
    let mut rrop = Table::family("roberts-rules", "nl-holdem.yaml", &fields);
    rrop.play(preflop);
    rrop.play("d noburn AhKd2c");
    assert_eq!(rrop.options(), ["d db (3)"]);
    // Face down: the first card is the burn, three cards to turn.
    let mut rrop = Table::family("roberts-rules", "nl-holdem.yaml", &fields);
    rrop.play(preflop);
    rrop.play("d noburn ??????");
    assert_eq!(rrop.options(), ["d db (3)"]);
    rrop.play("d db AhKd2c");
    assert_eq!(rrop.state.cards_out(), 6 + 1 + 3);
    // A double burn cannot be reported where burns are not entered.
    let mut t = Table::family("roberts-rules", "nl-holdem.yaml", &fields);
    t.play(preflop);
    assert_eq!(t.refuse("d doubleburn Ah").rule.id, "burn_error");
}

//! Stud cards the dealer exposes: a first or second down card (RRoP Stud
//! irregularities, WSOP 218, TDA RP-10-A; a misdeal where the house says so)
//! and a seventh-street card (WSOP 234: it plays; TDA RP-10-B: replaced).

use dealerdesk_core::cards::Card;
use dealerdesk_core::engine::{Event, HandState, Phase};
use dealerdesk_core::notation::PhhHand;
use dealerdesk_core::rules::{HouseRules, Variant};

use crate::support::Table;

const THREE: &str = "antes = [1, 1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [100, 100, 100]";

fn with_rules(rules: HouseRules, fields: &str) -> Table {
    let variant = if rules.split() == dealerdesk_core::rules::Split::HiLo8 {
        "F7S/8"
    } else {
        "F7S"
    };
    let hand = PhhHand::parse(&format!("variant = '{variant}'\n{fields}\nactions = []\n")).unwrap();
    let (state, _) = HandState::new(&hand.spec, &rules).unwrap();
    Table { rules, state }
}

fn family(file: &str, fields: &str) -> Table {
    let path = crate::support::repo().join("rulesets").join(file);
    with_rules(HouseRules::from_file(&path).unwrap(), fields)
}

fn cards(t: &Table, player: usize) -> Vec<String> {
    t.state.players()[player]
        .cards()
        .iter()
        .map(|c| c.map_or("??".into(), |c: Card| c.to_string()))
        .collect()
}

fn ruled(events: &[Event], id: &str) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::Ruled { rule, .. } if rule.id == id))
}

#[test]
fn an_exposed_first_down_card_becomes_the_up_card_rrop_stud_irregularities() {
    for file in [
        "stud.yaml",
        "roberts-rules/stud.yaml",
        "wsop-2026-cash/stud.yaml",
        "tda-2024/stud-hilo.yaml",
    ] {
        let mut t = family(file, THREE);
        t.play("d dh p1 2s");
        let events = t.play("d exposed p1 2s");
        assert!(ruled(&events, "exposed_stud_card"), "{file}");
        // p1 is owed the second down card and the third-street card, dealt down.
        assert_eq!(t.options(), ["d dh p1 (2)"], "{file}");
        t.play("d dh p1 Ks9h; d dh p2 AcKc3c; d dh p3 AdKdQd");
        assert_eq!(cards(&t, 0), ["Ks", "9h", "2s"], "{file}");
        // The exposed deuce is p1's up card: p1 brings in, not p2's trey.
        assert_eq!(t.next(), "p1", "{file}");
        assert_eq!(t.options(), ["pb 2", "cbr 5"], "{file}");
        assert_eq!(t.state.misdeals(), 0);
    }
}

#[test]
fn an_exposed_second_down_card_is_placed_up_at_once() {
    let mut t = family("wsop-2026-cash/stud.yaml", THREE);
    t.play("d dh p1 Ks; d dh p2 Ac; d dh p3 Ad; d dh p1 2s; d exposed p1 2s");
    // p1 is owed one card, the third-street card, dealt down.
    assert_eq!(t.options(), ["d dh p1 (1)"]);
    t.play("d dh p1 9h; d dh p2 Kc3c; d dh p3 KdQd");
    assert_eq!(cards(&t, 0), ["Ks", "9h", "2s"]);
    assert_eq!(t.next(), "p1");
}

#[test]
fn a_second_exposed_down_card_is_a_misdeal_rrop_stud_irregularities() {
    let mut t = family("stud.yaml", THREE);
    t.play("d dh p1 2s; d exposed p1 2s; d dh p1 Ks9h; d dh p2 Ac");
    let events = t.play("d exposed p2 Ac");
    assert!(events.contains(&Event::Misdealt));
    assert_eq!(t.state.misdeals(), 1);
    // Antes stay as posted for the redeal.
    assert_eq!(t.stacks(), [99, 99, 99]);
    assert_eq!(t.options(), ["d dh p1 (3)"]);
}

#[test]
fn a_house_may_call_a_misdeal_for_any_exposed_down_card_wsop_t_88() {
    let text = Variant::Stud
        .text()
        .replacen("value: up-card", "value: misdeal", 1);
    let rules = HouseRules::from_yaml(&text, "house.yaml").unwrap();
    let mut t = with_rules(rules, THREE);
    t.play("d dh p1 2s");
    let events = t.play("d exposed p1 2s");
    assert!(ruled(&events, "exposed_stud_card"));
    assert_eq!(t.state.misdeals(), 1);
    assert_eq!(t.options(), ["d dh p1 (3)"]);
}

#[test]
fn a_down_card_exposed_after_the_up_card_is_dealt_plays() {
    let mut t = family("stud.yaml", THREE);
    t.play("d dh p1 AsKs2s");
    let r = t.refuse("d exposed p1 As");
    assert_eq!(r.rule.id, "exposed_stud_card");
    assert!(r.rule.cite.contains("RRoP"), "{}", r.rule.cite);
}

/// Heads-up stud played to seventh street, all checked or called; seventh
/// street dealt down and unseen.
fn to_seventh(file: &str) -> Table {
    let mut t = family(
        file,
        "antes = [1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [100, 100]",
    );
    t.play("d dh p1 AsKs2s; d dh p2 AcKc3c; p1 pb; p2 cc");
    for (a, b) in [("4d", "5d"), ("6h", "7h"), ("8c", "9c")] {
        t.play(&format!("d dh p1 {a}; d dh p2 {b}"));
        while t.state.phase() == Phase::Betting {
            let who = t.next();
            t.play(&format!("{who} cc"));
        }
    }
    t.play("d dh p1 ??; d dh p2 ??");
    t
}

#[test]
fn an_exposed_seventh_street_card_plays_wsop_234() {
    let mut t = to_seventh("wsop-2026-cash/stud.yaml");
    let first = t.next();
    let events = t.play("d exposed p1 Th");
    assert!(ruled(&events, "exposed_seventh_card"));
    assert_eq!(cards(&t, 0)[6], "Th");
    assert_eq!(t.next(), first, "the betting goes on as it stood");
    // The card is out: it cannot be shown by anyone else.
    assert_eq!(t.refuse("d exposed p2 Th").rule.id, "cards_speak");
}

#[test]
fn an_exposed_seventh_street_card_is_replaced_tda_rp_10b() {
    let mut t = to_seventh("tda-2024/stud.yaml");
    let events = t.play("d exposed p1 Th");
    assert!(ruled(&events, "exposed_seventh_card"));
    assert!(events.contains(&Event::SetAside {
        pos: crate::support::p(1),
        card: "Th".parse().unwrap()
    }));
    assert_eq!(cards(&t, 0).len(), 6);
    assert_eq!(t.options(), ["d dh p1 (1)"]);
    assert_eq!(t.refuse("d dh p1 Th").rule.id, "duplicate_card");
    t.play("d dh p1 Js");
    assert_eq!(cards(&t, 0)[6], "Js");
    assert_eq!(t.state.phase(), Phase::Betting);
}

#[test]
fn a_seventh_street_card_exposed_after_action_plays_as_it_lies() {
    let mut t = to_seventh("tda-2024/stud.yaml");
    let who = t.next();
    t.play(&format!("{who} cc"));
    let r = t.refuse("d exposed p1 Th");
    assert_eq!(r.rule.id, "exposed_seventh_card");
    assert!(r.rule.cite.contains("10-B"), "{}", r.rule.cite);
}

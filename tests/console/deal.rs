//! The deal figures on the tournament bar at a final table: the chip-count
//! and ICM shares by seat and name, and the sentence saying how they round
//! and who gets an odd unit first.

use super::*;

#[test]
fn the_deal_figures_say_how_they_round_and_who_gets_an_odd_unit_first() {
    let dir = tempfile::tempdir().unwrap();
    // The rebuy preset paying two places from two entries: heads-up is the
    // final table.
    let mut text = include_str!("../../rulesets/tda-2024/nl-holdem-rebuy.yaml").to_string();
    let table = text.find("    table:\n").unwrap();
    text.truncate(table);
    text += "    table:\n      - { entries: 2, percent: [65, 35] }\n";
    let rules = HouseRules::from_yaml(&text, "two-paid.yaml").unwrap();
    let db = dir.path().join("deal.sqlite");
    let desk = sample::from_lines(&db, rules, &["sit 1 Ana", "sit 2 Ben", "button 1"]).unwrap();
    let f = desk.deal_figures().unwrap();
    // Equal stacks share both ways equally.
    assert_eq!(f.chip_chop[0], f.chip_chop[1]);
    assert_eq!(f.icm[0], f.icm[1]);
    // Ana has the button chosen for the first hand: Ben is first left.
    assert_eq!(f.odd_unit, [SeatNo(2), SeatNo(1)]);
    let mut h = harness(Console::with_desk(desk));
    assert!(shows(&h, "Deal figures"));
    h.get_by_label_contains("Deal figures").click();
    h.run();
    assert!(shows(
        &h,
        "goes first to Ben (seat 2), first left of the button"
    ));
}

//! Hand histories read and written: seats checked, names written as TOML
//! strings that keep every character.

#![allow(clippy::unwrap_used)] // tests fail loudly by design

use dealerdesk_core::chips::Chips;
use dealerdesk_core::notation::{FieldFault, PhhError, PhhHand};

#[test]
fn seats_are_read_written_and_checked() {
    let hand = |seats: &str| {
        PhhHand::parse(&format!(
            "variant = 'NT'\nblinds_or_straddles = [1, 2]\nstarting_stacks = [100, 100]\nactions = []\nseats = {seats}\n"
        ))
    };
    let read = hand("[7, 2]").unwrap();
    assert_eq!(read.seats, Some(vec![7, 2]));
    assert!(read.to_phh().contains("seats = [7, 2]\n"));
    let not_a_seat = |value: &str| FieldFault::NotASeat {
        value: value.into(),
    };
    for (bad, fault) in [
        ("[7]", FieldFault::Length { got: 1, players: 2 }),
        ("[0, 2]", not_a_seat("0")),
        ("[11, 2]", not_a_seat("11")),
        ("[2, 2]", FieldFault::SeatTwice(2)),
    ] {
        let field = "seats";
        assert_eq!(
            hand(bad).unwrap_err(),
            PhhError::Field { field, fault },
            "{bad}"
        );
    }
}

#[test]
fn names_are_written_as_toml_strings_with_every_character_kept() {
    let mut hand = PhhHand::parse(
        "variant = 'NT'\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [100, 100]\nactions = []\n",
    )
    .unwrap();
    // Names an older log may hold beside the ones the desk takes today.
    let names = [
        ("O'Brien", "\"O'Brien\""),
        (
            "Ana\nSeat 1: Ana collected ($999999)",
            "\"Ana\\nSeat 1: Ana collected ($999999)\"",
        ),
        ("say \"hi\" \\o/", "'say \"hi\" \\o/'"),
        (
            "Tab\tNul\0Esc\u{1b}[2J",
            "\"Tab\\tNul\\u0000Esc\\u001B[2J\"",
        ),
        ("Jos\u{e9}", "'Jos\u{e9}'"),
        ("Ana", "'Ana'"),
    ];
    for pair in names.chunks(2) {
        hand.players = Some(pair.iter().map(|(n, _)| n.to_string()).collect());
        let text = hand.to_phh();
        let written = format!("players = [{}, {}]\n", pair[0].1, pair[1].1);
        assert!(text.contains(&written), "{text}");
        let toml: toml::Table = toml::from_str(&text).unwrap();
        assert_eq!(toml["players"][0].as_str(), Some(pair[0].0));
        let again = PhhHand::parse(&text).unwrap();
        assert_eq!(again.players, hand.players);
    }
}

#[test]
fn heads_up_blinds_are_reversed_into_positions() {
    let hand = PhhHand::parse(
        "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [100, 100]\nactions = []\n",
    )
    .unwrap();
    assert_eq!(hand.spec.blinds, vec![Chips(2), Chips(1)]);
    let again = PhhHand::parse(&hand.to_phh()).unwrap();
    assert_eq!(again.spec, hand.spec);
}

#[test]
fn the_rake_is_the_user_defined_field_rake() {
    let text = "variant = 'NT'\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 100, 100]\nactions = []\n_rake = 6\n";
    let hand = PhhHand::parse(text).unwrap();
    assert_eq!(hand.rake, Some(Chips(6)));
    assert!(hand.to_phh().ends_with("_rake = 6\n"));
    assert_eq!(PhhHand::parse(&hand.to_phh()).unwrap(), hand);
    let unraked = PhhHand::parse(&text.replace("_rake = 6\n", "")).unwrap();
    assert_eq!(unraked.rake, None);
    assert!(!unraked.to_phh().contains("_rake"));
    // Another reader's own fields are passed over.
    let other = PhhHand::parse(&text.replace("_rake", "_venue_fee")).unwrap();
    assert_eq!(other.rake, None);
}

#[test]
fn unsupported_variants_are_named() {
    let err = PhhHand::parse("variant = 'NFD'\nstarting_stacks = [1, 2]\n").unwrap_err();
    assert!(err.is_unsupported());
    assert_eq!(err.to_string(), "unsupported variant NFD");
}

#[test]
fn a_stake_of_another_game_is_dropped_so_the_hand_reads_back_the_same() {
    let text = "variant = 'NT'\nmin_bet = 2\nblinds_or_straddles = [1, 2]\nstarting_stacks = [10, 20]\nactions = []\nbig_bet = 500000\n";
    let hand = PhhHand::parse(text).unwrap();
    assert_eq!(hand.spec.big_bet.0, 0, "no-limit has no big bet");
    assert_eq!(PhhHand::parse(&hand.to_phh()).unwrap(), hand);
    let stud = "variant = 'F7S'\nantes = [1, 1]\nblinds_or_straddles = [5, 9]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [50, 50]\nactions = []\n";
    let hand = PhhHand::parse(stud).unwrap();
    assert!(
        hand.spec.blinds.iter().all(|b| b.0 == 0),
        "stud has no blinds"
    );
    assert_eq!(PhhHand::parse(&hand.to_phh()).unwrap(), hand);
}

/// A tournament hand splits down to its smallest chip in play, and the
/// export says which in `_odd_chip_unit`: the hand replays to the stacks it
/// ended with under a house whose own unit is 1 (hunted: a HORSE
/// tournament's Omaha and stud/8 hands replayed 12 chips off).
#[test]
fn the_odd_chip_unit_is_written_read_and_split_down_to() {
    use dealerdesk_core::replay::replay;
    use dealerdesk_core::rules::{HouseRules, Variant};
    let text = "variant = 'NT'\nblinds_or_straddles = [25, 50, 0]\nmin_bet = 50\n\
        starting_stacks = [1000, 1000, 1000]\nactions = [\n  'd dh p1 ????',\n  \
        'd dh p2 2c3d',\n  'd dh p3 2d3c',\n  'p3 cc',\n  'p1 f',\n  'p2 cc',\n  \
        'd db AhKhQh',\n  'p2 cc',\n  'p3 cc',\n  'd db Jh',\n  'p2 cc',\n  'p3 cc',\n  \
        'd db Th',\n  'p2 cc',\n  'p3 cc',\n  'p2 sm 2c3d',\n  'p3 sm 2d3c',\n]\n\
        _odd_chip_unit = 25\n";
    let rules = HouseRules::preset(Variant::NoLimitHoldem);
    assert_eq!(rules.odd_chip_unit(), Chips(1));
    let hand = PhhHand::parse(text).unwrap();
    assert_eq!(hand.spec.odd_chip_unit, Some(Chips(25)));
    // The royal flush on the board chops the 125: the big blind, first
    // left of the button, takes the odd 25.
    let stacks = |hand: &PhhHand| replay(hand, &rules).unwrap().stacks().to_vec();
    assert_eq!(stacks(&hand), [Chips(975), Chips(1025), Chips(1000)]);
    let written = hand.to_phh();
    assert!(written.ends_with("_odd_chip_unit = 25\n"), "{written}");
    assert_eq!(PhhHand::parse(&written).unwrap(), hand);
    // Without the field the house's chip of 1 splits it.
    let house = PhhHand::parse(&text.replace("_odd_chip_unit = 25\n", "")).unwrap();
    assert_eq!(house.spec.odd_chip_unit, None);
    assert!(!house.to_phh().contains("_odd_chip_unit"));
    assert_eq!(stacks(&house), [Chips(975), Chips(1013), Chips(1012)]);
}

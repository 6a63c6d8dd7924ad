//! The house's rake, taken by the engine as it awards: a share rounded down
//! to whole increments, capped (by players dealt in where the house says),
//! none before the flop when the house says "no flop, no drop", from the
//! main pot first; rake and awards add up to the pot.

use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::Event;
use dealerdesk_core::notation::PhhHand;
use dealerdesk_core::rules::{HouseRules, Rake, Variant};

use crate::support::Table;

fn rake(tenths: u32, cap: u64, increment: u64) -> Rake {
    Rake {
        tenths_of_percent: tenths,
        cap: Chips(cap),
        cap_by_players: Default::default(),
        increment: Chips(increment),
        no_flop_no_drop: true,
        drop: Chips(0),
        cite: "House rake schedule".into(),
        text: "Five percent of a pot that sees a flop, capped.".into(),
    }
}

fn table(stacks: &str, r: Rake) -> Table {
    let hand = PhhHand::parse(&format!(
        "variant = 'NT'\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [{stacks}]\nactions = []\n"
    ))
    .unwrap();
    let mut rules = HouseRules::preset(Variant::NoLimitHoldem);
    rules.rake = Some(r);
    Table::with_rules(&hand, rules)
}

fn raked(events: &[Event]) -> Option<Chips> {
    events.iter().find_map(|e| match e {
        Event::Raked { amount } => Some(*amount),
        _ => None,
    })
}

const DEAL: &str = "d dh p1 AhAd; d dh p2 KhKd; d dh p3 2c7d";

#[test]
fn five_percent_capped_at_three_big_blinds_from_a_pot_that_sees_a_flop() {
    let mut t = table("200, 200, 200", rake(50, 6, 1));
    t.play(DEAL);
    t.play("p3 f; p1 cbr 100; p2 cc");
    let events = t.play("d db 3s4s9c; p1 cbr 100; p2 cc; p1 sm AhAd; p2 sm KhKd; d db Jc; d db Qd");
    // The pot is 400: 5 % is 20, capped at 6.
    assert_eq!(raked(&events), Some(Chips(6)));
    assert_eq!(t.state.rake(), Chips(6));
    let pot = &t.state.awarded()[0];
    assert_eq!(pot.amount, Chips(400));
    assert_eq!(pot.rake, Chips(6));
    assert_eq!(pot.awards, [(dealerdesk_core::chips::Pos(0), Chips(394))]);
    assert_eq!(t.state.stacks(), [Chips(394), Chips(0), Chips(200)]);
    assert_eq!(t.state.total_chips(), Chips(600), "rake and stacks add up");
}

#[test]
fn no_flop_no_drop() {
    let mut t = table("200, 200, 200", rake(50, 6, 1));
    t.play(DEAL);
    let events = t.play("p3 f; p1 cbr 10; p2 f");
    assert_eq!(raked(&events), None);
    assert_eq!(t.state.rake(), Chips::ZERO);
    assert_eq!(t.state.stacks(), [Chips(202), Chips(198), Chips(200)]);
}

#[test]
fn the_share_is_rounded_down_to_whole_increments() {
    // A pot of 57 at 5 % is 2.85: 2 in chips of 1, nothing in chips of 5.
    for (increment, want) in [(1, 2), (5, 0)] {
        let mut t = table("200, 200, 200", rake(50, 0, increment));
        t.play(DEAL);
        t.play("p3 f; p1 cbr 28; p2 cc; d db 3s4s9c; p1 cc; p2 cc; d db Jc; p1 cc; p2 cc; d db Qd; p1 cc; p2 cc; p1 sm AhAd; p2 sm KhKd");
        assert_eq!(t.state.rake(), Chips(want), "increment {increment}");
        let total: Chips = t.state.stacks().iter().copied().sum();
        assert_eq!(total + t.state.rake(), Chips(600));
    }
}

#[test]
fn the_cap_follows_the_players_dealt_in_and_the_rake_comes_from_the_main_pot_first() {
    let mut r = rake(100, 50, 1);
    r.cap_by_players.insert(3, Chips(7));
    // p3 is all in for 20: a main pot of 60 and a side pot between p1 and p2.
    let mut t = table("200, 200, 20", r);
    t.play(DEAL);
    t.play("p3 cbr 20; p1 cbr 100; p2 cc");
    t.play("d db 3s4s9c; p1 cc; p2 cc; d db Jc; p1 cc; p2 cc; d db Qd; p1 cc; p2 cc");
    t.play("p1 sm AhAd; p2 sm KhKd; p3 sm 2c7d");
    let pots = t.state.awarded();
    assert_eq!(pots.len(), 2);
    assert_eq!((pots[0].amount, pots[0].rake), (Chips(60), Chips(7)));
    assert_eq!(pots[1].rake, Chips::ZERO);
    assert_eq!(
        t.state.rake(),
        Chips(7),
        "10 % of 220, capped at 7 three-handed"
    );
    let total: Chips = t.state.stacks().iter().copied().sum();
    assert_eq!(total + t.state.rake(), Chips(420));
}

//! The command line's words at the desk: what a dealer types is read into
//! the hand's actions without retyping what the table already shows.

use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::{DealStep, Next, Phase, legal_actions};
use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::command::{Command, parse_command};
use dealerdesk_desk::desk::{Desk, DeskError, SeatNo};

/// Enters one line of the command language at the hand in play.
fn line(desk: &mut Desk, text: &str) -> Result<(), String> {
    desk.hand().ok_or("no hand")?;
    let command = parse_command(text, desk).map_err(|e| format!("{text}: {e}"))?;
    if !matches!(command, Command::Act(_) | Command::DealUnseen) {
        return Err(format!("{text}: {command:?}"));
    }
    desk.carry_out(&command)
        .map(|_| ())
        .map_err(|e: DeskError| format!("{text}: {e}"))
}

fn lines(desk: &mut Desk, text: &str) {
    for l in text.split(';').map(str::trim).filter(|l| !l.is_empty()) {
        line(desk, l).unwrap();
    }
}

/// A stud hand between Ben (seat 2, `p1`: 7h 9d Td 3h up) and Ana (seat 1,
/// `p2`: 2c Jc 5s 4s up) to the showdown: the down cards dealt unseen, the
/// up cards as they came; Ana's deuce brings in, every bet is called.
fn stud_to_showdown(dir: &std::path::Path) -> Desk {
    let mut desk = Desk::open(
        dir.join("stud.ddlog"),
        HouseRules::preset(Variant::Stud),
        "Table 3",
    )
    .unwrap();
    desk.seat(SeatNo(1), "Ana", Chips(500)).unwrap();
    desk.seat(SeatNo(2), "Ben", Chips(500)).unwrap();
    desk.start_hand().unwrap();
    lines(&mut desk, "?? ?? 7h; ?? ?? 2c");
    // Ana's deuce brings in; then every card as it comes, every bet called.
    lines(&mut desk, "bi");
    let mut cards = ["9d", "Jc", "Td", "5s", "3h", "4s", "??", "??"].into_iter();
    while let Some(h) = desk.hand()
        && matches!(h.state.phase(), Phase::Betting | Phase::Dealing)
    {
        let next = legal_actions(&h.state, desk.rules()).next;
        match next {
            Next::Player(_) => lines(&mut desk, "c"),
            Next::Dealer(DealStep::Burn) => lines(&mut desk, "b"),
            _ => lines(&mut desk, cards.next().unwrap()),
        }
    }
    desk
}

#[test]
fn a_stud_showdown_takes_the_down_cards_the_up_cards_being_known() {
    let dir = tempfile::tempdir().unwrap();
    let mut desk = stud_to_showdown(dir.path());
    // Two cards are neither the down cards nor the whole hand: refused, and
    // nothing is written.
    let entries = desk.log().events(None).unwrap().len();
    let err = line(&mut desk, "s As Ks").unwrap_err();
    assert!(err.contains("show-all"), "{err}");
    assert_eq!(desk.log().events(None).unwrap().len(), entries);
    // Ana tables her three down cards; her up cards are known.
    lines(&mut desk, "s As Ks Qh");
    let hand = desk.hand().unwrap();
    assert_eq!(
        hand.actions.last().unwrap().to_string(),
        "p2 sm AsKs2cJc5s4sQh"
    );
    // Ben (seat 2) tables all seven: still accepted.
    lines(&mut desk, "s Ah Kh 7h 9d Td 3h 2h");
    assert!(desk.hand().is_none(), "the hand is over");
    let stacks: Vec<(String, u64)> = desk
        .seats()
        .values()
        .map(|s| (s.name.clone(), s.stack.0))
        .collect();
    // Ben's heart flush beats Ana's ace high: he takes her ante and
    // bring-in call.
    assert_eq!(stacks, [("Ana".to_string(), 497), ("Ben".to_string(), 503)]);
}

/// A hold'em hand at three seats, p1's and p2's cards dealt as typed.
fn holdem_dealing(dir: &std::path::Path) -> Desk {
    let mut desk = Desk::open(
        dir.join("holdem.ddlog"),
        HouseRules::preset(Variant::NoLimitHoldem),
        "Table 4",
    )
    .unwrap();
    for (seat, name) in [(2, "Ana"), (5, "Ben"), (7, "Dee")] {
        desk.seat(SeatNo(seat), name, Chips(200)).unwrap();
    }
    desk.start_hand().unwrap();
    lines(&mut desk, "Ah Kh; 7c 8c");
    desk
}

#[test]
fn a_card_exposed_while_dealt_is_entered_directly_before_the_players_cards() {
    let dir = tempfile::tempdir().unwrap();
    let mut desk = holdem_dealing(dir.path());
    // The dealer turns over Qc while dealing to p3, whose cards are not
    // entered yet: the exposure is entered as it happened.
    lines(&mut desk, "exposed p3 Qc");
    let hand = desk.hand().unwrap();
    assert_eq!(hand.state.misdeals(), 0);
    assert_eq!(hand.actions.last().unwrap().to_string(), "d exposed p3 Qc");
    // Qc is the burn for the flop: p3's two cards are dealt, then the flop
    // comes after the burn set aside; Qc cannot be dealt again.
    assert!(line(&mut desk, "Qc Js").is_err(), "Qc is out of the deck");
    lines(&mut desk, "Jd Js");
    let p3 = &desk.hand().unwrap().state.players()[2];
    assert_eq!(p3.cards().len(), 2);
}

#[test]
fn the_first_card_off_the_deck_exposed_before_it_is_entered_is_a_misdeal() {
    let dir = tempfile::tempdir().unwrap();
    let mut desk = Desk::open(
        dir.path().join("t.ddlog"),
        HouseRules::preset(Variant::NoLimitHoldem),
        "Table 4",
    )
    .unwrap();
    for (seat, name) in [(2, "Ana"), (5, "Ben"), (7, "Dee")] {
        desk.seat(SeatNo(seat), name, Chips(200)).unwrap();
    }
    desk.start_hand().unwrap();
    lines(&mut desk, "exposed p1 Ah");
    assert_eq!(desk.hand().unwrap().state.misdeals(), 1);
}

#[test]
fn a_stud_down_card_exposed_before_it_is_entered_is_taken_directly() {
    let dir = tempfile::tempdir().unwrap();
    let mut desk = Desk::open(
        dir.path().join("stud.ddlog"),
        HouseRules::preset(Variant::Stud),
        "Table 3",
    )
    .unwrap();
    for (seat, name) in [(1, "Ana"), (2, "Ben"), (4, "Cy")] {
        desk.seat(SeatNo(seat), name, Chips(500)).unwrap();
    }
    desk.start_hand().unwrap();
    lines(&mut desk, "?? ?? 7h");
    // Ben's first down card turns over as it is dealt.
    lines(&mut desk, "exposed p2 Ah");
    let hand = desk.hand().unwrap();
    assert_eq!(hand.state.misdeals(), 0);
    assert_eq!(hand.actions.last().unwrap().to_string(), "d exposed p2 Ah");
    // It is his up card; his two down cards are dealt, then Cy's three.
    lines(&mut desk, "?? ??; ?? ?? Kd");
    let cards = |i: usize| desk.hand().unwrap().state.players()[i].cards().to_vec();
    assert_eq!(cards(1), [None, None, Some("Ah".parse().unwrap())]);
    assert_eq!(cards(2), [None, None, Some("Kd".parse().unwrap())]);
}

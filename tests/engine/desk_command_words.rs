//! The command line's words at the desk: what a dealer types is read into
//! the hand's actions without retyping what the table already shows.

use dealerdesk::chips::Chips;
use dealerdesk::command::{Command, parse_command};
use dealerdesk::desk::{Desk, DeskError, SeatNo};
use dealerdesk::engine::{DealStep, Next, Phase, legal_actions};
use dealerdesk::rules::{HouseRules, Variant};

/// Enters one line of the command language at the hand in play.
fn line(desk: &mut Desk, text: &str) -> Result<(), String> {
    let hand = desk.hand().ok_or("no hand")?;
    let legal = legal_actions(&hand.state, desk.rules());
    let command = parse_command(text, Some((&hand.state, &legal)), desk.rules())
        .map_err(|e| format!("{text}: {e}"))?;
    let result = match command {
        Command::Act(action) => desk.submit(&action).map(|_| ()),
        Command::DealUnseen => desk.deal_unseen().map(|_| ()),
        other => return Err(format!("{text}: {other:?}")),
    };
    result.map_err(|e: DeskError| format!("{text}: {e}"))
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

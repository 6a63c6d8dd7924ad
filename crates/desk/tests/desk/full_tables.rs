//! Mixed games at full tables: the 8-game table seats eight players and
//! deals every game of its rotation to all of them, 2-7 triple draw
//! included, and a table seats no more players than its house's table
//! size, as a card room sets a table's seats when it opens the game.

use dealerdesk_core::cards::Card;
use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::{Action, DealStep, Next, legal_actions};
use dealerdesk_core::notation::parse_action;
use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::desk::{Desk, DeskError, SeatNo, SeatRefusal};
use dealerdesk_i18n::{Lang, Words};

use crate::fixtures::step;

const NAMES: [&str; 9] = ["Ana", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida"];

fn house(file: &str) -> HouseRules {
    HouseRules::from_file(&crate::repo().join("rulesets").join(file)).unwrap()
}

/// A table under `file` with `players` seated in seats 1 up.
fn seated(dir: &std::path::Path, file: &str, players: usize) -> Desk {
    let mut desk = Desk::open(dir.join("t.sqlite"), house(file), "Table 8").unwrap();
    for (i, name) in NAMES.iter().take(players).enumerate() {
        desk.seat(SeatNo(i as u8 + 1), name, Chips(1000)).unwrap();
    }
    desk
}

fn submit(desk: &mut Desk, text: &str) {
    let action = parse_action(text).unwrap();
    desk.submit(&action)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
}

/// The dealer's next step: the burn, the cards nobody sees unseen, an up
/// card as the first of the deck not out yet.
fn deal(desk: &mut Desk, next: DealStep) {
    match next {
        DealStep::Burn => submit(desk, "d burn"),
        DealStep::Hole { to, .. } if desk.deal_unseen().is_err() => {
            let up = Card::deck().find(|c| {
                let cards = vec![Some(*c)];
                desk.submit(&Action::DealHole { to, cards }).is_ok()
            });
            assert!(up.is_some(), "an up card for {to}");
        }
        DealStep::Hole { .. } => {}
        other => panic!("{other:?}"),
    }
}

/// Deals the hand and folds it to the last player, the bring-in posted.
fn fold_around(desk: &mut Desk) {
    while let Some(hand) = desk.hand() {
        let legal = legal_actions(&hand.state, desk.rules());
        match legal.next {
            Next::Dealer(next) => deal(desk, next),
            Next::Player(p) if !legal.fold => submit(desk, &format!("{p} pb")),
            _ => step(desk, "f"),
        }
    }
}

/// A triple draw hand in which everyone calls and draws five: the stub,
/// eleven cards after the burn, is made up again for the third player.
fn everyone_draws_five(desk: &mut Desk) {
    loop {
        let hand = desk.hand().unwrap();
        let legal = legal_actions(&hand.state, desk.rules());
        match legal.next {
            Next::Player(p) if legal.draw => submit(desk, &format!("{p} sd ??????????")),
            Next::Player(p) if hand.state.street_index() == 0 => submit(desk, &format!("{p} cc")),
            Next::Dealer(next) => deal(desk, next),
            _ => break,
        }
    }
    let hand = desk.hand().unwrap();
    assert_eq!(hand.state.street_index(), 1, "the first draw is dealt");
    assert!(hand.state.cards_out() <= 52);
    fold_around(desk);
}

#[test]
fn an_eight_game_table_of_eight_deals_every_game_its_triple_draw_round_too() {
    let dir = tempfile::tempdir().unwrap();
    let mut desk = seated(dir.path(), "wsop-2026-cash/8-game.yaml", 8);
    assert_eq!(desk.rules().table_size(), 8);
    let mut dealt = Vec::new();
    // Eight games of eight hands, and the first hand of the next round.
    for _ in 0..65 {
        let hand = desk.start_hand().unwrap();
        assert_eq!(hand.seats.len(), 8, "everyone is dealt in");
        let variant = desk.rules().variant();
        let first_draw_hand = variant == Variant::FixedLimitTripleDraw
            && dealt.last() != Some(&Variant::FixedLimitTripleDraw);
        dealt.push(variant);
        if first_draw_hand {
            everyone_draws_five(&mut desk);
        } else {
            fold_around(&mut desk);
        }
    }
    let games: Vec<Variant> = dealt.chunks(8).map(|c| c[0]).collect();
    assert_eq!(
        games,
        [
            Variant::FixedLimitHoldem,
            Variant::FixedLimitOmahaHiLo,
            Variant::Razz,
            Variant::Stud,
            Variant::StudHiLo,
            Variant::NoLimitHoldem,
            Variant::PotLimitOmaha,
            Variant::FixedLimitTripleDraw,
            Variant::FixedLimitHoldem,
        ]
    );
    assert!(dealt.chunks(8).all(|c| c.iter().all(|v| *v == c[0])));
    assert!(desk.log().verify(|_, _| {}).is_ok());
}

#[test]
fn a_table_seats_no_more_players_than_its_house_s_table_size() {
    let dir = tempfile::tempdir().unwrap();
    for (file, size) in [
        ("wsop-2026-cash/8-game.yaml", 8),
        ("fl-27-triple-draw.yaml", 6),
        ("nl-27-single-draw.yaml", 7),
    ] {
        let dir = dir.path().join(size.to_string());
        std::fs::create_dir_all(&dir).unwrap();
        let mut desk = seated(&dir, file, size);
        let events = desk.log().events(None).unwrap().len();
        let seat = SeatNo(size as u8 + 1);
        let e = match desk.seat(seat, NAMES[size], Chips(1000)) {
            Err(DeskError::Seating(e)) => *e,
            other => panic!("{file}: not a seating refusal: {other:?}"),
        };
        assert_eq!(
            e.refusal,
            SeatRefusal::TableFull {
                name: NAMES[size].into(),
                size: size as u8
            }
        );
        assert_eq!(e.rule.as_ref().unwrap().id, "table_size", "{file}");
        assert_eq!(desk.log().events(None).unwrap().len(), events, "{file}");
        assert_eq!(desk.seats().len(), size);
        let said = dealerdesk_desk::speak::desk_error(
            Words::new(Lang::En),
            &DeskError::Seating(Box::new(e)),
            desk.rules(),
        );
        assert!(
            said.starts_with(&format!(
                "The table deals to {size} players and every seat is taken: {} waits for a seat.",
                NAMES[size]
            )),
            "{said}"
        );
        // A seat comes free: the next player sits down.
        desk.leave(SeatNo(1)).unwrap();
        desk.seat(seat, NAMES[size], Chips(1000)).unwrap();
    }
}

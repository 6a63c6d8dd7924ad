//! A card the dealer exposes is ruled on by its place off the deck, however
//! the cards before it were entered (a named card or `??`, one at a time or
//! a player's at once). The first deal goes round the table a card at a
//! time, so a player's `r`th card is the `r * n + p`th off the deck. In
//! flop and draw games one of the first two cards off the deck exposed is a
//! misdeal (TDA 2024 35-A-7; RRoP Hold'em 1; WSOP 108); any other is set
//! aside, replaced after the deal and burned. In stud an exposed down card
//! becomes the up card (TDA RP-10-A; RRoP stud irregularities); in a draw
//! the card exposed goes to the discards and is replaced after everyone
//! else. A card exposed as it is dealt is the card coming off the deck now:
//! the player keeps every card already held.

use dealerdesk_core::cards::Card;
use dealerdesk_core::chips::Pos;
use dealerdesk_core::engine::{DealStep, Event, Next, Note, Phase};
use dealerdesk_core::rules::{HouseRules, Variant};
use proptest::prelude::*;

use crate::support::{Table, notes, p};

/// A hand of `code` for `n` players under its bundled preset, nothing dealt.
fn table(code: &str, n: usize) -> Table {
    let stacks = vec!["500"; n].join(", ");
    let fields = if code == "F7S" {
        format!(
            "antes = [{}]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [{stacks}]",
            vec!["1"; n].join(", ")
        )
    } else {
        let mut blinds = vec!["0"; n];
        blinds[0] = "1";
        blinds[1] = "2";
        let stakes = if code.starts_with('F') {
            "small_bet = 2\nbig_bet = 4"
        } else {
            "min_bet = 2"
        };
        format!(
            "antes = [{}]\nblinds_or_straddles = [{}]\n{stakes}\nstarting_stacks = [{stacks}]",
            vec!["0"; n].join(", "),
            blinds.join(", ")
        )
    };
    Table::new(code, &fields)
}

/// The most players a hand of `code` deals to.
fn most(code: &str) -> usize {
    let variant = Variant::from_code(code).unwrap();
    HouseRules::preset(variant).game().def().max_players
}

/// The cards a player is dealt in the first deal of `code`.
fn first_deal(code: &str) -> usize {
    match code {
        "NT" => 2,
        "PO" => 4,
        "F7S" => 3,
        _ => 5,
    }
}

/// The next dealing step, if the dealer deals a player's cards next.
fn hole_step(t: &Table) -> Option<(Pos, u8)> {
    match t.legal().next {
        Next::Dealer(DealStep::Hole { to, count }) => Some((to, count)),
        _ => None,
    }
}

/// Cards to enter: the deck in a fixed order, each named or `??` as `named`
/// says.
struct Deck {
    cards: Vec<Card>,
    next: usize,
}

impl Deck {
    fn new() -> Deck {
        let cards = "23456789TJQKA"
            .chars()
            .flat_map(|r| "cdhs".chars().map(move |s| format!("{r}{s}")))
            .map(|c| c.parse().unwrap())
            .collect();
        Deck { cards, next: 0 }
    }

    /// The next card off this deck.
    fn take(&mut self) -> Card {
        self.next += 1;
        self.cards[self.next - 1]
    }

    /// `count` cards as the dealer enters them.
    fn enter(&mut self, count: usize, named: &mut impl Iterator<Item = bool>) -> String {
        (0..count)
            .map(|_| {
                let card = self.take();
                if named.next().unwrap_or(true) {
                    card.to_string()
                } else {
                    "??".into()
                }
            })
            .collect()
    }
}

/// Deals the rest of the first deal, a player's owed cards at once, unseen.
fn finish_deal(t: &mut Table) {
    while let Some((to, count)) = hole_step(t) {
        t.play(&format!("d dh {to} {}", "??".repeat(usize::from(count))));
    }
}

/// Exposes the card of physical place `k` as it comes off the deck, every
/// earlier card entered one at a time, named or unseen as `named` says;
/// checks the ruling by the place and that every player keeps every card.
fn expose_as_dealt(code: &str, n: usize, k: usize, named: &[bool]) -> Result<(), TestCaseError> {
    let mut t = table(code, n);
    let mut deck = Deck::new();
    let mut named = named.iter().copied().cycle();
    for _ in 0..k {
        let (to, _) = hole_step(&t).unwrap();
        t.play(&format!("d dh {to} {}", deck.enter(1, &mut named)));
    }
    let (to, _) = hole_step(&t).unwrap();
    let (r, j) = (k / n, k % n);
    prop_assert_eq!(to, Pos(j as u8), "the deal goes round a card at a time");
    let held = t.state.players()[j].cards().to_vec();
    let before: Vec<Vec<Option<Card>>> = t
        .state
        .players()
        .iter()
        .map(|p| p.cards().to_vec())
        .collect();
    let card = deck.take();
    let events = t.play(&format!("d exposed {to} {card}"));
    let ruled = notes(&events);
    if code == "F7S" {
        // A first or second down card: it is the up card.
        let up = Note::DownExposedUp { card, to };
        prop_assert_eq!(ruled, vec![&up]);
        prop_assert_eq!(t.state.players()[j].cards(), &held[..]);
        finish_deal(&mut t);
        let cards = t.state.players()[j].cards();
        prop_assert_eq!(&cards[..r], &held[..]);
        prop_assert_eq!(cards.len(), 3);
        prop_assert_eq!(cards[2], Some(card), "the exposed card is the up card");
        return Ok(());
    }
    if k < 2 {
        prop_assert_eq!(ruled[0], &Note::FirstTwoExposed { card, to });
        prop_assert_eq!(t.state.misdeals(), 1);
        prop_assert!(t.state.players().iter().all(|p| p.cards().is_empty()));
        return Ok(());
    }
    let cards = first_deal(code) as u8;
    let note = Note::ExposedSetAside { card, to, cards };
    prop_assert_eq!(ruled, vec![&note]);
    let aside = Event::SetAside { pos: to, card };
    prop_assert!(events.contains(&aside), "{:?}", events);
    prop_assert_eq!(t.state.misdeals(), 0);
    // Every player keeps every card, the exposed player's included.
    for (i, p) in t.state.players().iter().enumerate() {
        prop_assert_eq!(p.cards(), &before[i][..], "p{}", i + 1);
    }
    finish_deal(&mut t);
    for p in t.state.players() {
        prop_assert_eq!(p.cards().len(), first_deal(code));
    }
    prop_assert_eq!(&t.state.players()[j].cards()[..r], &held[..]);
    prop_assert_eq!(t.state.phase(), Phase::Betting);
    Ok(())
}

/// Deals the whole first deal, each step one card or the player's owed
/// cards at once as `batch` says, named or unseen as `named` says; then
/// exposes the named card of physical place `k` (when it was named) and
/// checks the ruling by its place, whatever order the cards were entered in.
fn expose_after_deal(
    code: &str,
    n: usize,
    k: usize,
    named: &[bool],
    batch: &[bool],
) -> Result<(), TestCaseError> {
    let mut t = table(code, n);
    let mut deck = Deck::new();
    let mut named = named.iter().copied().cycle();
    let mut batch = batch.iter().copied().cycle();
    while let Some((to, count)) = hole_step(&t) {
        let count = if batch.next().unwrap_or(false) {
            usize::from(count)
        } else {
            1
        };
        t.play(&format!("d dh {to} {}", deck.enter(count, &mut named)));
    }
    let (r, j) = (k / n, k % n);
    let held = t.state.players()[j].cards().to_vec();
    let Some(card) = held[r] else {
        return Ok(());
    };
    let to = Pos(j as u8);
    let before: Vec<Vec<Option<Card>>> = t
        .state
        .players()
        .iter()
        .map(|p| p.cards().to_vec())
        .collect();
    if code == "F7S" {
        // Stud's first deal is over once every player has three cards: the
        // exposed card plays (its betting has not begun, but the up cards
        // are out).
        let ruling = t.refuse(&format!("d exposed {to} {card}"));
        prop_assert_eq!(ruling.rule.id, "exposed_stud_card");
        return Ok(());
    }
    let events = t.play(&format!("d exposed {to} {card}"));
    let ruled = notes(&events);
    if k < 2 {
        prop_assert_eq!(ruled[0], &Note::FirstTwoExposed { card, to });
        prop_assert_eq!(t.state.misdeals(), 1);
        return Ok(());
    }
    let cards = first_deal(code) as u8;
    let aside = Note::ExposedSetAside { card, to, cards };
    prop_assert_eq!(ruled, vec![&aside]);
    for (i, p) in t.state.players().iter().enumerate() {
        let mut kept = before[i].clone();
        if i == j {
            kept.remove(r);
        }
        prop_assert_eq!(p.cards(), &kept[..], "p{}", i + 1);
    }
    prop_assert_eq!(hole_step(&t), Some((to, 1)), "the replacement comes last");
    Ok(())
}

const GAMES: [&str; 4] = ["NT", "PO", "F7S", "F2L3D"];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn a_card_exposed_as_it_is_dealt_is_ruled_by_its_place_and_every_card_is_kept(
        game in 0..GAMES.len(),
        n in 2usize..=10,
        named in proptest::collection::vec(any::<bool>(), 1..12),
    ) {
        let code = GAMES[game];
        let n = n.min(most(code));
        // Every place of the first deal a card is dealt face down at.
        let per = if code == "F7S" { 2 } else { first_deal(code) };
        for k in 0..per * n {
            expose_as_dealt(code, n, k, &named)?;
        }
    }

    #[test]
    fn a_dealt_card_exposed_is_ruled_by_its_place_however_the_cards_were_entered(
        game in 0..GAMES.len(),
        n in 2usize..=10,
        named in proptest::collection::vec(any::<bool>(), 1..12),
        batch in proptest::collection::vec(any::<bool>(), 1..12),
    ) {
        let code = GAMES[game];
        let n = n.min(most(code));
        for k in 0..first_deal(code) * n {
            expose_after_deal(code, n, k, &named, &batch)?;
        }
    }
}

/// Plays a triple draw of `n` to its first draw, each player discarding as
/// many cards as `discards` says; then deals the draw a card at a time,
/// named or unseen as `named` says, and exposes the `m`th card as it comes
/// off the deck: it goes to the discards, the player keeps every card held
/// and is dealt a card after everyone else.
fn expose_in_draw(
    n: usize,
    discards: &[usize],
    m: usize,
    named: &[bool],
) -> Result<(), TestCaseError> {
    let mut t = table("F2L3D", n);
    let mut deck = Deck::new();
    let mut all_named = std::iter::repeat(true);
    finish_deal_with(&mut t, &mut deck, &mut all_named);
    while t.state.phase() == Phase::Betting {
        let who = t.next();
        t.play(&format!("{who} cc"));
    }
    // The stub keeps enough cards that the draw is dealt without a reshuffle.
    let mut room = 48usize.saturating_sub(5 * n);
    let discards: Vec<usize> = discards
        .iter()
        .cycle()
        .take(n)
        .map(|d| {
            let d = (*d).min(room);
            room -= d;
            d
        })
        .collect();
    for (i, d) in discards.iter().enumerate() {
        let held: String = t.state.players()[i].cards()[..*d]
            .iter()
            .map(|c| c.unwrap().to_string())
            .collect();
        t.play(&format!("p{} sd {held}", i + 1));
    }
    let mut named = named.iter().copied().cycle();
    let owed: usize = discards.iter().sum();
    if owed == 0 {
        return Ok(());
    }
    for _ in 0..m % owed {
        let (to, _) = hole_step(&t).unwrap();
        t.play(&format!("d dh {to} {}", deck.enter(1, &mut named)));
    }
    let (to, _) = hole_step(&t).unwrap();
    let before: Vec<Vec<Option<Card>>> = t
        .state
        .players()
        .iter()
        .map(|p| p.cards().to_vec())
        .collect();
    let card = deck.take();
    let events = t.play(&format!("d exposed {to} {card}"));
    let note = Note::DrawExposed { card, to };
    prop_assert_eq!(notes(&events), vec![&note]);
    for (i, p) in t.state.players().iter().enumerate() {
        prop_assert_eq!(p.cards(), &before[i][..], "p{}", i + 1);
    }
    let mut last = None;
    while let Some((who, count)) = hole_step(&t) {
        last = Some(who);
        t.play(&format!(
            "d dh {who} {}",
            deck.enter(usize::from(count), &mut named)
        ));
    }
    prop_assert_eq!(last, Some(to), "the exposed card's replacement comes last");
    for p in t.state.players() {
        prop_assert_eq!(p.cards().len(), 5);
        prop_assert!(!p.cards().contains(&Some(card)));
    }
    Ok(())
}

/// Deals the rest of the first deal a card at a time, named as `named` says.
fn finish_deal_with(t: &mut Table, deck: &mut Deck, named: &mut impl Iterator<Item = bool>) {
    while let Some((to, _)) = hole_step(t) {
        t.play(&format!("d dh {to} {}", deck.enter(1, named)));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn a_card_exposed_as_a_draw_is_dealt_goes_to_the_discards_and_every_card_is_kept(
        n in 2usize..=10,
        discards in proptest::collection::vec(0usize..=5, 1..10),
        named in proptest::collection::vec(any::<bool>(), 1..12),
        m in 0usize..60,
    ) {
        let n = n.min(most("F2L3D"));
        expose_in_draw(n, &discards, m, &named)?;
    }
}

/// The walkthrough: six players, the deal unseen seven times, then the
/// eighth card off the deck, p2's second, turns over as it is dealt. It is
/// replaced after the deal, not a misdeal, and p2 keeps its first card.
#[test]
fn the_eighth_card_exposed_as_it_is_dealt_is_replaced_not_a_misdeal_rrop_holdem_1() {
    let mut t = table("NT", 6);
    for _ in 0..7 {
        let (to, _) = hole_step(&t).unwrap();
        t.play(&format!("d dh {to} ??"));
    }
    assert_eq!(t.options(), ["d dh p2 (1)"]);
    let events = t.play("d exposed p2 Kd");
    let kd: Card = "Kd".parse().unwrap();
    assert_eq!(
        notes(&events),
        [&Note::ExposedSetAside {
            card: kd,
            to: p(2),
            cards: 2
        }]
    );
    assert_eq!(t.state.misdeals(), 0);
    assert_eq!(t.state.players()[1].cards(), [None]);
    // p3 to p6 get their second cards, then p2 its replacement.
    assert_eq!(t.options(), ["d dh p3 (1)"]);
    for to in ["p3", "p4", "p5", "p6"] {
        t.play(&format!("d dh {to} ??"));
    }
    assert_eq!(t.options(), ["d dh p2 (1)"]);
    t.play("d dh p2 ??");
    assert!(t.state.players().iter().all(|p| p.cards().len() == 2));
    // The king is the flop's burn.
    t.play("p3 f; p4 f; p5 f; p6 f; p1 cc");
    let events = t.play("p2 cc");
    assert!(events.contains(&Event::Burned { card: Some(kd) }));
    // The small blind's second card, the seventh, is replaced as well.
    let mut t = table("NT", 6);
    for _ in 0..6 {
        let (to, _) = hole_step(&t).unwrap();
        t.play(&format!("d dh {to} ??"));
    }
    t.play("d exposed p1 Kd");
    assert_eq!(t.state.misdeals(), 0);
    assert_eq!(t.state.players()[0].cards(), [None]);
    // The second card off the deck, the big blind's first, is a misdeal.
    let mut t = table("NT", 6);
    t.play("d dh p1 ??");
    let events = t.play("d exposed p2 Kd");
    assert_eq!(
        notes(&events)[0],
        &Note::FirstTwoExposed { card: kd, to: p(2) }
    );
    assert_eq!(t.state.misdeals(), 1);
}

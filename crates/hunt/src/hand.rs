//! The engine hunt: plays a hand chosen by a seed through the engine —
//! every game and structure, dealer errors, unseen cards, refused actions —
//! and checks after every action what must always hold: chips conserved,
//! pots adding up, a refused action changing nothing, the engine's
//! invariants, and the hand written to PHH and replayed to the same state.
//! A test harness: a broken property panics with what broke. Its random
//! player (`random_action`, `procedure`, `illegal_action`) also plays the
//! hands of the desk hunt.

use dealerdesk_core::cards::{Card, CardSet};
use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::{
    Action, DealStep, HandState, Next, Phase, check_invariants, legal_actions,
};
use dealerdesk_core::game::{Opener, Structure, Variant};
use dealerdesk_core::notation::PhhHand;
use dealerdesk_core::replay::replay;
use dealerdesk_core::rules::{DrawReshuffle, HouseRules};

use super::Rng;

fn variant(i: u64) -> Variant {
    Variant::ALL[i as usize % Variant::ALL.len()]
}

fn spec_text(v: Variant, rng: &mut Rng) -> String {
    let def = v.def();
    // Two players up to the most the game is dealt to (eight in the draws),
    // whatever table the house seats.
    let n = 2 + rng.below(def.game.def().max_players as u64 - 1) as usize;
    let stacks: Vec<String> = (0..n).map(|_| (1 + rng.below(400)).to_string()).collect();
    let zeros = vec!["0"; n].join(", ");
    let mut blinds = vec!["0".to_string(); n];
    blinds[0] = "1".into();
    blinds[1] = "2".into();
    if n > 3 && rng.below(4) == 0 {
        blinds[2] = "4".into();
    }
    let mut ante = rng.below(2).to_string();
    if n > 2 && rng.one_in(8) {
        // A button blind with antes, as short deck is often dealt.
        blinds = vec!["0".to_string(); n];
        blinds[n - 1] = "2".into();
        ante = "1".into();
    }
    let antes = vec![ante.as_str(); n].join(", ");
    let stakes = match (def.game.def().opener, def.structure) {
        (Opener::Blinds, Structure::NoLimit | Structure::PotLimit) => format!(
            "antes = [{antes}]\nblinds_or_straddles = [{}]\nmin_bet = 2",
            blinds.join(", ")
        ),
        (Opener::Blinds, Structure::FixedLimit) => format!(
            "antes = [{zeros}]\nblinds_or_straddles = [{}]\nsmall_bet = 2\nbig_bet = 4",
            blinds.join(", ")
        ),
        (Opener::BringIn, _) => {
            format!(
                "antes = [{}]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10",
                vec!["1"; n].join(", ")
            )
        }
    };
    format!(
        "variant = '{}'\nante_trimming_status = {}\n{stakes}\nstarting_stacks = [{}]\nactions = []\n",
        v.code(),
        rng.below(3) != 0,
        stacks.join(", ")
    )
}

fn fresh(s: &HandState, seen: CardSet, rng: &mut Rng) -> Card {
    // The engine counts every card off the deck, seen or not, and calls the
    // short-stub procedure before the deck runs out; the picker only avoids
    // the cards it knows and those the game's deck lacks (short deck).
    assert!(
        seen.len() < s.def().deck_size(),
        "every card of the deck is known to be out"
    );
    loop {
        let c = Card::from_index(rng.below(52) as u8).expect("an index below 52 is a card");
        if !seen.contains(c) && s.def().in_deck(c) {
            return c;
        }
    }
}

/// Picks one legal action at random.
pub(super) fn random_action(s: &HandState, r: &HouseRules, rng: &mut Rng) -> Action {
    let legal = legal_actions(s, r);
    let mut taken = s.seen_cards();
    if !legal.may_show.is_empty() && rng.below(3) == 0 {
        let pos = legal.may_show[rng.below(legal.may_show.len() as u64) as usize];
        return show(s, pos, rng);
    }
    match legal.next {
        Next::Dealer(DealStep::Hole { to, count }) => {
            let k = 1 + rng.below(u64::from(count));
            let cards = (0..k)
                .map(|_| {
                    let c = fresh(s, taken, rng);
                    taken.insert(c);
                    // Down cards are sometimes dealt unseen.
                    (rng.below(4) != 0).then_some(c)
                })
                .collect();
            Action::DealHole { to, cards }
        }
        Next::Dealer(DealStep::Board { count }) => {
            let cards = (0..count)
                .map(|_| {
                    let c = fresh(s, taken, rng);
                    taken.insert(c);
                    c
                })
                .collect();
            Action::DealBoard { cards }
        }
        Next::Dealer(DealStep::Burn) => {
            let c = fresh(s, taken, rng);
            Action::Burn {
                card: (rng.below(2) == 0).then_some(c),
            }
        }
        Next::Player(pos) if legal.draw => discard(s, pos, rng),
        Next::Player(pos) if s.phase() == Phase::Dealing => show(s, pos, rng),
        Next::Player(pos) if s.phase() == Phase::Showdown => {
            if legal.may_muck.contains(&pos) && rng.below(4) == 0 {
                Action::Muck(pos)
            } else {
                show(s, pos, rng)
            }
        }
        Next::Player(pos) => {
            let mut options = Vec::new();
            if legal.fold && rng.below(4) == 0 {
                options.push(Action::Fold(pos));
            }
            if legal.check_call.is_some() {
                options.push(Action::CheckCall(pos));
            }
            if legal.bring_in.is_some() {
                options.push(Action::BringIn(pos));
            }
            if let Some((lo, hi)) = legal.raise {
                let to = match legal.raise_choices.as_slice() {
                    [] => Chips(lo.0 + rng.below(hi.0 - lo.0 + 1)),
                    choices => choices[rng.below(choices.len() as u64) as usize],
                };
                options.push(Action::BetRaise { pos, to });
            }
            if options.is_empty() {
                // A held out-of-turn fold leaves nothing else.
                options.push(Action::Fold(pos));
            }
            options.swap_remove(rng.below(options.len() as u64) as usize)
        }
        Next::Done => unreachable!("no action after the hand"),
    }
}

/// Discards some of the player's cards, any of them (or stands pat); the
/// engine makes up a stub too short for the replacements.
fn discard(s: &HandState, pos: Pos, rng: &mut Rng) -> Action {
    let discards = s.players()[pos.index()]
        .cards()
        .iter()
        .filter(|_| rng.one_in(2))
        .copied()
        .collect();
    Action::Draw { pos, discards }
}

/// Tables the player's cards, naming each unknown one as a card not yet out.
fn show(s: &HandState, pos: Pos, rng: &mut Rng) -> Action {
    let mut out = s.seen_cards();
    let cards = s.players()[pos.index()]
        .cards()
        .iter()
        .map(|c| {
            Some(c.unwrap_or_else(|| {
                let c = fresh(s, out, rng);
                out.insert(c);
                c
            }))
        })
        .collect();
    Action::Show { pos, cards }
}

/// Occasionally a dealer error: an exposed hole card, a card too many or
/// too few, a premature board card or a misdeal call (misdeals capped per
/// hand).
pub(super) fn procedure(s: &HandState, rng: &mut Rng) -> Option<Action> {
    if s.misdeals() >= 2 || rng.below(25) != 0 {
        return None;
    }
    // Procedures that take cards out of the deck stay rare enough that a full
    // stud table still has cards for every street.
    let cards_left = s.seen_cards().len() < 12;
    match rng.below(8) {
        0 => return Some(Action::Misdeal),
        1 if cards_left => {
            let card = fresh(s, s.seen_cards(), rng);
            return Some(Action::Premature { cards: vec![card] });
        }
        2 if cards_left => {
            let card = fresh(s, s.seen_cards(), rng);
            return Some(Action::Boxed { card });
        }
        3 => {
            let to = Pos(rng.below(s.players().len() as u64) as u8);
            return Some(if rng.one_in(2) {
                Action::Extra { to, card: None }
            } else {
                Action::Short(to)
            });
        }
        4 if rng.below(4) == 0 => return Some(Action::FouledDeck),
        5 => {
            let pos = Pos(rng.below(s.players().len() as u64) as u8);
            let act = match rng.below(3) {
                0 => dealerdesk_core::engine::HeldAct::Fold,
                1 => dealerdesk_core::engine::HeldAct::CheckCall,
                _ => dealerdesk_core::engine::HeldAct::BetRaise(Chips(rng.below(400))),
            };
            return Some(Action::OutOfTurn { pos, act });
        }
        6 => {
            let pos = Pos(rng.below(s.players().len() as u64) as u8);
            return Some(Action::Kill(pos));
        }
        _ => {}
    }
    let (i, p) = s
        .players()
        .iter()
        .enumerate()
        .find(|(_, p)| p.cards().iter().any(|c| c.is_some()))?;
    let card = p.cards().iter().flatten().next().copied()?;
    Some(Action::Exposed {
        to: Pos(i as u8),
        card,
    })
}

/// A wrong hole-card count or an exposed hole card at a live player: the
/// dealer's to correct before anyone has acted, the floor's once the result
/// is a dead hand or a misdeal handing actions back.
pub(super) fn card_error(s: &HandState, rng: &mut Rng) -> Option<Action> {
    let live: Vec<usize> = s
        .players()
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.folded && !p.cards().is_empty())
        .map(|(i, _)| i)
        .collect();
    if live.is_empty() {
        return None;
    }
    let i = *rng.pick(&live);
    let to = Pos(i as u8);
    Some(match rng.below(3) {
        0 => Action::Short(to),
        1 => Action::Extra { to, card: None },
        _ => Action::Exposed {
            to,
            card: s.players()[i].cards().iter().flatten().next().copied()?,
        },
    })
}

/// An action that must be refused in this state, if one is easy to name.
pub(super) fn illegal_action(s: &HandState, r: &HouseRules) -> Option<Action> {
    let legal = legal_actions(s, r);
    match legal.next {
        Next::Player(pos) if s.phase() == Phase::Betting => {
            let other = Pos(((pos.index() + 1) % s.players().len()) as u8);
            if let Some((_, hi)) = legal.raise {
                return Some(Action::BetRaise {
                    pos,
                    to: Chips(hi.0 + 1),
                });
            }
            (other != pos).then_some(Action::CheckCall(other))
        }
        Next::Dealer(_) => {
            let seen = s.seen_cards().iter().next()?;
            Some(Action::DealBoard { cards: vec![seen] })
        }
        _ => None,
    }
}

/// Plays the hand of `seed` to its end and returns a digest of its final
/// stacks; panics with what broke if a property fails.
pub fn play_random_hand(seed: u64) -> u64 {
    play_hand(seed, None)
}

/// The bundled preset of a draw game with the other players' discards of
/// the draw under way shuffled into a short stub, as online rooms do; read
/// once per process.
fn online_draw(v: Variant) -> &'static HouseRules {
    static ONLINE: std::sync::OnceLock<Vec<HouseRules>> = std::sync::OnceLock::new();
    let all = ONLINE.get_or_init(|| {
        Variant::ALL
            .iter()
            .map(|v| {
                let mut rules = HouseRules::preset(*v);
                if let Some(setting) = rules.rules.draw_reshuffle.as_mut() {
                    setting.value = DrawReshuffle::OthersCurrentDiscards;
                }
                rules
            })
            .collect()
    });
    &all[v as usize]
}

/// [`play_random_hand`] of one game: the hand of `seed` dealt as `game`.
pub fn play_random_hand_of(seed: u64, game: Variant) -> u64 {
    play_hand(seed, Some(game))
}

fn play_hand(seed: u64, game: Option<Variant>) -> u64 {
    let mut rng = Rng::new(seed);
    let drawn = variant(rng.below(Variant::ALL.len() as u64));
    let v = game.unwrap_or(drawn);
    let text = spec_text(v, &mut rng);
    let mut hand = PhhHand::parse(&text).expect("the random hand's fields read back");
    // Burns are entered, as a dealer does.
    hand.spec.burns_entered = true;
    // The bundled preset, read once per process, not once a hand; half the
    // draw hands under an online room's reshuffle.
    let rules = match v.def().game.def().has_draws() && rng.one_in(2) {
        true => online_draw(v),
        false => HouseRules::preset_ref(v),
    };
    let (mut s, _) = HandState::new(&hand.spec, rules).expect("the random hand sets up");
    let total: Chips = hand.spec.stacks.iter().sum();
    for step in 0.. {
        assert!(step < 500, "hand did not end: {text}");
        assert_eq!(s.total_chips(), total, "chips not conserved");
        if !s.is_done() {
            let in_pots: Chips = s.pots().iter().map(|p| p.amount).sum();
            let bets: Chips = s.bets().iter().sum();
            let committed: Chips = s.players().iter().map(|p| p.committed).sum();
            assert_eq!(in_pots + bets, committed, "pots do not add up");
        }
        if let Err(broken) = check_invariants(&s, rules) {
            panic!("{broken}\n{text}\n{:?}", hand.actions);
        }
        assert!(s.cards_out() <= 52, "{} cards out", s.cards_out());
        if let Some(bad) = illegal_action(&s, rules) {
            let before = s.clone();
            assert!(s.play(rules, &bad).is_err(), "{bad} accepted\n{text}");
            assert_eq!(s, before, "a refused action changed the hand");
        }
        if s.is_done() {
            break;
        }
        // Now and then a dealer error: an exposed hole card or a misdeal call.
        // The engine may apply it or refuse it; a refusal changes nothing.
        if let Some(a) = procedure(&s, &mut rng) {
            let before = s.clone();
            match s.play(rules, &a) {
                Ok(_) => hand.actions.push((a.to_string(), a)),
                Err(_) => assert_eq!(s, before, "a refused {a} changed the hand"),
            }
            continue;
        }
        let a = random_action(&s, rules, &mut rng);
        if let Err(r) = s.play(rules, &a) {
            panic!("offered action refused: {r}\n{text}\n{:?}", hand.actions);
        }
        hand.actions.push((a.to_string(), a));
    }
    assert_eq!(s.stacks().iter().sum::<Chips>(), total);
    // Written out and read back, the hand replays to the same state.
    let again = PhhHand::parse(&hand.to_phh()).expect("the hand written to PHH reads back");
    assert_eq!(again.actions, hand.actions);
    let mut spec = again.spec.clone();
    spec.burns_entered = true;
    let (mut replayed, _) = HandState::new(&spec, rules).expect("the written hand sets up");
    for (_, a) in &again.actions {
        replayed.play(rules, a).expect("the written hand replays");
    }
    assert_eq!(replayed, s);
    // The replay command, which enters burns only when the record has them,
    // reaches the same stacks.
    let replayed = replay(&again, rules).expect("the replay command replays the written hand");
    assert_eq!(replayed.stacks(), s.stacks());
    super::digest(&format!("{:?}", s.stacks()))
}

//! `HandState::new`: a hand set up from its `HandSpec`, checked first, then
//! the antes posted and the blinds after them, as the house orders them.

use crate::cards::CardSet;
use crate::chips::{Chips, Pos};
use crate::engine::event::{Blind, Event, Forced};
use crate::eval::ShortDeckOrder;
use crate::rules::{BbAnteOrder, BurnMode, HouseRules, Structure};

use super::{HandSpec, HandState, MAX_PLAYERS, Phase, Player, Procedure, Round, SetupError};

impl HandState {
    /// Sets up a hand and posts the antes, then the blinds. The events of the
    /// posting are returned with the state.
    pub fn new(spec: &HandSpec, rules: &HouseRules) -> Result<(HandState, Vec<Event>), SetupError> {
        let posts = check(spec, rules)?;
        let mut events = Vec::new();
        let mut players: Vec<Player> = spec.stacks.iter().map(|&s| Player::seated(s)).collect();
        let blind_first = rules.bb_ante_order() == BbAnteOrder::BlindFirst;
        post_antes(&mut players, spec, &posts, blind_first, &mut events);
        post_blinds(&mut players, &spec.blinds, &posts, &mut events);
        let max_blind = spec
            .blinds
            .iter()
            .chain(&posts)
            .copied()
            .max()
            .unwrap_or_default();
        let top = spec.blinds.iter().copied().max().unwrap_or_default();
        let last_blind = spec
            .blinds
            .iter()
            .rposition(|b| *b == top && !top.is_zero())
            .map(|i| Pos(i as u8));
        let round = Round {
            max_bet: max_blind,
            full_level: max_blind,
            increment: spec.min_bet.max(max_blind),
            bets: u8::from(!max_blind.is_zero()),
            started_heads_up: players.len() == 2,
            ..Round::default()
        };
        let initial = players.clone();
        let state = HandState {
            game: rules.game(),
            structure: rules.structure(),
            split: rules.split(),
            ante_pots: spec.ante_pots.unwrap_or(rules.ante_pots()),
            odd_chip_unit: spec
                .odd_chip_unit
                .filter(|c| !c.is_zero())
                .unwrap_or(rules.odd_chip_unit()),
            short_deck: ShortDeckOrder {
                flush_over_full_house: rules.short_deck_flush(),
                trips_over_straight: rules.short_deck_trips(),
            },
            players,
            board: [None; 5],
            board_count: 0,
            street: 0,
            phase: Phase::Dealing,
            round,
            betting_closed: false,
            last_aggressor: None,
            seen: CardSet::EMPTY,
            dealt: 0,
            burned: 0,
            burn_cards: CardSet::EMPTY,
            burns_back: 0,
            discarded: 0,
            discards: CardSet::EMPTY,
            discards_back: 0,
            raked: Chips::ZERO,
            record_burns: spec.burns_entered && rules.burns() == BurnMode::Recorded,
            common_card: false,
            bring_in: spec.bring_in,
            small_bet: spec.small_bet,
            big_bet: spec.big_bet,
            min_bet: spec.min_bet,
            awarded: Vec::new(),
            procedure: Procedure::default(),
            last_blind,
            initial,
            initial_round: round,
        };
        Ok((state, events))
    }

    /// The blind `pos` posted to start the hand, by kind; `None` for no
    /// blind.
    pub fn blind_kind(&self, pos: Pos) -> Option<Blind> {
        let blinds: Vec<Chips> = self.initial.iter().map(|p| p.blind).collect();
        blind_kind(&blinds, self.initial.get(pos.index())?.blind)
    }
}

/// Checks the spec against the game and structure; the live posts by
/// position (none given: zero each).
fn check(spec: &HandSpec, rules: &HouseRules) -> Result<Vec<Chips>, SetupError> {
    let n = spec.stacks.len();
    let max = rules.game().def().max_players.min(MAX_PLAYERS);
    if !(2..=max).contains(&n) {
        return Err(SetupError::PlayerCount { count: n, max });
    }
    let posts = if spec.posts.is_empty() {
        vec![Chips::ZERO; n]
    } else {
        spec.posts.clone()
    };
    for (field, got) in [
        ("antes", spec.antes.len()),
        ("blinds", spec.blinds.len()),
        ("posts", posts.len()),
    ] {
        if got != n {
            return Err(SetupError::Length {
                field,
                got,
                want: n,
            });
        }
    }
    if let Some(i) = spec.stacks.iter().position(|s| s.is_zero()) {
        return Err(SetupError::EmptyStack { pos: Pos(i as u8) });
    }
    match rules.structure() {
        Structure::FixedLimit if spec.small_bet.is_zero() || spec.big_bet.is_zero() => {
            return Err(SetupError::LimitBets);
        }
        Structure::NoLimit | Structure::PotLimit if spec.min_bet.is_zero() => {
            return Err(SetupError::NoMinBet);
        }
        _ => {}
    }
    let forced = spec.blinds.iter().chain(&posts);
    if !rules.game().def().has_blinds() && forced.clone().any(|b| !b.is_zero()) {
        return Err(SetupError::NoBlinds { game: rules.game() });
    }
    Ok(posts)
}

/// Posts each player's ante. Where the house posts the blind first, the ante
/// takes only what the blind leaves.
fn post_antes(
    players: &mut [Player],
    spec: &HandSpec,
    posts: &[Chips],
    blind_first: bool,
    events: &mut Vec<Event>,
) {
    for (i, p) in players.iter_mut().enumerate() {
        let owed_blind = spec.blinds[i].max(posts[i]);
        let ante = if blind_first && !owed_blind.is_zero() {
            spec.antes[i].min(p.stack.saturating_sub(owed_blind))
        } else {
            spec.antes[i]
        };
        let amount = p.put_in(ante);
        p.bet = Chips::ZERO;
        p.ante = amount;
        if !amount.is_zero() {
            events.push(Event::Posted {
                pos: Pos(i as u8),
                kind: Forced::Ante,
                amount,
            });
        }
    }
}

/// Posts each player's blind or live post, named by its kind.
fn post_blinds(players: &mut [Player], blinds: &[Chips], posts: &[Chips], events: &mut Vec<Event>) {
    let owed: Vec<Chips> = blinds.iter().zip(posts).map(|(b, p)| *b.max(p)).collect();
    for ((i, p), blind) in players.iter_mut().enumerate().zip(&owed) {
        p.blind = *blind;
        let amount = p.put_in(p.blind);
        if let Some(kind) = blind_kind(&owed, p.blind)
            && !amount.is_zero()
        {
            events.push(Event::Posted {
                pos: Pos(i as u8),
                kind: Forced::Blind(kind),
                amount,
            });
        }
    }
}

/// What a blind of `owed` is among the hand's `blinds`: the smallest of two
/// or more sizes is the small blind, the next the big blind, anything above
/// a straddle; a blind of the one size there is (a dead small blind, or a
/// returning player's live post) is a big blind. `None` for no blind.
fn blind_kind(blinds: &[Chips], owed: Chips) -> Option<Blind> {
    if owed.is_zero() {
        return None;
    }
    let mut sizes: Vec<Chips> = blinds.iter().copied().filter(|b| !b.is_zero()).collect();
    sizes.sort_unstable();
    sizes.dedup();
    Some(match sizes.iter().position(|b| *b == owed) {
        Some(0) if sizes.len() > 1 => Blind::Small,
        Some(0 | 1) | None => Blind::Big,
        Some(_) => Blind::Straddle,
    })
}

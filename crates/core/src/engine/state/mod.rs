//! The state of one hand: `HandSpec` says how it starts (stacks and forced
//! bets by position), `HandState` is everything known since, and `Player` is one
//! position's chips and cards.

use serde::Serialize;

use crate::cards::{Card, CardSet};
use crate::chips::{Chips, Pos};
use crate::engine::action::{Blind, Event, Forced, Won};

use crate::game::{Game, GameDef};
use crate::rules::{
    AnteKind, AntePots, BbAnteOrder, BurnMode, HouseRules, Split, Stakes, Structure,
};

pub use crate::game::Street;
pub(crate) use procedure::Procedure;

mod procedure;

/// The most players a hand may have.
pub const MAX_PLAYERS: usize = 10;

/// How a hand starts: stacks and forced bets by position (`p1` first).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct HandSpec {
    /// Chips in front of each player before the hand.
    pub stacks: Vec<Chips>,
    /// The ante each player owes.
    pub antes: Vec<Chips>,
    /// The blind or straddle each player owes (hold'em).
    pub blinds: Vec<Chips>,
    /// A live blind posted out of position, by a player coming back who owes
    /// the blinds (empty for none). It is the player's bet, with the option
    /// to raise; the first to act is still the player left of the blinds. A
    /// dead part of what is owed is posted as an ante.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub posts: Vec<Chips>,
    /// Stud bring-in.
    pub bring_in: Chips,
    /// Fixed-limit small bet.
    pub small_bet: Chips,
    /// Fixed-limit big bet.
    pub big_bet: Chips,
    /// Smallest opening bet in no-limit and pot-limit.
    pub min_bet: Chips,
    /// Whether burns are entered for this hand when the house records them
    /// (hand histories from elsewhere do not record burns).
    #[serde(default)]
    pub burns_entered: bool,
    /// How this hand's antes enter the pots when the hand itself says so (a
    /// hand history imported with `ante_trimming_status = false`); `None`:
    /// by the house rule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ante_pots: Option<AntePots>,
    /// The chip this hand's pots are split down to when the table says so
    /// (a tournament's smallest chip in play at the hand's level); `None`:
    /// the house's `odd_chip_unit`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odd_chip_unit: Option<Chips>,
}

impl HandSpec {
    /// A hand at the house's default stakes for these stacks. Heads-up, the
    /// button (`p2`) posts the small blind and `p1` the big blind.
    pub fn from_stakes(stakes: &Stakes, game: Game, stacks: Vec<Chips>) -> HandSpec {
        let n = stacks.len();
        let mut antes = vec![Chips::ZERO; n];
        let mut blinds = vec![Chips::ZERO; n];
        if game.def().has_blinds() && n >= 2 {
            let (sb, bb) = if n == 2 { (1, 0) } else { (0, 1) };
            blinds[sb] = stakes.small_blind;
            blinds[bb] = stakes.big_blind;
            if !stakes.straddle.is_zero() && n > 3 {
                blinds[2] = stakes.straddle;
            }
        }
        match stakes.ante_kind {
            AnteKind::Each => antes.iter_mut().for_each(|a| *a = stakes.ante),
            AnteKind::BigBlind => {
                let bb = if n == 2 { 0 } else { 1 };
                antes[bb] = stakes.ante;
            }
        }
        HandSpec {
            stacks,
            antes,
            blinds,
            posts: Vec::new(),
            bring_in: stakes.bring_in,
            small_bet: stakes.small_bet,
            big_bet: stakes.big_bet,
            min_bet: stakes.big_blind,
            burns_entered: true,
            ante_pots: None,
            odd_chip_unit: None,
        }
    }
}

/// Why a hand could not be set up, as data: faces say it through the
/// catalogue.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "setup", rename_all = "kebab-case")]
#[non_exhaustive]
pub enum SetupError {
    /// Fewer than two or too many players.
    PlayerCount { count: usize, max: usize },
    /// The per-position list `field` differs in length from the stacks.
    Length {
        field: &'static str,
        got: usize,
        want: usize,
    },
    /// A player has no chips.
    EmptyStack { pos: Pos },
    /// Fixed limit without a small bet and a big bet.
    LimitBets,
    /// No-limit or pot-limit without a minimum bet.
    NoMinBet,
    /// Blinds or posts in a game dealt without blinds.
    NoBlinds { game: Game },
}

impl std::fmt::Display for SetupError {
    /// The error's id and data as JSON, for logs and developers.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&serde_json::to_string(self).map_err(|_| std::fmt::Error)?)
    }
}

impl std::error::Error for SetupError {}

/// Whether a player's `i`th card (0 = first dealt) is dealt face up, as the
/// game deals it: in stud the cards of third to sixth street (an exposed first
/// down card takes the third-street place); in flop games none.
pub fn dealt_face_up(game: Game, i: usize) -> bool {
    game.def().face_up(i)
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

/// One position's chips and cards in the hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Player {
    /// Chips still behind.
    pub stack: Chips,
    /// Chips bet in the current round.
    pub bet: Chips,
    /// Everything put in this hand, antes and the current bet included.
    pub committed: Chips,
    /// The ante part of `committed`.
    pub ante: Chips,
    /// The blind this player owed (nominal, even if posted short).
    pub blind: Chips,
    /// Out of the hand.
    pub folded: bool,
    /// Mucked at showdown.
    pub mucked: bool,
    /// How many of the player's cards are tabled.
    pub shown: u8,
    pub(crate) cards: [Option<Card>; 7],
    /// Where each card came off the deck (0 for the first card dealt).
    pub(crate) deck_order: [u8; 7],
    pub(crate) card_count: u8,
    /// Has acted since the betting was last reopened.
    pub(crate) acted: bool,
    /// The bet level the player last acted at.
    pub(crate) acted_level: Chips,
}

impl Player {
    /// The cards dealt to this player, in order; `None` for a card nobody saw.
    pub fn cards(&self) -> &[Option<Card>] {
        &self.cards[..usize::from(self.card_count)]
    }

    /// Whether the player has no chips behind.
    pub fn is_all_in(&self) -> bool {
        self.stack.is_zero() && !self.folded
    }

    /// Still in the hand with chips to bet.
    pub fn can_bet(&self) -> bool {
        !self.folded && !self.stack.is_zero()
    }

    pub(crate) fn push_card(&mut self, card: Option<Card>, deck_order: u8) {
        self.cards[usize::from(self.card_count)] = card;
        self.deck_order[usize::from(self.card_count)] = deck_order;
        self.card_count += 1;
    }

    /// Takes card `i` out of the hand, closing the gap.
    pub(crate) fn remove_card(&mut self, i: usize) {
        let n = usize::from(self.card_count);
        self.cards.copy_within(i + 1..n, i);
        self.deck_order.copy_within(i + 1..n, i);
        self.card_count -= 1;
        self.cards[n - 1] = None;
    }

    /// Moves up to `amount` from stack to bet; returns what moved.
    pub(crate) fn put_in(&mut self, amount: Chips) -> Chips {
        let amount = amount.min(self.stack);
        self.stack -= amount;
        self.bet += amount;
        self.committed += amount;
        amount
    }
}

/// Where the hand stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The dealer has cards to deal for the current street.
    Dealing,
    /// A betting round is under way.
    Betting,
    /// All cards are out; players show or muck.
    Showdown,
    /// Pots are awarded.
    Done,
}

/// The betting round in progress.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Round {
    /// The bet to call.
    pub max_bet: Chips,
    /// The highest level reached by a full bet (limit sizing).
    pub full_level: Chips,
    /// The largest full bet or raise increment (no-limit and pot-limit).
    pub increment: Chips,
    /// Full bets and raises so far (for the cap).
    pub bets: u8,
    /// Capped while more than two players were in.
    pub capped_multiway: bool,
    /// Started with only two players in the hand.
    pub started_heads_up: bool,
    /// The stud bring-in is still owed.
    pub awaiting_bring_in: bool,
    /// Stud fourth street with a pair showing on a board still in the hand.
    pub open_pair: bool,
    /// A big bet or raise was made on an open pair: every raise is big.
    pub big_bets: bool,
    /// The last player to bet or raise.
    pub aggressor: Option<Pos>,
    /// Whose turn it is.
    pub to_act: Option<Pos>,
}

/// A pot as awarded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AwardedPot {
    /// Chips in the pot.
    pub amount: Chips,
    /// Who could win it.
    pub eligible: Vec<Pos>,
    /// Who won what.
    pub awards: Vec<(Pos, Chips)>,
    /// How it was won: uncontested, by the floor's ruling, or by the best
    /// hand (high, and low in a split game).
    pub hand: Won,
    /// The house's rake taken from this pot (the awards are the rest).
    pub rake: Chips,
}

/// Everything known about one hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandState {
    pub(crate) game: Game,
    pub(crate) structure: Structure,
    pub(crate) split: Split,
    pub(crate) ante_pots: AntePots,
    /// The chip the pots are split down to.
    pub(crate) odd_chip_unit: Chips,
    pub(crate) players: Vec<Player>,
    pub(crate) board: [Option<Card>; 5],
    pub(crate) board_count: u8,
    pub(crate) street: u8,
    pub(crate) phase: Phase,
    pub(crate) round: Round,
    /// No more betting this hand: at most one player has chips.
    pub(crate) betting_closed: bool,
    /// The aggressor of the last betting round played.
    pub(crate) last_aggressor: Option<Pos>,
    pub(crate) seen: CardSet,
    /// Cards dealt to players and the board (burns not counted).
    pub(crate) dealt: u8,
    /// Burns entered so far.
    pub(crate) burned: u8,
    /// The burns that were seen, while they are out of the stub.
    pub(crate) burn_cards: CardSet,
    /// Burns scrambled back into a short stud stub (TDA RP-10-H).
    pub(crate) burns_back: u8,
    /// The house's rake taken when the pots were awarded.
    pub(crate) raked: Chips,
    /// Whether burns are entered.
    pub(crate) record_burns: bool,
    /// Stud seventh street comes as one common card.
    pub(crate) common_card: bool,
    pub(crate) bring_in: Chips,
    pub(crate) small_bet: Chips,
    pub(crate) big_bet: Chips,
    pub(crate) min_bet: Chips,
    pub(crate) awarded: Vec<AwardedPot>,
    /// The procedures under way and the players' actions so far.
    pub(crate) procedure: Procedure,
    /// The last position holding the largest blind or straddle: the first
    /// to act before the flop sits left of it.
    pub(crate) last_blind: Option<Pos>,
    /// The players and round as the hand was posted, for a misdeal.
    pub(crate) initial: Vec<Player>,
    pub(crate) initial_round: Round,
}

impl HandState {
    /// Sets up a hand and posts the antes, then the blinds. The events of the
    /// posting are returned with the state.
    pub fn new(spec: &HandSpec, rules: &HouseRules) -> Result<(HandState, Vec<Event>), SetupError> {
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
        let game = rules.game().def();
        if !game.has_blinds() && forced.clone().any(|b| !b.is_zero()) {
            return Err(SetupError::NoBlinds { game: rules.game() });
        }
        let mut events = Vec::new();
        let mut players: Vec<Player> = spec
            .stacks
            .iter()
            .map(|&stack| Player {
                stack,
                bet: Chips::ZERO,
                committed: Chips::ZERO,
                ante: Chips::ZERO,
                blind: Chips::ZERO,
                folded: false,
                mucked: false,
                shown: 0,
                cards: [None; 7],
                deck_order: [0; 7],
                card_count: 0,
                acted: false,
                acted_level: Chips::ZERO,
            })
            .collect();
        let blind_first = rules.bb_ante_order() == BbAnteOrder::BlindFirst;
        for (i, p) in players.iter_mut().enumerate() {
            // Where the house posts the blind first, the ante takes only
            // what the blind leaves.
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
        let owed: Vec<Chips> = spec
            .blinds
            .iter()
            .zip(&posts)
            .map(|(b, p)| *b.max(p))
            .collect();
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
        let max_blind = forced.copied().max().unwrap_or_default();
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
            started_heads_up: n == 2,
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

    /// The players, by position.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The board cards dealt so far (a stud common card included).
    pub fn board(&self) -> &[Option<Card>] {
        &self.board[..usize::from(self.board_count)]
    }

    /// The current street.
    pub fn street(&self) -> Street {
        self.def().street(self.street).street
    }

    /// The current street as a number from 0 (preflop, or third street).
    pub fn street_index(&self) -> u8 {
        self.street
    }

    /// Where the hand stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// How many misdeals this hand has had.
    pub fn misdeals(&self) -> u8 {
        self.procedure.misdeals
    }

    /// The game being dealt.
    pub fn game(&self) -> Game {
        self.game
    }

    /// What the game deals and how.
    pub fn def(&self) -> &'static GameDef {
        self.game.def()
    }

    /// Whether the pots have been awarded.
    pub fn is_done(&self) -> bool {
        self.phase == Phase::Done
    }

    /// The house's rake taken from this hand (zero until the pots are awarded).
    pub fn rake(&self) -> Chips {
        self.raked
    }

    /// Every card off the deck: dealt face up or down (seen or not) and
    /// burned, less burns scrambled back into a short stub. Never above 52.
    pub fn cards_out(&self) -> usize {
        usize::from(self.dealt) + usize::from(self.burns_taken() - self.burns_back)
    }

    /// Burns off the deck so far: as entered, or, where burns are not
    /// entered, one before each street after the first.
    pub(crate) fn burns_taken(&self) -> u8 {
        if self.record_burns {
            self.burned
        } else {
            self.burned.max(self.street)
        }
    }

    /// The pots as awarded, once the hand is done.
    pub fn awarded(&self) -> &[AwardedPot] {
        &self.awarded
    }

    /// The bet each player has in front of them this round.
    pub fn bets(&self) -> Vec<Chips> {
        self.players.iter().map(|p| p.bet).collect()
    }

    /// Each player's chips behind.
    pub fn stacks(&self) -> Vec<Chips> {
        self.players.iter().map(|p| p.stack).collect()
    }

    /// All chips in play: stacks, bets and pots. Constant through a hand.
    pub fn total_chips(&self) -> Chips {
        let stacks: Chips = self.players.iter().map(|p| p.stack).sum();
        if self.phase == Phase::Done {
            stacks + self.raked
        } else {
            stacks + self.players.iter().map(|p| p.committed).sum::<Chips>()
        }
    }

    pub(crate) fn n(&self) -> usize {
        self.players.len()
    }

    pub(crate) fn last_street(&self) -> u8 {
        self.def().last_street()
    }

    /// Players still in the hand (not folded).
    pub(crate) fn in_hand(&self) -> impl Iterator<Item = (Pos, &Player)> {
        self.players
            .iter()
            .enumerate()
            .filter(|(_, p)| !p.folded)
            .map(|(i, p)| (Pos(i as u8), p))
    }

    pub(crate) fn in_hand_count(&self) -> usize {
        self.in_hand().count()
    }

    pub(crate) fn player(&self, pos: Pos) -> &Player {
        &self.players[pos.index()]
    }

    pub(crate) fn player_mut(&mut self, pos: Pos) -> &mut Player {
        &mut self.players[pos.index()]
    }

    /// The next position clockwise.
    pub(crate) fn after(&self, pos: Pos) -> Pos {
        Pos(((pos.index() + 1) % self.n()) as u8)
    }
}

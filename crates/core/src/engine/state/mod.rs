//! The state of one hand: `HandSpec` says how it starts (stacks and forced
//! bets by position), `HandState` is everything known since, and `Player` is one
//! position's chips and cards.

use serde::Serialize;

use crate::cards::{Card, CardSet};
use crate::chips::{Chips, Pos};
use crate::engine::event::Won;
use crate::eval::ShortDeckOrder;

use crate::game::{Game, GameDef};
use crate::rules::{AntePots, Split, Structure};

pub use crate::game::Street;
pub(crate) use procedure::Procedure;
pub use spec::{HandSpec, SetupError};

mod procedure;
mod setup;
mod spec;

/// The most players a hand may have.
pub const MAX_PLAYERS: usize = 10;

/// Whether a player's `i`th card (0 = first dealt) is dealt face up, as the
/// game deals it: in stud the cards of third to sixth street (an exposed first
/// down card takes the third-street place); in flop games none.
pub fn dealt_face_up(game: Game, i: usize) -> bool {
    game.def().face_up(i)
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
    /// Has discarded or stood pat in the current street's draw.
    pub(crate) drew: bool,
    /// Folded, with the cards shuffled back into a draw's short stub.
    pub(crate) in_stub: bool,
}

impl Player {
    /// A player sitting down to the hand with `stack` chips, nothing dealt.
    fn seated(stack: Chips) -> Player {
        Player {
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
            drew: false,
            in_stub: false,
        }
    }

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
    /// How a short-deck showdown orders flush and full house, trips and
    /// straight.
    pub(crate) short_deck: ShortDeckOrder,
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
    /// Burns scrambled back into a short stud stub (TDA RP-10-H), or
    /// shuffled back with the discards in a draw.
    pub(crate) burns_back: u8,
    /// A draw's discards out of the stub, seen ones among `discards`.
    pub(crate) discarded: u8,
    /// The seen cards among the discards out of the stub.
    pub(crate) discards: CardSet,
    /// Discards shuffled back into a short stub in a draw.
    pub(crate) discards_back: u8,
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
    /// burned, less burns and discards shuffled back into a short stub.
    /// Never above the deck's size (52, or 36 in short deck).
    pub fn cards_out(&self) -> usize {
        (usize::from(self.dealt) + usize::from(self.burns_taken() - self.burns_back))
            - usize::from(self.discards_back)
    }

    /// Burns off the deck so far: as entered, or, where burns are not
    /// entered, one before each street after the first while the stub has
    /// a card for it (a draw everyone stood pat on, with the stub empty,
    /// burns nothing; the burn comes off the stub made up for the next).
    pub(crate) fn burns_taken(&self) -> u8 {
        if self.record_burns {
            return self.burned;
        }
        let room = (self.def().deck_size() + usize::from(self.burns_back))
            .saturating_add(usize::from(self.discards_back))
            .saturating_sub(usize::from(self.dealt));
        self.burned
            .max(self.street)
            .min(u8::try_from(room).unwrap_or(u8::MAX))
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

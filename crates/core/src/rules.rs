//! House rules read from YAML. `HouseRules` holds the game, the betting
//! structure, default stakes and a `RuleBook`: every option the engine consults,
//! each with the rule id (its YAML key), a citation and the rule's text, so that
//! every ruling can quote where it came from.
//!
//! ```
//! use dealerdesk_core::rules::{HouseRules, Preset, RuleId};
//! let rules = HouseRules::preset(Preset::NoLimitHoldem);
//! let min_raise = rules.rule(RuleId::MinRaise);
//! assert_eq!(min_raise.id, "min_raise");
//! assert!(min_raise.cite.contains("43"));
//! ```

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::chips::Chips;

/// The game dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Game {
    /// Texas hold'em: two hole cards, a five-card board.
    Holdem,
    /// Seven card stud: two down, four up, one down; no board.
    Stud,
}

/// How much a player may bet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Structure {
    /// Any amount up to the player's stack.
    NoLimit,
    /// Up to the size of the pot after calling.
    PotLimit,
    /// Fixed small and big bets, raises capped.
    FixedLimit,
}

/// Who wins a pot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Split {
    /// The best high hand.
    High,
    /// Half to the best high hand, half to the best eight-or-better low.
    HiLo8,
}

/// How the big-blind ante or per-player antes are posted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum AnteKind {
    /// Every player antes.
    #[default]
    Each,
    /// The big blind antes for the whole table.
    BigBlind,
}

/// Default stakes of a table; a hand history brings its own.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Stakes {
    /// Small blind (hold'em).
    #[serde(default)]
    pub small_blind: Chips,
    /// Big blind (hold'em); also the minimum bet in no-limit and pot-limit.
    #[serde(default)]
    pub big_blind: Chips,
    /// A live straddle posted by the player left of the big blind; 0 for none.
    #[serde(default)]
    pub straddle: Chips,
    /// Ante; 0 for none.
    #[serde(default)]
    pub ante: Chips,
    /// Who posts the ante.
    #[serde(default)]
    pub ante_kind: AnteKind,
    /// Stud bring-in.
    #[serde(default)]
    pub bring_in: Chips,
    /// Fixed-limit small bet (early streets).
    #[serde(default)]
    pub small_bet: Chips,
    /// Fixed-limit big bet (later streets).
    #[serde(default)]
    pub big_bet: Chips,
}

/// Whether a short all-in raise reopens the betting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reopen {
    /// Only a player facing at least a full raise since they last acted may raise again.
    FullRaise,
    /// Any raise, however short, reopens the betting.
    AnyRaise,
}

/// When the fixed-limit raise cap is lifted for two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum HeadsUpCap {
    /// The cap always applies.
    Never,
    /// No cap while only two players are in the hand, unless the round was
    /// already capped with more players in it.
    HeadsUpBeforeCap,
    /// No cap when the betting round began with only two players.
    RoundStartsHeadsUp,
}

/// How the blinds count toward the pot-limit maximum before the flop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PotLimitBlinds {
    /// Blinds count in full even when posted short.
    AsIfFull,
    /// Blinds count as posted.
    AsPosted,
    /// The small blind counts as a big blind.
    SmallBlindAsBig,
}

/// How stud ties for the best visible hand are broken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StudTie {
    /// The tied player nearest the dealer's left acts first.
    Position,
    /// The highest card by suit among the tied boards acts first.
    Suit,
}

/// How antes enter the pots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum AntePots {
    /// Antes are part of each player's contribution and layer into side pots.
    Contribution,
    /// Antes are dead money in the main pot; side pots layer blinds and bets only.
    DeadMainPot,
}

/// The order of showing when side pots are contested.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SidePotShowdown {
    /// Players in the side pots show before a player all in for less, the
    /// highest side pot first; within a pot, the usual order.
    SidePotsFirst,
    /// The usual order for everyone.
    Usual,
}

/// Which a big blind short of chips posts first when it also owes the
/// big-blind ante.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BbAnteOrder {
    /// The blind first, the rest to the ante: the live blind is as large as
    /// it can be (TDA RP-11).
    BlindFirst,
    /// The ante first, the rest to the blind.
    AnteFirst,
}

/// Whether burns are entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BurnMode {
    /// The dealer enters each burn card (`??` when unseen) before the street's cards.
    Recorded,
    /// Burns are not entered (hand histories that do not record them).
    Implicit,
}

/// What counts as substantial action, after which no misdeal is called.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SubstantialAction {
    /// Two actions, at least one putting chips in, or any three (blinds excluded).
    TwoWithChipsOrThree,
    /// Two players after the blinds have acted.
    TwoPlayersActed,
}

/// When the hands of players all-in are turned up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum AllInShowdown {
    /// Once a player is all-in and the betting is over, every hand still in
    /// is turned face up before more cards are dealt.
    FaceUp,
    /// Hands are shown at showdown, in the showdown order.
    AtShowdown,
}

/// What happens when a player is dealt one card too many.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExtraCard {
    /// One extra card becomes the next burn; a second is a misdeal.
    BurnOne,
    /// Any wrong card count is a misdeal.
    Misdeal,
}

/// What happens to board cards dealt before the betting round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PrematureCard {
    /// The cards go back into the stub at once and the street is redealt
    /// without a burn.
    Redeal,
    /// A premature turn card is set aside; the turn comes after a burn as
    /// usual, and before the river the set-aside card is shuffled back and the
    /// river comes without a burn. A premature flop or river is redealt.
    SetAside,
}

/// What happens when four cards come off for the flop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum FourCardFlop {
    /// The floor picks one of the four at random as the turn's burn; the other
    /// three are the flop.
    FloorPicksBurn,
    /// All four go back into the stub and the flop is redealt; the burn stays.
    Redeal,
}

/// Who gets an odd chip in a flop game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum OddChip {
    /// The first winner clockwise from the button.
    FirstLeftOfButton,
}

/// Who gets an odd chip in stud.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StudOddChip {
    /// The winner holding the highest card by suit in their five-card hand
    /// (lowest card by suit for a low half).
    HighCardInHand,
    /// The winner holding the highest card by suit among all their cards
    /// (lowest card by suit for a low half).
    HighCardAllCards,
}

/// What happens when the dealer exposes one of a stud player's first two
/// down cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExposedDownCard {
    /// The exposed card plays as the player's up card and the third-street
    /// card is dealt down; a second exposed down card is a misdeal.
    UpCard,
    /// Any exposed down card is a misdeal.
    Misdeal,
}

/// What happens when the dealer exposes a stud seventh-street card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExposedSeventh {
    /// The card plays as dealt, face up.
    Plays,
    /// The card is taken out and the player gets a replacement down card
    /// once everyone else has their seventh card.
    Replaced,
}

/// What happens when the dealer skips the burn or burns two cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BurnError {
    /// The street's cards go back into the stub, a card is burned and the
    /// street is dealt again.
    Reshuffle,
    /// The cards are put back in the order they should have come: a card
    /// dealt without a burn becomes the burn, a second burn becomes the
    /// street's first card.
    RestoreOrder,
}

/// Which hands at showdown a player may ask to see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RightToSee {
    /// Only the hand that was called: the last bettor or raiser's.
    CalledHand,
    /// Any hand still at showdown.
    AnyHand,
}

/// How the button moves when players leave or bust.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ButtonMode {
    /// The big blind moves one player each hand; the small blind and the
    /// button follow it, and may be dead (no small blind, or the button on
    /// an empty seat).
    Dead,
    /// The button moves to the next player dealt in; the two players after
    /// it post the blinds.
    Moving,
}

/// What a player who sat out past the blinds does on coming back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum MissedBlinds {
    /// The player is dealt in at once and posts what was missed: the big
    /// blind live, the small blind dead.
    Post,
    /// The player waits until the big blind reaches their seat.
    Wait,
}

/// How a player newly seated in a game already running is dealt in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum NewPlayer {
    /// Dealt in at once, taking the blinds in turn (tournament seating).
    DealtIn,
    /// Dealt in at once on a live big blind, but never on the button or the
    /// small blind.
    Post,
    /// Not dealt in until the big blind reaches the player's seat.
    Wait,
}

/// The text of one rule as a ruling quotes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RuleText {
    /// The rule id: its key in the ruleset.
    pub id: &'static str,
    /// Where it comes from, e.g. "TDA 2024 Rule 43-A".
    pub cite: String,
    /// What it says, in the house's words.
    pub text: String,
}

impl fmt::Display for RuleText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({}): {}", self.id, self.cite, self.text)
    }
}

/// A rule with no setting: only its citation and text.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Rule {
    /// Where it comes from.
    pub cite: String,
    /// What it says.
    pub text: String,
}

/// A house option: its setting with citation and text.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Setting<T> {
    /// The value the house chose.
    pub value: T,
    /// Where it comes from.
    pub cite: String,
    /// What it says.
    pub text: String,
}

trait Cited {
    fn cite(&self) -> &str;
    fn text(&self) -> &str;
    /// The value the house chose, as written in a house file; `None` for a
    /// rule that is not an option.
    fn chosen(&self) -> Option<String>;
}

impl Cited for Rule {
    fn cite(&self) -> &str {
        &self.cite
    }
    fn text(&self) -> &str {
        &self.text
    }
    fn chosen(&self) -> Option<String> {
        None
    }
}

impl<T: Serialize> Cited for Setting<T> {
    fn cite(&self) -> &str {
        &self.cite
    }
    fn text(&self) -> &str {
        &self.text
    }
    fn chosen(&self) -> Option<String> {
        match serde_json::to_value(&self.value).ok()? {
            serde_json::Value::String(s) => Some(s),
            other => Some(other.to_string()),
        }
    }
}

/// Which games or structures need a rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Needs {
    All,
    Holdem,
    Stud,
    BigBet,
    PotLimit,
    FixedLimit,
    HiLo,
    /// A house option a ruleset may leave out; the desk then goes without it.
    Optional,
}

impl Needs {
    fn applies(self, r: &HouseRules) -> bool {
        match self {
            Needs::All => true,
            Needs::Holdem => r.game == Game::Holdem,
            Needs::Stud => r.game == Game::Stud,
            Needs::BigBet => r.structure != Structure::FixedLimit,
            Needs::PotLimit => r.structure == Structure::PotLimit,
            Needs::FixedLimit => r.structure == Structure::FixedLimit,
            Needs::HiLo => r.split == Split::HiLo8,
            Needs::Optional => false,
        }
    }
}

macro_rules! rule_book {
    ($($(#[$doc:meta])* $variant:ident $field:ident : $ty:ty, $needs:ident;)*) => {
        /// Every rule the engine may cite, by id.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum RuleId {
            $($(#[$doc])* $variant,)*
        }

        impl RuleId {
            /// All rule ids.
            pub const ALL: &'static [RuleId] = &[$(RuleId::$variant,)*];

            /// The rule's key in a ruleset.
            pub fn as_str(self) -> &'static str {
                match self {
                    $(RuleId::$variant => stringify!($field),)*
                }
            }

            fn needs(self) -> Needs {
                match self {
                    $(RuleId::$variant => Needs::$needs,)*
                }
            }
        }

        /// The house's rules, each with citation and text; options carry a value.
        #[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
        #[serde(deny_unknown_fields)]
        pub struct RuleBook {
            $($(#[$doc])* #[serde(default, skip_serializing_if = "Option::is_none")]
            pub $field: Option<$ty>,)*
        }

        impl RuleBook {
            /// Takes every rule this book lacks from `other`, adding `note`
            /// to the citation of each rule taken.
            fn fill_missing_from(&mut self, other: &RuleBook, note: &str) {
                $(if self.$field.is_none() {
                    let mut taken = other.$field.clone();
                    if let Some(t) = taken.as_mut() {
                        t.cite.push_str(note);
                    }
                    self.$field = taken;
                })*
            }

            fn entry(&self, id: RuleId) -> Option<(&str, &str)> {
                match id {
                    $(RuleId::$variant => self.$field.as_ref().map(|r| (r.cite(), r.text())),)*
                }
            }

            fn chosen(&self, id: RuleId) -> Option<String> {
                match id {
                    $(RuleId::$variant => self.$field.as_ref().and_then(|r| r.chosen()),)*
                }
            }
        }
    };
}

rule_book! {
    /// Who acts next, and that only they may act.
    OrderOfPlay order_of_play: Rule, All;
    /// What a check and a call are.
    CheckCall check_call: Rule, All;
    /// Blind positions and order of play before and after the flop.
    Blinds blinds: Rule, Holdem;
    /// Heads-up: the button posts the small blind and acts first before the flop.
    HeadsUp heads_up: Rule, Holdem;
    /// A short all-in blind does not lower the amount to call.
    ShortBlind short_blind: Rule, Holdem;
    /// The big blind may raise when the action is only called around.
    BigBlindOption big_blind_option: Rule, Holdem;
    /// A live straddle and the raise it sets.
    Straddle straddle: Rule, Holdem;
    /// The minimum opening bet in no-limit and pot-limit.
    MinBet min_bet: Rule, BigBet;
    /// A raise must be at least the largest full bet or raise of the round.
    MinRaise min_raise: Rule, All;
    /// Whether a short all-in reopens the betting.
    ShortAllIn short_all_in: Setting<Reopen>, All;
    /// Limit: an all-in of at least half a bet counts as a full bet.
    LimitHalfBet limit_half_bet: Setting<bool>, FixedLimit;
    /// The most bets and raises in a round (`null` for none); the opening bet,
    /// the big blind or the stud completion counts as the first.
    RaiseCap raise_cap: Setting<Option<u8>>, All;
    /// When the raise cap is lifted heads-up.
    HeadsUpCap heads_up_cap: Setting<HeadsUpCap>, FixedLimit;
    /// The pot-limit maximum, and how blinds count before the flop.
    PotLimitMax pot_limit_max: Setting<PotLimitBlinds>, PotLimit;
    /// Fixed-limit bet sizes per street.
    LimitSizes limit_sizes: Rule, FixedLimit;
    /// No-limit: a player may bet up to all their chips.
    NoLimitMax no_limit_max: Rule, All;
    /// Stud: the lowest up card brings in; suits break ties.
    BringIn bring_in: Rule, Stud;
    /// Stud: completing the bring-in is a bet, not a raise.
    StudCompletion stud_completion: Rule, Stud;
    /// Stud: the best visible hand opens from fourth street.
    StudOrder stud_order: Setting<StudTie>, Stud;
    /// Stud: a common card when the deck runs short at seventh street.
    StudCommonCard stud_common_card: Rule, Stud;
    /// Order and count of cards dealt.
    Dealing dealing: Rule, All;
    /// One card is burned before each street after the first.
    Burns burns: Setting<BurnMode>, All;
    /// A hole card exposed by the dealer during the deal.
    ExposedHoleCard exposed_hole_card: Rule, Holdem;
    /// An action out of turn: held, binding if the action to the player is unchanged.
    OutOfTurn out_of_turn: Rule, All;
    /// The floor declares a hand dead.
    DeadHand dead_hand: Rule, All;
    /// A player dealt one card too many.
    ExtraHoleCard extra_hole_card: Setting<ExtraCard>, Holdem;
    /// A card found face up in the deck.
    BoxedCard boxed_card: Rule, All;
    /// A deck with a card missing, extra or repeated.
    FouledDeck fouled_deck: Rule, All;
    /// Board cards dealt before the betting round ended.
    PrematureCard premature_card: Setting<PrematureCard>, Holdem;
    /// Four cards dealt for the flop.
    FourCardFlop four_card_flop: Setting<FourCardFlop>, Holdem;
    /// A misdeal: the hand is redealt exactly, same button, bets returned.
    Misdeal misdeal: Rule, All;
    /// After substantial action there is no misdeal.
    SubstantialAction substantial_action: Setting<SubstantialAction>, All;
    /// A card that already exists fouls the deck.
    DuplicateCard duplicate_card: Rule, All;
    /// Who shows first at showdown.
    ShowdownOrder showdown_order: Rule, All;
    /// With side pots, whether their players show before those all in for less.
    SidePotShowdown side_pot_showdown: Setting<SidePotShowdown>, Optional;
    /// Cards speak; a shown hand must be the cards dealt.
    CardsSpeak cards_speak: Rule, All;
    /// All cards must be tabled to win.
    TabledHand tabled_hand: Rule, All;
    /// When all-in hands are turned up.
    AllInFaceUp all_in_face_up: Setting<AllInShowdown>, All;
    /// How antes enter the pots.
    AntePots ante_pots: Setting<AntePots>, All;
    /// A short big blind owing the big-blind ante: blind or ante first.
    BbAnteOrder bb_ante_order: Setting<BbAnteOrder>, Optional;
    /// Side pots are built by contribution and awarded one by one.
    SidePots side_pots: Rule, All;
    /// An uncalled bet goes back to the bettor.
    UncalledBet uncalled_bet: Rule, All;
    /// The smallest chip that is split; smaller remainders follow the odd chip.
    OddChipUnit odd_chip_unit: Setting<Chips>, All;
    /// Odd chip in flop games.
    OddChip odd_chip: Setting<OddChip>, Holdem;
    /// Odd chip in stud.
    StudOddChip stud_odd_chip: Setting<StudOddChip>, Stud;
    /// Hi/lo: halves, the eight-or-better qualifier, the odd chip to high.
    HiLoSplit hi_lo_split: Rule, HiLo;
    /// A verbal declaration in turn binds; words or chips, whichever comes first.
    VerbalDeclaration verbal_declaration: Rule, All;
    /// A raise of at least half the minimum raise must be made a full raise;
    /// less is a call.
    FiftyPercentRaise fifty_percent_raise: Rule, All;
    /// A single oversized chip facing a bet is a call unless a raise is declared.
    OversizedChip oversized_chip: Rule, All;
    /// Several chips put out silently are a call when every chip is needed to call.
    MultipleChips multiple_chips: Rule, All;
    /// An undercall is a full call heads-up or against the opening bet multiway.
    Undercall undercall: Rule, All;
    /// Stud: one of a player's first two down cards exposed by the dealer.
    ExposedStudCard exposed_stud_card: Setting<ExposedDownCard>, Stud;
    /// Stud: a seventh-street card exposed by the dealer.
    ExposedSeventhCard exposed_seventh_card: Setting<ExposedSeventh>, Stud;
    /// A player dealt too few hole cards.
    ShortHoleCard short_hole_card: Rule, Holdem;
    /// A street dealt without a burn, or after two.
    BurnError burn_error: Setting<BurnError>, Holdem;
    /// The floor ends a hand by awarding the pot.
    FloorAward floor_award: Rule, All;
    /// Which hands at showdown a player may ask to see.
    RightToSee right_to_see: Setting<RightToSee>, All;
    /// A dead or moving button.
    Button button: Setting<ButtonMode>, Holdem;
    /// Blinds missed while sitting out.
    MissedBlinds missed_blinds: Setting<MissedBlinds>, Holdem;
    /// A player newly seated in a game already running: dealt in at once,
    /// posting a big blind, or waiting for the big blind.
    NewPlayer new_player: Setting<NewPlayer>, Optional;
    /// One player to a seat, sitting down with chips.
    Seating seating: Rule, Optional;
    /// Table stakes: chips are added between hands, never during one.
    TableStakes table_stakes: Rule, Optional;
    /// Minutes within which a player who left comes back with at least the
    /// stack they left with (`null`: no such rule).
    Rathole rathole: Setting<Option<u32>>, Optional;
}

/// A complete set of house rules.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct HouseRules {
    /// A short name, e.g. "No-limit hold'em (TDA 2024)".
    pub name: String,
    /// The rulebook the house follows.
    pub follows: String,
    /// The game.
    pub game: Game,
    /// The betting structure.
    pub structure: Structure,
    /// High only, or hi/lo eight-or-better.
    #[serde(default = "default_split")]
    pub split: Split,
    /// Default stakes for a new table.
    pub stakes: Stakes,
    /// The rules themselves.
    pub rules: RuleBook,
    /// The house's rake on cash-game pots; none in tournaments.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rake: Option<Rake>,
    /// The house's buy-in limits for a cash game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub buy_in: Option<BuyIn>,
}

/// How many chips a player may bring to a cash table, in big blinds (no
/// limit, pot limit) or big bets (fixed limit and stud).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct BuyIn {
    /// The least a player sits down with (0: no minimum).
    #[serde(default)]
    pub min: u64,
    /// The most a player sits down with; when the house states none, a limit
    /// game takes at most 100 big bets and a no-limit or pot-limit one has
    /// no maximum.
    #[serde(default)]
    pub max: Option<u64>,
    /// Whether a top-up between hands may take a stack past the maximum.
    #[serde(default)]
    pub top_up_beyond_max: bool,
    /// Where the house posts it.
    pub cite: String,
    /// What it says, in the house's words.
    pub text: String,
}

fn default_split() -> Split {
    Split::High
}

/// The house's rake, taken by the engine as it awards the pots: a share of
/// the pot rounded down to whole increments, capped (by the players dealt
/// in, where the house says), none from a hand that ends before the flop if
/// the house says so, and an optional fixed drop taken with it. It comes out
/// of the main pot first.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Rake {
    /// The share of the pot, in tenths of a percent (written `percent: 5`
    /// or `percent: 2.5` in the file).
    #[serde(rename = "percent", with = "tenths")]
    pub tenths_of_percent: u32,
    /// The most taken from one hand (0: no cap).
    #[serde(default)]
    pub cap: Chips,
    /// Caps by the number of players dealt in, where they differ from `cap`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub cap_by_players: BTreeMap<u8, Chips>,
    /// The rake is taken in whole multiples of this, rounded down.
    #[serde(default = "one_chip")]
    pub increment: Chips,
    /// No rake from a hand that ends before the flop (stud: on third street).
    #[serde(default)]
    pub no_flop_no_drop: bool,
    /// A fixed drop (jackpot, promotion) taken with the rake.
    #[serde(default)]
    pub drop: Chips,
    /// Where the house posts it.
    pub cite: String,
    /// What it says, in the house's words.
    pub text: String,
}

fn one_chip() -> Chips {
    Chips(1)
}

/// Reads `percent: 5` or `2.5` as tenths of a percent, and writes it back.
mod tenths {
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    pub fn serialize<S: Serializer>(tenths: &u32, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(f64::from(*tenths) / 10.0)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
        let percent = f64::deserialize(d)?;
        let tenths = (percent * 10.0).round();
        if !(0.0..=1000.0).contains(&tenths) || (tenths - percent * 10.0).abs() > 1e-9 {
            return Err(D::Error::custom(format!(
                "percent {percent}: a share from 0 to 100, in tenths of a percent at most"
            )));
        }
        Ok(tenths as u32)
    }
}

/// A ruleset file that could not be used, with where the problem is.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{column}: {message}")]
pub struct RulesError {
    /// The file (or preset) name.
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

/// The rulesets bundled with the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preset {
    /// No-limit Texas hold'em.
    NoLimitHoldem,
    /// Pot-limit Texas hold'em.
    PotLimitHoldem,
    /// Fixed-limit Texas hold'em.
    FixedLimitHoldem,
    /// Seven card stud, high.
    Stud,
    /// Seven card stud hi/lo eight-or-better.
    StudHiLo,
}

impl Preset {
    /// All presets.
    pub const ALL: [Preset; 5] = [
        Preset::NoLimitHoldem,
        Preset::PotLimitHoldem,
        Preset::FixedLimitHoldem,
        Preset::Stud,
        Preset::StudHiLo,
    ];

    /// The bundled preset for a game, structure and split.
    pub fn for_game(game: Game, structure: Structure, split: Split) -> Preset {
        match (game, structure, split) {
            (Game::Stud, _, Split::HiLo8) => Preset::StudHiLo,
            (Game::Stud, _, Split::High) => Preset::Stud,
            (Game::Holdem, Structure::NoLimit, _) => Preset::NoLimitHoldem,
            (Game::Holdem, Structure::PotLimit, _) => Preset::PotLimitHoldem,
            (Game::Holdem, Structure::FixedLimit, _) => Preset::FixedLimitHoldem,
        }
    }

    /// The preset's file name under `rulesets/`.
    pub fn file_name(self) -> &'static str {
        match self {
            Preset::NoLimitHoldem => "nl-holdem.yaml",
            Preset::PotLimitHoldem => "pl-holdem.yaml",
            Preset::FixedLimitHoldem => "fl-holdem.yaml",
            Preset::Stud => "stud.yaml",
            Preset::StudHiLo => "stud-hilo.yaml",
        }
    }

    /// The preset's YAML text, compiled into the program.
    pub fn text(self) -> &'static str {
        match self {
            Preset::NoLimitHoldem => include_str!("../../../rulesets/nl-holdem.yaml"),
            Preset::PotLimitHoldem => include_str!("../../../rulesets/pl-holdem.yaml"),
            Preset::FixedLimitHoldem => include_str!("../../../rulesets/fl-holdem.yaml"),
            Preset::Stud => include_str!("../../../rulesets/stud.yaml"),
            Preset::StudHiLo => include_str!("../../../rulesets/stud-hilo.yaml"),
        }
    }
}

impl HouseRules {
    /// Reads and checks a ruleset; `file` names it in errors.
    pub fn from_yaml(text: &str, file: &str) -> Result<HouseRules, RulesError> {
        let rules = parse_yaml(text, file)?;
        rules.validate(text, file)?;
        Ok(rules)
    }

    /// Reads rules recorded in a log by an earlier version: a rule the engine
    /// has come to need since is taken from the bundled preset for the game,
    /// and its citation says so. A hold'em log without a `button` rule was
    /// dealt with the moving button earlier versions used, and goes on so.
    pub fn from_logged_yaml(text: &str, file: &str) -> Result<HouseRules, RulesError> {
        let mut rules = parse_yaml(text, file)?;
        if rules.game == Game::Holdem && rules.rules.button.is_none() {
            rules.rules.button = Some(Setting {
                value: ButtonMode::Moving,
                cite: "RRoP Button & Blind Use (as this log was dealt)".into(),
                text: "With a moving button the button moves to the next player dealt in, and the next two players post the small and the big blind.".into(),
            });
        }
        let preset =
            HouseRules::preset_ref(Preset::for_game(rules.game, rules.structure, rules.split));
        rules.rules.fill_missing_from(
            &preset.rules,
            " (from the bundled preset: not in the logged rules)",
        );
        rules.validate(text, file)?;
        Ok(rules)
    }

    /// Reads a ruleset file.
    pub fn from_file(path: &std::path::Path) -> Result<HouseRules, RulesError> {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| RulesError {
            file: name.clone(),
            line: 0,
            column: 0,
            message: format!("cannot read: {e}"),
        })?;
        HouseRules::from_yaml(&text, &name)
    }

    /// A bundled preset, read once and shared.
    pub fn preset_ref(preset: Preset) -> &'static HouseRules {
        static PRESETS: std::sync::OnceLock<Vec<HouseRules>> = std::sync::OnceLock::new();
        let all =
            PRESETS.get_or_init(|| Preset::ALL.iter().map(|p| HouseRules::preset(*p)).collect());
        let i = Preset::ALL.iter().position(|p| *p == preset).unwrap_or(0);
        &all[i]
    }

    /// A bundled preset. Presets are checked by the test suite, so this cannot fail.
    pub fn preset(preset: Preset) -> HouseRules {
        match HouseRules::from_yaml(preset.text(), preset.file_name()) {
            Ok(rules) => rules,
            Err(e) => panic!("bundled preset is invalid: {e}"),
        }
    }

    /// The text of a rule. Validation guarantees that every rule the engine
    /// cites for this game is present.
    pub fn rule(&self, id: RuleId) -> RuleText {
        let (cite, text) = self
            .rules
            .entry(id)
            .unwrap_or(("not in this ruleset", "(no text)"));
        RuleText {
            id: id.as_str(),
            cite: cite.to_string(),
            text: text.to_string(),
        }
    }

    /// The value the house chose for an option (`face-up`, `60`, `true`),
    /// or `None` for a rule that is not an option or is absent.
    pub fn chosen(&self, id: RuleId) -> Option<String> {
        self.rules.chosen(id)
    }

    /// A bundled preset named as its file (`nl-holdem` or `nl-holdem.yaml`).
    pub fn preset_named(name: &str) -> Option<HouseRules> {
        Preset::ALL
            .iter()
            .find(|p| {
                let file = p.file_name();
                name == file || Some(name) == file.strip_suffix(".yaml")
            })
            .map(|p| HouseRules::preset(*p))
    }

    /// The rules present in this ruleset, in the engine's order.
    pub fn all_rules(&self) -> Vec<RuleText> {
        let mut all: Vec<RuleText> = RuleId::ALL
            .iter()
            .filter(|id| self.rules.entry(**id).is_some())
            .map(|id| self.rule(*id))
            .collect();
        if let Some(rake) = &self.rake {
            all.push(RuleText {
                id: "rake",
                cite: rake.cite.clone(),
                text: rake.text.clone(),
            });
        }
        all.extend(self.buy_in_rule());
        all
    }

    /// Short all-in reopening.
    pub fn reopen(&self) -> Reopen {
        self.rules
            .short_all_in
            .as_ref()
            .map_or(Reopen::FullRaise, |s| s.value)
    }

    /// Whether a limit all-in of half a bet counts as a full bet.
    pub fn limit_half_bet(&self) -> bool {
        self.rules.limit_half_bet.as_ref().is_some_and(|s| s.value)
    }

    /// The raise cap (bets per round), if any.
    pub fn raise_cap(&self) -> Option<u8> {
        self.rules.raise_cap.as_ref().and_then(|s| s.value)
    }

    /// The heads-up exception to the cap.
    pub fn heads_up_cap(&self) -> HeadsUpCap {
        self.rules
            .heads_up_cap
            .as_ref()
            .map_or(HeadsUpCap::Never, |s| s.value)
    }

    /// How blinds count toward the pot-limit maximum.
    pub fn pot_limit_blinds(&self) -> PotLimitBlinds {
        self.rules
            .pot_limit_max
            .as_ref()
            .map_or(PotLimitBlinds::AsIfFull, |s| s.value)
    }

    /// How stud ties for the best board are broken.
    pub fn stud_tie(&self) -> StudTie {
        self.rules
            .stud_order
            .as_ref()
            .map_or(StudTie::Position, |s| s.value)
    }

    /// Whether burns are entered.
    pub fn burns(&self) -> BurnMode {
        self.rules
            .burns
            .as_ref()
            .map_or(BurnMode::Recorded, |s| s.value)
    }

    /// When all-in hands are turned up.
    pub fn all_in_showdown(&self) -> AllInShowdown {
        self.rules
            .all_in_face_up
            .as_ref()
            .map_or(AllInShowdown::AtShowdown, |s| s.value)
    }

    /// The extra-hole-card procedure.
    pub fn extra_card(&self) -> ExtraCard {
        self.rules
            .extra_hole_card
            .as_ref()
            .map_or(ExtraCard::Misdeal, |s| s.value)
    }

    /// The premature-card procedure.
    pub fn premature_card(&self) -> PrematureCard {
        self.rules
            .premature_card
            .as_ref()
            .map_or(PrematureCard::Redeal, |s| s.value)
    }

    /// The four-card-flop procedure.
    pub fn four_card_flop(&self) -> FourCardFlop {
        self.rules
            .four_card_flop
            .as_ref()
            .map_or(FourCardFlop::FloorPicksBurn, |s| s.value)
    }

    /// What counts as substantial action.
    pub fn substantial_action(&self) -> SubstantialAction {
        self.rules
            .substantial_action
            .as_ref()
            .map_or(SubstantialAction::TwoWithChipsOrThree, |s| s.value)
    }

    /// The order of showing with side pots (the usual one where the house
    /// says nothing).
    pub fn side_pot_showdown(&self) -> SidePotShowdown {
        self.rules
            .side_pot_showdown
            .as_ref()
            .map_or(SidePotShowdown::Usual, |s| s.value)
    }

    /// What a short big blind that owes the big-blind ante posts first
    /// (the ante, where the house says nothing).
    pub fn bb_ante_order(&self) -> BbAnteOrder {
        self.rules
            .bb_ante_order
            .as_ref()
            .map_or(BbAnteOrder::AnteFirst, |s| s.value)
    }

    /// How antes enter the pots.
    pub fn ante_pots(&self) -> AntePots {
        self.rules
            .ante_pots
            .as_ref()
            .map_or(AntePots::Contribution, |s| s.value)
    }

    /// The chips one buy-in unit stands for: the big blind in no-limit and
    /// pot-limit, the big bet in fixed limit and stud.
    pub fn buy_in_unit(&self) -> Chips {
        match (self.game, self.structure) {
            (Game::Holdem, Structure::NoLimit | Structure::PotLimit) => self.stakes.big_blind,
            _ => self.stakes.big_bet,
        }
    }

    /// The least and most a player may sit down with, in chips, under the
    /// house's buy-in rule (`None` without one).
    pub fn buy_in_range(&self) -> Option<(Chips, Option<Chips>)> {
        let b = self.buy_in.as_ref()?;
        let unit = self.buy_in_unit().0;
        let limit_game = self.structure == Structure::FixedLimit || self.game == Game::Stud;
        let max = b.max.or(limit_game.then_some(100));
        Some((
            Chips(b.min.saturating_mul(unit)),
            max.map(|m| Chips(m.saturating_mul(unit))),
        ))
    }

    /// The odd-chip unit.
    pub fn odd_chip_unit(&self) -> Chips {
        self.rules
            .odd_chip_unit
            .as_ref()
            .map_or(Chips(1), |s| s.value)
    }

    /// The stud odd-chip rule.
    pub fn stud_odd_chip(&self) -> StudOddChip {
        self.rules
            .stud_odd_chip
            .as_ref()
            .map_or(StudOddChip::HighCardInHand, |s| s.value)
    }

    /// The stud exposed-down-card procedure.
    pub fn exposed_down_card(&self) -> ExposedDownCard {
        self.rules
            .exposed_stud_card
            .as_ref()
            .map_or(ExposedDownCard::UpCard, |s| s.value)
    }

    /// The stud exposed-seventh-card procedure.
    pub fn exposed_seventh(&self) -> ExposedSeventh {
        self.rules
            .exposed_seventh_card
            .as_ref()
            .map_or(ExposedSeventh::Plays, |s| s.value)
    }

    /// The missed- or double-burn procedure.
    pub fn burn_error(&self) -> BurnError {
        self.rules
            .burn_error
            .as_ref()
            .map_or(BurnError::RestoreOrder, |s| s.value)
    }

    /// Which hands may be asked to be shown.
    pub fn right_to_see(&self) -> RightToSee {
        self.rules
            .right_to_see
            .as_ref()
            .map_or(RightToSee::CalledHand, |s| s.value)
    }

    /// A dead or moving button.
    pub fn button(&self) -> ButtonMode {
        self.rules
            .button
            .as_ref()
            .map_or(ButtonMode::Moving, |s| s.value)
    }

    /// What a player owing blinds does on coming back.
    pub fn missed_blinds(&self) -> MissedBlinds {
        self.rules
            .missed_blinds
            .as_ref()
            .map_or(MissedBlinds::Post, |s| s.value)
    }

    /// How a new player is dealt in; without the option, at once.
    pub fn new_player(&self) -> NewPlayer {
        self.rules
            .new_player
            .as_ref()
            .map_or(NewPlayer::DealtIn, |s| s.value)
    }

    /// The minutes within which a player who left must come back with at
    /// least the stack they left with; `None` without such a rule.
    pub fn rathole_minutes(&self) -> Option<u32> {
        self.rules.rathole.as_ref().and_then(|s| s.value)
    }

    /// The rule `id` as a ruling quotes it, when this ruleset has it.
    pub fn cited(&self, id: RuleId) -> Option<RuleText> {
        self.rules.entry(id).map(|_| self.rule(id))
    }

    /// The house's buy-in as a ruling quotes it, when it has one.
    pub fn buy_in_rule(&self) -> Option<RuleText> {
        self.buy_in.as_ref().map(|b| RuleText {
            id: "buy_in",
            cite: b.cite.clone(),
            text: b.text.clone(),
        })
    }

    fn validate(&self, text: &str, file: &str) -> Result<(), RulesError> {
        let err = |key: &str, message: String| {
            let (line, column) = locate(text, key);
            RulesError {
                file: file.to_string(),
                line,
                column,
                message,
            }
        };
        for id in RuleId::ALL {
            if id.needs().applies(self) && self.rules.entry(*id).is_none() {
                return Err(err(
                    "rules",
                    format!(
                        "rules.{} is required for {:?} {:?}",
                        id.as_str(),
                        self.structure,
                        self.game
                    ),
                ));
            }
        }
        let s = &self.stakes;
        for (key, amount) in [
            ("small_blind", s.small_blind),
            ("big_blind", s.big_blind),
            ("straddle", s.straddle),
            ("ante", s.ante),
            ("bring_in", s.bring_in),
            ("small_bet", s.small_bet),
            ("big_bet", s.big_bet),
        ] {
            if amount > Chips::MAX {
                return Err(err(
                    key,
                    format!(
                        "{amount} is more than the {} chips a table can hold",
                        Chips::MAX
                    ),
                ));
            }
        }
        if self.rathole_minutes() == Some(0) {
            return Err(err(
                "rathole",
                "rathole is at least 1 minute, or null for none".into(),
            ));
        }
        if self.raise_cap() == Some(0) {
            return Err(err("raise_cap", "raise_cap must be at least 1".into()));
        }
        if let Some(rake) = &self.rake {
            if rake.increment.is_zero() {
                return Err(err(
                    "increment",
                    "the rake increment is at least 1 chip".into(),
                ));
            }
            if rake.cite.trim().is_empty() || rake.text.trim().is_empty() {
                return Err(err("rake", "the rake needs a cite and a text".into()));
            }
        }
        if self.odd_chip_unit().is_zero() {
            return Err(err(
                "odd_chip_unit",
                "odd_chip_unit must be at least 1".into(),
            ));
        }
        if self.structure == Structure::FixedLimit && self.raise_cap().is_none() {
            return Err(err(
                "raise_cap",
                "fixed-limit needs a raise_cap value (e.g. 4 for bet and three raises)".into(),
            ));
        }
        let s = &self.stakes;
        match self.game {
            Game::Holdem => {
                if s.big_blind.is_zero() {
                    return Err(err("big_blind", "big_blind must be more than 0".into()));
                }
                if s.small_blind > s.big_blind {
                    return Err(err(
                        "small_blind",
                        format!(
                            "small_blind {} is more than big_blind {}",
                            s.small_blind, s.big_blind
                        ),
                    ));
                }
                if !s.straddle.is_zero() && s.straddle < s.big_blind {
                    return Err(err(
                        "straddle",
                        format!(
                            "straddle {} is less than big_blind {}",
                            s.straddle, s.big_blind
                        ),
                    ));
                }
            }
            Game::Stud => {
                if !s.small_blind.is_zero() || !s.big_blind.is_zero() || !s.straddle.is_zero() {
                    return Err(err("stakes", "stud has no blinds or straddle".into()));
                }
                if self.structure != Structure::FixedLimit {
                    return Err(err("structure", "stud is dealt fixed-limit here".into()));
                }
                if s.bring_in > s.small_bet {
                    return Err(err(
                        "bring_in",
                        format!(
                            "bring_in {} is more than small_bet {}",
                            s.bring_in, s.small_bet
                        ),
                    ));
                }
            }
        }
        if self.structure == Structure::FixedLimit
            && (s.small_bet.is_zero() || s.big_bet < s.small_bet)
        {
            return Err(err(
                "small_bet",
                "fixed-limit needs small_bet > 0 and big_bet >= small_bet".into(),
            ));
        }
        if self.split == Split::HiLo8 && self.game != Game::Stud {
            return Err(err("split", "hi-lo8 is offered for stud only".into()));
        }
        Ok(())
    }
}

/// Reads the YAML without checking it; errors carry the place.
fn parse_yaml(text: &str, file: &str) -> Result<HouseRules, RulesError> {
    crate::limits::check_text(text).map_err(|e| RulesError {
        file: file.to_string(),
        line: e.line,
        column: e.column,
        message: e.message,
    })?;
    serde_yaml::from_str(text).map_err(|e| {
        let (line, column) = e.location().map_or((1, 1), |l| (l.line(), l.column()));
        let message = e.to_string();
        RulesError {
            file: file.to_string(),
            line,
            column,
            message: message.split(" at line ").next().unwrap_or("").to_string(),
        }
    })
}

/// The 1-based line and column of the first `key:` in the text.
fn locate(text: &str, key: &str) -> (usize, usize) {
    let needle = format!("{key}:");
    text.lines()
        .enumerate()
        .find_map(|(i, line)| {
            let col = line.find(&needle)?;
            let before = &line[..col];
            before
                .chars()
                .all(|c| c == ' ' || c == '-')
                .then_some((i + 1, col + 1))
        })
        .unwrap_or((1, 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_loads_and_has_every_rule_it_needs() {
        for p in Preset::ALL {
            let rules = HouseRules::preset(p);
            for id in RuleId::ALL {
                if id.needs().applies(&rules) {
                    let r = rules.rule(*id);
                    assert!(!r.cite.is_empty() && !r.text.is_empty(), "{p:?} {id:?}");
                }
            }
        }
    }

    #[test]
    fn every_ruleset_file_loads() {
        fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
            for e in std::fs::read_dir(dir).unwrap() {
                let p = e.unwrap().path();
                if p.is_dir() {
                    walk(&p, out);
                } else if p.extension().is_some_and(|x| x == "yaml") {
                    out.push(p);
                }
            }
        }
        let mut files = Vec::new();
        walk(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rulesets"),
            &mut files,
        );
        assert_eq!(files.len(), 20, "{files:?}");
        // Each rulebook family has every game.
        for family in ["tda-2024", "roberts-rules", "wsop-2026-cash"] {
            for game in ["nl-holdem", "pl-holdem", "fl-holdem", "stud", "stud-hilo"] {
                let want = std::path::Path::new(family).join(format!("{game}.yaml"));
                assert!(files.iter().any(|f| f.ends_with(&want)), "{want:?}");
            }
        }
        for f in files {
            if let Err(e) = HouseRules::from_file(&f) {
                panic!("{e}");
            }
        }
    }

    #[test]
    fn unknown_key_is_reported_with_line_and_column() {
        let text = Preset::NoLimitHoldem
            .text()
            .replacen("stakes:", "stakes:\n  big_blindd: 3", 1);
        let err = HouseRules::from_yaml(&text, "house.yaml").unwrap_err();
        let line = text.lines().position(|l| l.contains("big_blindd")).unwrap() + 1;
        assert_eq!(err.file, "house.yaml");
        assert_eq!(err.line, line);
        assert_eq!(err.column, 3);
        assert!(err.message.contains("big_blindd"), "{err}");
    }

    #[test]
    fn wrong_type_is_reported_with_line() {
        let text = Preset::FixedLimitHoldem
            .text()
            .replacen("value: 4", "value: four", 1);
        let err = HouseRules::from_yaml(&text, "fl.yaml").unwrap_err();
        let line = text.lines().position(|l| l.contains("four")).unwrap() + 1;
        assert_eq!(err.line, line, "{err}");
    }

    #[test]
    fn impossible_values_are_refused_where_they_stand() {
        let text = Preset::NoLimitHoldem
            .text()
            .replacen("small_blind: 1", "small_blind: 5", 1);
        let err = HouseRules::from_yaml(&text, "nl.yaml").unwrap_err();
        let line = text
            .lines()
            .position(|l| l.contains("small_blind: 5"))
            .unwrap()
            + 1;
        assert_eq!(err.line, line);
        assert!(err.message.contains("more than big_blind"), "{err}");
    }

    #[test]
    fn a_missing_rule_is_named() {
        let rules = HouseRules::preset(Preset::NoLimitHoldem);
        let mut yaml = serde_yaml::to_string(&rules).unwrap();
        yaml = yaml.replace("  min_raise:", "  xmin_raise:");
        let err = HouseRules::from_yaml(&yaml, "x.yaml").unwrap_err();
        assert!(err.message.contains("xmin_raise"), "{err}");
        let mut rules = rules;
        rules.rules.min_raise = None;
        let yaml = serde_yaml::to_string(&rules).unwrap();
        let err = HouseRules::from_yaml(&yaml, "x.yaml").unwrap_err();
        assert!(err.message.contains("rules.min_raise is required"), "{err}");
    }

    #[test]
    fn logged_rules_from_an_earlier_version_gain_the_rules_added_since() {
        let mut old = HouseRules::preset(Preset::FixedLimitHoldem);
        old.rules.four_card_flop = None;
        let yaml = serde_yaml::to_string(&old).unwrap();
        assert!(HouseRules::from_yaml(&yaml, "log").is_err());
        let read = HouseRules::from_logged_yaml(&yaml, "log").unwrap();
        let rule = read.rule(RuleId::FourCardFlop);
        assert!(rule.cite.starts_with("RRoP Hold'em 3"), "{}", rule.cite);
        assert!(
            rule.cite
                .ends_with("(from the bundled preset: not in the logged rules)")
        );
        assert_eq!(read.rule(RuleId::MinRaise), old.rule(RuleId::MinRaise));
    }

    #[test]
    fn a_logged_holdem_table_without_a_button_rule_keeps_the_moving_button() {
        let mut old = HouseRules::preset(Preset::NoLimitHoldem);
        assert_eq!(old.button(), ButtonMode::Dead);
        old.rules.button = None;
        let yaml = serde_yaml::to_string(&old).unwrap();
        let read = HouseRules::from_logged_yaml(&yaml, "log").unwrap();
        assert_eq!(read.button(), ButtonMode::Moving);
        assert_eq!(read.missed_blinds(), MissedBlinds::Post);
    }

    #[test]
    fn a_house_file_without_the_seating_rules_loads_and_goes_without_them() {
        let mut rules = HouseRules::preset(Preset::NoLimitHoldem);
        rules.rules.new_player = None;
        rules.rules.seating = None;
        rules.rules.table_stakes = None;
        rules.rules.rathole = None;
        let yaml = serde_yaml::to_string(&rules).unwrap();
        let read = HouseRules::from_yaml(&yaml, "old-house.yaml").unwrap();
        assert_eq!(read.new_player(), NewPlayer::DealtIn);
        assert_eq!(read.rathole_minutes(), None);
        assert_eq!(read.cited(RuleId::Seating), None);
        assert_eq!(read.cited(RuleId::TableStakes), None);
        // The bundled families state them.
        let wsop = HouseRules::from_file(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../../rulesets/wsop-2026-cash/nl-holdem.yaml"),
        )
        .unwrap();
        assert_eq!(wsop.new_player(), NewPlayer::Wait);
        assert_eq!(wsop.rathole_minutes(), Some(60));
        assert!(wsop.cited(RuleId::TableStakes).is_some());
        let zero = yaml.replace(
            "rules:\n",
            "rules:\n  rathole:\n    value: 0\n    cite: House\n    text: None.\n",
        );
        let err = HouseRules::from_yaml(&zero, "house.yaml").unwrap_err();
        assert!(err.message.contains("at least 1 minute"), "{err}");
    }

    #[test]
    fn malformed_yaml_names_the_place() {
        let err = HouseRules::from_yaml("name: [unclosed\n", "bad.yaml").unwrap_err();
        assert_eq!(err.file, "bad.yaml");
        assert!(err.line >= 1);
    }
}

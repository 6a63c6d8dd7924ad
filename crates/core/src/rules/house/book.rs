//! The rule book: one table (`rule_book!`) of every rule the engine may cite,
//! by id. A row is a `Rule` (a citation and a text) or a house option
//! (`Setting<T>`: the house's value with its citation and text). An option's
//! row names its default, with the citation and text quoted when a house file
//! leaves it out; the table generates `RuleId`, `RuleBook` and one accessor
//! per option on `HouseRules`. Adding an option is one row here and the match
//! arms that use its value.

use serde::{Deserialize, Serialize};

use super::HouseRules;
use crate::chips::Chips;
use crate::game::{Game, Opener, Ranking, Split, Structure};
use crate::rules::cited::{Cited, Defaulted, Rule, Setting, Taken, Valued};
use crate::rules::options::*;

/// Which games or structures need a rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::rules) enum Needs {
    All,
    /// Games whose first round opens with blinds (hold'em, Omaha).
    Blinds,
    /// Games whose first round opens with a bring-in (stud).
    BringIn,
    Omaha,
    /// Games ranked by the ace-to-five low without a qualifier (razz).
    AceFiveLow,
    /// Games ranked by short-deck order (short-deck hold'em).
    ShortDeck,
    /// Games with draws (2-7 single and triple draw, badugi).
    Draw,
    BigBet,
    PotLimit,
    FixedLimit,
    HiLo,
    /// A rule a ruleset may leave out; the desk then goes without it.
    Optional,
    /// Stud games with a low: razz, and stud split high and low.
    StudLow,
}

impl Needs {
    pub(in crate::rules) fn applies(self, r: &HouseRules) -> bool {
        match self {
            Needs::All => true,
            Needs::Blinds => r.game.def().opener == Opener::Blinds,
            Needs::BringIn => r.game.def().opener == Opener::BringIn,
            Needs::Omaha => r.game == Game::Omaha,
            Needs::AceFiveLow => r.game.def().ranking == Ranking::AceFiveLow,
            Needs::ShortDeck => r.game.def().ranking == Ranking::ShortDeck,
            Needs::Draw => r.game.def().has_draws(),
            Needs::BigBet => r.structure != Structure::FixedLimit,
            Needs::PotLimit => r.structure == Structure::PotLimit,
            Needs::FixedLimit => r.structure == Structure::FixedLimit,
            Needs::HiLo => r.split == Split::HiLo8,
            Needs::Optional => false,
            Needs::StudLow => {
                r.game.def().opener == Opener::BringIn
                    && (r.game.def().ranking == Ranking::AceFiveLow || r.split == Split::HiLo8)
            }
        }
    }
}

macro_rules! rule_book {
    (@is_option $cite:literal) => { true };
    (@is_option) => { false };
    (|$r:ident| $(
        $(#[$doc:meta])*
        $variant:ident $field:ident : $ty:ty
            $(= $default:expr, $dcite:literal, $dtext:literal)?
            ; $needs:ident;
    )*) => {
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

            pub(in crate::rules) fn needs(self) -> Needs {
                match self {
                    $(RuleId::$variant => Needs::$needs,)*
                }
            }

            /// Whether the rule is a house option with a value.
            pub fn is_option(self) -> bool {
                match self {
                    $(RuleId::$variant => rule_book!(@is_option $($dcite)?),)*
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
            /// Takes the text of every rule (not option) this book lacks from
            /// `preset`, for the rules the game needs.
            pub(in crate::rules) fn fill_texts(
                &mut self,
                preset: &RuleBook,
                name: &'static str,
                needs: impl Fn(RuleId) -> bool,
            ) -> Vec<Defaulted> {
                let mut taken = Vec::new();
                $(if self.$field.is_none() && !RuleId::$variant.is_option() && needs(RuleId::$variant) {
                    if let Some(mut rule) = preset.$field.clone() {
                        *rule.source_mut().1 = Taken::Preset;
                        self.$field = Some(rule);
                        taken.push(Defaulted::Text { id: stringify!($field), preset: name });
                    }
                })*
                taken
            }

            pub(in crate::rules) fn entry(&self, id: RuleId) -> Option<(&str, &str)> {
                match id {
                    $(RuleId::$variant => self.$field.as_ref().map(|r| (r.cite(), r.text())),)*
                }
            }

            /// Where the rule `id` comes from.
            pub(in crate::rules) fn taken(&self, id: RuleId) -> Taken {
                match id {
                    $(RuleId::$variant => self.$field.as_ref().map_or(Taken::House, |r| r.taken()),)*
                }
            }

            /// Reads the English notes a log written before `Taken` appended
            /// to the citations of texts and options the house file left out.
            pub(in crate::rules) fn read_old_notes(&mut self) {
                $(if let Some(r) = self.$field.as_mut() {
                    r.read_old_note();
                })*
            }

            pub(in crate::rules) fn chosen(&self, id: RuleId) -> Option<String> {
                match id {
                    $(RuleId::$variant => self.$field.as_ref().and_then(|r| r.chosen()),)*
                }
            }
        }

        impl HouseRules {
            /// Sets every option of this game that the house file leaves out
            /// to its default, and says which.
            pub(in crate::rules) fn fill_defaults(&mut self) -> Vec<Defaulted> {
                let mut taken = Vec::new();
                $($(
                    let needs = RuleId::$variant.needs();
                    if self.rules.$field.is_none() && (needs == Needs::Optional || needs.applies(self)) {
                        let value = self.$field();
                        let setting = Setting {
                            value,
                            cite: $dcite.to_string(),
                            text: $dtext.to_string(),
                            taken: Taken::Default,
                        };
                        taken.push(Defaulted::Option {
                            id: stringify!($field),
                            value: setting.chosen().unwrap_or_default(),
                            cite: $dcite,
                        });
                        self.rules.$field = Some(setting);
                    }
                )?)*
                taken
            }

            $($(
                #[doc = concat!("The house's `", stringify!($field), "` option, or its default.")]
                pub fn $field(&self) -> <$ty as Valued>::Value {
                    let $r = self;
                    match &$r.rules.$field {
                        Some(setting) => setting.value(),
                        None => $default,
                    }
                }
            )?)*
        }
    };
}

rule_book! { |r|
    /// Who acts next, and that only they may act.
    OrderOfPlay order_of_play: Rule; All;
    /// What a check and a call are.
    CheckCall check_call: Rule; All;
    /// Blind positions and order of play before and after the flop.
    Blinds blinds: Rule; Blinds;
    /// Heads-up: the button posts the small blind and acts first before the flop.
    HeadsUp heads_up: Rule; Blinds;
    /// A short all-in blind does not lower the amount to call.
    ShortBlind short_blind: Rule; Blinds;
    /// The big blind may raise when the action is only called around.
    BigBlindOption big_blind_option: Rule; Blinds;
    /// A live straddle and the raise it sets.
    Straddle straddle: Rule; Blinds;
    /// The minimum opening bet in no-limit and pot-limit.
    MinBet min_bet: Rule; BigBet;
    /// A raise must be at least the largest full bet or raise of the round.
    MinRaise min_raise: Rule; All;
    /// Whether a short all-in reopens the betting.
    ShortAllIn short_all_in: Setting<Reopen> = Reopen::FullRaise,
        "TDA 2024 Rule 47-A",
        "An all-in raise of less than a full raise does not reopen the betting to a player who has already acted.";
        All;
    /// Limit: an all-in of at least half a bet counts as a full bet.
    LimitHalfBet limit_half_bet: Setting<bool> = true,
        "TDA 2024 Rule 47-B; RRoP Betting and Raising 6",
        "In limit, an all-in wager of at least half a bet counts as a full bet or raise; less than half does not reopen the betting.";
        FixedLimit;
    /// The most bets and raises in a round (`null` for none); the opening bet,
    /// the big blind or the stud completion counts as the first.
    RaiseCap raise_cap: Setting<Option<u8>> =
        (r.structure == Structure::FixedLimit).then_some(4),
        "RRoP Betting and Raising 3",
        "In limit a round allows a bet and three raises; no-limit and pot-limit have no cap.";
        All;
    /// When the raise cap is lifted heads-up.
    HeadsUpCap heads_up_cap: Setting<HeadsUpCap> = HeadsUpCap::Never,
        "TDA 2024 Rule 48",
        "The raise cap applies however many players are in the hand.";
        FixedLimit;
    /// The pot-limit maximum, and how blinds count before the flop.
    PotLimitMax pot_limit_max: Setting<PotLimitBlinds> = PotLimitBlinds::AsIfFull,
        "TDA 2024 Rule 54-B; RRoP Pot-Limit",
        "The most a player may raise is a call plus the pot after the call; before the flop the blinds count in full.";
        PotLimit;
    /// Fixed-limit bet sizes per street.
    LimitSizes limit_sizes: Rule; FixedLimit;
    /// No-limit: a player may bet up to all their chips.
    NoLimitMax no_limit_max: Rule; All;
    /// Stud: the lowest up card brings in; suits break ties.
    BringIn bring_in: Rule; BringIn;
    /// Stud: completing the bring-in is a bet, not a raise.
    StudCompletion stud_completion: Rule; BringIn;
    /// Stud: the best visible hand opens from fourth street.
    StudOrder stud_order: Setting<StudTie> = StudTie::Position,
        "RRoP Seven-Card Stud 1",
        "From fourth street the best hand showing acts first; between equal hands, the player nearest the dealer's left.";
        BringIn;
    /// Stud: an open pair on fourth street and the big bet.
    OpenPair open_pair: Setting<OpenPair> = OpenPair::SmallBet,
        "TDA 2024 Recommended Procedure 10-F",
        "An open pair on fourth street does not change the bet: the small bet stands.";
        BringIn;
    /// Draw games: when the stub cannot give a draw's cards and keep its last
    /// card back, the discards and burns are shuffled with it.
    DrawShortStub draw_short_stub: Rule; Draw;
    /// Draw games: a card the dealer exposes while dealing a draw is not
    /// kept; it goes to the discards and the player's card comes last.
    DrawExposedCard draw_exposed_card: Rule; Draw;
    /// Draw games: a player given too many or too few cards in a draw.
    DrawWrongCount draw_wrong_count: Rule; Draw;
    /// Draw games: the draw goes in turn; a discard out of turn waits.
    DrawOutOfTurn draw_out_of_turn: Rule; Draw;
    /// Draw games: how many cards a player drew is told on asking, until
    /// the betting after the draw begins.
    DrawCountAsked draw_count_asked: Rule; Draw;
    /// Draw games: which cards a short stub is made up from.
    DrawReshuffle draw_reshuffle: Setting<DrawReshuffle> = DrawReshuffle::EarlierDiscards,
        "WSOP 2026 Live Action Rules (draw games)",
        "The last card of the stub is not dealt: it is shuffled with the muck, the discards of earlier draws and the burns to make a new stub; the discards of the draw under way are left out unless the new stub still cannot give the next player's cards, when the other players' discards of this draw join it.";
        Draw;
    /// Stud: a common card when the deck runs short at seventh street.
    StudCommonCard stud_common_card: Rule; BringIn;
    /// Stud: the spare cards the stub must hold beyond a burn and a card for
    /// each player still in before seventh street is dealt from it as it is.
    StudShortStub stud_short_stub: Setting<u8> = 0,
        "Dealing practice without a spare card",
        "Seventh street is dealt from the stub while it holds a burn and a card for each player still in; otherwise the burns are scrambled back into it, and if it is still short one common card is dealt.";
        BringIn;
    /// Order and count of cards dealt.
    Dealing dealing: Rule; All;
    /// One card is burned before each street after the first.
    Burns burns: Setting<BurnMode> = BurnMode::Recorded,
        "TDA 2024 Rule 38",
        "One card is burned before each street after the first, and the dealer enters it.";
        All;
    /// A hole card exposed by the dealer during the deal.
    ExposedHoleCard exposed_hole_card: Rule; Blinds;
    /// An action out of turn: held, binding if the action to the player is unchanged.
    OutOfTurn out_of_turn: Rule; All;
    /// The floor declares a hand dead.
    DeadHand dead_hand: Rule; All;
    /// A player dealt one card too many.
    ExtraHoleCard extra_hole_card: Setting<ExtraCard> = ExtraCard::Misdeal,
        "TDA 2024 Rule 35-A-5",
        "A player dealt the wrong number of cards is a misdeal.";
        Blinds;
    /// A card found face up in the deck.
    BoxedCard boxed_card: Rule; All;
    /// A deck with a card missing, extra or repeated.
    FouledDeck fouled_deck: Rule; All;
    /// Board cards dealt before the betting round ended.
    PrematureCard premature_card: Setting<PrematureCard> = PrematureCard::Redeal,
        "TDA 2024 Recommended Procedure 5",
        "Board cards dealt before the betting ended go back into the stub, which is scrambled, and the street is dealt again without a burn.";
        Blinds;
    /// Four cards dealt for the flop.
    FourCardFlop four_card_flop: Setting<FourCardFlop> = FourCardFlop::FloorPicksBurn,
        "TDA 2024 Rule 39-A",
        "Four cards dealt for the flop are scrambled face down; the floor picks one at random as the next burn and the other three are the flop.";
        Blinds;
    /// A misdeal: the hand is redealt exactly, same button, bets returned.
    Misdeal misdeal: Rule; All;
    /// After substantial action there is no misdeal.
    SubstantialAction substantial_action: Setting<SubstantialAction> =
        SubstantialAction::TwoWithChipsOrThree,
        "TDA 2024 Rule 36",
        "Substantial action is two actions in turn, at least one of them putting chips in, or any three actions in turn; blinds do not count.";
        All;
    /// A card that already exists fouls the deck.
    DuplicateCard duplicate_card: Rule; All;
    /// Who shows first at showdown.
    ShowdownOrder showdown_order: Rule; All;
    /// With side pots, whether their players show before those all in for less.
    SidePotShowdown side_pot_showdown: Setting<SidePotShowdown> = SidePotShowdown::Usual,
        "TDA 2024 Rule 17-A",
        "The usual order of showing applies to every player, side pots or not.";
        Optional;
    /// Omaha: a hand is exactly two hole cards and three board cards.
    OmahaHand omaha_hand: Rule; Omaha;
    /// Razz: the lowest hand, ace to five, wins; no qualifier.
    AceFiveLow ace_five_low: Rule; AceFiveLow;
    /// Short deck: 36 cards, A-6-7-8-9 a straight.
    ShortDeckHand short_deck_hand: Rule; ShortDeck;
    /// Short deck: whether a flush beats a full house.
    ShortDeckFlush short_deck_flush: Setting<bool> = true,
        "PokerKit 0.7.7 short-deck hold'em hands; Triton Poker short deck rules",
        "In short deck a flush beats a full house.";
        ShortDeck;
    /// Short deck: whether three of a kind beats a straight.
    ShortDeckTrips short_deck_trips: Setting<bool> = false,
        "PokerKit 0.7.7 short-deck hold'em hands",
        "In short deck a straight beats three of a kind, as in a full deck.";
        ShortDeck;
    /// Cards speak; a shown hand must be the cards dealt.
    CardsSpeak cards_speak: Rule; All;
    /// All cards must be tabled to win.
    TabledHand tabled_hand: Rule; All;
    /// When all-in hands are turned up.
    AllInFaceUp all_in_face_up: Setting<AllInShowdown> = AllInShowdown::AtShowdown,
        "RRoP Showdown 7",
        "Hands are shown at showdown, in the showdown order, all-in or not.";
        All;
    /// How antes enter the pots.
    AntePots ante_pots: Setting<AntePots> = AntePots::Contribution,
        "TDA 2024 Rule 21; RRoP Ante",
        "Antes are part of each player's contribution and build the side pots with the bets.";
        All;
    /// A short big blind owing the big-blind ante: blind or ante first.
    BbAnteOrder bb_ante_order: Setting<BbAnteOrder> = BbAnteOrder::AnteFirst,
        "Big-blind ante practice before TDA 2024 RP-11",
        "A big blind short of chips posts the ante first and the rest as the blind.";
        Optional;
    /// Side pots are built by contribution and awarded one by one.
    SidePots side_pots: Rule; All;
    /// An uncalled bet goes back to the bettor.
    UncalledBet uncalled_bet: Rule; All;
    /// The smallest chip that is split; smaller remainders follow the odd chip.
    OddChipUnit odd_chip_unit: Setting<Chips> = Chips(1),
        "TDA 2024 Rule 20",
        "Pots are split down to a single chip; the odd chip goes by the odd-chip rule.";
        All;
    /// Odd chip in flop games.
    OddChip odd_chip: Setting<OddChip> = OddChip::FirstLeftOfButton,
        "TDA 2024 Rule 20-A",
        "In a flop game the odd chip goes to the first winner clockwise from the button.";
        Blinds;
    /// Odd chip in stud.
    StudOddChip stud_odd_chip: Setting<StudOddChip> = StudOddChip::HighCardInHand,
        "TDA 2024 Rule 20-B",
        "In stud the odd chip goes to the winner with the highest card by suit in the five-card hand; for a low half, the lowest card by suit.";
        BringIn;
    /// Hi/lo: halves, the eight-or-better qualifier, the odd chip to high.
    HiLoSplit hi_lo_split: Rule; HiLo;
    /// A verbal declaration in turn binds; words or chips, whichever comes first.
    VerbalDeclaration verbal_declaration: Rule; All;
    /// A raise of at least half the minimum raise must be made a full raise;
    /// less is a call.
    FiftyPercentRaise fifty_percent_raise: Rule; All;
    /// A single oversized chip facing a bet is a call unless a raise is declared.
    OversizedChip oversized_chip: Rule; All;
    /// Several chips put out silently are a call when every chip is needed to call.
    MultipleChips multiple_chips: Rule; All;
    /// An undercall is a full call heads-up or against the opening bet multiway.
    Undercall undercall: Rule; All;
    /// Stud: one of a player's first two down cards exposed by the dealer.
    ExposedStudCard exposed_stud_card: Setting<ExposedDownCard> = ExposedDownCard::UpCard,
        "TDA 2024 Recommended Procedure 10-A",
        "An exposed first or second down card plays as the up card and the third-street card is dealt down; a second exposed down card is a misdeal.";
        BringIn;
    /// Stud: a seventh-street card exposed by the dealer.
    ExposedSeventhCard exposed_seventh_card: Setting<ExposedSeventh> = ExposedSeventh::Plays,
        "RRoP Seven-Card Stud",
        "A seventh-street card the dealer exposes plays as dealt, face up.";
        BringIn;
    /// A player dealt too few hole cards.
    ShortHoleCard short_hole_card: Rule; Blinds;
    /// A street dealt without a burn, or after two.
    BurnError burn_error: Setting<BurnError> = BurnError::RestoreOrder,
        "RRoP Hold'em 4-5",
        "A missed or doubled burn is put right before any action on the street: the cards go back in the order they should have come.";
        Blinds;
    /// The floor ends a hand by awarding the pot.
    FloorAward floor_award: Rule; All;
    /// Which hands at showdown a player may ask to see.
    RightToSee right_to_see: Setting<RightToSee> = RightToSee::CalledHand,
        "TDA 2024 Rule 18",
        "A player may ask to see the hand that was called, the last bettor's or raiser's, and no other.";
        All;
    /// A dead or moving button.
    Button button: Setting<ButtonMode> = ButtonMode::Moving,
        "RRoP Button & Blind Use",
        "The button moves to the next player dealt in, and the next two players post the small and the big blind.";
        Blinds;
    /// Blinds missed while sitting out.
    MissedBlinds missed_blinds: Setting<MissedBlinds> = MissedBlinds::Post,
        "RRoP Button & Blind Use",
        "A player who missed the blinds posts them on coming back: the big blind live, the small blind dead.";
        Blinds;
    /// A player newly seated in a game already running: dealt in at once,
    /// posting a big blind, or waiting for the big blind.
    NewPlayer new_player: Setting<NewPlayer> = NewPlayer::DealtIn,
        "TDA 2024 Rule 8-A",
        "A player newly seated is dealt in at once and takes the blinds as they come.";
        Optional;
    /// One player to a seat, sitting down with chips.
    Seating seating: Rule; Optional;
    /// The most players the table deals in: the game's, or a rotation's for
    /// all its games.
    TableSize table_size: Setting<u8> = r.game.def().table_size(r.structure),
        "WSOP 2026 Live Action Rules 284, 288, 306 (the draw games); full tables in the others",
        "A table seats as many players as its game is dealt to: ten in hold'em, Omaha and short deck, eight in stud and razz, six in 2-7 triple draw and limit 2-7 single draw, seven in no-limit 2-7 single draw and eight in badugi.";
        All;
    /// Table stakes: chips are added between hands, never during one.
    TableStakes table_stakes: Rule; Optional;
    /// Minutes within which a player who left comes back with at least the
    /// stack they left with (`null`: no such rule).
    Rathole rathole: Setting<Option<u32>> = None,
        "No ratholing rule",
        "A player who leaves may come back with any stack the buy-in allows.";
        Optional;
    /// Odd chip of a razz pot, or of a split low half, in stud.
    StudLowOddChip stud_low_odd_chip: Setting<StudLowOddChip> = StudLowOddChip::LowestCard,
        "RRoP Ties",
        "In a razz pot or the low half of a split pot, an odd chip goes to the winner with the lowest card by suit, the ace low.";
        StudLow;
}

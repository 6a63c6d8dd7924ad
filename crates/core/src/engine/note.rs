//! What a rule the engine applied did, as data (the `note` of
//! `Event::Ruled`): one variant per outcome, with its seats, cards and
//! counts. Faces say it through the message catalogue.

use serde::Serialize;

use super::action::HeldAct;
use crate::cards::Card;
use crate::chips::{Chips, Pos};

/// A rule applied, and what it did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "note", rename_all = "kebab-case")]
pub enum Note {
    // Betting.
    /// An all-in short of a full raise does not reopen the betting.
    ShortAllIn { pos: Pos, to: Chips },
    /// The big bet made on an open pair: every raise is big.
    OpenPairBig { pos: Pos },
    /// An action out of turn is held.
    HeldOutOfTurn { pos: Pos, act: HeldAct },
    /// The held action binds: the action had not changed.
    HeldBound { pos: Pos, act: HeldAct },
    /// The held action does not bind: the player chose `chose`.
    HeldUnbound {
        pos: Pos,
        act: HeldAct,
        chose: HeldAct,
    },
    // Showdown.
    /// Omaha hands read as two hole cards and three board cards.
    OmahaRead,
    /// A draw's stub ran short: the discards and burns are shuffled with it.
    DrawReshuffle,
    /// The stub made up again with the other players' discards of this
    /// draw too; `to`, to be dealt next, keeps their own out of it.
    DrawReshuffleCurrent { to: Pos },
    /// A card exposed as a draw was dealt goes to the discards; the player's
    /// card comes after everyone else's.
    DrawExposed { card: Card, to: Pos },
    /// A card too many in a draw is taken back to the discards.
    DrawExtraBack { to: Pos },
    /// A card too many found once the betting after the draw began: dead.
    DrawExtraDead { to: Pos },
    /// A card too few in a draw comes from the stub after everyone else's.
    DrawShortCompleted { to: Pos },
    /// A card too few found once the betting after the draw began: dead.
    DrawShortDead { to: Pos },
    // Stud's short stub.
    /// The burns go back into a short stub, which is scrambled.
    StudShortStub {
        stub: usize,
        need: usize,
        players: usize,
        spares: usize,
        burns: u8,
        cards: usize,
    },
    /// Still short: one common card for everyone.
    StudCommonCard {
        cards: usize,
        need: usize,
        players: usize,
    },
    // Floor.
    /// The floor declares a hand dead.
    DeadHand { pos: Pos },
    /// The floor awards the pot.
    FloorAward { to: Pos },
    /// A hand asked to be seen must be tabled.
    AskedToSee { pos: Pos },
    // Exposed and boxed cards, misdeals.
    /// One of the first two cards off the deck exposed: misdeal.
    FirstTwoExposed { card: Card, to: Pos },
    /// Two hole cards exposed: misdeal.
    TwoExposed,
    /// The exposed card is the flop's burn; a replacement follows.
    ExposedSetAside { card: Card, to: Pos, cards: u8 },
    /// A misdeal: the redeal is exact.
    Misdeal,
    /// A second boxed card: misdeal.
    SecondBoxed,
    /// A boxed card is set aside.
    Boxed { card: Card },
    /// A fouled deck: the hand is void.
    FouledDeck,
    // Board errors.
    /// A premature turn set aside for the river.
    PrematureTurn { cards: Vec<Card> },
    /// Premature cards shuffled back.
    PrematureBack { cards: Vec<Card> },
    /// The premature turn set aside is back in the stub.
    PrematureTurnBack { card: Card },
    /// A four-card flop: the floor picks the burn.
    FourFlopPick { cards: Vec<Card> },
    /// A four-card flop redealt.
    FourFlopRedeal { cards: Vec<Card> },
    /// Cards without a burn (named, or `count` face down): reshuffled;
    /// `exposed_flop`: exposed flop cards cannot be put back in order.
    NoBurnReshuffle {
        cards: Vec<Card>,
        count: usize,
        exposed_flop: bool,
    },
    /// Exposed flop cards without a burn: scrambled, the burn drawn.
    NoBurnScramble { cards: Vec<Card> },
    /// A face-down flop without a burn: scrambled, the burn drawn.
    FlopDownScramble,
    /// A face-down flop without a burn: its first card is the burn.
    FlopDownFirstBurn,
    /// A turn or river card without a burn is the burn.
    NoBurnIsBurn { cards: Vec<Card>, count: usize },
    /// The burn drawn among the scrambled flop cards.
    BurnDrawn { card: Card, stay: Vec<Card> },
    /// A second burn is the street's first card.
    SecondBurnFirst { card: Card },
    /// A second burn scrambled back.
    SecondBurnBack,
    // Card counts.
    /// A card too many after substantial action: dead hand.
    ExtraDead { to: Pos },
    /// A second extra card: misdeal.
    SecondExtra,
    /// A card too many: misdeal.
    ExtraMisdeal { to: Pos },
    /// The extra card is the flop's burn.
    ExtraBurn { to: Pos },
    /// Acted on a short hand: dead.
    ShortDead { to: Pos },
    /// Dealt short, not acted: completed.
    ShortCompleted { to: Pos },
    // Stud exposures.
    /// A second down card exposed: misdeal.
    SecondDownExposed,
    /// A down card exposed: misdeal.
    DownExposedMisdeal { card: Card, to: Pos },
    /// A down card exposed: it is the up card.
    DownExposedUp { card: Card, to: Pos },
    /// A seventh-street card exposed: it plays.
    SeventhPlays { card: Card, to: Pos },
    /// A seventh-street card exposed: replaced.
    SeventhReplaced { card: Card, to: Pos },
}

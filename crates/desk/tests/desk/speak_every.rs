//! Every reason, note, reading and hand the engine can give is said in all
//! five languages, from a message of that language: one of each variant is
//! built here, and the `kind` matches list every variant without a catch-all,
//! so a new variant does not compile until it is added here too. Each one
//! names its players by name and seat, never by hand position (`p3`).
use dealerdesk_core::cards::{Card, parse_cards};
use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::{
    Dealt, FlopProcedure, HeldAct, Made, Note, Reading, Seen, Wager, Wait, Why, Won,
};
use dealerdesk_core::eval::{HandRank, eval_ace_five_low, eval_high, eval_low8};
use dealerdesk_core::game::Game;
use dealerdesk_i18n::{Args, Lang, Words};

use dealerdesk_core::cards::CardError;
use dealerdesk_core::notation::{ActionError, OneCard};
use dealerdesk_desk::command::{CommandError, WordError};
use dealerdesk_desk::desk::SeatNo;
use dealerdesk_desk::speak::{Players, command_error, note, reading, why, won};

fn card(text: &str) -> Card {
    text.parse().expect("a card")
}

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text)
        .expect("cards")
        .into_iter()
        .flatten()
        .collect()
}

const P: Pos = Pos(2);
const Q: Pos = Pos(4);

/// The hand's players: Ana in seat 1 is `p1`, Cleo in seat 4 is `p3` (P),
/// Eve in seat 7 is `p5` (Q).
pub(super) fn cast() -> Players {
    let at = [
        ("Ana", 1),
        ("Bob", 3),
        ("Cleo", 4),
        ("Dan", 6),
        ("Eve", 7),
        ("Finn", 9),
    ];
    Players::new(
        at.iter()
            .map(|(n, s)| ((*n).to_string(), SeatNo(*s)))
            .collect(),
    )
}

/// A hand position as notation writes it (`p3`) anywhere in `text`.
pub(super) fn position_in(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    (0..chars.len()).find_map(|i| {
        let before = i == 0 || !chars[i - 1].is_alphanumeric();
        let digits = chars[i + 1..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        let after = chars
            .get(i + 1 + digits)
            .is_none_or(|c| !c.is_alphanumeric());
        (chars[i] == 'p' && before && digits > 0 && after)
            .then(|| chars[i..=i + digits].iter().collect())
    })
}

/// The player in `pos` of the cast in the `form` a message takes (`as`,
/// `of`), as the speech of the desk names them.
fn said(words: Words, who: &Players, pos: Pos, form: &'static str) -> String {
    let (name, seat) = who.get(pos).expect("a player of the cast");
    words.with(
        "player",
        &Args::new()
            .str("name", name)
            .num("seat", u64::from(seat.0))
            .str("form", form),
    )
}

/// Says `text` names every player `what` (its `Debug`) carries by name and
/// seat in `lang`, and no hand position.
pub(super) fn by_name(lang: Lang, who: &Players, what: &str, text: &str) {
    let words = Words::new(lang);
    assert_eq!(
        position_in(text),
        None,
        "{lang}: {what} names a position: {text}"
    );
    for n in what
        .split("Pos(")
        .skip(1)
        .filter_map(|r| r.split(')').next())
    {
        let pos = Pos(n.parse().expect("a position"));
        let named = ["as", "of"]
            .iter()
            .any(|form| text.contains(&said(words, who, pos, form)));
        assert!(
            named,
            "{lang}: {what} does not name {pos:?} by name and seat: {text}"
        );
    }
}

pub(super) fn c(n: u64) -> Chips {
    Chips(n)
}

/// One of each `Why`.
fn whys() -> Vec<Why> {
    vec![
        Why::NotYourTurn { turn: P, pos: Q },
        Why::BettingOver { turn: P },
        Why::DealerNext,
        Why::HandOver,
        Why::NoBringIn,
        Why::MustBringIn { pos: P },
        Why::NotAnOption {
            pos: P,
            act: HeldAct::CheckCall,
        },
        Why::NoRaise { pos: P },
        Why::NobodyToRaise,
        Why::NotReopened { pos: P },
        Why::Capped { bets: 4 },
        Why::HeldBinds {
            pos: P,
            act: HeldAct::BetRaise(c(300)),
        },
        Why::LimitExactly {
            wager: Wager::Raise,
            size: c(4),
            to: c(5),
        },
        Why::LimitChoice {
            wager: Wager::Bet,
            small: c(5),
            big: c(10),
            to: c(7),
        },
        Why::BelowMin {
            wager: Wager::Raise,
            to: c(450),
            min: c(500),
        },
        Why::AboveMax {
            wager: Wager::Bet,
            to: c(2),
            max: c(1),
        },
        Why::NotInHand { pos: P },
        Why::CannotBetNow { pos: P },
        Why::ChipsNotTheirs {
            pos: P,
            stack: c(400),
            total: c(500),
        },
        Why::CheckFacingBet {
            pos: P,
            to_call: c(200),
        },
        Why::NothingPutOut {
            pos: P,
            to_call: c(1),
        },
        Why::LowCardPutNothing { pos: P },
        Why::UndercallToFloor {
            total: c(200),
            to_call: c(300),
            players: 3,
        },
        Why::NoBettingUnderWay,
        Why::OwnTurn { pos: P },
        Why::NoActionInHand { pos: P },
        Why::AlreadyHeld { pos: P },
        Why::DuplicateCard { card: card("Ah") },
        Why::WrongSeat { want: P, to: Q },
        Why::HoleCount {
            to: P,
            count: 1,
            given: 2,
        },
        Why::BoardCount { count: 3, given: 5 },
        Why::NotNow {
            what: Dealt::Board,
            wait: Wait::Hole { to: P, count: 2 },
        },
        Why::FourFlopBurn {
            cards: cards("2c3c4c5c"),
        },
        Why::ScrambledBurn {
            cards: cards("2c3c4c"),
        },
        Why::CannotShowNow { pos: P },
        Why::ShowAll {
            pos: P,
            holds: 2,
            given: 1,
        },
        Why::ShownUnread { pos: P, nth: 2 },
        Why::DealtOther {
            pos: P,
            nth: 2,
            dealt: card("9c"),
            shown: card("9d"),
        },
        Why::MuckMustShow { pos: P },
        Why::MuckAllIn { pos: P },
        Why::MuckNotNow { pos: P },
        Why::DeadCard {
            to: P,
            card: card("8h"),
        },
        Why::NoSuchPlayer { to: P },
        Why::SubstantialExposed { card: card("Td") },
        Why::ExposedOutsideDeal,
        Why::ExposedPlays { card: card("Td") },
        Why::NotDealtTo {
            card: card("Td"),
            to: P,
        },
        Why::FirstStreetOver,
        Why::SubstantialNoMisdeal,
        Why::FlopGameOnly {
            what: FlopProcedure::ExtraCard,
            game: Game::Stud,
        },
        Why::PrematureWhen,
        Why::StreetCount { want: 1, given: 2 },
        Why::BurnErrorWhen {
            burned: true,
            stands: true,
        },
        Why::NoBurnDue,
        Why::NameAllOrNone,
        Why::NameSecondBurn,
        Why::NoLiveHand { pos: P },
        Why::StillOwed { to: P },
        Why::ContestedSidePot {
            amount: c(60),
            by: vec![P, Q],
            without: Pos(0),
        },
        Why::SeeAtShowdown,
        Why::NoHandAtShowdown { pos: P },
        Why::AlreadyTabled { pos: P },
        Why::OnlyCalled { pos: P },
        Why::NoneCalled,
        Why::SeventhBettingBegun,
        Why::StudExposedPlays {
            to: P,
            card: card("Qs"),
        },
        Why::NotInDeck { card: card("5h") },
        Why::NoDrawNow { pos: P },
        Why::DiscardNotHeld { pos: P },
        Why::DrawExposedNotNow,
        Why::DrawNotDealt,
    ]
}

/// The variant's place in `whys`.
fn why_kind(w: &Why) -> usize {
    match w {
        Why::NotYourTurn { .. } => 0,
        Why::BettingOver { .. } => 1,
        Why::DealerNext => 2,
        Why::HandOver => 3,
        Why::NoBringIn => 4,
        Why::MustBringIn { .. } => 5,
        Why::NotAnOption { .. } => 6,
        Why::NoRaise { .. } => 7,
        Why::NobodyToRaise => 8,
        Why::NotReopened { .. } => 9,
        Why::Capped { .. } => 10,
        Why::HeldBinds { .. } => 11,
        Why::LimitExactly { .. } => 12,
        Why::LimitChoice { .. } => 13,
        Why::BelowMin { .. } => 14,
        Why::AboveMax { .. } => 15,
        Why::NotInHand { .. } => 16,
        Why::CannotBetNow { .. } => 17,
        Why::ChipsNotTheirs { .. } => 18,
        Why::CheckFacingBet { .. } => 19,
        Why::NothingPutOut { .. } => 20,
        Why::LowCardPutNothing { .. } => 21,
        Why::UndercallToFloor { .. } => 22,
        Why::NoBettingUnderWay => 23,
        Why::OwnTurn { .. } => 24,
        Why::NoActionInHand { .. } => 25,
        Why::AlreadyHeld { .. } => 26,
        Why::DuplicateCard { .. } => 27,
        Why::WrongSeat { .. } => 28,
        Why::HoleCount { .. } => 29,
        Why::BoardCount { .. } => 30,
        Why::NotNow { .. } => 31,
        Why::FourFlopBurn { .. } => 32,
        Why::ScrambledBurn { .. } => 33,
        Why::CannotShowNow { .. } => 34,
        Why::ShowAll { .. } => 35,
        Why::ShownUnread { .. } => 36,
        Why::DealtOther { .. } => 37,
        Why::MuckMustShow { .. } => 38,
        Why::MuckAllIn { .. } => 39,
        Why::MuckNotNow { .. } => 40,
        Why::DeadCard { .. } => 41,
        Why::NoSuchPlayer { .. } => 42,
        Why::SubstantialExposed { .. } => 43,
        Why::ExposedOutsideDeal => 44,
        Why::ExposedPlays { .. } => 45,
        Why::NotDealtTo { .. } => 46,
        Why::FirstStreetOver => 47,
        Why::SubstantialNoMisdeal => 48,
        Why::FlopGameOnly { .. } => 49,
        Why::PrematureWhen => 50,
        Why::StreetCount { .. } => 51,
        Why::BurnErrorWhen { .. } => 52,
        Why::NoBurnDue => 53,
        Why::NameAllOrNone => 54,
        Why::NameSecondBurn => 55,
        Why::NoLiveHand { .. } => 56,
        Why::StillOwed { .. } => 57,
        Why::ContestedSidePot { .. } => 58,
        Why::SeeAtShowdown => 59,
        Why::NoHandAtShowdown { .. } => 60,
        Why::AlreadyTabled { .. } => 61,
        Why::OnlyCalled { .. } => 62,
        Why::NoneCalled => 63,
        Why::SeventhBettingBegun => 64,
        Why::StudExposedPlays { .. } => 65,
        Why::NotInDeck { .. } => 66,
        Why::NoDrawNow { .. } => 67,
        Why::DiscardNotHeld { .. } => 68,
        Why::DrawExposedNotNow => 69,
        Why::DrawNotDealt => 70,
    }
}

/// The other dealing steps and waits, which `whys` has one of.
fn not_nows() -> Vec<Why> {
    let waits = [
        Wait::Hole { to: P, count: 1 },
        Wait::Board { count: 3 },
        Wait::Burn,
        Wait::FaceUp { pos: P },
        Wait::Action { pos: P },
        Wait::Over,
    ];
    [Dealt::Hole, Dealt::Board, Dealt::Burn]
        .into_iter()
        .flat_map(|what| waits.map(|wait| Why::NotNow { what, wait }))
        .collect()
}

/// One of each `Note`.
fn notes() -> Vec<Note> {
    let act = HeldAct::CheckCall;
    vec![
        Note::ShortAllIn { pos: P, to: c(150) },
        Note::OpenPairBig { pos: P },
        Note::HeldOutOfTurn { pos: P, act },
        Note::HeldBound {
            pos: P,
            act: HeldAct::Fold,
        },
        Note::HeldUnbound {
            pos: P,
            act,
            chose: HeldAct::BetRaise(c(600)),
        },
        Note::OmahaRead,
        Note::StudShortStub {
            stub: 7,
            need: 8,
            players: 6,
            spares: 1,
            burns: 3,
            cards: 10,
        },
        Note::StudCommonCard {
            cards: 5,
            need: 9,
            players: 8,
        },
        Note::DeadHand { pos: P },
        Note::FloorAward { to: P },
        Note::AskedToSee { pos: P },
        Note::FirstTwoExposed {
            card: card("Ah"),
            to: P,
        },
        Note::TwoExposed,
        Note::ExposedSetAside {
            card: card("7c"),
            to: P,
            cards: 2,
        },
        Note::Misdeal,
        Note::SecondBoxed,
        Note::Boxed { card: card("3h") },
        Note::FouledDeck,
        Note::PrematureTurn { cards: cards("Kd") },
        Note::PrematureBack {
            cards: cards("2c3c4c"),
        },
        Note::PrematureTurnBack { card: card("Kd") },
        Note::FourFlopPick {
            cards: cards("2c3c4c5c"),
        },
        Note::FourFlopRedeal {
            cards: cards("2c3c4c5c"),
        },
        Note::NoBurnReshuffle {
            cards: Vec::new(),
            count: 3,
            exposed_flop: true,
        },
        Note::NoBurnScramble {
            cards: cards("2c3c4c"),
        },
        Note::FlopDownScramble,
        Note::FlopDownFirstBurn,
        Note::NoBurnIsBurn {
            cards: cards("Kd"),
            count: 1,
        },
        Note::BurnDrawn {
            card: card("3c"),
            stay: cards("2c4c"),
        },
        Note::SecondBurnFirst { card: card("9s") },
        Note::SecondBurnBack,
        Note::ExtraDead { to: P },
        Note::SecondExtra,
        Note::ExtraMisdeal { to: P },
        Note::ExtraBurn { to: P },
        Note::ShortDead { to: P },
        Note::ShortCompleted { to: P },
        Note::SecondDownExposed,
        Note::DownExposedMisdeal {
            card: card("2s"),
            to: P,
        },
        Note::DownExposedUp {
            card: card("2s"),
            to: P,
        },
        Note::SeventhPlays {
            card: card("2s"),
            to: P,
        },
        Note::SeventhReplaced {
            card: card("2s"),
            to: P,
        },
        Note::DrawReshuffle,
        Note::DrawExposed {
            card: card("2s"),
            to: P,
        },
        Note::DrawExtraBack { to: P },
        Note::DrawExtraDead { to: P },
        Note::DrawShortCompleted { to: P },
        Note::DrawShortDead { to: P },
        Note::DrawReshuffleCurrent { to: P },
    ]
}

/// The variant's place in `notes`.
fn note_kind(n: &Note) -> usize {
    match n {
        Note::ShortAllIn { .. } => 0,
        Note::OpenPairBig { .. } => 1,
        Note::HeldOutOfTurn { .. } => 2,
        Note::HeldBound { .. } => 3,
        Note::HeldUnbound { .. } => 4,
        Note::OmahaRead => 5,
        Note::StudShortStub { .. } => 6,
        Note::StudCommonCard { .. } => 7,
        Note::DeadHand { .. } => 8,
        Note::FloorAward { .. } => 9,
        Note::AskedToSee { .. } => 10,
        Note::FirstTwoExposed { .. } => 11,
        Note::TwoExposed => 12,
        Note::ExposedSetAside { .. } => 13,
        Note::Misdeal => 14,
        Note::SecondBoxed => 15,
        Note::Boxed { .. } => 16,
        Note::FouledDeck => 17,
        Note::PrematureTurn { .. } => 18,
        Note::PrematureBack { .. } => 19,
        Note::PrematureTurnBack { .. } => 20,
        Note::FourFlopPick { .. } => 21,
        Note::FourFlopRedeal { .. } => 22,
        Note::NoBurnReshuffle { .. } => 23,
        Note::NoBurnScramble { .. } => 24,
        Note::FlopDownScramble => 25,
        Note::FlopDownFirstBurn => 26,
        Note::NoBurnIsBurn { .. } => 27,
        Note::BurnDrawn { .. } => 28,
        Note::SecondBurnFirst { .. } => 29,
        Note::SecondBurnBack => 30,
        Note::ExtraDead { .. } => 31,
        Note::SecondExtra => 32,
        Note::ExtraMisdeal { .. } => 33,
        Note::ExtraBurn { .. } => 34,
        Note::ShortDead { .. } => 35,
        Note::ShortCompleted { .. } => 36,
        Note::SecondDownExposed => 37,
        Note::DownExposedMisdeal { .. } => 38,
        Note::DownExposedUp { .. } => 39,
        Note::SeventhPlays { .. } => 40,
        Note::SeventhReplaced { .. } => 41,
        Note::DrawReshuffle => 42,
        Note::DrawExposed { .. } => 43,
        Note::DrawExtraBack { .. } => 44,
        Note::DrawExtraDead { .. } => 45,
        Note::DrawShortCompleted { .. } => 46,
        Note::DrawShortDead { .. } => 47,
        Note::DrawReshuffleCurrent { .. } => 48,
    }
}

/// One of each `Reading`, and a sized one for each `Seen` and `Made`.
fn readings() -> Vec<Reading> {
    let (over, to_call, increment) = (c(100), c(300), c(200));
    let mut out = vec![
        Reading::SaidFold { pos: P },
        Reading::CallIsCheck,
        Reading::SaidCall { amount: c(200) },
        Reading::SaidCheck,
        Reading::AllInIsCall { stack: c(150) },
        Reading::NothingIsCheck,
        Reading::AllInForCall { total: c(150) },
        Reading::ExactCall { total: c(200) },
        Reading::OversizedCall {
            chip: c(500),
            to_call: c(200),
        },
        Reading::EveryChipNeeded {
            chips: vec![c(100), c(100), c(25)],
            to_call: c(210),
            smallest: c(25),
        },
        Reading::UnderHalfBet {
            over,
            to_call,
            increment,
        },
        Reading::HalfMadeFull {
            over,
            to_call,
            increment,
            to: c(500),
        },
        Reading::UnderHalfRaise {
            over,
            to_call,
            increment,
        },
        Reading::Undercall {
            total: c(200),
            to_call,
            heads_up: true,
        },
        Reading::BringIn {
            total: c(2),
            bring_in: c(2),
        },
        Reading::BringInOnly {
            total: c(3),
            bring_in: c(2),
        },
        Reading::Completion {
            total: c(5),
            to: c(5),
        },
        Reading::HalfCompletion {
            over: c(2),
            bring_in: c(2),
            increment: c(3),
            to: c(5),
        },
        Reading::UnderHalfCompletion {
            over: c(1),
            bring_in: c(2),
            increment: c(3),
        },
    ];
    let seen = [
        Seen::SaidRaiseTo { to: c(400) },
        Seen::RaiseNothingOut,
        Seen::RaiseWith { total: c(400) },
        Seen::SaidAllIn,
        Seen::SingleChip { chip: c(500) },
        Seen::Chips {
            total: c(225),
            chips: vec![c(100), c(100), c(25)],
        },
        Seen::HalfBet {
            over,
            to_call,
            increment,
        },
        Seen::FullRaise {
            over,
            to_call,
            increment,
        },
        Seen::FacingCall {
            total: c(400),
            to_call,
        },
    ];
    let wager = Wager::Complete;
    let made = [
        Made::To { wager, to: c(500) },
        Made::Choice {
            wager: Wager::Bet,
            small: c(5),
            big: c(10),
            to: c(10),
        },
        Made::Exactly {
            wager: Wager::Raise,
            to: c(4),
        },
        Made::MadeUp {
            wager: Wager::Bet,
            to: c(100),
        },
        Made::Cut {
            wager: Wager::Raise,
            to: c(1000),
        },
        Made::CallInstead {
            why: Box::new(Why::NotReopened { pos: P }),
            check: false,
        },
    ];
    for s in &seen {
        for m in &made {
            out.push(Reading::Sized {
                seen: s.clone(),
                made: m.clone(),
            });
        }
    }
    out
}

/// The variant's place among `Reading`s (each sized one counted once).
fn reading_kind(r: &Reading) -> usize {
    match r {
        Reading::SaidFold { .. } => 0,
        Reading::CallIsCheck => 1,
        Reading::SaidCall { .. } => 2,
        Reading::SaidCheck => 3,
        Reading::AllInIsCall { .. } => 4,
        Reading::NothingIsCheck => 5,
        Reading::AllInForCall { .. } => 6,
        Reading::ExactCall { .. } => 7,
        Reading::OversizedCall { .. } => 8,
        Reading::EveryChipNeeded { .. } => 9,
        Reading::UnderHalfBet { .. } => 10,
        Reading::HalfMadeFull { .. } => 11,
        Reading::UnderHalfRaise { .. } => 12,
        Reading::Undercall { .. } => 13,
        Reading::BringIn { .. } => 14,
        Reading::BringInOnly { .. } => 15,
        Reading::Completion { .. } => 16,
        Reading::HalfCompletion { .. } => 17,
        Reading::UnderHalfCompletion { .. } => 18,
        Reading::Sized { seen, made } => {
            // Every `Seen` and `Made` must be among those built.
            match seen {
                Seen::SaidRaiseTo { .. }
                | Seen::RaiseNothingOut
                | Seen::RaiseWith { .. }
                | Seen::SaidAllIn
                | Seen::SingleChip { .. }
                | Seen::Chips { .. }
                | Seen::HalfBet { .. }
                | Seen::FullRaise { .. }
                | Seen::FacingCall { .. } => {}
            }
            match made {
                Made::To { .. }
                | Made::Choice { .. }
                | Made::Exactly { .. }
                | Made::MadeUp { .. }
                | Made::Cut { .. }
                | Made::CallInstead { .. } => {}
            }
            19
        }
    }
}

/// The hands a pot is won with: every category, a split, the floor's.
fn wons() -> Vec<Won> {
    let high = |text: &str| eval_high(&cards(text));
    let mut out: Vec<Won> = [
        "AhKd9c7s2d",
        "KhKd9c7s2d",
        "KhKd9c9s2d",
        "KhKdKc9s2d",
        "5h4d3c2sAd",
        "Ah9h7h4h2h",
        "KhKdKc7s7d",
        "KhKdKcKs7d",
        "9h8h7h6h5h",
        "AhKhQhJhTh",
    ]
    .into_iter()
    .map(|h| Won::Hand {
        best: HandRank::High(high(h)),
        low: None,
    })
    .collect();
    out.push(Won::Hand {
        best: HandRank::High(high("9s9h2c3d4s")),
        low: eval_low8(&cards("Ah2c3d4s5c")),
    });
    out.push(Won::Hand {
        best: HandRank::AceFiveLow(eval_ace_five_low(&cards("8h6c4d3sAhKcKd"))),
        low: None,
    });
    out.push(Won::Floor);
    out
}

/// One of each `CommandError`, with each `ActionError` and `CardError`
/// within it.
fn command_errors() -> Vec<CommandError> {
    let word = || "zz".to_string();
    let cards = [
        CardError::BadToken {
            token: word(),
            at: 3,
        },
        CardError::Duplicate {
            card: card("Ah"),
            at: 2,
        },
    ];
    let mut actions = vec![
        ActionError::Empty,
        ActionError::TooManyWords,
        ActionError::NotAPlayer { word: word() },
        ActionError::UnnamedBoardCard,
        ActionError::OneCard {
            what: OneCard::Burn,
        },
        ActionError::OneCard {
            what: OneCard::Extra,
        },
        ActionError::OutOfTurnForm,
        ActionError::NotChips { word: word() },
        ActionError::UnknownVerb { verb: word() },
        ActionError::Shape,
    ];
    actions.extend(cards.iter().cloned().map(ActionError::Cards));
    let mut out = vec![
        CommandError::Empty,
        CommandError::NoHand,
        CommandError::FloorWord { word: word() },
        CommandError::HandOver,
        CommandError::Unseen { pos: P },
        CommandError::NoCards,
        CommandError::BurnOneCard,
        CommandError::BoardFaceUp,
        CommandError::NoRaise { why: None },
        CommandError::NoRaise {
            why: Some(Why::NotReopened { pos: P }),
        },
        CommandError::AllInTooMuch {
            all_in: c(500),
            max: c(300),
        },
        CommandError::NotBettingKey { word: word() },
        CommandError::NoChips,
        CommandError::NotChips { word: word() },
    ];
    out.extend(actions.into_iter().map(CommandError::Action));
    out.extend(cards.iter().cloned().map(CommandError::Cards));
    let line = || "chop 5:x".to_string();
    let at = |word: &str| WordPlace {
        line: line(),
        word: word.to_string(),
    };
    out.extend(
        [
            WordError::SeatMissing { line: line() },
            WordError::ChipsMissing { line: line() },
            at("x").not_a_seat(),
            WordError::Card {
                word: word(),
                error: cards[0].clone(),
            },
            at("5x").not_pair(),
            at("play:x").not_play_for(),
            at("x").not_amount(),
            WordError::NotDuration { word: word() },
            WordError::FloorsWord { line: line() },
            WordError::Form {
                line: line(),
                form: "chop SEAT:AMOUNT … [play:AMOUNT]",
            },
        ]
        .into_iter()
        .map(CommandError::Word),
    );
    out.extend([
        CommandError::NoSuchPlayer { word: word() },
        CommandError::TwoPlayers {
            word: word(),
            seats: vec![SeatNo(3), SeatNo(10)],
        },
        CommandError::OutOfTurnKey {
            pos: P,
            word: word(),
        },
        CommandError::Whose,
    ]);
    out
}

/// A line and the word at fault in it.
struct WordPlace {
    line: String,
    word: String,
}

impl WordPlace {
    fn not_a_seat(self) -> WordError {
        WordError::NotASeat {
            line: self.line,
            word: self.word,
        }
    }

    fn not_pair(self) -> WordError {
        WordError::NotPair {
            line: self.line,
            word: self.word,
        }
    }

    fn not_play_for(self) -> WordError {
        WordError::NotPlayFor {
            line: self.line,
            word: self.word,
        }
    }

    fn not_amount(self) -> WordError {
        WordError::NotAmount {
            line: self.line,
            word: self.word,
        }
    }
}

/// The variant's place among `CommandError`s, every `ActionError` and
/// `CardError` named.
fn command_kind(e: &CommandError) -> usize {
    let card = |c: &CardError| match c {
        CardError::BadToken { .. } | CardError::Duplicate { .. } => {}
    };
    match e {
        CommandError::Empty => 0,
        CommandError::NoHand => 1,
        CommandError::FloorWord { .. } => 2,
        CommandError::HandOver => 3,
        CommandError::Unseen { .. } => 4,
        CommandError::NoCards => 5,
        CommandError::BurnOneCard => 6,
        CommandError::BoardFaceUp => 7,
        CommandError::NoRaise { .. } => 8,
        CommandError::AllInTooMuch { .. } => 9,
        CommandError::NotBettingKey { .. } => 10,
        CommandError::NoChips => 11,
        CommandError::NotChips { .. } => 12,
        CommandError::Action(a) => {
            match a {
                ActionError::Cards(c) => card(c),
                ActionError::Empty
                | ActionError::TooManyWords
                | ActionError::NotAPlayer { .. }
                | ActionError::UnnamedBoardCard
                | ActionError::OneCard { .. }
                | ActionError::OutOfTurnForm
                | ActionError::NotChips { .. }
                | ActionError::UnknownVerb { .. }
                | ActionError::Shape => {}
            }
            13
        }
        CommandError::Cards(c) => {
            card(c);
            14
        }
        CommandError::Word(w) => {
            match w {
                WordError::Card { error, .. } => card(error),
                WordError::SeatMissing { .. }
                | WordError::ChipsMissing { .. }
                | WordError::NotASeat { .. }
                | WordError::NotPair { .. }
                | WordError::NotPlayFor { .. }
                | WordError::NotAmount { .. }
                | WordError::NotDuration { .. }
                | WordError::FloorsWord { .. }
                | WordError::Form { .. } => {}
            }
            15
        }
        CommandError::NoSuchPlayer { .. } => 16,
        CommandError::TwoPlayers { .. } => 17,
        CommandError::OutOfTurnKey { .. } => 18,
        CommandError::Whose => 19,
    }
}

/// Says `text` came whole from the language's own messages: no argument
/// left unfilled (Fluent writes `{$name}` for one), no message missing.
pub(super) fn whole(lang: Lang, what: &str, text: &str) {
    assert!(!text.trim().is_empty(), "{lang}: {what} is empty");
    assert!(
        !text.contains('{'),
        "{lang}: {what} left a placeholder: {text}"
    );
}

#[test]
fn every_reason_note_reading_and_hand_is_said_in_every_language() {
    let whys = whys();
    let kinds: Vec<usize> = whys.iter().map(why_kind).collect();
    assert_eq!(kinds, (0..=70).collect::<Vec<_>>(), "one Why of each");
    let notes = notes();
    let kinds: Vec<usize> = notes.iter().map(note_kind).collect();
    assert_eq!(kinds, (0..=48).collect::<Vec<_>>(), "one Note of each");
    let readings = readings();
    let mut kinds: Vec<usize> = readings.iter().map(reading_kind).collect();
    kinds.dedup();
    assert_eq!(kinds, (0..=19).collect::<Vec<_>>(), "one Reading of each");
    let commands = command_errors();
    let mut kinds: Vec<usize> = commands.iter().map(command_kind).collect();
    kinds.dedup();
    assert_eq!(
        kinds,
        (0..=19).collect::<Vec<_>>(),
        "one CommandError of each"
    );
    let who = cast();
    for lang in Lang::ALL {
        let words = Words::new(lang);
        let said = |what: String, text: String| {
            whole(lang, &what, &text);
            by_name(lang, &who, &what, &text);
        };
        for e in &commands {
            let text = command_error(words, &who, e);
            // Notation that does not read is told in notation's own terms.
            if matches!(e, CommandError::Action(_)) {
                whole(lang, &format!("{e:?}"), &text);
            } else {
                said(format!("{e:?}"), text);
            }
        }
        for w in whys.iter().chain(&not_nows()) {
            said(format!("{w:?}"), why(words, &who, w));
        }
        for n in &notes {
            said(format!("{n:?}"), note(words, &who, n));
        }
        for r in &readings {
            said(format!("{r:?}"), reading(words, &who, r));
        }
        for h in wons() {
            let said = won(words, &h).unwrap_or_default();
            whole(lang, &format!("{h:?}"), &said);
        }
        assert_eq!(won(words, &Won::Uncontested), None);
    }
    let missing: Vec<_> = Words::fallbacks()
        .into_iter()
        .filter(|(_, id)| {
            [
                "refusal-",
                "wait-",
                "held-",
                "note-",
                "cards-",
                "reading-",
                "seen-",
                "made-",
                "hand-",
                "rank-",
                "command-",
                "notation-",
                "word-",
            ]
            .iter()
            .any(|p| id.starts_with(p))
        })
        .collect();
    assert!(missing.is_empty(), "said in English instead: {missing:?}");
}

#[test]
fn english_says_them_as_the_table_speaks() {
    let en = Words::new(Lang::En);
    let who = cast();
    assert_eq!(
        why(
            en,
            &who,
            &Why::BelowMin {
                wager: Wager::Raise,
                to: c(450),
                min: c(500)
            }
        ),
        "A raise to 450 chips is below the minimum: raise to at least 500 chips."
    );
    assert_eq!(
        note(en, &who, &Note::ExtraBurn { to: P }),
        "The extra card dealt to Cleo (seat 4) becomes the burn for the flop."
    );
    assert_eq!(
        why(en, &who, &Why::NotYourTurn { turn: P, pos: Q }),
        "It is Cleo's (seat 4) turn to act, not Eve's (seat 7)."
    );
    let hands: Vec<String> = wons().iter().filter_map(|h| won(en, h)).collect();
    assert_eq!(
        hands,
        [
            "high card, ace",
            "pair of kings",
            "two pair, kings and nines",
            "three of a kind, kings",
            "straight, five high",
            "flush, ace high",
            "full house, kings over sevens",
            "four of a kind, kings",
            "straight flush, nine high",
            "royal flush",
            "high: pair of nines; low: 5-4-3-2-A low",
            "8-6-4-3-A low",
            "floor ruling",
        ]
    );
}

#[test]
fn czech_and_polish_say_cards_counts_and_hands_their_way() {
    let cs = Words::new(Lang::Cs);
    let who = cast();
    assert_eq!(
        why(cs, &who, &Why::DuplicateCard { card: card("Ah") }),
        "Karta A♥ (srdcové eso) už v této hře je."
    );
    let hole = |n: u8| Why::HoleCount {
        to: P,
        count: n,
        given: 3,
    };
    assert!(why(cs, &who, &hole(1)).contains("ještě 1 kartu"));
    assert!(why(cs, &who, &hole(2)).contains("ještě 2 karty"));
    assert!(why(cs, &who, &hole(5)).contains("ještě 5 karet"));
    let pl = Words::new(Lang::Pl);
    assert!(why(pl, &who, &hole(5)).contains("jeszcze 5 kart"));
    let full = Won::Hand {
        best: HandRank::High(eval_high(&cards("KhKdKc7s7d"))),
        low: None,
    };
    assert_eq!(
        won(cs, &full).as_deref(),
        Some("full house, trojice králů a dvojice sedmiček")
    );
    assert_eq!(
        won(pl, &full).as_deref(),
        Some("full, trójka króli i para siódemek")
    );
    // A name is not inflected: the case is carried by the word before it.
    assert_eq!(
        why(pl, &who, &Why::NotYourTurn { turn: P, pos: Q }),
        "Teraz kolej gracza Cleo (miejsce 4), nie gracza Eve (miejsce 7)."
    );
    assert_eq!(
        why(cs, &who, &Why::NotYourTurn { turn: P, pos: Q }),
        "Na řadě je Cleo (místo 4), ne Eve (místo 7)."
    );
}

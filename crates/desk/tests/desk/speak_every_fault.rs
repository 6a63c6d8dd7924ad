//! Every fault of a house file and of a hand's setup is said in all five
//! languages, from a message of that language: one of each variant is built
//! here, and the `kind` matches list every variant without a catch-all, so a
//! new variant does not compile until it is added here too.
use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::SetupError;
use dealerdesk_core::game::{Game, Split, Structure};
use dealerdesk_core::rules::{HouseFault, HouseRules, RulesError, Variant};
use dealerdesk_core::tournament::TourneyFault;
use dealerdesk_i18n::{Lang, Words};

use crate::speak_every::{c, whole};
use dealerdesk_desk::speak::{house_fault, rules_error, setup_error};

/// One of each `TourneyFault`.
fn tourney_faults() -> Vec<TourneyFault> {
    vec![
        TourneyFault::StartingStack,
        TourneyFault::RebuyUntil {
            until: 40,
            levels: 18,
        },
        TourneyFault::RebuyEmpty,
        TourneyFault::AddOnBreak { at: 5, breaks: 3 },
        TourneyFault::AddOnEmpty,
        TourneyFault::LateUntil {
            until: 0,
            levels: 18,
        },
        TourneyFault::ReEntryWithoutLate,
        TourneyFault::NoMinutes,
        TourneyFault::LevelBlinds { level: 3 },
        TourneyFault::AnteKindNone {
            level: 4,
            ante: c(25),
        },
        TourneyFault::AnteMissing { level: 5 },
        TourneyFault::LevelFalls {
            level: 6,
            small: c(200),
            big: c(250),
            ante: c(0),
            prev_small: c(150),
            prev_big: c(300),
            prev_ante: c(0),
        },
        TourneyFault::ScheduleEnds,
        TourneyFault::ChipSet,
        TourneyFault::ColourUpChip { n: 1, chip: c(50) },
        TourneyFault::ColourUpBreak {
            n: 2,
            at: 9,
            breaks: 3,
        },
        TourneyFault::ColourUpLeavesNone { n: 1, chip: c(25) },
        TourneyFault::NoChipRace,
        TourneyFault::NotMultiples { smallest: 25 },
        TourneyFault::LevelNotMultiples {
            level: 7,
            smallest: 100,
        },
        TourneyFault::PrizeUnit,
        TourneyFault::FirstRow,
        TourneyFault::RowsOrder {
            entries: 11,
            after: 20,
        },
        TourneyFault::RowSum {
            entries: 11,
            hundredths: 10_500,
        },
        TourneyFault::RowPlaces {
            entries: 2,
            places: 5,
        },
        TourneyFault::RowRising { entries: 11 },
    ]
}

/// The variant's place in `tourney_faults`.
fn tourney_kind(f: &TourneyFault) -> usize {
    match f {
        TourneyFault::StartingStack => 0,
        TourneyFault::RebuyUntil { .. } => 1,
        TourneyFault::RebuyEmpty => 2,
        TourneyFault::AddOnBreak { .. } => 3,
        TourneyFault::AddOnEmpty => 4,
        TourneyFault::LateUntil { .. } => 5,
        TourneyFault::ReEntryWithoutLate => 6,
        TourneyFault::NoMinutes => 7,
        TourneyFault::LevelBlinds { .. } => 8,
        TourneyFault::AnteKindNone { .. } => 9,
        TourneyFault::AnteMissing { .. } => 10,
        TourneyFault::LevelFalls { .. } => 11,
        TourneyFault::ScheduleEnds => 12,
        TourneyFault::ChipSet => 13,
        TourneyFault::ColourUpChip { .. } => 14,
        TourneyFault::ColourUpBreak { .. } => 15,
        TourneyFault::ColourUpLeavesNone { .. } => 16,
        TourneyFault::NoChipRace => 17,
        TourneyFault::NotMultiples { .. } => 18,
        TourneyFault::LevelNotMultiples { .. } => 19,
        TourneyFault::PrizeUnit => 20,
        TourneyFault::FirstRow => 21,
        TourneyFault::RowsOrder { .. } => 22,
        TourneyFault::RowSum { .. } => 23,
        TourneyFault::RowPlaces { .. } => 24,
        TourneyFault::RowRising { .. } => 25,
    }
}

/// One of each `HouseFault`; the tournament's one stands for them all.
fn house_faults() -> Vec<HouseFault> {
    let detail = || "unknown field `big_blindd`".to_string();
    vec![
        HouseFault::Unreadable { detail: detail() },
        HouseFault::TooLarge {
            bytes: 5_000_000,
            max: 4 << 20,
        },
        HouseFault::TooDeep { max: 32 },
        HouseFault::Yaml { detail: detail() },
        HouseFault::NotDealt {
            game: Game::Stud,
            structure: Structure::NoLimit,
            split: Split::High,
            dealt: vec![
                (Structure::FixedLimit, Split::High),
                (Structure::FixedLimit, Split::HiLo8),
            ],
        },
        HouseFault::MissingRule {
            rule: "min_raise",
            game: Game::Omaha,
            structure: Structure::PotLimit,
        },
        HouseFault::TooManyChips {
            key: "big_blind",
            amount: c(Chips::MAX.0 + 1),
        },
        HouseFault::RatholeZero,
        HouseFault::StubSpares { spares: 4 },
        HouseFault::RaiseCapZero,
        HouseFault::RakeIncrementZero,
        HouseFault::RakeUncited,
        HouseFault::OddChipUnitZero,
        HouseFault::LimitNeedsCap,
        HouseFault::NoBigBlind,
        HouseFault::SmallOverBig {
            small: c(5),
            big: c(2),
        },
        HouseFault::StraddleUnderBig {
            straddle: c(1),
            big: c(2),
        },
        HouseFault::BlindsInStud { game: Game::Stud },
        HouseFault::BringInOverSmallBet {
            bring_in: c(20),
            small_bet: c(10),
        },
        HouseFault::LimitBets,
        HouseFault::TournamentCash,
        HouseFault::Tournament(TourneyFault::ChipSet),
        HouseFault::Share {
            key: "rake".into(),
            written: "10.55".into(),
            hundredths: false,
        },
        HouseFault::Share {
            key: "tournament.payouts.table[3].percent[2]".into(),
            written: "17.555".into(),
            hundredths: true,
        },
        HouseFault::RotationInTournament,
        HouseFault::RotationEveryZero,
        HouseFault::RotationGames { games: 0, max: 15 },
        HouseFault::RotationHouseUnknown {
            house: "razz-house.yaml".into(),
        },
        HouseFault::RotationHouseUnknown {
            house: String::new(),
        },
        HouseFault::RotationNested,
        HouseFault::RotationLevelCash,
        HouseFault::RotationLevelStakes {
            level: 3,
            game: Game::Razz,
        },
        HouseFault::TableSize {
            game: Game::Stud,
            size: 9,
            max: 8,
        },
    ]
}

/// The variant's place in `house_faults`.
fn house_kind(f: &HouseFault) -> usize {
    match f {
        HouseFault::Unreadable { .. } => 0,
        HouseFault::TooLarge { .. } => 1,
        HouseFault::TooDeep { .. } => 2,
        HouseFault::Yaml { .. } => 3,
        HouseFault::NotDealt { .. } => 4,
        HouseFault::MissingRule { .. } => 5,
        HouseFault::TooManyChips { .. } => 6,
        HouseFault::RatholeZero => 7,
        HouseFault::StubSpares { .. } => 8,
        HouseFault::RaiseCapZero => 9,
        HouseFault::RakeIncrementZero => 10,
        HouseFault::RakeUncited => 11,
        HouseFault::OddChipUnitZero => 12,
        HouseFault::LimitNeedsCap => 13,
        HouseFault::NoBigBlind => 14,
        HouseFault::SmallOverBig { .. } => 15,
        HouseFault::StraddleUnderBig { .. } => 16,
        HouseFault::BlindsInStud { .. } => 17,
        HouseFault::BringInOverSmallBet { .. } => 18,
        HouseFault::LimitBets => 19,
        HouseFault::TournamentCash => 20,
        HouseFault::Tournament(_) => 21,
        HouseFault::Share { .. } => 22,
        HouseFault::RotationInTournament => 23,
        HouseFault::RotationEveryZero => 24,
        HouseFault::RotationGames { .. } => 25,
        HouseFault::RotationHouseUnknown { .. } => 26,
        HouseFault::RotationNested => 27,
        HouseFault::RotationLevelCash => 28,
        HouseFault::RotationLevelStakes { .. } => 29,
        HouseFault::TableSize { .. } => 30,
    }
}

/// One of each `SetupError`.
fn setup_errors() -> Vec<SetupError> {
    vec![
        SetupError::PlayerCount { count: 1, max: 10 },
        SetupError::Length {
            field: "antes",
            got: 2,
            want: 3,
        },
        SetupError::EmptyStack { pos: Pos(2) },
        SetupError::LimitBets,
        SetupError::NoMinBet,
        SetupError::NoBlinds { game: Game::Stud },
    ]
}

/// The variant's place in `setup_errors`; a kind the engine adds is said
/// by its id and data until it is listed here.
fn setup_kind(e: &SetupError) -> usize {
    match e {
        SetupError::PlayerCount { .. } => 0,
        SetupError::Length { .. } => 1,
        SetupError::EmptyStack { .. } => 2,
        SetupError::LimitBets => 3,
        SetupError::NoMinBet => 4,
        SetupError::NoBlinds { .. } => 5,
        _ => usize::MAX,
    }
}

#[test]
fn every_house_file_and_setup_fault_is_said_in_every_language() {
    let tourney = tourney_faults();
    let kinds: Vec<usize> = tourney.iter().map(tourney_kind).collect();
    assert_eq!(
        kinds,
        (0..=25).collect::<Vec<_>>(),
        "one TourneyFault of each"
    );
    let house = house_faults();
    let mut kinds: Vec<usize> = house.iter().map(house_kind).collect();
    kinds.dedup();
    assert_eq!(
        kinds,
        (0..=30).collect::<Vec<_>>(),
        "one HouseFault of each"
    );
    let setup = setup_errors();
    let kinds: Vec<usize> = setup.iter().map(setup_kind).collect();
    assert_eq!(kinds, (0..=5).collect::<Vec<_>>(), "one SetupError of each");
    let faults = house
        .into_iter()
        .chain(tourney.into_iter().map(HouseFault::Tournament));
    let faults: Vec<HouseFault> = faults.collect();
    for lang in Lang::ALL {
        let words = Words::new(lang);
        for f in &faults {
            whole(lang, &format!("{f:?}"), &house_fault(words, f));
        }
        for e in &setup {
            whole(lang, &format!("{e:?}"), &setup_error(words, e));
        }
    }
    let missing: Vec<_> = Words::fallbacks()
        .into_iter()
        .filter(|(_, id)| ["house-", "setup-error-"].iter().any(|p| id.starts_with(p)))
        .collect();
    assert!(missing.is_empty(), "said in English instead: {missing:?}");
}

/// A house file whose small blind is over its big blind, as each language
/// says it: the file's place and the amounts, no English.
#[test]
fn a_small_blind_over_the_big_one_is_said_with_its_amounts() {
    let text = Variant::NoLimitHoldem
        .text()
        .replacen("small_blind: 1", "small_blind: 5", 1);
    let e: RulesError = HouseRules::from_yaml(&text, "dum.yaml").unwrap_err();
    let line = text
        .lines()
        .position(|l| l.contains("small_blind: 5"))
        .unwrap()
        + 1;
    assert_eq!(
        rules_error(Words::new(Lang::Cs), &e),
        format!("dum.yaml, řádek {line}, sloupec 3: Malý blind 5 je víc než velký blind 2.")
    );
    assert_eq!(
        rules_error(Words::new(Lang::Pl), &e),
        format!("dum.yaml, wiersz {line}, kolumna 3: Mały blind 5 jest większy niż duży blind 2.")
    );
    assert_eq!(
        rules_error(Words::new(Lang::En), &e),
        format!(
            "dum.yaml, line {line}, column 3: The small blind of 5 is more than the big blind of 2."
        )
    );
}

/// A payout row over 100 % is said with the language's decimal sign.
#[test]
fn a_payout_row_over_100_percent_takes_the_decimal_sign() {
    let f = HouseFault::Tournament(TourneyFault::RowSum {
        entries: 11,
        hundredths: 10_500,
    });
    assert_eq!(
        house_fault(Words::new(Lang::En), &f),
        "Tournament: the row from 11 entries pays 105.00 %, not 100 %."
    );
    assert_eq!(
        house_fault(Words::new(Lang::Cs), &f),
        "Turnaj: řádek od 11 vstupů vyplácí 105,00 %, ne 100 %."
    );
}

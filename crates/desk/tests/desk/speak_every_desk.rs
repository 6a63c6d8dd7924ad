//! Every desk error is said in all five languages, English included, from a
//! message of that language: one of each variant is built here, and the
//! `kind` match lists every variant without a catch-all, so a new variant
//! does not compile until it is added here too. Each names its players by
//! name and seat, never by hand position (`p3`).
use chrono::{TimeZone, Utc};
use dealerdesk_core::chips::Pos;
use dealerdesk_core::engine::{Action, Legal, Ruling, SetupError, Why};
use dealerdesk_core::notation::ActionError;
use dealerdesk_core::rules::{HouseRules, RuleId, RuleText, Variant};
use dealerdesk_core::tournament::ClockError;
use dealerdesk_i18n::{Lang, Words};
use dealerdesk_log::{
    Alteration, ArgumentFault, JsonPlace, KeyFault, LogError, PinFault, RowAt, RowFault,
    Unrecognised,
};

use crate::speak_every::{by_name, c, cast, whole};
use dealerdesk_desk::desk::{
    DeskError, Encoded, FloorCall, NameFault, NoTakeBack, ReplayFault, SeatNo, SeatRefusal,
    SeatingError, TourneyError, TourneyRefusal, WeakPin,
};
use dealerdesk_desk::speak::{desk_error, desk_error_at};

const S: SeatNo = SeatNo(3);

/// One of each `DeskError`, and each reason a floor-only, PIN or take-back
/// refusal gives.
fn desk_errors(house: &HouseRules) -> Vec<DeskError> {
    let rule = house.all_rules().into_iter().next().expect("a rule");
    let mut all = vec![
        DeskError::Refused(Box::new(Ruling {
            action: "p2 cc".into(),
            why: Why::HandOver,
            rule: Box::new(rule.clone()),
            legal: Box::new(Legal::nothing()),
        })),
        DeskError::Log(LogError::EmptyPin),
        DeskError::Log(LogError::InUse {
            path: "table.ddlog".into(),
            holder: Some(dealerdesk_log::Holder {
                pid: 4242,
                since: Utc::now(),
            }),
        }),
        DeskError::Log(LogError::InUse {
            path: "table.ddlog".into(),
            holder: None,
        }),
        DeskError::Log(LogError::OtherHouseKey {
            key_file: "/home/flo/.config/dealerdesk/house.key".into(),
        }),
        DeskError::Log(LogError::LostEntries {
            path: "table7.ddlog".into(),
            recorded: dealerdesk_log::Seq(1207),
            head: dealerdesk_log::Seq(1180),
        }),
        DeskError::Log(LogError::SchemaAltered {
            path: "table7.ddlog".into(),
            object: "trigger events_no_update".into(),
            change: Alteration::Missing,
        }),
        DeskError::Log(LogError::SchemaAltered {
            path: "table7.ddlog".into(),
            object: "trigger events_open_door".into(),
            change: Alteration::Added,
        }),
        DeskError::Log(LogError::SchemaAltered {
            path: "table7.ddlog".into(),
            object: "column events.payload".into(),
            change: Alteration::Changed,
        }),
    ];
    all.extend(
        [
            Unrecognised::Empty,
            Unrecognised::ApplicationId {
                found: 0x1234,
                expected: 0x4444_4431,
            },
            Unrecognised::TableMissing { table: "events" },
            Unrecognised::NoSchemaVersion,
        ]
        .map(|why| {
            DeskError::Log(LogError::NotALog {
                path: "table7.ddlog".into(),
                why,
            })
        }),
    );
    all.extend(key_faults().into_iter().map(|fault| {
        DeskError::Log(LogError::HouseKey {
            path: "/home/flo/.config/dealerdesk/house.key".into(),
            fault,
        })
    }));
    all.extend(pin_faults().map(|fault| DeskError::Log(LogError::PinHash(fault))));
    all.extend([
        DeskError::Setup(SetupError::NoMinBet),
        DeskError::Tournament(Box::new(TourneyError {
            refusal: TourneyRefusal::RebuyLimit { seat: S, limit: 1 },
            rule: Some(rule.clone()),
        })),
        DeskError::Seating(Box::new(SeatingError {
            refusal: SeatRefusal::NoChips,
            rule: Some(rule.clone()),
        })),
    ]);
    let floor = [
        FloorCall::Kill,
        FloorCall::Award,
        FloorCall::FouledDeck,
        FloorCall::See,
        FloorCall::MisdealAfterDeal,
        FloorCall::KillsHand {
            rule: Some(RuleId::ShortHoleCard),
        },
        FloorCall::MisdealAfterAction {
            rule: Some(RuleId::ExposedHoleCard),
        },
        FloorCall::KillsHand { rule: None },
    ];
    all.extend(floor.map(|why| DeskError::FloorOnly {
        action: Box::new(Action::Kill(Pos(1))),
        why,
    }));
    all.extend(
        [
            WeakPin::FewDigits,
            WeakPin::ShortPassphrase,
            WeakPin::OneDigit,
            WeakPin::Straight,
        ]
        .map(DeskError::WeakPin),
    );
    all.extend([
        DeskError::NoHand,
        DeskError::HandInPlay,
        DeskError::TooFewPlayers(1),
        DeskError::NotDealtIn(S),
        DeskError::PlayerCount {
            seats: 3,
            players: 2,
        },
        DeskError::NoReason,
        DeskError::NotFloor,
        DeskError::NoRoomFlag,
        DeskError::WrongPin,
        DeskError::LockedOut {
            wrong: 5,
            until: Utc.with_ymd_and_hms(2026, 11, 25, 23, 10, 0).unwrap(),
        },
        DeskError::NothingToVoid,
        DeskError::NothingToCorrect,
        DeskError::NoEndedHand,
        DeskError::CorrectionPlayer {
            replaced: Box::new(Action::CheckCall(Pos(1))),
            action: Box::new(Action::Fold(Pos(2))),
        },
        DeskError::CorrectionReopens {
            hand_no: 4,
            replaced: Box::new(Action::Fold(Pos(1))),
            action: Box::new(Action::CheckCall(Pos(1))),
        },
        DeskError::SeatLeft(S),
        DeskError::ChipsGone {
            seat: S,
            chips: c(200),
        },
    ]);
    all.extend(
        [
            NoTakeBack::NoHand,
            NoTakeBack::NoEntry,
            NoTakeBack::RecordedAfter,
            NoTakeBack::ByFloor,
        ]
        .map(DeskError::NothingToTakeBack),
    );
    all.extend([
        DeskError::NoUnseenCards,
        DeskError::ButtonAfterFirstHand,
        DeskError::DrawCount { seat: S, cards: 2 },
        DeskError::EmptySeat(S),
        DeskError::DrawnTwice("Kh".parse().expect("a card")),
        DeskError::NoDraw,
        DeskError::NoDealerName,
        DeskError::Encode(Encoded::Event),
        DeskError::Encode(Encoded::Rules),
    ]);
    all.extend(
        replay_faults(&rule)
            .into_iter()
            .map(|fault| DeskError::Replay {
                seq: 9,
                action: "p2 cc".into(),
                fault: Box::new(fault),
            }),
    );
    all.extend([
        DeskError::Inconsistent(Box::new(ReplayFault::NoLevel { level: 9 })),
        DeskError::Inconsistent(Box::new(ReplayFault::HandNotStarted)),
        DeskError::Name(NameFault::Empty),
        DeskError::Name(NameFault::TooLong { chars: 33 }),
        DeskError::Name(NameFault::Forbidden {
            found: '\u{200B}',
            position: 2,
        }),
        DeskError::NameReadsLike {
            name: "FLO".into(),
            like: "Flo".into(),
        },
        DeskError::FloorByFloor,
        DeskError::FirstFloorAfterHands,
        DeskError::NotRoomStaff {
            name: "Mal".into(),
            seq: 4,
        },
        DeskError::RemovedFromRoomStaff {
            name: "Flo".into(),
            removed: 5,
        },
        DeskError::DrawCountClosed { pos: Pos(1) },
        DeskError::NotDrawnYet { pos: Pos(1) },
    ]);
    all
}

/// One of each `KeyFault`, in its order.
fn key_faults() -> Vec<KeyFault> {
    let denied = || std::io::Error::from(std::io::ErrorKind::PermissionDenied);
    let all = vec![
        KeyFault::NoPlace,
        KeyFault::NoRandom,
        KeyFault::Read(denied()),
        KeyFault::Folder(denied()),
        KeyFault::Write(denied()),
        KeyFault::Size { found: 5 },
    ];
    let kinds: Vec<usize> = all
        .iter()
        .map(|f| match f {
            KeyFault::NoPlace => 0,
            KeyFault::NoRandom => 1,
            KeyFault::Read(_) => 2,
            KeyFault::Folder(_) => 3,
            KeyFault::Write(_) => 4,
            KeyFault::Size { .. } => 5,
            _ => usize::MAX,
        })
        .collect();
    assert_eq!(
        kinds,
        (0..all.len()).collect::<Vec<_>>(),
        "one KeyFault of each"
    );
    all
}

/// One of each `PinFault`, in its order.
fn pin_faults() -> [PinFault; 5] {
    let all = [
        PinFault::Settings,
        PinFault::Hashing,
        PinFault::StoredHash,
        PinFault::StoredSettings,
        PinFault::Checking,
    ];
    let kinds = all.map(|f| match f {
        PinFault::Settings => 0,
        PinFault::Hashing => 1,
        PinFault::StoredHash => 2,
        PinFault::StoredSettings => 3,
        PinFault::Checking => 4,
        _ => usize::MAX,
    });
    assert_eq!(kinds, [0, 1, 2, 3, 4], "one PinFault of each");
    all
}

/// One of each `ReplayFault`.
fn replay_faults(rule: &RuleText) -> Vec<ReplayFault> {
    let rules = HouseRules::from_logged_yaml("variant: [", "the logged rules")
        .expect_err("rules that do not read");
    let all = vec![
        ReplayFault::Payload {
            line: 1,
            column: 17,
        },
        ReplayFault::Notation(ActionError::TooManyWords),
        ReplayFault::Refused(Box::new(Ruling {
            action: "p2 cc".into(),
            why: Why::HandOver,
            rule: Box::new(rule.clone()),
            legal: Box::new(Legal::nothing()),
        })),
        ReplayFault::Setup(SetupError::LimitBets),
        ReplayFault::Rules(Box::new(rules)),
        ReplayFault::NoHand,
        ReplayFault::NoHandRow,
        ReplayFault::EmptySeat(S),
        ReplayFault::Stacks {
            recorded: vec![(S, c(200)), (SeatNo(5), c(100))],
            replayed: vec![(S, c(150)), (SeatNo(5), c(150))],
        },
        ReplayFault::NotLastAction {
            named: "p2 f".into(),
        },
        ReplayFault::ActionWithoutText,
        ReplayFault::SnapshotDiffers,
        ReplayFault::SnapshotOutOfPlace,
        ReplayFault::SnapshotTime {
            text: "yesterday".into(),
        },
        ReplayFault::NotSnapshot,
        ReplayFault::SnapshotRulesNotRules { seq: 3 },
        ReplayFault::SnapshotRulesMissing { seq: 4 },
        ReplayFault::AmendDuringHand,
        ReplayFault::AmendNotLast { hand_no: 6 },
        ReplayFault::Correction(Box::new(DeskError::SeatLeft(S))),
        ReplayFault::HandNotStarted,
        ReplayFault::NoLevel { level: 9 },
        ReplayFault::NoTournament,
        ReplayFault::Clock(ClockError::Paused),
        ReplayFault::NotEntrant { name: "Ana".into() },
        ReplayFault::SeatTaken(S),
    ];
    let kinds: Vec<usize> = all.iter().map(replay_kind).collect();
    assert_eq!(
        kinds,
        (0..all.len()).collect::<Vec<_>>(),
        "one ReplayFault of each"
    );
    all
}

/// The variant's place in the order `replay_faults` builds it.
fn replay_kind(f: &ReplayFault) -> usize {
    match f {
        ReplayFault::Payload { .. } => 0,
        ReplayFault::Notation(_) => 1,
        ReplayFault::Refused(_) => 2,
        ReplayFault::Setup(_) => 3,
        ReplayFault::Rules(_) => 4,
        ReplayFault::NoHand => 5,
        ReplayFault::NoHandRow => 6,
        ReplayFault::EmptySeat(_) => 7,
        ReplayFault::Stacks { .. } => 8,
        ReplayFault::NotLastAction { .. } => 9,
        ReplayFault::ActionWithoutText => 10,
        ReplayFault::SnapshotDiffers => 11,
        ReplayFault::SnapshotOutOfPlace => 12,
        ReplayFault::SnapshotTime { .. } => 13,
        ReplayFault::NotSnapshot => 14,
        ReplayFault::SnapshotRulesNotRules { .. } => 15,
        ReplayFault::SnapshotRulesMissing { .. } => 16,
        ReplayFault::AmendDuringHand => 17,
        ReplayFault::AmendNotLast { .. } => 18,
        ReplayFault::Correction(_) => 19,
        ReplayFault::HandNotStarted => 20,
        ReplayFault::NoLevel { .. } => 21,
        ReplayFault::NoTournament => 22,
        ReplayFault::Clock(_) => 23,
        ReplayFault::NotEntrant { .. } => 24,
        ReplayFault::SeatTaken(_) => 25,
        _ => usize::MAX,
    }
}

/// The variant's place in the order `desk_errors` first builds it.
fn desk_kind(e: &DeskError) -> usize {
    match e {
        DeskError::Refused(_) => 0,
        DeskError::Log(_) => 1,
        DeskError::Setup(_) => 2,
        DeskError::Tournament(_) => 3,
        DeskError::Seating(_) => 4,
        DeskError::FloorOnly { .. } => 5,
        DeskError::WeakPin(_) => 6,
        DeskError::NoHand => 7,
        DeskError::HandInPlay => 8,
        DeskError::TooFewPlayers(_) => 9,
        DeskError::NotDealtIn(_) => 10,
        DeskError::PlayerCount { .. } => 11,
        DeskError::NoReason => 12,
        DeskError::NotFloor => 13,
        DeskError::NoRoomFlag => 14,
        DeskError::WrongPin => 15,
        DeskError::LockedOut { .. } => 16,
        DeskError::NothingToVoid => 17,
        DeskError::NothingToCorrect => 18,
        DeskError::NoEndedHand => 19,
        DeskError::CorrectionPlayer { .. } => 20,
        DeskError::CorrectionReopens { .. } => 21,
        DeskError::SeatLeft(_) => 22,
        DeskError::ChipsGone { .. } => 23,
        DeskError::NothingToTakeBack(_) => 24,
        DeskError::NoUnseenCards => 25,
        DeskError::ButtonAfterFirstHand => 26,
        DeskError::DrawCount { .. } => 27,
        DeskError::EmptySeat(_) => 28,
        DeskError::DrawnTwice(_) => 29,
        DeskError::NoDraw => 30,
        DeskError::NoDealerName => 31,
        DeskError::Encode(_) => 32,
        DeskError::Replay { .. } => 33,
        DeskError::Inconsistent(_) => 34,
        DeskError::Name(_) => 35,
        DeskError::NameReadsLike { .. } => 36,
        DeskError::FloorByFloor => 37,
        DeskError::FirstFloorAfterHands => 38,
        DeskError::NotRoomStaff { .. } => 39,
        DeskError::RemovedFromRoomStaff { .. } => 40,
        DeskError::DrawCountClosed { .. } => 41,
        DeskError::NotDrawnYet { .. } => 42,
        // A kind the desk adds is said (the desk's own match of it has no
        // catch-all) but goes unwalked until it is listed here.
        _ => usize::MAX,
    }
}

#[test]
fn every_desk_error_is_said_in_every_language() {
    let house = HouseRules::preset_ref(Variant::NoLimitHoldem);
    let errors = desk_errors(house);
    let mut kinds: Vec<usize> = errors.iter().map(desk_kind).collect();
    kinds.dedup();
    assert_eq!(kinds, (0..=42).collect::<Vec<_>>(), "one DeskError of each");
    let who = cast();
    let english: Vec<String> = errors
        .iter()
        .map(|e| desk_error_at(Words::new(Lang::En), &who, e, house))
        .collect();
    let who = cast();
    for lang in Lang::ALL {
        let words = Words::new(lang);
        let said: Vec<String> = errors
            .iter()
            .map(|e| desk_error_at(words, &who, e, house))
            .collect();
        for (e, text) in errors.iter().zip(&said) {
            whole(lang, &format!("{e:?}"), text);
            // A log entry that does not replay is quoted as the log holds it.
            if !matches!(e, DeskError::Replay { .. }) {
                by_name(lang, &who, &format!("{e:?}"), text);
            }
        }
        // Each reason has words of its own: no two variants read alike.
        let mut distinct = said.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), said.len(), "{lang}: {said:#?}");
        if lang != Lang::En {
            for ((e, text), en) in errors.iter().zip(&said).zip(&english) {
                assert_ne!(text, en, "{lang}: {e:?} is said in English");
            }
        }
    }
    let missing: Vec<_> = Words::fallbacks()
        .into_iter()
        .filter(|(_, id)| {
            [
                "desk-",
                "floor-call-",
                "log-error-",
                "replay-",
                "take-back-",
                "weak-pin-",
            ]
            .iter()
            .any(|p| id.starts_with(p))
        })
        .collect();
    assert!(missing.is_empty(), "said in English instead: {missing:?}");
}

#[test]
fn english_says_the_desks_reasons_from_its_catalogue() {
    let house = HouseRules::preset_ref(Variant::NoLimitHoldem);
    let en = Words::new(Lang::En);
    let said = |e: DeskError| desk_error(en, &e, house);
    assert_eq!(
        said(DeskError::FloorOnly {
            action: Box::new(Action::Misdeal),
            why: FloorCall::MisdealAfterDeal,
        }),
        "“misdeal” needs the floor: once the deal is complete, a misdeal is the floor’s \
         ruling; a floor person enters it with their PIN and a reason."
    );
    assert_eq!(
        said(DeskError::WeakPin(WeakPin::FewDigits)),
        "This PIN is too weak: a floor PIN has at least 6 digits (or use a passphrase of 12 \
         characters)"
    );
    assert_eq!(
        desk_error(
            Words::new(Lang::Cs),
            &DeskError::WeakPin(WeakPin::FewDigits),
            house
        ),
        "Tento PIN je příliš slabý: PIN floormana má nejméně 6 číslic (nebo použijte heslo o 12 \
         znacích)"
    );
    assert_eq!(
        said(DeskError::Name(NameFault::Forbidden {
            found: '\u{200B}',
            position: 2
        })),
        "Character 2 of this name is U+200B, a control, format, text-direction or line-break \
         character, which no name may hold."
    );
    assert_eq!(
        desk_error(
            Words::new(Lang::Pl),
            &DeskError::Name(NameFault::TooLong { chars: 33 }),
            house
        ),
        "To imię ma 33 znaki, więcej niż dozwolone 32."
    );
    let too_long = |lang, chars| {
        let e = DeskError::Name(NameFault::TooLong { chars });
        desk_error(Words::new(lang), &e, house)
    };
    assert_eq!(
        too_long(Lang::Pl, 35),
        "To imię ma 35 znaków, więcej niż dozwolone 32."
    );
    assert_eq!(
        too_long(Lang::Cs, 33),
        "Toto jméno má 33 znaků, víc než povolený počet 32."
    );
    assert_eq!(
        too_long(Lang::Cs, 34),
        "Toto jméno má 34 znaků, víc než povolený počet 32."
    );
    assert_eq!(
        said(DeskError::NothingToTakeBack(NoTakeBack::ByFloor)),
        "There is nothing to take back: the last action was entered by the floor, and the floor \
         corrects it."
    );
}

/// One of each `ArgumentFault`, in the order `argument_kind` numbers them.
fn argument_faults() -> Vec<ArgumentFault> {
    vec![
        ArgumentFault::PlayerWithoutName { hand: 12, seat: 3 },
        ArgumentFault::SeatTwice { hand: 12, seat: 4 },
        ArgumentFault::TransactionUnderWay,
        ArgumentFault::NoTransaction,
        ArgumentFault::EmptyTableName,
        ArgumentFault::EmptyOperatorName,
        ArgumentFault::HandNoTooLarge { hand_no: u64::MAX },
        ArgumentFault::NoRecord,
        ArgumentFault::ReservedAction {
            action: "log operator 2".into(),
        },
        ArgumentFault::NoRowRecord {
            table: "operators",
            id: 7,
            action: "log operator 7".into(),
        },
        ArgumentFault::MarkNotEncoded,
        ArgumentFault::CopyIntoUsedLog {
            path: "copy.ddlog".into(),
        },
    ]
}

/// The variant's place in `argument_faults`; a kind the log adds is said by
/// its code's words until it is listed here.
fn argument_kind(f: &ArgumentFault) -> usize {
    match f {
        ArgumentFault::PlayerWithoutName { .. } => 0,
        ArgumentFault::SeatTwice { .. } => 1,
        ArgumentFault::TransactionUnderWay => 2,
        ArgumentFault::NoTransaction => 3,
        ArgumentFault::EmptyTableName => 4,
        ArgumentFault::EmptyOperatorName => 5,
        ArgumentFault::HandNoTooLarge { .. } => 6,
        ArgumentFault::NoRecord => 7,
        ArgumentFault::ReservedAction { .. } => 8,
        ArgumentFault::NoRowRecord { .. } => 9,
        ArgumentFault::MarkNotEncoded => 10,
        ArgumentFault::CopyIntoUsedLog { .. } => 11,
        _ => usize::MAX,
    }
}

#[test]
fn every_argument_the_log_refuses_is_said_in_every_language_with_its_data() {
    let house = HouseRules::preset_ref(Variant::NoLimitHoldem);
    let faults = argument_faults();
    let kinds: Vec<usize> = faults.iter().map(argument_kind).collect();
    assert_eq!(
        kinds,
        (0..=11).collect::<Vec<_>>(),
        "one ArgumentFault of each"
    );
    let errors: Vec<DeskError> = faults
        .into_iter()
        .map(|f| DeskError::Log(LogError::InvalidArgument(f)))
        .collect();
    let say = |lang, e: &DeskError| desk_error(Words::new(lang), e, house);
    assert_eq!(
        say(Lang::En, &errors[1]),
        "The log could not record this: The log refuses this: hand 12: two players in seat 4"
    );
    let english: Vec<String> = errors.iter().map(|e| say(Lang::En, e)).collect();
    for lang in Lang::ALL {
        let mut said: Vec<String> = errors.iter().map(|e| say(lang, e)).collect();
        for ((e, text), en) in errors.iter().zip(&said).zip(&english) {
            whole(lang, &format!("{e:?}"), text);
            if lang != Lang::En {
                assert_ne!(text, en, "{lang}: {e:?} is said in English");
            }
        }
        assert!(
            said[9].contains("operators") && said[9].contains('7'),
            "{lang}: {}",
            said[9]
        );
        assert!(said[11].contains("copy.ddlog"), "{lang}: {}", said[11]);
        said.sort();
        said.dedup();
        assert_eq!(said.len(), errors.len(), "{lang}: {said:#?}");
    }
    let missing: Vec<_> = Words::fallbacks()
        .into_iter()
        .filter(|(_, id)| id.starts_with("argument-") || id.starts_with("log-error-"))
        .collect();
    assert!(missing.is_empty(), "said in English instead: {missing:?}");
}

/// One of each `RowFault`, each `RowAt` among them, in the order
/// `row_kind` numbers them.
fn row_faults() -> Vec<RowFault> {
    let json = JsonPlace { line: 1, column: 9 };
    vec![
        RowFault::NegativeSeq { seq: -4 },
        RowFault::NegativeHandNo {
            hand: 31,
            hand_no: -2,
        },
        RowFault::Seat { hand: 31, seat: -1 },
        RowFault::Timestamp {
            row: RowAt::Session(2),
            text: "yesterday".into(),
        },
        RowFault::Role {
            row: RowAt::Operator(5),
            role: "boss".into(),
        },
        RowFault::Json {
            row: RowAt::Event(1207),
            column: "payload",
            at: json,
        },
        RowFault::Json {
            row: RowAt::Hand(31),
            column: "summary",
            at: json,
        },
        RowFault::UnknownRecord {
            seq: 12,
            action: "log table".into(),
        },
        RowFault::PlayersRecord { seq: 13 },
        RowFault::ColumnValue {
            seq: 14,
            column: "hand_no".into(),
            value: "1.5".into(),
        },
        RowFault::NotAHead {
            text: "twelve".into(),
        },
        RowFault::SeqOutOfRange { seq: u64::MAX },
    ]
}

/// The variant's place in `row_faults`; a kind the log adds is said by its
/// code's words until it is listed here.
fn row_kind(f: &RowFault) -> usize {
    match f {
        RowFault::NegativeSeq { .. } => 0,
        RowFault::NegativeHandNo { .. } => 1,
        RowFault::Seat { .. } => 2,
        RowFault::Timestamp { .. } => 3,
        RowFault::Role { .. } => 4,
        RowFault::Json { .. } => 5,
        RowFault::UnknownRecord { .. } => 6,
        RowFault::PlayersRecord { .. } => 7,
        RowFault::ColumnValue { .. } => 8,
        RowFault::NotAHead { .. } => 9,
        RowFault::SeqOutOfRange { .. } => 10,
        _ => usize::MAX,
    }
}

#[test]
fn every_row_the_log_cannot_decode_is_said_in_every_language_with_where_it_is() {
    let house = HouseRules::preset_ref(Variant::NoLimitHoldem);
    let faults = row_faults();
    let mut kinds: Vec<usize> = faults.iter().map(row_kind).collect();
    kinds.dedup();
    assert_eq!(kinds, (0..=10).collect::<Vec<_>>(), "one RowFault of each");
    let errors: Vec<DeskError> = faults
        .into_iter()
        .map(|fault| {
            DeskError::Log(LogError::BadRow {
                path: "table7.ddlog".into(),
                fault,
            })
        })
        .collect();
    let say = |lang, e: &DeskError| desk_error(Words::new(lang), e, house);
    assert_eq!(
        say(Lang::En, &errors[4]),
        "The log could not record this: The log table7.ddlog holds a row that cannot be read: \
         staff row 5: there is no role 'boss'"
    );
    let english: Vec<String> = errors.iter().map(|e| say(Lang::En, e)).collect();
    for lang in Lang::ALL {
        let mut said: Vec<String> = errors.iter().map(|e| say(lang, e)).collect();
        for ((e, text), en) in errors.iter().zip(&said).zip(&english) {
            whole(lang, &format!("{e:?}"), text);
            if lang != Lang::En {
                assert_ne!(text, en, "{lang}: {e:?} is said in English");
            }
        }
        for (i, data) in [
            (4, "boss"),
            (5, "1207"),
            (6, "31"),
            (9, "1.5"),
            (10, "twelve"),
        ] {
            assert!(said[i].contains(data), "{lang}: {} lacks {data}", said[i]);
        }
        said.sort();
        said.dedup();
        assert_eq!(said.len(), errors.len(), "{lang}: {said:#?}");
    }
    let missing: Vec<_> = Words::fallbacks()
        .into_iter()
        .filter(|(_, id)| id.starts_with("row-"))
        .collect();
    assert!(missing.is_empty(), "said in English instead: {missing:?}");
}

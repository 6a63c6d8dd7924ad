//! The errors said in the five languages.

use super::*;
use crate::desk::{DeskError, SeatNo};
use crate::speak::desk_error;
use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_i18n::Lang;
use dealerdesk_log::Seq;

#[test]
fn a_player_without_chips_is_named_by_seat_and_name_never_by_position() {
    use dealerdesk_core::chips::Pos;
    let e = SetupError::EmptyStack { pos: Pos(2) };
    let who = Players::new(vec![
        ("Ana".into(), SeatNo(1)),
        ("Ben".into(), SeatNo(3)),
        ("Cy".into(), SeatNo(6)),
    ]);
    let en = Words::new(Lang::En);
    assert_eq!(
        setup_error_of(en, &who, &e),
        "Cy (seat 6) has no chips to play with."
    );
    // Without names, the position counted from 1, not the notation.
    let said = setup_error(en, &e);
    assert_eq!(said, "position 3 has no chips to play with.");
    assert!(!said.contains("p3"));
    // A desk error and a log entry that does not fold, said with the
    // hand's players, name the seat too.
    let house = HouseRules::preset(Variant::NoLimitHoldem);
    let desk = DeskError::Setup(e.clone());
    let said = crate::speak::desk_error_at(en, &who, &desk, &house);
    assert!(said.contains("Cy (seat 6) has no chips"), "{said}");
    let fault = DeskError::Inconsistent(Box::new(crate::desk::ReplayFault::Setup(e)));
    let said = crate::speak::desk_error_at(en, &who, &fault, &house);
    assert!(
        said.contains("Cy (seat 6)") && !said.contains("position"),
        "{said}"
    );
}

fn broken() -> LogError {
    LogError::BrokenChain {
        seq: Seq(17),
        reason: ChainFault::RowMissing { head_events: 22 },
    }
}

#[test]
fn a_broken_log_reads_in_czech_and_polish() {
    assert_eq!(
        log_error(Words::new(Lang::Cs), &broken()),
        "Hašovací řetězec je porušen u události 17: chybí události: hlava uvádí 22 událostí, ale záznam končí dřív"
    );
    assert_eq!(
        log_error(Words::new(Lang::Pl), &broken()),
        "Łańcuch haszy jest przerwany przy zdarzeniu 17: brakuje zdarzeń: głowa podaje 22 zdarzenia, ale dziennik kończy się wcześniej"
    );
    // English from its catalogue too.
    assert_eq!(
        log_error(Words::new(Lang::En), &broken()),
        "The hash chain is broken at event 17: events are missing: the head records 22 events but the log ends earlier"
    );
}

#[test]
fn a_log_in_use_names_the_process_and_the_local_time_it_took_the_log() {
    use chrono::TimeZone;
    let since = chrono::Utc
        .with_ymd_and_hms(2026, 11, 27, 20, 7, 0)
        .single()
        .expect("a time");
    let e = LogError::InUse {
        path: "stul.ddlog".into(),
        holder: Some(dealerdesk_log::Holder { pid: 4242, since }),
    };
    let time = Words::new(Lang::Cs).time(since.with_timezone(&chrono::Local).time());
    assert_eq!(
        log_error(Words::new(Lang::Cs), &e),
        format!(
            "Záznam stul.ddlog používá proces 4242 od {time}; zapisovat do něj smí vždy jen jeden program."
        )
    );
    assert_eq!(
        log_error(Words::new(Lang::En), &e),
        format!(
            "The log stul.ddlog is in use by process 4242 since {time}; only one program may write to it at a time."
        )
    );
}

#[test]
fn a_log_error_inside_a_desk_error_is_said_whole() {
    let e = DeskError::Log(LogError::Locked {
        path: "stul.sqlite".into(),
    });
    let rules = HouseRules::preset_ref(Variant::NoLimitHoldem);
    assert_eq!(
        desk_error(Words::new(Lang::Cs), &e, rules),
        "Záznam to nemohl zapsat: Záznam stul.sqlite drží zamčený jiný program (čekání vypršelo)."
    );
    let seating = DeskError::Seating(Box::new(crate::desk::SeatingError {
        refusal: crate::desk::SeatRefusal::Empty(SeatNo(7)),
        rule: None,
    }));
    assert_eq!(
        desk_error(Words::new(Lang::Cs), &seating, rules),
        "Místo 7 je prázdné."
    );
    let empty = DeskError::EmptySeat(SeatNo(4));
    assert_eq!(
        desk_error(Words::new(Lang::Pl), &empty, rules),
        "Miejsce 4 jest puste."
    );
    let count = DeskError::DrawCount {
        seat: SeatNo(2),
        cards: 5,
    };
    assert_eq!(
        desk_error(Words::new(Lang::Cs), &count, rules),
        "Každý hráč u stolu táhne jednu kartu: Místo 2 má 5 karet."
    );
}

#[test]
fn a_bad_house_file_names_its_place_in_the_language() {
    let e = HouseRules::from_yaml("name: House\ngame: holdem\nstructure: [no\n", "dum.yaml")
        .unwrap_err();
    let cs = rules_error(Words::new(Lang::Cs), &e);
    assert!(cs.starts_with("dum.yaml, řádek 3, sloupec "), "{cs}");
    let pl = rules_error(Words::new(Lang::Pl), &e);
    assert!(pl.starts_with("dum.yaml, wiersz 3, kolumna "), "{pl}");
    let en = rules_error(Words::new(Lang::En), &e);
    assert!(en.starts_with("dum.yaml, line 3, column "), "{en}");
    assert!(cs.contains(": YAML nelze přečíst: "), "{cs}");
}

#[test]
fn the_yaml_parsers_words_stand_only_in_brackets() {
    let text =
        "name: House\nfollows: x\ngame: holdem\nstructure: no-limit\nstakes:\n  small_blind: [1]\n";
    let e = HouseRules::from_yaml(text, "dum.yaml").unwrap_err();
    assert_eq!(
        rules_error(Words::new(Lang::Hu), &e),
        "dum.yaml, 6. sor, 16. oszlop: A YAML nem olvasható: stakes.small_blind: itt 0 vagy \
         nagyobb egész szám kell, nem lista (invalid type: sequence, expected u64)"
    );
    assert_eq!(
        rules_error(Words::new(Lang::Cs), &e),
        "dum.yaml, řádek 6, sloupec 16: YAML nelze přečíst: stakes.small_blind: zde se čeká \
         celé číslo od 0 výš, ne seznam (invalid type: sequence, expected u64)"
    );
    let unknown = text.replace("small_blind: [1]", "big_blindd: 2");
    let e = HouseRules::from_yaml(&unknown, "dum.yaml").unwrap_err();
    let da = rules_error(Words::new(Lang::Da), &e);
    assert!(
        da.starts_with("dum.yaml, linje 6, kolonne 3: ")
            && da.contains(
                "stakes: nøglen »big_blindd« hører ikke til her (unknown field `big_blindd`"
            ),
        "{da}"
    );
    // Outside the brackets, every language's own words.
    for lang in Lang::ALL {
        let said = rules_error(Words::new(lang), &e);
        let outside = said.split(" (").next().unwrap_or("");
        assert!(!outside.contains("unknown field"), "{lang}: {said}");
    }
}

#[test]
fn a_hand_that_cannot_be_set_up_reads_in_polish() {
    let e = SetupError::PlayerCount { count: 1, max: 10 };
    assert_eq!(
        setup_error(Words::new(Lang::Pl), &e),
        "Rozdanie wymaga od 2 do 10 graczy, nie 1."
    );
}

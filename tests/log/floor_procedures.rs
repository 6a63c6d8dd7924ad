//! No dealer path to a floor outcome in the program's faces: `dealerdesk
//! table` refuses a dealer procedure whose result is a dead hand or a misdeal
//! after an action (nothing written) and takes it from the floor, and `log
//! import` refuses a hand history holding one, writing none of that hand.

use std::process::Command;

use serde_json::Value;

use crate::common::{answers, table_command, temp_log};

fn events(db: &std::path::Path) -> usize {
    dealerdesk::log::EventLog::open_read_only(db)
        .unwrap()
        .events(None)
        .unwrap()
        .len()
}

/// Seat → stack from an answer's state.
fn stacks(answer: &Value) -> Vec<(u64, u64)> {
    answer["state"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["seat"].as_u64().unwrap(), s["stack"].as_u64().unwrap()))
        .collect()
}

/// Four at 200 with Morgan on the floor, hand 1 dealt: p1 seat 2, p2 seat
/// 3, p3 seat 4, p4 seat 1 (the button).
const DEALT: &str = "addfloor Morgan 246800
sit 1 Ana 200
sit 2 Ben 200
sit 3 Cy 200
sit 4 Dee 200
n
d dh p1 AhKh
d dh p2 7c8c
d dh p3 QcQd
d dh p4 JsTs
";

#[test]
fn table_refuses_a_short_hand_that_kills_an_all_in_player_from_the_dealer() {
    let (_dir, db) = temp_log();
    let script = format!(
        "{DEALT}p3 cbr 200\np4 f\np1 f\np2 cc\np3 sm QcQd\np2 sm 7c8c\nd burn ??\nd db 2c3c4c\n"
    );
    let (code, dealt) = answers(table_command().arg("--db").arg(&db), &script);
    assert_eq!(code, 0, "{dealt:?}");
    let before = events(&db);
    let (code, refused) = answers(table_command().arg("--db").arg(&db), "d short p3\n");
    assert_eq!(code, 1);
    let message = refused[0]["refused"]["message"].as_str().unwrap();
    assert!(message.contains("dead hand"), "{message}");
    assert_eq!(
        events(&db),
        before,
        "the refused procedure wrote to the log"
    );
    // The floor may: Dee's hand is dead, Cy takes the 401-chip pot.
    let (code, ruled) = answers(
        table_command().arg("--db").arg(&db),
        "floor Morgan 246800 \"Dee played a card short\" d short p3\n",
    );
    assert_eq!(code, 0, "{ruled:?}");
    assert_eq!(stacks(&ruled[0]), [(1, 200), (2, 199), (3, 401), (4, 0)]);
}

#[test]
fn table_refuses_an_extra_or_exposed_card_misdeal_after_an_action_from_the_dealer() {
    for procedure in ["d extra p1 ??", "d exposed p1 Ah"] {
        let (_dir, db) = temp_log();
        let (code, dealt) = answers(
            table_command().arg("--db").arg(&db),
            &format!("{DEALT}p3 cbr 10\n"),
        );
        assert_eq!(code, 0, "{dealt:?}");
        let before = events(&db);
        let (code, refused) = answers(
            table_command().arg("--db").arg(&db),
            &format!("{procedure}\n"),
        );
        assert_eq!(code, 1, "{procedure}");
        let message = refused[0]["refused"]["message"].as_str().unwrap();
        assert!(
            message.contains("needs the floor") && message.contains("misdeal"),
            "{procedure}: {message}"
        );
        assert_eq!(events(&db), before, "{procedure} wrote to the log");
        let (code, ruled) = answers(
            table_command().arg("--db").arg(&db),
            &format!("floor Morgan 246800 \"seen by the floor\" {procedure}\n"),
        );
        assert_eq!(code, 0, "{procedure}: {ruled:?}");
        // Dee's raise is handed back: the blinds as posted.
        let bets: Vec<(u64, u64)> = ruled[0]["state"]["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| (s["seat"].as_u64().unwrap(), s["bet"].as_u64().unwrap()))
            .collect();
        assert_eq!(bets, [(1, 0), (2, 1), (3, 2), (4, 0)], "{procedure}");
        assert_eq!(stacks(&ruled[0])[3], (4, 200), "{procedure}");
    }
}

#[test]
fn table_lets_the_dealer_enter_a_misdeal_procedure_before_any_action() {
    let (_dir, db) = temp_log();
    let (code, said) = answers(
        table_command().arg("--db").arg(&db),
        &format!("{DEALT}d extra p4 ??\n"),
    );
    assert_eq!(code, 0, "{said:?}");
}

fn import(db: &std::path::Path, phh: &std::path::Path) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .arg("log")
        .arg("import")
        .arg(db)
        .arg(phh)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    )
}

#[test]
fn log_import_refuses_a_short_extra_or_exposed_card_that_is_the_floors() {
    let (dir, db) = temp_log();
    let deal = "'d dh p1 AhKh', 'd dh p2 7c8c', 'd dh p3 QcQd'";
    for (name, actions, stacks, says) in [
        (
            "short.phh",
            "'p3 cbr 100', 'p1 f', 'p2 cc', 'p2 sm 7c8c', 'p3 sm QcQd', 'd burn ??', \
             'd db 2c3c4c', 'd short p3', 'd burn ??', 'd db 5d', 'd burn ??', 'd db 9s'",
            "[99, 201, 0]",
            "dead hand",
        ),
        (
            "extra.phh",
            "'p3 cc', 'p1 cc', 'p2 cc', 'd burn ??', 'd db 2c3c4c', 'd extra p3 ??', \
             'p1 f'",
            "[98, 102, 98]",
            "dead hand",
        ),
        (
            "extra-misdeal.phh",
            "'p3 cbr 10', 'd extra p1 ??', 'd dh p1 AhKh', 'd dh p2 7c8c', 'd dh p3 QcQd', \
             'p3 f', 'p1 f'",
            "[99, 101, 100]",
            "misdeal",
        ),
        (
            "exposed.phh",
            "'p3 cc', 'd exposed p1 Ah', 'd dh p1 AhKh', 'd dh p2 7c8c', 'd dh p3 QcQd', \
             'p3 f', 'p1 f'",
            "[99, 101, 100]",
            "misdeal",
        ),
    ] {
        let phh = dir.path().join(name);
        std::fs::write(
            &phh,
            format!(
                "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n\
                 starting_stacks = [100, 100, 100]\nactions = [{deal}, {actions}]\n\
                 finishing_stacks = {stacks}\n"
            ),
        )
        .unwrap();
        let (code, said) = import(&db, &phh);
        assert_ne!(code, 0, "{name}: {said}");
        assert!(
            said.contains("needs the floor") && said.contains(says),
            "{name}: {said}"
        );
    }
    let log = dealerdesk::log::EventLog::open_read_only(&db).unwrap();
    log.verify(|_, _| {}).unwrap();
    assert!(log.hands(&Default::default()).unwrap().is_empty());
}

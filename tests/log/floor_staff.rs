//! Floor staff only by authority at `dealerdesk table`: `addfloor NAME PIN`
//! registers the log's first floor person before its first hand; at a table
//! with floor staff a new one needs `BY PIN` of one registered; after the
//! first hand a log with no floor person gets none.

use serde_json::Value;

use crate::common::{answers, table_command, temp_log};

fn table(db: &std::path::Path, script: &str) -> (i32, Vec<Value>) {
    answers(table_command().arg("--db").arg(db), script)
}

fn floors(db: &std::path::Path) -> Vec<String> {
    dealerdesk::log::EventLog::open_read_only(db)
        .unwrap()
        .operators()
        .unwrap()
        .into_iter()
        .filter(|o| o.role == dealerdesk::log::Role::Floor)
        .map(|o| o.name)
        .collect()
}

fn head(db: &std::path::Path) -> u64 {
    dealerdesk::log::EventLog::open_read_only(db)
        .unwrap()
        .head()
        .unwrap()
        .0
        .0
}

fn refusal(answer: &Value) -> String {
    answer["refused"]["message"].as_str().unwrap().to_string()
}

#[test]
fn table_addfloor_by_a_dealer_at_a_table_with_floor_staff_is_refused() {
    let (_dir, db) = temp_log();
    let (code, said) = table(
        &db,
        "addfloor Morgan 246800\nsit 1 Ana 100\nsit 2 Ben 100\nn\n",
    );
    assert_eq!(code, 0, "{said:?}");
    let before = head(&db);
    let (code, said) = table(&db, "addfloor Mal 999999\n");
    assert_eq!(code, 1);
    assert!(
        refusal(&said[0]).contains("name and PIN of a floor person already registered"),
        "{said:?}"
    );
    assert_eq!(head(&db), before, "the refused addfloor wrote to the log");
    // With Mal made floor, the pot would be his to give: it is not.
    let (code, said) = table(&db, "floor Mal 999999 \"x\" award p1\n");
    assert_eq!(code, 1, "{said:?}");
    assert_eq!(floors(&db), ["Morgan"]);
}

#[test]
fn table_second_floor_person_without_a_pin_is_refused_and_with_one_is_taken() {
    let (_dir, db) = temp_log();
    let (code, said) = table(&db, "addfloor Morgan 246800\naddfloor Mal 999999\n");
    assert_eq!(code, 1, "{said:?}");
    assert!(refusal(&said[1]).contains("already registered"), "{said:?}");
    let (code, said) = table(&db, "addfloor Max 135790 Morgan 111111\n");
    assert_eq!(code, 1, "{said:?}");
    assert!(refusal(&said[0]).contains("Wrong floor PIN"), "{said:?}");
    assert_eq!(floors(&db), ["Morgan"]);
    let (code, said) = table(&db, "addfloor Max 135790 Morgan 246800\n");
    assert_eq!(code, 0, "{said:?}");
    assert_eq!(floors(&db), ["Morgan", "Max"]);
}

#[test]
fn table_first_floor_person_after_the_first_hand_is_refused() {
    let (_dir, db) = temp_log();
    let (code, said) = table(&db, "sit 1 Ana 100\nsit 2 Ben 100\nn\n");
    assert_eq!(code, 0, "{said:?}");
    let before = head(&db);
    let (code, said) = table(&db, "addfloor Mal 999999\n");
    assert_eq!(code, 1);
    assert!(
        refusal(&said[0]).contains("registered at setup, before the first hand"),
        "{said:?}"
    );
    assert_eq!(head(&db), before);
    assert!(floors(&db).is_empty());
}

//! Review of a long log opens on demand: the hand list is a page of the log
//! read in SQL, and a hand deep in the log, built alone from the last
//! snapshot before it, has the states folding the whole log gives it.

use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::review::{review_hand, review_log};
use dealerdesk_log::HandQuery;

use crate::fixtures::temp_log;
use crate::resume::long_log;

#[test]
fn a_hand_deep_in_a_long_log_reviews_as_the_whole_fold_does() {
    let (_dir, db) = temp_log();
    let desk = long_log(&db, 2_500);
    let log = desk.log();
    let rules = HouseRules::preset(Variant::NoLimitHoldem);

    // The list: newest first, a page at a time, counted in SQL.
    let all = HandQuery::default();
    assert_eq!(log.hand_count(&all).unwrap(), 2_500);
    let first = log
        .hand_page(&HandQuery {
            limit: 50,
            ..HandQuery::default()
        })
        .unwrap();
    assert_eq!(first.len(), 50);
    assert_eq!(first[0].hand_no, 2_500);
    assert_eq!(first[49].hand_no, 2_451);
    let next = log
        .hand_page(&HandQuery {
            limit: 50,
            before: Some(first[49].id),
            ..HandQuery::default()
        })
        .unwrap();
    assert_eq!(next[0].hand_no, 2_450);
    let one = HandQuery {
        hand_no: Some(2_371),
        ..HandQuery::default()
    };
    assert_eq!(log.hand_count(&one).unwrap(), 1);
    let deep = log.hand_page(&one).unwrap().pop().unwrap();
    let later = HandQuery {
        since: Some(deep.started_at),
        ..HandQuery::default()
    };
    assert!(log.hand_count(&later).unwrap() < 2_500);
    let elsewhere = HandQuery {
        table_name: Some("elsewhere".into()),
        ..HandQuery::default()
    };
    assert_eq!(log.hand_count(&elsewhere).unwrap(), 0);

    // The hand alone, against the same hand of the whole fold.
    let whole = review_log(log, rules.clone()).unwrap();
    let full = whole.iter().find(|r| r.id == deep.id).unwrap();
    let alone = review_hand(log, deep.id, rules).unwrap().unwrap();
    assert_eq!(alone.hand_no, 2_371);
    assert_eq!(alone.started_at, full.started_at);
    assert_eq!(alone.names, full.names);
    assert_eq!(alone.seats, full.seats);
    assert_eq!(alone.button, full.button);
    assert_eq!(alone.spec, full.spec);
    assert_eq!(alone.start, full.start);
    assert_eq!(alone.actions, full.actions);
    assert!(!alone.steps.is_empty());
    assert_eq!(alone.steps.len(), full.steps.len());
    for (a, f) in alone.steps.iter().zip(&full.steps) {
        assert_eq!(a.record.seq, f.record.seq);
        assert_eq!(a.state, f.state);
    }
    assert_eq!(alone.to_phh().to_phh(), full.to_phh().to_phh());
}

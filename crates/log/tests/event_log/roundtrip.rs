//! Append, reopen, verify; queries; the documented hash encoding.

use chrono::{DateTime, Utc};
use dealerdesk_log::chain::{GENESIS_PREV_HASH, canonical_json, compute_hash};
use dealerdesk_log::{
    EventLog, EventRecord, HandFilter, HandId, LogError, NewEvent, OperatorId, Role, Seq,
};
use serde_json::json;

use crate::common::{SEEDED_ROWS, event_seq, seeded_log, temp_log};

#[test]
fn append_reopen_verify_round_trip() {
    let (_dir, path) = temp_log();
    let seeded = seeded_log(&path, 40);

    let log = EventLog::open(&path).unwrap();
    let stored = log.events(None).unwrap();
    assert_eq!(
        stored, seeded.records,
        "events read back equal what append returned"
    );

    let report = log.verify(|_, _| {}).unwrap();
    assert_eq!(report.events, SEEDED_ROWS + 40);
    let last = stored.last().unwrap();
    assert_eq!(report.last_hash, last.hash);

    // Survives a second reopen, and a read-only reviewer sees the same.
    log.close().unwrap();
    let reviewer = EventLog::open_read_only(&path).unwrap();
    assert_eq!(reviewer.events(None).unwrap(), seeded.records);
    assert_eq!(reviewer.verify(|_, _| {}).unwrap(), report);
}

#[test]
fn seq_is_strictly_increasing_and_hashes_link() {
    let (_dir, path) = temp_log();
    let seeded = seeded_log(&path, 25);
    let mut prev = GENESIS_PREV_HASH.to_owned();
    for (i, rec) in seeded.records.iter().enumerate() {
        assert_eq!(rec.seq, Seq(i as u64 + 1));
        assert_eq!(
            rec.prev_hash, prev,
            "seq {} links to its predecessor",
            rec.seq
        );
        assert_eq!(
            compute_hash(rec),
            rec.hash,
            "seq {} hash recomputes",
            rec.seq
        );
        assert_eq!(rec.hash.len(), 64);
        prev = rec.hash.clone();
    }
    // Timestamps are stored with millisecond precision and never go backwards.
    for w in seeded.records.windows(2) {
        assert!(w[0].at <= w[1].at);
    }
}

#[test]
fn hash_matches_documented_canonical_encoding() {
    // Expected values computed independently with Python:
    // sha256((prev + json.dumps(ev, sort_keys=True, separators=(",", ":"),
    //                           ensure_ascii=False)).encode()).hexdigest()
    let first = EventRecord {
        seq: Seq(1),
        hand: Some(HandId(7)),
        at: "2025-01-31T20:15:03.120Z".parse::<DateTime<Utc>>().unwrap(),
        operator: OperatorId(2),
        role: Role::Dealer,
        action: "p3 cbr 300".to_owned(),
        payload: json!({"street": "flop", "amount": 300, "note": "é\n\"q\"", "seats": [1, 2, null, true]}),
        prev_hash: GENESIS_PREV_HASH.to_owned(),
        hash: String::new(),
    };
    let h1 = compute_hash(&first);
    assert_eq!(
        h1,
        "09b9c309d166e4a6449b8e41ee758781d999c09a3509ac2d127450edf1c1d53b"
    );
    let second = EventRecord {
        seq: Seq(2),
        hand: None,
        at: "2025-01-31T20:15:04Z".parse::<DateTime<Utc>>().unwrap(),
        operator: OperatorId(3),
        role: Role::Floor,
        action: "f ruling misdeal".to_owned(),
        payload: json!({}),
        prev_hash: h1,
        hash: String::new(),
    };
    assert_eq!(
        compute_hash(&second),
        "daa89b96c82a2c337e1f704cd4fbb18d74a95ae4854f38c6d2866d62796c1326"
    );
    assert_eq!(
        canonical_json(&json!({"b": 1, "a": [true, null, "x"]})),
        r#"{"a":[true,null,"x"],"b":1}"#
    );
}

#[test]
fn payload_is_stored_canonically_with_sorted_keys() {
    let (_dir, path) = temp_log();
    let seeded = seeded_log(&path, 3);
    let conn = crate::common::raw(&path);
    let payload: String = conn
        .query_row(
            "SELECT payload FROM events WHERE seq = ?1",
            [event_seq(2) as i64],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(
        payload,
        r#"{"amount":200,"note":"payload-marker-000002","seat":3}"#
    );
    assert_eq!(
        seeded.records[event_seq(2) as usize - 1].payload["amount"],
        200
    );
}

#[test]
fn queries_filter_hands_and_events_and_resume_last_open_hand() {
    let (_dir, path) = temp_log();
    let mut log = EventLog::open(&path).unwrap();
    let t0: DateTime<Utc> = Utc::now() - chrono::Duration::seconds(5);
    let dealer = log.add_operator("Dana", Role::Dealer, None).unwrap();
    let s1 = log
        .begin_session("Table 1", "nlhe", "rules a", dealer)
        .unwrap();
    let s2 = log
        .begin_session("Table 2", "plo", "rules b", dealer)
        .unwrap();
    let h1 = log.begin_hand(s1, 1, dealer).unwrap();
    let h2 = log.begin_hand(s2, 1, dealer).unwrap();
    let ev = |hand, action: &str| NewEvent {
        hand,
        operator: dealer,
        action: action.to_owned(),
        payload: json!({}),
    };
    log.append(ev(Some(h1), "d dh p1 AhKd")).unwrap();
    let mid = log.append(ev(Some(h2), "d dh p1 7c7d")).unwrap();
    log.append(ev(Some(h1), "p1 cbr 300")).unwrap();
    log.append(ev(None, "d note break")).unwrap();

    let h1_events: Vec<String> = log
        .events(Some(h1))
        .unwrap()
        .into_iter()
        .map(|e| e.action)
        .collect();
    assert_eq!(h1_events, ["d dh p1 AhKd", "p1 cbr 300"]);
    // Row records of the operator, two sessions and two hands come first.
    assert_eq!(log.events(None).unwrap().len(), 5 + 4);
    let since: Vec<Seq> = log
        .events_since(mid.seq)
        .unwrap()
        .into_iter()
        .map(|e| e.seq)
        .collect();
    assert_eq!(since, [Seq(5 + 3), Seq(5 + 4)]);

    // Ending hands: once only, and no events afterwards.
    log.end_hand(h1, json!({"winner": "p1", "pot": 600}), dealer)
        .unwrap();
    assert!(matches!(
        log.end_hand(h1, json!({}), dealer),
        Err(LogError::HandEnded(h)) if h == h1
    ));
    assert!(matches!(
        log.append(ev(Some(h1), "p2 f")),
        Err(LogError::HandEnded(_))
    ));
    assert!(matches!(
        log.append(ev(Some(HandId(999)), "p2 f")),
        Err(LogError::UnknownHand(_))
    ));
    assert!(matches!(
        log.begin_hand(s1, 1, dealer),
        Err(LogError::DuplicateHand { hand_no: 1, .. })
    ));
    assert_eq!(log.last_open_hand().unwrap().unwrap().id, h2);
    let h3 = log.begin_hand(s1, 2, dealer).unwrap();
    assert_eq!(log.last_open_hand().unwrap().unwrap().id, h3);

    let all = log.hands(&HandFilter::all()).unwrap();
    assert_eq!(all.iter().map(|h| h.id).collect::<Vec<_>>(), [h1, h2, h3]);
    assert_eq!(all[0].summary, Some(json!({"pot": 600, "winner": "p1"})));
    assert!(all[0].ended_at.is_some() && all[1].ended_at.is_none());
    let by_session = log.hands(&HandFilter::all().session(s2)).unwrap();
    assert_eq!(by_session.len(), 1);
    assert_eq!(by_session[0].id, h2);
    let by_table = log.hands(&HandFilter::all().table_name("Table 1")).unwrap();
    assert_eq!(by_table.iter().map(|h| h.id).collect::<Vec<_>>(), [h1, h3]);
    assert_eq!(log.hands(&HandFilter::all().since(t0)).unwrap().len(), 3);
    let future = Utc::now() + chrono::Duration::days(1);
    assert!(
        log.hands(&HandFilter::all().since(future))
            .unwrap()
            .is_empty()
    );
    let both = HandFilter::all().table_name("Table 2").session(s1);
    assert!(log.hands(&both).unwrap().is_empty());

    let sessions = log.sessions().unwrap();
    assert_eq!(sessions.len(), 2);
    assert_eq!(
        sessions[0].ruleset_hash,
        dealerdesk_log::chain::sha256_hex(b"rules a")
    );
    log.verify(|_, _| {}).unwrap();
}

#[test]
fn reviewer_and_read_only_handle_cannot_append() {
    let (_dir, path) = temp_log();
    let seeded = seeded_log(&path, 2);
    let mut log = EventLog::open(&path).unwrap();
    let refused = log.append(NewEvent {
        hand: None,
        operator: seeded.reviewer,
        action: "d note".to_owned(),
        payload: json!({}),
    });
    assert!(matches!(
        refused,
        Err(LogError::NotPermitted {
            role: Role::Reviewer,
            ..
        })
    ));
    assert!(matches!(
        log.append(NewEvent {
            hand: None,
            operator: OperatorId(12345),
            action: "d note".to_owned(),
            payload: json!({}),
        }),
        Err(LogError::UnknownOperator(_))
    ));
    log.close().unwrap();

    let before = std::fs::read(&path).unwrap();
    let mut ro = EventLog::open_read_only(&path).unwrap();
    assert!(ro.is_read_only());
    let err = ro
        .append(NewEvent {
            hand: None,
            operator: seeded.dealer,
            action: "d note".to_owned(),
            payload: json!({}),
        })
        .unwrap_err();
    assert!(matches!(err, LogError::ReadOnlyHandle { .. }), "{err:?}");
    assert!(err.to_string().contains("opened read-only"), "{err}");
    assert!(matches!(
        ro.begin_session("t", "r", "x", seeded.dealer),
        Err(LogError::ReadOnlyHandle { .. })
    ));
    assert_eq!(ro.verify(|_, _| {}).unwrap().events, SEEDED_ROWS + 2);
    drop(ro);
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn append_batch_is_all_or_nothing() {
    let (_dir, path) = temp_log();
    let seeded = seeded_log(&path, 3);
    let mut log = EventLog::open(&path).unwrap();
    let ok = |action: &str| NewEvent {
        hand: None,
        operator: seeded.dealer,
        action: action.to_owned(),
        payload: json!({"x": 1}),
    };
    let mut bad = ok("p1 f");
    bad.hand = Some(HandId(777));
    assert!(matches!(
        log.append_batch(vec![ok("p1 cc"), ok("p2 cc"), bad]),
        Err(LogError::UnknownHand(_))
    ));
    assert_eq!(
        log.events(None).unwrap().len() as u64,
        event_seq(3),
        "nothing of the batch was written"
    );
    let recs = log.append_batch(vec![ok("p1 cc"), ok("p2 cc")]).unwrap();
    assert_eq!(recs[0].seq, Seq(event_seq(4)));
    assert_eq!(recs[1].prev_hash, recs[0].hash);
    assert_eq!(log.verify(|_, _| {}).unwrap().events, event_seq(5));
}

#[test]
fn verify_reports_progress_up_to_total() {
    let (_dir, path) = temp_log();
    seeded_log(&path, 10);
    let log = EventLog::open_read_only(&path).unwrap();
    let mut calls = Vec::new();
    let report = log.verify(|done, total| calls.push((done, total))).unwrap();
    let all = event_seq(10);
    assert_eq!(calls.first(), Some(&(0, all)));
    assert_eq!(calls.last(), Some(&(all, all)));
    assert_eq!(report.events, all);
}

#[test]
fn empty_log_verifies_with_genesis_hash() {
    let (_dir, path) = temp_log();
    let log = EventLog::open(&path).unwrap();
    let report = log.verify(|_, _| {}).unwrap();
    assert_eq!(report.events, 0);
    assert_eq!(report.last_hash, GENESIS_PREV_HASH);
    log.close().unwrap();
    // Reopening an empty log is fine too.
    EventLog::open(&path).unwrap();
}

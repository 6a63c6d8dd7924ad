//! Every way a side-table row can disagree with the chain, and every way
//! the recorded head or an event's data cannot be read, is said in each
//! language's own words, with the table and row, the key or the place, and
//! never in another language's.

use dealerdesk_desk::speak::chain_fault;
use dealerdesk_i18n::{Lang, Words};
use dealerdesk_log::{ChainFault, HeadFault, JsonPlace, RowMismatch};

fn every_mismatch() -> Vec<RowMismatch> {
    vec![
        RowMismatch::RecordedTwice,
        RowMismatch::Differs,
        RowMismatch::Unvouched,
        RowMismatch::Gone,
        RowMismatch::NoRowId,
        RowMismatch::BeforeRecords {
            action: "log operator".into(),
        },
    ]
}

#[test]
fn each_row_mismatch_is_said_in_every_language_with_its_row() {
    for lang in Lang::ALL {
        let words = Words::new(lang);
        let mut said = Vec::new();
        for mismatch in every_mismatch() {
            let fault = ChainFault::RowRecord {
                table: "operators",
                id: Some(7),
                mismatch: mismatch.clone(),
            };
            let text = chain_fault(words, &fault);
            assert!(
                text.contains('7') && text.contains("operators"),
                "{lang:?}: {text}"
            );
            if lang != Lang::En {
                let english = chain_fault(Words::new(Lang::En), &fault);
                let english_reason = english.rsplit(": ").next().unwrap_or_default();
                assert!(
                    !text.contains(english_reason),
                    "{lang:?} says English: {text}"
                );
            }
            said.push(text);
        }
        said.sort();
        said.dedup();
        assert_eq!(said.len(), every_mismatch().len(), "{lang:?}: {said:?}");
    }
}

#[test]
fn an_unreadable_head_or_event_is_said_in_every_language_with_its_key_or_place() {
    let faults = [
        ChainFault::UnparsablePayload(JsonPlace {
            line: 3,
            column: 14,
        }),
        ChainFault::HeadUnreadable(HeadFault::Missing { key: "head_seq" }),
        ChainFault::HeadUnreadable(HeadFault::NotText { key: "head_hash" }),
        ChainFault::HeadUnreadable(HeadFault::NotACount {
            text: "twelve".into(),
        }),
    ];
    let data = [
        ["3", "14"],
        ["head_seq", "head_seq"],
        ["head_hash", "head_hash"],
        ["twelve", "twelve"],
    ];
    let english: Vec<String> = faults
        .iter()
        .map(|f| chain_fault(Words::new(Lang::En), f))
        .collect();
    assert_eq!(
        english[1],
        "the recorded head cannot be read: the log's meta table has no head_seq"
    );
    for lang in Lang::ALL {
        let words = Words::new(lang);
        let mut said: Vec<String> = faults.iter().map(|f| chain_fault(words, f)).collect();
        for ((text, data), en) in said.iter().zip(&data).zip(&english) {
            assert!(
                data.iter().all(|d| text.contains(d)),
                "{lang:?}: {text} lacks {data:?}"
            );
            if lang != Lang::En {
                let english_reason = en.rsplit(": ").next().unwrap_or_default();
                assert!(
                    !text.contains(english_reason),
                    "{lang:?} says English: {text}"
                );
            }
        }
        said.sort();
        said.dedup();
        assert_eq!(said.len(), faults.len(), "{lang:?}: {said:?}");
    }
    let missing: Vec<_> = Words::fallbacks()
        .into_iter()
        .filter(|(_, id)| id.starts_with("head-fault-") || id.starts_with("chain-"))
        .collect();
    assert!(missing.is_empty(), "said in English instead: {missing:?}");
}

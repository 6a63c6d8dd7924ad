//! Every way a side-table row can disagree with the chain is said in each
//! language's own words, with the table and row, and never in another
//! language's.

use dealerdesk_desk::speak::chain_fault;
use dealerdesk_i18n::{Lang, Words};
use dealerdesk_log::{ChainFault, RowMismatch};

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

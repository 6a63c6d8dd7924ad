//! Every table's chain in the room checked again from what is stored:
//! gapless seqs from 1, each `prev_hash` the hash before it, each hash
//! recomputed over the event (the same function the log uses).

use dealerdesk_log::chain::{GENESIS_PREV_HASH, compute_hash};
use dealerdesk_log::{ChainFault, EventRecord, Seq};

/// How a table's chain in the room checked out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChainCheck {
    /// All events link and recompute; the last hash.
    Intact {
        /// Events checked.
        events: u64,
        /// The last event's hash (the genesis hash for none).
        last_hash: String,
    },
    /// The first event that does not.
    Broken {
        /// Its seq.
        seq: Seq,
        /// Why.
        fault: ChainFault,
    },
}

/// Check `events` (one table's, in order); `progress(done)` is called
/// every thousand events.
pub fn check_chain(events: &[EventRecord], mut progress: impl FnMut(u64)) -> ChainCheck {
    let mut prev = GENESIS_PREV_HASH.to_owned();
    for (i, e) in events.iter().enumerate() {
        let expected = i as u64 + 1;
        let computed = compute_hash(e);
        let fault = if e.seq.0 > expected {
            Some(ChainFault::Gap { found: e.seq })
        } else if e.seq.0 != expected {
            Some(ChainFault::OutOfOrder {
                found: i64::try_from(e.seq.0).unwrap_or(i64::MAX),
            })
        } else if e.prev_hash != prev {
            Some(ChainFault::PrevHashMismatch {
                expected: prev.clone(),
                found: e.prev_hash.clone(),
            })
        } else if computed != e.hash {
            Some(ChainFault::HashMismatch {
                stored: e.hash.clone(),
                computed,
            })
        } else {
            None
        };
        if let Some(fault) = fault {
            return ChainCheck::Broken {
                seq: Seq(expected),
                fault,
            };
        }
        prev.clone_from(&e.hash);
        if expected.is_multiple_of(1000) {
            progress(expected);
        }
    }
    progress(events.len() as u64);
    ChainCheck::Intact {
        events: events.len() as u64,
        last_hash: prev,
    }
}

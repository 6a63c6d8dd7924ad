//! A log file opened as the console opens it: read only to see whether it
//! holds a session, then opened for the table (verified and folded back),
//! and read for review whether or not the table opened (the console offers
//! review of a log it refuses).
//!
//! The input is either a whole SQLite file (it starts with SQLite's magic
//! header), or events to write into a fresh log, one a line as
//! `HAND<TAB>ACTION<TAB>PAYLOAD` (`HAND` a hand number, or `-` for none;
//! `PAYLOAD` JSON): the chain of such a log verifies, so its events reach
//! the desk's fold as a log from another build or a careful forger's would.

use std::collections::HashMap;

use dealerdesk_core::game::Variant;
use dealerdesk_core::rules::HouseRules;
use dealerdesk_desk::desk::Desk;
use dealerdesk_desk::review::review_log;
use dealerdesk_log::{EventLog, NewEvent, Role};

use super::ScratchLog;
use crate::Broken;

/// The first bytes of every SQLite database file.
const SQLITE_MAGIC: &[u8] = b"SQLite format 3\0";

/// Events past this many are not written.
const MAX_EVENTS: usize = 256;

/// Checks one log file.
pub(super) fn check(data: &[u8]) -> Result<(), Broken> {
    let scratch = ScratchLog::new("log_open");
    if data.starts_with(SQLITE_MAGIC) {
        std::fs::write(&scratch.path, data)
            .map_err(|e| Broken(format!("the scratch log cannot be written: {e}")))?;
    } else {
        let Some(text) = super::text(data) else {
            return Ok(());
        };
        write_events(&scratch, text)?;
    }
    open_as_console(&scratch);
    Ok(())
}

/// What the console does with a log file: any outcome but a panic is fine.
fn open_as_console(scratch: &ScratchLog) {
    let rules = || HouseRules::preset(Variant::NoLimitHoldem);
    if let Ok(log) = EventLog::open_read_only(&scratch.path) {
        let _ = log.sessions();
        let _ = log.verify(|_, _| {});
        let _ = review_log(&log, rules());
    }
    if let Ok(desk) = Desk::open(&scratch.path, rules(), "") {
        let _ = desk.log().operators();
    }
}

/// Writes the input's events into a fresh log behind a session and the
/// desk's rules event, as a desk would begin it.
fn write_events(scratch: &ScratchLog, text: &str) -> Result<(), Broken> {
    let fail = |e: dealerdesk_log::LogError| Broken(format!("the scratch log: {e}"));
    let mut log = EventLog::open(&scratch.path).map_err(fail)?;
    let dealer = log
        .add_operator("dealer", Role::Dealer, None)
        .map_err(fail)?;
    let session = log
        .begin_session("fuzz", "fuzz", "", dealer)
        .map_err(fail)?;
    let mut hands = HashMap::new();
    for line in text.lines().take(MAX_EVENTS) {
        let mut fields = line.splitn(3, '\t');
        let (Some(hand), Some(action), Some(payload)) =
            (fields.next(), fields.next(), fields.next())
        else {
            continue;
        };
        let Ok(payload) = serde_json::from_str(payload) else {
            continue;
        };
        let hand = match hand.parse::<u64>() {
            Ok(no) => match hands.get(&no) {
                Some(id) => Some(*id),
                None => match log.begin_hand(session, no, dealer) {
                    Ok(id) => Some(*hands.entry(no).or_insert(id)),
                    Err(_) => continue,
                },
            },
            Err(_) => None,
        };
        // The log refuses what it would refuse any writer (row records).
        let _ = log.append(NewEvent {
            hand,
            operator: dealer,
            action: action.to_string(),
            payload,
        });
    }
    Ok(())
}

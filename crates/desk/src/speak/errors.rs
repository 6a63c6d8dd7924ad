//! The log's, the house file's and the hand setup's errors in the table's
//! language, English included: each variant's typed fields become a
//! catalogue message's arguments. Their `Display` is for logs and
//! developers.
use dealerdesk_core::engine::SetupError;
use dealerdesk_core::rules::RulesError;
use dealerdesk_i18n::{Args, Words};
use dealerdesk_log::{
    Alteration, ArgumentFault, ChainFault, HeadFault, LogError, RowAt, RowFault, RowMismatch,
    Unrecognised,
};

use super::house::house_fault;
use super::pin_faults::{house_key, pin_fault};
use super::players::{Players, SEAT, with_player};
use super::signing;

/// A log error in words.
pub fn log_error(words: Words, e: &LogError) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    let path = |p: &std::path::Path| Args::new().str("path", p.display().to_string());
    match e {
        LogError::NotFound { path: p } => w("log-error-not-found", path(p)),
        LogError::Locked { path: p } => w("log-error-locked", path(p)),
        LogError::InUse {
            path: p,
            holder: Some(h),
        } => w(
            "log-error-in-use",
            // The process id as the system shows it, ungrouped; the time
            // the writer took the log on this machine's clock.
            path(p).str("pid", h.pid.to_string()).str(
                "time",
                words.time(h.since.with_timezone(&chrono::Local).time()),
            ),
        ),
        LogError::InUse { path: p, .. } => w("log-error-in-use-unknown", path(p)),
        LogError::ReadOnlyFile { path: p } => w("log-error-read-only-file", path(p)),
        LogError::ReadOnlyHandle { path: p, .. } => w("log-error-read-only-handle", path(p)),
        LogError::NotADatabase { path: p } => w("log-error-not-a-database", path(p)),
        LogError::Corrupt { path: p, detail } => {
            w("log-error-corrupt", path(p).str("detail", detail.clone()))
        }
        LogError::NotALog { path: p, why } => w(
            "log-error-not-a-log",
            path(p).str("detail", unrecognised(words, why)),
        ),
        LogError::UnsupportedSchema {
            path: p,
            found,
            supported,
        } => w(
            "log-error-schema",
            path(p)
                .str("found", found.clone())
                .str("supported", supported.to_string()),
        ),
        LogError::BrokenChain { seq, reason } => w(
            "log-error-broken-chain",
            Args::new()
                .str("seq", seq.to_string())
                .str("reason", chain_fault(words, reason)),
        ),
        LogError::Rejected { path: p, detail } => {
            w("log-error-rejected", path(p).str("detail", detail.clone()))
        }
        LogError::UnknownOperator(id) => w(
            "log-error-unknown-operator",
            Args::new().str("id", id.to_string()),
        ),
        LogError::UnknownSession(id) => w(
            "log-error-unknown-session",
            Args::new().str("id", id.to_string()),
        ),
        LogError::UnknownHand(id) => w(
            "log-error-unknown-hand",
            Args::new().str("id", id.to_string()),
        ),
        LogError::HandEnded(id) => w(
            "log-error-hand-ended",
            Args::new().str("id", id.to_string()),
        ),
        LogError::DuplicateHand { hand_no, .. } => w(
            "log-error-duplicate-hand",
            Args::new().num("hand", *hand_no),
        ),
        LogError::NotPermitted { operator, role, .. } => w(
            "log-error-not-permitted",
            Args::new()
                .str("id", operator.to_string())
                .str("role", role.as_str()),
        ),
        LogError::PinRequired(role) => w(
            "log-error-pin-required",
            Args::new().str("role", role.as_str()),
        ),
        LogError::EmptyPin => w("log-error-empty-pin", Args::new()),
        LogError::HouseKey { path: p, fault } => house_key(words, p, fault),
        LogError::PinHash(fault) => pin_fault(words, *fault),
        LogError::OtherHouseKey { key_file } => w("log-error-other-house-key", path(key_file)),
        LogError::NotUnlocked { operator } => signing::not_unlocked(words, *operator),
        LogError::LostEntries {
            path: p,
            recorded,
            head,
        } => w(
            "log-error-lost-entries",
            path(p)
                .str("recorded", recorded.to_string())
                .str("head", head.to_string()),
        ),
        LogError::SchemaAltered {
            path: p,
            object,
            change,
        } => w(
            match change {
                Alteration::Missing => "log-error-altered-missing",
                Alteration::Added => "log-error-altered-added",
                _ => "log-error-altered-changed",
            },
            path(p).str("object", object.clone()),
        ),
        LogError::BadRow { path: p, fault } => w(
            "log-error-bad-row",
            path(p).str("detail", row_fault(words, fault)),
        ),
        LogError::Sqlite { path: p, source } => w(
            "log-error-sqlite",
            path(p).str("detail", source.to_string()),
        ),
        LogError::Io { path: p, source } => {
            w("log-error-io", path(p).str("detail", source.to_string()))
        }
        LogError::InvalidArgument(fault) => w(
            "log-error-invalid-argument",
            Args::new().str("detail", argument_fault(words, fault)),
        ),
        // A variant added to the log after this match: as the code wrote it.
        other => w("error-detail", Args::new().str("detail", other.to_string())),
    }
}

/// A stored row in words: the event, hand, session or staff row.
fn row_at(words: Words, row: RowAt) -> String {
    let id = |key: &'static str, n: i64| Args::new().str(key, n.to_string());
    match row {
        RowAt::Event(seq) => words.with("row-at-event", &Args::new().str("seq", seq.to_string())),
        RowAt::Hand(n) => words.with("row-at-hand", &id("id", n)),
        RowAt::Session(n) => words.with("row-at-session", &id("id", n)),
        RowAt::Operator(n) => words.with("row-at-operator", &id("id", n)),
        other => other.to_string(),
    }
}

/// Why a stored row cannot be decoded, in words.
fn row_fault(words: Words, f: &RowFault) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    let seq = |n: u64| Args::new().str("seq", n.to_string());
    let row = |r: &RowAt| Args::new().str("row", row_at(words, *r));
    match f {
        RowFault::NegativeSeq { seq } => w(
            "row-fault-negative-seq",
            Args::new().str("seq", seq.to_string()),
        ),
        RowFault::NegativeHandNo { hand, hand_no } => w(
            "row-fault-negative-hand-no",
            Args::new()
                .str("hand", hand.to_string())
                .str("number", hand_no.to_string()),
        ),
        RowFault::Seat { hand, seat } => w(
            "row-fault-seat",
            Args::new()
                .str("hand", hand.to_string())
                .str("seat", seat.to_string()),
        ),
        RowFault::Timestamp { row: r, text } => {
            w("row-fault-timestamp", row(r).str("text", text.clone()))
        }
        RowFault::Role { row: r, role } => w("row-fault-role", row(r).str("role", role.clone())),
        RowFault::Json { row: r, column, at } => w(
            "row-fault-json",
            row(r)
                .str("field", *column)
                .num("line", at.line as u64)
                .num("column", at.column as u64),
        ),
        RowFault::UnknownRecord { seq: n, action } => w(
            "row-fault-unknown-record",
            seq(*n).str("action", action.clone()),
        ),
        RowFault::PlayersRecord { seq: n } => w("row-fault-players-record", seq(*n)),
        RowFault::ColumnValue {
            seq: n,
            column,
            value,
        } => w(
            "row-fault-column-value",
            seq(*n)
                .str("field", column.clone())
                .str("value", value.clone()),
        ),
        RowFault::NotAHead { text } => w(
            "row-fault-not-a-head",
            Args::new().str("text", text.clone()),
        ),
        RowFault::SeqOutOfRange { seq: n } => w("row-fault-seq-out-of-range", seq(*n)),
        other => w("error-detail", Args::new().str("detail", other.to_string())),
    }
}

/// Why a database is not recognised as a log, in words.
fn unrecognised(words: Words, why: &Unrecognised) -> String {
    match why {
        Unrecognised::Empty => words.get("not-a-log-empty"),
        Unrecognised::ApplicationId { found, expected } => words.with(
            "not-a-log-application-id",
            &Args::new()
                .str("found", format!("{found:#x}"))
                .str("expected", format!("{expected:#x}")),
        ),
        Unrecognised::TableMissing { table } => {
            words.with("not-a-log-table-missing", &Args::new().str("table", *table))
        }
        Unrecognised::NoSchemaVersion => words.get("not-a-log-no-schema-version"),
        other => words.with(
            "error-detail",
            &Args::new().str("detail", other.to_string()),
        ),
    }
}

/// Why the log refuses an argument before it reaches the database, in
/// words.
fn argument_fault(words: Words, f: &ArgumentFault) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    let none = Args::new;
    match f {
        ArgumentFault::PlayerWithoutName { hand, seat } => w(
            "argument-player-without-name",
            none()
                .str("hand", hand.to_string())
                .num("seat", u64::from(*seat)),
        ),
        ArgumentFault::SeatTwice { hand, seat } => w(
            "argument-seat-twice",
            none()
                .str("hand", hand.to_string())
                .num("seat", u64::from(*seat)),
        ),
        ArgumentFault::TransactionUnderWay => w("argument-transaction-under-way", none()),
        ArgumentFault::NoTransaction => w("argument-no-transaction", none()),
        ArgumentFault::EmptyTableName => w("argument-empty-table-name", none()),
        ArgumentFault::EmptyOperatorName => w("argument-empty-operator-name", none()),
        ArgumentFault::HandNoTooLarge { hand_no } => w(
            "argument-hand-no-too-large",
            none().str("hand", hand_no.to_string()),
        ),
        ArgumentFault::NoRecord => w("argument-no-record", none()),
        ArgumentFault::ReservedAction { action } => w(
            "argument-reserved-action",
            none().str("action", action.clone()),
        ),
        ArgumentFault::NoRowRecord { table, id, action } => w(
            "argument-no-row-record",
            none()
                .str("table", *table)
                .str("id", id.to_string())
                .str("action", action.clone()),
        ),
        ArgumentFault::MarkNotEncoded => w("argument-mark-not-encoded", none()),
        ArgumentFault::CopyIntoUsedLog { path } => w(
            "argument-copy-into-used-log",
            none().str("path", path.display().to_string()),
        ),
        other => w("error-detail", none().str("detail", other.to_string())),
    }
}

/// Why a hash chain does not hold, in words.
pub fn chain_fault(words: Words, f: &ChainFault) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    let s = |k: &'static str, v: &dyn ToString| Args::new().str(k, v.to_string());
    match f {
        ChainFault::HashMismatch { stored, computed } => w(
            "chain-hash-mismatch",
            s("stored", stored).str("computed", computed.clone()),
        ),
        ChainFault::PrevHashMismatch { expected, found } => w(
            "chain-prev-hash-mismatch",
            s("expected", expected).str("found", found.clone()),
        ),
        ChainFault::Gap { found } => w("chain-gap", s("found", found)),
        ChainFault::OutOfOrder { found } => w("chain-out-of-order", s("found", found)),
        ChainFault::UnparsablePayload(at) => w(
            "chain-unparsable",
            Args::new()
                .num("line", at.line as u64)
                .num("column", at.column as u64),
        ),
        ChainFault::NonCanonicalPayload => w("chain-non-canonical", Args::new()),
        ChainFault::InvalidColumn { column } => w("chain-invalid-column", s("column", column)),
        ChainFault::UnknownOperator(id) => w("chain-unknown-operator", s("id", id)),
        ChainFault::RoleMismatch { stored, operator } => w(
            "chain-role-mismatch",
            s("stored", stored).str("role", operator.as_str()),
        ),
        ChainFault::RowMissing { head_events } => {
            w("chain-row-missing", Args::new().num("events", *head_events))
        }
        ChainFault::BeyondHead { head_events } => {
            w("chain-beyond-head", Args::new().num("events", *head_events))
        }
        ChainFault::HeadMismatch {
            head_hash,
            last_hash,
        } => w(
            "chain-head-mismatch",
            s("head", head_hash).str("last", last_hash.clone()),
        ),
        ChainFault::Signature(fault) => signing::sign_fault(words, fault),
        ChainFault::HeadUnreadable(fault) => w(
            "chain-head-unreadable",
            Args::new().str("detail", head_fault(words, fault)),
        ),
        ChainFault::RowRecord {
            table,
            id,
            mismatch,
        } => w(
            "chain-row-record",
            s("table", table)
                .str(
                    "id",
                    id.map_or_else(|| "?".to_string(), |id| id.to_string()),
                )
                .str("detail", row_mismatch(words, mismatch)),
        ),
        other => w("error-detail", s("detail", other)),
    }
}

/// Why the log's recorded head cannot be read, in words.
fn head_fault(words: Words, f: &HeadFault) -> String {
    match f {
        HeadFault::Missing { key } => {
            words.with("head-fault-missing", &Args::new().str("key", *key))
        }
        HeadFault::NotText { key } => {
            words.with("head-fault-not-text", &Args::new().str("key", *key))
        }
        HeadFault::NotACount { text } => words.with(
            "head-fault-not-a-count",
            &Args::new().str("text", text.clone()),
        ),
        other => words.with(
            "error-detail",
            &Args::new().str("detail", other.to_string()),
        ),
    }
}

/// How a side-table row and the chain's record of it disagree, in words.
fn row_mismatch(words: Words, m: &RowMismatch) -> String {
    match m {
        RowMismatch::RecordedTwice => words.get("row-mismatch-recorded-twice"),
        RowMismatch::Differs => words.get("row-mismatch-differs"),
        RowMismatch::Unvouched => words.get("row-mismatch-unvouched"),
        RowMismatch::Gone => words.get("row-mismatch-gone"),
        RowMismatch::NoRowId => words.get("row-mismatch-no-row-id"),
        RowMismatch::BeforeRecords { action } => words.with(
            "row-mismatch-before-records",
            &Args::new().str("action", action.clone()),
        ),
    }
}

/// A house file that cannot be used, in words: the file, the place and
/// what is wrong.
pub fn rules_error(words: Words, e: &RulesError) -> String {
    let args = Args::new()
        .str("file", e.file.clone())
        .str("detail", house_fault(words, &e.fault));
    if e.line == 0 {
        // The file could not be read at all.
        return words.with("rules-error-file", &args);
    }
    words.with(
        "rules-error",
        &args
            .num("line", e.line as u64)
            .num("column", e.column as u64),
    )
}

/// A hand that cannot be set up, in words; a player is named by the
/// position alone ("position 3"), as no names are known.
pub fn setup_error(words: Words, e: &SetupError) -> String {
    setup_error_of(words, &Players::default(), e)
}

/// A hand that cannot be set up, in words, a player named as `who` names
/// them ("Ana (seat 1)").
pub fn setup_error_of(words: Words, who: &Players, e: &SetupError) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    match e {
        SetupError::PlayerCount { count, max } => w(
            "setup-error-player-count",
            Args::new()
                .num("count", *count as u64)
                .num("max", *max as u64),
        ),
        SetupError::EmptyStack { pos } => w(
            "setup-error-empty-stack",
            with_player(Args::new(), words, who, SEAT, *pos),
        ),
        SetupError::Length { field, got, want } => w(
            "setup-error-length",
            Args::new()
                .str("field", *field)
                .num("got", *got as u64)
                .num("want", *want as u64),
        ),
        SetupError::LimitBets => w("setup-error-limit-bets", Args::new()),
        SetupError::NoMinBet => w("setup-error-no-min-bet", Args::new()),
        SetupError::NoBlinds { game } => w(
            "setup-error-no-blinds",
            Args::new().str("game", super::house::key(game)),
        ),
        // A kind added to the engine since: its id and data.
        other => w("error-detail", Args::new().str("detail", other.to_string())),
    }
}

#[cfg(test)]
mod tests;

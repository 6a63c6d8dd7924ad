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
mod tests {
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
        let text = "name: House\nfollows: x\ngame: holdem\nstructure: no-limit\nstakes:\n  small_blind: [1]\n";
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
}

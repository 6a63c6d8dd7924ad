//! The desk's errors in words: each `DeskError`, with the reason inside it
//! (why an action is the floor's, why a PIN is weak, why a take-back is
//! refused, a seating refusal's case) and the rule behind a seating or
//! tournament refusal.
use dealerdesk_core::rules::{HouseRules, RuleId, RuleText};
use dealerdesk_i18n::{Args, Lang, Words};

use super::action::action;
use super::players::{Players, player};
use super::{
    action_error, by_rule, card, log_error, own_rule_text, rules_error, ruling, seat_no,
    setup_error_of, tourney,
};
use crate::desk::{
    DeskError, Encoded, FloorCall, MAX_NAME_CHARS, MIN_PASSPHRASE_CHARS, MIN_PIN_DIGITS, NameFault,
    NoTakeBack, ReplayFault, SeatNo, SeatRefusal, TourneyRefusal, WeakPin, code_point,
};
use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::Action;

/// A desk error in words, in every language, English included (a seating
/// or tournament refusal under a rule names its case, and the rule too where
/// its text can be said in the language; the rule stays on the answer as
/// data). Said where no hand's players are at hand: a face with a hand in
/// play says its errors with [`desk_error_at`].
pub fn desk_error(words: Words, e: &DeskError, house: &HouseRules) -> String {
    desk_error_at(words, &Players::default(), e, house)
}

/// A desk error in words, the hand's players named by name and seat.
pub fn desk_error_at(words: Words, who: &Players, e: &DeskError, house: &HouseRules) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    let none = Args::new;
    let act = |a: &Action| action(words, who, None, a);
    match e {
        DeskError::Refused(r) => ruling(words, who, r),
        DeskError::Seating(s) => with_rule(words, seating(words, &s.refusal), &s.rule, house),
        DeskError::Tournament(t) => with_rule(words, tourney(words, &t.refusal), &t.rule, house),
        DeskError::FloorOnly { action, why } => {
            let said = w(
                "desk-floor-only",
                none()
                    .str("action", act(action))
                    .str("why", floor_call(words, *why)),
            );
            with_rule(words, said, &floor_rule(*why).map(|r| house.rule(r)), house)
        }
        DeskError::WeakPin(why) => w("desk-weak-pin", none().str("detail", weak_pin(words, *why))),
        DeskError::NoHand => w("desk-no-hand", none()),
        DeskError::HandInPlay => w("desk-hand-in-play", none()),
        DeskError::TooFewPlayers(n) => w("desk-too-few-players", none().num("count", *n as u64)),
        DeskError::NotDealtIn(s) => w("desk-not-dealt-in", none().str("seat", seat_no(words, *s))),
        DeskError::NoReason => w("desk-no-reason", none()),
        DeskError::NotFloor => w("desk-not-floor", none()),
        DeskError::FloorByFloor => w("desk-floor-by-floor", none()),
        DeskError::FirstFloorAfterHands => w("desk-first-floor-after-hands", none()),
        DeskError::WrongPin => w("desk-wrong-pin", none()),
        DeskError::LockedOut { wrong, until } => w(
            "desk-locked-out",
            none()
                .num("wrong", u64::from(*wrong))
                .str("until", words.time(until.time())),
        ),
        DeskError::NothingToVoid => w("desk-nothing-to-void", none()),
        DeskError::NothingToCorrect => w("desk-nothing-to-correct", none()),
        DeskError::NoEndedHand => w("desk-no-ended-hand", none()),
        DeskError::SeatLeft(s) => w("desk-seat-left", none().str("seat", seat_no(words, *s))),
        DeskError::ChipsGone { seat, chips } => w(
            "desk-chips-gone",
            none()
                .str("seat", seat_no(words, *seat))
                .num("chips", chips.0),
        ),
        DeskError::NothingToTakeBack(why) => w(
            "desk-nothing-to-take-back",
            none().str("why", no_take_back(words, *why)),
        ),
        DeskError::NoRoomFlag => w("desk-no-room-flag", none()),
        DeskError::NoUnseenCards => w("desk-no-unseen-cards", none()),
        DeskError::DrawCountClosed { pos } => with_rule(
            words,
            w(
                "desk-draw-count-closed",
                none().str("seat", player(words, who, *pos)),
            ),
            // A game without draws has no such rule to name.
            &Some(house.rule(RuleId::DrawCountAsked)).filter(|_| house.game().def().has_draws()),
            house,
        ),
        DeskError::NotDrawnYet { pos } => w(
            "desk-not-drawn-yet",
            none().str("seat", player(words, who, *pos)),
        ),
        DeskError::ButtonAfterFirstHand => w("desk-button-after-first-hand", none()),
        DeskError::EmptySeat(s) => w("desk-empty-seat", none().str("seat", seat_no(words, *s))),
        DeskError::DrawnTwice(c) => w("desk-drawn-twice", none().str("card", card(words, *c))),
        DeskError::NoDraw => w("desk-no-draw", none()),
        DeskError::NoDealerName => w("desk-no-dealer-name", none()),
        DeskError::Log(e) => w("desk-log-failed", none().str("detail", log_error(words, e))),
        DeskError::Setup(e) => w(
            "desk-setup-failed",
            none().str("detail", setup_error_of(words, who, e)),
        ),
        DeskError::PlayerCount { seats, players } => w(
            "desk-player-count",
            none()
                .num("seats", *seats as u64)
                .num("players", *players as u64),
        ),
        DeskError::CorrectionPlayer { replaced, action } => w(
            "desk-correction-player",
            none()
                .str("replaced", act(replaced))
                .str("action", act(action)),
        ),
        DeskError::CorrectionReopens {
            hand_no,
            replaced,
            action,
        } => w(
            "desk-correction-reopens",
            none()
                .num("hand", *hand_no)
                .str("replaced", act(replaced))
                .str("action", act(action)),
        ),
        DeskError::DrawCount { seat, cards } => w(
            "desk-draw-count",
            none()
                .str("seat", seat_no(words, *seat))
                .num("cards", *cards as u64),
        ),
        DeskError::Replay { seq, action, fault } => w(
            "desk-replay",
            none()
                .str("seq", seq.to_string())
                .str("action", action.clone())
                .str("detail", replay_fault(words, who, fault, house)),
        ),
        DeskError::Inconsistent(fault) => w(
            "desk-inconsistent",
            none().str("detail", replay_fault(words, who, fault, house)),
        ),
        DeskError::Name(fault) => name_fault(words, fault),
        DeskError::NameReadsLike { name, like } => w(
            "desk-name-reads-like",
            none().str("name", name.clone()).str("like", like.clone()),
        ),
        DeskError::NotRoomStaff { name, seq } => w(
            "desk-not-room-staff",
            none().str("name", name.clone()).str("seq", seq.to_string()),
        ),
        DeskError::RemovedFromRoomStaff { name, removed } => w(
            "desk-removed-from-room-staff",
            none()
                .str("name", name.clone())
                .str("seq", removed.to_string()),
        ),
        DeskError::Encode(Encoded::Event) => w("desk-encode-event", none()),
        DeskError::Encode(Encoded::Rules) => w("desk-encode-rules", none()),
    }
}

/// A refusal's case, then the rule behind it where its text can be said in
/// the language: in English always, in another language where the house
/// file or the bundled translations word it.
fn with_rule(words: Words, case: String, rule: &Option<RuleText>, house: &HouseRules) -> String {
    match rule {
        Some(r) if words.lang() == Lang::En || own_rule_text(words, r, house).is_some() => {
            format!("{case} {}", by_rule(words, r, house))
        }
        _ => case,
    }
}

/// Why an action is the floor's, in words.
fn floor_call(words: Words, why: FloorCall) -> String {
    words.get(match why {
        FloorCall::Kill => "floor-call-kill",
        FloorCall::Award => "floor-call-award",
        FloorCall::FouledDeck => "floor-call-fouled-deck",
        FloorCall::See => "floor-call-see",
        FloorCall::MisdealAfterDeal => "floor-call-misdeal",
        FloorCall::KillsHand { .. } => "floor-call-kills-hand",
        FloorCall::MisdealAfterAction { .. } => "floor-call-misdeal-after-action",
    })
}

/// Why a log entry does not fold into the table, in words: the engine's,
/// the rules' or the clock's own refusal where one decides it.
fn replay_fault(words: Words, who: &Players, fault: &ReplayFault, house: &HouseRules) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    let none = Args::new;
    let stacks = |list: &[(SeatNo, Chips)]| {
        list.iter()
            .map(|(seat, chips)| format!("{}: {}", seat_no(words, *seat), words.number(chips.0)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match fault {
        ReplayFault::Payload { line, column } => w(
            "replay-payload",
            none()
                .num("line", *line as u64)
                .num("column", *column as u64),
        ),
        ReplayFault::Notation(e) => action_error(words, e),
        ReplayFault::Refused(r) => ruling(words, who, r),
        ReplayFault::Setup(e) => setup_error_of(words, who, e),
        ReplayFault::Rules(e) => rules_error(words, e),
        ReplayFault::NoHand => w("replay-no-hand", none()),
        ReplayFault::NoHandRow => w("replay-no-hand-row", none()),
        ReplayFault::EmptySeat(seat) => w(
            "replay-empty-seat",
            none().str("seat", seat_no(words, *seat)),
        ),
        ReplayFault::Stacks { recorded, replayed } => w(
            "replay-stacks",
            none()
                .str("recorded", stacks(recorded))
                .str("replayed", stacks(replayed)),
        ),
        ReplayFault::NotLastAction { named } => {
            w("replay-not-last-action", none().str("named", named.clone()))
        }
        ReplayFault::ActionWithoutText => w("replay-action-without-text", none()),
        ReplayFault::SnapshotDiffers => w("replay-snapshot-differs", none()),
        ReplayFault::SnapshotOutOfPlace => w("replay-snapshot-out-of-place", none()),
        ReplayFault::SnapshotTime { text } => {
            w("replay-snapshot-time", none().str("time", text.clone()))
        }
        ReplayFault::NotSnapshot => w("replay-not-snapshot", none()),
        ReplayFault::SnapshotRulesNotRules { seq } => w(
            "replay-snapshot-rules-not-rules",
            none().str("seq", seq.to_string()),
        ),
        ReplayFault::SnapshotRulesMissing { seq } => w(
            "replay-snapshot-rules-missing",
            none().str("seq", seq.to_string()),
        ),
        ReplayFault::AmendDuringHand => w("replay-amend-during-hand", none()),
        ReplayFault::AmendNotLast { hand_no } => {
            w("replay-amend-not-last", none().num("hand", *hand_no))
        }
        ReplayFault::Correction(e) => desk_error_at(words, who, e, house),
        ReplayFault::HandNotStarted => w("replay-hand-not-started", none()),
        ReplayFault::NoLevel { level } => {
            w("replay-no-level", none().num("level", u64::from(*level)))
        }
        ReplayFault::NoTournament => w("replay-no-tournament", none()),
        ReplayFault::Clock(e) => tourney(words, &TourneyRefusal::Clock(e.clone())),
        ReplayFault::NotEntrant { name } => {
            w("replay-not-entrant", none().str("name", name.clone()))
        }
        ReplayFault::SeatTaken(seat) => w(
            "replay-seat-taken",
            none().str("seat", seat_no(words, *seat)),
        ),
    }
}

/// What is wrong with a name, in words: the fault, the count or the
/// character by its code point and place.
pub fn name_fault(words: Words, fault: &NameFault) -> String {
    match fault {
        NameFault::Empty => words.get("desk-name-empty"),
        NameFault::TooLong { chars } => words.with(
            "desk-name-too-long",
            &Args::new()
                .num("chars", *chars as u64)
                .num("max", MAX_NAME_CHARS as u64),
        ),
        NameFault::Forbidden { found, position } => words.with(
            "desk-name-forbidden",
            &Args::new()
                .num("position", *position as u64)
                .str("code", code_point(*found)),
        ),
    }
}

/// The rule the engine applied where a procedure's result is the floor's.
fn floor_rule(why: FloorCall) -> Option<RuleId> {
    match why {
        FloorCall::KillsHand { rule } | FloorCall::MisdealAfterAction { rule } => rule,
        _ => None,
    }
}

/// Why a new floor PIN is refused, in words.
fn weak_pin(words: Words, why: WeakPin) -> String {
    let args = Args::new()
        .num("digits", MIN_PIN_DIGITS as u64)
        .num("chars", MIN_PASSPHRASE_CHARS as u64);
    let id = match why {
        WeakPin::FewDigits => "weak-pin-few-digits",
        WeakPin::ShortPassphrase => "weak-pin-short-passphrase",
        WeakPin::OneDigit => "weak-pin-one-digit",
        WeakPin::Straight => "weak-pin-straight",
    };
    words.with(id, &args)
}

/// Why the dealer's take-back is refused, in words.
fn no_take_back(words: Words, why: NoTakeBack) -> String {
    words.get(match why {
        NoTakeBack::NoHand => "take-back-no-hand",
        NoTakeBack::NoEntry => "take-back-no-entry",
        NoTakeBack::RecordedAfter => "take-back-recorded-after",
        NoTakeBack::ByFloor => "take-back-by-floor",
    })
}

/// A seating change refused where no house rule decides it.
fn seating(words: Words, r: &SeatRefusal) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    let seat = |s: &SeatNo| Args::new().str("seat", seat_no(words, *s));
    match r {
        SeatRefusal::NoSuchSeat(s) => w(
            "seating-no-such-seat",
            Args::new().num("seat", u64::from(s.0)),
        ),
        SeatRefusal::Empty(s) => w("desk-empty-seat", seat(s)),
        SeatRefusal::NoName => w("seating-no-name", Args::new()),
        SeatRefusal::NothingToAdd => w("seating-nothing-to-add", Args::new()),
        SeatRefusal::MoveDuringHand => w("seating-move-during-hand", Args::new()),
        SeatRefusal::LeaveDuringHand(s) => w("seating-leave-during-hand", seat(s)),
        SeatRefusal::Taken { seat: s, name } => {
            w("seating-taken", seat(s).str("name", name.clone()))
        }
        SeatRefusal::NoChips => w("seating-no-chips", Args::new()),
        SeatRefusal::OverTableLimit(c) => w(
            "seating-over-table-limit",
            Args::new()
                .num("chips", c.0)
                .num("max", dealerdesk_core::chips::Chips::MAX.0),
        ),
        SeatRefusal::AddDuringHand => w("seating-add-during-hand", Args::new()),
        SeatRefusal::BelowMinimum { stack, min } => w(
            "seating-below-minimum",
            Args::new().num("stack", stack.0).num("min", min.0),
        ),
        SeatRefusal::AboveMaximum { stack, max } => w(
            "seating-above-maximum",
            Args::new().num("stack", stack.0).num("max", max.0),
        ),
        SeatRefusal::TopUpAboveMaximum { stack, max } => w(
            "seating-top-up-above-maximum",
            Args::new().num("stack", stack.0).num("max", max.0),
        ),
        SeatRefusal::Rathole {
            name,
            left,
            stack,
            minutes,
        } => w(
            "seating-rathole",
            Args::new()
                .str("name", name.clone())
                .num("left", left.0)
                .num("stack", stack.0)
                .num("minutes", u64::try_from(*minutes).unwrap_or(0)),
        ),
        SeatRefusal::TableFull { name, size } => w(
            "seating-table-full",
            Args::new()
                .str("name", name.clone())
                .num("size", u64::from(*size)),
        ),
    }
}

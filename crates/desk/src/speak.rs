//! Refusals, rulings, desk errors, cards and rule texts in the table's
//! language: each typed answer of the engine and the desk becomes a
//! catalogue message with its data (rule, citation, amounts, seats, cards)
//! as arguments, in every language English included. The engine and the
//! log keep their language-neutral data; only faces call this.
use dealerdesk_core::cards::{Card, Rank, Suit};
use dealerdesk_core::engine::Ruling;
use dealerdesk_core::rules::{HouseRules, RuleText, Taken};
use dealerdesk_i18n::{Args, Lang, Words, rule_text};

use crate::desk::{
    DeskError, FloorCall, MIN_PASSPHRASE_CHARS, MIN_PIN_DIGITS, NoTakeBack, SeatNo, SeatRefusal,
    WeakPin,
};

mod command;
mod errors;
#[cfg(test)]
mod every;
#[cfg(test)]
mod every_desk;
#[cfg(test)]
mod every_fault;
mod hand;
mod house;
mod note;
mod phh;
mod reading;
mod session;
mod tourney;
mod why;
pub use command::{action_error, card_error, command_error, word_error};
pub use errors::{chain_fault, log_error, rules_error, setup_error};
pub use hand::{high_hand, won};
pub use house::{house_fault, tourney_fault};
pub use note::note;
pub use phh::phh_error;
pub use reading::reading;
pub use session::session_done;
pub use tourney::tourney;
pub use why::{held_act, why};

/// A rule's text in the table's language: the house file's own wording in
/// that language, else the bundled translation of its English, else the
/// house file's first text.
pub fn rule_in(words: Words, rule: &RuleText, house: &HouseRules) -> String {
    own_rule_text(words, rule, house).map_or_else(|| rule.text.clone(), str::to_string)
}

/// A rule's text in the table's language, if the house file or the bundled
/// translations give one.
fn own_rule_text<'a>(words: Words, rule: &RuleText, house: &'a HouseRules) -> Option<&'a str> {
    house
        .translations
        .get(&rule.text)
        .and_then(|t| t.get(words.lang().code()))
        .map(String::as_str)
        .or_else(|| rule_text(words.lang(), &rule.text))
}

/// A card as the table writes it (`A♠`, `10♥`) and says it (`pikové eso`).
pub fn card(words: Words, c: Card) -> String {
    let (rank, suit) = card_words(c);
    let spoken = words.with(
        "card-name",
        &Args::new().str("rank", rank).str("suit", suit),
    );
    format!("{} ({spoken})", symbol(c))
}

/// Cards in symbols, a space between: `A♠ K♦ 10♥`.
pub fn symbols(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| symbol(*c))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The card in symbols: rank and suit sign, ten as `10`.
pub fn symbol(c: Card) -> String {
    let rank = match c.rank() {
        Rank::Ten => "10".to_string(),
        r => r.to_char().to_string(),
    };
    let suit = match c.suit() {
        Suit::Spades => '♠',
        Suit::Hearts => '♥',
        Suit::Diamonds => '♦',
        Suit::Clubs => '♣',
    };
    format!("{rank}{suit}")
}

fn card_words(c: Card) -> (&'static str, &'static str) {
    let suit = match c.suit() {
        Suit::Spades => "spades",
        Suit::Hearts => "hearts",
        Suit::Diamonds => "diamonds",
        Suit::Clubs => "clubs",
    };
    (rank_word(c.rank()), suit)
}

/// A rank as the catalogues select on it: ace, king … two.
fn rank_word(r: Rank) -> &'static str {
    match r {
        Rank::Ace => "ace",
        Rank::King => "king",
        Rank::Queen => "queen",
        Rank::Jack => "jack",
        Rank::Ten => "ten",
        Rank::Nine => "nine",
        Rank::Eight => "eight",
        Rank::Seven => "seven",
        Rank::Six => "six",
        Rank::Five => "five",
        Rank::Four => "four",
        Rank::Three => "three",
        Rank::Two => "two",
    }
}

/// The engine's ruling in words: why it refused, with its data.
pub fn ruling(words: Words, r: &Ruling) -> String {
    why(words, &r.why)
}

/// A rule's citation as a ruling quotes it, saying when the bundled preset
/// or the option's default stands in for what the house file left out.
pub fn cite(words: Words, rule: &RuleText) -> String {
    let args = Args::new().str("cite", rule.cite.clone());
    match rule.taken {
        Taken::House => rule.cite.clone(),
        Taken::Preset => words.with("rule-cite-preset", &args),
        Taken::Default => words.with("rule-cite-default", &args),
    }
}

/// A refusal by the rule alone.
pub fn by_rule(words: Words, rule: &RuleText, house: &HouseRules) -> String {
    words.with(
        "refusal-by-rule",
        &Args::new()
            .str("rule", rule.id)
            .str("cite", cite(words, rule))
            .str("text", rule_in(words, rule, house)),
    )
}

/// A seat of the table in words: "Seat 3", "Místo 3", "3. hely".
pub fn seat_no(words: Words, s: SeatNo) -> String {
    words.with("seat-number", &Args::new().num("seat", u64::from(s.0)))
}

/// A desk error in words, in every language, English included (a seating
/// or tournament refusal under a rule names its case, and the rule too where
/// its text can be said in the language; the rule stays on the answer as
/// data).
pub fn desk_error(words: Words, e: &DeskError, house: &HouseRules) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    let none = Args::new;
    match e {
        DeskError::Refused(r) => ruling(words, r),
        DeskError::Seating(s) => with_rule(words, seating(words, &s.refusal), &s.rule, house),
        DeskError::Tournament(t) => with_rule(words, tourney(words, &t.refusal), &t.rule, house),
        DeskError::FloorOnly { action, why } => w(
            "desk-floor-only",
            none()
                .str("action", action.clone())
                .str("why", floor_call(words, *why)),
        ),
        DeskError::WeakPin(why) => w("desk-weak-pin", none().str("detail", weak_pin(words, *why))),
        DeskError::NoHand => w("desk-no-hand", none()),
        DeskError::HandInPlay => w("desk-hand-in-play", none()),
        DeskError::TooFewPlayers(n) => w("desk-too-few-players", none().num("count", *n as u64)),
        DeskError::NotDealtIn(s) => w("desk-not-dealt-in", none().str("seat", seat_no(words, *s))),
        DeskError::NoReason => w("desk-no-reason", none()),
        DeskError::NotFloor => w("desk-not-floor", none()),
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
        DeskError::ButtonAfterFirstHand => w("desk-button-after-first-hand", none()),
        DeskError::EmptySeat(s) => w("desk-empty-seat", none().str("seat", seat_no(words, *s))),
        DeskError::DrawnTwice(c) => w("desk-drawn-twice", none().str("card", card(words, *c))),
        DeskError::NoDraw => w("desk-no-draw", none()),
        DeskError::NoDealerName => w("desk-no-dealer-name", none()),
        DeskError::Log(e) => w("desk-log-failed", none().str("detail", log_error(words, e))),
        DeskError::Setup(e) => w(
            "desk-setup-failed",
            none().str("detail", setup_error(words, e)),
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
                .str("replaced", replaced.clone())
                .str("action", action.clone()),
        ),
        DeskError::CorrectionReopens {
            hand_no,
            replaced,
            action,
        } => w(
            "desk-correction-reopens",
            none()
                .num("hand", *hand_no)
                .str("replaced", replaced.clone())
                .str("action", action.clone()),
        ),
        DeskError::DrawCount { seat, cards } => w(
            "desk-draw-count",
            none()
                .str("seat", seat_no(words, *seat))
                .num("cards", *cards as u64),
        ),
        DeskError::Replay {
            seq,
            action,
            message,
        } => w(
            "desk-replay",
            none()
                .str("seq", seq.to_string())
                .str("action", action.clone())
                .str("detail", message.clone()),
        ),
        // An event that cannot be encoded, a table that cannot take what
        // was recorded: faults of the desk, said with the code's words.
        other => w("desk-failure", none().str("detail", other.to_string())),
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
    })
}

/// Why a new floor PIN is refused, in words.
fn weak_pin(words: Words, why: WeakPin) -> String {
    let args = Args::new()
        .num("digits", MIN_PIN_DIGITS as u64)
        .num("chars", MIN_PASSPHRASE_CHARS as u64);
    let id = match why {
        WeakPin::FewDigits => "weak-pin-few-digits",
        WeakPin::ShortPassphrase => "weak-pin-short-passphrase",
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
    }
}

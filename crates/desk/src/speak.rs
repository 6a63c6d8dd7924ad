//! Refusals, desk errors, cards and rule texts in the table's language: each
//! typed answer of the engine and the desk becomes a catalogue message with
//! its data (rule, citation, amounts, seats, cards) as arguments. The engine
//! and the log keep their language-neutral data; only faces call this.
use dealerdesk_core::cards::{Card, Rank, Suit};
use dealerdesk_core::chips::Pos;
use dealerdesk_core::engine::{Action, Legal, Next, Ruling};
use dealerdesk_core::notation::parse_action;
use dealerdesk_core::rules::{HouseRules, RuleId, RuleText};
use dealerdesk_i18n::{Args, Lang, Words, rule_text};

use crate::desk::{DeskError, SeatNo, SeatRefusal};

mod errors;
mod session;
pub use errors::{chain_fault, log_error, rules_error, setup_error};
pub use session::session_done;

/// A rule's text in the table's language: the house file's own wording in
/// that language, else the bundled translation of its English, else the
/// house file's first text.
pub fn rule_in(words: Words, rule: &RuleText, house: &HouseRules) -> String {
    house
        .translations
        .get(&rule.text)
        .and_then(|t| t.get(words.lang().code()))
        .map(String::as_str)
        .or_else(|| rule_text(words.lang(), &rule.text))
        .map_or_else(|| rule.text.clone(), str::to_string)
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
    let rank = match c.rank() {
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
    };
    let suit = match c.suit() {
        Suit::Spades => "spades",
        Suit::Hearts => "hearts",
        Suit::Diamonds => "diamonds",
        Suit::Clubs => "clubs",
    };
    (rank, suit)
}

/// The engine's ruling in words: `legal` is what the engine allowed when it
/// refused (the hand is unchanged by a refusal, so the face recomputes it).
/// A refusal this table has no message of its own for is said by its rule:
/// id, citation and the rule's text in the language.
pub fn ruling(words: Words, r: &Ruling, legal: Option<&Legal>, house: &HouseRules) -> String {
    if words.lang() == Lang::En {
        // The engine's own sentence is the English reference.
        return r.message.clone();
    }
    let action = parse_action(&r.action).ok();
    message_of(words, r, action.as_ref(), legal).unwrap_or_else(|| by_rule(words, &r.rule, house))
}

/// A refusal by the rule alone.
pub fn by_rule(words: Words, rule: &RuleText, house: &HouseRules) -> String {
    words.with(
        "refusal-by-rule",
        &Args::new()
            .str("rule", rule.id)
            .str("cite", rule.cite.clone())
            .str("text", rule_in(words, rule, house)),
    )
}

/// A seat of the table in words: "Seat 3", "Místo 3", "3. hely".
pub fn seat_no(words: Words, s: SeatNo) -> String {
    words.with("seat-number", &Args::new().num("seat", u64::from(s.0)))
}

fn seat(p: Pos) -> String {
    p.to_string()
}

fn message_of(
    words: Words,
    r: &Ruling,
    a: Option<&Action>,
    legal: Option<&Legal>,
) -> Option<String> {
    let id = RuleId::ALL
        .iter()
        .copied()
        .find(|id| id.as_str() == r.rule.id)?;
    let a = a?;
    let legal = legal?;
    let w = |id: &str, args: Args| Some(words.with(id, &args));
    match (id, a) {
        (RuleId::OrderOfPlay, _) => match legal.next {
            Next::Dealer(_) => w("refusal-dealer-next", Args::new()),
            Next::Done => w("refusal-hand-over", Args::new()),
            Next::Player(turn) if Some(turn) != a.player() => w(
                "refusal-not-your-turn",
                Args::new()
                    .str("turn", seat(turn))
                    .str("seat", seat(a.player()?)),
            ),
            Next::Player(turn) if legal.raise.is_none() && legal.check_call.is_none() => {
                w("refusal-betting-over", Args::new().str("turn", seat(turn)))
            }
            Next::Player(_) => None,
        },
        (RuleId::BringIn, Action::BringIn(_)) => w("refusal-no-bring-in", Args::new()),
        (RuleId::BringIn, _) => w(
            "refusal-must-bring-in",
            Args::new().str("seat", seat(a.player()?)),
        ),
        (RuleId::MinBet | RuleId::MinRaise, Action::BetRaise { to, .. }) => {
            let (lo, _) = legal.raise?;
            let id = if id == RuleId::MinBet {
                "refusal-bet-below-min"
            } else {
                "refusal-raise-below-min"
            };
            w(id, Args::new().num("to", to.0).num("min", lo.0))
        }
        (RuleId::NoLimitMax | RuleId::PotLimitMax, Action::BetRaise { to, .. }) => {
            match legal.raise {
                Some((_, hi)) => {
                    let id = if legal.check_call == Some(dealerdesk_core::chips::Chips::ZERO) {
                        "refusal-bet-above-max"
                    } else {
                        "refusal-raise-above-max"
                    };
                    w(id, Args::new().num("to", to.0).num("max", hi.0))
                }
                None => w(
                    "refusal-no-raise",
                    Args::new().str("seat", seat(a.player()?)),
                ),
            }
        }
        (RuleId::LimitSizes | RuleId::OpenPair, Action::BetRaise { to, .. }) => {
            let (lo, hi) = legal.raise?;
            if legal.raise_choices.is_empty() {
                w(
                    "refusal-limit-exactly",
                    Args::new().num("size", lo.0).num("to", to.0),
                )
            } else {
                w(
                    "refusal-limit-choice",
                    Args::new()
                        .num("small", lo.0)
                        .num("big", hi.0)
                        .num("to", to.0),
                )
            }
        }
        (RuleId::RightToSee, Action::Muck(p)) => {
            w("refusal-muck-must-show", Args::new().str("seat", seat(*p)))
        }
        (RuleId::AllInFaceUp, Action::Muck(p)) => {
            w("refusal-muck-all-in", Args::new().str("seat", seat(*p)))
        }
        (RuleId::ShowdownOrder, Action::Muck(p)) => {
            w("refusal-muck-not-now", Args::new().str("seat", seat(*p)))
        }
        (RuleId::DuplicateCard, _) => {
            // The engine's sentence starts with the card it found out already.
            let first = r.message.split_whitespace().next()?;
            let c: Card = first.parse().ok()?;
            w(
                "refusal-duplicate-card",
                Args::new().str("card", card(words, c)),
            )
        }
        _ => None,
    }
}

/// A desk error in words; `legal` as for [`ruling`].
pub fn desk_error(
    words: Words,
    e: &DeskError,
    legal: Option<&Legal>,
    house: &HouseRules,
) -> String {
    if words.lang() == Lang::En {
        return e.to_string();
    }
    let w = |id: &str, args: Args| words.with(id, &args);
    let none = Args::new;
    match e {
        DeskError::Refused(r) => ruling(words, r, legal, house),
        DeskError::Seating(s) => s
            .rule
            .as_ref()
            .map_or_else(|| seating(words, &s.refusal), |r| by_rule(words, r, house)),
        DeskError::Tournament(t) => t.rule.as_ref().map_or_else(
            || w("desk-failure", none().str("detail", t.to_string())),
            |r| by_rule(words, r, house),
        ),
        DeskError::FloorOnly { action, .. } => {
            w("desk-floor-only", none().str("action", action.clone()))
        }
        DeskError::WeakPin(why) => w("desk-weak-pin", none().str("detail", why.clone())),
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
                .str("until", until.format("%H:%M:%S").to_string()),
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
        DeskError::NothingToTakeBack(_) => w("desk-nothing-to-take-back", none()),
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
        other => w("desk-failure", Args::new().str("detail", other.to_string())),
    }
}

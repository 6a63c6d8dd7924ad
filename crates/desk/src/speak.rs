//! Refusals, rulings, desk errors, cards and rule texts in the table's
//! language: each typed answer of the engine and the desk becomes a
//! catalogue message with its data (rule, citation, amounts, seats, cards)
//! as arguments, in every language English included. The engine and the
//! log keep their language-neutral data; only faces call this.
use dealerdesk_core::cards::{Card, Rank, Suit};
use dealerdesk_core::engine::Ruling;
use dealerdesk_core::rules::{HouseRules, RuleText, Taken};
use dealerdesk_i18n::{Args, Words, rule_text};

use crate::desk::SeatNo;

mod action;
mod command;
mod desk;
mod draws;
mod entry;
mod errors;
mod game;
mod hand;
mod house;
mod note;
mod phh;
mod pin_faults;
mod players;
mod reading;
mod room_staff;
mod session;
mod signing;
mod standings;
mod tourney;
mod why;
pub use action::action;
pub use command::{action_error, card_error, command_error, word_error};
pub use desk::{desk_error, desk_error_at, name_fault};
pub use draws::{draw_told, draws_line, drew_list};
pub use entry::{entry_action, entry_reason, review_entry};
pub use errors::{chain_fault, log_error, rules_error, setup_error, setup_error_of};
pub use game::{game_name, variant_name};
pub use hand::{high_hand, won};
pub use house::{house_fault, option_value, parser_said, tourney_fault};
pub use note::note;
pub use phh::phh_error;
pub use players::{Players, player};
pub use reading::reading;
pub use room_staff::room_staff;
pub use session::session_done;
pub use standings::{standings_pool, standings_rounding};
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

/// The engine's ruling in words: why it refused, with its data and its
/// players by name and seat.
pub fn ruling(words: Words, who: &Players, r: &Ruling) -> String {
    why(words, who, &r.why)
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

//! A draw game's cards drawn in words: each player's draws in order ("Ana
//! (seat 2): drew 2, drew 0 (pat), drew 1"), said alike by the console by
//! each seat and the table face in its state, and the dealer's answer to
//! "how many did they draw?" with the rule behind it.
use dealerdesk_core::chips::Pos;
use dealerdesk_core::rules::HouseRules;
use dealerdesk_i18n::{Args, Words};

use super::by_rule;
use super::players::{Players, player};
use crate::desk::DrawCount;

/// The player's draws so far, in order: "drew 2, drew 0 (pat), drew 1";
/// empty before the first.
pub fn drew_list(words: Words, draws: &[u8]) -> String {
    draws
        .iter()
        .map(|n| words.with("draw-drew", &Args::new().num("cards", u64::from(*n))))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The player and their draws: "Ana (seat 2): drew 2, drew 0 (pat)".
pub fn draws_line(words: Words, who: &Players, pos: Pos, draws: &[u8]) -> String {
    words.with(
        "draw-seat-line",
        &Args::new()
            .str("seat", player(words, who, pos))
            .str("draws", drew_list(words, draws)),
    )
}

/// The dealer's answer, with the rule that has it told.
pub fn draw_told(words: Words, who: &Players, told: &DrawCount, house: &HouseRules) -> String {
    let said = words.with(
        "draw-told",
        &Args::new()
            .str("seat", player(words, who, told.pos))
            .num("cards", u64::from(told.cards)),
    );
    format!("{said} {}", by_rule(words, &told.rule, house))
}

//! The engine's tests through its public API, one module per area. Each test
//! is named after the rule it proves; `support::Table` is the one door they
//! use.

#![allow(clippy::unwrap_used)] // tests fail loudly by design

mod burn_errors;
mod card_counts;
mod corpus;
mod dead_cards;
mod dealing_places;
mod deck_count;
mod draw;
mod draw_odd_chip;
mod draw_stub;
mod floor;
mod game_cites;
mod holdem_betting;
mod interpret;
mod omaha;
mod pots_and_showdown;
mod presets;
mod procedures;
mod rake;
mod razz;
mod reader_fuzz;
mod round_facts;
mod short_deck;
mod stud;
mod stud_odd_chips;
mod stud_open_pair;
mod stud_procedures;
mod stud_short_stub;
mod support;

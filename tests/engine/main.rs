//! Engine tests through the public API, one module per area. Each test is
//! named after the rule it proves; `support::Table` is the one door they use.

#![allow(clippy::unwrap_used)] // tests fail loudly by design

mod burn_errors;
mod card_counts;
mod corpus;
mod dead_cards;
mod deck_count;
mod desk;
mod desk_blinds;
mod desk_command_words;
mod desk_export;
mod desk_floor_procedures;
mod desk_floor_staff;
mod desk_game_change;
mod desk_take_back;
mod floor;
mod holdem_betting;
mod hunt;
mod interpret;
mod omaha;
mod pots_and_showdown;
mod presets;
mod procedures;
mod properties;
mod rake;
mod state_cli;
mod stud;
mod stud_odd_chips;
mod stud_open_pair;
mod stud_procedures;
mod stud_short_stub;
mod support;

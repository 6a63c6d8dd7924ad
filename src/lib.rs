//! Dealer Desk: a dealer-assist and rules-arbitration console for live poker
//! tables. This crate is the program (`main.rs`, the command line in `cli`)
//! and re-exports the workspace's crates under one name:
//!
//! - `dealerdesk-core`: `cards`, `chips`, `game`, `eval`, `pots`, `rules`, `engine`,
//!   `notation`, `limits`, `replay` — the pure engine, no IO crates;
//! - `dealerdesk-log`: `log`, the hash-chained SQLite audit log;
//! - `dealerdesk-desk`: `desk`, `command`, `review`, `export`, `table_face`, `speak`;
//! - `dealerdesk-i18n`: `i18n`, the message catalogues of the five languages;
//! - `dealerdesk-console`: `ui`, the dealer console on egui;

pub use dealerdesk_console as ui;
pub use dealerdesk_core::{
    cards, chips, engine, eval, game, limits, notation, pots, replay, rules, tournament,
};
pub use dealerdesk_desk::{command, desk, export, review, speak, table_face};
pub use dealerdesk_i18n as i18n;
pub use dealerdesk_log as log;
pub use dealerdesk_room as room;

//! Integration tests of the append-only, tamper-evident audit log (`dealerdesk::log`).
//!
//! Pieces live in `tests/log/`; `crash` re-executes this test binary as a writer child.

// Tests may unwrap (the lint is meant for library code); helpers outside #[test]
// functions are not covered by clippy.toml's allow-unwrap-in-tests.
#![allow(clippy::unwrap_used)]

#[path = "log/anchors.rs"]
mod anchors;
#[path = "log/answers.rs"]
mod answers;
#[path = "log/bounds.rs"]
mod bounds;
#[path = "log/cli.rs"]
mod cli;
#[path = "log/common.rs"]
mod common;
#[path = "log/crash.rs"]
mod crash;
#[path = "log/floor_procedures.rs"]
mod floor_procedures;
#[path = "log/floor_staff.rs"]
mod floor_staff;
#[path = "log/hand_players.rs"]
mod hand_players;
#[path = "log/hands_cli.rs"]
mod hands_cli;
#[path = "log/import_resume.rs"]
mod import_resume;
#[path = "log/names.rs"]
mod names;
#[path = "log/one_writer.rs"]
mod one_writer;
#[path = "log/open_errors.rs"]
mod open_errors;
#[path = "log/pins.rs"]
mod pins;
#[path = "log/reader_fuzz.rs"]
mod reader_fuzz;
#[path = "log/resume.rs"]
mod resume;
#[path = "log/review_hand.rs"]
mod review_hand;
#[path = "log/roundtrip.rs"]
mod roundtrip;
#[path = "log/row_records.rs"]
mod row_records;
#[path = "log/standings_html.rs"]
mod standings_html;
#[path = "log/stars_golden.rs"]
mod stars_golden;
#[path = "log/strict.rs"]
mod strict;
#[path = "log/table_face.rs"]
mod table_face;
#[path = "log/table_names.rs"]
mod table_names;
#[path = "log/tamper.rs"]
mod tamper;
#[path = "log/tournament.rs"]
mod tournament;
#[path = "log/tournament_deal.rs"]
mod tournament_deal;
#[path = "log/tournament_entries.rs"]
mod tournament_entries;
#[path = "log/tournament_split.rs"]
mod tournament_split;
#[path = "log/triggers.rs"]
mod triggers;

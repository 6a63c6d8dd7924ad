//! Integration tests of the append-only, tamper-evident audit log (`dealerdesk::log`).
//!
//! Pieces live beside this file in `tests/log/`; `crash` re-executes this test binary as a writer child.

// Tests may unwrap (the lint is meant for library code); helpers outside #[test]
// functions are not covered by clippy.toml's allow-unwrap-in-tests.
#![allow(clippy::unwrap_used)]

mod anchors;
mod answers;
mod bounds;
mod cli;
mod common;
mod crash;
mod floor_procedures;
mod floor_staff;
mod hands_cli;
mod import_resume;
mod names;
mod one_writer;
mod pins;
mod standings_html;
mod stars_golden;
mod strict;
mod table_face;
mod tournament;
mod tournament_deal;
mod tournament_entries;
mod tournament_split;

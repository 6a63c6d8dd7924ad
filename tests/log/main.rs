//! The program's tests of a log and the faces over it: `dealerdesk log`
//! (verify, hands, show, export, import, standings), the `table` face's JSON
//! lines with the tournament clock, one writer per log, crash safety and the
//! anchors of a log's head, each run through the built binary. The library
//! side lives with its crate: the log's own API in `crates/log/tests`, the
//! desk's in `crates/desk/tests`.
//!
//! One module per file beside this one (`tests/log/*.rs`, declared plainly);
//! `crash` re-executes this test binary as a writer child.

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
mod rotation;
mod standings_html;
mod stars_golden;
mod strict;
mod table_face;
mod tournament;
mod tournament_deal;
mod tournament_entries;
mod tournament_split;

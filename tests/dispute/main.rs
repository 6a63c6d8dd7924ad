//! The floor's dispute desk through the program: `log why` (what was legal
//! at a step of a logged hand and why), checked against what the `table`
//! face showed live; `log whatif` (another action played in a sandbox);
//! `log rulings` (every floor entry, as text, JSON and a printed page).
//!
//! One module per file beside this one.

// Tests may unwrap (the lint is meant for library code); helpers outside #[test]
// functions are not covered by clippy.toml's allow-unwrap-in-tests.
#![allow(clippy::unwrap_used)]

mod common;
mod rulings;
mod whatif;
mod why;

//! `dealerdesk room tournament …` as the floor runs it and `table --room`
//! processes as the tables deal, against a real PostgreSQL server.
#![allow(clippy::unwrap_used)]

#[path = "../../crates/room/tests/support/mod.rs"]
mod support;

mod clock;
mod driver;
mod floor;
mod moves;
mod scripted_event;

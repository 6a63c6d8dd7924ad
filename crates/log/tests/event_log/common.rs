//! The chain tests' fixtures, shared with the other crates' tests:
//! `dealerdesk-testkit`.

pub use dealerdesk_testkit::*;

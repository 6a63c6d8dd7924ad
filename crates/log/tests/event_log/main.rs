//! The audit log through its public API: what a log holds comes back as it
//! was written; every edit behind the log's back — a changed, deleted or
//! added row, a dropped trigger, a retyped column, a cut tail — is caught at
//! verify and at open with the seq and the fault named; a file that is not a
//! log, or one the process may not write, is refused as such and left as it
//! was; and floor PINs are salted Argon2 hashes keyed by the house.
//! `open_errors` re-executes this test binary as an unprivileged child.

#![allow(clippy::unwrap_used)] // tests fail loudly by design

mod common;
mod links;
mod open_errors;
mod pins;
mod roundtrip;
mod row_records;
mod signed;
mod strict;
mod tamper;
mod triggers;

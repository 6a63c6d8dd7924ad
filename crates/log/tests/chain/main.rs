//! The audit log's hash chain through its public API: what a log holds comes
//! back as it was written, and every edit behind the log's back — a changed,
//! deleted or added row, a dropped trigger, a cut tail — is caught at verify
//! and at open, with the seq and the fault named.

#![allow(clippy::unwrap_used)] // tests fail loudly by design

mod common;
mod roundtrip;
mod row_records;
mod tamper;
mod triggers;

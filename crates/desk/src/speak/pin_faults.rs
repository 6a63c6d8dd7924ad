//! Why a floor PIN cannot be hashed or checked, and why the house key
//! cannot be read or made, in the table's language: each typed cause its
//! own message, a file system error's own words as its detail.
use std::path::Path;

use dealerdesk_i18n::{Args, Words};
use dealerdesk_log::{KeyFault, PinFault};

/// A PIN that cannot be hashed or checked, in words.
pub(super) fn pin_fault(words: Words, fault: PinFault) -> String {
    words.get(match fault {
        PinFault::Settings => "log-error-pin-settings",
        PinFault::Hashing => "log-error-pin-hashing",
        PinFault::StoredHash => "log-error-pin-stored-hash",
        PinFault::StoredSettings => "log-error-pin-stored-settings",
        _ => "log-error-pin-checking",
    })
}

/// Why the house key cannot be read or made, in words; a file system
/// error's own text stands as its detail.
pub(super) fn house_key(words: Words, file: &Path, fault: &KeyFault) -> String {
    let path = || Args::new().str("path", file.display().to_string());
    let os = |id: &str, e: &std::io::Error| words.with(id, &path().str("detail", e.to_string()));
    match fault {
        KeyFault::NoPlace => words.get("log-error-house-key-no-place"),
        KeyFault::NoRandom => words.get("log-error-house-key-no-random"),
        KeyFault::Read(e) => os("log-error-house-key-read", e),
        KeyFault::Folder(e) => os("log-error-house-key-folder", e),
        KeyFault::Write(e) => os("log-error-house-key-write", e),
        KeyFault::Size { found } => words.with(
            "log-error-house-key-size",
            &path().num("found", *found as u64),
        ),
        // A fault added to the log after this match: as the code wrote it.
        other => words.with(
            "error-detail",
            &Args::new().str("detail", other.to_string()),
        ),
    }
}

//! Why a floor PIN cannot be hashed or checked ([`PinFault`], the cause of
//! [`LogError::PinHash`](crate::LogError::PinHash)) and why the house key
//! cannot be read or made ([`KeyFault`], the cause of
//! [`LogError::HouseKey`](crate::LogError::HouseKey)). Each variant names
//! the step that failed; a file system error keeps the system's own words
//! beside it as data, the way [`LogError::Io`](crate::LogError::Io) does.

/// The step of hashing or checking a PIN that Argon2 refused (not a wrong
/// PIN: that is `Ok(false)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PinFault {
    /// The cost or the house key's id a new hash is made with.
    #[error("argon2 refused the settings a pin is hashed with")]
    Settings,
    /// Hashing the PIN itself (its salt from the system included).
    #[error("argon2 could not hash the pin")]
    Hashing,
    /// A stored PIN hash that is not a PHC string Argon2 reads.
    #[error("a stored pin hash is not one argon2 reads")]
    StoredHash,
    /// The settings a stored PIN hash names.
    #[error("argon2 refused the settings a stored pin hash names")]
    StoredSettings,
    /// Checking a PIN against its stored hash.
    #[error("argon2 could not check the pin against its hash")]
    Checking,
}

/// Why the house key cannot be read or made.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum KeyFault {
    /// Neither the key's variable, `XDG_CONFIG_HOME` nor `HOME` names a
    /// place for it.
    #[error("neither HOME nor XDG_CONFIG_HOME is set")]
    NoPlace,
    /// The operating system gave no random bytes for a new key.
    #[error("the system gave no random bytes")]
    NoRandom,
    /// The key's file cannot be read.
    #[error("cannot read it: {0}")]
    Read(#[source] std::io::Error),
    /// The key's folder cannot be made.
    #[error("cannot make its folder: {0}")]
    Folder(#[source] std::io::Error),
    /// A new key cannot be written and linked into place.
    #[error("cannot write it: {0}")]
    Write(#[source] std::io::Error),
    /// The file holds another number of bytes than a key's 32.
    #[error("{found} bytes, a house key has 32")]
    Size {
        /// How many bytes the file holds.
        found: usize,
    },
}

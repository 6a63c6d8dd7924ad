//! Operator PINs: salted Argon2id hashes stored as PHC strings, never the PIN itself.

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};

use super::error::LogError;

/// Hash `pin` with Argon2id (default parameters) and a fresh random salt from the
/// operating system, returning the PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`).
pub(crate) fn hash_pin(pin: &str) -> Result<String, LogError> {
    Argon2::default()
        .hash_password(pin.as_bytes())
        .map(|h| h.to_string())
        .map_err(|e| LogError::PinHash(e.to_string()))
}

/// Check `pin` against a stored PHC string. A wrong PIN is `Ok(false)`; an unparsable
/// stored hash is an error.
pub(crate) fn verify_pin(phc: &str, pin: &str) -> Result<bool, LogError> {
    let parsed = PasswordHash::new(phc).map_err(|e| LogError::PinHash(e.to_string()))?;
    match Argon2::default().verify_password(pin.as_bytes(), &parsed) {
        Ok(()) => Ok(true),
        Err(argon2::password_hash::Error::PasswordInvalid) => Ok(false),
        Err(e) => Err(LogError::PinHash(e.to_string())),
    }
}

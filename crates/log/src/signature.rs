//! What a floor person's signature is: the records that carry keys and
//! signatures in the chain, the message signed, and a key held for the
//! entries of the floor person whose PIN was given.

use ed25519_dalek::{SigningKey, VerifyingKey};
use serde::{Deserialize, Serialize};

use crate::types::OperatorId;

/// The action of a floor person's public key, chained after their `log operator` record.
pub(crate) const STAFF_KEY: &str = "log staff key";
/// The action of a signature over the entry just before it.
pub(crate) const SIGNED: &str = "log signed";

/// What a signature signs: this, then the entry's hash (64 hex characters).
const CONTEXT: &[u8] = b"dealerdesk signed entry v1\n";

/// The message a signature over the entry whose hash is `hash` signs.
pub(crate) fn message(hash: &[u8]) -> Vec<u8> {
    let mut m = Vec::with_capacity(CONTEXT.len() + hash.len());
    m.extend_from_slice(CONTEXT);
    m.extend_from_slice(hash);
    m
}

/// A floor person's public key as chained at registration, with what
/// derives it again from their PIN.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct StaffKeyRecord {
    /// The floor person's operator id.
    pub id: i64,
    /// The ed25519 public key, hex.
    pub key: String,
    /// The derivation's salt, hex.
    pub salt: String,
    /// `standard` or `scratch`.
    pub cost: String,
    /// The house key's id, hex.
    pub house: String,
}

impl StaffKeyRecord {
    /// The public key it records, if it is one.
    pub fn verifying_key(&self) -> Option<VerifyingKey> {
        let bytes: [u8; 32] = unhex(&self.key)?.try_into().ok()?;
        VerifyingKey::from_bytes(&bytes).ok()
    }
}

/// A `log signed` record's payload.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct SignedRecord {
    /// The seq of the entry signed.
    pub seq: u64,
    /// The signature, hex.
    pub sig: String,
}

impl SignedRecord {
    /// The signature it holds, if it is one.
    pub fn signature(&self) -> Option<ed25519_dalek::Signature> {
        let bytes: [u8; 64] = unhex(&self.sig)?.try_into().ok()?;
        Some(ed25519_dalek::Signature::from_bytes(&bytes))
    }
}

/// Lowercase hex of `bytes`.
pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The bytes of lowercase hex text.
pub(crate) fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2)
        || !text
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok())
        .collect()
}

/// A floor person's key, derived from their PIN for the entries they are
/// about to make; held in memory only, until someone else's entry.
pub(crate) struct Unlocked {
    pub operator: OperatorId,
    pub key: SigningKey,
}

impl std::fmt::Debug for Unlocked {
    /// The operator, never the key.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Unlocked")
            .field("operator", &self.operator)
            .finish()
    }
}

/// Whether the log's floor entries are signed: decided by its first floor
/// person's registration, with or without a key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Signedness {
    /// No floor person yet: the first one's registration decides.
    NoFloor,
    /// A log of the older format: floor people registered without keys.
    Unsigned,
    /// Every floor entry is signed.
    Signed,
}

//! Operator PINs: salted Argon2id hashes stored as PHC strings, never the PIN itself.
//! The PHC string carries the cost it was hashed at, so a PIN is checked at
//! that cost and a log shows which cost its PINs were hashed at.

use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use argon2::{Algorithm, Argon2, Params, Version};

use std::collections::HashMap;

use rusqlite::OptionalExtension;

use super::error::LogError;
use crate::{EventLog, OperatorId, records};

/// What hashing a PIN costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PinCost {
    /// Argon2id's default parameters (19 MiB, two passes): every desk's.
    Standard,
    /// The least Argon2id allows (8 KiB, one pass), for the random hunts,
    /// which register thousands of floor people. Such a hash protects
    /// nothing; a log that holds one is a hunt's scratch log, and
    /// [`PinCost::of`] says so.
    Scratch,
}

impl PinCost {
    fn params(self) -> Params {
        match self {
            PinCost::Standard => Params::DEFAULT,
            PinCost::Scratch => Params::new(Params::MIN_M_COST, Params::MIN_T_COST, 1, None)
                .unwrap_or(Params::DEFAULT),
        }
    }

    /// The cost a stored PHC string was hashed at: `Scratch` below the
    /// standard memory or passes; `None` for a string that is not one.
    pub fn of(phc: &str) -> Option<PinCost> {
        let parsed = PasswordHash::new(phc).ok()?;
        let params = Params::try_from(&parsed).ok()?;
        let standard = Params::DEFAULT;
        Some(
            if params.m_cost() < standard.m_cost() || params.t_cost() < standard.t_cost() {
                PinCost::Scratch
            } else {
                PinCost::Standard
            },
        )
    }
}

/// Hash `pin` with Argon2id at `cost` and a fresh random salt from the
/// operating system, returning the PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`).
pub(crate) fn hash_pin(pin: &str, cost: PinCost) -> Result<String, LogError> {
    Argon2::new(Algorithm::Argon2id, Version::V0x13, cost.params())
        .hash_password(pin.as_bytes())
        .map(|h| h.to_string())
        .map_err(|e| LogError::PinHash(e.to_string()))
}

/// Check `pin` against a stored PHC string, at the cost it records. A wrong
/// PIN is `Ok(false)`; an unparsable stored hash is an error.
pub(crate) fn verify_pin(phc: &str, pin: &str) -> Result<bool, LogError> {
    let parsed = PasswordHash::new(phc).map_err(|e| LogError::PinHash(e.to_string()))?;
    match Argon2::default().verify_password(pin.as_bytes(), &parsed) {
        Ok(()) => Ok(true),
        Err(argon2::password_hash::Error::PasswordInvalid) => Ok(false),
        Err(e) => Err(LogError::PinHash(e.to_string())),
    }
}

impl EventLog {
    /// Reads every operator's PIN hash from their `log operator` record in
    /// the chain, which opening has just verified.
    pub(crate) fn load_pins(&mut self) -> Result<(), LogError> {
        let map = |e| LogError::from_sqlite(&self.path, e);
        let mut stmt = self
            .conn
            .prepare("SELECT payload FROM events WHERE action = ?1 ORDER BY seq")
            .map_err(map)?;
        let mut rows = stmt.query([records::OPERATOR]).map_err(map)?;
        let mut pins = HashMap::new();
        while let Some(row) = rows.next().map_err(map)? {
            let payload: String = row.get(0).map_err(map)?;
            if let Some((id, pin)) = pin_of_record(&payload) {
                pins.insert(id, pin);
            }
        }
        drop(rows);
        drop(stmt);
        self.pins = pins;
        Ok(())
    }

    /// An operator's PIN hash as the chain records it: from those read at
    /// open, or else (a reviewer's handle, an operator added by another
    /// writer) from their `log operator` record. `None`: no such operator.
    pub(crate) fn chained_pin(
        &self,
        operator: OperatorId,
    ) -> Result<Option<Option<String>>, LogError> {
        if let Some(pin) = self.pins.get(&operator.0) {
            return Ok(Some(pin.clone()));
        }
        let map = |e| LogError::from_sqlite(&self.path, e);
        let mut stmt = self
            .conn
            .prepare_cached(
                "SELECT payload FROM events WHERE action = ?1 \
                 AND json_extract(payload, '$.id') = ?2 ORDER BY seq LIMIT 1",
            )
            .map_err(map)?;
        let payload: Option<String> = stmt
            .query_row(rusqlite::params![records::OPERATOR, operator.0], |r| {
                r.get(0)
            })
            .optional()
            .map_err(map)?;
        Ok(payload
            .as_deref()
            .and_then(pin_of_record)
            .map(|(_, pin)| pin))
    }
}

/// The operator id and PIN hash a `log operator` record's payload holds.
fn pin_of_record(payload: &str) -> Option<(i64, Option<String>)> {
    let v: serde_json::Value = serde_json::from_str(payload).ok()?;
    let id = v.get("id")?.as_i64()?;
    let pin = v.get("pin_hash")?.as_str().map(str::to_owned);
    Some((id, pin))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_cost_checks_its_own_pins_and_is_read_back_from_the_hash() {
        for cost in [PinCost::Standard, PinCost::Scratch] {
            let phc = hash_pin("246800", cost).unwrap();
            assert_eq!(PinCost::of(&phc), Some(cost), "{phc}");
            assert!(verify_pin(&phc, "246800").unwrap());
            assert!(!verify_pin(&phc, "246801").unwrap());
        }
        let standard = hash_pin("246800", PinCost::Standard).unwrap();
        assert!(standard.contains("m=19456,t=2,p=1"), "{standard}");
        assert_eq!(PinCost::of("not a hash"), None);
    }
}

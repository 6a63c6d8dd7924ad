//! Operator PINs: salted Argon2id hashes keyed with the house key, stored
//! as PHC strings, never the PIN itself. The PHC string carries the cost it
//! was hashed at and the id of the key, so a PIN is checked at that cost
//! with that key, and a log shows which cost its PINs were hashed at.

use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use argon2::{Algorithm, Argon2, KeyId, Params, ParamsBuilder, Version};

use std::collections::HashMap;
use std::path::PathBuf;

use rusqlite::OptionalExtension;

use super::error::LogError;
use super::pin_fault::PinFault;
use crate::{EventLog, HouseKey, OperatorId, Role, records};

/// An operator as recorded in the `operators` table (without the PIN hash).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OperatorRecord {
    /// Row id.
    pub id: OperatorId,
    /// Display name.
    pub name: String,
    /// Role.
    pub role: Role,
    /// Whether a PIN is set.
    pub has_pin: bool,
    /// The cost the PIN was hashed at, if one is set.
    pub pin_cost: Option<PinCost>,
}

/// What hashing a PIN costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PinCost {
    /// Every desk's: Argon2id over 64 MiB, seven passes, one lane
    /// ([`STANDARD_PARAMS`]), a quarter of a second of one core or more
    /// (BENCHMARKS.md), keyed with the house key.
    Standard,
    /// The least Argon2id allows (8 KiB, one pass), for the random hunts,
    /// which register thousands of floor people. Such a hash protects
    /// nothing; a log that holds one is a hunt's scratch log, and
    /// [`PinCost::of`] says so.
    Scratch,
}

/// Argon2id's memory (KiB), passes and lanes for a [`PinCost::Standard`] hash.
pub const STANDARD_PARAMS: (u32, u32, u32) = (64 * 1024, 7, 1);

impl PinCost {
    /// Argon2id's memory (KiB), passes and lanes at this cost.
    pub(crate) fn memory_passes_lanes(self) -> (u32, u32, u32) {
        match self {
            PinCost::Standard => STANDARD_PARAMS,
            PinCost::Scratch => (Params::MIN_M_COST, Params::MIN_T_COST, 1),
        }
    }

    fn params(self, key: &HouseKey) -> Result<Params, LogError> {
        let (m, t, p) = self.memory_passes_lanes();
        let mut params = ParamsBuilder::new();
        params.m_cost(m).t_cost(t).p_cost(p);
        let settings = |_| LogError::PinHash(PinFault::Settings);
        let id = KeyId::new(&key.id()).map_err(settings)?;
        params.keyid(id);
        params.build().map_err(settings)
    }

    /// The cost a stored PHC string was hashed at: `Scratch` below
    /// Argon2id's default memory or passes (19 MiB, two; the standard of
    /// logs written before PINs were keyed); `None` for a string that is not one.
    pub fn of(phc: &str) -> Option<PinCost> {
        let parsed = PasswordHash::new(phc).ok()?;
        let params = Params::try_from(&parsed).ok()?;
        let old = Params::DEFAULT;
        Some(
            if params.m_cost() < old.m_cost() || params.t_cost() < old.t_cost() {
                PinCost::Scratch
            } else {
                PinCost::Standard
            },
        )
    }
}

/// Hash `pin` with Argon2id at `cost`, keyed with the house `key` (named
/// by its id in the hash) and a fresh random salt from the operating
/// system, returning the PHC string
/// (`$argon2id$v=19$m=…,t=…,p=…,keyid=…$salt$hash`).
pub(crate) fn hash_pin(pin: &str, cost: PinCost, key: &HouseKey) -> Result<String, LogError> {
    let argon = Argon2::new_with_secret(
        key.secret(),
        Algorithm::Argon2id,
        Version::V0x13,
        cost.params(key)?,
    )
    .map_err(|_| LogError::PinHash(PinFault::Settings))?;
    argon
        .hash_password(pin.as_bytes())
        .map(|h| h.to_string())
        .map_err(|_| LogError::PinHash(PinFault::Hashing))
}

/// Check `pin` against a stored PHC string, at the cost it records. A hash
/// that names a house key is checked with that key, which `key` gives
/// (read only when it is needed); one made before PINs were keyed, without.
/// A wrong PIN is `Ok(false)`; an unparsable stored hash is an error, and
/// so is a hash made with another house key than this one.
pub(crate) fn verify_pin(
    phc: &str,
    pin: &str,
    key: impl FnOnce() -> Result<(HouseKey, PathBuf), LogError>,
) -> Result<bool, LogError> {
    let parsed = PasswordHash::new(phc).map_err(|_| LogError::PinHash(PinFault::StoredHash))?;
    let params =
        Params::try_from(&parsed).map_err(|_| LogError::PinHash(PinFault::StoredSettings))?;
    let house;
    let argon = if params.keyid().is_empty() {
        Argon2::default()
    } else {
        let (found, file) = key()?;
        if found.id().as_slice() != params.keyid() {
            return Err(LogError::OtherHouseKey { key_file: file });
        }
        house = found;
        Argon2::new_with_secret(house.secret(), Algorithm::Argon2id, Version::V0x13, params)
            .map_err(|_| LogError::PinHash(PinFault::StoredSettings))?
    };
    match argon.verify_password(pin.as_bytes(), &parsed) {
        Ok(()) => Ok(true),
        Err(argon2::password_hash::Error::PasswordInvalid) => Ok(false),
        Err(_) => Err(LogError::PinHash(PinFault::Checking)),
    }
}

impl EventLog {
    /// Keys the PIN hashes this handle makes and checks with the house key
    /// in `file` (made there if there is none) rather than the one at
    /// [`HouseKey::default_file`]: for another house's key, and for tests.
    ///
    /// # Errors
    /// [`LogError::HouseKey`].
    pub fn use_house_key(&mut self, file: &std::path::Path) -> Result<(), LogError> {
        self.house_key = Some((HouseKey::load_or_create(file)?, file.to_path_buf()));
        Ok(())
    }

    /// The house key to hash a new PIN with, made on first use.
    pub(crate) fn key_to_hash(&self) -> Result<HouseKey, LogError> {
        match &self.house_key {
            Some((key, _)) => Ok(key.clone()),
            None => HouseKey::house(),
        }
    }

    /// The house key to check a keyed PIN hash with, and its file: one
    /// that is not there is another house's, as far as this log can tell.
    pub(crate) fn key_to_check(&self) -> Result<(HouseKey, PathBuf), LogError> {
        if let Some((key, file)) = &self.house_key {
            return Ok((key.clone(), file.clone()));
        }
        let file = HouseKey::default_file()?;
        if !file.exists() {
            return Err(LogError::OtherHouseKey { key_file: file });
        }
        Ok((HouseKey::load(&file)?, file))
    }

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
        let key = HouseKey::generate().unwrap();
        let mine = || Ok((key.clone(), PathBuf::from("house.key")));
        for cost in [PinCost::Standard, PinCost::Scratch] {
            let phc = hash_pin("246800", cost, &key).unwrap();
            assert_eq!(PinCost::of(&phc), Some(cost), "{phc}");
            assert!(verify_pin(&phc, "246800", mine).unwrap());
            assert!(!verify_pin(&phc, "246801", mine).unwrap());
        }
        let standard = hash_pin("246800", PinCost::Standard, &key).unwrap();
        assert!(standard.contains("m=65536,t=7,p=1,keyid="), "{standard}");
        assert_eq!(PinCost::of("not a hash"), None);
    }

    #[test]
    fn a_keyed_hash_checks_only_with_its_house_key() {
        let key = HouseKey::generate().unwrap();
        let phc = hash_pin("246800", PinCost::Scratch, &key).unwrap();
        let other = || Ok((HouseKey::generate().unwrap(), PathBuf::from("other.key")));
        assert!(matches!(
            verify_pin(&phc, "246800", other),
            Err(LogError::OtherHouseKey { key_file }) if key_file == std::path::Path::new("other.key")
        ));
        // Without its keyid, the same hash is checked unkeyed, and fails.
        let stripped = phc.replace(
            &format!(
                ",keyid={}",
                phc.split("keyid=")
                    .nth(1)
                    .unwrap()
                    .split('$')
                    .next()
                    .unwrap()
            ),
            "",
        );
        assert!(!verify_pin(&stripped, "246800", other).unwrap());
    }

    #[test]
    fn a_hash_made_before_pins_were_keyed_still_checks() {
        let old = Argon2::default()
            .hash_password(b"246800")
            .unwrap()
            .to_string();
        let no_key = || -> Result<(HouseKey, PathBuf), LogError> { panic!("no key is read") };
        assert!(verify_pin(&old, "246800", no_key).unwrap());
        assert!(!verify_pin(&old, "246801", no_key).unwrap());
        assert_eq!(PinCost::of(&old), Some(PinCost::Standard));
    }

    #[test]
    fn a_damaged_stored_hash_is_refused_with_its_cause() {
        let key = HouseKey::generate().unwrap();
        let mine = || Ok((key.clone(), PathBuf::from("house.key")));
        assert!(matches!(
            verify_pin("not a hash", "246800", mine),
            Err(LogError::PinHash(PinFault::StoredHash))
        ));
        // A hash that reads, but with less memory than Argon2 takes.
        let phc = hash_pin("246800", PinCost::Scratch, &key).unwrap();
        let starved = phc.replace("m=8,", "m=1,");
        assert_ne!(starved, phc);
        assert!(matches!(
            verify_pin(&starved, "246800", mine),
            Err(LogError::PinHash(PinFault::StoredSettings))
        ));
    }
}

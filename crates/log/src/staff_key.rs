//! Floor staff keys: each floor person signs their entries with an ed25519
//! key derived, at the moment of the entry, from their PIN or passphrase and
//! the house key (Argon2id at their PIN's cost, over a salt of their own);
//! the key itself is never written anywhere. A floor person's public key is
//! chained at registration (`log staff key`), signed by the floor person who
//! registers them (the log's first floor person by themselves; their key is
//! what an anchor names). Each signed entry is followed in the chain by a
//! `log signed` record: the signer's signature over the entry's hash, which
//! covers everything before it.
//!
//! A signature derived from a PIN protects only while the PIN is secret: who
//! knows a floor person's PIN and holds the house key signs as them.

use argon2::{Algorithm, Argon2, Params, Version};
use ed25519_dalek::SigningKey;

use crate::append::{Link, Tip};
use crate::batch::WriteTx;
use crate::signature::{STAFF_KEY, Signedness, StaffKeyRecord, Unlocked, hex, unhex};
use crate::{EventLog, HouseKey, LogError, OperatorId, PinCost, PinFault, Role};

/// How many random bytes salt a key's derivation.
const SALT_BYTES: usize = 16;

/// The cost a key record names.
fn cost_of(record: &StaffKeyRecord) -> Option<PinCost> {
    match record.cost.as_str() {
        "standard" => Some(PinCost::Standard),
        "scratch" => Some(PinCost::Scratch),
        _ => None,
    }
}

/// The signing key `pin` derives under `salt`, at `cost`, with the house key.
fn derive(pin: &str, salt: &[u8], cost: PinCost, house: &HouseKey) -> Result<SigningKey, LogError> {
    let (m, t, p) = cost.memory_passes_lanes();
    let settings = |_| LogError::PinHash(PinFault::Settings);
    let params = Params::new(m, t, p, Some(32)).map_err(settings)?;
    let argon =
        Argon2::new_with_secret(house.secret(), Algorithm::Argon2id, Version::V0x13, params)
            .map_err(settings)?;
    let mut seed = [0u8; 32];
    argon
        .hash_password_into(pin.as_bytes(), salt, &mut seed)
        .map_err(|_| LogError::PinHash(PinFault::Hashing))?;
    let key = SigningKey::from_bytes(&seed);
    seed.fill(0);
    std::hint::black_box(&seed);
    Ok(key)
}

/// A new floor person's key and the record that registers it.
fn new_key(
    id: i64,
    pin: &str,
    cost: PinCost,
    house: &HouseKey,
) -> Result<(SigningKey, StaffKeyRecord), LogError> {
    let mut salt = [0u8; SALT_BYTES];
    getrandom::fill(&mut salt).map_err(|_| LogError::PinHash(PinFault::Hashing))?;
    let key = derive(pin, &salt, cost, house)?;
    let record = StaffKeyRecord {
        id,
        key: hex(key.verifying_key().as_bytes()),
        salt: hex(&salt),
        cost: match cost {
            PinCost::Standard => "standard",
            PinCost::Scratch => "scratch",
        }
        .to_owned(),
        house: hex(&house.id()),
    };
    Ok((key, record))
}

impl Tip {
    /// Chains the `log signed` record of the entry at the tip, signed by
    /// the floor person whose key is `unlocked`, and moves the tip past it.
    pub(crate) fn sign(
        &mut self,
        tx: &rusqlite::Connection,
        path: &std::path::Path,
        buf: &mut String,
        at: &str,
        unlocked: &Unlocked,
    ) -> Result<(), LogError> {
        use ed25519_dalek::Signer;
        let sig = unlocked
            .key
            .sign(&crate::signature::message(self.hash.as_bytes()));
        let payload =
            serde_json::json!({"seq": self.seq.0, "sig": crate::signature::hex(&sig.to_bytes())});
        self.chain(
            tx,
            path,
            buf,
            &Link {
                hand: None,
                at,
                operator: unlocked.operator,
                role: Role::Floor,
                action: crate::signature::SIGNED,
                payload: &payload,
            },
        )
    }
}

impl EventLog {
    /// Whether a row record by `by` in `role` is to be signed (a floor
    /// person's in a signed log, a registration aside: its key record is
    /// signed); refused when their key is not held. Anyone else's record
    /// drops the key held.
    pub(crate) fn must_sign(
        &mut self,
        by: Option<OperatorId>,
        role: Role,
        action: &str,
    ) -> Result<bool, LogError> {
        if self
            .unlocked
            .as_ref()
            .is_some_and(|u| Some(u.operator) != by)
        {
            self.unlocked = None;
        }
        if self.signedness != Signedness::Signed
            || role != Role::Floor
            || action == crate::records::OPERATOR
        {
            return Ok(false);
        }
        if self.unlocked.is_none() {
            return Err(LogError::NotUnlocked { operator: by });
        }
        Ok(true)
    }

    /// Reads the floor staff's keys from their chained `log staff key`
    /// records, and whether the log is signed, once the chain verified.
    pub(crate) fn load_staff_keys(&mut self) -> Result<(), LogError> {
        let map = |e| LogError::from_sqlite(&self.path, e);
        let mut keys = std::collections::HashMap::new();
        {
            let mut stmt = self
                .conn
                .prepare("SELECT payload FROM events WHERE action = ?1 ORDER BY seq")
                .map_err(map)?;
            let mut rows = stmt.query([STAFF_KEY]).map_err(map)?;
            while let Some(row) = rows.next().map_err(map)? {
                let payload: String = row.get(0).map_err(map)?;
                if let Ok(record) = serde_json::from_str::<StaffKeyRecord>(&payload) {
                    keys.insert(record.id, record);
                }
            }
        }
        let first_floor: Option<i64> = self
            .conn
            .query_row(
                "SELECT min(id) FROM operators WHERE role = 'floor'",
                [],
                |r| r.get(0),
            )
            .map_err(map)?;
        self.signedness = match first_floor {
            None => Signedness::NoFloor,
            Some(id) if keys.contains_key(&id) => Signedness::Signed,
            Some(_) => Signedness::Unsigned,
        };
        self.staff_keys = keys;
        Ok(())
    }

    /// Whether this log's floor entries are signed (its first floor person
    /// registered a key); `false` for a log of the older, unsigned format,
    /// and for one with no floor person yet.
    pub fn is_signed(&self) -> bool {
        self.signedness == Signedness::Signed
    }

    /// Checks `pin` as [`check_pin`](Self::check_pin) does and, in a signed
    /// log, derives the floor person's key from it and holds it for the
    /// entries they are about to make (the key is compared with the one
    /// their registration chained: a wrong PIN derives another). The key is
    /// dropped at the next entry by someone else, or the next unlock.
    /// `Ok(false)` for a wrong PIN.
    ///
    /// # Errors
    /// As [`check_pin`](Self::check_pin); [`LogError::OtherHouseKey`] when
    /// the key was registered under another house key.
    pub fn unlock(&mut self, operator: OperatorId, pin: &str) -> Result<bool, LogError> {
        self.unlocked = None;
        let Some(record) = self.staff_keys.get(&operator.0).cloned() else {
            return self.check_pin(operator, pin);
        };
        let (house, file) = self.key_to_check()?;
        let stored = |_| LogError::PinHash(PinFault::StoredSettings);
        if hex(&house.id()) != record.house {
            return Err(LogError::OtherHouseKey { key_file: file });
        }
        let cost = cost_of(&record).ok_or(()).map_err(stored)?;
        let salt = unhex(&record.salt).ok_or(()).map_err(stored)?;
        let key = derive(pin, &salt, cost, &house)?;
        if Some(key.verifying_key()) != record.verifying_key() {
            return Ok(false);
        }
        self.unlocked = Some(Unlocked { operator, key });
        Ok(true)
    }

    /// Registers a floor person with their key, in a signed log (or one with
    /// no floor person yet, which this makes signed): the `log operator`
    /// record, then their public key (`log staff key`) signed by the floor
    /// person who registers them, who must have been unlocked
    /// ([`unlock`](Self::unlock)); the first floor person signs their own.
    /// In a log of the older, unsigned format, the floor person is
    /// registered as [`add_operator_at`](Self::add_operator_at) does.
    ///
    /// # Errors
    /// As [`add_operator_at`](Self::add_operator_at);
    /// [`LogError::NotUnlocked`] when no floor person's key is held.
    pub fn add_staff(
        &mut self,
        name: &str,
        pin: &str,
        cost: PinCost,
    ) -> Result<OperatorId, LogError> {
        self.ensure_writable("add_operator")?;
        let first = self.signedness == Signedness::NoFloor;
        if self.signedness == Signedness::Unsigned {
            return self.add_operator_at(name, Role::Floor, Some(pin), cost);
        }
        // The registrar's key, held aside while the new operator's row is
        // written under their own id, and given back after.
        let registrar = self.unlocked.take();
        if !first && registrar.is_none() {
            return Err(LogError::NotUnlocked { operator: None });
        }
        let house = self.key_to_hash()?;
        let added = self.in_one_transaction(|log| {
            let id = log.add_operator_unchecked(name, Role::Floor, Some(pin), cost)?;
            let (key, record) = new_key(id.0, pin, cost, &house)?;
            let own = Unlocked { operator: id, key };
            let path = log.path.clone();
            let tx = WriteTx::begin(&mut log.conn, log.in_batch, &path)?;
            let mut tip = Tip::read(&tx, &path)?;
            let at = crate::chain::format_at(&crate::append::now());
            let signer = match &registrar {
                Some(registrar) if !first => registrar,
                _ => &own,
            };
            let payload =
                serde_json::to_value(&record).map_err(|_| LogError::PinHash(PinFault::Hashing))?;
            tip.chain(
                &tx,
                &path,
                &mut log.buf,
                &Link {
                    hand: None,
                    at: &at,
                    operator: signer.operator,
                    role: Role::Floor,
                    action: STAFF_KEY,
                    payload: &payload,
                },
            )?;
            tip.sign(&tx, &path, &mut log.buf, &at, signer)?;
            tx.commit(&path)?;
            log.staff_keys.insert(id.0, record);
            log.signedness = Signedness::Signed;
            Ok(id)
        });
        self.unlocked = registrar;
        added
    }
}

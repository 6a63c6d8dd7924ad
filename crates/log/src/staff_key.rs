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
use ed25519_dalek::{Signer, SigningKey, VerifyingKey};
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::append::{Link, Tip};
use crate::batch::WriteTx;
use crate::{EventLog, HouseKey, LogError, OperatorId, PinCost, PinFault, Role};

/// The action of a floor person's public key, chained after their `log operator` record.
pub(crate) const STAFF_KEY: &str = "log staff key";
/// The action of a signature over the entry just before it.
pub(crate) const SIGNED: &str = "log signed";

/// What a signature signs: this, then the entry's hash (64 hex characters).
const CONTEXT: &[u8] = b"dealerdesk signed entry v1\n";

/// How many random bytes salt a key's derivation.
const SALT_BYTES: usize = 16;

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

    fn cost(&self) -> Option<PinCost> {
        match self.cost.as_str() {
            "standard" => Some(PinCost::Standard),
            "scratch" => Some(PinCost::Scratch),
            _ => None,
        }
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
fn unhex(text: &str) -> Option<Vec<u8>> {
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

/// Chains the `log signed` record of the entry at `tip`, signed with `key`
/// by `operator`, and moves `tip` past it.
pub(crate) fn sign_tip(
    tx: &rusqlite::Connection,
    path: &std::path::Path,
    buf: &mut String,
    tip: &mut Tip,
    at: &str,
    unlocked: &Unlocked,
) -> Result<(), LogError> {
    let sig = unlocked.key.sign(&message(tip.hash.as_bytes()));
    let payload = json!({"seq": tip.seq.0, "sig": hex(&sig.to_bytes())});
    tip.chain(
        tx,
        path,
        buf,
        &Link {
            hand: None,
            at,
            operator: unlocked.operator,
            role: Role::Floor,
            action: SIGNED,
            payload: &payload,
        },
    )
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

impl EventLog {
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
        let cost = record.cost().ok_or(()).map_err(stored)?;
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
            sign_tip(&tx, &path, &mut log.buf, &mut tip, &at, signer)?;
            tx.commit(&path)?;
            log.staff_keys.insert(id.0, record);
            log.signedness = Signedness::Signed;
            Ok(id)
        });
        self.unlocked = registrar;
        added
    }
}

//! The floor staff's signatures checked as the chain is read: every floor
//! person's key registered right after their `log operator` record, signed
//! by a floor person already registered (the first by themselves), and
//! every floor entry followed by its `log signed` record, checked against
//! its signer's key (all of them at once at the end, as a batch). A log
//! whose first floor person registered no key is of the older, unsigned
//! format, and says so ([`Signing::Unsigned`]).

use std::collections::HashMap;

use ed25519_dalek::{Signature, VerifyingKey};
use serde::Deserialize;

use crate::checkpoint::VERIFIED;
use crate::error::{ChainFault, LogError};
use crate::fault::SignFault;
use crate::records::OPERATOR;
use crate::signature::{SIGNED, STAFF_KEY, SignedRecord, Signedness, StaffKeyRecord, message};
use crate::types::{OperatorId, Seq, Signing};

/// What the next row must be.
enum Expect {
    /// The signature of the entry at `seq`, by `operator`, whose hash is `hash`.
    Signature {
        seq: u64,
        operator: i64,
        hash: [u8; 64],
    },
    /// The key of floor person `id`, registered at `seq`; `first`: the log's first.
    Key { id: i64, seq: u64, first: bool },
}

/// A signature to check at the end.
struct Pending {
    seq: u64,
    operator: i64,
    msg: Vec<u8>,
    sig: Signature,
    key: VerifyingKey,
}

/// The `log operator` record's fields this check reads.
#[derive(Deserialize)]
struct OperatorFields {
    id: i64,
    role: String,
    pin_hash: Option<String>,
}

/// The check, fed every row in seq order.
pub(crate) struct SignCheck {
    signedness: Signedness,
    keys: HashMap<i64, VerifyingKey>,
    expect: Option<Expect>,
    house_keyed: bool,
    first: Option<(i64, String)>,
    pending: Vec<Pending>,
}

fn fault(seq: u64, f: SignFault) -> LogError {
    LogError::BrokenChain {
        seq: Seq(seq),
        reason: ChainFault::Signature(f),
    }
}

fn unreadable(seq: u64, action: &str) -> LogError {
    fault(
        seq,
        SignFault::Unreadable {
            action: action.to_owned(),
        },
    )
}

impl SignCheck {
    pub(crate) fn new() -> SignCheck {
        SignCheck {
            signedness: Signedness::NoFloor,
            keys: HashMap::new(),
            expect: None,
            house_keyed: false,
            first: None,
            pending: Vec::new(),
        }
    }

    /// One row, after its hash was checked (`hash`, hex).
    pub(crate) fn see(
        &mut self,
        seq: u64,
        operator: i64,
        role: &str,
        action: &str,
        payload: &str,
        hash: &[u8; 64],
    ) -> Result<(), LogError> {
        let mut registering = None;
        match self.expect.take() {
            Some(Expect::Signature {
                seq: signed,
                operator: by,
                hash: signed_hash,
            }) => return self.signature(signed, by, &signed_hash, seq, operator, action, payload),
            Some(Expect::Key { id, seq: at, first }) => {
                if action == STAFF_KEY {
                    registering = Some((id, first));
                } else if first {
                    self.signedness = Signedness::Unsigned;
                } else {
                    return Err(fault(at, SignFault::KeyMissing { id: OperatorId(id) }));
                }
            }
            None => {}
        }
        match action {
            OPERATOR => return self.operator(seq, payload),
            STAFF_KEY => {
                let Some((id, first)) = registering else {
                    return Err(fault(
                        seq,
                        SignFault::Stray {
                            action: action.to_owned(),
                        },
                    ));
                };
                self.staff_key(seq, operator, role, payload, id, first)?;
            }
            SIGNED => {
                return Err(fault(
                    seq,
                    SignFault::Stray {
                        action: action.to_owned(),
                    },
                ));
            }
            VERIFIED => return Ok(()),
            _ => {}
        }
        if role == "floor" && self.signedness == Signedness::Signed {
            self.expect = Some(Expect::Signature {
                seq,
                operator,
                hash: *hash,
            });
        }
        Ok(())
    }

    /// A `log signed` record expected after the entry at `signed`.
    #[allow(clippy::too_many_arguments)] // the entry signed and the row signing it
    fn signature(
        &mut self,
        signed: u64,
        by: i64,
        hash: &[u8; 64],
        seq: u64,
        operator: i64,
        action: &str,
        payload: &str,
    ) -> Result<(), LogError> {
        let unsigned = || {
            fault(
                signed,
                SignFault::Unsigned {
                    operator: OperatorId(by),
                },
            )
        };
        if action != SIGNED || operator != by {
            return Err(unsigned());
        }
        let record: SignedRecord =
            serde_json::from_str(payload).map_err(|_| unreadable(seq, action))?;
        if record.seq != signed {
            return Err(unsigned());
        }
        let sig = record.signature().ok_or_else(|| unreadable(seq, action))?;
        let key = *self.keys.get(&by).ok_or_else(|| {
            fault(
                signed,
                SignFault::NoKey {
                    operator: OperatorId(by),
                },
            )
        })?;
        self.pending.push(Pending {
            seq: signed,
            operator: by,
            msg: message(hash),
            sig,
            key,
        });
        Ok(())
    }

    /// A `log operator` record: a floor person's key is due next; a PIN
    /// hash keyed with the house key forbids unkeyed ones after it.
    fn operator(&mut self, seq: u64, payload: &str) -> Result<(), LogError> {
        let fields: OperatorFields =
            serde_json::from_str(payload).map_err(|_| unreadable(seq, OPERATOR))?;
        if let Some(pin) = &fields.pin_hash {
            if pin.contains("keyid=") {
                self.house_keyed = true;
            } else if self.house_keyed {
                return Err(fault(
                    seq,
                    SignFault::UnkeyedPin {
                        id: OperatorId(fields.id),
                    },
                ));
            }
        }
        if fields.role == "floor" && self.signedness != Signedness::Unsigned {
            self.expect = Some(Expect::Key {
                id: fields.id,
                seq,
                first: self.signedness == Signedness::NoFloor,
            });
        }
        Ok(())
    }

    /// Floor person `id`'s key, registered by `operator`.
    fn staff_key(
        &mut self,
        seq: u64,
        operator: i64,
        role: &str,
        payload: &str,
        id: i64,
        first: bool,
    ) -> Result<(), LogError> {
        let record: StaffKeyRecord =
            serde_json::from_str(payload).map_err(|_| unreadable(seq, STAFF_KEY))?;
        let key = record
            .verifying_key()
            .filter(|_| record.id == id)
            .ok_or_else(|| unreadable(seq, STAFF_KEY))?;
        let no_key = || {
            fault(
                seq,
                SignFault::NoKey {
                    operator: OperatorId(operator),
                },
            )
        };
        if role != "floor" {
            return Err(no_key());
        }
        if first {
            if operator != id {
                return Err(no_key());
            }
            self.signedness = Signedness::Signed;
            self.first = Some((id, record.key.clone()));
        } else if operator == id {
            return Err(fault(seq, SignFault::SelfRegistered { id: OperatorId(id) }));
        } else if !self.keys.contains_key(&operator) {
            return Err(no_key());
        }
        self.keys.insert(id, key);
        Ok(())
    }

    /// The end of the chain: nothing still due, every signature checked
    /// (as one batch; one by one only to name the first that fails).
    pub(crate) fn finish(mut self) -> Result<Signing, LogError> {
        match self.expect.take() {
            Some(Expect::Signature { seq, operator, .. }) => {
                return Err(fault(
                    seq,
                    SignFault::Unsigned {
                        operator: OperatorId(operator),
                    },
                ));
            }
            Some(Expect::Key { first: true, .. }) => self.signedness = Signedness::Unsigned,
            Some(Expect::Key { id, seq, .. }) => {
                return Err(fault(seq, SignFault::KeyMissing { id: OperatorId(id) }));
            }
            None => {}
        }
        let msgs: Vec<&[u8]> = self.pending.iter().map(|p| p.msg.as_slice()).collect();
        let sigs: Vec<Signature> = self.pending.iter().map(|p| p.sig).collect();
        let keys: Vec<VerifyingKey> = self.pending.iter().map(|p| p.key).collect();
        if ed25519_dalek::verify_batch(&msgs, &sigs, &keys).is_err() {
            for p in &self.pending {
                if p.key.verify_strict(&p.msg, &p.sig).is_err() {
                    return Err(fault(
                        p.seq,
                        SignFault::Invalid {
                            operator: OperatorId(p.operator),
                        },
                    ));
                }
            }
        }
        Ok(match (self.signedness, self.first) {
            (Signedness::Signed, Some((id, key))) => Signing::Signed {
                first_floor: OperatorId(id),
                key,
                entries: self.pending.len() as u64,
            },
            (Signedness::NoFloor, _) => Signing::NoFloor,
            _ => Signing::Unsigned,
        })
    }
}

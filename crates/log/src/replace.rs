//! A new log in place of one that is gone: a log missing or empty while its
//! head file remembers entries is refused at open ([`LogError::Replaced`]);
//! starting anew takes a floor person, who registers as the new log's first
//! floor person with their PIN and signs the replacement, the new log's
//! first entry after theirs, naming the head that was remembered. The old
//! head file is kept beside the log as `<log>.head.replaced`.

use std::path::{Path, PathBuf};

use serde_json::json;

use crate::append::{Link, Tip};
use crate::batch::WriteTx;
use crate::sidecar::{self, head_file};
use crate::{ArgumentFault, EventLog, LogError, OperatorId, PinCost, PlayersFound, Role};

/// The action of the record of a replaced log.
pub(crate) const REPLACED: &str = "log replaced";

/// Where the head file of a replaced log is kept.
pub fn replaced_head_file(path: &Path) -> PathBuf {
    let mut name = head_file(path).into_os_string();
    name.push(".replaced");
    PathBuf::from(name)
}

impl EventLog {
    /// Starts a new log at `path` in place of one that is missing or empty
    /// while its head file remembers entries: `floor` registers with `pin`
    /// (hashed at `cost`, keyed with the house key in `house_key` or the
    /// house's) as its first floor person, and signs the record of the
    /// replacement, which names the head remembered. Returns the log, and
    /// the floor person's id.
    ///
    /// # Errors
    /// [`LogError::InvalidArgument`] when there is nothing to replace; as
    /// [`open`](Self::open) and [`add_staff`](Self::add_staff).
    pub fn open_replacing(
        path: impl AsRef<Path>,
        floor: &str,
        pin: &str,
        cost: PinCost,
        house_key: Option<&Path>,
    ) -> Result<(EventLog, OperatorId), LogError> {
        let path = path.as_ref();
        let nothing = || {
            LogError::InvalidArgument(ArgumentFault::NothingReplaced {
                path: path.to_path_buf(),
            })
        };
        // Missing or empty, or a log started here that holds nothing yet.
        let gone = sidecar::check_not_replaced(path).is_err()
            || Self::glance(path).is_ok_and(|log| {
                log.conn
                    .query_row("SELECT count(*) FROM events", [], |r| r.get::<_, i64>(0))
                    .is_ok_and(|n| n == 0)
            });
        let (seq, hash) = sidecar::recorded(path)
            .filter(|(seq, _)| gone && *seq > 0)
            .ok_or_else(nothing)?;
        let io = |source| LogError::Io {
            path: replaced_head_file(path),
            source,
        };
        std::fs::copy(head_file(path), replaced_head_file(path)).map_err(io)?;
        let mut log = Self::open_in_place(path, |_| Ok::<PlayersFound, LogError>(Vec::new()))?;
        if let Some(file) = house_key {
            log.use_house_key(file)?;
        }
        let id = log.in_one_transaction(|log| {
            let id = log.add_staff(floor, pin, cost)?;
            if !log.unlock(id, pin)? {
                return Err(LogError::NotUnlocked { operator: Some(id) });
            }
            let path = log.path.clone();
            let tx = WriteTx::begin(&mut log.conn, log.in_batch, &path)?;
            let mut tip = Tip::read(&tx, &path)?;
            let at = crate::chain::format_at(&crate::append::now());
            let payload = json!({"head_seq": seq, "head_hash": hash});
            tip.chain(
                &tx,
                &path,
                &mut log.buf,
                &Link {
                    hand: None,
                    at: &at,
                    operator: id,
                    role: Role::Floor,
                    action: REPLACED,
                    payload: &payload,
                },
            )?;
            if let Some(unlocked) = &log.unlocked {
                tip.sign(&tx, &path, &mut log.buf, &at, unlocked)?;
            }
            tx.commit(&path)?;
            Ok(id)
        })?;
        Ok((log, id))
    }
}

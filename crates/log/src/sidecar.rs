//! The head beside the log: after each commit, the log's head (its last
//! seq and hash) is written to `<log>.head`, atomically (a file of its own,
//! synced, renamed into place). A log whose head is
//! behind it — a WAL deleted after a crash, a file restored from an older
//! copy — has lost committed entries, and verification says so
//! ([`LogError::LostEntries`]); a log whose entry at that seq has another
//! hash is not the chain that was committed. A log without one (written
//! before, or copied without it) has nothing to compare.

use std::io::Write;
use std::path::{Path, PathBuf};

use rusqlite::{Connection, OptionalExtension};

use crate::error::ChainFault;
use crate::{LogError, RowFault, Seq};

/// The head file of the log at `path`: its name with `.head` after it.
pub fn head_file(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".head");
    PathBuf::from(name)
}

/// Writes the head `conn` has just committed beside the log at `path`.
pub(crate) fn record(conn: &Connection, path: &Path) -> Result<(), LogError> {
    let map = |e| LogError::from_sqlite(path, e);
    let head = |key: &str| -> Result<String, LogError> {
        conn.prepare_cached("SELECT value FROM meta WHERE key = ?1")
            .and_then(|mut s| s.query_row([key], |r| r.get(0)))
            .map_err(map)
    };
    let line = format!("{} {}\n", head("head_seq")?, head("head_hash")?);
    let file = head_file(path);
    let io = |e: std::io::Error| LogError::Io {
        path: file.clone(),
        source: e,
    };
    let mut temp = file.as_os_str().to_owned();
    temp.push(".tmp");
    let temp = PathBuf::from(temp);
    let mut out = std::fs::File::create(&temp).map_err(io)?;
    out.write_all(line.as_bytes()).map_err(io)?;
    // Whole on disk before it takes the name. The folder is not synced: a
    // rename lost to a power cut leaves the head before, which is behind
    // the log, never ahead of it, and refuses nothing.
    out.sync_data().map_err(io)?;
    std::fs::rename(&temp, &file).map_err(io)
}

/// Checks the verified chain in `conn` (its last seq `last_seq`) against
/// the head beside the log at `path`, if there is one.
pub(crate) fn check(conn: &Connection, path: &Path, last_seq: u64) -> Result<(), LogError> {
    let file = head_file(path);
    let text = match std::fs::read_to_string(&file) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => {
            return Err(LogError::Io {
                path: file,
                source: e,
            });
        }
    };
    let bad = || LogError::BadRow {
        path: file.clone(),
        fault: RowFault::NotAHead {
            text: text.trim().to_owned(),
        },
    };
    let (seq, hash) = text.trim().split_once(' ').ok_or_else(bad)?;
    let seq: u64 = seq.parse().map_err(|_| bad())?;
    if seq > last_seq {
        return Err(LogError::LostEntries {
            path: path.to_path_buf(),
            recorded: Seq(seq),
            head: Seq(last_seq),
        });
    }
    if seq == 0 {
        return Ok(());
    }
    let stored: Option<String> = conn
        .prepare_cached("SELECT hash FROM events WHERE seq = ?1")
        .and_then(|mut s| {
            s.query_row([i64::try_from(seq).unwrap_or(i64::MAX)], |r| r.get(0))
                .optional()
        })
        .map_err(|e| LogError::from_sqlite(path, e))?;
    match stored {
        Some(h) if h == hash => Ok(()),
        found => Err(LogError::BrokenChain {
            seq: Seq(seq),
            reason: ChainFault::HeadMismatch {
                head_hash: hash.to_owned(),
                last_hash: found.unwrap_or_default(),
            },
        }),
    }
}

/// The head recorded beside the log at `path`, if there is one that reads.
pub(crate) fn recorded(path: &Path) -> Option<(u64, String)> {
    let text = std::fs::read_to_string(head_file(path)).ok()?;
    let (seq, hash) = text.trim().split_once(' ')?;
    Some((seq.parse().ok()?, hash.to_owned()))
}

/// Refuses to start a new log at `path` while its head file remembers
/// entries: the log that held them is missing or empty, and a new one
/// in its place would hide that.
pub(crate) fn check_not_replaced(path: &Path) -> Result<(), LogError> {
    let empty = std::fs::metadata(path).map_or(true, |m| m.len() == 0);
    match recorded(path) {
        Some((seq, _)) if seq > 0 && empty => Err(LogError::Replaced {
            path: path.to_path_buf(),
            head: head_file(path),
            recorded: Seq(seq),
        }),
        _ => Ok(()),
    }
}

//! One writing process at a time: a log open for writing holds an OS lock on
//! the file `<log>.lock` beside it, whose text says which process holds it
//! and since when. The OS lets go of the lock when the process ends, however
//! it ends, so a writer that crashed leaves no stale lock; readers take no
//! lock. Handles of one process on one log share its lock (SQLite orders
//! their writes), held until the last of them closes.

use std::collections::HashMap;
use std::fs::{File, OpenOptions, TryLockError};
use std::io::{ErrorKind, Read, Seek, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError, Weak};
use std::time::Duration;

use chrono::{DateTime, SecondsFormat, Utc};

use crate::LogError;
use crate::types::Holder;

/// The lock held for the life of a writable [`EventLog`](crate::EventLog).
#[derive(Debug)]
pub(crate) struct WriterLock {
    /// Locked while open; closing its last handle lets go.
    _file: Arc<File>,
}

/// How often a lock this process let go of is tried again, 10 ms apart.
const OWN_RETRIES: u32 = 100;

/// The lock files this process holds, by their canonical path.
static HELD: Mutex<Option<HashMap<PathBuf, Weak<File>>>> = Mutex::new(None);

/// The lock file of the log at `log`: `<log>.lock`.
pub fn lock_path(log: &Path) -> PathBuf {
    let mut name = log.as_os_str().to_owned();
    name.push(".lock");
    PathBuf::from(name)
}

impl WriterLock {
    /// Takes the log at `log` for this process, at once or not at all.
    ///
    /// # Errors
    /// [`LogError::InUse`] while another writer holds it,
    /// [`LogError::NotFound`] (missing directory), [`LogError::ReadOnlyFile`]
    /// (the lock file cannot be written), [`LogError::Io`].
    pub(crate) fn take(log: &Path) -> Result<WriterLock, LogError> {
        let path = lock_path(log);
        let io = |source: std::io::Error| match source.kind() {
            ErrorKind::NotFound => LogError::NotFound {
                path: log.to_path_buf(),
            },
            ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem => LogError::ReadOnlyFile {
                path: log.to_path_buf(),
            },
            _ => LogError::Io {
                path: path.clone(),
                source,
            },
        };
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .map_err(io)?;
        let key = std::fs::canonicalize(&path).map_err(io)?;
        let mut held = HELD.lock().unwrap_or_else(PoisonError::into_inner);
        let held = held.get_or_insert_with(HashMap::new);
        held.retain(|_, f| f.strong_count() > 0);
        if let Some(shared) = held.get(&key).and_then(Weak::upgrade) {
            // This process holds the log already.
            return Ok(WriterLock { _file: shared });
        }
        // A lock this process has just let go of can outlive its handle for
        // an instant: a child being spawned holds a copy of every open file
        // between its fork and its exec. Only then is it tried again.
        let mut tries = 0;
        loop {
            match file.try_lock() {
                Ok(()) => break,
                Err(TryLockError::WouldBlock) => {
                    let holder = holder(&mut file);
                    let ours = holder.is_some_and(|h| h.pid == std::process::id());
                    if ours && tries < OWN_RETRIES {
                        tries += 1;
                        std::thread::sleep(Duration::from_millis(10));
                        continue;
                    }
                    return Err(LogError::InUse {
                        path: log.to_path_buf(),
                        holder,
                    });
                }
                Err(TryLockError::Error(e)) => return Err(io(e)),
            }
        }
        let since = Utc::now().to_rfc3339_opts(SecondsFormat::Secs, true);
        let text = format!("{} {since}\n", std::process::id());
        file.set_len(0)
            .and_then(|()| file.rewind())
            .and_then(|()| file.write_all(text.as_bytes()))
            .map_err(io)?;
        let file = Arc::new(file);
        held.insert(key, Arc::downgrade(&file));
        Ok(WriterLock { _file: file })
    }
}

/// Who holds the lock, from its file; a writer that has just taken it may
/// not have written itself in yet, so it is read again for a moment.
fn holder(file: &mut File) -> Option<Holder> {
    for _ in 0..20 {
        let mut text = String::new();
        let read = file.rewind().and_then(|()| file.read_to_string(&mut text));
        if let Some(found) = read.ok().and_then(|_| parse(&text)) {
            return Some(found);
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    None
}

/// `"<pid> <RFC 3339 time>"`, as [`WriterLock::take`] writes it.
fn parse(text: &str) -> Option<Holder> {
    let (pid, since) = text.trim().split_once(' ')?;
    Some(Holder {
        pid: pid.parse().ok()?,
        since: DateTime::parse_from_rfc3339(since)
            .ok()?
            .with_timezone(&Utc),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handles_of_one_process_share_its_lock_until_the_last_closes() {
        let dir = std::env::temp_dir().join(format!("dealerdesk-lock-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a directory");
        let log = dir.join("t.ddlog");
        let first = WriterLock::take(&log).expect("the first handle");
        let text = std::fs::read_to_string(lock_path(&log)).expect("the lock file");
        let holder = parse(&text).expect("a holder");
        assert_eq!(holder.pid, std::process::id());
        let second = WriterLock::take(&log).expect("a second handle shares it");
        drop(first);
        // Still held: another open file of the lock is refused.
        let other = File::open(lock_path(&log)).expect("the lock file");
        assert!(matches!(other.try_lock(), Err(TryLockError::WouldBlock)));
        drop(second);
        assert!(other.try_lock().is_ok(), "the last handle let go");
        drop(other);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_lock_file_that_says_nothing_readable_gives_no_holder() {
        assert_eq!(parse(""), None);
        assert_eq!(parse("12 yesterday"), None);
        let h = parse("4242 2026-11-27T21:07:00Z\n").expect("a holder");
        assert_eq!(h.pid, 4242);
    }
}

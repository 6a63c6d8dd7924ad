//! One writer per log file, whatever the path: a writer also holds an OS
//! lock (`flock`) on the log file itself, so that a symlink, a hardlink or
//! another spelling of its path reaches the same lock. Within one process,
//! handles on the same file by the same canonical path share it (SQLite
//! orders their writes); a second writer through another name (a hardlink,
//! whose WAL would be another file) is refused.
//!
//! The lock is taken on a descriptor of this process's own, and SQLite's
//! POSIX locks on the same file are dropped by the system when *any*
//! descriptor of the file closes in the process: so that descriptor is
//! closed only once no handle of this process has the file open any more
//! (every [`EventLog`](crate::EventLog) counts itself in, [`FileUse`]).

use std::collections::HashMap;
use std::fs::{File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use crate::LogError;

/// A file's device and inode.
type Identity = (u64, u64);

/// This process's descriptor of one log file.
#[derive(Debug)]
struct Entry {
    file: File,
    /// The canonical path the writers opened it by.
    canonical: PathBuf,
    /// Live writers ([`FileLock`]); the `flock` is held while there are any.
    writers: usize,
}

/// The files this process has locked, and how many handles have each open.
#[derive(Default)]
struct Files {
    locked: HashMap<Identity, Entry>,
    handles: HashMap<Identity, usize>,
}

static FILES: Mutex<Option<Files>> = Mutex::new(None);

/// How often a lock held by a process being spawned is tried again, 10 ms apart.
const RETRIES: u32 = 10;

fn with_files<T>(work: impl FnOnce(&mut Files) -> T) -> T {
    let mut files = FILES.lock().unwrap_or_else(PoisonError::into_inner);
    work(files.get_or_insert_with(Files::default))
}

#[cfg(unix)]
fn identity(meta: &std::fs::Metadata) -> Identity {
    use std::os::unix::fs::MetadataExt;
    (meta.dev(), meta.ino())
}

#[cfg(not(unix))]
fn identity(_meta: &std::fs::Metadata) -> Identity {
    (0, 0)
}

/// A writer's lock on the log file itself, for the life of its handle.
#[derive(Debug)]
pub(crate) struct FileLock {
    id: Identity,
}

impl FileLock {
    /// Locks the log file at `log` (made empty if it is not there) for this
    /// writer, at once or not at all.
    ///
    /// # Errors
    /// [`LogError::InUse`] while another writer holds the file, by any
    /// path; [`LogError::Io`].
    pub(crate) fn take(log: &Path) -> Result<FileLock, LogError> {
        let io = |source: std::io::Error| match source.kind() {
            std::io::ErrorKind::NotFound => LogError::NotFound {
                path: log.to_path_buf(),
            },
            std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem => {
                LogError::ReadOnlyFile {
                    path: log.to_path_buf(),
                }
            }
            _ => LogError::Io {
                path: log.to_path_buf(),
                source,
            },
        };
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(log)
            .map_err(io)?;
        let id = identity(&file.metadata().map_err(io)?);
        let canonical = std::fs::canonicalize(log).map_err(io)?;
        let in_use = || LogError::InUse {
            path: log.to_path_buf(),
            holder: None,
        };
        with_files(|files| {
            if let Some(entry) = files.locked.get_mut(&id) {
                if entry.writers > 0 {
                    if entry.canonical != canonical {
                        // This process writes the file by another name.
                        return Err(in_use());
                    }
                    entry.writers += 1;
                    return Ok(FileLock { id });
                }
                lock(&entry.file).map_err(|e| e.map_or_else(in_use, io))?;
                entry.canonical = canonical;
                entry.writers = 1;
                return Ok(FileLock { id });
            }
            lock(&file).map_err(|e| e.map_or_else(in_use, io))?;
            files.locked.insert(
                id,
                Entry {
                    file,
                    canonical,
                    writers: 1,
                },
            );
            Ok(FileLock { id })
        })
    }
}

/// Takes the `flock` on `file`; `Err(None)` while another holds it.
fn lock(file: &File) -> Result<(), Option<std::io::Error>> {
    for _ in 0..RETRIES {
        match file.try_lock() {
            Ok(()) => return Ok(()),
            // A child being spawned holds a copy of every open file
            // between its fork and its exec: only an instant.
            Err(TryLockError::WouldBlock) => std::thread::sleep(Duration::from_millis(10)),
            Err(TryLockError::Error(e)) => return Err(Some(e)),
        }
    }
    Err(None)
}

impl Drop for FileLock {
    fn drop(&mut self) {
        with_files(|files| {
            let open = files.handles.get(&self.id).copied().unwrap_or(0);
            if let Some(entry) = files.locked.get_mut(&self.id) {
                entry.writers = entry.writers.saturating_sub(1);
                if entry.writers == 0 {
                    let _ = entry.file.unlock();
                    if open == 0 {
                        files.locked.remove(&self.id);
                    }
                }
            }
        });
    }
}

/// A handle's use of its log file, counted so that a writer's descriptor
/// is closed only after the last handle of the process on that file.
#[derive(Debug)]
pub(crate) struct FileUse {
    id: Identity,
}

impl FileUse {
    /// Counts a handle on the file at `path` in (`None` if it cannot be read).
    pub(crate) fn new(path: &Path) -> Option<FileUse> {
        let id = identity(&std::fs::metadata(path).ok()?);
        with_files(|files| *files.handles.entry(id).or_insert(0) += 1);
        Some(FileUse { id })
    }
}

impl Drop for FileUse {
    fn drop(&mut self) {
        with_files(|files| {
            let left = files.handles.get_mut(&self.id).map(|n| {
                *n = n.saturating_sub(1);
                *n
            });
            if left == Some(0) {
                files.handles.remove(&self.id);
                if files.locked.get(&self.id).is_some_and(|e| e.writers == 0) {
                    files.locked.remove(&self.id);
                }
            }
        });
    }
}

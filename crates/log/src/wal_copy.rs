//! A log in a read-only folder whose write-ahead log was never folded back
//! (the table lost power, or the disk was remounted read-only under it):
//! SQLite can read the `-wal` only beside a shared-memory file it cannot
//! make there, and the immutable read a read-only folder otherwise gets
//! would leave the `-wal`'s committed entries out. The reader copies the
//! file and its `-wal` into a private folder of its own and reads the copy,
//! which SQLite may open as usual; the folder goes when the handle does.

use std::path::{Path, PathBuf};

use crate::LogError;

/// A private folder holding a copy of a log and its `-wal`, removed on drop.
#[derive(Debug)]
pub(crate) struct WalCopy {
    dir: PathBuf,
    file: PathBuf,
}

impl WalCopy {
    /// The `-wal` beside `path`, when it holds anything.
    pub(crate) fn needed(path: &Path) -> bool {
        std::fs::metadata(wal_of(path)).is_ok_and(|m| m.len() > 0)
    }

    /// Copies `path` and its `-wal` into a new private folder under the
    /// system's temporary folder.
    ///
    /// # Errors
    /// [`LogError::Io`] naming the file that could not be copied or the
    /// folder that could not be made.
    pub(crate) fn make(path: &Path) -> Result<Self, LogError> {
        let dir = private_dir()?;
        let copy = Self {
            file: dir.join("log.sqlite"),
            dir,
        };
        for (from, to) in [
            (path.to_path_buf(), copy.file.clone()),
            (wal_of(path), wal_of(&copy.file)),
        ] {
            std::fs::copy(&from, &to).map_err(|source| LogError::Io { path: from, source })?;
        }
        Ok(copy)
    }

    /// The copy of the log to open.
    pub(crate) fn file(&self) -> &Path {
        &self.file
    }
}

impl Drop for WalCopy {
    fn drop(&mut self) {
        // Nothing to say if it is gone already: it is a copy.
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The `-wal` file SQLite keeps beside `path`.
fn wal_of(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push("-wal");
    PathBuf::from(name)
}

/// A new folder only this user may read, under the system's temporary folder.
fn private_dir() -> Result<PathBuf, LogError> {
    let base = std::env::temp_dir();
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let dir = base.join(format!("dealerdesk-read-{}-{stamp}", std::process::id()));
    let mut builder = std::fs::DirBuilder::new();
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(&dir).map_err(|source| LogError::Io {
        path: dir.clone(),
        source,
    })?;
    Ok(dir)
}

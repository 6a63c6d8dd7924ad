//! Opening a log file: read-write (the chain verified first, WAL mode, the
//! schema created or checked) or read-only for review (in a read-only
//! folder, as an immutable file: nothing locked, nothing made beside it; or,
//! when its `-wal` holds entries, as a private copy, see [`crate::wal_copy`]).

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags};

use crate::file_lock::{FileLock, FileUse};
use crate::lock::WriterLock;
use crate::wal_copy::WalCopy;
use crate::{
    BUSY_TIMEOUT, EventLog, LogError, PlayersFound, Unrecognised, schema, sidecar, verify,
};

impl EventLog {
    /// Create or open the log at `path` for appending.
    ///
    /// A new (or empty) file gets the schema. An existing file must be a Dealer Desk log
    /// whose chain verifies; a log whose chain is broken is refused with
    /// [`LogError::BrokenChain`]. First of all the log's lock file is taken for the life
    /// of the handle: a log another process holds for writing is refused at once with
    /// [`LogError::InUse`]. Then the whole file and chain are checked, SQLite's
    /// `quick_check` first, whatever verified marks the log holds: a mark says what the
    /// chain was when it was written, not what the file holds now, so an edit before it
    /// is caught only by hashing again. When [`MARK_EVERY`](crate::MARK_EVERY) events
    /// or more were appended past the last mark, a new mark is written. Nothing is
    /// written to an existing file before all checks pass.
    ///
    /// # Errors
    /// [`LogError::NotFound`] (missing directory), [`LogError::ReadOnlyFile`],
    /// [`LogError::InUse`], [`LogError::Locked`], [`LogError::NotADatabase`], [`LogError::Corrupt`],
    /// [`LogError::NotALog`], [`LogError::UnsupportedSchema`], [`LogError::BrokenChain`].
    pub fn open(path: impl AsRef<Path>) -> Result<Self, LogError> {
        Self::open_upgrading(path, |_| Ok::<_, LogError>(Vec::new()))
    }

    /// [`open`](Self::open), and a log of schema version 2 (before each hand's
    /// players were recorded) is upgraded in one transaction after it verifies:
    /// `hand_players` is added, and filled from the chain with what `players_of`
    /// reads in it (the hands dealt before, each with who dealt it and its
    /// players), each hand's rows chained with their record as a new hand's are.
    /// [`open`](Self::open) finds no players in the chain: hands recorded before
    /// stay without them.
    ///
    /// # Errors
    /// As [`open`](Self::open), or the error `players_of` returns (the log is
    /// then left at version 2).
    pub fn open_upgrading<E: From<LogError>>(
        path: impl AsRef<Path>,
        players_of: impl FnOnce(&EventLog) -> Result<PlayersFound, E>,
    ) -> Result<Self, E> {
        // Nothing silently replaced: a log gone while its head is remembered.
        sidecar::check_not_replaced(path.as_ref())?;
        Self::open_in_place(path, players_of)
    }

    /// [`open_upgrading`](Self::open_upgrading) whatever the head file beside the log says.
    pub(crate) fn open_in_place<E: From<LogError>>(
        path: impl AsRef<Path>,
        players_of: impl FnOnce(&EventLog) -> Result<PlayersFound, E>,
    ) -> Result<Self, E> {
        let path = path.as_ref().to_path_buf();
        // One writer at a time: refused at once, before anything is read.
        let lock = WriterLock::take(&path)?;
        // And by the file itself: a symlink or a hardlink is the same file.
        let file_lock = FileLock::take(&path)?;
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(&path, flags)
            .map_err(|e| LogError::from_sqlite(&path, e))?;
        // SQLite silently falls back to read-only when the file cannot be written.
        if conn
            .is_readonly(rusqlite::MAIN_DB)
            .map_err(|e| LogError::from_sqlite(&path, e))?
        {
            return Err(LogError::ReadOnlyFile { path }.into());
        }
        let mut log = Self::from_conn(conn, path, false)?;
        log._lock = Some(lock);
        log._file_lock = Some(file_lock);
        if schema::is_empty(&log.conn, &log.path)? {
            // journal_mode cannot change inside a transaction: set it first.
            log.set_wal()?;
            schema::create(&mut log.conn, &log.path)?;
        } else {
            schema::check(&log.conn, &log.path, true)?;
            // The whole file and chain, whatever marks the log holds.
            log.quick_check()?;
            verify::verify_chain(&log.conn, &log.path, &mut |_, _| {})?;
            log.load_pins()?;
            log.load_staff_keys()?;
            log.set_wal()?;
            let version = schema::version(&log.conn);
            if schema::UPGRADED_VERSIONS.contains(&version) {
                log.in_one_transaction(|log| {
                    if schema::upgrade(&log.conn, &log.path, version)? {
                        for (hand, by, players) in players_of(log)? {
                            log.add_hand_players(hand, &players, by)?;
                        }
                    }
                    Ok::<(), E>(())
                })?;
            }
            schema::add_indexes(&log.conn, &log.path)?;
        }
        // Probe the write lock now rather than at the first append.
        log.conn
            .execute_batch("BEGIN IMMEDIATE; ROLLBACK;")
            .map_err(|e| log.sql_err(e))?;
        log.mark_verified()?;
        Ok(log)
    }

    /// Open an existing log for reading only (reviewers). Appends and every other write
    /// fail with [`LogError::ReadOnlyHandle`].
    ///
    /// The file must be a Dealer Desk log that passes SQLite's `quick_check`; the chain is
    /// *not* required to verify, so a broken log can still be examined — call
    /// [`verify`](Self::verify).
    ///
    /// # Errors
    /// [`LogError::NotFound`], [`LogError::Locked`], [`LogError::NotADatabase`],
    /// [`LogError::Corrupt`], [`LogError::NotALog`], [`LogError::UnsupportedSchema`].
    pub fn open_read_only(path: impl AsRef<Path>) -> Result<Self, LogError> {
        let log = Self::glance(path)?;
        log.quick_check()?;
        Ok(log)
    }

    /// Open an existing log for reading only, checking that it is a Dealer Desk log
    /// but not reading its pages (SQLite's `quick_check` reads the whole file): for a
    /// glance, such as whether it holds a session, at a file that
    /// [`open`](Self::open) or [`verify`](Self::verify) checks before it is trusted.
    ///
    /// # Errors
    /// As [`open_read_only`](Self::open_read_only), but [`LogError::Corrupt`] only
    /// where SQLite meets it.
    pub fn glance(path: impl AsRef<Path>) -> Result<Self, LogError> {
        let path = path.as_ref().to_path_buf();
        if !path.exists() {
            return Err(LogError::NotFound { path });
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let mut copy = None;
        let conn = if in_read_only_folder(&path) && WalCopy::needed(&path) {
            // Committed entries wait in the -wal, which SQLite cannot read
            // here: read a private copy of both.
            let made = copy.insert(WalCopy::make(&path)?);
            Connection::open_with_flags(made.file(), flags)
        } else if in_read_only_folder(&path) {
            // No writer can be at work here, and SQLite could not make the
            // WAL's shared memory file beside it: read the file as it is.
            Connection::open_with_flags(immutable_uri(&path), flags | OpenFlags::SQLITE_OPEN_URI)
        } else {
            Connection::open_with_flags(&path, flags)
        }
        .map_err(|e| LogError::from_sqlite(&path, e))?;
        let mut log = Self::from_conn(conn, path, true)?;
        log._copy = copy;
        if schema::is_empty(&log.conn, &log.path)? {
            return Err(LogError::NotALog {
                path: log.path,
                why: Unrecognised::Empty,
            });
        }
        schema::check(&log.conn, &log.path, false)?;
        Ok(log)
    }

    fn from_conn(conn: Connection, path: PathBuf, read_only: bool) -> Result<Self, LogError> {
        let file_use = FileUse::new(&path);
        let map = |e| LogError::from_sqlite(&path, e);
        conn.busy_timeout(BUSY_TIMEOUT).map_err(map)?;
        // Per-connection settings; none of them writes to the file.
        conn.pragma_update(None, "synchronous", "FULL")
            .map_err(map)?;
        conn.pragma_update(None, "foreign_keys", true)
            .map_err(map)?;
        conn.pragma_update(None, "cell_size_check", true)
            .map_err(map)?;
        Ok(Self {
            conn,
            path,
            read_only,
            roles: HashMap::new(),
            pins: HashMap::new(),
            house_key: None,
            staff_keys: HashMap::new(),
            signedness: crate::signature::Signedness::NoFloor,
            unlocked: None,
            buf: String::new(),
            in_batch: false,
            _lock: None,
            _file_lock: None,
            _file_use: file_use,
            _copy: None,
        })
    }

    fn set_wal(&self) -> Result<(), LogError> {
        let mode: String = self
            .conn
            .pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get(0))
            .map_err(|e| self.sql_err(e))?;
        if mode.eq_ignore_ascii_case("wal") {
            Ok(())
        } else {
            Err(LogError::ReadOnlyFile {
                path: self.path.clone(),
            })
        }
    }

    fn quick_check(&self) -> Result<(), LogError> {
        let mut problems = Vec::new();
        self.conn
            .pragma_query(None, "quick_check", |r| {
                let line: String = r.get(0)?;
                if line != "ok" && problems.len() < 5 {
                    problems.push(line);
                }
                Ok(())
            })
            .map_err(|e| self.sql_err(e))?;
        if problems.is_empty() {
            Ok(())
        } else {
            Err(LogError::Corrupt {
                path: self.path.clone(),
                detail: problems.join("; "),
            })
        }
    }
}

/// Whether the folder holding `path` is read-only: by its permissions (for
/// everyone, root included: its mode grants no one a write), or because the
/// file system it is on is mounted read-only.
fn in_read_only_folder(path: &Path) -> bool {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::metadata(dir).is_ok_and(|m| m.permissions().readonly()) || on_read_only_mount(dir)
}

/// Whether `dir` is on a file system mounted read-only.
#[cfg(unix)]
fn on_read_only_mount(dir: &Path) -> bool {
    use rustix::fs::{StatVfsMountFlags, statvfs};
    statvfs(dir).is_ok_and(|s| s.f_flag.contains(StatVfsMountFlags::RDONLY))
}

/// Whether `dir` is on a file system mounted read-only (not asked here).
#[cfg(not(unix))]
fn on_read_only_mount(_dir: &Path) -> bool {
    false
}

/// An SQLite URI opening `path` as immutable: nothing is locked or
/// written, no `-wal` or `-shm` file made.
fn immutable_uri(path: &Path) -> String {
    let mut uri = String::from("file:");
    for b in path.as_os_str().as_encoded_bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'/' | b'-' | b'_' | b'.' | b'~' => {
                uri.push(char::from(*b));
            }
            _ => uri.push_str(&format!("%{b:02X}")),
        }
    }
    uri.push_str("?immutable=1");
    uri
}

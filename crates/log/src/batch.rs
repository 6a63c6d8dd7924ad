//! Several writes in one transaction: a bulk import writes many hands at
//! once, chained and durable when the transaction commits, or nothing of
//! them; a part of it (one hand) can be undone alone.

use std::ops::Deref;
use std::path::Path;

use rusqlite::Connection;

use crate::{ArgumentFault, EventLog, LogError};

/// A connection that writes in batches: savepoint journals in memory, a
/// page cache of 64 MB at most.
const BATCH_PRAGMAS: [&str; 2] = ["PRAGMA temp_store = MEMORY", "PRAGMA cache_size = -65536"];

impl EventLog {
    /// Runs `work` with every write it makes to this log in one transaction,
    /// committed (durable, like a single append) when `work` returns `Ok`, and
    /// rolled back, leaving the log as it was, when it returns `Err`. Inside,
    /// each write is still checked and chained as on its own; a nested call is
    /// part of the outer transaction. Meant for imports: a live table appends
    /// each entry as it happens.
    ///
    /// # Errors
    /// [`LogError::ReadOnlyHandle`], [`LogError::Locked`], database errors, or
    /// the error `work` returns.
    pub fn in_one_transaction<T, E: From<LogError>>(
        &mut self,
        work: impl FnOnce(&mut EventLog) -> Result<T, E>,
    ) -> Result<T, E> {
        if self.in_batch {
            return work(self);
        }
        self.begin_transaction()?;
        let out = work(self);
        self.end_transaction(out.is_ok())?;
        out
    }

    /// Begins the transaction of [`in_one_transaction`](Self::in_one_transaction)
    /// for a caller that cannot hand over a closure; every begin must be
    /// followed by [`end_transaction`](Self::end_transaction).
    ///
    /// # Errors
    /// [`LogError::ReadOnlyHandle`], [`LogError::InvalidArgument`] inside one
    /// already, [`LogError::Locked`], database errors.
    pub fn begin_transaction(&mut self) -> Result<(), LogError> {
        self.ensure_writable("begin_transaction")?;
        if self.in_batch {
            return Err(LogError::InvalidArgument(
                ArgumentFault::TransactionUnderWay,
            ));
        }
        // Each write of a transaction of many hands is a savepoint whose
        // undo pages are kept in memory, not written to a temporary file
        // (five writes an entry), and its pages are cached until it commits
        // (SQLite's default cache is 2 MB). Both are the connection's own
        // settings: nothing is written to the log.
        for pragma in BATCH_PRAGMAS {
            run(&self.conn, pragma).map_err(|e| self.sql_err(e))?;
        }
        run(&self.conn, "BEGIN IMMEDIATE").map_err(|e| self.sql_err(e))?;
        self.in_batch = true;
        Ok(())
    }

    /// Ends the transaction begun by [`begin_transaction`](Self::begin_transaction):
    /// commits it (durable when this returns) or rolls it back, leaving the
    /// log as it was before. Without one under way it does nothing.
    ///
    /// # Errors
    /// Database errors; a commit that fails is rolled back.
    pub fn end_transaction(&mut self, commit: bool) -> Result<(), LogError> {
        if !self.in_batch {
            return Ok(());
        }
        self.in_batch = false;
        let end = if commit { "COMMIT" } else { "ROLLBACK" };
        let done = if commit {
            crate::schema::write_head(&self.conn).and_then(|()| run(&self.conn, end))
        } else {
            run(&self.conn, end)
        };
        if let Err(e) = done {
            // A commit that fails leaves nothing written either.
            let _ = self.conn.execute_batch("ROLLBACK");
            self.roles.clear();
            return Err(self.sql_err(e));
        }
        if !commit {
            // Operators registered inside are gone again.
            self.roles.clear();
            return Ok(());
        }
        crate::sidecar::record(&self.conn, &self.path)
    }
}

impl EventLog {
    /// Begins a part of the transaction under way (of
    /// [`begin_transaction`](Self::begin_transaction)), such as one hand of
    /// an import that writes many hands at once: every begin must be
    /// followed by [`end_part`](Self::end_part). Parts do not nest.
    ///
    /// # Errors
    /// [`LogError::InvalidArgument`] outside a transaction, database errors.
    pub fn begin_part(&mut self) -> Result<(), LogError> {
        if !self.in_batch {
            return Err(LogError::InvalidArgument(ArgumentFault::NoTransaction));
        }
        run(&self.conn, "SAVEPOINT dealerdesk_part").map_err(|e| self.sql_err(e))
    }

    /// Ends the part begun by [`begin_part`](Self::begin_part): kept, to be
    /// committed with the transaction, or undone alone, the rest of the
    /// transaction kept.
    ///
    /// # Errors
    /// Database errors.
    pub fn end_part(&mut self, keep: bool) -> Result<(), LogError> {
        let end = if keep {
            "RELEASE dealerdesk_part"
        } else {
            // Operators registered inside are gone again.
            self.roles.clear();
            "ROLLBACK TO dealerdesk_part; RELEASE dealerdesk_part"
        };
        self.conn.execute_batch(end).map_err(|e| self.sql_err(e))
    }
}

/// One write's transaction: its own immediate transaction, or a savepoint
/// inside the transaction of [`EventLog::in_one_transaction`]. Rolled back
/// when dropped uncommitted. Its statements are prepared once per connection
/// (an import writes tens of thousands of entries a second).
pub(crate) struct WriteTx<'c> {
    conn: &'c Connection,
    part: bool,
    done: bool,
}

impl<'c> WriteTx<'c> {
    /// Begins a write on `conn`.
    pub fn begin(
        conn: &'c mut Connection,
        in_batch: bool,
        path: &Path,
    ) -> Result<WriteTx<'c>, LogError> {
        let conn = &*conn;
        let begin = if in_batch {
            "SAVEPOINT dealerdesk_write"
        } else {
            "BEGIN IMMEDIATE"
        };
        run(conn, begin).map_err(|e| LogError::from_sqlite(path, e))?;
        Ok(WriteTx {
            conn,
            part: in_batch,
            done: false,
        })
    }

    /// Commits the write (into the outer transaction, for a part of one,
    /// which writes the head when it commits).
    pub fn commit(mut self, path: &Path) -> Result<(), LogError> {
        let done = if self.part {
            run(self.conn, "RELEASE dealerdesk_write")
        } else {
            crate::schema::write_head(self.conn).and_then(|()| run(self.conn, "COMMIT"))
        };
        done.map_err(|e| LogError::from_sqlite(path, e))?;
        self.done = true;
        if self.part {
            Ok(())
        } else {
            crate::sidecar::record(self.conn, path)
        }
    }
}

/// Runs one statement from the connection's statement cache.
fn run(conn: &Connection, sql: &str) -> rusqlite::Result<()> {
    conn.prepare_cached(sql)?.execute([]).map(drop)
}

impl Drop for WriteTx<'_> {
    fn drop(&mut self) {
        if self.done {
            return;
        }
        let undo = if self.part {
            "ROLLBACK TO dealerdesk_write; RELEASE dealerdesk_write"
        } else {
            "ROLLBACK"
        };
        // Nothing to report to: a rollback that fails leaves SQLite to undo
        // the transaction when the connection next writes or closes.
        let _ = self.conn.execute_batch(undo);
    }
}

impl Deref for WriteTx<'_> {
    type Target = Connection;

    fn deref(&self) -> &Connection {
        self.conn
    }
}

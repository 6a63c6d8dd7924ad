//! The background sync: one thread per table that follows the local log
//! (read-only, so the desk's appends never wait on it) and sends every new
//! event to the room, reconnecting and catching up after an outage or a
//! restart. The UI thread only reads the shared [`SyncState`].

use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

use dealerdesk_log::EventLog;
use postgres::Client;

use crate::push::Pusher;
use crate::{RoomError, SyncState, connect, migrate};

/// How often the sync looks at the log and retries the room.
#[derive(Clone, Copy, Debug)]
pub struct SyncTiming {
    /// Between looks at the local log for new events ([`RoomSync::poke`]
    /// looks at once).
    pub poll: Duration,
    /// Between attempts to reach the room.
    pub retry: Duration,
}

impl Default for SyncTiming {
    fn default() -> Self {
        SyncTiming {
            poll: Duration::from_millis(100),
            retry: Duration::from_secs(1),
        }
    }
}

#[derive(Debug)]
struct Shared {
    state: Mutex<(SyncState, bool)>,
    wake: Condvar,
}

/// A table's sync to the room, running on its own thread until dropped.
#[derive(Debug)]
pub struct RoomSync {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

impl RoomSync {
    /// Start following the log at `log` and sending it to the room at `url`.
    /// The log may not exist yet: the sync waits for its first session,
    /// whose table name is the table's name in the room.
    pub fn start(url: impl Into<String>, log: impl Into<PathBuf>, timing: SyncTiming) -> RoomSync {
        let shared = Arc::new(Shared {
            state: Mutex::new((SyncState::Starting, false)),
            wake: Condvar::new(),
        });
        let worker = Worker {
            url: url.into(),
            path: log.into(),
            timing,
            shared: Arc::clone(&shared),
            client: None,
            log: None,
            pusher: None,
            room_seq: None,
        };
        let thread = std::thread::Builder::new()
            .name("room-sync".into())
            .spawn(move || worker.run())
            .ok();
        RoomSync { shared, thread }
    }

    /// The state now.
    pub fn state(&self) -> SyncState {
        self.lock().0.clone()
    }

    /// Something was appended: look at the log now rather than at the next poll.
    pub fn poke(&self) {
        self.shared.wake.notify_one();
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, (SyncState, bool)> {
        self.shared
            .state
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }
}

impl Drop for RoomSync {
    fn drop(&mut self) {
        self.lock().1 = true;
        self.shared.wake.notify_one();
        if let Some(thread) = self.thread.take() {
            // A panic on the sync thread has nothing left to report.
            let _ = thread.join();
        }
    }
}

struct Worker {
    url: String,
    path: PathBuf,
    timing: SyncTiming,
    shared: Arc<Shared>,
    client: Option<Client>,
    log: Option<EventLog>,
    pusher: Option<Pusher>,
    /// The last event the room was known to hold, once reached.
    room_seq: Option<u64>,
}

impl Worker {
    fn run(mut self) {
        loop {
            let state = self.step();
            let wait = match &state {
                // More to send: straight on.
                SyncState::Behind { .. } => Duration::ZERO,
                SyncState::InSync { .. } | SyncState::Starting => self.timing.poll,
                _ => self.timing.retry,
            };
            let failed = matches!(state, SyncState::Failed { .. });
            let mut guard = self
                .shared
                .state
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            if guard.1 {
                return;
            }
            guard.0 = state;
            if failed {
                return;
            }
            let (guard, _) = self
                .shared
                .wake
                .wait_timeout(guard, wait)
                .unwrap_or_else(PoisonError::into_inner);
            if guard.1 {
                return;
            }
        }
    }

    /// One look at the log and, if the room is there, one pass.
    fn step(&mut self) -> SyncState {
        let log = match &self.log {
            Some(log) => log,
            None => match EventLog::open_read_only(&self.path) {
                Ok(log) => self.log.insert(log),
                // The console creates the log once a table is set up.
                Err(_) => return SyncState::Starting,
            },
        };
        if self.pusher.is_none() {
            match log.sessions() {
                Ok(sessions) => match sessions.first() {
                    Some(s) => self.pusher = Some(Pusher::new(s.table_name.clone())),
                    None => return SyncState::Starting,
                },
                Err(e) => {
                    return SyncState::Failed {
                        reason: RoomError::Log(e).into(),
                    };
                }
            }
        }
        if self.client.is_none() {
            match connect::connect(&self.url).and_then(|mut c| {
                migrate::migrate(&mut c)?;
                Ok(c)
            }) {
                Ok(c) => self.client = Some(c),
                Err(e) => return self.lost(e),
            }
        }
        let (Some(client), Some(pusher), Some(log)) =
            (&mut self.client, &mut self.pusher, &self.log)
        else {
            return SyncState::Starting;
        };
        match pusher.pass(client, log) {
            Ok(state) => {
                self.room_seq = pusher.room_seq().or(self.room_seq);
                state
            }
            Err(e) => {
                pusher.detach();
                self.client = None;
                self.lost(e)
            }
        }
    }

    fn lost(&self, e: RoomError) -> SyncState {
        let local = self
            .log
            .as_ref()
            .and_then(|log| log.head().ok())
            .map_or(0, |(seq, _)| seq.0);
        match e {
            e @ RoomError::Address(_) => SyncState::Failed { reason: e.into() },
            e => SyncState::Unreachable {
                behind: self.room_seq.map(|seq| local.saturating_sub(seq)),
                reason: e.into(),
            },
        }
    }
}

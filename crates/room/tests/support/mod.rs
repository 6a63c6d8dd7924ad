//! A throwaway PostgreSQL cluster per test (initdb + pg_ctl into a temp
//! folder, a Unix socket in it, no TCP port), and tables dealt through the
//! scripted table face.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::desk::Desk;
use dealerdesk_desk::table_face::TableFace;
use dealerdesk_room::{RoomSync, SyncState, SyncTiming};
use tempfile::TempDir;

/// Set (CI sets it) to fail rather than skip when no PostgreSQL is installed.
pub const REQUIRE: &str = "DEALERDESK_REQUIRE_POSTGRES";

/// The folder holding `initdb`, `pg_ctl` and `postgres`.
fn bin_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("PG_BINDIR") {
        return Some(PathBuf::from(dir));
    }
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path().join("bin"))
        .filter(|p| p.join("initdb").is_file())
        .collect();
    versions.sort_by_key(|p| {
        p.parent()
            .and_then(|v| v.file_name())
            .and_then(|v| v.to_str())
            .and_then(|v| v.parse::<u32>().ok())
    });
    if let Some(dir) = versions.pop() {
        return Some(dir);
    }
    let out = Command::new("pg_config").arg("--bindir").output().ok()?;
    let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    dir.join("initdb").is_file().then_some(dir)
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.starts_with(b"0\n"))
}

/// A PostgreSQL server of its own, stopped when dropped.
pub struct Cluster {
    dir: TempDir,
    bin: PathBuf,
    as_postgres: bool,
}

impl Cluster {
    /// A new cluster, started; `None` (the test skips, saying so) when no
    /// PostgreSQL is installed and [`REQUIRE`] is not set.
    pub fn start() -> Option<Cluster> {
        let Some(bin) = bin_dir() else {
            assert!(
                std::env::var_os(REQUIRE).is_none(),
                "{REQUIRE} is set but no PostgreSQL binaries were found (initdb, pg_ctl): \
                 install postgresql or set PG_BINDIR"
            );
            eprintln!(
                "SKIPPED: no PostgreSQL binaries (initdb, pg_ctl) on this machine; \
                 install postgresql to run the room tests"
            );
            return None;
        };
        let dir = tempfile::Builder::new()
            .prefix("ddroom")
            .tempdir()
            .expect("temp dir");
        let as_postgres = is_root();
        if as_postgres {
            // initdb refuses root: the cluster belongs to the postgres user.
            let ok = Command::new("chown")
                .args(["postgres"])
                .arg(dir.path())
                .status()
                .expect("chown");
            assert!(ok.success(), "chown postgres {}", dir.path().display());
        }
        let cluster = Cluster {
            dir,
            bin,
            as_postgres,
        };
        let data = cluster.data();
        cluster.run(
            "initdb",
            &[
                "-N",
                "-A",
                "trust",
                "-U",
                "postgres",
                "-D",
                data.to_str().expect("utf-8 path"),
            ],
        );
        cluster.start_server();
        Some(cluster)
    }

    fn data(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    fn run(&self, tool: &str, args: &[&str]) {
        let exe = self.bin.join(tool);
        let mut cmd = if self.as_postgres {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(&exe);
            c
        } else {
            Command::new(&exe)
        };
        let out = cmd.args(args).output().expect(tool);
        assert!(
            out.status.success(),
            "{tool} {args:?}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// Start the server (again).
    pub fn start_server(&self) {
        let data = self.data();
        let log = self.dir.path().join("server.log");
        let opts = format!(
            "-k {} -p 5432 -c listen_addresses='' -c fsync=off -c max_connections=200",
            self.dir.path().display()
        );
        self.run(
            "pg_ctl",
            &[
                "-D",
                data.to_str().expect("utf-8"),
                "-l",
                log.to_str().expect("utf-8"),
                "-o",
                &opts,
                "-w",
                "start",
            ],
        );
    }

    /// Stop the server at once, as a crash or a pulled cable would.
    pub fn stop_server(&self) {
        let data = self.data();
        self.run(
            "pg_ctl",
            &[
                "-D",
                data.to_str().expect("utf-8"),
                "-m",
                "immediate",
                "-w",
                "stop",
            ],
        );
    }

    /// A connection string for `user` on the `postgres` database.
    pub fn url(&self, user: &str) -> String {
        format!(
            "host={} port=5432 user={user} dbname=postgres",
            self.dir.path().display()
        )
    }

    /// The superuser's connection string.
    pub fn admin(&self) -> String {
        self.url("postgres")
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let data = self.data();
        let exe = self.bin.join("pg_ctl");
        let mut cmd = if self.as_postgres {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(&exe);
            c
        } else {
            Command::new(&exe)
        };
        let _ = cmd
            .args(["-D"])
            .arg(&data)
            .args(["-m", "immediate", "stop"])
            .output();
    }
}

/// A cash table under the bundled no-limit rules, two players seated.
pub fn open_table(path: &Path) -> TableFace {
    let rules = HouseRules::preset(Variant::NoLimitHoldem);
    let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("table");
    let desk = Desk::open(path, rules, name).expect("desk");
    let mut face = TableFace::new(desk).expect("face");
    if face.desk().seats().is_empty() {
        for line in ["sit 1 Ana 200", "sit 2 Ben 200", "button 1"] {
            say(&mut face, line);
        }
    }
    face
}

/// One line to the table, which must take it.
pub fn say(face: &mut TableFace, line: &str) {
    let answer = face.line(line);
    assert_eq!(answer["ok"], true, "{line}: {answer}");
}

/// `n` hands, each dealt and folded to the big blind; `raise` makes the
/// first action a raise called instead (a different chain).
pub fn deal(face: &mut TableFace, hands: usize, raise: bool) {
    for _ in 0..hands {
        for line in ["n", "Ah Ad", "Kc Kd"] {
            say(face, line);
        }
        if raise {
            for line in ["r 6", "f"] {
                say(face, line);
            }
        } else {
            say(face, "f");
        }
    }
}

/// The log's head seq.
pub fn head(path: &Path) -> u64 {
    dealerdesk_log::EventLog::open_read_only(path)
        .expect("log")
        .head()
        .expect("head")
        .0
        .0
}

/// Quick timing for tests: poll often, retry soon.
pub fn quick() -> SyncTiming {
    SyncTiming {
        poll: Duration::from_millis(20),
        retry: Duration::from_millis(200),
    }
}

/// Wait until `want` holds of the sync's state (30 s at most).
pub fn wait_for(sync: &RoomSync, what: &str, want: impl Fn(&SyncState) -> bool) -> SyncState {
    let start = Instant::now();
    loop {
        let state = sync.state();
        if want(&state) {
            return state;
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "waited 30 s for {what}; the sync says {state:?}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Wait until the room holds the whole log at `path`.
pub fn wait_in_sync(sync: &RoomSync, path: &Path) -> u64 {
    let want = head(path);
    wait_for(sync, &format!("the room to hold event {want}"), |s| {
        *s == SyncState::InSync { seq: want }
    });
    want
}

//! What the fuzz targets (`fuzz/`, run by `cargo xtask fuzz`) check of every
//! parser that reads outside input: PHH files and `.phhs` (`phh`), house
//! files (`house`), lines into the table face (`face`), hands imported into a
//! log (`import`) and a log file opened as the console opens it
//! (`log_open`). Each takes the raw bytes a fuzzer makes; input a parser
//! refuses is fine, a panic or a broken property is not. The same functions
//! replay the inputs kept under `tests/data/fuzz/` (this crate's), so every crash the
//! fuzzer found stays a regression test.

mod face;
mod house;
mod import;
mod log_open;
mod phh;

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::Broken;

/// A target's check of one input.
pub type Check = fn(&[u8]) -> Result<(), Broken>;

/// A fuzz target: its name (the folder of its inputs) and its check.
pub type Target = (&'static str, Check);

/// Every fuzz target.
pub const TARGETS: [Target; 5] = [
    ("phh", phh::check),
    ("house", house::check),
    ("face", face::check),
    ("import", import::check),
    ("log_open", log_open::check),
];

/// The check of the target `name`.
pub fn target(name: &str) -> Option<Check> {
    TARGETS.iter().find(|(n, _)| *n == name).map(|(_, f)| *f)
}

/// The input as text, if it is UTF-8 (every parser here reads text files).
fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

/// A log file of one input in a RAM disk where there is one, removed (with
/// SQLite's side files) when dropped.
struct ScratchLog {
    path: PathBuf,
}

impl ScratchLog {
    fn new(target: &str) -> ScratchLog {
        static COUNT: AtomicU64 = AtomicU64::new(0);
        let shm = std::path::Path::new("/dev/shm");
        let dir = if shm.is_dir() {
            shm.to_path_buf()
        } else {
            std::env::temp_dir()
        };
        let n = COUNT.fetch_add(1, Ordering::Relaxed);
        let name = format!("dealerdesk-fuzz-{target}-{}-{n}.db", std::process::id());
        ScratchLog {
            path: dir.join(name),
        }
    }
}

impl Drop for ScratchLog {
    fn drop(&mut self) {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let mut file = self.path.clone().into_os_string();
            file.push(suffix);
            // Already gone is fine.
            let _ = std::fs::remove_file(file);
        }
    }
}

//! Random hunts for broken properties, each case chosen by a seed and
//! replayable from it: `Kind::Engine` plays one hand through the engine
//! (`play_random_hand`), `Kind::Desk` a table session through `Desk`
//! (`desk.rs`), `Kind::Face` random lines, valid and garbage, into the table
//! face (`face.rs`). `run_case` runs one case and turns a broken property,
//! or a panic, into a `Broken`; `cargo xtask hunt` and the property tests
//! run the cases.

mod desk;
mod face;
pub mod fuzz;
mod hand;

use std::fmt;
use std::panic::AssertUnwindSafe;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

pub use hand::{play_random_hand, play_random_hand_of};

pub use dealerdesk_core::game::Variant;
use dealerdesk_core::rules::HouseRules;

/// What a hunt plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// One random hand through the engine.
    Engine,
    /// A random table session through the `Desk` and its log.
    Desk,
    /// Random lines into the table face.
    Face,
}

impl Kind {
    /// Every kind, in the order `--what all` runs them.
    pub const ALL: [Kind; 3] = [Kind::Engine, Kind::Desk, Kind::Face];

    /// The name `--what` takes.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Engine => "engine",
            Kind::Desk => "desk",
            Kind::Face => "face",
        }
    }

    /// How many of the units a hunt counts (hands, sessions, lines) one case
    /// plays: a face case feeds one table `face::LINES` lines.
    pub fn per_case(self) -> u64 {
        match self {
            Kind::Engine | Kind::Desk => 1,
            Kind::Face => face::LINES,
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A `--what` that is not a kind of hunt.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a hunt: engine, desk or face")]
pub struct UnknownKind(pub String);

impl FromStr for Kind {
    type Err = UnknownKind;

    fn from_str(s: &str) -> Result<Kind, UnknownKind> {
        Kind::ALL
            .into_iter()
            .find(|k| k.name() == s)
            .ok_or_else(|| UnknownKind(s.to_string()))
    }
}

/// A property that broke, in words (a panic's message counts).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Broken(pub String);

/// What a case that held played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Hands dealt (engine: 1; face: hands started by its lines).
    pub hands: u64,
    /// A digest of the final state: the same seed gives the same digest.
    pub digest: u64,
}

/// Plays the case `seed` of `kind`; desk and face cases keep their log in
/// `scratch` (a RAM disk keeps the log's durable writes cheap) and remove it
/// after. A panic is caught and returned as what broke.
pub fn run_case(kind: Kind, seed: u64, scratch: &Path) -> Result<Outcome, Broken> {
    caught(|| match kind {
        Kind::Engine => Ok(Outcome {
            hands: 1,
            digest: play_random_hand(seed),
        }),
        Kind::Desk => desk::play_session(seed, scratch),
        Kind::Face => face::feed_table(seed, scratch),
    })
}

/// Plays the engine case `seed` as a hand of `game` (a hunt of one game).
pub fn run_engine_case_of(seed: u64, game: Variant) -> Result<Outcome, Broken> {
    caught(|| {
        Ok(Outcome {
            hands: 1,
            digest: play_random_hand_of(seed, game),
        })
    })
}

/// Runs `case`, a panic caught and returned as what broke.
fn caught(case: impl FnOnce() -> Result<Outcome, Broken>) -> Result<Outcome, Broken> {
    let played = std::panic::catch_unwind(AssertUnwindSafe(case));
    played.unwrap_or_else(|payload| {
        let message = payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "a panic without a message".into());
        Err(Broken(format!("panic: {message}")))
    })
}

/// A small deterministic generator driven by the seed (xorshift).
pub(crate) struct Rng(u64);

impl Rng {
    /// The generator for `seed` (never stuck at zero).
    pub(crate) fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (0 when `n` is 0).
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    /// True one time in `n`.
    pub(crate) fn one_in(&mut self, n: u64) -> bool {
        self.below(n) == 0
    }

    /// One of `items`.
    pub(crate) fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}

/// FNV-1a over `text`: a digest that stays the same across runs and builds.
pub(crate) fn digest(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Every bundled ruleset a table deals under, by its path under
/// `rulesets/` less `.yaml`: the presets of every game, the rulebook
/// families and the rotations (HORSE, HOSE). The tournament presets are the
/// desk hunt's own (`desk/tourney.rs`). A test walks `rulesets/` so that a
/// new table house cannot be left out.
pub(crate) const RULESETS: [&str; 36] = [
    "nl-holdem",
    "pl-holdem",
    "fl-holdem",
    "pl-omaha",
    "fl-omaha-hilo",
    "stud",
    "stud-hilo",
    "razz",
    "nl-short-deck",
    "nl-27-single-draw",
    "fl-27-triple-draw",
    "fl-badugi",
    "tda-2024/nl-holdem",
    "tda-2024/pl-holdem",
    "tda-2024/fl-holdem",
    "tda-2024/pl-omaha",
    "tda-2024/fl-omaha-hilo",
    "tda-2024/stud",
    "tda-2024/stud-hilo",
    "roberts-rules/nl-holdem",
    "roberts-rules/pl-holdem",
    "roberts-rules/fl-holdem",
    "roberts-rules/pl-omaha",
    "roberts-rules/fl-omaha-hilo",
    "roberts-rules/stud",
    "roberts-rules/stud-hilo",
    "wsop-2026-cash/nl-holdem",
    "wsop-2026-cash/pl-holdem",
    "wsop-2026-cash/fl-holdem",
    "wsop-2026-cash/pl-omaha",
    "wsop-2026-cash/fl-omaha-hilo",
    "wsop-2026-cash/stud",
    "wsop-2026-cash/stud-hilo",
    "wsop-2026-cash/horse",
    "wsop-2026-cash/hose",
    "wsop-2026-cash/8-game",
];

/// The folder of the bundled rulesets, in the repository this was built in.
pub(crate) fn rulesets_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rulesets")
}

/// The bundled ruleset `name`, loaded as the console loads a house file
/// (a rotation's games from the files beside it), read once per process.
pub(crate) fn bundled_rules(name: &str) -> Result<HouseRules, Broken> {
    static LOADED: OnceLock<Vec<Result<HouseRules, String>>> = OnceLock::new();
    let loaded = LOADED.get_or_init(|| {
        RULESETS
            .iter()
            .map(|name| {
                let path = rulesets_dir().join(format!("{name}.yaml"));
                HouseRules::from_file(&path).map_err(|e| e.to_string())
            })
            .collect()
    });
    let at = RULESETS
        .iter()
        .position(|n| *n == name)
        .ok_or_else(|| Broken(format!("{name} is not a bundled ruleset")))?;
    loaded[at]
        .clone()
        .map_err(|e| Broken(format!("the bundled ruleset {name} does not load: {e}")))
}

/// A bundled ruleset chosen at random, with its name.
fn random_rules(rng: &mut Rng) -> Result<(&'static str, HouseRules), Broken> {
    let name = *rng.pick(&RULESETS);
    Ok((name, bundled_rules(name)?))
}

/// A log file of one case, removed (with SQLite's side files) when dropped.
struct Scratch {
    path: PathBuf,
}

impl Scratch {
    fn new(dir: &Path, kind: Kind, seed: u64) -> Scratch {
        static COUNT: AtomicU64 = AtomicU64::new(0);
        let n = COUNT.fetch_add(1, Ordering::Relaxed);
        let name = format!(
            "dealerdesk-hunt-{kind}-{seed}-{}-{n}.db",
            std::process::id()
        );
        Scratch {
            path: dir.join(name),
        }
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        for suffix in ["", "-wal", "-shm"] {
            let mut file = self.path.clone().into_os_string();
            file.push(suffix);
            // Already gone is fine.
            let _ = std::fs::remove_file(file);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_read_back_from_their_names() {
        for kind in Kind::ALL {
            assert_eq!(kind.name().parse::<Kind>(), Ok(kind));
        }
        assert_eq!("all".parse::<Kind>(), Err(UnknownKind("all".into())));
    }

    #[test]
    fn every_bundled_ruleset_loads() {
        for name in RULESETS {
            if let Err(e) = bundled_rules(name) {
                panic!("{e}");
            }
        }
    }

    /// Every house file under `rulesets/` that loads as a table's house is
    /// hunted: a new preset or rotation cannot be forgotten.
    #[test]
    fn every_table_house_in_rulesets_is_hunted() {
        fn walk(dir: &Path, found: &mut Vec<PathBuf>) {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    walk(&path, found);
                } else if path.extension().is_some_and(|e| e == "yaml") {
                    found.push(path);
                }
            }
        }
        let root = rulesets_dir();
        let mut files = Vec::new();
        walk(&root, &mut files);
        let mut missing = Vec::new();
        let mut tables = 0;
        for path in files {
            let Ok(rules) = HouseRules::from_file(&path) else {
                continue;
            };
            if rules.tournament.is_some() {
                continue;
            }
            tables += 1;
            let name = path
                .strip_prefix(&root)
                .unwrap()
                .with_extension("")
                .to_string_lossy()
                .replace('\\', "/");
            if !RULESETS.contains(&name.as_str()) {
                missing.push(name);
            }
        }
        assert!(missing.is_empty(), "not hunted: {missing:?}");
        assert_eq!(
            tables,
            RULESETS.len(),
            "a hunted ruleset is not a table house"
        );
    }

    #[test]
    fn the_hunted_rulesets_deal_every_game_and_the_rotations() {
        let mut games: Vec<Variant> = Vec::new();
        let mut rotations = 0;
        for name in RULESETS {
            let rules = bundled_rules(name).unwrap();
            if rules.rotation.is_some() {
                rotations += 1;
            }
            for game in std::iter::once(rules.clone()).chain(rules.rotation_games()) {
                if !games.contains(&game.variant()) {
                    games.push(game.variant());
                }
            }
        }
        assert_eq!(games.len(), Variant::ALL.len(), "{games:?}");
        assert_eq!(rotations, 3, "HORSE, HOSE and 8-game");
    }

    #[test]
    fn digests_are_fnv_1a() {
        assert_eq!(digest(""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(digest("a"), 0xaf63_dc4c_8601_ec8c);
    }
}

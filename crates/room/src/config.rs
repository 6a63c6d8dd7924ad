//! The room's address in a local config file, so that `--room` need not be
//! typed at every start: `room = "postgresql://…"` in `dealerdesk.toml` in
//! the working folder, or else in `$XDG_CONFIG_HOME/dealerdesk/config.toml`
//! (`~/.config/dealerdesk/config.toml`). `--room` on the command line wins.

use std::path::{Path, PathBuf};

/// A config file that cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The file exists but cannot be read.
    #[error("{path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The file is not TOML, or `room` is not a string.
    #[error("{path}: {detail}")]
    Invalid {
        /// The file.
        path: PathBuf,
        /// What is wrong, with line and column.
        detail: String,
    },
}

/// The config files looked at, in order.
pub fn candidates() -> Vec<PathBuf> {
    let mut out = vec![PathBuf::from("dealerdesk.toml")];
    let base = std::env::var_os("XDG_CONFIG_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".config")));
    if let Some(base) = base {
        out.push(base.join("dealerdesk").join("config.toml"));
    }
    out
}

/// The room's address: `flag` if given, else the first config file's `room`.
///
/// # Errors
/// [`ConfigError`] for a config file that exists and cannot be read.
pub fn room_url(flag: Option<&str>) -> Result<Option<String>, ConfigError> {
    if let Some(url) = flag {
        return Ok(Some(url.to_owned()));
    }
    for path in candidates() {
        if path.is_file() {
            return read_room(&path);
        }
    }
    Ok(None)
}

/// The `room` key of one config file.
///
/// # Errors
/// As [`room_url`].
pub fn read_room(path: &Path) -> Result<Option<String>, ConfigError> {
    let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    let invalid = |detail: String| ConfigError::Invalid {
        path: path.to_path_buf(),
        detail,
    };
    let table: toml::Table = text
        .parse()
        .map_err(|e: toml::de::Error| invalid(e.to_string()))?;
    match table.get("room") {
        None => Ok(None),
        Some(toml::Value::String(url)) => Ok(Some(url.clone())),
        Some(other) => Err(invalid(format!(
            "room must be a connection string, found {}",
            other.type_str()
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(text: &str) -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().expect("tmp");
        let path = dir.path().join("dealerdesk.toml");
        std::fs::write(&path, text).expect("write");
        (dir, path)
    }

    #[test]
    fn the_room_key_is_read_and_the_flag_wins() {
        let (_dir, path) = file("# the card room\nroom = \"host=/tmp port=55432 user=room\"\n");
        assert_eq!(
            read_room(&path).expect("read").as_deref(),
            Some("host=/tmp port=55432 user=room")
        );
        assert_eq!(
            room_url(Some("postgresql://floor@db/room"))
                .expect("flag")
                .as_deref(),
            Some("postgresql://floor@db/room")
        );
    }

    #[test]
    fn a_file_without_the_key_has_no_room_and_a_bad_one_says_where() {
        let (_dir, path) = file("theme = \"dark\"\n");
        assert_eq!(read_room(&path).expect("read"), None);
        let (_dir, path) = file("room = 5432\n");
        let e = read_room(&path).expect_err("a number");
        assert!(
            e.to_string()
                .ends_with("room must be a connection string, found integer"),
            "{e}"
        );
        let (_dir, path) = file("room = \"unterminated\n");
        let e = read_room(&path).expect_err("bad toml");
        assert!(e.to_string().contains("line 1"), "{e}");
    }
}

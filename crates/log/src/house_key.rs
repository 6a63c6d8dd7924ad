//! The house key: 32 random bytes kept outside every log, beside the
//! user's configuration, used as Argon2's secret for each floor PIN hash.
//! A copy of a log alone then offers nothing to guess PINs against.
//!
//! The key lives at `$DEALERDESK_HOUSE_KEY_FILE` when that is set, else
//! `$XDG_CONFIG_HOME/dealerdesk/house.key`, else
//! `$HOME/.config/dealerdesk/house.key`. It is created on first use, mode
//! 0600, and never replaced: a second process creating it at the same time
//! reads the one that won. A hash made with it names it by its id (the
//! first 8 bytes of its SHA-256), so a log brought to another house says so.

use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

use crate::{KeyFault, LogError};

/// The variable naming the house key's file (for another place, and for tests).
pub const HOUSE_KEY_ENV: &str = "DEALERDESK_HOUSE_KEY_FILE";

/// How many bytes a house key holds.
const KEY_BYTES: usize = 32;

/// How many bytes of the key's SHA-256 name it in a PIN hash (Argon2's `keyid`).
pub(crate) const ID_BYTES: usize = 8;

/// A house key, read from its file or made for a new one.
#[derive(Clone, PartialEq, Eq)]
pub struct HouseKey {
    bytes: [u8; KEY_BYTES],
}

impl fmt::Debug for HouseKey {
    /// The key's id, never its bytes.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let id: String = self.id().iter().map(|b| format!("{b:02x}")).collect();
        f.debug_struct("HouseKey").field("id", &id).finish()
    }
}

impl HouseKey {
    /// Where the house key is kept: see the module's documentation.
    ///
    /// # Errors
    /// [`LogError::HouseKey`] when neither the variable, `XDG_CONFIG_HOME`
    /// nor `HOME` names a place.
    pub fn default_file() -> Result<PathBuf, LogError> {
        let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
        if let Some(file) = var(HOUSE_KEY_ENV) {
            return Ok(PathBuf::from(file));
        }
        let config = var("XDG_CONFIG_HOME")
            .map(PathBuf::from)
            .filter(|p| p.is_absolute())
            .or_else(|| var("HOME").map(|home| PathBuf::from(home).join(".config")));
        config
            .map(|dir| dir.join("dealerdesk").join("house.key"))
            .ok_or_else(|| LogError::HouseKey {
                path: PathBuf::from("$HOME/.config/dealerdesk/house.key"),
                fault: KeyFault::NoPlace,
            })
    }

    /// A new key of 32 random bytes from the operating system.
    ///
    /// # Errors
    /// [`LogError::HouseKey`] when the system has no randomness to give.
    pub fn generate() -> Result<HouseKey, LogError> {
        let mut bytes = [0; KEY_BYTES];
        getrandom::fill(&mut bytes).map_err(|_| LogError::HouseKey {
            path: PathBuf::new(),
            fault: KeyFault::NoRandom,
        })?;
        Ok(HouseKey { bytes })
    }

    /// The key in `file`, which must hold exactly 32 bytes.
    ///
    /// # Errors
    /// [`LogError::HouseKey`]: unreadable, or not a key.
    pub fn load(file: &Path) -> Result<HouseKey, LogError> {
        let err = |fault| LogError::HouseKey {
            path: file.to_path_buf(),
            fault,
        };
        let read = std::fs::read(file).map_err(|e| err(KeyFault::Read(e)))?;
        let bytes = <[u8; KEY_BYTES]>::try_from(read.as_slice())
            .map_err(|_| err(KeyFault::Size { found: read.len() }))?;
        Ok(HouseKey { bytes })
    }

    /// The key in `file`, made there (mode 0600, its folder created) when
    /// there is none yet. Written whole to a file of its own first and
    /// linked into place, so no one ever reads half a key, and a key
    /// already there is never replaced.
    ///
    /// # Errors
    /// [`LogError::HouseKey`]: the file or its folder cannot be read or written.
    pub fn load_or_create(file: &Path) -> Result<HouseKey, LogError> {
        if file.exists() {
            return Self::load(file);
        }
        let err = |fault| LogError::HouseKey {
            path: file.to_path_buf(),
            fault,
        };
        let key = Self::generate()?;
        let dir = file
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        std::fs::create_dir_all(dir).map_err(|e| err(KeyFault::Folder(e)))?;
        let temp = dir.join(format!(".house.key.{}", std::process::id()));
        let written = (|| {
            let mut out = private_file(&temp)?;
            out.write_all(&key.bytes)?;
            out.sync_all()?;
            match std::fs::hard_link(&temp, file) {
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(false),
                other => other.map(|()| true),
            }
        })();
        let _ = std::fs::remove_file(&temp);
        match written.map_err(|e| err(KeyFault::Write(e)))? {
            true => Ok(key),
            // Another process made it first: theirs is the house's.
            false => Self::load(file),
        }
    }

    /// The key at [`default_file`](Self::default_file), made there on first use.
    ///
    /// # Errors
    /// As [`default_file`](Self::default_file) and
    /// [`load_or_create`](Self::load_or_create).
    pub fn house() -> Result<HouseKey, LogError> {
        Self::load_or_create(&Self::default_file()?)
    }

    /// The key's id: the first 8 bytes of its SHA-256.
    pub fn id(&self) -> [u8; ID_BYTES] {
        let digest = Sha256::digest(self.bytes);
        let mut id = [0; ID_BYTES];
        id.copy_from_slice(&digest[..ID_BYTES]);
        id
    }

    /// The key's bytes, as Argon2's secret.
    pub(crate) fn secret(&self) -> &[u8] {
        &self.bytes
    }
}

/// A new file only its owner may read and write.
fn private_file(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options.open(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_made_once_private_and_read_back_the_same() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("conf").join("house.key");
        let made = HouseKey::load_or_create(&file).unwrap();
        assert_eq!(std::fs::read(&file).unwrap().len(), KEY_BYTES);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&file).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        assert_eq!(HouseKey::load_or_create(&file).unwrap(), made);
        assert_ne!(HouseKey::generate().unwrap(), made);
        assert_eq!(
            std::fs::read_dir(file.parent().unwrap()).unwrap().count(),
            1
        );
        std::fs::write(&file, b"short").unwrap();
        assert!(matches!(
            HouseKey::load(&file),
            Err(LogError::HouseKey {
                fault: KeyFault::Size { found: 5 },
                ..
            })
        ));
    }
}

//! The five languages and how one is chosen.
use std::fmt;
use std::str::FromStr;

/// A language the catalogues speak.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Lang {
    /// English, the catalogues' reference and fallback.
    #[default]
    En,
    /// Czech.
    Cs,
    /// Polish.
    Pl,
    /// Danish.
    Da,
    /// Hungarian.
    Hu,
}

/// A language code that names none of the five.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no language '{0}': choose en, cs, pl, da or hu")]
pub struct LangError(pub String);

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Cs, Lang::Pl, Lang::Da, Lang::Hu];

    /// The ISO 639-1 code: `en`, `cs`, `pl`, `da`, `hu`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Cs => "cs",
            Lang::Pl => "pl",
            Lang::Da => "da",
            Lang::Hu => "hu",
        }
    }

    /// The language's own name for itself, for a language picker.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Cs => "Čeština",
            Lang::Pl => "Polski",
            Lang::Da => "Dansk",
            Lang::Hu => "Magyar",
        }
    }

    /// The language of a POSIX locale (`cs_CZ.UTF-8`, `da_DK`, `pl`,
    /// `hu-HU`), if it is one of the five; `C` and `POSIX` name none.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let code = locale
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        code.parse().ok()
    }

    /// The system locale's language: `LC_ALL`, else `LC_MESSAGES`, else
    /// `LANG`, the first that is set and not empty (as POSIX orders them).
    pub fn from_env() -> Option<Lang> {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok())
            .find(|v| !v.is_empty())
            .and_then(|v| Lang::from_locale(&v))
    }

    /// The language to speak: the one asked for (`--lang`), else the house
    /// file's `language:`, else the system locale's, else English. A code
    /// asked for that names no language is an error, not a silent English.
    pub fn choose(asked: Option<&str>, house: Option<&str>) -> Result<Lang, LangError> {
        if let Some(code) = asked {
            return code.parse();
        }
        if let Some(code) = house {
            return code.parse();
        }
        Ok(Lang::from_env().unwrap_or_default())
    }
}

impl FromStr for Lang {
    type Err = LangError;

    fn from_str(s: &str) -> Result<Lang, LangError> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| LangError(s.to_string()))
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_name_their_language() {
        assert_eq!(Lang::from_locale("cs_CZ.UTF-8"), Some(Lang::Cs));
        assert_eq!(Lang::from_locale("hu-HU"), Some(Lang::Hu));
        assert_eq!(Lang::from_locale("da_DK@euro"), Some(Lang::Da));
        assert_eq!(Lang::from_locale("pl"), Some(Lang::Pl));
        assert_eq!(Lang::from_locale("C.UTF-8"), None);
        assert_eq!(Lang::from_locale("de_DE"), None);
    }

    #[test]
    fn the_flag_goes_before_the_house_file() {
        assert_eq!(Lang::choose(Some("pl"), Some("cs")), Ok(Lang::Pl));
        assert_eq!(Lang::choose(None, Some("HU")), Ok(Lang::Hu));
        assert_eq!(
            Lang::choose(Some("xx"), None),
            Err(LangError("xx".to_string()))
        );
    }
}

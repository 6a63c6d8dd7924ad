//! What a rule book row holds: a `Rule` (citation and text) or a house
//! option's `Setting`, the text a ruling quotes (`RuleText`, with where it was
//! `Taken` from), and what was `Defaulted` when a house file left a rule out.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The text of one rule as a ruling quotes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RuleText {
    /// The rule id: its key in the ruleset.
    pub id: &'static str,
    /// Where it comes from, e.g. "TDA 2024 Rule 43-A".
    pub cite: String,
    /// What it says, in the house's words.
    pub text: String,
    /// Whether the house file states it, or the bundled preset or the
    /// option's default stands in; faces say which with the citation.
    #[serde(skip_serializing_if = "Taken::is_house")]
    pub taken: Taken,
}

/// Where a rule's citation and text come from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Taken {
    /// The house file states it.
    #[default]
    House,
    /// The house file leaves the text out: the bundled preset's is taken.
    Preset,
    /// The house file leaves the option out: its default is taken.
    Default,
}

impl Taken {
    /// Whether the house file states the rule itself.
    pub fn is_house(&self) -> bool {
        *self == Taken::House
    }

    /// The citation as logs written before `Taken` carry it, an English
    /// note after the citation: the citation alone and where it came from.
    fn from_old_cite(cite: &str) -> Option<(&str, Taken)> {
        const OLD: [(&str, Taken); 2] = [
            (
                " (from the bundled preset: not in this house file)",
                Taken::Preset,
            ),
            (" (the default: not in this house file)", Taken::Default),
        ];
        OLD.iter()
            .find_map(|(note, taken)| Some((cite.strip_suffix(*note)?, *taken)))
    }
}

impl fmt::Display for RuleText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({}): {}", self.id, self.cite, self.text)
    }
}

/// A rule with no setting: only its citation and text.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Rule {
    /// Where it comes from.
    pub cite: String,
    /// What it says.
    pub text: String,
    /// Written only for a text the bundled preset stood in for (in the
    /// rules a log keeps).
    #[serde(default, skip_serializing_if = "Taken::is_house")]
    pub taken: Taken,
}

/// A house option: its setting with citation and text.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Setting<T> {
    /// The value the house chose.
    pub value: T,
    /// Where it comes from.
    pub cite: String,
    /// What it says.
    pub text: String,
    /// Written only for an option left at its default (in the rules a log
    /// keeps).
    #[serde(default, skip_serializing_if = "Taken::is_house")]
    pub taken: Taken,
}

/// What a rule book entry offers whatever its kind.
pub(super) trait Cited {
    fn cite(&self) -> &str;
    fn text(&self) -> &str;
    fn taken(&self) -> Taken;
    /// The citation and its source, to read an old log's note into.
    fn source_mut(&mut self) -> (&mut String, &mut Taken);
    /// The value the house chose, as written in a house file; `None` for a
    /// rule that is not an option.
    fn chosen(&self) -> Option<String>;

    /// Reads the English note an older log appended to the citation into
    /// `taken`.
    fn read_old_note(&mut self) {
        let (cite, taken) = self.source_mut();
        if let Some((bare, old)) = Taken::from_old_cite(cite) {
            let bare = bare.to_string();
            *cite = bare;
            *taken = old;
        }
    }
}

impl Cited for Rule {
    fn cite(&self) -> &str {
        &self.cite
    }
    fn text(&self) -> &str {
        &self.text
    }
    fn taken(&self) -> Taken {
        self.taken
    }
    fn source_mut(&mut self) -> (&mut String, &mut Taken) {
        (&mut self.cite, &mut self.taken)
    }
    fn chosen(&self) -> Option<String> {
        None
    }
}

impl<T: Serialize> Cited for Setting<T> {
    fn cite(&self) -> &str {
        &self.cite
    }
    fn text(&self) -> &str {
        &self.text
    }
    fn taken(&self) -> Taken {
        self.taken
    }
    fn source_mut(&mut self) -> (&mut String, &mut Taken) {
        (&mut self.cite, &mut self.taken)
    }
    fn chosen(&self) -> Option<String> {
        match serde_json::to_value(&self.value).ok()? {
            serde_json::Value::String(s) => Some(s),
            other => Some(other.to_string()),
        }
    }
}

/// A house option's value type.
pub trait Valued {
    /// The value the house chooses.
    type Value: Clone;
    /// The value chosen.
    fn value(&self) -> Self::Value;
}

impl<T: Clone> Valued for Setting<T> {
    type Value = T;
    fn value(&self) -> T {
        self.value.clone()
    }
}

/// A rule the house file left out, and what was taken instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Defaulted {
    /// A house option left at its default value.
    Option {
        /// The rule id.
        id: &'static str,
        /// The default taken, as a house file writes it.
        value: String,
        /// The citation for the default.
        cite: &'static str,
    },
    /// A rule's text taken from the bundled preset for the game.
    Text {
        /// The rule id.
        id: &'static str,
        /// The preset's file name.
        preset: &'static str,
    },
}

impl fmt::Display for Defaulted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Defaulted::Option { id, value, cite } => {
                write!(
                    f,
                    "rules.{id} is not in the file: the default '{value}' ({cite}) is taken"
                )
            }
            Defaulted::Text { id, preset } => write!(
                f,
                "rules.{id} is not in the file: the text of the bundled {preset} is taken"
            ),
        }
    }
}

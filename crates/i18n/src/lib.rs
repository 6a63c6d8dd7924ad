//! The words people read, in English, Czech, Polish, Danish and Hungarian.
//!
//! Every message lives in a Project Fluent catalogue (`locales/<lang>/*.ftl`,
//! built into the binary) under an id the faces name; a face asks [`Words`]
//! for a message by id with its arguments (amounts, seats, rule ids) and gets
//! it in the chosen [`Lang`], plurals by that language's rules and numbers
//! grouped its way. A message a language lacks is taken from English and
//! reported once; an id is never shown. Rule texts of the bundled rulesets
//! carry a translation for each language ([`rule_text`]). Dates and times
//! are written each language's way through chrono's locale data
//! ([`Words::date`], [`Words::time`], [`Words::date_time`]).

mod article;
mod catalogue;
mod lang;
mod number;
mod rule_texts;
mod when;

pub use article::hungarian_article;
pub use catalogue::{Args, Words, catalogue_sources};
pub use fluent_bundle::FluentArgs;
pub use lang::{Lang, LangError};
pub use number::group;
pub use rule_texts::rule_text;

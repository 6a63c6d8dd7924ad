//! The catalogues built into the binary, one Fluent bundle per language, and
//! [`Words`], which formats a message in one of them.
use std::collections::BTreeSet;
use std::sync::{Mutex, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use intl_memoizer::concurrent::IntlLangMemoizer;
use unic_langid::LanguageIdentifier;

use crate::article::article_function;
use crate::number::{decimal, decimal_sign};
use crate::{Lang, group};

/// The catalogue files of each language: the same file names in each.
macro_rules! catalogues {
    ($($file:literal),+ $(,)?) => {
        /// The catalogue files of `lang`: (file name, Fluent source).
        pub fn catalogue_sources(lang: Lang) -> &'static [(&'static str, &'static str)] {
            match lang {
                Lang::En => &[$(($file, include_str!(concat!("../locales/en/", $file)))),+],
                Lang::Cs => &[$(($file, include_str!(concat!("../locales/cs/", $file)))),+],
                Lang::Pl => &[$(($file, include_str!(concat!("../locales/pl/", $file)))),+],
                Lang::Da => &[$(($file, include_str!(concat!("../locales/da/", $file)))),+],
                Lang::Hu => &[$(($file, include_str!(concat!("../locales/hu/", $file)))),+],
            }
        }
    };
}

catalogues!(
    "refusals.ftl",
    "notes.ftl",
    "readings.ftl",
    "hands.ftl",
    "cards.ftl",
    "cli.ftl",
    "console.ftl",
    "screens.ftl",
    "errors.ftl",
    "status.ftl",
    "when.ftl",
    "tournament.ftl",
);

type Bundle = FluentBundle<FluentResource>;

/// Arguments of a message: amounts, counts, seats, names.
#[derive(Default)]
pub struct Args(FluentArgs<'static>);

impl Args {
    /// No arguments.
    pub fn new() -> Args {
        Args::default()
    }

    /// A number: chips, a count, a level. Plurals select on it, and it is
    /// written with the language's thousands separator.
    pub fn num(mut self, name: &'static str, n: u64) -> Args {
        self.0.set(name, n);
        self
    }

    /// A word or name as it is: a seat, a rule id, a citation, a card.
    pub fn str(mut self, name: &'static str, s: impl Into<String>) -> Args {
        self.0.set(name, s.into());
        self
    }

    /// The arguments, for Fluent.
    pub fn fluent(&self) -> &FluentArgs<'static> {
        &self.0
    }
}

/// Messages in one language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words {
    lang: Lang,
}

impl Words {
    /// The messages of `lang`.
    pub fn new(lang: Lang) -> Words {
        Words { lang }
    }

    /// The language spoken.
    pub fn lang(self) -> Lang {
        self.lang
    }

    /// The message `id`, which takes no arguments.
    pub fn get(self, id: &str) -> String {
        self.with(id, &Args::new())
    }

    /// The message `id` with its arguments. A message this language lacks
    /// is taken from English and reported once (see [`Words::fallbacks`]).
    pub fn with(self, id: &str, args: &Args) -> String {
        say(self.lang, bundle(self.lang), bundle(Lang::En), id, args)
    }

    /// A number written the language's way (10,000 / 10 000 / 10.000).
    pub fn number(self, n: u64) -> String {
        group(n, self.lang)
    }

    /// A decimal written the language's way (1,250.5 / 1 250,5).
    pub fn decimal(self, x: f64) -> String {
        decimal(x, self.lang)
    }

    /// The language's decimal sign.
    pub fn decimal_sign(self) -> char {
        decimal_sign(self.lang)
    }

    /// The messages taken from English so far, as (language, id).
    pub fn fallbacks() -> Vec<(Lang, String)> {
        reported().lock().map_or_else(
            |poisoned| poisoned.into_inner().iter().cloned().collect(),
            |set| set.iter().cloned().collect(),
        )
    }
}

/// `id` from `own`, else from `english` with the fallback reported.
fn say(lang: Lang, own: &Bundle, english: &Bundle, id: &str, args: &Args) -> String {
    if let Some(text) = format(own, id, args) {
        return text;
    }
    report_fallback(lang, id);
    format(english, id, args).unwrap_or_else(|| {
        // The catalogue test keeps every id the code names in English.
        debug_assert!(false, "no English message '{id}'");
        String::new()
    })
}

fn format(bundle: &Bundle, id: &str, args: &Args) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, Some(args.fluent()), &mut errors)
            .into_owned(),
    )
}

fn reported() -> &'static Mutex<BTreeSet<(Lang, String)>> {
    static REPORTED: OnceLock<Mutex<BTreeSet<(Lang, String)>>> = OnceLock::new();
    REPORTED.get_or_init(Mutex::default)
}

/// Notes on standard error, once per language and id, that a message was
/// shown in English.
fn report_fallback(lang: Lang, id: &str) {
    let mut set = reported().lock().unwrap_or_else(|p| p.into_inner());
    if set.insert((lang, id.to_string())) {
        eprintln!("dealerdesk: message '{id}' has no {lang} text; English shown");
    }
}

fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    let all = BUNDLES.get_or_init(|| Lang::ALL.into_iter().map(build).collect());
    &all[Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0)]
}

fn build(lang: Lang) -> Bundle {
    let sources: Vec<&str> = catalogue_sources(lang).iter().map(|(_, s)| *s).collect();
    build_from(lang, &sources)
}

fn build_from(lang: Lang, sources: &[&str]) -> Bundle {
    let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // Plain text for terminals and egui: no bidi isolation marks.
    bundle.set_use_isolating(false);
    let formatter: fn(&FluentValue, &IntlLangMemoizer) -> Option<String> = match lang {
        Lang::En => |v, _| number(v, Lang::En),
        Lang::Cs => |v, _| number(v, Lang::Cs),
        Lang::Pl => |v, _| number(v, Lang::Pl),
        Lang::Da => |v, _| number(v, Lang::Da),
        Lang::Hu => |v, _| number(v, Lang::Hu),
    };
    bundle.set_formatter(Some(formatter));
    // "a" or "az" before a number, for Hungarian; the one function the
    // catalogues call, so it cannot be there already.
    let _added = bundle.add_function("ARTICLE", article_function);
    for source in sources {
        // A file that does not parse keeps the entries that do; the
        // catalogue test fails on any parse error.
        let resource = FluentResource::try_new((*source).to_string()).unwrap_or_else(|(r, _)| r);
        let _overridden = bundle.add_resource(resource);
    }
    bundle
}

/// Whole numbers grouped; anything else formatted by Fluent.
fn number(v: &FluentValue, lang: Lang) -> Option<String> {
    match v {
        FluentValue::Number(n) if n.value >= 0.0 && n.value.fract() == 0.0 => {
            Some(group(n.value as u64, lang))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_message_is_english_and_reported_once() {
        let en = build_from(
            Lang::En,
            &["only-english = Only in English: { $n }\nboth = Both"],
        );
        let cs = build_from(Lang::Cs, &["both = Obojí"]);
        let args = Args::new().num("n", 10_000);
        assert_eq!(say(Lang::Cs, &cs, &en, "both", &args), "Obojí");
        assert!(!Words::fallbacks().contains(&(Lang::Cs, "both".to_string())));
        // The English text, its number grouped as English groups it; never the id.
        assert_eq!(
            say(Lang::Cs, &cs, &en, "only-english", &args),
            "Only in English: 10,000"
        );
        assert_eq!(
            say(Lang::Cs, &cs, &en, "only-english", &args),
            "Only in English: 10,000"
        );
        let reported: Vec<_> = Words::fallbacks()
            .into_iter()
            .filter(|(l, id)| *l == Lang::Cs && id == "only-english")
            .collect();
        assert_eq!(reported.len(), 1);
    }
}

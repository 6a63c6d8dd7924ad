//! Every catalogue parses and has exactly English's messages with English's
//! arguments; every message is named by the code; plurals carry every
//! category of their language; the words come out as each language says them.
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use dealerdesk_i18n::{Args, Lang, Words, catalogue_sources};
use fluent_bundle::FluentResource;
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};

/// Each message of `lang`: its id and the variables it uses.
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for (file, source) in catalogue_sources(lang) {
        let resource = FluentResource::try_new((*source).to_string())
            .unwrap_or_else(|(_, e)| panic!("{lang}/{file} does not parse: {e:?}"));
        for entry in resource.entries() {
            match entry {
                Entry::Message(m) => {
                    let mut vars = BTreeSet::new();
                    let value = m.value.as_ref();
                    let value =
                        value.unwrap_or_else(|| panic!("{lang}/{file}: {} is empty", m.id.name));
                    walk(value, &mut vars, &mut |_, _| {});
                    let before = out.insert(m.id.name.to_string(), vars);
                    assert!(before.is_none(), "{lang}/{file}: {} twice", m.id.name);
                }
                Entry::Term(t) => panic!(
                    "{lang}/{file}: term -{} (keep messages self-contained)",
                    t.id.name
                ),
                _ => {}
            }
        }
    }
    out
}

/// Visits a pattern: collects variables and hands every select's selector
/// variable and variant keys to `selects`.
fn walk(
    p: &Pattern<&str>,
    vars: &mut BTreeSet<String>,
    selects: &mut dyn FnMut(&str, Vec<String>),
) {
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            expr(expression, vars, selects);
        }
    }
}

fn expr(
    e: &Expression<&str>,
    vars: &mut BTreeSet<String>,
    selects: &mut dyn FnMut(&str, Vec<String>),
) {
    match e {
        Expression::Select { selector, variants } => {
            inline(selector, vars, selects);
            if let InlineExpression::VariableReference { id } = selector {
                let keys = variants
                    .iter()
                    .map(|v| match &v.key {
                        VariantKey::Identifier { name } => name.to_string(),
                        VariantKey::NumberLiteral { value } => value.to_string(),
                    })
                    .collect();
                selects(id.name, keys);
            }
            for v in variants {
                walk(&v.value, vars, selects);
            }
        }
        Expression::Inline(i) => inline(i, vars, selects),
    }
}

fn inline(
    i: &InlineExpression<&str>,
    vars: &mut BTreeSet<String>,
    selects: &mut dyn FnMut(&str, Vec<String>),
) {
    match i {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expr(expression, vars, selects),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline(a, vars, selects);
            }
        }
        _ => {}
    }
}

/// The arguments of each message, a player's possessive form (`$seat-of`)
/// counted as the player (`$seat`): a language takes whichever form its
/// sentence needs.
fn players_as_one(all: BTreeMap<String, BTreeSet<String>>) -> BTreeMap<String, BTreeSet<String>> {
    all.into_iter()
        .map(|(id, vars)| {
            let vars = vars
                .into_iter()
                .map(|v| v.strip_suffix("-of").map_or(v.clone(), str::to_string))
                .collect();
            (id, vars)
        })
        .collect()
}

#[test]
fn every_language_has_englishs_messages_with_its_arguments() {
    let en = players_as_one(messages(Lang::En));
    assert!(!en.is_empty());
    let mut wrong = Vec::new();
    for lang in &Lang::ALL[1..] {
        let theirs = players_as_one(messages(*lang));
        for (id, vars) in &en {
            match theirs.get(id) {
                None => wrong.push(format!("{lang}: no message {id}")),
                Some(v) if v != vars => {
                    wrong.push(format!("{lang}: {id} takes {v:?}, English {vars:?}"))
                }
                Some(_) => {}
            }
        }
        for id in theirs.keys().filter(|id| !en.contains_key(*id)) {
            wrong.push(format!("{lang}: {id} is not an English message"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The workspace's Rust sources, the catalogue crate's tests left out.
fn sources(dir: &Path, out: &mut String) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let path = e.path();
        let name = e.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            if !["target", ".git", "tests", "locales"].contains(&name.as_str()) {
                sources(&path, out);
            }
        } else if name.ends_with(".rs") {
            out.push_str(&std::fs::read_to_string(&path).unwrap_or_default());
        }
    }
}

#[test]
fn every_message_is_named_by_the_code() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut code = String::new();
    sources(&root.join("src"), &mut code);
    sources(&root.join("crates"), &mut code);
    let unused: Vec<String> = messages(Lang::En)
        .into_keys()
        .filter(|id| !code.contains(&format!("\"{id}\"")))
        .collect();
    assert!(unused.is_empty(), "messages no code names: {unused:?}");
}

#[test]
fn plurals_carry_every_category_of_their_language() {
    // CLDR cardinal categories; Fluent takes `other` as the default.
    let categories = |lang: Lang| -> &'static [&'static str] {
        match lang {
            Lang::Cs | Lang::Pl => &["one", "few", "many", "other"],
            Lang::En | Lang::Da | Lang::Hu => &["one", "other"],
        }
    };
    let plural_words = ["one", "few", "many"];
    let mut wrong = Vec::new();
    for lang in Lang::ALL {
        for (file, source) in catalogue_sources(lang) {
            let resource =
                FluentResource::try_new((*source).to_string()).unwrap_or_else(|(r, _)| r);
            for entry in resource.entries() {
                let Entry::Message(m) = entry else { continue };
                let Some(value) = &m.value else { continue };
                walk(value, &mut BTreeSet::new(), &mut |var, keys| {
                    if keys.iter().any(|k| plural_words.contains(&k.as_str())) {
                        let missing: Vec<_> = categories(lang)
                            .iter()
                            .filter(|c| !keys.iter().any(|k| k == *c))
                            .collect();
                        if !missing.is_empty() {
                            wrong.push(format!(
                                "{lang}/{file} {}: ${var} lacks {missing:?}",
                                m.id.name
                            ));
                        }
                    }
                });
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn chips_take_each_languages_plural() {
    let min = |lang: Lang, n: u64| {
        Words::new(lang).with(
            "refusal-bet-above-max",
            &Args::new().num("to", 1000).num("max", n),
        )
    };
    assert!(min(Lang::Cs, 1).ends_with("nejvýše 1 žeton."));
    assert!(min(Lang::Cs, 2).ends_with("nejvýše 2 žetony."));
    assert!(min(Lang::Cs, 5).ends_with("nejvýše 5 žetonů."));
    assert!(min(Lang::Cs, 22).ends_with("nejvýše 22 žetonů."));
    assert!(min(Lang::Pl, 1).ends_with("to 1 żeton."));
    assert!(min(Lang::Pl, 2).ends_with("to 2 żetony."));
    assert!(min(Lang::Pl, 5).ends_with("to 5 żetonów."));
    assert!(min(Lang::Pl, 12).ends_with("to 12 żetonów."));
    assert!(min(Lang::Pl, 22).ends_with("to 22 żetony."));
    assert!(min(Lang::En, 1).ends_with("is 1 chip."));
    assert!(min(Lang::Da, 5).ends_with("er 5 chips."));
    assert!(min(Lang::Hu, 5).ends_with("5 zseton."));
}

#[test]
fn amounts_are_grouped_the_languages_way() {
    let max = |lang: Lang| {
        Words::new(lang).with(
            "refusal-raise-above-max",
            &Args::new().num("to", 20_000).num("max", 10_000),
        )
    };
    assert!(
        max(Lang::En).contains("raise to at most 10,000 chips"),
        "{}",
        max(Lang::En)
    );
    assert!(
        max(Lang::Cs).contains("na 10\u{a0}000 žetonů"),
        "{}",
        max(Lang::Cs)
    );
    assert!(
        max(Lang::Da).contains("højst 10.000 chips"),
        "{}",
        max(Lang::Da)
    );
    assert!(
        max(Lang::Hu).contains("legfeljebb 10\u{a0}000 zsetonra"),
        "{}",
        max(Lang::Hu)
    );
}

#[test]
fn cards_have_spoken_names() {
    let name = |lang: Lang, rank: &str, suit: &str| {
        Words::new(lang).with(
            "card-name",
            &Args::new().str("rank", rank).str("suit", suit),
        )
    };
    assert_eq!(name(Lang::En, "ace", "spades"), "ace of spades");
    assert_eq!(name(Lang::Cs, "ace", "spades"), "pikové eso");
    assert_eq!(name(Lang::Cs, "queen", "hearts"), "srdcová dáma");
    assert_eq!(name(Lang::Cs, "king", "clubs"), "křížový král");
    assert_eq!(name(Lang::Pl, "ace", "spades"), "as pik");
    assert_eq!(name(Lang::Da, "ace", "spades"), "spar es");
    assert_eq!(name(Lang::Hu, "ace", "hearts"), "kőr ász");
}

/// Each message's Fluent source by id, its lines joined into one.
fn sources_by_id(lang: Lang) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for (_, source) in catalogue_sources(lang) {
        let mut current: Option<(String, String)> = None;
        for line in source.lines() {
            let starts_message = !line.starts_with([' ', '#']) && line.contains(" = ");
            if (starts_message || line.trim().is_empty() || line.starts_with('#'))
                && let Some((id, text)) = current.take()
            {
                out.insert(id, text);
            }
            if starts_message {
                let (id, text) = line.split_once(" = ").unwrap_or_default();
                current = Some((id.to_string(), text.to_string()));
            } else if let Some((_, text)) = current.as_mut()
                && !line.trim().is_empty()
                && !line.starts_with('#')
            {
                text.push(' ');
                text.push_str(line.trim());
            }
        }
        if let Some((id, text)) = current {
            out.insert(id, text);
        }
    }
    out
}

/// The review table: every message in the five languages side by side.
fn review_table() -> String {
    let all: Vec<BTreeMap<String, String>> = Lang::ALL.iter().map(|l| sources_by_id(*l)).collect();
    let mut out = String::from(
        "# Every message in the five languages\n\n\
         Generated from `crates/i18n/locales/` by the catalogue test \
         (`DEALERDESK_BLESS=1 cargo test -p dealerdesk-i18n --test catalogues` \
         rewrites it); the test fails while this file is out of date. Fluent \
         syntax as written: `{ $name }` is an argument, `[one] … *[other] …` \
         the plural forms.\n\n| id | en | cs | pl | da | hu |\n|---|---|---|---|---|---|\n",
    );
    for id in all[0].keys() {
        out.push_str(&format!("| `{id}` |"));
        for lang in &all {
            let text = lang.get(id).map_or("", String::as_str).replace('|', "\\|");
            out.push_str(&format!(" {text} |"));
        }
        out.push('\n');
    }
    out
}

#[test]
fn the_review_table_in_docs_is_current() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/i18n/messages.md");
    let table = review_table();
    if std::env::var_os("DEALERDESK_BLESS").is_some() {
        std::fs::write(&path, &table).expect("docs/i18n/messages.md is writable");
    }
    let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        on_disk == table,
        "docs/i18n/messages.md is out of date: run DEALERDESK_BLESS=1 cargo test -p dealerdesk-i18n --test catalogues"
    );
    assert_eq!(table.lines().count(), 6 + messages(Lang::En).len());
}

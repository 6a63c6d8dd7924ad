//! The glossary's "terms not to use" (docs/i18n/glossary.md) hold in the
//! catalogues: no message of a language says a term its table forbids, and a
//! path placeholder reads the same in every language. The forbidden terms
//! are read from the glossary itself, so the document and this test cannot
//! drift apart.
use std::path::Path;

use dealerdesk_i18n::{Args, Lang, Words, catalogue_sources};
use fluent_bundle::FluentResource;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// The glossary's forbidden terms by language: (term, what to say instead).
fn forbidden() -> Vec<(Lang, String, String)> {
    terms_not_to_use()
        .into_iter()
        .map(|(lang, term, instead, _)| (lang, term, instead))
        .collect()
}

/// The glossary's forbidden terms by language: (term, what to say instead,
/// whether the rule texts may say it). A row marked "(messages only)"
/// forbids a form under a player's name in a message, such as a masculine
/// past tense, that a rule text says of "the player" as its language does.
fn terms_not_to_use() -> Vec<(Lang, String, String, bool)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/i18n/glossary.md");
    let text = std::fs::read_to_string(&path).expect("docs/i18n/glossary.md is readable");
    let mut lang = None;
    let mut out = Vec::new();
    for line in text.lines() {
        if let Some(head) = line.strip_prefix("### ") {
            lang = head
                .strip_suffix(" — terms not to use")
                .map(|name| match name {
                    "Czech" => Lang::Cs,
                    "Polish" => Lang::Pl,
                    "Danish" => Lang::Da,
                    "Hungarian" => Lang::Hu,
                    other => panic!("glossary: terms not to use for an unknown language {other}"),
                });
            continue;
        }
        let (Some(lang), Some(row)) = (lang, line.strip_prefix("| `")) else {
            continue;
        };
        let mut cells = row.split(" | ");
        let terms = format!("`{}", cells.next().unwrap_or(""));
        let instead = cells.next().unwrap_or("").to_string();
        let rule_texts_may = terms.ends_with("(messages only)");
        for term in terms.split('`').skip(1).step_by(2) {
            out.push((lang, term.to_string(), instead.clone(), rule_texts_may));
        }
    }
    out
}

/// What a message says: its text and placeables as written (`{ $seat }`),
/// every variant of a select, never a variant's key.
fn said(pattern: &Pattern<&str>, out: &mut String) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable { expression } => expression_said(expression, out),
        }
    }
}

fn expression_said(e: &Expression<&str>, out: &mut String) {
    match e {
        Expression::Select { variants, .. } => {
            for v in variants {
                out.push_str(" | ");
                said(&v.value, out);
            }
            out.push_str(" | ");
        }
        Expression::Inline(InlineExpression::VariableReference { id }) => {
            out.push_str(&format!("{{ ${} }}", id.name));
        }
        Expression::Inline(InlineExpression::StringLiteral { value }) => out.push_str(value),
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            expression_said(expression, out)
        }
        Expression::Inline(InlineExpression::FunctionReference { id, .. }) => {
            out.push_str(&format!("{{ {}() }}", id.name));
        }
        Expression::Inline(_) => {}
    }
}

/// Every message of `lang` as (id, what it says), lines joined.
fn messages(lang: Lang) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (_, source) in catalogue_sources(lang) {
        let resource = FluentResource::try_new((*source).to_string()).unwrap_or_else(|(r, _)| r);
        for entry in resource.entries() {
            if let Entry::Message(m) = entry
                && let Some(value) = &m.value
            {
                let mut text = String::new();
                said(value, &mut text);
                let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
                out.push((m.id.name.to_string(), text));
            }
        }
    }
    out
}

/// Whether `term` stands in `text`, case ignored; where the term begins or
/// ends with a letter or digit, it must begin or end a word there (a hyphen
/// joins words: `burn` is not in `burn-kort`).
fn holds(text: &str, term: &str) -> bool {
    let text: Vec<char> = text.to_lowercase().chars().collect();
    let term: Vec<char> = term.to_lowercase().chars().collect();
    let joins = |c: Option<&char>| c.is_some_and(|c| c.is_alphanumeric() || *c == '-');
    (0..text.len().saturating_sub(term.len() - 1)).any(|i| {
        text[i..].starts_with(&term)
            && !(term[0].is_alphanumeric() && i > 0 && joins(text.get(i - 1)))
            && !(term[term.len() - 1].is_alphanumeric() && joins(text.get(i + term.len())))
    })
}

#[test]
fn the_glossary_forbids_terms_in_every_language() {
    let forbidden = forbidden();
    for lang in [Lang::Cs, Lang::Pl, Lang::Da, Lang::Hu] {
        assert!(
            forbidden.iter().filter(|(l, ..)| *l == lang).count() >= 5,
            "{lang}: the glossary lists too few terms not to use"
        );
    }
    assert!(
        forbidden
            .iter()
            .any(|(l, t, _)| *l == Lang::Hu && t == "cselekszik")
    );
    assert!(
        forbidden
            .iter()
            .any(|(l, t, _)| *l == Lang::Da && t == "Genstart uret")
    );
}

/// Messages that list the words one types at the table (`dealer Dana`,
/// `sit 3 Ana 200`), which stay English in every language.
const TYPED_WORDS: &[&str] = &["pad-help"];

/// What a text says in words of its language: the product's name left out.
fn in_words(text: &str) -> String {
    text.replace("Dealer Desk", "")
}

#[test]
fn no_catalogue_says_a_term_its_glossary_forbids() {
    let mut wrong = Vec::new();
    for (lang, term, instead) in forbidden() {
        for (id, text) in messages(lang) {
            if !TYPED_WORDS.contains(&id.as_str()) && holds(&in_words(&text), &term) {
                wrong.push(format!(
                    "{lang} {id}: says `{term}` (say: {instead}): {text}"
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Every rule text of `lang` (`docs/i18n/rule-texts/<lang>.yaml`) as
/// (its English key, its wording).
fn rule_texts(lang: Lang) -> Vec<(String, String)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../docs/i18n/rule-texts")
        .join(format!("{}.yaml", lang.code()));
    let text = std::fs::read_to_string(&path).expect("rule texts are readable");
    let table: std::collections::BTreeMap<String, String> =
        serde_yaml::from_str(&text).expect("rule texts parse");
    table.into_iter().collect()
}

#[test]
fn no_rule_text_says_a_term_its_glossary_forbids() {
    let mut wrong = Vec::new();
    for (lang, term, instead, _) in terms_not_to_use().into_iter().filter(|t| !t.3) {
        for (english, text) in rule_texts(lang) {
            if holds(&in_words(&text), &term) {
                let head: String = english.chars().take(50).collect();
                wrong.push(format!(
                    "{lang} rule \"{head}…\": says `{term}` (say: {instead})"
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_term_check_would_catch_what_it_is_for() {
    assert!(holds("Ana cselekszik.", "cselekszik"));
    assert!(holds("{ $seat }s hånd", "}s"));
    assert!(holds("KV · NV", "kv"));
    assert!(!holds("hvert burn-kort", "burn"));
    assert!(holds("act-burn: burn", "burn"));
    assert!(!holds("nehrála", "hrál"));
    assert!(holds("Rozdání { $hand }", "rozdání { $"));
    // An old wording the table forbids is found in a message's text.
    let old = "floor-resume-clock = Genstart uret\n";
    let resource = FluentResource::try_new(old.to_string()).unwrap();
    let Some(Entry::Message(m)) = resource.entries().next() else {
        panic!("one message")
    };
    let mut text = String::new();
    said(m.value.as_ref().unwrap(), &mut text);
    assert!(
        forbidden()
            .iter()
            .any(|(l, t, _)| *l == Lang::Da && holds(&text, t))
    );
}

#[test]
fn a_path_placeholder_reads_the_same_in_every_language() {
    let english = messages(Lang::En);
    let placeholders: Vec<&(String, String)> = english
        .iter()
        .filter(|(_, text)| text.contains("path/to/"))
        .collect();
    assert!(!placeholders.is_empty());
    for lang in Lang::ALL {
        let theirs = messages(lang);
        for (id, text) in &placeholders {
            let own = theirs.iter().find(|(i, _)| i == id).map(|(_, t)| t);
            assert_eq!(own, Some(text), "{lang} {id}");
        }
    }
}

#[test]
fn the_hungarian_article_agrees_with_the_number_as_it_is_read() {
    let below = |to: u64| {
        Words::new(Lang::Hu).with(
            "refusal-bet-below-min",
            &Args::new().num("to", to).num("min", 5000),
        )
    };
    assert!(below(1).starts_with("Az 1 zsetonos tét"), "{}", below(1));
    assert!(below(5).starts_with("Az 5 zsetonos tét"));
    assert!(below(500).starts_with("Az 500 zsetonos tét"));
    assert!(below(1000).starts_with("Az 1\u{a0}000 zsetonos tét"));
    assert!(below(2).starts_with("A 2 zsetonos tét"));
    assert!(below(100).starts_with("A 100 zsetonos tét"));
    assert!(below(10_000).starts_with("A 10\u{a0}000 zsetonos tét"));
    let closed = Words::new(Lang::Hu).with(
        "tournament-registration-closed",
        &Args::new().num("until", 5).num("level", 12),
    );
    assert_eq!(
        closed,
        "A regisztráció az 5. szint után lezárult; az óra a 12. szinten áll."
    );
}

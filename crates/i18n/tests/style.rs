//! The rules of each language's style sheet (docs/i18n/cs.md, pl.md, da.md,
//! hu.md) that a machine can check in every message: counts through plural
//! selectors, no gendered past tense straight after a player's name, the
//! Hungarian article through `ARTICLE()`, one style of quotation marks, and
//! no position (`p3`) in a sentence a person reads.
use dealerdesk_i18n::{Args, Lang, Words, catalogue_sources};
use fluent_bundle::FluentResource;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// What a message says, as words: a placeable is one word `{$name}`, or
/// `{#name}` inside a select on that same variable (a counted number); a
/// select is `⟨` its variants between ` | ` `⟩`; a function is `{FN()}`.
fn said(pattern: &Pattern<&str>, counted: &mut Vec<String>, out: &mut String) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable { expression } => expression_said(expression, counted, out),
        }
    }
}

fn expression_said(e: &Expression<&str>, counted: &mut Vec<String>, out: &mut String) {
    match e {
        Expression::Select { selector, variants } => {
            let on = match selector {
                InlineExpression::VariableReference { id } => Some(id.name.to_string()),
                _ => None,
            };
            counted.extend(on.clone());
            out.push_str(" ⟨ ");
            for (i, v) in variants.iter().enumerate() {
                if i > 0 {
                    out.push_str(" | ");
                }
                said(&v.value, counted, out);
            }
            out.push_str(" ⟩ ");
            if on.is_some() {
                counted.pop();
            }
        }
        Expression::Inline(InlineExpression::VariableReference { id }) => {
            let mark = if counted.iter().any(|c| c == id.name) {
                '#'
            } else {
                '$'
            };
            out.push_str(&format!("{{{mark}{}}}", id.name));
        }
        Expression::Inline(InlineExpression::StringLiteral { value }) => out.push_str(value),
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            expression_said(expression, counted, out)
        }
        Expression::Inline(InlineExpression::FunctionReference { id, .. }) => {
            out.push_str(&format!("{{{}()}}", id.name));
        }
        Expression::Inline(_) => {}
    }
}

/// Every message of `lang` from `sources` as (id, its words).
fn messages_of(sources: &[(&str, &str)]) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for (_, source) in sources {
        let resource = FluentResource::try_new((*source).to_string()).unwrap_or_else(|(r, _)| r);
        for entry in resource.entries() {
            if let Entry::Message(m) = entry
                && let Some(value) = &m.value
            {
                let mut text = String::new();
                said(value, &mut Vec::new(), &mut text);
                let words = text.split_whitespace().map(str::to_string).collect();
                out.push((m.id.name.to_string(), words));
            }
        }
    }
    out
}

fn messages(lang: Lang) -> Vec<(String, Vec<String>)> {
    let sources: Vec<(&str, &str)> = catalogue_sources(lang)
        .iter()
        .map(|(file, source)| (*file, *source))
        .collect();
    messages_of(&sources)
}

/// A word without the punctuation around it.
fn bare(word: &str) -> &str {
    word.trim_matches(|c: char| !(c.is_alphanumeric() || "{}$#-()".contains(c)))
        .trim_start_matches('(')
        .trim_end_matches(')')
}

/// The variable a placeable word stands for, and whether it is counted.
fn placeable(word: &str) -> Option<(&str, bool)> {
    let inner = bare(word).strip_prefix('{')?.strip_suffix('}')?;
    if let Some(v) = inner.strip_prefix('$') {
        Some((v, false))
    } else {
        inner.strip_prefix('#').map(|v| (v, true))
    }
}

/// The nouns that are counted in Czech, Polish and Danish messages, as the
/// start of each of their forms ("žeton" covers žetony, žetonů); Danish
/// plurals whose singular differs ("1 chip", "1 spiller").
fn counted_nouns(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::Cs => &[
            "žeton",
            "karet",
            "karty",
            "karta",
            "kartu",
            "hráč",
            "minut",
            "sekund",
            "hodin",
            "stol",
            "stůl",
            "míst",
            "vstup",
            "re-entry",
            "rebuy",
            "záznam",
            "zápis",
            "bajt",
            "her",
            "hry",
            "hra",
            "sázk",
            "sázek",
            "navýšen",
            "úrov",
            "level",
            "kol",
            "chybn",
            "pokus",
            "řádk",
            "řádek",
            "znak",
            "událost",
            "přesun",
            "bank",
        ],
        Lang::Pl => &[
            "żeton",
            "kart",
            "gracz",
            "minut",
            "sekund",
            "godzin",
            "stoł",
            "stół",
            "miejsc",
            "wejś",
            "re-entry",
            "rebuy",
            "wpis",
            "bajt",
            "rozda",
            "zakład",
            "podbi",
            "poziom",
            "rund",
            "level",
            "błędn",
            "prób",
            "wiersz",
            "znak",
            "zdarze",
            "przeniesie",
            "pul",
        ],
        Lang::Da => &["chips", "spillere", "borde", "pladser", "hænder"],
        _ => &[],
    }
}

#[test]
fn czech_polish_and_danish_count_through_plural_selectors() {
    let english = messages(Lang::En);
    // The variables some language counts somewhere: numbers of things.
    let everyone: Vec<_> = Lang::ALL.into_iter().flat_map(messages).collect();
    let numbers: Vec<&str> = everyone
        .iter()
        .flat_map(|(_, words)| words.iter().filter_map(|w| placeable(w)))
        .filter_map(|(var, counted)| counted.then_some(var))
        .collect();
    let mut wrong = Vec::new();
    for lang in [Lang::Cs, Lang::Pl, Lang::Da] {
        let theirs = messages(lang);
        for (id, words) in &theirs {
            // A number straight before a counted noun is selected on.
            for pair in words.windows(2) {
                let Some((var, false)) = placeable(&pair[0]) else {
                    continue;
                };
                // A number with punctuation after it (`{ $n }:`) is a label.
                if !numbers.contains(&var) || !pair[0].ends_with('}') {
                    continue;
                }
                let next = bare(&pair[1]).to_lowercase();
                if counted_nouns(lang).iter().any(|n| next.starts_with(n)) {
                    wrong.push(format!("{lang} {id}: {{ ${var} }} {next} without a plural"));
                }
            }
            // A number English counts is counted here too.
            let Some((_, en)) = english.iter().find(|(i, _)| i == id) else {
                continue;
            };
            for word in en {
                if let Some((var, true)) = placeable(word)
                    && !words.iter().any(|w| placeable(w) == Some((var, true)))
                    && words.iter().any(|w| placeable(w) == Some((var, false)))
                {
                    wrong.push(format!("{lang} {id}: English counts ${var}, this does not"));
                }
            }
        }
    }
    wrong.sort();
    wrong.dedup();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The variables that name a player (or a person at the desk).
const PEOPLE: &[&str] = &[
    "seat", "seat-of", "player", "name", "who", "winner", "turn", "turn-of", "by", "without",
    "operator",
];

/// Whether `word` is a past-tense verb form that shows its subject's gender.
fn gendered_past(lang: Lang, word: &str) -> bool {
    let w = bare(word).to_lowercase();
    let long = w.chars().count() >= 4;
    match lang {
        Lang::Cs => long && ["l", "la", "lo", "li", "ly"].iter().any(|e| w.ends_with(e)),
        Lang::Pl => long && ["ł", "ła", "ło", "li", "ły"].iter().any(|e| w.ends_with(e)),
        _ => false,
    }
}

/// The verbs "to be" and "to become" that a participle follows.
const AUXILIARIES: &[&str] = &[
    "je", "není", "byl", "byla", "bylo", "bude", "jest", "był", "była", "będzie", "został",
    "została",
];

/// Whether `word` is a passive participle that shows its subject's gender
/// ("vyřazen", "vyřazena"; "zapisany", "zapisana").
fn gendered_participle(lang: Lang, word: &str) -> bool {
    let w = bare(word).to_lowercase();
    let long = w.chars().count() >= 5;
    let endings: &[&str] = match lang {
        Lang::Cs => &["en", "ena", "án", "ána", "ován", "ný", "ná"],
        Lang::Pl => &["ny", "na", "ony", "ona", "ty", "ta"],
        _ => &[],
    };
    long && endings.iter().any(|e| w.ends_with(e))
}

/// Words that may stand between a subject and its verb.
const CLITICS: &[&str] = &[
    "se", "si", "už", "již", "ještě", "ne", "také", "się", "już", "nie", "jeszcze", "też",
];

/// The nouns before a name that the verb then agrees with.
const HEADS: &[&str] = &[
    "hráč",
    "hráče",
    "hráči",
    "hráčem",
    "hráčů",
    "floorman",
    "floormana",
    "krupiér",
    "operátor",
    "gracz",
    "gracza",
    "graczowi",
    "graczem",
    "graczy",
    "krupier",
    "operator",
];

/// (message, the placeable and the verb after it) for each gendered
/// past-tense verb straight after a player in `words`.
fn past_after_player(lang: Lang, words: &[String]) -> Vec<String> {
    let mut found = Vec::new();
    for (i, word) in words.iter().enumerate() {
        let Some((var, _)) = placeable(word) else {
            continue;
        };
        // A name with punctuation after it (`{ $seat }:`) is a label.
        if !PEOPLE.contains(&var) || word != bare(word) {
            continue;
        }
        let headed = i > 0 && HEADS.contains(&bare(&words[i - 1]).to_lowercase().as_str());
        let mut j = i + 1;
        while j < words.len() && CLITICS.contains(&bare(&words[j]).to_lowercase().as_str()) {
            j += 1;
        }
        if !headed
            && let Some(next) = words.get(j)
            && gendered_past(lang, next)
        {
            found.push(format!("{{ ${var} }} {}", bare(next)));
        }
        // "je vyřazen", "jest zapisany": a participle agrees as well.
        if !headed
            && let (Some(aux), Some(next)) = (words.get(j), words.get(j + 1))
            && AUXILIARIES.contains(&bare(aux).to_lowercase().as_str())
            && gendered_participle(lang, next)
        {
            found.push(format!("{{ ${var} }} {} {}", bare(aux), bare(next)));
        }
    }
    found
}

#[test]
fn no_gendered_past_tense_follows_a_players_name() {
    let mut wrong = Vec::new();
    for lang in [Lang::Cs, Lang::Pl] {
        for (id, words) in messages(lang) {
            for found in past_after_player(lang, &words) {
                wrong.push(format!("{lang} {id}: {found}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn no_czech_or_polish_word_shows_both_genders_with_a_bracket() {
    // "byl(a)", "vyřazen(a)", "dodany(-a)": a noun before the name instead.
    let mut wrong = Vec::new();
    for lang in [Lang::Cs, Lang::Pl] {
        for (id, words) in messages(lang) {
            for word in &words {
                let chars: Vec<char> = word.chars().collect();
                let glued = chars
                    .windows(2)
                    .any(|w| w[0].is_alphabetic() && w[1] == '(');
                if glued {
                    wrong.push(format!("{lang} {id}: {word}"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn no_hungarian_article_stands_bare_before_a_value() {
    let mut wrong = Vec::new();
    for (id, words) in messages(Lang::Hu) {
        for pair in words.windows(2) {
            let article = pair[0].trim_start_matches(['(', '„']).to_lowercase();
            let next = pair[1].trim_start_matches(['„', '(']);
            let value = next.starts_with(['{', '⟨']) && !next.starts_with("{ARTICLE");
            if (article == "a" || article == "az" || article == "a(z)") && value {
                wrong.push(format!("hu {id}: {} {}", pair[0], pair[1]));
            }
        }
        // A card that begins a sentence takes its article too.
        for (i, word) in words.iter().enumerate() {
            let starts = i == 0 || words[i - 1].ends_with(['.', '!', '?', ';']);
            let card = match placeable(word) {
                Some(("card", _)) => true,
                Some(("cards", _)) => words.get(i + 1).is_none_or(|next| next != "lap"),
                _ => false,
            };
            if starts && card {
                wrong.push(format!(
                    "hu {id}: {word} begins a sentence without ARTICLE()"
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The quotation marks a language must not use: cs „…“, pl and hu „…”,
/// da »…«; a straight quote may stand only in what is typed (`"REASON"`).
fn foreign_quotes(lang: Lang) -> &'static [char] {
    match lang {
        Lang::Cs => &['”', '»', '«'],
        Lang::Pl | Lang::Hu => &['“', '»', '«'],
        Lang::Da => &['“', '”', '„'],
        Lang::En => &[],
    }
}

#[test]
fn each_language_quotes_in_one_style() {
    let mut wrong = Vec::new();
    for lang in [Lang::Cs, Lang::Pl, Lang::Da, Lang::Hu] {
        for (id, words) in messages(lang) {
            for word in &words {
                let quoted_value = word.starts_with("\"{") || word.starts_with("'{");
                if word.contains(foreign_quotes(lang)) || quoted_value {
                    wrong.push(format!("{lang} {id}: {word}"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn each_language_quotes_its_rule_texts_in_the_same_style() {
    let mut wrong = Vec::new();
    for lang in [Lang::Cs, Lang::Pl, Lang::Da, Lang::Hu] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../docs/i18n/rule-texts")
            .join(format!("{}.yaml", lang.code()));
        let text = std::fs::read_to_string(&path).expect("rule texts are readable");
        let table: std::collections::BTreeMap<String, String> =
            serde_yaml::from_str(&text).expect("rule texts parse");
        for (english, wording) in table {
            if wording.contains(foreign_quotes(lang)) {
                let head: String = english.chars().take(50).collect();
                wrong.push(format!("{lang} rule \"{head}…\": {wording}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Messages that may name a position: the notation one types (`p1`), and a
/// position typed that no player of the hand holds.
fn may_name_a_position(id: &str) -> bool {
    id.starts_with("notation-") || id == "player-position"
}

#[test]
fn no_message_a_person_reads_names_a_position() {
    let mut wrong = Vec::new();
    for lang in Lang::ALL {
        for (id, words) in messages(lang) {
            if may_name_a_position(&id) {
                continue;
            }
            for word in &words {
                let w = bare(word);
                let position = w
                    .strip_prefix('p')
                    .is_some_and(|n| matches!(n.parse::<u8>(), Ok(1..=10)));
                if position || placeable(word).is_some_and(|(v, _)| v == "pos") {
                    wrong.push(format!("{lang} {id}: {word}"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// One message, as the checks read it.
fn one(source: &str) -> Vec<String> {
    messages_of(&[("test.ftl", source)])
        .pop()
        .map(|(_, w)| w)
        .unwrap_or_default()
}

#[test]
fn the_checks_catch_what_they_are_for() {
    let past = |lang, s: &str| past_after_player(lang, &one(s));
    assert_eq!(
        past(Lang::Cs, "m = Přesun 1: { $player } se přesunul se žetony."),
        ["{ $player } přesunul"]
    );
    assert_eq!(
        past(Lang::Pl, "m = { $seat } odpadło z turnieju."),
        ["{ $seat } odpadło"]
    );
    assert!(past(Lang::Pl, "m = Gracz { $seat } odpadł z turnieju.").is_empty());
    assert!(past(Lang::Cs, "m = Stůl { $table } odehrál kolo.").is_empty());
    assert_eq!(
        past(Lang::Cs, "m = { $player } je vyřazen."),
        ["{ $player } je vyřazen"]
    );
    assert!(past(Lang::Cs, "m = Hráč { $player } je vyřazen.").is_empty());
    assert!(past(Lang::Pl, "m = { $seat } jest puste.").is_empty());
    let counted = one("m = { $n ->\n    [one] { $n } žeton\n   *[other] { $n } žetonů\n}\n");
    assert!(counted.contains(&"{#n}".to_string()), "{counted:?}");
    let bare_count = one("m = jen { $n } žetonů");
    assert_eq!(placeable(&bare_count[1]), Some(("n", false)));
    let hu = one("m = a { $wager ->\n    [bet] tét\n   *[raise] emelés\n} szól\n");
    assert_eq!(hu[0], "a");
    assert!(hu[1].starts_with('⟨'));
    assert_eq!(bare("„{$word}”"), "{$word}");
    assert!(gendered_past(Lang::Cs, "odešel,"));
    assert!(!gendered_past(Lang::Cs, "hraje"));
}

#[test]
fn a_hungarian_seat_takes_its_article_as_it_is_read() {
    let words = Words::new(Lang::Hu);
    let seat = |n: u64| words.with("seat-number", &Args::new().num("seat", n));
    let empty = |n: u64| words.with("desk-empty-seat", &Args::new().str("seat", seat(n)));
    assert_eq!(empty(1), "Az 1. hely üres.");
    assert_eq!(empty(3), "A 3. hely üres.");
    assert_eq!(empty(5), "Az 5. hely üres.");
}

//! The Hungarian definite article before a number or a word, as it is read
//! aloud: "az" before a vowel sound ("az 1", "az 5.", "az 500", "az 1000",
//! "az Ah"), "a" before a consonant ("a 2", "a 100", "a 10 000", "a Kd").
//! The catalogues call it as the Fluent function `ARTICLE($n)` (or
//! `ARTICLE($n, capital: "yes")` at the start of a sentence), so no message
//! writes "a(z)" before a value it does not know.
use fluent_bundle::{FluentArgs, FluentValue};

/// "az" or "a" before `text` as Hungarian reads it.
pub fn hungarian_article(text: &str) -> &'static str {
    let digits: String = text
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '\u{a0}')
        .filter(char::is_ascii_digit)
        .collect();
    if let Some(first) = digits.chars().next() {
        // egy (1), ezer (1 000), egymillió (1 000 000); öt, ötven, ötszáz…
        let vowel = first == '5' || (first == '1' && digits.len() % 3 == 1);
        return if vowel { "az" } else { "a" };
    }
    match text.chars().next() {
        Some(c) if "aeiouáéíóöőúüűAEIOUÁÉÍÓÖŐÚÜŰ".contains(c) => "az",
        _ => "a",
    }
}

/// The Fluent function: the article for its first argument, capitalised
/// when called with `capital: "yes"`.
pub fn article_function<'a>(positional: &[FluentValue<'a>], named: &FluentArgs) -> FluentValue<'a> {
    let text = match positional.first() {
        Some(FluentValue::Number(n)) if n.value >= 0.0 && n.value.fract() == 0.0 => {
            (n.value as u64).to_string()
        }
        Some(FluentValue::String(s)) => s.to_string(),
        _ => String::new(),
    };
    let article = hungarian_article(&text);
    let capital = matches!(named.get("capital"), Some(FluentValue::String(s)) if s == "yes");
    match (capital, article) {
        (true, "az") => "Az".into(),
        (true, _) => "A".into(),
        (false, a) => a.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_article_follows_how_the_number_is_read() {
        for az in [
            "1",
            "5",
            "50",
            "500",
            "5000",
            "1000",
            "1500",
            "1\u{a0}000\u{a0}000",
            "Ah",
            "Omaha",
            "ász",
        ] {
            assert_eq!(hungarian_article(az), "az", "{az}");
        }
        for a in [
            "2",
            "10",
            "15",
            "100",
            "150",
            "10000",
            "100000",
            "0",
            "100 100 25",
            "Kd",
            "Td",
            "hold'em",
            "",
            "9",
        ] {
            assert_eq!(hungarian_article(a), "a", "{a}");
        }
    }
}

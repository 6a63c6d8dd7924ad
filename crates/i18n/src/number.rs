//! Whole numbers grouped as each language writes them (CLDR): 10,000 in
//! English, 10 000 in Czech, Polish and Hungarian (a no-break space),
//! 10.000 in Danish. Polish leaves four digits ungrouped (1000).
use crate::Lang;

/// `n` with the language's thousands separator.
pub fn group(n: u64, lang: Lang) -> String {
    let (sep, min_digits) = match lang {
        Lang::En => (',', 4),
        Lang::Cs | Lang::Hu => ('\u{a0}', 4),
        Lang::Pl => ('\u{a0}', 5),
        Lang::Da => ('.', 4),
    };
    let digits = n.to_string();
    if digits.len() < min_digits {
        return digits;
    }
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(sep);
        }
        out.push(d);
    }
    out
}

/// The language's decimal sign: a point in English, a comma in the others.
pub fn decimal_sign(lang: Lang) -> char {
    match lang {
        Lang::En => '.',
        Lang::Cs | Lang::Pl | Lang::Da | Lang::Hu => ',',
    }
}

/// `x` with the language's grouping and decimal sign, as many fraction
/// digits as it takes (100.5 / 100,5); a value that is not a finite,
/// non-negative number of at most 20 digits is written as is.
pub fn decimal(x: f64, lang: Lang) -> String {
    let written = x.to_string();
    let (whole, fraction) = written.split_once('.').unwrap_or((&written, ""));
    let Ok(whole) = whole.parse::<u64>() else {
        return written;
    };
    let whole = group(whole, lang);
    if fraction.is_empty() {
        return whole;
    }
    format!("{whole}{}{fraction}", decimal_sign(lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_take_the_languages_sign_and_grouping() {
        assert_eq!(decimal(12345.25, Lang::En), "12,345.25");
        assert_eq!(decimal(12345.25, Lang::Da), "12.345,25");
        assert_eq!(decimal(0.5, Lang::Cs), "0,5");
        assert_eq!(decimal(7.0, Lang::Hu), "7");
        assert_eq!(decimal(-1.5, Lang::Pl), "-1.5");
        assert_eq!(decimal(f64::NAN, Lang::Pl), "NaN");
    }

    #[test]
    fn each_language_groups_its_way() {
        assert_eq!(group(10_000, Lang::En), "10,000");
        assert_eq!(group(10_000, Lang::Cs), "10\u{a0}000");
        assert_eq!(group(10_000, Lang::Da), "10.000");
        assert_eq!(group(1_234_567, Lang::Hu), "1\u{a0}234\u{a0}567");
        assert_eq!(group(1_000, Lang::Pl), "1000");
        assert_eq!(group(1_000, Lang::Cs), "1\u{a0}000");
        assert_eq!(group(999, Lang::En), "999");
        assert_eq!(group(0, Lang::Da), "0");
    }
}

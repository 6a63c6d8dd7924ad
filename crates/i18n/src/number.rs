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

#[cfg(test)]
mod tests {
    use super::*;

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

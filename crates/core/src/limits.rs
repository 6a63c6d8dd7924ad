//! Bounds on outside input, checked where it enters: the size of a hand
//! history or house file, how deep its brackets nest (readers recurse on
//! nesting, so a file of 100,000 `[` would exhaust the stack or take
//! quadratic time), and the largest amount of chips.

/// The largest file read as one hand history or house ruleset.
pub const MAX_TEXT_BYTES: usize = 4 << 20;

/// The deepest nesting of `[` and `{` (hand histories need 2, rulesets 3).
pub const MAX_NESTING: usize = 32;

/// Text over a bound, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {bound}")]
pub struct OverLimit {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// Which bound.
    pub bound: Bound,
}

/// The bound a text is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Bound {
    /// The text is `bytes` long, over `MAX_TEXT_BYTES`.
    #[error("the file is {bytes} bytes; at most {MAX_TEXT_BYTES} are read")]
    Bytes { bytes: usize },
    /// Brackets nest deeper than `MAX_NESTING`.
    #[error("brackets nest deeper than {MAX_NESTING}")]
    Nesting,
}

/// Checks a text's size and bracket nesting in one linear pass (quoted
/// strings and `#` comments skipped). The error names the line and column.
pub fn check_text(text: &str) -> Result<(), OverLimit> {
    if text.len() > MAX_TEXT_BYTES {
        return Err(OverLimit {
            line: 1,
            column: 1,
            bound: Bound::Bytes { bytes: text.len() },
        });
    }
    let mut depth = 0usize;
    for (i, line) in text.lines().enumerate() {
        let mut quote: Option<u8> = None;
        let mut escaped = false;
        // Every byte that matters is ASCII, so bytes will do; the column of
        // an error is counted in characters.
        for (at, b) in line.bytes().enumerate() {
            match quote {
                Some(q) => {
                    if escaped {
                        escaped = false;
                    } else if b == b'\\' && q == b'"' {
                        escaped = true;
                    } else if b == q {
                        quote = None;
                    }
                }
                None => match b {
                    b'"' | b'\'' => quote = Some(b),
                    b'#' => break,
                    b'[' | b'{' => {
                        depth += 1;
                        if depth > MAX_NESTING {
                            return Err(OverLimit {
                                line: i + 1,
                                column: line[..at].chars().count() + 1,
                                bound: Bound::Nesting,
                            });
                        }
                    }
                    b']' | b'}' => depth = depth.saturating_sub(1),
                    _ => {}
                },
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deep_nesting_is_refused_at_its_place_and_quotes_do_not_count() {
        let deep = "actions = ".to_string() + &"[".repeat(100_000);
        let err = check_text(&deep).unwrap_err();
        assert_eq!((err.line, err.column), (1, 11 + MAX_NESTING));
        assert!(check_text("a = ['[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[']  # [[[[[[").is_ok());
        assert!(check_text("a = [[1], [2]]").is_ok());
    }

    #[test]
    fn a_huge_file_is_refused_by_its_size() {
        let big = "#".repeat(MAX_TEXT_BYTES + 1);
        assert_eq!(
            check_text(&big).unwrap_err().bound,
            Bound::Bytes {
                bytes: MAX_TEXT_BYTES + 1
            }
        );
    }
}

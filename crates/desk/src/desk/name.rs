//! Names that can't hurt: the one check every name entering the desk goes
//! through (a player sitting down or entering, a hand history's player, the
//! dealer in the box, a floor person), and the look-alike test for staff.
//! It knows nothing of the desk: `NameFault` sits beneath the files that
//! refuse a name and `error.rs`, which carries it.
//!
//! A name is stored in Unicode NFC, without leading or trailing white space,
//! 1 to [`MAX_NAME_CHARS`] characters long, and holds no control, format
//! (zero-width, joiners, bidi embeddings and isolates) or line and paragraph
//! separator character: nothing that ends a line of an export, breaks a
//! column, reaches a terminal as a command, or hides inside a name that reads
//! like another. Two staff names read alike when their TR39 confusable
//! skeletons match, with case and width set aside.

use std::borrow::Cow;

use unicode_general_category::{GeneralCategory, get_general_category};
use unicode_normalization::UnicodeNormalization;
use unicode_security::skeleton;

/// The most characters a name holds, counted after NFC.
pub const MAX_NAME_CHARS: usize = 32;

/// Past this many bytes no text is [`MAX_NAME_CHARS`] characters after NFC
/// (a character composes from at most four, of at most four bytes each):
/// such a name is refused before it is normalised.
const MAX_NAME_BYTES: usize = MAX_NAME_CHARS * 4 * 4;

/// What is wrong with a name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NameFault {
    /// Nothing but white space.
    #[error("a name needs at least one character")]
    Empty,
    /// More than [`MAX_NAME_CHARS`] characters.
    #[error("a name of {chars} characters is longer than {MAX_NAME_CHARS}")]
    TooLong {
        /// The characters the name has (after NFC, where it was short
        /// enough to normalise).
        chars: usize,
    },
    /// A control, format, bidi or line-separator character.
    #[error("a name cannot hold {} (character {position})", code_point(*found))]
    Forbidden {
        /// The character.
        found: char,
        /// Where it stands in the name, counted from 1 after NFC.
        position: usize,
    },
}

/// `U+200B`: a character by its code point.
pub fn code_point(c: char) -> String {
    format!("U+{:04X}", u32::from(c))
}

/// The name as the desk stores it (NFC, trimmed), or why it is refused.
pub fn check_name(name: &str) -> Result<String, NameFault> {
    if name.len() > MAX_NAME_BYTES {
        return Err(NameFault::TooLong {
            chars: name.chars().count(),
        });
    }
    let nfc: String = name.nfc().collect();
    if let Some((i, found)) = nfc.chars().enumerate().find(|(_, c)| forbidden(*c)) {
        return Err(NameFault::Forbidden {
            found,
            position: i + 1,
        });
    }
    let name = nfc.trim();
    match name.chars().count() {
        0 => Err(NameFault::Empty),
        chars if chars > MAX_NAME_CHARS => Err(NameFault::TooLong { chars }),
        _ => Ok(name.to_string()),
    }
}

/// A name read from a log written before names were checked, safe to write
/// on one line: each character no name may hold (a newline, a tab, ESC)
/// becomes U+FFFD.
pub fn printable(name: &str) -> Cow<'_, str> {
    if name.chars().any(forbidden) {
        Cow::Owned(
            name.chars()
                .map(|c| if forbidden(c) { '\u{FFFD}' } else { c })
                .collect(),
        )
    } else {
        Cow::Borrowed(name)
    }
}

/// A character no name may hold.
fn forbidden(c: char) -> bool {
    matches!(
        get_general_category(c),
        GeneralCategory::Control
            | GeneralCategory::Format
            | GeneralCategory::LineSeparator
            | GeneralCategory::ParagraphSeparator
    )
}

/// Whether two names read alike: the same TR39 skeleton once case and width
/// are set aside. Both orders are compared (fold case, then skeleton; and
/// skeleton, then fold case) because the skeleton maps some capitals to
/// another letter's look (`I` to `l`).
pub fn reads_like(a: &str, b: &str) -> bool {
    let (a, b) = (wide_folded(a), wide_folded(b));
    let folded_first = |s: &str| -> String { skeleton(&s.to_lowercase()).collect() };
    let skeleton_first = |s: &str| -> String {
        let skel: String = skeleton(s).collect();
        skeleton(&skel.to_lowercase()).collect()
    };
    folded_first(&a) == folded_first(&b) || skeleton_first(&a) == skeleton_first(&b)
}

/// The name in compatibility form (NFKC): fullwidth letters as plain ones.
fn wide_folded(name: &str) -> String {
    name.nfkc().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_stored_in_nfc_and_trimmed() {
        // "José" with a combining acute: five characters typed, four stored.
        assert_eq!(check_name("  Jose\u{301} ").as_deref(), Ok("Jos\u{e9}"));
        assert_eq!(check_name(" \u{3000} "), Err(NameFault::Empty));
    }

    #[test]
    fn thirty_two_characters_after_nfc_pass_and_thirty_three_do_not() {
        let accented = "e\u{301}".repeat(32);
        assert_eq!(check_name(&accented).map(|n| n.chars().count()), Ok(32));
        assert_eq!(
            check_name(&"e\u{301}".repeat(33)),
            Err(NameFault::TooLong { chars: 33 })
        );
    }

    #[test]
    fn a_huge_name_is_refused_before_it_is_normalised() {
        let huge = "a".repeat(10 << 20);
        assert_eq!(
            check_name(&huge),
            Err(NameFault::TooLong { chars: 10 << 20 })
        );
    }

    #[test]
    fn control_format_bidi_and_separator_characters_are_named_with_their_place() {
        for (name, found, position) in [
            ("Ana\nBo", '\n', 4),
            ("Ana\tBo", '\t', 4),
            ("A\0na", '\0', 2),
            ("\u{1b}[2JAna", '\u{1b}', 1),
            ("F\u{200B}lo", '\u{200B}', 2),
            ("Ana\u{200D}", '\u{200D}', 4),
            ("\u{202E}anA", '\u{202E}', 1),
            ("Ana\u{2066}", '\u{2066}', 4),
            ("Ana\u{2028}Bo", '\u{2028}', 4),
            ("Ana\u{2029}", '\u{2029}', 4),
            ("Ana\u{85}", '\u{85}', 4),
        ] {
            assert_eq!(
                check_name(name),
                Err(NameFault::Forbidden { found, position }),
                "{name:?}"
            );
        }
        assert_eq!(code_point('\u{200B}'), "U+200B");
        assert_eq!(code_point('\n'), "U+000A");
        assert_eq!(
            printable("Ana\n\tBo\u{1b}"),
            "Ana\u{FFFD}\u{FFFD}Bo\u{FFFD}"
        );
        assert!(matches!(printable("Jos\u{e9}"), Cow::Borrowed(_)));
    }

    #[test]
    fn look_alikes_of_flo_read_like_flo() {
        for like in ["FLO", "flo", "\u{FF26}\u{FF4C}\u{FF4F}", "Fl\u{43E}", "FIo"] {
            assert!(reads_like("Flo", like), "{like}");
        }
        for other in ["Flora", "Ana", "Fla"] {
            assert!(!reads_like("Flo", other), "{other}");
        }
    }
}

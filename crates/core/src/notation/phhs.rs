//! Many hands in one file: the PHH format's `.phhs` form, where each hand
//! stands under a numbered table header (`[1]`, `[2]`, …) and hands are
//! separated by a blank line.

use std::collections::HashSet;

use super::PhhError;

/// Whether `text` holds hands in the `.phhs` form: its first line that is
/// neither blank nor a comment is a table header.
pub fn is_phhs(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'))
        .is_some_and(|l| header(l).is_some())
}

/// The hands of a `.phhs` text, each with the key of its table header, in
/// file order. Linear in the text: a header is a line that is only `[key]`,
/// which no line of a hand can be (arrays open after `=`).
pub fn split_hands(text: &str) -> Result<Vec<(String, &str)>, PhhError> {
    let mut hands: Vec<(String, &str)> = Vec::new();
    let mut keys = HashSet::new();
    let mut current: Option<(String, usize)> = None;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim();
        if let Some(key) = header(trimmed) {
            if let Some((k, start)) = current.take() {
                hands.push((k, &text[start..offset]));
            }
            if !keys.insert(key) {
                return Err(PhhError::KeyTwice(key.to_string()));
            }
            current = Some((key.to_string(), offset + line.len()));
        } else if current.is_none() && !trimmed.is_empty() && !trimmed.starts_with('#') {
            return Err(PhhError::BeforeHeader(trimmed.to_string()));
        }
        offset += line.len();
    }
    if let Some((k, start)) = current {
        hands.push((k, &text[start..]));
    }
    Ok(hands)
}

/// Joins hands written as PHH into one `.phhs` text, numbered from 1.
pub fn join_hands<'a>(hands: impl IntoIterator<Item = &'a str>) -> String {
    let mut out = String::new();
    for (i, hand) in hands.into_iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&format!("[{}]\n", i + 1));
        out.push_str(hand.trim_end());
        out.push('\n');
    }
    out
}

/// The key of a table header line such as `[12]`.
fn header(line: &str) -> Option<&str> {
    let key = line.strip_prefix('[')?.strip_suffix(']')?.trim();
    (!key.is_empty() && !key.contains(['[', ']', '=', '\'', '"'])).then_some(key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::PhhHand;

    const HAND: &str = "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [100, 100]\nactions = [\n  'd dh p1 ????',\n  'd dh p2 ????',\n  'p2 f',\n]\n";

    #[test]
    fn joined_hands_split_back_and_parse() {
        let text = join_hands([HAND, HAND]);
        assert!(is_phhs(&text));
        let hands = split_hands(&text).unwrap();
        assert_eq!(hands.len(), 2);
        assert_eq!(hands[0].0, "1");
        assert_eq!(hands[1].0, "2");
        for (_, body) in hands {
            assert_eq!(PhhHand::parse(body).unwrap(), PhhHand::parse(HAND).unwrap());
        }
    }

    #[test]
    fn a_single_hand_is_not_phhs() {
        assert!(!is_phhs(HAND));
        assert!(!is_phhs("# comment\n\nvariant = 'NT'\n"));
    }

    #[test]
    fn text_before_the_first_header_and_duplicate_keys_are_refused() {
        let before = format!("variant = 'NT'\n[1]\n{HAND}");
        let err = split_hands(&before).unwrap_err().to_string();
        assert!(err.contains("before the first hand"), "{err}");
        let twice = format!("[1]\n{HAND}\n[1]\n{HAND}");
        let err = split_hands(&twice).unwrap_err().to_string();
        assert!(err.contains("[1] appears twice"), "{err}");
    }
}

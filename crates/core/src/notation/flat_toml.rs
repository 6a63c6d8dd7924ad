//! A fast reader for the flat TOML that hand histories are written in: top-level
//! `key = value` lines whose values are strings, integers, floats, booleans or
//! arrays of them, with comments. Anything beyond that (tables, dates, multi-line
//! strings, dotted keys) returns `None`, and the caller reads the text with the
//! full `toml` parser instead, which also reports errors. Replaying thousands of
//! recorded hands spends most of its time reading them; this keeps that cheap.

/// A value in a flat hand-history file.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Flat {
    Str(String),
    Int(i64),
    Float(f64),
    Bool(bool),
    Array(Vec<Flat>),
}

/// Reads `text` as flat TOML; `None` if it uses anything else.
pub(crate) fn parse(text: &str) -> Option<Vec<(&str, Flat)>> {
    let mut r = Reader {
        s: text.as_bytes(),
        i: 0,
    };
    let mut out: Vec<(&str, Flat)> = Vec::new();
    loop {
        r.skip_space_and_comments(true);
        if r.i >= r.s.len() {
            return Some(out);
        }
        let start = r.i;
        while r.i < r.s.len()
            && (r.s[r.i].is_ascii_alphanumeric() || matches!(r.s[r.i], b'_' | b'-'))
        {
            r.i += 1;
        }
        let key = text.get(start..r.i)?;
        if key.is_empty() || out.iter().any(|(k, _)| *k == key) {
            return None;
        }
        r.skip_inline_space();
        if r.peek()? != b'=' {
            return None;
        }
        r.i += 1;
        r.skip_inline_space();
        let value = r.value()?;
        r.skip_inline_space();
        if r.peek() == Some(b'#') {
            r.skip_comment();
        }
        match r.peek() {
            None | Some(b'\n') | Some(b'\r') => {}
            Some(_) => return None,
        }
        out.push((key, value));
    }
}

struct Reader<'a> {
    s: &'a [u8],
    i: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn skip_inline_space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t')) {
            self.i += 1;
        }
    }

    fn skip_comment(&mut self) {
        while !matches!(self.peek(), None | Some(b'\n')) {
            self.i += 1;
        }
    }

    fn skip_space_and_comments(&mut self, newlines: bool) {
        loop {
            match self.peek() {
                Some(b' ' | b'\t') => self.i += 1,
                Some(b'\n' | b'\r') if newlines => self.i += 1,
                Some(b'#') => self.skip_comment(),
                _ => return,
            }
        }
    }

    fn value(&mut self) -> Option<Flat> {
        match self.peek()? {
            b'\'' => self.literal_string(),
            b'"' => self.basic_string(),
            b'[' => self.array(),
            b't' if self.s[self.i..].starts_with(b"true") => {
                self.i += 4;
                Some(Flat::Bool(true))
            }
            b'f' if self.s[self.i..].starts_with(b"false") => {
                self.i += 5;
                Some(Flat::Bool(false))
            }
            _ => self.number(),
        }
    }

    fn literal_string(&mut self) -> Option<Flat> {
        if self.s[self.i..].starts_with(b"'''") {
            return None;
        }
        let start = self.i + 1;
        let len = self.s[start..]
            .iter()
            .position(|&b| b == b'\'' || b == b'\n')?;
        if self.s[start + len] != b'\'' {
            return None;
        }
        self.i = start + len + 1;
        Some(Flat::Str(
            std::str::from_utf8(&self.s[start..start + len])
                .ok()?
                .to_string(),
        ))
    }

    fn basic_string(&mut self) -> Option<Flat> {
        if self.s[self.i..].starts_with(b"\"\"\"") {
            return None;
        }
        self.i += 1;
        let mut bytes = Vec::new();
        loop {
            let b = self.peek()?;
            self.i += 1;
            match b {
                b'"' => break,
                b'\n' => return None,
                b'\\' => {
                    let e = self.peek()?;
                    self.i += 1;
                    bytes.push(match e {
                        b'"' => b'"',
                        b'\\' => b'\\',
                        b'n' => b'\n',
                        b't' => b'\t',
                        _ => return None,
                    });
                }
                _ => bytes.push(b),
            }
        }
        String::from_utf8(bytes).ok().map(Flat::Str)
    }

    fn array(&mut self) -> Option<Flat> {
        self.i += 1;
        let mut items = Vec::new();
        loop {
            self.skip_space_and_comments(true);
            if self.peek()? == b']' {
                self.i += 1;
                return Some(Flat::Array(items));
            }
            items.push(self.value()?);
            self.skip_space_and_comments(true);
            match self.peek()? {
                b',' => self.i += 1,
                b']' => {}
                _ => return None,
            }
        }
    }

    fn number(&mut self) -> Option<Flat> {
        let start = self.i;
        while matches!(
            self.peek(),
            Some(b'0'..=b'9' | b'+' | b'-' | b'.' | b'e' | b'E' | b'_')
        ) {
            self.i += 1;
        }
        let raw = std::str::from_utf8(&self.s[start..self.i]).ok()?;
        if raw.is_empty() || raw.contains("__") || raw.starts_with('_') || raw.ends_with('_') {
            return None;
        }
        let digits: String = raw.chars().filter(|&c| c != '_').collect();
        let unsigned = digits.trim_start_matches(['+', '-']);
        if unsigned.len() > 1 && unsigned.starts_with('0') && !unsigned.starts_with("0.") {
            // Leading zeros are not TOML; dates such as 2009-... land here too.
            return None;
        }
        if digits.contains(['.', 'e', 'E']) {
            digits.parse().ok().map(Flat::Float)
        } else {
            digits.parse().ok().map(Flat::Int)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_shapes_hand_histories_use() {
        let text = "# a hand\nvariant = 'NT'\nflag = true\nantes = [0, 1_000, 2.5]\nactions = [\n  # Pre-flop\n  'd dh p1 AcAd',  # hero\n  \"p1 cbr 300\",\n]\nname = \"say \\\"hi\\\"\"\n";
        let got = parse(text).unwrap();
        assert_eq!(got[0], ("variant", Flat::Str("NT".into())));
        assert_eq!(got[1], ("flag", Flat::Bool(true)));
        assert_eq!(
            got[2].1,
            Flat::Array(vec![Flat::Int(0), Flat::Int(1000), Flat::Float(2.5)])
        );
        assert_eq!(
            got[3].1,
            Flat::Array(vec![
                Flat::Str("d dh p1 AcAd".into()),
                Flat::Str("p1 cbr 300".into())
            ])
        );
        assert_eq!(got[4].1, Flat::Str("say \"hi\"".into()));
    }

    #[test]
    fn declines_what_it_does_not_read_so_the_full_parser_decides() {
        for text in [
            "[table]\nx = 1\n",
            "a.b = 1\n",
            "d = 2009-01-01\n",
            "s = '''multi'''\n",
            "x = 1\nx = 2\n",
            "x = 1 y\n",
            "x = 012\n",
            "x = inf\n",
        ] {
            assert_eq!(parse(text), None, "{text}");
        }
    }
}

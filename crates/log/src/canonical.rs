//! Canonical JSON: compact, object keys sorted by code point, numbers and string
//! escapes exactly as `serde_json` writes them (and Python's `json.dumps` with
//! sorted keys and no ASCII escaping), plus a fast check that a stored payload is
//! already canonical, so verification parses only what it must.

use std::fmt::Write as _;

/// Serialise `value` canonically: compact, object keys sorted by code point, numbers
/// and string escapes exactly as `serde_json` writes them.
///
/// Serialising the result of parsing a canonical string gives back the same string.
pub fn canonical_json(value: &serde_json::Value) -> String {
    let mut out = String::new();
    write_canonical(value, &mut out);
    out
}

/// Append the canonical form of `value` to `out`.
pub(crate) fn write_canonical(value: &serde_json::Value, out: &mut String) {
    use serde_json::Value;
    match value {
        Value::Null => out.push_str("null"),
        Value::Bool(true) => out.push_str("true"),
        Value::Bool(false) => out.push_str("false"),
        // `Number`'s Display is the same itoa / ryu output as serde_json's serializer.
        Value::Number(n) => {
            let _ = write!(out, "{n}");
        }
        Value::String(s) => write_json_string(s, out),
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_canonical(item, out);
            }
            out.push(']');
        }
        Value::Object(map) => {
            let mut entries: Vec<(&String, &Value)> = map.iter().collect();
            // serde_json's default map is already sorted; with `preserve_order` it is not.
            if !entries.is_sorted_by(|a, b| a.0 <= b.0) {
                entries.sort_unstable_by(|a, b| a.0.cmp(b.0));
            }
            out.push('{');
            for (i, (k, v)) in entries.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_json_string(k, out);
                out.push(':');
                write_canonical(v, out);
            }
            out.push('}');
        }
    }
}

/// Append `s` as a JSON string literal, escaping exactly like `serde_json`
/// (and Python's `json.dumps(..., ensure_ascii=False)`).
pub(crate) fn write_json_string(s: &str, out: &mut String) {
    out.push('"');
    let mut start = 0;
    for (i, b) in s.bytes().enumerate() {
        let esc: Option<&str> = match b {
            b'"' => Some("\\\""),
            b'\\' => Some("\\\\"),
            b'\n' => Some("\\n"),
            b'\r' => Some("\\r"),
            b'\t' => Some("\\t"),
            0x08 => Some("\\b"),
            0x0c => Some("\\f"),
            0x00..=0x1f => None,
            _ => continue,
        };
        out.push_str(&s[start..i]);
        match esc {
            Some(e) => out.push_str(e),
            None => {
                let _ = write!(out, "\\u{b:04x}");
            }
        }
        start = i + 1;
    }
    out.push_str(&s[start..]);
    out.push('"');
}

/// Whether `bytes` is certainly canonical JSON, decided without allocating.
///
/// Sound but deliberately incomplete: `true` means `canonical_json(parse(bytes))`
/// equals `bytes` byte for byte; `false` means "not canonical *or* not sure" (floats,
/// escaped object keys, very long integers, deep nesting), and the caller falls back to
/// parsing and re-serialising.
#[cfg(test)]
pub(crate) fn is_certainly_canonical(bytes: &[u8]) -> bool {
    certainly_canonical_str(bytes).is_some()
}

/// [`is_certainly_canonical`], returning the text when it is.
pub(crate) fn certainly_canonical_str(bytes: &[u8]) -> Option<&str> {
    let text = std::str::from_utf8(bytes).ok()?;
    let mut p = FastCheck { b: bytes, i: 0 };
    (p.value(0) && p.i == bytes.len()).then_some(text)
}

struct FastCheck<'a> {
    b: &'a [u8],
    i: usize,
}

impl FastCheck<'_> {
    const MAX_DEPTH: usize = 100;
    /// serde_json keeps up to 18 digits exactly as an integer whatever the sign.
    const MAX_INT_DIGITS: usize = 18;

    fn peek(&self) -> Option<u8> {
        self.b.get(self.i).copied()
    }

    fn eat(&mut self, lit: &[u8]) -> bool {
        if self.b[self.i..].starts_with(lit) {
            self.i += lit.len();
            true
        } else {
            false
        }
    }

    fn value(&mut self, depth: usize) -> bool {
        if depth > Self::MAX_DEPTH {
            return false;
        }
        match self.peek() {
            Some(b'n') => self.eat(b"null"),
            Some(b't') => self.eat(b"true"),
            Some(b'f') => self.eat(b"false"),
            Some(b'"') => self.string().is_some(),
            Some(b'-' | b'0'..=b'9') => self.integer(),
            Some(b'[') => self.array(depth),
            Some(b'{') => self.object(depth),
            _ => false,
        }
    }

    fn integer(&mut self) -> bool {
        let negative = self.eat(b"-");
        let start = self.i;
        while let Some(b'0'..=b'9') = self.peek() {
            self.i += 1;
        }
        let digits = &self.b[start..self.i];
        let ok_digits = match digits {
            [] => false,
            [b'0'] => !negative, // "-0" is not an integer to serde_json
            [b'0', ..] => false, // leading zero
            _ => digits.len() <= Self::MAX_INT_DIGITS,
        };
        // A fraction or exponent makes it a float: not decided here.
        ok_digits && !matches!(self.peek(), Some(b'.' | b'e' | b'E'))
    }

    /// A string in canonical escaping; returns its raw (still escaped) content and
    /// whether it contained any escape.
    fn string(&mut self) -> Option<(usize, usize, bool)> {
        if !self.eat(b"\"") {
            return None;
        }
        let start = self.i;
        let mut escaped = false;
        loop {
            match self.peek()? {
                b'"' => {
                    let end = self.i;
                    self.i += 1;
                    return Some((start, end, escaped));
                }
                0x00..=0x1f => return None,
                b'\\' => {
                    escaped = true;
                    self.i += 1;
                    match self.peek()? {
                        b'"' | b'\\' | b'n' | b'r' | b't' | b'b' | b'f' => self.i += 1,
                        b'u' => {
                            // Only \u00XX (lowercase hex) for control characters that
                            // have no short escape.
                            let hex = self.b.get(self.i + 1..self.i + 5)?;
                            let v = std::str::from_utf8(hex)
                                .ok()
                                .and_then(|h| u8::from_str_radix(h, 16).ok())?;
                            let lower = hex.iter().all(|c| !c.is_ascii_uppercase());
                            if !(hex.starts_with(b"00")
                                && lower
                                && v < 0x20
                                && !matches!(v, 0x08 | 0x09 | 0x0a | 0x0c | 0x0d))
                            {
                                return None;
                            }
                            self.i += 5;
                        }
                        _ => return None,
                    }
                }
                _ => self.i += 1,
            }
        }
    }

    fn array(&mut self, depth: usize) -> bool {
        self.i += 1; // '['
        if self.eat(b"]") {
            return true;
        }
        loop {
            if !self.value(depth + 1) {
                return false;
            }
            if self.eat(b"]") {
                return true;
            }
            if !self.eat(b",") {
                return false;
            }
        }
    }

    fn object(&mut self, depth: usize) -> bool {
        self.i += 1; // '{'
        if self.eat(b"}") {
            return true;
        }
        let mut prev: Option<&[u8]> = None;
        loop {
            let Some((s, e, escaped)) = self.string() else {
                return false;
            };
            let key = &self.b[s..e];
            // Escaping does not preserve order, so escaped keys are not decided here;
            // strictly increasing also rules out duplicates.
            if escaped || prev.is_some_and(|p| p >= key) {
                return false;
            }
            prev = Some(key);
            if !self.eat(b":") || !self.value(depth + 1) {
                return false;
            }
            if self.eat(b"}") {
                return true;
            }
            if !self.eat(b",") {
                return false;
            }
        }
    }
}

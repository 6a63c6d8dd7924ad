//! Canonical encoding of events and the SHA-256 hash chain.
//!
//! `hash = hex(SHA-256(prev_hash_hex_ascii || canonical_bytes))`, where
//! `canonical_bytes` is the compact JSON array
//! `[seq, hand_id|null, at, operator_id, role, action, payload]` and `payload` is in
//! canonical form (object keys sorted by code point, no whitespace). See the
//! [module docs](super) for the full definition.

use chrono::{DateTime, SecondsFormat, Utc};
use sha2::{Digest, Sha256};

use super::types::EventRecord;
pub use crate::canonical::canonical_json;
use crate::canonical::write_json_string;

/// `prev_hash` of the first event: 64 ASCII zeros.
pub const GENESIS_PREV_HASH: &str =
    "0000000000000000000000000000000000000000000000000000000000000000";

/// The fields covered by an event's hash, borrowed from wherever they live.
#[derive(Debug, Clone, Copy)]
pub(crate) struct HashedFields<'a> {
    pub seq: u64,
    pub hand: Option<i64>,
    pub at: &'a str,
    pub operator: i64,
    pub role: &'a str,
    pub action: &'a str,
    /// The payload already in canonical JSON form.
    pub payload_canonical: &'a str,
}

/// Append the canonical bytes of an event to `out` (cleared first).
pub(crate) fn write_canonical_event(f: &HashedFields<'_>, out: &mut String) {
    out.clear();
    out.push('[');
    push_u64(f.seq, out);
    out.push(',');
    match f.hand {
        Some(h) => push_i64(h, out),
        None => out.push_str("null"),
    }
    out.push(',');
    write_json_string(f.at, out);
    out.push(',');
    push_i64(f.operator, out);
    out.push(',');
    write_json_string(f.role, out);
    out.push(',');
    write_json_string(f.action, out);
    out.push(',');
    out.push_str(f.payload_canonical);
    out.push(']');
}

/// Append the decimal digits of `v` (same text as `Display`, without `fmt`).
fn push_u64(mut v: u64, out: &mut String) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.extend(buf[i..].iter().map(|&b| char::from(b)));
}

/// Append the decimal text of `v` (same text as `Display`, without `fmt`).
fn push_i64(v: i64, out: &mut String) {
    if v < 0 {
        out.push('-');
    }
    push_u64(v.unsigned_abs(), out);
}

/// Raw SHA-256 of `prev_hash` (as ASCII hex) followed by `canonical`.
pub(crate) fn chain_digest(prev_hash: &[u8], canonical: &[u8]) -> [u8; 32] {
    let mut h = Sha256::new();
    h.update(prev_hash);
    h.update(canonical);
    h.finalize().into()
}

/// Lowercase hex of a digest into a fixed buffer (no allocation).
pub(crate) fn hex32(digest: &[u8; 32]) -> [u8; 64] {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut out = [0u8; 64];
    for (i, b) in digest.iter().enumerate() {
        out[2 * i] = HEX[usize::from(b >> 4)];
        out[2 * i + 1] = HEX[usize::from(b & 0x0f)];
    }
    out
}

/// Lowercase hex string of a digest.
pub(crate) fn hex_string(digest: &[u8; 32]) -> String {
    hex32(digest).iter().map(|&b| char::from(b)).collect()
}

/// Hex SHA-256 of arbitrary bytes (used for ruleset texts).
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex_string(&Sha256::digest(bytes).into())
}

/// Hash of an event from its fields (`fields.payload_canonical` must be canonical).
pub(crate) fn hash_fields(prev_hash: &str, fields: &HashedFields<'_>, buf: &mut String) -> String {
    write_canonical_event(fields, buf);
    hex_string(&chain_digest(prev_hash.as_bytes(), buf.as_bytes()))
}

/// Format a timestamp the way the log stores it: RFC 3339, UTC, milliseconds, `Z`.
pub fn format_at(at: &DateTime<Utc>) -> String {
    at.to_rfc3339_opts(SecondsFormat::Millis, true)
}

/// Recompute the hash an event record should carry, from its `prev_hash` and fields.
///
/// Useful to independent checkers: for a record read back from the log,
/// `compute_hash(&r) == r.hash` unless the row was tampered with.
pub fn compute_hash(record: &EventRecord) -> String {
    let at = format_at(&record.at);
    let payload = canonical_json(&record.payload);
    let fields = HashedFields {
        seq: record.seq.0,
        hand: record.hand.map(|h| h.0),
        at: &at,
        operator: record.operator.0,
        role: record.role.as_str(),
        action: &record.action,
        payload_canonical: &payload,
    };
    hash_fields(&record.prev_hash, &fields, &mut String::new())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::canonical::is_certainly_canonical;

    #[test]
    fn integer_text_matches_display() {
        for v in [0i64, 1, -1, 9, 10, 12345, i64::MAX, i64::MIN, -1000] {
            let mut s = String::new();
            push_i64(v, &mut s);
            assert_eq!(s, v.to_string());
        }
        let mut s = String::new();
        push_u64(u64::MAX, &mut s);
        assert_eq!(s, u64::MAX.to_string());
    }

    #[test]
    fn string_escaping_matches_serde_json() {
        let mut s = String::new();
        for c in (0u32..0x80).filter_map(char::from_u32) {
            s.push(c);
        }
        s.push_str("é€😀\u{2028}");
        let mut ours = String::new();
        write_json_string(&s, &mut ours);
        assert_eq!(ours, serde_json::to_string(&s).unwrap());
    }

    /// Random JSON values covering the awkward cases (floats, escapes, big integers).
    fn random_value(rng: &mut u64, depth: u32) -> serde_json::Value {
        use serde_json::{Value, json};
        fn step(rng: &mut u64) -> u64 {
            *rng ^= *rng << 13;
            *rng ^= *rng >> 7;
            *rng ^= *rng << 17;
            *rng
        }
        let pick = step(rng) % if depth > 3 { 7 } else { 9 };
        const STRS: [&str; 8] = [
            "",
            "a",
            "B",
            "p3 cbr 300",
            "é€😀",
            "x\ny\"z",
            "\u{1}\u{1f}\u{7f}",
            "/<tab>\t",
        ];
        match pick {
            0 => Value::Null,
            1 => Value::Bool(step(rng).is_multiple_of(2)),
            2 => json!((step(rng) % 2_000_000) as i64 - 1_000_000),
            3 => json!(step(rng)),
            4 => json!(-((step(rng) >> 1) as i64)),
            5 => json!((step(rng) % 10_000) as f64 / 8.0 - 600.0),
            6 => Value::String(STRS[(step(rng) % 8) as usize].to_owned()),
            7 => Value::Array(
                (0..step(rng) % 4)
                    .map(|_| random_value(rng, depth + 1))
                    .collect(),
            ),
            _ => {
                let mut m = serde_json::Map::new();
                for _ in 0..step(rng) % 5 {
                    let k = STRS[(step(rng) % 8) as usize].to_owned();
                    m.insert(k, random_value(rng, depth + 1));
                }
                Value::Object(m)
            }
        }
    }

    fn slow_is_canonical(s: &[u8]) -> bool {
        serde_json::from_slice::<serde_json::Value>(s)
            .map(|v| canonical_json(&v).as_bytes() == s)
            .unwrap_or(false)
    }

    #[test]
    fn fast_canonical_check_is_sound() {
        let mut rng = 0x1234_5678_9abc_def1u64;
        let mut accepted = 0;
        for round in 0..20_000 {
            let v = random_value(&mut rng, 0);
            let c = canonical_json(&v);
            assert!(slow_is_canonical(c.as_bytes()), "{c}");
            if is_certainly_canonical(c.as_bytes()) {
                accepted += 1;
            }
            // Mutations: whatever the fast check accepts must really be canonical.
            let mut bytes = c.clone().into_bytes();
            if !bytes.is_empty() {
                let pos = (rng % bytes.len() as u64) as usize;
                let variants: [Vec<u8>; 4] = [
                    {
                        let mut b = bytes.clone();
                        b[pos] ^= 1 << (round % 8);
                        b
                    },
                    {
                        let mut b = bytes.clone();
                        b.insert(pos, b' ');
                        b
                    },
                    {
                        let mut b = bytes.clone();
                        b.remove(pos);
                        b
                    },
                    {
                        let mut b = bytes.clone();
                        b.insert(pos, bytes[pos]);
                        b
                    },
                ];
                for m in variants {
                    if is_certainly_canonical(&m) {
                        assert!(
                            slow_is_canonical(&m),
                            "accepted non-canonical {:?}",
                            String::from_utf8_lossy(&m)
                        );
                    }
                }
            }
            bytes.clear();
        }
        assert!(
            accepted > 5_000,
            "fast path should cover most values: {accepted}"
        );
        for s in [
            r#"{"b":1,"a":2}"#,
            r#"{"a":1,"a":2}"#,
            r#"{"a":01}"#,
            "-0",
            "1.0",
            "1e3",
            r#""\/""#,
            r#""\u0041""#,
            r#""\u001F""#,
            r#""\u000a""#,
            "\"\u{1}\"",
            "[1,]",
            "{}x",
            " {}",
            r#"{"a" :1}"#,
            r#"{"\n":1}"#,
            "1234567890123456789",
        ] {
            assert!(!is_certainly_canonical(s.as_bytes()), "{s}");
        }
        for s in [
            r#"{"a":[1,-2,true,null,"\u001f\n"],"b":{}}"#,
            "[]",
            "0",
            "-12",
            "\"é\"",
            "123456789012345678",
        ] {
            assert!(is_certainly_canonical(s.as_bytes()), "{s}");
        }
    }

    #[test]
    fn canonical_json_sorts_keys_and_is_idempotent() {
        let v: serde_json::Value = serde_json::from_str(
            r#"{ "b": [1, 2.5, {"z": null, "a": true}], "a": "x\ny", "c": 1e3 }"#,
        )
        .unwrap();
        let c = canonical_json(&v);
        assert_eq!(
            c,
            r#"{"a":"x\ny","b":[1,2.5,{"a":true,"z":null}],"c":1000.0}"#
        );
        let again: serde_json::Value = serde_json::from_str(&c).unwrap();
        assert_eq!(canonical_json(&again), c);
    }
}

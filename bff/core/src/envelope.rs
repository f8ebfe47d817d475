//! The platform's response envelope `{code, msg, data}`: what counts as one, and its code.

use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::Value;

/// Code 300: the platform says the session is over.
pub const CODE_SESSION_OVER: i64 = 300;

/// Why bytes from the platform are not an envelope.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EnvelopeError {
    #[error("invalid JSON: {0}")]
    InvalidJson(String),
    #[error("no numeric code")]
    NoCode,
}

/// A JSON object with a numeric `code`, or an error.
pub fn parse_envelope(bytes: &[u8]) -> Result<Value, EnvelopeError> {
    let value: Value =
        serde_json::from_slice(bytes).map_err(|e| EnvelopeError::InvalidJson(e.to_string()))?;
    if envelope_code(&value).is_none() {
        return Err(EnvelopeError::NoCode);
    }
    Ok(value)
}

/// The `code` of an envelope, with exactly `parse_envelope`'s verdict, without building the
/// document: the proxy only needs the code (for the code-300 rule) and passes the bytes on as
/// they are, so a full `Value` tree — one allocation per string, array and object — was pure
/// overhead on every proxied call. The whole input is still validated as JSON (same parser,
/// same depth limit, same trailing-characters rule); only `code` itself becomes a `Value`, and
/// when the key repeats the last one counts, as in a `Value` map.
pub fn envelope_code_of(bytes: &[u8]) -> Result<i64, EnvelopeError> {
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let code = (&mut de)
        .deserialize_any(HeadVisitor)
        .and_then(|code| de.end().map(|()| code))
        .map_err(|e| EnvelopeError::InvalidJson(e.to_string()))?;
    code.as_ref()
        .and_then(Value::as_i64)
        .ok_or(EnvelopeError::NoCode)
}

/// Visits any JSON value; for an object, keeps the value of its `code` key.
struct HeadVisitor;

impl<'de> Visitor<'de> for HeadVisitor {
    type Value = Option<Value>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut code = None;
        while let Some(is_code) = map.next_key_seed(IsCode)? {
            if is_code {
                code = Some(map.next_value::<Value>()?);
            } else {
                map.next_value_seed(Skip)?;
            }
        }
        Ok(code)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        while seq.next_element_seed(Skip)?.is_some() {}
        Ok(None)
    }
    fn visit_bool<E: de::Error>(self, _: bool) -> Result<Self::Value, E> {
        Ok(None)
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<Self::Value, E> {
        Ok(None)
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<Self::Value, E> {
        Ok(None)
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<Self::Value, E> {
        Ok(None)
    }
    fn visit_str<E: de::Error>(self, _: &str) -> Result<Self::Value, E> {
        Ok(None)
    }
    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(None)
    }
}

/// A value that is not the code, read and dropped. Not serde's `IgnoredAny`: serde_json skips
/// those by syntax alone, so `1e3200` would pass here while a `Value` (parse_envelope) refuses it
/// as out of range. Reading through `deserialize_any` parses every number and string as a
/// `Value` would, building nothing.
struct Skip;

impl<'de> DeserializeSeed<'de> for Skip {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(SkipVisitor)
    }
}

struct SkipVisitor;

impl<'de> Visitor<'de> for SkipVisitor {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        while map.next_key_seed(Skip)?.is_some() {
            map.next_value_seed(Skip)?;
        }
        Ok(())
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while seq.next_element_seed(Skip)?.is_some() {}
        Ok(())
    }
    fn visit_bool<E: de::Error>(self, _: bool) -> Result<(), E> {
        Ok(())
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<(), E> {
        Ok(())
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<(), E> {
        Ok(())
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<(), E> {
        Ok(())
    }
    fn visit_str<E: de::Error>(self, _: &str) -> Result<(), E> {
        Ok(())
    }
    fn visit_unit<E: de::Error>(self) -> Result<(), E> {
        Ok(())
    }
}

/// A map key, compared with "code" without allocating (escapes already decoded by the parser).
struct IsCode;

impl<'de> DeserializeSeed<'de> for IsCode {
    type Value = bool;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<bool, D::Error> {
        d.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for IsCode {
    type Value = bool;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a string key")
    }
    fn visit_str<E: de::Error>(self, key: &str) -> Result<bool, E> {
        Ok(key == "code")
    }
}

/// The `code` of an envelope, if it is one.
pub fn envelope_code(value: &Value) -> Option<i64> {
    value.get("code").and_then(Value::as_i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_objects_with_a_numeric_code_are_envelopes() {
        assert!(parse_envelope(br#"{"code":200,"msg":"","data":null}"#).is_ok());
        assert_eq!(
            parse_envelope(br#"{"code":"200"}"#),
            Err(EnvelopeError::NoCode)
        );
        assert_eq!(parse_envelope(b"[1,2]"), Err(EnvelopeError::NoCode));
        assert!(matches!(
            parse_envelope(b"<html>"),
            Err(EnvelopeError::InvalidJson(_))
        ));
        assert!(matches!(
            parse_envelope(br#"{"code":200"#),
            Err(EnvelopeError::InvalidJson(_))
        ));
    }

    /// `envelope_code_of` gives `parse_envelope`'s verdict (properties.rs checks it on random input).
    #[test]
    fn the_code_alone_agrees_with_the_full_parse() {
        let cases: [&[u8]; 18] = [
            br#"{"code":200,"msg":"","data":{"list":[1,{"a":"b"}]}}"#,
            br#"{"msg":"x","code":300}"#,
            br#"{"co\u0064e":400}"#,
            br#"{"code":1,"code":2}"#,
            br#"{"code":"200"}"#,
            br#"{"code":200.0}"#,
            br#"{"code":18446744073709551615}"#,
            br#"{"data":{"code":200}}"#,
            b"[1,2]",
            b"\"code\"",
            b"null",
            b"<html>",
            br#"{"code":200} x"#,
            br#"{"code":200,}"#,
            // Numbers out of f64's range, which a syntax-only skip let through (found by properties.rs).
            br#"{"code":200,"msg":1e3200}"#,
            br#"{"code":200,"data":[1,-1e400]}"#,
            br#"{"code":200,"data":{"1e999":1e999}}"#,
            br#"[1e3200]"#,
        ];
        for bytes in cases {
            let full = parse_envelope(bytes).map(|v| envelope_code(&v).unwrap());
            let head = envelope_code_of(bytes);
            match (&full, &head) {
                (Ok(a), Ok(b)) => assert_eq!(a, b),
                (Err(EnvelopeError::NoCode), Err(EnvelopeError::NoCode)) => {}
                (Err(EnvelopeError::InvalidJson(_)), Err(EnvelopeError::InvalidJson(_))) => {}
                _ => panic!("{}: {full:?} vs {head:?}", String::from_utf8_lossy(bytes)),
            }
        }
    }
}

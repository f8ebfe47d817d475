//! The platform's response envelope `{code, msg, data}`: what counts as one, and its code.

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
}

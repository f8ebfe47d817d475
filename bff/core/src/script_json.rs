//! JSON embedded in HTML `<script type="application/json">`.

/// Copies serialised JSON so that it can never end its `<script>` element: `<`, `>` and `&`
/// become `\u003c`, `\u003e`, `\u0026`, and U+2028/U+2029 are escaped too. These characters
/// can only occur inside JSON strings, where the escapes mean the same thing, so the text still
/// parses to the same value.
pub fn push_script_safe_json(out: &mut String, json: &str) {
    for c in json.chars() {
        match c {
            '<' => out.push_str("\\u003c"),
            '>' => out.push_str("\\u003e"),
            '&' => out.push_str("\\u0026"),
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            c => out.push(c),
        }
    }
}

/// Convenience: the escaped copy as a new string.
pub fn script_safe_json(json: &str) -> String {
    let mut out = String::with_capacity(json.len() + 16);
    push_script_safe_json(&mut out, json);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_json_cannot_close_its_script_tag_and_still_parses_to_the_same_value() {
        let value =
            serde_json::json!({"t": "</script><script>alert(1)</script>&\u{2028}\u{2029}<!--"});
        let json = serde_json::to_string(&value).unwrap();
        let mut out = String::new();
        push_script_safe_json(&mut out, &json);
        assert!(!out.contains('<') && !out.contains('>') && !out.contains('&'));
        assert!(!out.contains('\u{2028}') && !out.contains('\u{2029}'));
        let back: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(back, value);
    }
}

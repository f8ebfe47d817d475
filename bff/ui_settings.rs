//! Layout preferences from the `org_ui` cookie (sidebar, tags view, size, theme …). They are
//! read on the server so the first render shows the layout the user chose and hydration
//! matches; only known keys with values of the expected type pass.

use actix_web::HttpRequest;
use serde_json::{Map, Value};

pub const UI_COOKIE: &str = "org_ui";

const BOOL_KEYS: [&str; 4] = ["sidebarCollapsed", "tagsView", "fixedHeader", "sidebarLogo"];
const SIZES: [&str; 4] = ["large", "middle", "small", "mini"];

pub fn from_request(req: &HttpRequest) -> Value {
    req.cookie(UI_COOKIE)
        .and_then(|c| parse(c.value()))
        .map_or(Value::Null, Value::Object)
}

pub fn parse(raw: &str) -> Option<Map<String, Value>> {
    if raw.len() > 1024 {
        return None;
    }
    let decoded = percent_encoding::percent_decode_str(raw)
        .decode_utf8()
        .ok()?;
    let Value::Object(input) = serde_json::from_str::<Value>(&decoded).ok()? else {
        return None;
    };
    let mut out = Map::new();
    for key in BOOL_KEYS {
        if let Some(Value::Bool(b)) = input.get(key) {
            out.insert(key.into(), Value::Bool(*b));
        }
    }
    if let Some(Value::String(size)) = input.get("size") {
        if SIZES.contains(&size.as_str()) {
            out.insert("size".into(), Value::String(size.clone()));
        }
    }
    if let Some(Value::String(theme)) = input.get("theme") {
        let is_hex_colour = theme.len() == 7
            && theme.starts_with('#')
            && theme[1..].bytes().all(|b| b.is_ascii_hexdigit());
        if is_hex_colour {
            out.insert("theme".into(), Value::String(theme.clone()));
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_known_keys_with_valid_values_pass() {
        let raw = "%7B%22sidebarCollapsed%22%3Atrue%2C%22size%22%3A%22small%22%2C%22theme%22%3A%22%23fa8c16%22%2C%22evil%22%3A%22%3Cscript%3E%22%2C%22tagsView%22%3A%22yes%22%7D";
        let parsed = parse(raw).unwrap();
        assert_eq!(
            Value::Object(parsed),
            serde_json::json!({"sidebarCollapsed": true, "size": "small", "theme": "#fa8c16"})
        );
    }

    #[test]
    fn garbage_is_ignored() {
        assert!(parse("not json").is_none());
        assert!(parse("%5B1%5D").is_none());
        assert_eq!(parse("%7B%22theme%22%3A%22red%22%7D").unwrap().len(), 0);
    }
}

//! The field readers and rules every area's form shares: a field as text or as an integer,
//! yuan as integer fen, a required text of bounded length, an optional one, a CN mobile. Each
//! message names the field with the label the area passes in.

use crate::rules::contact::is_cn_mobile;
use rusqlite::types::Value as Sql;
use serde_json::{Map, Value};

/// A field as trimmed text: strings without their blank ends (`rules::blank`: a text of only
/// invisible characters is empty), numbers as their decimal text, else empty.
pub fn text(body: &Map<String, Value>, key: &str) -> String {
    match body.get(key) {
        Some(Value::String(s)) => crate::rules::blank::trim(s).to_owned(),
        Some(Value::Number(n)) => n.to_string(),
        _ => String::new(),
    }
}

/// An integer field given as a JSON number or a numeric string.
pub fn int(body: &Map<String, Value>, key: &str) -> Option<i64> {
    match body.get(key) {
        Some(Value::Number(n)) => n.as_i64(),
        Some(Value::String(s)) => s.trim().parse().ok(),
        _ => None,
    }
}

/// Yuan (number or string, at most 2 decimals, no sign or exponent) as integer fen.
pub fn parse_fen(v: &Value) -> Option<i64> {
    let s = match v {
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.trim().to_owned(),
        _ => return None,
    };
    let (whole, frac) = s.split_once('.').unwrap_or((&s, ""));
    let digits = |p: &str| p.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || whole.len() > 12 || frac.len() > 2 || !digits(whole) || !digits(frac) {
        return None;
    }
    if s.ends_with('.') {
        return None;
    }
    let whole: i64 = whole.parse().ok()?;
    let frac: i64 = format!("{frac:0<2}").parse().ok()?;
    whole.checked_mul(100)?.checked_add(frac)
}

pub fn sized(v: &str, label: &str, min: usize, max: usize) -> Result<Sql, String> {
    if v.is_empty() {
        return Err(format!("请填写{label}"));
    }
    let n = v.chars().count();
    if n < min || n > max {
        return Err(format!("{label}长度须为{min}-{max}个字"));
    }
    Ok(Sql::Text(v.to_owned()))
}

pub fn optional(v: &str, label: &str, max: usize) -> Result<Sql, String> {
    if v.chars().count() > max {
        return Err(format!("{label}不能超过{max}个字"));
    }
    Ok(Sql::Text(v.to_owned()))
}

/// The longest 票据抬头 (a company's full name fits; a wish claim's form already said 50).
pub const MAX_BILL_TITLE: usize = 50;
/// The longest donor's or buyer's name.
pub const MAX_PAYER_NAME: usize = 50;

/// The bill title of a payment, however it enters (order, donation, claim): optional, at most
/// `MAX_BILL_TITLE` characters. Limited where it enters (issue 40: one title of 32 768
/// characters once broke every export listing it).
pub fn bill_title(body: &Map<String, Value>) -> Result<String, String> {
    let v = text(body, "bill_title");
    optional(&v, "票据抬头", MAX_BILL_TITLE)?;
    Ok(v)
}

/// The payer's name under `key`, `default` when blank, at most `MAX_PAYER_NAME` characters.
pub fn payer_name(body: &Map<String, Value>, key: &str, default: &str) -> Result<String, String> {
    let v = text(body, key);
    optional(&v, "捐赠人", MAX_PAYER_NAME)?;
    Ok(if v.is_empty() { default.to_owned() } else { v })
}

pub fn mobile(v: &str, label: &str, required: bool) -> Result<Sql, String> {
    if v.is_empty() && required {
        return Err(format!("请填写{label}"));
    }
    if !v.is_empty() && !is_cn_mobile(v) {
        return Err(format!("{label}格式不正确"));
    }
    Ok(Sql::Text(v.to_owned()))
}

/// One stored image URL, required: `请上传<label>` / `<label>地址无效，请重新上传`.
pub fn image_url(v: &str, label: &str) -> Result<Sql, String> {
    if v.is_empty() {
        return Err(format!("请上传{label}"));
    }
    if !crate::rules::file_url::is_file_url(v) {
        return Err(format!("{label}地址无效，请重新上传"));
    }
    Ok(Sql::Text(v.to_owned()))
}

/// A choice among `ids`, given as a number or numeric string; anything else is `msg`.
pub fn choice(body: &Map<String, Value>, key: &str, ids: &[i64], msg: &str) -> Result<Sql, String> {
    match int(body, key) {
        Some(v) if ids.contains(&v) => Ok(Sql::Integer(v)),
        _ => Err(msg.to_owned()),
    }
}

/// A list of at most `max` stored file URLs under `key` (absent or null: none); the messages
/// name the field with `label`.
pub fn image_urls(
    body: &Map<String, Value>,
    key: &str,
    label: &str,
    max: usize,
) -> Result<Vec<String>, String> {
    match body.get(key) {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::Array(a)) => {
            if a.len() > max {
                return Err(format!("{label}最多上传{max}张"));
            }
            a.iter()
                .map(|v| match v.as_str() {
                    Some(u) if crate::rules::file_url::is_file_url(u) => Ok(u.to_owned()),
                    _ => Err(format!("{label}地址无效，请重新上传")),
                })
                .collect()
        }
        Some(_) => Err(format!("{label}格式错误")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn amounts_are_yuan_with_at_most_two_decimals() {
        assert_eq!(parse_fen(&json!("1234.5")), Some(123_450));
        assert_eq!(parse_fen(&json!(100)), Some(10_000));
        assert_eq!(parse_fen(&json!(100.25)), Some(10_025));
        for bad in [
            json!("1e5"),
            json!("-5"),
            json!("1."),
            json!(".5"),
            json!("abc"),
            json!(true),
        ] {
            assert_eq!(parse_fen(&bad), None, "{bad}");
        }
    }
}

//! The sign-up form an organisation designs for its activity: the field definitions (kind,
//! label, required, limits) and the answers of a participant checked against them. Pure: the
//! builder's preview (`check_form`), a real sign-up and the seed run the very same rules, and
//! every refusal names the field by its label.

use crate::rules::contact::is_cn_mobile;
use crate::rules::dates;
use crate::rules::file_url::is_file_url;
use crate::rules::id_card::is_id_card;
use serde_json::{json, Map, Value};

/// Field `kind`s with their labels, in the builder's order.
pub const KINDS: [(&str, &str); 8] = [
    ("text", "文本"),
    ("number", "数字"),
    ("mobile", "手机号"),
    ("id_card", "身份证号"),
    ("radio", "单选"),
    ("checkbox", "多选"),
    ("date", "日期"),
    ("image", "图片"),
];

pub const MAX_FIELDS: usize = 30;
const MAX_OPTIONS: usize = 20;
const MAX_NUMBER: f64 = 1e12;

fn kind_label(kind: &str) -> Option<&'static str> {
    KINDS.iter().find(|(k, _)| *k == kind).map(|(_, l)| *l)
}

fn flag(v: Option<&Value>) -> bool {
    matches!(v, Some(v) if v == 1 || v == true || v == "1")
}

fn whole(v: Option<&Value>) -> Option<i64> {
    match v? {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// A number given as JSON or as decimal text: its value and its count of decimals.
fn decimal(v: &Value) -> Option<(f64, usize)> {
    let s = match v {
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.trim().to_owned(),
        _ => return None,
    };
    let digits = s.strip_prefix('-').unwrap_or(&s);
    let (int, frac) = digits.split_once('.').unwrap_or((digits, ""));
    let all_digits = |p: &str| p.bytes().all(|b| b.is_ascii_digit());
    if int.is_empty() || !all_digits(int) || !all_digits(frac) || s.ends_with('.') {
        return None;
    }
    let n: f64 = s.parse().ok()?;
    (n.abs() <= MAX_NUMBER).then_some((n, frac.len()))
}

fn number_text(n: f64) -> String {
    let s = format!("{n}");
    s.strip_suffix(".0").map(str::to_owned).unwrap_or(s)
}

fn is_key(k: &str) -> bool {
    let b = k.as_bytes();
    (1..=20).contains(&b.len())
        && b[0].is_ascii_lowercase()
        && b.iter()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'_')
}

/// One field definition checked and normalised (`key` still as given: `""` when absent).
fn definition(v: &Value) -> Result<Map<String, Value>, String> {
    let f = v.as_object().ok_or("报名表字段格式错误")?;
    let label = f
        .get("label")
        .and_then(Value::as_str)
        .map(str::trim)
        .unwrap_or("");
    if label.is_empty() {
        return Err("请填写报名表字段名称".into());
    }
    if label.chars().count() > 20 {
        return Err("报名表字段名称不能超过20个字".into());
    }
    let kind = f.get("kind").and_then(Value::as_str).unwrap_or("");
    let kind_name = kind_label(kind).ok_or("报名表字段类型不正确")?;
    let key = f.get("key").and_then(Value::as_str).unwrap_or("").trim();
    if !key.is_empty() && !is_key(key) {
        return Err(format!("「{label}」的字段标识不正确"));
    }
    let mut out = Map::new();
    out.insert("key".into(), key.into());
    out.insert("kind".into(), kind.into());
    out.insert("kind_label".into(), kind_name.into());
    out.insert("label".into(), label.into());
    out.insert("required".into(), i64::from(flag(f.get("required"))).into());
    match kind {
        "text" => {
            let min = whole(f.get("min_len")).unwrap_or(1);
            let max = whole(f.get("max_len")).unwrap_or(100);
            if !(1..=500).contains(&min) || !(1..=500).contains(&max) || min > max {
                return Err(format!("「{label}」的长度限制不正确"));
            }
            out.insert("min_len".into(), min.into());
            out.insert("max_len".into(), max.into());
        }
        "number" => {
            let bound = |k: &str, default: f64| match f.get(k) {
                None | Some(Value::Null) => Some(default),
                Some(v) => decimal(v).map(|(n, _)| n),
            };
            let (min, max) = (bound("min", 0.0), bound("max", 100_000.0));
            let decimals = whole(f.get("decimals")).unwrap_or(0);
            match (min, max) {
                (Some(a), Some(b)) if a <= b && (0..=2).contains(&decimals) => {
                    out.insert("min".into(), json!(a));
                    out.insert("max".into(), json!(b));
                    out.insert("decimals".into(), decimals.into());
                }
                _ => return Err(format!("「{label}」的数值范围不正确")),
            }
        }
        "radio" | "checkbox" => {
            let options = options(f.get("options"), label)?;
            if kind == "checkbox" {
                let n = options.len() as i64;
                let min = whole(f.get("min_choices")).unwrap_or(1);
                let max = whole(f.get("max_choices")).unwrap_or(n);
                if !(1..=n).contains(&min) || !(1..=n).contains(&max) || min > max {
                    return Err(format!("「{label}」的选择数量限制不正确"));
                }
                out.insert("min_choices".into(), min.into());
                out.insert("max_choices".into(), max.into());
            }
            out.insert("options".into(), options.into());
        }
        "date" => {
            let day = |k: &str| -> Result<Option<String>, String> {
                match f.get(k).and_then(Value::as_str).map(str::trim) {
                    None | Some("") => Ok(None),
                    Some(s) if dates::parse(s).is_some() => Ok(Some(s.to_owned())),
                    Some(_) => Err(format!("「{label}」的日期范围不正确")),
                }
            };
            let (min, max) = (day("min_date")?, day("max_date")?);
            if let (Some(a), Some(b)) = (&min, &max) {
                if a > b {
                    return Err(format!("「{label}」的日期范围不正确"));
                }
            }
            out.insert("min_date".into(), min.unwrap_or_default().into());
            out.insert("max_date".into(), max.unwrap_or_default().into());
        }
        "image" => {
            let max = whole(f.get("max_count")).unwrap_or(1);
            if !(1..=9).contains(&max) {
                return Err(format!("「{label}」的图片数量限制不正确"));
            }
            out.insert("max_count".into(), max.into());
        }
        _ => {}
    }
    Ok(out)
}

fn options(v: Option<&Value>, label: &str) -> Result<Vec<Value>, String> {
    let list = v.and_then(Value::as_array).map_or(&[][..], Vec::as_slice);
    let mut out: Vec<String> = Vec::new();
    for o in list {
        let o = o.as_str().map(str::trim).unwrap_or("");
        if o.is_empty() || o.chars().count() > 30 {
            return Err(format!("「{label}」的选项须为1-30个字"));
        }
        if out.iter().any(|x| x == o) {
            return Err(format!("「{label}」的选项不能重复"));
        }
        out.push(o.to_owned());
    }
    if out.len() < 2 {
        return Err(format!("「{label}」至少需要2个选项"));
    }
    if out.len() > MAX_OPTIONS {
        return Err(format!("「{label}」最多{MAX_OPTIONS}个选项"));
    }
    Ok(out.into_iter().map(Value::from).collect())
}

/// The form's field definitions (absent or null: none), checked and normalised, each with a
/// key: a given key is kept (answers stay attached across edits), a new field gets the next
/// free `f<n>`.
pub fn definitions(v: Option<&Value>) -> Result<Vec<Value>, String> {
    let list = match v {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(a)) => a,
        Some(_) => return Err("报名表格式错误".into()),
    };
    if list.len() > MAX_FIELDS {
        return Err(format!("报名表最多{MAX_FIELDS}个字段"));
    }
    let mut fields = list.iter().map(definition).collect::<Result<Vec<_>, _>>()?;
    let text_of = |f: &Map<String, Value>, k: &str| f[k].as_str().unwrap_or("").to_owned();
    for (i, f) in fields.iter().enumerate() {
        let (label, key) = (text_of(f, "label"), text_of(f, "key"));
        if fields[..i].iter().any(|g| text_of(g, "label") == label) {
            return Err("报名表字段名称不能重复".into());
        }
        if !key.is_empty() && fields[..i].iter().any(|g| text_of(g, "key") == key) {
            return Err("报名表字段标识不能重复".into());
        }
    }
    let mut next = fields
        .iter()
        .filter_map(|f| text_of(f, "key").strip_prefix('f')?.parse::<u32>().ok())
        .max()
        .unwrap_or(0);
    for f in &mut fields {
        if text_of(f, "key").is_empty() {
            next += 1;
            f.insert("key".into(), format!("f{next}").into());
        }
    }
    Ok(fields.into_iter().map(Value::Object).collect())
}

fn is_empty(v: Option<&Value>) -> bool {
    match v {
        None | Some(Value::Null) => true,
        Some(Value::String(s)) => crate::rules::blank::trim(s).is_empty(),
        Some(Value::Array(a)) => a.is_empty(),
        _ => false,
    }
}

fn get_str<'a>(f: &'a Value, k: &str) -> &'a str {
    f.get(k).and_then(Value::as_str).unwrap_or("")
}

fn get_int(f: &Value, k: &str) -> i64 {
    f.get(k).and_then(Value::as_i64).unwrap_or(0)
}

/// One answer checked against its (normalised) field: the value to store.
fn answer(f: &Value, v: &Value, today: i64) -> Result<Value, String> {
    let label = get_str(f, "label");
    let text = || match v {
        Value::String(s) => Some(crate::rules::blank::trim(s).to_owned()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    };
    match get_str(f, "kind") {
        "text" => {
            let s = text().ok_or_else(|| format!("{label}格式错误"))?;
            let (min, max) = (get_int(f, "min_len"), get_int(f, "max_len"));
            let n = s.chars().count() as i64;
            if n < min || n > max {
                return Err(format!("{label}长度须为{min}-{max}个字"));
            }
            Ok(s.into())
        }
        "number" => {
            let (n, places) = decimal(v).ok_or_else(|| format!("{label}须为数字"))?;
            let allowed = get_int(f, "decimals") as usize;
            if places > allowed {
                return Err(if allowed == 0 {
                    format!("{label}须为整数")
                } else {
                    format!("{label}最多{allowed}位小数")
                });
            }
            let min = f.get("min").and_then(Value::as_f64).unwrap_or(0.0);
            let max = f.get("max").and_then(Value::as_f64).unwrap_or(0.0);
            if n < min || n > max {
                return Err(format!(
                    "{label}须在{}至{}之间",
                    number_text(min),
                    number_text(max)
                ));
            }
            Ok(text().unwrap_or_default().into())
        }
        "mobile" => match text() {
            Some(s) if is_cn_mobile(&s) => Ok(s.into()),
            _ => Err(format!("{label}格式不正确")),
        },
        "id_card" => match text().map(|s| s.to_uppercase()) {
            Some(s) if is_id_card(&s, today) => Ok(s.into()),
            _ => Err(format!("{label}不正确")),
        },
        "radio" => {
            let s = text().unwrap_or_default();
            if options_of(f).contains(&s.as_str()) {
                Ok(s.into())
            } else {
                Err(format!("{label}的选项不存在"))
            }
        }
        "checkbox" => {
            let chosen = v.as_array().ok_or_else(|| format!("{label}格式错误"))?;
            let options = options_of(f);
            let mut out: Vec<Value> = Vec::new();
            for c in chosen {
                let c = c.as_str().map(str::trim).unwrap_or("");
                if !options.contains(&c) {
                    return Err(format!("{label}的选项不存在"));
                }
                if !out.iter().any(|o| o == c) {
                    out.push(c.into());
                }
            }
            let n = out.len() as i64;
            let (min, max) = (get_int(f, "min_choices"), get_int(f, "max_choices"));
            if n < min {
                return Err(format!("{label}至少选择{min}项"));
            }
            if n > max {
                return Err(format!("{label}最多选择{max}项"));
            }
            // Stored in the form's order, whatever order they were ticked in.
            out.sort_by_key(|o| options.iter().position(|x| o == x));
            Ok(out.into())
        }
        "date" => {
            let s = text().unwrap_or_default();
            let day = dates::parse(&s).ok_or_else(|| format!("{label}格式不正确"))?;
            let (min, max) = (get_str(f, "min_date"), get_str(f, "max_date"));
            if dates::parse(min).is_some_and(|m| day < m) {
                return Err(format!("{label}不能早于{min}"));
            }
            if dates::parse(max).is_some_and(|m| day > m) {
                return Err(format!("{label}不能晚于{max}"));
            }
            Ok(s.into())
        }
        "image" => {
            let list = v.as_array().ok_or_else(|| format!("{label}格式错误"))?;
            let max = get_int(f, "max_count");
            if list.len() as i64 > max {
                return Err(format!("{label}最多上传{max}张"));
            }
            if !list.iter().all(|u| u.as_str().is_some_and(is_file_url)) {
                return Err(format!("{label}地址无效，请重新上传"));
            }
            Ok(Value::Array(list.clone()))
        }
        _ => Err("报名表字段类型不正确".into()),
    }
}

fn options_of(f: &Value) -> Vec<&str> {
    f.get("options")
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default()
}

/// What the verb of a missing answer is: 请填写 / 请选择 / 请上传.
fn missing(f: &Value) -> String {
    let verb = match get_str(f, "kind") {
        "radio" | "checkbox" | "date" => "请选择",
        "image" => "请上传",
        _ => "请填写",
    };
    format!("{verb}{}", get_str(f, "label"))
}

/// A participant's answers checked against the form (`today`: the Chinese day number, for
/// identity numbers): the answers to store, by key, in the form's order; an optional field left
/// empty is not stored. The first problem is the message.
pub fn check_answers(
    fields: &[Value],
    answers: Option<&Value>,
    today: i64,
) -> Result<Map<String, Value>, String> {
    let empty = Map::new();
    let given = match answers {
        None | Some(Value::Null) => &empty,
        Some(Value::Object(m)) => m,
        Some(_) => return Err("报名表答案格式错误".into()),
    };
    if let Some(k) = given
        .keys()
        .find(|k| !fields.iter().any(|f| get_str(f, "key") == k.as_str()))
    {
        return Err(format!("报名表中没有字段：{k}"));
    }
    let mut out = Map::new();
    for f in fields {
        let key = get_str(f, "key");
        let v = given.get(key);
        if is_empty(v) {
            if get_int(f, "required") == 1 {
                return Err(missing(f));
            }
            continue;
        }
        out.insert(key.to_owned(), answer(f, v.unwrap_or(&Value::Null), today)?);
    }
    Ok(out)
}

/// An answer as one cell of text (lists and the export): choices joined with 、, images as
/// their URLs, nothing as "".
pub fn answer_text(v: Option<&Value>) -> String {
    match v {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Number(n)) => n.to_string(),
        Some(Value::Array(a)) => a
            .iter()
            .filter_map(Value::as_str)
            .collect::<Vec<_>>()
            .join("、"),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const TODAY: i64 = 20_600; // 2026-05-25

    fn form() -> Vec<Value> {
        definitions(Some(&json!([
            {"kind": "text", "label": "单位", "required": 1, "min_len": 2, "max_len": 10},
            {"kind": "number", "label": "年龄", "required": 1, "min": 16, "max": 70},
            {"kind": "mobile", "label": "紧急联系人电话"},
            {"kind": "id_card", "label": "身份证号", "required": 1},
            {"kind": "radio", "label": "衣服尺码", "required": 1, "options": ["S", "M", "L"]},
            {"kind": "checkbox", "label": "可服务时段", "options": ["上午", "下午", "晚上"], "max_choices": 2},
            {"kind": "date", "label": "出生日期", "min_date": "1950-01-01", "max_date": "2010-12-31"},
            {"kind": "image", "label": "志愿者证", "max_count": 2},
        ])))
        .expect("a valid form")
    }

    fn good() -> Value {
        json!({"f1": "春晖社区", "f2": "35", "f4": "11010519491231002X", "f5": "M",
               "f6": ["下午", "上午"], "f7": "1990-05-01",
               "f8": ["/sandbox-files/oss/orgcenter-images/images/a.png"]})
    }

    #[test]
    fn new_fields_get_the_next_free_keys_and_given_keys_stay() {
        let f = definitions(Some(&json!([
            {"kind": "text", "label": "甲", "key": "f3"},
            {"kind": "text", "label": "乙"},
        ])))
        .unwrap();
        assert_eq!(f[0]["key"], "f3");
        assert_eq!(f[1]["key"], "f4");
        assert_eq!(f[1]["max_len"], 100);
    }

    #[test]
    fn a_bad_definition_is_refused_with_the_fields_label() {
        for (def, msg) in [
            (
                json!([{"kind": "radio", "label": "尺码", "options": ["S"]}]),
                "「尺码」至少需要2个选项",
            ),
            (
                json!([{"kind": "radio", "label": "尺码", "options": ["S", "S"]}]),
                "「尺码」的选项不能重复",
            ),
            (
                json!([{"kind": "text", "label": "甲", "min_len": 9, "max_len": 3}]),
                "「甲」的长度限制不正确",
            ),
            (
                json!([{"kind": "number", "label": "甲", "min": 9, "max": 3}]),
                "「甲」的数值范围不正确",
            ),
            (
                json!([{"kind": "checkbox", "label": "甲", "options": ["a", "b"], "max_choices": 3}]),
                "「甲」的选择数量限制不正确",
            ),
            (
                json!([{"kind": "date", "label": "甲", "min_date": "2026-02-30"}]),
                "「甲」的日期范围不正确",
            ),
            (
                json!([{"kind": "video", "label": "甲"}]),
                "报名表字段类型不正确",
            ),
            (
                json!([{"kind": "text", "label": ""}]),
                "请填写报名表字段名称",
            ),
            (
                json!([{"kind": "text", "label": "甲"}, {"kind": "mobile", "label": "甲"}]),
                "报名表字段名称不能重复",
            ),
        ] {
            assert_eq!(definitions(Some(&def)).unwrap_err(), msg, "{def}");
        }
        let many: Vec<Value> = (0..31)
            .map(|i| json!({"kind": "text", "label": format!("字段{i}")}))
            .collect();
        assert_eq!(
            definitions(Some(&Value::Array(many))).unwrap_err(),
            "报名表最多30个字段"
        );
    }

    #[test]
    fn good_answers_are_stored_by_key_and_an_empty_optional_one_is_left_out() {
        let a = check_answers(&form(), Some(&good()), TODAY).unwrap();
        assert_eq!(a["f6"], json!(["上午", "下午"]), "in the form's order");
        assert!(!a.contains_key("f3"));
        assert_eq!(answer_text(a.get("f6")), "上午、下午");
    }

    #[test]
    fn each_bad_answer_is_refused_with_its_fields_message() {
        for (key, value, msg) in [
            ("f1", json!(""), "请填写单位"),
            (
                "f1",
                json!("长长长长长长长长长长长"),
                "单位长度须为2-10个字",
            ),
            ("f2", json!("abc"), "年龄须为数字"),
            ("f2", json!("35.5"), "年龄须为整数"),
            ("f2", json!(15), "年龄须在16至70之间"),
            ("f3", json!("12345"), "紧急联系人电话格式不正确"),
            ("f4", json!("110105194912310021"), "身份证号不正确"),
            ("f5", json!("XL"), "衣服尺码的选项不存在"),
            ("f5", Value::Null, "请选择衣服尺码"),
            (
                "f6",
                json!(["上午", "下午", "晚上"]),
                "可服务时段最多选择2项",
            ),
            ("f6", json!(["凌晨"]), "可服务时段的选项不存在"),
            ("f7", json!("1949-12-31"), "出生日期不能早于1950-01-01"),
            ("f7", json!("1990/01/01"), "出生日期格式不正确"),
            ("f8", json!(["/a.png"]), "志愿者证地址无效，请重新上传"),
            ("f9", json!("x"), "报名表中没有字段：f9"),
        ] {
            let mut a = good();
            a[key] = value;
            assert_eq!(
                check_answers(&form(), Some(&a), TODAY).unwrap_err(),
                msg,
                "{key}"
            );
        }
    }
}
